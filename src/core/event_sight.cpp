// The one filter of what a viewer sees of an event (adc/public_view.hpp, eventSight). It builds
// the viewer's copy from nothing: each part goes in only by a rule here that says it is public
// to this viewer, so a new kind of effect, an event that names no unit or a note stays hidden
// until a rule says otherwise (docs/rulings/bluegray.md, "What a side learns").
#include "adc/public_view.hpp"

#include <algorithm>

namespace adc {

std::vector<std::string> requestUnits(const Ruleset& ruleset, const ActionRequest& request) {
    std::vector<std::string> out;
    const ActionSpec* spec = ruleset.action(request.action);
    if (!spec || !request.params.is_object()) {
        return out;
    }
    for (const auto& p : spec->params) {
        auto it = request.params.find(p.name);
        if (it == request.params.end()) {
            continue;
        }
        if (p.type == ParamType::Unit && it->is_string()) {
            out.push_back(it->get<std::string>());
        } else if (p.type == ParamType::Units && it->is_array()) {
            for (const auto& id : *it) {
                if (id.is_string()) {
                    out.push_back(id.get<std::string>());
                }
            }
        }
    }
    return out;
}

bool isBookkeeping(const Ruleset& ruleset, const Effect& effect) {
    switch (effect.kind) {
    case EffectKind::Flag:
    case EffectKind::DeckSet:
        return true;
    case EffectKind::Attr: {
        const AttributeSpec* spec = ruleset.unitSchema().find(effect.key);
        return spec && spec->bookkeeping;
    }
    default:
        return false;
    }
}

namespace {

// Who looks, at the state the event applied to, under which declaration.
struct Looking {
    const PublicRules& rules;
    const GameState& before;
    const Viewer& viewer;

