// The side feed (issue 36, item 12): a page that merges each change's message into the view it
// holds, as resources/share/side.html does, has after every change the very view the state
// answer gives, built afresh from a replay of the history; and a page that reconnects holding
// the first events gets only those after them, and then holds the same view too.
#include "scripted_turn.hpp"
#include "side_feed.hpp"
#include "side_state.hpp"

#include "adc/public_view.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace adc::share {
namespace {

using namespace scripted;

// The page's merge: the head's fields the message carries, its rows by id, and its events in
// place of those past what it keeps.
void merge(json& held, const json& part) {
    for (const auto& [key, value] : part.items()) {
        if (key != "units" && key != "events") {
            held[key] = value;
        }
    }
    for (const auto& row : part.value("units", json::array())) {
        auto same = std::find_if(held["units"].begin(), held["units"].end(),
                                 [&](const json& u) { return u["id"] == row["id"]; });
        if (same != held["units"].end()) {
            *same = row;
        } else {
            held["units"].push_back(row);
        }
    }
    if (part.contains("events")) {
        const std::size_t kept = part["in_effect"].get<std::size_t>() - part["events"].size();
        json events = part["events"];
        for (const auto& e : held["events"]) {
            if (e["index"].get<std::size_t>() <= kept) {
                events.push_back(e);
            }
        }
        held["events"] = std::move(events);
    }
}

class Pages {
public:
    explicit Pages(Game& g) : g_(g) {
        feed_.follow(&g_);
        for (const auto& side : g_.state().sides) {
            held_[side.id] = feed_.state(side.id, nullptr);
        }
    }

    // The feed told of a change; each side's message merged; every page checked.
    void told(const std::string& kind, std::size_t from, std::size_t to, const std::string& what) {
        auto messages = feed_.change(HistoryChange{kind, from, to});
        ASSERT_TRUE(messages.has_value()) << what;
        for (auto& [side, held] : held_) {
            const json& message = (*messages)[side];
            merge(held, message);
            EXPECT_EQ(held, sideState(g_, side, nullptr)) << side << " after " << what;
            largest_ = std::max(largest_, message.dump().size());
        }
    }

    void checkCatchUp(std::size_t kept) {
        for (const auto& side : g_.state().sides) {
            json held = sideState(g_, side.id, nullptr);
            json events = json::array();
            for (const auto& e : held["events"]) {
                if (e["index"].get<std::size_t>() <= kept) {
                    events.push_back(e);
                }
            }
            held["events"] = events; // a page that holds the first `kept` events
            const json part = feed_.since(side.id, kept, nullptr);
            EXPECT_EQ(part["events"].size(), g_.position() - kept) << side.id;
            merge(held, part);
            EXPECT_EQ(held, sideState(g_, side.id, nullptr)) << side.id << " caught up";
        }
    }

    std::size_t largest() const { return largest_; }

private:
    Game& g_;
    SideFeed feed_;
    std::map<std::string, json> held_;
    std::size_t largest_ = 0;
};

class EveryScenario : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryScenario, EachChangeMergedGivesTheWholeView) {
    // A turn played on one game; its events applied to another one by one, the feed told of
    // each, with undos, a redo and a jump back that a new event cuts short.
    Game played = loadGame(GetParam());
    playATurn(played);
    const auto& events = played.events();
    ASSERT_GE(events.size(), 4u);
    Game g = loadGame(GetParam());
    Pages pages(g);
    for (std::size_t i = 0; i < events.size(); ++i) {
        const std::size_t at = g.position();
        g.apply(events[i].outcome, events[i].request, events[i].label);
        pages.told("applied", at, g.position(), "event " + std::to_string(i + 1));
        if (i % 3 == 1) {
            g.undo();
            pages.told("undone", g.position(), g.position() + 1, "an undo");
            g.redo();
            pages.told("redone", g.position() - 1, g.position(), "a redo");
        }
    }
    const std::size_t end = g.position();
    for (int n = 0; n < 3; ++n) {
        g.undo();
    }
    pages.told("undone", end - 3, end, "three undone at once");
    const std::size_t at = g.position();
    g.apply(events[at + 1].outcome, events[at + 1].request, events[at + 1].label);
    pages.told("applied", at, g.position(), "another event in their place");
    pages.checkCatchUp(0);
    pages.checkCatchUp(g.position() / 2);
    pages.checkCatchUp(g.position());
}

INSTANTIATE_TEST_SUITE_P(Shipped, EveryScenario, ::testing::ValuesIn(shippedScenarios()),
                         [](const auto& info) { return scenarioTestName(info.param); });

} // namespace
} // namespace adc::share
