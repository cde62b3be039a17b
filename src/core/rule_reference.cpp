#include "adc/rule_reference.hpp"

#include "adc/ruleset.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace adc {

namespace {

bool isRulingId(const std::string& rule) {
    std::size_t i = 0;
    while (i < rule.size() && std::isupper(static_cast<unsigned char>(rule[i]))) {
        ++i;
    }
    if (i == 0 || i == rule.size()) {
        return false;
    }
    for (; i < rule.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(rule[i]))) {
            return false;
        }
    }
    return true;
}

// The value the pointer names, or null when it names none (a malformed pointer included).
const json* pointee(const json& data, const std::string& rule) {
    try {
        const json::json_pointer p(rule);
        return data.contains(p) ? &data.at(p) : nullptr;
    } catch (const json::exception&) {
        return nullptr;
    }
}

// The words for one step of a pointer: the value's own label or name, else the ruleset's words
// for the key; an array's row without a label is its number from 1.
std::string stepWords(const Ruleset& ruleset, const json& value, const std::string& key,
                      bool inArray) {
    for (const char* field : {"label", "name"}) {
        if (value.is_object() && value.contains(field) && value.at(field).is_string()) {
            return value.at(field).get<std::string>();
        }
    }
    if (inArray) {
        return "row " + std::to_string(std::stoul(key) + 1);
    }
    return ruleset.words(key);
}

// The keys of a well-formed pointer, unescaped ("~1" is "/", "~0" is "~").
std::vector<std::string> tokens(const std::string& rule) {
    std::vector<std::string> out;
    for (std::size_t start = 1; start <= rule.size();) {
        std::size_t end = rule.find('/', start);
        end = end == std::string::npos ? rule.size() : end;
        std::string key = rule.substr(start, end - start);
        for (std::size_t i; (i = key.find("~1")) != std::string::npos;) {
            key.replace(i, 2, "/");
        }
        for (std::size_t i; (i = key.find("~0")) != std::string::npos;) {
            key.replace(i, 2, "~");
        }
        out.push_back(key);
        start = end + 1;
    }
    return out;
}

} // namespace

RuleReferenceKind ruleReferenceKind(const std::string& rule) {
    if (!rule.empty() && rule.front() == '/') {
        return RuleReferenceKind::Pointer;
    }
    for (const char* words : {"scenario:/special_rules/", "scenario:/victory/"}) {
        const std::string prefix = words;
        if (rule.size() > prefix.size() && rule.rfind(prefix, 0) == 0 &&
            std::all_of(rule.begin() + static_cast<std::ptrdiff_t>(prefix.size()), rule.end(),
                        [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
            return RuleReferenceKind::Scenario;
        }
    }
    return isRulingId(rule) ? RuleReferenceKind::Ruling : RuleReferenceKind::Malformed;
}

std::string ruleReferenceProblem(const json& rulesetData, const std::string& rule) {
    switch (ruleReferenceKind(rule)) {
    case RuleReferenceKind::Ruling:
    case RuleReferenceKind::Scenario: // checked against the scenario when it was read
        return {};
    case RuleReferenceKind::Pointer:
        return pointee(rulesetData, rule) ? std::string()
                                          : "\"" + rule + "\" names no value of the ruleset's file";
    case RuleReferenceKind::Malformed:
        break;
    }
    return "\"" + rule + "\" is neither a JSON pointer into the ruleset nor a ruling id";
}

std::string ruleReferenceWords(const Ruleset& ruleset, const std::string& rule) {
    if (ruleReferenceKind(rule) == RuleReferenceKind::Ruling) {
        return "ruling " + rule;
    }
    if (ruleReferenceKind(rule) == RuleReferenceKind::Scenario) {
        const bool special = rule.find("/special_rules/") != std::string::npos;
        const std::size_t number = std::stoul(rule.substr(rule.rfind('/') + 1)) + 1;
        return std::string("the scenario's ") + (special ? "special rule " : "victory condition ") +
               std::to_string(number);
    }
    if (!ruleReferenceProblem(ruleset.data(), rule).empty()) {
        return rule; // an older save's reference: shown as it was written
    }
    std::string out;
    const json* at = &ruleset.data();
    for (const std::string& key : tokens(rule)) {
        const bool inArray = at->is_array();
        at = inArray ? &at->at(std::stoul(key)) : &at->at(key);
        out += (out.empty() ? "" : " \u203a ") + stepWords(ruleset, *at, key, inArray);
    }
    return out;
}

} // namespace adc