    bool exists(const std::string& unitId) const { return before.unit(unitId) != nullptr; }
    bool owns(const std::string& unitId) const {
        const Unit* u = before.unit(unitId);
        return !viewer.isPublic() && u && u->side == viewer.side;
    }
    // Its strength left and its losses: its own side's, and everyone's where the ruleset says.
    bool seesStrength(const std::string& unitId) const {
        return owns(unitId) || (rules.unitStrength && exists(unitId));
    }
};

// The units an event touches: those its request names and those its effects change.
std::vector<std::string> touchedUnits(const Ruleset& ruleset, const Outcome& outcome,
                                      const std::optional<ActionRequest>& request) {
    std::vector<std::string> out;
    if (request) {
        out = requestUnits(ruleset, *request);
    }
    for (const auto& fx : outcome.effects) {
        if (!fx.unit.empty()) {
            out.push_back(fx.unit);
        }
    }
    return out;
}

// Whether the viewer reads of this effect. `texts`: every unit the event touches is the
// viewer's to see in full (the free words of a note may carry any number).
bool effectShown(const Effect& fx, const Looking& l, bool texts, std::size_t effectCount) {
    switch (fx.kind) {
    case EffectKind::Phase:
    case EffectKind::DeckDraw:
        return true; // the turn, the phase and the card turned are the whole table's
    case EffectKind::Flag:
    case EffectKind::DeckSet:
        return false; // the ruleset's bookkeeping; the deck's order is nobody's to read
    case EffectKind::Owed:
        return l.owns(fx.unit); // a test owed is its side's, as the owed list is
    case EffectKind::Attr:
        // A unit's attributes hold what its side keeps (Blue and Gray's written order, a
        // referee's correction of it): another side reads them only where the ruleset keeps
        // nothing private. A structured one (ROE's named men) is its own side's bookkeeping.
        return l.owns(fx.unit) ||
               (l.rules.allPublic() && l.exists(fx.unit) && !fx.value.is_structured());
    case EffectKind::SetStrength:
        return l.seesStrength(fx.unit); // a correction says what is left
    case EffectKind::Casualties:
    case EffectKind::LeaderStatus:
        // What a table deals is public where its result is: the figures come off in sight.
        return l.seesStrength(fx.unit) || (l.rules.tableResult && l.exists(fx.unit));
    case EffectKind::Status:
        return l.exists(fx.unit); // every side's roster shows every unit's status
    case EffectKind::Note:
        // A note alongside other effects repeats the summary; alone, it is the event's words.
        return texts && effectCount == 1;
    }
    return false; // a kind this filter has no rule for
}

// A hidden effect the headline of any event would state: the strength or losses a viewer may
// not see.
bool headlineTells(const Effect& fx) {
    return fx.kind == EffectKind::SetStrength || fx.kind == EffectKind::Casualties ||
           fx.kind == EffectKind::LeaderStatus;
}

std::string actionName(const Ruleset& ruleset, const std::string& action) {
    if (const ActionSpec* spec = ruleset.action(action)) {
        return spec->name;
    }
    return action == "correction" ? "A correction" : "An action";
}

// The title of an event whose own words are withheld: the turn and phase a phase change moves
// to (public on every page), else the action's name.
std::string plainTitle(const Ruleset& ruleset, const Outcome& outcome) {
    for (const auto& fx : outcome.effects) {
        const auto& seq = ruleset.sequence();
        if (fx.kind == EffectKind::Phase && fx.value.is_number_integer() &&
            fx.value.get<int>() >= 0 &&
            static_cast<std::size_t>(fx.value.get<int>()) < seq.size()) {
            return "Turn " + std::to_string(fx.count) + ": " +
                   seq[static_cast<std::size_t>(fx.value.get<int>())].name;
        }
    }
    return actionName(ruleset, outcome.action) + " — details kept by the side";
}

} // namespace

EventSight eventSight(const Ruleset& ruleset, const Outcome& outcome,
                      const std::optional<ActionRequest>& request, const std::string& label,
                      const GameState& before, const Viewer& viewer) {
    const PublicRules& rules = ruleset.publicRules();
    const Looking l{rules, before, viewer};
    const std::vector<std::string> touched = touchedUnits(ruleset, outcome, request);
    EventSight out;
    const bool isPrivate =
        rules.isPrivate(outcome.action) || (request && rules.isPrivate(request->action));
    const bool allOwn = !touched.empty() && std::all_of(touched.begin(), touched.end(),
                                                        [&](const auto& id) { return l.owns(id); });
    if (isPrivate && !allOwn) {
        out.kept = true;
        out.title = actionName(ruleset, outcome.action) + " — kept by the side that made it";
        return out;
    }
    // The steps explain the table with the numbers behind it (a firing unit's men, a side's
    // men lost): shown only where every unit they could be about is seen in full. An event
    // that names no unit may be about any side's totals.
    const bool texts = touched.empty()
                           ? rules.unitStrength && rules.sideTotals
                           : std::all_of(touched.begin(), touched.end(),
                                         [&](const auto& id) { return l.seesStrength(id); });
    if (texts) {
        for (const auto& step : outcome.steps) {
            out.steps.push_back(step.text);
        }
    }
    // One die a figure: their number is the acting unit's strength (the request's first named
    // unit; without the request, it is not known, so they are hidden).
    const std::vector<std::string> named =
        request ? requestUnits(ruleset, *request) : std::vector<std::string>{};
    const bool countTells = rules.throwsOneDieAFigure(outcome.action) &&
                            (named.empty() || !l.seesStrength(named.front()));
    if ((rules.dice || texts) && !countTells) {
        out.rolls = outcome.rolls;
    }
    // The label states the outcome ("strength → 3", "28.4% lost"). A declared action's label is
    // its table's result, public where the ruleset says so, unless it states a strength or loss
    // withheld; any other event's (a correction, a note, a phase change) is about its effects
    // themselves, and goes with any of them withheld but the ruleset's bookkeeping.
    const bool declared = ruleset.action(outcome.action) != nullptr;
    bool withheld = false;
    for (const auto& fx : outcome.effects) {
        // The ruleset's bookkeeping is read by no viewer; whether it counts as withheld from
        // the title stays as for any effect of its kind (a correction of it names the unit).
        if (effectShown(fx, l, texts, outcome.effects.size())) {
            if (!isBookkeeping(ruleset, fx)) {
                out.effects.push_back(fx);
            }
        } else if (headlineTells(fx) ||
                   (!declared && fx.kind != EffectKind::Flag && fx.kind != EffectKind::DeckSet)) {
            withheld = true;
        }
    }
    out.headline = !withheld && (touched.empty() ? texts : rules.tableResult || texts);
    out.title =
        out.headline ? (label.empty() ? outcome.summary : label) : plainTitle(ruleset, outcome);
    return out;
}

} // namespace adc
