// A referee's correction of a roster value: by default the value itself is what the rules read,
// so the correction sets it. A module whose rules read more (ROE's list of men) overrides.
#include "adc/ruleset.hpp"

#include <algorithm>

namespace adc {

namespace {

// A ruleset's id as a title says it: its label, else the id spaced ("field fortification").
std::string spokenWord(const Ruleset& ruleset, const std::string& id) {
    std::string words = ruleset.label(id);
    if (words.empty()) {
        words = id;
        std::replace(words.begin(), words.end(), '_', ' ');
    }
    return words;
}

} // namespace

Outcome Ruleset::correction(const GameState& state, const std::string& unitId,
                            const std::string& field, const json& value,
                            const std::vector<std::string>& picked) const {
    (void)picked; // the base asks nothing
    const Unit* u = state.unit(unitId);
    if (!u) {
        throw RuleError("unit", "no unit has the id \"" + unitId + "\"");
    }
    Outcome o;
    o.action = "correction";
    // The step cites what declares the roster value: the attribute's entry, else the schema
    // (strength and status are the core's fields every schema has; not every file lists its
    // statuses).
    std::string cited = "/unit_schema";
    if (field == "strength") {
        if (!value.is_number_integer() || value.get<int>() < 0) {
            throw RuleError("strength", "must be a whole number ≥ 0");
        }
        o.effects.push_back(Effect::setStrength(unitId, value.get<int>()));
    } else if (field == "status") {
        const auto& allowed = unitSchema().statuses;
        if (!value.is_string() ||
            std::find(allowed.begin(), allowed.end(), value.get<std::string>()) == allowed.end()) {
            throw RuleError("status", "is not a status of " + name());
        }
        o.effects.push_back(Effect::status(unitId, value.get<std::string>()));
    } else {
        const AttributeSpec* spec = unitSchema().find(field);
        if (!spec) {
            throw RuleError(field, "is not a unit attribute of " + name());
        }
        if (auto msg = unitSchema().checkValue(*spec, value); !msg.empty()) {
            throw RuleError(field, msg);
        }
        o.effects.push_back(Effect::attr(unitId, field, value));
        cited = childPointer("/unit_schema/attributes", field);
    }
    o.summary = "Referee correction: " + u->name + " " + spokenWord(*this, field) + " → " +
                (value.is_string() ? spokenWord(*this, value.get<std::string>()) : value.dump());
    o.steps.push_back({"Corrected by the referee", cited, std::nullopt});
    return o;
}

std::optional<CorrectionQuestion> Ruleset::correctionQuestion(const GameState&, const std::string&,
                                                              const std::string&,
                                                              const json&) const {
    return std::nullopt;
}

} // namespace adc
