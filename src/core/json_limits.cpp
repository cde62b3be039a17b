// The limits every loader holds a file to before it trusts it: how deep its lists and objects
// nest (scanned on the text, before nlohmann/json recurses into it) and how long or
// NUL-holding its texts are, each refusal with its JSON pointer (docs/formats.md, "Limits").
#include "adc/json_reader.hpp"
#include "adc/typed_json.hpp"

#include <algorithm>
#include <string_view>

namespace adc {

namespace {

// One list or object open while the text is scanned for its depth.
struct OpenLevel {
    bool list = false;
    std::size_t index = 0;  // in a list: the element being read
    bool expectKey = false; // in an object: the next text is a key
    std::string_view key;   // in an object: the last key, quoted as written
};

std::string pointerOfLevels(const std::vector<OpenLevel>& open) {
    std::string pointer;
    for (const OpenLevel& level : open) {
        if (level.list) {
            pointer = childPointer(pointer, level.index);
            continue;
        }
        // The key as written, unescaped by the parser; a broken one is shown as it stands.
        json key = json::parse(level.key, nullptr, false);
        pointer = childPointer(pointer,
                               key.is_string() ? key.get<std::string>() : std::string(level.key));
    }
    return pointer;
}

} // namespace

std::optional<std::string> tooDeep(std::string_view text, int maxDepth) {
    // A plain scan, not the parser: it runs before any value is built, so a file of 20,000
    // nested lists is refused before anything that walks a value by recursion (copying,
    // comparing, writing) could overflow the stack on it.
    std::vector<OpenLevel> open;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            std::size_t end = i + 1;
            while (end < text.size() && text[end] != '"') {
                end += text[end] == '\\' ? 2 : 1;
            }
            if (!open.empty() && !open.back().list && open.back().expectKey) {
                open.back().key = text.substr(i, std::min(end, text.size() - 1) - i + 1);
                open.back().expectKey = false;
            }
            i = end;
        } else if (c == '[' || c == '{') {
            if (open.size() >= static_cast<std::size_t>(maxDepth)) {
                return pointerOfLevels(open);
            }
            open.push_back(OpenLevel{c == '[', 0, c == '{', {}});
        } else if ((c == ']' || c == '}') && !open.empty()) {
            open.pop_back();
        } else if (c == ',' && !open.empty()) {
            if (open.back().list) {
                ++open.back().index;
            } else {
                open.back().expectKey = true;
            }
        }
    }
    return std::nullopt;
}

std::optional<std::string> deeperThan(const json& value, int levels) {
    if (!value.is_structured()) {
        return std::nullopt;
    }
    if (levels <= 0) {
        return std::string();
    }
    // Recursion bounded by levels, whatever the depth of the value.
    if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (auto below = deeperThan(value[i], levels - 1)) {
                return childPointer("", i) + *below;
            }
        }
        return std::nullopt;
    }
    for (const auto& [key, member] : value.items()) {
        if (auto below = deeperThan(member, levels - 1)) {
            return childPointer("", key) + *below;
        }
    }
    return std::nullopt;
}

namespace {

std::optional<std::string> textFault(std::string_view text) {
    if (text.size() > kMaxTextBytes) {
        return "is " + std::to_string(text.size()) + " bytes of text; no text may be over " +
               std::to_string(kMaxTextBytes) + " bytes";
    }
    if (text.find('\0') != std::string_view::npos) {
        return "holds the character U+0000 (\\u0000), which no text of ours may hold";
    }
    return std::nullopt;
}

bool findBadText(const json& value, int levels, std::string& pointer, std::string& reason) {
    if (value.is_string()) {
        if (auto fault = textFault(value.get_ref<const std::string&>())) {
            reason = *fault;
            return true;
        }
        return false;
    }
    if (levels <= 0 || !value.is_structured()) {
        return false; // deeper than any parsed value; deeperThan reports that
    }
    if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (findBadText(value[i], levels - 1, pointer, reason)) {
                pointer = childPointer("", i) + pointer;
                return true;
            }
        }
        return false;
    }
    for (const auto& [key, member] : value.items()) {
        if (auto fault = textFault(key)) {
            // The key itself is the fault: the pointer names the object holding it.
            reason = "has a key that " + *fault;
            return true;
        }
        if (findBadText(member, levels - 1, pointer, reason)) {
            pointer = childPointer("", key) + pointer;
            return true;
        }
    }
    return false;
}

} // namespace

bool checkText(const json& value, Diagnostics& diagnostics, const std::string& base) {
    std::string pointer, reason;
    if (!findBadText(value, kMaxJsonDepth, pointer, reason)) {
        return true;
    }
    diagnostics.error(base + pointer, reason);
    return false;
}

std::string depthWords(int maxDepth) {
    return "nests lists and objects deeper than " + std::to_string(maxDepth) +
           " levels, more than any file of ours needs";
}

std::optional<json> parseTypedJson(std::string_view text, int levels, std::string& refusal) {
    refusal.clear();
    if (tooDeep(text, levels)) { // before the parser builds it: nothing that deep is made
        refusal = depthWords(levels);
        return std::nullopt;
    }
    json value = json::parse(text, nullptr, false);
    if (value.is_discarded()) {
        return std::nullopt;
    }
    Diagnostics d;
    if (!checkText(value, d)) {
        const Diagnostic& fault = d.items().front();
        refusal = fault.pointer.empty() ? fault.message : fault.pointer + " " + fault.message;
        return std::nullopt;
    }
    return value;
}

std::string typedTextRefusal(std::string_view text) {
    return textFault(text).value_or(std::string());
}

} // namespace adc
