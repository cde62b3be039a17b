// The catalogue of actions: what `adc actions bluegray` lists and the GUI builds its forms from.
#include "bluegray_ruleset.hpp"

#include "adc/param_builders.hpp"

namespace adc::bluegray {

namespace {

using params::choice;
using params::distance;
using params::flag;
using params::integer;
using params::preferring;
using params::text;
using params::unit;

ParamSpec flankFlag() {
    return flag("flank_or_rear", "From the flank or rear", false,
                "The target is fired at in its flank or rear: it may not return fire against "
                "this firer this move.");
}

} // namespace

// A. Before the battle and written orders: initiative, deployment, the order of each move.
void BlueGrayRuleset::declareBeforeBattle() {
    declare(
        {"initiative",
         "Initiative",
         "",
         "Before the battle each side throws a die; the high man fires first (ties throw again).",
         {}},
        resolver(&BlueGrayRuleset::initiative));
    declare({"deployment_check",
             "Deployment check",
             "",
             "Troops are placed no farther than 9\" from the rear edge or the sides.",
             {unit("unit", "Unit", "any", "The unit being placed"),
              distance("from_rear", "Distance from the rear edge", "inches"),
              distance("from_side", "Distance from the nearer side edge", "inches")}},
            resolver(&BlueGrayRuleset::deployment));
    declare({"write_order",
             "Written order",
             "orders",
             "A short, specific order for this move with its direction. Skirmishers need none.",
             {unit("unit", "Unit", "own", "The unit receiving the order"),
              [&] {
                  ParamSpec p = choice("order", "Order", t_.orderKinds, "What the unit does");
                  p.required = true;
                  return p;
              }(),
              text("direction", "Direction", false, "Go forward, N.W., towards the church...")}},
            resolver(&BlueGrayRuleset::writeOrder));
}

// B. Movement.
void BlueGrayRuleset::declareMovement() {
    declare({"move",
             "Movement calculator",
             "movement",
             "How far the unit may go this move, with every rate and deduction.",
             {unit("unit", "Unit", "own", "The unit moving"),
              choice("pace", "Pace", {"march", "charge"}, "Marching or charging"),
              choice("surface", "Ground", {"cross_country", "road"}, "Road or paved area"),
              integer("obstacles", "Obstacles crossed", 0, 20, 0,
                      "Forests, rivers, lakes, swamps, hills, mountains... (not going downhill "
                      "or across their flats)"),
              flag("with_gun", "Moving a cannon", true,
                   "Artillery crews move like infantry with a gun, like individuals without"),
              choice("formation_change", "Formation change",
                     {"none", "line", "column", "form_square", "leave_square_line",
                      "leave_square_column"},
                     "Forming or leaving square takes the whole move"),
              choice("dismount", "Cavalry dismount",
                     {"none", "horse_holders", "picket", "stampede", "remount"},
                     "Horse holders: 3\" and fire, 1 holder per 5 horses; Picket: no fire; "
                     "Stampede: horses run off at charging speed")}},
            resolver(&BlueGrayRuleset::move));
}

// C. Fire: units, individuals, cannon and the Gatling gun.
void BlueGrayRuleset::declareFire() {
    declare({"fire",
             "Unit fire",
             "fire",
             "A unit of 4 or more men fires as a unit: one throw on its quality's table.",
             {unit("unit", "Firing unit", "own", ""), unit("target", "Target", "enemy", ""),
              distance("range", "Range", "inches"), flankFlag()}},
            resolver(&BlueGrayRuleset::unitFire));
    declare({"individual_fire",
             "Individual fire",
             "fire",
             "Skirmishers, individuals, units below 4 men, or a unit's front rank firing at "
             "skirmishers: one throw per figure.",
             {unit("unit", "Firing unit", "own", ""), unit("target", "Target", "enemy", ""),
              distance("range", "Range", "inches"),
              integer("figures", "Figures firing", 0, 1000, 0, "0: every figure of the unit"),
              integer("officer", "Officer picked out", 0, 20, 0,
                      "Leader number aimed at (0: none): only a 5 or 6 hits him, a 4 hits a "
                      "soldier"),
              flankFlag()}},
            resolver(&BlueGrayRuleset::individualFire));
    declare({"cannon_fire",
             "Cannon fire",
             "fire",
             "A cannon fires every move with at least 2 crewmen: against cannon, or by range "
             "band against troops.",
             {unit("unit", "Gun", "artillery", ""), unit("target", "Target", "enemy", ""),
              distance("range", "Range", "inches"),
              integer("helpers", "Soldiers helping", 0, 20, 0,
                      "Soldiers of another type helping the crew"),
              integer("officers", "Officers serving the gun", 0, 10, 0,
                      "Any officer counts as an artilleryman"),
              flag("targets_within_area", "Skirmishers within a 3\" area", true,
                   "Against skirmishers or individuals the targets must be within a 3\" area"),
              flankFlag()}},
            resolver(&BlueGrayRuleset::cannonFire));
    declare({"gatling_fire",
             "Gatling fire",
             "fire",
             "A Gatling fires every move with one man: long 12-24\", close 0-12\".",
             {unit("unit", "Gatling", "gatling", ""), unit("target", "Target", "enemy", ""),
              distance("range", "Range", "inches"), flankFlag()}},
            resolver(&BlueGrayRuleset::gatlingFire));
}

// D. Melee and its second move.
void BlueGrayRuleset::declareMelee() {
    ParamSpec supports;
    supports.name = "supports";
    supports.label = "Units joining the defence";
    supports.type = ParamType::Units;
    supports.required = false;
    supports.defaultValue = json::array();
    supports.help = "Only if ordered to, or within 2\" (infantry) / 3\" (cavalry)";
    declare({"melee",
             "Melee",
             "melee",
             "Points × one die each; shock power first if the charge hits standing troops.",
             {unit("attacker", "Attacking unit", "any", ""),
              unit("defender", "Defending unit", "enemy", ""), supports,
              flag("supports_ordered", "Joining units were ordered to", false, ""),
              ParamSpec{"support_distance",
                        "Farthest joining unit's distance",
                        ParamType::Distance,
                        false,
                        0.0,
                        {},
                        0,
                        1000,
                        "any",
                        "inches"},
              flag("attacker_charging", "Attacker charged", true, ""),
              flag("defender_standing", "Defender standing still", true,
                   "No shock power against troops moving or under cover"),
              flag("column_of_units", "Column of two units", false,
                   "The attacker is the front unit of two units one behind the other"),
              integer("front_rank", "Figures in the front rank", 0, 1000, 0,
                      "0: the engine counts (a line or cavalry: all; a single-unit column: 2)")}},
            resolver(&BlueGrayRuleset::melee));
    declare({"melee_end",
             "Melee: second move",
             "melee",
             "Withdrawal or consolidation: the loser retreats a charge move; the winner holds "
             "or withdraws but does not advance.",
             {unit("attacker", "Attacking unit of the melee", "any", ""),
              choice("winner", "The winner", {"hold", "withdraw"}, "")}},
            resolver(&BlueGrayRuleset::meleeSecondMove));
}

// E. Morale and rallying.
void BlueGrayRuleset::declareMorale() {
    declare({"morale",
             "Morale throw",
             "morale",
             "Troops that have been fired on throw: line 1-2, recruits 1-3 retreat.",
             {unit("unit", "Unit", "any", "")}},
            resolver(&BlueGrayRuleset::morale));
    declare({"rally",
             "Rally",
             "morale",
             "A retreating unit throws 2-6 to rally, then 3-6... until a 6; failing that it is "
             "routed for good.",
             {preferring(unit("unit", "Unit", "any", ""), {status::Retreating})}},
            resolver(&BlueGrayRuleset::rally));
}

// H. Fortifications and siege: grenades, explosives, tearing down.
void BlueGrayRuleset::declareSiege() {
    declare(
        {"grenade",
         "Grenades",
         "fire",
         "Engineers carry 4 grenades each: 1-2 miss, 3-6 hit and immobilise 6 men shoulder "
         "to shoulder or all within 2\".",
         {unit("unit", "Engineers", "engineer", ""), unit("target", "Target", "enemy", ""),
          distance("range", "Range", "inches (6\" in loose formation)"),
          integer("grenades", "Grenades thrown", 1, 100, 1, ""),
          choice("target_formation", "Target's formation", {"shoulder_to_shoulder", "loose"}, ""),
          integer("men_within_radius", "Men within 2\" of the burst", 0, 1000, 0,
                  "For a loose target")}},
        resolver(&BlueGrayRuleset::grenade));
    ParamSpec occupants = unit("occupants", "Occupants of the work", "enemy",
                               "Explosives dropped into an enclosed work");
    occupants.required = false;
    occupants.defaultValue = nullptr;
    declare({"explosives",
             "Explosives",
             "",
             "Blow a 2\" gap in palisades or chevaux de frise, or 1\" in a field fortification.",
             {unit("unit", "Engineers", "engineer", ""),
              choice("obstacle", "Obstacle",
                     {"palisade", "chevaux_de_frise", "field_fortification"}, ""),
              occupants}},
            resolver(&BlueGrayRuleset::explosives));
    declare({"tear_down",
             "Tear down palisades",
             "movement",
             "Tearing down palisades or chevaux de frise takes the unit's whole move.",
             {unit("unit", "Unit", "own", ""),
              choice("obstacle", "Obstacle", {"palisade", "chevaux_de_frise"}, "")}},
            resolver(&BlueGrayRuleset::tearDown));
}

// G. Victory, and I. the scenario's special rules.
void BlueGrayRuleset::declareVictoryAndSpecialRules() {
    declare({"victory",
             "Victory check",
             "",
             "Casualty percentage of each side: 50% lost and 5 points behind loses; both over 50% "
             "is a draw.",
             {params::optionalSide("retreated_side", "Side that retreated from the field",
                                   "The side that retreated from the field, if one did"),
              params::optionalSide("cut_off_side", "Side cut off from its communications",
                                   "The side cut off from its communications, if one was")}},
            resolver(&BlueGrayRuleset::victory));
    declare({"special_rule",
             "Scenario special rule",
             "",
             "Records that a scenario special rule was applied; it takes precedence over the "
             "general rules.",
             {text("rule", "Special rule", true, "The rule as the scenario gives it"),
              text("ruling", "What it decided", false, "")}},
            resolver(&BlueGrayRuleset::specialRule));
}

// The actions by section of the rules, in the order `adc actions` lists them (victory and the
// special rules last).
void BlueGrayRuleset::declareActions() {
    declareBeforeBattle();
    declareMovement();
    declareFire();
    declareMelee();
    declareMorale();
    declareSiege();
    declareVictoryAndSpecialRules();
}

} // namespace adc::bluegray
