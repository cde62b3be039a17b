#pragma once
// The scenario briefing a roster opens with: what the battle is, its special rules and how it
// is won, so the players have it on the first page they are handed.
#include "adc/scenario.hpp"

#include <QString>

namespace adc::print {

// Empty when the scenario has no description, special rules or victory conditions.
QString briefingHtml(const Scenario& scenario);

} // namespace adc::print
