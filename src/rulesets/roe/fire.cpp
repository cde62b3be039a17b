// Fire: one D6 per firing man against his weapon's hit number for the range band. The result
// counts hits per group of men who need the same faces; which man rolled what is in the steps
// and the rolls (the odds of a face per man would say nothing the group's count does not).
#include "fire.hpp"

#include "adc/dice_total.hpp"
#include "adc/number_text.hpp"
#include "adc/odds_tally.hpp"

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

Outcome RoeRuleset::fire(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    FirePlan p = planFire(params, state, o);
    const Unit& u = p.unit;
    const Unit& target = p.target;
    auto& figs = p.figs;
    auto& tfigs = p.tfigs;
    const RangeBand* band = p.band;
    const auto& order = p.order;
    // The odds walk reads only the result: no words for each man's die on each of its branches.
    const bool telling = !walkingOdds(dice);
    int hits = 0;
    bool artillery = false;
    json shots = json::array();
    for (const ShotGroup& g : p.groups) {
        const std::string needText =
            g.need > 1    ? "needs 1-" + std::to_string(std::min(g.need, tables_.fireDieSides))
            : g.need == 1 ? std::string("needs a 1")
                          : std::string("needs less than 1");
        const std::string hitsOn =
            g.hitMax > 0 ? "hits on 1-" + std::to_string(g.hitMax) : std::string("cannot hit");
        const std::vector<int> cuts = g.hitMax >= 1 && g.hitMax < tables_.fireDieSides
                                          ? std::vector<int>{g.hitMax + 1}
                                          : std::vector<int>{};
        const auto faces = dice.pool(static_cast<int>(g.men.size()), Die{tables_.fireDieSides, 1},
                                     "fire: " + unitLabel(u) + ", " + hitsOn, cuts);
        int groupHits = 0;
        json names = json::array();
        for (std::size_t k = 0; k < g.men.size(); ++k) {
            Figure& f = figs[g.men[k]];
            const int face = faces[k];
            const bool hit = face <= g.hitMax;
            std::string special;
            if (hit && face > g.need) {
                special = f.aimed && face <= tables_.aimedAlwaysHitsOn
                              ? " (aimed fire always hits on a 1)"
                              : " (a 1 always hits, R14)";
            }
            groupHits += hit ? 1 : 0;
            if (telling) {
                o.steps.push_back({f.name + " (" + g.parts[k] + "): " + needText + ", rolled " +
                                       std::to_string(face) + (hit ? ": hit" : ": miss") + special,
                                   childPointer(childPointer("/fire/hit_on", f.weapon), band->id),
                                   std::nullopt});
            }
            names.push_back(f.name);
            f.loaded = false;
            f.aimed = false;
        }
        hits += groupHits;
        artillery = artillery || (groupHits > 0 && g.artillery);
        shots.push_back({{"figures", names}, {"needed", g.need}, {"hits", groupHits}});
    }
    o.steps.push_back(
        {"Firing empties the weapons of " + std::to_string(p.firers) + " men until they reload",
         "/fire", std::nullopt});
    writeFigures(o, u.id, figs, dice);

    int casualties = std::min(hits, static_cast<int>(order.size()));
    json fallen = json::array();
    for (int i = 0; i < casualties; ++i) {
        Figure& f = tfigs[order[static_cast<std::size_t>(i)]];
        f.status = figure_status::Hit;
        fallen.push_back(f.name);
        if (telling) {
            o.steps.push_back(
                {f.name + " of " + unitLabel(target) + " is hit", "/fire", std::nullopt});
        }
    }
    if (casualties > 0) {
        writeFigures(o, target.id, tfigs, dice);
        o.effects.push_back(Effect::casualties(target.id, casualties, "fire: " + unitLabel(u)));
    }
    if (artillery) {
        o.effects.push_back(
            Effect::flag(flag::ArtilleryHit,
                         withItem(flagOr(state, flag::ArtilleryHit, json::array()), target.id)));
        o.steps.push_back({unitLabel(target) + " was hit by artillery this turn (morale -1)",
                           "/morale/artillery_hit_this_turn", std::nullopt});
    }
    o.result = {{"hits", hits},          {"casualties", casualties}, {"firers", p.firers},
                {"band", band->id},      {"shots", shots},           {"fallen", fallen},
                {"artillery", artillery}};
    o.summary = "Fire: " + unitLabel(u) + " → " + unitLabel(target) + ", " + std::to_string(hits) +
                (hits == 1 ? " hit" : " hits") + " (" + std::to_string(p.firers) + " firing, " +
                band->id + " range)";
    return o;
}

std::uint64_t RoeRuleset::addFireOdds(const json& params, const GameState& state,
                                      OddsTally& tally) const {
    Outcome unread;
    const FirePlan p = planFire(params, state, unread);
    // Each group's hits are a binomial; the groups together, every combination of their counts,
    // as the resolver's list of shots.
    std::vector<std::vector<OddsInteger>> ways;
    int dice = 0;
    for (const ShotGroup& g : p.groups) {
        ways.push_back(
            binomialWays(static_cast<int>(g.men.size()), g.hitMax, tables_.fireDieSides));
        dice += static_cast<int>(g.men.size());
    }
    const std::size_t den = tally.denominator(power(tables_.fireDieSides, dice));
    std::vector<std::size_t> pick(p.groups.size(), 0);
    std::uint64_t terms = 0;
    for (;;) {
        OddsInteger w = 1;
        int hits = 0;
        bool artillery = false;
        json shots = json::array();
        for (std::size_t i = 0; i < p.groups.size(); ++i) {
            const ShotGroup& g = p.groups[i];
            const int groupHits = static_cast<int>(pick[i]);
            w *= ways[i][pick[i]];
            hits += groupHits;
            artillery = artillery || (groupHits > 0 && g.artillery);
            json names = json::array();
            for (std::size_t man : g.men) {
                names.push_back(p.figs[man].name);
            }
            shots.push_back({{"figures", names}, {"needed", g.need}, {"hits", groupHits}});
        }
        if (w != 0) {
            const int casualties = std::min(hits, static_cast<int>(p.order.size()));
            json fallen = json::array();
            for (int k = 0; k < casualties; ++k) {
                fallen.push_back(p.tfigs[p.order[static_cast<std::size_t>(k)]].name);
            }
            tally.add("hits", hits, w, den);
            tally.add("casualties", casualties, w, den);
            tally.add("firers", p.firers, w, den);
            tally.add("band", p.band->id, w, den);
            tally.add("shots", shots, w, den);
            tally.add("fallen", fallen, w, den);
            tally.add("artillery", artillery, w, den);
            ++terms;
        }
        std::size_t i = p.groups.size();
        while (i > 0 && ++pick[i - 1] == ways[i - 1].size()) {
            pick[--i] = 0;
        }
        if (i == 0) {
            break;
        }
    }
    return terms;
}

} // namespace adc::roe
