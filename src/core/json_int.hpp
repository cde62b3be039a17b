#pragma once
// Whole numbers read from untrusted JSON by the from_json functions. nlohmann's get<int>()
// casts a double straight to int, which is undefined for 1e300; this refuses it instead.
#include <nlohmann/json.hpp>

#include <climits>
#include <cmath>
#include <stdexcept>
#include <string>

namespace adc::detail {

// Throws std::invalid_argument naming `what` unless v is a whole number that fits an int.
inline int wholeNumber(const nlohmann::json& v, const char* what) {
    if (v.is_number_integer() || v.is_number_float()) {
        double d = v.get<double>();
        if (std::isfinite(d) && std::floor(d) == d && d >= INT_MIN && d <= INT_MAX) {
            return static_cast<int>(d);
        }
    }
    throw std::invalid_argument(std::string(what) + " must be a whole number from " +
                                std::to_string(INT_MIN) + " to " + std::to_string(INT_MAX) +
                                ", found " + v.dump());
}

// The member `key` of object j as a whole number, or fallback when j has no such member.
inline int wholeNumber(const nlohmann::json& j, const char* key, int fallback) {
    auto it = j.find(key);
    return it == j.end() ? fallback : wholeNumber(*it, key);
}

} // namespace adc::detail
