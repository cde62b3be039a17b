#pragma once
// A quick-reference sheet for a ruleset: sequence of play, the tables as grids, modifiers as
// signed lists, morale and rally as short lines, laid out as the ruleset's JSON declares under
// "print" and filled from the same JSON the engine reads, so sheet and engine cannot disagree.
#include "adc/ruleset.hpp"

#include <QString>

#include <map>
#include <string>

namespace adc::print {

// The sheet as an HTML document. Options are a scenario's house-rule choices: the readings that
// differ from the ruleset's defaults are named at the foot of the sheet. Throws LayoutError
// (print/sheet_layout.hpp) when the ruleset's layout declaration names a table it lacks.
QString quickReferenceHtml(const Ruleset& ruleset,
                           const std::map<std::string, std::string>& options = {});

} // namespace adc::print
