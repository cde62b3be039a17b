#pragma once
// One readable line per member of a unit (ROE's men): "Pvt. J. Allen — Musket, crack, fighting".
// Which of a member's fields to print, in what order, what a missing one falls back to (the
// unit's weapon, its quality) and what is not worth printing ("private", a modifier of 0) is
// declared under "print"/"roster"/"members" in the ruleset's JSON: printing knows no ruleset.
#include "adc/roster.hpp"
#include "adc/ruleset.hpp"

#include <QString>

#include <string>

namespace adc::print {

class MemberLines {
public:
    explicit MemberLines(const Ruleset& ruleset);

    // Whether the ruleset declares how the members listed in this attribute read.
    bool declares(const std::string& attribute) const;
    // The member's line (escaped HTML): name, then the declared fields in words.
    QString line(const std::string& attribute, const Unit& unit, const json& member) const;

private:
    QString field(const json& spec, const Unit& unit, const json& member) const;
    json unitValue(const Unit& unit, const std::string& name) const;

    const Ruleset& ruleset_;
    const json* members_ = nullptr;
};

} // namespace adc::print
