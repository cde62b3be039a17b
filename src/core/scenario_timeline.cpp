#include "adc/scenario_timeline.hpp"

#include "adc/ruleset.hpp"
#include "timeline_reading.hpp"

#include <algorithm>

namespace adc {

namespace timeline {

bool contains(const std::vector<std::string>& list, const std::string& word) {
    return std::find(list.begin(), list.end(), word) != list.end();
}

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

} // namespace timeline

namespace {

using namespace timeline;

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

} // namespace

using timeline::contains;
using timeline::readCondition;
using timeline::readTurnRule;
using timeline::TimelineContext;

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
