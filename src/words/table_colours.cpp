#include "table_colours.hpp"

#include "adc/ruleset.hpp"

#include "adc/turn_colours.hpp"

namespace adc::words {

QColor turnColour(int turn) {
    return QColor(QRgb(turnColourRgb(turn)));
}

QString statusWords(const std::string& status) {
    QString s = QString::fromStdString(idWords(status));
    if (!s.isEmpty()) {
        s[0] = s[0].toUpper();
    }
    return s;
}

QColor statusColour(const std::string& status) {
    if (status == "good_order" || status == "rallied") {
        return QColor(0x1B7F3B);
    }
    if (status == "disordered" || status == "shaken" || status == "pinned") {
        return QColor(0xB8860B);
    }
    if (status == "retreating" || status == "falling_back" || status == "fall_back") {
        return QColor(0xD2691E);
    }
    if (status == "routed" || status == "broken") {
        return QColor(0xC0392B);
    }
    if (status == "eliminated") {
        return QColor(0x7F7F7F);
    }
    return QColor(0x2C3E50);
}

} // namespace adc::words
