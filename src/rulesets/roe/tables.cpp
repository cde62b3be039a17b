#include "tables.hpp"

#include "adc/named_in_code.hpp"

#include "adc/builtin_rulesets.hpp" // migrate()

#include <algorithm>

namespace adc::roe {

namespace {

// Integer entries of an object, e.g. {"none": 0, "quarter": -1}.
std::map<std::string, int> intMap(JsonReader& r, const std::string& p, int min, int max) {
    std::map<std::string, int> out;
    if (const json* o = r.object(p)) {
        for (const auto& [key, _] : o->items()) {
            if (auto v = r.integer(childPointer(p, key), min, max)) {
                out[key] = *v;
            }
        }
    }
    return out;
}

void readWeapons(JsonReader& r, Tables& t) {
    if (const json* o = r.object("/weapons")) {
        for (const auto& [key, _] : o->items()) {
            std::string p = childPointer("/weapons", key);
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"label", "fires", "artillery"});
            WeaponEntry w;
            r.read(p + "/label", w.label);
            r.read(p + "/fires", w.fires);
            r.read(p + "/artillery", w.artillery);
            t.weapons[key] = w;
        }
    }
}

void readCardsAndEvents(JsonReader& r, Tables& t) {
    r.onlyKeys("/grades", {"order", "morale_level"});
    t.gradeOrder = r.stringList("/grades/order");
    t.moraleLevel = intMap(r, "/grades/morale_level", 2, 13);
    for (const auto& g : t.gradeOrder) {
        if (!t.moraleLevel.count(g)) {
            r.error("/grades/morale_level", "has no level for grade \"" + g + "\"");
        }
    }
    r.onlyKeys("/cards", {"face_ranks", "ace_rank"});
    if (const json* f = r.array("/cards/face_ranks")) {
        for (std::size_t i = 0; i < f->size(); ++i) {
            if (auto v = r.integer(childPointer("/cards/face_ranks", i), 1, 13)) {
                t.faceRanks.push_back(*v);
            }
        }
    }
    r.read("/cards/ace_rank", t.aceRank, 1, 13);
    r.onlyKeys("/random_events", {"die_sides", "events"});
    r.read("/random_events/die_sides", t.eventDieSides, 2, 100);
    if (const json* ev = r.array("/random_events/events")) {
        for (std::size_t i = 0; i < ev->size(); ++i) {
            std::string p = childPointer("/random_events/events", i);
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"roll", "name", "text"});
            RandomEvent e;
            r.read(p + "/roll", e.roll, 1, t.eventDieSides);
            r.read(p + "/name", e.name);
            r.read(p + "/text", e.text);
            t.events.push_back(e);
        }
        for (int face = 1; face <= t.eventDieSides; ++face) {
            if (!t.event(face)) {
                r.error("/random_events/events",
                        "has no event for a roll of " + std::to_string(face));
            }
        }
    }
}

// A hit number is at most the die's highest face; while die_sides is missing (already an
// error) the bound is die_sides' own limit, so one missing key is one error.
int highestFace(const Tables& t) {
    return t.fireDieSides > 0 ? t.fireDieSides : 100;
}

void readLeaderRoll(JsonReader& r, Tables& t) {
    r.onlyKeys("/leader_roll", {"dice", "die_sides", "per_additional_leader", "leader_roles",
                                "close_order_all_act"});
    r.read("/leader_roll/dice", t.leaderDice, 0, 10);
    r.read("/leader_roll/die_sides", t.leaderDieSides, 2, 100);
    r.read("/leader_roll/per_additional_leader", t.perAdditionalLeader, -6, 6);
    t.leaderRoles = r.stringList("/leader_roll/leader_roles");
    r.read("/leader_roll/close_order_all_act", t.closeOrderAllAct);
}

void readBonus(JsonReader& r, Tables& t) {
    r.onlyKeys("/bonus", {"flee_or_cover_max"});
    r.read("/bonus/flee_or_cover_max", t.fleeOrCoverMax, 0, 100);
}

// The two range bands, short then medium, each longer than the one before.
void readBands(JsonReader& r, Tables& t) {
    const json* b = r.array("/fire/bands");
    if (!b) {
        return;
    }
    for (std::size_t i = 0; i < b->size(); ++i) {
        std::string p = childPointer("/fire/bands", i);
        if (!r.object(p)) {
            continue;
        }
        r.onlyKeys(p, {"id", "label", "max"});
        RangeBand band;
        r.read(p + "/id", band.id);
        r.read(p + "/label", band.label);
        r.read(p + "/max", band.max, 0, 10000);
        if (!t.bands.empty() && band.max <= t.bands.back().max) {
            r.error(p + "/max", "must be larger than the band before");
        }
        t.bands.push_back(band);
    }
    if (t.bands.size() != 2) {
        r.error("/fire/bands", "must list the two bands, short and medium");
    }
}

