#include "tabletop/player_display.hpp"

#include "document/game_document.hpp"
#include "effect_words.hpp"
#include "slot/slot_clock.hpp"
#include "table_colours.hpp"
#include "widgets/dice_painter.hpp"

#include "adc/public_view.hpp"

#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

namespace adc::app {

PlayerDisplay::PlayerDisplay(GameDocument& document, QWidget* parent)
    : QWidget(parent, Qt::Window), document_(document) {
    setWindowTitle(tr("Aide-de-Camp — Player display"));
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, QColor(0x1E2A38));
    pal.setColor(QPalette::WindowText, QColor(0xF4F1E8));
    setPalette(pal);
    title_ = new QLabel(this);
    headline_ = new QLabel(this);
    headline_->setWordWrap(true);
    chance_ = new QLabel(this);
    chance_->setObjectName(QStringLiteral("chance"));
    chance_->setWordWrap(true);
    dice_ = new DiceStrip(this);
    changes_ = new QLabel(this);
    changes_->setWordWrap(true);
    changes_->setTextFormat(Qt::RichText);
    strengths_ = new QLabel(this);
    strengths_->setTextFormat(Qt::RichText);
    // Every line wraps: the display scales to its screen rather than grow past it.
    strengths_->setWordWrap(true);
    title_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(title_);
    clock_ = new SlotClock(document_, SlotClock::Size::Large, this);
    layout->addWidget(clock_);
    layout->addWidget(headline_);
    layout->addWidget(chance_);
    layout->addWidget(dice_);
    layout->addWidget(changes_, 1, Qt::AlignTop);
    layout->addWidget(strengths_);
    connect(&document_, &GameDocument::gameReplaced, this, &PlayerDisplay::refresh);
    connect(&document_, &GameDocument::changed, this, &PlayerDisplay::refresh);
    setFontSize(fontSize_);
    resize(1280, 720);
}

void PlayerDisplay::setFontSize(int points) {
    fontSize_ = std::max(10, points);
    QFont f = font();
    f.setPointSize(fontSize_);
    // Read from across the table in large type, where unkerned pairs show: shaped, as the
    // program's small print is not (application_look.hpp).
    f.setStyleStrategy(QFont::StyleStrategy(f.styleStrategy() & ~QFont::PreferNoShaping));
    changes_->setFont(f);
    strengths_->setFont(f);
    clock_->setPointSize(fontSize_);
    chance_->setFont(f);
    QFont big = f;
    big.setPointSize(fontSize_ * 3 / 2);
    big.setBold(true);
    headline_->setFont(big);
    QFont turn = f; // the turn and the phase in large type: read from across the table
    turn.setBold(true);
    title_->setFont(turn);
    dice_->setDieSize(fontSize_ * 3);
    refresh();
}

QString PlayerDisplay::headlineText() const {
    return headline_->text();
}

QString PlayerDisplay::turnText() const {
    return title_->text();
}

QString PlayerDisplay::chanceText() const {
    return chance_->text();
}

void PlayerDisplay::showChance(const Outcome& outcome, const QString& chance) {
    chanceOf_ = outcome;
    chanceWords_ = chance;
    refresh();
}

QString PlayerDisplay::strengthsText() const {
    return strengths_->text();
}

void PlayerDisplay::showPending(const Outcome& outcome) {
    showOutcome(QString::fromStdString(outcome.summary), outcome, std::nullopt, true);
}

void PlayerDisplay::showOutcome(const QString& headline, const Outcome& outcome,
                                const std::optional<ActionRequest>& request, bool pending) {
    // Both sides see this screen: what it shows of the outcome is what the one filter passes
    // for the public (adc/public_view.hpp), and nothing besides.
    const Ruleset& ruleset = document_.ruleset();
    const EventSight seen = eventSight(ruleset, outcome, request, headline.toStdString(),
                                       document_.state(), Viewer::everyone());
    headline_->setText(QString::fromStdString(seen.title));
    bool known = !seen.kept && seen.headline && chanceOf_ && *chanceOf_ == outcome &&
                 !chanceWords_.isEmpty() && ruleset.publicRules().tableResult;
    chance_->setText(known ? tr("Chance of that: %1").arg(chanceWords_) : QString());
    chance_->setVisible(known);
    // The throws that put a deck in its new order are the order itself, not dice to read.
    const bool shuffled =
        std::any_of(outcome.effects.begin(), outcome.effects.end(),
                    [](const Effect& fx) { return fx.kind == EffectKind::DeckSet; });
    dice_->setRolls(shuffled ? std::vector<Roll>{} : seen.rolls);
    QStringList lines;
    for (const auto& fx : seen.effects) {
        // What the ruleset keeps for itself (fired this turn, the turn of the last melee) is
        // the referee's, not the table's.
        if (fx.kind == EffectKind::Attr) {
            const AttributeSpec* spec = ruleset.unitSchema().find(fx.key);
            if (spec && spec->bookkeeping) {
                continue;
            }
        }
        lines << QStringLiteral("• ") +
                     words::effectWords(fx, document_.state(), ruleset).toHtmlEscaped();
    }
    if (pending) {
        lines << tr("<i>(not applied yet)</i>");
    }
    changes_->setText(lines.join(QStringLiteral("<br>")));
}

void PlayerDisplay::refresh() {
    if (!document_.hasGame()) {
        return;
    }
    title_->setText(tr("Turn %1 — %2").arg(document_.state().turn).arg(document_.phaseName()));
    if (const Event* e = document_.latestEvent()) {
        showOutcome(QString::fromStdString(e->label), e->outcome, e->request, false);
    } else {
        headline_->setText(tr("Waiting for the first roll"));
        chance_->clear();
        chance_->hide();
        dice_->setRolls({});
        changes_->clear();
    }
    strengths_->setText(sidesText());
}

QString PlayerDisplay::sidesText() const {
    const GameSight sight = gameSight(document_.game(), Viewer::everyone());
    const auto unitWord = QString::fromStdString(document_.ruleset().unitSchema().strengthUnit);
    QStringList sides;
    for (const auto& side : sight.sides) {
        int now = 0, start = 0, routed = 0;
        QStringList below;
        for (const auto& seen : sight.units) {
            const Unit& u = *seen.unit;
            if (u.side != side.side->id) {
                continue;
            }
            if (document_.ruleset().inStrengthTotals(u)) {
                now += u.strength;
                start += u.startStrength;
            }
            routed += (u.status != "good_order" && u.status != "rallied") ? 1 : 0;
            if (seen.belowNotice) {
                below << QString::fromStdString(u.name).toHtmlEscaped();
            }
        }
        // A side's running totals stay with it where the ruleset says so (Blue and Gray).
        QString strength = side.totalsShown ? tr("%1 of %2 %3").arg(now).arg(start).arg(unitWord)
                                            : tr("losses kept by the side");
        QString line =
            tr("<b>%1</b>: %2%3")
                .arg(QString::fromStdString(side.side->name).toHtmlEscaped(), strength)
                .arg(routed == 1
                         ? tr(" — <span style='color:#E69F00'>1 unit shaken or worse</span>")
                     : routed > 1
                         ? tr(" — <span style='color:#E69F00'>%1 units shaken or worse</span>")
                               .arg(routed)
                         : QString());
        if (sight.noticeBelow && !below.isEmpty()) {
            line += tr("<br>&nbsp;&nbsp;fewer than %1 %2 at the end of the last move: %3")
                        .arg(*sight.noticeBelow)
                        .arg(unitWord, below.join(QStringLiteral(", ")));
        }
        sides << line;
    }
    return sides.join(QStringLiteral("<br>"));
}

} // namespace adc::app
