#include "tables.hpp"

#include "adc/builtin_rulesets.hpp" // migrate()
#include "adc/die_reader.hpp"

#include "adc/named_in_code.hpp"

#include <algorithm>

namespace adc::jackson {

// The bound of a number read off the die, checked against the die's own faces afterwards.
constexpr int kAnyFace = 101;

namespace {

RangeBands readBands(JsonReader& r, const std::string& p) {
    RangeBands b;
    if (!r.object(p)) {
        return b;
    }
    r.onlyKeys(p, kBands);
    r.read(p + "/close", b.close, 0.0);
    r.read(p + "/effective", b.effective, 0.0);
    r.read(p + "/long", b.longest, 0.0);
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
        r.read(k + "/label", tt.label);
        r.read(k + "/indian", tt.indian);
        r.read(k + "/mounted", tt.mounted);
        r.read(k + "/move_dice", tt.moveDice, 0, 20);
        r.read(k + "/crew", tt.crew, 0, 20);
        r.read(k + "/serve", tt.serve, 0, 20);
        if (tt.crew > 0) {
            r.read(k + "/limbered_move_dice", tt.limberedMoveDice, 0, 20);
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
        r.read(w + "/label", wp.label);
        if (auto kind = r.oneOf(w + "/kind", {"small_arm", "gun", "gatling"})) {
            wp.kind = *kind;
        }
        wp.ranges = readBands(r, w + "/ranges");
        if (r.has(w + "/canister_ranges")) {
            wp.canister = readBands(r, w + "/canister_ranges");
            wp.hasCanister = true;
        }
        // Optional flags: a weapon without them has neither bonus rule.
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
    r.read(p + "/charge_dice", t.chargeDice, 0, 10);
    r.read(p + "/charge_stop_short", t.chargeStopShort, 0.0);
    r.read(p + "/uphill_per_level", t.uphillPerLevel, 0.0);
    r.read(p + "/per_obstacle", t.perObstacle, 0.0);
    const std::string tp = p + "/terrain";
    if (const json* terr = r.object(tp)) {
        for (const auto& [id, _] : terr->items()) {
            std::string k = childPointer(tp, id);
            if (!r.object(k)) {
                continue;
            }
            r.onlyKeys(k, {"label", "fraction", "casualty_dice", "casualty_divisor"});
            Terrain tr;
            r.read(k + "/label", tr.label);
            r.read(k + "/fraction", tr.fraction, 0.0, 1.0);
            // Optional: a terrain without casualty dice costs no men (divisor 1: none halved).
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
                r.read(b + "/" + cover, t.toHit[band][cover], -1, kAnyFace);
            }
        }
    }
    r.read(p + "/indian_bonus", t.indianBonus, -9, 9);
    r.read(p + "/horseback", t.horseback, -9, 9);
    r.read(p + "/aimed", t.aimed, -9, 9);
    const std::string m = p + "/mounted_target";
    if (r.object(m)) {
        r.onlyKeys(m, {"rider_hit_max", "avoid_injury_max"});
        r.read(m + "/rider_hit_max", t.riderHitMax, -1, kAnyFace);
        r.read(m + "/avoid_injury_max", t.avoidInjuryMax, -1, kAnyFace);
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
        r.read(p + "/shot/dice", t.shotDice, 1, 10);
        r.read(p + "/shot/bounce_face", t.bounceFace, 0, kAnyFace);
        r.read(p + "/shot/bounce_kills", t.bounceKills, 0, 10);
        r.read(p + "/shot/kills_per_hit", t.killsPerHit, 0, 10);
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
            Swath& swath = t.canisterSwath[band];
            r.read(b + "/width", swath.width, 0.0);
            r.read(b + "/length", swath.length, 0.0);
        }
    }
    if (r.object(p + "/shell")) {
        r.onlyKeys(p + "/shell", {"burst_diameter", "dice", "hit_max"});
        r.read(p + "/shell/burst_diameter", t.burstDiameter, 0.0);
        r.read(p + "/shell/dice", t.shellDice, 1, 50);
        r.read(p + "/shell/hit_max", t.shellHitMax, -1, kAnyFace);
    }
    if (r.object(p + "/gatling")) {
        r.onlyKeys(p + "/gatling", {"dice", "jam_face"});
        r.read(p + "/gatling/dice", t.gatlingDice, 1, 50);
        r.read(p + "/gatling/jam_face", t.jamFace, 0, kAnyFace);
    }
}

void readMelee(JsonReader& r, Tables& t) {
    const std::string p = "/melee";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"margin_capture", "margin_kill", "modifiers", "max_rerolls"});
    r.read(p + "/margin_capture", t.marginCapture, 1, 9);
    r.read(p + "/margin_kill", t.marginKill, 1, 9);
    r.read(p + "/max_rerolls", t.maxRerolls, 0, 100);
    const std::vector<std::string> mods = {"charging",       "soft_cover", "hard_cover",
                                           "previous_melee", "in_water",   "out_of_command",
                                           "mounted",        "indian"};
    if (r.object(p + "/modifiers")) {
        r.onlyKeys(p + "/modifiers", mods);
        for (const auto& m : mods) {
            r.read(p + "/modifiers/" + m, t.meleeMods[m], -9, 9);
        }
    }
}

