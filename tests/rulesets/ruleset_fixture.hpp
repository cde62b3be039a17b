#pragma once
// What the four modules' tests share: the shipped ruleset (or an edited copy of its JSON), a
// request resolved with scripted faces, and the phase a resolver's test asks in. Each module's
// own header (roe_support.hpp, mwan_fixture.hpp, jackson_fixture.hpp, bluegray_fixture.hpp)
// builds its units and sides on top of this.
#include "adc/builtin_rulesets.hpp"
#include "adc/game.hpp"
#include "adc/rule_reference.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace adc::test {

// rulesets/<id>.json of the project, as shipped.
inline json shippedRulesetJson(const std::string& id) {
    Diagnostics d;
    auto data = readJsonFile(std::string(ADC_TEST_DATA_DIR) + "/rulesets/" + id + ".json", d);
    if (!data) {
        throw LoadError(d);
    }
    return *data;
}

// The errors of a ruleset copy that must not load ("pointer: message" each); none when it loads.
inline std::vector<std::string> loadErrors(const json& data) {
    try {
        builtinRulesets().fromJson(data, "copy.json");
    } catch (const LoadError& e) {
        std::vector<std::string> out;
        for (const auto& d : e.diagnostics().items()) {
            out.push_back(d.pointer + ": " + d.message);
        }
        return out;
    }
    return {};
}

// The ruleset with one word taken out of the list at `list` ("/unit_schema/kinds").
inline json without(json data, const std::string& list, const std::string& word) {
    json& words = data[json::json_pointer(list)];
    words.erase(std::remove(words.begin(), words.end(), json(word)), words.end());
    return data;
}

// Takes the key at `pointer` out of the ruleset, as an older or edited copy lacks it.
inline void removeKey(json& data, const std::string& pointer) {
    const json::json_pointer p(pointer);
    data[p.parent_pointer()].erase(p.back());
}

inline std::shared_ptr<const Ruleset> shippedRuleset(const std::string& id) {
    return builtinRulesets().loadById(id, ADC_TEST_DATA_DIR);
}

// A referee's edited copy of a ruleset's JSON, loaded as a file of that name would be.
inline std::shared_ptr<const Ruleset> editedRuleset(const json& data, const std::string& file) {
    return builtinRulesets().fromJson(data, file);
}

// The state in the phase an action belongs to (unchanged for an action of any phase). A test
// of one resolver asks in its action's phase, as a stateless request that names no phase does
// (docs/formats.md, "Request"); tests of the sequence of play move the game through it.
inline GameState inPhaseOf(const Ruleset& rs, GameState state, const std::string& action) {
    const ActionSpec* spec = rs.action(action);
    for (std::size_t i = 0; spec && i < rs.sequence().size(); ++i) {
        if (rs.sequence()[i].id == spec->phase) {
            state.phase = static_cast<int>(i);
        }
    }
    return state;
}

// Puts the game at a turn and phase as a referee's correction would, without the consequences
// of moving through the sequence (tests of those advance the game instead).
inline void jumpToPhase(Game& game, int turn, const std::string& phase) {
    int index = -1;
    for (std::size_t i = 0; i < game.ruleset().sequence().size(); ++i) {
        if (game.ruleset().sequence()[i].id == phase) {
            index = static_cast<int>(i);
        }
    }
    ASSERT_GE(index, 0) << "no phase \"" << phase << "\"";
    Outcome o;
    o.effects.push_back(Effect::phase(turn, index));
    game.apply(o);
}

// The ruling ids of docs/rulings/<id>.md: each open point's heading ("**R3.", "## M1 —",
// "### G2 —").
inline std::set<std::string> rulingIds(const std::string& rulesetId) {
    std::ifstream in(std::string(ADC_TEST_DATA_DIR) + "/docs/rulings/" + rulesetId + ".md");
    const std::regex heading(R"(^(\*\*|#+ )([A-Z]+[0-9]+)[. ])");
    std::set<std::string> out;
    std::smatch m;
    for (std::string line; std::getline(in, line);) {
        if (std::regex_search(line, m, heading)) {
            out.insert(m[2]);
        }
    }
    return out;
}

// The house rules' keys and their choices' keys ("close_order_split", "by_fraction") found as
// words in a text the referee reads: the screen names a reading by its label, never its key.
inline std::vector<std::string> houseRuleKeysIn(const Ruleset& rs, const std::string& text) {
    std::vector<std::string> found;
    auto check = [&](const std::string& key) {
        if (key.find('_') == std::string::npos) {
            return; // a one-word key ("reroll") reads as the word itself
        }
        const std::regex word("(^|[^A-Za-z0-9_/])" + key + "($|[^A-Za-z0-9_])");
        if (std::regex_search(text, word)) {
            found.push_back(key);
        }
    };
    for (const auto& rule : rs.houseRules()) {
        check(rule.id);
        std::for_each(rule.choices.begin(), rule.choices.end(), check);
    }
    return found;
}

// Every action's description, labels and help texts speak in words: no house rule by its key.
inline void expectActionsInWords(const Ruleset& rs) {
    for (const auto& action : rs.actions()) {
        EXPECT_EQ(houseRuleKeysIn(rs, action.description), std::vector<std::string>{})
            << action.id << ": " << action.description;
        for (const auto& p : action.params) {
            EXPECT_EQ(houseRuleKeysIn(rs, p.label + " " + p.help), std::vector<std::string>{})
                << action.id << "/" << p.name << ": " << p.help;
        }
    }
}

