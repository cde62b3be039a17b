#include "adc/dice.hpp"
#include "adc/notation.hpp"
#include "adc/number_text.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cmath>

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
    EXPECT_EQ(dice.rolls()[1].die, Die::d10zero());
    EXPECT_EQ(source.used(), 3u);
    EXPECT_EQ(source.remaining(), 0u);
}

TEST(ScriptedDice, ImpossibleFaceNamesDieAndPurpose) {
    ScriptedDice source({7});
    Dice dice(source);
    try {
        dice.roll(Die::d6(), "fire: 1st Texas");
        FAIL() << "a 7 on a d6 was accepted";
    } catch (const DiceExhausted&) {
        FAIL() << "an impossible face is not running out";
    } catch (const DiceError& e) {
        std::string m = e.what();
        EXPECT_NE(m.find("7"), std::string::npos) << m;
        EXPECT_NE(m.find("d6"), std::string::npos) << m;
        EXPECT_NE(m.find("fire: 1st Texas"), std::string::npos) << m;
    }
    EXPECT_TRUE(dice.rolls().empty());
    EXPECT_EQ(source.used(), 0u);
}

TEST(ScriptedDice, ZeroIsImpossibleOnAnOrdinaryD10ButTenOnAZeroD10) {
    ScriptedDice a({0});
    EXPECT_THROW(a.face(Die{10, 1}, "x"), DiceError);
    ScriptedDice b({10});
    EXPECT_THROW(b.face(Die::d10zero(), "x"), DiceError);
}

TEST(ScriptedDice, RunningOutIsDiceExhaustedNamingDieAndPurpose) {
    ScriptedDice source({2});
    Dice dice(source);
    EXPECT_EQ(dice.roll(Die::d6(), "fire"), 2);
    try {
        dice.roll(Die::d10zero(), "morale: Co. B");
        FAIL() << "no DiceExhausted";
    } catch (const DiceExhausted& e) {
        std::string m = e.what();
        EXPECT_NE(m.find("d10 (0-9)"), std::string::npos) << m;
        EXPECT_NE(m.find("morale: Co. B"), std::string::npos) << m;
        EXPECT_NE(m.find("after 1 faces"), std::string::npos) << m;
    }
    EXPECT_EQ(dice.rolls().size(), 1u);
}

TEST(ManualDice, AsksForEachFaceAndChecksIt) {
    std::vector<std::string> asked;
    std::vector<int> answers = {5, 0, 11};
    std::size_t next = 0;
    ManualDice source([&](const Die& d, std::string_view purpose) {
        asked.push_back(d.name() + " for " + std::string(purpose));
        return answers.at(next++);
    });
    Dice dice(source);
    EXPECT_EQ(dice.roll(Die::d6(), "fire"), 5);
    EXPECT_EQ(dice.roll(Die::d10zero(), "morale"), 0);
    EXPECT_THROW(dice.roll(Die::d10zero(), "morale"), DiceError); // 11 on a 0-9 die
    ASSERT_EQ(asked.size(), 3u);
    EXPECT_EQ(asked[0], "d6 for fire");
    EXPECT_EQ(asked[1], "d10 (0-9) for morale");
    ASSERT_EQ(dice.rolls().size(), 2u);
    EXPECT_EQ(dice.rolls()[0].source, RollSource::Manual);
}

TEST(ManualDice, CancellingIsDiceExhausted) {
    ManualDice source(
        [](const Die&, std::string_view) -> int { throw DiceExhausted("cancelled"); });
    Dice dice(source);
    EXPECT_THROW(dice.roll(Die::d6(), "fire"), DiceExhausted);
    EXPECT_TRUE(dice.rolls().empty());
}

// Chi-square of 10^6 fixed-seed rolls against the uniform distribution; the bound is far above
// the 99.9% point (20.5 for 5 degrees of freedom, 27.9 for 9), so only a real bias fails.
template <std::size_t N> double chiSquare(const std::array<int, N>& counts, int total) {
    double expected = static_cast<double>(total) / N, chi = 0;
    for (int c : counts) {
        chi += (c - expected) * (c - expected) / expected;
    }
    return chi;
}

