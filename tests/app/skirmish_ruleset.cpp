#include "skirmish_ruleset.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/ruleset.hpp"

namespace adc::test {

namespace {

class SkirmishRuleset : public Ruleset {
public:
    SkirmishRuleset(const json& data, const std::string& file, JsonReader& reader)
        : Ruleset(data, file, reader) {
        ActionSpec fire{"fire", "Fire", "cards", "A unit fires at an enemy unit.", {}};
        fire.params.push_back(
            {"shooter", "Firing unit", ParamType::Unit, true, {}, {}, 0, 1000, "own", "Who fires"});
        fire.params.push_back({"target",
                               "Target",
                               ParamType::Unit,
                               true,
                               {},
                               {},
                               0,
                               1000,
                               "enemy",
                               "Who is fired at"});
        fire.params.push_back(
            {"range", "Range", ParamType::Distance, true, {}, {}, 0, 1000, "any", "Inches"});
        fire.params.push_back(
            {"aimed", "Aimed fire", ParamType::Flag, false, false, {}, 0, 1, "any", ""});
        declareResolved(fire);
        ActionSpec draw{"draw", "Draw card", "cards", "Draw the next activation card.", {}};
        draw.params.push_back({"card",
                               "Physical card",
                               ParamType::Text,
                               false,
                               "",
                               {},
                               0,
                               1000,
                               "any",
                               "The card the referee drew, if a physical deck is used"});
        draw.params.back().names = ParamNames::Card;
        draw.drawsCard = true;
        declareResolved(draw);
        // As many D6 as the referee likes, each its own branch: a walk as long as a test needs.
        ActionSpec volley{"volley", "Volley", "", "One D6 per man; 6s hit.", {}};
        volley.params.push_back(
            {"dice", "Dice", ParamType::Integer, true, {}, {}, 1, 30, "any", ""});
        declareResolved(volley);
        ActionSpec morale{"morale", "Morale test", "", "2D6 against 8.", {}};
        morale.params.push_back(
            {"unit", "Unit", ParamType::Unit, true, {}, {}, 0, 1000, "any", ""});
        declareResolved(morale);
    }

    std::string hint(const std::string& action, const json& params,
                     const GameState&) const override {
        if (action == "fire" && params.contains("range")) {
            return params["range"].get<double>() <= 12 ? "short range (0-12\"): hits on 1-2"
                                                       : "long range (over 12\"): hits on 1";
        }
        return {};
    }

    std::vector<Obligation> owed(const GameState& state) const override {
        std::vector<Obligation> out;
        for (const auto& id : state.flags.value("fired_on", json::array())) {
            out.push_back({id.get<std::string>(), "morale", "fired on: must test morale"});
        }
        return out;
    }

protected:
    // Every action of this test ruleset is resolved by resolveAs, one function for them all.
    void declareResolved(ActionSpec spec) {
        const std::string id = spec.id;
        declare(std::move(spec), [this, id](const json& p, const GameState& s, Dice& d) {
            return resolveAs(*action(id), p, s, d);
        });
    }

