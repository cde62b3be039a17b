// No private value of another side in any byte a side is sent (issue 36). For every shipped
// scenario: each unit's strength is first corrected to a number no table or count can make
// (7001, 7018, ...), so that its men left, its side's totals and a victory check's sums are
// marked; then every action of the ruleset is played by each side in every phase, every kind
// of effect is applied to each side's unit with marked words, the referee corrects every field,
// notes are written, and a victory check is made. After each event, each side's whole state
// (what its page, its state answer and a WebSocket's first message carry) and the change the
// event makes to it (each later WebSocket message, from the side feed) are searched for what
// the ruleset keeps from it; at the end, so is a reconnecting page's catch-up.
#include "scripted_turn.hpp"
#include "side_feed.hpp"
#include "side_state.hpp"

#include "adc/public_view.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

namespace adc::share {
namespace {

using namespace scripted;

// What one side keeps from the others, collected as the game goes: numbers (searched as whole
// numbers) and words.
struct Secrets {
    std::map<std::string, std::set<long>> numbers; // side -> its private numbers
    std::map<std::string, std::set<std::string>> words;
};

// The whole numbers written in a text (not the decimals after a point): "28.4" gives 28.
std::set<long> numbersIn(const std::string& text) {
    std::set<long> out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool digit = std::isdigit(static_cast<unsigned char>(text[i])) != 0;
        if (!digit || (i > 0 && (std::isdigit(static_cast<unsigned char>(text[i - 1])) ||
                                 text[i - 1] == '.'))) {
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && j - i < 15) {
            ++j;
        }
        out.insert(std::stol(text.substr(i, j - i)));
        i = j;
    }
    return out;
}

class Privacy {
public:
    explicit Privacy(Game& g) : g_(g), rules_(g.ruleset().publicRules()) { feed_.follow(&g_); }

    // The feed told of the event just applied, as the server tells it.
    void applied() {
        const std::size_t now = g_.position();
        changes_ = feed_.change(HistoryChange{"applied", now - 1, now});
        EXPECT_TRUE(changes_.has_value()) << "the feed lost the history at event " << now;
    }

    // A page that reconnects holding only the first event: what it is sent.
    void checkCatchUp() {
        for (const auto& viewer : g_.state().sides) {
            search(viewer.id, feed_.since(viewer.id, 1, nullptr).dump(), "a catch-up");
        }
    }

    // The state's private numbers of each side, as they stand now: its units' men left and at
    // the start, its totals (marked numbers only: the small ones also count dice and hits).
    void noteStrengths() {
        if (rules_.unitStrength && rules_.sideTotals) {
            return;
        }
        std::map<std::string, long> now, start;
        for (const auto& u : g_.state().units) {
            if (!rules_.unitStrength) {
                mark(u.side, u.strength);
                mark(u.side, u.startStrength);
            }
            now[u.side] += u.strength;
            start[u.side] += u.startStrength;
        }
        if (!rules_.sideTotals) {
            for (const auto& [side, n] : now) {
                mark(side, n);
                mark(side, start[side]);
                mark(side, start[side] - n);
            }
        }
    }

    // Words of `side` that the ruleset keeps from the others.
    void keep(const std::string& side, const std::string& words) {
        if (!rules_.allPublic()) {
            secrets_.words[side].insert(words);
        }
    }

    // An event that names no unit may be about any side's totals: the lines of its steps that
    // begin with a side's name are that side's (a victory check's "Union: 525 of 1850 men
    // lost").
    void noteSideLines(const Outcome& o) {
        if (rules_.unitStrength && rules_.sideTotals) {
            return;
        }
        for (const auto& step : o.steps) {
            for (const auto& side : g_.state().sides) {
                if (step.text.rfind(side.name + ":", 0) == 0) {
                    secrets_.words[side.id].insert(step.text);
                    for (long n : numbersIn(step.text)) {
                        mark(side.id, n);
                    }
                }
            }
        }
    }

    // Every side's state, searched for every other side's secrets.
    void check(const std::string& after) {
        if (secrets_.numbers.empty() && secrets_.words.empty()) {
            return; // a ruleset that keeps nothing private (ROE, MWAN, Jackson)
        }
        for (const auto& viewer : g_.state().sides) {
            search(viewer.id, sideState(g_, viewer.id, nullptr).dump(), after);
            if (changes_) {
                search(viewer.id, (*changes_)[viewer.id].dump(), after + " (its message)");
            }
        }
    }

private:
    // One text sent to `viewer`, searched for every other side's secrets.
    void search(const std::string& viewer, const std::string& sent, const std::string& after) {
        if (secrets_.numbers.empty() && secrets_.words.empty()) {
            return;
        }
        const std::set<long> written = numbersIn(sent);
        for (const auto& [side, numbers] : secrets_.numbers) {
            if (side == viewer) {
                continue;
            }
            for (long n : numbers) {
                EXPECT_EQ(written.count(n), 0u)
                    << viewer << " is sent " << side << "'s " << n << " after " << after;
            }
        }
        for (const auto& [side, words] : secrets_.words) {
            if (side == viewer) {
                continue;
            }
            for (const auto& w : words) {
                EXPECT_EQ(sent.find(w), std::string::npos)
                    << viewer << " is sent " << side << "'s \"" << w << "\" after " << after;
            }
        }
    }

private:
    // Marked numbers only: 1000 and over, which no die, hit or index of these games reaches.
    void mark(const std::string& side, long n) {
        if (n >= 1000) {
            secrets_.numbers[side].insert(n);
        }
    }

