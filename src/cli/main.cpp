#include "adc/builtin_rulesets.hpp"
#include "command.hpp"

#include <iostream>

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    adc::RulesetRegistry registry = adc::builtinRulesets();
    adc::cli::Context context{registry, adc::dataDirectory(argv[0]), std::cin, std::cout,
                              std::cerr};
    return adc::cli::run(args, context, adc::cli::allCommands());
}
