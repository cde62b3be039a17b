#include "adc/registry.hpp"

namespace adc {

namespace {

// What a newer format made required of every ruleset, whichever module reads it: an older file
// that lacks it gets what the program that wrote it played with, and the referee is told.
void migrateCommonKeys(json& data, int fromFormat, std::vector<std::string>& notices) {
    if (fromFormat < 3 && !data.contains("public")) {
        data["public"] = allPublicSection();
        notices.push_back("has no \"public\" section (a format " + std::to_string(fromFormat) +
                          " file): every side sees everything, as before; add one to keep "
                          "something from the other side");
    }
}

} // namespace

void RulesetRegistry::add(std::string id, RulesetFactory factory, RulesetMigration migration) {
    modules_.push_back({std::move(id), std::move(factory), std::move(migration)});
}

std::vector<std::string> RulesetRegistry::ids() const {
    std::vector<std::string> out;
    for (const auto& m : modules_) {
        out.push_back(m.id);
    }
    return out;
}

bool RulesetRegistry::knows(const std::string& id) const {
    for (const auto& m : modules_) {
        if (m.id == id) {
            return true;
        }
    }
    return false;
}

std::shared_ptr<const Ruleset> RulesetRegistry::fromJson(const json& data,
                                                         const std::string& file) const {
    Diagnostics d(file);
    JsonReader r(data, d);
    if (!data.is_object()) {
        d.error("", "a ruleset file must hold a JSON object");
        throw LoadError(d);
    }
    // The format version is checked first: a newer file is refused before anything else.
    auto format = r.integer("/format", 1, kRulesetFormat);
    if (!format) {
        throw LoadError(d);
    }
    auto id = r.string("/id");
    if (!id) {
        throw LoadError(d);
    }
    for (const auto& m : modules_) {
        if (m.id == *id) {
            // Only an older file is copied: a current one is read as it stands.
            json migrated;
            const json* current = &data;
            std::vector<std::string> notices;
            if (*format < kRulesetFormat) {
                migrated = data;
                migrateCommonKeys(migrated, *format, notices);
                if (m.migration) {
                    m.migration(migrated, *format);
                }
                migrated["format"] = kRulesetFormat;
                current = &migrated;
            }
            Diagnostics md(file);
            JsonReader mr(*current, md);
            std::unique_ptr<Ruleset> rs = m.factory(*current, file, mr);
            if (rs) {
                // Only now are the module's actions declared.
                rs->checkActionNames(md);
            }
            if (!md.ok() || !rs) {
                if (md.ok()) {
                    md.error("", "the " + *id + " module could not be built");
                }
                throw LoadError(md);
            }
            rs->loadNotices_ = std::move(notices);
            return rs;
        }
    }
    std::string known;
    for (const auto& k : ids()) {
        known += (known.empty() ? "" : ", ") + k;
    }
    d.error("/id", "\"" + *id + "\" is not a ruleset this program knows (known: " + known + ")");
    throw LoadError(d);
}

std::shared_ptr<const Ruleset> RulesetRegistry::load(const std::string& path) const {
    Diagnostics d(path);
    auto data = readJsonFile(path, d);
    if (!data) {
        throw LoadError(d);
    }
    return fromJson(*data, path);
}

std::shared_ptr<const Ruleset> RulesetRegistry::loadById(const std::string& id,
                                                         const std::string& dataDir) const {
    if (!knows(id)) {
        Diagnostics d;
        d.error("", "\"" + id + "\" is not a ruleset this program knows");
        throw LoadError(d);
    }
    return load(dataDir + "/rulesets/" + id + ".json");
}

} // namespace adc
