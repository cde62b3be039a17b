#include "adc/ruleset.hpp"

#include "adc/scenario_play.hpp"
#include "adc/unit_filter.hpp"

#include <algorithm>
#include <cstddef>

namespace adc {

namespace {

// Refuses an action asked for in a phase its declaration does not name. Every module declares
// its actions' phases, so the one check here holds for all of them.
void refuseOutOfPhase(const std::vector<Phase>& sequence, const ActionSpec& spec,
                      const GameState& state) {
    auto at = [&](int i) -> const Phase* {
        return i < 0 || static_cast<std::size_t>(i) >= sequence.size()
                   ? nullptr
                   : &sequence[static_cast<std::size_t>(i)];
    };
    if (spec.phase.empty() || (at(state.phase) && at(state.phase)->id == spec.phase)) {
        return;
    }
    auto nameOf = [&](int i) {
        return at(i) ? at(i)->name : std::string("phase ") + std::to_string(i);
    };
    int belongs = -1;
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        if (sequence[i].id == spec.phase) {
            belongs = static_cast<int>(i);
        }
    }
    throw RuleError("/phase", spec.name + " belongs to the phase \"" + nameOf(belongs) +
                                  "\"; the game is in \"" + nameOf(state.phase) + "\"");
}

} // namespace

const std::vector<std::string>& commonRulesetKeys() {
    static const std::vector<std::string> keys = {
        "format",           "kind",  "id",        "name",        "version",
        "source",           "notes", "uses_deck", "sequence",    "unit_schema",
        "house_rules",      "print", "public",    "short_forms", "named_lists",
        "headline_results", "labels"};
    return keys;
}

Ruleset::Ruleset(const json& data, std::string file, JsonReader& r)
    : data_(data), file_(std::move(file)) {
    // The common keys are the same in every format; what a newer format added to a module's
    // tables is filled in by the registry's migration before the module reads them.
    r.integer("/format", 1, kRulesetFormat);
    if (r.has("/kind")) {
        r.oneOf("/kind", {"ruleset"});
    }
    id_ = r.string("/id").value_or("");
    name_ = r.string("/name").value_or("");
    version_ = r.string("/version").value_or("");
    usesDeck_ = r.optBoolean("/uses_deck", false);
    if (const json* seq = r.array("/sequence")) {
        if (seq->empty()) {
            r.error("/sequence", "must list at least one phase");
        }
        for (std::size_t i = 0; i < seq->size(); ++i) {
            std::string p = childPointer("/sequence", i);
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"id", "name", "description"});
            Phase ph;
            ph.id = r.string(p + "/id").value_or("");
            for (const Phase& before : sequence_) {
                if (!ph.id.empty() && before.id == ph.id) {
                    // Actions name their phase by id: a second one could never be reached.
                    r.error(p + "/id", "\"" + ph.id + "\" is the id of an earlier phase");
                }
            }
            ph.name = r.string(p + "/name").value_or("");
            ph.description = r.optString(p + "/description", "");
            sequence_.push_back(ph);
        }
    }
    schema_ = readUnitSchema(r, "/unit_schema");
    public_ = readPublicRules(r, sequence_);
    readShortForms(r);
    readLabels(r);
    readHeadlines(r);
    namedLists_ = readNamedListWords(r);
    for (const auto& [attribute, _] : namedLists_) {
        if (!schema_.find(attribute)) {
            r.error(childPointer("/named_lists", attribute), "is not an attribute of unit_schema");
        }
    }
    if (r.has("/house_rules") && r.object("/house_rules")) {
        for (const auto& [key, _] : data.at("house_rules").items()) {
            std::string p = childPointer("/house_rules", key);
            if (!r.object(p)) {
                continue;
            }
            r.onlyKeys(p, {"label", "ruling", "choices", "default", "help"});
            HouseRule h;
            h.id = key;
            h.label = r.string(p + "/label").value_or(key);
            h.ruling = r.optString(p + "/ruling", "");
            h.choices = r.stringList(p + "/choices");
            if (h.choices.size() < 2) {
                r.error(p + "/choices", "a house rule needs at least two readings");
            }
            h.defaultChoice = r.oneOf(p + "/default", h.choices).value_or("");
            h.help = r.optString(p + "/help", "");
            houseRules_.push_back(std::move(h));
        }
    }
}

void Ruleset::readShortForms(JsonReader& r) {
    if (!r.has("/short_forms") || !r.object("/short_forms")) {
        return;
    }
    for (const auto& [word, _] : r.root().at("short_forms").items()) {
        if (word == "_comment") {
            continue;
        }
        if (auto s = r.string(childPointer("/short_forms", word))) {
            shortForms_[word] = *s;
        }
    }
}

