#include "document/recovery_text.hpp"

#include "adc/saved_game.hpp"

#include <algorithm>

namespace adc::app {

namespace {

// saveRecoveryFile's indentation (json::dump(1)): the history is a member of the top object,
// so each event sits two levels in: every line of its own dump(1) moves two spaces right.
// Strings hold no raw line break (JSON escapes it), so every '\n' starts a line of structure.
constexpr int kIndent = 1;
const std::string kEventIndent(2 * kIndent, ' ');

// Event i as saveGameToJson writes it, with what it replaced when that is known.
std::string eventText(const Game& game, std::size_t i) {
    json event = game.events()[i];
    if (json replaced = game.replaced(i); !replaced.is_null()) {
        event["replaced"] = std::move(replaced);
    }
    const std::string own = event.dump(kIndent);
    std::string out = kEventIndent;
    out.reserve(own.size() + own.size() / 8);
    for (char c : own) {
        out += c;
        if (c == '\n') {
            out += kEventIndent;
        }
    }
    return out;
}

// The history array as json::dump writes it at the top object's member depth.
std::string historyText(const std::vector<std::string>& events) {
    if (events.empty()) {
        return "[]";
    }
    std::size_t size = 4;
    for (const auto& e : events) {
        size += e.size() + 2;
    }
    std::string out;
    out.reserve(size);
    out += "[\n";
    for (std::size_t i = 0; i < events.size(); ++i) {
        out += events[i];
        out += i + 1 < events.size() ? ",\n" : "\n";
    }
    out += std::string(kIndent, ' ') + "]";
    return out;
}

} // namespace

RecoveryText& recoveryTextOf(QObject& document) {
    static const QString name = QStringLiteral("adc-recovery-text");
    auto* found = document.findChild<QObject*>(name, Qt::FindDirectChildrenOnly);
    if (auto* text = dynamic_cast<RecoveryText*>(found)) {
        return *text;
    }
    auto* text = new RecoveryText(&document);
    text->setObjectName(name);
    return *text;
}

void RecoveryText::forgetFrom(std::size_t index) {
    events_.resize(std::min(index, events_.size()));
}

std::string RecoveryText::text(const Game& game, const std::string& source) {
    const auto& events = game.events();
    forgetFrom(events.size());
    for (std::size_t i = events_.size(); i < events.size(); ++i) {
        events_.push_back(eventText(game, i));
    }
    // The head holds the history as a mark that no text of a game can hold (U+0000 is refused
    // in every text loaded or typed), replaced by the history's text after the dump.
    json data = saveHeadToJson(game);
    data["recovery_of"] = source;
    data["history"] = std::string("\0adc-history", 12);
    std::string out = data.dump(kIndent);
    const std::string mark = "\"\\u0000adc-history\"";
    const std::size_t at = out.find(mark);
    if (at == std::string::npos) {
        json whole = saveGameToJson(game); // cannot happen: the mark is always dumped so
        whole["recovery_of"] = source;
        return whole.dump(kIndent) + "\n";
    }
    out.replace(at, mark.size(), historyText(events_));
    return out + "\n";
}

} // namespace adc::app
