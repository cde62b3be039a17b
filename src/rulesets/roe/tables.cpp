#include "tables.hpp"

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
            w.label = r.string(p + "/label").value_or(key);
            w.fires = r.boolean(p + "/fires").value_or(false);
            w.artillery = r.boolean(p + "/artillery").value_or(false);
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
    t.aceRank = r.integer("/cards/ace_rank", 1, 13).value_or(1);
    r.onlyKeys("/random_events", {"die_sides", "events"});
    t.eventDieSides = r.integer("/random_events/die_sides", 2, 100).value_or(6);
    if (const json* ev = r.array("/random_events/events")) {
        for (std::size_t i = 0; i < ev->size(); ++i) {
            std::string p = childPointer("/random_events/events", i);
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"roll", "name", "text"});
            RandomEvent e;
            e.roll = r.integer(p + "/roll", 1, t.eventDieSides).value_or(0);
            e.name = r.string(p + "/name").value_or("");
            e.text = r.string(p + "/text").value_or("");
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

void readLeaderAndFire(JsonReader& r, Tables& t) {
    r.onlyKeys("/leader_roll",
               {"dice", "per_additional_leader", "leader_roles", "close_order_all_act"});
    t.leaderDice = r.integer("/leader_roll/dice", 0, 10).value_or(1);
    t.perAdditionalLeader = r.integer("/leader_roll/per_additional_leader", -6, 6).value_or(1);
    t.leaderRoles = r.stringList("/leader_roll/leader_roles");
    t.closeOrderAllAct = r.boolean("/leader_roll/close_order_all_act").value_or(true);
    r.onlyKeys("/bonus", {"flee_or_cover_max"});
    t.fleeOrCoverMax = r.number("/bonus/flee_or_cover_max", 0, 100).value_or(6);

    r.onlyKeys("/fire",
               {"bands", "hit_on", "aimed_always_hits_on", "modifiers", "situational_modifiers"});
    if (const json* b = r.array("/fire/bands")) {
        for (std::size_t i = 0; i < b->size(); ++i) {
            std::string p = childPointer("/fire/bands", i);
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"id", "label", "max"});
            RangeBand band;
            band.id = r.string(p + "/id").value_or("");
            band.label = r.string(p + "/label").value_or(band.id);
            band.max = r.number(p + "/max", 0, 10000).value_or(0);
            if (!t.bands.empty() && band.max <= t.bands.back().max) {
                r.error(p + "/max", "must be larger than the band before");
            }
            t.bands.push_back(band);
        }
        if (t.bands.size() != 2) {
            r.error("/fire/bands", "must list the two bands, short and medium");
        }
    }
    if (const json* h = r.object("/fire/hit_on")) {
        for (const auto& [weapon, _] : h->items()) {
            std::string p = childPointer("/fire/hit_on", weapon);
            if (!t.weapons.count(weapon)) {
                r.error(p, "is not a weapon listed in /weapons");
            }
            t.hitOn[weapon] = intMap(r, p, 0, 6);
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
    t.aimedAlwaysHitsOn = r.integer("/fire/aimed_always_hits_on", 0, 6).value_or(1);
    const std::string m = "/fire/modifiers";
    r.onlyKeys(m, {"target_close_order", "aimed", "moving_target", "rifle_rest", "smoke_or_dark",
                   "cover"});
    t.modCloseOrder = r.integer(m + "/target_close_order", -6, 6).value_or(0);
    t.modAimed = r.integer(m + "/aimed", -6, 6).value_or(0);
    t.modMoving = r.integer(m + "/moving_target", -6, 6).value_or(0);
    t.modRifleRest = r.integer(m + "/rifle_rest", -6, 6).value_or(0);
    t.modSmoke = r.integer(m + "/smoke_or_dark", -6, 6).value_or(0);
    t.fireCover = intMap(r, m + "/cover", -6, 6);
    t.situational = r.stringList("/fire/situational_modifiers");
}

void readMeleeAndMorale(JsonReader& r, Tables& t) {
    const std::string m = "/melee";
    r.onlyKeys(m, {"die_sides", "additional_fighter", "unarmed", "cover", "cover_by_fraction",
                   "killed_at_most", "wounded_at_most"});
    t.meleeDieSides = r.integer(m + "/die_sides", 2, 100).value_or(6);
    t.meleeAdditionalFighter = r.integer(m + "/additional_fighter", -6, 6).value_or(2);
    t.meleeUnarmed = r.integer(m + "/unarmed", -6, 6).value_or(-2);
    t.meleeCover = intMap(r, m + "/cover", -6, 6);
    t.meleeCoverByFraction = intMap(r, m + "/cover_by_fraction", -6, 6);
    t.killedAtMost = r.integer(m + "/killed_at_most", -10, 20).value_or(1);
    t.woundedAtMost = r.integer(m + "/wounded_at_most", -10, 20).value_or(2);

    const std::string o = "/morale";
    r.onlyKeys(o, {"dice", "trigger_fraction", "per_loss", "cover", "colours_in_formation",
                   "building_on_fire", "artillery_hit_this_turn", "no_leaders_left",
                   "fixed_leader_bonus", "runaway_dice", "rally_dice_per_leader", "rally_range"});
    t.moraleDice = r.integer(o + "/dice", 1, 10).value_or(2);
    r.onlyKeys(o + "/trigger_fraction", {"numerator", "denominator"});
    t.triggerNumerator = r.integer(o + "/trigger_fraction/numerator", 0, 100).value_or(1);
    t.triggerDenominator = r.integer(o + "/trigger_fraction/denominator", 1, 100).value_or(3);
    t.perLoss = r.integer(o + "/per_loss", -6, 6).value_or(-1);
    t.moraleCover = intMap(r, o + "/cover", -6, 6);
    t.colours = r.integer(o + "/colours_in_formation", -6, 6).value_or(2);
    t.buildingOnFire = r.integer(o + "/building_on_fire", -6, 6).value_or(-3);
    t.artilleryHit = r.integer(o + "/artillery_hit_this_turn", -6, 6).value_or(-1);
    t.noLeaders = r.integer(o + "/no_leaders_left", -6, 6).value_or(-2);
    t.fixedLeaderBonus = r.integer(o + "/fixed_leader_bonus", -6, 6).value_or(1);
    t.runawayDice = r.integer(o + "/runaway_dice", 0, 10).value_or(4);
    t.rallyDicePerLeader = r.integer(o + "/rally_dice_per_leader", 0, 10).value_or(1);
    t.rallyRange = r.number(o + "/rally_range", 0, 100).value_or(6);
}

void readMovement(JsonReader& r, Tables& t) {
    const std::string m = "/movement";
    r.onlyKeys(m, {"rates", "close_order_may_run", "leader_in_front_dice", "straggler_dice",
                   "obstacles_at_the_walk", "ladder", "obstacles", "carry_wounded_factor",
                   "assist_per_man"});
    for (const char* pace : {"walk", "run", "charge"}) {
        std::string p = m + "/rates/" + pace;
        t.rates[pace] = intMap(r, p, 0, 500);
        for (const char* kind : {"foot", "mounted"}) {
            if (!t.rates[pace].count(kind)) {
                r.error(p, std::string("has no rate for ") + kind);
            }
        }
    }
    t.closeOrderMayRun = r.boolean(m + "/close_order_may_run").value_or(false);
    t.leaderInFrontDice = r.integer(m + "/leader_in_front_dice", 0, 10).value_or(2);
    t.stragglerDice = r.integer(m + "/straggler_dice", 0, 10).value_or(1);
    t.obstaclesAtWalk = r.boolean(m + "/obstacles_at_the_walk").value_or(true);
    t.ladder = r.integer(m + "/ladder", 0, 100).value_or(6);
    if (const json* o = r.object(m + "/obstacles")) {
        for (const auto& [key, _] : o->items()) {
            std::string p = childPointer(m + "/obstacles", key);
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"label", "inches", "assisted"});
            Obstacle ob;
            ob.id = key;
            ob.label = r.string(p + "/label").value_or(key);
            ob.inches = r.integer(p + "/inches", -100, 100).value_or(0);
            ob.assisted = r.boolean(p + "/assisted").value_or(false);
            t.obstacles.push_back(ob);
        }
    }
    t.carryWoundedFactor = r.number(m + "/carry_wounded_factor", 0, 1).value_or(0.5);
    t.assistPerMan = r.integer(m + "/assist_per_man", 0, 12).value_or(1);
}

} // namespace

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

Tables readTables(JsonReader& r) {
    Tables t;
    readWeapons(r, t);
    readCardsAndEvents(r, t);
    readLeaderAndFire(r, t);
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
