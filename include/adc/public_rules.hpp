#pragma once
// What an opponent may see, as a ruleset declares it in the top-level "public" section of its
// JSON. Every public face (the player display, the printouts, the side views) filters through
// adc/public_view.hpp, which reads this; nothing public decides it for itself.
#include "adc/json_reader.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct Phase;

struct PublicRules {
    bool dice = true;         // the throws: both players see the dice
    bool tableResult = true;  // an outcome's headline and the losses it deals
    bool unitStrength = true; // a unit's strength left and its losses so far
    bool sideTotals = true;   // a side's running totals (men lost, men left)
    // Actions whose outcomes stay with the acting side (Blue and Gray's written orders).
    std::vector<std::string> privateActions;
    // Actions that throw one die for each figure acting (Blue and Gray's individual fire): the
    // number of their dice tells the acting unit's strength, so a viewer who may not see that
    // strength does not see them.
    std::vector<std::string> oneDieAFigure;
    // "Which units have less than N left": a unit below this strength is announced...
    std::optional<int> noticeBelow;
    std::string noticeSource; // the JSON pointer the number is read from
    // ...at the end of this phase (the end of the move); "" announces it at once.
    std::string noticePhase;

    bool isPrivate(const std::string& action) const;
    bool throwsOneDieAFigure(const std::string& action) const;
    // True when the ruleset hides nothing.
    bool allPublic() const;
};

// Reads data["public"], which every ruleset of format 3 has (an older file without one is
// migrated to an all-public section, allPublicSection()). Errors go under /public/... with
// their pointers.
PublicRules readPublicRules(JsonReader& reader, const std::vector<Phase>& sequence);
// The section that declares everything public: what an older file without one played as.
json allPublicSection();

} // namespace adc
