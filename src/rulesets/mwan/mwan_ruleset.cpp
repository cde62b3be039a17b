#include "adc/builtin_rulesets.hpp"

namespace adc::mwan {

namespace {

// Placeholder until the module's issue lands: loads the common part, declares no actions.
class MwanRuleset : public Ruleset {
public:
    MwanRuleset(const json& data, const std::string& file, JsonReader& reader)
        : Ruleset(data, file, reader) {}

protected:
    Outcome resolveChecked(const ActionSpec& spec, const json&, const GameState&,
                           Dice&) const override {
        throw RuleError("/action", spec.id + " is not resolved yet");
    }
};

} // namespace

std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader) {
    return std::make_unique<MwanRuleset>(data, file, reader);
}

} // namespace adc::mwan
