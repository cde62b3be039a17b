#pragma once
// One unit, as a scenario writes it, checked against a ruleset the way loading a scenario checks
// every unit (both go through unitFromJson): the roster editor marks the cells the loader would
// refuse, with the loader's words, so the two cannot disagree.
#include "adc/diagnostics.hpp"
#include "adc/ruleset.hpp"

#include <string>
#include <vector>

namespace adc {

// Every problem of the unit; each pointer is within the unit ("/quality", "/leaders/0/rank").
// What only the whole scenario can tell (an id used twice, a command of another side) is the
// scenario loader's.
std::vector<Diagnostic> checkUnit(const json& unit, const Ruleset& ruleset);

// The problems of one of the unit's keys ("quality"), from checkUnit's list: its own pointer and
// those under it. Empty when the key is fine.
std::vector<Diagnostic> problemsOf(const std::vector<Diagnostic>& problems, const std::string& key);

} // namespace adc
