#pragma once
// Shared by the core tests: the drill ruleset and its scenario, loaded from tests/core/data.
#include "drill_ruleset.hpp"

#include "adc/game.hpp"
#include "adc/saved_game.hpp"
#include "adc/scenario.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace adc::testing {

inline std::shared_ptr<const Ruleset> drillRuleset() {
    return drill::registry().loadById("drill", drill::dataDir());
}

inline json drillRulesetJson() {
    Diagnostics d;
    return *readJsonFile(drill::dataDir() + "/rulesets/drill.json", d);
}

inline json skirmishJson() {
    Diagnostics d;
    return *readJsonFile(drill::dataDir() + "/scenarios/drill_skirmish.json", d);
}

inline Game skirmishGame() {
    auto rs = drillRuleset();
    return Game(rs, scenarioFromJson(skirmishJson(), *rs, "drill_skirmish.json"));
}

// An outcome holding only these effects.
// The skirmish saved after a volley and the next phase: a game with a history, for the tests
// that spoil a save's fields one by one.
inline json savedGameAfterAVolley() {
    Game g = skirmishGame();
    ScriptedDice dice({6, 6, 1, 0});
    ActionRequest volley{"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 3}}};
    g.apply(g.resolve(volley, dice), volley);
    g.apply(g.advancePhase(dice));
    return saveGameToJson(g);
}

inline Outcome effects(std::vector<Effect> list) {
    Outcome o;
    o.action = "test";
    o.summary = "test effects";
    o.effects = std::move(list);
    return o;
}

// True when some diagnostic has exactly this pointer and its message contains `words`.
inline ::testing::AssertionResult hasError(const Diagnostics& d, const std::string& pointer,
                                           const std::string& words = {}) {
    for (const auto& item : d.items()) {
        if (item.pointer == pointer && item.message.find(words) != std::string::npos) {
            return ::testing::AssertionSuccess();
        }
    }
    return ::testing::AssertionFailure()
           << "no error at " << pointer << " containing \"" << words << "\"; got:\n"
           << d.text();
}

// A fresh directory under the system's temporary directory, removed at the end of the test.
class TempDir {
public:
    TempDir() {
        std::string t = (std::filesystem::temp_directory_path() / "adc-test-XXXXXX").string();
        path_ = ::mkdtemp(t.data()) ? t : std::string{};
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::string& path() const { return path_; }
    std::string file(const std::string& name) const { return path_ + "/" + name; }

private:
    std::string path_;
};

// The errors of loading a drill ruleset file ("no error" when it loads).
inline Diagnostics rulesetErrors(const json& data) {
    try {
        drill::registry().fromJson(data, "drill.json");
    } catch (const LoadError& e) {
        return e.diagnostics();
    }
    return Diagnostics("no error");
}

// The errors of loading a saved game of the drill ruleset ("no error" when it loads).
inline Diagnostics saveErrors(const json& data) {
    try {
        gameFromJson(data, drill::registry(), drill::dataDir(), "g.adc.json");
    } catch (const LoadError& e) {
        return e.diagnostics();
    }
    return Diagnostics("no error");
}

} // namespace adc::testing
