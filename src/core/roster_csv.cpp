// A roster as CSV columns: the core unit keys and the ruleset's attributes, exported and imported
// against the unit schema with every bad cell named (the CSV text itself is csv_records.cpp).
#include "adc/roster_csv.hpp"

#include "adc/unit_check.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace adc {

namespace {

// Core columns, in export order, before the schema's attributes.
const std::vector<std::string> kCoreColumns = {"side",   "command", "id",       "name",
                                               "kind",   "quality", "strength", "start_strength",
                                               "status", "leaders", "notes"};
const std::vector<std::string> kRequiredColumns = {"side", "id", "name", "kind", "strength"};

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string trim(const std::string& s) {
    auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) {
        return {};
    }
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

std::string place(int line, std::size_t column, const std::string& name) {
    return "line " + std::to_string(line) + ", column " + std::to_string(column + 1) +
           (name.empty() ? "" : " (" + name + ")");
}

// A cell as JSON for the column's type; empty cells are absent (nullopt) so the schema's
// default or "is missing" applies exactly as in a scenario file.
std::optional<json> cellValue(const std::string& raw, const std::string& column,
                              const AttributeSpec* spec, std::string& error) {
    const std::string cell = trim(raw);
    if (cell.empty()) {
        return std::nullopt;
    }
    auto asInteger = [&]() -> std::optional<json> {
        long long v = 0;
        auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), v);
        if (ec != std::errc() || end != cell.data() + cell.size()) {
            error = "must be a whole number, found \"" + cell + "\"";
            return std::nullopt;
        }
        return json(v);
    };
    if (column == "strength" || column == "start_strength") {
        return asInteger();
    }
    constexpr int cellDepth = kMaxUnitValueDepth;
    if ((column == "leaders" || (spec && spec->type == AttrType::List)) &&
        tooDeep(cell, cellDepth)) {
        error = depthWords(cellDepth);
        return std::nullopt;
    }
    if (column == "leaders") {
        json v = json::parse(cell, nullptr, false);
        if (v.is_discarded() || !v.is_array()) {
            error = "must be a JSON list such as [{\"name\": \"Capt. Hall\", \"rank\": "
                    "\"captain\"}], found \"" +
                    cell + "\"";
            return std::nullopt;
        }
        return v;
    }
    if (!spec) {
        return json(cell); // side, command, id, name, kind, quality, status, notes
    }
    switch (spec->type) {
    case AttrType::Integer:
        return asInteger();
    case AttrType::Number: {
        if (auto whole = asInteger()) {
            return whole; // "6" stays 6, as in the JSON it came from
        }
        error.clear();
        double v = 0;
        auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), v);
        if (ec != std::errc() || end != cell.data() + cell.size() || !std::isfinite(v)) {
            error = "must be a number, found \"" + cell + "\"";
            return std::nullopt;
        }
        return json(v);
    }
    case AttrType::Boolean: {
        std::string l = lower(cell);
        if (l == "true" || l == "yes" || l == "y" || l == "1") {
            return json(true);
        }
        if (l == "false" || l == "no" || l == "n" || l == "0") {
            return json(false);
        }
        error = "must be true or false (yes/no), found \"" + cell + "\"";
        return std::nullopt;
    }
    case AttrType::List: {
        json v = json::parse(cell, nullptr, false);
        if (v.is_discarded() || !v.is_array()) {
            error = "must be a JSON list such as [\"a\", \"b\"], found \"" + cell + "\"";
            return std::nullopt;
        }
        return v;
    }
    case AttrType::Choice:
    case AttrType::Text:
        return json(cell);
    }
    return json(cell);
}

// A cell's text for export.
std::string cellText(const json& v) {
    if (v.is_null()) {
        return {};
    }
    if (v.is_string()) {
        return v.get<std::string>();
    }
    return v.dump();
}

} // namespace

