#include "adc/unit_check.hpp"

#include "adc/scenario.hpp"

namespace adc {

std::vector<Diagnostic> checkUnit(const json& unit, const Ruleset& ruleset) {
    Diagnostics d;
    JsonReader r(unit, d);
    (void)unitFromJson(r, "", ruleset, "");
    return d.items();
}

std::vector<Diagnostic> problemsOf(const std::vector<Diagnostic>& problems,
                                   const std::string& key) {
    const std::string own = childPointer("", key);
    std::vector<Diagnostic> out;
    for (const Diagnostic& p : problems) {
        if (p.pointer == own || p.pointer.rfind(own + "/", 0) == 0) {
            out.push_back(p);
        }
    }
    return out;
}

} // namespace adc
