#include "slot/slot_clock.hpp"

#include "document/game_document.hpp"
#include "widgets/text_colour.hpp"

#include <QBoxLayout>
#include <QLabel>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace adc::app {

namespace {

// "1:25 left", "0:07 left", "over by 0:12": hours and minutes, as a watch shows them.
QString leftWords(std::int64_t seconds) {
    const std::int64_t minutes = (std::llabs(seconds) + 59) / 60;
    const QString hm =
        QStringLiteral("%1:%2").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
    return seconds >= 0 ? QObject::tr("%1 left").arg(hm) : QObject::tr("over by %1").arg(hm);
}

// The compact line: "turn 4 of 8 · ~25 min a turn · ends turn 6 by 21:00".
QString compactDetail(const Forecast& f) {
    QString line = QObject::tr("turn %1").arg(f.turn);
    if (f.turns > 0) {
        line += QObject::tr(" of %1").arg(f.turns);
    }
    if (f.minutesPerTurn) {
        line += QObject::tr(" · ~%1 min a turn").arg(std::lround(*f.minutesPerTurn));
    }
    if (f.reachTurn && f.turns > 0) {
        line += *f.reachTurn >= f.turns
                    ? QObject::tr(" · finishes ~%1")
                          .arg(QString::fromStdString(clockText(*f.finishAt, f.offset)))
                    : QObject::tr(" · reaches turn %1 by %2")
                          .arg(*f.reachTurn)
                          .arg(QString::fromStdString(clockText(f.slotEnds, f.offset)));
    }
    return line;
}

} // namespace

SlotClock::SlotClock(GameDocument& document, Size size, QWidget* parent)
    : QWidget(parent), document_(document), size_(size), clock_(new QLabel(this)),
      detail_(new QLabel(this)), warning_(new QLabel(this)), timer_(new QTimer(this)) {
    setObjectName(size == Size::Compact ? QStringLiteral("slotClock")
                                        : QStringLiteral("slotClockLarge"));
    clock_->setObjectName(QStringLiteral("slotClockTime"));
    detail_->setObjectName(QStringLiteral("slotClockDetail"));
    warning_->setObjectName(QStringLiteral("slotClockWarning"));
    QFont bold = clock_->font();
    bold.setBold(true);
    auto* layout = new QHBoxLayout(this);
    if (size == Size::Compact) {
        layout->setContentsMargins(4, 0, 4, 0);
        layout->addWidget(clock_);
        layout->addWidget(detail_, 1);
        layout->addWidget(warning_);
    } else {
        // The time left large at the left, the pace and the warning beside it: one band, so
        // the outcome below keeps its room on a 720-line screen.
        layout->setContentsMargins(0, 4, 0, 4);
        layout->setSpacing(24);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // never squeezed by the outcome
        bold.setPointSizeF(bold.pointSizeF() * 2.2);
        detail_->setWordWrap(true);
        warning_->setWordWrap(true);
        auto* beside = new QVBoxLayout;
        beside->setSpacing(0);
        beside->addWidget(detail_);
        beside->addWidget(warning_);
        layout->addWidget(clock_, 0, Qt::AlignVCenter);
        layout->addLayout(beside, 1);
    }
    clock_->setFont(bold);
    setTextColour(warning_, size == Size::Compact ? QColor(0xa00000) : QColor(0xffb347));
    QFont warningFont = warning_->font();
    warningFont.setBold(true);
    warning_->setFont(warningFont);
    connect(&document_, &GameDocument::gameReplaced, this, &SlotClock::refresh);
    connect(&document_, &GameDocument::changed, this, &SlotClock::refresh);
    connect(&document_, &GameDocument::slotChanged, this, &SlotClock::refresh);
    connect(timer_, &QTimer::timeout, this, &SlotClock::refresh);
    timer_->start(kSlotClockPeriodMs);
    refresh();
}

void SlotClock::setPointSize(int points) {
    QFont f = font();
    f.setStyleStrategy(QFont::StyleStrategy(f.styleStrategy() & ~QFont::PreferNoShaping));
    f.setPointSize(points * 8 / 5);
    f.setBold(true);
    clock_->setFont(f);
    f.setPointSize(std::max(10, points * 2 / 3));
    f.setBold(false);
    detail_->setFont(f);
    f.setPointSize(std::max(10, points * 2 / 3));
    f.setBold(true);
    warning_->setFont(f);
}

void SlotClock::refresh() {
    if (!document_.hasGame()) {
        clock_->clear();
        detail_->clear();
        warning_->hide();
        return;
    }
    forecast_ = forecastGame(document_.game());
    clock_->setText(clockText());
    detail_->setText(detailText());
    detail_->setToolTip(QString::fromStdString(forecast_.words));
    const QString warning = warningText();
    warning_->setText(warning);
    warning_->setVisible(!warning.isEmpty());
}

QString SlotClock::clockText() const {
    if (forecast_.paused) {
        return tr("Paused");
    }
    if (!forecast_.start) {
        return tr("Slot %1 min, not started").arg(forecast_.slotMinutes);
    }
    return leftWords(forecast_.playLeft);
}

QString SlotClock::detailText() const {
    if (!forecast_.start) {
        return {};
    }
    // One line, read across a table; the forecast in words is the tooltip (and adc show's).
    return compactDetail(forecast_);
}

QString SlotClock::warningText() const {
    QStringList lines;
    for (const std::string& w : forecast_.warnings) {
        lines << QString::fromStdString(w);
    }
    return lines.join(size_ == Size::Compact ? QStringLiteral(" · ") : QStringLiteral("\n"));
}

} // namespace adc::app
