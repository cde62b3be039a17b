// The game's result on each side's page (issue 38, item 5): nothing of it while the game goes
// on; once it is over, the whole result, the same for every side, figures and all (what the
// ruleset keeps private is kept until the end); taken back when the end is undone.
#include "scripted_turn.hpp"
#include "side_feed.hpp"
#include "side_state.hpp"

#include "adc/game_end.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace adc::share {
namespace {

using namespace scripted;

TEST(SideResultTest, TheWholeResultOnEverySidesPageOnceTheGameIsOver) {
    Game g =
        loadGame(std::string(ADC_TEST_DATA_DIR) + "/scenarios/bluegray-fort-sanders-1863.json");
    SideFeed feed;
    feed.follow(&g);
    // Union losses past half its strength: the first condition's figures are Union's losses,
    // which Blue and Gray keeps from the Confederates while the game goes on.
    std::vector<std::pair<std::string, int>> union_;
    int start = 0, left = 0;
    for (const Unit& u : g.state().units) {
        if (u.side == "union") {
            union_.emplace_back(u.id, u.strength / 3);
            start += u.startStrength;
            left += u.strength / 3;
        }
    }
    for (const auto& [id, strength] : union_) {
        g.apply(g.correction(id, "strength", strength));
    }
    feed.change(HistoryChange{"applied", 0, g.position()});
    for (const auto& side : g.state().sides) {
        EXPECT_TRUE(sideState(g, side.id, nullptr)["result"].is_null()) << side.id;
    }

    g.apply(endOfGame(g.scenario(), g.ruleset(), g.state(), "the referee ended it"));
    const auto views = feed.change(HistoryChange{"applied", g.position() - 1, g.position()});
    ASSERT_TRUE(views);
    const json& over = *gameOver(g.state());
    const json& conditions = over["result"]["conditions"];
    ASSERT_FALSE(conditions.empty());
    for (const auto& side : g.state().sides) {
        for (const json& result :
             {sideState(g, side.id, nullptr)["result"], views->at(side.id)["result"]}) {
            ASSERT_TRUE(result.is_object()) << side.id;
            EXPECT_EQ(result["text"], over["result"]["text"]) << side.id;
            EXPECT_EQ(result["words"], gameOverWords(g.state()));
            ASSERT_EQ(result["conditions"].size(), conditions.size()) << side.id;
            for (std::size_t i = 0; i < conditions.size(); ++i) {
                EXPECT_EQ(result["conditions"][i]["text"], conditions[i]["text"]);
                EXPECT_EQ(result["conditions"][i]["met"], conditions[i]["met"]);
                EXPECT_EQ(result["conditions"][i]["figures"], conditions[i]["figures"])
                    << side.id << " sees every figure of the end";
            }
        }
    }
    const std::string unionLosses =
        " lost " + std::to_string(start - left) + " of " + std::to_string(start);
    EXPECT_NE(conditions[0]["figures"].get<std::string>().find(unionLosses), std::string::npos)
        << conditions[0]["figures"] << ": the figures of Union's losses, for both sides";

    g.undo(); // the end taken back: the result goes from every page
    const auto undone = feed.change(HistoryChange{"undone", g.position(), g.position() + 1});
    ASSERT_TRUE(undone);
    for (const auto& side : g.state().sides) {
        EXPECT_TRUE(undone->at(side.id)["result"].is_null()) << side.id;
    }
}

} // namespace
} // namespace adc::share
