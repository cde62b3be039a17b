#include "mwan_tables.hpp"

namespace adc::mwan {

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
            out[key] = r.number(childPointer(p, key), 0, kMaxInches).value_or(0);
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
        out[key] = r.integer(kp, min, max).value_or(min);
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
        f.numerator = r.integer(p + "/numerator", 1, 100).value_or(1);
        f.denominator = r.integer(p + "/denominator", 1, 100).value_or(1);
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
        m.limberedCrossCountry =
            r.number(p + "/artillery/limbered_cross_country", 0, kMaxInches).value_or(0);
        m.limberedRoad = r.number(p + "/artillery/limbered_road", 0, kMaxInches).value_or(0);
        m.unlimbered = r.number(p + "/artillery/unlimbered", 0, kMaxInches).value_or(0);
    }
    m.chargeMultiplier = r.integer(p + "/charge_multiplier", 1, 10).value_or(2);
    m.chargeFormations = r.stringList(p + "/charge_formations");
    for (std::size_t i = 0; i < m.chargeFormations.size(); ++i) {
        const auto& f = m.chargeFormations[i];
        if (f != "line" && f != "column" && f != "road_column") {
            r.error(childPointer(p + "/charge_formations", i),
                    "must be line, column or road_column");
        }
    }
    m.changeCostFraction = r.number(p + "/change_cost_fraction", 0, 1).value_or(0.5);
    m.noLimberFireLimit = r.number(p + "/no_limber_fire_limit", 0, kMaxInches).value_or(4);
}

void readFire(JsonReader& r, FireTable& f) {
    const std::string p = "/fire";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"castings_per_stand", "castings_per_die", "gun_stands_per_die", "hit_on",
                   "halved_hit_on", "doubled_group_factor", "charger_hit_on",
                   "charger_dice_multiplier", "artillery_save_on", "weapons"});
    f.castingsPerStand = r.integer(p + "/castings_per_stand", 1, 100).value_or(4);
    f.castingsPerDie = r.integer(p + "/castings_per_die", 1, 100).value_or(4);
    f.gunStandsPerDie = r.integer(p + "/gun_stands_per_die", 1, 100).value_or(1);
    f.hitOn = r.integer(p + "/hit_on", 1, 7).value_or(5);
    f.halvedHitOn = r.integer(p + "/halved_hit_on", 1, 7).value_or(6);
    f.doubledGroupFactor = r.integer(p + "/doubled_group_factor", 1, 10).value_or(2);
    f.artillerySaveOn = r.integer(p + "/artillery_save_on", 1, 7).value_or(4);
    if (r.object(p + "/weapons")) {
        for (const auto& [key, _] : r.root().at("fire").at("weapons").items()) {
            std::string wp = childPointer(p + "/weapons", key);
            if (!r.object(wp)) {
                continue;
            }
            r.onlyKeys(wp, {"name", "range", "canister", "artillery"});
            Weapon w;
            w.id = key;
            w.name = r.string(wp + "/name").value_or(key);
            w.range = r.number(wp + "/range", 0, kMaxInches).value_or(0);
            w.canister = r.optNumber(wp + "/canister", 0, 0, kMaxInches);
            w.artillery = r.boolean(wp + "/artillery").value_or(false);
            f.weapons[key] = w;
        }
    }
    f.chargerHitOn = readWeaponInts(r, p + "/charger_hit_on", f.weapons, 1, 7);
    f.chargerDiceMultiplier = readWeaponInts(r, p + "/charger_dice_multiplier", f.weapons, 1, 10);
}

void readMelee(JsonReader& r, MeleeTable& m) {
    const std::string p = "/melee";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"hit_on", "charging", "against_cover", "flank_or_rear_dice",
                   "artillery_dice_per_battery", "front_rank"});
    m.hitOn = r.integer(p + "/hit_on", 1, 7).value_or(5);
    m.charging = r.integer(p + "/charging", -6, 6).value_or(1);
    m.againstCover = r.integer(p + "/against_cover", -6, 6).value_or(-1);
    m.flankOrRearDice = r.integer(p + "/flank_or_rear_dice", 0, 100).value_or(1);
    m.artilleryDicePerBattery = r.integer(p + "/artillery_dice_per_battery", 0, 100).value_or(1);
    if (r.object(p + "/front_rank")) {
        r.onlyKeys(p + "/front_rank", {"line", "column", "road_column"});
        for (const char* f : {"line", "column", "road_column"}) {
            m.frontRank[f] = r.integer(p + "/front_rank/" + f, 0, 100).value_or(0);
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
    m.standsOn = r.integer(p + "/stands_on", 1, 7).value_or(3);
    m.veteranInfantry = r.integer(p + "/veteran_infantry", -6, 6).value_or(1);
    m.veteranQualities = r.stringList(p + "/veteran_qualities");
    m.artillery = r.integer(p + "/artillery", -6, 6).value_or(1);
    m.green = r.integer(p + "/green", -6, 6).value_or(-1);
    m.perStandRemoved = r.integer(p + "/per_stand_removed", -6, 6).value_or(-1);
    m.gunSectionWithGreenInfantry =
        r.integer(p + "/gun_section_with_green_infantry", -6, 6).value_or(1);
    m.commanderAttached = r.integer(p + "/commander_attached", -6, 6).value_or(1);
    m.routedPastWithin = r.number(p + "/routed_past_within", 0, kMaxInches).value_or(6);
    const std::string rp = p + "/rout_moves";
    if (r.object(rp)) {
        r.onlyKeys(rp, {"infantry", "cavalry", "artillery_road", "artillery_prolonge"});
        m.routInfantry = r.number(rp + "/infantry", 0, kMaxInches).value_or(12);
        m.routCavalry = r.number(rp + "/cavalry", 0, kMaxInches).value_or(18);
        m.routArtilleryRoad = r.number(rp + "/artillery_road", 0, kMaxInches).value_or(12);
        m.routArtilleryProlonge = r.number(rp + "/artillery_prolonge", 0, kMaxInches).value_or(4);
    }
}

void readRally(JsonReader& r, RallyTable& t) {
    const std::string p = "/rally";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"rallies_on", "poorly_trained", "elite", "general_present"});
    t.ralliesOn = r.integer(p + "/rallies_on", 1, 7).value_or(5);
    t.poorlyTrained = r.integer(p + "/poorly_trained", -6, 6).value_or(-1);
    t.elite = r.integer(p + "/elite", -6, 6).value_or(1);
    t.generalPresent = r.integer(p + "/general_present", -6, 6).value_or(1);
}

void readCommanders(JsonReader& r, CommanderTable& c) {
    const std::string p = "/commanders";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"death_dice", "killed_on", "keep_away_from_enemy"});
    c.deathDice = r.integer(p + "/death_dice", 1, 10).value_or(2);
    c.killedOn = r.integer(p + "/killed_on", 1, 61).value_or(12);
    c.keepAwayFromEnemy = r.number(p + "/keep_away_from_enemy", 0, kMaxInches).value_or(18);
}

} // namespace

const std::vector<std::string>& tableKeys() {
    static const std::vector<std::string> keys = {"scale",  "movement", "fire",      "melee",
                                                  "morale", "rally",    "commanders"};
    return keys;
}

Tables readTables(JsonReader& r) {
    Tables t;
    readScale(r, t);
    readMovement(r, t.movement);
    readFire(r, t.fire);
    readMelee(r, t.melee);
    readMorale(r, t.morale);
    readRally(r, t.rally);
    readCommanders(r, t.commanders);
    return t;
}

} // namespace adc::mwan
