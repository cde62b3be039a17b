#include "adc/scenario_timeline.hpp"

#include "adc/ruleset.hpp"

#include <algorithm>
#include <cmath>

namespace adc {

namespace {

bool contains(const std::vector<std::string>& list, const std::string& word) {
    return std::find(list.begin(), list.end(), word) != list.end();
}

// What a timeline entry needs to check its names against.
struct TimelineContext {
    JsonReader& r;
    const Ruleset& ruleset;
    int turns;
    const std::vector<Side>& sides;
    const std::vector<Unit>& units;
    const std::vector<std::string>& specialRules;
    const std::vector<std::string>& victory;

    bool knowsUnit(const std::string& id) const {
        return std::any_of(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    }
};

void readRule(TimelineContext& c, const std::string& p, const std::vector<std::string>& words,
              const char* list, std::string& into) {
    auto rule = c.r.string(p + "/rule");
    if (!rule) {
        return;
    }
    const std::string prefix = std::string("/") + list + "/";
    bool found = false;
    if (rule->rfind(prefix, 0) == 0) {
        const std::string index = rule->substr(prefix.size());
        found = !index.empty() && std::all_of(index.begin(), index.end(), ::isdigit) &&
                index.size() < 6 && std::stoul(index) < words.size();
    }
    if (!found) {
        c.r.error(p + "/rule", "must cite one of the scenario's \"" + std::string(list) +
                                   "\" by its pointer (\"" + prefix + "0\" to \"" + prefix +
                                   std::to_string(words.empty() ? 0 : words.size() - 1) +
                                   "\"), found \"" + *rule + "\"");
        return;
    }
    into = *rule;
}

int readTurn(TimelineContext& c, const std::string& p) {
    int turn = c.r.integer(p, 1, 1000).value_or(1);
    if (c.turns > 0 && turn > c.turns) {
        c.r.error(p, "is past the scenario's last turn, " + std::to_string(c.turns));
    }
    return turn;
}

std::string readPhase(TimelineContext& c, const std::string& p, bool required) {
    if (!required && !c.r.has(p)) {
        return {};
    }
    auto id = c.r.string(p);
    if (id && timelinePhase(c.ruleset, *id) < 0) {
        c.r.error(p, "\"" + *id + "\" is not a phase of " + c.ruleset.id() + "'s sequence");
        return {};
    }
    return id.value_or("");
}

UnitPick readPick(TimelineContext& c, const std::string& p) {
    UnitPick pick;
    if (!c.r.object(p)) {
        return pick;
    }
    c.r.onlyKeys(p, {"side", "command", "units", "kinds"});
    const int ways =
        int(c.r.has(p + "/side")) + int(c.r.has(p + "/command")) + int(c.r.has(p + "/units"));
    if (ways != 1) {
        c.r.error(p, "must name exactly one of \"side\", \"command\" or \"units\"");
        return pick;
    }
    if (c.r.has(p + "/side")) {
        pick.side = c.r.string(p + "/side").value_or("");
        if (std::none_of(c.sides.begin(), c.sides.end(),
                         [&](const Side& s) { return s.id == pick.side; })) {
            c.r.error(p + "/side", "\"" + pick.side + "\" is not a side of the scenario");
        }
    } else if (c.r.has(p + "/command")) {
        pick.command = c.r.string(p + "/command").value_or("");
        bool known = false;
        for (const Side& s : c.sides) {
            known = known || std::any_of(s.commands.begin(), s.commands.end(),
                                         [&](const Command& k) { return k.id == pick.command; });
        }
        if (!known) {
            c.r.error(p + "/command", "\"" + pick.command + "\" is not a command of the scenario");
        }
    } else {
        pick.units = c.r.stringList(p + "/units");
        for (std::size_t i = 0; i < pick.units.size(); ++i) {
            if (!c.knowsUnit(pick.units[i])) {
                c.r.error(childPointer(p + "/units", i),
                          "\"" + pick.units[i] + "\" is not a unit of the scenario");
            }
        }
    }
    if (c.r.has(p + "/kinds")) {
        pick.kinds = c.r.stringList(p + "/kinds");
        for (std::size_t i = 0; i < pick.kinds.size(); ++i) {
            if (!contains(c.ruleset.unitSchema().kinds, pick.kinds[i])) {
                c.r.error(childPointer(p + "/kinds", i),
                          "\"" + pick.kinds[i] + "\" is not a unit kind of " + c.ruleset.id());
            }
        }
    }
    if (c.r.diagnostics().ok() && std::none_of(c.units.begin(), c.units.end(), [&](const Unit& u) {
            return pick.picks(u, c.sides);
        })) {
        c.r.error(p, "picks no unit of the scenario");
    }
    return pick;
}

Arrival readArrival(TimelineContext& c, const std::string& p) {
    Arrival a;
    c.r.onlyKeys(p, {"units", "turn", "phase", "unless", "rule"});
    if (c.r.has(p + "/unless")) {
        a.unless = c.r.string(p + "/unless").value_or("");
        a.unlessAt = p + "/unless";
    }
    a.units = c.r.stringList(p + "/units");
    if (a.units.empty() && c.r.array(p + "/units")) {
        c.r.error(p + "/units", "must name at least one unit");
    }
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        if (!c.knowsUnit(a.units[i])) {
            c.r.error(childPointer(p + "/units", i),
                      "\"" + a.units[i] + "\" is not a unit of the scenario");
        }
    }
    a.turn = readTurn(c, p + "/turn");
    a.phase = readPhase(c, p + "/phase", false);
    a.phaseAt = std::max(0, timelinePhase(c.ruleset, a.phase));
    if (a.phaseAt == 0) {
        a.phase.clear(); // the start of the turn, however it is spelled
    }
    if (a.turn == 1 && a.phaseAt == 0) {
        c.r.error(p + "/turn", "a unit that arrives at the start of turn 1 is on the table: leave "
                               "it out of the arrivals");
    }
    readRule(c, p, c.specialRules, "special_rules", a.rule);
    return a;
}

ScheduledDeparture readDeparture(TimelineContext& c, const std::string& p) {
    ScheduledDeparture d;
    c.r.onlyKeys(p, {"units", "turn", "phase", "how", "rule"});
    d.units = c.r.stringList(p + "/units");
    if (d.units.empty() && c.r.array(p + "/units")) {
        c.r.error(p + "/units", "must name at least one unit");
    }
    for (std::size_t i = 0; i < d.units.size(); ++i) {
        if (!c.knowsUnit(d.units[i])) {
            c.r.error(childPointer(p + "/units", i),
                      "\"" + d.units[i] + "\" is not a unit of the scenario");
        }
    }
    d.turn = readTurn(c, p + "/turn");
    d.phase = readPhase(c, p + "/phase", false);
    d.phaseAt = std::max(0, timelinePhase(c.ruleset, d.phase));
    if (d.phaseAt == 0) {
        d.phase.clear();
    }
    if (d.turn == 1 && d.phaseAt == 0) {
        c.r.error(p + "/turn", "a unit that leaves at the start of turn 1 never plays: leave it "
                               "out of the scenario");
    }
    d.how = c.r.oneOf(p + "/how", {"withdrawn", "escaped"}).value_or("");
    readRule(c, p, c.specialRules, "special_rules", d.rule);
    return d;
}

// A unit leaves once, and only after it has arrived.
void checkDepartures(JsonReader& r, const ScenarioTimeline& t) {
    std::vector<std::string> leaving;
    for (std::size_t i = 0; i < t.departures.size(); ++i) {
        const ScheduledDeparture& d = t.departures[i];
        for (std::size_t k = 0; k < d.units.size(); ++k) {
            const std::string at = childPointer(childPointer("/departures", i) + "/units", k);
            const std::string& id = d.units[k];
            if (contains(leaving, id)) {
                r.error(at, "\"" + id + "\" already leaves in an earlier entry");
            }
            leaving.push_back(id);
            for (const Arrival& a : t.arrivals) {
                if (contains(a.units, id) &&
                    (a.turn > d.turn || (a.turn == d.turn && a.phaseAt >= d.phaseAt))) {
                    r.error(at, "\"" + id + "\" leaves before it has arrived (it arrives turn " +
                                    std::to_string(a.turn) + ")");
                }
            }
        }
    }
}

void readActions(TimelineContext& c, const std::string& p, TurnRule& t) {
    t.actions = c.r.stringList(p);
    if (t.actions.empty() && c.r.array(p)) {
        c.r.error(p, "must name at least one action");
    }
    for (std::size_t i = 0; i < t.actions.size(); ++i) {
        if (!c.ruleset.action(t.actions[i])) {
            c.r.error(childPointer(p, i),
                      "\"" + t.actions[i] + "\" is not an action of " + c.ruleset.id());
        }
    }
}

// The parameter a Default or Limit names must be one of each of its actions'.
const ParamSpec* checkParameter(TimelineContext& c, const std::string& p, const TurnRule& t) {
    const ParamSpec* found = nullptr;
    for (const auto& id : t.actions) {
        const ActionSpec* a = c.ruleset.action(id);
        const ParamSpec* param = a ? a->param(t.parameter) : nullptr;
        if (a && !param) {
            c.r.error(p, "\"" + t.parameter + "\" is not a parameter of " + id);
        }
        found = found ? found : param;
    }
    return found;
}

// A default is filled into a request as if the referee had given it: it must be a value the
// request's check takes, or every action the rule is about would be refused in play.
void checkDefault(TimelineContext& c, const std::string& p, const ParamSpec& param, const json& v) {
    const bool number = v.is_number() && std::isfinite(v.get<double>()) &&
                        v.get<double>() >= param.min && v.get<double>() <= param.max;
    const std::string range = std::to_string(param.min) + " to " + std::to_string(param.max);
    std::string wants;
    switch (param.type) {
    case ParamType::Unit:
    case ParamType::Units:
        wants = "no unit: a scenario sets no default for \"" + param.name + "\"";
        break;
    case ParamType::Choice:
        if (!v.is_string() || !contains(param.choices, v.get<std::string>())) {
            wants = "one of its choices";
            for (const auto& choice : param.choices) {
                wants += (&choice == &param.choices.front() ? ": " : ", ") + choice;
            }
        }
        break;
    case ParamType::Flag:
        wants = v.is_boolean() ? "" : "true or false";
        break;
    case ParamType::Integer:
        wants = number && v.get<double>() == std::floor(v.get<double>())
                    ? ""
                    : "a whole number from " + range;
        break;
    case ParamType::Distance:
        wants = number ? "" : "a distance in inches from " + range;
        break;
    case ParamType::Text:
        wants = v.is_string() ? "" : "text";
        break;
    }
    if (!wants.empty()) {
        c.r.error(p, "must be " + wants + " (" + param.label + "), found " + v.dump());
    }
}

// An owed action's consequence (OweThen): its result key, the actions and units it owes, the
// reason it records and the referee's question, each checked against the ruleset.
OweThen readThen(TimelineContext& c, const std::string& p, const TurnRule& owed) {
    OweThen then;
    c.r.onlyKeys(p, {"when", "actions", "units", "reason", "ask"});
    then.when = c.r.string(p + "/when").value_or("");
    for (const auto& id : owed.actions) {
        const auto& results = c.ruleset.headlineResults(id);
        if (!then.when.empty() && c.ruleset.action(id) && !contains(results, then.when)) {
            c.r.error(p + "/when", "\"" + then.when + "\" is not a result of " + id +
                                       " (its headline_results in " + c.ruleset.id() + ".json)");
        }
    }
    TurnRule owes;
    readActions(c, p + "/actions", owes);
    then.actions = std::move(owes.actions);
    then.units = readPick(c, p + "/units");
    if (c.r.has(p + "/reason")) {
        then.reason = c.r.string(p + "/reason").value_or("");
        for (const auto& id : then.actions) {
            const ActionSpec* a = c.ruleset.action(id);
            const ParamSpec* reason = a ? a->param("reason") : nullptr;
            if (a && (!reason || !contains(reason->choices, then.reason))) {
                c.r.error(p + "/reason", "\"" + then.reason + "\" is not a reason " + id +
                                             " takes" + (reason ? "" : " (it takes none)"));
            }
        }
    }
    if (c.r.has(p + "/ask")) {
        then.ask = c.r.string(p + "/ask").value_or("");
        if (then.ask.find("{unit}") == std::string::npos) {
            c.r.error(p + "/ask", "must name the unit it asks about as {unit}");
        }
    }
    return then;
}

TurnRule readTurnRule(TimelineContext& c, const std::string& p) {
    TurnRule t;
    c.r.onlyKeys(p, {"turns", "actions", "units", "default", "limit", "refuse", "owe", "rule"});
    if (const json* turns = c.r.array(p + "/turns")) {
        if (turns->size() != 2) {
            c.r.error(p + "/turns", "must be [first turn, last turn]");
        } else {
            t.firstTurn = readTurn(c, p + "/turns/0");
            t.lastTurn = readTurn(c, p + "/turns/1");
            if (t.lastTurn < t.firstTurn) {
                c.r.error(p + "/turns/1", "is before the first turn");
            }
        }
    }
    readActions(c, p + "/actions", t);
    if (c.r.has(p + "/units")) {
        t.units = readPick(c, p + "/units");
    }
    const int kinds = int(c.r.has(p + "/default")) + int(c.r.has(p + "/limit")) +
                      int(c.r.has(p + "/refuse")) + int(c.r.has(p + "/owe"));
    if (kinds != 1) {
        c.r.error(p, "must hold exactly one of \"default\", \"limit\", \"refuse\" or \"owe\"");
    } else if (c.r.has(p + "/default") && c.r.object(p + "/default")) {
        t.kind = TurnRuleKind::Default;
        c.r.onlyKeys(p + "/default", {"parameter", "value"});
        t.parameter = c.r.string(p + "/default/parameter").value_or("");
        if (const json* v = c.r.value(p + "/default/value")) {
            t.value = *v;
        }
        const ParamSpec* param = checkParameter(c, p + "/default/parameter", t);
        if (param && !t.value.is_null()) {
            checkDefault(c, p + "/default/value", *param, t.value);
        }
    } else if (c.r.has(p + "/limit") && c.r.object(p + "/limit")) {
        t.kind = TurnRuleKind::Limit;
        c.r.onlyKeys(p + "/limit", {"parameter", "max"});
        t.parameter = c.r.string(p + "/limit/parameter").value_or("");
        t.max = c.r.number(p + "/limit/max", 0, 1e6).value_or(0);
        const ParamSpec* param = checkParameter(c, p + "/limit/parameter", t);
        if (param && param->type != ParamType::Distance && param->type != ParamType::Integer) {
            c.r.error(p + "/limit/parameter", "\"" + t.parameter + "\" is not a number to limit");
        }
    } else if (c.r.has(p + "/refuse")) {
        t.kind = TurnRuleKind::Refuse;
        if (auto on = c.r.boolean(p + "/refuse"); on && !*on) {
            c.r.error(p + "/refuse", "must be true (leave the rule out to allow the action)");
        }
    } else if (c.r.has(p + "/owe") && c.r.object(p + "/owe")) {
        t.kind = TurnRuleKind::Owe;
        c.r.onlyKeys(p + "/owe", {"phase", "after", "then"});
        // Owed on reaching a phase, or after another action (then due from `phase` on, if given).
        if (c.r.has(p + "/owe/after")) {
            TurnRule after;
            readActions(c, p + "/owe/after", after);
            t.after = std::move(after.actions);
        }
        t.phase = readPhase(c, p + "/owe/phase", t.after.empty());
        t.phaseAt = std::max(0, timelinePhase(c.ruleset, t.phase));
        if (!t.units) {
            c.r.error(p + "/units", "an owed action needs the units that owe it");
        }
        if (c.r.has(p + "/owe/then") && c.r.object(p + "/owe/then")) {
            t.then = readThen(c, p + "/owe/then", t);
        }
    }
    readRule(c, p, c.specialRules, "special_rules", t.rule);
    return t;
}

VictoryTest readTest(TimelineContext& c, const std::string& p) {
    VictoryTest v;
    c.r.onlyKeys(p, {"losses", "units_lost", "units_left", "question"});
    if (c.r.root().contains(json::json_pointer(p)) &&
        c.r.root().at(json::json_pointer(p)).size() != 1) {
        c.r.error(p, "must hold exactly one of \"losses\", \"units_lost\", \"units_left\" or "
                     "\"question\"");
        return v;
    }
    if (c.r.has(p + "/losses") && c.r.object(p + "/losses")) {
        v.kind = VictoryTest::Kind::Losses;
        c.r.onlyKeys(p + "/losses", {"side", "at_least"});
        v.side = c.r.string(p + "/losses/side").value_or("");
        if (std::none_of(c.sides.begin(), c.sides.end(),
                         [&](const Side& s) { return s.id == v.side; })) {
            c.r.error(p + "/losses/side", "\"" + v.side + "\" is not a side of the scenario");
        }
        v.share = c.r.number(p + "/losses/at_least", 0.01, 1).value_or(1);
    } else if (c.r.has(p + "/units_lost") && c.r.object(p + "/units_lost")) {
        v.kind = VictoryTest::Kind::UnitsLost;
        c.r.onlyKeys(p + "/units_lost", {"units", "at_least"});
        v.units = readPick(c, p + "/units_lost/units");
        v.atLeast = c.r.integer(p + "/units_lost/at_least", 1, 100000).value_or(1);
    } else if (c.r.has(p + "/units_left") && c.r.object(p + "/units_left")) {
        // Units that left the table (adc/departure.hpp), withdrawn or escaped, or either.
        v.kind = VictoryTest::Kind::UnitsLeft;
        c.r.onlyKeys(p + "/units_left", {"units", "how", "at_least"});
        v.units = readPick(c, p + "/units_left/units");
        v.how = c.r.optOneOf(p + "/units_left/how", {"withdrawn", "escaped"}, "");
        v.atLeast = c.r.integer(p + "/units_left/at_least", 1, 100000).value_or(1);
    } else if (c.r.has(p + "/question")) {
        v.kind = VictoryTest::Kind::Question;
        v.words = c.r.string(p + "/question").value_or("");
        v.at = p;
    }
    return v;
}

VictoryCondition readCondition(TimelineContext& c, const std::string& p, bool otherwise) {
    VictoryCondition v;
    c.r.onlyKeys(p, otherwise
                        ? std::vector<std::string>{"winner", "level", "result", "rule"}
                        : std::vector<std::string>{"winner", "level", "result", "all", "rule"});
    v.result = c.r.optString(p + "/result", "");
    v.winner = c.r.optString(p + "/winner", "");
    if (!v.winner.empty() && std::none_of(c.sides.begin(), c.sides.end(),
                                          [&](const Side& s) { return s.id == v.winner; })) {
        c.r.error(p + "/winner", "\"" + v.winner + "\" is not a side of the scenario");
    }
    v.level = c.r.optOneOf(p + "/level", {"major", "minor", ""}, "");
    if (!otherwise) {
        if (const json* all = c.r.array(p + "/all")) {
            if (all->empty()) {
                c.r.error(p + "/all", "must hold at least one test");
            }
            for (std::size_t i = 0; i < all->size(); ++i) {
                if (c.r.object(childPointer(p + "/all", i))) {
                    v.tests.push_back(readTest(c, childPointer(p + "/all", i)));
                }
            }
        }
    }
    readRule(c, p, c.victory, "victory", v.rule);
    return v;
}

} // namespace

bool UnitPick::picks(const Unit& u, const std::vector<Side>& sides) const {
    if (!kinds.empty() && !contains(kinds, u.kind)) {
        return false;
    }
    if (!side.empty()) {
        return u.side == side;
    }
    if (!command.empty()) {
        for (const Side& s : sides) {
            for (const Command& c : s.commands) {
                if (c.id == command) {
                    return contains(c.units, u.id);
                }
            }
        }
        return false;
    }
    return contains(units, u.id);
}

const std::vector<std::string>& timelineKeys() {
    static const std::vector<std::string> keys = {"arrivals", "departures", "turn_rules",
                                                  "victory_conditions", "victory_otherwise"};
    return keys;
}

int timelinePhase(const Ruleset& ruleset, const std::string& phaseId) {
    if (phaseId.empty()) {
        return 0;
    }
    const auto& seq = ruleset.sequence();
    for (std::size_t i = 0; i < seq.size(); ++i) {
        if (seq[i].id == phaseId) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

ScenarioTimeline readTimeline(JsonReader& r, const Ruleset& ruleset, int turns,
                              const std::vector<Side>& sides, const std::vector<Unit>& units,
                              const std::vector<std::string>& specialRules,
                              const std::vector<std::string>& victory) {
    TimelineContext c{r, ruleset, turns, sides, units, specialRules, victory};
    ScenarioTimeline t;
    auto each = [&](const char* key, auto read) {
        const std::string p = std::string("/") + key;
        if (!r.has(p)) {
            return;
        }
        if (const json* list = r.array(p)) {
            for (std::size_t i = 0; i < list->size(); ++i) {
                if (r.object(childPointer(p, i))) {
                    read(childPointer(p, i));
                }
            }
        }
    };
    each("arrivals", [&](const std::string& p) { t.arrivals.push_back(readArrival(c, p)); });
    each("departures", [&](const std::string& p) { t.departures.push_back(readDeparture(c, p)); });
    each("turn_rules", [&](const std::string& p) { t.turnRules.push_back(readTurnRule(c, p)); });
    each("victory_conditions",
         [&](const std::string& p) { t.victory.push_back(readCondition(c, p, false)); });
    if (r.has("/victory_otherwise") && r.object("/victory_otherwise")) {
        t.otherwise = readCondition(c, "/victory_otherwise", true);
    }
    checkDepartures(r, t);
    std::vector<std::string> arriving;
    for (std::size_t i = 0; i < t.arrivals.size(); ++i) {
        for (std::size_t k = 0; k < t.arrivals[i].units.size(); ++k) {
            const std::string& id = t.arrivals[i].units[k];
            if (contains(arriving, id)) {
                r.error(childPointer(childPointer("/arrivals", i) + "/units", k),
                        "\"" + id + "\" already arrives in an earlier entry");
            }
            arriving.push_back(id);
        }
    }
    return t;
}

} // namespace adc
