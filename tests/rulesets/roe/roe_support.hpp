#pragma once
// The ROE tests' table, on the shared fixture: the shipped ruleset, small states built from JSON
// units in a phase the test names (ROE's tests of the phase check use it), and resolving with
// scripted faces.
#include "adc/scenario.hpp"
#include "roe_ruleset.hpp"
#include "ruleset_fixture.hpp"

#include <string>
#include <vector>

namespace adc::roe::test {

// n faces of 0: the 53 draws of a deck shuffle when the order does not matter.
inline std::vector<int> zeros(int n) {
    return std::vector<int>(static_cast<std::size_t>(n), 0);
}

inline json shippedJson() {
    return adc::test::shippedRulesetJson("roe");
}

inline std::shared_ptr<const Ruleset> shipped() {
    return adc::test::shippedRuleset("roe");
}

inline std::shared_ptr<const Ruleset> edited(const json& data) {
    return adc::test::editedRuleset(data, "edited-roe.json");
}

// A figure: {"name": ..., plus any field}.
inline json fig(const std::string& name, json extra = json::object()) {
    extra["name"] = name;
    return extra;
}

// n privates named prefix1..prefixN with the given extra fields.
inline json privates(const std::string& prefix, int n, json extra = json::object()) {
    json out = json::array();
    for (int i = 1; i <= n; ++i) {
        out.push_back(fig(prefix + std::to_string(i), extra));
    }
    return out;
}

inline json unitJson(const std::string& id, json figures, json extra = json::object()) {
    json u = {{"id", id}, {"name", id}, {"kind", "infantry"}, {"quality", "average"}};
    int fighting = 0;
    for (const auto& f : figures) {
        if (f.value("status", std::string("fighting")) == "fighting") {
            ++fighting;
        }
    }
    u["strength"] = fighting;
    u["start_strength"] = figures.size();
    u["figures"] = figures;
    for (const auto& [k, v] : extra.items()) {
        u[k] = v;
    }
    return u;
}

// A state with a red side "csa" and a black side "usa"; units given as {side, unit JSON}.
inline GameState makeState(const Ruleset& rs,
                           const std::vector<std::pair<std::string, json>>& units,
                           const std::string& phase = "activation") {
    GameState s;
    s.rulesetId = "roe";
    s.sides = {{"csa", "13th Mississippi", "red", {}}, {"usa", "20th Massachusetts", "black", {}}};
    for (const auto& [side, uj] : units) {
        Diagnostics d;
        JsonReader r(uj, d);
        s.units.push_back(unitFromJson(r, "", rs, side));
        EXPECT_TRUE(d.ok()) << d.text();
    }
    for (std::size_t i = 0; i < rs.sequence().size(); ++i) {
        if (rs.sequence()[i].id == phase) {
            s.phase = static_cast<int>(i);
        }
    }
    s.reindex();
    return s;
}

inline Outcome resolve(const Ruleset& rs, const GameState& s, const std::string& action,
                       const json& params, std::vector<int> faces) {
    std::size_t unused = 0;
    Outcome o = adc::test::resolveScripted(rs, s, action, params, std::move(faces), &unused);
    EXPECT_EQ(unused, 0u) << "unused scripted faces in " << action;
    adc::test::expectRulesCited(rs, o);
    return o;
}

using adc::test::findEffect;

// Status of the named figure in an attr "figures" effect.
inline std::string figureField(const Outcome& o, const std::string& unit, const std::string& name,
                               const std::string& field) {
    const Effect* e = findEffect(o, EffectKind::Attr, unit, "figures");
    if (!e) {
        return "<no figures effect>";
    }
    for (const auto& f : e->value) {
        if (f["name"] == name) {
            return f[field].is_string() ? f[field].get<std::string>() : f[field].dump();
        }
    }
    return "<no such figure>";
}

inline json acting(const std::string& unit, int n) {
    return {{"roe.acting", {{unit, n}}}, {"roe.acted", {unit}}};
}

} // namespace adc::roe::test
