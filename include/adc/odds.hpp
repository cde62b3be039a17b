#pragma once
// Odds before the roll: the exact chance of every outcome of a request, found by walking every
// branch of the dice the resolver asks for. Resolvers are pure and roll only through Dice, so
// re-running one with chosen faces visits each branch once; each leaf weighs 1/(product of the
// sides of the dice on its path).
#include "adc/ruleset.hpp"

#include <cstdint>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <vector>

namespace adc {

struct Scenario;

// One value of one result key ("hits" = 2) with its exact probability.
struct ValueOdds {
    json value;
    std::string fraction; // exact, reduced: "25/216"
    double probability = 0;
};

// The distribution of one key of Outcome::result.
struct KeyOdds {
    std::string key;
    std::vector<ValueOdds> values; // sorted by value
    bool numeric = false;          // all values are numbers (then mean is meaningful)
    double mean = 0;
    // P(value ≥ k) for numeric keys, as a decimal.
    double atLeast(double k) const;
};

struct Odds {
    std::uint64_t branches = 0; // leaves of the dice tree that were walked
    std::vector<KeyOdds> keys;
    const KeyOdds* key(const std::string& name) const;
    // Probability that result[key] == value (0 when never seen).
    double probability(const std::string& key, const json& value) const;
};

class OddsTooLarge : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A walk given up before its end: the form it was for has changed, its answer is not wanted.
class OddsStopped : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct OddsLimits {
    std::uint64_t maxBranches = 2'000'000;
    // Checked between branches: once a stop is requested the walk throws OddsStopped, so a
    // walk nobody waits for frees its core at once. A ruleset's shortcut is not stopped: it
    // weighs a few terms where the walk would visit every branch.
    std::stop_token stop = {};
};

// Throws RuleError for a bad request, OddsTooLarge when the dice tree has more leaves than
// the limit allows and OddsStopped when a stop is requested. Uses the shortcut the action is
// declared with where it has one (OddsShortcut in adc/ruleset.hpp: then `branches` counts the
// terms it weighed), and walks the dice otherwise.
Odds computeOdds(const Ruleset& ruleset, const ActionRequest& request, const GameState& state,
                 OddsLimits limits = {});
// The odds of a request in a scenario's game: the scenario's rules in force come first, as
// Game::resolve applies them (applyTurnRules, adc/scenario_play.hpp): a default they set is
// counted with, a limit or a refusal is a RuleError in the scenario's words.
Odds computeScenarioOdds(const Scenario& scenario, const Ruleset& ruleset, ActionRequest request,
                         const GameState& state, OddsLimits limits = {});
// Always walks every branch: the reference every shortcut is held to.
Odds walkOdds(const Ruleset& ruleset, const ActionRequest& request, const GameState& state,
              OddsLimits limits = {});

void to_json(json& j, const ValueOdds& v);
void to_json(json& j, const KeyOdds& k);
void to_json(json& j, const Odds& o);

} // namespace adc
