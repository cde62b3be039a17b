// A scenario's timeline written back as JSON, as readTimeline reads it: the editor and a
// format-2 save keep every entry, with the words it cites.
#include "adc/scenario_timeline.hpp"

namespace adc {

namespace {

json pickToJson(const UnitPick& p) {
    json j = json::object();
    if (!p.side.empty()) {
        j["side"] = p.side;
    } else if (!p.command.empty()) {
        j["command"] = p.command;
    } else {
        j["units"] = p.units;
    }
    if (!p.kinds.empty()) {
        j["kinds"] = p.kinds;
    }
    return j;
}

json conditionToJson(const VictoryCondition& v, bool otherwise) {
    json j = json::object();
    if (!v.winner.empty()) {
        j["winner"] = v.winner;
    }
    if (!v.level.empty()) {
        j["level"] = v.level;
    }
    if (!v.result.empty()) {
        j["result"] = v.result;
    }
    if (!otherwise) {
        json all = json::array();
        for (const auto& t : v.tests) {
            switch (t.kind) {
            case VictoryTest::Kind::Losses:
                all.push_back({{"losses", {{"side", t.side}, {"at_least", t.share}}}});
                break;
            case VictoryTest::Kind::UnitsLost:
                all.push_back(
                    {{"units_lost", {{"units", pickToJson(t.units)}, {"at_least", t.atLeast}}}});
                break;
            case VictoryTest::Kind::UnitsLeft: {
                json left = {{"units", pickToJson(t.units)}};
                if (!t.how.empty()) {
                    left["how"] = t.how;
                }
                left["at_least"] = t.atLeast;
                all.push_back({{"units_left", std::move(left)}});
                break;
            }
            case VictoryTest::Kind::Question:
                all.push_back({{"question", t.words}});
                break;
            }
        }
        j["all"] = std::move(all);
    }
    j["rule"] = v.rule;
    return j;
}

json turnRuleToJson(const TurnRule& t) {
    json j = {{"turns", {t.firstTurn, t.lastTurn}}, {"actions", t.actions}};
    if (t.units) {
        j["units"] = pickToJson(*t.units);
    }
    switch (t.kind) {
    case TurnRuleKind::Default:
        j["default"] = {{"parameter", t.parameter}, {"value", t.value}};
        break;
    case TurnRuleKind::Limit:
        j["limit"] = {{"parameter", t.parameter}, {"max", t.max}};
        break;
    case TurnRuleKind::Refuse:
        j["refuse"] = true;
        break;
    case TurnRuleKind::Owe:
        j["owe"] = json::object();
        if (!t.after.empty()) {
            j["owe"]["after"] = t.after;
        }
        if (!t.phase.empty() || t.after.empty()) {
            j["owe"]["phase"] = t.phase;
        }
        if (t.then) {
            json then = {{"when", t.then->when},
                         {"actions", t.then->actions},
                         {"units", pickToJson(t.then->units)}};
            if (!t.then->reason.empty()) {
                then["reason"] = t.then->reason;
            }
            if (!t.then->ask.empty()) {
                then["ask"] = t.then->ask;
            }
            j["owe"]["then"] = std::move(then);
        }
        break;
    }
    j["rule"] = t.rule;
    return j;
}

} // namespace

void writeTimeline(const ScenarioTimeline& t, json& j) {
    if (!t.arrivals.empty()) {
        json list = json::array();
        for (const auto& a : t.arrivals) {
            json aj = {{"units", a.units}, {"turn", a.turn}};
            if (!a.phase.empty()) {
                aj["phase"] = a.phase;
            }
            if (!a.unless.empty()) {
                aj["unless"] = a.unless;
            }
            aj["rule"] = a.rule;
            list.push_back(std::move(aj));
        }
        j["arrivals"] = std::move(list);
    }
    if (!t.departures.empty()) {
        json list = json::array();
        for (const auto& d : t.departures) {
            json dj = {{"units", d.units}, {"turn", d.turn}};
            if (!d.phase.empty()) {
                dj["phase"] = d.phase;
            }
            dj["how"] = d.how;
            dj["rule"] = d.rule;
            list.push_back(std::move(dj));
        }
        j["departures"] = std::move(list);
    }
    if (!t.turnRules.empty()) {
        json list = json::array();
        for (const auto& r : t.turnRules) {
            list.push_back(turnRuleToJson(r));
        }
        j["turn_rules"] = std::move(list);
    }
    if (!t.victory.empty()) {
        json list = json::array();
        for (const auto& v : t.victory) {
            list.push_back(conditionToJson(v, false));
        }
        j["victory_conditions"] = std::move(list);
    }
    if (t.otherwise) {
        j["victory_otherwise"] = conditionToJson(*t.otherwise, true);
    }
}

} // namespace adc
