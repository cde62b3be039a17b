// B) Card activation: drawing a card, reading it, and activating the units it lets act (their
// C) leader rolls are in leader_roll.cpp).
#include "roe_ruleset.hpp"

#include "adc/owed_tests.hpp"

#include "adc/dice_total.hpp"
#include "adc/odds_tally.hpp"
#include "adc/scenario_play.hpp"

#include <algorithm>

namespace adc::roe {

namespace {

bool isFaceRank(const Tables& t, int rank) {
    return std::find(t.faceRanks.begin(), t.faceRanks.end(), rank) != t.faceRanks.end();
}

// JOKER: the turn ends at once, the game goes to the morale phase and every unit still on
// the table owes a morale check.
void jokerEndsTheTurn(const Ruleset& rs, const Card& card, const GameState& state,
                      bool pendingBefore, Outcome& o) {
    json owed = json::array();
    std::string names;
    for (const auto& u : state.units) {
        if (!u.eliminated() && onTable(state, u.id)) {
            owed.push_back(u.id);
            names += (names.empty() ? "" : ", ") + unitLabel(u);
        }
    }
    int morale = phaseIndex(rs, "morale");
    if (pendingBefore) {
        o.effects.push_back(Effect::flag(flag::Pending, nullptr));
    }
    for (const auto& id : owed) {
        o.effects.push_back(
            Effect::owed(id.get<std::string>(), "morale", {{"reason", kJokerMorale}}));
    }
    o.effects.push_back(Effect::phase(state.turn, morale));
    o.effects.push_back(Effect::note("Joker: premature end of turn " + std::to_string(state.turn) +
                                     "; morale checks owed by " + names));
    o.steps.push_back({"JOKER - premature end of turn: all units make a morale check",
                       rs.phaseRule("activation"), std::nullopt});
    o.result["meaning"] = "joker";
    o.result["activates"] = nullptr;
    o.result["morale_checks"] = owed;
    o.summary = "Card " + card.code() + ": " + card.name() + " - the turn ends at once; " +
                std::to_string(owed.size()) + " units check morale";
}

} // namespace

Outcome RoeRuleset::drawCard(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    Deck deck = state.deck;
    if (flagOr(state, flag::Shuffled, 0) != json(state.turn)) {
        deck = shuffledDeck(state, dice);
        if (!walkingOdds(dice)) { // the whole deck as JSON, read by no result
            o.effects.push_back(Effect::deckSet(deck));
        }
        o.effects.push_back(Effect::flag(flag::Shuffled, state.turn));
        o.steps.push_back({"The deck has not been shuffled this turn: all " +
                               std::to_string(deck.left()) + " cards shuffled first",
                           phaseRule("activation"), std::nullopt});
    }
    std::string code = params.value("card", std::string{});
    Card card;
    if (!code.empty()) {
        auto c = Card::fromCode(code);
        if (!c) {
            throw RuleError("/params/card",
                            "\"" + code + "\" is not a card (e.g. 7H, 10C, KS, AD, JR, JB)");
        }
        const auto& pile = deck.drawPile();
        if (std::find(pile.begin(), pile.end(), *c) == pile.end()) {
            throw RuleError("/params/card", c->name() + " has already been drawn this turn");
        }
        card = *c;
        o.effects.push_back(Effect::deckDraw(card));
        o.steps.push_back(
            {"The referee drew the " + card.name(), phaseRule("activation"), std::nullopt});
    } else {
        if (deck.left() == 0) {
            throw RuleError("/params/card", "the deck is exhausted: the turn's activations are "
                                            "over, advance to the morale phase");
        }
        // A die picks the card among those left rather than taking the top of the stored
        // order: the same chance for each, and the odds before the draw are then the odds of
        // each card left, not the stored order's next card given away.
        const auto& pile = deck.drawPile();
        const int j = dice.roll(Die{static_cast<int>(pile.size()), 0}, "draw a card");
        card = pile[static_cast<std::size_t>(j)];
        o.effects.push_back(Effect::deckDraw(card));
        o.steps.push_back(
            {"Drawn: the " + card.name() + " (" + std::to_string(deck.left() - 1) + " cards left)",
             phaseRule("activation"), std::nullopt});
    }
    readCard(card, state, dice, o);
    return o;
}

void RoeRuleset::readCard(const Card& card, const GameState& state, Dice& dice, Outcome& o) const {
    json pendingBefore = flagOr(state, flag::Pending, nullptr);
    if (pendingBefore.is_object()) {
        o.steps.push_back({"The " + pendingBefore.value("card", std::string("previous card")) +
                               " was not used and is discarded",
                           phaseRule("activation"), std::nullopt});
    }
    const std::string colour = card.isRed() ? "red" : "black";
    o.result = {{"card", card.code()}, {"colour", colour}};
    bool inAddition = option(state, "face_and_ace") == "in_addition";

    if (card.isJoker()) {
        jokerEndsTheTurn(*this, card, state, pendingBefore.is_object(), o);
        return;
    }

    json pending = {{"card", card.code()}, {"colour", colour}, {"initiative", false}};
    bool activates = true;
    if (card.rank == tables_.aceRank) {
        int roll = dice.roll(Die{tables_.eventDieSides, 1}, "random event");
        const RandomEvent* ev = tables_.event(roll);
        o.steps.push_back({"ACE - random event: rolled " + std::to_string(roll) + ", " + ev->name +
                               ": " + ev->text,
                           childPointer("/random_events/events",
                                        static_cast<std::size_t>(ev - tables_.events.data())),
                           std::nullopt});
        o.effects.push_back(Effect::note("Random event: " + ev->name + ". " + ev->text));
        o.result["meaning"] = "random_event";
        o.result["event"] = {{"roll", roll}, {"name", ev->name}, {"text", ev->text}};
        activates = inAddition;
        o.summary = "Card " + card.code() + ": random event - " + ev->name;
    } else if (isFaceRank(tables_, card.rank)) {
        pending["initiative"] = true;
        o.steps.push_back({"FACE card - a senior leader may take leader initiative and direct "
                           "other leaders within command radius and sight",
                           "/cards/face_ranks", std::nullopt});
        o.result["meaning"] = "leader_initiative";
        o.summary = "Card " + card.code() + ": leader initiative for a " + colour + " unit";
    } else {
        o.result["meaning"] = "activation";
        o.summary = "Card " + card.code() + ": one " + colour + " unit may act";
    }
    if (activates) {
        o.steps.push_back({std::string(card.isRed() ? "RED" : "BLACK") + " card - one " + colour +
                               " unit may perform an action",
                           phaseRule("activation"), std::nullopt});
        o.effects.push_back(Effect::flag(flag::Pending, pending));
        o.result["activates"] = colour;
        if (o.result["meaning"] == "random_event") {
            o.summary += "; one " + colour + " unit may act";
        }
    } else {
        o.steps.push_back(
            {"The ace brings its event instead of an activation", "R9", std::nullopt});
        if (pendingBefore.is_object()) {
            o.effects.push_back(Effect::flag(flag::Pending, nullptr));
        }
        o.result["activates"] = nullptr;
    }
}

std::optional<std::uint64_t> RoeRuleset::addDrawOdds(const json& params, const GameState& state,
                                                     OddsTally& tally) const {
    // A card the referee names is drawn on no die: the walk is as short. An empty deck is
    // refused, as the resolver refuses it.
    if (!params.value("card", std::string{}).empty()) {
        return std::nullopt;
    }
    // Shuffled or not, the die picks among the cards left, each as likely: their order, which
    // the shuffle would change, is never read.
    const bool shuffled = flagOr(state, flag::Shuffled, 0) == json(state.turn);
    std::vector<Card> pile = state.deck.drawPile();
    if (!shuffled) {
        pile.insert(pile.end(), state.deck.discards().begin(), state.deck.discards().end());
    }
    if (pile.empty()) {
        return std::nullopt;
    }
    // Each card read once, and an ace once for each face of its event die.
    const OddsInteger den = static_cast<int>(pile.size()) * tables_.eventDieSides;
    const std::size_t denIndex = tally.denominator(den);
    std::uint64_t terms = 0;
    for (const Card& card : pile) {
        const bool ace = card.rank == tables_.aceRank && !card.isJoker();
        for (int face = 1; face <= (ace ? tables_.eventDieSides : 1); ++face) {
            ScriptedDice event({face});
            Dice dice(event);
            Outcome o;
            readCard(card, state, dice, o);
            const int ways = ace ? 1 : tables_.eventDieSides;
            for (const auto& [key, value] : o.result.items()) {
                tally.add(key, value, ways, denIndex);
            }
            ++terms;
        }
    }
    return terms;
}

std::vector<const Unit*> RoeRuleset::activated(const json& params, const GameState& state) const {
    json pending = flagOr(state, flag::Pending, nullptr);
    if (!pending.is_object()) {
        throw RuleError("/params/unit", "no card waits for a unit: draw a card first");
    }
    const Unit& u = unitParam(state, params, "unit");
    const std::string colour = pending.value("colour", std::string{});
    const std::string card = pending.value("card", std::string{});
    const bool initiative = pending.value("initiative", false);
    json acted = flagOr(state, flag::Acted, json::array());
    auto check = [&](const Unit& x, const std::string& field) {
        if (sideColour(state, x) != colour) {
            throw RuleError(field, unitLabel(x) + " plays " +
                                       (sideColour(state, x).empty() ? std::string("no")
                                                                     : sideColour(state, x)) +
                                       " cards; the " + card + " is " + colour);
        }
        if (listed(acted, x.id)) {
            throw RuleError(field, unitLabel(x) + " has already acted this turn");
        }
        if (x.strength <= 0) {
            throw RuleError(field, unitLabel(x) + " has no men left fighting");
        }
    };
    check(u, "/params/unit");
    const json& directed = params.at("directed");
    if (!directed.empty() && !initiative) {
        throw RuleError("/params/directed",
                        "only a face card brings leader initiative; the " + card + " does not");
    }
    if (initiative && option(state, "face_and_ace") == "instead") {
        auto figs = readFigures(u, tables_, "/params/unit");
        if (fightingLeaders(figs, tables_).empty()) {
            throw RuleError("/params/unit",
                            "the face card activates through a senior leader, and " + unitLabel(u) +
                                " has none left (R9: instead)");
        }
    }
    std::vector<const Unit*> units = {&u};
    for (std::size_t i = 0; i < directed.size(); ++i) {
        std::string field = "/params/directed/" + std::to_string(i);
        const Unit* d = state.unit(directed[i].get<std::string>());
        if (d->eliminated()) {
            throw RuleError(field, unitLabel(*d) + " is eliminated");
        }
        if (std::find(units.begin(), units.end(), d) != units.end()) {
            throw RuleError(field, unitLabel(*d) + " is named twice");
        }
        check(*d, field);
        units.push_back(d);
    }
    return units;
}

Outcome RoeRuleset::activate(const json& params, const GameState& state, Dice& dice) const {
    const std::vector<const Unit*> units = activated(params, state);
    const Unit& u = *units.front();
    const json pending = flagOr(state, flag::Pending, nullptr);
    const std::string card = pending.value("card", std::string{});
    json acted = flagOr(state, flag::Acted, json::array());
    Outcome o;
    o.steps.push_back(
        {"The " + card + " activates " + unitLabel(u), phaseRule("activation"), std::nullopt});
    json actingFlag = flagOr(state, flag::Acting, json::object());
    json formations = flagOr(state, flag::Formation, json::object());
    const std::vector<std::string> split = splitNames(params.at("split").get<std::string>());
    json directedResult = json::object();
    std::string summary = "Activate " + unitLabel(u);
    int mainActing = 0;
    for (std::size_t i = 0; i < units.size(); ++i) {
        const Unit& x = *units[i];
        if (i > 0) {
            o.steps.push_back({"Leader initiative: " + unitLabel(x) + " is directed",
                               "/cards/face_ranks", std::nullopt});
        }
        LeaderRoll plan;
        const int n = leaderRoll(state, x, i == 0 ? params.at("out_of_radius").get<int>() : 0,
                                 i == 0 ? split : std::vector<std::string>{}, dice, o.steps, &plan);
        actingFlag[x.id] = n;
        if (plan.formation) {
            // What the formation does is recorded with its first action (countActing).
            formations[x.id] = {
                {"action", ""}, {"split", plan.split}, {"split_acting", n - plan.fixed}};
        }
        acted = withItem(acted, x.id);
        if (i == 0) {
            mainActing = n;
            summary += ": " + std::to_string(n) + " men act";
        } else {
            directedResult[x.id] = n;
            summary += "; " + unitLabel(x) + ": " + std::to_string(n);
        }
    }
    o.effects.push_back(Effect::flag(flag::Acted, acted));
    o.effects.push_back(Effect::flag(flag::Acting, actingFlag));
    if (!formations.empty()) {
        o.effects.push_back(Effect::flag(flag::Formation, formations));
    }
    o.effects.push_back(Effect::flag(flag::Pending, nullptr));
    o.result = {{"unit", u.id}, {"acting", mainActing}, {"directed", directedResult}};
    o.summary = summary;
    return o;
}

} // namespace adc::roe
