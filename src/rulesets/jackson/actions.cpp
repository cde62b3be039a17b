// The action declarations: the GUI's forms and `adc actions jackson` are built from these.
#include "jackson_ruleset.hpp"

#include "adc/param_builders.hpp"

#include <optional>

namespace adc::jackson {

namespace {

using params::choice;
using params::distance;
using params::flag;
using params::integer;
using params::unit;

ParamSpec cover(std::string name = "cover", std::string label = "Target's cover") {
    return choice(std::move(name), std::move(label), {"open", "soft", "hard"}, "open",
                  "open, soft cover (woods, brush, fences) or hard cover (walls, buildings, "
                  "earthworks)");
}

ParamSpec range(std::string help) {
    return distance("range", "Range (inches)", std::move(help));
}

} // namespace

// Movement: the attacker moves first, one unit at a time, all mounted units before any
// dismounted.
void JacksonRuleset::declareMovement() {
    const Tables& t = tables_;
    declare({"designate_attacker",
             "Designate attacker",
             "",
             "Names the attacking side: it moves first each turn. Until this is done the "
             "first side of the scenario attacks.",
             {params::side("side", "Attacking side", "The side that attacks.")}},
            resolver(&JacksonRuleset::designateAttacker));
    declare(
        {"move",
         "Move",
         "movement",
         "Rolls a unit's movement dice (foot 2D10\", mounted 3D10\", mounted Indians 4D10\", "
         "guns 1D10\" unlimbered or 3D10\" limbered, +1D10 charging) and takes off the terrain. "
         "Attacker first, alternating unit by unit; all mounted units before any dismounted. "
         "A unit that moves may not shoot this turn. A charge owes the charger a morale test "
         "to close and the unit charged one to stand.",
         {unit("unit", "Moving unit", "any", ""),
          flag("charging", "Charging", false,
               "Adds the charge die; the unit stops 1\" from its target. Needs a leader in "
               "command."),
          unit("target", "Unit charged", "enemy",
               "Charging only: the unit charged. Mounted Indians on horseback, who do not close, "
               "need none.",
               false),
          choice("terrain", "Slowest terrain crossed", t.terrainOrder, "open",
                 "Light woods and streams halve the move, heavy woods and rivers quarter it; "
                 "a river also costs 1D10/2 figures."),
          integer("uphill_levels", "Uphill levels climbed", 0, 20, 0, "-2\" per level"),
          integer("obstacles", "Fences and walls crossed", 0, 20, 0, "-2\" each"),
          distance("command_distance", "Distance to its command figure", 0.0,
                   "Over 12\" the unit is out of command and may not charge."),
          flag("other_side_done", "The other side has finished moving", false,
               "Lets one side move several units in a row once the other side has no more "
               "units to move.")}},
        resolver(&JacksonRuleset::move), shortcut(&JacksonRuleset::addMoveOdds));
    declare({"stay_put",
             "Stay put (mounted unit)",
             "movement",
             "Declares that a mounted unit will not move this turn: all mounted units must "
             "move before any dismounted units may move, so dismounted units wait until "
             "every mounted unit has moved or stays put.",
             {unit("unit", "Mounted unit", "any", "")}},
            resolver(&JacksonRuleset::stayPut));
}

// Fire: small arms and the Gatling gun, and aiming instead of firing.
void JacksonRuleset::declareFire() {
    declare({"aim",
             "Aim",
             "fire",
             "A unit that neither moved nor fired this turn holds its fire and aims: -1 to "
             "its fire dice next turn.",
             {unit("unit", "Aiming unit", "own", "")}},
            resolver(&JacksonRuleset::aim));
    declare({"fire",
             "Fire (small arms)",
             "fire",
             "One D10 per man firing; a hit at or under the to-hit number for the range band "
             "and the target's cover. Hits on mounted troops roll rider or mount.",
             {unit("firer", "Firing unit", "own", ""), unit("target", "Target", "enemy", ""),
              range("Measured from the firing unit to the target."), cover(),
              integer("figures_firing", "Men firing (0: all)", 0, 1000, 0,
                      "Men of the unit in range and with a line of sight.")}},
            resolver(&JacksonRuleset::fire), shortcut(&JacksonRuleset::addFireOdds));
    declare({"gatling",
             "Fire Gatling gun",
             "fire",
             "12 dice on the to-hit table; any 9 jams the gun.",
             {unit("gun", "Gatling gun", "gatling", ""), unit("target", "Target", "enemy", ""),
              range("Gatling 36\"/60\"/70\"."), cover()}},
            resolver(&JacksonRuleset::gatling), shortcut(&JacksonRuleset::addGatlingOdds));
}

// Artillery: the 12-pdr's shot, canister and shell.
void JacksonRuleset::declareArtillery() {
    declare({"shot",
             "Artillery: shot",
             "fire",
             "One D10 on the to-hit table: a hit removes a figure, a 0 bounces and removes "
             "another.",
             {unit("gun", "Gun", "artillery", ""), unit("target", "Target", "enemy", ""),
              range("12-pdr shot & shell 60\"/120\"/150\"."), cover()}},
            resolver(&JacksonRuleset::shot));
    declare({"canister",
             "Artillery: canister",
             "fire",
             "Lay the swath for the range band (long 2\"x3\", effective 3\"x5\", close "
             "5\"x6\"); every figure under it is removed.",
             {unit("gun", "Gun", "artillery", ""), unit("target", "Target", "enemy", ""),
              range("12-pdr canister 18\"/36\"/45\"."),
              integer("figures_under", "Figures under the swath", 0, 1000, std::nullopt,
                      "Count the target's figures under the swath template.")}},
            resolver(&JacksonRuleset::canister));
    declare({"shell",
             "Artillery: shell",
             "fire",
             "Place the 5\" burst; ten D10 hit on 0-6 among the figures under it. Whites "
             "test morale to stay; Indians skedaddle a charge move.",
             {unit("gun", "Gun", "artillery", ""), unit("target", "Target", "enemy", ""),
              range("12-pdr shot & shell 60\"/120\"/150\"."),
              integer("figures_under", "Figures under the burst", 0, 1000, std::nullopt,
                      "Count the target's figures under the 5\" circle."),
              cover("cover", "Target's cover (read only under J5: range and cover)")}},
            resolver(&JacksonRuleset::shell), shortcut(&JacksonRuleset::addShellOdds));
}

// Morale: the test, whatever its trigger.
void JacksonRuleset::declareMorale() {
    declare({"morale",
             "Morale test",
             "",
             "Roll 1D10: pass when it is less than the unit's figure total (+1 per additional "
             "charging unit, +1 leaderless). Failure: about face and move away a standard move "
             "+1\" per die. A charger that fails to close does not close; a charged unit that "
             "fails to stand does not fight.",
             {unit("unit", "Testing unit", "any", ""),
              choice("reason", "Why it tests",
                     {"fired_on", "figure_lost", "leader_lost", "shell", "to_close", "to_stand"},
                     std::nullopt, "The trigger (under shell fire Indians fail automatically)."),
              integer("extra_chargers", "Additional charging units", 0, 20, 0,
                      "When charged by more than one unit: +1 for each unit after the first. "
                      "Counted from the charge moves when they were recorded."),
              flag("was_charging", "The unit was charging", false,
                   "Under J11, with the charge die, a charging unit's failure move adds the charge "
                   "die.")}},
            resolver(&JacksonRuleset::morale), shortcut(&JacksonRuleset::addMoraleOdds));
}

// Melee: one D10 per figure, high roll wins.
void JacksonRuleset::declareMelee() {
    declare({"melee",
             "Melee",
             "melee",
             "One D10 per figure, high roll wins: by 1 the loser is captured (cavalry) or scalped "
             "(Indians), by 2 or more killed.",
             {unit("attacker", "Attacking unit", "any", ""),
              unit("defender", "Defending unit", "enemy", ""),
              integer("attacker_figures", "Attacking figures in contact (0: all)", 0, 1000, 0, ""),
              integer("defender_figures", "Defending figures in contact (0: all)", 0, 1000, 0, ""),
              flag("charging", "Attacker charged", true, "+1 to the attacker; needs a leader."),
              cover("defender_cover", "Defender's cover"),
              flag("attacker_in_water", "Attacker in water", false, "-1"),
              flag("defender_in_water", "Defender in water", false, "-1"),
              distance("attacker_command_distance", "Attacker's distance to its command figure",
                       0.0, "Over 12\" (or no leader): -4"),
              distance("defender_command_distance", "Defender's distance to its command figure",
                       0.0, "Over 12\" (or no leader): -4")}},
            resolver(&JacksonRuleset::melee), shortcut(&JacksonRuleset::addMeleeOdds));
}

// Command: a command figure lost, and a figure promoted.
void JacksonRuleset::declareCommand() {
    declare({"command_figure_lost",
             "Command figure lost",
             "",
             "Marks a unit's leader killed, wounded or captured; an elite unit owes a morale "
             "test, and the unit may try to promote a figure on its side's turn.",
             {unit("unit", "Unit", "any", ""),
              integer("leader", "Which leader (0: the first listed)", 0, 20, 0, ""),
              choice("fate", "Fate", {"killed", "wounded", "captured"}, "killed", "")}},
            resolver(&JacksonRuleset::commandLost));
    declare({"promote",
             "Promote a figure to command",
             "",
             "A unit whose command figure is lost rolls 1D10 on its side's turn: 0-2 "
             "promotes a figure to command.",
             {unit("unit", "Unit", "own", "")}},
            resolver(&JacksonRuleset::promote));
}

// In the order of the rules' sections, which is the order the forms and `adc actions` list them.
void JacksonRuleset::declareActions() {
    declareMovement();
    declareFire();
    declareArtillery();
    declareMorale();
    declareMelee();
    declareCommand();
}

} // namespace adc::jackson
