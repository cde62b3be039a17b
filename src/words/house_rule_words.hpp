#pragma once
// A house rule's choices and help in the referee's words: each choice by the ruleset's label for
// it, and the help text with the ids it names (its own choices, other words of the file, pointers
// into the file) worded the same way, so no id of the JSON reaches a screen or a printout.
#include "adc/ruleset.hpp"

#include <QString>

namespace adc::words {

// "Halve, then add the helpers" for "halve_then_add" (the ruleset's label, else the id spaced).
QString choiceWords(const Ruleset& ruleset, const std::string& choice);

// The help text with each choice of the rule quoted by its label ("“Each soldier”: a leader
// reaches …"), a pointer into the file worded as a step's citation, any other id spaced.
QString houseRuleHelpWords(const Ruleset& ruleset, const HouseRule& rule);

} // namespace adc::words
