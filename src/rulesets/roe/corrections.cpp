// A referee's correction of a ROE unit: the rules read its men (who is fighting, hit, run away),
// so a strength corrected from 6 to 5 is one man out, and the referee says which; the number
// then follows the men. A list of men corrected by hand carries the strength with it.
#include "roe_ruleset.hpp"

#include <algorithm>
#include <cstdlib>

namespace adc::roe {

namespace {

constexpr const char* kCause = "referee correction";

// The men a strength correction can move: fighting men out when it is lowered, men who are not
// fighting back when it is raised.
std::vector<std::size_t> movable(const std::vector<Figure>& figs, bool lowering) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < figs.size(); ++i) {
        if (figs[i].fighting() == lowering) {
            out.push_back(i);
        }
    }
    return out;
}

std::string menWord(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " man" : " men");
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) {
        out += (out.empty() ? "" : ", ") + n;
    }
    return out;
}

Outcome corrected(const Unit& u, const std::string& what) {
    Outcome o;
    o.action = "correction";
    o.summary = "Referee correction: " + u.name + " " + what;
    // A strength correction names the men who are out or back: it cites the unit's men.
    o.steps.push_back(
        {"Corrected by the referee: " + what, "/unit_schema/attributes/figures", std::nullopt});
    return o;
}

// The effects that take a unit's strength from what it is to `fighting` men: a loss is a
// casualty of this turn (the roster and the 1/3 test count it), a gain sets the number.
void strengthFollows(Outcome& o, const Unit& u, int fighting) {
    if (fighting < u.strength) {
        o.effects.push_back(Effect::casualties(u.id, u.strength - fighting, kCause));
    } else if (fighting > u.strength) {
        o.effects.push_back(Effect::setStrength(u.id, fighting));
    }
}

} // namespace

std::optional<CorrectionQuestion> RoeRuleset::correctionQuestion(const GameState& state,
                                                                 const std::string& unitId,
                                                                 const std::string& field,
                                                                 const json& value) const {
    const Unit* u = state.unit(unitId);
    if (field != "strength" || !value.is_number_integer() || !u || !u->attrs.contains("figures")) {
        return std::nullopt;
    }
    std::vector<Figure> figs;
    try {
        figs = readFigures(*u, tables_);
    } catch (const RuleError&) {
        return std::nullopt; // the correction itself says what is wrong
    }
    const int now = fightingCount(figs);
    const int wanted = value.get<int>();
    if (wanted == now || wanted < 0 || wanted > static_cast<int>(figs.size())) {
        return std::nullopt;
    }
    const bool lowering = wanted < now;
    const auto men = movable(figs, lowering);
    const auto count = static_cast<std::size_t>(std::abs(wanted - now));
    if (men.size() <= count) {
        return std::nullopt; // no choice to make
    }
    CorrectionQuestion q;
    q.question = "Which " + menWord(count) + " of " + u->name +
                 (lowering ? (count == 1 ? " is out?" : " are out?")
                           : (count == 1 ? " comes back?" : " come back?"));
    q.count = static_cast<int>(count);
    for (std::size_t i : men) {
        const Figure& f = figs[i];
        auto weapon = tables_.weapons.find(f.weapon);
        std::string label = f.name + " — " +
                            (weapon != tables_.weapons.end() ? weapon->second.label : f.weapon) +
                            ", " + f.status;
        q.choices.push_back({f.name, label});
    }
    return q;
}

namespace {

// A correction of the list of men itself keeps the same men (one is marked out by his status,
// never removed); the strength follows the men fighting.
void figuresCorrected(Outcome& o, const Unit& u, const Tables& t, const json& value) {
    // The core's step cites "correction"; a correction of the men cites the unit's men.
    for (auto& step : o.steps) {
        step.rule = "/unit_schema/attributes/figures";
    }
    Unit after = u;
    after.attrs["figures"] = value;
    const auto figs = readFigures(after, t, "figures");
    if (static_cast<int>(figs.size()) != u.startStrength) {
        throw RuleError("figures", u.name + " has " + menWord(u.startStrength) +
                                       ": mark a man out by his status rather than adding "
                                       "or removing one");
    }
    strengthFollows(o, u, fightingCount(figs));
}

// The men who are out (lowering) or back: those named, or the only ones who can be. Marks them
// in `figs`; throws RuleError when the names are not `count` men who can be.
std::vector<std::string> markMen(std::vector<Figure>& figs, const Unit& u,
                                 std::vector<std::string> names, bool lowering, std::size_t count) {
    const auto men = movable(figs, lowering);
    if (names.empty() && men.size() == count) {
        for (std::size_t i : men) {
            names.push_back(figs[i].name);
        }
    }
    const std::string outOrBack = lowering ? "out" : "back";
    if (names.size() != count) {
        throw RuleError("strength", "say which " + menWord(count) + " of " + u.name +
                                        (lowering ? " are out" : " come back") + " (" +
                                        std::to_string(names.size()) + " named)");
    }
    for (std::size_t k = 0; k < names.size(); ++k) {
        const std::size_t i = findFigure(figs, names[k]);
        if (i == std::string::npos) {
            throw RuleError("strength", u.name + " has no man named \"" + names[k] + "\"");
        }
        if (std::find(names.begin(), names.begin() + static_cast<long>(k), names[k]) !=
                names.begin() + static_cast<long>(k) ||
            figs[i].fighting() != lowering) {
            throw RuleError("strength",
                            names[k] + " cannot be " + outOrBack + ": he is " + figs[i].status);
        }
        figs[i].status = lowering ? figure_status::Hit : figure_status::Fighting;
    }
    return names;
}

} // namespace

Outcome RoeRuleset::correction(const GameState& state, const std::string& unitId,
                               const std::string& field, const json& value,
                               const std::vector<std::string>& picked) const {
    const Unit* u = state.unit(unitId);
    if (!u || (field != "strength" && field != "figures") || !u->attrs.contains("figures")) {
        return Ruleset::correction(state, unitId, field, value, picked);
    }
    if (field == "figures") {
        Outcome o = Ruleset::correction(state, unitId, field, value, picked); // a list?
        figuresCorrected(o, *u, tables_, value);
        return o;
    }
    if (!value.is_number_integer() || value.get<int>() < 0) {
        throw RuleError("strength", "must be a whole number ≥ 0");
    }
    auto figs = readFigures(*u, tables_, "strength");
    const int now = fightingCount(figs);
    const int wanted = value.get<int>();
    if (wanted > static_cast<int>(figs.size())) {
        throw RuleError("strength",
                        u->name + " has " + menWord(figs.size()) + ": no more than that can fight");
    }
    if (wanted == now) {
        Outcome o = corrected(*u, "strength → " + std::to_string(wanted));
        strengthFollows(o, *u, now); // mends a number that had drifted from the men
        return o;
    }
    const bool lowering = wanted < now;
    const auto names =
        markMen(figs, *u, picked, lowering, static_cast<std::size_t>(std::abs(wanted - now)));
    Outcome o = corrected(*u, "strength " + std::to_string(now) + " → " + std::to_string(wanted) +
                                  " (" + (lowering ? "out" : "back") + ": " + joined(names) + ")");
    o.effects.push_back(Effect::attr(u->id, "figures", figuresToJson(figs)));
    strengthFollows(o, *u, wanted);
    return o;
}

} // namespace adc::roe