// A hit number for each firing weapon and band.
void readHitOn(JsonReader& r, Tables& t) {
    if (const json* h = r.object("/fire/hit_on")) {
        for (const auto& [weapon, _] : h->items()) {
            std::string p = childPointer("/fire/hit_on", weapon);
            if (!t.weapons.count(weapon)) {
                r.error(p, "is not a weapon listed in /weapons");
            }
            t.hitOn[weapon] = intMap(r, p, 0, highestFace(t));
            for (const auto& band : t.bands) {
                if (!t.hitOn[weapon].count(band.id)) {
                    r.error(p, "has no hit number for band \"" + band.id + "\"");
                }
            }
        }
    }
    for (const auto& [id, w] : t.weapons) {
        if (w.fires && !t.hitOn.count(id)) {
            r.error("/fire/hit_on", "has no row for the firing weapon \"" + id + "\"");
        }
    }
}

void readFire(JsonReader& r, Tables& t) {
    r.onlyKeys("/fire", {"die_sides", "bands", "hit_on", "aimed_always_hits_on", "modifiers",
                         "situational_modifiers"});
    r.read("/fire/die_sides", t.fireDieSides, 2, 100);
    readBands(r, t);
    readHitOn(r, t);
    r.read("/fire/aimed_always_hits_on", t.aimedAlwaysHitsOn, 0, highestFace(t));
    const std::string m = "/fire/modifiers";
    r.onlyKeys(m, {"target_close_order", "aimed", "moving_target", "rifle_rest", "smoke_or_dark",
                   "cover"});
    r.read(m + "/target_close_order", t.modCloseOrder, -6, 6);
    r.read(m + "/aimed", t.modAimed, -6, 6);
    r.read(m + "/moving_target", t.modMoving, -6, 6);
    r.read(m + "/rifle_rest", t.modRifleRest, -6, 6);
    r.read(m + "/smoke_or_dark", t.modSmoke, -6, 6);
    t.fireCover = intMap(r, m + "/cover", -6, 6);
    t.situational = r.stringList("/fire/situational_modifiers");
}

void readMeleeAndMorale(JsonReader& r, Tables& t) {
    const std::string m = "/melee";
    r.onlyKeys(m, {"die_sides", "tie_rounds", "additional_fighter", "unarmed", "cover",
                   "cover_by_fraction", "killed_at_most", "wounded_at_most"});
    r.read(m + "/die_sides", t.meleeDieSides, 2, 100);
    r.read(m + "/tie_rounds", t.meleeTieRounds, 1, 1000);
    r.read(m + "/additional_fighter", t.meleeAdditionalFighter, -6, 6);
    r.read(m + "/unarmed", t.meleeUnarmed, -6, 6);
    t.meleeCover = intMap(r, m + "/cover", -6, 6);
    t.meleeCoverByFraction = intMap(r, m + "/cover_by_fraction", -6, 6);
    r.read(m + "/killed_at_most", t.killedAtMost, -10, 20);
    r.read(m + "/wounded_at_most", t.woundedAtMost, -10, 20);
    const std::string o = "/morale";
    r.onlyKeys(o, {"dice", "die_sides", "trigger_fraction", "per_loss", "cover",
                   "colours_in_formation", "building_on_fire", "artillery_hit_this_turn",
                   "no_leaders_left", "fixed_leader_bonus", "runaway_dice", "rally_dice_per_leader",
                   "rally_range"});
    r.read(o + "/dice", t.moraleDice, 1, 10);
    r.read(o + "/die_sides", t.moraleDieSides, 2, 100);
    r.onlyKeys(o + "/trigger_fraction", {"numerator", "denominator"});
    r.read(o + "/trigger_fraction/numerator", t.triggerNumerator, 0, 100);
    r.read(o + "/trigger_fraction/denominator", t.triggerDenominator, 1, 100);
    r.read(o + "/per_loss", t.perLoss, -6, 6);
    t.moraleCover = intMap(r, o + "/cover", -6, 6);
    r.read(o + "/colours_in_formation", t.colours, -6, 6);
    r.read(o + "/building_on_fire", t.buildingOnFire, -6, 6);
    r.read(o + "/artillery_hit_this_turn", t.artilleryHit, -6, 6);
    r.read(o + "/no_leaders_left", t.noLeaders, -6, 6);
    r.read(o + "/fixed_leader_bonus", t.fixedLeaderBonus, -6, 6);
    r.read(o + "/runaway_dice", t.runawayDice, 0, 10);
    r.read(o + "/rally_dice_per_leader", t.rallyDicePerLeader, 0, 10);
    r.read(o + "/rally_range", t.rallyRange, 0, 100);
}

