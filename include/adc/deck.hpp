#pragma once
// A deck of 52 cards and two jokers. Its order and its discards are part of the saved game.
#include "adc/dice.hpp"

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace adc {

enum class Suit { Clubs, Diamonds, Hearts, Spades, Joker };

struct Card {
    Suit suit = Suit::Spades;
    int rank = 1; // 1 = ace .. 13 = king; for jokers 1 = red joker, 2 = black joker

    bool isJoker() const { return suit == Suit::Joker; }
    bool isRed() const;
    bool isFace() const { return !isJoker() && rank >= 11; }
    bool isAce() const { return !isJoker() && rank == 1; }
    // "AH", "10C", "KS", "JR" (red joker), "JB" (black joker)
    std::string code() const;
    // "Ace of Hearts", "Red Joker"
    std::string name() const;
    static std::optional<Card> fromCode(const std::string& code);
    bool operator==(const Card&) const = default;
};

class Deck {
public:
    // A fresh, unshuffled deck: clubs, diamonds, hearts, spades A..K, then the two jokers.
    Deck();
    static std::vector<Card> fullSet();

    // Gathers every card (draw pile and discards) and shuffles with the dice (Fisher-Yates).
    void shuffle(DiceSource& dice);
    // Top card of the draw pile onto the discards. Empty draw pile: nullopt, nothing changes
    // (the ruleset decides what an exhausted deck means).
    std::optional<Card> draw();
    // A physical card the referee drew: taken out of the draw pile wherever it is.
    // Returns false if that card is not in the draw pile.
    bool drawSpecific(const Card& card);
    // Puts the discards back under the draw pile in a new random order.
    void reshuffleDiscards(DiceSource& dice);

    const std::vector<Card>& drawPile() const { return drawPile_; } // back() is the top
    const std::vector<Card>& discards() const { return discards_; }
    std::size_t left() const { return drawPile_.size(); }
    void setPiles(std::vector<Card> drawPile, std::vector<Card> discards);
    bool operator==(const Deck&) const = default;

private:
    std::vector<Card> drawPile_;
    std::vector<Card> discards_;
};

void to_json(nlohmann::json& j, const Card& c);
void from_json(const nlohmann::json& j, Card& c);
void to_json(nlohmann::json& j, const Deck& d);
void from_json(const nlohmann::json& j, Deck& d);

} // namespace adc
