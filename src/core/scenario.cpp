#include "adc/scenario.hpp"

#include "adc/atomic_file.hpp"
#include "adc/json_text.hpp"
#include "adc/scenario_play.hpp"
#include "scenario_stream.hpp"

#include <algorithm>
#include <set>

namespace adc {

namespace {

const std::vector<std::string> kUnitCoreKeys = {
    "id", "name", "kind", "quality", "strength", "start_strength", "status", "leaders", "notes"};

std::vector<Leader> readLeaders(JsonReader& r, const std::string& p, const UnitSchema& schema) {
    std::vector<Leader> out;
    if (!r.has(p)) {
        return out;
    }
    const json* list = r.array(p);
    if (!list) {
        return out;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        std::string lp = childPointer(p, i);
        if (!r.object(lp)) {
            continue;
        }
        JsonReader lr = r.at(lp);
        lr.onlyKeys("", {"name", "rank", "modifier", "status"});
        Leader l;
        l.name = lr.string("/name").value_or("");
        l.rank = schema.leaderRanks.empty() ? lr.string("/rank").value_or("")
                                            : lr.oneOf("/rank", schema.leaderRanks).value_or("");
        l.modifier = lr.optInteger("/modifier", 0, -6, 6);
        l.status = lr.optOneOf("/status", {"active", "wounded", "killed", "captured"}, "active");
        out.push_back(std::move(l));
    }
    return out;
}

// The ruleset checks the scenario as it stands at the start of play (initialState()); the
// units are lent to that state and given back rather than copied, as a big battle is megabytes.
void checkAtStartOfPlay(Scenario& s, const Ruleset& ruleset, Diagnostics& d) {
    GameState start;
    start.rulesetId = s.rulesetId;
    start.sides = std::move(s.sides);
    start.units = std::move(s.units);
    start.options = std::move(s.options);
    start.reindex();
    ruleset.checkScenario(start, d);
    s.sides = std::move(start.sides);
    s.units = std::move(start.units);
    s.options = std::move(start.options);
}

} // namespace

Unit unitFromJson(JsonReader& r, const std::string& p, const Ruleset& ruleset,
                  const std::string& sideId) {
    Unit u;
    u.side = sideId;
    if (!r.object(p)) {
        return u;
    }
    JsonReader ur = r.at(p);
    const UnitSchema& schema = ruleset.unitSchema();
    // The list of known keys is only spelled out for a unit that has an unknown one: building
    // it for each of 5,000 units was a tenth of loading a big battle.
    auto known = [&](const std::string& key) {
        return std::find(kUnitCoreKeys.begin(), kUnitCoreKeys.end(), key) != kUnitCoreKeys.end() ||
               std::any_of(schema.attributes.begin(), schema.attributes.end(),
                           [&](const AttributeSpec& a) { return a.key == key; });
    };
    const json& obj = ur.root();
    bool unknownKey = false;
    for (auto it = obj.begin(); it != obj.end() && !unknownKey; ++it) {
        unknownKey = !known(it.key());
    }
    if (unknownKey) {
        std::vector<std::string> allowed = kUnitCoreKeys;
        for (const auto& a : schema.attributes) {
            allowed.push_back(a.key);
        }
        ur.onlyKeys("", allowed);
    }
    u.id = ur.string("/id").value_or("");
    u.name = ur.string("/name").value_or("");
    u.kind = ur.oneOf("/kind", schema.kinds).value_or("");
    if (schema.qualities.empty()) {
        u.quality = ur.optString("/quality", "");
    } else {
        u.quality = ur.oneOf("/quality", schema.qualities).value_or("");
    }
    u.strength = ur.integer("/strength", 0, 100000).value_or(0);
    u.startStrength = ur.optInteger("/start_strength", u.strength, 0, 100000);
    if (u.strength > u.startStrength) {
        ur.error("/strength",
                 "must not exceed start_strength (" + std::to_string(u.startStrength) + ")");
    }
    u.status = ur.optOneOf("/status", schema.statuses, status::GoodOrder);
    u.leaders = readLeaders(ur, "/leaders", schema);
    schema.check(ur, "");
    for (const auto& a : schema.attributes) {
        auto it = obj.find(a.key);
        u.attrs[a.key] = it != obj.end() ? *it : a.defaultValue;
    }
    if (auto it = obj.find("notes"); it != obj.end()) {
        if (it->is_string()) {
            u.attrs["notes"] = *it;
        } else {
            ur.error("/notes", "must be text");
        }
    }
    return u;
}

json unitToJson(const Unit& u) {
    json j = {{"id", u.id}, {"name", u.name}, {"kind", u.kind}, {"strength", u.strength}};
    if (!u.quality.empty()) {
        j["quality"] = u.quality;
    }
    if (u.startStrength != u.strength) {
        j["start_strength"] = u.startStrength;
    }
    if (u.status != status::GoodOrder) {
        j["status"] = u.status;
    }
    if (!u.leaders.empty()) {
        json ls = json::array();
        for (const auto& l : u.leaders) {
            json lj = {{"name", l.name}, {"rank", l.rank}};
            if (l.modifier != 0) {
                lj["modifier"] = l.modifier;
            }
            if (l.status != "active") {
                lj["status"] = l.status;
            }
            ls.push_back(std::move(lj));
        }
        j["leaders"] = std::move(ls);
    }
    for (const auto& [k, v] : u.attrs.items()) {
        j[k] = v;
    }
    return j;
}

GameState Scenario::initialState() const {
    GameState s;
    s.rulesetId = rulesetId;
    s.sides = sides;
    s.units = units;
    s.options = options;
    s.reindex();
    // Only a scenario with a timeline adds anything: one without it starts as it always did.
    if (json off = offTableAtStart(*this); !off.empty()) {
        s.flags[OffTableFlag] = std::move(off);
    }
    owedAtStart(*this, s);
    return s;
}

Scenario scenarioFromJson(const json& data, const Ruleset& ruleset, const std::string& file) {
    Diagnostics d(file);
    return detail::readScenario(data, ruleset, d, nullptr);
}

Scenario detail::readScenario(const json& data, const Ruleset& ruleset, Diagnostics& d,
                              StreamedSides* streamed) {
    JsonReader r(data, d);
    if (!data.is_object()) {
        d.error("", "a scenario file must hold a JSON object");
        throw LoadError(d);
    }
    // Checked on the value too, not only on a file's text: a scenario comes also from a save,
    // the editor and a request, and it must stay shallow enough for a save to hold it.
    if (auto deep = deeperThan(data, kMaxScenarioDepth)) {
        d.error(*deep, depthWords(kMaxScenarioDepth));
        throw LoadError(d);
    }
    if (!checkText(data, d)) {
        throw LoadError(d);
    }
    // Format 1 has no timeline; reading it as a format 2 without one is its whole migration.
    const auto format = r.integer("/format", 1, kScenarioFormat);
    if (!format) {
        throw LoadError(d);
    }
    std::vector<std::string> keys = {
        "format",  "kind",  "ruleset", "name",    "date",  "description", "special_rules",
        "victory", "turns", "options", "terrain", "notes", "sides",       "slot_minutes"};
    if (*format >= 2) {
        keys.insert(keys.end(), timelineKeys().begin(), timelineKeys().end());
    }
    r.onlyKeys("", keys);
    if (r.has("/kind")) {
        r.oneOf("/kind", {"scenario"});
    }
    Scenario s;
    s.rulesetId = r.string("/ruleset").value_or("");
    if (!s.rulesetId.empty() && s.rulesetId != ruleset.id()) {
        r.error("/ruleset", "is \"" + s.rulesetId + "\" but was loaded with " + ruleset.id());
    }
    s.name = r.string("/name").value_or("");
    s.date = r.optString("/date", "");
    s.description = r.optString("/description", "");
    if (r.has("/special_rules")) {
        s.specialRules = r.stringList("/special_rules");
    }
    if (r.has("/victory")) {
        s.victory = r.stringList("/victory");
    }
    s.turns = r.optInteger("/turns", 0, 0, 1000);
    if (r.has("/slot_minutes")) {
        s.slotMinutes = r.integer("/slot_minutes", 1, 24 * 60);
    }
    s.notes = r.optString("/notes", "");
    if (r.has("/options") && r.object("/options")) {
        for (const auto& [key, value] : data.at("options").items()) {
            std::string p = childPointer("/options", key);
            const HouseRule* h = ruleset.houseRule(key);
            if (!h) {
                r.error(p, "is not a house rule of " + ruleset.id());
                continue;
            }
            if (auto v = r.oneOf(p, h->choices)) {
                s.options[key] = *v;
            }
        }
    }
    if (r.has("/terrain")) {
        if (const json* t = r.array("/terrain")) {
            for (std::size_t i = 0; i < t->size(); ++i) {
                std::string p = childPointer("/terrain", i);
                if (r.object(p)) {
                    r.string(p + "/name");
                }
            }
            s.terrain = *t;
        }
    }
    std::set<std::string> unitIds, sideIds;
    if (const json* sides = r.array("/sides")) {
        if (sides->empty()) {
            r.error("/sides", "a scenario needs at least one side");
        }
        for (std::size_t si = 0; si < sides->size(); ++si) {
            std::string sp = childPointer("/sides", si);
            if (!r.object(sp)) {
                continue;
            }
            r.onlyKeys(sp, {"id", "name", "colour", "commands", "units"});
            Side side;
            side.id = r.string(sp + "/id").value_or("");
            side.name = r.string(sp + "/name").value_or("");
            side.colour = r.optOneOf(sp + "/colour", {"red", "black", ""}, "");
            if (!side.id.empty() && !sideIds.insert(side.id).second) {
                r.error(sp + "/id", "\"" + side.id + "\" is used by another side");
            }
            std::set<std::string> sideUnits;
            if (const json* units = r.array(sp + "/units")) {
                auto addUnit = [&](Unit u, std::size_t ui) {
                    if (!u.id.empty() && !unitIds.insert(u.id).second) {
                        r.error(childPointer(sp + "/units", ui) + "/id",
                                "\"" + u.id + "\" is used by another unit");
                    }
                    sideUnits.insert(u.id);
                    s.units.push_back(std::move(u));
                };
                // Units read while parsing: their errors take their place among the others.
                std::vector<StreamedUnit>* read =
                    streamed && si < streamed->size() ? &(*streamed)[si] : nullptr;
                std::size_t next = 0;
                for (std::size_t ui = 0; ui < units->size(); ++ui) {
                    if (read && next < read->size() && (*read)[next].index == ui) {
                        StreamedUnit& su = (*read)[next++];
                        for (const auto& e : su.errors.items()) {
                            d.error(e.pointer, e.message);
                        }
                        su.unit.side = side.id;
                        addUnit(std::move(su.unit), ui);
                    } else {
                        addUnit(unitFromJson(r, childPointer(sp + "/units", ui), ruleset, side.id),
                                ui);
                    }
                }
            }
            if (r.has(sp + "/commands")) {
                if (const json* cmds = r.array(sp + "/commands")) {
                    for (std::size_t ci = 0; ci < cmds->size(); ++ci) {
                        std::string cp = childPointer(sp + "/commands", ci);
                        if (!r.object(cp)) {
                            continue;
                        }
                        r.onlyKeys(cp, {"id", "name", "player", "units"});
                        Command c;
                        c.id = r.string(cp + "/id").value_or("");
                        c.name = r.string(cp + "/name").value_or("");
                        c.player = r.optString(cp + "/player", "");
                        c.units = r.stringList(cp + "/units");
                        for (std::size_t k = 0; k < c.units.size(); ++k) {
                            if (!sideUnits.count(c.units[k])) {
                                r.error(childPointer(cp + "/units", k),
                                        "\"" + c.units[k] + "\" is not a unit of this side");
                            }
                        }
                        side.commands.push_back(std::move(c));
                    }
                }
            }
            s.sides.push_back(std::move(side));
        }
    }
    if (d.ok() && *format >= 2) {
        s.timeline = readTimeline(r, ruleset, s.turns, s.sides, s.units, s.specialRules, s.victory);
    }
    if (d.ok()) {
        checkAtStartOfPlay(s, ruleset, d);
    }
    if (!d.ok()) {
        throw LoadError(d);
    }
    return s;
}

namespace {

// The scenario with every side's "units" left an empty list, for the caller to fill.
json scenarioOutline(const Scenario& s) {
    // The lowest format that holds it: a scenario without a timeline stays readable by every
    // version.
    json j = {{"format", s.timeline.empty() ? 1 : kScenarioFormat},
              {"kind", "scenario"},
              {"ruleset", s.rulesetId},
              {"name", s.name}};
    if (!s.date.empty()) {
        j["date"] = s.date;
    }
    if (!s.description.empty()) {
        j["description"] = s.description;
    }
    if (!s.specialRules.empty()) {
        j["special_rules"] = s.specialRules;
    }
    if (!s.victory.empty()) {
        j["victory"] = s.victory;
    }
    if (s.turns != 0) {
        j["turns"] = s.turns;
    }
    if (s.slotMinutes) {
        j["slot_minutes"] = *s.slotMinutes;
    }
    if (!s.options.empty()) {
        j["options"] = s.options;
    }
    if (!s.terrain.empty()) {
        j["terrain"] = s.terrain;
    }
    if (!s.notes.empty()) {
        j["notes"] = s.notes;
    }
    json sides = json::array();
    for (const auto& side : s.sides) {
        json sj = {{"id", side.id}, {"name", side.name}};
        if (!side.colour.empty()) {
            sj["colour"] = side.colour;
        }
        if (!side.commands.empty()) {
            sj["commands"] = side.commands;
        }
        sj["units"] = json::array();
        sides.push_back(std::move(sj));
    }
    j["sides"] = std::move(sides);
    writeTimeline(s.timeline, j);
    return j;
}

std::vector<const Unit*> unitsOf(const Scenario& s, const Side& side) {
    std::vector<const Unit*> out;
    for (const auto& u : s.units) {
        if (u.side == side.id) {
            out.push_back(&u);
        }
    }
    return out;
}

// scenarioToJson(s).dump(2), written a unit at a time: building the whole document first (and
// freeing it after) took most of the time of saving a big battle.
std::string scenarioText(const Scenario& s) {
    const json outline = scenarioOutline(s);
    const json& sides = outline.at("sides");
    std::string out;
    out.reserve(4096 + 1024 * s.units.size());
    appendPrettyObject(out, outline, 0, [&](const std::string& key, int indent) {
        if (key != "sides") {
            return false;
        }
        appendPrettyList(out, sides.size(), indent, [&](std::size_t i, int sideIndent) {
            appendPrettyObject(
                out, sides[i], sideIndent, [&](const std::string& k, int listIndent) {
                    if (k != "units") {
                        return false;
                    }
                    auto units = unitsOf(s, s.sides[i]);
                    appendPrettyList(out, units.size(), listIndent,
                                     [&](std::size_t n, int unitIndent) {
                                         appendPretty(out, unitToJson(*units[n]), unitIndent);
                                     });
                    return true;
                });
        });
        return true;
    });
    out += '\n';
    return out;
}

} // namespace

json scenarioToJson(const Scenario& s) {
    json j = scenarioOutline(s);
    json& sides = j["sides"];
    for (std::size_t i = 0; i < s.sides.size(); ++i) {
        json& units = sides[i]["units"];
        for (const Unit* u : unitsOf(s, s.sides[i])) {
            units.push_back(unitToJson(*u));
        }
    }
    return j;
}

LoadedScenario loadScenarioFile(const std::string& path, const RulesetRegistry& registry,
                                const std::string& dataDir) {
    std::string text;
    try {
        text = readFile(path);
    } catch (const std::exception& e) {
        Diagnostics d(path);
        d.error("", e.what());
        throw LoadError(d);
    }
    return loadScenarioText(std::move(text), path, registry, dataDir);
}

LoadedScenario loadScenarioText(std::string text, const std::string& file,
                                const RulesetRegistry& registry, const std::string& dataDir) {
    Diagnostics d(file);
    auto parsed = detail::parseScenarioText(text, registry, dataDir, d);
    if (!parsed) {
        throw LoadError(d);
    }
    const json* data = &parsed->document;
    JsonReader r(*data, d);
    if (!data->is_object()) {
        d.error("", "a scenario file must hold a JSON object");
        throw LoadError(d);
    }
    auto id = r.string("/ruleset");
    if (!id) {
        throw LoadError(d);
    }
    if (!registry.knows(*id)) {
        d.error("/ruleset", "\"" + *id + "\" is not a ruleset this program knows");
        throw LoadError(d);
    }
    LoadedScenario out;
    if (parsed->units && parsed->ruleset->id() == *id) {
        out.ruleset = parsed->ruleset;
        out.scenario = detail::readScenario(*data, *out.ruleset, d, &*parsed->units);
        return out;
    }
    out.ruleset = registry.loadById(*id, dataDir);
    if (parsed->units) {
        // "ruleset" named twice, and units read with the first: read the text again whole.
        auto whole = parseJson(text, d);
        if (!whole) {
            throw LoadError(d);
        }
        out.scenario = detail::readScenario(*whole, *out.ruleset, d, nullptr);
        return out;
    }
    out.scenario = detail::readScenario(*data, *out.ruleset, d, nullptr);
    return out;
}

void saveScenarioFile(const std::string& path, const Scenario& s) {
    writeFileAtomically(path, scenarioText(s));
}

} // namespace adc