TEST(RandomDice, D6IsUniformOverAMillionRolls) {
    RandomDice source(20260101u);
    std::array<int, 6> counts{};
    const int n = 1'000'000;
    for (int i = 0; i < n; ++i) {
        int f = source.face(Die::d6(), "sanity");
        ASSERT_TRUE(f >= 1 && f <= 6) << f;
        ++counts[static_cast<std::size_t>(f - 1)];
    }
    EXPECT_LT(chiSquare(counts, n), 20.5);
    for (int c : counts) {
        EXPECT_NEAR(c, n / 6.0, 0.01 * n);
    }
}

TEST(RandomDice, ZeroToNineD10IsUniformOverAMillionRolls) {
    RandomDice source(7u);
    std::array<int, 10> counts{};
    const int n = 1'000'000;
    double sum = 0;
    for (int i = 0; i < n; ++i) {
        int f = source.face(Die::d10zero(), "sanity");
        ASSERT_TRUE(f >= 0 && f <= 9) << f;
        ++counts[static_cast<std::size_t>(f)];
        sum += f;
    }
    EXPECT_LT(chiSquare(counts, n), 27.9);
    EXPECT_NEAR(sum / n, 4.5, 0.01);
}

TEST(RandomDice, SameSeedSameSequence) {
    RandomDice a(99u), b(99u), c(100u);
    std::vector<int> fa, fb, fc;
    for (int i = 0; i < 50; ++i) {
        fa.push_back(a.face(Die::d6(), "x"));
        fb.push_back(b.face(Die::d6(), "x"));
        fc.push_back(c.face(Die::d6(), "x"));
    }
    EXPECT_EQ(fa, fb);
    EXPECT_NE(fa, fc);
}

TEST(RandomDice, SavedStateRollsOnExactlyAsBefore) {
    RandomDice original(12345u);
    for (int i = 0; i < 1000; ++i) {
        original.face(Die::d6(), "warm up");
    }
    std::string saved = original.state();
    std::vector<int> expected;
    for (int i = 0; i < 200; ++i) {
        expected.push_back(original.face(i % 2 ? Die::d6() : Die::d10zero(), "on"));
    }
    RandomDice restored(1u);
    restored.restore(saved);
    std::vector<int> got;
    for (int i = 0; i < 200; ++i) {
        got.push_back(restored.face(i % 2 ? Die::d6() : Die::d10zero(), "on"));
    }
    EXPECT_EQ(got, expected);
    EXPECT_EQ(restored.state(), original.state());
}

TEST(RandomDice, MalformedStateIsRefusedAndChangesNothing) {
    RandomDice dice(5u);
    std::string before = dice.state();
    EXPECT_THROW(dice.restore("not a twister"), DiceError);
    EXPECT_THROW(dice.restore(""), DiceError);
    EXPECT_THROW(dice.restore("1 2 3"), DiceError);
    EXPECT_THROW(dice.restore(before + " 17"), DiceError); // more than a state
    EXPECT_EQ(dice.state(), before);
    EXPECT_NO_THROW(dice.restore(before + "\n"));
    EXPECT_EQ(dice.state(), before);
}

TEST(RandomDice, ReseedStartsTheSequenceAgain) {
    RandomDice a(3u);
    int first = a.face(Die{100, 1}, "x");
    a.face(Die{100, 1}, "x");
    a.reseed(3u);
    EXPECT_EQ(a.face(Die{100, 1}, "x"), first);
}

TEST(RandomDice, ADieWithoutFacesIsAnError) {
    RandomDice a(3u);
    EXPECT_THROW(a.face(Die{0, 1}, "nothing"), DiceError);
}

TEST(Die, NamesAndFaces) {
    EXPECT_EQ(Die::d6().name(), "d6");
    EXPECT_EQ(Die::d10zero().name(), "d10 (0-9)");
    EXPECT_EQ(Die::d10zero().highest(), 9);
    EXPECT_TRUE(Die::d10zero().accepts(0));
    EXPECT_FALSE(Die::d6().accepts(0));
}

