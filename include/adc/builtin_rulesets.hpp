#pragma once
// The four ruleset modules built into the program. Each plugs in through the shared Ruleset
// interface only; this is the one place that names them all.
#include "adc/registry.hpp"

#include <memory>

namespace adc {

RulesetRegistry builtinRulesets();

namespace roe {
std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader);
void migrate(json& data, int fromFormat);
} // namespace roe
namespace mwan {
std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader);
void migrate(json& data, int fromFormat);
} // namespace mwan
namespace jackson {
std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader);
void migrate(json& data, int fromFormat);
} // namespace jackson
namespace bluegray {
std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader);
void migrate(json& data, int fromFormat);
} // namespace bluegray

} // namespace adc