std::vector<std::string> rosterCsvColumns(const UnitSchema& schema) {
    std::vector<std::string> cols = kCoreColumns;
    for (const auto& a : schema.attributes) {
        cols.push_back(a.key);
    }
    return cols;
}

std::string rosterToCsv(const Scenario& s, const Ruleset& ruleset) {
    const UnitSchema& schema = ruleset.unitSchema();
    auto cols = rosterCsvColumns(schema);
    std::string out;
    for (std::size_t i = 0; i < cols.size(); ++i) {
        out += (i ? "," : "") + csvField(cols[i]);
    }
    out += "\r\n";
    for (const auto& side : s.sides) {
        for (const auto& u : s.units) {
            if (u.side != side.id) {
                continue;
            }
            std::string command;
            for (const auto& c : side.commands) {
                if (std::find(c.units.begin(), c.units.end(), u.id) != c.units.end()) {
                    command = c.id;
                }
            }
            json leaders = json::array();
            for (const auto& l : u.leaders) {
                json lj = {{"name", l.name}, {"rank", l.rank}};
                if (l.modifier != 0) {
                    lj["modifier"] = l.modifier;
                }
                if (l.status != "active") {
                    lj["status"] = l.status;
                }
                leaders.push_back(lj);
            }
            std::vector<std::string> row = {
                u.side,
                command,
                u.id,
                u.name,
                u.kind,
                u.quality,
                std::to_string(u.strength),
                u.startStrength != u.strength ? std::to_string(u.startStrength) : "",
                u.status != status::GoodOrder ? u.status : "",
                leaders.empty() ? "" : leaders.dump(),
                u.attr<std::string>("notes", "")};
            for (const auto& a : schema.attributes) {
                row.push_back(cellText(u.attrs.value(a.key, json())));
            }
            for (std::size_t i = 0; i < row.size(); ++i) {
                out += (i ? "," : "") + csvField(row[i]);
            }
            out += "\r\n";
        }
    }
    return out;
}

RosterImport readRosterCsv(const std::string& text, const Ruleset& ruleset,
                           const std::string& file) {
    Diagnostics d(file);
    auto records = parseCsv(text, d);
    if (!d.ok()) {
        throw LoadError(d);
    }
    if (records.empty()) {
        d.error("line 1", "the file is empty: the first row must name the columns");
        throw LoadError(d);
    }
    const UnitSchema& schema = ruleset.unitSchema();
    const auto known = rosterCsvColumns(schema);
    std::vector<std::string> header;
    std::set<std::string> seen;
    for (std::size_t c = 0; c < records[0].fields.size(); ++c) {
        std::string name = lower(trim(records[0].fields[c]));
        if (std::find(known.begin(), known.end(), name) == known.end()) {
            std::string list;
            for (const auto& k : known) {
                list += (list.empty() ? "" : ", ") + k;
            }
            d.error(place(records[0].line, c, ""), "\"" + name + "\" is not a column of a " +
                                                       ruleset.id() + " roster (columns: " + list +
                                                       ")");
        } else if (!seen.insert(name).second) {
            d.error(place(records[0].line, c, name), "the column appears twice");
        }
        header.push_back(name);
    }
    for (const auto& req : kRequiredColumns) {
        if (!seen.count(req)) {
            d.error("line " + std::to_string(records[0].line),
                    "the column \"" + req + "\" is missing");
        }
    }
    if (!d.ok()) {
        throw LoadError(d);
    }
    RosterImport out;
    out.hasCommandColumn = seen.count("command") > 0;
    std::map<std::string, int> idLine;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord& rec = records[r];
        if (rec.fields.size() != header.size()) {
            d.error("line " + std::to_string(rec.line), "has " + std::to_string(rec.fields.size()) +
                                                            " fields but the header has " +
                                                            std::to_string(header.size()));
            continue;
        }
        json unit = json::object();
        std::string side, command;
        std::map<std::string, std::size_t> columnOf;
        bool cellsOk = true;
        for (std::size_t c = 0; c < header.size(); ++c) {
            const std::string& col = header[c];
            columnOf[col] = c;
            std::string error;
            auto v = cellValue(rec.fields[c], col, schema.find(col), error);
            if (!error.empty()) {
                d.error(place(rec.line, c, col), error);
                cellsOk = false;
            } else if (col == "side") {
                side = v ? v->get<std::string>() : "";
            } else if (col == "command") {
                command = v ? v->get<std::string>() : "";
            } else if (v) {
                unit[col] = *v;
            }
        }
        if (side.empty()) {
            d.error(place(rec.line, columnOf["side"], "side"), "names no side");
        }
        if (!cellsOk) {
            continue;
        }
        Diagnostics unitErrors;
        JsonReader reader(unit, unitErrors);
        Unit u = unitFromJson(reader, "", ruleset, side);
        for (const auto& item : unitErrors.items()) {
            // "/leaders/0/rank" -> column "leaders", detail "leaders/0/rank"
            std::string key = item.pointer.substr(1, item.pointer.find('/', 1) - 1);
            auto it = columnOf.find(key);
            std::size_t col = it != columnOf.end() ? it->second : columnOf["id"];
            d.error(place(rec.line, col, item.pointer.substr(1)), item.message);
        }
        if (!u.id.empty()) {
            if (auto [it, fresh] = idLine.emplace(u.id, rec.line); !fresh) {
                d.error(place(rec.line, columnOf["id"], "id"),
                        "\"" + u.id + "\" is already used on line " + std::to_string(it->second));
            }
        }
        out.units.push_back(std::move(u));
        out.commands.push_back(command);
    }
    if (!d.ok()) {
        throw LoadError(d);
    }
    return out;
}

