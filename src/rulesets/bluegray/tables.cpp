#include "tables.hpp"

#include "adc/die_reader.hpp"
#include "adc/named_in_code.hpp"

#include "adc/builtin_rulesets.hpp" // migrate()

#include "adc/ruleset.hpp"

#include <algorithm>

namespace adc::bluegray {

namespace {

// One entry per face of the die, from face 1.
FaceTable faceTable(JsonReader& r, const std::string& p, const Die& die) {
    FaceTable t(static_cast<std::size_t>(die.sides));
    const json* a = r.array(p);
    if (!a) {
        return t;
    }
    if (a->size() != t.size()) {
        r.error(p, "a table of the " + die.name() + " needs " + std::to_string(die.sides) +
                       " entries (faces 1-" + std::to_string(die.highest()) + "), found " +
                       std::to_string(a->size()));
        return t;
    }
    for (std::size_t i = 0; i < t.size(); ++i) {
        const json& v = (*a)[i];
        std::string cp = childPointer(p, i);
        if (v.is_string()) {
            auto word = r.oneOf(cp, {"knock_out", "again"});
            if (word) {
                t[i].kind = *word == "again" ? Cell::Kind::Again : Cell::Kind::KnockOut;
            }
        } else {
            r.read(cp, t[i].hits, 0, 100);
        }
    }
    return t;
}

std::map<std::string, FaceTable> tablesByKey(JsonReader& r, const std::string& p,
                                             const std::vector<std::string>& keys, const Die& die) {
    std::map<std::string, FaceTable> out;
    if (!r.object(p)) {
        return out;
    }
    r.onlyKeys(p, keys);
    for (const auto& k : keys) {
        out[k] = faceTable(r, childPointer(p, k), die);
    }
    return out;
}

std::map<std::string, double> numbers(JsonReader& r, const std::string& p,
                                      const std::vector<std::string>& keys, double min = 0) {
    std::map<std::string, double> out;
    if (!r.object(p)) {
        return out;
    }
    r.onlyKeys(p, keys);
    for (const auto& k : keys) {
        r.read(childPointer(p, k), out[k], min, 1000);
    }
    return out;
}

Rates rates(JsonReader& r, const std::string& p) {
    r.onlyKeys(p, {"cross_country", "road"});
    Rates out;
    r.read(p + "/cross_country", out.crossCountry, 0, 100);
    r.read(p + "/road", out.road, 0, 100);
    return out;
}

PaceRates paceRates(JsonReader& r, const std::string& p) {
    r.onlyKeys(p, {"march", "charge"});
    return {rates(r, p + "/march"), rates(r, p + "/charge")};
}

std::vector<Band> bands(JsonReader& r, const std::string& p, const Die& die) {
    std::vector<Band> out;
    const json* a = r.array(p);
    if (!a) {
        return out;
    }
    double last = 0;
    for (std::size_t i = 0; i < a->size(); ++i) {
        std::string bp = childPointer(p, i);
        r.onlyKeys(bp, {"id", "name", "from", "to", "table"});
        Band b;
        b.pointer = bp;
        r.read(bp + "/id", b.id);
        r.read(bp + "/name", b.name);
        r.read(bp + "/from", b.from, 0, 1000);
        r.read(bp + "/to", b.to, 0, 1000);
        if (b.to <= b.from) {
            r.error(bp + "/to", "must be greater than from");
        }
        if (i > 0 && b.from != last) {
            r.error(bp + "/from", "bands must follow each other nearest first");
        }
        last = b.to;
        b.table = faceTable(r, bp + "/table", die);
        out.push_back(b);
    }
    if (out.empty()) {
        r.error(p, "needs at least one range band");
    }
    return out;
}

std::vector<int> faces(JsonReader& r, const std::string& p, const Die& die) {
    std::vector<int> out;
    if (const json* a = r.array(p)) {
        for (std::size_t i = 0; i < a->size(); ++i) {
            int face = 0;
            r.read(childPointer(p, i), face, die.lowest, die.highest());
            out.push_back(face);
        }
    }
    return out;
}

} // namespace

std::string describe(const Cell& c) {
    switch (c.kind) {
    case Cell::Kind::KnockOut:
        return "knock out the field piece";
    case Cell::Kind::Again:
        return "throw again";
    case Cell::Kind::Hits:
        break;
    }
    if (c.hits == 0) {
        return "miss";
    }
    return "hit " + std::to_string(c.hits) + (c.hits == 1 ? " man" : " men");
}

std::string rowPointer(const std::string& table, int modifiedThrow, const Die& die) {
    const int face = std::clamp(modifiedThrow, 1, die.highest());
    return childPointer(table, static_cast<std::size_t>(face - 1));
}

const std::vector<std::string>& tableKeys() {
    static const std::vector<std::string> keys = {"die",    "before_battle", "orders",  "movement",
                                                  "fire",   "artillery",     "gatling", "melee",
                                                  "morale", "victory",       "siege"};
    return keys;
}

namespace {

const std::vector<std::string>& qualities() {
    static const std::vector<std::string> q = {"elite", "line", "recruit"};
    return q;
}

void readBeforeBattle(JsonReader& r, Tables& t) {
    const std::string b = "/before_battle";
    r.onlyKeys(b, {"deployment_zone", "no_movement_moves", "initiative_die", "initiative_rounds"});
    r.read(b + "/deployment_zone", t.deploymentZone, 0, 1000);
    r.read(b + "/no_movement_moves", t.noMovementMoves, 0, 10);
    r.read(b + "/initiative_die", t.initiativeDie, 2, 100);
    r.read(b + "/initiative_rounds", t.initiativeRounds, 1, 1000);
}

void readOrders(JsonReader& r, Tables& t) {
    r.onlyKeys("/orders", {"kinds", "moving", "exempt_kinds"});
    t.orderKinds = r.stringList("/orders/kinds");
    if (t.orderKinds.empty() && r.has("/orders/kinds")) {
        r.error("/orders/kinds", "must name at least one kind of order");
    }
    t.movingOrders = r.stringList("/orders/moving");
    t.orderExemptKinds = r.stringList("/orders/exempt_kinds");
}

void readMovement(JsonReader& r, Tables& t) {
    const std::string m = "/movement";
    r.onlyKeys(m, {"infantry", "cavalry", "light_bonus", "light_kinds", "obstacle", "after_charge",
                   "successive_charges", "dismount_advance", "horses_per_holder"});
    r.onlyKeys(m + "/infantry", {"line", "column"});
    t.infantryLine = paceRates(r, m + "/infantry/line");
    t.infantryColumn = paceRates(r, m + "/infantry/column");
    t.cavalry = paceRates(r, m + "/cavalry");
    r.read(m + "/light_bonus", t.lightBonus, 0, 100);
    t.lightKinds = r.stringList(m + "/light_kinds");
    r.read(m + "/obstacle", t.obstacle, 0, 100);
    r.onlyKeys(m + "/after_charge", {"infantry", "cavalry"});
    r.read(m + "/after_charge/infantry", t.afterChargeInfantry, 0, 100);
    r.read(m + "/after_charge/cavalry", t.afterChargeCavalry, 0, 100);
    r.read(m + "/successive_charges", t.successiveCharges, 1, 10);
    r.read(m + "/dismount_advance", t.dismountAdvance, 0, 100);
    r.read(m + "/horses_per_holder", t.horsesPerHolder, 1, 100);
}

void readIndividualsFire(JsonReader& r, Tables& t) {
    const std::string ind = "/fire/individuals";
    r.onlyKeys(ind, {"against_unit", "against_individuals", "skirmishers", "throw_again",
                     "officer_min_face", "individual_kinds"});
    t.indAgainstUnit = tablesByKey(r, ind + "/against_unit", qualities(), t.die);
    t.indAgainstIndividuals = tablesByKey(r, ind + "/against_individuals", qualities(), t.die);
    r.onlyKeys(ind + "/skirmishers", {"against_unit", "against_individuals"});
    t.skirmAgainstUnit = faceTable(r, ind + "/skirmishers/against_unit", t.die);
    t.skirmAgainstIndividuals = faceTable(r, ind + "/skirmishers/against_individuals", t.die);
    t.throwAgain = faceTable(r, ind + "/throw_again", t.die);
    r.read(ind + "/officer_min_face", t.officerMinFace, 1, 7);
    t.individualKinds = r.stringList(ind + "/individual_kinds");
}

void readFireModifiers(JsonReader& r, Tables& t) {
    const std::string mod = "/fire/modifiers";
    r.onlyKeys(mod, {"cover", "enclosed", "square", "point_blank_bonus"});
    for (auto& [k, v] : numbers(r, mod + "/cover",
                                {"woods", "stone_wall", "building", "field_fortification",
                                 "permanent_fortification"})) {
        t.coverMod[k] = static_cast<int>(v);
    }
    for (auto& [k, v] :
         numbers(r, mod + "/enclosed", {"field_fortification", "permanent_fortification"})) {
        t.enclosedMod[k] = static_cast<int>(v);
    }
    r.read(mod + "/square", t.squareMod, 0, 6);
    r.read(mod + "/point_blank_bonus", t.pointBlankBonus, 0, 6);
}

void readFire(JsonReader& r, Tables& t) {
    const std::string f = "/fire";
    r.onlyKeys(f,
               {"unit_tables", "fire_class", "unit_minimum", "ranges", "individuals", "modifiers"});
    t.unitTables = tablesByKey(r, f + "/unit_tables", qualities(), t.die);
    if (const json* classes = r.object(f + "/fire_class")) {
        for (const auto& [k, _] : classes->items()) {
            if (auto q = r.oneOf(childPointer(f + "/fire_class", k), qualities())) {
                t.fireClass[k] = *q;
            }
        }
    }
    r.read(f + "/unit_minimum", t.unitMinimum, 1, 100);
    t.ranges = numbers(r, f + "/ranges", {"rifle", "musket", "carbine", "point_blank"});
    readIndividualsFire(r, t);
    readFireModifiers(r, t);
}

void readArtillery(JsonReader& r, Tables& t) {
    const std::string a = "/artillery";
    r.onlyKeys(a, {"min_crew", "point_blank", "bands", "against_cannon", "individuals_hits",
                   "individuals_area", "cover", "cannon_kinds"});
    r.read(a + "/min_crew", t.minCrew, 1, 20);
    r.read(a + "/point_blank", t.cannonPointBlank, 0, 1000);
    t.cannonBands = bands(r, a + "/bands", t.die);
    t.againstCannon =
        tablesByKey(r, a + "/against_cannon",
                    {"plain", "under_cover", "non_artillerymen", "non_artillerymen_under_cover",
                     "throw_again", "throw_again_crew_hit"},
                    t.die);
    r.read(a + "/individuals_hits", t.individualsHits, 0, 20);
    r.read(a + "/individuals_area", t.individualsArea, 0, 100);
    r.read(a + "/cover", t.cannonCover, 0, 6);
    t.cannonKinds = r.stringList(a + "/cannon_kinds");
}

void readGatling(JsonReader& r, Tables& t) {
    const std::string g = "/gatling";
    r.onlyKeys(g, {"min_crew", "bands", "cover"});
    r.read(g + "/min_crew", t.gatlingMinCrew, 1, 20);
    t.gatlingBands = bands(r, g + "/bands", t.die);
    r.read(g + "/cover", t.gatlingCover, 0, 6);
}

void readMelee(JsonReader& r, Tables& t) {
    const std::string me = "/melee";
    r.onlyKeys(me, {"values", "cover_bonus", "join_distance", "loser_fraction", "winner_fraction",
                    "max_throws", "summed_dice", "shock"});
    t.meleeValues = numbers(r, me + "/values",
                            {"cavalry", "officer", "square", "dismounted_cavalry", "elite", "line",
                             "recruit", "engineer", "artillery", "horse_artillery", "gatling"});
    t.coverBonus =
        numbers(r, me + "/cover_bonus",
                {"open_field", "open_permanent", "enclosed_field", "enclosed_permanent"});
    t.joinDistance = numbers(r, me + "/join_distance", {"infantry", "cavalry"});
    r.read(me + "/loser_fraction", t.loserFraction, 0, 1);
    r.read(me + "/winner_fraction", t.winnerFraction, 0, 1);
    r.read(me + "/max_throws", t.maxThrows, 1, 100);
    r.read(me + "/summed_dice", t.summedDice, 2, 4);
    r.onlyKeys(me + "/shock", {"infantry_column", "cavalry", "front_rank_men"});
    r.read(me + "/shock/infantry_column", t.shockInfantryColumn, 1, 100);
    r.read(me + "/shock/cavalry", t.shockCavalry, 1, 100);
    r.read(me + "/shock/front_rank_men", t.shockFrontRankMen, 1, 100);
}

void readMorale(JsonReader& r, Tables& t) {
    const std::string mo = "/morale";
    r.onlyKeys(mo, {"retreat_faces", "no_test_qualities", "no_test_kinds", "rally_first_need",
                    "rally_last_need"});
    if (const json* retreat = r.object(mo + "/retreat_faces")) {
        for (const auto& [k, _] : retreat->items()) {
            t.retreatFaces[k] = faces(r, childPointer(mo + "/retreat_faces", k), t.die);
        }
    }
    t.noTestQualities = r.stringList(mo + "/no_test_qualities");
    t.noTestKinds = r.stringList(mo + "/no_test_kinds");
    r.read(mo + "/rally_first_need", t.rallyFirstNeed, 1, 6);
    r.read(mo + "/rally_last_need", t.rallyLastNeed, 1, 6);
    if (t.rallyLastNeed < t.rallyFirstNeed) {
        r.error(mo + "/rally_last_need", "must not be below rally_first_need");
    }
}

void readVictory(JsonReader& r, Tables& t) {
    r.onlyKeys("/victory", {"loss_percent", "margin"});
    r.read("/victory/loss_percent", t.lossPercent, 0, 100);
    r.read("/victory/margin", t.margin, 0, 100);
}

void readSiege(JsonReader& r, Tables& t) {
    const std::string s = "/siege";
    r.onlyKeys(s, {"grenades_each", "grenade_range", "grenade_point_blank", "grenade_table",
                   "shoulder_to_shoulder", "radius", "gaps", "enclosed_fraction"});
    r.read(s + "/grenades_each", t.grenadesEach, 0, 100);
    r.read(s + "/grenade_range", t.grenadeRange, 0, 100);
    r.read(s + "/grenade_point_blank", t.grenadePointBlank, 0, 100);
    t.grenadeTable = faceTable(r, s + "/grenade_table", t.die);
    r.read(s + "/shoulder_to_shoulder", t.shoulderToShoulder, 0, 100);
    r.read(s + "/radius", t.radius, 0, 100);
    t.gaps = numbers(r, s + "/gaps", {"palisade", "chevaux_de_frise", "field_fortification"});
    t.enclosedFraction =
        numbers(r, s + "/enclosed_fraction", {"permanent_fortification", "field_fortification"});
}

} // namespace

// Format 1 files left these numbers in the code, and format 2 the die: a copy a referee edited
// then gets the values that program played with. A key the file already has is kept; a section
// it lacks is left for the reader to report.
void migrate(json& data, int fromFormat) {
    if (fromFormat < 3 && !data.contains("die")) {
        data["die"] = {{"sides", 6}, {"lowest", 1}}; // format 2 left the D6 in the code
    }
    if (fromFormat >= 2) {
        return;
    }
    json* before = data.contains("before_battle") ? &data["before_battle"] : nullptr;
    if (before && before->is_object() && !before->contains("initiative_rounds")) {
        (*before)["initiative_rounds"] = 20;
    }
    json* melee = data.contains("melee") ? &data["melee"] : nullptr;
    json* shock =
        melee && melee->is_object() && melee->contains("shock") ? &(*melee)["shock"] : nullptr;
    if (shock && shock->is_object() && !shock->contains("front_rank_men")) {
        (*shock)["front_rank_men"] = 2;
    }
}

namespace {

// The words this module's code compares units against by name (the sanity pass): a copy
// without one would load and then play another rule, so it fails to load instead.
const std::vector<NamedInCode>& namedInCode() {
    static const std::vector<NamedInCode> names = {
        {"/unit_schema/kinds",
         {"infantry", "light_infantry", "skirmisher", "individual", "cavalry", "artillery",
          "horse_artillery", "gatling", "engineer", "officer"}},
        {"/unit_schema/qualities", {"elite", "line"}},
        {"/unit_schema/attributes", {"men_per_figure"}},
        {"/unit_schema/attributes/weapon/choices", {"rifle", "none"}},
        {"/unit_schema/attributes/formation/choices", {"line", "column", "square"}},
        {"/unit_schema/attributes/mount/choices", {"auto", "mounted", "dismounted"}},
        {"/unit_schema/attributes/cover/choices",
         {"none", "field_fortification", "permanent_fortification"}},
        {"/unit_schema/attributes/horses/choices", {"none", "held", "picketed", "stampeded"}}};
    return names;
}

} // namespace

// One reader per top-level section of bluegray.json, in the order of the file.
Tables readTables(JsonReader& r) {
    std::vector<std::string> allowed = commonRulesetKeys();
    allowed.insert(allowed.end(), tableKeys().begin(), tableKeys().end());
    r.onlyKeys("", allowed);
    checkNamedInCode(r, namedInCode());
    Tables t;
    t.die = readDie(r, "/die");
    if (t.die.lowest != 1) {
        r.error("/die/lowest", "must be 1: the tables of these rules are written from face 1");
    }
    readBeforeBattle(r, t);
    readOrders(r, t);
    readMovement(r, t);
    readFire(r, t);
    readArtillery(r, t);
    readGatling(r, t);
    readMelee(r, t);
    readMorale(r, t);
    readVictory(r, t);
    readSiege(r, t);
    return t;
}

} // namespace adc::bluegray
