#include "scripted_turn.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/scenario.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <stdexcept>

namespace adc::share::scripted {

namespace fs = std::filesystem;

std::vector<std::string> shippedScenarios() {
    std::vector<std::string> out;
    for (const auto& entry : fs::directory_iterator(fs::path(ADC_TEST_DATA_DIR) / "scenarios")) {
        if (entry.path().extension() == ".json") {
            out.push_back(entry.path().string());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string scenarioTestName(const std::string& file) {
    std::string name = fs::path(file).stem().string();
    std::replace_if(
        name.begin(), name.end(),
        [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
    return name;
}

Game loadGame(const std::string& file) {
    static const RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded = loadScenarioFile(file, registry, ADC_TEST_DATA_DIR);
    return Game(loaded.ruleset, loaded.scenario);
}

const Unit& firstUnitOf(const Game& g, const std::string& side) {
    for (const auto& u : g.state().units) {
        if (u.side == side) {
            return u;
        }
    }
    throw std::runtime_error("side without units: " + side);
}

ActionRequest plainRequest(const ActionSpec& spec, const Unit& own, const Unit& enemy,
                           std::size_t choice) {
    ActionRequest r{spec.id, json::object()};
    for (const auto& p : spec.params) {
        switch (p.type) {
        case ParamType::Unit:
            r.params[p.name] = p.unitFilter == "enemy" || p.name == "target" ? enemy.id : own.id;
            break;
        case ParamType::Units:
            r.params[p.name] = json::array({p.unitFilter == "enemy" ? enemy.id : own.id});
            break;
        case ParamType::Choice:
            r.params[p.name] = p.choices.empty()
                                   ? json()
                                   : json(p.choices[std::min(choice, p.choices.size() - 1)]);
            break;
        case ParamType::Flag:
            r.params[p.name] = false;
            break;
        case ParamType::Integer:
            r.params[p.name] = std::max(p.min, std::min(p.max, 1));
            break;
        case ParamType::Distance:
            r.params[p.name] = 6;
            break;
        case ParamType::Text:
            r.params[p.name] = kSecretText;
            break;
        }
    }
    return r;
}

Turn playATurn(Game& g) {
    Turn t;
    const std::size_t phases = g.ruleset().sequence().size();
    for (std::size_t phase = 0; phase < phases; ++phase) {
        const auto& sides = g.state().sides;
        for (std::size_t s = 0; s < sides.size(); ++s) {
            const std::string own = firstUnitOf(g, sides[s].id).id;
            const std::string enemy = firstUnitOf(g, sides[(s + 1) % sides.size()].id).id;
            for (const auto& spec : g.ruleset().actions()) {
                for (std::size_t choice = 0; choice < 8; ++choice) {
                    ActionRequest r =
                        plainRequest(spec, *g.state().unit(own), *g.state().unit(enemy), choice);
                    try {
                        Outcome o = g.resolve(r);
                        g.apply(o, r, spec.name + " by " + own);
                        ++t.applied;
                        t.privateApplied += g.ruleset().publicRules().isPrivate(spec.id) ? 1 : 0;
                        break;
                    } catch (const std::exception&) {
                        // Not allowed in this phase, on this unit or with this choice.
                    }
                }
            }
            if (phase == 0 && g.state().unit(own)->strength > 1) {
                try { // where the ruleset takes a bare number for a unit's strength
                    g.apply(g.correction(own, "strength", g.state().unit(own)->strength - 1),
                            std::nullopt, "Correction: " + own);
                } catch (const std::exception&) {
                    // ROE wants the men named: no bare correction there.
                }
            }
        }
        g.apply(g.advancePhase(g.dice()));
    }
    return t;
}

} // namespace adc::share::scripted
