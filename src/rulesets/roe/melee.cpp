// Melee: opposed D6 for one pair of men; the loser's modified die decides his fate.
#include "adc/dice_total.hpp"
#include "adc/ties.hpp"
#include "roe_ruleset.hpp"

namespace adc::roe {

namespace {

// Under the odds walk re-rolled ties pick the deciding throws at once among the pairs that
// decide, each its own branch (the result shows both throws): adc/ties.hpp.
WalkedPairs decidingPairs(const Die& die, int attacker, int defender) {
    WalkedPairs w;
    for (int a = die.lowest; a <= die.highest(); ++a) {
        for (int d = die.lowest; d <= die.highest(); ++d) {
            if (a + attacker != d + defender) {
                w.pairs.push_back({a, d});
            }
        }
    }
    w.cuts = everyPairItsOwnBranch(w);
    return w;
}

struct Fighter {
    const Unit* unit = nullptr;
    std::vector<Figure> figures;
    std::size_t index = 0;
    int modifier = 0;
    std::vector<std::size_t> helpers; // named, or picked for the count of the leader roll
    const Figure& man() const { return figures[index]; }
};

// Helpers given only as a number are counted as men: first those of the unit who have already
// acted this activation (the men who moved in with him), then the others in roster order.
std::vector<std::size_t> pickHelpers(const Fighter& f, int count, const json& acted) {
    std::vector<std::size_t> picked;
    for (bool actedFirst : {true, false}) {
        for (std::size_t i = 0; i < f.figures.size(); ++i) {
            const Figure& m = f.figures[i];
            if (static_cast<int>(picked.size()) == count || i == f.index || !m.fighting() ||
                listed(acted, m.name) != actedFirst) {
                continue;
            }
            picked.push_back(i);
        }
    }
    return picked;
}

// The attacker and his helpers, named or picked (then said in the steps).
std::vector<std::size_t> menInMelee(Fighter& att, int extra, const json& acted,
                                    std::vector<Step>& steps) {
    if (att.helpers.empty() && extra > 0) {
        att.helpers = pickHelpers(att, extra, acted);
        std::string names;
        for (std::size_t i : att.helpers) {
            names += (names.empty() ? "" : ", ") + att.figures[i].name;
        }
        steps.push_back({"Helpers not named: " + names +
                             " counted as the attacker's additional fighters (name them to "
                             "choose)",
                         "/melee/additional_fighter", std::nullopt});
    }
    std::vector<std::size_t> men = {att.index};
    men.insert(men.end(), att.helpers.begin(), att.helpers.end());
    return men;
}

// "+1/2 DEF COVER" under the reading in force (R6); the cover must be given as it reads.
int defenderCover(const Tables& t, const std::string& cover, const std::string& reading,
                  std::vector<Step>& steps) {
    const bool fraction = cover == "quarter" || cover == "half" || cover == "three_quarters";
    if (reading == "light_heavy" && fraction) {
        throw RuleError("/params/defender_cover",
                        "give light or heavy cover under the reading in force (R6 light_heavy); "
                        "cover by fraction is the house rule melee_cover by_fraction");
    }
    if (reading == "by_fraction" && (cover == "light" || cover == "heavy")) {
        throw RuleError("/params/defender_cover",
                        "give the cover by fraction (1/4, 1/2, 3/4) under R6 by_fraction");
    }
    if (cover == "none") {
        return 0;
    }
    if (reading == "by_fraction") {
        const int mod = t.meleeCoverByFraction.at(cover);
        steps.push_back({"Defender's " + cover + " cover (R6 by_fraction)",
                         childPointer("/melee/cover_by_fraction", cover), mod});
        return mod;
    }
    if (reading == "half_point") {
        steps.push_back({"Defender's " + cover + " cover: +1/2 (wins ties)", "R6", std::nullopt});
        return 0;
    }
    const int mod = t.meleeCover.at(cover);
    steps.push_back({"Defender's " + cover + " cover", childPointer("/melee/cover", cover), mod});
    return mod;
}

} // namespace

Outcome RoeRuleset::melee(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    auto fighter = [&](const std::string& unitKey, const std::string& figKey,
                       const std::string& extraKey, const std::string& role) {
        Fighter f;
        f.unit = &unitParam(state, params, unitKey);
        f.figures = readFigures(*f.unit, tables_, "/params/" + unitKey);
        std::string name = params.at(figKey).get<std::string>();
        f.index = findFigure(f.figures, name);
        if (f.index == std::string::npos) {
            throw RuleError("/params/" + figKey,
                            unitLabel(*f.unit) + " has no man named \"" + name + "\"");
        }
        if (!f.man().fighting()) {
            throw RuleError("/params/" + figKey, name + " is " + f.man().status + ", not fighting");
        }
        const Figure& m = f.man();
        if (m.modifier != 0) {
            f.modifier += m.modifier;
            o.steps.push_back(
                {role + " " + m.name + ": individual modifier", "/melee", m.modifier});
        }
        int extra = params.at(extraKey).get<int>();
        const std::string helpersKey = unitKey + "_helpers";
        if (params.contains(helpersKey)) {
            f.helpers = fightingMen(f.figures, splitNames(params.at(helpersKey).get<std::string>()),
                                    unitLabel(*f.unit), "/params/" + helpersKey);
            if (std::find(f.helpers.begin(), f.helpers.end(), f.index) != f.helpers.end()) {
                throw RuleError("/params/" + helpersKey, name + " cannot help himself");
            }
            const int named = static_cast<int>(f.helpers.size());
            if (named > 0 && extra != 0 && extra != named) {
                throw RuleError("/params/" + extraKey,
                                std::to_string(extra) + " additional fighters, but " +
                                    std::to_string(named) + " helpers are named");
            }
            extra = named > 0 ? named : extra;
        }
        const int others = fightingCount(f.figures) - 1;
        if (extra > others) {
            throw RuleError("/params/" + extraKey,
                            std::to_string(extra) + " additional fighters, but " +
                                unitLabel(*f.unit) + " has only " + std::to_string(others) +
                                " other men fighting beside " + name);
        }
        if (extra > 0) {
            int mod = extra * tables_.meleeAdditionalFighter;
            f.modifier += mod;
            o.steps.push_back({role + ": " + std::to_string(extra) + " additional fighter" +
                                   (extra > 1 ? "s" : ""),
                               "/melee/additional_fighter", mod});
        }
        if (!tables_.weapons.at(m.weapon).fires && m.weapon == "none") {
            f.modifier += tables_.meleeUnarmed;
            o.steps.push_back(
                {role + " " + m.name + " is unarmed", "/melee/unarmed", tables_.meleeUnarmed});
        }
        return f;
    };
    Fighter att = fighter("attacker", "attacker_figure", "attacker_additional", "Attacker");
    Fighter def = fighter("defender", "defender_figure", "defender_additional", "Defender");
    if (att.unit->side == def.unit->side) {
        throw RuleError("/params/defender", unitLabel(*def.unit) + " is on the attacker's side");
    }
    json acting = flagOr(state, flag::Acting, json::object());
    if (!acting.contains(att.unit->id)) {
        throw RuleError("/params/attacker", unitLabel(*att.unit) +
                                                " has not been activated this turn: only men "
                                                "the leader roll lets act may move into melee");
    }
    // The attacker and his helpers are men the leader roll let act.
    const int extra = att.helpers.empty() ? params.at("attacker_additional").get<int>()
                                          : static_cast<int>(att.helpers.size());
    const std::vector<std::size_t> men = menInMelee(
        att, extra, flagOr(state, flag::Actors, json::object()).value(att.unit->id, json::array()),
        o.steps);
    countActing(state, *att.unit, att.figures, men, "melee",
                extra > 0 ? (params.contains("attacker_helpers") &&
                                     !params["attacker_helpers"].get<std::string>().empty()
                                 ? "/params/attacker_helpers"
                                 : "/params/attacker_additional")
                          : "/params/attacker_figure",
                o);
    const std::string cover = params.at("defender_cover").get<std::string>();
    const bool halfPoint = option(state, "melee_cover") == "half_point";
    def.modifier += defenderCover(tables_, cover, option(state, "melee_cover"), o.steps);

    const std::string tie = option(state, "melee_tie");
    std::string winner;
    const Die die{tables_.meleeDieSides, 1};
    const bool rerolled = tie == "reroll" && !(halfPoint && cover != "none");
    const int roundLimit = rerolled ? tables_.meleeTieRounds : 1;
    const TieThrows th = throwUntilUntied(
        dice, roundLimit, rerolled ? decidingPairs(die, att.modifier, def.modifier) : WalkedPairs{},
        [&](int) {
            const int a = dice.roll(die, "melee: attacker " + att.man().name);
            return PairOfThrows{a, dice.roll(die, "melee: defender " + def.man().name)};
        },
        [&](const PairOfThrows& p) { return p.first + att.modifier == p.second + def.modifier; },
        [](int) { return std::string("melee: the deciding throws"); },
        [&](const PairOfThrows& p, int round) {
            o.steps.push_back({att.man().name + " rolls " + std::to_string(p.first) + " → " +
                                   std::to_string(p.first + att.modifier) + "; " + def.man().name +
                                   " rolls " + std::to_string(p.second) + " → " +
                                   std::to_string(p.second + def.modifier),
                               "/melee/die_sides", std::nullopt});
            if (p.first + att.modifier == p.second + def.modifier && round < roundLimit) {
                o.steps.push_back({"Tie: roll again", "R6", std::nullopt});
            }
        });
    const int aFace = th.last.first, dFace = th.last.second;
    const int aTotal = aFace + att.modifier, dTotal = dFace + def.modifier;
    if (!th.tied) {
        winner = aTotal > dTotal ? "attacker" : "defender";
    } else if (halfPoint && cover != "none") {
        winner = "defender";
        o.steps.push_back({"Tie: the defender's +1/2 for cover wins it", "R6", std::nullopt});
    } else if (tie == "defender_wins") {
        winner = "defender";
        o.steps.push_back({"Tie: the defender wins", "R6", std::nullopt});
    } else {
        winner = "none";
        o.steps.push_back({"Tie: no result, they may fight again", "R6", std::nullopt});
    }
    // The number of rounds is in the steps, not the result: re-rolled ties make it a count
    // without end whose odds could not be listed.
    o.result = {{"winner", winner},
                {"attacker_roll", aFace},
                {"defender_roll", dFace},
                {"attacker_total", aTotal},
                {"defender_total", dTotal}};
    if (winner == "none") {
        o.result["loser_result"] = nullptr;
        o.summary = "Melee: " + att.man().name + " and " + def.man().name + " - no result";
        return o;
    }
    Fighter& loser = winner == "attacker" ? def : att;
    Fighter& victor = winner == "attacker" ? att : def;
    int value = winner == "attacker" ? dTotal : aTotal;
    int face = winner == "attacker" ? dFace : aFace;
    const std::string lowDie = option(state, "melee_low_die");
    if (value < 1 && lowDie == "natural_die") {
        o.steps.push_back(
            {"The losing die is below 1: his fate is read from the natural " + std::to_string(face),
             "R6", std::nullopt});
        value = face;
    }
    const bool other = value < 1 && lowDie == "runs_away";
    if (other) {
        o.steps.push_back({"The losing die is below 1: neither a 1 nor a 2, so \"other = runs "
                           "away\" (R6 runs_away)",
                           "R6", std::nullopt});
    }
    std::string fate;
    if (other) {
        fate = figure_status::Runaway;
    } else if (value <= tables_.killedAtMost) {
        fate = figure_status::Killed;
    } else if (value <= tables_.woundedAtMost) {
        fate = figure_status::Wounded;
    } else {
        fate = figure_status::Runaway;
    }
    Figure& man = loser.figures[loser.index];
    std::string loserName = man.name;
    man.status = fate;
    std::string fateText = fate == figure_status::Runaway ? "runs away" : "is " + fate;
    o.steps.push_back({loserName + " loses with " + std::to_string(value) + " and " + fateText,
                       other                           ? std::string("R6")
                       : fate == figure_status::Killed ? std::string("/melee/killed_at_most")
                                                       : std::string("/melee/wounded_at_most"),
                       std::nullopt});
    writeFigures(o, loser.unit->id, loser.figures, dice);
    o.effects.push_back(
        Effect::casualties(loser.unit->id, 1, "melee: " + fate + " by " + unitLabel(*victor.unit)));
    o.result["loser"] = loserName;
    o.result["loser_result"] = fate;
    o.summary = "Melee: " + victor.man().name + " (" + unitLabel(*victor.unit) + ") beats " +
                loserName + " (" + unitLabel(*loser.unit) + "), who " + fateText;
    return o;
}

} // namespace adc::roe
