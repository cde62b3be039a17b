#pragma once
// Icons the program draws itself rather than reads from image files. The first icon read from a
// file makes Qt load every image-format plugin (and libjpeg with them), about 4 ms of start-up
// for a menu bar's overflow arrow and the docks' title buttons; drawing them costs nothing until
// they are painted.
#include <QIcon>
#include <QProxyStyle>

namespace adc::app {

// A line edit's clear button: a grey disc with a white cross.
QIcon drawnClearIcon();

// The application style with its menu-bar overflow arrow and dock title buttons (float, close)
// drawn, and no animation of what is not on screen yet; every other icon, hint and all drawing
// are the style's own.
class DrawnIconStyle : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;
    QIcon standardIcon(StandardPixmap icon, const QStyleOption* option = nullptr,
                       const QWidget* widget = nullptr) const override;
    int styleHint(StyleHint hint, const QStyleOption* option = nullptr,
                  const QWidget* widget = nullptr,
                  QStyleHintReturn* returnData = nullptr) const override;
};

} // namespace adc::app
