// A JSON text read into a value: the parser's message in the referee's words, the depth and
// text limits checked before and after parsing, and the progress of a long parse. The reading
// of a parsed value, pointer by pointer, is json_reader.cpp; writing one is json_text.cpp.
#include "adc/atomic_file.hpp"
#include "adc/json_progress.hpp"
#include "adc/json_reader.hpp"

#include <cstddef>
#include <iterator>

namespace adc {

// nlohmann's message without its "[json.exception.parse_error.101] parse error at " prefix:
// the referee reads "line 3, column 7: …", not the library's error number.
std::string jsonErrorWords(const json::exception& e) {
    std::string text = e.what();
    if (text.rfind("[json.exception.", 0) == 0) {
        if (auto end = text.find("] "); end != std::string::npos) {
            text.erase(0, end + 2);
        }
    }
    for (const char* prefix : {"parse error at ", "parse error: "}) {
        if (text.rfind(prefix, 0) == 0) {
            text.erase(0, std::string(prefix).size());
        }
    }
    return text;
}

namespace {

// The parser's way through a text, telling how far it has come every megabyte: a big save takes
// seconds to parse, and the desktop's opening box shows the share done.
struct CountedChars {
    using iterator_category = std::forward_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    const char* at = nullptr;
    const char* start = nullptr;
    const ParseProgress* tell = nullptr;

    reference operator*() const { return *at; }
    CountedChars& operator++() {
        ++at;
        if (((at - start) & 0xFFFFF) == 0) {
            (*tell)(static_cast<std::size_t>(at - start));
        }
        return *this;
    }
    CountedChars operator++(int) {
        CountedChars before = *this;
        ++*this;
        return before;
    }
    bool operator==(const CountedChars& other) const { return at == other.at; }
    bool operator!=(const CountedChars& other) const { return at != other.at; }
};

} // namespace

std::optional<json> parseJson(const std::string& text, Diagnostics& diagnostics) {
    return parseJson(text, diagnostics, nullptr);
}

std::optional<json> parseJson(const std::string& text, Diagnostics& diagnostics,
                              const ParseProgress& progress) {
    if (auto deep = tooDeep(text)) {
        diagnostics.error(*deep, depthWords(kMaxJsonDepth));
        return std::nullopt;
    }
    try {
        json data =
            progress ? json::parse(CountedChars{text.data(), text.data(), &progress},
                                   CountedChars{text.data() + text.size(), text.data(), &progress})
                     : json::parse(text);
        if (!checkText(data, diagnostics)) {
            return std::nullopt;
        }
        return data;
    } catch (const json::exception& e) {
        // A parse_error, or an out_of_range for a number too big for a double (2e1111111111).
        diagnostics.error("", "not valid JSON: " + jsonErrorWords(e));
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
