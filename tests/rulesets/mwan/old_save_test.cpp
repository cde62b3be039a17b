// A MWAN game saved before the steps cited JSON pointers (tests/cli/data/saves, written by
// main at 7afd0d3): it loads with its steps as written, the screen shows those old references
// as they were, and re-resolving its fire with the same dice gives the same effects with steps
// that meet today's convention.
#include "mwan_fixture.hpp"

#include "adc/saved_game.hpp"

namespace adc::mwan::test {

namespace {

Game oldSave() {
    return loadGameFile(std::string(ADC_TEST_DATA_DIR) +
                            "/tests/cli/data/saves/mwan-owed-tests.adc.json",
                        builtinRulesets(), ADC_TEST_DATA_DIR);
}

std::vector<std::string> rules(const Outcome& o) {
    std::vector<std::string> out;
    for (const auto& s : o.steps) {
        out.push_back(s.rule);
    }
    return out;
}

} // namespace

TEST(MwanOldSave, StepsKeepTheirOldReferencesAndShowThemAsWritten) {
    const Game g = oldSave();
    ASSERT_EQ(g.position(), 5u);
    const Outcome& fire = g.events()[4].outcome;
    EXPECT_EQ(rules(fire),
              (std::vector<std::string>{"fire/weapons/rifled_musket", "M3", "fire/dice",
                                        "fire/hit_on", "morale/fire", "commanders/killed_on"}));
    const Ruleset& rs = g.ruleset();
    EXPECT_EQ(ruleReferenceWords(rs, "fire/dice"), "fire/dice");
    EXPECT_EQ(ruleReferenceWords(rs, "sequence/first_move"), "sequence/first_move");
    EXPECT_EQ(ruleReferenceWords(rs, "M3"), "ruling M3");
}

TEST(MwanOldSave, ItsFireResolvedAgainGivesTheSameEffectsCitedToday) {
    const Game g = oldSave();
    const Event& e = g.events()[4];
    ASSERT_TRUE(e.request);
    std::vector<int> faces;
    for (const auto& r : e.outcome.rolls) {
        faces.push_back(r.face);
    }
    Game before(g.rulesetPtr(), g.scenario());
    for (std::size_t i = 0; i < 4; ++i) {
        before.apply(g.events()[i].outcome, g.events()[i].request, g.events()[i].label);
    }
    const Outcome again = adc::test::resolveScripted(g.ruleset(), before.state(), e.request->action,
                                                     e.request->params, faces);
    EXPECT_EQ(again.effects, e.outcome.effects);
    EXPECT_EQ(rules(again), (std::vector<std::string>{"/fire/weapons/rifled_musket", "M3",
                                                      "/fire/castings_per_die", "/fire/hit_on",
                                                      "/sequence/5", "/commanders/killed_on"}));
    adc::test::expectRulesCited(g.ruleset(), again);
}

} // namespace adc::mwan::test
