#include "tables.hpp"

#include <algorithm>

namespace adc::jackson {

namespace {

RangeBands readBands(JsonReader& r, const std::string& p) {
    RangeBands b;
    if (!r.object(p)) {
        return b;
    }
    r.onlyKeys(p, kBands);
    b.close = r.number(p + "/close", 0.0).value_or(0);
    b.effective = r.number(p + "/effective", 0.0).value_or(0);
    b.longest = r.number(p + "/long", 0.0).value_or(0);
    if (b.close > b.effective || b.effective > b.longest) {
        r.error(p, "bands must grow: close ≤ effective ≤ long");
    }
    return b;
}

void readTroops(JsonReader& r, Tables& t, const std::vector<std::string>& kinds) {
    const std::string p = "/troop_types";
    const json* obj = r.object(p);
    if (!obj) {
        return;
    }
    r.onlyKeys(p, kinds);
    for (const auto& kind : kinds) {
        std::string k = childPointer(p, kind);
        if (!r.object(k)) {
            continue;
        }
        r.onlyKeys(
            k, {"label", "indian", "mounted", "move_dice", "limbered_move_dice", "crew", "serve"});
        TroopType tt;
        tt.label = r.string(k + "/label").value_or(kind);
        tt.indian = r.boolean(k + "/indian").value_or(false);
        tt.mounted = r.boolean(k + "/mounted").value_or(false);
        tt.moveDice = r.integer(k + "/move_dice", 0, 20).value_or(0);
        tt.crew = r.integer(k + "/crew", 0, 20).value_or(0);
        tt.serve = r.integer(k + "/serve", 0, 20).value_or(0);
        if (tt.crew > 0) {
            tt.limberedMoveDice = r.integer(k + "/limbered_move_dice", 0, 20).value_or(0);
            if (tt.serve > tt.crew) {
                r.error(k + "/serve", "cannot exceed the crew");
            }
        }
        t.troops[kind] = tt;
    }
}

void readWeapons(JsonReader& r, Tables& t) {
    const std::string p = "/weapons";
    const json* obj = r.object(p);
    if (!obj) {
        return;
    }
    for (const auto& [id, _] : obj->items()) {
        std::string w = childPointer(p, id);
        if (!r.object(w)) {
            continue;
        }
        r.onlyKeys(w, {"label", "kind", "ranges", "canister_ranges", "indian_bonus",
                       "no_horseback_bonus_for_indians"});
        Weapon wp;
        wp.label = r.string(w + "/label").value_or(id);
        wp.kind = r.oneOf(w + "/kind", {"small_arm", "gun", "gatling"}).value_or("small_arm");
        wp.ranges = readBands(r, w + "/ranges");
        if (r.has(w + "/canister_ranges")) {
            wp.canister = readBands(r, w + "/canister_ranges");
            wp.hasCanister = true;
        }
        wp.indianBonus = r.optBoolean(w + "/indian_bonus", false);
        wp.noHorsebackBonusForIndians = r.optBoolean(w + "/no_horseback_bonus_for_indians", false);
        t.weapons[id] = wp;
    }
}

void readMovement(JsonReader& r, Tables& t) {
    const std::string p = "/movement";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p,
               {"charge_dice", "charge_stop_short", "terrain", "uphill_per_level", "per_obstacle"});
    t.chargeDice = r.integer(p + "/charge_dice", 0, 10).value_or(1);
    t.chargeStopShort = r.number(p + "/charge_stop_short", 0.0).value_or(1);
    t.uphillPerLevel = r.number(p + "/uphill_per_level", 0.0).value_or(2);
    t.perObstacle = r.number(p + "/per_obstacle", 0.0).value_or(2);
    const std::string tp = p + "/terrain";
    if (const json* terr = r.object(tp)) {
        for (const auto& [id, _] : terr->items()) {
            std::string k = childPointer(tp, id);
            if (!r.object(k)) {
                continue;
            }
            r.onlyKeys(k, {"label", "fraction", "casualty_dice", "casualty_divisor"});
            Terrain tr;
            tr.label = r.string(k + "/label").value_or(id);
            tr.fraction = r.number(k + "/fraction", 0.0, 1.0).value_or(1);
            tr.casualtyDice = r.optInteger(k + "/casualty_dice", 0, 0, 10);
            tr.casualtyDivisor = r.optInteger(k + "/casualty_divisor", 1, 1, 100);
            t.terrain[id] = tr;
            t.terrainOrder.push_back(id);
        }
        if (!t.terrain.count("open")) {
            r.error(tp, "must include \"open\"");
        }
    }
}

void readFire(JsonReader& r, Tables& t) {
    const std::string p = "/fire";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"to_hit", "indian_bonus", "horseback", "aimed", "mounted_target"});
    if (r.object(p + "/to_hit")) {
        r.onlyKeys(p + "/to_hit", kBands);
        for (const auto& band : kBands) {
            std::string b = p + "/to_hit/" + band;
            if (!r.object(b)) {
                continue;
            }
            r.onlyKeys(b, kCovers);
            for (const auto& cover : kCovers) {
                t.toHit[band][cover] = r.integer(b + "/" + cover, -1, 9).value_or(0);
            }
        }
    }
    t.indianBonus = r.integer(p + "/indian_bonus", -9, 9).value_or(1);
    t.horseback = r.integer(p + "/horseback", -9, 9).value_or(1);
    t.aimed = r.integer(p + "/aimed", -9, 9).value_or(-1);
    const std::string m = p + "/mounted_target";
    if (r.object(m)) {
        r.onlyKeys(m, {"rider_hit_max", "avoid_injury_max"});
        t.riderHitMax = r.integer(m + "/rider_hit_max", -1, 9).value_or(5);
        t.avoidInjuryMax = r.integer(m + "/avoid_injury_max", -1, 9).value_or(4);
    }
}