void Ruleset::readLabels(JsonReader& r) {
    if (!r.has("/labels") || !r.object("/labels")) {
        return;
    }
    for (const auto& [word, _] : r.root().at("labels").items()) {
        if (word == "_comment") {
            continue;
        }
        if (auto s = r.string(childPointer("/labels", word))) {
            labels_[word] = *s;
        }
    }
}

std::string Ruleset::label(const std::string& word) const {
    auto it = labels_.find(word);
    return it == labels_.end() ? std::string() : it->second;
}

std::string idWords(const std::string& id) {
    // A module's own state keys carry its name before a dot ("roe.acted"): never shown. Only
    // an id is cut so: words ("Pvt. Ames") and numbers ("2.5") are not ids.
    const auto dot = id.rfind('.');
    const bool prefixed = dot != std::string::npos && dot > 0 &&
                          id.find(' ') == std::string::npos &&
                          std::all_of(id.begin(), id.begin() + static_cast<std::ptrdiff_t>(dot),
                                      [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
    std::string words = prefixed ? id.substr(dot + 1) : id;
    std::replace(words.begin(), words.end(), '_', ' ');
    return words;
}

std::string Ruleset::words(const std::string& id) const {
    const std::string word = label(id);
    return word.empty() ? idWords(id) : word;
}

const ActionSpec* Ruleset::drawAction() const {
    for (const auto& a : actions_) {
        if (a.drawsCard) {
            return &a;
        }
    }
    return nullptr;
}

void Ruleset::readHeadlines(JsonReader& r) {
    if (!r.has("/headline_results") || !r.object("/headline_results")) {
        return;
    }
    for (const auto& [action, _] : r.root().at("headline_results").items()) {
        if (action != "_comment") {
            headlines_[action] = r.stringList(childPointer("/headline_results", action));
        }
    }
}

const std::vector<std::string>& Ruleset::headlineResults(const std::string& action) const {
    static const std::vector<std::string> none;
    auto it = headlines_.find(action);
    if (it == headlines_.end()) {
        it = headlines_.find("any");
    }
    return it == headlines_.end() ? none : it->second;
}

void Ruleset::checkActionNames(Diagnostics& d) const {
    // A private action the module never declares is a typo that would leave an order public.
    for (const auto& [list, names] :
         {std::pair{"/public/private_actions", &public_.privateActions},
          std::pair{"/public/one_die_a_figure", &public_.oneDieAFigure}}) {
        for (std::size_t i = 0; i < names->size(); ++i) {
            if (!action((*names)[i])) {
                d.error(childPointer(list, i),
                        "\"" + (*names)[i] + "\" is not an action of this ruleset");
            }
        }
    }
    for (const auto& [name, _] : headlines_) {
        if (name != "any" && !action(name)) {
            d.error(childPointer("/headline_results", name),
                    "\"" + name + "\" is not an action of this ruleset (or \"any\")");
        }
    }
}

const NamedListWords* Ruleset::namedListWords(const std::string& attribute) const {
    auto it = namedLists_.find(attribute);
    return it == namedLists_.end() ? nullptr : &it->second;
}

std::string Ruleset::shortForm(const std::string& word) const {
    auto it = shortForms_.find(word);
    return it == shortForms_.end() ? std::string() : it->second;
}

const HouseRule* Ruleset::houseRule(const std::string& id) const {
    for (const auto& h : houseRules_) {
        if (h.id == id) {
            return &h;
        }
    }
    return nullptr;
}

void Ruleset::declare(ActionSpec spec, Resolver resolve, OddsShortcut odds) {
    if (!resolve) {
        throw std::logic_error(id_ + ": action " + spec.id + " is declared without a resolver");
    }
    actions_.push_back(std::move(spec));
    resolvers_.push_back({std::move(resolve), std::move(odds)});
}

const Ruleset::HowResolved& Ruleset::declared(const ActionSpec& spec) const {
    const auto i = static_cast<std::size_t>(&spec - actions_.data());
    if (&spec < actions_.data() || i >= actions_.size()) {
        throw RuleError("/action", spec.id + " is not an action of " + id_);
    }
    return resolvers_[i];
}

std::optional<std::uint64_t> Ruleset::addShortcutOdds(const CheckedRequest& request,
                                                      const GameState& state,
                                                      OddsTally& tally) const {
    const HowResolved& how = declared(*request.spec);
    return how.odds ? how.odds(request.params, state, tally) : std::nullopt;
}

std::string Ruleset::phaseRule(const std::string& phaseId) const {
    const auto it = std::find_if(sequence_.begin(), sequence_.end(),
                                 [&](const Phase& p) { return p.id == phaseId; });
    return it == sequence_.end()
               ? "/sequence"
               : childPointer("/sequence", static_cast<std::size_t>(it - sequence_.begin()));
}

const ActionSpec* Ruleset::action(const std::string& id) const {
    for (const auto& a : actions_) {
        if (a.id == id) {
            return &a;
        }
    }
    return nullptr;
}

std::string Ruleset::option(const GameState& state, const std::string& id) const {
    return option(state.options, id);
}

std::string Ruleset::option(const OptionChoices& choices, const std::string& id) const {
    auto it = choices.find(id);
    if (it != choices.end()) {
        return it->second;
    }
    const HouseRule* h = houseRule(id);
    return h ? h->defaultChoice : std::string{};
}

Ruleset::CheckedRequest Ruleset::check(const ActionRequest& request, const GameState& state) const {
    const ActionSpec* spec = action(request.action);
    if (!spec) {
        std::string known;
        for (const auto& a : actions_) {
            known += (known.empty() ? "" : ", ") + a.id;
        }
        throw RuleError("/action", "\"" + request.action + "\" is not an action of " + id_ +
                                       " (actions: " + known + ")");
    }
    Diagnostics d;
    json params = checkParams(*spec, request.params, state, d);
    if (!d.ok()) {
        // The first problem names the field; the rest follow with their own pointers.
        std::string message = d.items().front().message;
        for (std::size_t i = 1; i < d.items().size(); ++i) {
            message += "; " + d.items()[i].pointer + ": " + d.items()[i].message;
        }
        throw RuleError(d.items().front().pointer, message);
    }
    refuseOutOfPhase(sequence_, *spec, state);
    checkUnitsMayAct(*this, *spec, params, state, d);
    if (!d.ok()) {
        throw RuleError(d.items().front().pointer, d.items().front().message);
    }
    return {spec, std::move(params)};
}

Outcome Ruleset::resolve(const ActionRequest& request, const GameState& state, Dice& dice) const {
    return resolve(check(request, state), state, dice);
}

Outcome Ruleset::resolve(const CheckedRequest& request, const GameState& state, Dice& dice) const {
    std::size_t first = dice.rolls().size();
    Outcome o = declared(*request.spec).resolve(request.params, state, dice);
    if (o.action.empty()) {
        o.action = request.spec->id;
    }
    o.rolls.assign(dice.rolls().begin() + static_cast<long>(first), dice.rolls().end());
    return o;
}

Outcome Ruleset::advancePhase(const GameState& state, Dice&) const {
    Outcome o;
    o.action = "advance_phase";
    int turn = state.turn;
    int phase = state.phase + 1;
    if (phase >= static_cast<int>(sequence_.size())) {
        phase = 0;
        ++turn;
    }
    o.effects.push_back(Effect::phase(turn, phase));
    std::string name = sequence_.empty() ? "" : sequence_[static_cast<std::size_t>(phase)].name;
    o.summary = "Turn " + std::to_string(turn) + ": " + name;
    // The step cites the phase the game moves to (adc/rule_reference.hpp).
    o.steps.push_back({phase == 0 ? "A new turn begins" : "Next phase of the sequence of play",
                       sequence_.empty()
                           ? "/sequence"
                           : childPointer("/sequence", static_cast<std::size_t>(phase)),
                       std::nullopt});
    return o;
}

Outcome Ruleset::endOfTurn(const GameState&, Dice&) const {
    return {};
}

std::vector<Obligation> Ruleset::owed(const GameState&) const {
    return {};
}

void Ruleset::migrateSave(json&, int) const {}

void Ruleset::checkScenario(const GameState&, Diagnostics&) const {}

std::string Ruleset::hint(const std::string&, const json&, const GameState&) const {
    return {};
}

AppliedModifier Ruleset::appliedModifier(const std::string& pointer, const OptionChoices&) const {
    const json::json_pointer at(pointer);
    AppliedModifier m;
    m.value = data_.contains(at) && data_.at(at).is_number() ? data_.at(at).get<double>() : 0;
    return m;
}

bool Ruleset::inStrengthTotals(const Unit&) const {
    return true;
}

std::string Ruleset::unitRefusal(const ActionSpec&, const ParamSpec&, const Unit& unit,
                                 const GameState& state) const {
    if (std::string off = offTableWords(state, unit.id); !off.empty()) {
        return off;
    }
    return unit.eliminated() ? leftPlayWords_ : std::string();
}

UnitBreakPoints Ruleset::unitBreakPoints(const Unit&, const OptionChoices&) const {
    return {};
}

std::vector<std::string> Ruleset::sideBreakPoints(const std::vector<Unit>&,
                                                  const OptionChoices&) const {
    return {};
}

std::vector<std::string> Ruleset::breakPointSources() const {
    return {};
}

} // namespace adc
