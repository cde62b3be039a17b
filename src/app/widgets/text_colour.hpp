#pragma once
// Coloured text on one widget, set through its palette rather than a style sheet: a style sheet
// puts Qt's style-sheet style between that widget and the desktop's style, parsed and polished
// for that widget (0.6 M instructions at start-up for the form's hint), where a palette does
// the same job.
#include <QColor>
#include <QPalette>
#include <QWidget>

namespace adc::app {

inline void setTextColour(QWidget* widget, const QColor& colour) {
    QPalette palette = widget->palette();
    palette.setColor(QPalette::WindowText, colour);
    palette.setColor(QPalette::Text, colour);
    widget->setPalette(palette);
}

// Back to the colours the widget inherits.
inline void clearTextColour(QWidget* widget) {
    widget->setPalette(QPalette());
}

} // namespace adc::app
