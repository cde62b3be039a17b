#include "print/json_tables.hpp"

#include "print/html.hpp"

#include <QStringList>

namespace adc::print {

namespace {

using Ordered = nlohmann::ordered_json;

bool isScalar(const Ordered& v) {
    return !v.is_object() && !v.is_array();
}

} // namespace

QString inlineText(const nlohmann::json& v) {
    return inlineText(Ordered::parse(v.dump()));
}

QString inlineText(const Ordered& v) {
    if (isScalar(v)) {
        return scalarText(nlohmann::json::parse(v.dump()));
    }
    QStringList parts;
    if (v.is_array()) {
        for (const auto& item : v) {
            parts << (item.is_object()
                          ? QStringLiteral("(") + inlineText(item) + QStringLiteral(")")
                          : inlineText(item));
        }
        return parts.join(QStringLiteral(", "));
    }
    for (const auto& [k, item] : v.items()) {
        parts << humanise(k) + QStringLiteral(": ") + inlineText(item);
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace adc::print
