#pragma once
// The men of a ROE unit (1 figure = 1 man), kept in the unit's "figures" attribute. Strength is
// the number of figures still fighting; every change to a man is written back as the whole list.
#include "adc/dice.hpp"
#include "adc/outcome.hpp"
#include "adc/roster.hpp"
#include "tables.hpp"

#include <string>
#include <vector>

namespace adc::roe {

namespace figure_status {
inline constexpr const char* Fighting = "fighting";
inline constexpr const char* Hit = "hit"; // down to fire: a casualty
inline constexpr const char* Wounded = "wounded";
inline constexpr const char* Killed = "killed";
inline constexpr const char* Runaway = "runaway";
} // namespace figure_status

struct Figure {
    std::string name;
    std::string grade;
    int modifier = 0;
    std::string weapon;
    bool loaded = true;
    bool aimed = false;
    std::string role = "private";
    std::string status = figure_status::Fighting;

    bool fighting() const { return status == figure_status::Fighting; }
};

const std::vector<std::string>& figureRoles();
const std::vector<std::string>& figureStatuses();

// Reads a unit's figures, filling defaults from the unit (grade = quality, weapon = unit
// weapon). Throws RuleError(field, ...) naming the unit and the figure when one is malformed.
std::vector<Figure> readFigures(const Unit& unit, const Tables& tables,
                                const std::string& field = "/units");
nlohmann::json figuresToJson(const std::vector<Figure>& figures);
// Writes a unit's figures back as an effect. Not under the odds walk, which reads only the
// result: writing out a thirty-man company on every branch was a third of its time.
void writeFigures(Outcome& o, const std::string& unitId, const std::vector<Figure>& figures,
                  Dice& dice);

int fightingCount(const std::vector<Figure>& figures);
bool isLeaderRole(const Tables& t, const std::string& role);
// Indices of fighting leaders, most senior first (by the order of /leader_roll/leader_roles).
std::vector<std::size_t> fightingLeaders(const std::vector<Figure>& figures, const Tables& t);
// Index of a figure by name (case-sensitive), or npos.
std::size_t findFigure(const std::vector<Figure>& figures, const std::string& name);
// Indices of the named men, each fighting and named once; throws RuleError(field, ...) naming
// the unit otherwise.
std::vector<std::size_t> fightingMen(const std::vector<Figure>& figures,
                                     const std::vector<std::string>& names,
                                     const std::string& unitName, const std::string& field);
// "Pvt. A, Sgt. B" -> names; empty text -> empty list.
std::vector<std::string> splitNames(const std::string& text);

} // namespace adc::roe
