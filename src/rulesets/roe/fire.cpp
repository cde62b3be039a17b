// Fire: one D6 per firing man against his weapon's hit number for the range band. The result
// counts hits per group of men who need the same faces; which man rolled what is in the steps
// and the rolls (the odds of a face per man would say nothing the group's count does not).
#include "fire.hpp"

#include "adc/dice_total.hpp"
#include "adc/number_text.hpp"

#include <algorithm>

namespace adc::roe {

namespace {

struct FireModifier {
    std::string key; // as R1's house rule names it
    std::string label;
    int value = 0;
    std::string rule; // its entry of /fire/modifiers
};

// Order in which hits fall when the referee names nobody: privates first, leaders last.
int fallOrder(const Tables& t, const Figure& f) {
    auto it = std::find(t.leaderRoles.begin(), t.leaderRoles.end(), f.role);
    if (it != t.leaderRoles.end()) {
        return 10 + static_cast<int>(t.leaderRoles.end() - it); // most senior falls last
    }
    return f.role == "colours" ? 5 : 0;
}

std::string inches(double d) {
    return decimalText(d, 6) + "\"";
}

// The range band (R2): short up to its maximum (12" itself by the house rule), then medium up
// to its maximum (or beyond it, by the house rule). Throws RuleError beyond.
const RangeBand& rangeBand(const RoeRuleset& rs, const GameState& state, double range) {
    const RangeBand& shortBand = rs.tables().bands.at(0);
    const RangeBand& mediumBand = rs.tables().bands.at(1);
    const bool twelveShort = rs.option(state, "range_boundary") == "short";
    if (range < shortBand.max || (range == shortBand.max && twelveShort)) {
        return shortBand;
    }
    if (range <= mediumBand.max || rs.option(state, "beyond_maximum") == "medium") {
        return mediumBand;
    }
    throw RuleError("/params/range", inches(range) + " is beyond the " + inches(mediumBand.max) +
                                         " maximum range (R2)");
}

// The men who fire: those named, or every fighting man with a loaded weapon. Throws RuleError
// for a man who cannot.
std::vector<std::size_t> chooseFirers(const Tables& t, const Unit& u,
                                      const std::vector<Figure>& figs, const std::string& named) {
    std::vector<std::size_t> firers;
    auto names = splitNames(named);
    if (names.empty()) {
        for (std::size_t i = 0; i < figs.size(); ++i) {
            if (figs[i].fighting() && t.weapons.at(figs[i].weapon).fires && figs[i].loaded) {
                firers.push_back(i);
            }
        }
        if (firers.empty()) {
            throw RuleError("/params/unit", "no man of " + unitLabel(u) +
                                                " has a loaded weapon: reload in the bonus phase");
        }
        return firers;
    }
    for (const auto& n : names) {
        std::size_t i = findFigure(figs, n);
        if (i == std::string::npos) {
            throw RuleError("/params/firers", unitLabel(u) + " has no man named \"" + n + "\"");
        }
        const Figure& f = figs[i];
        if (!f.fighting()) {
            throw RuleError("/params/firers", n + " is " + f.status + ", not fighting");
        }
        if (!t.weapons.at(f.weapon).fires) {
            throw RuleError("/params/firers", n + " is unarmed");
        }
        if (!f.loaded) {
            throw RuleError("/params/firers",
                            n + "'s " + f.weapon + " is not loaded: reload in the bonus phase");
        }
        if (std::find(firers.begin(), firers.end(), i) != firers.end()) {
            throw RuleError("/params/firers", n + " is named twice");
        }
        firers.push_back(i);
    }
    return firers;
}

// R1: which modifiers still count at short range under the house rule's reading.
struct ShortRangeReading {
    const Tables& t;
    bool isShort = false;
    std::string reading;

