// The after-action report's figures that come from the game as it stands: the result, the
// slot's timeline, the casualties by side and turn, each unit's fate. The odds part (decisive
// moments, luck) is report_odds.cpp.
#include "adc/report.hpp"

#include "adc/game_end.hpp"

#include <algorithm>

namespace adc {

namespace detail {
void addOddsToReport(const Game& game, const ReportOptions& options, Report& report);
} // namespace detail

namespace {

// Where the scenario's victory call (issue 38's game over and result) plugs in: until a game
// records its end, every game is one that has not ended, and a side's report keeps the other
// side's secrets.
// The result judged when the game ended (issue 38's game-over event), as the log printed it.
void readResult(const Game& game, Report& report) {
    const nlohmann::json* over = gameOver(game.state());
    report.ended = over != nullptr;
    if (!over) {
        report.result = "The game has not ended: no end is recorded yet.";
        report.outcome = "Not ended";
        return;
    }
    report.result = gameOverWords(game.state());
    const nlohmann::json result = over->value("result", nlohmann::json::object());
    report.outcome = result.value("text", std::string("Ended"));
    for (const auto& c : result.value("conditions", nlohmann::json::array())) {
        report.conditions.push_back({c.value("text", std::string()), c.value("met", std::string()),
                                     c.value("figures", std::string())});
    }
}

void readTimeline(const Game& game, Report& report) {
    const Pace pace = measurePace(game);
    report.start = pace.start;
    report.played = pace.played;
    for (const TurnPace& t : pace.turns) {
        report.timeline.push_back({t.turn, t.began, t.seconds, t.finished});
    }
}

// The losses at which each unit of the side has reached its first break point, summed.
std::optional<int> sideBreakPoint(const Game& game, const std::string& side) {
    const Ruleset& rs = game.ruleset();
    const GameState& s = game.state();
    int sum = 0;
    bool any = false;
    for (const Unit& u : s.units) {
        if (u.side != side || !rs.inStrengthTotals(u)) {
            continue;
        }
        const UnitBreakPoints bp = rs.unitBreakPoints(u, s.options);
        if (bp.marks.empty()) {
            continue;
        }
        any = true;
        sum += u.startStrength - *std::max_element(bp.marks.begin(), bp.marks.end());
    }
    return any ? std::optional<int>(sum) : std::nullopt;
}

void readLosses(const Game& game, const GameSight& sight, Report& report) {
    const GameState& s = game.state();
    const Ruleset& rs = game.ruleset();
    const int turns = std::max(1, s.turn);
    for (const SideSight& ss : sight.sides) {
        SideLosses side;
        side.side = ss.side->id;
        side.name = ss.side->name;
        side.perTurn.assign(static_cast<std::size_t>(turns), 0);
        for (const UnitSight& us : sight.units) {
            const Unit& u = *us.unit;
            if (u.side != side.side || !rs.inStrengthTotals(u)) {
                continue;
            }
            side.shown = side.shown && us.strengthShown;
            side.startStrength += u.startStrength;
            for (const Casualty& c : u.casualties) {
                if (c.turn >= 1 && c.turn <= turns) {
                    side.perTurn[static_cast<std::size_t>(c.turn - 1)] += c.count;
                }
            }
        }
        side.shown = side.shown && ss.totalsShown;
        if (!side.shown) {
            side.perTurn.assign(side.perTurn.size(), 0); // nothing of it leaves the engine
            side.startStrength = 0;
        } else {
            side.breakPoint = sideBreakPoint(game, side.side);
        }
        int sum = 0;
        for (int n : side.perTurn) {
            side.total.push_back(sum += n);
        }
        report.sides.push_back(std::move(side));
    }
}

void readFates(const Ruleset& rs, const GameSight& sight, Report& report) {
    for (const UnitSight& us : sight.units) {
        const Unit& u = *us.unit;
        UnitFate f{u.id, u.name, u.side, us.strengthShown, 0, 0, u.status, rs.words(u.status), {}};
        if (us.strengthShown) {
            f.startStrength = u.startStrength;
            f.strength = u.strength;
            for (const Casualty& c : u.casualties) {
                if (!f.lost.empty() && f.lost.back().first == c.turn) {
                    f.lost.back().second += c.count;
                } else {
                    f.lost.emplace_back(c.turn, c.count);
                }
            }
            std::sort(f.lost.begin(), f.lost.end());
        }
        report.units.push_back(std::move(f));
    }
}

// The referee's sight: everything.
GameSight wholeSight(const Game& game) {
    GameSight sight;
    for (const Side& side : game.state().sides) {
        sight.sides.push_back({&side, true});
    }
    for (const Unit& u : game.state().units) {
        sight.units.push_back({&u, true, false});
    }
    return sight;
}

} // namespace

std::string verdictWords(LuckLine::Verdict verdict) {
    switch (verdict) {
    case LuckLine::Verdict::TooFew:
        return "too few rolls to say";
    case LuckLine::Verdict::Chance:
        return "within what fair dice give";
    case LuckLine::Verdict::Lucky:
        return "luckier than fair dice mostly give";
    case LuckLine::Verdict::Unlucky:
        return "unluckier than fair dice mostly give";
    }
    return {};
}

Report buildReport(const Game& game, const ReportOptions& options) {
    Report report;
    report.scenario = game.scenario().name;
    report.date = game.scenario().date;
    report.ruleset = game.ruleset().name() + " " + game.ruleset().version();
    report.turn = game.state().turn;
    report.turns = game.scenario().turns;
    report.strengthUnit = game.ruleset().unitSchema().strengthUnit;
    report.offset = options.offset ? *options.offset : localOffset(game.clock().now());
    readResult(game, report);
    // Once the game has ended, every side sees the whole report.
    ReportOptions seen = options;
    if (report.ended) {
        seen.forSide.reset();
    }
    report.forSide = seen.forSide;
    const GameSight sight =
        seen.forSide ? gameSight(game, Viewer::ofSide(*seen.forSide)) : wholeSight(game);
    readTimeline(game, report);
    readLosses(game, sight, report);
    readFates(game.ruleset(), sight, report);
    detail::addOddsToReport(game, seen, report);
    return report;
}

} // namespace adc