    Game& g_;
    const PublicRules& rules_;
    Secrets secrets_;
    SideFeed feed_;
    std::optional<std::map<std::string, json>> changes_;
};

// Applies `o` where the rules take it, noting and checking after it.
bool play(Game& g, Privacy& p, const Outcome& o, std::optional<ActionRequest> r,
          const std::string& label) {
    try {
        g.apply(o, std::move(r), label);
    } catch (const std::exception&) {
        return false;
    }
    p.applied();
    p.noteStrengths();
    p.noteSideLines(o);
    p.check(label);
    return true;
}

// Every kind of effect on `unit`, each its own event, with words marked as `unit`'s side's.
void everyEffectKind(Game& g, Privacy& p, const Unit& unit, int mark) {
    const std::string tag = "MARK-" + std::to_string(mark) + "-";
    auto event = [&](Effect fx, const std::string& what, bool secret) {
        Outcome o;
        o.action = "correction";
        o.effects = {std::move(fx)};
        o.summary = "Referee: " + tag + what;
        if (secret) {
            p.keep(unit.side, o.summary);
        }
        play(g, p, o, std::nullopt, o.summary);
    };
    event(Effect::casualties(unit.id, 1, tag + "cause"), "casualties", false);
    event(Effect::setStrength(unit.id, 7500 + mark), "strength", true);
    event(Effect::status(unit.id, unit.status), "status", false);
    p.keep(unit.side, tag + "attr-value");
    event(Effect::attr(unit.id, "mark_attr", tag + "attr-value"), "attr", true);
    p.keep(unit.side, tag + "owed-reason");
    event(
        Effect::owed(unit.id, g.ruleset().actions().front().id, {{"reason", tag + "owed-reason"}}),
        "owed", true);
    p.keep(unit.side, tag + "flag-value");
    event(Effect::flag("mark_flag", tag + "flag-value"), "flag", true);
    Effect unitNote = Effect::note(tag + "unit-note");
    unitNote.unit = unit.id;
    p.keep(unit.side, tag + "unit-note");
    event(unitNote, "note", true);
    if (!unit.leaders.empty()) {
        event(Effect::leaderStatus(unit.id, 0, unit.leaders.front().status), "leader", false);
    }
    event(Effect::deckDraw(), "draw", false);
    // A note that names no unit, where totals are private: whose it is, the filter cannot know.
    if (!g.ruleset().publicRules().sideTotals) {
        p.keep(unit.side, tag + "loose-note");
    }
    Outcome loose;
    loose.effects = {Effect::note(tag + "loose-note")};
    play(g, p, loose, std::nullopt, tag + "loose-note");
}

// The referee's correction of every field of `unit`: its strength (to a marked number) and
// each attribute, with the words the correction states kept where strength is private.
void everyCorrection(Game& g, Privacy& p, const Unit& unit, int mark) {
    auto correct = [&](const std::string& field, const json& value) {
        try {
            Outcome o = g.correction(unit.id, field, value);
            if (field != "status") {
                p.keep(unit.side, o.summary);
            }
            play(g, p, o, std::nullopt, o.summary);
        } catch (const std::exception&) {
            // Not a value this ruleset takes for the field.
        }
    };
    correct("strength", 7200 + mark);
    for (const auto& attr : g.ruleset().unitSchema().attributes) {
        switch (attr.type) {
        case AttrType::Choice:
            if (!attr.choices.empty()) {
                correct(attr.key, attr.choices.back());
            }
            break;
        case AttrType::Text:
            correct(attr.key, "MARK-" + std::to_string(mark) + "-" + attr.key);
            break;
        case AttrType::Boolean:
            correct(attr.key, true);
            break;
        case AttrType::Integer:
        case AttrType::Number:
            correct(attr.key, std::clamp(1, attr.min, attr.max));
            break;
        case AttrType::List:
            break; // a list of named men: corrected through its own question (ROE)
        }
    }
}

// And the filter hides no more than it must: a fire's throw, its headline and the figures it
// removes are the target side's to see (the bookkeeping marks on the firer are not).
TEST(SidePrivacy, AFiresThrowHeadlineAndLossesArePublic) {
    Game g =
        loadGame(std::string(ADC_TEST_DATA_DIR) + "/scenarios/bluegray-fort-sanders-1863.json");
    const auto& sides = g.state().sides;
    const Unit firer = firstUnitOf(g, sides[0].id);
    const Unit target = firstUnitOf(g, sides[1].id);
    Outcome fire;
    fire.action = "fire";
    fire.summary = "Fire: " + firer.name + " → " + target.name + ", 2 hits";
    fire.rolls = {Roll{Die::d6(), 5, "fire"}};
    fire.steps = {{firer.name + " fires with its men", "/fire", std::nullopt}};
    fire.effects = {Effect::casualties(target.id, 2, "fire"),
                    Effect::attr(firer.id, "fired_turn", 1)};
    g.apply(fire, ActionRequest{"fire", {{"unit", firer.id}, {"target", target.id}}}, fire.summary);
    const json event = sideState(g, target.side, nullptr)["events"][0];
    EXPECT_EQ(event["title"], fire.summary);
    EXPECT_EQ(event["dice"].size(), 1u);
    ASSERT_EQ(event["effects"].size(), 1u);
    EXPECT_NE(event["effects"][0].get<std::string>().find(target.name), std::string::npos);
    EXPECT_TRUE(event["steps"].empty()) << "the steps carry the firer's men";
}

class EverySecret : public ::testing::TestWithParam<std::string> {};

TEST_P(EverySecret, NoPrivateValueOfAnotherSideInAnyByteASideIsSent) {
    Game g = loadGame(GetParam());
    Privacy p(g);
    const std::vector<Unit> units = g.state().units;
    int mark = 0;
    for (const auto& u : units) { // the marked strengths, first: every later sum is marked
        try {
            Outcome o = g.correction(u.id, "strength", 7001 + 17 * mark++);
            p.keep(u.side, o.summary);
            play(g, p, o, std::nullopt, o.summary);
        } catch (const std::exception&) {
            // ROE wants the men named: no bare correction there (and nothing is private).
        }
    }
    p.noteStrengths();
    // Every action of the ruleset, in every phase, with its text parameters marked as the
    // acting side's (a written order's words).
    const std::size_t phases = g.ruleset().sequence().size();
    int played = 0;
    for (std::size_t phase = 0; phase < phases; ++phase) {
        const auto& sides = g.state().sides;
        for (std::size_t s = 0; s < sides.size(); ++s) {
            const Unit& own = firstUnitOf(g, sides[s].id);
            const Unit& enemy = firstUnitOf(g, sides[(s + 1) % sides.size()].id);
            for (const auto& spec : g.ruleset().actions()) {
                for (std::size_t choice = 0; choice < 8; ++choice) {
                    ActionRequest r = plainRequest(spec, own, enemy, choice);
                    for (const auto& param : spec.params) {
                        if (param.type == adc::ParamType::Text) {
                            const std::string words = "SECRET-" + sides[s].id + "-7731";
                            r.params[param.name] = words;
                            p.keep(sides[s].id, words);
                        }
                    }
                    try {
                        Outcome o = g.resolve(r);
                        if (play(g, p, o, r, spec.name + " by " + own.id)) {
                            ++played;
                            break;
                        }
                    } catch (const std::exception&) {
                        // Not allowed in this phase, on this unit or with this choice.
                    }
                }
            }
        }
        play(g, p, g.advancePhase(g.dice()), std::nullopt, "");
    }
    EXPECT_GT(played, 0);
    mark = 0;
    for (const auto& side : g.state().sides) {
        const Unit u = firstUnitOf(g, side.id);
        everyEffectKind(g, p, u, ++mark);
        everyCorrection(g, p, u, ++mark);
    }
    // The victory check, where the ruleset has one, after everything.
    if (const ActionSpec* victory = g.ruleset().action("victory")) {
        const auto& sides = g.state().sides;
        ActionRequest r =
            plainRequest(*victory, firstUnitOf(g, sides[0].id), firstUnitOf(g, sides[1].id), 0);
        for (const auto& param : victory->params) {
            r.params[param.name] = param.type == adc::ParamType::Flag ? json(false) : json("");
        }
        try {
            Outcome o = g.resolve(r);
            EXPECT_TRUE(play(g, p, o, r, o.summary)) << "the victory check";
        } catch (const std::exception& e) {
            ADD_FAILURE() << "the victory check: " << e.what();
        }
    }
    p.checkCatchUp();
}

INSTANTIATE_TEST_SUITE_P(Shipped, EverySecret, ::testing::ValuesIn(shippedScenarios()),
                         [](const auto& info) { return scenarioTestName(info.param); });

} // namespace
} // namespace adc::share
