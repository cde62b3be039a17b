#pragma once
// The break points a roster shows beside each unit and each side, read from the ruleset's
// JSON (never a number of our own): ROE's 1/3 casualties morale trigger, MWAN's morale per
// stand lost, Jackson's morale against the figures left, Blue and Gray's "fewer than 4 men"
// and the army's 50% loss. A ruleset without such numbers simply gets no break column.
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
    // Where the numbers came from: "rulesets/roe.json /morale/trigger_fraction".
    QStringList sources() const { return sources_; }

private:
    const nlohmann::json* at(const char* pointer) const;
    std::string option(const std::string& id) const;
    int menPerFigure(const Unit& u) const;
    static QString scalarNumber(const nlohmann::json& value);
    QString standLadder(const Unit& unit, int standsOn) const;

    const Ruleset& ruleset_;
    std::map<std::string, std::string> options_;
    QStringList sources_;
};

} // namespace adc::print
