#pragma once
// Classic Blue and Gray: the module class. Resolvers live in one file per idea (fire,
// artillery, movement, melee, morale, siege, battle); this header is what they share.
#include "tables.hpp"

#include "adc/number_text.hpp"
#include "adc/ruleset.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adc::bluegray {

class BlueGrayRuleset : public Ruleset {
public:
    BlueGrayRuleset(const json& data, const std::string& file, JsonReader& reader);

    const Tables& tables() const { return t_; }

    Outcome advancePhase(const GameState& state, Dice& dice) const override;
    Outcome endOfTurn(const GameState& state, Dice& dice) const override;
    std::vector<Obligation> owed(const GameState& state) const override;
    // What is owed, then the units that may fire in the order of fire (next_steps.cpp).
    std::vector<NextStep> nextSteps(const GameState& state) const override;
    // Saves of format 1 kept the owed tests in the module's own flags (owed_tests.hpp).
    void migrateSave(json& save, int fromFormat) const override;
    void checkScenario(const GameState& state, Diagnostics& diagnostics) const override;
    std::string hint(const std::string& action, const json& params,
                     const GameState& state) const override;
    UnitBreakPoints unitBreakPoints(const Unit& unit, const OptionChoices& options) const override;
    std::vector<std::string> sideBreakPoints(const std::vector<Unit>& units,
                                             const OptionChoices& options) const override;
    std::vector<std::string> breakPointSources() const override; // break_points.cpp
    // The fire modifiers the JSON keeps as sizes, signed as fireModifiers applies them, and
    // point blank only under G4's "bonus" (fire_modifiers.cpp).
    AppliedModifier appliedModifier(const std::string& pointer,
                                    const OptionChoices& options) const override;
    // "Firing is simultaneous": a unit wiped out earlier in the fire phase still fires
    // (common.cpp).
    std::string unitRefusal(const ActionSpec& action, const ParamSpec& param, const Unit& unit,
                            const GameState& state) const override;
    // The men one of the unit's figures stands for: its own "men_per_figure", else the schema's
    // default for it (a unit from the editor may not carry it yet). break_points.cpp
    long menPerFigure(const Unit& unit) const;

private:
    // actions.cpp, one function per section of the rules: each action with its resolver.
    void declareActions();
    void declareBeforeBattle();
    void declareMovement();
    void declareFire();
    void declareMelee();
    void declareMorale();
    void declareSiege();
    void declareVictoryAndSpecialRules();
    // battle.cpp
    Outcome initiative(const json& p, const GameState& s, Dice& dice) const;
    Outcome deployment(const json& p, const GameState& s) const;
    Outcome writeOrder(const json& p, const GameState& s) const;
    Outcome victory(const json& p, const GameState& s) const;
    Outcome specialRule(const json& p, const GameState& s) const;
    // movement.cpp
    Outcome move(const json& p, const GameState& s) const;
    // fire.cpp
    Outcome unitFire(const json& p, const GameState& s, Dice& dice) const;
    Outcome individualFire(const json& p, const GameState& s, Dice& dice) const;
    // artillery.cpp
    Outcome cannonFire(const json& p, const GameState& s, Dice& dice) const;
    int againstCannon(const GameState& s, const Unit& u, const Unit& target, double range,
                      bool nonArtillerymen, Dice& dice, Outcome& o, json& result) const;
    int againstTroops(const json& p, const GameState& s, const Unit& u, const Unit& target,
                      double range, Dice& dice, Outcome& o, json& result) const;
    Outcome gatlingFire(const json& p, const GameState& s, Dice& dice) const;
    // melee.cpp
    Outcome melee(const json& p, const GameState& s, Dice& dice) const;
    Outcome meleeSecondMove(const json& p, const GameState& s) const;
    // morale.cpp
    Outcome morale(const json& p, const GameState& s, Dice& dice) const;
    Outcome rally(const json& p, const GameState& s, Dice& dice) const;
    // siege.cpp
    Outcome grenade(const json& p, const GameState& s, Dice& dice) const;
    Outcome explosives(const json& p, const GameState& s) const;
    Outcome tearDown(const json& p, const GameState& s) const;

    Tables t_;
};

// ---- shared helpers (common.cpp) ----
const Unit& unitParam(const GameState& s, const json& p, const std::string& name);
// The flag counting the men each unit lost to fire this fire phase, {unit id: men}; cleared
// when the fire phase ends.
inline constexpr const char* FireLossesFlag = "fire_losses";
int lostThisFire(const GameState& s, const Unit& u);
// "Firing is simultaneous": the firer params[name] names as the fire phase began, with the men
// it lost to fire earlier in the phase (a unit wiped out still fires with them); refused as
// unitParam refuses otherwise. The step saying so is added to o.
Unit firerAsThePhaseBegan(const Ruleset& rs, const GameState& s, const json& p,
                          const std::string& name, Outcome& o);
// What the roster may not hold (checked for a scenario and for a request's own units): the
// attribute at fault and why.
std::optional<std::pair<std::string, std::string>> rosterFault(const Unit& u);
bool isMounted(const Unit& u);
bool isCavalryLike(const Unit& u); // mounted troops move and fight as cavalry
bool contains(const std::vector<std::string>& v, const std::string& s);
// The fire modifiers against a target's cover, by the G1/G2 rulings: signed throw modifier and
// men-hit modifier, with steps explaining each.
struct CoverEffect {
    int throwMod = 0;
    int hitsMod = 0;
};
// The general cover modifier (-1/-2/-3 by cover kind and enclosure), 0 when none.
int generalCover(const Tables& t, const Unit& target, std::string* label);
// Looks a modified throw up in a table (below 1 reads as 1, above the die's highest face as it).
const Cell& lookup(const FaceTable& table, int modifiedThrow);
// Records the target as fired on this move (it owes a morale throw), the men it lost to this
// fire (the outcome's casualties) in the fire phase's losses, and the firer as fired.
void markFired(Outcome& o, const GameState& s, const Unit& firer, const Unit& target);
// Refuses fire at a unit locked in melee and fire by a unit that already fired, moved a gun,
// or is busy; refuses return fire at an attacker from the flank or rear.
void checkMayFire(const GameState& s, const Unit& firer, const Unit& target);
// Records that the target was fired on from the flank or rear by firer (G: no return fire).
void markFlanked(Outcome& o, const GameState& s, const Unit& firer, const Unit& target);
bool inMelee(const GameState& s, const std::string& unit);

} // namespace adc::bluegray
