#pragma once
// How the program words a list of named men (ROE's "figures"), as the ruleset declares it in
// the top-level "named_lists" section of its JSON: the field that names a man, the value a
// field has when a man leaves it out, the field that says where he stands and the value that counts
// him in, and the words for a yes/no field that changes. The faces read this instead of knowing a
// module's fields.
#include "adc/json_reader.hpp"

#include <map>
#include <string>
#include <vector>

namespace adc {

struct NamedListWords {
    std::string namedBy;         // the field that names a man ("name"): required
    json usual = json::object(); // field -> the value a man has when his entry leaves it out
    std::string standing;        // the field that says where he stands ("status")
    std::string counted;         // its value that counts him in ("fighting")
    struct Change {
        std::string field; // a yes/no field ("loaded")
        std::string off;   // its word when it turns false ("unloaded")
        std::string on;    // ... and true ("reloaded")
    };
    std::vector<Change> changes;
    // Fields a man's entry may leave out to take his unit's attribute of the same name
    // ("weapon": a man carries his unit's weapon unless his entry names another).
    std::vector<std::string> fromUnit;

    // The man's field, or the usual value when his entry leaves it out (null when none).
    json field(const json& man, const std::string& key) const;
    // What names the man: his named_by field as text ("" when he has none).
    std::string nameOf(const json& man) const;
};

// Reads data["named_lists"] (absent: none) into attribute -> words; errors under its pointers.
std::map<std::string, NamedListWords> readNamedListWords(JsonReader& reader);

} // namespace adc
