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

// What a viewer may see of one event (an outcome, with the request and the label it was
// applied with): the one filter every piece of text, number and dice list passes before it
// leaves the engine for a viewer (the player display, each side's view). It starts from nothing
// and keeps only what it knows to be public to the viewer; whatever it does not know stays
// hidden: an event that names no unit shows only its name where the ruleset keeps anything
// private, a kind of effect it has no rule for is dropped, a note shows only where every unit
// the event touches is the viewer's to see in full.
struct EventSight {
    bool kept = false; // another side's private action: nothing of it but that it happened
    std::string title; // the label, or the action's name where the label would tell more
    std::vector<Roll> rolls;
    std::vector<std::string> steps; // the table's reasoning, with the numbers behind it
    std::vector<Effect> effects;    // the effects the viewer may read of, in order (no bookkeeping)
    bool headline = false;          // the title is the event's own label or summary
};

EventSight eventSight(const Ruleset& ruleset, const Outcome& outcome,
                      const std::optional<ActionRequest>& request, const std::string& label,
                      const GameState& before, const Viewer& viewer);

// Whether an effect is the ruleset's record for itself, which no viewer reads of (the player
// display, a side's page): its flags, the deck's order, and the attributes its unit schema marks
// "bookkeeping" (Blue and Gray's "Fired in move 1", Jackson's turn of the last melee). The
// referee's roster still shows them.
bool isBookkeeping(const Ruleset& ruleset, const Effect& effect);

// The ids of the units a request names (its unit and units parameters), in the form's order.
std::vector<std::string> requestUnits(const Ruleset& ruleset, const ActionRequest& request);

// The units below the notice strength when it was last given: at the end of the notice's
// phase (the end of the move), or now when the ruleset gives it at once. Empty when the
// ruleset has no notice or it has not been given yet.
std::vector<std::string> noticedUnits(const Game& game);

} // namespace adc
