#pragma once
// One unit, as a scenario writes it, checked against a ruleset the way loading a scenario checks
// every unit (both go through unitFromJson): the roster editor marks the cells the loader would
// refuse, with the loader's words, so the two cannot disagree.
#include "adc/diagnostics.hpp"
#include "adc/ruleset.hpp"
#include "adc/scenario.hpp"

#include <string>
#include <vector>

namespace adc {

// The deepest a unit's value may nest: it stands five levels down in its scenario
// (/sides/N/units/M/KEY), which is held to kMaxScenarioDepth. A cell of the CSV import, of the
// scenario editor's roster or of a correction in the desktop's is held to it.
inline constexpr int kMaxUnitValueDepth = kMaxScenarioDepth - 5;

// Every problem of the unit; each pointer is within the unit ("/quality", "/leaders/0/rank").
// What only the whole scenario can tell (an id used twice, a command of another side) is the
// scenario loader's.
std::vector<Diagnostic> checkUnit(const json& unit, const Ruleset& ruleset);

// The problems of one of the unit's keys ("quality"), from checkUnit's list: its own pointer and
// those under it. Empty when the key is fine.
std::vector<Diagnostic> problemsOf(const std::vector<Diagnostic>& problems, const std::string& key);

} // namespace adc
