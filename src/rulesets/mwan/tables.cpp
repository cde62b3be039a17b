#include "tables.hpp"

#include "adc/builtin_rulesets.hpp" // migrate()
#include "adc/die_reader.hpp"
#include "adc/named_in_code.hpp"

namespace adc::mwan {

// The bound of a number read off the die, checked against the die's own faces afterwards.
constexpr int kAnyFace = 101;

namespace {

constexpr double kMaxInches = 1000;

std::map<std::string, double> readRates(JsonReader& r, const std::string& p,
                                        const std::vector<std::string>& allowed) {
    std::map<std::string, double> out;
    if (!r.object(p)) {
        return out;
    }
    r.onlyKeys(p, allowed);
    for (const auto& key : allowed) {
        if (r.has(childPointer(p, key))) {
            r.read(childPointer(p, key), out[key], 0, kMaxInches);
        }
    }
    if (out.empty()) {
        r.error(p, "must give at least one movement rate");
    }
    return out;
}

std::map<std::string, int> readWeaponInts(JsonReader& r, const std::string& p,
                                          const std::map<std::string, Weapon>& weapons, int min,
                                          int max) {
    std::map<std::string, int> out;
    if (!r.object(p)) {
        return out;
    }
    for (const auto& [key, _] : r.root().at(nlohmann::json::json_pointer(p)).items()) {
        std::string kp = childPointer(p, key);
        if (!weapons.count(key)) {
            r.error(kp, "is not a weapon of /fire/weapons");
            continue;
        }
        r.read(kp, out[key], min, max);
    }
    return out;
}

void readScale(JsonReader& r, Tables& t) {
    if (!r.object("/scale")) {
        return;
    }
    for (const auto& [key, _] : r.root().at("scale").items()) {
        std::string p = childPointer("/scale", key);
        if (!r.object(p)) {
            continue;
        }
        r.onlyKeys(p, {"numerator", "denominator"});
        Fraction f;
        r.read(p + "/numerator", f.numerator, 1, 100);
        r.read(p + "/denominator", f.denominator, 1, 100);
        t.scale[key] = f;
    }
}

void readMovement(JsonReader& r, MovementTable& m) {
    const std::string p = "/movement";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"infantry", "cavalry", "artillery", "charge_multiplier", "charge_formations",
                   "change_cost_fraction", "no_limber_fire_limit"});
    m.infantry = readRates(r, p + "/infantry", {"line", "column", "road_column"});
    m.cavalry = readRates(r, p + "/cavalry", {"line", "column", "road_column"});
    if (r.object(p + "/artillery")) {
        r.onlyKeys(p + "/artillery", {"limbered_cross_country", "limbered_road", "unlimbered"});
        r.read(p + "/artillery/limbered_cross_country", m.limberedCrossCountry, 0, kMaxInches);
        r.read(p + "/artillery/limbered_road", m.limberedRoad, 0, kMaxInches);
        r.read(p + "/artillery/unlimbered", m.unlimbered, 0, kMaxInches);
    }
    r.read(p + "/charge_multiplier", m.chargeMultiplier, 1, 10);
    m.chargeFormations = r.stringList(p + "/charge_formations");
    for (std::size_t i = 0; i < m.chargeFormations.size(); ++i) {
        const auto& f = m.chargeFormations[i];
        if (f != "line" && f != "column" && f != "road_column") {
            r.error(childPointer(p + "/charge_formations", i),
                    "must be line, column or road_column");
        }
    }
    r.read(p + "/change_cost_fraction", m.changeCostFraction, 0, 1);
    r.read(p + "/no_limber_fire_limit", m.noLimberFireLimit, 0, kMaxInches);
}

