#pragma once
// The odds in the referee's words: which result key tells the most, a value as "3 hits", a chance
// as "3 hits: 12.3% — at least 3: 20.1%". No widget here, so the wording is tested on its own.
#include "adc/odds.hpp"

#include <QString>

#include <string>
#include <vector>

namespace adc::words {

// Keys worth a bar chart: one value per bar, so keys holding arrays or objects, or with more
// values than a chart can show side by side, are left out.
std::vector<const KeyOdds*> chartableKeys(const Odds& odds);

// The key a referee looks at first: the first of the ruleset's headline results for the action
// (Ruleset::headlineResults) that the odds have, else the first numeric key, else the first.
// "" when there is none.
std::string tellingKey(const std::vector<const KeyOdds*>& keys,
                       const std::vector<std::string>& headline);

// "hits" -> "hits", "stands_removed" -> "stands removed".
QString keyWords(const std::string& key);
// One value of a key in words: "3 hits", "1 hit", "passed", "not passed", "winner: attacker".
QString valueWords(const std::string& key, const json& value);
// A probability as a percentage a player can read: "12.3%", "0.04%", "100%".
QString percent(double probability);

// The chance of one value of a key: "3 hits: 12.3% — at least 3: 20.1%" ("at least" only for a
// number above the lowest possible). Empty when the key never takes that value.
QString chanceWords(const KeyOdds& key, const json& value);

// The tooltip of one bar: the value, its exact fraction and, for numbers, "at least".
QString barToolTip(const KeyOdds& key, const ValueOdds& value);

} // namespace adc::words
