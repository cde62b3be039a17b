#pragma once
// The break points a roster shows beside each unit and each side. The ruleset module answers
// them from its own JSON (Ruleset::unitBreakPoints and friends); this only puts them into the
// roster's words. A ruleset without break points simply gets no break column.
#include "adc/scenario.hpp"

#include <QString>
#include <QStringList>

#include <vector>

namespace adc::print {

class BreakPoints {
public:
    // options: the scenario's house-rule choices (a reading such as ROE's R4 changes the text).
    BreakPoints(const Ruleset& ruleset, std::map<std::string, std::string> options);

    bool any() const;
    // "Morale test at 4 lost (1/3 of 12, counted in all)". Empty when the ruleset has none.
    QString unitText(const Unit& unit) const;
    // Strengths left at which a break point falls; the roster marks those boxes.
    std::vector<int> marks(const Unit& unit) const;
    // Side-level lines: totals and the army's break point.
    QStringList sideText(const std::vector<Unit>& sideUnits) const;
    // Where the numbers came from: the ruleset's file and a JSON pointer into it.
    QStringList sources() const { return sources_; }

private:
    const Ruleset& ruleset_;
    OptionChoices options_;
    QStringList sources_;
};

} // namespace adc::print
