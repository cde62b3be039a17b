#include "side_odds.hpp"

#include "odds_words.hpp"

#include <algorithm>

namespace adc::share {

std::vector<std::string> namedUnits(const Ruleset& ruleset, const ActionRequest& request) {
    return requestUnits(ruleset, request);
}

bool oddsShownTo(const Ruleset& ruleset, const ActionRequest& request, const GameSight& sight,
                 const Viewer& viewer) {
    if (viewer.isPublic()) {
        return false;
    }
    const std::vector<std::string> named = namedUnits(ruleset, request);
    auto seen = [&](const std::string& id) -> const UnitSight* {
        auto it = std::find_if(sight.units.begin(), sight.units.end(),
                               [&](const UnitSight& s) { return s.unit->id == id; });
        return it == sight.units.end() ? nullptr : &*it;
    };
    bool anyOwn = false;
    for (const auto& id : named) {
        const UnitSight* s = seen(id);
        if (!s || !s->strengthShown) {
            return false;
        }
        bool own = s->unit->side == viewer.side;
        // A private action's odds are the acting side's alone, like its outcome.
        if (!own && ruleset.publicRules().isPrivate(request.action)) {
            return false;
        }
        anyOwn = anyOwn || own;
    }
    return anyOwn;
}

json oddsFor(const Ruleset& ruleset, const FormOdds& form, const GameSight& sight,
             const Viewer& viewer) {
    if (!oddsShownTo(ruleset, form.request, sight, viewer)) {
        return nullptr;
    }
    const ActionSpec* spec = ruleset.action(form.request.action);
    const auto keys = words::chartableKeys(form.odds);
    json out;
    out["action"] = form.request.action;
    out["action_name"] = spec ? spec->name : form.request.action;
    out["units"] = namedUnits(ruleset, form.request);
    out["telling"] = words::tellingKey(keys, ruleset.headlineResults(form.request.action));
    json chart = json::array();
    for (const KeyOdds* key : keys) {
        json bars = json::array();
        for (const auto& v : key->values) {
            bars.push_back({{"value", v.value},
                            {"words", words::valueWords(key->key, v.value).toStdString()},
                            {"fraction", v.fraction},
                            {"probability", v.probability},
                            {"percent", words::percent(v.probability).toStdString()}});
        }
        chart.push_back({{"key", key->key},
                         {"words", words::keyWords(key->key).toStdString()},
                         {"bars", std::move(bars)}});
    }
    out["keys"] = std::move(chart);
    return out;
}

} // namespace adc::share
