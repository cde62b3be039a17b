#include "roe_ruleset.hpp"

#include "adc/obligations.hpp"
#include "adc/owed_tests.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/dice_total.hpp"
#include "adc/request_units.hpp"

#include <algorithm>

namespace adc::roe {

std::string phaseId(const Ruleset& rs, const GameState& state) {
    const auto& seq = rs.sequence();
    if (state.phase < 0 || static_cast<std::size_t>(state.phase) >= seq.size()) {
        return {};
    }
    return seq[static_cast<std::size_t>(state.phase)].id;
}

int phaseIndex(const Ruleset& rs, const std::string& id) {
    const auto& seq = rs.sequence();
    for (std::size_t i = 0; i < seq.size(); ++i) {
        if (seq[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

const Unit& unitParam(const GameState& state, const json& params, const std::string& name) {
    return adc::unitParam(state, params, name, "is eliminated");
}

std::string sideColour(const GameState& state, const Unit& unit) {
    const Side* s = state.side(unit.side);
    return s ? s->colour : std::string{};
}

json flagOr(const GameState& state, const std::string& key, json fallback) {
    auto it = state.flags.find(key);
    return it == state.flags.end() || it->is_null() ? fallback : *it;
}

bool listed(const json& list, const std::string& id) {
    return list.is_array() && std::find(list.begin(), list.end(), json(id)) != list.end();
}

json withItem(json list, const std::string& id) {
    if (!list.is_array()) {
        list = json::array();
    }
    if (!listed(list, id)) {
        list.push_back(id);
    }
    return list;
}

std::string signedText(int n) {
    return (n >= 0 ? "+" : "") + std::to_string(n);
}

std::string unitLabel(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

RoeRuleset::RoeRuleset(const json& data, const std::string& file, JsonReader& reader)
    : Ruleset(data, file, reader) {
    setLeftPlayWords("is eliminated");
    std::vector<std::string> keys = commonRulesetKeys();
    keys.insert(keys.end(), tableKeys().begin(), tableKeys().end());
    reader.onlyKeys("", keys);
    tables_ = readTables(reader);
    for (const char* p : {"bonus", "activation", "morale"}) {
        if (phaseIndex(*this, p) < 0) {
            reader.error("/sequence", std::string("must have a phase with the id \"") + p + "\"");
        }
    }
    if (!usesDeck()) {
        reader.error("/uses_deck", "must be true: ROE activates units by card");
    }
    declareCards();
    declareCombat();
    declareMoraleAndMovement();
}

std::string RoeRuleset::moraleDue(const GameState& state, const Unit& u) const {
    if (u.eliminated()) {
        return {};
    }
    if (const json* owed = owedTest(state, u.id, "morale")) {
        return owed->value("reason", kJokerMorale);
    }
    std::string reading = option(state, "morale_trigger");
    if (reading == "cumulative_once" &&
        listed(flagOr(state, flag::OneThirdTested, json::array()), u.id)) {
        return {}; // it has taken the one test owed on reaching 1/3
    }
    const int lost = u.startStrength - u.strength;
    const int need = oneThird(state, u.startStrength);
    int thisTurn = u.lossesInTurn(state.turn);
    if (reading == "this_turn") {
        if (thisTurn > 0 && thisTurn >= need) {
            return std::to_string(thisTurn) + " lost this turn, 1/3 of " +
                   std::to_string(u.startStrength) + " is " + std::to_string(need);
        }
    } else if (reading == "current_strength") {
        int before = u.strength + thisTurn;
        int needNow = oneThird(state, before);
        if (thisTurn > 0 && thisTurn >= needNow) {
            return std::to_string(thisTurn) + " lost this turn, 1/3 of " + std::to_string(before) +
                   " is " + std::to_string(needNow);
        }
    } else if (lost > 0 && lost >= need) {
        return std::to_string(lost) + " of " + std::to_string(u.startStrength) + " lost, 1/3 is " +
               std::to_string(need) + (reading == "cumulative_once" ? " (tested once)" : "");
    }
    return {};
}

int RoeRuleset::oneThird(const GameState& state, int figures) const {
    // R4: "1/3 CASUALTIES" of 8 men is 2 2/3: at least 3 by default, 2 when rounded down.
    const int n = figures * tables_.triggerNumerator;
    const int d = tables_.triggerDenominator;
    return option(state, "trigger_rounding") == "down" ? n / d : (n + d - 1) / d;
}

void RoeRuleset::migrateSave(json& save, int fromFormat) const {
    if (fromFormat >= 2) {
        return;
    }
    // Format 1 listed the units the joker had owe a morale check under the flag
    // "roe.morale_owed", until the turn ended.
    migrateOwedFlag(save, "roe.morale_owed", "morale", [](const json&) {
        return json{{"reason", kJokerMorale}};
    });
}

std::vector<Obligation> RoeRuleset::owed(const GameState& state) const {
    std::vector<Obligation> out;
    std::string phase = phaseId(*this, state);
    if (phase == "activation") {
        json pending = flagOr(state, flag::Pending, nullptr);
        if (pending.is_object()) {
            // "One red UNIT* may perform an action": activating is the player's choice, and
            // moving on (or the next draw) discards the card, so it holds nothing up.
            out.push_back({"", AdvancePhaseAction,
                           pending.value("card", std::string("?")) +
                               " waits for a unit to activate; moving on discards it"});
        }
    } else if (phase == "morale") {
        json done = flagOr(state, flag::MoraleDone, json::array());
        for (const auto& u : state.units) {
            std::string why = moraleDue(state, u);
            if (!why.empty() && !listed(done, u.id)) {
                out.push_back({u.id, "morale", unitLabel(u) + " must test morale (" + why + ")"});
            }
        }
    }
    return out;
}

Deck RoeRuleset::shuffledDeck(const GameState& state, Dice& dice) const {
    std::vector<Card> cards = state.deck.drawPile();
    cards.insert(cards.end(), state.deck.discards().begin(), state.deck.discards().end());
    std::sort(cards.begin(), cards.end(), [](const Card& a, const Card& b) {
        return std::pair(a.suit, a.rank) < std::pair(b.suit, b.rank);
    });
    // No result reads the order the shuffle leaves (each draw picks its own card with a die),
    // so every shuffle die is one band for the odds, and the walk, which reads only results,
    // does not shuffle at all: 54 dice of one branch each, on every branch, were half its time.
    for (std::size_t i = walkingOdds(dice) ? 0 : cards.size(); i > 1; --i) {
        int j = dice.pool(1, Die{static_cast<int>(i), 0}, "shuffle").front();
        std::swap(cards[i - 1], cards[static_cast<std::size_t>(j)]);
    }
    Deck deck;
    deck.setPiles(cards, {});
    return deck;
}

Outcome RoeRuleset::advancePhase(const GameState& state, Dice& dice) const {
    Outcome o = Ruleset::advancePhase(state, dice);
    const Effect ph = o.effects.front(); // a copy: effects grow below
    bool newTurn = ph.count != state.turn;
    if (phaseId(*this, state) == "activation" && state.flags.contains(flag::Pending)) {
        o.effects.push_back(Effect::flag(flag::Pending, nullptr));
        o.steps.push_back({"The card still waiting for a unit is discarded unused",
                           phaseRule("activation"), std::nullopt});
    }
    if (newTurn) {
        for (const char* key : {flag::Acted, flag::Acting, flag::Actors, flag::Formation,
                                flag::Pending, flag::Bonus, flag::MoraleDone, flag::ArtilleryHit}) {
            if (state.flags.contains(key)) {
                o.effects.push_back(Effect::flag(key, nullptr));
            }
        }
        Outcome end = endOfTurn(state, dice);
        o.effects.insert(o.effects.end(), end.effects.begin(), end.effects.end());
        o.steps.insert(o.steps.end(), end.steps.begin(), end.steps.end());
        Deck deck = shuffledDeck(state, dice);
        o.effects.push_back(Effect::deckSet(deck));
        o.effects.push_back(Effect::flag(flag::Shuffled, ph.count));
        o.steps.push_back({"The deck of " + std::to_string(deck.left()) +
                               " cards is gathered and shuffled for turn " +
                               std::to_string(ph.count),
                           phaseRule("activation"), std::nullopt});
        o.steps.push_back(
            {"No unit has acted yet this turn", phaseRule("activation"), std::nullopt});
        o.result["shuffled"] = true;
    }
    o.result["turn"] = ph.count;
    o.result["phase"] = sequence()[static_cast<std::size_t>(ph.value.get<int>())].id;
    return o;
}

Outcome RoeRuleset::endOfTurn(const GameState& state, Dice&) const {
    Outcome o;
    for (const OwedTest& due : owedTests(state, "morale")) {
        o.effects.push_back(Effect::owed(due.unit, "morale", nullptr));
        const Unit* u = state.unit(due.unit);
        o.steps.push_back({(u ? unitLabel(*u) : due.unit) +
                               ": the morale check not made by the end of the turn is owed no more",
                           phaseRule("morale"), std::nullopt});
    }
    return o;
}

void RoeRuleset::checkScenario(const GameState& state, Diagnostics& d) const {
    std::vector<std::string> colours;
    for (std::size_t si = 0; si < state.sides.size(); ++si) {
        const Side& s = state.sides[si];
        std::string p = "/sides/" + std::to_string(si) + "/colour";
        if (s.colour != "red" && s.colour != "black") {
            d.error(p, "ROE activates by card colour: give the side \"red\" or \"black\"");
        } else if (std::find(colours.begin(), colours.end(), s.colour) != colours.end()) {
            d.error(p, "another side already plays " + s.colour + " cards");
        }
        colours.push_back(s.colour);
        std::size_t ui = 0;
        for (const auto& u : state.units) {
            if (u.side != s.id) {
                continue;
            }
            std::string up = "/sides/" + std::to_string(si) + "/units/" + std::to_string(ui++);
            if (!u.leaders.empty()) {
                d.error(up + "/leaders", "ROE leaders are figures: list them in \"figures\" with "
                                         "the role officer, sergeant or corporal");
            }
            try {
                auto figs = readFigures(u, tables_, up + "/figures");
                if (u.strength != fightingCount(figs)) {
                    d.error(up + "/strength", "must equal the figures still fighting (" +
                                                  std::to_string(fightingCount(figs)) + ")");
                }
                if (u.startStrength != static_cast<int>(figs.size())) {
                    d.error(up + "/start_strength", "must equal the number of figures (" +
                                                        std::to_string(figs.size()) + ")");
                }
                if (u.kind == "sharpshooter" &&
                    (figs.size() != 1 || isLeaderRole(tables_, figs.front().role))) {
                    d.error(up + "/figures", "sharpshooters are leaderless single-man units");
                }
                for (std::size_t i = 0; i < figs.size(); ++i) {
                    for (std::size_t k = 0; k < i; ++k) {
                        if (figs[k].name == figs[i].name) {
                            d.error(up + "/figures/" + std::to_string(i) + "/name",
                                    "\"" + figs[i].name + "\" is used by another figure");
                        }
                    }
                }
            } catch (const RuleError& e) {
                d.error(e.field(), e.what());
            }
        }
    }
}

std::string RoeRuleset::hint(const std::string& action, const json& params,
                             const GameState& state) const {
    if (action == "fire" && params.contains("range") && params["range"].is_number() &&
        tables_.bands.size() == 2) {
        double r = params["range"].get<double>();
        bool shortAt12 = option(state, "range_boundary") == "short";
        const RangeBand& s = tables_.bands[0];
        const RangeBand& m = tables_.bands[1];
        if (r < s.max || (r == s.max && shortAt12)) {
            return s.label;
        }
        if (r <= m.max || option(state, "beyond_maximum") == "medium") {
            return m.label;
        }
        return "out of range (beyond " + std::to_string(static_cast<int>(m.max)) + "\")";
    }
    return {};
}

std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader) {
    return std::make_unique<RoeRuleset>(data, file, reader);
}

AppliedModifier RoeRuleset::appliedModifier(const std::string& pointer,
                                            const OptionChoices& options) const {
    AppliedModifier m = Ruleset::appliedModifier(pointer, options);
    auto under = [&](const std::string& prefix) { return pointer.rfind(prefix, 0) == 0; };
    if (under("/fire/modifiers/")) {
        // R1: the reading in force may leave some or all modifiers out of the 0-12" band.
        const std::string rest = pointer.substr(std::string("/fire/modifiers/").size());
        const std::string key = rest.substr(0, rest.find('/'));
        const std::string reading = option(options, "short_range_modifiers");
        const bool situational = std::find(tables_.situational.begin(), tables_.situational.end(),
                                           key) != tables_.situational.end();
        if (reading == "none_at_short" ||
            (reading == "situational_ignored_at_short" && situational)) {
            m.to = "not at short range (0-12\")";
        }
    } else if (under("/melee/cover/")) {
        // R6: light +1 and heavy +2 are the default reading's; the others replace them.
        m.applies = option(options, "melee_cover") == "light_heavy";
    } else if (under("/melee/cover_by_fraction/")) {
        m.applies = option(options, "melee_cover") == "by_fraction";
    } else if (pointer == "/morale/colours_in_formation" &&
               option(options, "colours_bonus") == "twice") {
        // R5: the +2 for colours is listed twice; this reading counts it twice (morale.cpp).
        m.value *= 2;
    }
    return m;
}

} // namespace adc::roe
