// A parsed JSON value read pointer by pointer: each value checked for its type and range, and
// every fault recorded with its pointer (the reading of the text itself is json_parse.cpp).
#include "adc/json_reader.hpp"
#include "adc/named_in_code.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string_view>

namespace adc {

namespace {

const json kAbsent; // what at() reads where there is nothing

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

// One step of a JSON pointer, as json_pointer resolves it: an object's key (with ~0 and ~1
// unescaped) or an array index in plain decimal ("0", "17"; not "-", "01" or "+1").
const json* childOf(const json& node, std::string_view token, std::string& scratch) {
    if (token.find('~') != std::string_view::npos) {
        scratch.clear();
        for (std::size_t i = 0; i < token.size(); ++i) {
            if (token[i] != '~') {
                scratch += token[i];
            } else if (i + 1 < token.size() && (token[i + 1] == '0' || token[i + 1] == '1')) {
                scratch += token[++i] == '0' ? '~' : '/';
            } else {
                return nullptr;
            }
        }
        token = scratch;
    }
    if (node.is_object()) {
        auto it = node.find(token);
        return it == node.end() ? nullptr : &*it;
    }
    if (!node.is_array() || token.empty() || (token.size() > 1 && token[0] == '0')) {
        return nullptr;
    }
    std::size_t index = 0;
    for (char c : token) {
        if (c < '0' || c > '9' || index > (SIZE_MAX - 9) / 10) {
            return nullptr;
        }
        index = index * 10 + static_cast<std::size_t>(c - '0');
    }
    return index < node.size() ? &node[index] : nullptr;
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

// Walks the pointer in place: json_pointer would split it into new strings on every call, and
// loading a 5,000-unit scenario asks for some 100,000 values.
const json* JsonReader::find(const std::string& pointer) const {
    if (pointer.empty()) {
        return &root_;
    }
    if (pointer[0] != '/') {
        return nullptr;
    }
    const json* node = &root_;
    std::string scratch;
    for (std::size_t start = 1;;) {
        std::size_t slash = pointer.find('/', start);
        std::size_t end = slash == std::string::npos ? pointer.size() : slash;
        node = childOf(*node, std::string_view(pointer).substr(start, end - start), scratch);
        if (!node || slash == std::string::npos) {
            return node;
        }
        start = slash + 1;
    }
}

JsonReader JsonReader::at(const std::string& pointer) const {
    const json* v = find(pointer);
    return JsonReader(v ? *v : kAbsent, d_, base_ + pointer);
}

bool JsonReader::has(const std::string& pointer) const {
    return find(pointer) != nullptr;
}

const json* JsonReader::value(const std::string& pointer) {
    const json* v = find(pointer);
    if (!v) {
        error(pointer, "is missing");
    }
    return v;
}

const json* JsonReader::object(const std::string& pointer) {
    const json* v = value(pointer);
    if (v && !v->is_object()) {
        error(pointer, "must be an object, found " + typeName(*v));
        return nullptr;
    }
    return v;
}

const json* JsonReader::array(const std::string& pointer) {
    const json* v = value(pointer);
    if (v && !v->is_array()) {
        error(pointer, "must be a list, found " + typeName(*v));
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
        error(pointer, "must be a whole number" + range() + ", found " + typeName(*v));
        return std::nullopt;
    }
    double d = v->get<double>();
    if (d < min || d > max) {
        error(pointer, "must be a whole number" + range() + ", found " + v->dump());
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
        error(pointer, "must be a number, found " + typeName(*v));
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
        error(pointer, "must be a number" + range + ", found " + v->dump());
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
        error(pointer, "must be true or false, found " + typeName(*v));
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
        error(pointer, "must be text, found " + typeName(*v));
        return std::nullopt;
    }
    auto s = v->get<std::string>();
    if (!allowEmpty && s.empty()) {
        error(pointer, "must not be empty");
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
        error(pointer, "must be one of " + joinWords(allowed) + ", found \"" + *s + "\"");
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
    out.reserve(a->size());
    for (std::size_t i = 0; i < a->size(); ++i) {
        const json& v = (*a)[i];
        if (v.is_string() && !v.get_ref<const std::string&>().empty()) {
            out.push_back(v.get<std::string>()); // the usual case, without building a pointer
        } else if (auto s = string(childPointer(pointer, i))) {
            out.push_back(*s);
        }
    }
    return out;
}

void JsonReader::read(const std::string& pointer, int& into, int min, int max) {
    if (auto v = integer(pointer, min, max)) {
        into = *v;
    }
}

void JsonReader::read(const std::string& pointer, double& into, double min, double max) {
    if (auto v = number(pointer, min, max)) {
        into = *v;
    }
}

void JsonReader::read(const std::string& pointer, bool& into) {
    if (auto v = boolean(pointer)) {
        into = *v;
    }
}

void JsonReader::read(const std::string& pointer, std::string& into) {
    if (auto v = string(pointer)) {
        into = *v;
    }
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
            error(childPointer(pointer, key),
                  "is not a known key here (known: " + joinWords(allowed) + ")");
        }
    }
}

// Defined beside the reader it reports through (adc/named_in_code.hpp).
void checkNamedInCode(JsonReader& reader, const std::vector<NamedInCode>& relied) {
    for (const NamedInCode& n : relied) {
        const json* list = reader.value(n.list);
        if (!list) {
            continue;
        }
        if (!list->is_array() && !list->is_object()) {
            reader.error(n.list, "must be a list or an object");
            continue;
        }
        for (const std::string& name : n.names) {
            const bool found = list->is_object() ? list->contains(name)
                                                 : std::find(list->begin(), list->end(),
                                                             json(name)) != list->end();
            if (!found) {
                reader.error(n.list, "has no \"" + name +
                                         "\", which the module's rules name in their code");
            }
        }
    }
}

} // namespace adc
