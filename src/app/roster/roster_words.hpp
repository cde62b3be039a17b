#pragma once
// A roster's cells in the referee's words: a unit's leaders, one man of a named list, the
// casualties by turn and the ruleset's attributes, never ids or JSON. Read by RosterModel.
#include "adc/game.hpp"

#include <QString>
#include <QStringList>
#include <QVariant>

namespace adc::app {

// "Lt. T. Barr (captain, +1)", with "[wounded]" when he is not active.
QString oneLeader(const Leader& leader, const Ruleset& ruleset);
// Every leader of the unit, separated by "; ".
QString leaderText(const Unit& unit, const Ruleset& ruleset);
// One man of a named list: "Pvt. E. Eaton — rifle, unloaded, hit".
QString manLine(const json& man, const Unit& unit, const NamedListWords& words,
                const Ruleset& ruleset);
// "3 (T1: 2, T2: 1)", or "—" for a unit that lost nobody.
QString casualtyText(const Unit& unit);
// Each turn's losses as QPoint(turn, count), for the casualty delegate.
QVariantList casualtiesByTurn(const Unit& unit);
// One line per casualty with its cause, for the Casualties cell's tip.
QString casualtyTip(const Unit& unit);
// An attribute as the referee reads it: a unit named, not its id ("cs-21va"); a word of the
// ruleset in its label ("rifled_musket" -> "rifled musket"); a list as its items in words.
QVariant attributeWords(const json& value, const GameState& state, const Ruleset& ruleset);
// A named list's men one to a line, each with what his entry says ("officer", "hit").
QString namedListTip(const json& men, const NamedListWords& words);
// A JSON value as a cell's editor takes it.
QVariant jsonToVariant(const json& value);

} // namespace adc::app
