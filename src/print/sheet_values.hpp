#pragma once
// Reading one entry of a ruleset's "print" declaration (print/sheet_layout.hpp): what the shapes
// of the quick-reference sheet share. Each fault throws LayoutError naming where.
#include <QString>

#include <nlohmann/json.hpp>

#include <string>

namespace adc::print::layout {

using Ordered = nlohmann::ordered_json;

// Throws LayoutError "where: what".
[[noreturn]] void fail(const std::string& where, const std::string& what);
// The ruleset's value at pointer, or LayoutError: the pointer names nothing.
const Ordered& at(const Ordered& data, const std::string& pointer, const std::string& where);
// An entry's text under key, "" when it has none.
std::string text(const Ordered& entry, const char* key);
// A number as printed, "+2" where sign asks for a plus.
QString number(double v, bool sign);
// Any value as a reader's words: numbers plain, keys without underscores, lists joined.
QString valueWords(const Ordered& v, bool sign = false);
// The label the ruleset gives a key: the entry's own "labels", then the label or name the
// source table holds for it, else the key in words.
QString labelOf(const std::string& key, const Ordered& entry, const Ordered* source);
// The table an entry's key points at ("down", "across"), or null where it names none.
const Ordered* source(const Ordered& entry, const char* key, const Ordered& data,
                      const std::string& where);
// A block's body under the entry's title and over its note.
QString titled(const Ordered& entry, const QString& body, const Ordered& data,
               const std::string& where);
// Whether the entry's list under key ("only", "except") names name.
bool listed(const Ordered& entry, const char* key, const std::string& name);

} // namespace adc::print::layout
