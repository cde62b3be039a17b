// The after-action report as a document: the plot drawn where the figures say, and adc report
// over a scripted game of every shipped scenario (Markdown, HTML, PDF; the whole report and one
// side's), its figures checked against the game's own units.
#include "adc/builtin_rulesets.hpp"
#include "adc/saved_game.hpp"
#include "command.hpp"
#include "print/after_action.hpp"
#include "print/after_action_across.hpp"
#include "print/casualty_plot.hpp"
#include "print/paper.hpp"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace adc::print {
namespace {

namespace fs = std::filesystem;

std::string fixed(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", v);
    return text;
}

Report twoSides() {
    Report r;
    r.strengthUnit = "figures";
    r.sides.push_back({"usa", "Union", true, 20, {1, 0, 3}, {1, 1, 4}, 6});
    r.sides.push_back({"csa", "Confederate", true, 12, {2, 2, 1}, {2, 4, 5}, std::nullopt});
    return r;
}

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The scripted game of tests/cli/data for this scenario, played through adc::Game.
Game scriptedGame(const fs::path& script, const RulesetRegistry& registry,
                  std::size_t steps = 100000) {
    std::ifstream in(script);
    const json s = json::parse(in);
    LoadedScenario loaded =
        loadScenarioFile(std::string(ADC_TEST_DATA_DIR) + "/" + s.at("scenario").get<std::string>(),
                         registry, ADC_TEST_DATA_DIR);
    const json options = s.value("options", json::object());
    for (const auto& [key, value] : options.items()) {
        loaded.scenario.options[key] = value.get<std::string>();
    }
    Game g(loaded.ruleset, std::move(loaded.scenario));
    g.setSeed(s.at("seed").get<std::uint32_t>());
    for (const json& step : s.at("steps")) {
        if (steps-- == 0) {
            break;
        }
        if (step.contains("apply")) {
            const json& a = step["apply"];
            ActionRequest request{a.at("action").get<std::string>(),
                                  a.value("params", json::object())};
            if (a.contains("dice")) {
                ScriptedDice dice(a["dice"].get<std::vector<int>>());
                g.apply(g.resolve(request, dice), request);
            } else {
                g.apply(g.resolve(request), request);
            }
        } else if (step.contains("next")) {
            g.apply(g.advancePhase(g.dice()));
        } else if (step.contains("undo")) {
            g.undo();
        } else {
            g.redo();
        }
    }
    return g;
}

} // namespace

TEST(CasualtyPlot, EachRunningTotalIsDrawnWhereItsFiguresSay) {
    const Report r = twoSides();
    // Three turns across 56..620 px, half a step in from each edge; 0..6 lost over 250..12 px.
    const double pad = (620.0 - 56) / 6, step = (620.0 - 56 - 2 * pad) / 2;
    auto x = [&](int turn) { return fixed(56 + pad + (turn - 1) * step); };
    auto y = [&](int lost) { return fixed(250 - lost * (250.0 - 12) / 6); };
    const auto points = runningTotalPoints(r);
    ASSERT_EQ(points.size(), 2u);
    EXPECT_EQ(points[0], x(1) + "," + y(1) + " " + x(2) + "," + y(1) + " " + x(3) + "," + y(4));
    EXPECT_EQ(points[1], x(1) + "," + y(2) + " " + x(2) + "," + y(4) + " " + x(3) + "," + y(5));
    const std::string svg = casualtyPlotSvg(r);
    EXPECT_NE(svg.find("points='" + points[1] + "'"), std::string::npos);
    // The Union's break point, dashed, at 6 lost: the top of the scale.
    EXPECT_NE(svg.find("y1='" + y(6) + "' x2='620.0' y2='" + y(6) +
                       "' stroke='#2c5aa0' stroke-width='1.5' stroke-dasharray"),
              std::string::npos)
        << svg;
}

