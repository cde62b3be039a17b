#include "mwan_ruleset.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/number_text.hpp"
#include "adc/owed_tests.hpp"
#include "adc/request_units.hpp"

#include <cmath>

namespace adc::mwan {

Bookkeeping::Bookkeeping(const GameState& state)
    : original_(state.flags), originalOwed_(state.owed) {}

json& Bookkeeping::moraleDue() {
    if (due_.is_null()) {
        due_ = json::object();
        for (const auto& [unit, tests] : originalOwed_.items()) {
            if (auto it = tests.find("morale"); it != tests.end()) {
                due_[unit] = *it;
            }
        }
        dueBefore_ = due_;
    }
    return due_;
}

json& Bookkeeping::get(const std::string& key) {
    if (!edited_.contains(key)) {
        auto it = original_.find(key);
        edited_[key] = it != original_.end() && it->is_object() ? *it : json::object();
    }
    return edited_[key];
}

void Bookkeeping::emit(std::vector<Effect>& effects) const {
    for (const auto& [key, value] : edited_.items()) {
        auto it = original_.find(key);
        bool wasEmpty = it == original_.end() || it->empty();
        if (value.empty() && wasEmpty) {
            continue;
        }
        if (it != original_.end() && *it == value) {
            continue;
        }
        // An empty table is removed rather than kept, so a finished turn leaves no residue.
        effects.push_back(Effect::flag(key, value.empty() ? json() : value));
    }
    if (due_.is_null()) {
        return;
    }
    for (const auto& [unit, entry] : dueBefore_.items()) {
        if (!due_.contains(unit)) {
            effects.push_back(Effect::owed(unit, "morale", nullptr));
        }
    }
    for (const auto& [unit, entry] : due_.items()) {
        if (!dueBefore_.contains(unit) || dueBefore_[unit] != entry) {
            effects.push_back(Effect::owed(unit, "morale", entry));
        }
    }
}

MwanRuleset::MwanRuleset(const json& data, const std::string& file, JsonReader& reader)
    : Ruleset(data, file, reader) {
    setLeftPlayWords("has been removed from play");
    std::vector<std::string> keys = commonRulesetKeys();
    keys.insert(keys.end(), tableKeys().begin(), tableKeys().end());
    reader.onlyKeys("", keys);
    tables_ = readTables(reader);
    if (const HouseRule* base = houseRule("base_size")) {
        for (const auto& choice : base->choices) {
            if (!tables_.scale.count(choice)) {
                reader.error(childPointer("/scale", choice),
                             "is missing: every base_size choice needs a scale");
            }
        }
    } else {
        reader.error("/house_rules/base_size", "is missing: the stand frontage option");
    }
    const AttributeSpec* weapon = unitSchema().find("weapon");
    if (!weapon) {
        reader.error("/unit_schema/attributes/weapon", "is missing");
    } else {
        for (const auto& w : weapon->choices) {
            if (w != "none" && !tables_.fire.weapons.count(w)) {
                reader.error(childPointer("/fire/weapons", w),
                             "is missing: the unit schema offers this weapon");
            }
        }
    }
    for (const char* key : {"formation", "cover", "limbered", "attached_to", "rank", "fired",
                            "moved", "charging", "rallied", "castings", "battery", "command"}) {
        if (!unitSchema().find(key)) {
            reader.error(childPointer("/unit_schema/attributes", key),
                         "is missing: the mwan module keeps this on every unit");
        }
    }
    declareMovement();
    declareCombat();
    declareMorale();
}

Fraction MwanRuleset::scale(const GameState& state) const {
    auto it = tables_.scale.find(option(state, "base_size"));
    return it == tables_.scale.end() ? Fraction{} : it->second;
}

double MwanRuleset::inches(const GameState& state, double written) const {
    // Multiply before dividing so 18" × 2/3 is exactly 12".
    Fraction f = scale(state);
    return written * f.numerator / f.denominator;
}

std::string MwanRuleset::fmt(double inches) {
    return numberText(std::round(inches * 100) / 100);
}

const Unit& MwanRuleset::unitParam(const GameState& state, const json& params,
                                   const std::string& name) const {
    return adc::unitParam(state, params, name, leftPlayWords());
}

std::vector<const Unit*> MwanRuleset::attachedCommanders(const GameState& state,
                                                         const std::string& regiment) const {
    std::vector<const Unit*> out;
    for (const auto& u : state.units) {
        if (u.kind == "commander" && !u.eliminated() &&
            u.attr<std::string>("attached_to", "") == regiment) {
            out.push_back(&u);
        }
    }
    return out;
}

void MwanRuleset::moraleDue(Bookkeeping& books, const Unit& u, const std::string& reason,
                            int standsLost) const {
    json& due = books.moraleDue();
    if (due.contains(u.id)) {
        json& entry = due[u.id];
        entry["stands_lost"] = entry.value("stands_lost", 0) + standsLost;
        if (reason == "melee" && entry.value("reason", "") != "melee") {
            // The melee order decides when it casts; the earlier trigger comes back if the
            // melee ends before this unit's turn.
            entry["after_melee"] = entry.value("reason", "");
            entry["reason"] = reason;
        }
    } else {
        due[u.id] = {{"reason", reason}, {"stands_lost", standsLost}};
    }
}

Outcome MwanRuleset::advancePhase(const GameState& state, Dice& dice) const {
    Outcome o = Ruleset::advancePhase(state, dice);
    Bookkeeping books(state);
    const Effect& next = o.effects.front();
    int phase = next.value.get<int>();
    bool newTurn = next.count != state.turn;
    const std::string leaving = sequence()[static_cast<std::size_t>(state.phase)].id;
    if (leaving == "fire") {
        // Simultaneous fire is over: later losses no longer count back for the firers.
        books.get(flag::FireLosses) = json::object();
    }
    if (leaving == "melee") {
        // Simultaneous melee is over: a unit destroyed in it is out of play from here on.
        books.get(flag::MeleeLosses) = json::object();
    }
    if (newTurn) {
        for (const auto& u : state.units) {
            for (const char* key : {"fired", "charging", "rallied"}) {
                if (u.attr<bool>(key, false)) {
                    o.effects.push_back(Effect::attr(u.id, key, false));
                }
            }
            if (u.attr<double>("moved", 0) != 0) {
                o.effects.push_back(Effect::attr(u.id, "moved", 0));
            }
        }
        books.get(flag::FireLosses) = json::object();
        books.get(flag::MeleeLosses) = json::object();
        if (state.flags.contains(flag::FirstMover)) {
            o.effects.push_back(Effect::flag(flag::FirstMover, json()));
        }
        o.steps.push_back({"New turn: fired, charging, rallied and moved marks cleared; rallied "
                           "units may move and shoot again",
                           childPointer("/sequence", static_cast<std::size_t>(phase)),
                           std::nullopt});
        const json& melees = state.flags.value(flag::Melees, json::object());
        for (const auto& [key, m] : melees.items()) {
            if (m.value("stage", "") == "locked") {
                o.steps.push_back({"Still locked in melee: " + m.value("names", key),
                                   phaseRule("melee"), std::nullopt});
            }
        }
    }
    books.emit(o.effects);
    return o;
}

void MwanRuleset::migrateSave(json& save, int fromFormat) const {
    if (fromFormat >= 2) {
        return;
    }
    // Format 1 kept the same entries ({reason, stands_lost, after_melee?}) under a flag.
    migrateOwedFlag(save, "mwan_morale_due", "morale", [](const json& entry) { return entry; });
}

std::vector<Obligation> MwanRuleset::owed(const GameState& state) const {
    std::vector<Obligation> out;
    const std::string phase = sequence()[static_cast<std::size_t>(state.phase)].id;
    if (phase == "initiative" && !state.flags.contains(flag::FirstMover)) {
        out.push_back({"", "initiative", "Decide who moves first this turn"});
    }
    // Each test is owed in the phase that takes it: a locked melee's next round in the melee
    // phase, morale in the morale phase, but a charged unit's as soon as it is charged.
    const json& melees = state.flags.value(flag::Melees, json::object());
    for (const auto& [key, m] : melees.items()) {
        const Unit* a = state.unit(m.value("attacker", ""));
        const Unit* d = state.unit(m.value("defender", ""));
        // A unit destroyed since (by fire) leaves no round to fight: nothing is owed.
        const bool bothIn = a && d && !a->eliminated() && !d->eliminated();
        if (phase == "melee" && bothIn && m.value("stage", "") == "locked" &&
            m.value("turn", 0) < state.turn) {
            out.push_back({m.value("attacker", ""), "melee",
                           "Locked in melee: " + m.value("names", key) + " fight another round"});
        }
    }
    for (const OwedTest& due : owedTests(state, "morale")) {
        const std::string& id = due.unit;
        const Unit* u = state.unit(id);
        const std::string reason = due.reason();
        if (!u || u->eliminated() || (phase != "morale" && reason != "charged")) {
            continue;
        }
        out.push_back({id, "morale", u->name + " must cast morale (" + reason + ")"});
    }
    return out;
}

void MwanRuleset::checkScenario(const GameState& state, Diagnostics& d) const {
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const Unit& u = state.units[i];
        const std::string where = "/units/" + u.id;
        const std::string weapon = u.attr<std::string>("weapon", "none");
        auto w = tables_.fire.weapons.find(weapon);
        if (u.kind == "commander") {
            if (weapon != "none") {
                d.error(where + "/weapon", u.name + ": commanders carry no weapon");
            }
            if (u.attr<std::string>("rank", "none") == "none") {
                d.error(where + "/rank", u.name + ": a commander is brigade or division");
            }
            const std::string to = u.attr<std::string>("attached_to", "");
            const Unit* reg = to.empty() ? nullptr : state.unit(to);
            if (!to.empty() && (!reg || reg->side != u.side || reg->kind == "commander")) {
                d.error(where + "/attached_to",
                        u.name + ": \"" + to + "\" is not a regiment of his side");
            }
            continue;
        }
        if (u.attr<std::string>("rank", "none") != "none") {
            d.error(where + "/rank", u.name + ": only commanders have a rank");
        }
        if (w == tables_.fire.weapons.end()) {
            d.error(where + "/weapon", u.name + ": a " + u.kind + " unit needs a weapon");
        } else if (w->second.artillery != (u.kind == "artillery")) {
            d.error(where + "/weapon", u.name + ": " + w->second.name + " does not suit " + u.kind);
        }
        const std::string formation = u.attr<std::string>("formation", "line");
        if (u.kind == "cavalry" && !tables_.movement.cavalry.count(formation)) {
            d.error(where + "/formation", u.name + ": the rules give cavalry no " + formation);
        }
        int castings = u.attr<int>("castings", 0);
        int per = tables_.fire.castingsPerStand;
        if (castings != 0 && (castings > u.strength * per || castings <= (u.strength - 1) * per)) {
            d.error(where + "/castings", u.name + ": " + std::to_string(castings) +
                                             " castings do not fit " + std::to_string(u.strength) +
                                             " stands of " + std::to_string(per));
        }
    }
}

