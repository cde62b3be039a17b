// A charge's morale tests as the melee reads them: "You must pass morale to stand or charge."
#include "charge.hpp"

#include "citations.hpp"

namespace adc::jackson {

// Sequence steps 4 and 5 come before 6 (melee).
void checkChargeTests(const JacksonRuleset& rs, const Unit& au, const Unit& du, bool charging,
                      Outcome& o) {
    const std::string close = au.attr<std::string>("close_test", "");
    if (close == "owed") {
        throw RuleError("/params/attacker", au.name + " charged and must first pass morale to "
                                                      "close (\"You must pass morale to stand "
                                                      "or charge\")");
    }
    if (close == "failed") {
        throw RuleError("/params/attacker", au.name + " failed its morale test to close: it does "
                                                      "not close into melee, it falls back");
    }
    if (du.attr<std::string>("stand_test", "") == "owed") {
        throw RuleError("/params/defender", du.name + " is charged and must first test morale "
                                                      "to stand (\"You must pass morale to "
                                                      "stand or charge\")");
    }
    if (charging && close.empty()) {
        o.steps.push_back({"no charge move of " + au.name +
                               " is recorded this turn: the tests to close and to stand were "
                               "seen to at the table",
                           rs.phaseRule("morale_close"), std::nullopt});
    }
}

Outcome emptyPlace(const JacksonRuleset& rs, const MeleePlan& p, const GameState& state) {
    const Unit& au = p.attacker;
    const Unit& du = p.defender;
    const bool takesGround = rs.option(state, "empty_charge") == "takes_ground";
    Outcome o;
    o.steps.push_back({du.name + " failed its morale test to stand (\"You must pass morale to "
                                 "stand\"): it does not fight",
                       rs.phaseRule("morale_stand"), std::nullopt});
    o.steps.push_back(
        {takesGround
             ? au.name + "'s charge reaches an empty place: it closes into the ground " + du.name +
                   " left and halts there (a charge at an empty place: takes "
                   "ground)"
             : au.name +
                   "'s charge reaches an empty place: it halts where its charge "
                   "move stopped, " +
                   numberText(rs.tables().chargeStopShort) +
                   "\" short (a charge at an empty place: halts short)",
         pointerTo({"house_rules", "empty_charge"}), std::nullopt});
    o.result = {{"attacker_losses", 0},
                {"defender_losses", 0},
                {"killed", 0},
                {"captured", 0},
                {"scalped", 0},
                {"ties", 0},
                {"winner", takesGround ? "attacker" : "none"},
                {"fought", false}};
    o.summary = "Melee: " + du.name + " failed to stand; " + au.name + "'s charge reaches an " +
                "empty place" + (takesGround ? " and takes the ground" : "");
    return o;
}

} // namespace adc::jackson
