#include "roster/roster_bar.hpp"

#include "document/game_document.hpp"
#include "table_colours.hpp"

#include "adc/turn_colours.hpp"
#include "widgets/drawn_icons.hpp"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPainter>

#include <algorithm>

namespace adc::app {

namespace {
// The colours cycle after eight turns: the legend shows the last eight, which are the ones a
// roster can still confuse.
constexpr int turnsShown = 8;
} // namespace

RosterBar::RosterBar(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    filter_ = new QLineEdit(this);
    filter_->setObjectName(QStringLiteral("rosterFilter"));
    filter_->setPlaceholderText(tr("Filter every roster: unit, man, kind… (Ctrl+F)"));
    auto* clear = filter_->addAction(drawnClearIcon(), QLineEdit::TrailingPosition);
    clear->setToolTip(tr("Clear the filter"));
    clear->setVisible(false);
    connect(clear, &QAction::triggered, filter_, &QLineEdit::clear);
    connect(filter_, &QLineEdit::textChanged, this, [this, clear](const QString& text) {
        clear->setVisible(!text.isEmpty());
        emit filterChanged(text);
    });
    legend_ = new CasualtyLegend(this);
    legend_->setObjectName(QStringLiteral("casualtyLegend"));
    legend_->setToolTip(tr("A roster's Casualties cell shows the total lost, then each turn's "
                           "losses in that turn's colour."));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(filter_, 1);
    layout->addWidget(legend_);
    connect(&document_, &GameDocument::gameReplaced, this, &RosterBar::updateLegend);
    connect(&document_, &GameDocument::changed, this, &RosterBar::updateLegend);
    updateLegend();
}

void RosterBar::updateLegend() {
    legend_->setTurn(document_.hasGame() ? std::max(1, document_.state().turn) : 1);
}

namespace {
// The room around a chip's words, and between chips.
constexpr int chipPadding = 4;
constexpr int chipGap = 4;
} // namespace

CasualtyLegend::CasualtyLegend(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
}

void CasualtyLegend::setTurn(int now) {
    int first = std::max(1, now - turnsShown + 1);
    if (first == first_ && now == last_) {
        return;
    }
    first_ = first;
    last_ = now;
    hint_ = {};
    setAccessibleName(text());
    updateGeometry();
    update();
}

QString CasualtyLegend::chipText(int turn) const {
    return tr("turn %1").arg(turn);
}

QString CasualtyLegend::text() const {
    QStringList words{tr("Losses by turn:")};
    for (int t = first_; t <= last_; ++t) {
        words << chipText(t);
    }
    return words.join(u' ');
}

QRect CasualtyLegend::chipRect(int turn) const {
    if (turn < first_ || turn > last_) {
        return {};
    }
    QFontMetrics fm = fontMetrics();
    int x = fm.horizontalAdvance(tr("Losses by turn:")) + chipGap;
    for (int t = first_; t < turn; ++t) {
        x += fm.horizontalAdvance(chipText(t)) + 2 * chipPadding + chipGap;
    }
    int h = fm.height() + 2;
    return {x, (height() - h) / 2, fm.horizontalAdvance(chipText(turn)) + 2 * chipPadding, h};
}

QSize CasualtyLegend::sizeHint() const {
    if (!hint_.isValid()) {
        QRect last = chipRect(last_);
        hint_ = {last.right() + 1, fontMetrics().height() + 4};
    }
    return hint_;
}

void CasualtyLegend::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        hint_ = {};
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void CasualtyLegend::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, tr("Losses by turn:"));
    for (int t = first_; t <= last_; ++t) {
        QRect chip = chipRect(t);
        p.fillRect(chip, words::turnColour(t));
        p.setPen(QColor(QRgb(turnTextRgb(t)))); // black on the light colours, white on the dark
        p.drawText(chip, Qt::AlignCenter, chipText(t));
    }
}

} // namespace adc::app
