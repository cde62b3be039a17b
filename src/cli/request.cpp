#include "request.hpp"
#include "standard_input.hpp"

#include "adc/atomic_file.hpp"

#include <istream>
#include <ostream>
#include <set>
#include <sstream>

namespace adc::cli {

namespace {

// The faces a request gives for its dice, in the order they are rolled.
std::optional<std::vector<int>> readDice(JsonReader& r) {
    if (!r.has("/dice")) {
        return std::nullopt;
    }
    const json* faces = r.array("/dice");
    if (!faces) {
        return std::nullopt;
    }
    std::vector<int> f;
    for (std::size_t i = 0; i < faces->size(); ++i) {
        if (auto v = r.integer(childPointer("/dice", i), 0, 1000)) {
            f.push_back(*v);
        }
    }
    return f;
}

} // namespace

Request readRequest(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                    const std::string& file) {
    Diagnostics d(file);
    JsonReader r(data, d);
    if (!data.is_object()) {
        d.error("", "a request must be a JSON object");
        throw LoadError(d);
    }
    r.onlyKeys("", {"ruleset", "action", "params", "units", "sides", "scenario", "dice", "seed",
                    "options", "flags", "owed", "turn", "phase"});
    Request q;
    auto id = r.string("/ruleset");
    q.action.action = r.string("/action").value_or("");
    if (r.has("/params") && r.object("/params")) {
        q.action.params = data.at("params");
    }
    q.dice = readDice(r);
    if (r.has("/seed")) {
        // Any 32-bit seed, as `adc roll --seed` takes.
        const json* s = r.value("/seed");
        if ((s->is_number_unsigned() || s->is_number_integer()) && s->get<double>() >= 0 &&
            s->get<double>() <= 4294967295.0) {
            q.seed = s->get<std::uint32_t>();
        } else {
            r.error("/seed", "must be a whole number from 0 to 4294967295, found " + s->dump());
        }
    }
    if (!id || !d.ok()) {
        throw LoadError(d);
    }
    try {
        q.ruleset = registry.loadById(*id, dataDir);
    } catch (const LoadError& e) {
        d.error("/ruleset", e.what());
        throw LoadError(d);
    }
    if (r.has("/scenario")) {
        if (r.has("/units")) {
            r.error("/units", "give either a scenario or inline units, not both");
            throw LoadError(d);
        }
        auto path = r.string("/scenario");
        if (!path) {
            throw LoadError(d);
        }
        LoadedScenario ls;
        try {
            ls = loadScenarioFile(*path, registry, dataDir);
        } catch (const LoadError& e) {
            d.error("/scenario", e.what());
            throw LoadError(d);
        }
        if (ls.ruleset->id() != q.ruleset->id()) {
            d.error("/scenario", "is a " + ls.ruleset->id() + " scenario, not " + *id);
            throw LoadError(d);
        }
        q.state = ls.scenario.initialState();
        q.scenario = std::move(ls.scenario);
    } else {
        std::set<std::string> ids;
        if (r.has("/sides")) {
            if (const json* sides = r.array("/sides")) {
                for (std::size_t i = 0; i < sides->size(); ++i) {
                    std::string p = childPointer("/sides", i);
                    r.onlyKeys(p, {"id", "name", "colour"});
                    Side s;
                    s.id = r.string(p + "/id").value_or("");
                    s.name = r.optString(p + "/name", s.id);
                    s.colour = r.optOneOf(p + "/colour", {"red", "black", ""}, "");
                    q.state.sides.push_back(s);
                }
            }
        }
        if (const json* units = r.array("/units")) {
            for (std::size_t i = 0; i < units->size(); ++i) {
                std::string p = childPointer("/units", i);
                if (!r.object(p)) {
                    continue;
                }
                auto side = r.string(p + "/side").value_or("");
                // "side" is the request's own key; the rest is a unit as in a scenario.
                json unitOnly = (*units)[i];
                unitOnly.erase("side");
                Diagnostics ud(file);
                JsonReader ur(unitOnly, ud);
                Unit u = unitFromJson(ur, "", *q.ruleset, side);
                for (const auto& item : ud.items()) {
                    d.error(p + item.pointer, item.message);
                }
                if (!u.id.empty() && !ids.insert(u.id).second) {
                    d.error(p + "/id", "\"" + u.id + "\" is used by another unit");
                }
                if (!side.empty() && !q.state.side(side)) {
                    q.state.sides.push_back({side, side, "", {}});
                }
                q.state.units.push_back(std::move(u));
            }
        }
        q.state.rulesetId = q.ruleset->id();
    }
    if (r.has("/options") && r.object("/options")) {
        for (const auto& [key, value] : data.at("options").items()) {
            const HouseRule* h = q.ruleset->houseRule(key);
            std::string p = childPointer("/options", key);
            if (!h) {
                d.error(p, "is not a house rule of " + q.ruleset->id());
            } else if (auto v = r.oneOf(p, h->choices)) {
                q.state.options[key] = *v;
            }
        }
    }
    if (r.has("/flags") && r.object("/flags")) {
        q.state.flags = data.at("flags");
    }
    // The tests the units owe, as a game's state holds them (adc/owed_tests.hpp).
    if (r.has("/owed") && r.object("/owed")) {
        for (const auto& [unit, tests] : data.at("owed").items()) {
            if (r.object(childPointer("/owed", unit))) {
                q.state.owed[unit] = tests;
            }
        }
    }
    q.state.turn = r.optInteger("/turn", q.state.turn, 1, 100000);
    q.state.phase = r.optInteger("/phase", q.state.phase, 0,
                                 static_cast<int>(q.ruleset->sequence().size()) - 1);
    if (!r.has("/phase")) {
        q.state.phase = phaseOfAction(*q.ruleset, q.action.action, q.state.phase);
    }
    q.state.reindex();
    if (!d.ok()) {
        throw LoadError(d);
    }
    q.file = file;
    return q;
}

GameRequest readGameRequest(const json& data, const Game& game, const std::string& file) {
    Diagnostics d(file);
    JsonReader r(data, d);
    if (!data.is_object()) {
        d.error("", "a request must be a JSON object");
        throw LoadError(d);
    }
    // What a stateless request carries inline, the game already holds.
    for (const char* key :
         {"units", "sides", "scenario", "seed", "options", "flags", "owed", "turn", "phase"}) {
        if (data.contains(key)) {
            d.error(std::string("/") + key,
                    "comes from the game: a request against a game gives only its action, "
                    "params and perhaps dice");
        }
    }
    r.onlyKeys("", {"ruleset", "action", "params", "dice", "units", "sides", "scenario", "seed",
                    "options", "flags", "owed", "turn", "phase"});
    GameRequest q;
    q.file = file;
    if (r.has("/ruleset")) {
        if (auto id = r.string("/ruleset"); id && *id != game.ruleset().id()) {
            d.error("/ruleset",
                    "is " + *id + ", but the game is played under " + game.ruleset().id());
        }
    }
    q.action.action = r.string("/action").value_or("");
    if (r.has("/params") && r.object("/params")) {
        q.action.params = data.at("params");
    }
    q.dice = readDice(r);
    if (!d.ok()) {
        throw LoadError(d);
    }
    return q;
}

std::optional<RequestText> readRequestText(const std::string& command, const Options& o,
                                           Context& c) {
    std::string path = o.get("--request");
    std::string text;
    try {
        if (path == "-") {
            text = readAll(c.in, "the request from standard input");
        } else {
            text = readFile(path);
        }
    } catch (const std::exception& e) {
        c.err << "adc " << command << ": " << e.what() << "\n";
        return std::nullopt;
    }
    Diagnostics d(path == "-" ? "<stdin>" : path);
    auto data = parseJson(text, d);
    if (!data) {
        c.err << d.text() << "\n";
        return std::nullopt;
    }
    return RequestText{std::move(*data), d.file()};
}

std::optional<Request> readRequestOption(const std::string& command, const Options& o, Context& c) {
    auto text = readRequestText(command, o, c);
    if (!text) {
        return std::nullopt;
    }
    try {
        return readRequest(text->data, c.registry, c.dataDir, text->file);
    } catch (const LoadError& e) {
        c.err << e.what() << "\n";
        return std::nullopt;
    }
}

} // namespace adc::cli
