#pragma once
// The ROE module: card activation, leader rolls, per-figure fire, opposed melee, 2D6 morale and
// the movement calculator. Each resolver lives in its own file; this header ties them together.
#include "adc/ruleset.hpp"
#include "figures.hpp"
#include "tables.hpp"

#include <algorithm>
#include <utility>

namespace adc::roe {

// Game-level bookkeeping kept in GameState::flags (all cleared when a new turn begins).
namespace flag {
inline constexpr const char* Acted = "roe.acted";                // [unit ids] activated this turn
inline constexpr const char* Acting = "roe.acting";              // {unit id: men who may act}
inline constexpr const char* Pending = "roe.pending";            // the card waiting for a unit
inline constexpr const char* Shuffled = "roe.shuffled_turn";     // turn of the last shuffle
inline constexpr const char* Bonus = "roe.bonus";                // {unit id: bonus choice}
inline constexpr const char* MoraleDone = "roe.morale_done";     // [unit ids] tested this turn
inline constexpr const char* ArtilleryHit = "roe.artillery_hit"; // [unit ids] this turn
inline constexpr const char* Actors = "roe.actors";              // {unit id: [men who acted]}
inline constexpr const char* Formation = "roe.formation";        // {unit id: {action, split...}}
// Kept from turn to turn: units that have taken the test owed on reaching 1/3 (R4 once).
inline constexpr const char* OneThirdTested = "roe.one_third_tested";
} // namespace flag

// Why every unit owes a morale check after the joker (B5), as the record of owed tests says.
inline constexpr const char* kJokerMorale = "joker: every unit checks morale";

// What a unit's leader roll is before its dice.
struct LeaderRoll {
    bool rolls = false;     // sharpshooters and close order with a leader act without a roll
    bool formation = false; // close order with a leader: its men act together (C1)
    int dice = 0;           // D6 rolled
    int modifier = 0;       // the senior leader's own, and the additional leaders'
    int within = 0;         // men the roll may let act: within the command radius (or who split)
    int fixed = 0;          // men who act without a roll (a formation's, a sharpshooter)
    std::vector<std::string> split; // men split from a formation (house rule close_order_split)

    // Men who act for a total of the dice.
    int acting(int rolled) const {
        return fixed + (rolls ? std::clamp(rolled + modifier, 0, within) : 0);
    }
};

struct FirePlan;
struct MoralePlan;

// A move before its dice (the leader out in front, the stragglers of a charge).
struct MovePlan {
    MovePlan(const Unit& u, std::string paceMoved, double inches)
        : unit(u), pace(std::move(paceMoved)), rate(inches) {}

    const Unit& unit;
    std::string pace; // as moved: any obstacle makes it a walk
    double rate = 0;  // inches for the pace
    std::string leader;
    bool leaderInFront = false;
    int stragglerModifier = 0; // the senior leader's own
    bool stragglersMinus = false;
    int fighting = 0; // the men who move: the most who can straggle

    int stragglers(int roll) const {
        return std::clamp(stragglersMinus ? roll - stragglerModifier : roll + stragglerModifier, 0,
                          fighting);
    }
};

class RoeRuleset : public Ruleset {
public:
    RoeRuleset(const json& data, const std::string& file, JsonReader& reader);

    const Tables& tables() const { return tables_; }

    Outcome advancePhase(const GameState& state, Dice& dice) const override;
    // The joker's morale checks not made by the end of the turn are owed no more: as a new turn
    // begins, and as the scenario's last turn ends the game.
    Outcome endOfTurn(const GameState& state, Dice& dice) const override;
    // What is owed, then the card's unit or the next draw (next_steps.cpp).
    std::vector<NextStep> nextSteps(const GameState& state) const override;
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
    // A strength correction is which men are out or back (corrections.cpp): the rules read
    // the men, not the number.
    Outcome correction(const GameState& state, const std::string& unitId, const std::string& field,
                       const json& value,
                       const std::vector<std::string>& picked = {}) const override;
    std::optional<CorrectionQuestion> correctionQuestion(const GameState& state,
                                                         const std::string& unitId,
                                                         const std::string& field,
                                                         const json& value) const override;

    // Whether a unit must test morale this morale phase, and why ("" when not).
    std::string moraleDue(const GameState& state, const Unit& unit) const;
    // Casualties that make 1/3 of so many figures (R4's rounding).
    int oneThird(const GameState& state, int figures) const;

private:
    void declareCards();
    void declareCombat();
    void declareMoraleAndMovement();

