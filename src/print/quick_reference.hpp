#pragma once
// A quick-reference sheet for a ruleset, generated from the JSON the engine reads and the
// actions the module declares, so the printed sheet and the engine cannot disagree.
#include "adc/ruleset.hpp"

#include <QString>

#include <map>
#include <string>

namespace adc::print {

// The sheet as an HTML document. Options are a scenario's house-rule choices: the chosen
// reading is marked; without them the ruleset's default is.
QString quickReferenceHtml(const Ruleset& ruleset,
                           const std::map<std::string, std::string>& options = {});

} // namespace adc::print
