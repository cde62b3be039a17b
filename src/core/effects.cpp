#include "effects.hpp"

#include "adc/diagnostics.hpp"

#include <climits>

namespace adc::detail {

namespace {

bool needsUnit(EffectKind k) {
    switch (k) {
    case EffectKind::Casualties:
    case EffectKind::SetStrength:
    case EffectKind::Status:
    case EffectKind::Attr:
    case EffectKind::LeaderStatus:
    case EffectKind::Owed:
        return true;
    default:
        return false;
    }
}

// The record of owed tests never keeps an empty unit entry, so a test owed and then discharged
// leaves the state exactly as it was (undo, and the saved state's comparison, rely on it).
void setOwed(nlohmann::json& owed, const std::string& unit, const std::string& action,
             const nlohmann::json& details) {
    if (!details.is_null()) {
        owed[unit][action] = details;
        return;
    }
    auto it = owed.find(unit);
    if (it != owed.end()) {
        it->erase(action);
        if (it->empty()) {
            owed.erase(it);
        }
    }
}

} // namespace

void checkEffects(const GameState& state, const std::vector<Effect>& effects) {
    for (std::size_t i = 0; i < effects.size(); ++i) {
        const Effect& e = effects[i];
        std::string where = "/effects/" + std::to_string(i);
        if (needsUnit(e.kind)) {
            const Unit* u = state.unit(e.unit);
            if (!u) {
                throw RuleError(where + "/unit", "no unit has the id \"" + e.unit + "\"");
            }
            if (e.kind == EffectKind::LeaderStatus &&
                (e.count < 0 || static_cast<std::size_t>(e.count) >= u->leaders.size())) {
                throw RuleError(where + "/count",
                                e.unit + " has no leader number " + std::to_string(e.count + 1));
            }
            if ((e.kind == EffectKind::Status || e.kind == EffectKind::LeaderStatus) &&
                !e.value.is_string()) {
                throw RuleError(where + "/value", "a status must be text");
            }
            if (e.kind == EffectKind::SetStrength &&
                (!e.value.is_number_integer() || e.value.get<double>() < 0 ||
                 e.value.get<double>() > INT_MAX)) {
                throw RuleError(where + "/value", "a strength must be a whole number ≥ 0");
            }
            if (e.kind == EffectKind::Casualties && e.count < 0) {
                throw RuleError(where + "/count", "casualties cannot be negative");
            }
        }
        if (e.kind == EffectKind::Phase &&
            (!e.value.is_number_integer() || e.value.get<double>() < 0 ||
             e.value.get<double>() > INT_MAX || e.count < 1)) {
            throw RuleError(where, "a phase change needs a turn ≥ 1 and a phase number");
        }
        if (e.kind == EffectKind::DeckSet) {
            try {
                (void)e.value.get<Deck>();
            } catch (const std::exception& ex) {
                throw RuleError(where + "/value", ex.what());
            }
        }
        if (e.kind == EffectKind::Owed && e.key.empty()) {
            throw RuleError(where + "/key", "an owed test names the action that takes it");
        }
        if (e.kind == EffectKind::DeckDraw && !e.key.empty() && !Card::fromCode(e.key)) {
            throw RuleError(where + "/key", "\"" + e.key + "\" is not a card");
        }
    }
}

std::vector<Prior> applyEffects(GameState& state, const std::vector<Effect>& effects) {
    std::vector<Prior> priors(effects.size());
    for (std::size_t i = 0; i < effects.size(); ++i) {
        const Effect& e = effects[i];
        Prior& p = priors[i];
        Unit* u = needsUnit(e.kind) ? state.unit(e.unit) : nullptr;
        switch (e.kind) {
        case EffectKind::Casualties: {
            p.strength = u->strength;
            p.casualties = u->casualties.size();
            p.value = u->status;
            int lost = std::min(e.count, u->strength);
            u->strength -= lost;
            if (lost > 0) {
                u->casualties.push_back({state.turn, lost, e.text});
            }
            if (u->strength == 0 && u->status != status::Eliminated) {
                u->status = status::Eliminated;
            }
            break;
        }
        case EffectKind::SetStrength:
            p.strength = u->strength;
            p.startStrength = u->startStrength;
            p.value = u->status;
            u->strength = e.value.get<int>();
            if (u->strength > u->startStrength) {
                u->startStrength = u->strength; // a correction may add figures; keep it honest
            }
            break;
        case EffectKind::Status:
            p.value = u->status;
            u->status = e.value.get<std::string>();
            break;
        case EffectKind::Attr: {
            auto it = u->attrs.find(e.key);
            p.existed = it != u->attrs.end();
            p.value = p.existed ? *it : nlohmann::json();
            if (e.value.is_null()) {
                u->attrs.erase(e.key);
            } else {
                u->attrs[e.key] = e.value;
            }
            break;
        }
        case EffectKind::LeaderStatus: {
            auto& l = u->leaders[static_cast<std::size_t>(e.count)];
            p.value = l.status;
            l.status = e.value.get<std::string>();
            break;
        }
        case EffectKind::Flag: {
            auto it = state.flags.find(e.key);
            p.existed = it != state.flags.end();
            p.value = p.existed ? *it : nlohmann::json();
            if (e.value.is_null()) {
                state.flags.erase(e.key);
            } else {
                state.flags[e.key] = e.value;
            }
            break;
        }
        case EffectKind::Owed: {
            auto it = state.owed.find(e.unit);
            p.existed = it != state.owed.end() && it->contains(e.key);
            p.value = p.existed ? it->at(e.key) : nlohmann::json();
            setOwed(state.owed, e.unit, e.key, e.value);
            break;
        }
        case EffectKind::DeckDraw:
            p.deck = state.deck;
            if (e.key.empty()) {
                state.deck.draw();
            } else {
                state.deck.drawSpecific(*Card::fromCode(e.key));
            }
            break;
        case EffectKind::DeckSet:
            p.deck = state.deck;
            state.deck = e.value.get<Deck>();
            break;
        case EffectKind::Phase:
            p.turn = state.turn;
            p.phase = state.phase;
            state.turn = e.count;
            state.phase = e.value.get<int>();
            break;
        case EffectKind::Note:
            break;
        }
    }
    return priors;
}

void revertEffects(GameState& state, const std::vector<Effect>& effects,
                   const std::vector<Prior>& priors) {
    for (std::size_t k = effects.size(); k > 0; --k) {
        const Effect& e = effects[k - 1];
        const Prior& p = priors[k - 1];
        Unit* u = needsUnit(e.kind) ? state.unit(e.unit) : nullptr;
        switch (e.kind) {
        case EffectKind::Casualties:
            u->strength = p.strength;
            // Applying only appends: a record read from a file that asks for more entries than
            // there are is wrong, and the check of a read record (Game::undo) finds it.
            if (p.casualties < u->casualties.size()) {
                u->casualties.resize(p.casualties);
            }
            u->status = p.value.get<std::string>();
            break;
        case EffectKind::SetStrength:
            u->strength = p.strength;
            u->status = p.value.get<std::string>();
            u->startStrength = p.startStrength;
            break;
        case EffectKind::Status:
            u->status = p.value.get<std::string>();
            break;
        case EffectKind::Attr:
            if (p.existed) {
                u->attrs[e.key] = p.value;
            } else {
                u->attrs.erase(e.key);
            }
            break;
        case EffectKind::LeaderStatus:
            u->leaders[static_cast<std::size_t>(e.count)].status = p.value.get<std::string>();
            break;
        case EffectKind::Flag:
            if (p.existed) {
                state.flags[e.key] = p.value;
            } else {
                state.flags.erase(e.key);
            }
            break;
        case EffectKind::Owed:
            setOwed(state.owed, e.unit, e.key, p.existed ? p.value : nlohmann::json());
            break;
        case EffectKind::DeckDraw:
        case EffectKind::DeckSet:
            state.deck = *p.deck;
            break;
        case EffectKind::Phase:
            state.turn = p.turn;
            state.phase = p.phase;
            break;
        case EffectKind::Note:
            break;
        }
    }
}

} // namespace adc::detail
