#include "tabletop/player_display.hpp"

#include "document/game_document.hpp"
#include "document/verdict_words.hpp"
#include "effect_words.hpp"
#include "slot/slot_clock.hpp"
#include "table_colours.hpp"
#include "tabletop/phase_countdown.hpp"
#include "widgets/dice_painter.hpp"

#include "adc/game_end.hpp"
#include "adc/public_view.hpp"

#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
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
    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("result"));
    result_->setTextFormat(Qt::RichText);
    result_->setWordWrap(true);
    result_->hide(); // only once the game is over
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(title_);
    countdown_ = new QLabel(this);
    countdown_->setObjectName(QStringLiteral("phaseCountdown"));
    countdown_->setWordWrap(true);
    countdown_->hide(); // only while the referee's countdown runs
    layout->addWidget(countdown_);
    clock_ = new SlotClock(document_, SlotClock::Size::Large, this);
    layout->addWidget(clock_);
    layout->addWidget(headline_);
    layout->addWidget(chance_);
    layout->addWidget(dice_);
    layout->addWidget(result_);
    layout->addWidget(changes_, 1, Qt::AlignTop);
    layout->addWidget(strengths_);
    connect(&document_, &GameDocument::gameReplaced, this, &PlayerDisplay::refresh);
    connect(&document_, &GameDocument::changed, this, &PlayerDisplay::refresh);
    setFontSize(fontSize_);
    resize(1280, 720);
}

void PlayerDisplay::setFontSize(int points) {
    fontSize_ = std::max(10, points);
    applyType(fontSize_);
    refresh();
    fitType();
}

void PlayerDisplay::applyType(int points) {
    typeShown_ = points;
    QFont f = font();
    f.setPointSize(points);
    // Read from across the table in large type, where unkerned pairs show: shaped, as the
    // program's small print is not (application_look.hpp).
    f.setStyleStrategy(QFont::StyleStrategy(f.styleStrategy() & ~QFont::PreferNoShaping));
    changes_->setFont(f);
    strengths_->setFont(f);
    result_->setFont(f);
    clock_->setPointSize(points);
    chance_->setFont(f);
    QFont big = f;
    big.setPointSize(points * 3 / 2);
    big.setBold(true);
    headline_->setFont(big);
    countdown_->setFont(big); // the time left, read from across the room
    QFont turn = f;           // the turn and the phase in large type: read from across the table
    turn.setBold(true);
    title_->setFont(turn);
    dice_->setDieSize(points * 3);
}

void PlayerDisplay::fitType() {
    // Nothing cut off at the bottom: on a laptop's 768 lines the referee's 28 points did not
    // leave room for the sides' strengths. A step smaller at a time, never below 12 points.
    if (fitting_ || !layout()) {
        return;
    }
    fitting_ = true;
    constexpr int smallest = 12;
    int points = fontSize_;
    applyType(points);
    layout()->activate();
    while (points > smallest && layout()->totalHeightForWidth(width()) > height()) {
        points = std::max(smallest, points - 2);
        applyType(points);
        layout()->activate();
    }
    fitting_ = false;
}

void PlayerDisplay::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitType();
}

void PlayerDisplay::setCountdown(PhaseCountdown* countdown) {
    if (!countdown) {
        return;
    }
    auto show = [this](const QString& text) {
        countdown_->setText(text);
        countdown_->setVisible(!text.isEmpty());
        fitType();
    };
    connect(countdown, &PhaseCountdown::changed, this, show);
    show(countdown->text());
}

QString PlayerDisplay::countdownText() const {
    return countdown_->text();
}

