#pragma once
// Which ruleset modules are built in, and loading a ruleset file through the right one.
// No global registry: the program builds one (see adc/builtin_rulesets.hpp) and passes it on.
#include "adc/data_directory.hpp" // dataDirectory(), for the programs that build a registry
#include "adc/ruleset.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace adc {

// Builds a module from its JSON; errors go to the reader's diagnostics.
using RulesetFactory = std::function<std::unique_ptr<Ruleset>(
    const json& data, const std::string& file, JsonReader& reader)>;

// Brings a module's file of an older format up to kRulesetFormat before the module reads it,
// filling in what the older program kept in its code (so a referee's edited copy written then
// plays as it did); nothing the file already says is changed.
using RulesetMigration = std::function<void(json& data, int fromFormat)>;

class RulesetRegistry {
public:
    void add(std::string id, RulesetFactory factory, RulesetMigration migration = nullptr);
    std::vector<std::string> ids() const;
    bool knows(const std::string& id) const;

    // Loads and checks a ruleset from JSON already read. Throws LoadError with every error.
    std::shared_ptr<const Ruleset> fromJson(const json& data, const std::string& file) const;
    // Reads a ruleset file. Throws LoadError.
    std::shared_ptr<const Ruleset> load(const std::string& path) const;
    // rulesets/<id>.json under the data directory. Throws LoadError.
    std::shared_ptr<const Ruleset> loadById(const std::string& id,
                                            const std::string& dataDir) const;

private:
    struct Module {
        std::string id;
        RulesetFactory factory;
        RulesetMigration migration;
    };
    std::vector<Module> modules_;
};

} // namespace adc
