#include "adc/unit_filter.hpp"

#include "adc/named_list_words.hpp"
#include "adc/ruleset.hpp"
#include "adc/scenario_play.hpp"
#include "adc/state.hpp"

#include <algorithm>
#include <sstream>

namespace adc {

UnitFilter::UnitFilter(const std::string& words) {
    std::string text = words;
    std::replace(text.begin(), text.end(), ',', ' ');
    std::istringstream in(text);
    for (std::string w; in >> w;) {
        if (w == "own") {
            own_ = true;
        } else if (w == "enemy") {
            enemy_ = true;
        } else if (w != "any") {
            kinds_.push_back(w);
        }
    }
}

bool UnitFilter::fits(const Unit& u, const std::string& actingSide) const {
    if (!actingSide.empty() &&
        ((own_ && u.side != actingSide) || (enemy_ && u.side == actingSide))) {
        return false;
    }
    return std::all_of(kinds_.begin(), kinds_.end(),
                       [&](const std::string& kind) { return u.kind == kind; });
}

std::string UnitFilter::describe() const {
    std::string text = own_     ? "one of the acting side's units"
                       : enemy_ ? "an enemy unit"
                                : "a unit";
    for (std::size_t i = 0; i < kinds_.size(); ++i) {
        text += (i ? " and " : " of kind ") + kinds_[i];
    }
    return text;
}

namespace {

// Every unit id the parameter names, with the pointer it stands at.
std::vector<std::pair<std::string, std::string>> namedUnits(const ParamSpec& p, const json& v) {
    std::vector<std::pair<std::string, std::string>> out;
    const std::string ptr = childPointer("/params", p.name);
    if (p.type == ParamType::Unit && v.is_string()) {
        out.emplace_back(ptr, v.get<std::string>());
    } else if (p.type == ParamType::Units && v.is_array()) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (v[i].is_string()) {
                out.emplace_back(childPointer(ptr, i), v[i].get<std::string>());
            }
        }
    }
    return out;
}

} // namespace

void checkUnitFilters(const ActionSpec& spec, const json& params, const GameState& state,
                      Diagnostics& d) {
    std::string actingSide;
    for (const auto& p : spec.params) {
        if (auto it = params.find(p.name);
            it != params.end() && UnitFilter(p.unitFilter).wantsOwn()) {
            for (const auto& [_, id] : namedUnits(p, *it)) {
                if (const Unit* u = state.unit(id); u && actingSide.empty()) {
                    actingSide = u->side;
                }
            }
        }
    }
    for (const auto& p : spec.params) {
        auto it = params.find(p.name);
        if (it == params.end() || (p.type != ParamType::Unit && p.type != ParamType::Units)) {
            continue;
        }
        const UnitFilter filter(p.unitFilter);
        for (const auto& [pointer, id] : namedUnits(p, *it)) {
            const Unit* u = state.unit(id);
            if (u && !filter.fits(*u, actingSide)) {
                d.error(pointer, u->name + " is not " + filter.describe() + " (" + p.label + ")");
            }
        }
    }
}

void checkUnitsMayAct(const Ruleset& ruleset, const ActionSpec& spec, const json& params,
                      const GameState& state, Diagnostics& d) {
    for (const auto& p : spec.params) {
        auto it = params.find(p.name);
        if (it == params.end()) {
            continue;
        }
        for (const auto& [pointer, id] : namedUnits(p, *it)) {
            const Unit* u = state.unit(id);
            if (!u) {
                continue;
            }
            if (std::string why = ruleset.unitRefusal(spec, p, *u, state); !why.empty()) {
                d.error(pointer, u->name + " " + why);
            }
        }
    }
}

namespace {

bool hasManOfStanding(const Unit& u, const ParamSpec::MenOfStanding& want,
                      const NamedListWords& words) {
    auto men = u.attrs.find(want.list);
    if (men == u.attrs.end() || !men->is_array() || words.standing.empty()) {
        return false;
    }
    return std::any_of(men->begin(), men->end(), [&](const json& man) {
        return man.is_object() && words.field(man, words.standing) == json(want.standing);
    });
}

void addOnce(std::vector<std::string>& ids, const std::string& id) {
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
        ids.push_back(id);
    }
}

} // namespace

std::vector<std::string> preferredUnits(const ParamSpec& p, const GameState& state,
                                        const Ruleset& ruleset) {
    std::vector<std::string> out;
    for (const auto& status : p.prefers) {
        for (const auto& u : state.units) {
            if (!u.eliminated() && u.status == status && onTable(state, u.id)) {
                addOnce(out, u.id);
            }
        }
    }
    for (const auto& want : p.prefersMen) {
        const NamedListWords* words = ruleset.namedListWords(want.list);
        for (const auto& u : state.units) {
            if (words && !u.eliminated() && onTable(state, u.id) &&
                hasManOfStanding(u, want, *words)) {
                addOnce(out, u.id);
            }
        }
    }
    return out;
}

} // namespace adc
