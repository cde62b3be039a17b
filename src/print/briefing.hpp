#pragma once
// The scenario briefing a roster opens with: what the battle is, its special rules and how it
// is won, so the players have it on the first page they are handed.
#include "adc/scenario.hpp"

#include <QString>

#include <functional>
#include <vector>

namespace adc::print {

// Empty when the scenario has no description, special rules or victory conditions.
QString briefingHtml(const Scenario& scenario);

// A roster's pages (a side's or a command's each) with its briefing placed, the reader's note
// heading the first page, as the body of one document. The briefing heads the first side's page
// when it fits there. When it would push that side onto another sheet (a page holding a few
// units), it goes at the foot of the first side's page it fits under, else on a page of its
// own: each side's units stay on whole pages and no sheet is wasted. `sheets` counts the sheets
// some content takes as the roster prints it.
QString withBriefing(const std::vector<QString>& pages, const QString& briefing,
                     const QString& readerNote, const std::function<int(const QString&)>& sheets);

} // namespace adc::print
