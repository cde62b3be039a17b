#include "print/break_points.hpp"

namespace adc::print {

BreakPoints::BreakPoints(const Ruleset& ruleset, std::map<std::string, std::string> options)
    : ruleset_(ruleset), options_(std::move(options)) {
    for (const auto& pointer : ruleset_.breakPointSources()) {
        sources_ << QString::fromStdString(ruleset_.file() + " " + pointer);
    }
}

bool BreakPoints::any() const {
    return !sources_.isEmpty();
}

QString BreakPoints::unitText(const Unit& u) const {
    return QString::fromStdString(ruleset_.unitBreakPoints(u, options_).text);
}

std::vector<int> BreakPoints::marks(const Unit& u) const {
    return ruleset_.unitBreakPoints(u, options_).marks;
}

QStringList BreakPoints::sideText(const std::vector<Unit>& units) const {
    long figures = 0;
    for (const auto& u : units) {
        figures += u.startStrength;
    }
    QStringList out;
    out << QStringLiteral("%1 units, %2 %3 at the start")
               .arg(units.size())
               .arg(figures)
               .arg(QString::fromStdString(ruleset_.unitSchema().strengthUnit));
    for (const auto& line : ruleset_.sideBreakPoints(units, options_)) {
        out << QString::fromStdString(line);
    }
    return out;
}

} // namespace adc::print