void readFire(JsonReader& r, FireTable& f) {
    const std::string p = "/fire";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"castings_per_stand", "castings_per_die", "gun_stands_per_die", "hit_on",
                   "halved_hit_on", "doubled_group_factor", "charger_hit_on",
                   "charger_dice_multiplier", "artillery_save_on", "weapons"});
    r.read(p + "/castings_per_stand", f.castingsPerStand, 1, 100);
    r.read(p + "/castings_per_die", f.castingsPerDie, 1, 100);
    r.read(p + "/gun_stands_per_die", f.gunStandsPerDie, 1, 100);
    r.read(p + "/hit_on", f.hitOn, 0, kAnyFace);
    r.read(p + "/halved_hit_on", f.halvedHitOn, 0, kAnyFace);
    r.read(p + "/doubled_group_factor", f.doubledGroupFactor, 1, 10);
    r.read(p + "/artillery_save_on", f.artillerySaveOn, 0, kAnyFace);
    if (r.object(p + "/weapons")) {
        for (const auto& [key, _] : r.root().at("fire").at("weapons").items()) {
            std::string wp = childPointer(p + "/weapons", key);
            if (!r.object(wp)) {
                continue;
            }
            r.onlyKeys(wp, {"name", "range", "canister", "artillery"});
            Weapon w;
            w.id = key;
            r.read(wp + "/name", w.name);
            r.read(wp + "/range", w.range, 0, kMaxInches);
            w.canister = r.optNumber(wp + "/canister", 0, 0, kMaxInches);
            r.read(wp + "/artillery", w.artillery);
            f.weapons[key] = w;
        }
    }
    f.chargerHitOn = readWeaponInts(r, p + "/charger_hit_on", f.weapons, 0, kAnyFace);
    f.chargerDiceMultiplier = readWeaponInts(r, p + "/charger_dice_multiplier", f.weapons, 1, 10);
}

void readMelee(JsonReader& r, MeleeTable& m) {
    const std::string p = "/melee";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"hit_on", "charging", "against_cover", "flank_or_rear_dice",
                   "artillery_dice_per_battery", "front_rank"});
    r.read(p + "/hit_on", m.hitOn, 0, kAnyFace);
    r.read(p + "/charging", m.charging, -6, 6);
    r.read(p + "/against_cover", m.againstCover, -6, 6);
    r.read(p + "/flank_or_rear_dice", m.flankOrRearDice, 0, 100);
    r.read(p + "/artillery_dice_per_battery", m.artilleryDicePerBattery, 0, 100);
    if (r.object(p + "/front_rank")) {
        r.onlyKeys(p + "/front_rank", {"line", "column", "road_column"});
        for (const char* f : {"line", "column", "road_column"}) {
            r.read(p + "/front_rank/" + f, m.frontRank[f], 0, 100);
        }
    }
}

void readMorale(JsonReader& r, MoraleTable& m) {
    const std::string p = "/morale";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"stands_on", "veteran_infantry", "veteran_qualities", "artillery", "green",
                   "per_stand_removed", "gun_section_with_green_infantry", "commander_attached",
                   "routed_past_within", "rout_moves"});
    r.read(p + "/stands_on", m.standsOn, 0, kAnyFace);
    r.read(p + "/veteran_infantry", m.veteranInfantry, -6, 6);
    m.veteranQualities = r.stringList(p + "/veteran_qualities");
    r.read(p + "/artillery", m.artillery, -6, 6);
    r.read(p + "/green", m.green, -6, 6);
    r.read(p + "/per_stand_removed", m.perStandRemoved, -6, 6);
    r.read(p + "/gun_section_with_green_infantry", m.gunSectionWithGreenInfantry, -6, 6);
    r.read(p + "/commander_attached", m.commanderAttached, -6, 6);
    r.read(p + "/routed_past_within", m.routedPastWithin, 0, kMaxInches);
    const std::string rp = p + "/rout_moves";
    if (r.object(rp)) {
        r.onlyKeys(rp, {"infantry", "cavalry", "artillery_road", "artillery_prolonge"});
        r.read(rp + "/infantry", m.routInfantry, 0, kMaxInches);
        r.read(rp + "/cavalry", m.routCavalry, 0, kMaxInches);
        r.read(rp + "/artillery_road", m.routArtilleryRoad, 0, kMaxInches);
        r.read(rp + "/artillery_prolonge", m.routArtilleryProlonge, 0, kMaxInches);
    }
}

