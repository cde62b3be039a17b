// Melee: one round, front rank only, hits on 5-6; then the side that lost most casts morale,
// then the winner; if both stand they stay locked (kept in the mwan_melees flag).
#include "melee.hpp"

#include <algorithm>

namespace adc::mwan {

namespace {

// Commanders fight with their regiment; a routed unit may not attack, nor anyone its own side.
void refuseWhoMayNotFight(const MeleeFighter& a, const MeleeFighter& d) {
    for (auto [f, name] : {std::pair{&a, "attacker"}, std::pair{&d, "defender"}}) {
        if (f->unit->kind == "commander") {
            throw RuleError(std::string("/params/") + name,
                            f->unit->name + " is a commander: commanders fight with the "
                                            "regiment they are attached to");
        }
    }
    if (a.unit->side == d.unit->side) {
        throw RuleError("/params/defender", d.unit->name + " is on the attacker's side");
    }
    if (a.unit->status == status::Routed) {
        throw RuleError("/params/attacker", a.unit->name + " is routed and may not attack");
    }
}

// The pair's key in the melee table (either way round) and whether it is locked from an
// earlier turn; refused while the morale after its last round is still owed.
bool findLockedMelee(const GameState& state, MeleePlan& p) {
    const std::string& a = p.attacker.unit->id;
    const std::string& d = p.defender.unit->id;
    const json& melees = state.flags.value(flag::Melees, json::object());
    p.key = a + "|" + d;
    if (!melees.contains(p.key) && melees.contains(d + "|" + a)) {
        p.key = d + "|" + a;
    }
    if (!melees.contains(p.key)) {
        return false;
    }
    if (melees[p.key].value("stage", "") != "locked") {
        throw RuleError("/params/attacker", "the morale after the last round of " +
                                                melees[p.key].value("names", p.key) +
                                                " is still owed");
    }
    return true;
}

// A side's dice: one per front-rank stand (the referee's count, else the formation's front
// rank, 0 meaning every stand), one die when hit in flank or rear, one per battery for guns.
void frontRankDice(const MwanRuleset& rs, const GameState& state, const json& params,
                   const std::string& frontParam, const std::string& hitIn, MeleeFighter& f,
                   Outcome& o) {
    const MeleeTable& t = rs.tables().melee;
    const Unit& u = *f.unit;
    int front = params.at(frontParam).get<int>();
    std::string frontRule = "/melee/front_rank"; // a front given by the referee
    if (front == 0) {
        const std::string formation = u.attr<std::string>("formation", "line");
        auto it = t.frontRank.find(formation);
        front = it == t.frontRank.end() ? 0 : it->second;
        if (it != t.frontRank.end()) {
            frontRule = childPointer(frontRule, formation);
        }
    }
    // Melee is simultaneous: the stands lost in another melee of this phase still fight.
    const int lost = MwanRuleset::lostThisPhase(state, u, flag::MeleeLosses);
    const int stands = u.strength + lost;
    if (lost > 0) {
        o.steps.push_back({"Simultaneous melee: " + u.name + " still fights with the " +
                               std::to_string(lost) + " stand(s) lost this phase",
                           rs.phaseRule("melee"), std::nullopt});
    }
    f.dice = front == 0 ? stands : std::min(front, stands);
    o.steps.push_back(
        {u.name + ": " + std::to_string(f.dice) + " front-rank stand(s), one die each", frontRule,
         std::nullopt});
    const std::string side = params.at(hitIn).get<std::string>();
    if (side != "front" && f.dice > t.flankOrRearDice) {
        f.dice = t.flankOrRearDice;
        o.steps.push_back({u.name + " hit in the " + side + ": " + std::to_string(f.dice) + " die",
                           "/melee/flank_or_rear_dice", std::nullopt});
    }
    if (u.kind == "artillery" && f.dice > t.artilleryDicePerBattery) {
        f.dice = t.artilleryDicePerBattery;
        o.steps.push_back(
            {"Artillery never rolls more than " + std::to_string(f.dice) + " melee die per battery",
             "/melee/artillery_dice_per_battery", std::nullopt});
    }
}

// A side's front-rank dice, hitting on 5-6 shifted by its modifiers. The dice are alike and read
// only as hit or miss: the odds walk weighs how many hit.
void rollHits(const MwanRuleset& rs, Dice& dice, MeleeFighter& f, const MeleeFighter& enemy,
              Outcome& o) {
    const MeleeTable& t = rs.tables().melee;
    const Die& die = rs.tables().die;
    const int hitFrom = t.hitOn - f.modifier;
    for (int face : dice.pool(f.dice, die, "melee: " + f.unit->name + " → " + enemy.unit->name,
                              bandCuts(die, {hitFrom}))) {
        f.hits += face >= hitFrom ? 1 : 0;
    }
    o.steps.push_back({f.unit->name + ": " + std::to_string(f.dice) + " dice at " +
                           (f.modifier >= 0 ? "+" : "") + std::to_string(f.modifier) +
                           " hitting on " + std::to_string(t.hitOn) + ": " +
                           std::to_string(f.hits) + " hit(s)",
                       "/melee/hit_on", std::nullopt});
}

// The stands a side loses: the enemy's hits, less a battery's saves under M10 fire_and_melee.
void takeLosses(const MwanRuleset& rs, Dice& dice, bool meleeSaves, MeleeFighter& f,
                const MeleeFighter& enemy, Outcome& o) {
    if (f.unit->kind == "artillery" && meleeSaves) {
        f.saves = rs.artillerySaves(dice, *f.unit, enemy.hits);
        if (enemy.hits > 0) {
            o.steps.push_back({f.unit->name + " saves " + std::to_string(f.saves) + " on " +
                                   std::to_string(rs.tables().fire.artillerySaveOn) + "-" +
                                   std::to_string(rs.tables().die.highest()) +
                                   " (M10: fire and melee)",
                               "M10", std::nullopt});
        }
    }
    f.losses = std::min(enemy.hits - f.saves, f.unit->strength);
}

// Equal losses (M7): both sides cast, neither casts and they stay locked, or one side (the
// charged side or the attacker) casts first as if it had lost most.
void equalLosses(const MwanRuleset& rs, const GameState& state, const MeleeFighter& a,
                 const MeleeFighter& d, json& entry, Bookkeeping& books, Outcome& o) {
    const std::string draw = rs.option(state, "melee_draw");
    if (draw == "stay_locked") {
        entry["stage"] = "locked";
        o.steps.push_back({"Equal losses: neither casts, they stay locked (M7: stay locked)", "M7",
                           std::nullopt});
    } else if (draw == "charged_first" || draw == "attacker_first") {
        const bool charged = draw == "charged_first";
        const MeleeFighter& first = charged ? d : a;
        const MeleeFighter& then = charged ? a : d;
        entry["stage"] = "loser";
        entry["loser"] = first.unit->id;
        entry["winner"] = then.unit->id;
        rs.moraleDue(books, *first.unit, "melee", first.losses);
        o.steps.push_back(
            {"Equal losses: " + std::string(charged ? "the charged side" : "the attacker") + ", " +
                 first.unit->name + ", casts first; if it stands, " + then.unit->name +
                 " casts (M7: " + rs.label(draw) + ")",
             "M7", std::nullopt});
    } else {
        entry["stage"] = "both";
        entry["cast"] = json::array();
        rs.moraleDue(books, *a.unit, "melee", a.losses);
        rs.moraleDue(books, *d.unit, "melee", d.losses);
        o.steps.push_back(
            {"Equal losses: both sides cast morale (M7: both cast)", "M7", std::nullopt});
    }
}

// Who casts morale after the round, kept in the melee's entry of the table: nobody when a unit
// is destroyed, else the side that lost most first, then the winner (equal losses by M7).
// Returns the loser's id, or "".
std::string afterTheRound(const MwanRuleset& rs, const GameState& state, const MeleePlan& p,
                          json& table, Bookkeeping& books, Outcome& o) {
    const MeleeFighter& a = p.attacker;
    const MeleeFighter& d = p.defender;
    json entry = {{"attacker", a.unit->id},
                  {"defender", d.unit->id},
                  {"names", a.unit->name + " and " + d.unit->name},
                  {"turn", state.turn},
                  {"losses", {{a.unit->id, a.losses}, {d.unit->id, d.losses}}}};
    if (a.losses >= a.unit->strength || d.losses >= d.unit->strength) {
        o.steps.push_back({"A unit is destroyed: the melee is over", "/melee", std::nullopt});
        return {};
    }
    std::string loser;
    if (a.losses != d.losses) {
        const MeleeFighter& l = a.losses > d.losses ? a : d;
        const MeleeFighter& w = a.losses > d.losses ? d : a;
        loser = l.unit->id;
        entry["stage"] = "loser";
        entry["loser"] = l.unit->id;
        entry["winner"] = w.unit->id;
        rs.moraleDue(books, *l.unit, "melee", l.losses);
        o.steps.push_back({l.unit->name + " lost most and casts morale first; if it stands, " +
                               w.unit->name + " casts",
                           rs.phaseRule("morale"), std::nullopt});
    } else {
        equalLosses(rs, state, a, d, entry, books, o);
    }
    table[p.key] = entry;
    return loser;
}

} // namespace

MeleePlan MwanRuleset::planMelee(const json& params, const GameState& state, Outcome& o) const {
    const MeleeTable& t = tables_.melee;
    MeleePlan p;
    MeleeFighter& a = p.attacker;
    MeleeFighter& d = p.defender;
    a.unit = &actingUnit(state, params, "attacker", flag::MeleeLosses);
    d.unit = &actingUnit(state, params, "defender", flag::MeleeLosses);
    refuseWhoMayNotFight(a, d);
    const bool locked = findLockedMelee(state, p);
    const bool charging = params.at("charging").get<bool>() && !locked;
    if (locked && params.at("charging").get<bool>()) {
        o.steps.push_back({"Locked in melee from an earlier turn: no charge bonus",
                           "/melee/charging", std::nullopt});
    }
    if (charging && a.unit->attr<bool>("fired", false)) {
        throw RuleError("/params/charging",
                        a.unit->name + " fired this turn and may not fire and charge");
    }
    frontRankDice(*this, state, params, "attacker_front", "attacker_hit_in", a, o);
    frontRankDice(*this, state, params, "defender_front", "defender_hit_in", d, o);
    if (charging) {
        a.modifier += t.charging;
        o.steps.push_back({a.unit->name + " charging", "/melee/charging", t.charging});
    }
    for (auto [f, enemy] : {std::pair{&a, &d}, std::pair{&d, &a}}) {
        if (enemy->unit->attr<std::string>("cover", "none") != "none") {
            f->modifier += t.againstCover;
            o.steps.push_back({f->unit->name + " against troops in cover", "/melee/against_cover",
                               t.againstCover});
        }
    }
    p.meleeSaves = option(state, "artillery_melee_save") == "fire_and_melee";
    return p;
}

Outcome MwanRuleset::melee(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    MeleePlan p = planMelee(params, state, o);
    MeleeFighter& a = p.attacker;
    MeleeFighter& d = p.defender;
    rollHits(*this, dice, a, d, o);
    rollHits(*this, dice, d, a, o);
    takeLosses(*this, dice, p.meleeSaves, a, d, o);
    takeLosses(*this, dice, p.meleeSaves, d, a, o);
    Bookkeeping books(state);
    json& table = books.get(flag::Melees);
    table.erase(p.key);
    for (MeleeFighter* f : {&a, &d}) {
        if (f->losses > 0) {
            o.effects.push_back(Effect::casualties(f->unit->id, f->losses, "melee"));
            json& lost = books.get(flag::MeleeLosses);
            lost[f->unit->id] = lost.value(f->unit->id, 0) + f->losses;
            commanderRisk(state, *f->unit, dice, o, books);
        }
    }
    const std::string loser = afterTheRound(*this, state, p, table, books, o);
    books.emit(o.effects);
    o.summary = "Melee: " + a.unit->name + " → " + d.unit->name + ", " + std::to_string(a.hits) +
                " hit(s) to " + std::to_string(d.hits) + "; losses " + std::to_string(a.losses) +
                " and " + std::to_string(d.losses);
    o.result["attacker_dice"] = a.dice;
    o.result["defender_dice"] = d.dice;
    o.result["attacker_hits"] = a.hits;
    o.result["defender_hits"] = d.hits;
    o.result["attacker_losses"] = a.losses;
    o.result["defender_losses"] = d.losses;
    o.result["loser"] = loser;
    return o;
}

} // namespace adc::mwan
