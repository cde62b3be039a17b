// Reading a scenario's victory conditions: each test (losses, units lost, units that left, a
// referee's question) and the condition that holds them, with the result it names.
#include "adc/ruleset.hpp"
#include "timeline_reading.hpp"

#include <algorithm>

namespace adc::timeline {

namespace {

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

} // namespace

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

} // namespace adc::timeline
