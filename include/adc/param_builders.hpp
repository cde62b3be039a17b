#pragma once
// Builders for the parameters an action declares, shared by the ruleset modules so that a unit
// picker, a flag or a distance is declared the same way in every catalogue. A parameter that
// is not required always carries its default: checkParams fills it in and the forms show it.
#include "adc/action.hpp"

#include <concepts>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adc::params {

namespace detail {

inline ParamSpec named(std::string name, std::string label, ParamType type, std::string help) {
    ParamSpec p;
    p.name = std::move(name);
    p.label = std::move(label);
    p.type = type;
    p.help = std::move(help);
    return p;
}

} // namespace detail

// One unit; filter is a word the unit pickers understand ("any", "own", "enemy", a kind).
inline ParamSpec unit(std::string name, std::string label, std::string filter, std::string help,
                      bool required = true) {
    ParamSpec p =
        detail::named(std::move(name), std::move(label), ParamType::Unit, std::move(help));
    p.unitFilter = std::move(filter);
    p.required = required;
    return p;
}

inline ParamSpec flag(std::string name, std::string label, bool fallback, std::string help) {
    ParamSpec p =
        detail::named(std::move(name), std::move(label), ParamType::Flag, std::move(help));
    p.required = false;
    p.defaultValue = fallback;
    return p;
}

// Optional; the first choice is the default.
inline ParamSpec choice(std::string name, std::string label, std::vector<std::string> choices,
                        std::string help) {
    ParamSpec p =
        detail::named(std::move(name), std::move(label), ParamType::Choice, std::move(help));
    p.required = false;
    if (!choices.empty()) { // a ruleset file may list none; its loader says so
        p.defaultValue = choices.front();
    }
    p.choices = std::move(choices);
    return p;
}

// Without a fallback the referee must choose.
inline ParamSpec choice(std::string name, std::string label, std::vector<std::string> choices,
                        std::optional<std::string> fallback, std::string help) {
    ParamSpec p =
        detail::named(std::move(name), std::move(label), ParamType::Choice, std::move(help));
    p.choices = std::move(choices);
    p.required = !fallback;
    if (fallback) {
        p.defaultValue = std::move(*fallback);
    }
    return p;
}

// A whole number in [min, max]; without a fallback it is required.
inline ParamSpec integer(std::string name, std::string label, int min, int max,
                         std::optional<int> fallback, std::string help) {
    ParamSpec p =
        detail::named(std::move(name), std::move(label), ParamType::Integer, std::move(help));
    p.min = min;
    p.max = max;
    p.required = !fallback;
    if (fallback) {
        p.defaultValue = *fallback;
    }
    return p;
}

// Inches from 0 to 1000, measured on the table: required.
inline ParamSpec distance(std::string name, std::string label, std::string help) {
    ParamSpec p =
        detail::named(std::move(name), std::move(label), ParamType::Distance, std::move(help));
    p.min = 0;
    p.max = 1000;
    return p;
}

// Optional, with its fallback as the ruleset reads it (a number, or null for "not measured").
inline ParamSpec distance(std::string name, std::string label, json fallback, std::string help) {
    ParamSpec p = distance(std::move(name), std::move(label), std::move(help));
    p.required = false;
    p.defaultValue = std::move(fallback);
    return p;
}
// A true/false here (as in "required") would silently become the fallback value.
template <std::same_as<bool> B>
ParamSpec distance(std::string name, std::string label, B, std::string help) = delete;

// Free text; when optional it defaults to "".
inline ParamSpec text(std::string name, std::string label, bool required, std::string help) {
    ParamSpec p =
        detail::named(std::move(name), std::move(label), ParamType::Text, std::move(help));
    p.required = required;
    if (!required) {
        p.defaultValue = "";
    }
    return p;
}

// A unit picker that offers units of these statuses first (a rally: the routed units).
inline ParamSpec preferring(ParamSpec p, std::vector<std::string> statuses) {
    p.prefers = std::move(statuses);
    return p;
}

// A unit picker that offers first the units with a man of this standing in the named list
// (ROE's rally: units with runaway men).
inline ParamSpec preferringMen(ParamSpec p, std::string list, std::string standing) {
    p.prefersMen.push_back({std::move(list), std::move(standing)});
    return p;
}

// A side id, which a form offers by the sides' names.
inline ParamSpec side(std::string name, std::string label, std::string help) {
    ParamSpec p = text(std::move(name), std::move(label), true, std::move(help));
    p.names = ParamNames::Side;
    return p;
}

// A side id that may be left out (""): a form offers "(none)" and the sides by name.
inline ParamSpec optionalSide(std::string name, std::string label, std::string help) {
    ParamSpec p = text(std::move(name), std::move(label), false, std::move(help));
    p.names = ParamNames::Side;
    return p;
}

// A physical card's code, optional: empty draws from the program's deck. A form offers a
// card picker.
inline ParamSpec card(std::string name, std::string label, std::string help) {
    ParamSpec p = text(std::move(name), std::move(label), false, std::move(help));
    p.names = ParamNames::Card;
    return p;
}

// Men of the unit in the parameter ofUnit, by name (one, or comma-separated), as listed in
// the unit attribute menList: a form offers them from that unit's list, never typed.
inline ParamSpec men(std::string name, std::string label, ParamNames names, std::string ofUnit,
                     std::string menList, bool required, std::string help) {
    ParamSpec p = text(std::move(name), std::move(label), required, std::move(help));
    p.names = names;
    p.ofUnit = std::move(ofUnit);
    p.menList = std::move(menList);
    return p;
}

// Men whose order matters (who falls first): picked in order, the names in that order.
inline ParamSpec inOrder(ParamSpec p) {
    p.ordered = true;
    return p;
}

} // namespace adc::params
