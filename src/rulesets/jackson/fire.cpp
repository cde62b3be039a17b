// Small-arms fire and the Gatling gun: one D10 per man (or 12 for the Gatling) against the
// to-hit number for the range band and the target's cover; hits on mounted troops decide
// between rider and mount.
#include "fire.hpp"

#include "citations.hpp"

#include "adc/dice_total.hpp"

#include <algorithm>
#include <vector>

namespace adc::jackson {

namespace {

struct HitsOnTarget {
    int casualties = 0;
    int ridersHit = 0;
    int mountsHit = 0;
    int unhorsed = 0;
};

// Each hit on troops still on horseback: 0-5 the rider (the mount runs off for the game),
// 6-9 the mount (the rider rolls 0-4 to avoid injury and is then on foot). The first hits fall
// on the riders still mounted, the rest on figures already on foot. All the rider-or-mount dice
// are rolled first, then one avoid-injury die per mount hit: each lot is alike and read only
// by band, so the odds walk weighs how many riders, then how many avoid injury.
HitsOnTarget hitsOnTarget(const JacksonRuleset& rs, const Unit& target, int hits, Dice& dice,
                          Outcome& o) {
    const Tables& t = rs.tables();
    const Die& d10 = t.die;
    HitsOnTarget r;
    const int mountedLeft = ridersMounted(rs, target);
    const int onMounts = std::clamp(mountedLeft, 0, hits);
    const std::vector<int> riderOrMount = dice.pool(onMounts, d10, "rider or mount: " + target.name,
                                                    bandCuts(d10, {t.riderHitMax + 1}));
    const int mounts = static_cast<int>(std::count_if(riderOrMount.begin(), riderOrMount.end(),
                                                      [&](int f) { return f > t.riderHitMax; }));
    const std::vector<int> avoid = dice.pool(mounts, d10, "rider avoids injury: " + target.name,
                                             bandCuts(d10, {t.avoidInjuryMax + 1}));
    std::size_t nextAvoid = 0;
    const bool telling = !walkingOdds(dice); // the odds walk reads only the result
    for (int i = 0; i < onMounts; ++i) {
        const std::string which =
            telling ? "hit " + std::to_string(i + 1) + " of " + std::to_string(hits) : "";
        const int f = riderOrMount[static_cast<std::size_t>(i)];
        if (f <= t.riderHitMax) {
            ++r.ridersHit;
            ++r.casualties;
            if (telling) {
                o.steps.push_back(
                    {which + ": " + std::to_string(f) + " (0-" + std::to_string(t.riderHitMax) +
                         ") the rider is hit; his mount runs away for the game",
                     pointerTo({"fire", "mounted_target", "rider_hit_max"}), std::nullopt});
            }
            continue;
        }
        ++r.mountsHit;
        const int g = avoid[nextAvoid++];
        if (g <= t.avoidInjuryMax) {
            ++r.unhorsed;
            if (telling) {
                o.steps.push_back(
                    {which + ": " + std::to_string(f) + " the mount is hit; rider " +
                         std::to_string(g) + " (0-" + std::to_string(t.avoidInjuryMax) +
                         ") avoids injury and is on foot",
                     pointerTo({"fire", "mounted_target", "avoid_injury_max"}), std::nullopt});
            }
        } else {
            ++r.casualties;
            if (telling) {
                o.steps.push_back({which + ": " + std::to_string(f) + " the mount is hit; rider " +
                                       std::to_string(g) + " is injured",
                                   pointerTo({"fire", "mounted_target", "avoid_injury_max"}),
                                   std::nullopt});
            }
        }
    }
    // Hits beyond the riders still mounted fall on figures on foot, as long as any are left.
    r.casualties += std::clamp(target.strength - r.casualties, 0, hits - onMounts);
    return r;
}

struct Volley {
    int hits = 0;
    int nines = 0;
};

// Rolls n dice against hit number `need` (the to-hit row `toHit`) with modifier `mod`; a step
// per die.
Volley rollVolley(const Die& d10, int n, int need, int mod, const std::string& purpose, int jamFace,
                  const std::string& toHit, Dice& dice, Outcome& o) {
    // The dice are alike and read only as hit or miss (and, for the Gatling, jam or not): the
    // odds walk weighs how many fall in each band, not every face.
    std::vector<int> firstFaces{need - mod + 1};
    if (jamFace >= 0) {
        firstFaces.insert(firstFaces.end(), {jamFace, jamFace + 1});
    }
    const std::vector<int> faces = dice.pool(n, d10, purpose, bandCuts(d10, firstFaces));
    Volley v;
    // The odds walk reads only the result: no words for each die on each of its branches.
    const bool telling = !walkingOdds(dice);
    for (int i = 0; i < n; ++i) {
        const int f = faces[static_cast<std::size_t>(i)];
        int m = f + mod;
        bool hit = m <= need;
        v.hits += hit ? 1 : 0;
        if (f == jamFace) {
            ++v.nines;
        }
        if (!telling) {
            continue;
        }
        const std::string which = "die " + std::to_string(i + 1) + " of " + std::to_string(n);
        std::string text = which + ": " + std::to_string(f);
        if (mod != 0) {
            text += (mod > 0 ? " +" : " ") + std::to_string(mod) + " = " + std::to_string(m);
        }
        o.steps.push_back({text + (hit ? " hit" : " miss"), toHit, std::nullopt});
    }
    return v;
}

// The modifiers of the firing unit: Indian with firearms, horseback, aim (with J7 and J12).
int fireModifiers(const JacksonRuleset& rs, const GameState& state, const Unit& firer,
                  const Weapon& w, Outcome& o) {
    const Tables& t = rs.tables();
    const bool indian = isIndian(rs, firer);
    int mod = 0;
    bool indianBonus = indian && w.indianBonus;
    bool horse = onHorseback(rs, firer) && !(indian && w.noHorsebackBonusForIndians) &&
                 w.kind == "small_arm";
    if (indianBonus) {
        mod += t.indianBonus;
        o.steps.push_back(
            {"Indians with " + w.label, pointerTo({"fire", "indian_bonus"}), t.indianBonus});
    }
    if (horse) {
        if (indianBonus && rs.option(state, "indian_horseback_stack") == "single") {
            o.steps.push_back(
                {"on horseback: not added to the Indian modifier (J7 single)", "J7", std::nullopt});
        } else {
            mod += t.horseback;
            o.steps.push_back(
                {"firing from horseback", pointerTo({"fire", "horseback"}), t.horseback});
        }
    }
    if (aimApplies(rs, state, firer, w)) {
        mod += t.aimed;
        o.steps.push_back({"aimed last turn", pointerTo({"fire", "aimed"}), t.aimed});
    }
    return mod;
}

void checkTarget(const Unit& firer, const Unit& target) {
    if (firer.side == target.side) {
        throw RuleError("/params/target", target.name + " is on the firer's own side");
    }
}

void finishFire(const JacksonRuleset& rs, const GameState& state, const Unit& firer,
                const Unit& target, int hits, const std::string& cause, Dice& dice, Outcome& o) {
    HitsOnTarget r = hitsOnTarget(rs, target, hits, dice, o);
    fireConsequences(rs, state, target, r.casualties, cause, o);
    if (r.unhorsed > 0) {
        o.effects.push_back(
            Effect::attr(target.id, "unhorsed", target.attr<int>("unhorsed", 0) + r.unhorsed));
    }
    if (r.ridersHit > 0) {
        o.effects.push_back(Effect::attr(target.id, "mounts_run_off",
                                         target.attr<int>("mounts_run_off", 0) + r.ridersHit));
    }
    markFired(firer, o);
    o.result["hits"] = hits;
    o.result["casualties"] = r.casualties;
    o.result["riders_hit"] = r.ridersHit;
    o.result["mounts_hit"] = r.mountsHit;
    o.result["unhorsed"] = r.unhorsed;
}

} // namespace

int ridersMounted(const JacksonRuleset& rs, const Unit& target) {
    return onHorseback(rs, target) ? target.strength - target.attr<int>("unhorsed", 0) : 0;
}

VolleyPlan planFire(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Outcome& o) {
    const Tables& t = rs.tables();
    const Unit& firer = unitParam(state, params, "firer");
    const Unit& target = unitParam(state, params, "target");
    checkTarget(firer, target);
    const Weapon& w = weaponOf(rs, firer, "small_arm", "/params/firer");
    checkMayFire(rs, firer, state.turn, "/params/firer");
    const double range = params.at("range").get<double>();
    const std::string band = rangeBand(rs, state, w.ranges, range, w.label, "/params/range");
    const std::string cover = params.at("cover").get<std::string>();
    int n = params.at("figures_firing").get<int>();
    if (n == 0) {
        n = firer.strength;
    } else if (n > firer.strength) {
        throw RuleError("/params/figures_firing",
                        firer.name + " has only " + plural(firer.strength, "man", "men"));
    }
    const int need = t.toHit.at(band).at(cover);
    o.steps.push_back({w.label + " at " + numberText(range) + "\": " + band + " range (" +
                           bandsText(w.ranges) + ")",
                       pointerTo({"weapons", firer.attr<std::string>("weapon", ""), "ranges"}),
                       std::nullopt});
    const std::string toHit = pointerTo({"fire", "to_hit", band, cover});
    o.steps.push_back({band + ", target in " + cover + ": hits on 0-" + std::to_string(need), toHit,
                       std::nullopt});
    const int mod = fireModifiers(rs, state, firer, w, o);
    return {firer, target, band, n, need, mod, -1, "fire: " + firer.name, toHit};
}

Outcome JacksonRuleset::fire(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    const VolleyPlan p = planFire(*this, params, state, o);
    const Unit& firer = p.firer;
    const Unit& target = p.target;
    Volley v =
        rollVolley(tables().die, p.dice, p.need, p.mod, p.cause, p.jamFace, p.toHit, dice, o);
    finishFire(*this, state, firer, target, v.hits, p.cause, dice, o);
    o.result["band"] = p.band;
    o.summary = "Fire: " + firer.name + " → " + target.name + ", " + plural(v.hits, "hit", "hits") +
                ", " + plural(o.result["casualties"].get<int>(), "figure", "figures") + " lost";
    return o;
}

VolleyPlan planGatling(const JacksonRuleset& rs, const json& params, const GameState& state,
                       Outcome& o) {
    const Tables& t = rs.tables();
    const Unit& gun = unitParam(state, params, "gun");
    const Unit& target = unitParam(state, params, "target");
    checkTarget(gun, target);
    const Weapon& w = weaponOf(rs, gun, "gatling", "/params/gun");
    if (int jammed = gun.attr<int>("jammed_turn", 0); jammed != 0) {
        throw RuleError("/params/gun", gun.name + " jammed in turn " + std::to_string(jammed) +
                                           " and is not yet cleared (J4: " +
                                           rs.label(rs.option(state, "gatling_jam")) + ")");
    }
    checkMayFire(rs, gun, state.turn, "/params/gun");
    const double range = params.at("range").get<double>();
    const std::string band = rangeBand(rs, state, w.ranges, range, w.label, "/params/range");
    const std::string cover = params.at("cover").get<std::string>();
    const int need = t.toHit.at(band).at(cover);
    o.steps.push_back({w.label + " at " + numberText(range) + "\": " + band + " range (" +
                           bandsText(w.ranges) + ")",
                       pointerTo({"weapons", gun.attr<std::string>("weapon", ""), "ranges"}),
                       std::nullopt});
    const std::string toHit = pointerTo({"fire", "to_hit", band, cover});
    o.steps.push_back({std::to_string(t.gatlingDice) + " dice; " + band + ", target in " + cover +
                           ": hits on 0-" + std::to_string(need),
                       toHit, std::nullopt});
    const int mod = fireModifiers(rs, state, gun, w, o);
    return {gun, target, band, t.gatlingDice, need, mod, t.jamFace, "Gatling: " + gun.name, toHit};
}

Outcome JacksonRuleset::gatling(const json& params, const GameState& state, Dice& dice) const {
    const Tables& t = tables();
    Outcome o;
    const VolleyPlan p = planGatling(*this, params, state, o);
    const Unit& gun = p.firer;
    const Unit& target = p.target;
    Volley v =
        rollVolley(tables().die, p.dice, p.need, p.mod, p.cause, p.jamFace, p.toHit, dice, o);
    finishFire(*this, state, gun, target, v.hits, p.cause, dice, o);
    const bool jams = v.nines > 0;
    if (jams) {
        o.effects.push_back(Effect::attr(gun.id, "jammed_turn", state.turn));
        o.steps.push_back({plural(v.nines, "die", "dice") + " showing " +
                               std::to_string(t.jamFace) + ": the gun jams for the next turn",
                           pointerTo({"artillery", "gatling", "jam_face"}), std::nullopt});
    }
    o.result["band"] = p.band;
    o.result["jammed"] = jams;
    o.summary = "Gatling: " + gun.name + " → " + target.name + ", " +
                plural(v.hits, "hit", "hits") + ", " +
                plural(o.result["casualties"].get<int>(), "figure", "figures") + " lost" +
                (jams ? ", JAMMED" : "");
    return o;
}

} // namespace adc::jackson