PlayerDisplay::Placement PlayerDisplay::placeFor(const QWidget* referee) {
    QScreen* own = referee->screen();
    for (QScreen* s : QGuiApplication::screens()) {
        if (s != own && !s->geometry().intersects(referee->frameGeometry())) {
            // A screen of its own (a TV, a projector): the display fills it.
            setScreen(s);
            setGeometry(s->availableGeometry().marginsRemoved(frameMargins()));
            return Placement::OwnScreen;
        }
    }
    // One screen: beside the referee's window where it leaves room enough to read, else out
    // of the way (minimized) until the referee turns the laptop round.
    const QRect avail = own ? own->availableGeometry() : QRect();
    const QRect taken = referee->frameGeometry();
    const QRect sides[] = {
        QRect(QPoint(taken.right() + 1, avail.top()), avail.bottomRight()),
        QRect(avail.topLeft(), QPoint(taken.left() - 1, avail.bottom())),
        QRect(QPoint(avail.left(), taken.bottom() + 1), avail.bottomRight()),
        QRect(avail.topLeft(), QPoint(avail.right(), taken.top() - 1)),
    };
    const QRect* best = nullptr;
    for (const QRect& r : sides) {
        if (r.width() >= 480 && r.height() >= 360 &&
            (!best || r.width() * r.height() > best->width() * best->height())) {
            best = &r;
        }
    }
    if (!best) {
        return Placement::Minimized;
    }
    setGeometry(best->marginsRemoved(frameMargins())); // its frame too inside the room
    return Placement::Beside;
}

QMargins PlayerDisplay::frameMargins() const {
    // Known once the window is on screen; before that the title bar is not counted yet, and
    // MainWindow places the display again once it is shown.
    return isVisible() ? QMargins(geometry().left() - frameGeometry().left(),
                                  geometry().top() - frameGeometry().top(),
                                  frameGeometry().right() - geometry().right(),
                                  frameGeometry().bottom() - geometry().bottom())
                       : QMargins();
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
    for (const auto& fx : seen.effects) { // the ruleset's bookkeeping already left out
        lines << QStringLiteral("• ") +
                     words::effectWords(fx, document_.state(), ruleset).toHtmlEscaped();
    }
    if (pending) {
        lines << tr("<i>(not applied yet)</i>");
    }
    changes_->setText(lines.join(QStringLiteral("<br>")));
    fitType(); // a longer outcome: smaller type rather than lines cut off
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
    showResult();
    fitType();
}

QString PlayerDisplay::resultText() const {
    return result_->isVisibleTo(this) ? result_->text() : QString();
}

bool PlayerDisplay::figuresPublic() const {
    const Game& game = document_.game();
    for (std::size_t i = game.position(); i > 0; --i) {
        const Event& e = game.events()[i - 1];
        const bool judged =
            std::any_of(e.outcome.effects.begin(), e.outcome.effects.end(), [](const Effect& fx) {
                return fx.kind == EffectKind::Flag && fx.key == GameOverFlag && !fx.value.is_null();
            });
        if (judged) {
            const EventSight seen = eventSight(game.ruleset(), e.outcome, e.request, e.label,
                                               game.state(), Viewer::everyone());
            return !seen.kept && !seen.steps.empty();
        }
    }
    return false;
}

void PlayerDisplay::showResult() {
    const json* over = gameOver(document_.state());
    result_->setVisible(over != nullptr);
    if (!over) {
        result_->clear();
        return;
    }
    const json result = over->value("result", json::object());
    const bool figures = figuresPublic();
    auto html = [](const std::string& text) {
        return QString::fromStdString(text).toHtmlEscaped();
    };
    // The outcome once: the headline names it when the end is the latest event.
    const QString outcome = html(result.value("text", std::string()));
    QStringList lines;
    if (!headline_->text().toHtmlEscaped().contains(outcome)) {
        lines << QStringLiteral("<b>%1</b>").arg(outcome);
    }
    for (const auto& c : result.value("conditions", json::array())) {
        QString line = QStringLiteral("<b>%1</b> — %2")
                           .arg(verdictWords(c.value("met", std::string())).toHtmlEscaped(),
                                html(c.value("text", std::string())));
        const std::string shown = figures ? c.value("figures", std::string()) : std::string();
        if (!shown.empty()) {
            line += QStringLiteral("<br>&nbsp;&nbsp;&nbsp;") + html(shown);
        }
        lines << line;
    }
    if (!figures) {
        lines << tr("<i>The figures behind it stay with each side.</i>");
    }
    result_->setText(lines.join(QStringLiteral("<br>")));
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
