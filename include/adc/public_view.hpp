#pragma once
// What a viewer may see of a game, filtered by the ruleset's "public" declaration: the one
// door every public face goes through (the player display now, the printouts and the side
// views later), so that no face decides on its own what an opponent learns.
#include "adc/game.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

// Who is looking: one side (which sees its own units in full) or the public, the screen both
// sides see.
struct Viewer {
    std::string side; // "" for the public

    static Viewer everyone() { return {}; }
    static Viewer ofSide(std::string id) { return {std::move(id)}; }
    bool isPublic() const { return side.empty(); }
};

// One unit as the viewer may see it.
struct UnitSight {
    const Unit* unit = nullptr;
    bool strengthShown = true; // strength left and losses so far
    // Announced below the ruleset's notice strength ("fewer than 4 men") as of the last time
    // the notice was given.
    bool belowNotice = false;
};

struct SideSight {
    const Side* side = nullptr;
    bool totalsShown = true; // strength left of all its units, losses in all
};

struct GameSight {
    std::vector<SideSight> sides;
    std::vector<UnitSight> units;   // in the state's order
    std::optional<int> noticeBelow; // the notice's strength, when the ruleset has one
};

// The units and sides of the game on screen as the viewer may see them.
GameSight gameSight(const Game& game, const Viewer& viewer);

// The part of an outcome the viewer may see, or nullopt when none of it is theirs (another
// side's written order). `before` is the state the outcome applies to.
std::optional<Outcome> outcomeSight(const Ruleset& ruleset, const Outcome& outcome,
                                    const GameState& before, const Viewer& viewer);

// The units below the notice strength when it was last given: at the end of the notice's
// phase (the end of the move), or now when the ruleset gives it at once. Empty when the
// ruleset has no notice or it has not been given yet.
std::vector<std::string> noticedUnits(const Game& game);

} // namespace adc
