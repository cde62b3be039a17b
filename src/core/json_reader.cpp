#include "adc/json_reader.hpp"

#include "adc/atomic_file.hpp"

#include <algorithm>
#include <cmath>

namespace adc {

namespace {

std::string typeName(const json& v) {
    if (v.is_number_integer() || v.is_number_unsigned()) {
        return "a whole number";
    }
    if (v.is_number_float()) {
        return "a number";
    }
    if (v.is_string()) {
        return "text";
    }
    if (v.is_boolean()) {
        return "true/false";
    }
    if (v.is_array()) {
        return "a list";
    }
    if (v.is_object()) {
        return "an object";
    }
    return "null";
}

std::string joinWords(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) {
        out += (out.empty() ? "" : ", ") + w;
    }
    return out;
}

bool isWholeNumber(const json& v) {
    if (v.is_number_integer() || v.is_number_unsigned()) {
        return true;
    }
    if (v.is_number_float()) {
        double d = v.get<double>();
        return std::isfinite(d) && std::floor(d) == d;
    }
    return false;
}

} // namespace

std::string childPointer(const std::string& parent, const std::string& key) {
    std::string escaped;
    for (char c : key) {
        if (c == '~') {
            escaped += "~0";
        } else if (c == '/') {
            escaped += "~1";
        } else {
            escaped += c;
        }
    }
    return parent + "/" + escaped;
}

std::string childPointer(const std::string& parent, std::size_t index) {
    return parent + "/" + std::to_string(index);
}

const json* JsonReader::find(const std::string& pointer) const {
    try {
        json::json_pointer p(pointer);
        if (!root_.contains(p)) {
            return nullptr;
        }
        return &root_.at(p);
    } catch (const json::exception&) {
        return nullptr;
    }
}

bool JsonReader::has(const std::string& pointer) const {
    return find(pointer) != nullptr;
}

const json* JsonReader::value(const std::string& pointer) {
    const json* v = find(pointer);
    if (!v) {
        d_.error(pointer, "is missing");
    }
    return v;
}

const json* JsonReader::object(const std::string& pointer) {
    const json* v = value(pointer);
    if (v && !v->is_object()) {
        d_.error(pointer, "must be an object, found " + typeName(*v));
        return nullptr;
    }
    return v;
}

const json* JsonReader::array(const std::string& pointer) {
    const json* v = value(pointer);
    if (v && !v->is_array()) {
        d_.error(pointer, "must be a list, found " + typeName(*v));
        return nullptr;
    }
    return v;
}

std::optional<int> JsonReader::integer(const std::string& pointer, int min, int max) {
    const json* v = value(pointer);
    if (!v) {
        return std::nullopt;
    }
    auto range = [&] {
        if (min != INT_MIN && max != INT_MAX) {
            return " from " + std::to_string(min) + " to " + std::to_string(max);
        }
        if (min != INT_MIN) {
            return " ≥ " + std::to_string(min);
        }
        if (max != INT_MAX) {
            return " ≤ " + std::to_string(max);
        }
        return std::string{};
    };
    if (!isWholeNumber(*v)) {
        d_.error(pointer, "must be a whole number" + range() + ", found " + typeName(*v));
        return std::nullopt;
    }
    double d = v->get<double>();
    if (d < min || d > max) {
        d_.error(pointer, "must be a whole number" + range() + ", found " + v->dump());
        return std::nullopt;
    }
    return static_cast<int>(d);
}

std::optional<double> JsonReader::number(const std::string& pointer, double min, double max) {
    const json* v = value(pointer);
    if (!v) {
        return std::nullopt;
    }
    if (!v->is_number()) {
        d_.error(pointer, "must be a number, found " + typeName(*v));
        return std::nullopt;
    }
    double d = v->get<double>();
    if (!std::isfinite(d) || d < min || d > max) {
        std::string range;
        if (min > -1e300) {
            range += " ≥ " + json(min).dump();
        }
        if (max < 1e300) {
            range += (range.empty() ? " ≤ " : " and ≤ ") + json(max).dump();
        }
        d_.error(pointer, "must be a number" + range + ", found " + v->dump());
        return std::nullopt;
    }
    return d;
}

