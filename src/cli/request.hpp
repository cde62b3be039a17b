#pragma once
// A resolve request as the CLI takes it: the ruleset, the action and its params, and either a
// scenario path or the units inline, so no scenario file is needed.
#include "command.hpp"

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
};

// Throws LoadError with every problem, each under its JSON pointer.
Request readRequest(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                    const std::string& file);

// The request named by --request: a file, or "-" for standard input. Reads, parses and checks it;
// on any problem writes every message to c.err (a read failure prefixed "adc <command>: ") and
// returns nullopt, after which the command exits BadRequest.
std::optional<Request> readRequestOption(const std::string& command, const Options& o, Context& c);

} // namespace adc::cli
