#include "adc/public_rules.hpp"

#include "adc/ruleset.hpp"

#include <algorithm>

namespace adc {

bool PublicRules::isPrivate(const std::string& action) const {
    return std::find(privateActions.begin(), privateActions.end(), action) != privateActions.end();
}

bool PublicRules::throwsOneDieAFigure(const std::string& action) const {
    return std::find(oneDieAFigure.begin(), oneDieAFigure.end(), action) != oneDieAFigure.end();
}

bool PublicRules::allPublic() const {
    return dice && tableResult && unitStrength && sideTotals && privateActions.empty() &&
           !noticeBelow;
}

namespace {

// The notice's number is the ruleset's own (Blue and Gray's "fewer than 4 men" is its fire
// rule's unit minimum), so the declaration points at it instead of restating it.
void readNotice(JsonReader& r, const std::vector<Phase>& sequence, PublicRules& rules) {
    const std::string p = "/public/strength_notice";
    if (!r.object(p)) {
        return;
    }
    r.onlyKeys(p, {"below", "at_end_of"});
    if (auto pointer = r.string(p + "/below")) {
        json::json_pointer at;
        try {
            at = json::json_pointer(*pointer);
        } catch (const json::exception&) {
            r.error(p + "/below", "must be a JSON pointer to a number of this ruleset");
            return;
        }
        const json& root = r.root();
        if (!root.contains(at) || !root.at(at).is_number_integer()) {
            r.error(p + "/below", "\"" + *pointer + "\" is not a whole number of this ruleset");
        } else {
            rules.noticeBelow = root.at(at).get<int>();
            rules.noticeSource = *pointer;
        }
    }
    if (r.has(p + "/at_end_of")) {
        std::vector<std::string> phases;
        for (const auto& ph : sequence) {
            phases.push_back(ph.id);
        }
        rules.noticePhase = r.oneOf(p + "/at_end_of", phases).value_or("");
    }
}

} // namespace

PublicRules readPublicRules(JsonReader& r, const std::vector<Phase>& sequence) {
    PublicRules rules;
    if (!r.object("/public")) { // "is missing" with its pointer when absent
        return rules;
    }
    r.onlyKeys("/public", {"_comment", "dice", "table_result", "unit_strength", "side_totals",
                           "private_actions", "one_die_a_figure", "strength_notice"});
    rules.dice = r.boolean("/public/dice").value_or(true);
    rules.tableResult = r.boolean("/public/table_result").value_or(true);
    rules.unitStrength = r.boolean("/public/unit_strength").value_or(true);
    rules.sideTotals = r.boolean("/public/side_totals").value_or(true);
    if (r.has("/public/private_actions")) {
        rules.privateActions = r.stringList("/public/private_actions");
    }
    if (r.has("/public/one_die_a_figure")) {
        rules.oneDieAFigure = r.stringList("/public/one_die_a_figure");
    }
    if (r.has("/public/strength_notice")) {
        readNotice(r, sequence, rules);
    }
    return rules;
}

json allPublicSection() {
    return {{"dice", true}, {"table_result", true}, {"unit_strength", true}, {"side_totals", true}};
}

} // namespace adc
