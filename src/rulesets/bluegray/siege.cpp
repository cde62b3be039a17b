// Fortifications and siege warfare (section H): explosives, grenades, tearing down palisades.
#include "bluegray_ruleset.hpp"

#include <algorithm>
#include <cmath>

namespace adc::bluegray {

namespace {

// Grenades or explosives dropped into an enclosed work immobilise all (permanent) or half
// (field) of the occupants; 0 when the work is not enclosed.
int enclosedVictims(const Tables& t, const Unit& target, std::string& why) {
    std::string cover = target.attr<std::string>("cover", "none");
    if (!target.attr<bool>("enclosed", false) || !t.enclosedFraction.count(cover)) {
        return -1;
    }
    double f = t.enclosedFraction.at(cover);
    std::replace(cover.begin(), cover.end(), '_', ' '); // named in words, not by its id
    why = "dropped into an enclosed " + cover + ": " + numberText(f * 100) + "% of the occupants";
    return static_cast<int>(std::floor(target.strength * f + 1e-9));
}

// Refuses grenades that may not be thrown (only engineers, within range, from those left, one
// per engineer a move, a loose target's men given); returns the grenades left before these.
int checkGrenades(const Tables& t, const json& p, const GameState& s, const Unit& u,
                  const Unit& target) {
    double range = p.at("range").get<double>();
    int n = p.at("grenades").get<int>();
    if (u.kind != "engineer") {
        throw RuleError("/params/unit", "only engineers carry grenades");
    }
    if (range > t.grenadeRange) {
        throw RuleError("/params/range", "grenades reach " + numberText(t.grenadeRange) + "\"");
    }
    int left = t.grenadesEach * u.startStrength - u.attr<int>("grenades_used", 0);
    if (n > left) {
        throw RuleError("/params/grenades",
                        u.name + " has " + std::to_string(left) + " grenades left");
    }
    if (n > u.strength) {
        throw RuleError("/params/grenades", "one grenade per engineer a move (" +
                                                std::to_string(u.strength) + " engineers)");
    }
    bool loose = p.at("target_formation").get<std::string>() == "loose";
    if (loose && p.at("men_within_radius").get<int>() == 0) {
        throw RuleError("/params/men_within_radius",
                        "give the men within " + numberText(t.radius) + "\" of the burst");
    }
    checkMayFire(s, u, target);
    return left;
}

// Every grenade reads its die the same way, hit or miss: one pool, so the odds weigh how many
// hit (n+1 ways) rather than every face of every die.
std::vector<int> hitOrMissCuts(const Tables& t) {
    std::vector<int> cuts;
    for (int f = 2; f <= t.die.highest(); ++f) {
        if ((t.grenadeTable[static_cast<std::size_t>(f - 1)].hits > 0) !=
            (t.grenadeTable[static_cast<std::size_t>(f - 2)].hits > 0)) {
            cuts.push_back(f);
        }
    }
    return cuts;
}

} // namespace

// Grenades: checked, then each grenade's throw (none when dropped into an enclosed work under
// G12 no_hit_throw), each hit immobilising the men it reaches.
Outcome BlueGrayRuleset::grenade(const json& p, const GameState& s, Dice& dice) const {
    const Unit& u = unitParam(s, p, "unit");
    const Unit& target = unitParam(s, p, "target");
    const int left = checkGrenades(t_, p, s, u, target);
    const int n = p.at("grenades").get<int>();
    const bool loose = p.at("target_formation").get<std::string>() == "loose";
    const int within = p.at("men_within_radius").get<int>();
    Outcome o;
    if (p.at("range").get<double>() <= t_.grenadePointBlank) {
        o.steps.push_back(
            {"point blank (" + numberText(t_.grenadePointBlank) + "\"): no stated effect", "G12",
             std::nullopt});
    }
    std::string enclosedWhy;
    int enclosed = enclosedVictims(t_, target, enclosedWhy);
    int immobilised = 0, hitCount = 0;
    // G12: "Grenades ... dropped in an enclosed permanent fortification" needs a hit throw, or
    // (no_hit_throw) a grenade dropped into an enclosed work needs none.
    const bool noThrow = enclosed >= 0 && option(s, "dropped_in") == "no_hit_throw";
    const std::vector<int> faces =
        noThrow ? std::vector<int>{}
                : dice.pool(n, t_.die, "grenade: " + u.name, hitOrMissCuts(t_));
    for (int i = 1; i <= n; ++i) {
        int face = noThrow ? 0 : faces[static_cast<std::size_t>(i - 1)];
        bool hit = noThrow || t_.grenadeTable[static_cast<std::size_t>(face - 1)].hits > 0;
        std::string row = "grenade " + std::to_string(i) + ": " +
                          (noThrow ? std::string("dropped in, no throw (G12: no hit throw)")
                                   : std::to_string(face) + (hit ? " hit" : " miss"));
        if (hit) {
            ++hitCount;
            int k = enclosed >= 0 ? enclosed : loose ? within : t_.shoulderToShoulder;
            row += enclosed >= 0 ? ", " + enclosedWhy
                   : loose       ? ", all " + std::to_string(within) + " within " +
                                 numberText(t_.radius) + "\""
                           : ", " + std::to_string(k) + " men shoulder to shoulder";
            immobilised += k;
        }
        o.steps.push_back({row, noThrow ? "G12" : rowPointer("/siege/grenade_table", face, t_.die),
                           std::nullopt});
    }
    immobilised = std::min(immobilised, target.strength);
    if (immobilised > 0) {
        o.effects.push_back(Effect::casualties(target.id, immobilised, "grenade: " + u.name));
    }
    o.effects.push_back(Effect::attr(u.id, "grenades_used", u.attr<int>("grenades_used", 0) + n));
    markFired(o, s, u, target);
    o.summary = "Grenades: " + u.name + " → " + target.name + ", " + std::to_string(hitCount) +
                " of " + std::to_string(n) + " hit, " + std::to_string(immobilised) +
                " immobilised";
    o.result = {{"hits", immobilised}, {"grenade_hits", hitCount}, {"grenades_left", left - n}};
    return o;
}

Outcome BlueGrayRuleset::explosives(const json& p, const GameState& s) const {
    const Unit& u = unitParam(s, p, "unit");
    if (u.kind != "engineer") {
        throw RuleError("/params/unit", "only engineers carry explosives");
    }
    int used = u.attr<int>("explosives_used", 0);
    if (used >= u.startStrength) {
        throw RuleError("/params/unit", u.name + " has used every set of explosives");
    }
    std::string obstacle = p.at("obstacle").get<std::string>();
    double gap = t_.gaps.at(obstacle);
    Outcome o;
    o.steps.push_back({"Explosives blow a " + numberText(gap) + "\" gap in the " + obstacle,
                       childPointer("/siege/gaps", obstacle), std::nullopt});
    o.effects.push_back(Effect::attr(u.id, "explosives_used", used + 1));
    int victims = 0;
    if (!p.at("occupants").is_null()) {
        const Unit& t = unitParam(s, p, "occupants");
        std::string why;
        int k = enclosedVictims(t_, t, why);
        if (k < 0) {
            o.steps.push_back({t.name + " is not in an enclosed work: no one immobilised",
                               "/siege/enclosed_fraction", std::nullopt});
        } else {
            victims = k;
            o.steps.push_back(
                {why + ": " + std::to_string(k) + " immobilised",
                 childPointer("/siege/enclosed_fraction", t.attr<std::string>("cover", "none")),
                 std::nullopt});
            if (k > 0) {
                o.effects.push_back(Effect::casualties(t.id, k, "explosives: " + u.name));
            }
        }
    }
    o.summary = "Explosives: " + u.name + " blows a " + numberText(gap) + "\" gap in the " +
                obstacle + (victims ? ", " + std::to_string(victims) + " immobilised" : "");
    o.result = {{"gap_inches", gap}, {"hits", victims}};
    return o;
}

Outcome BlueGrayRuleset::tearDown(const json& p, const GameState& s) const {
    const Unit& u = unitParam(s, p, "unit");
    if (u.attr<int>("moved_turn", 0) == s.turn || u.attr<int>("fired_turn", 0) == s.turn) {
        throw RuleError("/params/unit", u.name + " has already moved or fired this move");
    }
    std::string obstacle = p.at("obstacle").get<std::string>();
    Outcome o;
    o.effects.push_back(Effect::attr(u.id, "busy_turn", s.turn));
    o.effects.push_back(Effect::attr(u.id, "moved_turn", s.turn));
    o.steps.push_back(
        {"Tearing down the " + obstacle + " takes the whole move", "/siege", std::nullopt});
    o.summary = "Tear down: " + u.name + " spends move " + std::to_string(s.turn) +
                " tearing down the " + obstacle;
    o.result = {{"moves", 1}};
    return o;
}

} // namespace adc::bluegray