Scenario scenarioWithRoster(const Scenario& scenario, const RosterImport& roster,
                            const Ruleset& ruleset, const std::string& file,
                            std::vector<std::string>* added) {
    Scenario s = scenario;
    s.units = roster.units;
    std::set<std::string> ids;
    for (const auto& u : s.units) {
        ids.insert(u.id);
    }
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        auto side = std::find_if(s.sides.begin(), s.sides.end(),
                                 [&](const Side& x) { return x.id == u.side; });
        if (side == s.sides.end()) {
            s.sides.push_back(Side{u.side, u.side, "", {}});
            if (added) {
                added->push_back("side \"" + u.side + "\"");
            }
        }
    }
    for (auto& side : s.sides) {
        for (auto& c : side.commands) {
            if (roster.hasCommandColumn) {
                c.units.clear();
            } else {
                std::erase_if(c.units, [&](const std::string& id) { return !ids.count(id); });
            }
        }
    }
    if (roster.hasCommandColumn) {
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            const std::string& cmd = roster.commands[i];
            if (cmd.empty()) {
                continue;
            }
            auto& side = *std::find_if(s.sides.begin(), s.sides.end(),
                                       [&](const Side& x) { return x.id == s.units[i].side; });
            auto c = std::find_if(side.commands.begin(), side.commands.end(),
                                  [&](const Command& x) { return x.id == cmd; });
            if (c == side.commands.end()) {
                side.commands.push_back(Command{cmd, cmd, "", {}});
                c = std::prev(side.commands.end());
                if (added) {
                    added->push_back("command \"" + cmd + "\" of " + side.id);
                }
            }
            c->units.push_back(s.units[i].id);
        }
    }
    // Units are kept in side order, as the loader keeps them.
    std::stable_sort(s.units.begin(), s.units.end(), [&](const Unit& a, const Unit& b) {
        auto pos = [&](const std::string& id) {
            return std::find_if(s.sides.begin(), s.sides.end(),
                                [&](const Side& x) { return x.id == id; }) -
                   s.sides.begin();
        };
        return pos(a.side) < pos(b.side);
    });
    // The full check a saved scenario gets (ids across sides, ruleset's own checks).
    return scenarioFromJson(scenarioToJson(s), ruleset, file);
}

} // namespace adc
