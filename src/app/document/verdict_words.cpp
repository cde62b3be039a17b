#include "document/verdict_words.hpp"

#include <QCoreApplication>

namespace adc::app {

QString verdictWords(const std::string& met) {
    if (met == "met") {
        return QCoreApplication::translate("ResultScreen", "✔ Met");
    }
    if (met == "not met") {
        return QCoreApplication::translate("ResultScreen", "✘ Not met");
    }
    return QCoreApplication::translate("ResultScreen", "? For the referee");
}

} // namespace adc::app
