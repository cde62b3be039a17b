// The ruleset's bookkeeping stays off every side's page, as it stays off the player display
// (issue 36's leftover): a Blue and Gray fire showed its firer's "Fired in move 1" among its
// effects. The one rule is adc::isBookkeeping, applied by eventSight for every viewer; the
// ruleset's schema says which attributes it covers. For every shipped ruleset: each attribute
// it marks "bookkeeping", set alongside a real loss on each side's unit, is in no side's event
// while the loss still is on its own side's; and after a scripted turn of real outcomes no
// event on any page carries a bookkeeping attribute's words.
#include "scripted_turn.hpp"
#include "side_state.hpp"

#include "adc/public_view.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace adc::share {
namespace {

using namespace scripted;

// A value the attribute takes that is not its default, so the effect changes something.
json markedValue(const AttributeSpec& spec) {
    switch (spec.type) {
    case AttrType::Boolean:
        return true;
    case AttrType::Integer:
    case AttrType::Number:
        return std::clamp(1, spec.min, spec.max);
    case AttrType::Choice:
        return spec.choices.empty() ? json("x") : json(spec.choices.back());
    case AttrType::Text:
        return "x";
    case AttrType::List:
        return json::array();
    }
    return json();
}

std::vector<const AttributeSpec*> bookkeepingOf(const Ruleset& ruleset) {
    std::vector<const AttributeSpec*> out;
    for (const auto& a : ruleset.unitSchema().attributes) {
        if (a.bookkeeping) {
            out.push_back(&a);
        }
    }
    return out;
}

// The lines of effects of every event on `side`'s page that name a bookkeeping attribute.
std::vector<std::string> bookkeepingLines(const Game& g, const std::string& side) {
    std::vector<std::string> out;
    const auto kept = bookkeepingOf(g.ruleset());
    const json page = sideState(g, side, nullptr);
    for (const json& e : page["events"]) {
        for (const json& line : e["effects"]) {
            const std::string words = line.get<std::string>();
            for (const AttributeSpec* a : kept) {
                if (words.find(": " + a->label) != std::string::npos) {
                    out.push_back(words);
                }
            }
        }
    }
    return out;
}

class SideBookkeeping : public ::testing::TestWithParam<std::string> {};

TEST_P(SideBookkeeping, NoBookkeepingAttributeReachesASidesEventARealEffectDoes) {
    Game g = loadGame(GetParam());
    const auto kept = bookkeepingOf(g.ruleset());
    ASSERT_FALSE(kept.empty()) << "every shipped ruleset keeps a record of its own";
    const std::string action = g.ruleset().actions().front().id;
    for (const auto& side : g.state().sides) {
        const Unit& unit = firstUnitOf(g, side.id);
        for (const AttributeSpec* a : kept) {
            Outcome o;
            o.action = action; // a declared action, whose losses its own side reads
            o.summary = "Marked: " + unit.name;
            o.effects = {Effect::casualties(unit.id, 1, "fire"),
                         Effect::attr(unit.id, a->key, markedValue(*a))};
            g.apply(o, std::nullopt, o.summary);
            for (const auto& viewer : g.state().sides) {
                const json event = sideState(g, viewer.id, nullptr)["events"][0];
                for (const json& line : event["effects"]) {
                    EXPECT_EQ(line.get<std::string>().find(a->label), std::string::npos)
                        << viewer.id << " reads " << line << " (" << a->key << ")";
                }
                if (viewer.id == side.id) { // its own loss, in full, on every ruleset
                    ASSERT_EQ(event["effects"].size(), 1u) << viewer.id << " " << a->key;
                    EXPECT_NE(event["effects"][0].get<std::string>().find(unit.name),
                              std::string::npos)
                        << event["effects"][0];
                }
            }
        }
    }
}

TEST_P(SideBookkeeping, AScriptedTurnShowsNoBookkeepingOnAnyPage) {
    Game g = loadGame(GetParam());
    const Turn t = playATurn(g);
    ASSERT_GT(t.applied, 0);
    std::size_t effects = 0;
    for (const auto& side : g.state().sides) {
        EXPECT_EQ(bookkeepingLines(g, side.id), std::vector<std::string>{}) << side.id;
        const json page = sideState(g, side.id, nullptr);
        for (const json& e : page["events"]) {
            effects += e["effects"].size();
        }
    }
    EXPECT_GT(effects, 0u) << "the pages still show what the outcomes did";
}

INSTANTIATE_TEST_SUITE_P(Shipped, SideBookkeeping, ::testing::ValuesIn(shippedScenarios()),
                         [](const auto& info) { return scenarioTestName(info.param); });

} // namespace
} // namespace adc::share
