#pragma once
// The shared ruleset interface. A module reads its own tables from its JSON (every number the
// referee might edit lives there), declares its actions, and resolves requests purely:
// resolve() returns an Outcome and changes nothing.
#include "adc/action.hpp"
#include "adc/dice.hpp"
#include "adc/json_reader.hpp"
#include "adc/named_list_words.hpp"
#include "adc/outcome.hpp"
#include "adc/public_rules.hpp"
#include "adc/state.hpp"
#include "adc/unit_schema.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct Phase {
    std::string id;
    std::string name;
    std::string description;
};

// A house rule: an open point of the rule text with our default reading and the others.
struct HouseRule {
    std::string id; // "short_range_modifiers"
    std::string label;
    std::string ruling; // open-point reference: "R1"
    std::vector<std::string> choices;
    std::string defaultChoice;
    std::string help;
};

// Something still owed in the current phase: "Co. A must test morale (fired on)".
struct Obligation {
    std::string unit;
    std::string action; // action id that discharges it
    std::string reason;
};

// One thing the game needs next, for a form to open on: an action, the unit that takes it where
// the rules name one (the action's first unit parameter), and what else the rules already know
// of the request (a morale test's reason). Faces ask Ruleset::nextSteps; they never work it out.
struct NextStep {
    std::string action;
    std::string unit;             // "" when any unit may take it
    json params = json::object(); // beyond the unit: {"reason": "fired_on"}
    std::string reason;           // "may still fire", "must test morale (fired on)"
    bool owed = false;            // compulsory (an Obligation), not only what the phase is for
};

// What a roster prints beside a unit: its break points, in the module's own words and numbers.
struct UnitBreakPoints {
    std::string text;       // "Morale test at 4 lost (1/3 of 12 in all)"; "" when none
    std::vector<int> marks; // strengths left at which a break point falls (boxes marked)
};

// What the referee must choose before a correction can be made (ROE: which men are out when a
// unit's strength is lowered): pick exactly `count` of the choices.
struct CorrectionQuestion {
    std::string question; // "Which 1 man of Co. A is out?"
    struct Choice {
        std::string name;  // what the correction is given back ("Pvt. Ames")
        std::string label; // how the referee sees it ("Pvt. Ames — rifle, fighting")
    };
    std::vector<Choice> choices;
    int count = 0;
};

// A scenario's house-rule choices by option id (a scenario's "options", a game's state).
using OptionChoices = std::map<std::string, std::string>;

// A modifier of the JSON as a resolution applies it under a scenario's house rules: the signed
// number its step shows, what it is taken off or added to where that depends on the reading
// ("off the men hit"), or that the reading in force gives it no effect at all.
struct AppliedModifier {
    bool applies = true;
    double value = 0;
    std::string to; // "" when the sheet's title says it
};

// Top-level keys the base reads; a module adds its own when it checks for unknown keys.
const std::vector<std::string>& commonRulesetKeys();

// The format of ruleset files this program writes and reads; older files are migrated on load
// (RulesetMigration, docs/formats.md). 2: rule numbers that format 1 left in the code are keys.
// 3: the "public" section is required, and each module's dice are keys ("/die").
inline constexpr int kRulesetFormat = 3;

class OddsTally;
class RulesetRegistry;

// An id as readable words where no ruleset's label is at hand: a module's prefix dropped
// ("roe.acted" -> "acted"), underscores spaced ("fired_on" -> "fired on").
std::string idWords(const std::string& id);

// How a declared action is resolved: purely, from its checked parameters (Ruleset::resolve
// fills in the outcome's action and rolls).
using Resolver = std::function<Outcome(const json& params, const GameState& state, Dice& dice)>;
// Where an action has one: its exact odds added up rather than walked branch by branch (the
// sums of independent dice: binomial counts, totals, pairs of a melee one after another), the
// request's whole distribution added to `tally`; returns how many terms it weighed, or nothing
// (and adds nothing) when this request is one for the walk. Throws RuleError for a request the
// resolver would refuse, as the resolver would. Tests hold every shortcut to the walk's
// fractions.
using OddsShortcut = std::function<std::optional<std::uint64_t>(
    const json& params, const GameState& state, OddsTally& tally)>;

