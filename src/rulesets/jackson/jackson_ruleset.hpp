#pragma once
// The Jackson Gamers' D10 rules as a ruleset module: its tables, its actions and the
// consequences it adds at the turn's start.
#include "tables.hpp"

#include "adc/ruleset.hpp"

namespace adc::jackson {

class JacksonRuleset : public Ruleset {
public:
    JacksonRuleset(const json& data, const std::string& file, JsonReader& reader);

    const Tables& tables() const { return tables_; }

    Outcome advancePhase(const GameState& state, Dice& dice) const override;
    Outcome endOfTurn(const GameState& state, Dice& dice) const override;
    std::vector<Obligation> owed(const GameState& state) const override;
    // What is owed, then each unit that may still fire, or the morale test (next_steps.cpp).
    std::vector<NextStep> nextSteps(const GameState& state) const override;
    // Saves of format 1 kept the owed tests in a unit attribute (owed_tests.hpp).
    void migrateSave(json& save, int fromFormat) const override;
    std::string hint(const std::string& action, const json& params,
                     const GameState& state) const override;
    UnitBreakPoints unitBreakPoints(const Unit& unit, const OptionChoices& options) const override;
    // The sheet's modifiers as the resolvers apply them under the house rules.
    AppliedModifier appliedModifier(const std::string& pointer,
                                    const OptionChoices& options) const override;
    std::vector<std::string> breakPointSources() const override; // break_points.cpp

private:
    // The action declarations (the forms of the GUI and `adc actions jackson`), each with its
    // resolver and odds shortcut (actions.cpp).
    void declareActions();
    void declareMovement();
    void declareFire();
    void declareArtillery();
    void declareMorale();
    void declareMelee();
    void declareCommand();
    // One resolver per rule; each is pure.
    Outcome move(const json& params, const GameState& state, Dice& dice) const;
    Outcome designateAttacker(const json& params, const GameState& state) const;
    Outcome stayPut(const json& params, const GameState& state) const;
    Outcome aim(const json& params, const GameState& state) const;
    Outcome fire(const json& params, const GameState& state, Dice& dice) const;
    Outcome gatling(const json& params, const GameState& state, Dice& dice) const;
    Outcome shot(const json& params, const GameState& state, Dice& dice) const;
    Outcome canister(const json& params, const GameState& state) const;
    Outcome shell(const json& params, const GameState& state, Dice& dice) const;
    Outcome melee(const json& params, const GameState& state, Dice& dice) const;
    Outcome morale(const json& params, const GameState& state, Dice& dice) const;
    Outcome commandLost(const json& params, const GameState& state) const;
    Outcome promote(const json& params, const GameState& state, Dice& dice) const;
    // Fire, the Gatling, shell, melee, morale and moves: their dice are binomials, sums and
    // independent totals, added up directly (odds_shortcuts.cpp).
    std::uint64_t addMoveOdds(const json& params, const GameState& state, OddsTally& tally) const;
    std::uint64_t addFireOdds(const json& params, const GameState& state, OddsTally& tally) const;
    std::uint64_t addGatlingOdds(const json& params, const GameState& state,
                                 OddsTally& tally) const;
    std::uint64_t addShellOdds(const json& params, const GameState& state, OddsTally& tally) const;
    std::uint64_t addMoraleOdds(const json& params, const GameState& state, OddsTally& tally) const;
    std::optional<std::uint64_t> addMeleeOdds(const json& params, const GameState& state,
                                              OddsTally& tally) const;

    Tables tables_;
};

} // namespace adc::jackson
