#pragma once
// What a resolution produced: the dice, the steps that explain them, the effects on the game
// and a one-line summary. Nothing in here has been applied yet.
#include "adc/deck.hpp"
#include "adc/dice.hpp"

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace adc {

// One line of explanation: "musket, short range (0-12\"): hits on 1-3", "+1 aimed fire".
struct Step {
    std::string text;
    std::string rule;            // what it cites: "/fire/bands/0" or "R1" (adc/rule_reference.hpp)
    std::optional<int> modifier; // signed size of a modifier, when the step is one
    bool operator==(const Step&) const = default;
};

// Structured state changes. The engine applies them as one event and can undo them.
enum class EffectKind {
    Casualties,   // unit loses `count` (strength units), recorded with the turn and `text` cause
    SetStrength,  // unit's strength set to value (a referee's correction)
    Status,       // unit's status set to value (string)
    Attr,         // unit's attrs[key] = value (null removes the key)
    LeaderStatus, // unit's leaders[count].status = value (string)
    Flag,         // game-level ruleset state flags[key] = value (null removes)
    Owed,         // owed[unit][key] = value: unit owes the test of action `key` (null: no more)
    DeckDraw,     // top card (or the card `key` names, for physical cards) to the discards
    DeckSet,      // deck piles replaced: value = {"draw": [...], "discards": [...]}
    Phase,        // turn = count, phase = value (int index into the sequence)
    Note,         // no state change; an announcement for the log ("units below 4 men: ...")
};

struct Effect {
    EffectKind kind = EffectKind::Note;
    std::string unit;
    std::string key;
    nlohmann::json value;
    int count = 0;
    std::string text;

    static Effect casualties(std::string unit, int count, std::string cause);
    static Effect setStrength(std::string unit, int value);
    static Effect status(std::string unit, std::string value);
    static Effect attr(std::string unit, std::string key, nlohmann::json value);
    static Effect leaderStatus(std::string unit, int index, std::string value);
    static Effect flag(std::string key, nlohmann::json value);
    // The unit owes the test of `action`, details {"reason": ...}; null details discharge it.
    static Effect owed(std::string unit, std::string action, nlohmann::json details);
    static Effect deckDraw(std::optional<Card> specific = std::nullopt);
    static Effect deckSet(const Deck& deck);
    static Effect phase(int turn, int phase);
    static Effect note(std::string text);

    // Human text for the log: "20th Mass. Co. A: -2 figures (fire)".
    std::string describe() const;
    bool operator==(const Effect&) const = default;
};

struct Outcome {
    std::string action;
    std::string summary; // one line
    std::vector<Roll> rolls;
    std::vector<Step> steps;
    std::vector<Effect> effects;
    // Small structured result for odds and tests: {"hits": 2}, {"passed": true, "runaways": 1}.
    nlohmann::json result = nlohmann::json::object();
    bool operator==(const Outcome&) const = default;
};

std::string toString(EffectKind k);
void to_json(nlohmann::json& j, const Step& s);
void from_json(const nlohmann::json& j, Step& s);
void to_json(nlohmann::json& j, const Effect& e);
void from_json(const nlohmann::json& j, Effect& e); // throws std::invalid_argument on bad kind
void to_json(nlohmann::json& j, const Outcome& o);
void from_json(const nlohmann::json& j, Outcome& o);

// Readable multi-line explanation (for `adc resolve --text` and the log export).
std::string explain(const Outcome& o);

} // namespace adc
