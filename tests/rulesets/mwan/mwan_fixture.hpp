#pragma once
// The MWAN tests' table, on the shared fixture: the shipped (or an edited) MWAN ruleset, a
// two-sided game built from inline units, and actions resolved in their phase with scripted faces.
#include "ruleset_fixture.hpp"

#include "adc/owed_tests.hpp"

namespace adc::mwan::test {

inline json shippedJson() {
    return adc::test::shippedRulesetJson("mwan");
}

inline std::shared_ptr<const Ruleset> ruleset(const json& data = shippedJson()) {
    return adc::test::editedRuleset(data, "mwan.json");
}

// A regiment in scenario form; extra keys override.
inline json regiment(const std::string& id, int stands, const std::string& quality = "trained",
                     const std::string& weapon = "rifled_musket", json extra = json::object()) {
    json u = {{"id", id},           {"name", id},         {"kind", "infantry"},
              {"quality", quality}, {"strength", stands}, {"weapon", weapon}};
    u.update(extra);
    return u;
}

inline json section(const std::string& id, int stands, const std::string& weapon,
                    json extra = json::object()) {
    json u = {
        {"id", id},           {"name", id},      {"kind", "artillery"}, {"quality", "trained"},
        {"strength", stands}, {"weapon", weapon}};
    u.update(extra);
    return u;
}

inline json commander(const std::string& id, const std::string& rank, const std::string& to,
                      json extra = json::object()) {
    json u = {{"id", id},
              {"name", id},
              {"kind", "commander"},
              {"quality", "veteran"},
              {"strength", rank == "division" ? 2 : 1},
              {"rank", rank},
              {"attached_to", to}};
    u.update(extra);
    return u;
}

inline json scenarioJson(const json& union_, const json& confederate,
                         json options = json::object()) {
    return {{"format", 1},
            {"kind", "scenario"},
            {"ruleset", "mwan"},
            {"name", "test"},
            {"options", options},
            {"sides",
             {{{"id", "us"}, {"name", "Union"}, {"units", union_}},
              {{"id", "cs"}, {"name", "Confederate"}, {"units", confederate}}}}};
}

inline Game game(const json& union_, const json& confederate, json options = json::object(),
                 std::shared_ptr<const Ruleset> rs = ruleset()) {
    Scenario s = scenarioFromJson(scenarioJson(union_, confederate, options), *rs, "test");
    return Game(rs, s);
}

inline Outcome resolve(const Game& g, const std::string& action, json params,
                       std::vector<int> faces = {}) {
    std::size_t unused = 0;
    Outcome o = adc::test::resolveInPhase(g, action, params, std::move(faces), &unused);
    EXPECT_EQ(unused, 0u) << "unused faces in " << action;
    adc::test::expectRulesCited(g.ruleset(), o);
    return o;
}

inline Outcome play(Game& g, const std::string& action, json params, std::vector<int> faces = {}) {
    Outcome o = resolve(g, action, params, std::move(faces));
    g.apply(o, ActionRequest{action, params});
    return o;
}

// Moves the game on by `times` phases (no dice: MWAN's phase changes roll none), each change's
// steps held to the citation convention as a resolved action's are.
inline void advance(Game& g, int times = 1) {
    for (int i = 0; i < times; ++i) {
        ScriptedDice none({});
        Outcome o = g.advancePhase(none);
        adc::test::expectRulesCited(g.ruleset(), o);
        g.apply(o);
    }
}

// The RuleError's field, or "" when the request resolved.
inline std::string refusal(const Game& g, const std::string& action, json params,
                           std::vector<int> faces = {}) {
    try {
        adc::test::resolveInPhase(g, action, params, std::move(faces));
    } catch (const RuleError& e) {
        return e.field();
    }
    return {};
}

inline std::string refusalText(const Game& g, const std::string& action, json params) {
    try {
        adc::test::resolveInPhase(g, action, params, {});
    } catch (const RuleError& e) {
        return e.what();
    }
    return {};
}

inline bool hasModifier(const Outcome& o, const std::string& rule, int size) {
    for (const auto& s : o.steps) {
        if (s.rule == rule && s.modifier && *s.modifier == size) {
            return true;
        }
    }
    return false;
}

// The morale casts owed, {unit id: {reason, stands_lost...}}, from the core's record.
inline json due(const Game& g) {
    json out = json::object();
    for (const OwedTest& t : owedTests(g.state(), "morale")) {
        out[t.unit] = t.details;
    }
    return out;
}

} // namespace adc::mwan::test
