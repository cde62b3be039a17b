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
        throw RuleError(
            "/params/defender_cover",
            "give light or heavy cover under the reading in force (R6: light +1, heavy +2); "
            "cover by fraction is a reading of the house rule \"Defender's cover in melee\"");
    }
    if (reading == "by_fraction" && (cover == "light" || cover == "heavy")) {
        throw RuleError(
            "/params/defender_cover",
            "give the cover by fraction (1/4, 1/2, 3/4) under R6: by the fraction covered");
    }
    if (cover == "none") {
        return 0;
    }
    if (reading == "by_fraction") {
        const int mod = t.meleeCoverByFraction.at(cover);
        steps.push_back({"Defender's " + cover + " cover (R6: by the fraction covered)",
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

// Which parameters name one side of the melee: its unit, its man, his additional fighters.
struct MeleeSide {
    std::string unit;       // "attacker"
    std::string figure;     // "attacker_figure"
    std::string additional; // "attacker_additional"
    std::string role;       // "Attacker", as the steps say it
};

const MeleeSide kAttacker{"attacker", "attacker_figure", "attacker_additional", "Attacker"};
const MeleeSide kDefender{"defender", "defender_figure", "defender_additional", "Defender"};

// The man who fights for a side, found by name among the unit's men still fighting.
Fighter findFighter(const RoeRuleset& rs, const GameState& state, const json& params,
                    const MeleeSide& side) {
    Fighter f;
    f.unit = &unitParam(state, params, side.unit);
    f.figures = readFigures(*f.unit, rs.tables(), "/params/" + side.unit);
    const std::string name = params.at(side.figure).get<std::string>();
    f.index = findFigure(f.figures, name);
    if (f.index == std::string::npos) {
        throw RuleError("/params/" + side.figure,
                        unitLabel(*f.unit) + " has no man named \"" + name + "\"");
    }
    if (!f.man().fighting()) {
        throw RuleError("/params/" + side.figure,
                        name + " is " + f.man().status + ", not fighting");
    }
    return f;
}

// How many additional fighters a side has: its helpers named (<unit>_helpers), else the
// number given, never more than the men fighting beside its man.
int additionalFighters(const json& params, const MeleeSide& side, Fighter& f) {
    const std::string& name = f.man().name;
    int extra = params.at(side.additional).get<int>();
    const std::string helpersKey = side.unit + "_helpers";
    if (params.contains(helpersKey)) {
        f.helpers = fightingMen(f.figures, splitNames(params.at(helpersKey).get<std::string>()),
                                unitLabel(*f.unit), "/params/" + helpersKey);
        if (std::find(f.helpers.begin(), f.helpers.end(), f.index) != f.helpers.end()) {
            throw RuleError("/params/" + helpersKey, name + " cannot help himself");
        }
        const int named = static_cast<int>(f.helpers.size());
        if (named > 0 && extra != 0 && extra != named) {
            throw RuleError("/params/" + side.additional,
                            std::to_string(extra) + " additional fighters, but " +
                                std::to_string(named) + " helpers are named");
        }
        extra = named > 0 ? named : extra;
    }
    const int others = fightingCount(f.figures) - 1;
    if (extra > others) {
        throw RuleError("/params/" + side.additional,
                        std::to_string(extra) + " additional fighters, but " + unitLabel(*f.unit) +
                            " has only " + std::to_string(others) + " other men fighting beside " +
                            name);
    }
    return extra;
}

// A side's man with his modifiers, each told: his own, his additional fighters', unarmed.
Fighter readFighter(const RoeRuleset& rs, const GameState& state, const json& params,
                    const MeleeSide& side, std::vector<Step>& steps) {
    const Tables& t = rs.tables();
    Fighter f = findFighter(rs, state, params, side);
    const Figure m = f.man();
    if (m.modifier != 0) {
        f.modifier += m.modifier;
        steps.push_back({side.role + " " + m.name + ": individual modifier", "/melee", m.modifier});
    }
    const int extra = additionalFighters(params, side, f);
    if (extra > 0) {
        const int mod = extra * t.meleeAdditionalFighter;
        f.modifier += mod;
        steps.push_back({side.role + ": " + std::to_string(extra) + " additional fighter" +
                             (extra > 1 ? "s" : ""),
                         "/melee/additional_fighter", mod});
    }
    if (!t.weapons.at(m.weapon).fires && m.weapon == "none") {
        f.modifier += t.meleeUnarmed;
        steps.push_back(
            {side.role + " " + m.name + " is unarmed", "/melee/unarmed", t.meleeUnarmed});
    }
    return f;
}

// The field a refused count of the men in melee points at: the helpers, their number, or the
// attacker himself.
std::string meleeCountField(const json& params, int extra) {
    if (extra == 0) {
        return "/params/attacker_figure";
    }
    return params.contains("attacker_helpers") &&
                   !params["attacker_helpers"].get<std::string>().empty()
               ? "/params/attacker_helpers"
               : "/params/attacker_additional";
}

// The defender is an enemy, and the attacker's unit has been activated: only men its leader
// roll lets act may move into melee.
void checkOpponents(const GameState& state, const Fighter& att, const Fighter& def) {
    if (att.unit->side == def.unit->side) {
        throw RuleError("/params/defender", unitLabel(*def.unit) + " is on the attacker's side");
    }
    if (!flagOr(state, flag::Acting, json::object()).contains(att.unit->id)) {
        throw RuleError("/params/attacker", unitLabel(*att.unit) +
                                                " has not been activated this turn: only men "
                                                "the leader roll lets act may move into melee");
    }
}

// How a tie is settled under R6's readings in force.
struct TieReading {
    std::string tie;        // melee_tie
    bool coverWins = false; // melee_cover half_point, the defender in cover
    bool rerolled = false;  // ties thrown again (melee_tie reroll, no cover to win them)
    int roundLimit = 1;     // re-rolled ties: the file's /melee/tie_rounds
};

// The throws of both men, again while they tie when ties are re-rolled; each round told.
TieThrows throwPairs(const Die& die, const TieReading& r, const Fighter& att, const Fighter& def,
                     Dice& dice, std::vector<Step>& steps) {
    return throwUntilUntied(
        dice, r.roundLimit,
        r.rerolled ? decidingPairs(die, att.modifier, def.modifier) : WalkedPairs{},
        [&](int) {
            const int a = dice.roll(die, "melee: attacker " + att.man().name);
            return PairOfThrows{a, dice.roll(die, "melee: defender " + def.man().name)};
        },
        [&](const PairOfThrows& p) { return p.first + att.modifier == p.second + def.modifier; },
        [](int) { return std::string("melee: the deciding throws"); },
        [&](const PairOfThrows& p, int round) {
            steps.push_back({att.man().name + " rolls " + std::to_string(p.first) + " → " +
                                 std::to_string(p.first + att.modifier) + "; " + def.man().name +
                                 " rolls " + std::to_string(p.second) + " → " +
                                 std::to_string(p.second + def.modifier),
                             "/melee/die_sides", std::nullopt});
            if (p.first + att.modifier == p.second + def.modifier && round < r.roundLimit) {
                steps.push_back({"Tie: roll again", "R6", std::nullopt});
            }
        });
}

// Who wins the throws: the higher total, or a tie settled as R6 is read ("none": no result).
std::string meleeWinner(const TieThrows& th, const TieReading& r, int aTotal, int dTotal,
                        std::vector<Step>& steps) {
    if (!th.tied) {
        return aTotal > dTotal ? "attacker" : "defender";
    }
    if (r.coverWins) {
        steps.push_back({"Tie: the defender's +1/2 for cover wins it", "R6", std::nullopt});
        return "defender";
    }
    if (r.tie == "defender_wins") {
        steps.push_back({"Tie: the defender wins", "R6", std::nullopt});
        return "defender";
    }
    steps.push_back({"Tie: no result, they may fight again", "R6", std::nullopt});
    return "none";
}

// The loser's fate from his modified die ("lose with a 1 = killed, 2 = wounded, other = runs
// away"), a die below 1 read as R6's reading in force says; the step that tells it.
std::string loserFate(const Tables& t, const std::string& lowDie, int& value, int face,
                      std::string& fateRule, std::vector<Step>& steps) {
    if (value < 1 && lowDie == "natural_die") {
        steps.push_back(
            {"The losing die is below 1: his fate is read from the natural " + std::to_string(face),
             "R6", std::nullopt});
        value = face;
    }
    if (value < 1 && lowDie == "runs_away") {
        steps.push_back({"The losing die is below 1: neither a 1 nor a 2, so \"other = runs "
                         "away\" (R6: runs away)",
                         "R6", std::nullopt});
        fateRule = "R6";
        return figure_status::Runaway;
    }
    if (value <= t.killedAtMost) {
        fateRule = "/melee/killed_at_most";
        return figure_status::Killed;
    }
    fateRule = "/melee/wounded_at_most";
    return value <= t.woundedAtMost ? figure_status::Wounded : figure_status::Runaway;
}

} // namespace

Outcome RoeRuleset::melee(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    Fighter att = readFighter(*this, state, params, kAttacker, o.steps);
    Fighter def = readFighter(*this, state, params, kDefender, o.steps);
    checkOpponents(state, att, def);
    // The attacker and his helpers are men the leader roll let act.
    const int extra = att.helpers.empty() ? params.at("attacker_additional").get<int>()
                                          : static_cast<int>(att.helpers.size());
    const std::vector<std::size_t> men = menInMelee(
        att, extra, flagOr(state, flag::Actors, json::object()).value(att.unit->id, json::array()),
        o.steps);
    countActing(state, *att.unit, att.figures, men, "melee", meleeCountField(params, extra), o);
    const std::string cover = params.at("defender_cover").get<std::string>();
    def.modifier += defenderCover(tables_, cover, option(state, "melee_cover"), o.steps);

    TieReading reading{option(state, "melee_tie"),
                       option(state, "melee_cover") == "half_point" && cover != "none"};
    reading.rerolled = reading.tie == "reroll" && !reading.coverWins;
    reading.roundLimit = reading.rerolled ? tables_.meleeTieRounds : 1;
    const TieThrows th =
        throwPairs(Die{tables_.meleeDieSides, 1}, reading, att, def, dice, o.steps);
    const int aFace = th.last.first, dFace = th.last.second;
    const int aTotal = aFace + att.modifier, dTotal = dFace + def.modifier;
    const std::string winner = meleeWinner(th, reading, aTotal, dTotal, o.steps);
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
    const Fighter& victor = winner == "attacker" ? att : def;
    std::string fateRule;
    int value = winner == "attacker" ? dTotal : aTotal; // the natural die under natural_die
    const std::string fate = loserFate(tables_, option(state, "melee_low_die"), value,
                                       winner == "attacker" ? dFace : aFace, fateRule, o.steps);
    Figure& man = loser.figures[loser.index];
    man.status = fate;
    const std::string fateText = fate == figure_status::Runaway ? "runs away" : "is " + fate;
    o.steps.push_back({man.name + " loses with " + std::to_string(value) + " and " + fateText,
                       fateRule, std::nullopt});
    writeFigures(o, loser.unit->id, loser.figures, dice);
    o.effects.push_back(
        Effect::casualties(loser.unit->id, 1, "melee: " + fate + " by " + unitLabel(*victor.unit)));
    o.result["loser"] = man.name;
    o.result["loser_result"] = fate;
    o.summary = "Melee: " + victor.man().name + " (" + unitLabel(*victor.unit) + ") beats " +
                man.name + " (" + unitLabel(*loser.unit) + "), who " + fateText;
    return o;
}

} // namespace adc::roe
