#include "adc/builtin_rulesets.hpp"
#include "command.hpp"
#include "standard_input.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <unistd.h>

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    adc::RulesetRegistry registry = adc::builtinRulesets();
    adc::cli::DescriptorInput stdinBuffer(STDIN_FILENO);
    std::istream in(&stdinBuffer);
    adc::cli::Context context{registry, adc::dataDirectory(argv[0]), in, std::cout, std::cerr};
    int code = adc::cli::run(args, context, adc::cli::allCommands());
    // Output that could not be written (a full disk, a closed pipe's reader gone) is a
    // failure, not a silent exit 0; its own code, as a change may already be saved.
    errno = 0;
    std::cout.flush();
    if (!std::cout || std::fflush(stdout) != 0) {
        std::cerr << "adc: cannot write the output"
                  << (errno != 0 ? std::string(": ") + std::strerror(errno) : std::string())
                  << "\n";
        return code == adc::cli::Ok ? adc::cli::OutputLost : code;
    }
    return code;
}
