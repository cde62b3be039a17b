#include "print/offscreen_app.hpp"

namespace adc::print {

GuiForPrinting::GuiForPrinting() {
    if (QCoreApplication::instance()) {
        return;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    app_ = std::make_unique<QGuiApplication>(argc_, argv_);
}

GuiForPrinting::~GuiForPrinting() = default;

} // namespace adc::print
