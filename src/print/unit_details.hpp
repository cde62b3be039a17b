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

// Each line escaped HTML; empty when there is nothing beyond kind and quality.
QStringList unitDetails(const Unit& unit, const Ruleset& ruleset, const MemberLines& members,
                        Abbreviations& abbr);

} // namespace adc::print
