#include "adc/unit_schema.hpp"

#include <algorithm>
#include <cmath>

namespace adc {

namespace {

const std::vector<std::string> kCoreStatuses = {status::GoodOrder,  status::Disordered,
                                                status::Retreating, status::Routed,
                                                status::Rallied,    status::Eliminated};

AttrType attrTypeFrom(const std::string& s) {
    if (s == "integer") {
        return AttrType::Integer;
    }
    if (s == "number") {
        return AttrType::Number;
    }
    if (s == "boolean") {
        return AttrType::Boolean;
    }
    if (s == "choice") {
        return AttrType::Choice;
    }
    if (s == "list") {
        return AttrType::List;
    }
    return AttrType::Text;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

} // namespace

std::string toString(AttrType t) {
    switch (t) {
    case AttrType::Integer:
        return "integer";
    case AttrType::Number:
        return "number";
    case AttrType::Boolean:
        return "boolean";
    case AttrType::Choice:
        return "choice";
    case AttrType::Text:
        return "text";
    case AttrType::List:
        return "list";
    }
    return "text";
}

const AttributeSpec* UnitSchema::find(const std::string& key) const {
    for (const auto& a : attributes) {
        if (a.key == key) {
            return &a;
        }
    }
    return nullptr;
}

std::string UnitSchema::checkValue(const AttributeSpec& spec, const json& v) const {
    auto range = [&] {
        std::string r;
        if (spec.min != INT_MIN) {
            r += " ≥ " + std::to_string(spec.min);
        }
        if (spec.max != INT_MAX) {
            r += (r.empty() ? " ≤ " : " and ≤ ") + std::to_string(spec.max);
        }
        return r;
    };
    switch (spec.type) {
    case AttrType::Integer: {
        bool whole = v.is_number_integer() || v.is_number_unsigned() ||
                     (v.is_number_float() && std::floor(v.get<double>()) == v.get<double>());
        if (!whole || v.get<double>() < spec.min || v.get<double>() > spec.max) {
            return "must be a whole number" + range();
        }
        return {};
    }
    case AttrType::Number:
        if (!v.is_number() || v.get<double>() < spec.min || v.get<double>() > spec.max) {
            return "must be a number" + range();
        }
        return {};
    case AttrType::Boolean:
        return v.is_boolean() ? "" : "must be true or false";
    case AttrType::Choice: {
        if (v.is_string() && contains(spec.choices, v.get<std::string>())) {
            return {};
        }
        std::string list;
        for (const auto& c : spec.choices) {
            list += (list.empty() ? "" : ", ") + c;
        }
        return "must be one of " + list;
    }
    case AttrType::Text:
        return v.is_string() ? "" : "must be text";
    case AttrType::List:
        return v.is_array() ? "" : "must be a list";
    }
    return {};
}

void UnitSchema::check(JsonReader& reader, const std::string& pointer) const {
    const json* unit = reader.object(pointer);
    if (!unit) {
        return;
    }
    for (const auto& spec : attributes) {
        auto it = unit->find(spec.key);
        if (it == unit->end()) {
            if (spec.required) {
                reader.error(childPointer(pointer, spec.key), "is missing (" + spec.label + ")");
            }
            continue;
        }
        if (auto msg = checkValue(spec, *it); !msg.empty()) {
            reader.error(childPointer(pointer, spec.key), msg + ", found " + it->dump());
        }
    }
}

UnitSchema readUnitSchema(JsonReader& r, const std::string& pointer) {
    UnitSchema s;
    if (!r.object(pointer)) {
        return s;
    }
    r.onlyKeys(pointer,
               {"strength_unit", "kinds", "qualities", "statuses", "leader_ranks", "attributes"});
    s.strengthUnit = r.oneOf(pointer + "/strength_unit", {"figures", "stands", "men", "guns"})
                         .value_or("figures");
    s.kinds = r.stringList(pointer + "/kinds");
    s.qualities = r.stringList(pointer + "/qualities");
    s.statuses = kCoreStatuses;
    if (r.has(pointer + "/statuses")) {
        for (auto& extra : r.stringList(pointer + "/statuses")) {
            if (!contains(s.statuses, extra)) {
                s.statuses.push_back(extra);
            }
        }
    }
    if (r.has(pointer + "/leader_ranks")) {
        s.leaderRanks = r.stringList(pointer + "/leader_ranks");
    }
    if (s.kinds.empty()) {
        r.error(pointer + "/kinds", "must name at least one kind of unit");
    }
    const std::string ap = pointer + "/attributes";
    const json* attrs = r.has(ap) ? r.object(ap) : nullptr;
    if (attrs) {
        for (const auto& [key, _] : attrs->items()) {
            std::string p = childPointer(ap, key);
            // A unit is written flat, so an attribute named like a core key would overwrite it
            // when the scenario is saved ("side" is the CLI request's own unit key).
            if (contains({"id", "name", "side", "kind", "quality", "strength", "start_strength",
                          "status", "leaders", "notes"},
                         key)) {
                r.error(p, "is a core unit key and cannot be an attribute");
            }
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"label", "type", "required", "default", "choices", "min", "max", "help",
                           "bookkeeping"});
            AttributeSpec a;
            a.key = key;
            a.label = r.optString(p + "/label", key);
            a.type = attrTypeFrom(
                r.oneOf(p + "/type", {"integer", "number", "boolean", "choice", "text", "list"})
                    .value_or("text"));
            a.required = r.optBoolean(p + "/required", false);
            a.help = r.optString(p + "/help", "");
            a.bookkeeping = r.optBoolean(p + "/bookkeeping", false);
            a.min = r.optInteger(p + "/min", INT_MIN);
            a.max = r.optInteger(p + "/max", INT_MAX);
            if (a.type == AttrType::Choice) {
                a.choices = r.stringList(p + "/choices");
                if (a.choices.empty()) {
                    r.error(p + "/choices", "a choice needs at least one choice");
                }
            }
            if (r.has(p + "/default")) {
                a.defaultValue = *r.value(p + "/default");
                if (auto msg = s.checkValue(a, a.defaultValue); !msg.empty()) {
                    r.error(p + "/default", msg);
                }
            } else if (!a.required) {
                r.error(p + "/default", "an optional attribute needs a default");
            }
            s.attributes.push_back(std::move(a));
        }
    }
    return s;
}

void to_json(json& j, const UnitSchema& s) {
    j = {{"strength_unit", s.strengthUnit},
         {"kinds", s.kinds},
         {"qualities", s.qualities},
         {"statuses", s.statuses},
         {"leader_ranks", s.leaderRanks}};
    json attrs = json::object();
    for (const auto& a : s.attributes) {
        json o = {{"label", a.label}, {"type", toString(a.type)}, {"required", a.required}};
        if (!a.defaultValue.is_null()) {
            o["default"] = a.defaultValue;
        }
        if (!a.choices.empty()) {
            o["choices"] = a.choices;
        }
        if (a.min != INT_MIN) {
            o["min"] = a.min;
        }
        if (a.max != INT_MAX) {
            o["max"] = a.max;
        }
        if (a.bookkeeping) {
            o["bookkeeping"] = true;
        }
        if (!a.help.empty()) {
            o["help"] = a.help;
        }
        attrs[a.key] = o;
    }
    j["attributes"] = attrs;
}

} // namespace adc
