// Fuzzes `adc resolve`'s request reader and the resolution it leads to. Allowed outcomes: an
// Outcome, LoadError (bad request file), RuleError (bad request), DiceError (impossible or
// missing faces). Anything else escaping is a bug. A request that resolves must also have odds
// (or be too big to walk), and every result it rolled must be one the odds call possible: the
// walk skips what only the table reads, and this checks that it never skips a result. Where a
// ruleset adds up an action's odds itself, its fractions must be the walk's, every one.
#include "fuzz_support.hpp"

#include "adc/odds.hpp"
#include "request.hpp"

#include <cstdlib>
#include <iostream>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    auto& s = adc::fuzz::setup();
    adc::Diagnostics d("fuzz-request.json");
    auto data = adc::parseJson(std::string(reinterpret_cast<const char*>(bytes), size), d);
    if (!data) {
        return 0;
    }
    try {
        adc::cli::Request q = adc::cli::readRequest(*data, s.registry, s.dataDir, d.file());
        std::unique_ptr<adc::DiceSource> source;
        if (q.dice) {
            source = std::make_unique<adc::ScriptedDice>(*q.dice);
        } else {
            source = std::make_unique<adc::RandomDice>(q.seed);
        }
        adc::Dice dice(*source);
        adc::Outcome o = q.ruleset->resolve(q.action, q.state, dice);
        (void)adc::json(o).dump();
        (void)adc::explain(o);
        adc::Odds odds;
        try {
            odds = adc::computeOdds(*q.ruleset, q.action, q.state, {20'000});
        } catch (const adc::OddsTooLarge&) {
            return 0;
        }
        for (const auto& [key, value] : o.result.items()) {
            if (odds.probability(key, value) <= 0) {
                std::cerr << "rolled " << key << " = " << value.dump()
                          << ", which the odds call impossible\n";
                std::abort();
            }
        }
        adc::Odds walked;
        try {
            walked = adc::walkOdds(*q.ruleset, q.action, q.state, {20'000});
        } catch (const adc::OddsTooLarge&) {
            return 0;
        }
        if (adc::json(walked).at("keys") != adc::json(odds).at("keys")) {
            std::cerr << "the shortcut's odds are not the walk's:\n"
                      << adc::json(odds).dump() << "\n"
                      << adc::json(walked).dump() << "\n";
            std::abort();
        }
    } catch (const adc::LoadError&) {
    } catch (const adc::RuleError&) {
    } catch (const adc::DiceError&) {
    }
    return 0;
}
