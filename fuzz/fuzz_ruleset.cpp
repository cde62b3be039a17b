// Fuzzes the ruleset loader: any bytes either load or throw LoadError; nothing else may escape.
#include "fuzz_support.hpp"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    auto& s = adc::fuzz::setup();
    adc::Diagnostics d("fuzz.json");
    auto data = adc::parseJson(std::string(reinterpret_cast<const char*>(bytes), size), d);
    if (!data) {
        return 0;
    }
    try {
        auto rs = s.registry.fromJson(*data, "fuzz.json");
        // A loaded ruleset must describe itself without throwing.
        (void)adc::json(rs->actions()).dump();
        (void)adc::json(rs->unitSchema()).dump();
    } catch (const adc::LoadError&) {
    }
    return 0;
}
