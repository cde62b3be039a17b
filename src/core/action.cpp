#include "adc/action.hpp"

#include "adc/unit_filter.hpp"

#include "adc/state.hpp"

#include <algorithm>
#include <cmath>

namespace adc {

namespace {

const std::vector<std::pair<ParamType, const char*>> kParamTypes = {
    {ParamType::Unit, "unit"}, {ParamType::Units, "units"},     {ParamType::Choice, "choice"},
    {ParamType::Flag, "flag"}, {ParamType::Integer, "integer"}, {ParamType::Distance, "distance"},
    {ParamType::Text, "text"}};

void checkUnitId(const json& v, const std::string& pointer, const GameState& state,
                 Diagnostics& d) {
    if (!v.is_string()) {
        d.error(pointer, "must be a unit id (text)");
        return;
    }
    const Unit* u = state.unit(v.get<std::string>());
    if (!u) {
        d.error(pointer, "no unit has the id \"" + v.get<std::string>() + "\"");
    }
}

} // namespace

std::string toString(ParamType t) {
    for (const auto& [type, name] : kParamTypes) {
        if (type == t) {
            return name;
        }
    }
    return "text";
}

const ParamSpec* ActionSpec::param(const std::string& name) const {
    for (const auto& p : params) {
        if (p.name == name) {
            return &p;
        }
    }
    return nullptr;
}

const ParamSpec* ActionSpec::cardParam() const {
    for (const auto& p : params) {
        if (p.names == ParamNames::Card) {
            return &p;
        }
    }
    return nullptr;
}

json checkParams(const ActionSpec& spec, const json& params, const GameState& state,
                 Diagnostics& d) {
    json out = json::object();
    if (!params.is_object()) {
        d.error("/params", "must be an object of parameter values");
        return out;
    }
    for (const auto& [key, _] : params.items()) {
        if (!spec.param(key)) {
            std::string known;
            for (const auto& p : spec.params) {
                known += (known.empty() ? "" : ", ") + p.name;
            }
            d.error(childPointer("/params", key),
                    "is not a parameter of " + spec.id + " (parameters: " + known + ")");
        }
    }
    for (const auto& p : spec.params) {
        const std::string ptr = childPointer("/params", p.name);
        auto it = params.find(p.name);
        if (it == params.end() || it->is_null()) {
            if (p.required) {
                d.error(ptr, "is missing (" + p.label + ")");
            } else {
                out[p.name] = p.defaultValue;
            }
            continue;
        }
        const json& v = *it;
        switch (p.type) {
        case ParamType::Unit:
            checkUnitId(v, ptr, state, d);
            break;
        case ParamType::Units:
            if (!v.is_array()) {
                d.error(ptr, "must be a list of unit ids");
            } else {
                for (std::size_t i = 0; i < v.size(); ++i) {
                    checkUnitId(v[i], childPointer(ptr, i), state, d);
                }
            }
            break;
        case ParamType::Choice:
            if (!v.is_string() || std::find(p.choices.begin(), p.choices.end(),
                                            v.get<std::string>()) == p.choices.end()) {
                std::string list;
                for (const auto& c : p.choices) {
                    list += (list.empty() ? "" : ", ") + c;
                }
                d.error(ptr, "must be one of " + list + ", found " + v.dump());
            }
            break;
        case ParamType::Flag:
            if (!v.is_boolean()) {
                d.error(ptr, "must be true or false, found " + v.dump());
            }
            break;
        case ParamType::Integer: {
            bool whole = v.is_number_integer() || v.is_number_unsigned() ||
                         (v.is_number_float() && std::floor(v.get<double>()) == v.get<double>());
            if (!whole || v.get<double>() < p.min || v.get<double>() > p.max) {
                d.error(ptr, "must be a whole number from " + std::to_string(p.min) + " to " +
                                 std::to_string(p.max) + ", found " + v.dump());
                continue;
            }
            out[p.name] = static_cast<int>(v.get<double>());
            continue;
        }
        case ParamType::Distance:
            if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < p.min ||
                v.get<double>() > p.max) {
                d.error(ptr, "must be a distance in inches from " + std::to_string(p.min) + " to " +
                                 std::to_string(p.max) + ", found " + v.dump());
            }
            break;
        case ParamType::Text:
            if (!v.is_string()) {
                d.error(ptr, "must be text, found " + v.dump());
            } else if (p.names == ParamNames::Side && !state.side(v.get<std::string>()) &&
                       (p.required || !v.get<std::string>().empty())) { // "": none, if optional
                std::string sides;
                for (const auto& s : state.sides) {
                    sides += (sides.empty() ? "" : ", ") + s.id + " (" + s.name + ")";
                }
                d.error(ptr, "must be one of the sides: " + sides + ", found " + v.dump());
            }
            break;
        }
        out[p.name] = v;
    }
    if (d.ok()) {
        // The same matching the forms' unit pickers use, so a request cannot name what the
        // form would never offer.
        checkUnitFilters(spec, out, state, d);
    }
    return out;
}

void to_json(json& j, const ParamSpec& p) {
    j = {{"name", p.name},
         {"label", p.label},
         {"type", toString(p.type)},
         {"required", p.required},
         {"help", p.help}};
    if (!p.required) {
        j["default"] = p.defaultValue;
    }
    if (!p.choices.empty()) {
        j["choices"] = p.choices;
    }
    if (p.type == ParamType::Integer || p.type == ParamType::Distance) {
        j["min"] = p.min;
        j["max"] = p.max;
    }
    if (p.type == ParamType::Unit || p.type == ParamType::Units) {
        j["units"] = p.unitFilter;
    }
    if (p.names == ParamNames::Side) {
        j["names"] = "side";
    } else if (p.names == ParamNames::Card) {
        j["names"] = "card";
    } else if (p.names == ParamNames::Man || p.names == ParamNames::Men) {
        j["names"] = p.names == ParamNames::Man ? "man" : "men";
        j["of_unit"] = p.ofUnit;
        j["men_list"] = p.menList;
        if (p.ordered) {
            j["ordered"] = true;
        }
    }
}

void to_json(json& j, const ActionSpec& a) {
    j = {{"id", a.id},
         {"name", a.name},
         {"phase", a.phase},
         {"description", a.description},
         {"params", a.params}};
    if (a.drawsCard) {
        j["draws_card"] = true;
    }
}

void to_json(json& j, const ActionRequest& r) {
    j = {{"action", r.action}, {"params", r.params}};
}

void from_json(const json& j, ActionRequest& r) {
    r.action = j.at("action").get<std::string>();
    r.params = j.value("params", json::object());
}

} // namespace adc
