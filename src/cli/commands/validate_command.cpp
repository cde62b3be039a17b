#include "../command.hpp"

#include "adc/replay_check.hpp"
#include "adc/saved_game.hpp"

#include <ostream>
#include <string>
#include <vector>

namespace adc::cli {

namespace {

class ValidateCommand : public Command {
public:
    std::string name() const override { return "validate"; }
    std::string summary() const override {
        return "Check rulesets, scenarios and saved games; every error with its place.\n"
               "Exit 1 if any file has errors.";
    }
    std::string positionalHelp() const override { return "FILE..."; }
    std::pair<std::size_t, std::size_t> positionalCount() const override {
        return {1, static_cast<std::size_t>(-1)};
    }
    std::vector<OptionSpec> options() const override {
        return {{"--quiet", "", "Print only errors"}};
    }
    int run(const Options& o, Context& c) override {
        int status = Ok;
        for (const auto& path : o.positional) {
            std::string kind;
            try {
                Diagnostics d(path);
                auto data = readJsonFile(path, d);
                if (!data) {
                    throw LoadError(d);
                }
                kind = fileKind(*data);
                std::vector<std::string> notices;
                if (kind == "ruleset") {
                    notices = c.registry.fromJson(*data, path)->loadNotices();
                } else if (kind == "scenario") {
                    loadScenarioFile(path, c.registry, c.dataDir);
                } else if (kind == "save") {
                    // What adc replay checks, so a save validate passes replays.
                    checkReplay(gameFromJson(*data, c.registry, c.dataDir, path), path);
                } else {
                    d.error("/kind", "cannot tell what this file is: give \"kind\": \"ruleset\", "
                                     "\"scenario\" or \"save\"");
                    throw LoadError(d);
                }
                if (!o.has("--quiet")) {
                    c.out << path << ": ok (" << kind << ")\n";
                    // What loading an older file filled in for it (a ruleset's migration).
                    for (const auto& n : notices) {
                        c.out << path << ": " << n << "\n";
                    }
                }
            } catch (const LoadError& e) {
                c.err << e.what() << "\n";
                status = Failed;
            } catch (const std::exception& e) {
                // A loader that threw something other than LoadError: still this file's error.
                c.err << path << ": " << e.what() << "\n";
                status = Failed;
            }
        }
        return status;
    }
};

} // namespace

std::unique_ptr<Command> makeValidateCommand() {
    return std::make_unique<ValidateCommand>();
}

} // namespace adc::cli
