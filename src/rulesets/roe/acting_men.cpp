// C) Who of an activated unit acts: "(1xD6 + modifiers per unit activated) to determine how many
// individuals ... will act that turn: only these individuals may shoot. move or move into melee."
// The count is of men, not of actions: a man who fires and then moves is one man. And exception
// 1: a close-order formation with a leader "may automatically perform SAME action", so its men
// take one action together through the activation.
#include "roe_ruleset.hpp"

namespace adc::roe {

namespace {

std::string doing(const std::string& action) {
    return action == "fire" ? "fire" : action == "move" ? "move" : "fight in melee";
}

std::string done(const std::string& action) {
    return action == "fire" ? "fired" : action == "move" ? "moved" : "gone into melee";
}

std::string men(int n) {
    return std::to_string(n) + (n == 1 ? " man" : " men");
}

// The men who split from a formation act on their own leader roll: no more of them than it let.
void checkSplitCount(const json& f, const json& acted, const std::string& name,
                     const std::string& field) {
    const json split = f.value("split", json::array());
    int splitActed = 0;
    for (const auto& n : acted) {
        splitActed += listed(split, n.get<std::string>()) ? 1 : 0;
    }
    const int splitAllowed = f.value("split_acting", 0);
    if (splitActed > splitAllowed) {
        throw RuleError(field, std::to_string(splitActed) + " of the men who split from " + name +
                                   "'s formation would have acted, but their leader roll let "
                                   "only " +
                                   std::to_string(splitAllowed) + " act");
    }
}

// A close-order formation's men perform one action together: the first one of theirs is
// recorded in `f` as the formation's, moving into melee is one action with the move, and any
// other is refused (men who split from it act on their own).
void holdToOneAction(const RoeRuleset& rs, const GameState& state, json& f,
                     const std::vector<Figure>& figs, const std::vector<std::size_t>& who,
                     const std::string& action, const std::string& field, const std::string& name,
                     Outcome& o) {
    const json split = f.value("split", json::array());
    bool ofFormation = false;
    for (std::size_t i : who) {
        ofFormation = ofFormation || !listed(split, figs[i].name);
    }
    const std::string recorded = f.value("action", std::string{});
    if (ofFormation && recorded.empty()) {
        f["action"] = action;
        o.steps.push_back({name + " is in close order: its formation's men " + doing(action) +
                               " together, and no other action of theirs is allowed this "
                               "activation",
                           "/house_rules/close_order_split", std::nullopt});
    } else if (ofFormation && recorded == "move" && action == "melee") {
        f["action"] = action;
        o.steps.push_back({name + "'s close-order formation moves into melee: one action",
                           "/house_rules/close_order_split", std::nullopt});
    } else if (ofFormation && recorded != action) {
        const bool splits = rs.option(state, "close_order_split") == "leader_roll";
        throw RuleError(
            field,
            name + "'s close-order formation has " + done(recorded) +
                " this activation and performs the SAME action: its men may not " + doing(action) +
                " now" +
                (splits ? " (men who split from it at activation may)"
                        : " (the house rule for a close-order formation that splits lets men split "
                          "off at activation, with a leader roll)"));
    } else if (ofFormation) {
        o.steps.push_back({name + "'s formation's men " + doing(action) +
                               " together, as it has this activation (close order)",
                           "/leader_roll/close_order_all_act", std::nullopt});
    }
}

} // namespace

void RoeRuleset::countActing(const GameState& state, const Unit& u, const std::vector<Figure>& figs,
                             const std::vector<std::size_t>& who, const std::string& action,
                             const std::string& field, Outcome& o) const {
    const std::string name = unitLabel(u);
    const int allowed = flagOr(state, flag::Acting, json::object()).at(u.id).get<int>();
    json actors = flagOr(state, flag::Actors, json::object());
    json acted = actors.contains(u.id) ? actors[u.id] : json::array();
    const int before = static_cast<int>(acted.size());
    for (std::size_t i : who) {
        acted = withItem(acted, figs[i].name);
    }
    const int now = static_cast<int>(acted.size());
    json formations = flagOr(state, flag::Formation, json::object());
    const bool formation = formations.contains(u.id);
    if (formation) {
        checkSplitCount(formations[u.id], acted, name, field);
    }
    if (now > allowed) {
        throw RuleError(field, (before == 0 ? men(now) + " of " + name + " would " + doing(action)
                                            : std::to_string(now - before) + " more of " + name +
                                                  " would " + doing(action) + " after the " +
                                                  men(before) + " who already acted, " +
                                                  std::to_string(now) + " in all") +
                                   ", but the leader roll let only " + std::to_string(allowed) +
                                   " act: name the men who " + doing(action));
    }
    if (formation) {
        holdToOneAction(*this, state, formations[u.id], figs, who, action, field, name, o);
        o.effects.push_back(Effect::flag(flag::Formation, formations));
    }
    actors[u.id] = acted;
    o.effects.push_back(Effect::flag(flag::Actors, actors));
    o.steps.push_back({name + ": " + std::to_string(now) + " of the " + std::to_string(allowed) +
                           " men the leader roll let act have acted",
                       "/leader_roll", std::nullopt});
}

} // namespace adc::roe