    Outcome resolveAs(const ActionSpec& spec, const json& params, const GameState& state,
                      Dice& dice) const {
        Outcome o;
        o.action = spec.id;
        if (spec.id == "volley") {
            int hits = 0;
            for (int i = 0; i < params["dice"].get<int>(); ++i) {
                hits += dice.roll(Die::d6(), "volley") == 6 ? 1 : 0;
            }
            o.result["hits"] = hits;
            return o;
        }
        if (spec.id == "fire") {
            const Unit& shooter = *state.unit(params["shooter"].get<std::string>());
            const Unit& target = *state.unit(params["target"].get<std::string>());
            int n = std::min(shooter.strength, 4);
            bool shortRange = params["range"].get<double>() <= 12;
            int need = (shortRange ? 2 : 1) + (params["aimed"].get<bool>() ? 1 : 0);
            o.steps.push_back({shortRange ? "short range: hits on 1-2" : "long range: hits on 1",
                               shortRange ? "fire/short" : "fire/long", std::nullopt});
            if (params["aimed"].get<bool>()) {
                o.steps.push_back({"aimed fire", "fire/aimed", 1});
            }
            int hits = 0;
            for (int i = 0; i < n; ++i) {
                int f =
                    dice.roll(Die::d6(), "fire: " + shooter.name + ", figure " +
                                             std::to_string(i + 1) + " of " + std::to_string(n));
                bool hit = f <= need;
                hits += hit ? 1 : 0;
                o.steps.push_back({"figure " + std::to_string(i + 1) + " rolls " +
                                       std::to_string(f) + (hit ? ": hit" : ": miss"),
                                   "fire/table", std::nullopt});
            }
            hits = std::min(hits, target.strength);
            if (hits > 0) {
                o.effects.push_back(Effect::casualties(target.id, hits, "fire: " + shooter.name));
            }
            json fired = state.flags.value("fired_on", json::array());
            fired.push_back(target.id);
            o.effects.push_back(Effect::flag("fired_on", fired));
            json acted = state.flags.value("acted", json::array());
            acted.push_back(shooter.id);
            o.effects.push_back(Effect::flag("acted", acted));
            o.result = {{"hits", hits}};
            o.summary = "Fire: " + shooter.name + " → " + target.name + ", " +
                        std::to_string(hits) + (hits == 1 ? " hit" : " hits");
        } else if (spec.id == "draw") {
            std::string code = params.value("card", "");
            std::optional<Card> card;
            if (!code.empty()) {
                card = Card::fromCode(code);
                if (!card) {
                    throw RuleError("/params/card", "\"" + code + "\" is not a card");
                }
            } else if (state.deck.left() > 0) {
                card = state.deck.drawPile().back();
            } else {
                throw RuleError("/params/card", "the deck is empty");
            }
            o.effects.push_back(Effect::deckDraw(code.empty() ? std::nullopt : card));
            if (card->isJoker()) {
                o.effects.push_back(Effect::phase(state.turn + 1, 0));
                o.effects.push_back(Effect::flag("acted", nullptr));
                o.result = {{"card", card->code()}, {"meaning", "joker: the turn ends"}};
                o.summary = card->name() + ": the turn ends; every unit tests morale";
            } else {
                std::string colour = card->isRed() ? "red" : "black";
                o.result = {{"card", card->code()}, {"meaning", colour + " side acts"}};
                o.summary = card->name() + ": one " + colour + " unit acts";
            }
            o.steps.push_back({"card drawn: " + card->name(), "cards", std::nullopt});
        } else {
            const Unit& u = *state.unit(params["unit"].get<std::string>());
            auto faces = dice.roll(2, Die::d6(), "morale: " + u.name);
            int total = faces[0] + faces[1];
            bool passed = total <= 8;
            o.steps.push_back(
                {"2D6 = " + std::to_string(total) + " against 8", "morale", std::nullopt});
            if (!passed) {
                o.effects.push_back(Effect::status(u.id, "routed"));
            }
            json fired = state.flags.value("fired_on", json::array());
            fired.erase(std::remove(fired.begin(), fired.end(), json(u.id)), fired.end());
            o.effects.push_back(Effect::flag("fired_on", fired.empty() ? json() : fired));
            o.result = {{"passed", passed}};
            o.summary = "Morale: " + u.name + (passed ? " holds" : " routs");
        }
        return o;
    }
};

} // namespace

RulesetRegistry registryWithSkirmish() {
    RulesetRegistry r = builtinRulesets();
    r.add("skirmish", [](const json& data, const std::string& file, JsonReader& reader) {
        return std::unique_ptr<Ruleset>(new SkirmishRuleset(data, file, reader));
    });
    return r;
}

std::string skirmishDataDir() {
    return ADC_APP_TEST_DATA;
}

std::string skirmishScenario() {
    return skirmishDataDir() + "/scenarios/skirmish-test.json";
}

} // namespace adc::test