class Ruleset {
public:
    virtual ~Ruleset() = default;
    Ruleset(const Ruleset&) = delete;
    Ruleset& operator=(const Ruleset&) = delete;

    const std::string& id() const { return id_; }
    const std::string& name() const { return name_; }
    const std::string& version() const { return version_; }
    const std::string& file() const { return file_; }
    const std::vector<Phase>& sequence() const { return sequence_; }
    // Where a step about a phase points: the phase's entry of the sequence of play
    // ("/sequence/2"), or "/sequence" when the sequence has no such phase.
    std::string phaseRule(const std::string& phaseId) const;
    const UnitSchema& unitSchema() const { return schema_; }
    const std::vector<HouseRule>& houseRules() const { return houseRules_; }
    const HouseRule* houseRule(const std::string& id) const;
    const std::vector<ActionSpec>& actions() const { return actions_; }
    const ActionSpec* action(const std::string& id) const;
    bool usesDeck() const { return usesDeck_; }
    // What an opponent may see (the JSON's "public" section); public faces filter through
    // adc/public_view.hpp rather than reading this themselves.
    const PublicRules& publicRules() const { return public_; }
    // The short form a roster's narrow column prints for one of the ruleset's words
    // ("infantry" -> "Inf"), from the JSON's "short_forms"; "" when the word has none.
    std::string shortForm(const std::string& word) const;
    // The words a screen shows for one of the ruleset's ids — a state key ("roe.acted"), a
    // kind or quality ("indian_warband"), a choice or result key — from the JSON's "labels";
    // "" when the word has none (a face then shows the word itself, spaced).
    std::string label(const std::string& word) const;
    // The one way an id becomes words on a screen, a sheet or the command line: the ruleset's
    // label, else the id as readable words (idWords): never the raw id.
    std::string words(const std::string& id) const;
    // The action the deck's Draw runs (the one declared drawsCard), or null.
    const ActionSpec* drawAction() const;
    // How a list of named men in this attribute is worded (the JSON's "named_lists"); null
    // when the ruleset declares none.
    const NamedListWords* namedListWords(const std::string& attribute) const;
    // The result keys a referee looks at first in an action's odds, best first: the action's
    // own list in the JSON's "headline_results", else its "any" list; empty when none.
    const std::vector<std::string>& headlineResults(const std::string& action) const;
    // Names in the JSON that only make sense once the module has declared its actions
    // (private actions, headline lists); the registry calls it after construction.
    void checkActionNames(Diagnostics& diagnostics) const;
    // The JSON the ruleset was loaded from: round trip, quick-reference sheets.
    const json& data() const { return data_; }
    // What loading an older file filled in for it, in the referee's words ("has no "public"
    // section: everything is public to every side"), for the faces to show; empty for a file
    // of the current format.
    const std::vector<std::string>& loadNotices() const { return loadNotices_; }

    // The state's choice for a house rule, or the rule's default.
    std::string option(const GameState& state, const std::string& id) const;
    std::string option(const OptionChoices& choices, const std::string& id) const;

    // A request checked against its action's declaration, with its parameters filled in. The
    // odds walk resolves one request once per branch of the dice: it checks it only once.
    struct CheckedRequest {
        const ActionSpec* spec = nullptr;
        json params;
    };
    // Throws RuleError naming the first bad field (the others follow in the message).
    CheckedRequest check(const ActionRequest& request, const GameState& state) const;
    // The action's odds shortcut (adc/odds_tally.hpp) run on a checked request; nothing, and
    // nothing added, where the action declares none.
    std::optional<std::uint64_t> addShortcutOdds(const CheckedRequest& request,
                                                 const GameState& state, OddsTally& tally) const;

