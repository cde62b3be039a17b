// Fuzzes the scenario loader against each known ruleset. A scenario that loads must survive a
// save and a second load unchanged.
#include "fuzz_support.hpp"

#include "adc/scenario.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace {

const std::map<std::string, std::shared_ptr<const adc::Ruleset>>& rulesets() {
    static const auto all = [] {
        std::map<std::string, std::shared_ptr<const adc::Ruleset>> m;
        auto& s = adc::fuzz::setup();
        for (const auto& id : s.registry.ids()) {
            try {
                m[id] = s.registry.loadById(id, s.dataDir);
            } catch (const adc::LoadError&) {
                // A module still in the works: fuzz the others.
            }
        }
        return m;
    }();
    return all;
}

// Loading as text, units read while the parser runs, must give what loading the whole document
// gives: the same scenario, or the same errors in the same order.
void checkFileLoaderAgrees(const std::string& text, const adc::json& data,
                           const adc::Ruleset& ruleset) {
    auto outcome = [](auto load) -> std::pair<adc::json, std::vector<std::string>> {
        try {
            return {adc::scenarioToJson(load()), {}};
        } catch (const adc::LoadError& e) {
            std::vector<std::string> errors;
            for (const auto& item : e.diagnostics().items()) {
                errors.push_back(item.pointer + ": " + item.message);
            }
            return {nullptr, errors};
        }
    };
    auto& s = adc::fuzz::setup();
    auto fromText = outcome(
        [&] { return adc::loadScenarioText(text, "fuzz.json", s.registry, s.dataDir).scenario; });
    auto fromDocument = outcome([&] { return adc::scenarioFromJson(data, ruleset, "fuzz.json"); });
    if (fromText != fromDocument) {
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    adc::Diagnostics d("fuzz.json");
    auto data = adc::parseJson(std::string(reinterpret_cast<const char*>(bytes), size), d);
    if (!data) {
        return 0;
    }
    std::string id = "drill";
    const bool named =
        data->is_object() && data->contains("ruleset") && (*data)["ruleset"].is_string();
    if (named) {
        id = (*data)["ruleset"].get<std::string>();
    }
    auto it = rulesets().find(id);
    if (it == rulesets().end()) {
        it = rulesets().find("drill");
    } else if (named) { // a file naming no ruleset, or an unknown one, stops before its units
        checkFileLoaderAgrees(std::string(reinterpret_cast<const char*>(bytes), size), *data,
                              *it->second);
    }
    try {
        adc::Scenario s = adc::scenarioFromJson(*data, *it->second, "fuzz.json");
        adc::json saved = adc::scenarioToJson(s);
        adc::Scenario again = adc::scenarioFromJson(saved, *it->second, "saved.json");
        if (adc::scenarioToJson(again) != saved) {
            std::abort(); // load → save → load changed the scenario
        }
    } catch (const adc::LoadError&) {
    }
    return 0;
}
