// The 12-pdr: shot (one die, a 0 bounces), canister (a swath; the referee counts the figures
// under it) and shell (a 5" burst, ten dice; whites test to stay, Indians skedaddle).
#include "artillery.hpp"

#include "adc/owed_tests.hpp"

#include "citations.hpp"

#include "adc/dice_total.hpp"

#include <algorithm>
#include <vector>

namespace adc::jackson {

namespace {

GunShot gunShot(const JacksonRuleset& rs, const json& params, const GameState& state) {
    const Unit& gun = unitParam(state, params, "gun");
    const Unit& target = unitParam(state, params, "target");
    if (gun.side == target.side) {
        throw RuleError("/params/target", target.name + " is on the gun's own side");
    }
    const Weapon& w = weaponOf(rs, gun, "gun", "/params/gun");
    checkMayFire(rs, gun, state.turn, "/params/gun");
    return {gun, target, w, params.at("range").get<double>()};
}

int figuresUnder(const json& params, const Unit& target) {
    int n = params.at("figures_under").get<int>();
    if (n > target.strength) {
        throw RuleError("/params/figures_under",
                        target.name + " has only " + plural(target.strength, "figure", "figures"));
    }
    return n;
}

// A shot before its die: the to-hit number for the band and cover, the aim, the J8 reading.
struct ShotPlan {
    GunShot shot;
    std::string band;
    int need = 0; // a die hits when face + mod <= need
    int mod = 0;
    bool modifiedBounce = false; // J8: a modified 0 bounces, not only a natural one
    std::string toHit;           // the to-hit row read, what a miss cites
};

ShotPlan planShot(const JacksonRuleset& rs, const json& params, const GameState& state,
                  Outcome& o) {
    const Tables& t = rs.tables();
    GunShot g = gunShot(rs, params, state);
    const std::string band =
        rangeBand(rs, state, g.weapon.ranges, g.range, g.weapon.label, "/params/range");
    const std::string cover = params.at("cover").get<std::string>();
    const int need = t.toHit.at(band).at(cover);
    o.steps.push_back({"shot at " + numberText(g.range) + "\": " + band + " range (" +
                           bandsText(g.weapon.ranges) + ")",
                       pointerTo({"weapons", g.gun.attr<std::string>("weapon", ""), "ranges"}),
                       std::nullopt});
    const std::string toHit = pointerTo({"fire", "to_hit", band, cover});
    o.steps.push_back({band + ", target in " + cover + ": hits on 0-" + std::to_string(need), toHit,
                       std::nullopt});
    int mod = 0;
    if (aimApplies(rs, state, g.gun, g.weapon)) {
        mod = t.aimed;
        o.steps.push_back({"aimed last turn", pointerTo({"fire", "aimed"}), t.aimed});
    }
    return {g, band, need, mod, rs.option(state, "shot_bounce") == "modified_zero", toHit};
}

struct ShotDice {
    int hits = 0, bounces = 0, lost = 0;
};

// The shot's dice: each a miss, a hit, or a hit that bounces and kills again.
ShotDice rollShot(const Tables& t, const ShotPlan& p, Dice& dice, Outcome& o) {
    const int mod = p.mod;
    // Each die reads as a miss, a hit or a hit that bounces: the odds walk weighs those bands.
    const Die& d10 = t.die;
    const std::vector<int> bounceFaces = p.modifiedBounce
                                             ? std::vector<int>{t.bounceFace - mod + 1}
                                             : std::vector<int>{t.bounceFace, t.bounceFace + 1};
    std::vector<int> firstFaces{p.need - mod + 1};
    firstFaces.insert(firstFaces.end(), bounceFaces.begin(), bounceFaces.end());
    ShotDice r;
    for (int f :
         dice.pool(t.shotDice, d10, "shot: " + p.shot.gun.name, bandCuts(d10, firstFaces))) {
        const int m = f + mod;
        const std::string face =
            "shot: " + std::to_string(f) + (mod ? " → " + std::to_string(m) : "");
        if (m > p.need) {
            o.steps.push_back({face + " misses", p.toHit, std::nullopt});
            continue;
        }
        ++r.hits;
        r.lost += t.killsPerHit;
        o.steps.push_back(
            {face + " hits: " + plural(t.killsPerHit, "figure", "figures") + " removed",
             pointerTo({"artillery", "shot", "kills_per_hit"}), std::nullopt});
        if (p.modifiedBounce ? m <= t.bounceFace : f == t.bounceFace) {
            ++r.bounces;
            r.lost += t.bounceKills;
            o.steps.push_back({std::string("a ") + std::to_string(t.bounceFace) +
                                   (p.modifiedBounce ? " (modified, J8)" : " (natural, J8)") +
                                   ": the shot bounces and kills " +
                                   plural(t.bounceKills, "more figure", "more figures"),
                               pointerTo({"artillery", "shot", "bounce_face"}), std::nullopt});
        }
    }
    return r;
}

} // namespace

Outcome JacksonRuleset::shot(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    const ShotPlan p = planShot(*this, params, state, o);
    const GunShot& g = p.shot;
    const ShotDice r = rollShot(tables(), p, dice, o);
    const int lost = std::min(r.lost, g.target.strength);
    fireConsequences(*this, state, g.target, lost, "shot: " + g.gun.name, o);
    markFired(g.gun, o);
    o.result["hits"] = r.hits;
    o.result["bounces"] = r.bounces;
    o.result["casualties"] = lost;
    o.result["band"] = p.band;
    o.summary = "Shot: " + g.gun.name + " → " + g.target.name + ", " +
                (r.hits ? (r.bounces ? "hit and bounce" : "hit") : std::string("miss")) + ", " +
                plural(lost, "figure", "figures") + " lost";
    return o;
}

Outcome JacksonRuleset::canister(const json& params, const GameState& state) const {
    const Tables& t = tables();
    GunShot g = gunShot(*this, params, state);
    if (!g.weapon.hasCanister) {
        throw RuleError("/params/gun", g.gun.name + "'s " + g.weapon.label + " fires no canister");
    }
    const std::string band = rangeBand(*this, state, g.weapon.canister, g.range,
                                       g.weapon.label + " canister", "/params/range");
    const Swath& s = t.canisterSwath.at(band);
    const int under = figuresUnder(params, g.target);
    Outcome o;
    o.steps.push_back(
        {"canister at " + numberText(g.range) + "\": " + band + " range (" +
             bandsText(g.weapon.canister) + ")",
         pointerTo({"weapons", g.gun.attr<std::string>("weapon", ""), "canister_ranges"}),
         std::nullopt});
    o.steps.push_back({band + " swath: " + numberText(s.width) + "\" wide, " +
                           numberText(s.length) + "\" long; all " +
                           plural(under, "figure", "figures") + " under it are removed",
                       pointerTo({"artillery", "canister_swath", band}), std::nullopt});
    fireConsequences(*this, state, g.target, under, "canister: " + g.gun.name, o);
    markFired(g.gun, o);
    o.result["casualties"] = under;
    o.result["band"] = band;
    o.result["swath"] = {{"width", s.width}, {"length", s.length}};
    o.summary = "Canister: " + g.gun.name + " → " + g.target.name + ", " +
                plural(under, "figure", "figures") + " lost";
    return o;
}

ShellPlan planShell(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Outcome& o) {
    const Tables& t = rs.tables();
    GunShot g = gunShot(rs, params, state);
    const std::string band =
        rangeBand(rs, state, g.weapon.ranges, g.range, g.weapon.label, "/params/range");
    const int under = figuresUnder(params, g.target);
    o.steps.push_back({"shell at " + numberText(g.range) + "\": " + band + " range (" +
                           bandsText(g.weapon.ranges) + "); " + numberText(t.burstDiameter) +
                           "\" burst over " + plural(under, "figure", "figures"),
                       pointerTo({"artillery", "shell", "burst_diameter"}), std::nullopt});
    // J5: "Roll ten D10 (hits on 0-6)" whatever the range and cover, or (range_and_cover) less
    // one for each step the to-hit table drops from close range in the open.
    int hitMax = t.shellHitMax;
    if (rs.option(state, "shell_modifiers") == "range_and_cover") {
        const std::string cover = params.at("cover").get<std::string>();
        hitMax -= t.toHit.at("close").at("open") - t.toHit.at(band).at(cover);
        o.steps.push_back({std::to_string(t.shellDice) + " dice hit on 0-" +
                               std::to_string(hitMax) + ": 0-" + std::to_string(t.shellHitMax) +
                               " less the to-hit table's steps for " + band + " range and " +
                               cover + " cover (J5: range and cover)",
                           "J5", std::nullopt});
    } else {
        o.steps.push_back({std::to_string(t.shellDice) + " dice hit on 0-" +
                               std::to_string(hitMax) + " whatever the range and cover (J5)",
                           pointerTo({"artillery", "shell", "hit_max"}), std::nullopt});
    }
    const bool capped = rs.option(state, "shell_hits") == "fixed_capped";
    // Indians about face and skedaddle a charge move: their move dice plus the charge die.
    const int skedaddleDice =
        isIndian(rs, g.target) ? t.troop(g.target.kind).moveDice + t.chargeDice : 0;
    return {g, band, hitMax, under, capped, skedaddleDice};
}

Outcome JacksonRuleset::shell(const json& params, const GameState& state, Dice& dice) const {
    const Tables& t = tables();
    Outcome o;
    const ShellPlan p = planShell(*this, params, state, o);
    const GunShot& g = p.shot;
    // The ten dice are alike and read only as hit or miss: the odds walk weighs how many hit.
    int hits = 0;
    for (int f :
         dice.pool(t.shellDice, t.die, "shell: " + g.gun.name, bandCuts(t.die, {p.hitMax + 1}))) {
        hits += f <= p.hitMax ? 1 : 0;
    }
    const int lost = p.lost(hits);
    o.steps.push_back(
        {plural(hits, "hit", "hits") +
             (p.capped ? " among the figures under the burst (J5 capped): " : " (J5 uncapped): ") +
             plural(lost, "figure", "figures") + " removed",
         "J5", std::nullopt});
    if (lost > 0) {
        o.effects.push_back(Effect::casualties(g.target.id, lost, "shell: " + g.gun.name));
    }
    markFired(g.gun, o);
    o.result["hits"] = hits;
    o.result["casualties"] = lost;
    o.result["band"] = p.band;
    const bool wipedOut = lost >= g.target.strength;
    if (p.skedaddleDice > 0 && !wipedOut) {
        const int n = p.skedaddleDice;
        const int inches = rollTotal(dice, n, t.die, "skedaddle: " + g.target.name);
        o.steps.push_back({g.target.name +
                               " are Indians under shell fire: they about face and "
                               "skedaddle a charge move of " +
                               numberText(inches) + "\" (" + std::to_string(n) + "D10)",
                           pointerTo({"movement", "charge_dice"}), std::nullopt});
        o.effects.push_back(Effect::status(g.target.id, status::Retreating));
        o.result["skedaddle_inches"] = inches;
        o.result["morale_test"] = false;
    } else if (!wipedOut) {
        o.steps.push_back({g.target.name + " must test morale to remain in the area",
                           pointerTo({"artillery", "shell"}), std::nullopt});
        o.effects.push_back(Effect::owed(g.target.id, "morale", {{"reason", "under shell fire"}}));
        o.result["morale_test"] = true;
    }
    o.summary = "Shell: " + g.gun.name + " → " + g.target.name + ", " +
                plural(hits, "hit", "hits") + ", " + plural(lost, "figure", "figures") + " lost" +
                (o.result.contains("skedaddle_inches") ? ", they skedaddle" : "");
    return o;
}

} // namespace adc::jackson
