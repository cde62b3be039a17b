#pragma once
// What an explanation step cites (Step::rule), one convention for every ruleset:
//   - a JSON pointer into the ruleset's file, "/fire/bands/0": the table row, number or list the
//     step read, so a referee can find it in rulesets/<id>.json and an organizer can edit it;
//   - a ruling id, "R3": one of the numbered open points of docs/rulings/<id>.md, for a step
//     that rests on how we read an ambiguous rule rather than on a number of the file.
//   - the scenario's own words, "scenario:/special_rules/4" or "scenario:/victory/1": a step of
//     the scenario's timeline (adc/scenario_timeline.hpp) citing the rule it applies.
// Nothing else: no section letters of the rule text, no free words.
#include "adc/json_reader.hpp"

#include <string>

namespace adc {

class Ruleset;

enum class RuleReferenceKind {
    Pointer,   // "/fire/bands/0"
    Ruling,    // "R3": capital letters then a number
    Scenario,  // "scenario:/special_rules/4"
    Malformed, // anything else, "" included
};

RuleReferenceKind ruleReferenceKind(const std::string& rule);

// Why `rule` cites nothing (words that are neither form, a pointer that names no value of the
// ruleset's JSON), or "" when it cites something. A ruling id is checked for its form only: the
// rulings are documents, and the tests check that each id cited has its heading there.
std::string ruleReferenceProblem(const json& rulesetData, const std::string& rule);

// How a screen words what a step cites: each step of the pointer by the label of the value it
// names (its "label" or "name", else the ruleset's word for the key, else the key spaced), joined
// by " › ": "fire › bands › Short (0-12")"; a ruling is "ruling R3". Shown where the referee reads
// the steps, never the pointer itself.
std::string ruleReferenceWords(const Ruleset& ruleset, const std::string& rule);

} // namespace adc