    Outcome drawCard(const json& params, const GameState& state, Dice& dice) const;
    Outcome activate(const json& params, const GameState& state, Dice& dice) const;
    Outcome bonus(const json& params, const GameState& state, Dice& dice) const;
    Outcome fire(const json& params, const GameState& state, Dice& dice) const;
    Outcome melee(const json& params, const GameState& state, Dice& dice) const;
    Outcome morale(const json& params, const GameState& state, Dice& dice) const;
    Outcome rally(const json& params, const GameState& state, Dice& dice) const;
    Outcome move(const json& params, const GameState& state, Dice& dice) const;

    // A deck shuffled with the recorded dice (one Die{i,0} per Fisher-Yates step).
    Deck shuffledDeck(const GameState& state, Dice& dice) const;
    // The units a card activates: the one named, then those its leader directs. Throws
    // RuleError for a unit the card cannot activate.
    std::vector<const Unit*> activated(const json& params, const GameState& state) const;
    // Fire before its dice; throws RuleError as the resolver does, adds its steps.
    FirePlan planFire(const json& params, const GameState& state, Outcome& o) const;
    std::uint64_t addFireOdds(const json& params, const GameState& state, OddsTally& tally) const;
    // A move before its dice; throws RuleError as the resolver does, adds its steps.
    MovePlan planMove(const json& params, const GameState& state, Outcome& o) const;
    // The rate (with any leader's bonus) after obstacles, ladders, helpers and wounded; tells
    // each to `steps` when given one. Throws RuleError for helpers with nothing to help.
    double movedInches(const json& params, const GameState& state, double inches,
                       std::vector<Step>* steps) const;
    std::uint64_t addMoveOdds(const json& params, const GameState& state, OddsTally& tally) const;
    // The result a card brings, once it is drawn (an ace rolls its event die).
    void readCard(const Card& card, const GameState& state, Dice& dice, Outcome& o) const;
    std::optional<std::uint64_t> addDrawOdds(const json& params, const GameState& state,
                                             OddsTally& tally) const;
    std::uint64_t addActivationOdds(const json& params, const GameState& state,
                                    OddsTally& tally) const;
    std::uint64_t addMoraleOdds(const json& params, const GameState& state, OddsTally& tally) const;
    // A morale check before its dice; throws RuleError as the resolver does, adds its steps.
    MoralePlan planMorale(const json& params, const GameState& state, Outcome& o) const;
    // A leader roll before its dice. Appends to `steps` what decides it without a roll, and to
    // `modifiers` the leaders' modifiers, told after the dice. `split` names the men who split
    // from a close-order formation (refused unless the house rule allows it).
    LeaderRoll planLeaderRoll(const GameState& state, const Unit& unit, int outOfRadius,
                              const std::vector<std::string>& split, std::vector<Step>& steps,
                              std::vector<Step>& modifiers) const;
    // Leader roll for one unit: how many of its men act. Appends steps; `plan` gets the roll's
    // plan when given.
    int leaderRoll(const GameState& state, const Unit& unit, int outOfRadius,
                   const std::vector<std::string>& split, Dice& dice, std::vector<Step>& steps,
                   LeaderRoll* plan = nullptr) const;
    // Counts the men of an activated unit who take an action ("fire", "move", "melee") against
    // its leader roll, by name, and holds a close-order formation to its one action. Adds the
    // effects that record them; throws RuleError(field, ...) with the numbers when refused.
    void countActing(const GameState& state, const Unit& unit, const std::vector<Figure>& figs,
                     const std::vector<std::size_t>& men, const std::string& action,
                     const std::string& field, Outcome& o) const;

    Tables tables_;
};

// Small helpers shared by the resolvers.
std::string phaseId(const Ruleset& rs, const GameState& state);
int phaseIndex(const Ruleset& rs, const std::string& id);
const Unit& unitParam(const GameState& state, const json& params, const std::string& name);
std::string sideColour(const GameState& state, const Unit& unit);
json flagOr(const GameState& state, const std::string& key, json fallback);
bool listed(const json& list, const std::string& id);
json withItem(json list, const std::string& id);
std::string signedText(int n);
std::string unitLabel(const Unit& u);

} // namespace adc::roe