    bool ignored(const std::string& key) const {
        if (!isShort) {
            return false;
        }
        if (reading == "none_at_short") {
            return true;
        }
        return reading == "situational_ignored_at_short" &&
               std::find(t.situational.begin(), t.situational.end(), key) != t.situational.end();
    }
};

// The modifiers for every shot, each told in a step (or that R1 ignores it); their sum.
int commonModifier(const Tables& t, const json& params, const Unit& target,
                   const ShortRangeReading& r1, Outcome& o) {
    std::string closeParam = params.at("target_close_order").get<std::string>();
    bool closeOrder = closeParam == "auto"
                          ? target.attr<std::string>("order", "skirmish") == "close"
                          : closeParam == "yes";
    std::vector<FireModifier> mods;
    if (closeOrder) {
        mods.push_back({"target_close_order", "target in close order", t.modCloseOrder,
                        "/fire/modifiers/target_close_order"});
    }
    if (params.at("target_moving").get<bool>()) {
        mods.push_back(
            {"moving_target", "moving target", t.modMoving, "/fire/modifiers/moving_target"});
    }
    std::string cover = params.at("cover").get<std::string>();
    if (cover != "none") {
        mods.push_back({"cover", cover + " cover", t.fireCover.at(cover),
                        childPointer("/fire/modifiers/cover", cover)});
    }
    if (params.at("rifle_rest").get<bool>()) {
        mods.push_back({"rifle_rest", "rifle rest", t.modRifleRest, "/fire/modifiers/rifle_rest"});
    }
    if (params.at("smoke_or_dark").get<bool>()) {
        mods.push_back(
            {"smoke_or_dark", "smoke or dark", t.modSmoke, "/fire/modifiers/smoke_or_dark"});
    }
    int common = 0;
    for (const auto& m : mods) {
        if (r1.ignored(m.key)) {
            o.steps.push_back({m.label + " (" + signedText(m.value) + ") ignored at short range",
                               "R1", std::nullopt});
        } else {
            common += m.value;
            o.steps.push_back({m.label, m.rule, m.value});
        }
    }
    return common;
}

// Men whose dice read alike roll as one pool (ShotGroup): each man's hit number is his
// weapon's for the band, the common modifier, and his own (individual, aimed).
std::vector<ShotGroup> groupShots(const RoeRuleset& rs, const GameState& state,
                                  const std::vector<Figure>& figs,
                                  const std::vector<std::size_t>& firers, const RangeBand& band,
                                  int common, const ShortRangeReading& r1, Outcome& o) {
    const Tables& t = rs.tables();
    const bool individualApplies = !r1.ignored("individual");
    const bool aimedApplies = !r1.ignored("aimed");
    const bool oneAlwaysHits = rs.option(state, "aimed_natural_one") == "always_hits";
    const bool shotgun = rs.option(state, "shot_column") == "shotgun";
    std::vector<ShotGroup> groups;
    for (std::size_t man : firers) {
        const Figure& f = figs[man];
        int base = t.hitOn.at(f.weapon).at(band.id);
        int need = base + common;
        std::string parts =
            t.weapons.at(f.weapon).label + " " + band.id + " hits on 1-" + std::to_string(base);
        if (f.modifier != 0) {
            if (individualApplies) {
                need += f.modifier;
                parts += ", individual " + signedText(f.modifier);
                o.steps.push_back(
                    {f.name + ": individual modifier", "/fire/modifiers", f.modifier});
            } else {
                parts += ", individual ignored (R1)";
            }
        }
        if (f.aimed && aimedApplies) {
            need += t.modAimed;
            parts += ", aimed " + signedText(t.modAimed);
            o.steps.push_back({f.name + ": aimed fire", "/fire/modifiers/aimed", t.modAimed});
        }
        int special = f.aimed ? t.aimedAlwaysHitsOn : 0;
        if (oneAlwaysHits) {
            special = std::max(special, 1);
        }
        const int hitMax = std::clamp(std::max(need, special), 0, t.fireDieSides);
        const bool isArtillery =
            t.weapons.at(f.weapon).artillery && !(f.weapon == "shot" && shotgun);
        auto g = std::find_if(groups.begin(), groups.end(), [&](const ShotGroup& x) {
            return x.need == need && x.hitMax == hitMax && x.artillery == isArtillery;
        });
        if (g == groups.end()) {
            groups.push_back({need, hitMax, isArtillery, {}, {}});
            g = groups.end() - 1;
        }
        g->men.push_back(man);
        g->parts.push_back(parts);
    }
    return groups;
}

// Who falls first when hits become casualties: the men the referee names, then the others
// privates first, leaders last.
std::vector<std::size_t> hitOrder(const Tables& t, const Unit& target,
                                  const std::vector<Figure>& tfigs, const std::string& named) {
    std::vector<std::size_t> order;
    for (const auto& n : splitNames(named)) {
        std::size_t i = findFigure(tfigs, n);
        if (i == std::string::npos || !tfigs[i].fighting()) {
            throw RuleError("/params/hit_order",
                            unitLabel(target) + " has no fighting man named \"" + n + "\"");
        }
        if (std::find(order.begin(), order.end(), i) == order.end()) {
            order.push_back(i);
        }
    }
    std::vector<std::size_t> rest;
    for (std::size_t i = 0; i < tfigs.size(); ++i) {
        if (tfigs[i].fighting() && std::find(order.begin(), order.end(), i) == order.end()) {
            rest.push_back(i);
        }
    }
    std::stable_sort(rest.begin(), rest.end(), [&](std::size_t a, std::size_t b) {
        return fallOrder(t, tfigs[a]) < fallOrder(t, tfigs[b]);
    });
    order.insert(order.end(), rest.begin(), rest.end());
    return order;
}

} // namespace

FirePlan RoeRuleset::planFire(const json& params, const GameState& state, Outcome& o) const {
    const Unit& u = unitParam(state, params, "unit");
    const Unit& target = unitParam(state, params, "target");
    if (u.side == target.side) {
        throw RuleError("/params/target", unitLabel(target) + " is on the firer's own side");
    }
    auto figs = readFigures(u, tables_, "/params/unit");
    auto tfigs = readFigures(target, tables_, "/params/target");
    const bool self = params.at("self_defence").get<bool>();
    json acting = flagOr(state, flag::Acting, json::object());
    if (!self && !acting.contains(u.id)) {
        throw RuleError("/params/unit", unitLabel(u) +
                                            " has not been activated this turn: draw a card and "
                                            "activate it, or mark self-defence fire");
    }
    const double range = params.at("range").get<double>();
    const RangeBand& band = rangeBand(*this, state, range);
    std::vector<std::size_t> firers =
        chooseFirers(tables_, u, figs, params.at("firers").get<std::string>());
    // Self-defence fire by un-prompted men (exception 3) is outside the leader roll's count.
    if (!self) {
        countActing(state, u, figs, firers, "fire", "/params/firers", o);
    }
    // At 12" exactly, or beyond 72" as medium, the band is our reading of the text (R2).
    const bool onBoundary = range == tables_.bands.front().max || range > tables_.bands.back().max;
    o.steps.push_back({"Range " + inches(range) + ": " + band.label,
                       onBoundary ? std::string("R2")
                                  : childPointer("/fire/bands", static_cast<std::size_t>(
                                                                    &band - tables_.bands.data())),
                       std::nullopt});
    if (self) {
        o.steps.push_back({"Self-defence fire by un-prompted men at an advancing enemy: outside "
                           "the leader roll's count",
                           "/leader_roll", std::nullopt});
    }
    const ShortRangeReading r1{tables_, &band == &tables_.bands.at(0),
                               option(state, "short_range_modifiers")};
    const int common = commonModifier(tables_, params, target, r1, o);
    std::vector<ShotGroup> groups = groupShots(*this, state, figs, firers, band, common, r1, o);
    std::vector<std::size_t> order =
        hitOrder(tables_, target, tfigs, params.at("hit_order").get<std::string>());
    return {u,     target,        std::move(figs),   std::move(tfigs),
            &band, firers.size(), std::move(groups), std::move(order)};
}

namespace {

// What the firers' dice did: hits, whether artillery hit, and each group's shots.
struct ShotsRolled {
    int hits = 0;
    bool artillery = false;
    json shots = json::array();
};

// One group's pool of dice, each die told for its man (unless the odds walk rolls them).
int rollGroup(const Tables& t, const ShotGroup& g, const std::string& firing,
              std::vector<Figure>& figs, const RangeBand& band, bool telling, Dice& dice,
              Outcome& o, json& names) {
    const std::string needText = g.need > 1
                                     ? "needs 1-" + std::to_string(std::min(g.need, t.fireDieSides))
                                 : g.need == 1 ? std::string("needs a 1")
                                               : std::string("needs less than 1");
    const std::string hitsOn =
        g.hitMax > 0 ? "hits on 1-" + std::to_string(g.hitMax) : std::string("cannot hit");
    const std::vector<int> cuts = g.hitMax >= 1 && g.hitMax < t.fireDieSides
                                      ? std::vector<int>{g.hitMax + 1}
                                      : std::vector<int>{};
    const auto faces = dice.pool(static_cast<int>(g.men.size()), Die{t.fireDieSides, 1},
                                 "fire: " + firing + ", " + hitsOn, cuts);
    int groupHits = 0;
    for (std::size_t k = 0; k < g.men.size(); ++k) {
        Figure& f = figs[g.men[k]];
        const int face = faces[k];
        const bool hit = face <= g.hitMax;
        std::string special;
        if (hit && face > g.need) {
            special = f.aimed && face <= t.aimedAlwaysHitsOn ? " (aimed fire always hits on a 1)"
                                                             : " (a 1 always hits, R14)";
        }
        groupHits += hit ? 1 : 0;
        if (telling) {
            o.steps.push_back({f.name + " (" + g.parts[k] + "): " + needText + ", rolled " +
                                   std::to_string(face) + (hit ? ": hit" : ": miss") + special,
                               childPointer(childPointer("/fire/hit_on", f.weapon), band.id),
                               std::nullopt});
        }
        names.push_back(f.name);
        f.loaded = false;
        f.aimed = false;
    }
    return groupHits;
}

ShotsRolled rollShots(const Tables& t, FirePlan& p, bool telling, Dice& dice, Outcome& o) {
    ShotsRolled r;
    for (const ShotGroup& g : p.groups) {
        json names = json::array();
        const int groupHits =
            rollGroup(t, g, unitLabel(p.unit), p.figs, *p.band, telling, dice, o, names);
        r.hits += groupHits;
        r.artillery = r.artillery || (groupHits > 0 && g.artillery);
        r.shots.push_back({{"figures", names}, {"needed", g.need}, {"hits", groupHits}});
    }
    return r;
}

// The hits fall on the target's men in their order; the names of the fallen.
json fallenMen(FirePlan& p, int hits, bool telling, Dice& dice, Outcome& o) {
    const int casualties = std::min(hits, static_cast<int>(p.order.size()));
    json fallen = json::array();
    for (int i = 0; i < casualties; ++i) {
        Figure& f = p.tfigs[p.order[static_cast<std::size_t>(i)]];
        f.status = figure_status::Hit;
        fallen.push_back(f.name);
        if (telling) {
            o.steps.push_back(
                {f.name + " of " + unitLabel(p.target) + " is hit", "/fire", std::nullopt});
        }
    }
    if (casualties > 0) {
        writeFigures(o, p.target.id, p.tfigs, dice);
        o.effects.push_back(
            Effect::casualties(p.target.id, casualties, "fire: " + unitLabel(p.unit)));
    }
    return fallen;
}

} // namespace

Outcome RoeRuleset::fire(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    FirePlan p = planFire(params, state, o);
    const Unit& u = p.unit;
    const Unit& target = p.target;
    // The odds walk reads only the result: no words for each man's die on each of its branches.
    const bool telling = !walkingOdds(dice);
    const ShotsRolled r = rollShots(tables_, p, telling, dice, o);
    o.steps.push_back(
        {"Firing empties the weapons of " + std::to_string(p.firers) + " men until they reload",
         "/fire", std::nullopt});
    writeFigures(o, u.id, p.figs, dice);
    const json fallen = fallenMen(p, r.hits, telling, dice, o);
    const int casualties = static_cast<int>(fallen.size());
    if (r.artillery) {
        o.effects.push_back(
            Effect::flag(flag::ArtilleryHit,
                         withItem(flagOr(state, flag::ArtilleryHit, json::array()), target.id)));
        o.steps.push_back({unitLabel(target) + " was hit by artillery this turn (morale -1)",
                           "/morale/artillery_hit_this_turn", std::nullopt});
    }
    const std::string& band = p.band->id;
    o.result = {
        {"hits", r.hits},   {"casualties", casualties}, {"firers", p.firers},      {"band", band},
        {"shots", r.shots}, {"fallen", fallen},         {"artillery", r.artillery}};
    o.summary = "Fire: " + unitLabel(u) + " → " + unitLabel(target) + ", " +
                std::to_string(r.hits) + (r.hits == 1 ? " hit" : " hits") + " (" +
                std::to_string(p.firers) + " firing, " + band + " range)";
    return o;
}

} // namespace adc::roe
