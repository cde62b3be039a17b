#include "print/break_points.hpp"

#include <algorithm>
#include <cmath>

namespace adc::print {

namespace {

using nlohmann::json;

QString num(double v) {
    return QString::number(v, 'g', 6);
}

} // namespace

BreakPoints::BreakPoints(const Ruleset& ruleset, std::map<std::string, std::string> options)
    : ruleset_(ruleset), options_(std::move(options)) {
    for (const char* p : {"/morale/trigger_fraction", "/grades/morale_level", "/morale/per_loss",
                          "/morale/per_stand_removed", "/morale/stands_on", "/morale/leaderless",
                          "/fire/unit_minimum", "/victory/loss_percent", "/victory/margin"}) {
        if (at(p)) {
            sources_ << QString::fromStdString(ruleset_.file()) + QStringLiteral(" ") +
                            QString::fromLatin1(p);
        }
    }
}

const json* BreakPoints::at(const char* pointer) const {
    json::json_pointer p(pointer);
    const json& data = ruleset_.data();
    return data.contains(p) ? &data.at(p) : nullptr;
}

std::string BreakPoints::option(const std::string& id) const {
    auto it = options_.find(id);
    if (it != options_.end()) {
        return it->second;
    }
    const HouseRule* h = ruleset_.houseRule(id);
    return h ? h->defaultChoice : std::string{};
}

int BreakPoints::menPerFigure(const Unit& u) const {
    auto it = u.attrs.find("men_per_figure");
    return it != u.attrs.end() && it->is_number_integer() ? it->get<int>() : 1;
}

bool BreakPoints::any() const {
    return !sources_.isEmpty() || ruleset_.id() == "jackson";
}

QString BreakPoints::unitText(const Unit& u) const {
    const int start = u.startStrength;
    QStringList parts;
    if (const json* f = at("/morale/trigger_fraction");
        f && f->is_object() && f->value("denominator", 0) > 0) {
        int n = f->value("numerator", 0), d = f->value("denominator", 1);
        // The ruleset's own rounding house rule, when it has one (ROE R4: up unless "down").
        int lost = option("trigger_rounding") == "down"
                       ? start * n / d
                       : static_cast<int>(std::ceil(start * static_cast<double>(n) / d));
        std::string reading = option("morale_trigger");
        QString when = reading == "this_turn"          ? QStringLiteral(" in one turn")
                       : reading == "current_strength" ? QStringLiteral(" of current strength")
                       : reading == "cumulative_once"  ? QStringLiteral(" in all, tested once")
                                                       : QStringLiteral(" in all");
        parts << QStringLiteral("Morale test at %1 lost (%2/%3 of %4%5)")
                     .arg(lost)
                     .arg(n)
                     .arg(d)
                     .arg(start)
                     .arg(when);
    }
    if (const json* lv = at("/grades/morale_level"); lv && lv->contains(u.quality)) {
        const json* dice = at("/morale/dice");
        const json* per = at("/morale/per_loss");
        parts << QStringLiteral("%1D6 under %2%3")
                     .arg(dice && dice->is_number() ? dice->get<int>() : 1)
                     .arg(scalarNumber(lv->at(u.quality)))
                     .arg(per ? QStringLiteral(", %1 per casualty").arg(num(per->get<double>()))
                              : QString());
    }
    if (const json* stand = at("/morale/stands_on"); stand && stand->is_number()) {
        parts << standLadder(u, stand->get<int>());
    }
    if (ruleset_.id() == "jackson") {
        const json* leaderless = at("/morale/leaderless");
        parts << QStringLiteral("Morale: D10 below figures left%1")
                     .arg(leaderless ? QStringLiteral(" (leaderless +%1 to the die)")
                                           .arg(num(leaderless->get<double>()))
                                     : QString());
    }
    if (const json* min = at("/fire/unit_minimum"); min && min->is_number()) {
        parts << QStringLiteral("Below %1: announce, fires as individuals").arg(min->get<int>());
    }
    return parts.join(QStringLiteral("; "));
}

// MWAN: the D6 score a unit needs to stand, and how it climbs with each stand removed.
QString BreakPoints::standLadder(const Unit& u, int standsOn) const {
    auto mod = [&](const char* p) {
        const json* v = at(p);
        return v && v->is_number() ? v->get<int>() : 0;
    };
    int need = standsOn;
    const json* veteran = at("/morale/veteran_qualities");
    bool isVeteran = veteran && veteran->is_array() &&
                     std::find(veteran->begin(), veteran->end(), u.quality) != veteran->end();
    if (isVeteran && u.kind == "infantry") {
        need -= mod("/morale/veteran_infantry");
    }
    if (u.quality == "green") {
        need -= mod("/morale/green");
    }
    if (u.kind == "artillery") {
        need -= mod("/morale/artillery");
    }
    QString text = QStringLiteral("Morale: stands on %1+").arg(std::max(1, need));
    const int per = mod("/morale/per_stand_removed");
    if (per != 0 && (u.kind == "infantry" || u.kind == "cavalry")) {
        QStringList steps;
        for (int lost = 1; lost < u.startStrength; ++lost) {
            int n = need - per * lost;
            steps << QStringLiteral("%1 lost: %2")
                         .arg(lost)
                         .arg(n > Die::d6().highest() ? QStringLiteral("fails")
                                                      : QStringLiteral("%1+").arg(n));
            if (n > Die::d6().highest()) {
                break;
            }
        }
        text += QStringLiteral(" (%1 per stand removed; ").arg(per) +
                steps.join(QStringLiteral(", ")) + QStringLiteral(")");
    }
    return text;
}

QString BreakPoints::scalarNumber(const json& v) {
    return v.is_number() ? num(v.get<double>()) : QString::fromStdString(v.dump());
}

std::vector<int> BreakPoints::marks(const Unit& u) const {
    std::vector<int> out;
    if (const json* f = at("/morale/trigger_fraction");
        f && f->is_object() && f->value("denominator", 0) > 0) {
        int lost = static_cast<int>(std::ceil(u.startStrength * f->value("numerator", 0) /
                                              static_cast<double>(f->value("denominator", 1))));
        out.push_back(u.startStrength - lost);
    }
    if (const json* min = at("/fire/unit_minimum"); min && min->is_number()) {
        out.push_back(min->get<int>() - 1);
    }
    return out;
}

QStringList BreakPoints::sideText(const std::vector<Unit>& units) const {
    QStringList out;
    long figures = 0, men = 0;
    for (const auto& u : units) {
        figures += u.startStrength;
        men += static_cast<long>(u.startStrength) * menPerFigure(u);
    }
    const QString unitWord = QString::fromStdString(ruleset_.unitSchema().strengthUnit);
    out << QStringLiteral("%1 units, %2 %3 at the start")
               .arg(units.size())
               .arg(figures)
               .arg(unitWord);
    if (const json* pct = at("/victory/loss_percent"); pct && pct->is_number()) {
        double p = pct->get<double>();
        long lose = static_cast<long>(std::ceil(men * p / 100.0));
        QString line = QStringLiteral("Army break point: %1% of %2 men = %3 men lost")
                           .arg(num(p))
                           .arg(men)
                           .arg(lose);
        if (option("victory_exactly_50") == "over_means_over") {
            line += QStringLiteral(" (more than %1% needed)").arg(num(p));
        }
        if (const json* margin = at("/victory/margin"); margin && margin->is_number()) {
            line += QStringLiteral("; a win needs a margin of %1 points over the other side")
                        .arg(num(margin->get<double>()));
        }
        out << line;
    }
    return out;
}

} // namespace adc::print
