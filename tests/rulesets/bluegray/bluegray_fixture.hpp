#pragma once
// The Blue and Gray tests' game (BlueGrayGame, a gtest fixture), on the shared fixture: two
// sides, units in scenario form, a Game to apply outcomes to, and scripted dice for every
// resolution, each in its action's phase.
#include "ruleset_fixture.hpp"

#include <memory>

namespace adc::bluegray::test {

inline std::shared_ptr<const Ruleset> loadRuleset() {
    return adc::test::shippedRuleset("bluegray");
}

// The hits a fire outcome scored.
inline int hits(const Outcome& o) {
    return o.result.at("hits").get<int>();
}

class BlueGrayGame : public ::testing::Test {
protected:
    std::shared_ptr<const Ruleset> rs = loadRuleset();
    Scenario sc;
    std::unique_ptr<Game> game;

    BlueGrayGame() {
        sc.rulesetId = "bluegray";
        sc.name = "test";
        sc.sides = {{"union", "Union", "", {}}, {"confed", "Confederate", "", {}}};
    }

    // Adds a unit (scenario form); call before the first resolution.
    void unit(json u, const std::string& side) {
        Diagnostics d;
        JsonReader r(u, d);
        Unit x = unitFromJson(r, "", *rs, side);
        ASSERT_TRUE(d.ok()) << d.text();
        sc.units.push_back(x);
        game.reset();
    }
    void inf(const std::string& id, const std::string& side, const std::string& quality,
             int strength, json extra = json::object()) {
        json u = {{"id", id},
                  {"name", id},
                  {"kind", "infantry"},
                  {"quality", quality},
                  {"strength", strength}};
        u.update(extra);
        unit(u, side);
    }
    Game& g() {
        if (!game) {
            game = std::make_unique<Game>(rs, sc);
        }
        return *game;
    }
    const GameState& st() { return g().state(); }
    const Unit& u(const std::string& id) { return *g().state().unit(id); }
    void option(const std::string& id, const std::string& value) {
        sc.options[id] = value;
        game.reset();
    }
    // Every outcome a test resolves is held to the one convention of what a step cites.
    Outcome roll(const std::string& action, json params, std::vector<int> faces = {}) {
        Outcome o = adc::test::resolveInPhase(g(), action, params, std::move(faces));
        adc::test::expectRulesCited(*rs, o);
        return o;
    }
    Outcome play(const std::string& action, json params, std::vector<int> faces = {}) {
        Outcome o = roll(action, std::move(params), std::move(faces));
        g().apply(o);
        return o;
    }
    // Jumps to a move and phase ("morale", "orders", "movement", "fire", "melee", "end").
    void at(int turn, const std::string& phase) {
        int idx = 0;
        for (std::size_t i = 0; i < rs->sequence().size(); ++i) {
            if (rs->sequence()[i].id == phase) {
                idx = static_cast<int>(i);
            }
        }
        Outcome o;
        o.effects.push_back(Effect::phase(turn, idx));
        g().apply(o);
    }
    void setAttr(const std::string& id, const std::string& key, json value) {
        Outcome o;
        o.effects.push_back(Effect::attr(id, key, std::move(value)));
        g().apply(o);
    }
    void order(const std::string& id, const std::string& order, const std::string& dir = "N") {
        play("write_order", {{"unit", id}, {"order", order}, {"direction", dir}});
    }
};

using adc::test::hasStep;

} // namespace adc::bluegray::test
