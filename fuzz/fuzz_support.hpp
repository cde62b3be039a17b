#pragma once
// What every fuzz target shares: a registry with the built-in modules plus the drill test
// module, and one data directory that holds all their ruleset files, so loaders that go
// through loadById find every ruleset.
#ifndef ADC_FUZZ_DRILL_ONLY
#include "adc/builtin_rulesets.hpp"
#endif
#include "drill_ruleset.hpp"

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

namespace adc::fuzz {

struct Setup {
    RulesetRegistry registry;
    std::string dataDir;
};

// Builds a directory of symbolic links: <tmp>/rulesets/<id>.json for the shipped rulesets and
// the drill test ruleset. Loaded once per process (libFuzzer runs the target in a loop).
inline Setup makeSetup() {
    namespace fs = std::filesystem;
#ifdef ADC_FUZZ_DRILL_ONLY
    // A quick build of the core alone: the drill test module only.
    Setup s{drill::registry(), {}};
#else
    Setup s{builtinRulesets(), {}};
    s.registry.add("drill", drill::make);
#endif
    std::string dir = (fs::temp_directory_path() / "adc-fuzz-data-XXXXXX").string();
    if (!::mkdtemp(dir.data())) {
        std::abort();
    }
    fs::create_directories(fs::path(dir) / "rulesets");
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(fs::path(ADC_SOURCE_DATA_DIR) / "rulesets", ec)) {
        fs::create_symlink(fs::absolute(e.path()),
                           fs::path(dir) / "rulesets" / e.path().filename());
    }
    fs::create_symlink(fs::absolute(fs::path(drill::dataDir()) / "rulesets" / "drill.json"),
                       fs::path(dir) / "rulesets" / "drill.json");
    s.dataDir = dir;
    return s;
}

inline Setup& setup() {
    static Setup s = makeSetup(); // one per fuzzing process; read-only after this
    return s;
}

} // namespace adc::fuzz
