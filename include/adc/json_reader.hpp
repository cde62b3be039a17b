#pragma once
// Typed reading of JSON with every error collected under its JSON pointer. Required keys that
// are missing, wrong types, out-of-range numbers and unknown enum words are errors; optional
// keys are read with the opt* calls and say so at the call site.
#include "adc/diagnostics.hpp"

#include <nlohmann/json.hpp>

#include <climits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adc {

using json = nlohmann::json;

class JsonReader {
public:
    JsonReader(const json& root, Diagnostics& diagnostics) : root_(root), d_(diagnostics) {}

    Diagnostics& diagnostics() { return d_; }
    const json& root() const { return root_; }

    // A reader of the value at pointer whose errors are placed under that pointer: a loader
    // reads each unit of a 5,000-unit scenario with short pointers ("/name") instead of walking
    // from the top for every field. A missing value reads as null, so its keys are missing.
    JsonReader at(const std::string& pointer) const;

    // Required values: record an error and return nullopt when missing or wrong.
    const json* value(const std::string& pointer);
    const json* object(const std::string& pointer);
    const json* array(const std::string& pointer);
    std::optional<int> integer(const std::string& pointer, int min = INT_MIN, int max = INT_MAX);
    std::optional<double> number(const std::string& pointer, double min = -1e300,
                                 double max = 1e300);
    std::optional<bool> boolean(const std::string& pointer);
    std::optional<std::string> string(const std::string& pointer, bool allowEmpty = false);
    std::optional<std::string> oneOf(const std::string& pointer,
                                     const std::vector<std::string>& allowed);
    std::vector<std::string> stringList(const std::string& pointer);

    // Required values read into a table's field. When the value is missing or wrong the error
    // is recorded and the field left as it was: the load then fails, so no fallback number is
    // ever played, and the data file stays the one home of every number.
    void read(const std::string& pointer, int& into, int min = INT_MIN, int max = INT_MAX);
    void read(const std::string& pointer, double& into, double min = -1e300, double max = 1e300);
    void read(const std::string& pointer, bool& into);
    void read(const std::string& pointer, std::string& into);

    // Optional values: absent gives the fallback; present but wrong is still an error.
    bool has(const std::string& pointer) const;
    int optInteger(const std::string& pointer, int fallback, int min = INT_MIN, int max = INT_MAX);
    double optNumber(const std::string& pointer, double fallback, double min = -1e300,
                     double max = 1e300);
    bool optBoolean(const std::string& pointer, bool fallback);
    std::string optString(const std::string& pointer, const std::string& fallback);
    std::string optOneOf(const std::string& pointer, const std::vector<std::string>& allowed,
                         const std::string& fallback);

    // Flags every key of the object at pointer that is not in allowed (catches typos).
    void onlyKeys(const std::string& pointer, const std::vector<std::string>& allowed);

    void error(const std::string& pointer, const std::string& message) {
        d_.error(base_ + pointer, message);
    }

    // A reader of a value cut out of a bigger document, standing at base in it (a unit read
    // while the rest of the file is still being parsed).
    JsonReader(const json& root, Diagnostics& diagnostics, std::string base)
        : root_(root), d_(diagnostics), base_(std::move(base)) {}

private:
    const json* find(const std::string& pointer) const;

    const json& root_;
    Diagnostics& d_;
    std::string base_; // where root_ stands in the document, "" for the document itself
};

// "/a/b" + "c" -> "/a/b/c", escaping ~ and / in the key.
std::string childPointer(const std::string& parent, const std::string& key);
std::string childPointer(const std::string& parent, std::size_t index);

// The deepest nesting of lists and objects any file may have (a file, a request, a save). Ours
// need under ten; the limit is there because copying, comparing and writing a value recurse,
// and 20,000 levels overflow the stack. A scenario keeps well under it (kMaxScenarioDepth), so
// a save, which holds its scenario one level down, always loads again.
inline constexpr int kMaxJsonDepth = 100;
// The pointer of the first list or object in text that opens deeper than maxDepth levels, or
// nullopt. Scans the text without parsing it (broken JSON is left to the parser to name).
std::optional<std::string> tooDeep(std::string_view text, int maxDepth = kMaxJsonDepth);
// The same for a value already built: the pointer (from the value) of the first list or object
// more than `levels` deep, or nullopt.
std::optional<std::string> deeperThan(const json& value, int levels);
// The longest text (a name, a summary, notes, a key) any file may hold, in bytes. A book of
// notes is a tenth of it; a 50 MB event summary is an attack or a broken program.
inline constexpr std::size_t kMaxTextBytes = 100000;
// Every text in value, keys included, must be at most kMaxTextBytes and free of U+0000 (which
// C strings, Qt's text fields and the printouts all cut at). Records the first fault, with its
// pointer after base, and returns false.
bool checkText(const json& value, Diagnostics& diagnostics, const std::string& base = {});
// "nests lists and objects deeper than N levels, ...", the refusal's words.
std::string depthWords(int maxDepth);

// nlohmann's message without its "[json.exception.parse_error.101] parse error at " prefix.
std::string jsonErrorWords(const json::exception& e);

// Parses text as JSON; a syntax error is recorded with its byte offset and nullopt returned.
std::optional<json> parseJson(const std::string& text, Diagnostics& diagnostics);
// Reads a file and parses it; unreadable files are recorded as errors.
std::optional<json> readJsonFile(const std::string& path, Diagnostics& diagnostics);

} // namespace adc
