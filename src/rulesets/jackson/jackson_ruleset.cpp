#include "jackson_ruleset.hpp"

#include "adc/owed_tests.hpp"

#include "citations.hpp"
#include "common.hpp"

#include "adc/builtin_rulesets.hpp"

#include <algorithm>

namespace adc::jackson {

JacksonRuleset::JacksonRuleset(const json& data, const std::string& file, JsonReader& reader)
    : Ruleset(data, file, reader) {
    setLeftPlayWords("has been eliminated");
    std::vector<std::string> keys = commonRulesetKeys();
    keys.insert(keys.end(), tableKeys().begin(), tableKeys().end());
    reader.onlyKeys("", keys);
    tables_ = readTables(reader, unitSchema().kinds);
    if (const AttributeSpec* w = unitSchema().find("weapon")) {
        for (std::size_t i = 0; i < w->choices.size(); ++i) {
            if (!tables_.weapon(w->choices[i])) {
                reader.error(childPointer("/unit_schema/attributes/weapon/choices", i),
                             "\"" + w->choices[i] + "\" has no entry in /weapons");
            }
        }
    } else {
        reader.error("/unit_schema/attributes/weapon", "is needed (fire reads it)");
    }
    for (const char* key : {"moved", "fired", "aimed_turn", "jammed_turn", "unhorsed",
                            "mounts_run_off", "last_melee_turn", "promotion_tried_turn", "limbered",
                            "stays_put", "charge_target", "close_test", "stand_test"}) {
        if (!unitSchema().find(key)) {
            reader.error(childPointer("/unit_schema/attributes", key),
                         "is needed for the module's bookkeeping");
        }
    }
    for (const char* rule :
         {"melee_margin_one", "melee_ties", "morale_fired_on", "gatling_jam", "shell_hits",
          "river_casualties", "terrain_order", "indian_horseback_stack", "shot_bounce",
          "range_edges", "morale_figures", "failure_move", "artillery_aim", "melee_pairing",
          "mounted_first", "empty_charge", "shell_modifiers"}) {
        if (!houseRule(rule)) {
            reader.error(childPointer("/house_rules", rule), "is missing (the module reads it)");
        }
    }
    declareActions();
}

Outcome JacksonRuleset::advancePhase(const GameState& state, Dice& dice) const {
    Outcome o = Ruleset::advancePhase(state, dice);
    if (state.phase + 1 < static_cast<int>(sequence().size())) {
        return o;
    }
    // A new turn: the turn's marks go, aims older than last turn lapse, jams clear (J4).
    const int turn = state.turn + 1;
    const int jamTurns = option(state, "gatling_jam") == "two_turns" ? 2 : 1;
    for (const Unit& u : state.units) {
        if (u.eliminated()) {
            continue;
        }
        if (u.attr<bool>("moved", false)) {
            o.effects.push_back(Effect::attr(u.id, "moved", false));
        }
        if (u.attr<bool>("fired", false)) {
            o.effects.push_back(Effect::attr(u.id, "fired", false));
        }
        int aimed = u.attr<int>("aimed_turn", 0);
        if (aimed != 0 && aimed < turn - 1) {
            o.effects.push_back(Effect::attr(u.id, "aimed_turn", 0));
            o.steps.push_back({u.name + ": its aim lapses (it did not fire the turn after)",
                               pointerTo({"fire", "aimed"}), std::nullopt});
        }
        int jammed = u.attr<int>("jammed_turn", 0);
        if (jammed != 0 && turn > jammed + jamTurns) {
            o.effects.push_back(Effect::attr(u.id, "jammed_turn", 0));
            o.steps.push_back(
                {u.name + ": the jam is cleared (J4: " + label(option(state, "gatling_jam")) + ")",
                 "J4", std::nullopt});
        } else if (jammed != 0) {
            o.steps.push_back({u.name + ": still jammed this turn (J4)", "J4", std::nullopt});
        }
        // The turn's movement declarations and charge tests go with it.
        if (u.attr<bool>("stays_put", false)) {
            o.effects.push_back(Effect::attr(u.id, "stays_put", false));
        }
        for (const char* mark : {"charge_target", "close_test", "stand_test"}) {
            if (!u.attr<std::string>(mark, "").empty()) {
                o.effects.push_back(Effect::attr(u.id, mark, ""));
            }
        }
    }
    Outcome end = endOfTurn(state, dice);
    o.effects.insert(o.effects.end(), end.effects.begin(), end.effects.end());
    o.steps.insert(o.steps.end(), end.steps.begin(), end.steps.end());
    // "dismounted_moved" is no longer set; games saved before may still carry it.
    for (const char* f : {"last_moved_side", "dismounted_moved"}) {
        if (state.flags.contains(f)) {
            o.effects.push_back(Effect::flag(f, nullptr));
        }
    }
    return o;
}

Outcome JacksonRuleset::endOfTurn(const GameState& state, Dice&) const {
    Outcome o;
    // A unit that failed morale has made its move away by the turn's end.
    for (const Unit& u : state.units) {
        if (!u.eliminated() && u.status == status::Retreating) {
            o.effects.push_back(Effect::status(u.id, status::GoodOrder));
            o.steps.push_back(
                {u.name + " has finished falling back", pointerTo({"morale"}), std::nullopt});
        }
    }
    return o;
}

std::vector<Obligation> JacksonRuleset::owed(const GameState& state) const {
    std::vector<Obligation> out;
    const int jamTurns = option(state, "gatling_jam") == "two_turns" ? 2 : 1;
    // Each test is owed in its phase (the sequence of action, steps 3-5): the charger's in
    // "morale_close", the charged unit's in "morale_stand"; a unit fired on tests after the fire
    // phase, one that loses a figure in melee at once.
    const std::string phase = state.phase >= 0 && state.phase < static_cast<int>(sequence().size())
                                  ? sequence()[static_cast<std::size_t>(state.phase)].id
                                  : std::string();
    if (phase == "movement") {
        for (const Unit* u : mountedStillToMove(*this, state)) {
            out.push_back({u->id, "move",
                           u->name + " is mounted: it moves, or is declared to stay put, before "
                                     "any dismounted unit may move"});
        }
    }
    for (const Unit& u : state.units) {
        if (u.eliminated()) {
            continue;
        }
        if (phase == "morale_close" && u.attr<std::string>("close_test", "") == "owed") {
            const Unit* t = state.unit(u.attr<std::string>("charge_target", ""));
            out.push_back({u.id, "morale",
                           u.name + " charged" + (t ? " " + t->name : std::string()) +
                               ": it must pass morale to close into melee"});
        }
        if (phase == "morale_stand" && u.attr<std::string>("stand_test", "") == "owed") {
            out.push_back(
                {u.id, "morale", u.name + " is charged: it must pass morale to stand to melee"});
        }
        const json* due = owedTest(state, u.id, "morale");
        if (due && phase != "fire") {
            out.push_back(
                {u.id, "morale", u.name + " must test morale (" + due->value("reason", "") + ")"});
        }
        int jammed = u.attr<int>("jammed_turn", 0);
        if (jammed != 0) {
            out.push_back({u.id, "advance_phase",
                           u.name + " is jammed; it clears at the start of turn " +
                               std::to_string(jammed + jamTurns + 1)});
        }
        bool lost = std::any_of(u.leaders.begin(), u.leaders.end(),
                                [](const Leader& l) { return l.status != "active"; });
        if (lost && !hasActiveLeader(u) && u.attr<int>("promotion_tried_turn", 0) != state.turn) {
            out.push_back({u.id, "promote",
                           u.name + " has lost its command figure: roll to promote a figure"});
        }
    }
    return out;
}

void JacksonRuleset::migrateSave(json& save, int fromFormat) const {
    if (fromFormat >= 2) {
        return;
    }
    // Format 1 kept why a unit must test morale in its attribute "morale_due" ("" for none).
    migrateOwedAttribute(save, "morale_due", "morale", [](const json& why) {
        return json{{"reason", why}};
    });
}

std::string JacksonRuleset::hint(const std::string& action, const json& params,
                                 const GameState& state) const {
    const char* who = action == "fire" ? "firer" : "gun";
    if (!params.contains(who) || !params.contains("range") || !params[who].is_string() ||
        !params["range"].is_number()) {
        return {};
    }
    const Unit* u = state.unit(params[who].get<std::string>());
    const Weapon* w = u ? tables_.weapon(u->attr<std::string>("weapon", "")) : nullptr;
    if (!w) {
        return {};
    }
    const RangeBands& b = action == "canister" && w->hasCanister ? w->canister : w->ranges;
    try {
        std::string band =
            rangeBand(*this, state, b, params["range"].get<double>(), w->label, "/params/range");
        return band + " range (" + bandsText(b) + ")";
    } catch (const RuleError& e) {
        return e.what();
    }
}

std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader) {
    return std::make_unique<JacksonRuleset>(data, file, reader);
}

AppliedModifier JacksonRuleset::appliedModifier(const std::string& pointer,
                                                const OptionChoices& options) const {
    AppliedModifier m = Ruleset::appliedModifier(pointer, options);
    if (pointer == "/fire/horseback" && option(options, "indian_horseback_stack") == "single") {
        // J7 single: a mounted Indian with a firearm has the Indians' +1 and no more.
        m.to = "not added to the Indians' bonus";
    }
    return m;
}

} // namespace adc::jackson