TEST(Roll, JsonRoundTripAndErrors) {
    Roll r{Die::d10zero(), 0, "morale", RollSource::Manual};
    nlohmann::json j = r;
    EXPECT_EQ(j.dump(),
              R"({"die":{"lowest":0,"sides":10},"face":0,"purpose":"morale","source":"manual"})");
    EXPECT_EQ(j.get<Roll>(), r);
    j["face"] = 10;
    EXPECT_THROW(j.get<Roll>(), std::invalid_argument);
    j["face"] = 3;
    j["source"] = "psychic";
    EXPECT_THROW(j.get<Roll>(), std::invalid_argument);
    j["source"] = "random";
    j["die"]["lowest"] = 2;
    EXPECT_THROW(j.get<Roll>(), std::invalid_argument);
    EXPECT_EQ(rollSourceFromString("enumerated"), RollSource::Enumerated);
    EXPECT_EQ(toString(RollSource::Scripted), "scripted");
}

TEST(DiceNotation, ParsesTheForms) {
    auto n = DiceNotation::parse("3d6");
    EXPECT_EQ(n.count, 3);
    EXPECT_EQ(n.die, Die::d6());
    EXPECT_EQ(n.modifier, 0);
    n = DiceNotation::parse("d6+2");
    EXPECT_EQ(n.count, 1);
    EXPECT_EQ(n.modifier, 2);
    EXPECT_EQ(n.text(), "1d6+2");
    n = DiceNotation::parse(" 2D10 - 1 ");
    EXPECT_EQ(n.count, 2);
    EXPECT_EQ(n.die, (Die{10, 1}));
    EXPECT_EQ(n.modifier, -1);
    EXPECT_EQ(n.text(), "2d10-1");
    n = DiceNotation::parse("3d10z");
    EXPECT_EQ(n.die, Die::d10zero());
    EXPECT_EQ(n.text(), "3d10z");
    n = DiceNotation::parse("1d10z+3");
    EXPECT_EQ(n.die, Die::d10zero());
    EXPECT_EQ(n.modifier, 3);
}

TEST(DiceNotation, RejectsWhatIsNotNotation) {
    for (const char* bad : {"", "d", "6", "3x6", "3d", "3d1", "0d6", "1001d6", "3d6+", "3d6+x",
                            "3d6*2", "3d6z2", "3d6++1", "d1001", "99999999d6", "-1d6"}) {
        EXPECT_THROW(DiceNotation::parse(bad), std::invalid_argument) << bad;
    }
    try {
        DiceNotation::parse("3q6");
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("NdXz"), std::string::npos) << e.what();
    }
}

TEST(DiceNotation, RollsThroughTheRecorder) {
    ScriptedDice source({0, 9, 4});
    Dice dice(source);
    FreeRoll r = rollNotation(DiceNotation::parse("3d10z-2"), dice, "tray");
    EXPECT_EQ(r.total, 0 + 9 + 4 - 2);
    ASSERT_EQ(r.rolls.size(), 3u);
    EXPECT_EQ(r.rolls[2].face, 4);
    EXPECT_EQ(r.rolls[2].purpose, "tray");
    ScriptedDice bad({0});
    Dice badDice(bad);
    EXPECT_THROW(rollNotation(DiceNotation::parse("1d6"), badDice, "tray"), DiceError);
}

// Distances and range bands in steps read as a stream would write them, without a stream.
TEST(NumberText, WritesNumbersAsAStreamDoes) {
    EXPECT_EQ(numberText(12), "12");
    EXPECT_EQ(numberText(7.5), "7.5");
    EXPECT_EQ(numberText(18.0 * 2 / 3), "12");
    EXPECT_EQ(numberText(1.0 / 3), "0.333333");
    EXPECT_EQ(numberText(-2.25), "-2.25");
    EXPECT_EQ(numberText(1234567), "1.23457e+06");
    EXPECT_EQ(numberText(0), "0");
}

TEST(NumberText, WritesDecimalsWithoutTrailingZeros) {
    EXPECT_EQ(decimalText(12, 6), "12");
    EXPECT_EQ(decimalText(100, 6), "100");
    EXPECT_EQ(decimalText(7.5, 6), "7.5");
    EXPECT_EQ(decimalText(1.0 / 3, 6), "0.333333");
    EXPECT_EQ(decimalText(9.123456789, 6), "9.123457");
    EXPECT_EQ(decimalText(12345.67, 6), "12345.67");
    EXPECT_EQ(decimalText(-2.25, 2), "-2.25");
    EXPECT_EQ(decimalText(40, 0), "40");
}

} // namespace adc
