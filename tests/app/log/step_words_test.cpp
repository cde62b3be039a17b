// What each step cites is shown in the referee's words, on screen and in the log exports: a
// pointer into the ruleset's file by the file's labels, a ruling as "ruling R3", never the
// pointer itself (not in a tooltip either); an older save's reference is shown as written.
#include "log/log_export.hpp"
#include "screen_fixture.hpp"

#include "adc/rule_reference.hpp"

namespace adc::test {
namespace {

// A ROE fire's steps as a converted module cites them, and one from an older save.
Outcome citedFire() {
    Outcome o;
    o.action = "fire";
    o.summary = "1 hit";
    o.steps = {{"Range 10\": short", "/fire/bands/0", std::nullopt},
               {"A natural 1 hits", "R14", std::nullopt},
               {"Old reference", "fire_table/short", std::nullopt}};
    return o;
}

TEST(StepWords, TheStepsColumnWordsWhatEachStepCites) {
    auto window = shippedWindow("fredericksburg-1862.json");
    const Ruleset& roe = window->document().ruleset();
    const std::string shortBand = ruleReferenceWords(roe, "/fire/bands/0");
    ASSERT_NE(shortBand, "/fire/bands/0");
    EXPECT_NE(shortBand.find("SHORT"), std::string::npos) << shortBand;
    auto* view = window->resolvePanel()->outcomeView();
    view->showOutcome(citedFire(), {}, true, roe);
    auto* steps = view->stepsView();
    EXPECT_EQ(steps->headerItem()->text(1), "From the rules");
    ASSERT_EQ(steps->topLevelItemCount(), 3);
    EXPECT_EQ(steps->topLevelItem(0)->text(1), qs(shortBand));
    EXPECT_EQ(steps->topLevelItem(1)->text(1), "ruling R14");
    EXPECT_EQ(steps->topLevelItem(2)->text(1), "fire_table/short") << "shown as written";
    for (int i = 0; i < 2; ++i) {
        EXPECT_FALSE(steps->topLevelItem(i)->toolTip(1).contains('/'))
            << steps->topLevelItem(i)->toolTip(1).toStdString();
    }
}

TEST(StepWords, TheLogExportsWordWhatEachStepCites) {
    auto window = shippedWindow("fredericksburg-1862.json");
    window->document().apply(citedFire());
    const Game& game = window->document().game();
    const std::string shortBand = ruleReferenceWords(game.ruleset(), "/fire/bands/0");
    const std::string md = app::logMarkdown(game);
    EXPECT_NE(md.find("Range 10\": short — *" + shortBand + "*"), std::string::npos) << md;
    EXPECT_NE(md.find("*ruling R14*"), std::string::npos) << md;
    EXPECT_EQ(md.find("/fire/bands"), std::string::npos) << md;
    const std::string html = app::logHtml(game);
    EXPECT_NE(html.find("ruling R14"), std::string::npos) << html;
    EXPECT_EQ(html.find("/fire/bands"), std::string::npos) << html;
}

} // namespace
} // namespace adc::test
