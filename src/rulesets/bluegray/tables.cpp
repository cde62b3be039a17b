#include "tables.hpp"

#include "adc/ruleset.hpp"

namespace adc::bluegray {

namespace {

FaceTable faceTable(JsonReader& r, const std::string& p) {
    FaceTable t{};
    const json* a = r.array(p);
    if (!a) {
        return t;
    }
    if (a->size() != 6) {
        r.error(p, "a d6 table needs 6 entries (faces 1-6), found " + std::to_string(a->size()));
        return t;
    }
    for (std::size_t i = 0; i < 6; ++i) {
        const json& v = (*a)[i];
        std::string cp = childPointer(p, i);
        if (v.is_string()) {
            auto word = r.oneOf(cp, {"knock_out", "again"});
            if (word) {
                t[i].kind = *word == "again" ? Cell::Kind::Again : Cell::Kind::KnockOut;
            }
        } else {
            t[i].hits = r.integer(cp, 0, 100).value_or(0);
        }
    }
    return t;
}

std::map<std::string, FaceTable> tablesByKey(JsonReader& r, const std::string& p,
                                             const std::vector<std::string>& keys) {
    std::map<std::string, FaceTable> out;
    if (!r.object(p)) {
        return out;
    }
    r.onlyKeys(p, keys);
    for (const auto& k : keys) {
        out[k] = faceTable(r, childPointer(p, k));
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
        out[k] = r.number(childPointer(p, k), min, 1000).value_or(0);
    }
    return out;
}

Rates rates(JsonReader& r, const std::string& p) {
    r.onlyKeys(p, {"cross_country", "road"});
    return {r.number(p + "/cross_country", 0, 100).value_or(0),
            r.number(p + "/road", 0, 100).value_or(0)};
}

PaceRates paceRates(JsonReader& r, const std::string& p) {
    r.onlyKeys(p, {"march", "charge"});
    return {rates(r, p + "/march"), rates(r, p + "/charge")};
}

std::vector<Band> bands(JsonReader& r, const std::string& p) {
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
        b.id = r.string(bp + "/id").value_or("");
        b.name = r.string(bp + "/name").value_or("");
        b.from = r.number(bp + "/from", 0, 1000).value_or(0);
        b.to = r.number(bp + "/to", 0, 1000).value_or(0);
        if (b.to <= b.from) {
            r.error(bp + "/to", "must be greater than from");
        }
        if (i > 0 && b.from != last) {
            r.error(bp + "/from", "bands must follow each other nearest first");
        }
        last = b.to;
        b.table = faceTable(r, bp + "/table");
        out.push_back(b);
    }
    if (out.empty()) {
        r.error(p, "needs at least one range band");
    }
    return out;
}

std::vector<int> faces(JsonReader& r, const std::string& p) {
    std::vector<int> out;
    if (const json* a = r.array(p)) {
        for (std::size_t i = 0; i < a->size(); ++i) {
            out.push_back(r.integer(childPointer(p, i), 1, 6).value_or(1));
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

const std::vector<std::string>& tableKeys() {
    static const std::vector<std::string> keys = {"before_battle", "orders",  "movement", "fire",
                                                  "artillery",     "gatling", "melee",    "morale",
                                                  "victory",       "siege"};
    return keys;
}

Tables readTables(JsonReader& r) {
    std::vector<std::string> allowed = commonRulesetKeys();
    allowed.insert(allowed.end(), tableKeys().begin(), tableKeys().end());
    r.onlyKeys("", allowed);
    Tables t;
    const std::vector<std::string> q = {"elite", "line", "recruit"};

    r.onlyKeys("/before_battle", {"deployment_zone", "no_movement_moves", "initiative_die"});
    t.deploymentZone = r.number("/before_battle/deployment_zone", 0, 1000).value_or(0);
    t.noMovementMoves = r.integer("/before_battle/no_movement_moves", 0, 10).value_or(0);
    t.initiativeDie = r.integer("/before_battle/initiative_die", 2, 100).value_or(6);

    r.onlyKeys("/orders", {"kinds", "moving", "exempt_kinds"});
    t.orderKinds = r.stringList("/orders/kinds");
    if (t.orderKinds.empty() && r.has("/orders/kinds")) {
        r.error("/orders/kinds", "must name at least one kind of order");
    }
    t.movingOrders = r.stringList("/orders/moving");
    t.orderExemptKinds = r.stringList("/orders/exempt_kinds");

    const std::string m = "/movement";
    r.onlyKeys(m, {"infantry", "cavalry", "light_bonus", "light_kinds", "obstacle", "after_charge",
                   "successive_charges", "dismount_advance", "horses_per_holder"});
    r.onlyKeys(m + "/infantry", {"line", "column"});
    t.infantryLine = paceRates(r, m + "/infantry/line");
    t.infantryColumn = paceRates(r, m + "/infantry/column");
    t.cavalry = paceRates(r, m + "/cavalry");
    t.lightBonus = r.number(m + "/light_bonus", 0, 100).value_or(0);
    t.lightKinds = r.stringList(m + "/light_kinds");
    t.obstacle = r.number(m + "/obstacle", 0, 100).value_or(0);
    r.onlyKeys(m + "/after_charge", {"infantry", "cavalry"});
    t.afterChargeInfantry = r.number(m + "/after_charge/infantry", 0, 100).value_or(0);
    t.afterChargeCavalry = r.number(m + "/after_charge/cavalry", 0, 100).value_or(0);
    t.successiveCharges = r.integer(m + "/successive_charges", 1, 10).value_or(2);
    t.dismountAdvance = r.number(m + "/dismount_advance", 0, 100).value_or(0);
    t.horsesPerHolder = r.integer(m + "/horses_per_holder", 1, 100).value_or(5);

    const std::string f = "/fire";
    r.onlyKeys(f,
               {"unit_tables", "fire_class", "unit_minimum", "ranges", "individuals", "modifiers"});
    t.unitTables = tablesByKey(r, f + "/unit_tables", q);
    if (r.object(f + "/fire_class")) {
        for (const auto& [k, _] : r.root().at("fire").at("fire_class").items()) {
            t.fireClass[k] = r.oneOf(childPointer(f + "/fire_class", k), q).value_or("line");
        }
    }
    t.unitMinimum = r.integer(f + "/unit_minimum", 1, 100).value_or(4);
    for (auto& [k, v] : numbers(r, f + "/ranges", {"rifle", "musket", "carbine", "point_blank"})) {
        t.ranges[k] = v;
    }
    const std::string ind = f + "/individuals";
    r.onlyKeys(ind, {"against_unit", "against_individuals", "skirmishers", "throw_again",
                     "officer_min_face", "individual_kinds"});
    t.indAgainstUnit = tablesByKey(r, ind + "/against_unit", q);
    t.indAgainstIndividuals = tablesByKey(r, ind + "/against_individuals", q);
    r.onlyKeys(ind + "/skirmishers", {"against_unit", "against_individuals"});
    t.skirmAgainstUnit = faceTable(r, ind + "/skirmishers/against_unit");
    t.skirmAgainstIndividuals = faceTable(r, ind + "/skirmishers/against_individuals");
    t.throwAgain = faceTable(r, ind + "/throw_again");
    t.officerMinFace = r.integer(ind + "/officer_min_face", 1, 7).value_or(5);
    t.individualKinds = r.stringList(ind + "/individual_kinds");
    const std::string mod = f + "/modifiers";
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
    t.squareMod = r.integer(mod + "/square", 0, 6).value_or(1);
    t.pointBlankBonus = r.integer(mod + "/point_blank_bonus", 0, 6).value_or(1);

    const std::string a = "/artillery";
    r.onlyKeys(a, {"min_crew", "point_blank", "bands", "against_cannon", "individuals_hits",
                   "individuals_area", "cover", "cannon_kinds"});
    t.minCrew = r.integer(a + "/min_crew", 1, 20).value_or(2);
    t.cannonPointBlank = r.number(a + "/point_blank", 0, 1000).value_or(8);
    t.cannonBands = bands(r, a + "/bands");
    t.againstCannon =
        tablesByKey(r, a + "/against_cannon",
                    {"plain", "under_cover", "non_artillerymen", "non_artillerymen_under_cover",
                     "throw_again", "throw_again_crew_hit"});
    t.individualsHits = r.integer(a + "/individuals_hits", 0, 20).value_or(2);
    t.individualsArea = r.number(a + "/individuals_area", 0, 100).value_or(3);
    t.cannonCover = r.integer(a + "/cover", 0, 6).value_or(1);
    t.cannonKinds = r.stringList(a + "/cannon_kinds");

    const std::string g = "/gatling";
    r.onlyKeys(g, {"min_crew", "bands", "cover"});
    t.gatlingMinCrew = r.integer(g + "/min_crew", 1, 20).value_or(1);
    t.gatlingBands = bands(r, g + "/bands");
    t.gatlingCover = r.integer(g + "/cover", 0, 6).value_or(1);

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
    t.loserFraction = r.number(me + "/loser_fraction", 0, 1).value_or(0.5);
    t.winnerFraction = r.number(me + "/winner_fraction", 0, 1).value_or(0.5);
    t.maxThrows = r.integer(me + "/max_throws", 1, 100).value_or(10);
    t.summedDice = r.integer(me + "/summed_dice", 2, 4).value_or(0);
    r.onlyKeys(me + "/shock", {"infantry_column", "cavalry"});
    t.shockInfantryColumn = r.integer(me + "/shock/infantry_column", 1, 100).value_or(3);
    t.shockCavalry = r.integer(me + "/shock/cavalry", 1, 100).value_or(2);

    const std::string mo = "/morale";
    r.onlyKeys(mo, {"retreat_faces", "no_test_qualities", "no_test_kinds", "rally_first_need",
                    "rally_last_need"});
    if (r.object(mo + "/retreat_faces")) {
        for (const auto& [k, _] : r.root().at("morale").at("retreat_faces").items()) {
            t.retreatFaces[k] = faces(r, childPointer(mo + "/retreat_faces", k));
        }
    }
    t.noTestQualities = r.stringList(mo + "/no_test_qualities");
    t.noTestKinds = r.stringList(mo + "/no_test_kinds");
    t.rallyFirstNeed = r.integer(mo + "/rally_first_need", 1, 6).value_or(2);
    t.rallyLastNeed = r.integer(mo + "/rally_last_need", 1, 6).value_or(6);
    if (t.rallyLastNeed < t.rallyFirstNeed) {
        r.error(mo + "/rally_last_need", "must not be below rally_first_need");
    }

    r.onlyKeys("/victory", {"loss_percent", "margin"});
    t.lossPercent = r.number("/victory/loss_percent", 0, 100).value_or(50);
    t.margin = r.number("/victory/margin", 0, 100).value_or(5);

    const std::string s = "/siege";
    r.onlyKeys(s, {"grenades_each", "grenade_range", "grenade_point_blank", "grenade_table",
                   "shoulder_to_shoulder", "radius", "gaps", "enclosed_fraction"});
    t.grenadesEach = r.integer(s + "/grenades_each", 0, 100).value_or(4);
    t.grenadeRange = r.number(s + "/grenade_range", 0, 100).value_or(6);
    t.grenadePointBlank = r.number(s + "/grenade_point_blank", 0, 100).value_or(3);
    t.grenadeTable = faceTable(r, s + "/grenade_table");
    t.shoulderToShoulder = r.integer(s + "/shoulder_to_shoulder", 0, 100).value_or(6);
    t.radius = r.number(s + "/radius", 0, 100).value_or(2);
    t.gaps = numbers(r, s + "/gaps", {"palisade", "chevaux_de_frise", "field_fortification"});
    t.enclosedFraction =
        numbers(r, s + "/enclosed_fraction", {"permanent_fortification", "field_fortification"});
    return t;
}

} // namespace adc::bluegray