Outcome MwanRuleset::correction(const GameState& state, const std::string& unitId,
                                const std::string& field, const json& value,
                                const std::vector<std::string>& picked) const {
    Outcome o = Ruleset::correction(state, unitId, field, value, picked);
    const Unit& u = *state.unit(unitId); // the base refuses an unknown unit
    if (field != "strength" && field != "castings") {
        return o;
    }
    const int stands = field == "strength" ? value.get<int>() : u.strength;
    const int castings = field == "castings" ? value.get<int>() : u.attr<int>("castings", 0);
    const int per = tables_.fire.castingsPerStand;
    if (castings != 0 && (castings > stands * per || castings <= (stands - 1) * per)) {
        throw RuleError(field, u.name + ": " + std::to_string(castings) + " castings do not fit " +
                                   std::to_string(stands) + " stands of " + std::to_string(per) +
                                   "; set the castings first (0: " + std::to_string(per) +
                                   " on every stand)");
    }
    return o;
}

std::string MwanRuleset::hint(const std::string& action, const json& params,
                              const GameState& state) const {
    if (action != "fire" || !params.contains("firer") || !params["firer"].is_string()) {
        return {};
    }
    const Unit* u = state.unit(params["firer"].get<std::string>());
    if (!u) {
        return {};
    }
    auto w = tables_.fire.weapons.find(u->attr<std::string>("weapon", "none"));
    if (w == tables_.fire.weapons.end()) {
        return {};
    }
    std::string h = w->second.name + ": range " + fmt(inches(state, w->second.range)) +
                    "\", half range " + fmt(inches(state, w->second.range) / 2) + "\"";
    if (w->second.canister > 0) {
        h += ", canister " + fmt(inches(state, w->second.canister)) + "\"";
    }
    return h;
}

std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader) {
    return std::make_unique<MwanRuleset>(data, file, reader);
}

} // namespace adc::mwan
