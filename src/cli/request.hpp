#pragma once
// A resolve request as the CLI takes it: the ruleset, the action and its params, and either a
// scenario path or the units inline, so no scenario file is needed.
#include "command.hpp"

#include "adc/game.hpp"
#include "adc/replay_check.hpp"
#include "adc/ruleset.hpp"
#include "adc/scenario.hpp"

#include <optional>
#include <vector>

namespace adc::cli {

struct Request {
    std::shared_ptr<const Ruleset> ruleset;
    GameState state;
    ActionRequest action;
    std::optional<std::vector<int>> dice;
    std::uint32_t seed = 5489u;
    std::string file; // as messages name it: the path, or "<stdin>"
    // The scenario the request names, whose rules by turn `adc resolve` and `adc odds` apply
    // as a game does; none for inline units.
    std::optional<Scenario> scenario;
};

// phaseOfAction (adc/replay_check.hpp): a request outside a game that names no phase has none
// to be out of: it is asked in its action's phase (docs/formats.md, "Request"), so the phase
// check never refuses it; a replay re-reads a saved action's dice in it too.

// Throws LoadError with every problem, each under its JSON pointer.
Request readRequest(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                    const std::string& file);

// A request against a saved game: the game holds the units and the state, so it gives only the
// action, its params and perhaps the faces of its dice (then the game's own dice are not rolled).
struct GameRequest {
    ActionRequest action;
    std::optional<std::vector<int>> dice;
    std::string file;
};
// Throws LoadError with every problem; a key that only a stateless request has is one.
GameRequest readGameRequest(const json& data, const Game& game, const std::string& file);

// The JSON named by --request (a file, or "-" for standard input) and its name for messages.
struct RequestText {
    json data;
    std::string file;
};
std::optional<RequestText> readRequestText(const std::string& command, const Options& o,
                                           Context& c);

// The request named by --request: a file, or "-" for standard input. Reads, parses and checks it;
// on any problem writes every message to c.err (a read failure prefixed "adc <command>: ") and
// returns nullopt, after which the command exits BadRequest.
std::optional<Request> readRequestOption(const std::string& command, const Options& o, Context& c);

} // namespace adc::cli
