#include "adc/roster.hpp"

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

} // namespace adc
