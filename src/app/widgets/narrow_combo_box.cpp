#include "widgets/narrow_combo_box.hpp"

#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>
#include <cmath>

namespace adc::app {

NarrowComboBox::NarrowComboBox(int letters, QWidget* parent) : QComboBox(parent) {
    setMinimumContentsLength(letters);
}

QSize NarrowComboBox::sizeHint() const {
    // The contents: the letters and room for an icon beside them, one line (or an icon) high;
    // the style adds the frame and the arrow.
    const QFontMetrics metrics = fontMetrics();
    const QSize icon = iconSize();
    const int width =
        minimumContentsLength() * metrics.horizontalAdvance(QLatin1Char('X')) + icon.width() + 4;
    const int height =
        std::max(std::max(static_cast<int>(std::ceil(QFontMetricsF(metrics).height())), 14) + 2,
                 icon.height() + 2);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_ComboBox, &option, QSize(width, height), this);
}

QSize NarrowComboBox::minimumSizeHint() const {
    return sizeHint();
}

} // namespace adc::app
