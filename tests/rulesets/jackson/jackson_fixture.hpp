#pragma once
// The Jackson tests' game (JacksonGame), on the shared fixture: the shipped ruleset (or an
// edited copy), two sides and units written as in a scenario, played through adc::Game with
// scripted dice, each action in its phase.
#include "ruleset_fixture.hpp"

#include "adc/owed_tests.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc::jackson::test {

inline json shippedJson() {
    return adc::test::shippedRulesetJson("jackson");
}

inline std::shared_ptr<const Ruleset> loadRuleset(const json& data) {
    return adc::test::editedRuleset(data, "jackson.json");
}

// Unit JSON helpers: foot("co_a", 10) and so on, with the side added by JacksonGame::add.
inline json unit(const std::string& id, const std::string& kind, int strength,
                 const std::string& weapon, const std::string& quality = "regular",
                 bool leader = true) {
    json u = {{"id", id},           {"name", id},           {"kind", kind},
              {"quality", quality}, {"strength", strength}, {"weapon", weapon}};
    if (leader) {
        u["leaders"] = json::array({{{"name", "Lt. " + id}, {"rank", "officer"}}});
    }
    return u;
}

inline std::string moraleOwedBy(const GameState& state, const std::string& id) {
    const json* due = owedTest(state, id, "morale");
    return due ? due->value("reason", "") : "";
}

class JacksonGame {
public:
    explicit JacksonGame(std::shared_ptr<const Ruleset> rs = loadRuleset(shippedJson()))
        : rs_(std::move(rs)) {
        scenario_["format"] = 1;
        scenario_["kind"] = "scenario";
        scenario_["ruleset"] = "jackson";
        scenario_["name"] = "test";
        scenario_["sides"] =
            json::array({{{"id", "army"}, {"name", "U.S. Army"}, {"units", json::array()}},
                         {{"id", "sioux"}, {"name", "Lakota"}, {"units", json::array()}}});
    }
    JacksonGame& add(const std::string& side, json u) {
        scenario_["sides"][side == "army" ? 0 : 1]["units"].push_back(std::move(u));
        game_.reset();
        return *this;
    }
    JacksonGame& option(const std::string& id, const std::string& choice) {
        scenario_["options"][id] = choice;
        game_.reset();
        return *this;
    }
    Game& game() {
        if (!game_) {
            game_ = std::make_unique<Game>(rs_, scenarioFromJson(scenario_, *rs_, "test"));
        }
        return *game_;
    }
    const GameState& state() { return game().state(); }
    const Unit& u(const std::string& id) { return *game().state().unit(id); }
    // Why the unit owes a morale test (the core's record of owed tests), "" when it owes none.
    std::string moraleOwed(const std::string& id) { return moraleOwedBy(state(), id); }
    // Resolves with the given faces (`unusedFaces()` tells the faces left over); every step
    // must cite a value of jackson.json or one of its rulings.
    Outcome resolve(const std::string& action, const json& params, std::vector<int> faces = {}) {
        Outcome o =
            adc::test::resolveInPhase(game(), action, params, std::move(faces), &lastUnused_);
        adc::test::expectRulesCited(*rs_, o);
        return o;
    }
    // Resolves and applies.
    Outcome play(const std::string& action, const json& params, std::vector<int> faces = {}) {
        Outcome o = resolve(action, params, std::move(faces));
        game().apply(o, ActionRequest{action, params}, o.summary);
        return o;
    }
    // Puts the game in a phase of this turn (no consequences of moving through the sequence).
    void at(const std::string& phase) { adc::test::jumpToPhase(game(), state().turn, phase); }
    // Advances to the next turn's first phase.
    void nextTurn() {
        int turn = state().turn;
        while (state().turn == turn) {
            ScriptedDice none({});
            Outcome o = game().advancePhase(none);
            adc::test::expectRulesCited(*rs_, o);
            game().apply(o);
        }
    }
    std::size_t unusedFaces() const { return lastUnused_; }
    const Ruleset& ruleset() const { return *rs_; }

private:
    std::shared_ptr<const Ruleset> rs_;
    json scenario_;
    std::unique_ptr<Game> game_;
    std::size_t lastUnused_ = 0;
};

// The refusal's message of a request the table does not accept, or "accepted".
inline std::string refusal(JacksonGame& t, const std::string& action, const json& params,
                           std::vector<int> faces = {}) {
    try {
        t.resolve(action, params, std::move(faces));
    } catch (const RuleError& e) {
        return e.what();
    }
    return "accepted";
}

inline bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace adc::jackson::test
