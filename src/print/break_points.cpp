#include "print/break_points.hpp"

#include <map>

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
    // Only what the ruleset counts in a side's strength (MWAN's commanders are figures, not
    // stands); the others are named by kind after the total.
    long figures = 0;
    std::size_t counted = 0;
    std::map<std::string, int> others;
    for (const auto& u : units) {
        if (ruleset_.inStrengthTotals(u)) {
            figures += u.startStrength;
            ++counted;
        } else {
            ++others[u.kind];
        }
    }
    QString total = QStringLiteral("%1 units, %2 %3 at the start")
                        .arg(counted)
                        .arg(figures)
                        .arg(QString::fromStdString(ruleset_.unitSchema().strengthUnit));
    QStringList besides;
    for (const auto& [kind, n] : others) {
        const std::string label = ruleset_.label(kind);
        QString word = QString::fromStdString(label.empty() ? kind : label).replace('_', ' ');
        besides << QStringLiteral("%1 %2%3").arg(n).arg(word).arg(n == 1 ? "" : "s");
    }
    if (!besides.isEmpty()) {
        total +=
            QStringLiteral(" (and ") + besides.join(QStringLiteral(", ")) + QStringLiteral(")");
    }
    QStringList out;
    out << total;
    for (const auto& line : ruleset_.sideBreakPoints(units, options_)) {
        out << QString::fromStdString(line);
    }
    return out;
}

} // namespace adc::print
