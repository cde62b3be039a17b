// What the slot clock costs the GUI thread (issue 39: under 1 ms a second): a 500-event Cedar
// Mountain game, its events a minute apart on a clock the program moves, open in the main window
// (the compact clock in the status bar) and on the players' display (the large one). Each tick
// times what the clock's timer does, the forecast read again and the labels set, and the paint
// that follows, for both clocks; the cost a second is a tick's over the timer's period.
// Prints the median and the worst tick in milliseconds, and the median's cost a second.
#include "adc/builtin_rulesets.hpp"
#include "adc/data_directory.hpp"
#include "adc/game_end.hpp"
#include "adc/scenario.hpp"
#include "document/game_document.hpp"
#include "slot/slot_clock.hpp"
#include "tabletop/player_display.hpp"
#include "window/application_look.hpp"
#include "window/main_window.hpp"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

double median(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

// The game: notes a minute apart, a phase change every 20 of them, until `events` are in
// effect or the scenario's last turn is over (then notes only).
adc::Game timedGame(const adc::RulesetRegistry& registry, const std::string& dataDir,
                    std::size_t events, std::shared_ptr<adc::SetClock> clock) {
    adc::LoadedScenario loaded =
        adc::loadScenarioFile(dataDir + "/scenarios/mwan-cedar-mountain.json", registry, dataDir);
    adc::Game game(loaded.ruleset, std::move(loaded.scenario));
    game.setClock(clock);
    game.slot().start = clock->now();
    for (std::size_t i = 1; game.position() < events; ++i) {
        clock->advanceMinutes(1);
        if (i % 20 == 0 && !adc::gameOver(game.state())) {
            game.apply(game.advancePhase(game.dice()));
            continue;
        }
        adc::Outcome note;
        note.summary = "Referee's note " + std::to_string(i);
        note.effects.push_back(adc::Effect::note(note.summary));
        game.apply(note);
    }
    return game;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    adc::app::setApplicationLook();
    QApplication::setOrganizationName(QStringLiteral("Aide-de-Camp-bench"));
    QApplication::setApplicationName(QStringLiteral("gui_clock_bench"));
    const std::size_t events = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 500;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 200;

    adc::RulesetRegistry registry = adc::builtinRulesets();
    const std::string dataDir = adc::dataDirectory(argv[0]);
    auto clock = std::make_shared<adc::SetClock>(1'796'000'000); // a Saturday morning, 2026
    adc::Game game = timedGame(registry, dataDir, events, clock);

    adc::app::MainWindow window(std::move(registry), QString::fromStdString(dataDir));
    window.document().setRecoveryPath({}); // measure the clock, not the disk
    window.document().setGame(std::move(game), {}, false);
    window.document().setClock(clock);
    window.show();
    adc::app::PlayerDisplay display(window.document());
    display.show();
    QApplication::processEvents();
    const auto clocks =
        window.findChildren<adc::app::SlotClock*>() + display.findChildren<adc::app::SlotClock*>();

    std::vector<double> ms;
    for (int r = 0; r < runs; ++r) {
        clock->advanceMinutes(0.1); // the time left moves, so the labels' text changes
        QElapsedTimer t;
        t.start();
        for (adc::app::SlotClock* c : clocks) {
            c->refresh();
            c->repaint(); // the paint the timer's text change asks for, now
        }
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    const double perSecond = median(ms) * 1000.0 / adc::app::kSlotClockPeriodMs;
    std::printf("events %zu clocks %lld runs %d tick_median_ms %.3f tick_worst_ms %.3f "
                "ms_per_second %.4f\n",
                window.document().game().position(), static_cast<long long>(clocks.size()), runs,
                median(ms), *std::max_element(ms.begin(), ms.end()), perSecond);
    return 0;
}
