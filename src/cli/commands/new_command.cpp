#include "../command.hpp"
#include "../game_file.hpp"

#include "adc/atomic_file.hpp"
#include "adc/file_lock.hpp"
#include "adc/saved_game.hpp"

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <random>

namespace adc::cli {

namespace {

// A shipped scenario may be named without its folder: "fredericksburg-1862". The error_code
// forms throughout: a path that cannot be looked at (a symlink loop, a name too long, a folder
// that may not be entered) is not a crash but a file the loader then names with its reason.
std::string scenarioPath(const std::string& given, const std::string& dataDir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(fs::symlink_status(given, ec)) || given.find('/') != std::string::npos) {
        return given;
    }
    for (const std::string& name : {given, given + ".json"}) {
        fs::path shipped = fs::path(dataDir) / "scenarios" / name;
        if (fs::exists(shipped, ec)) {
            return shipped.string();
        }
    }
    return given;
}

std::string choiceList(const std::vector<std::string>& choices, const std::string& between) {
    std::string text;
    for (const auto& ch : choices) {
        text += (text.empty() ? "" : between) + ch;
    }
    return text;
}

std::optional<std::uint32_t> seedFrom(const Options& o, Context& c) {
    if (!o.has("--seed")) {
        // A new game's dice are its own; the seed is printed so the game can be started again.
        return std::random_device{}();
    }
    const std::string text = o.get("--seed");
    try {
        std::size_t used = 0;
        long long v = std::stoll(text, &used);
        if (used == text.size() && v >= 0 && v <= 4294967295LL) {
            return static_cast<std::uint32_t>(v);
        }
    } catch (const std::exception&) {
    }
    c.err << "adc new: --seed must be a whole number from 0 to 4294967295, found \"" << text
          << "\"\n";
    return std::nullopt;
}

// Each --option KEY=VALUE checked against the ruleset's house rules; nullopt after a message.
std::optional<std::map<std::string, std::string>>
houseRulesFrom(const Options& o, const Ruleset& ruleset, Context& c) {
    std::map<std::string, std::string> chosen;
    bool ok = true;
    for (const std::string& given : o.all("--option")) {
        auto eq = given.find('=');
        std::string key = given.substr(0, eq);
        const HouseRule* rule = ruleset.houseRule(key);
        if (eq == std::string::npos || !rule) {
            c.err << "adc new: --option " << given
                  << (eq == std::string::npos ? ": give it as KEY=VALUE"
                                              : ": is not a house rule of " + ruleset.name())
                  << "; its house rules:" << (ruleset.houseRules().empty() ? " none" : "") << "\n";
            for (const auto& h : ruleset.houseRules()) {
                c.err << "  " << h.id << "=" << choiceList(h.choices, "|") << "  (" << h.label
                      << ", default " << h.defaultChoice << ")\n";
            }
            ok = false;
            continue;
        }
        std::string value = given.substr(eq + 1);
        if (std::find(rule->choices.begin(), rule->choices.end(), value) == rule->choices.end()) {
            c.err << "adc new: --option " << key << " (" << rule->label << ") must be one of "
                  << choiceList(rule->choices, ", ") << ", found \"" << value << "\"\n";
            ok = false;
            continue;
        }
        chosen[key] = value;
    }
    return ok ? std::optional(chosen) : std::nullopt;
}

class NewCommand : public Command {
public:
    std::string name() const override { return "new"; }
    std::string summary() const override {
        return "Start a saved game from a scenario, for adc apply, next, undo, redo and show";
    }
    std::string positionalHelp() const override { return "SCENARIO"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--out", "GAME", "The saved game to write (GAME.adc.json); never overwritten"},
                {"--seed", "N", "Seed the game's dice (default: a random seed, printed)"},
                {"--option", "KEY=VALUE", "Choose a house rule (repeatable)"},
                waitOption()};
    }
    int run(const Options& o, Context& c) override {
        if (!o.has("--out") || o.get("--out").empty()) {
            c.err << "adc new: --out GAME.adc.json is required\n";
            return BadRequest;
        }
        const std::string out = o.get("--out");
        auto seed = seedFrom(o, c);
        if (!seed) {
            return BadRequest;
        }
        const std::string path = scenarioPath(o.positional[0], c.dataDir);
        LoadedScenario loaded;
        try {
            loaded = loadScenarioFile(path, c.registry, c.dataDir);
        } catch (const LoadError& e) {
            c.err << e.what() << "\n";
            return Failed;
        }
        auto rules = houseRulesFrom(o, *loaded.ruleset, c);
        if (!rules) {
            return BadRequest;
        }
        if (!rules->empty()) {
            // Checked again as a whole, with the scenario's own loader: a ruleset may check a
            // scenario differently under a house rule.
            json data = scenarioToJson(loaded.scenario);
            for (const auto& [key, value] : *rules) {
                data["options"][key] = value;
            }
            try {
                loaded.scenario = scenarioFromJson(data, *loaded.ruleset, path);
            } catch (const LoadError& e) {
                c.err << e.what() << "\n";
                return Failed;
            }
        }
        Game game(loaded.ruleset, std::move(loaded.scenario));
        game.setSeed(*seed);
        auto wait = waitSeconds(name(), o, c);
        if (!wait) {
            return BadRequest;
        }
        int saved = Ok;
        try {
            FileLock lock(out, *wait);
            // Under the lock: a game another writer is creating at the same moment is not
            // overwritten either.
            std::error_code ec;
            if (std::filesystem::exists(std::filesystem::symlink_status(out, ec))) {
                c.err << "adc new: " << out
                      << " already exists; adc new never overwrites a game (remove it first)\n";
                return BadRequest;
            }
            saveGameFile(out, game);
        } catch (const SaveError& e) {
            c.err << "adc new: " << e.what() << "\n";
            if (!e.replacedTheOldFile()) {
                return Failed;
            }
            saved = SavedNotSynced; // the game is written: say so below, not to be made again
        } catch (const std::exception& e) {
            c.err << "adc new: " << e.what() << "\n";
            return Failed;
        }
        c.out << out << ": " << game.scenario().name << " (" << game.ruleset().name() << "), seed "
              << game.seed() << "; " << turnWords(game) << "\n";
        return saved;
    }
};

} // namespace

std::unique_ptr<Command> makeNewCommand() {
    return std::make_unique<NewCommand>();
}

} // namespace adc::cli