void readArtillery(JsonReader& r, Tables& t) {
    const std::string p = "/artillery";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"shot", "canister_swath", "shell", "gatling"});
    if (r.object(p + "/shot")) {
        r.onlyKeys(p + "/shot", {"dice", "bounce_face", "bounce_kills", "kills_per_hit"});
        t.shotDice = r.integer(p + "/shot/dice", 1, 10).value_or(1);
        t.bounceFace = r.integer(p + "/shot/bounce_face", 0, 9).value_or(0);
        t.bounceKills = r.integer(p + "/shot/bounce_kills", 0, 10).value_or(1);
        t.killsPerHit = r.integer(p + "/shot/kills_per_hit", 0, 10).value_or(1);
    }
    const std::string c = p + "/canister_swath";
    if (r.object(c)) {
        r.onlyKeys(c, kBands);
        for (const auto& band : kBands) {
            std::string b = c + "/" + band;
            if (!r.object(b)) {
                continue;
            }
            r.onlyKeys(b, {"width", "length"});
            t.canisterSwath[band] = {r.number(b + "/width", 0.0).value_or(0),
                                     r.number(b + "/length", 0.0).value_or(0)};
        }
    }
    if (r.object(p + "/shell")) {
        r.onlyKeys(p + "/shell", {"burst_diameter", "dice", "hit_max"});
        t.burstDiameter = r.number(p + "/shell/burst_diameter", 0.0).value_or(5);
        t.shellDice = r.integer(p + "/shell/dice", 1, 50).value_or(10);
        t.shellHitMax = r.integer(p + "/shell/hit_max", -1, 9).value_or(6);
    }
    if (r.object(p + "/gatling")) {
        r.onlyKeys(p + "/gatling", {"dice", "jam_face"});
        t.gatlingDice = r.integer(p + "/gatling/dice", 1, 50).value_or(12);
        t.jamFace = r.integer(p + "/gatling/jam_face", 0, 9).value_or(9);
    }
}

void readMelee(JsonReader& r, Tables& t) {
    const std::string p = "/melee";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"margin_capture", "margin_kill", "modifiers", "max_rerolls"});
    t.marginCapture = r.integer(p + "/margin_capture", 1, 9).value_or(1);
    t.marginKill = r.integer(p + "/margin_kill", 1, 9).value_or(2);
    t.maxRerolls = r.integer(p + "/max_rerolls", 0, 100).value_or(10);
    const std::vector<std::string> mods = {"charging",       "soft_cover", "hard_cover",
                                           "previous_melee", "in_water",   "out_of_command",
                                           "mounted",        "indian"};
    if (r.object(p + "/modifiers")) {
        r.onlyKeys(p + "/modifiers", mods);
        for (const auto& m : mods) {
            t.meleeMods[m] = r.integer(p + "/modifiers/" + m, -9, 9).value_or(0);
        }
    }
}

void readCommandAndMorale(JsonReader& r, Tables& t) {
    if (r.object("/command")) {
        r.onlyKeys("/command", {"radius", "promote_max"});
        t.commandRadius = r.number("/command/radius", 0.0).value_or(12);
        t.promoteMax = r.integer("/command/promote_max", -1, 9).value_or(2);
    }
    if (r.object("/morale")) {
        r.onlyKeys("/morale", {"per_extra_charger", "leaderless", "extra_inches_per_die"});
        t.perExtraCharger = r.integer("/morale/per_extra_charger", -9, 9).value_or(1);
        t.leaderless = r.integer("/morale/leaderless", -9, 9).value_or(1);
        t.extraInchesPerDie = r.integer("/morale/extra_inches_per_die", 0, 9).value_or(1);
    }
}

} // namespace

const std::vector<std::string>& tableKeys() {
    static const std::vector<std::string> keys = {"troop_types", "movement", "weapons", "fire",
                                                  "artillery",   "melee",    "command", "morale"};
    return keys;
}

Tables readTables(JsonReader& r, const std::vector<std::string>& kinds) {
    Tables t;
    readTroops(r, t, kinds);
    readWeapons(r, t);
    readMovement(r, t);
    readFire(r, t);
    readArtillery(r, t);
    readMelee(r, t);
    readCommandAndMorale(r, t);
    return t;
}

const TroopType& Tables::troop(const std::string& kind) const {
    static const TroopType none{};
    auto it = troops.find(kind);
    return it == troops.end() ? none : it->second;
}

const Weapon* Tables::weapon(const std::string& id) const {
    auto it = weapons.find(id);
    return it == weapons.end() ? nullptr : &it->second;
}

} // namespace adc::jackson
