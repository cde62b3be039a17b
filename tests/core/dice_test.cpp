#include "adc/dice.hpp"

#include <gtest/gtest.h>

namespace adc {

TEST(ScriptedDice, GivesFacesInOrderAndRecordsThem) {
    ScriptedDice source({3, 0, 9});
    Dice dice(source);
    EXPECT_EQ(dice.roll(Die::d6(), "fire"), 3);
    EXPECT_EQ(dice.roll(Die::d10zero(), "morale"), 0);
    EXPECT_EQ(dice.roll(Die::d10zero(), "morale"), 9);
    ASSERT_EQ(dice.rolls().size(), 3u);
    EXPECT_EQ(dice.rolls()[1].purpose, "morale");
    EXPECT_EQ(dice.rolls()[1].source, RollSource::Scripted);
}

} // namespace adc
