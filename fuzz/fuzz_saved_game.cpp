// Fuzzes the saved-game loader (which replays the history). A game that loads must save and
// load again to the same JSON.
#include "fuzz_support.hpp"

#include "adc/saved_game.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    auto& s = adc::fuzz::setup();
    adc::Diagnostics d("fuzz.adc.json");
    auto data = adc::parseJson(std::string(reinterpret_cast<const char*>(bytes), size), d);
    if (!data) {
        return 0;
    }
    try {
        adc::Game game = adc::gameFromJson(*data, s.registry, s.dataDir, "fuzz.adc.json");
        adc::json saved = adc::saveGameToJson(game);
        adc::Game again = adc::gameFromJson(saved, s.registry, s.dataDir, "saved.adc.json");
        if (adc::saveGameToJson(again) != saved) {
            std::abort(); // load → save → load changed the game
        }
        // Undo everything and redo it again: both must work on any game that loaded.
        while (again.canUndo()) {
            again.undo();
        }
        while (again.canRedo()) {
            again.redo();
        }
    } catch (const adc::LoadError&) {
    } catch (const adc::RuleError&) {
        // redo of an event past the saved position that does not fit: refused, state unchanged
    }
    return 0;
}
