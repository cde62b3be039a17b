// The action catalogue: what `adc actions mwan` lists and the GUI builds its forms from, each
// action declared with its resolver. Fire and melee have odds shortcuts, added up rather than
// walked: each side's dice, the batteries' saves and the commanders' risk are counted once each.
#include "mwan_ruleset.hpp"

#include "adc/param_builders.hpp"

namespace adc::mwan {

using params::choice;
using params::distance;
using params::integer;
using params::preferring;
using params::unit;

void MwanRuleset::declareMovement() {
    declare({"initiative",
             "Who moves first",
             "initiative",
             "Each side rolls a d6, the higher moves first (ties roll again); with the scenario's "
             "\"Who moves first\" set, records that side without dice.",
             {}},
            [this](const json&, const GameState& s, Dice& d) { return initiative(s, d); });
    declare({"move",
             "Movement",
             "",
             "Movement calculator: the allowance for the unit's formation (road column, charge "
             "doubling, half a move for a change of formation or facing, artillery limbered or "
             "unlimbered), checked against the distance moved, which is recorded.",
             {unit("unit", "Unit", "own", "The regiment or section that moves"),
              choice("change", "Change of formation or facing",
                     {"none", "formation", "facing", "column_wheel", "wheel", "limber", "unlimber"},
                     "A change costs half the move; a simple Column Right/Left is free by default, "
                     "a line's wheel too under the M13 house rule \"Wheels free\""),
              choice("new_formation", "New formation", {"same", "line", "column", "road_column"},
                     "With a change of formation: the formation taken up"),
              params::flag("road", "On a road", false,
                           "Limbered artillery moves 12\" on a road, 6\" across country"),
              params::flag("charge", "Charge", false,
                           "Charging in line doubles the move; the charged unit must cast morale"),
              unit("charge_target", "Unit charged", "enemy",
                   "The enemy unit charged (it casts morale)", false),
              distance("distance", "Distance moved", nullptr,
                       "Inches actually moved, checked against the allowance and recorded (guns "
                       "that move more than 4\" without limbers may not fire)")}},
            resolver(&MwanRuleset::move));
    declare({"attach",
             "Attach or detach a commander",
             "",
             "A commander attaches to a regiment of his command (+1 morale, helps rallying) or, "
             "with no regiment given, detaches.",
             {unit("commander", "Commander", "commander", "The brigade or division commander"),
              unit("regiment", "Regiment", "own", "The regiment joined; leave empty to detach",
                   false)}},
            resolver(&MwanRuleset::attach));
    declare({"commander_check",
             "Commander keeps his distance",
             "",
             "Unattached commanders may not come within 18\" of the enemy: warns when the move "
             "would bring him closer.",
             {unit("commander", "Commander", "commander", "The commander who moves"),
              distance("enemy_distance", "Distance to the nearest enemy",
                       "Inches from the commander's new position to the nearest enemy unit")}},
            resolver(&MwanRuleset::commanderCheck));
    // The dice and the killing number are the JSON's (/commanders), as the resolver reads them.
    const std::string dice =
        std::to_string(tables_.commanders.deathDice) + "D" + std::to_string(tables_.die.sides);
    declare({"commander_risk",
             "Commander's risk",
             "",
             "A commander rolls " + dice +
                 " as when his regiment takes casualties and is killed "
                 "on " +
                 std::to_string(tables_.commanders.killedOn) +
                 "; an attached brigade commander's death makes his regiment cast morale. Fire "
                 "and melee roll it themselves: this is for a roll a scenario owes, or a loss "
                 "applied by hand.",
             {unit("commander", "Commander", "commander", "The commander who rolls")}},
            resolver(&MwanRuleset::commanderRiskRoll));
}

void MwanRuleset::declareCombat() {
    declare({"fire",
             "Fire",
             "fire",
             "Infantry roll one die per 4 castings, artillery one per stand, hitting on 5-6; 6 "
             "only beyond half range or against hard cover; both: double the firing groups. Each "
             "hit removes a stand; artillery saves on 4-6.",
             {unit("firer", "Firing unit", "own", "The regiment or section that fires"),
              unit("target", "Target", "enemy", "The unit fired on"),
              distance("range", "Range", "Inches from firer to target"),
              params::flag(
                  "target_charging", "Target is charging the firer", false,
                  "Smoothbore artillery rolls double dice and smoothbore muskets hit on 4-6 "
                  "against units charging them (set automatically for a unit marked charging)")}},
            resolver(&MwanRuleset::fire), shortcut(&MwanRuleset::addFireOdds));
    declare(
        {"melee",
         "Melee",
         "melee",
         "One round: the front rank of stands fights, one die per stand, hitting on 5-6; "
         "chargers +1, -1 against troops in cover, one die when hit in flank or rear, "
         "artillery at most one die per battery. The side that lost most then casts morale.",
         {unit("attacker", "Attacker", "own", "The charging (or first-named) unit"),
          unit("defender", "Defender", "enemy", "The unit attacked"),
          params::flag("charging", "Attacker charged this turn", true,
                       "+1 to the attacker's dice; a unit that fired this turn may not charge. Not "
                       "applied to a melee still locked from last turn"),
          integer("attacker_front", "Attacker's front-rank stands", 0, 100, 0,
                  "0: from the formation (line all stands, column 2, road column 1)"),
          integer("defender_front", "Defender's front-rank stands", 0, 100, 0,
                  "0: from the formation"),
          choice("defender_hit_in", "Defender attacked in", {"front", "flank", "rear"},
                 "A unit hit in flank or rear casts only one die"),
          choice("attacker_hit_in", "Attacker attacked in", {"front", "flank", "rear"},
                 "For a locked melee where the attacker has been taken in flank")}},
        resolver(&MwanRuleset::melee), shortcut(&MwanRuleset::addMeleeOdds));
}

void MwanRuleset::declareMorale() {
    declare(
        {"morale",
         "Morale",
         // Any phase: the charged unit casts before the charge lands, in the moving phase; the
         // other tests come in the morale phase, where owed() lists them (docs/rulings/mwan.md).
         "",
         "Stand on 3-6: +1 veteran infantry or any artillery, -1 green, -1 per stand "
         "removed, +1 friendly guns touching green infantry (not with a general), +1 "
         "commander attached. Failure routs back one road move; artillery charged abandons "
         "its guns.",
         {unit("unit", "Unit", "any", "The unit casting morale"),
          choice("reason", "Why it casts",
                 {"listed", "fire", "charged", "routed_past", "commander_killed", "melee"},
                 "\"listed\" takes the reason the engine recorded (see what is owed)"),
          params::flag("gun_touching", "Friendly gun section touching", false,
                       "+1 for a green infantry regiment, not with a general's bonus"),
          params::flag("general_nearby", "General officer nearby (not attached)", false,
                       "Counts as the general (+1, in place of the guns' +1) only under the M12 "
                       "house rule \"Any general nearby\""),
          integer("stands_lost", "Stands removed (override)", -1, 100, -1,
                  "-1: the engine's count (all lost so far by default, M6)")}},
        resolver(&MwanRuleset::morale));
    declare({"rally",
             "Rally",
             "morale",
             "A routed unit rallies on 5-6: -1 poorly trained, +1 elite or a general officer "
             "present. A rallied unit may not move or shoot until next turn.",
             {preferring(unit("unit", "Routed unit", "own", "The routed unit trying to rally"),
                         {status::Routed}),
              params::flag("general_present", "General officer present", false,
                           "An attached commander counts without this; a general not attached "
                           "counts only under the M12 house rule \"Any general nearby\"")}},
            resolver(&MwanRuleset::rally));
    declare({"routed_past",
             "Routed past",
             "",
             "Friendly units within 6\" of routing infantry or cavalry must cast morale.",
             {unit("routed", "Routing unit", "own", "The routing infantry or cavalry"),
              [] {
                  ParamSpec p;
                  p.name = "passed";
                  p.label = "Friendly units passed within 6\"";
                  p.type = ParamType::Units;
                  p.unitFilter = "own";
                  p.help = "Each casts morale";
                  return p;
              }()}},
            resolver(&MwanRuleset::routedPast));
}

} // namespace adc::mwan