    // Checks the request against the action's declaration, then resolves it.
    // Throws RuleError (bad request) or DiceError/DiceExhausted.
    Outcome resolve(const ActionRequest& request, const GameState& state, Dice& dice) const;
    // Resolves a request check() accepted against the same state.
    Outcome resolve(const CheckedRequest& request, const GameState& state, Dice& dice) const;

    // Moves to the next phase (or the next turn). Modules add their start-of-turn or
    // end-of-phase consequences by overriding and appending to the base outcome.
    virtual Outcome advancePhase(const GameState& state, Dice& dice) const;
    // The consequences of a turn's end, as the last phase is left (an announcement, units that
    // finish falling back): a module's advancePhase adds them to a new turn, and the game's end
    // on the scenario's last turn applies them before judging who won. None by default.
    virtual Outcome endOfTurn(const GameState& state, Dice& dice) const;
    // What the current phase still owes (for the turn tracker).
    virtual std::vector<Obligation> owed(const GameState& state) const;
    // What the game needs next, in the order the rules take it: what is owed first, then what
    // the phase is for (each unit that may still fire, the card to draw). The resolve form
    // opens on the first and Next owed steps through them. The base: the obligations (those
    // moving on discharges left out), then the phase's own actions with no unit named; a module
    // says which units may still act.
    virtual std::vector<NextStep> nextSteps(const GameState& state) const;
    // A referee's correction of one of a unit's values ("strength", "status" or an attribute)
    // as the effects that change what the rules read; `picked` answers correctionQuestion.
    // Throws RuleError naming the field, with the reason, when the correction is refused. The
    // base sets the value; a module whose rules read more than the value (ROE's men) overrides.
    virtual Outcome correction(const GameState& state, const std::string& unitId,
                               const std::string& field, const json& value,
                               const std::vector<std::string>& picked = {}) const;
    // What the referee must pick before correction() can make that correction; none by default.
    virtual std::optional<CorrectionQuestion> correctionQuestion(const GameState& state,
                                                                 const std::string& unitId,
                                                                 const std::string& field,
                                                                 const json& value) const;
    // Brings a saved game of an older save format into today's shape of the module's own
    // bookkeeping (its history's effects and its saved state) before it is replayed, so a game
    // saved by an earlier version loads and replays. The base changes nothing.
    virtual void migrateSave(json& save, int fromFormat) const;
    // Checks a scenario beyond the unit schema (e.g. card colours); errors to diagnostics.
    virtual void checkScenario(const GameState& state, Diagnostics& diagnostics) const;
    // A hint for a form as it is filled in: "medium range (12-72\")". Empty when none.
    virtual std::string hint(const std::string& action, const json& params,
                             const GameState& state) const;
    // Why a unit may not be named for one of an action's unit parameters now, beyond what the
    // parameter's filter says (adc/unit_filter.hpp): "" when it may, else the words that follow
    // the unit's name ("has been removed from play"). The forms' pickers offer only what this
    // allows and check() refuses what it refuses, so the two never disagree. The base refuses a
    // unit that has left play; a module overrides it where its rules let a unit act on after
    // its removal (a simultaneous phase) or keep a kind out of an action.
    virtual std::string unitRefusal(const ActionSpec& action, const ParamSpec& param,
                                    const Unit& unit, const GameState& state) const;

