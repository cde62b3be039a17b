#pragma once
// Rosters as CSV, the way organizers keep their lists in a spreadsheet. One row per unit;
// columns are the core unit keys plus the ruleset's unit-schema attributes, list-valued cells
// (leaders, list attributes) hold JSON. Quoting follows RFC 4180. Importing checks every row
// and reports each problem with its line and column; nothing is half-imported.
#include "adc/scenario.hpp"

#include <string>
#include <vector>

namespace adc {

// One CSV record with the line it starts on (a quoted field may span lines).
struct CsvRecord {
    int line = 0;
    std::vector<std::string> fields;
};

// Splits RFC 4180 text (CRLF or LF, optional UTF-8 byte-order mark). Errors go to diagnostics
// as "line N, column M"; blank lines are skipped.
std::vector<CsvRecord> parseCsv(const std::string& text, Diagnostics& diagnostics);
// One field, quoted when it holds a comma, quote, line break or edge spaces.
std::string csvField(const std::string& value);

// Column names in export order: side, command, id, name, kind, quality, strength,
// start_strength, status, leaders, notes, then the schema attributes in schema order.
std::vector<std::string> rosterCsvColumns(const UnitSchema& schema);
// The scenario's units, side by side, CRLF line ends.
std::string rosterToCsv(const Scenario& scenario, const Ruleset& ruleset);

struct RosterImport {
    std::vector<Unit> units;
    // Command id per unit (parallel to units; "" for none). Empty when the CSV has no
    // "command" column: the scenario's assignments are then kept.
    std::vector<std::string> commands;
    bool hasCommandColumn = false;
};

// Reads every row against the ruleset's unit schema. Throws LoadError listing every bad row
// ("roster.csv: line 4, column 6 (quality): must be one of green, average, crack").
RosterImport readRosterCsv(const std::string& text, const Ruleset& ruleset,
                           const std::string& file);

// The scenario with its units replaced by the imported ones. Sides and commands the CSV names
// that the scenario lacks are added (their names are their ids; `added` says which, so the
// editor can tell the user). The result passes scenarioFromJson, or LoadError is thrown and
// the scenario passed in is all the caller still has.
Scenario scenarioWithRoster(const Scenario& scenario, const RosterImport& roster,
                            const Ruleset& ruleset, const std::string& file,
                            std::vector<std::string>* added = nullptr);

} // namespace adc