void readMovement(JsonReader& r, Tables& t) {
    const std::string m = "/movement";
    r.onlyKeys(m, {"die_sides", "rates", "close_order_may_run", "leader_in_front_dice",
                   "straggler_dice", "obstacles_at_the_walk", "ladder", "obstacles",
                   "carry_wounded_factor", "assist_per_man"});
    for (const char* pace : {"walk", "run", "charge"}) {
        std::string p = m + "/rates/" + pace;
        t.rates[pace] = intMap(r, p, 0, 500);
        for (const char* kind : {"foot", "mounted"}) {
            if (!t.rates[pace].count(kind)) {
                r.error(p, std::string("has no rate for ") + kind);
            }
        }
    }
    r.read(m + "/die_sides", t.moveDieSides, 2, 100);
    r.read(m + "/close_order_may_run", t.closeOrderMayRun);
    r.read(m + "/leader_in_front_dice", t.leaderInFrontDice, 0, 10);
    r.read(m + "/straggler_dice", t.stragglerDice, 0, 10);
    r.read(m + "/obstacles_at_the_walk", t.obstaclesAtWalk);
    r.read(m + "/ladder", t.ladder, 0, 100);
    if (const json* o = r.object(m + "/obstacles")) {
        for (const auto& [key, _] : o->items()) {
            std::string p = childPointer(m + "/obstacles", key);
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"label", "inches", "assisted"});
            Obstacle ob;
            ob.id = key;
            r.read(p + "/label", ob.label);
            r.read(p + "/inches", ob.inches, -100, 100);
            r.read(p + "/assisted", ob.assisted);
            t.obstacles.push_back(ob);
        }
    }
    r.read(m + "/carry_wounded_factor", t.carryWoundedFactor, 0, 1);
    r.read(m + "/assist_per_man", t.assistPerMan, 0, 12);
}

} // namespace

// Format 1 files left these numbers in the code: a copy a referee edited then gets the values
// that program played with. A key the file already has is kept; a section it lacks is left for
// the reader to report.
void migrate(json& data, int fromFormat) {
    if (fromFormat >= 2) {
        return;
    }
    const auto fill = [&data](const char* section, const char* key, int value) {
        if (data.contains(section) && data[section].is_object() && !data[section].contains(key)) {
            data[section][key] = value;
        }
    };
    fill("fire", "die_sides", 6);
    fill("leader_roll", "die_sides", 6);
    fill("morale", "die_sides", 6);
    fill("movement", "die_sides", 6);
    fill("melee", "tie_rounds", 50);
}

const RandomEvent* Tables::event(int roll) const {
    auto it = std::find_if(events.begin(), events.end(),
                           [&](const RandomEvent& e) { return e.roll == roll; });
    return it == events.end() ? nullptr : &*it;
}

const Obstacle* Tables::obstacle(const std::string& id) const {
    auto it = std::find_if(obstacles.begin(), obstacles.end(),
                           [&](const Obstacle& o) { return o.id == id; });
    return it == obstacles.end() ? nullptr : &*it;
}

const std::vector<std::string>& tableKeys() {
    static const std::vector<std::string> keys = {
        "weapons", "grades", "cards", "random_events", "leader_roll",
        "bonus",   "fire",   "melee", "morale",        "movement"};
    return keys;
}

namespace {

// The words this module's code compares units against by name (the sanity pass): a copy
// without one would load and then play another rule, so it fails to load instead.
const std::vector<NamedInCode>& namedInCode() {
    static const std::vector<NamedInCode> names = {
        {"/unit_schema/kinds", {"sharpshooter", "artillery", "cavalry"}},
        {"/unit_schema/leader_ranks", {"officer", "sergeant", "corporal"}},
        {"/unit_schema/attributes/order/choices", {"close", "skirmish"}},
        {"/unit_schema/attributes/weapon/choices", {"musket", "shot", "none"}}};
    return names;
}

} // namespace

Tables readTables(JsonReader& r) {
    checkNamedInCode(r, namedInCode());
    Tables t;
    readWeapons(r, t);
    readCardsAndEvents(r, t);
    readLeaderRoll(r, t);
    readBonus(r, t);
    readFire(r, t);
    readMeleeAndMorale(r, t);
    readMovement(r, t);
    for (const char* c : {"none", "quarter", "half", "three_quarters"}) {
        if (!t.fireCover.count(c)) {
            r.error("/fire/modifiers/cover", std::string("has no entry for ") + c);
        }
    }
    for (const char* c : {"none", "light", "heavy"}) {
        if (!t.meleeCover.count(c)) {
            r.error("/melee/cover", std::string("has no entry for ") + c);
        }
    }
    for (const char* c : {"none", "quarter", "half", "three_quarters"}) {
        if (!t.meleeCoverByFraction.count(c)) {
            r.error("/melee/cover_by_fraction", std::string("has no entry for ") + c);
        }
    }
    for (const char* c : {"none", "open", "hard"}) {
        if (!t.moraleCover.count(c)) {
            r.error("/morale/cover", std::string("has no entry for ") + c);
        }
    }
    return t;
}

} // namespace adc::roe