    // Break points for rosters and printouts, from the module's JSON; a reading chosen among
    // the house rules (options) changes them. The base has none.
    virtual UnitBreakPoints unitBreakPoints(const Unit& unit, const OptionChoices& options) const;
    // Lines for a side beyond its size: the army's break point. The base has none.
    virtual std::vector<std::string> sideBreakPoints(const std::vector<Unit>& units,
                                                     const OptionChoices& options) const;
    // The modifier at `pointer` (a number of data(), "/fire/modifiers/cover/woods") as the
    // resolvers apply it under `options`, for the quick-reference sheet. The base takes the
    // number as written, a signed modifier; a module whose JSON keeps a size the rules
    // subtract, or a modifier only a house rule applies, says so.
    virtual AppliedModifier appliedModifier(const std::string& pointer,
                                            const OptionChoices& options) const;
    // Whether a unit's strength counts in its side's totals ("23 of 25 stands" on a roster's
    // heading, the player display, a printed roster): every unit by default; MWAN's commanders
    // are figures, not stands.
    virtual bool inStrengthTotals(const Unit& unit) const;
    // JSON pointers into data() the break points come from ("/morale/trigger_fraction"), so a
    // printout can say where its numbers came from. Empty: the ruleset has no break points.
    virtual std::vector<std::string> breakPointSources() const;

protected:
    // Reads the parts every ruleset has: format, id, name, version, sequence, unit_schema,
    // house_rules, uses_deck. Module constructors read their own tables after this.
    Ruleset(const json& data, std::string file, JsonReader& reader);

    // The pieces of the base's nextSteps, for a module that puts its own between them.
    std::vector<NextStep> owedSteps(const GameState& state) const;
    std::vector<NextStep> phaseActionSteps(const GameState& state) const;
    // The id of the state's phase, "" when out of the sequence.
    std::string phaseIdOf(const GameState& state) const;

    void readShortForms(JsonReader& reader);
    void readLabels(JsonReader& reader);
    void readHeadlines(JsonReader& reader);
    // The one declaration of an action: its parameters, its resolver and, where it has one, its
    // odds shortcut. A new action is added here and nowhere else; one without a resolver is a
    // mistake in the module's code, refused here (std::logic_error) when the ruleset loads.
    void declare(ActionSpec spec, Resolver resolve, OddsShortcut odds = {});
    // A module's member resolver or shortcut as the functions declare() takes, in the shapes
    // they have (with or without dice).
    template <class Module>
    Resolver resolver(Outcome (Module::*f)(const json&, const GameState&, Dice&) const) const {
        const auto* module = static_cast<const Module*>(this);
        return [module, f](const json& p, const GameState& s, Dice& d) {
            return (module->*f)(p, s, d);
        };
    }
    template <class Module>
    Resolver resolver(Outcome (Module::*f)(const json&, const GameState&) const) const {
        const auto* module = static_cast<const Module*>(this);
        return [module, f](const json& p, const GameState& s, Dice&) { return (module->*f)(p, s); };
    }
    template <class Module, class Terms>
    OddsShortcut shortcut(Terms (Module::*f)(const json&, const GameState&, OddsTally&)
                              const) const {
        const auto* module = static_cast<const Module*>(this);
        return [module, f](const json& p, const GameState& s,
                           OddsTally& t) -> std::optional<std::uint64_t> {
            return (module->*f)(p, s, t);
        };
    }
    // The module's words for a unit that has left play ("has been wiped out"), which the base's
    // unitRefusal gives.
    void setLeftPlayWords(std::string words) { leftPlayWords_ = std::move(words); }
    const std::string& leftPlayWords() const { return leftPlayWords_; }

private:
    friend class RulesetRegistry; // adds the notices of a migration
    json data_;
    std::string file_;
    std::vector<std::string> loadNotices_;
    std::string id_, name_, version_;
    std::vector<Phase> sequence_;
    UnitSchema schema_;
    std::vector<HouseRule> houseRules_;
    std::vector<ActionSpec> actions_;
    // Each action's resolver and shortcut, in the order of actions_.
    struct HowResolved {
        Resolver resolve;
        OddsShortcut odds;
    };
    std::vector<HowResolved> resolvers_;
    // How `spec`, one of actions_, is resolved.
    const HowResolved& declared(const ActionSpec& spec) const;
    bool usesDeck_ = false;
    std::string leftPlayWords_ = "has left play";
    PublicRules public_;
    std::map<std::string, std::string> shortForms_;
    std::map<std::string, std::string> labels_;
    std::map<std::string, NamedListWords> namedLists_;
    std::map<std::string, std::vector<std::string>> headlines_; // action id or "any"
};

} // namespace adc
