#pragma once
// Whether the game on screen was started in this run from a scenario (File → Open of one, or the
// one named at start-up), not opened from a save nor recovered: a new game, whatever has been
// played since. The sharing session gives such a game new links the first time it shares it. The
// document records it as one of its properties, as the side views' server marks a socket that
// showed a key: a fact kept for one reader, the sharing module.

namespace adc::app {

class GameDocument;

bool startedHere(const GameDocument& document);

} // namespace adc::app
