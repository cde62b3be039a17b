#include "window/application_look.hpp"

#include "widgets/drawn_icons.hpp"

#include <QApplication>
#include <QFont>

namespace adc::app {

void setApplicationLook() {
    QApplication::setStyle(new DrawnIconStyle);
    QFont font = QApplication::font();
    font.setStyleStrategy(QFont::PreferNoShaping);
    QApplication::setFont(font);
}

} // namespace adc::app
