// Morale (stand on 3-6 with modifiers; failure routs one road move; artillery charged abandons
// its guns), the melee morale order, and units routed past (rallying is rally.cpp).
#include "mwan_ruleset.hpp"

#include "adc/owed_tests.hpp"

#include <algorithm>
#include <cstdlib>

namespace adc::mwan {

namespace {

bool listed(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

// The melee waiting for this unit's morale, or "" when none.
std::string meleeAwaiting(const json& table, const std::string& unit) {
    for (const auto& [key, m] : table.items()) {
        if ((m.value("attacker", "") == unit || m.value("defender", "") == unit) &&
            m.value("stage", "") != "locked") {
            return key;
        }
    }
    return {};
}

// The reason a unit casts: the one given, or for "listed" the one the engine recorded.
std::string moraleReason(const Unit& u, const json& params, const json& due) {
    std::string reason = params.at("reason").get<std::string>();
    if (reason != "listed") {
        return reason;
    }
    if (due.is_null()) {
        throw RuleError("/params/reason",
                        u.name + " is not listed to cast morale; give the reason");
    }
    return due.value("reason", "fire");
}

// The melee waiting for this unit's morale; throws RuleError when there is none or when the
// side that lost most has yet to cast.
std::string meleeCasting(const GameState& state, const json& melees, const Unit& u) {
    std::string key = meleeAwaiting(melees, u.id);
    if (key.empty()) {
        throw RuleError("/params/reason", u.name + " has no melee awaiting its morale");
    }
    const json& m = melees[key];
    if (m.value("stage", "") == "loser" && m.value("loser", "") != u.id) {
        throw RuleError("/params/unit", "the side that lost most casts first: " +
                                            state.unit(m.value("loser", ""))->name);
    }
    return key;
}

// The modifiers of one test, added up as each is told in a step.
struct MoraleModifiers {
    Outcome& o;
    int total = 0;

    void add(int size, const std::string& text, const std::string& rule) {
        total += size;
        o.steps.push_back({text, rule, size});
    }
};

// Veteran infantry, artillery, green troops and the stands removed.
void troopModifiers(const MwanRuleset& rs, const GameState& state, const Unit& u,
                    const json& params, const json& due, MoraleModifiers& mods) {
    const MoraleTable& t = rs.tables().morale;
    if (u.kind == "infantry" && listed(t.veteranQualities, u.quality)) {
        mods.add(t.veteranInfantry, "veteran infantry (" + u.quality + ")",
                 "/morale/veteran_infantry");
    }
    if (u.kind == "artillery") {
        mods.add(t.artillery, "artillery", "/morale/artillery");
    }
    if (u.quality == "green") {
        mods.add(t.green, "green troops", "/morale/green");
    }
    const int given = params.at("stands_lost").get<int>();
    if (u.kind != "infantry" && u.kind != "cavalry") {
        if (given >= 0) {
            mods.o.steps.push_back({"Stands removed (override): counts for nothing, the text "
                                    "takes stands off infantry and cavalry only",
                                    "/morale/per_stand_removed", std::nullopt});
        }
        return;
    }
    int lost = u.startStrength - u.strength;
    std::string how = "stands removed so far (M6: every stand lost)";
    if (given >= 0) {
        lost = given;
        how = "stands removed (given by the referee)";
    } else if (rs.option(state, "stand_loss_morale") == "this_cause") {
        lost = due.is_null() ? 0 : due.value("stands_lost", 0);
        how = "stands removed by this fire or melee (M6: this cause only)";
    }
    if (lost > 0) {
        mods.add(t.perStandRemoved * lost, std::to_string(lost) + " " + how,
                 "/morale/per_stand_removed");
    }
}

// The general's bonus: an attached commander's +1 or, under M12 any_general_nearby, a general
// officer nearby. It replaces the guns' +1 for green infantry, never giving less.
void generalAndGuns(const MwanRuleset& rs, const GameState& state, const Unit& u,
                    const json& params, MoraleModifiers& mods) {
    const MoraleTable& t = rs.tables().morale;
    const bool attached = !rs.attachedCommanders(state, u.id).empty();
    const bool nearbyCounts = rs.option(state, "general_bonus") == "any_general_nearby";
    const bool nearby = params.at("general_nearby").get<bool>();
    int generalBonus = 0;
    if (attached) {
        generalBonus = t.commanderAttached;
        mods.add(generalBonus, "commander attached", "/morale/commander_attached");
        if (nearby) {
            mods.o.steps.push_back({"General officer nearby: counts for nothing, the attached "
                                    "commander's bonus is the general's and is given once",
                                    "M12", std::nullopt});
        }
    } else if (nearby && nearbyCounts) {
        generalBonus = t.commanderAttached;
        mods.add(generalBonus,
                 "general officer nearby: the general's bonus (M12: any general nearby)",
                 "/morale/commander_attached");
    } else if (nearby) {
        mods.o.steps.push_back({"General officer nearby: counts for nothing under M12: "
                                "attached commander (only an attached commander is the general)",
                                "M12", std::nullopt});
    }
    if (!params.at("gun_touching").get<bool>()) {
        return;
    }
    const bool general = attached || (nearby && nearbyCounts);
    if (u.kind != "infantry" || u.quality != "green") {
        mods.o.steps.push_back({"Friendly guns touching: counts for nothing (the guns help only "
                                "green infantry)",
                                "/morale/gun_section_with_green_infantry", std::nullopt});
    } else if (general && generalBonus >= t.gunSectionWithGreenInfantry) {
        mods.o.steps.push_back({"Friendly guns touching: not cumulative with the general's "
                                "bonus, which replaces it",
                                "/morale/gun_section_with_green_infantry", std::nullopt});
    } else if (general) {
        mods.add(t.gunSectionWithGreenInfantry - generalBonus,
                 "friendly guns touching: the general's bonus is raised to the guns' (never less)",
                 "/morale/gun_section_with_green_infantry");
    } else {
        mods.add(t.gunSectionWithGreenInfantry, "friendly gun section touching green infantry",
                 "/morale/gun_section_with_green_infantry");
    }
}

// A failed test: artillery charged (or in melee) abandons its guns, anything else routs back
// one road move. Returns the rout distance (0 when the guns are abandoned).
double failMorale(const MwanRuleset& rs, const GameState& state, const Unit& u,
                  const std::string& reason, Outcome& o, bool& abandoned) {
    const MoraleTable& t = rs.tables().morale;
    if (u.kind == "artillery" && (reason == "charged" || reason == "melee")) {
        abandoned = true;
        o.effects.push_back(Effect::casualties(u.id, u.strength, "abandoned its guns"));
        o.steps.push_back({"Artillery routing when charged abandons its guns and is removed "
                           "from play",
                           "/morale", std::nullopt});
        return 0;
    }
    double written = t.routInfantry;
    std::string rule = "/morale/rout_moves/infantry";
    if (u.kind == "cavalry") {
        written = t.routCavalry;
        rule = "/morale/rout_moves/cavalry";
    } else if (u.kind == "artillery") {
        bool prolonge = rs.option(state, "artillery_rout") == "prolonge";
        written = prolonge ? t.routArtilleryProlonge : t.routArtilleryRoad;
        rule = "M14";
    }
    const double routDistance = rs.inches(state, written);
    o.effects.push_back(Effect::status(u.id, status::Routed));
    o.effects.push_back(Effect::note(u.name + " routs back " + MwanRuleset::fmt(routDistance) +
                                     "\" (one road move) and must be rallied"));
    o.steps.push_back(
        {"Routs back one road move: " + MwanRuleset::fmt(routDistance) + "\"", rule, std::nullopt});
    return routDistance;
}

// A failed test ends the melee: the other side no longer casts for it (other triggers stand).
void endMelee(const MwanRuleset& rs, json& melees, const std::string& key, json& dueOut,
              Outcome& o) {
    json& m = melees[key];
    o.steps.push_back({"The melee of " + m.value("names", key) + " is over", rs.phaseRule("morale"),
                       std::nullopt});
    for (const char* side : {"attacker", "defender"}) {
        const std::string other = m.value(side, "");
        if (!dueOut.contains(other) || dueOut[other].value("reason", "") != "melee") {
            continue;
        }
        json& entry = dueOut[other];
        if (entry.contains("after_melee")) {
            entry["reason"] = entry["after_melee"];
            entry.erase("after_melee");
        } else {
            dueOut.erase(other);
        }
    }
    melees.erase(key);
}

// A passed test moves the melee on (M: the loser casts first, then the winner; both standing
// stay locked for another turn).
void standInMelee(const MwanRuleset& rs, const GameState& state, const Unit& u, json& melees,
                  const std::string& key, Bookkeeping& books, Outcome& o) {
    json& m = melees[key];
    const std::string stage = m.value("stage", "");
    auto lock = [&] {
        m["stage"] = "locked";
        m["turn"] = state.turn;
        o.steps.push_back({"Both stand: they remain locked in melee for another turn",
                           rs.phaseRule("melee"), std::nullopt});
    };
    if (stage == "loser") {
        const std::string winner = m.value("winner", "");
        m["stage"] = "winner";
        const Unit* w = state.unit(winner);
        int wLoss = m.value("losses", json::object()).value(winner, 0);
        rs.moraleDue(books, *w, "melee", wLoss);
        o.steps.push_back({u.name + " stands: the winner, " + w->name + ", casts morale",
                           rs.phaseRule("morale"), std::nullopt});
    } else if (stage == "winner") {
        lock();
    } else if (stage == "both") {
        m["cast"].push_back(u.id);
        if (m["cast"].size() >= 2) {
            m.erase("cast");
            lock();
        }
    }
}

} // namespace

Outcome MwanRuleset::morale(const json& params, const GameState& state, Dice& dice) const {
    const MoraleTable& t = tables_.morale;
    const Unit& u = unitParam(state, params, "unit");
    if (u.kind == "commander") {
        throw RuleError("/params/unit", u.name + " is a commander: regiments cast morale");
    }
    if (u.status == status::Routed) {
        throw RuleError("/params/unit", u.name + " is already routed: it must rally");
    }
    const json* owed = owedTest(state, u.id, "morale");
    const json due = owed ? *owed : json();
    const std::string reason = moraleReason(u, params, due);
    Bookkeeping books(state);
    json& melees = books.get(flag::Melees);
    const std::string meleeKey = reason == "melee" ? meleeCasting(state, melees, u) : "";

    Outcome o;
    o.steps.push_back({"Stands on " + std::to_string(t.standsOn) + "-" +
                           std::to_string(tables_.die.highest()) + " (" + reason + ")",
                       "/morale/stands_on", std::nullopt});
    MoraleModifiers mods{o};
    troopModifiers(*this, state, u, params, due, mods);
    generalAndGuns(*this, state, u, params, mods);
    const int mod = mods.total;
    const int face = dice.roll(tables_.die, "morale: " + u.name + " (" + reason + ")");
    const int total = face + mod;
    const bool passed = total >= t.standsOn;
    o.steps.push_back({"Rolled " + std::to_string(face) + (mod >= 0 ? " + " : " - ") +
                           std::to_string(std::abs(mod)) + " = " + std::to_string(total) + ": " +
                           (passed ? "stands" : "fails"),
                       "/morale/stands_on", std::nullopt});
    json& dueOut = books.moraleDue();
    dueOut.erase(u.id);
    bool abandoned = false;
    const double routDistance = passed ? 0 : failMorale(*this, state, u, reason, o, abandoned);
    if (!meleeKey.empty() && !passed) {
        endMelee(*this, melees, meleeKey, dueOut, o);
    } else if (!meleeKey.empty()) {
        standInMelee(*this, state, u, melees, meleeKey, books, o);
    }
    books.emit(o.effects);
    o.summary = "Morale: " + u.name + " " + std::to_string(face) + " " + (mod >= 0 ? "+" : "-") +
                std::to_string(std::abs(mod)) + " = " + std::to_string(total) + ", " +
                (passed      ? "stands"
                 : abandoned ? "abandons its guns"
                             : "routs");
    o.result = {{"roll", face},           {"modifier", mod},
                {"total", total},         {"needed", t.standsOn},
                {"passed", passed},       {"routed", !passed && !abandoned},
                {"abandoned", abandoned}, {"rout_distance", routDistance}};
    return o;
}

Outcome MwanRuleset::routedPast(const json& params, const GameState& state) const {
    const Unit& r = unitParam(state, params, "routed");
    if (r.kind != "infantry" && r.kind != "cavalry") {
        throw RuleError("/params/routed", "only routing infantry or cavalry shake the units "
                                          "they pass");
    }
    if (r.status != status::Routed) {
        throw RuleError("/params/routed", r.name + " is not routed");
    }
    Outcome o;
    Bookkeeping books(state);
    json tested = json::array();
    const json& passed = params.at("passed");
    for (std::size_t i = 0; i < passed.size(); ++i) {
        const Unit* p = state.unit(passed[i].get<std::string>());
        std::string where = "/params/passed/" + std::to_string(i);
        if (p->side != r.side || p->id == r.id) {
            throw RuleError(where, p->name + " is not a friendly unit passed by " + r.name);
        }
        if (p->eliminated() || p->status == status::Routed || p->kind == "commander") {
            o.steps.push_back({p->name + " does not cast (routed, gone or a commander)",
                               "/morale/routed_past_within", std::nullopt});
            continue;
        }
        moraleDue(books, *p, "routed_past", 0);
        tested.push_back(p->id);
        o.steps.push_back({p->name + " routed past within " +
                               fmt(inches(state, tables_.morale.routedPastWithin)) +
                               "\": casts morale",
                           "/morale/routed_past_within", std::nullopt});
    }
    books.emit(o.effects);
    o.summary = "Routed past: " + r.name + " passes " + std::to_string(tested.size()) +
                " friendly unit(s), who cast morale";
    o.result = {{"must_test", tested}};
    return o;
}

} // namespace adc::mwan
