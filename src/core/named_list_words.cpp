#include "adc/named_list_words.hpp"

namespace adc {

json NamedListWords::field(const json& man, const std::string& key) const {
    if (auto it = man.find(key); it != man.end()) {
        return *it;
    }
    auto it = usual.find(key);
    return it == usual.end() ? json() : *it;
}

std::string NamedListWords::nameOf(const json& man) const {
    auto it = man.is_object() ? man.find(namedBy) : man.end();
    return it != man.end() && it->is_string() ? it->get<std::string>() : std::string();
}

namespace {

NamedListWords readOne(JsonReader& r, const std::string& p) {
    NamedListWords words;
    r.onlyKeys(p, {"named_by", "usual", "standing", "counted", "changes", "from_unit"});
    words.namedBy = r.string(p + "/named_by").value_or("");
    if (r.has(p + "/from_unit")) {
        words.fromUnit = r.stringList(p + "/from_unit");
    }
    if (const json* usual = r.object(p + "/usual")) {
        words.usual = *usual;
    }
    words.standing = r.string(p + "/standing").value_or("");
    words.counted = r.string(p + "/counted").value_or("");
    if (const json* changes = r.array(p + "/changes")) {
        for (std::size_t i = 0; i < changes->size(); ++i) {
            std::string c = childPointer(p + "/changes", i);
            if (!r.object(c)) {
                continue;
            }
            r.onlyKeys(c, {"field", "off", "on"});
            words.changes.push_back({r.string(c + "/field").value_or(""),
                                     r.string(c + "/off").value_or(""),
                                     r.string(c + "/on").value_or("")});
        }
    }
    return words;
}

} // namespace

std::map<std::string, NamedListWords> readNamedListWords(JsonReader& r) {
    std::map<std::string, NamedListWords> out;
    if (!r.has("/named_lists") || !r.object("/named_lists")) {
        return out;
    }
    for (const auto& [attr, _] : r.root().at("named_lists").items()) {
        if (attr != "_comment") {
            out[attr] = readOne(r, childPointer("/named_lists", attr));
        }
    }
    return out;
}

} // namespace adc
