#include "adc/deck.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <set>

namespace adc {

namespace {

std::set<std::string> codes(const std::vector<Card>& cards) {
    std::set<std::string> out;
    for (const auto& c : cards) {
        out.insert(c.code());
    }
    return out;
}

} // namespace

TEST(Deck, HoldsFiftyFourDistinctCards) {
    Deck deck;
    EXPECT_EQ(deck.left(), 54u);
    EXPECT_TRUE(deck.discards().empty());
    EXPECT_EQ(codes(deck.drawPile()).size(), 54u);
    int jokers = 0, red = 0, faces = 0, aces = 0;
    for (const auto& c : deck.drawPile()) {
        jokers += c.isJoker();
        red += c.isRed();
        faces += c.isFace();
        aces += c.isAce();
        EXPECT_EQ(Card::fromCode(c.code()), c) << c.code();
    }
    EXPECT_EQ(jokers, 2);
    EXPECT_EQ(red, 27); // 26 red cards and the red joker
    EXPECT_EQ(faces, 12);
    EXPECT_EQ(aces, 4);
}

TEST(Card, CodesAndNames) {
    EXPECT_EQ((Card{Suit::Hearts, 1}).code(), "AH");
    EXPECT_EQ((Card{Suit::Clubs, 10}).code(), "10C");
    EXPECT_EQ((Card{Suit::Spades, 13}).name(), "King of Spades");
    EXPECT_EQ((Card{Suit::Joker, 1}).code(), "JR");
    EXPECT_EQ((Card{Suit::Joker, 2}).name(), "Black Joker");
    EXPECT_FALSE((Card{Suit::Joker, 2}).isRed());
    EXPECT_EQ(Card::fromCode("qd"), (Card{Suit::Diamonds, 12}));
    for (const char* bad : {"", "X", "1", "0C", "14H", "AX", "JJ", "010C", "10",
                            "\xff\xfe"
                            "C",
                            "\xb2"
                            "C"}) {
        EXPECT_FALSE(Card::fromCode(bad).has_value()) << bad;
    }
}

TEST(Deck, SeedReproducesAShuffle) {
    Deck a, b, c;
    RandomDice da(42u), db(42u), dc(43u);
    a.shuffle(da);
    b.shuffle(db);
    c.shuffle(dc);
    EXPECT_EQ(a, b);
    EXPECT_NE(a, c);
    EXPECT_NE(a, Deck());
    EXPECT_EQ(codes(a.drawPile()).size(), 54u);
}

TEST(Deck, ShuffleUsesOneDieOfEachSizeFromTheTop) {
    // Fisher-Yates asks a 0..i-1 die for i = 54 down to 2: 53 faces.
    std::vector<int> zeros(53, 0);
    ScriptedDice script(zeros);
    Deck d;
    d.shuffle(script);
    EXPECT_EQ(script.used(), 53u);
    ScriptedDice tooFew(std::vector<int>(52, 0));
    Deck e;
    EXPECT_THROW(e.shuffle(tooFew), DiceExhausted);
}

TEST(Deck, DrawDiscardAndReshuffle) {
    Deck deck;
    RandomDice dice(1u);
    deck.shuffle(dice);
    Card top = deck.drawPile().back();
    auto drawn = deck.draw();
    ASSERT_TRUE(drawn);
    EXPECT_EQ(*drawn, top);
    EXPECT_EQ(deck.left(), 53u);
    ASSERT_EQ(deck.discards().size(), 1u);
    EXPECT_EQ(deck.discards()[0], top);
    for (int i = 0; i < 9; ++i) {
        deck.draw();
    }
    EXPECT_EQ(deck.left(), 44u);
    std::vector<Card> rest = deck.drawPile();
    std::set<std::string> discarded = codes(deck.discards());
    deck.reshuffleDiscards(dice);
    EXPECT_TRUE(deck.discards().empty());
    EXPECT_EQ(deck.left(), 54u);
    // What was left stays on top in its order; the ten discards go underneath.
    std::vector<Card> top44(deck.drawPile().end() - 44, deck.drawPile().end());
    EXPECT_EQ(top44, rest);
    std::vector<Card> bottom10(deck.drawPile().begin(), deck.drawPile().begin() + 10);
    EXPECT_EQ(codes(bottom10), discarded);
}

TEST(Deck, ShuffleGathersTheDiscards) {
    Deck deck;
    deck.draw();
    deck.draw();
    RandomDice dice(9u);
    deck.shuffle(dice);
    EXPECT_EQ(deck.left(), 54u);
    EXPECT_TRUE(deck.discards().empty());
}

TEST(Deck, EmptyDrawPileGivesNothingAndChangesNothing) {
    Deck deck;
    for (int i = 0; i < 54; ++i) {
        ASSERT_TRUE(deck.draw());
    }
    Deck before = deck;
    EXPECT_FALSE(deck.draw().has_value());
    EXPECT_EQ(deck, before);
    EXPECT_EQ(deck.left(), 0u);
    EXPECT_EQ(deck.discards().size(), 54u);
    // The first card drawn from a fresh deck is its top: the black joker.
    EXPECT_EQ(deck.discards().front().code(), "JB");
}

TEST(Deck, DrawSpecificTakesThatCardWhereverItIs) {
    Deck deck;
    Card queen{Suit::Hearts, 12};
    EXPECT_TRUE(deck.drawSpecific(queen));
    EXPECT_EQ(deck.left(), 53u);
    EXPECT_EQ(deck.discards().back(), queen);
    EXPECT_FALSE(codes(deck.drawPile()).count("QH"));
    Deck before = deck;
    EXPECT_FALSE(deck.drawSpecific(queen)); // already drawn
    EXPECT_EQ(deck, before);
}

TEST(Deck, JsonRoundTrip) {
    Deck deck;
    RandomDice dice(77u);
    deck.shuffle(dice);
    deck.draw();
    deck.drawSpecific({Suit::Joker, 1});
    nlohmann::json j = deck;
    EXPECT_EQ(j["draw"].size(), 52u);
    EXPECT_EQ(j["discards"].size(), 2u);
    EXPECT_EQ(j["discards"][1], "JR");
    EXPECT_EQ(j.get<Deck>(), deck);
}

TEST(Deck, JsonErrors) {
    nlohmann::json good = Deck();
    auto broken = [&](auto change) {
        nlohmann::json j = good;
        change(j);
        return j;
    };
    // A card twice and one missing.
    EXPECT_THROW(broken([](auto& j) { j["draw"][0] = "AH"; }).get<Deck>(), std::invalid_argument);
    // A card missing.
    EXPECT_THROW(broken([](auto& j) { j["draw"].erase(0); }).get<Deck>(), std::invalid_argument);
    // Not a card.
    EXPECT_THROW(broken([](auto& j) { j["draw"][3] = "ZZ"; }).get<Deck>(), std::invalid_argument);
    // Missing piles and wrong types are json errors.
    EXPECT_THROW(broken([](auto& j) { j.erase("discards"); }).get<Deck>(),
                 nlohmann::json::exception);
    EXPECT_THROW(broken([](auto& j) { j["draw"][0] = 5; }).get<Deck>(), nlohmann::json::exception);
    EXPECT_THROW(nlohmann::json(3).get<Deck>(), nlohmann::json::exception);
}

} // namespace adc
