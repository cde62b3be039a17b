#include "side_page.hpp"

#include <QFile>

namespace adc::share {

std::string sidePage() {
    QFile file(QStringLiteral(":/share/side.html"));
    if (!file.open(QIODevice::ReadOnly)) {
        return "<!doctype html><title>Side view</title><p>The page is missing from this build.";
    }
    return file.readAll().toStdString();
}

} // namespace adc::share
