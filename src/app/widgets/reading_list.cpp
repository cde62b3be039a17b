#include "widgets/reading_list.hpp"

#include "widgets/wrapping_label.hpp"

#include <QGridLayout>
#include <QLabel>

#include <algorithm>

namespace adc::app {

ReadingList::ReadingList(Shape shape, QWidget* parent, int across)
    : QFrame(parent), shape_(shape), across_(shape == Shape::Codes ? std::max(1, across) : 1) {
    // Drawn as the list boxes it replaces: sunken, on the base colour.
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Sunken);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    grid_ = new QGridLayout(this);
    grid_->setContentsMargins(4, 3, 4, 3);
    grid_->setVerticalSpacing(2);
    grid_->setHorizontalSpacing(10);
    // The lines from the top (and, across, from the left); the box's spare room stays below.
    grid_->setAlignment(across_ > 1 ? Qt::AlignTop | Qt::AlignLeft : Qt::AlignTop);
    // Empty, it is still a box a line high: "nothing yet" reads from its place on the panel.
    setMinimumHeight(fontMetrics().lineSpacing() + 2 * frameWidth() + 6);
}

QLabel* ReadingList::labelFor(int row) {
    if (row < labels_.size()) {
        return labels_.at(row);
    }
    QLabel* label = shape_ == Shape::Sentences ? new WrappingLabel(this) : new QLabel(this);
    label->setTextFormat(Qt::PlainText);
    label->setForegroundRole(QPalette::Text);
    grid_->addWidget(label, row / across_, row % across_);
    labels_.push_back(label);
    return label;
}

void ReadingList::dress(QLabel* label, const Line& line) {
    label->setText(line.text);
    label->setToolTip(line.toolTip);
    // The palette and the font are set only when they change: a refresh at each event of the
    // game mostly leaves them as they were.
    const bool wasCurrent = label->autoFillBackground();
    if (line.current != wasCurrent) {
        QFont f = font();
        f.setBold(line.current);
        label->setFont(f);
        label->setAutoFillBackground(line.current);
        label->setBackgroundRole(line.current ? QPalette::Highlight : QPalette::Base);
        label->setForegroundRole(line.current ? QPalette::HighlightedText : QPalette::Text);
    }
    const QColor now = label->palette().color(QPalette::Text);
    const QColor wanted = line.colour.isValid() ? line.colour : palette().color(QPalette::Text);
    if (now != wanted) {
        QPalette p = label->palette();
        p.setColor(QPalette::Text, wanted);
        label->setPalette(p);
    }
}

QSize ReadingList::sizeHint() const {
    QSize hint = QFrame::sizeHint();
    const int asked = preferredLines_ * fontMetrics().lineSpacing() + 2 * frameWidth() + 6;
    // Lines that do not wrap: each row as tall as its labels ask, whether or not the layout has
    // counted them yet (it had not for a list filled before it was shown, and the phase list's
    // last line was cut).
    int needed = 0;
    if (shape_ != Shape::Sentences && !lines_.isEmpty()) {
        const int rows = (static_cast<int>(lines_.size()) + across_ - 1) / across_;
        for (int row = 0; row < rows; ++row) {
            int tallest = 0;
            for (int i = row * across_; i < std::min<int>(lines_.size(), (row + 1) * across_);
                 ++i) {
                tallest = std::max(tallest, labels_.at(i)->sizeHint().height());
            }
            needed += tallest;
        }
        const QMargins m = grid_->contentsMargins();
        needed += (rows - 1) * grid_->verticalSpacing() + m.top() + m.bottom() + 2 * frameWidth();
    }
    return {hint.width(), std::max({hint.height(), asked, needed})};
}

void ReadingList::setLines(const QList<Line>& lines) {
    for (int i = 0; i < lines.size(); ++i) {
        QLabel* label = labelFor(i);
        dress(label, lines.at(i));
        // A new label shows with the box; one hidden by fewer lines before is shown again.
        if (label->isHidden() &&
            (label->testAttribute(Qt::WA_WState_ExplicitShowHide) || isVisible())) {
            label->show();
        }
    }
    for (int i = static_cast<int>(lines.size()); i < labels_.size(); ++i) {
        labels_.at(i)->hide();
    }
    if (lines.size() != lines_.size()) {
        updateGeometry(); // another count of lines: another height
    }
    lines_ = lines;
}

} // namespace adc::app