void readCommandAndMorale(JsonReader& r, Tables& t) {
    if (r.object("/command")) {
        r.onlyKeys("/command", {"radius", "promote_max"});
        r.read("/command/radius", t.commandRadius, 0.0);
        r.read("/command/promote_max", t.promoteMax, -1, kAnyFace);
    }
    if (r.object("/morale")) {
        r.onlyKeys("/morale", {"per_extra_charger", "leaderless", "extra_inches_per_die"});
        r.read("/morale/per_extra_charger", t.perExtraCharger, -9, 9);
        r.read("/morale/leaderless", t.leaderless, -9, 9);
        r.read("/morale/extra_inches_per_die", t.extraInchesPerDie, 0, 9);
    }
}

} // namespace

const std::vector<std::string>& tableKeys() {
    static const std::vector<std::string> keys = {"die",     "troop_types", "movement",
                                                  "weapons", "fire",        "artillery",
                                                  "melee",   "command",     "morale"};
    return keys;
}

namespace {

// The words this module's code compares units against by name (the sanity pass): a copy
// without one would load and then play another rule, so it fails to load instead.
const std::vector<NamedInCode>& namedInCode() {
    static const std::vector<NamedInCode> names = {
        {"/unit_schema/kinds", {"artillery", "gatling"}},
        {"/unit_schema/qualities", {"green", "regular", "elite"}}};
    return names;
}

} // namespace

// Format 2 files left the die in the code, a D10 read 0-9: a copy a referee edited then gets it.
void migrate(json& data, int fromFormat) {
    if (fromFormat < 3 && !data.contains("die")) {
        data["die"] = {{"sides", 10}, {"lowest", 0}};
    }
}

namespace {

// The sanity pass over the die: every number the rules read off it is one of its faces, or one
// below the lowest for "never" (the rules throw at or under these numbers).
void checkFaces(JsonReader& r, const Tables& t) {
    const Die& d = t.die;
    for (const auto& [band, covers] : t.toHit) {
        for (const auto& [cover, need] : covers) {
            checkFace(r, "/fire/to_hit/" + band + "/" + cover, need, d, Never::BelowLowest);
        }
    }
    checkFace(r, "/fire/mounted_target/rider_hit_max", t.riderHitMax, d, Never::BelowLowest);
    checkFace(r, "/fire/mounted_target/avoid_injury_max", t.avoidInjuryMax, d, Never::BelowLowest);
    checkFace(r, "/artillery/shot/bounce_face", t.bounceFace, d);
    checkFace(r, "/artillery/shell/hit_max", t.shellHitMax, d, Never::BelowLowest);
    checkFace(r, "/artillery/gatling/jam_face", t.jamFace, d);
    checkFace(r, "/command/promote_max", t.promoteMax, d, Never::BelowLowest);
}

} // namespace

Tables readTables(JsonReader& r, const std::vector<std::string>& kinds) {
    checkNamedInCode(r, namedInCode());
    Tables t;
    t.die = readDie(r, "/die");
    readTroops(r, t, kinds);
    readWeapons(r, t);
    readMovement(r, t);
    readFire(r, t);
    readArtillery(r, t);
    readMelee(r, t);
    readCommandAndMorale(r, t);
    checkFaces(r, t);
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
