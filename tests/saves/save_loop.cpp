// Writes the recovery file of a growing game over and over until it is killed: the kill -9
// trial's child. Each file names, as its source, how many events it holds, so the trial can
// tell that game and name always come from the same save.
//
//   save_loop DIR      prints "ready MICROSECONDS_PER_SAVE" once saves are under way
#include "drill_ruleset.hpp"

#include "adc/saved_game.hpp"
#include "adc/scenario.hpp"

#include <chrono>
#include <cstdio>
#include <string>

namespace {

adc::Game drillGame() {
    auto rs = adc::drill::registry().loadById("drill", adc::drill::dataDir());
    adc::Diagnostics d;
    auto scenario = adc::readJsonFile(adc::drill::dataDir() + "/scenarios/drill_skirmish.json", d);
    return adc::Game(rs, adc::scenarioFromJson(*scenario, *rs, "drill_skirmish.json"));
}

void addEventAndSave(adc::Game& game, const std::string& path) {
    bool loaded = game.events().size() % 2 == 0;
    game.apply(game.correction("tx1a", "loaded", loaded));
    adc::saveRecoveryFile(path, game, "after-" + std::to_string(game.events().size()) + "-events");
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: save_loop DIR\n");
        return 2;
    }
    const std::string path = std::string(argv[1]) + "/recovery.adc.json";
    adc::Game game = drillGame();
    // Few events, so that most of a save's time is the write, fsync and rename a kill should
    // land in, not the building of the text.
    const int timed = 3;
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < timed; ++i) {
        addEventAndSave(game, path);
    }
    auto perSave = std::chrono::duration_cast<std::chrono::microseconds>(
                       std::chrono::steady_clock::now() - start) /
                   timed;
    std::printf("ready %lld\n", static_cast<long long>(perSave.count()));
    std::fflush(stdout);
    for (;;) {
        addEventAndSave(game, path);
    }
}
