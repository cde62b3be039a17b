// Fuzzes `adc resolve`'s request reader and the resolution it leads to. Allowed outcomes: an
// Outcome, LoadError (bad request file), RuleError (bad request), DiceError (impossible or
// missing faces). Anything else escaping is a bug.
#include "fuzz_support.hpp"

#include "request.hpp"

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
    } catch (const adc::LoadError&) {
    } catch (const adc::RuleError&) {
    } catch (const adc::DiceError&) {
    }
    return 0;
}
