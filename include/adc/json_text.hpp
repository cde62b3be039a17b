#pragma once
// JSON text exactly as json::dump(2) writes it, but assembled piece by piece: a writer can give
// a long list one item at a time instead of building the whole document first, which for a
// 5,000-unit scenario costs more than the writing itself.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <functional>
#include <string>

namespace adc {

using json = nlohmann::json;

// Appends value as dump(2) writes it where it stands `indent` spaces deep in a document.
void appendPretty(std::string& out, const json& value, int indent);

// Appends the object as dump(2) would, except that writeOwn is offered each key first (with the
// value's indent) and may append that value itself, returning true; otherwise the object's own
// value is written.
void appendPrettyObject(std::string& out, const json& object, int indent,
                        const std::function<bool(const std::string& key, int indent)>& writeOwn);

// Appends a list of count items as dump(2) would, writeItem appending item i at the indent given.
void appendPrettyList(std::string& out, std::size_t count, int indent,
                      const std::function<void(std::size_t i, int indent)>& writeItem);

} // namespace adc