TEST(CasualtyPlot, ASideNotShownIsNotDrawnAndSaysSo) {
    Report r = twoSides();
    r.sides[1] = {"csa", "Confederate", false, 0, {0, 0, 0}, {0, 0, 0}, std::nullopt};
    EXPECT_EQ(runningTotalPoints(r).size(), 1u);
    EXPECT_NE(casualtyPlotSvg(r).find("Confederate (losses not shown to this side)"),
              std::string::npos);
    EXPECT_EQ(chanceWords(1.0 / 27), "3.7%");
    EXPECT_EQ(chanceWords(0.5), "50%");
}

TEST(ReportCommand, EveryShippedScenarioAfterItsScriptedGame) {
    RulesetRegistry registry = builtinRulesets();
    QTemporaryDir dir;
    int scenarios = 0;
    for (const auto& entry :
         fs::directory_iterator(fs::path(ADC_TEST_DATA_DIR) / "tests/cli/data")) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        SCOPED_TRACE(entry.path().filename().string());
        ++scenarios;
        Game game = scriptedGame(entry.path(), registry);
        const std::string base = dir.filePath("g").toStdString();
        saveGameFile(base + ".adc.json", game);
        std::istringstream in;
        std::ostringstream out, err;
        cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
        c.utcOffset = 0;
        ASSERT_EQ(cli::run({"report", base + ".adc.json", "--md", base + ".md", "--html",
                            base + ".html", "--pdf", base + ".pdf"},
                           c, cli::allCommands()),
                  cli::Ok)
            << err.str();
        const std::string md = readAll(base + ".md");
        EXPECT_NE(md.find("![Casualties by side over the turns](g.svg)"), std::string::npos);
        EXPECT_EQ(readAll(base + ".svg").rfind("<svg ", 0), 0u);
        // Each side's losses in all, as the game's units count them.
        for (const Side& side : game.state().sides) {
            int lost = 0, start = 0;
            for (const Unit& u : game.state().units) {
                if (u.side == side.id && game.ruleset().inStrengthTotals(u)) {
                    lost += u.totalLosses();
                    start += u.startStrength;
                }
            }
            EXPECT_NE(md.find("| " + side.name + " |"), std::string::npos);
            EXPECT_NE(md.find(" | " + std::to_string(lost) + " of " + std::to_string(start) + " |"),
                      std::string::npos)
                << side.name << "\n"
                << md;
        }
        EXPECT_NE(readAll(base + ".html").find("data:image/svg+xml;base64,"), std::string::npos);
        QFile pdf(QString::fromStdString(base + ".pdf"));
        ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
        EXPECT_GE(pdfPageCount(pdf.readAll()), 1);
    }
    EXPECT_GE(scenarios, 4);
}

TEST(ReportCommand, ForOneSideBeforeTheEndTheOtherSideIsShownAsTheSideViewShowsIt) {
    RulesetRegistry registry = builtinRulesets();
    QTemporaryDir dir;
    Game game = scriptedGame(
        fs::path(ADC_TEST_DATA_DIR) / "tests/cli/data/bluegray-fort-sanders-1863.json", registry);
    const std::string base = dir.filePath("fort").toStdString();
    saveGameFile(base + ".adc.json", game);
    auto report = [&](std::vector<std::string> more) {
        std::istringstream in;
        std::ostringstream out, err;
        cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
        std::vector<std::string> args{"report", base + ".adc.json", "--md", base + ".md"};
        args.insert(args.end(), more.begin(), more.end());
        EXPECT_EQ(cli::run(args, c, cli::allCommands()), cli::Ok) << err.str();
        return readAll(base + ".md");
    };
    const std::string whole = report({});
    const std::string forUnion = report({"--for", "union"});
    for (const Unit& u : game.state().units) {
        const std::string left =
            std::to_string(u.strength) + " of " + std::to_string(u.startStrength);
        const std::string row = "| " + u.name + " | ";
        const std::size_t at = forUnion.find(row);
        ASSERT_NE(at, std::string::npos) << u.name;
        const std::string line = forUnion.substr(at, forUnion.find('\n', at) - at);
        EXPECT_NE(whole.find(row), std::string::npos);
        if (u.side == "union") {
            EXPECT_NE(line.find(left), std::string::npos) << line;
        } else {
            EXPECT_EQ(line.find(left), std::string::npos) << line;
            EXPECT_NE(line.find("not shown"), std::string::npos) << line;
        }
    }
    EXPECT_NE(forUnion.find("Printed for the Union"), std::string::npos);
    EXPECT_EQ(whole.find("not shown"), std::string::npos);
    std::istringstream in;
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    EXPECT_EQ(cli::run({"report", base + ".adc.json", "--md", base + ".md", "--for", "prussia"}, c,
                       cli::allCommands()),
              cli::BadRequest);
}

