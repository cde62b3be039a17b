#pragma once
// What a roster says of a unit beyond its kind and quality, under its name: its leaders, the
// attributes that differ from the schema's default (or are required), list-of-object attributes
// such as ROE's figures (a line per member where the ruleset declares how they read), and the
// organizer's notes.
#include "print/abbreviations.hpp"
#include "print/member_lines.hpp"

#include "adc/roster.hpp"
#include "adc/ruleset.hpp"

#include <QStringList>

namespace adc::print {

// Each line escaped HTML; empty when there is nothing beyond kind and quality. An attribute that
// names other units (MWAN's regiments commanded, the regiment attached to) prints their names
// from `everyone`: a unit's id is the engine's, not the players'.
QStringList unitDetails(const Unit& unit, const Ruleset& ruleset, const MemberLines& members,
                        Abbreviations& abbr, const std::vector<Unit>& everyone);

} // namespace adc::print
