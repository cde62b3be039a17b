// A referee's correction of a MWAN unit: fire reads the stands and the castings of a short
// stand, so a strength the castings no longer fit is refused with the reason.
#include "mwan_fixture.hpp"

namespace adc::mwan::test {

TEST(MwanCorrection, StandsAreSetAndFireReadsThem) {
    Game g = game(json::array({regiment("ny", 4)}), json::array({regiment("va", 4)}));
    g.apply(g.correction("ny", "strength", 3));
    EXPECT_EQ(g.state().unit("ny")->strength, 3);
}

TEST(MwanCorrection, StandsTheCastingsNoLongerFitAreRefused) {
    Game g = game(json::array({regiment("ny", 3, "trained", "rifled_musket", {{"castings", 10}})}),
                  json::array({regiment("va", 4)}));
    try {
        (void)g.correction("ny", "strength", 4);
        FAIL() << "10 castings on 4 stands";
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "strength");
        EXPECT_NE(std::string(e.what()).find("10 castings do not fit 4 stands of 4; set the "
                                             "castings first (0: 4 on every stand)"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_THROW((void)g.correction("ny", "castings", 13), RuleError);
    // Castings first, then the stands.
    g.apply(g.correction("ny", "castings", 0));
    g.apply(g.correction("ny", "strength", 4));
    g.apply(g.correction("ny", "castings", 14));
    EXPECT_EQ(g.state().unit("ny")->attrs["castings"], 14);
}

} // namespace adc::mwan::test
