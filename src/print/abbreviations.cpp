#include "print/abbreviations.hpp"

#include <algorithm>

namespace adc::print {

QString Abbreviations::operator()(const std::string& word) {
    const QString full = QString::fromStdString(ruleset_.words(word));
    const std::string abbreviation = ruleset_.shortForm(word);
    if (abbreviation.empty()) {
        return full;
    }
    QString shortForm = QString::fromStdString(abbreviation);
    if (shortForm != full && std::none_of(used_.begin(), used_.end(),
                                          [&](const auto& u) { return u.first == shortForm; })) {
        used_.emplace_back(shortForm, full);
    }
    return shortForm;
}

QString Abbreviations::legend() const {
    QStringList parts;
    for (const auto& [shortForm, full] : used_) {
        parts << shortForm + QStringLiteral(" = ") + full;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace adc::print
