#include "drill_ruleset.hpp"

#ifndef ADC_DRILL_DATA_DIR
#define ADC_DRILL_DATA_DIR "tests/core/data"
#endif

namespace adc::drill {

namespace {

class DrillRuleset : public Ruleset {
public:
    DrillRuleset(const json& data, const std::string& file, JsonReader& r)
        : Ruleset(data, file, r) {
        std::vector<std::string> keys = commonRulesetKeys();
        keys.push_back("hit_on");
        r.onlyKeys("", keys);
        hitOn_ = r.integer("/hit_on", 1, 6).value_or(4);
        declareResolved(
            {"volley",
             "Volley",
             "fire",
             "Each die that reaches the hit number kills a figure",
             {{"shooter", "Shooter", ParamType::Unit, true, {}, {}, 0, 1000, "own", ""},
              {"target", "Target", ParamType::Unit, true, {}, {}, 0, 1000, "enemy", ""},
              {"dice", "Dice", ParamType::Integer, false, 1, {}, 1, 10, "any", ""},
              {"aimed", "Aimed", ParamType::Flag, false, false, {}, 0, 1000, "any", ""},
              {"range", "Range", ParamType::Distance, false, 6.0, {}, 0, 48, "any", ""}}});
        // Of any phase: the core's tests take a test right after the volley that caused it.
        // The base check refuses an action out of its phase; the modules' tests show it.
        declareResolved({"morale",
                         "Morale test",
                         "",
                         "A 0-9 d10 at or under the unit's morale passes; otherwise the unit routs",
                         {{"unit", "Unit", ParamType::Unit, true, {}, {}, 0, 1000, "any", ""},
                          {"stance", "Stance", ParamType::Choice, false, "steady",
                           std::vector<std::string>{"steady", "wavering"}, 0, 1000, "any", ""}}});
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
        if (spec.id == "volley") {
            const Unit& shooter = *state.unit(params["shooter"].get<std::string>());
            const Unit& target = *state.unit(params["target"].get<std::string>());
            if (!shooter.attr<bool>("loaded", true)) {
                throw RuleError("/params/shooter", shooter.name + " is not loaded");
            }
            int need = hitOn_;
            o.steps.push_back({"hits on " + std::to_string(need) + "+", "hit_on", std::nullopt});
            if (params["aimed"].get<bool>()) {
                --need;
                o.steps.push_back({"aimed fire", "aimed", 1});
            }
            if (option(state, "volley_bonus") == "plus_one") {
                --need;
                o.steps.push_back({"volley bonus", "R1", 1});
            }
            int hits = 0;
            for (int face : dice.roll(params["dice"].get<int>(), Die::d6(), "volley")) {
                hits += face >= need ? 1 : 0;
            }
            if (hits > 0) {
                o.effects.push_back(Effect::casualties(target.id, hits, "volley: " + shooter.name));
            }
            o.effects.push_back(Effect::attr(shooter.id, "loaded", false));
            o.summary =
                shooter.name + " fires at " + target.name + ": " + std::to_string(hits) + " hits";
            o.result = {{"hits", hits}};
            return o;
        }
        const Unit& unit = *state.unit(params["unit"].get<std::string>());
        int morale = unit.attr<int>("morale", 5);
        if (params["stance"] == "wavering") {
            --morale;
            o.steps.push_back({"wavering", "stance", -1});
        }
        int face = dice.roll(Die::d10zero(), "morale: " + unit.name);
        bool passed = face <= morale;
        o.steps.push_back(
            {"passes on " + std::to_string(morale) + " or less", "morale", std::nullopt});
        if (!passed) {
            o.effects.push_back(Effect::status(unit.id, status::Routed));
        }
        o.summary = unit.name + (passed ? " stands" : " routs");
        o.result = {{"passed", passed}};
        return o;
    }

private:
    int hitOn_ = 4;
};

} // namespace

std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader) {
    return std::make_unique<DrillRuleset>(data, file, reader);
}

RulesetRegistry registry() {
    RulesetRegistry r;
    r.add("drill", make);
    return r;
}

std::string dataDir() {
    return ADC_DRILL_DATA_DIR;
}

} // namespace adc::drill