// The organizer's report over three scripted games of Cedar Mountain, one stopped early: the
// mean casualty curve over the games that reached each turn, with its lowest and highest.
TEST(ReportCommand, AcrossThreeGamesTheMeanCurveAndItsSpread) {
    RulesetRegistry registry = builtinRulesets();
    QTemporaryDir dir;
    const fs::path script = fs::path(ADC_TEST_DATA_DIR) / "tests/cli/data/mwan-cedar-mountain.json";
    std::vector<Game> games;
    games.push_back(scriptedGame(script, registry));
    games.push_back(scriptedGame(script, registry, 12));
    games.push_back(scriptedGame(script, registry));
    std::vector<std::string> args{"report", "--across"};
    for (std::size_t i = 0; i < games.size(); ++i) {
        args.push_back(dir.filePath(QStringLiteral("g%1.adc.json").arg(i)).toStdString());
        saveGameFile(args.back(), games[i]);
    }
    const std::string md = dir.filePath("across.md").toStdString();
    args.insert(args.end(), {"--md", md, "--pdf", dir.filePath("across.pdf").toStdString()});
    std::istringstream in;
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    ASSERT_EQ(cli::run(args, c, cli::allCommands()), cli::Ok) << err.str();
    // The curves, worked out here from each game's units.
    std::vector<std::pair<std::string, Report>> reports;
    for (const Game& g : games) {
        reports.emplace_back("g", buildReport(g));
    }
    const AcrossReport a = reportAcross(reports);
    ASSERT_EQ(a.games.size(), 3u);
    EXPECT_LT(games[1].state().turn, games[0].state().turn);
    for (std::size_t side = 0; side < a.sides.size(); ++side) {
        const std::string& id = games[0].state().sides[side].id;
        for (int turn = 1; turn <= games[0].state().turn; ++turn) {
            std::vector<int> totals;
            for (const Game& g : games) {
                if (turn > g.state().turn) {
                    continue;
                }
                int lost = 0;
                for (const Unit& u : g.state().units) {
                    for (const Casualty& cas : u.casualties) {
                        if (u.side == id && cas.turn <= turn && g.ruleset().inStrengthTotals(u)) {
                            lost += cas.count;
                        }
                    }
                }
                totals.push_back(lost);
            }
            const auto t = static_cast<std::size_t>(turn - 1);
            double mean = 0;
            for (int v : totals) {
                mean += v;
            }
            mean /= static_cast<double>(totals.size());
            EXPECT_DOUBLE_EQ(a.sides[side].mean[t], mean) << id << " turn " << turn;
            EXPECT_EQ(a.sides[side].low[t], *std::min_element(totals.begin(), totals.end()));
            EXPECT_EQ(a.sides[side].high[t], *std::max_element(totals.begin(), totals.end()));
            EXPECT_EQ(a.sides[side].games[t], static_cast<int>(totals.size()));
        }
    }
    const std::string text = readAll(md);
    EXPECT_NE(text.find("3 games of " + games[0].scenario().name), std::string::npos) << text;
    EXPECT_NE(text.find("| Not ended | 3 |"), std::string::npos) << text;
    QFile pdf(dir.filePath("across.pdf"));
    ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
    EXPECT_GE(pdfPageCount(pdf.readAll()), 1);
}

} // namespace adc::print
