#include "bluegray_ruleset.hpp"

#include "adc/owed_tests.hpp"

#include "adc/builtin_rulesets.hpp"

#include <algorithm>

namespace adc::bluegray {

BlueGrayRuleset::BlueGrayRuleset(const json& data, const std::string& file, JsonReader& reader)
    : Ruleset(data, file, reader), t_(readTables(reader)) {
    setLeftPlayWords("has been wiped out");
    declareActions();
}

namespace {

// The core's step of a new phase cites "sequence", which names no value; the step cites the phase
// the game moves to ("/sequence/2"), the entry of the sequence of play a referee reads.
void citePhase(Outcome& o, const GameState& s, std::size_t phases) {
    const std::size_t next =
        static_cast<std::size_t>(s.phase + 1) % std::max<std::size_t>(phases, 1);
    for (Step& step : o.steps) {
        if (step.rule == "sequence") {
            step.rule = childPointer("/sequence", next);
        }
    }
}

} // namespace

Outcome BlueGrayRuleset::advancePhase(const GameState& s, Dice& dice) const {
    Outcome o = Ruleset::advancePhase(s, dice);
    citePhase(o, s, sequence().size());
    const bool inPhase = s.phase >= 0 && s.phase < static_cast<int>(sequence().size());
    if (inPhase && sequence()[static_cast<std::size_t>(s.phase)].id == "fire" &&
        s.flags.contains(FireLossesFlag)) {
        // Simultaneous fire is over: a unit wiped out in it is gone from here on.
        o.effects.push_back(Effect::flag(FireLossesFlag, nullptr));
    }
    if (s.phase + 1 < static_cast<int>(sequence().size())) {
        return o;
    }
    Outcome end = endOfTurn(s, dice);
    o.effects.insert(o.effects.end(), end.effects.begin(), end.effects.end());
    o.steps.insert(o.steps.end(), end.steps.begin(), end.steps.end());
    return o;
}

Outcome BlueGrayRuleset::endOfTurn(const GameState& s, Dice&) const {
    Outcome o;
    // End of the move: every unit below 4 men must be announced to the opponent: which units,
    // not how many men they have left ("You do not have to tell your opponent your unit
    // casualties"), so the notice reads the same on every side's screen.
    std::string list;
    for (const auto& u : s.units) {
        if (!u.eliminated() && u.strength < t_.unitMinimum) {
            list += (list.empty() ? "" : ", ") + u.name + " (" + sideName(s, u.side) + ")";
        }
    }
    std::string text = "End of move " + std::to_string(s.turn) + ": units with fewer than " +
                       std::to_string(t_.unitMinimum) + " men: " + (list.empty() ? "none" : list);
    o.effects.push_back(Effect::note(text));
    o.steps.push_back({text, "/fire/unit_minimum", std::nullopt});
    if (s.flags.contains("flanked")) {
        o.effects.push_back(Effect::flag("flanked", nullptr));
    }
    return o;
}

void BlueGrayRuleset::migrateSave(json& save, int fromFormat) const {
    if (fromFormat >= 2) {
        return;
    }
    // Format 1 kept {unit id: the move it was fired on in} under the flag "morale_due".
    migrateOwedFlag(save, "morale_due", "morale", [](const json& move) {
        const int m = move.is_number_integer() ? move.get<int>() : 0;
        return json{{"reason", "fired on in move " + std::to_string(m)}, {"move", m}};
    });
}

namespace {

bool alive(const Unit& u) {
    return !u.eliminated() && u.status != status::Routed;
}

// The morale phase: the morale throws owed by units fired on last move, and the rally throws of
// units that retreated before this move.
void owedInMorale(const Tables& t, const GameState& s, std::vector<Obligation>& out) {
    for (const OwedTest& due : owedTests(s, "morale")) {
        const Unit* u = s.unit(due.unit);
        if (u && alive(*u) && due.details.value("move", 0) < s.turn) {
            out.push_back({due.unit, "morale", u->name + " was " + due.reason()});
        }
    }
    for (const auto& u : s.units) {
        if (alive(u) && u.status == status::Retreating && u.attr<int>("rally_turn", 0) != s.turn &&
            u.attr<int>("retreat_turn", 0) < s.turn) {
            out.push_back({u.id, "rally",
                           u.name + " retreated and must throw " +
                               std::to_string(t.rallyFirstNeed + u.attr<int>("rally_count", 0)) +
                               "-" + std::to_string(t.die.highest()) + " to rally"});
        }
    }
}

// The orders phase, once troops may move: a written order for every unit that needs one.
void owedInOrders(const Tables& t, const GameState& s, std::vector<Obligation>& out) {
    if (s.turn <= t.noMovementMoves) {
        return;
    }
    for (const auto& u : s.units) {
        if (alive(u) && !contains(t.orderExemptKinds, u.kind) &&
            u.attr<int>("order_turn", 0) != s.turn) {
            out.push_back({u.id, "write_order", u.name + " needs a written order"});
        }
    }
}

// The melee phase: the second move of every melee fought before this move.
void owedInMelee(const GameState& s, std::vector<Obligation>& out) {
    for (const auto& m : s.flags.value("melees", json::array())) {
        if (m.value("turn", 0) < s.turn) {
            out.push_back({m.value("attacker", ""), "melee_end",
                           "melee of move " + std::to_string(m.value("turn", 0)) +
                               ": withdrawal or consolidation; the loser retreats"});
        }
    }
}

// The end of the move: every unit below the unit minimum is announced.
void owedAtEnd(const Tables& t, const GameState& s, std::vector<Obligation>& out) {
    for (const auto& u : s.units) {
        if (!u.eliminated() && u.strength < t.unitMinimum) {
            out.push_back({u.id, "",
                           "announce: " + u.name + " has fewer than " +
                               std::to_string(t.unitMinimum) + " men"});
        }
    }
}

} // namespace

std::vector<Obligation> BlueGrayRuleset::owed(const GameState& s) const {
    std::vector<Obligation> out;
    if (s.phase < 0 || s.phase >= static_cast<int>(sequence().size())) {
        return out;
    }
    const std::string phase = sequence()[static_cast<std::size_t>(s.phase)].id;
    if (phase == "morale") {
        owedInMorale(t_, s, out);
    } else if (phase == "orders") {
        owedInOrders(t_, s, out);
    } else if (phase == "melee") {
        // "Orders to fire are unnecessary": fire is the player's choice, so the fire phase owes
        // nothing (docs/rulings/bluegray.md, "Fire is optional").
        owedInMelee(s, out);
    } else if (phase == "end") {
        owedAtEnd(t_, s, out);
    }
    return out;
}

void BlueGrayRuleset::checkScenario(const GameState& s, Diagnostics& d) const {
    for (const auto& u : s.units) {
        if (auto fault = rosterFault(u)) {
            d.error("/units/" + u.id + "/" + fault->first, fault->second);
        }
    }
}

std::string BlueGrayRuleset::hint(const std::string& action, const json& params,
                                  const GameState&) const {
    auto it = params.find("range");
    if (it == params.end() || !it->is_number()) {
        return {};
    }
    double r = it->get<double>();
    const std::vector<Band>* bands = action == "cannon_fire"    ? &t_.cannonBands
                                     : action == "gatling_fire" ? &t_.gatlingBands
                                                                : nullptr;
    if (bands) {
        for (const auto& b : *bands) {
            if (r >= b.from && r <= b.to) {
                return b.name + " (" + numberText(b.from) + "-" + numberText(b.to) + "\")";
            }
        }
        return "out of range";
    }
    if (action == "fire" || action == "individual_fire") {
        return r <= t_.ranges.at("point_blank")
                   ? "point blank (" + numberText(t_.ranges.at("point_blank")) + "\")"
                   : "";
    }
    return {};
}

std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader) {
    return std::make_unique<BlueGrayRuleset>(data, file, reader);
}

} // namespace adc::bluegray
