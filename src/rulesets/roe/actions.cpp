// The catalogue of ROE actions: their parameters become the GUI's forms and `adc actions roe`;
// each is declared with its resolver and, where it has one, its odds shortcut. Drawing a card,
// activation, fire, morale and moves are added up rather than walked: each card is read once,
// each unit's leader roll and each group of firers' dice are their own, a failed check's runaway
// distance does not depend on how badly it failed, nor a charge's stragglers on the leader's
// bonus.
#include "roe_ruleset.hpp"

#include "adc/param_builders.hpp"

namespace adc::roe {

using params::choice;
using params::distance;
using params::integer;
using params::men;
using params::unit;

void RoeRuleset::declareCards() {
    ActionSpec draw{"draw_card",
                    "Draw card",
                    "activation",
                    "Draw the next activation card (the deck is shuffled first if it has not been "
                    "this turn). Red/black: one unit of that colour acts; face card: leader "
                    "initiative; ace: random event; joker: the turn ends at once and every unit "
                    "checks morale.",
                    {params::card("card", "Card drawn (physical deck)",
                                  "The card the referee drew from a real deck, e.g. KH, 10C, AS, "
                                  "JR (red joker); leave empty to draw from the program's deck.")}};
    draw.drawsCard = true; // the deck panel's Draw
    declare(std::move(draw), resolver(&RoeRuleset::drawCard), shortcut(&RoeRuleset::addDrawOdds));
    ParamSpec directed;
    directed.name = "directed";
    directed.label = "Units directed (leader initiative)";
    directed.type = ParamType::Units;
    directed.required = false;
    directed.defaultValue = json::array();
    directed.unitFilter = "own";
    directed.help = "Face card only: other units whose leaders are within the senior leader's "
                    "command radius and in sight; each makes its own leader roll.";
    declare({"activate",
             "Activate unit (leader roll)",
             "activation",
             "The drawn card's unit acts: its leader roll (1D6 + 1 per additional leader + the "
             "leader's modifier) says how many men within the command radius fire, move or "
             "melee; only those men act, each as often as needed. Close order with a leader in "
             "the formation: all act, and perform the same action together. Sharpshooters act "
             "alone. A unit acts once a turn.",
             {unit("unit", "Unit", "own", "A unit of the card's colour that has not acted yet"),
              directed,
              integer("out_of_radius", "Men outside the command radius", 0, 200, 0,
                      "Men of the unit out of the leader's command radius or sight: they do not "
                      "act (the roll is capped at the men within it)."),
              men("split", "Men splitting from the formation", ParamNames::Men, "unit", "figures",
                  false,
                  "Close order, only under the house rule that lets men split from it: the men "
                  "who leave the formation to act on their own; a leader roll says how many of "
                  "them act. By default a formation acts as one.")}},
            resolver(&RoeRuleset::activate), shortcut(&RoeRuleset::addActivationOdds));
    declare(
        {"bonus",
         "Bonus phase action",
         "bonus",
         "A) Units in good order may aim (no fire or melee this phase), reload (close order: "
         "reload and aim) or repeat their last movement (not into contact); any unit may flee "
         "or take cover within 6\".",
         {unit("unit", "Unit", "own", ""),
          choice("choice", "Bonus action", {"aim", "reload", "repeat_move", "flee", "take_cover"},
                 std::nullopt, "What the unit does in the bonus phase"),
          men("figures", "Figures", ParamNames::Men, "unit", "figures", false,
              "The men who aim or reload; none picked: every man still fighting."),
          distance("distance", "Distance (\")", 0,
                   "Flee or take cover: how far the men move (at most 6\")."),
          params::flag("into_contact", "Would end in contact", false,
                       "Repeat move: the repeated move would reach the enemy (not allowed).")}},
        resolver(&RoeRuleset::bonus));
}

void RoeRuleset::declareCombat() {
    declare(
        {"fire",
         "Fire",
         "activation",
         "One D6 per firing man against his weapon's hit number for the range band (SHORT "
         "0-12\", MEDIUM 12-72\"), shifted by the to-hit modifiers; aimed fire always hits on a "
         "1. Firing empties the weapon until reloaded; hits become casualties.",
         {unit("unit", "Firing unit", "own",
               "Must have been activated this turn, unless firing "
               "in self-defence"),
          unit("target", "Target unit", "enemy", ""),
          distance("range", "Range (\")", "Distance to the target in inches (yards)"),
          men("firers", "Firing men", ParamNames::Men, "unit", "figures", false,
              "None picked: every man still fighting with a loaded weapon"),
          choice("target_close_order", "Target in close order", {"auto", "yes", "no"}, "auto",
                 "auto: from the target's order"),
          params::flag("target_moving", "Moving target", false, "-1"),
          choice("cover", "Target's cover", {"none", "quarter", "half", "three_quarters"}, "none",
                 "-1 / -2 / -3 for 1/4, 1/2, 3/4 cover"),
          params::flag("rifle_rest", "Rifle rest", false, "+1: the firers rest their weapons"),
          params::flag("smoke_or_dark", "Smoke or dark", false, "-1"),
          params::flag("self_defence", "Self-defence fire", false,
                       "Un-prompted men fire at an advancing enemy before melee (no activation "
                       "needed)"),
          params::inOrder(men("hit_order", "Who falls first", ParamNames::Men, "target", "figures",
                              false,
                              "The target's men in the order hits fall on them; the rest fall "
                              "privates first, leaders last"))}},
        resolver(&RoeRuleset::fire), shortcut(&RoeRuleset::addFireOdds));
    declare(
        {"melee",
         "Melee",
         "activation",
         "One fight: opposed D6 for a pair of men, with individual modifiers, +2 per additional "
         "fighter, defender's cover and -2 unarmed. The loser's modified die: 1 killed, 2 "
         "wounded, else he runs away.",
         {unit("attacker", "Attacking unit", "own", ""),
          men("attacker_figure", "Attacker", ParamNames::Man, "attacker", "figures", true,
              "The attacking man"),
          unit("defender", "Defending unit", "enemy", ""),
          men("defender_figure", "Defender", ParamNames::Man, "defender", "figures", true,
              "The defending man"),
          integer("attacker_additional", "Helpers not named", 0, 20, 0,
                  "How many men help the attacker in this fight (+2 each) when they are not "
                  "ticked under Additional attackers; they count against the leader roll"),
          men("attacker_helpers", "Additional attackers", ParamNames::Men, "attacker", "figures",
              false,
              "The helpers (their number is then the count); unnamed helpers are counted as "
              "men who already acted, then in roster order"),
          integer("defender_additional", "Additional defenders", 0, 20, 0,
                  "Men helping the defender (+2 each)"),
          choice("defender_cover", "Defender's cover",
                 {"none", "light", "heavy", "quarter", "half", "three_quarters"}, "none",
                 "+1 light, +2 heavy (R6); by fraction under the house rule \"Defender's cover in "
                 "melee\": by the fraction covered")}},
        resolver(&RoeRuleset::melee));
}

void RoeRuleset::declareMoraleAndMovement() {
    declare({"morale",
             "Morale check",
             "morale",
             "2D6 against the unit's level (green 7, average 8, crack 9) modified by leader "
             "bonus, losses, cover, colours, fire and leaders; the amount the roll exceeds the "
             "level is how many men run away 4D6\", lowest grades first.",
             {unit("unit", "Unit", "any", ""),
              choice("cover", "Cover", {"none", "open", "hard"}, "none", "+1 open, +2 hard cover"),
              params::flag("building_on_fire", "Building on fire", false, "-3"),
              choice("colours", "Colours in formation", {"auto", "yes", "no"}, "auto",
                     "auto: colours bearer fighting and the unit in close order"),
              choice("artillery_hit", "Hit by artillery this turn", {"auto", "yes", "no"}, "auto",
                     "auto: from this turn's fire")}},
            resolver(&RoeRuleset::morale), shortcut(&RoeRuleset::addMoraleOdds));
    // The rally's picker offers first the units with runaway men: ROE has no routed status.
    const ParamSpec rallied =
        params::preferringMen(unit("unit", "Unit", "own", ""), "figures", figure_status::Runaway);
    declare({"rally",
             "Leaders' rally",
             "morale",
             "1D6 runaways per leader within 6\" form up again.",
             {rallied,
              integer("leaders_away", "Leaders beyond 6\"", 0, 20, 0,
                      "Fighting leaders of the unit more than 6\" from its runaways"),
              integer("runaways_out_of_reach", "Runaways beyond 6\"", 0, 200, 0,
                      "Runaways more than 6\" from every leader (they cannot be rallied); "
                      "counts for nothing under R12: the group")}},
            resolver(&RoeRuleset::rally));
    std::vector<ParamSpec> params = {
        unit("unit", "Unit", "own", ""),
        men("figures", "Men who move", ParamNames::Men, "unit", "figures", false,
            "None picked: every man still fighting. In the activation only the men the leader "
            "roll let act may move."),
        choice("pace", "Pace", {"walk", "run", "charge"}, "walk",
               "Walk 12\"/24\" (close order), run 18\"/36\" (skirmishers), charge 24\"/48\""),
        params::flag("leader_in_front", "Leader out in front", false, "+2D6\""),
        params::flag("ladder", "Up or down a ladder", false, "R7"),
        params::flag("carry_wounded", "Carrying wounded", false, "x1/2"),
        integer("assisting", "Men assisting", 0, 20, 0,
                "+1\" per man assisting (carrying wounded, stone wall, in at a window)")};
    for (const auto& ob : tables_.obstacles) {
        params.push_back(integer(ob.id, ob.label, 0, 10, 0,
                                 "How many times (" + signedText(ob.inches) + "\" each)"));
    }
    declare({"move", "Movement", "",
             "How far a man or unit moves: pace for foot or mounted, +2D6 with a leader out in "
             "front, charge stragglers, and the move modifiers (all at the walk).",
             params},
            resolver(&RoeRuleset::move), shortcut(&RoeRuleset::addMoveOdds));
}

} // namespace adc::roe
