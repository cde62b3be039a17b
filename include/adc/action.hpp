#pragma once
// An action declares its parameters so the GUI and the CLI can build their forms from the
// declaration, and so a request can be checked before a resolver sees it.
#include "adc/json_reader.hpp"

#include <string>
#include <vector>

namespace adc {

struct GameState;

enum class ParamType {
    Unit,     // one unit id
    Units,    // a list of unit ids
    Choice,   // one of `choices`
    Flag,     // a yes/no modifier
    Integer,  // whole number in [min, max]
    Distance, // inches, a number ≥ 0 (may be fractional)
    Text,     // free text (notes, the physical card drawn)
};

// What a parameter's values name, so a form offers them rather than asking for typing.
enum class ParamNames {
    Nothing, // free values
    Side,    // a side id (text): a form offers the sides by name
    Man,     // the name of one man of the unit in `ofUnit` (text)
    Men,     // comma-separated names of men of the unit in `ofUnit` (text)
    Card,    // a playing card's code ("QH", "10C", "JR"; empty: the top of the game's deck):
             // a form offers a card picker
};

struct ParamSpec {
    std::string name;  // key in the request's params
    std::string label; // for forms
    ParamType type = ParamType::Flag;
    bool required = true;
    json defaultValue; // used when not required and absent
    std::vector<std::string> choices;
    int min = 0, max = 1000;
    // For unit pickers: which units make sense. Words the GUI understands:
    // "any", "own" (the acting side), "enemy", or a unit kind such as "artillery".
    std::string unitFilter = "any";
    std::string help;
    ParamNames names = ParamNames::Nothing;
    // For Man/Men: the Unit parameter whose men are named, and the unit attribute that lists
    // them (a list the ruleset's "named_lists" declares, such as ROE's "figures").
    std::string ofUnit{};
    std::string menList{};
    // For Men: the order of the names matters (who falls first), so a form picks them in order
    // and shows it. The request holds them in that order, as before.
    bool ordered = false;
    // For unit pickers: unit statuses a form offers first ("routed" for a rally). A default
    // only: the request check does not look at it.
    std::vector<std::string> prefers{};
    // ... then units with a man of this standing in this list of named men (a ruleset whose
    // runaways are men, not a unit status: ROE's rally prefers units with "runaway" men in
    // their "figures"). Matched by preferredUnits (unit_filter.hpp).
    struct MenOfStanding {
        std::string list;     // the unit attribute ("figures"), declared in "named_lists"
        std::string standing; // its standing field's value ("runaway")
    };
    std::vector<MenOfStanding> prefersMen{};
};

struct ActionSpec {
    std::string id;    // "fire", "melee", "morale"
    std::string name;  // "Fire"
    std::string phase; // phase id where it belongs, "" for any
    std::string description;
    std::vector<ParamSpec> params;
    // The action draws the next card of the game's deck (uses_deck): the deck's Draw runs it,
    // its card parameter left empty.
    bool drawsCard = false;
    const ParamSpec* param(const std::string& name) const;
    // The parameter that names a physical card (ParamNames::Card), or null.
    const ParamSpec* cardParam() const;
};

struct ActionRequest {
    std::string action;
    json params = json::object();
};

// Checks params against spec (types, ranges, choices, units that exist) and fills in defaults.
// Eliminated units pass here: whether one may act or be targeted is a rule, so the ruleset
// modules refuse them where their rules do. Errors name the parameter:
// "/params/range: must be a number ≥ 0".
json checkParams(const ActionSpec& spec, const json& params, const GameState& state,
                 Diagnostics& diagnostics);

std::string toString(ParamType t);
void to_json(json& j, const ParamSpec& p);
void to_json(json& j, const ActionSpec& a);
void to_json(json& j, const ActionRequest& r);
void from_json(const json& j, ActionRequest& r);

} // namespace adc
