#include "adc/owed_tests.hpp"

namespace adc {

std::string OwedTest::reason() const {
    auto it = details.find("reason");
    return it != details.end() && it->is_string() ? it->get<std::string>() : std::string();
}

const nlohmann::json* owedTest(const GameState& state, const std::string& unit,
                               const std::string& action) {
    auto u = state.owed.find(unit);
    if (u == state.owed.end() || !u->is_object()) {
        return nullptr;
    }
    auto a = u->find(action);
    return a == u->end() ? nullptr : &*a;
}

std::vector<OwedTest> owedTests(const GameState& state, const std::string& action) {
    std::vector<OwedTest> out;
    for (const auto& [unit, tests] : state.owed.items()) {
        for (const auto& [id, details] : tests.items()) {
            if (action.empty() || id == action) {
                out.push_back({unit, id, details});
            }
        }
    }
    return out;
}

namespace {

using nlohmann::json;

json owedEffect(const std::string& unit, const std::string& action, json details) {
    return {{"kind", "owed"}, {"unit", unit}, {"key", action}, {"value", std::move(details)}};
}

// An old table as {unit id: entry}: a list of unit ids (ROE's) is {unit id: true}.
json asTable(const json& v) {
    if (v.is_object()) {
        return v;
    }
    json table = json::object();
    if (v.is_array()) {
        for (const json& id : v) {
            if (id.is_string()) {
                table[id.get<std::string>()] = true;
            }
        }
    }
    return table;
}

bool noEntry(const json& v) {
    return v.is_null() || (v.is_string() && v.get<std::string>().empty());
}

// Calls change(effect, out) on every effect of the history, which appends what replaces it.
template <class Change> void rewriteEffects(json& save, Change change) {
    auto history = save.find("history");
    if (history == save.end() || !history->is_array()) {
        return;
    }
    for (json& event : *history) {
        if (!event.is_object() || !event.contains("outcome") ||
            !event["outcome"].contains("effects") || !event["outcome"]["effects"].is_array()) {
            continue;
        }
        json out = json::array();
        for (const json& e : event["outcome"]["effects"]) {
            change(e, out);
        }
        event["outcome"]["effects"] = std::move(out);
    }
}

void addToState(json& save, const std::string& unit, const std::string& action, json details) {
    if (save.contains("state") && save["state"].is_object()) {
        save["state"]["owed"][unit][action] = std::move(details);
    }
}

} // namespace

void migrateOwedFlag(json& save, const std::string& flag, const std::string& action,
                     const OldOwedEntry& details) {
    json table = json::object();
    rewriteEffects(save, [&](const json& e, json& out) {
        if (e.value("kind", "") != "flag" || e.value("key", "") != flag) {
            out.push_back(e);
            return;
        }
        const json next = asTable(e.contains("value") ? e["value"] : json());
        for (const auto& [unit, entry] : table.items()) {
            if (!next.contains(unit)) {
                out.push_back(owedEffect(unit, action, nullptr));
            }
        }
        for (const auto& [unit, entry] : next.items()) {
            if (!table.contains(unit) || table[unit] != entry) {
                out.push_back(owedEffect(unit, action, details(entry)));
            }
        }
        table = next;
    });
    if (save.contains("state") && save["state"].contains("flags")) {
        json& flags = save["state"]["flags"];
        if (auto it = flags.find(flag); it != flags.end()) {
            const json table = asTable(*it);
            for (const auto& [unit, entry] : table.items()) {
                addToState(save, unit, action, details(entry));
            }
            flags.erase(flag);
        }
    }
}

void migrateOwedAttribute(json& save, const std::string& attribute, const std::string& action,
                          const OldOwedEntry& details) {
    rewriteEffects(save, [&](const json& e, json& out) {
        if (e.value("kind", "") != "attr" || e.value("key", "") != attribute) {
            out.push_back(e);
            return;
        }
        const json v = e.contains("value") ? e["value"] : json();
        out.push_back(owedEffect(e.value("unit", ""), action, noEntry(v) ? json() : details(v)));
    });
    if (save.contains("scenario") && save["scenario"].contains("sides")) {
        for (json& side : save["scenario"]["sides"]) {
            if (!side.is_object() || !side.contains("units") || !side["units"].is_array()) {
                continue;
            }
            for (json& unit : side["units"]) {
                if (unit.is_object()) {
                    unit.erase(attribute);
                }
            }
        }
    }
    if (save.contains("state") && save["state"].contains("units")) {
        for (json& unit : save["state"]["units"]) {
            if (!unit.contains("attrs") || !unit["attrs"].contains(attribute)) {
                continue;
            }
            const json v = unit["attrs"][attribute];
            if (!noEntry(v)) {
                addToState(save, unit.value("id", ""), action, details(v));
            }
            unit["attrs"].erase(attribute);
        }
    }
}

} // namespace adc