// Every step of the outcome cites a value of the ruleset's file or one of its rulings
// (adc/rule_reference.hpp): the one convention of all four modules; its text names no house rule
// by its key.
inline void expectRulesCited(const Ruleset& rs, const Outcome& o) {
    static std::map<std::string, std::set<std::string>> rulings;
    if (!rulings.count(rs.id())) {
        rulings[rs.id()] = rulingIds(rs.id());
    }
    for (const auto& s : o.steps) {
        EXPECT_EQ(ruleReferenceProblem(rs.data(), s.rule), "") << "step \"" << s.text << "\"";
        EXPECT_EQ(houseRuleKeysIn(rs, s.text), std::vector<std::string>{})
            << "step \"" << s.text << "\" names a house rule by its key";
        if (ruleReferenceKind(s.rule) == RuleReferenceKind::Ruling) {
            EXPECT_TRUE(rulings[rs.id()].count(s.rule))
                << "step \"" << s.text << "\" cites " << s.rule << ", which docs/rulings/"
                << rs.id() << ".md has no heading for";
        }
    }
}

// Each house rule of the shipped file names, in its "ruling", a ruling of docs/rulings/<id>.md:
// the editor shows it beside the rule, and the steps that rest on the reading cite it.
inline void expectHouseRulesNameRulings(const std::string& rulesetId) {
    const std::set<std::string> rulings = rulingIds(rulesetId);
    for (const auto& [key, rule] : shippedRulesetJson(rulesetId)["house_rules"].items()) {
        if (rule.is_object()) {
            EXPECT_TRUE(rulings.count(rule.value("ruling", std::string())))
                << key << " names " << rule.value("ruling", std::string("no ruling"));
        }
    }
}

// Resolves against the state as it is with the given faces; `unused` gets the faces left over.
inline Outcome resolveScripted(const Ruleset& rs, const GameState& state, const std::string& action,
                               const json& params, std::vector<int> faces,
                               std::size_t* unused = nullptr) {
    ScriptedDice source(std::move(faces));
    Dice dice(source);
    Outcome o = rs.resolve({action, params}, state, dice);
    expectRulesCited(rs, o);
    if (unused) {
        *unused = source.remaining();
    }
    return o;
}

// Resolves against the game's state in the action's phase (the game itself is not moved).
inline Outcome resolveInPhase(const Game& game, const std::string& action, const json& params,
                              std::vector<int> faces, std::size_t* unused = nullptr) {
    return resolveScripted(game.ruleset(), inPhaseOf(game.ruleset(), game.state(), action), action,
                           params, std::move(faces), unused);
}

// A game's own request resolved with scripted faces, every face used and every step held to
// the citation convention (not applied: a test that wants it applied calls playGame).
inline Outcome askGame(const Game& game, const std::string& action, const json& params,
                       std::vector<int> faces) {
    ScriptedDice dice(std::move(faces));
    Outcome o = game.resolve({action, params}, dice);
    EXPECT_EQ(dice.remaining(), 0u) << action;
    expectRulesCited(game.ruleset(), o);
    return o;
}

// ... and applied to the game as one event.
inline Outcome playGame(Game& game, const std::string& action, const json& params,
                        std::vector<int> faces) {
    Outcome o = askGame(game, action, params, std::move(faces));
    game.apply(o, ActionRequest{action, params}, o.summary);
    return o;
}

// The game moved to its next phase with scripted faces, every face used and every step held to
// the citation convention.
inline Outcome advanceGame(Game& game, std::vector<int> faces = {}) {
    ScriptedDice dice(std::move(faces));
    Outcome o = game.advancePhase(dice);
    EXPECT_EQ(dice.remaining(), 0u);
    expectRulesCited(game.ruleset(), o);
    game.apply(o);
    return o;
}

// Resolves in the action's phase and applies the outcome to the game as one event.
inline Outcome playInPhase(Game& game, const std::string& action, const json& params,
                           std::vector<int> faces, std::size_t* unused = nullptr) {
    Outcome o = resolveInPhase(game, action, params, std::move(faces), unused);
    game.apply(o, ActionRequest{action, params}, o.summary);
    return o;
}

// The first effect of a kind (for a unit and key when given), or nullptr.
inline const Effect* findEffect(const Outcome& o, EffectKind kind, const std::string& unit = {},
                                const std::string& key = {}) {
    for (const auto& e : o.effects) {
        if (e.kind == kind && (unit.empty() || e.unit == unit) && (key.empty() || e.key == key)) {
            return &e;
        }
    }
    return nullptr;
}

// Whether an explanation step cites the rule.
inline bool hasStep(const Outcome& o, const std::string& rule) {
    for (const auto& s : o.steps) {
        if (s.rule == rule) {
            return true;
        }
    }
    return false;
}

// Format 3: the die is a key of the file. A format-2 copy without one gets the die the code
// rolled (`played`, as {"sides", "lowest"}); a current copy without one fails at /die.
inline void expectTheDieOfFormatTwo(const json& shipped, const json& played) {
    json copy = shipped;
    copy["format"] = 2;
    copy.erase("die");
    auto rs = builtinRulesets().fromJson(copy, "format2.json");
    EXPECT_EQ(rs->data()["die"], played);
    EXPECT_EQ(rs->data()["die"]["sides"], shipped["die"]["sides"]);
    EXPECT_EQ(rs->data()["die"]["lowest"], shipped["die"]["lowest"]);
    EXPECT_TRUE(rs->loadNotices().empty()); // it has its "public" section
}

inline void expectAMissingDieFails(const json& shipped) {
    json copy = shipped;
    copy.erase("die");
    const auto errors = loadErrors(copy);
    EXPECT_NE(std::find(errors.begin(), errors.end(), "/die: is missing"), errors.end())
        << ::testing::PrintToString(errors);
}

} // namespace adc::test