void readRally(JsonReader& r, RallyTable& t) {
    const std::string p = "/rally";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"rallies_on", "poorly_trained", "elite", "general_present"});
    r.read(p + "/rallies_on", t.ralliesOn, 0, kAnyFace);
    r.read(p + "/poorly_trained", t.poorlyTrained, -6, 6);
    r.read(p + "/elite", t.elite, -6, 6);
    r.read(p + "/general_present", t.generalPresent, -6, 6);
}

void readCommanders(JsonReader& r, CommanderTable& c) {
    const std::string p = "/commanders";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"death_dice", "killed_on", "keep_away_from_enemy"});
    r.read(p + "/death_dice", c.deathDice, 1, 10);
    r.read(p + "/killed_on", c.killedOn, 1, 61);
    r.read(p + "/keep_away_from_enemy", c.keepAwayFromEnemy, 0, kMaxInches);
}

} // namespace

const std::vector<std::string>& tableKeys() {
    static const std::vector<std::string> keys = {"die",   "scale",  "movement", "fire",
                                                  "melee", "morale", "rally",    "commanders"};
    return keys;
}

namespace {

// The words this module's code compares units against by name (the sanity pass): a copy
// without one would load and then play another rule, so it fails to load instead.
const std::vector<NamedInCode>& namedInCode() {
    static const std::vector<NamedInCode> names = {
        {"/unit_schema/kinds", {"infantry", "cavalry", "artillery", "commander"}},
        {"/unit_schema/qualities", {"green", "poorly_trained", "elite"}},
        {"/unit_schema/attributes/weapon/choices", {"none"}},
        {"/unit_schema/attributes/formation/choices", {"line", "column", "road_column"}},
        {"/unit_schema/attributes/cover/choices", {"none", "soft", "hard"}},
        {"/unit_schema/attributes/rank/choices", {"none", "brigade", "division"}}};
    return names;
}

} // namespace

// Format 2 files left the die in the code, a D6: a copy a referee edited then gets it.
void migrate(json& data, int fromFormat) {
    if (fromFormat < 3 && !data.contains("die")) {
        data["die"] = {{"sides", 6}, {"lowest", 1}};
    }
}

namespace {

// The sanity pass over the die: every number the rules read off it is one of its faces, or one
// past the highest for "never" (a 7 to hit on a D6).
void checkFaces(JsonReader& r, const Tables& t) {
    const Die& d = t.die;
    checkFace(r, "/fire/hit_on", t.fire.hitOn, d, Never::AboveHighest);
    checkFace(r, "/fire/halved_hit_on", t.fire.halvedHitOn, d, Never::AboveHighest);
    checkFace(r, "/fire/artillery_save_on", t.fire.artillerySaveOn, d, Never::AboveHighest);
    for (const auto& [weapon, on] : t.fire.chargerHitOn) {
        checkFace(r, childPointer("/fire/charger_hit_on", weapon), on, d, Never::AboveHighest);
    }
    checkFace(r, "/melee/hit_on", t.melee.hitOn, d, Never::AboveHighest);
    checkFace(r, "/morale/stands_on", t.morale.standsOn, d, Never::AboveHighest);
    checkFace(r, "/rally/rallies_on", t.rally.ralliesOn, d, Never::AboveHighest);
    const int n = t.commanders.deathDice;
    if (t.commanders.killedOn < n * d.lowest || t.commanders.killedOn > n * d.highest() + 1) {
        r.error("/commanders/killed_on", "must be a total of " + std::to_string(n) + " " +
                                             d.name() + " (" + std::to_string(n * d.lowest) + "-" +
                                             std::to_string(n * d.highest()) + "), found " +
                                             std::to_string(t.commanders.killedOn));
    }
}

} // namespace

Tables readTables(JsonReader& r) {
    checkNamedInCode(r, namedInCode());
    Tables t;
    t.die = readDie(r, "/die");
    readScale(r, t);
    readMovement(r, t.movement);
    readFire(r, t.fire);
    readMelee(r, t.melee);
    readMorale(r, t.morale);
    readRally(r, t.rally);
    readCommanders(r, t.commanders);
    checkFaces(r, t);
    return t;
}

} // namespace adc::mwan
