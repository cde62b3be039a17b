#pragma once
// An outcome's effects in the referee's words for the outcome view and the player display:
// unit names instead of ids, attribute labels from the unit schema, and a list of named men as
// the names of the men whose state the effect changes (worded as the ruleset's "named_lists"
// declares), never raw JSON.
#include "adc/game.hpp"

#include <QString>
#include <QStringList>

namespace adc::words {

// One effect in words. `before` is the state the effect applies to: against it a list of
// named men is described by what changes ("hit: Pvt. Ames, Pvt. Bell"); once it is applied,
// by where the men stand ("4 of 6 fighting; hit: Pvt. Ames, Pvt. Bell").
QString effectWords(const Effect& effect, const GameState& before, const Ruleset& ruleset);
QStringList effectLines(const Outcome& outcome, const GameState& before, const Ruleset& ruleset);

// One of the ruleset's ids as the screen shows it: its label in the ruleset's "labels"
// ("roe.acted" -> "Activated this turn"), else the word spaced ("fired_on" -> "fired on").
QString labelWords(const Ruleset& ruleset, const std::string& word);

// A refusal in the form's words: the field by its label ("Firing unit: is routed"), a rule of
// the game without the JSON pointer it was found at ("/phase: Fire belongs..." -> "Fire
// belongs..."). `action` may be null (no form behind the request).
QString refusalWords(const RuleError& error, const ActionSpec* action);
// The same for a refusal known by its text and field (the odds worker's answer).
QString refusalWords(const std::string& what, const std::string& field, const ActionSpec* action);

// A list of named men: an attribute the ruleset's "named_lists" declares (words not null), every
// entry named by the field its declaration says names a man.
bool isNamedList(const json& value, const NamedListWords* words);
// Where the men of such a list stand: "4 of 6 fighting; hit: Pvt. Ames, Pvt. Bell", by the
// ruleset's words for the list; "6 listed" when it declares none.
QString namedListStanding(const json& men, const NamedListWords& words);

} // namespace adc::words
