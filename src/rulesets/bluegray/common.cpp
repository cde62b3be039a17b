#include "bluegray_ruleset.hpp"

#include "adc/number_text.hpp"
#include "adc/request_units.hpp"
#include "adc/scenario_play.hpp"

#include <algorithm>

namespace adc::bluegray {

const Unit& unitParam(const GameState& s, const json& p, const std::string& name) {
    const Unit* u = &adc::unitParam(s, p, name, "has been wiped out");
    // A request's own units skip the scenario check: refuse them here the same way.
    if (auto fault = rosterFault(*u)) {
        throw RuleError("/params/" + name, u->name + ": " + fault->second);
    }
    return *u;
}

int lostThisFire(const GameState& s, const Unit& u) {
    const json& losses = s.flags.value(FireLossesFlag, json::object());
    return losses.is_object() ? losses.value(u.id, 0) : 0;
}

Unit firerAsThePhaseBegan(const Ruleset& rs, const GameState& s, const json& p,
                          const std::string& name, Outcome& o) {
    const Unit* named = s.unit(p.at(name).get<std::string>());
    const int lost = named ? lostThisFire(s, *named) : 0;
    Unit u = named && named->eliminated() && lost > 0 ? *named : unitParam(s, p, name);
    if (lost > 0) {
        u.strength += lost;
        std::size_t fire = 0;
        while (fire + 1 < rs.sequence().size() && rs.sequence()[fire].id != "fire") {
            ++fire;
        }
        o.steps.push_back({"Firing is simultaneous: " + u.name + " fires with the " +
                               std::to_string(lost) + " men it lost this phase (" +
                               std::to_string(u.strength) + " men)",
                           childPointer("/sequence", fire), std::nullopt});
    }
    return u;
}

std::string BlueGrayRuleset::unitRefusal(const ActionSpec& action, const ParamSpec& param,
                                         const Unit& u, const GameState& s) const {
    if (std::string off = offTableWords(s, u.id); !off.empty()) {
        return off; // a scenario's later arrival
    }
    if (u.eliminated() && !(action.phase == "fire" && param.name == "unit" &&
                            action.id != "grenade" && lostThisFire(s, u) > 0)) {
        return leftPlayWords();
    }
    return {};
}

std::optional<std::pair<std::string, std::string>> rosterFault(const Unit& u) {
    if (u.kind == "light_infantry" && u.quality == "elite") {
        return std::pair<std::string, std::string>{
            "quality", "light infantry have line or recruit firepower (\"Light Infantry may have "
                       "Line or Recruit Infantry firepower\"), not elite"};
    }
    const std::string mount = u.attr<std::string>("mount", "auto");
    if (mount == "mounted" &&
        (u.kind == "infantry" || u.kind == "light_infantry" || u.kind == "skirmisher" ||
         u.kind == "artillery" || u.kind == "gatling" || u.kind == "individual")) {
        return std::pair<std::string, std::string>{"mount",
                                                   u.kind + " cannot be mounted in these rules"};
    }
    if (u.attr<std::string>("formation", "line") == "square" && isMounted(u)) {
        return std::pair<std::string, std::string>{"formation",
                                                   "mounted troops do not form square"};
    }
    return std::nullopt;
}

bool isMounted(const Unit& u) {
    std::string m = u.attr<std::string>("mount", "auto");
    if (m == "auto") {
        return u.kind == "cavalry" || u.kind == "horse_artillery";
    }
    return m == "mounted";
}

bool isCavalryLike(const Unit& u) {
    return isMounted(u);
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

int generalCover(const Tables& t, const Unit& target, std::string* label) {
    std::string cover = target.attr<std::string>("cover", "none");
    if (cover == "none") {
        return 0;
    }
    bool enclosed = target.attr<bool>("enclosed", false);
    // The step names the cover in words: "field fortification", not its id.
    std::string words = cover;
    std::replace(words.begin(), words.end(), '_', ' ');
    if (enclosed && t.enclosedMod.count(cover)) {
        if (label) {
            *label = "enclosed " + words;
        }
        return t.enclosedMod.at(cover);
    }
    if (label) {
        *label = words;
    }
    auto it = t.coverMod.find(cover);
    return it == t.coverMod.end() ? 0 : it->second;
}

const Cell& lookup(const FaceTable& table, int modifiedThrow) {
    int i = std::clamp(modifiedThrow, 1, static_cast<int>(table.size())) - 1;
    return table[static_cast<std::size_t>(i)];
}

void markFired(Outcome& o, const GameState& s, const Unit& firer, const Unit& target) {
    int lost = 0;
    for (const Effect& e : o.effects) {
        lost += e.kind == EffectKind::Casualties && e.unit == target.id ? e.count : 0;
    }
    if (lost > 0) {
        json losses = s.flags.value(FireLossesFlag, json::object());
        losses[target.id] = losses.value(target.id, 0) + lost;
        o.effects.push_back(Effect::flag(FireLossesFlag, losses));
    }
    o.effects.push_back(
        Effect::owed(target.id, "morale",
                     {{"reason", "fired on in move " + std::to_string(s.turn)}, {"move", s.turn}}));
    o.effects.push_back(Effect::attr(firer.id, "fired_turn", s.turn));
}

bool inMelee(const GameState& s, const std::string& unit) {
    for (const auto& m : s.flags.value("melees", json::array())) {
        if (m.value("attacker", "") == unit || m.value("defender", "") == unit) {
            return true;
        }
        for (const auto& sup : m.value("supports", json::array())) {
            if (sup == unit) {
                return true;
            }
        }
    }
    return false;
}

void checkMayFire(const GameState& s, const Unit& firer, const Unit& target) {
    if (firer.side == target.side) {
        throw RuleError("/params/target", target.name + " is on the firer's own side");
    }
    if (firer.attr<int>("fired_turn", 0) == s.turn) {
        throw RuleError("/params/unit", firer.name + " has already fired this move");
    }
    if (firer.attr<int>("busy_turn", 0) == s.turn) {
        throw RuleError("/params/unit",
                        firer.name + " spends this move forming, picketing or tearing down");
    }
    if (firer.status == status::Routed) {
        throw RuleError("/params/unit", firer.name + " is routed");
    }
    if (inMelee(s, target.id) && !inMelee(s, firer.id)) {
        throw RuleError("/params/target", "other units may not fire at troops engaged in melee (" +
                                              target.name + ")");
    }
    for (const auto& f : s.flags.value("flanked", json::array())) {
        if (f.value("turn", 0) == s.turn && f.value("target", "") == firer.id &&
            f.value("by", "") == target.id) {
            throw RuleError("/params/target", firer.name + " was fired at in flank or rear by " +
                                                  target.name +
                                                  " this move and cannot return fire against it");
        }
    }
}

void markFlanked(Outcome& o, const GameState& s, const Unit& firer, const Unit& target) {
    json list = json::array();
    for (const auto& f : s.flags.value("flanked", json::array())) {
        if (f.value("turn", 0) == s.turn) { // older entries no longer matter
            list.push_back(f);
        }
    }
    list.push_back({{"turn", s.turn}, {"target", target.id}, {"by", firer.id}});
    o.effects.push_back(Effect::flag("flanked", list));
    o.steps.push_back({"Fire from the flank or rear: " + target.name +
                           " may not return fire against " + firer.name + " this move",
                       "/fire", std::nullopt});
}

} // namespace adc::bluegray
