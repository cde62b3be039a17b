#include "adc/roster.hpp"

#include "json_int.hpp"

namespace adc {

int Unit::lossesInTurn(int turn) const {
    int n = 0;
    for (const auto& c : casualties) {
        if (c.turn == turn) {
            n += c.count;
        }
    }
    return n;
}

int Unit::totalLosses() const {
    int n = 0;
    for (const auto& c : casualties) {
        n += c.count;
    }
    return n;
}

void to_json(nlohmann::json& j, const Casualty& c) {
    j = {{"turn", c.turn}, {"count", c.count}, {"cause", c.cause}};
}

void to_json(nlohmann::json& j, const Leader& l) {
    j = {{"name", l.name}, {"rank", l.rank}, {"modifier", l.modifier}, {"status", l.status}};
}

void to_json(nlohmann::json& j, const Unit& u) {
    j = {{"id", u.id},
         {"name", u.name},
         {"side", u.side},
         {"kind", u.kind},
         {"quality", u.quality},
         {"strength", u.strength},
         {"start_strength", u.startStrength},
         {"status", u.status},
         {"leaders", u.leaders},
         {"attrs", u.attrs},
         {"casualties", u.casualties}};
}

void to_json(nlohmann::json& j, const Command& c) {
    j = {{"id", c.id}, {"name", c.name}, {"player", c.player}, {"units", c.units}};
}

void to_json(nlohmann::json& j, const Side& s) {
    j = {{"id", s.id}, {"name", s.name}, {"colour", s.colour}, {"commands", s.commands}};
}

void from_json(const nlohmann::json& j, Casualty& c) {
    c.turn = detail::wholeNumber(j.at("turn"), "turn");
    c.count = detail::wholeNumber(j.at("count"), "count");
    j.at("cause").get_to(c.cause);
}

void from_json(const nlohmann::json& j, Leader& l) {
    j.at("name").get_to(l.name);
    j.at("rank").get_to(l.rank);
    l.modifier = detail::wholeNumber(j.at("modifier"), "modifier");
    j.at("status").get_to(l.status);
}

void from_json(const nlohmann::json& j, Unit& u) {
    j.at("id").get_to(u.id);
    j.at("name").get_to(u.name);
    j.at("side").get_to(u.side);
    j.at("kind").get_to(u.kind);
    j.at("quality").get_to(u.quality);
    u.strength = detail::wholeNumber(j.at("strength"), "strength");
    u.startStrength = detail::wholeNumber(j.at("start_strength"), "start_strength");
    j.at("status").get_to(u.status);
    j.at("leaders").get_to(u.leaders);
    u.attrs = j.at("attrs");
    j.at("casualties").get_to(u.casualties);
}

void from_json(const nlohmann::json& j, Command& c) {
    j.at("id").get_to(c.id);
    j.at("name").get_to(c.name);
    j.at("player").get_to(c.player);
    j.at("units").get_to(c.units);
}

void from_json(const nlohmann::json& j, Side& s) {
    j.at("id").get_to(s.id);
    j.at("name").get_to(s.name);
    j.at("colour").get_to(s.colour);
    j.at("commands").get_to(s.commands);
}

} // namespace adc
