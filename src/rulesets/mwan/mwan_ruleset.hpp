#pragma once
// The MWAN stands ruleset: alternate movement, simultaneous fire, melee and morale. Each action
// lives in its own file (movement, fire, melee, morale, commanders); this class declares them,
// dispatches, and keeps the turn's bookkeeping (who must test morale, locked melees).
#include "adc/ruleset.hpp"
#include "tables.hpp"

#include <string>

namespace adc::mwan {

// Game-level bookkeeping kept in GameState::flags.
namespace flag {
inline constexpr const char* Melees = "mwan_melees";            // {key: {attacker, defender...}}
inline constexpr const char* FireLosses = "mwan_fire_losses";   // {unit: stands lost this fire}
inline constexpr const char* MeleeLosses = "mwan_melee_losses"; // {unit: stands lost this melee}
inline constexpr const char* FirstMover = "mwan_first_mover";   // side id for this turn
} // namespace flag

// The flags an outcome edits, collected so each flag gets one effect with its final value.
class Bookkeeping {
public:
    explicit Bookkeeping(const GameState& state);
    json& get(const std::string& key); // object, created empty when absent
    // The morale casts owed, {unit id: {reason, stands_lost, after_melee?}}: the core's record
    // of owed tests (adc/owed_tests.hpp) for the action "morale", edited like a flag and given
    // back as Owed effects.
    json& moraleDue();
    void emit(std::vector<Effect>& effects) const;

private:
    // The state's flags and owed tests, read and never copied: the odds walk makes one on
    // every branch.
    const json& original_;
    const json& originalOwed_;
    json edited_ = json::object();
    json due_;       // moraleDue() as edited; null until asked for
    json dueBefore_; // the same before editing
};

struct FirePlan;
struct MeleePlan;

class MwanRuleset : public Ruleset {
public:
    MwanRuleset(const json& data, const std::string& file, JsonReader& reader);

    const Tables& tables() const { return tables_; }

    Outcome advancePhase(const GameState& state, Dice& dice) const override;
    std::vector<Obligation> owed(const GameState& state) const override;
    // Saves of format 1 kept the owed tests in the module's own flags (owed_tests.hpp).
    void migrateSave(json& save, int fromFormat) const override;
    void checkScenario(const GameState& state, Diagnostics& diagnostics) const override;
    std::string hint(const std::string& action, const json& params,
                     const GameState& state) const override;
    UnitBreakPoints unitBreakPoints(const Unit& unit, const OptionChoices& options) const override;
    // The sheet's modifiers as the resolvers apply them under the house rules.
    AppliedModifier appliedModifier(const std::string& pointer,
                                    const OptionChoices& options) const override;
    std::vector<std::string> breakPointSources() const override; // break_points.cpp
    // Commanders are not stands: they count in no side's stands (M17).
    bool inStrengthTotals(const Unit& unit) const override;
    // Fire and melee are simultaneous: a unit removed earlier in the phase still fires or
    // fights; commanders only where an action names them (acting_units.cpp).
    std::string unitRefusal(const ActionSpec& action, const ParamSpec& param, const Unit& unit,
                            const GameState& state) const override;
    // In the fire phase, after what is owed, each stand that may still fire (acting_units.cpp).
    std::vector<NextStep> nextSteps(const GameState& state) const override;
    // The weapon a stand fires with, or RuleError for what stops it firing at all this turn
    // (routed, rallied, fired, no weapon, limbered): the resolver and nextSteps ask the same.
    const Weapon& firerWeapon(const GameState& state, const Unit& firer) const;
    // Stands and castings corrected together or not at all (mwan_ruleset.cpp): fire counts
    // the castings of a short stand, so a strength they no longer fit is refused.
    Outcome correction(const GameState& state, const std::string& unitId, const std::string& field,
                       const json& value,
                       const std::vector<std::string>& picked = {}) const override;

    // Shared by the action files.
    Fraction scale(const GameState& state) const;                // distance factor of the base size
    double inches(const GameState& state, double written) const; // a written distance, scaled
    // A scaled distance to the hundredth (9, 7.5, 4.67): the module's own, since a 2/3 scale
    // gives thirds; the other modules write their numbers with the core's numberText.
    static std::string fmt(double inches);
    const Unit& unitParam(const GameState& state, const json& params,
                          const std::string& name) const;
    // The unit that fires or fights: as unitParam, but one whose stands were all removed
    // earlier in this simultaneous phase (counted in lossesFlag) still acts.
    const Unit& actingUnit(const GameState& state, const json& params, const std::string& name,
                           const char* lossesFlag) const;
    // The stands a unit lost earlier in this simultaneous phase (flag::FireLosses or
    // flag::MeleeLosses).
    static int lostThisPhase(const GameState& state, const Unit& unit, const char* lossesFlag);
    // Commanders (active, not eliminated) attached to a regiment.
    std::vector<const Unit*> attachedCommanders(const GameState& state,
                                                const std::string& regiment) const;
    // 2D6 for each commander attached to a regiment that took casualties; deaths as effects,
    // and the regiment's morale test when a brigade commander (or, by M11, a division
    // commander) dies.
    void commanderRisk(const GameState& state, const Unit& regiment, Dice& dice, Outcome& o,
                       Bookkeeping& books) const;
    // One commander's roll (2D6, killed on 12, from /commanders): its step and, on a kill, his
    // removal and his regiment's morale test (none when `regiment` is null). Whether he died.
    bool riskOfDeath(const GameState& state, const Unit& commander, const Unit* regiment,
                     Dice& dice, Outcome& o, Bookkeeping& books) const;
    // One save die per hit on a battery (fire, and melee under M10); how many are saved.
    int artillerySaves(Dice& dice, const Unit& battery, int hits) const;
    // Records that a unit must cast morale.
    void moraleDue(Bookkeeping& books, const Unit& u, const std::string& reason,
                   int standsLost) const;

private:
    void declareMovement();
    void declareCombat();
    void declareMorale();

    Outcome move(const json& params, const GameState& state) const;           // movement.cpp
    Outcome initiative(const GameState& state, Dice& dice) const;             // initiative.cpp
    Outcome attach(const json& params, const GameState& state) const;         // commanders.cpp
    Outcome commanderCheck(const json& params, const GameState& state) const; // commanders.cpp
    Outcome commanderRiskRoll(const json& params, const GameState& state,
                              Dice& dice) const; // commanders.cpp
    Outcome fire(const json& params, const GameState& state, Dice& dice) const;
    Outcome melee(const json& params, const GameState& state, Dice& dice) const;
    // Fire before its dice; throws RuleError as the resolver does, adds its steps.
    FirePlan planFire(const json& params, const GameState& state, Outcome& o) const;
    std::uint64_t addFireOdds(const json& params, const GameState& state, OddsTally& tally) const;
    // A melee round before its dice; throws RuleError as the resolver does, adds its steps.
    MeleePlan planMelee(const json& params, const GameState& state, Outcome& o) const;
    std::uint64_t addMeleeOdds(const json& params, const GameState& state, OddsTally& tally) const;
    Outcome morale(const json& params, const GameState& state, Dice& dice) const;
    Outcome rally(const json& params, const GameState& state, Dice& dice) const;
    Outcome routedPast(const json& params, const GameState& state) const;

    Tables tables_;
};

} // namespace adc::mwan
