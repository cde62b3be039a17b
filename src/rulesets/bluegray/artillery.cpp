// Cannon (against cannon, and by range band against troops) and Gatling guns.
#include "fire_modifiers.hpp"

#include <algorithm>

namespace adc::bluegray {

namespace {

const Band& pickBand(const std::vector<Band>& bands, double range, bool nearer,
                     const std::string& gun) {
    const Band* found = nullptr;
    for (const auto& b : bands) {
        if (range >= b.from && range <= b.to) {
            if (!found || !nearer) {
                found = &b;
            }
        }
    }
    if (!found) {
        throw RuleError("/params/range", "out of range: a " + gun + " reaches " +
                                             numberText(bands.back().to) + "\"");
    }
    return *found;
}

// One throw on a band's table, cannon's or the Gatling's: the step says the throw and what the
// table gives, citing the row the modified throw read.
struct BandThrow {
    int face;
    int modified;
    const Cell& cell;
};

BandThrow throwOnBand(const Tables& t, const Band& band, int throwMod, Dice& dice,
                      const std::string& purpose, Outcome& o) {
    const int face = dice.roll(t.die, purpose);
    const int modified = face + throwMod;
    const Cell& cell = lookup(band.table, modified);
    o.steps.push_back({"throw " + std::to_string(face) +
                           (throwMod ? " (modified " + std::to_string(modified) + ")" : "") + ": " +
                           describe(cell),
                       rowPointer(childPointer(band.pointer, "table"), modified, t.die),
                       std::nullopt});
    return {face, modified, cell};
}

void checkMayFireCannon(const Tables& t, const GameState& s, const Unit& u, const Unit& target) {
    if (!contains(t.cannonKinds, u.kind)) {
        throw RuleError("/params/unit", u.name + " is not a cannon");
    }
    if (u.attr<bool>("gun_out", false)) {
        throw RuleError("/params/unit", u.name + "'s gun has been knocked out");
    }
    if (u.attr<int>("moved_turn", 0) == s.turn) {
        throw RuleError("/params/unit", u.name + " moved this move: a cannon may move and load or "
                                                 "fire and load, not move, fire and load");
    }
    checkMayFire(s, u, target);
}

// Who serves the gun: fully manned, one artilleryman with a helper, a single crewman (who
// loads one move and fires the next) or soldiers who are not artillerymen.
enum class Manning { Fires, Loading, NonArtillerymen };

Manning manning(const Tables& t, const json& p, const GameState& s, const Unit& u, Outcome& o) {
    bool trained = u.attr<bool>("crew_trained", true);
    int officers = p.at("officers").get<int>();
    int helpers = p.at("helpers").get<int>();
    int gunners = (trained ? u.strength : 0) + officers;
    int others = (trained ? 0 : u.strength) + helpers;
    o.steps.push_back({"Crew: " + std::to_string(gunners) +
                           " artillerymen (officers count as "
                           "artillerymen), " +
                           std::to_string(others) + " other soldiers",
                       "/artillery/min_crew", std::nullopt});
    if (gunners >= t.minCrew) {
        return Manning::Fires;
    }
    if (gunners == 1 && others >= 1) {
        o.steps.push_back({"1 artilleryman helped by another soldier is as effective as 2",
                           "/artillery/min_crew", std::nullopt});
        return Manning::Fires;
    }
    if (gunners == 1) {
        int loading = u.attr<int>("loading_turn", 0);
        if (loading == 0 || loading >= s.turn) {
            o.effects.push_back(Effect::attr(u.id, "loading_turn", s.turn));
            o.effects.push_back(Effect::attr(u.id, "fired_turn", s.turn));
            o.steps.push_back({"Only 1 man manning the cannon: it takes an extra move to fire",
                               "/artillery/min_crew", std::nullopt});
            o.summary = "Cannon: " + u.name + " has one crewman and fires next move";
            o.result = {{"fired", false}, {"hits", 0}};
            return Manning::Loading;
        }
        o.effects.push_back(Effect::attr(u.id, "loading_turn", 0));
        o.steps.push_back({"The single crewman loaded last move and fires now",
                           "/artillery/min_crew", std::nullopt});
        return Manning::Fires;
    }
    if (others >= t.minCrew) {
        o.steps.push_back({"Manned by non-artillerymen", "/artillery/min_crew", std::nullopt});
        return Manning::NonArtillerymen;
    }
    throw RuleError("/params/unit",
                    u.name + " needs at least " + std::to_string(t.minCrew) + " crewmen to fire");
}

} // namespace

// Cannon against cannon (C.VIII.1): the table by who mans which gun and the cover, a throw, and
// for "throw again" a second throw on its own table. Returns the crewmen hit.
int BlueGrayRuleset::againstCannon(const GameState& s, const Unit& u, const Unit& target,
                                   double range, bool nonArtillerymen, Dice& dice, Outcome& o,
                                   json& result) const {
    const Band& far = t_.cannonBands.back();
    if (range > far.to) {
        throw RuleError("/params/range",
                        "out of range: a cannon reaches " + numberText(far.to) + "\"");
    }
    bool byFiring = option(s, "cannon_manned_by") == "firing_gun";
    bool amateurs = byFiring ? nonArtillerymen : !target.attr<bool>("crew_trained", true);
    bool covered = target.attr<std::string>("cover", "none") != "none";
    std::string key = amateurs ? (covered ? "non_artillerymen_under_cover" : "non_artillerymen")
                               : (covered ? "under_cover" : "plain");
    std::string read = childPointer("/artillery/against_cannon", key);
    o.steps.push_back({"Cannon against cannon: " + key + " table", read, std::nullopt});
    int face = dice.roll(t_.die, "cannon fire: " + u.name + " at " + target.name);
    Cell cell = lookup(t_.againstCannon.at(key), face);
    read = rowPointer(read, face, t_.die);
    std::string row = "throw " + std::to_string(face) + ": " + describe(cell);
    if (cell.kind == Cell::Kind::Again) {
        bool crewHit = option(s, "cannon_throw_again_high") == "crew_hit";
        int again = dice.roll(t_.die, "cannon fire: " + u.name + ", throw again");
        const std::string againKey = crewHit ? "throw_again_crew_hit" : "throw_again";
        cell = lookup(t_.againstCannon.at(againKey), again);
        read = rowPointer(childPointer("/artillery/against_cannon", againKey), again, t_.die);
        row += "; again " + std::to_string(again) + ": " + describe(cell);
    }
    o.steps.push_back({row, read, std::nullopt});
    bool knockedOut = cell.kind == Cell::Kind::KnockOut;
    if (knockedOut) {
        o.effects.push_back(Effect::attr(target.id, "gun_out", true));
    }
    const int hits = cell.kind == Cell::Kind::Hits ? cell.hits : 0;
    result = {{"hits", hits}, {"knocked_out", knockedOut}, {"table", key}};
    o.summary = "Cannon: " + u.name + " → " + target.name + ", " +
                (knockedOut ? "gun knocked out" : std::to_string(hits) + " crewmen hit");
    return hits;
}

// Cannon against troops (C.VIII.2): the range band, the modifiers, a throw on the band's table,
// and against skirmishers or individuals fewer men hit. Returns the men hit.
int BlueGrayRuleset::againstTroops(const json& p, const GameState& s, const Unit& u,
                                   const Unit& target, double range, Dice& dice, Outcome& o,
                                   json& result) const {
    bool nearer = option(s, "band_boundary") == "nearer";
    const Band& band = pickBand(t_.cannonBands, range, nearer, "cannon");
    o.steps.push_back({band.name + " (" + numberText(band.from) + "-" + numberText(band.to) + "\")",
                       band.pointer, std::nullopt});
    bool individuals = isIndividuals(t_, target);
    // G2: "Subtract 1 against target under cover." follows "Cannon against skirmishers or
    // individuals"; under skirmishers_only it belongs to that rule alone.
    int weaponCover = t_.cannonCover;
    if (!individuals && option(s, "cannon_cover_scope") == "skirmishers_only") {
        weaponCover = 0;
        if (target.attr<std::string>("cover", "none") != "none") {
            o.steps.push_back({"the cannon's own -" + std::to_string(t_.cannonCover) +
                                   " for cover is for fire at skirmishers or individuals "
                                   "(G2: skirmishers only): the general modifier applies",
                               "G2", std::nullopt});
        }
    }
    FireMods m =
        fireModifiers(*this, s, u, target, range, weaponCover, t_.cannonPointBlank, o.steps);
    if (individuals && !p.at("targets_within_area").get<bool>()) {
        throw RuleError("/params/targets_within_area",
                        "against skirmishers or individuals the targets must be within a " +
                            numberText(t_.individualsArea) + "\" area");
    }
    const auto [face, modified, cell] =
        throwOnBand(t_, band, m.throwMod, dice, "cannon fire: " + u.name + " at " + target.name, o);
    int hits = cell.hits;
    if (hits > 0 && individuals) {
        hits = std::max(0, hits - t_.individualsHits);
        o.steps.push_back({"against skirmishers or individuals: -" +
                               std::to_string(t_.individualsHits) + " from the hits",
                           "/artillery/individuals_hits", -t_.individualsHits});
    }
    if (hits > 0 && m.hitsMod != 0) {
        hits = std::max(0, hits + m.hitsMod);
    }
    result = {{"hits", hits}, {"band", band.id}, {"throw", face}, {"modified", modified}};
    o.summary = "Cannon: " + u.name + " → " + target.name + ", " + std::to_string(hits) +
                (hits == 1 ? " hit" : " hits");
    return hits;
}

// Cannon fire: may it fire, who mans it, then against a gun or against troops.
Outcome BlueGrayRuleset::cannonFire(const json& p, const GameState& s, Dice& dice) const {
    Outcome o;
    const Unit u = firerAsThePhaseBegan(*this, s, p, "unit", o);
    const Unit& target = unitParam(s, p, "target");
    double range = p.at("range").get<double>();
    checkMayFireCannon(t_, s, u, target);
    const Manning crew = manning(t_, p, s, u, o);
    if (crew == Manning::Loading) {
        return o;
    }
    json result = json::object();
    bool targetGun = contains(t_.cannonKinds, target.kind) && !target.attr<bool>("gun_out", false);
    const int hits = targetGun ? againstCannon(s, u, target, range,
                                               crew == Manning::NonArtillerymen, dice, o, result)
                               : againstTroops(p, s, u, target, range, dice, o, result);
    if (hits > 0) {
        o.effects.push_back(Effect::casualties(target.id, hits, "cannon fire: " + u.name));
    }
    markFired(o, s, u, target);
    if (p.at("flank_or_rear").get<bool>()) {
        markFlanked(o, s, u, target);
    }
    result["fired"] = true;
    o.result = result;
    return o;
}

Outcome BlueGrayRuleset::gatlingFire(const json& p, const GameState& s, Dice& dice) const {
    Outcome o;
    const Unit u = firerAsThePhaseBegan(*this, s, p, "unit", o);
    const Unit& target = unitParam(s, p, "target");
    double range = p.at("range").get<double>();
    if (u.kind != "gatling") {
        throw RuleError("/params/unit", u.name + " is not a Gatling gun");
    }
    if (u.attr<bool>("gun_out", false)) {
        throw RuleError("/params/unit", u.name + " has been knocked out");
    }
    if (u.strength < t_.gatlingMinCrew) {
        throw RuleError("/params/unit", u.name + " has nobody to work it");
    }
    checkMayFire(s, u, target);
    o.steps.push_back({"Needs only " + std::to_string(t_.gatlingMinCrew) +
                           " man, no special training; fires every move",
                       "/gatling/min_crew", std::nullopt});
    bool nearer = option(s, "band_boundary") == "nearer";
    const Band& band = pickBand(t_.gatlingBands, range, nearer, "Gatling");
    o.steps.push_back({band.name + " (" + numberText(band.from) + "-" + numberText(band.to) + "\")",
                       band.pointer, std::nullopt});
    FireMods m = fireModifiers(*this, s, u, target, range, t_.gatlingCover,
                               t_.ranges.at("point_blank"), o.steps);
    const auto [face, modified, cell] = throwOnBand(
        t_, band, m.throwMod, dice, "Gatling fire: " + u.name + " at " + target.name, o);
    int hits = cell.hits;
    if (hits > 0 && m.hitsMod != 0) {
        hits = std::max(0, hits + m.hitsMod);
    }
    if (hits > 0) {
        o.effects.push_back(Effect::casualties(target.id, hits, "Gatling fire: " + u.name));
    }
    markFired(o, s, u, target);
    if (p.at("flank_or_rear").get<bool>()) {
        markFlanked(o, s, u, target);
    }
    o.summary = "Gatling: " + u.name + " → " + target.name + ", " + std::to_string(hits) +
                (hits == 1 ? " hit" : " hits");
    o.result = {{"hits", hits}, {"band", band.id}, {"throw", face}, {"modified", modified}};
    return o;
}

} // namespace adc::bluegray
