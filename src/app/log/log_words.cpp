#include "log/log_words.hpp"

#include <QObject>
#include <QStringList>

#include <string_view>

namespace adc::app {

namespace {
// The purpose the deck gives each draw of its shuffle (Deck::shuffle).
constexpr std::string_view kShuffle = "shuffle";
} // namespace

QString diceWords(const Outcome& o) {
    QStringList words;
    bool inShuffle = false;
    for (const auto& r : o.rolls) {
        const bool shuffle = r.purpose == kShuffle;
        if (shuffle && !inShuffle) {
            words << QObject::tr("deck shuffled");
        } else if (!shuffle) {
            words << QString::number(r.face);
        }
        inShuffle = shuffle;
    }
    return words.join(QLatin1Char(' '));
}

LoggedUnder loggedUnder(const Event& e) {
    for (const auto& fx : e.outcome.effects) {
        if (fx.kind == EffectKind::Phase && fx.value.is_number_integer()) {
            return {fx.count, fx.value.get<int>()};
        }
    }
    return {e.turn, e.phase};
}

std::string labelUnderTurn(const Event& e) {
    const std::string prefix = "Turn " + std::to_string(loggedUnder(e).turn) + ": ";
    if (e.label.rfind(prefix, 0) == 0 && e.label.size() > prefix.size()) {
        return e.label.substr(prefix.size());
    }
    return e.label;
}

} // namespace adc::app
