#include "tabletop/deck_panel.hpp"

#include "document/game_document.hpp"
#include "effect_words.hpp"
#include "widgets/dice_painter.hpp"
#include "widgets/reading_list.hpp"
#include "widgets/wrapping_label.hpp"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace adc::app {

namespace {
// Discarded cards' codes to a row: "10S" and its gap fit eight times in the narrowest side
// column (280 px).
constexpr int discardsAcross = 8;

// The latest event in effect that drew a card: its outcome says what the card meant.
const Event* latestDraw(const Game& game) {
    for (std::size_t i = game.position(); i > 0; --i) {
        const Event& e = game.events()[i - 1];
        for (const auto& fx : e.outcome.effects) {
            if (fx.kind == EffectKind::DeckDraw) {
                return &e;
            }
        }
    }
    return nullptr;
}

// One value of a draw's result in words: a word by its label, an event card's table entry by
// its name and text ("Fire spreads — The fire spreads: ..."), never as JSON.
QString valueText(const json& v, const Ruleset& ruleset) {
    if (v.is_string()) {
        return words::labelWords(ruleset, v.get<std::string>());
    }
    if (v.is_boolean()) {
        return v.get<bool>() ? QObject::tr("yes") : QObject::tr("no");
    }
    if (v.is_array()) {
        QStringList items;
        for (const auto& item : v) {
            items << valueText(item, ruleset);
        }
        return items.join(QStringLiteral(", "));
    }
    if (v.is_object()) {
        const QString name = v.value("name", json()).is_string()
                                 ? QString::fromStdString(v["name"].get<std::string>())
                                 : QString();
        const QString text = v.value("text", json()).is_string()
                                 ? QString::fromStdString(v["text"].get<std::string>())
                                 : QString();
        if (!name.isEmpty() || !text.isEmpty()) {
            return name.isEmpty() || text.isEmpty() ? name + text
                                                    : QStringLiteral("%1 — %2").arg(name, text);
        }
        QStringList parts;
        for (auto it = v.begin(); it != v.end(); ++it) {
            parts << QStringLiteral("%1 %2").arg(words::labelWords(ruleset, it.key()),
                                                 valueText(it.value(), ruleset));
        }
        return parts.join(QStringLiteral(", "));
    }
    return QString::fromStdString(v.dump()); // a number
}

// The draw's result in the ruleset's words: "Activates: red", never "meaning: leader_initiative".
QString resultText(const json& result, const Ruleset& ruleset) {
    QStringList parts;
    for (auto it = result.begin(); it != result.end(); ++it) {
        parts << QStringLiteral("%1: %2").arg(words::labelWords(ruleset, it.key()),
                                              valueText(it.value(), ruleset));
    }
    return parts.join(QStringLiteral("\n"));
}
} // namespace

DeckPanel::DeckPanel(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    card_ = new CardView(this);
    meaning_ = new WrappingLabel(this);
    meaning_->setObjectName(QStringLiteral("meaning"));
    left_ = new QLabel(this);
    // The discards' codes side by side, as many to a row as the side column holds.
    discards_ = new ReadingList(ReadingList::Shape::Codes, this, discardsAcross);
    discards_->setObjectName(QStringLiteral("discards"));
    discards_->setAccessibleName(tr("Discards"));
    acted_ = new ReadingList(ReadingList::Shape::Sentences, this);
    acted_->setObjectName(QStringLiteral("acted"));
    acted_->setAccessibleName(tr("Acted this turn"));
    acted_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding); // the dock's spare room
    draw_ = new QPushButton(tr("&Draw card"), this);
    draw_->setToolTip(tr("Draw the next activation card (Ctrl+D)"));

    auto* grid = new QGridLayout(this);
    grid->addWidget(card_, 0, 0, 3, 1);
    grid->addWidget(meaning_, 0, 1);
    grid->addWidget(left_, 1, 1);
    grid->addWidget(draw_, 2, 1);
    grid->addWidget(new QLabel(tr("Discards:"), this), 3, 0, 1, 2);
    grid->addWidget(discards_, 4, 0, 1, 2);
    grid->addWidget(new QLabel(tr("Acted this turn:"), this), 5, 0, 1, 2);
    grid->addWidget(acted_, 6, 0, 1, 2);
    grid->setColumnStretch(1, 1);

    connect(draw_, &QPushButton::clicked, this,
            [this] { emit drawRequested(QString::fromStdString(drawAction())); });
    connect(&document_, &GameDocument::gameReplaced, this, &DeckPanel::refresh);
    connect(&document_, &GameDocument::changed, this, &DeckPanel::refresh);
    refresh();
}

std::string DeckPanel::drawAction() const {
    if (!document_.hasGame()) {
        return {};
    }
    // The action the ruleset declares as drawing from the deck: never guessed by its id.
    const ActionSpec* draw = document_.ruleset().drawAction();
    return draw ? draw->id : std::string();
}

void DeckPanel::refresh() {
    if (!document_.hasGame()) {
        return;
    }
    const GameState& s = document_.state();
    const Deck& deck = s.deck;
    card_->setCard(deck.discards().empty() ? std::nullopt
                                           : std::optional<Card>(deck.discards().back()));
    const Event* draw = latestDraw(document_.game());
    if (draw && draw->turn == s.turn) {
        QString text = QStringLiteral("<b>%1</b>")
                           .arg(QString::fromStdString(draw->outcome.summary).toHtmlEscaped());
        QString details = resultText(draw->outcome.result, document_.ruleset());
        if (!details.isEmpty()) {
            text += QStringLiteral("<br>") + details.toHtmlEscaped().replace("\n", "<br>");
        }
        meaning_->setText(text);
    } else {
        meaning_->setText(tr("No card drawn this turn."));
    }
    left_->setText(tr("%1 cards left, %2 discarded").arg(deck.left()).arg(deck.discards().size()));
    QList<ReadingList::Line> discards;
    for (const auto& c : deck.discards()) {
        discards.push_back({QString::fromStdString(c.code()), QString::fromStdString(c.name()),
                            c.isRed() ? QColor(0xC0392B) : QColor(0x111111)});
    }
    discards_->setLines(discards);
    // Flags holding unit ids are the ruleset's bookkeeping of who acted, fired, is locked...
    QList<ReadingList::Line> acted;
    for (auto it = s.flags.begin(); it != s.flags.end(); ++it) {
        const json& v = it.value();
        QStringList names;
        auto addUnit = [&](const json& idValue) {
            if (idValue.is_string()) {
                if (const Unit* u = s.unit(idValue.get<std::string>())) {
                    names << QString::fromStdString(u->name);
                }
            }
        };
        if (v.is_array()) {
            for (const auto& x : v) {
                addUnit(x);
            }
        } else if (v.is_object()) {
            for (auto u = v.begin(); u != v.end(); ++u) {
                addUnit(json(u.key()));
            }
        }
        if (!names.isEmpty()) {
            QString key = words::labelWords(document_.ruleset(), it.key());
            acted.push_back(
                {QStringLiteral("%1: %2").arg(key, names.join(QStringLiteral(", "))), {}, {}});
        }
    }
    acted_->setLines(acted);
    draw_->setEnabled(!drawAction().empty());
}

} // namespace adc::app
