#pragma once
// Runs `adc` in-process, as the command line would, and keeps what it said: the CLI tests'
// one way of calling it.
#include "command.hpp"

#include <sstream>
#include <string>
#include <vector>

namespace adc::cli::test {

struct Ran {
    int code;
    std::string out, err;
};

inline Ran runAdc(const RulesetRegistry& registry, const std::string& dataDir,
                  const std::vector<std::string>& args, const std::string& input = {},
                  std::shared_ptr<const Clock> clock = nullptr) {
    std::istringstream in(input);
    std::ostringstream out, err;
    Context c{registry, dataDir, in, out, err};
    if (clock) {
        c.clock = std::move(clock); // the events' times, where a test compares them
    }
    int code = run(args, c);
    return {code, out.str(), err.str()};
}

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace adc::cli::test
