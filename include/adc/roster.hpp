#pragma once
// Sides and units as the table sees them. Strength is counted in the ruleset's own unit
// (figures, stands, men); what else a unit has under a ruleset lives in `attrs`, checked
// against that ruleset's UnitSchema.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace adc {

// Losses are kept with the turn they happened in, so views can colour each turn's losses.
struct Casualty {
    int turn = 1;
    int count = 0;
    std::string cause; // "fire: 20th Mass. Co. A", "melee", "referee correction"
    bool operator==(const Casualty&) const = default;
};

struct Leader {
    std::string name;
    std::string rank;              // "captain", "sergeant", "corporal", "brigade", ...
    int modifier = 0;              // individual modifier where the ruleset uses one
    std::string status = "active"; // "active", "wounded", "killed", "captured"
    bool operator==(const Leader&) const = default;
};

// Status words every ruleset understands; a ruleset may add its own in its unit schema.
namespace status {
inline constexpr const char* GoodOrder = "good_order";
inline constexpr const char* Disordered = "disordered";
inline constexpr const char* Retreating = "retreating";
inline constexpr const char* Routed = "routed";
inline constexpr const char* Rallied = "rallied";
inline constexpr const char* Eliminated = "eliminated";
} // namespace status

struct Unit {
    std::string id;      // unique in the scenario; requests name units by id
    std::string name;    // "13th Mississippi, Co. A"
    std::string side;    // side id
    std::string kind;    // from the ruleset's unit schema: "infantry", "artillery", ...
    std::string quality; // from the schema: "green", "average", "crack", ...
    int strength = 0;
    int startStrength = 0;
    std::string status = status::GoodOrder;
    std::vector<Leader> leaders;
    nlohmann::json attrs = nlohmann::json::object();
    std::vector<Casualty> casualties;

    int lossesInTurn(int turn) const;
    int totalLosses() const;
    bool eliminated() const { return status == status::Eliminated; }
    // attrs[key] or fallback when absent.
    template <class T> T attr(const std::string& key, const T& fallback) const {
        auto it = attrs.find(key);
        return it == attrs.end() || it->is_null() ? fallback : it->template get<T>();
    }
    bool operator==(const Unit&) const = default;
};

// A player's share of a side (up to 8 players at a convention table).
struct Command {
    std::string id;
    std::string name;
    std::string player;
    std::vector<std::string> units;
    bool operator==(const Command&) const = default;
};

struct Side {
    std::string id;
    std::string name;
    std::string colour; // "red" / "black" where the ruleset activates by card colour, else ""
    std::vector<Command> commands;
    bool operator==(const Side&) const = default;
};

void to_json(nlohmann::json& j, const Casualty& c);
void to_json(nlohmann::json& j, const Leader& l);
void to_json(nlohmann::json& j, const Unit& u);
void to_json(nlohmann::json& j, const Command& c);
void to_json(nlohmann::json& j, const Side& s);
// The same forms read back (a saved game's state); throw nlohmann's exceptions on a wrong type
// or a missing key.
void from_json(const nlohmann::json& j, Casualty& c);
void from_json(const nlohmann::json& j, Leader& l);
void from_json(const nlohmann::json& j, Unit& u);
void from_json(const nlohmann::json& j, Command& c);
void from_json(const nlohmann::json& j, Side& s);

} // namespace adc
