#pragma once
// The Jackson Gamers' D10 rules as a ruleset module: its tables, its actions and the
// consequences it adds at the turn's start.
#include "tables.hpp"

#include "adc/odds_shortcut.hpp"
#include "adc/ruleset.hpp"

namespace adc::jackson {

class JacksonRuleset : public Ruleset, public OddsShortcut {
public:
    JacksonRuleset(const json& data, const std::string& file, JsonReader& reader);

    const Tables& tables() const { return tables_; }

    Outcome advancePhase(const GameState& state, Dice& dice) const override;
    std::vector<Obligation> owed(const GameState& state) const override;
    std::string hint(const std::string& action, const json& params,
                     const GameState& state) const override;
    UnitBreakPoints unitBreakPoints(const Unit& unit, const OptionChoices& options) const override;
    std::vector<std::string> breakPointSources() const override; // break_points.cpp
    // Fire, the Gatling, shell, melee, morale and moves: their dice are binomials, sums and
    // independent totals, added up directly.
    std::optional<std::uint64_t> addOdds(const CheckedRequest& request, const GameState& state,
                                         OddsTally& tally) const override;

protected:
    Outcome resolveChecked(const ActionSpec& spec, const json& params, const GameState& state,
                           Dice& dice) const override;

private:
    Tables tables_;
};

// The action declarations (the forms of the GUI and `adc actions jackson`).
std::vector<ActionSpec> declareActions(const Tables& tables);

// One resolver per rule; each is pure.
Outcome resolveMove(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Dice& dice);
Outcome resolveDesignateAttacker(const JacksonRuleset& rs, const json& params,
                                 const GameState& state);
Outcome resolveStayPut(const JacksonRuleset& rs, const json& params, const GameState& state);
Outcome resolveAim(const JacksonRuleset& rs, const json& params, const GameState& state);
Outcome resolveFire(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Dice& dice);
Outcome resolveGatling(const JacksonRuleset& rs, const json& params, const GameState& state,
                       Dice& dice);
Outcome resolveShot(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Dice& dice);
Outcome resolveCanister(const JacksonRuleset& rs, const json& params, const GameState& state);
Outcome resolveShell(const JacksonRuleset& rs, const json& params, const GameState& state,
                     Dice& dice);
Outcome resolveMelee(const JacksonRuleset& rs, const json& params, const GameState& state,
                     Dice& dice);
Outcome resolveMorale(const JacksonRuleset& rs, const json& params, const GameState& state,
                      Dice& dice);
Outcome resolveCommandLost(const JacksonRuleset& rs, const json& params, const GameState& state);
Outcome resolvePromote(const JacksonRuleset& rs, const json& params, const GameState& state,
                       Dice& dice);

} // namespace adc::jackson
