#include "adc/state.hpp"

namespace adc {

const Unit* GameState::unit(const std::string& id) const {
    auto it = index_.find(id);
    if (it != index_.end() && it->second < units.size() && units[it->second].id == id) {
        return &units[it->second];
    }
    // The index may be stale if someone edited `units` without reindexing; fall back to a scan.
    for (const auto& u : units) {
        if (u.id == id) {
            return &u;
        }
    }
    return nullptr;
}

Unit* GameState::unit(const std::string& id) {
    return const_cast<Unit*>(static_cast<const GameState*>(this)->unit(id));
}

const Side* GameState::side(const std::string& id) const {
    for (const auto& s : sides) {
        if (s.id == id) {
            return &s;
        }
    }
    return nullptr;
}

std::string sideName(const GameState& state, const std::string& id) {
    const Side* side = state.side(id);
    return side && !side->name.empty() ? side->name : id;
}

void GameState::reindex() {
    index_.clear();
    index_.reserve(units.size());
    for (std::size_t i = 0; i < units.size(); ++i) {
        index_.emplace(units[i].id, i);
    }
}

bool GameState::sameAs(const GameState& o) const {
    return rulesetId == o.rulesetId && turn == o.turn && phase == o.phase && sides == o.sides &&
           units == o.units && deck == o.deck && flags == o.flags && owed == o.owed &&
           options == o.options;
}

void to_json(nlohmann::json& j, const GameState& s) {
    j = {{"ruleset", s.rulesetId}, {"turn", s.turn}, {"phase", s.phase}, {"sides", s.sides},
         {"units", s.units},       {"deck", s.deck}, {"flags", s.flags}, {"options", s.options}};
    // Only when a test is owed: a state with none reads as it did before the record existed.
    if (!s.owed.empty()) {
        j["owed"] = s.owed;
    }
}

} // namespace adc
