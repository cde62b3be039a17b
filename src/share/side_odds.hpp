#pragma once
// The odds rule of the side views (docs/rulings.md, "Odds on a side's page"): a side sees the
// odds of the referee's form only when the request names one of its units and every unit it
// names has its strength shown to that side; otherwise the chart would betray the other side's
// private strength. The chart is the desktop's: the same keys, words and telling key.
#include "adc/public_view.hpp"
#include "side_state.hpp"

#include <string>
#include <vector>

namespace adc::share {

// The ids of the units a request names (its unit and units parameters), in the form's order.
std::vector<std::string> namedUnits(const Ruleset& ruleset, const ActionRequest& request);

bool oddsShownTo(const Ruleset& ruleset, const ActionRequest& request, const GameSight& sight,
                 const Viewer& viewer);

// The odds as the page's chart, or null when the rule keeps them from the viewer.
json oddsFor(const Ruleset& ruleset, const FormOdds& form, const GameSight& sight,
             const Viewer& viewer);

} // namespace adc::share
