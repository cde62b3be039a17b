// Time from applying an event to a 5,000-unit game until every view has repainted, and from
// typing a filter into the roster bar (and clearing it) until the rosters have repainted.
// Prints the median and the worst of the runs in milliseconds.
#include "adc/builtin_rulesets.hpp"
#include "document/game_document.hpp"
#include "roster/roster_bar.hpp"
#include "window/application_look.hpp"
#include "window/main_window.hpp"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {
// The middle of a run's timings, in milliseconds.
double median(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}
} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    adc::app::setApplicationLook(); // the program's own: its text is laid out as the program's
    QApplication::setOrganizationName(QStringLiteral("Aide-de-Camp-bench"));
    QApplication::setApplicationName(QStringLiteral("gui_refresh_bench"));
    const int units = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 40;

    adc::RulesetRegistry registry = adc::builtinRulesets();
    std::string dataDir = adc::dataDirectory(argv[0]);
    auto ruleset = registry.loadById("roe", dataDir);
    const auto& schema = ruleset->unitSchema();

    adc::Scenario scenario;
    scenario.rulesetId = ruleset->id();
    scenario.name = "Five thousand units";
    for (const char* id : {"blue", "grey"}) {
        adc::Side side;
        side.id = id;
        side.name = id == std::string("blue") ? "Union" : "Confederate";
        scenario.sides.push_back(side);
    }
    for (int i = 0; i < units; ++i) {
        adc::Unit u;
        u.id = "u" + std::to_string(i);
        u.name = "Company " + std::to_string(i);
        u.side = i % 2 ? "grey" : "blue";
        u.kind = schema.kinds.empty() ? "infantry" : schema.kinds.front();
        u.quality = schema.qualities.empty() ? "average" : schema.qualities.front();
        u.strength = u.startStrength = 10 + i % 20;
        scenario.units.push_back(u);
    }

    adc::app::MainWindow window(std::move(registry), QString::fromStdString(dataDir));
    window.document().setRecoveryPath({}); // measure the views, not the disk
    window.document().setGame(adc::Game(ruleset, std::move(scenario)), {}, false);
    window.show();
    QApplication::processEvents();

    std::vector<double> ms;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        window.document().correct("u" + std::to_string(r * 7 % units), "strength", 3 + r % 5);
        QApplication::processEvents(); // layout and paint of every visible view
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::printf("units %d runs %d median_ms %.2f worst_ms %.2f", units, runs, median(ms),
                *std::max_element(ms.begin(), ms.end()));

    // "Company 12" finds one unit in forty-five of a 5,000-unit game; cleared, all come back.
    QLineEdit* filter = window.rosterBar()->filterEdit();
    std::vector<double> narrowed, cleared;
    for (int r = 0; r < std::max(1, runs / 4); ++r) {
        QElapsedTimer t;
        t.start();
        filter->setText(QStringLiteral("Company 12"));
        QApplication::processEvents();
        narrowed.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        t.restart();
        filter->clear();
        QApplication::processEvents();
        cleared.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::printf(" filter_ms %.2f clear_ms %.2f\n", median(narrowed), median(cleared));
    return 0;
}
