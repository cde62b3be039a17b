#include "print_source.hpp"

#include "adc/atomic_file.hpp"
#include "adc/game.hpp"
#include "adc/saved_game.hpp"

#include <filesystem>

namespace adc::cli {

namespace {

std::string kindOf(const std::string& path) {
    try {
        return fileKind(nlohmann::json::parse(readFile(path)));
    } catch (const std::exception&) {
        return {}; // the loader says what is wrong with it
    }
}

} // namespace

bool isScenarioOrGame(const std::string& path) {
    std::error_code ec; // a path that cannot be looked at is left to the loader to name
    if (!std::filesystem::is_regular_file(path, ec)) {
        return false;
    }
    const std::string kind = kindOf(path);
    return kind == "scenario" || kind == "save";
}

PrintSource loadPrintSource(const std::string& path, const RulesetRegistry& registry,
                            const std::string& dataDir) {
    if (kindOf(path) == "save") {
        Game game = loadGameFile(path, registry, dataDir);
        PrintSource s{game.rulesetPtr(), game.scenario(), std::nullopt};
        s.game.emplace(std::move(game));
        return s;
    }
    LoadedScenario loaded = loadScenarioFile(path, registry, dataDir);
    return {loaded.ruleset, std::move(loaded.scenario), std::nullopt};
}

} // namespace adc::cli