std::optional<bool> JsonReader::boolean(const std::string& pointer) {
    const json* v = value(pointer);
    if (!v) {
        return std::nullopt;
    }
    if (!v->is_boolean()) {
        d_.error(pointer, "must be true or false, found " + typeName(*v));
        return std::nullopt;
    }
    return v->get<bool>();
}

std::optional<std::string> JsonReader::string(const std::string& pointer, bool allowEmpty) {
    const json* v = value(pointer);
    if (!v) {
        return std::nullopt;
    }
    if (!v->is_string()) {
        d_.error(pointer, "must be text, found " + typeName(*v));
        return std::nullopt;
    }
    auto s = v->get<std::string>();
    if (!allowEmpty && s.empty()) {
        d_.error(pointer, "must not be empty");
        return std::nullopt;
    }
    return s;
}

std::optional<std::string> JsonReader::oneOf(const std::string& pointer,
                                             const std::vector<std::string>& allowed) {
    auto s = string(pointer, true);
    if (!s) {
        return std::nullopt;
    }
    if (std::find(allowed.begin(), allowed.end(), *s) == allowed.end()) {
        d_.error(pointer, "must be one of " + joinWords(allowed) + ", found \"" + *s + "\"");
        return std::nullopt;
    }
    return s;
}

std::vector<std::string> JsonReader::stringList(const std::string& pointer) {
    std::vector<std::string> out;
    const json* a = array(pointer);
    if (!a) {
        return out;
    }
    for (std::size_t i = 0; i < a->size(); ++i) {
        if (auto s = string(childPointer(pointer, i))) {
            out.push_back(*s);
        }
    }
    return out;
}

int JsonReader::optInteger(const std::string& pointer, int fallback, int min, int max) {
    if (!has(pointer)) {
        return fallback;
    }
    return integer(pointer, min, max).value_or(fallback);
}

double JsonReader::optNumber(const std::string& pointer, double fallback, double min, double max) {
    if (!has(pointer)) {
        return fallback;
    }
    return number(pointer, min, max).value_or(fallback);
}

bool JsonReader::optBoolean(const std::string& pointer, bool fallback) {
    if (!has(pointer)) {
        return fallback;
    }
    return boolean(pointer).value_or(fallback);
}

std::string JsonReader::optString(const std::string& pointer, const std::string& fallback) {
    if (!has(pointer)) {
        return fallback;
    }
    return string(pointer, true).value_or(fallback);
}

std::string JsonReader::optOneOf(const std::string& pointer,
                                 const std::vector<std::string>& allowed,
                                 const std::string& fallback) {
    if (!has(pointer)) {
        return fallback;
    }
    return oneOf(pointer, allowed).value_or(fallback);
}

void JsonReader::onlyKeys(const std::string& pointer, const std::vector<std::string>& allowed) {
    const json* v = find(pointer);
    if (!v || !v->is_object()) {
        return;
    }
    for (const auto& [key, _] : v->items()) {
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
            d_.error(childPointer(pointer, key),
                     "is not a known key here (known: " + joinWords(allowed) + ")");
        }
    }
}

std::optional<json> parseJson(const std::string& text, Diagnostics& diagnostics) {
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        diagnostics.error("", std::string("not valid JSON: ") + e.what());
        return std::nullopt;
    }
}

std::optional<json> readJsonFile(const std::string& path, Diagnostics& diagnostics) {
    std::string text;
    try {
        text = readFile(path);
    } catch (const std::exception& e) {
        diagnostics.error("", e.what());
        return std::nullopt;
    }
    return parseJson(text, diagnostics);
}

} // namespace adc
