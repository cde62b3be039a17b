// The report's odds: each resolved roll weighed against its own exact distribution (the same
// computeOdds `adc odds` and the odds panel use), at the state it was rolled in. The least
// likely outcomes are the decisive moments; each roll's mid-percentile, averaged per side and
// kind of roll, is its luck. Reading (docs/report.md): a number counts for the side that rolled
// when its request names a unit of another side (hits on the enemy), against it when it names
// only its own (a morale test's runaways); passing counts for it.
#include "adc/odds.hpp"
#include "adc/report.hpp"

#include "effects.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace adc::detail {

namespace {

struct Weighed {
    const KeyOdds* key = nullptr;
    json value;
    double chance = 1;         // of this or further from the middle
    std::optional<double> mid; // mid-percentile, for ordered results
    double variance = 0;       // of the mid-percentile under fair dice
};

bool ordered(const KeyOdds& k) {
    return std::all_of(k.values.begin(), k.values.end(), [](const ValueOdds& v) {
        return v.value.is_number() || v.value.is_boolean();
    });
}

// The result a referee reads first that this outcome has and its odds vary over.
const KeyOdds* headlineKey(const Ruleset& rs, const Odds& odds, const Outcome& outcome) {
    for (const std::string& k : rs.headlineResults(outcome.action)) {
        const KeyOdds* key = odds.key(k);
        if (key && key->values.size() > 1 && outcome.result.contains(k)) {
            return key;
        }
    }
    for (const KeyOdds& key : odds.keys) {
        if (key.values.size() > 1 && outcome.result.contains(key.key) && ordered(key)) {
            return &key;
        }
    }
    return nullptr;
}

std::optional<Weighed> weigh(const KeyOdds& key, const json& value) {
    Weighed w{&key, value, 0, std::nullopt, 0};
    double below = 0, at = -1;
    for (const ValueOdds& v : key.values) {
        if (v.value == value) {
            at = v.probability;
        } else if (at < 0) {
            below += v.probability;
        }
    }
    if (at < 0) {
        return std::nullopt; // a result its odds never reach: nothing to weigh it by
    }
    if (!ordered(key)) {
        w.chance = at;
        return w;
    }
    w.mid = below + at / 2;
    w.chance = std::min(below + at, 1 - below);
    double cumulative = 0;
    for (const ValueOdds& v : key.values) {
        const double mid = cumulative + v.probability / 2;
        w.variance += v.probability * (mid - 0.5) * (mid - 0.5);
        cumulative += v.probability;
    }
    return w;
}

// The side whose roll it was: the side of the first unit the request names.
std::string rollerOf(const Ruleset& rs, const ActionRequest& request, const GameState& before,
                     bool& namesEnemy) {
    std::string side;
    namesEnemy = false;
    for (const std::string& id : requestUnits(rs, request)) {
        const Unit* u = before.unit(id);
        if (!u) {
            continue;
        }
        if (side.empty()) {
            side = u->side;
        } else if (u->side != side) {
            namesEnemy = true;
        }
    }
    return side;
}

struct Tally {
    int n = 0;
    double sum = 0, variance = 0;
};

void weighEvent(const Game& game, const Event& e, const GameState& before,
                const ReportOptions& options, Report& report,
                std::map<std::pair<std::string, std::string>, Tally>& luck, std::size_t index) {
    const Ruleset& rs = game.ruleset();
    std::string label = e.label;
    if (options.forSide) {
        const EventSight sight =
            eventSight(rs, e.outcome, e.request, e.label, before, Viewer::ofSide(*options.forSide));
        if (sight.kept || sight.rolls.size() < e.outcome.rolls.size()) {
            ++report.hiddenEvents;
            return;
        }
        label = sight.title; // the label only where it tells no more than the side may know
    }
    Odds odds;
    try {
        OddsLimits limits;
        limits.maxBranches = options.maxBranches;
        odds = computeOdds(rs, *e.request, before, limits);
    } catch (const std::exception&) {
        ++report.rollsSkipped; // too many branches, or a request today's tables refuse
        return;
    }
    const KeyOdds* key = headlineKey(rs, odds, e.outcome);
    if (!key) {
        return;
    }
    auto w = weigh(*key, e.outcome.result.at(key->key));
    if (!w) {
        return;
    }
    bool namesEnemy = false;
    const std::string side = rollerOf(rs, *e.request, before, namesEnemy);
    report.moments.push_back({index, e.turn, label, side, key->key, w->value, w->chance});
    if (w->mid && !side.empty()) {
        const bool forRoller = key->key == "passed" || namesEnemy;
        Tally& t = luck[{side, e.request->action}];
        ++t.n;
        t.sum += forRoller ? *w->mid : 1 - *w->mid;
        t.variance += w->variance;
    }
}

LuckLine luckLine(const Ruleset& rs, const std::string& side, const std::string& action,
                  const Tally& t) {
    LuckLine line;
    line.side = side;
    const ActionSpec* spec = rs.action(action);
    line.action = spec ? spec->name : rs.words(action);
    line.rolls = t.n;
    line.mean = t.sum / t.n;
    const double spread = 1.96 * std::sqrt(t.variance) / t.n;
    line.low = std::max(0.0, 0.5 - spread);
    line.high = std::min(1.0, 0.5 + spread);
    using V = LuckLine::Verdict;
    line.verdict = t.n < kFewestRollsForLuck ? V::TooFew
                   : line.mean > line.high   ? V::Lucky
                   : line.mean < line.low    ? V::Unlucky
                                             : V::Chance;
    return line;
}

} // namespace

void addOddsToReport(const Game& game, const ReportOptions& options, Report& report) {
    GameState before = game.scenario().initialState();
    std::map<std::pair<std::string, std::string>, Tally> luck;
    const auto& events = game.events();
    for (std::size_t i = 0; i < game.position(); ++i) {
        const Event& e = events[i];
        if (e.request && !e.outcome.rolls.empty()) {
            weighEvent(game, e, before, options, report, luck, i);
        }
        applyEffects(before, e.outcome.effects);
    }
    std::stable_sort(
        report.moments.begin(), report.moments.end(),
        [](const DecisiveMoment& a, const DecisiveMoment& b) { return a.chance < b.chance; });
    if (report.moments.size() > options.moments) {
        report.moments.resize(options.moments);
    }
    for (const auto& [which, tally] : luck) {
        report.luck.push_back(luckLine(game.ruleset(), which.first, which.second, tally));
    }
}

} // namespace adc::detail
