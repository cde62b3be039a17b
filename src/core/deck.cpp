#include "adc/deck.hpp"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace adc {

namespace {

const char* suitLetter(Suit s) {
    switch (s) {
    case Suit::Clubs:
        return "C";
    case Suit::Diamonds:
        return "D";
    case Suit::Hearts:
        return "H";
    case Suit::Spades:
        return "S";
    case Suit::Joker:
        return "";
    }
    return "";
}

const char* suitName(Suit s) {
    switch (s) {
    case Suit::Clubs:
        return "Clubs";
    case Suit::Diamonds:
        return "Diamonds";
    case Suit::Hearts:
        return "Hearts";
    case Suit::Spades:
        return "Spades";
    case Suit::Joker:
        return "Jokers";
    }
    return "";
}

std::string rankCode(int rank) {
    switch (rank) {
    case 1:
        return "A";
    case 11:
        return "J";
    case 12:
        return "Q";
    case 13:
        return "K";
    default:
        return std::to_string(rank);
    }
}

std::string rankName(int rank) {
    switch (rank) {
    case 1:
        return "Ace";
    case 11:
        return "Jack";
    case 12:
        return "Queen";
    case 13:
        return "King";
    default:
        return std::to_string(rank);
    }
}

} // namespace

bool Card::isRed() const {
    if (isJoker()) {
        return rank == 1;
    }
    return suit == Suit::Diamonds || suit == Suit::Hearts;
}

std::string Card::code() const {
    if (isJoker()) {
        return rank == 1 ? "JR" : "JB";
    }
    return rankCode(rank) + suitLetter(suit);
}

std::string Card::name() const {
    if (isJoker()) {
        return rank == 1 ? "Red Joker" : "Black Joker";
    }
    return rankName(rank) + " of " + suitName(suit);
}

std::optional<Card> Card::fromCode(const std::string& raw) {
    std::string code;
    for (char c : raw) {
        code += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    if (code == "JR") {
        return Card{Suit::Joker, 1};
    }
    if (code == "JB") {
        return Card{Suit::Joker, 2};
    }
    if (code.size() < 2) {
        return std::nullopt;
    }
    Suit suit;
    switch (code.back()) {
    case 'C':
        suit = Suit::Clubs;
        break;
    case 'D':
        suit = Suit::Diamonds;
        break;
    case 'H':
        suit = Suit::Hearts;
        break;
    case 'S':
        suit = Suit::Spades;
        break;
    default:
        return std::nullopt;
    }
    std::string r = code.substr(0, code.size() - 1);
    int rank = 0;
    if (r == "A") {
        rank = 1;
    } else if (r == "J") {
        rank = 11;
    } else if (r == "Q") {
        rank = 12;
    } else if (r == "K") {
        rank = 13;
    } else if (r.size() <= 2 && std::all_of(r.begin(), r.end(),
                                            [](unsigned char c) { return std::isdigit(c) != 0; })) {
        rank = std::stoi(r);
    }
    if (rank < 1 || rank > 13) {
        return std::nullopt;
    }
    return Card{suit, rank};
}

Deck::Deck() : drawPile_(fullSet()) {}

std::vector<Card> Deck::fullSet() {
    std::vector<Card> cards;
    for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades}) {
        for (int r = 1; r <= 13; ++r) {
            cards.push_back({s, r});
        }
    }
    cards.push_back({Suit::Joker, 1});
    cards.push_back({Suit::Joker, 2});
    return cards;
}

void Deck::shuffle(DiceSource& dice) {
    drawPile_.insert(drawPile_.end(), discards_.begin(), discards_.end());
    discards_.clear();
    std::sort(drawPile_.begin(), drawPile_.end(), [](const Card& a, const Card& b) {
        return std::pair(a.suit, a.rank) < std::pair(b.suit, b.rank);
    });
    // Fisher-Yates with the game's dice, so a seed (or a script) fixes the order.
    for (std::size_t i = drawPile_.size(); i > 1; --i) {
        int j = dice.face(Die{static_cast<int>(i), 0}, "shuffle");
        std::swap(drawPile_[i - 1], drawPile_[static_cast<std::size_t>(j)]);
    }
}

std::optional<Card> Deck::draw() {
    if (drawPile_.empty()) {
        return std::nullopt;
    }
    Card c = drawPile_.back();
    drawPile_.pop_back();
    discards_.push_back(c);
    return c;
}

bool Deck::drawSpecific(const Card& card) {
    auto it = std::find(drawPile_.begin(), drawPile_.end(), card);
    if (it == drawPile_.end()) {
        return false;
    }
    drawPile_.erase(it);
    discards_.push_back(card);
    return true;
}

void Deck::reshuffleDiscards(DiceSource& dice) {
    std::vector<Card> rest = std::move(drawPile_);
    drawPile_ = std::move(discards_);
    discards_.clear();
    for (std::size_t i = drawPile_.size(); i > 1; --i) {
        int j = dice.face(Die{static_cast<int>(i), 0}, "shuffle");
        std::swap(drawPile_[i - 1], drawPile_[static_cast<std::size_t>(j)]);
    }
    // The reshuffled discards go under what was left.
    drawPile_.insert(drawPile_.end(), rest.begin(), rest.end());
}

void Deck::setPiles(std::vector<Card> drawPile, std::vector<Card> discards) {
    drawPile_ = std::move(drawPile);
    discards_ = std::move(discards);
}

void to_json(nlohmann::json& j, const Card& c) {
    j = c.code();
}

void from_json(const nlohmann::json& j, Card& c) {
    auto code = j.get<std::string>();
    auto card = Card::fromCode(code);
    if (!card) {
        throw std::invalid_argument("\"" + code + "\" is not a card (AH, 10C, KS, JR, JB...)");
    }
    c = *card;
}

void to_json(nlohmann::json& j, const Deck& d) {
    j = {{"draw", d.drawPile()}, {"discards", d.discards()}};
}

void from_json(const nlohmann::json& j, Deck& d) {
    auto draw = j.at("draw").get<std::vector<Card>>();
    auto discards = j.at("discards").get<std::vector<Card>>();
    std::vector<Card> all = draw;
    all.insert(all.end(), discards.begin(), discards.end());
    auto key = [](const Card& c) { return std::pair(c.suit, c.rank); };
    std::sort(all.begin(), all.end(), [&](auto& a, auto& b) { return key(a) < key(b); });
    if (all != Deck::fullSet()) {
        throw std::invalid_argument("a deck must hold each of the 54 cards exactly once");
    }
    d.setPiles(std::move(draw), std::move(discards));
}

} // namespace adc
