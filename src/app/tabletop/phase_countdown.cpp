#include "tabletop/phase_countdown.hpp"

#include "document/game_document.hpp"

#include <QAction>
#include <QInputDialog>
#include <QTimer>
#include <QWidget>

namespace adc::app {

namespace {

// A watch's second hand is enough: the players read minutes and seconds.
constexpr int tickMs = 1000;

// "4:59": minutes and seconds, rounded up, so "0:00" is the moment time is up.
QString minutesSeconds(std::int64_t seconds) {
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

PhaseCountdown::PhaseCountdown(GameDocument& document, QObject* parent)
    : QObject(parent), document_(document) {
    timer_ = new QTimer(this);
    timer_->setInterval(tickMs);
    connect(timer_, &QTimer::timeout, this, &PhaseCountdown::refresh);
    // The countdown is for one phase: when the game moves on (or another game opens) it ends.
    connect(&document_, &GameDocument::changed, this, [this] {
        if (running() && (!document_.hasGame() ||
                          phase_ != std::pair{document_.state().turn, document_.state().phase})) {
            stop();
        }
    });
    connect(&document_, &GameDocument::gameReplaced, this, &PhaseCountdown::stop);
}

void PhaseCountdown::start(int minutes) {
    if (!document_.hasGame() || minutes <= 0) {
        return;
    }
    ends_ = document_.clock().now() + std::int64_t{minutes} * 60;
    phase_ = {document_.state().turn, document_.state().phase};
    phaseName_ = document_.phaseName();
    timer_->start();
    refresh();
}

void PhaseCountdown::stop() {
    ends_.reset();
    timer_->stop();
    setText({});
}

void PhaseCountdown::refresh() {
    if (!ends_) {
        return;
    }
    const std::int64_t left = *ends_ - document_.clock().now();
    setText(left > 0 ? tr("%1: %2 left").arg(phaseName_, minutesSeconds(left))
                     : tr("%1: time is up").arg(phaseName_));
}

void PhaseCountdown::setText(const QString& text) {
    if (text != text_) {
        text_ = text;
        emit changed(text_);
    }
}

void addCountdownCommands(QWidget* window, PhaseCountdown& countdown) {
    auto* start = new QAction(QObject::tr("Phase &countdown…"), window);
    start->setObjectName(QStringLiteral("phaseTimer"));
    start->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+K")));
    start->setToolTip(QObject::tr("Count down the time for this phase (say, 5 minutes to write "
                                  "orders), large on the players' display"));
    QObject::connect(start, &QAction::triggered, window, [window, &countdown] {
        bool ok = false;
        const int minutes =
            QInputDialog::getInt(window, QObject::tr("Phase countdown"),
                                 QObject::tr("Minutes for this phase:"), 5, 1, 120, 1, &ok);
        if (ok) {
            countdown.start(minutes);
        }
    });
    window->addAction(start);
    auto* stop = new QAction(QObject::tr("Stop the c&ountdown"), window);
    stop->setObjectName(QStringLiteral("phaseTimerStop"));
    stop->setShortcut(QKeySequence(QStringLiteral("Ctrl+Alt+K")));
    stop->setEnabled(false);
    QObject::connect(stop, &QAction::triggered, &countdown, &PhaseCountdown::stop);
    QObject::connect(&countdown, &PhaseCountdown::changed, stop,
                     [stop, &countdown] { stop->setEnabled(countdown.running()); });
    window->addAction(stop);
}

} // namespace adc::app
