// The break points a roster prints for Blue and Gray: a unit below the fire rule's minimum is
// announced and fires as individuals; an army that has lost its victory percentage of men
// retreats, unless the margin between the sides is too small.
#include "bluegray_ruleset.hpp"

#include <cmath>

namespace adc::bluegray {

namespace {

const json* bgAt(const json& data, const char* pointer) {
    json::json_pointer p(pointer);
    return data.contains(p) ? &data.at(p) : nullptr;
}

} // namespace

UnitBreakPoints BlueGrayRuleset::unitBreakPoints(const Unit&, const OptionChoices&) const {
    const json* min = bgAt(data(), "/fire/unit_minimum");
    if (!min || !min->is_number()) {
        return {};
    }
    return {"Below " + std::to_string(min->get<int>()) + ": announce, fires as individuals",
            {min->get<int>() - 1}};
}

long BlueGrayRuleset::menPerFigure(const Unit& unit) const {
    if (auto it = unit.attrs.find("men_per_figure"); it != unit.attrs.end() && it->is_number()) {
        return it->get<long>();
    }
    // The load's sanity pass makes sure the schema has the attribute; a copy that made it
    // required gives it no default, and then only a unit still being edited lacks it: count each
    // of its figures as one man until the referee says more.
    const json& usual = unitSchema().find("men_per_figure")->defaultValue;
    return usual.is_number() ? usual.get<long>() : 1;
}

std::vector<std::string> BlueGrayRuleset::sideBreakPoints(const std::vector<Unit>& units,
                                                          const OptionChoices& options) const {
    const json* pct = bgAt(data(), "/victory/loss_percent");
    if (!pct || !pct->is_number()) {
        return {};
    }
    long men = 0;
    for (const auto& u : units) {
        men += static_cast<long>(u.startStrength) * menPerFigure(u);
    }
    double p = pct->get<double>();
    long lose = static_cast<long>(std::ceil(static_cast<double>(men) * p / 100.0));
    std::string line = "Army break point: " + numberText(p) + "% of " + std::to_string(men) +
                       " men = " + std::to_string(lose) + " men lost";
    if (option(options, "victory_exactly_50") == "over_means_over") {
        line += " (more than " + numberText(p) + "% needed)";
    }
    if (const json* margin = bgAt(data(), "/victory/margin"); margin && margin->is_number()) {
        line += "; a win needs a margin of " + numberText(margin->get<double>()) +
                " points over the other side";
    }
    return {line};
}

std::vector<std::string> BlueGrayRuleset::breakPointSources() const {
    return {"/fire/unit_minimum", "/victory/loss_percent", "/victory/margin"};
}

} // namespace adc::bluegray
