// D) Morale phase: the 2D6 morale check and the leaders' rally.
#include "morale.hpp"

#include "adc/owed_tests.hpp"

#include "adc/dice_total.hpp"

#include <algorithm>

namespace adc::roe {

namespace {

int gradeIndex(const Tables& t, const std::string& grade) {
    auto it = std::find(t.gradeOrder.begin(), t.gradeOrder.end(), grade);
    return static_cast<int>(it - t.gradeOrder.begin());
}

// R15: which grade's level a unit of mixed grades tests against.
std::string unitGrade(const Tables& t, const std::vector<Figure>& figs, const std::string& reading,
                      std::vector<Step>& steps) {
    std::vector<int> count(t.gradeOrder.size(), 0);
    for (const auto& f : figs) {
        if (f.fighting()) {
            ++count[static_cast<std::size_t>(gradeIndex(t, f.grade))];
        }
    }
    if (reading == "leader") {
        auto leaders = fightingLeaders(figs, t);
        if (!leaders.empty()) {
            const Figure& l = figs[leaders.front()];
            steps.push_back(
                {"Grade of the senior leader, " + l.name + ": " + l.grade, "R15", std::nullopt});
            return l.grade;
        }
        steps.push_back({"No leader left: the majority grade is used", "R15", std::nullopt});
    }
    if (reading == "lowest") {
        for (std::size_t g = 0; g < count.size(); ++g) {
            if (count[g] > 0) {
                steps.push_back({"Lowest grade present: " + t.gradeOrder[g], "R15", std::nullopt});
                return t.gradeOrder[g];
            }
        }
    }
    std::size_t best = 0;
    for (std::size_t g = 1; g < count.size(); ++g) {
        if (count[g] > count[best]) {
            best = g; // ties stay with the lower grade
        }
    }
    steps.push_back(
        {"Majority grade: " + t.gradeOrder[best] + " (" + std::to_string(count[best]) + " men)",
         "R15", std::nullopt});
    return t.gradeOrder[best];
}

// The modifiers of the unit's morale level, each told in a step; their sum.
int levelModifiers(const RoeRuleset& rs, const GameState& state, const json& params, const Unit& u,
                   const std::vector<Figure>& figs, std::vector<Step>& steps) {
    const Tables& t = rs.tables();
    int sum = 0;
    auto add = [&](const std::string& text, const std::string& rule, int value) {
        sum += value;
        steps.push_back({text, rule, value});
    };
    auto leaders = fightingLeaders(figs, t);
    const std::string order = u.attr<std::string>("order", "skirmish");
    const std::string cover = params.at("cover").get<std::string>();
    if (!leaders.empty() && (order == "close" || cover != "none")) {
        const Figure& l = figs[leaders.front()];
        const bool fixed = rs.option(state, "leader_bonus") == "fixed";
        int bonus = fixed ? t.fixedLeaderBonus : l.modifier;
        if (bonus != 0) {
            add("Leader bonus (" + l.name + ", " + (order == "close" ? "close order" : "cover") +
                    ")",
                fixed ? "/morale/fixed_leader_bonus" : "R5", bonus);
        }
    }
    const int lost = static_cast<int>(figs.size()) - fightingCount(figs);
    if (lost > 0) {
        add(std::to_string(lost) + " lost to the unit", "/morale/per_loss", t.perLoss * lost);
    }
    if (cover != "none") {
        add(cover + " cover", childPointer("/morale/cover", cover), t.moraleCover.at(cover));
    }
    std::string coloursParam = params.at("colours").get<std::string>();
    bool colours = coloursParam == "yes";
    if (coloursParam == "auto") {
        colours = order == "close" && std::any_of(figs.begin(), figs.end(), [](const Figure& f) {
                      return f.fighting() && f.role == "colours";
                  });
    }
    if (colours) {
        bool twice = rs.option(state, "colours_bonus") == "twice";
        add(std::string("Colours in formation") + (twice ? " (listed twice, R5)" : ""),
            "/morale/colours_in_formation", t.colours * (twice ? 2 : 1));
    }
    if (params.at("building_on_fire").get<bool>()) {
        add("Building on fire", "/morale/building_on_fire", t.buildingOnFire);
    }
    std::string artParam = params.at("artillery_hit").get<std::string>();
    bool art =
        artParam == "yes" ||
        (artParam == "auto" && listed(flagOr(state, flag::ArtilleryHit, json::array()), u.id));
    if (art) {
        add("Hit by artillery this turn", "/morale/artillery_hit_this_turn", t.artilleryHit);
    }
    if (leaders.empty()) {
        add("No leaders left", "/morale/no_leaders_left", t.noLeaders);
    }

    return sum;
}

// Who runs first: the lowest grades, and leaders after their men.
std::vector<std::size_t> runningOrder(const Tables& t, const std::vector<Figure>& figs) {
    std::vector<std::size_t> runOrder;
    for (std::size_t i = 0; i < figs.size(); ++i) {
        if (figs[i].fighting()) {
            runOrder.push_back(i);
        }
    }
    std::stable_sort(runOrder.begin(), runOrder.end(), [&](std::size_t a, std::size_t b) {
        auto key = [&](std::size_t i) {
            return std::pair(gradeIndex(t, figs[i].grade), isLeaderRole(t, figs[i].role) ? 1 : 0);
        };
        return key(a) < key(b);
    });
    return runOrder;
}

// The first `runaways` men of the running order run, one 4D6 distance for all or one each
// (R11); their figures and the casualties.
void runAway(const Tables& t, MoralePlan& p, int runaways, Dice& dice, Outcome& o) {
    json ran = json::array();
    const bool each = p.eachSoldier;
    int distance = 0;
    // The one distance for all is a result, so its total is weighed face by face; a
    // distance for each soldier is only in the steps (the odds of a list of them would say
    // nothing useful), so its dice are one band to the odds walk.
    auto rollDistance = [&](const std::string& who) {
        const std::string purpose = "runaway distance: " + who;
        if (!each) {
            return rollTotal(dice, t.runawayDice, Die{t.moraleDieSides, 1}, purpose);
        }
        int d = 0;
        for (int f : dice.pool(t.runawayDice, Die{t.moraleDieSides, 1}, purpose, {})) {
            d += f;
        }
        return d;
    };
    if (!each) {
        distance = rollDistance(unitLabel(p.unit));
    }
    for (int k = 0; k < runaways; ++k) {
        Figure& f = p.figs[p.runOrder[static_cast<std::size_t>(k)]];
        f.status = figure_status::Runaway;
        ran.push_back(f.name);
        int d = each ? rollDistance(f.name) : distance;
        o.steps.push_back({f.name + " (" + f.grade + ") runs away " + std::to_string(d) + "\"",
                           each ? "R11" : "/morale/runaway_dice", std::nullopt});
    }
    writeFigures(o, p.unit.id, p.figs, dice);
    o.effects.push_back(Effect::casualties(p.unit.id, runaways, "morale: ran away"));
    o.result["ran"] = ran;
    if (!each) {
        o.result["distance"] = distance;
    }
}

} // namespace

MoralePlan RoeRuleset::planMorale(const json& params, const GameState& state, Outcome& o) const {
    const Unit& u = unitParam(state, params, "unit");
    auto figs = readFigures(u, tables_, "/params/unit");
    const int fighting = fightingCount(figs);
    if (fighting == 0) {
        throw RuleError("/params/unit", unitLabel(u) + " has no men left fighting");
    }
    if (listed(flagOr(state, flag::MoraleDone, json::array()), u.id)) {
        throw RuleError("/params/unit", unitLabel(u) + " has already tested morale this turn");
    }
    std::string why = moraleDue(state, u);
    // A joker's test is of the card; a test at 1/3 lost, of the trigger; any other, the phase's.
    o.steps.push_back({why.empty() ? "Morale check called by the referee" : "Must test: " + why,
                       why.empty()                       ? phaseRule("morale")
                       : owedTest(state, u.id, "morale") ? phaseRule("activation")
                                                         : std::string("/morale/trigger_fraction"),
                       std::nullopt});
    const std::string grade = unitGrade(tables_, figs, option(state, "morale_grade"), o.steps);
    const int base = tables_.moraleLevel.at(grade);
    o.steps.push_back({grade + ": passes below " + std::to_string(base),
                       childPointer("/grades/morale_level", grade), std::nullopt});
    const int level = base + levelModifiers(*this, state, params, u, figs, o.steps);
    std::vector<std::size_t> runOrder = runningOrder(tables_, figs);
    return {u,
            std::move(figs),
            fighting,
            grade,
            base,
            level,
            option(state, "morale_equal"),
            std::move(runOrder),
            option(state, "runaway_distance") == "each_soldier"};
}

Outcome RoeRuleset::morale(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    MoralePlan p = planMorale(params, state, o);
    const Unit& u = p.unit;
    const int level = p.level;
    // Only the total counts: the odds weigh 11 totals of 2D6 rather than 36 throws.
    const int roll = rollTotal(dice, tables_.moraleDice, Die{tables_.moraleDieSides, 1},
                               "morale: " + unitLabel(u));
    const bool passed = p.passes(roll);
    const int runaways = p.runaways(roll);
    o.steps.push_back(
        {"Rolled " + std::to_string(roll) + " against a modified level of " +
             std::to_string(level) + ": " +
             (passed ? "passed" : "failed, " + std::to_string(runaways) + " run away"),
         roll == level ? "R3" : "/morale/dice", std::nullopt});
    o.result = {{"passed", passed},     {"roll", roll},     {"level", level},
                {"base_level", p.base}, {"grade", p.grade}, {"runaways", runaways}};

    json done = withItem(flagOr(state, flag::MoraleDone, json::array()), u.id);
    o.effects.push_back(Effect::flag(flag::MoraleDone, done));
    if (owedTest(state, u.id, "morale")) {
        o.effects.push_back(Effect::owed(u.id, "morale", nullptr));
    }
    const int lost = u.startStrength - u.strength;
    if (option(state, "morale_trigger") == "cumulative_once" && lost > 0 &&
        lost >= oneThird(state, u.startStrength)) {
        // R4 (b), once: the test owed on reaching 1/3 is taken; it is not owed again.
        o.effects.push_back(
            Effect::flag(flag::OneThirdTested,
                         withItem(flagOr(state, flag::OneThirdTested, json::array()), u.id)));
        o.steps.push_back({unitLabel(u) + " has taken its test for reaching 1/3 casualties: it is "
                                          "not owed again (R4: cumulative, tested once)",
                           "R4", std::nullopt});
    }
    if (runaways > 0) {
        runAway(tables_, p, runaways, dice, o);
    }
    if (!passed && runaways < p.fighting) {
        o.effects.push_back(Effect::status(u.id, status::Disordered));
        o.steps.push_back({unitLabel(u) + " is in bad order", "/morale", std::nullopt});
    }
    o.summary =
        "Morale: " + unitLabel(u) + " rolled " + std::to_string(roll) + " against " +
        std::to_string(level) + ", " +
        (passed ? std::string("passed") : "failed, " + std::to_string(runaways) + " run away");
    return o;
}

namespace {

// The leaders who rally: those fighting, less those beyond 6" of what they must reach (R12).
int rallyingLeaders(const RoeRuleset& rs, const GameState& state, const json& params, const Unit& u,
                    std::size_t fightingLeaders) {
    const int away = params.at("leaders_away").get<int>();
    if (away > static_cast<int>(fightingLeaders)) {
        throw RuleError("/params/leaders_away", unitLabel(u) + " has only " +
                                                    std::to_string(fightingLeaders) +
                                                    " leaders fighting");
    }
    const int present = static_cast<int>(fightingLeaders) - away;
    if (present == 0) {
        throw RuleError(
            "/params/unit",
            unitLabel(u) + " has no leader within " +
                std::to_string(static_cast<int>(rs.tables().rallyRange)) + "\" of " +
                (rs.option(state, "rally_reach") == "the_group" ? "the group" : "its runaways") +
                ": nobody rallies");
    }
    return present;
}

// The runaways the leaders reach: all of them under R12 the_group (the count beyond 6" then
// counts for nothing, said in a step), else those the referee does not put out of reach.
int reachableRunaways(const json& params, const Unit& u, int runaways, bool toGroup,
                      std::vector<Step>& steps) {
    int outOfReach = params.at("runaways_out_of_reach").get<int>();
    if (toGroup && outOfReach > 0) {
        // R12 (b): a leader within 6" of the group reaches all of it.
        steps.push_back({"Runaways beyond 6\": counts for nothing under R12: the group (a leader "
                         "within 6\" of the group reaches every runaway)",
                         "R12", std::nullopt});
        outOfReach = 0;
    }
    if (outOfReach > runaways) {
        throw RuleError("/params/runaways_out_of_reach",
                        unitLabel(u) + " has only " + std::to_string(runaways) + " runaways");
    }
    return runaways - outOfReach;
}

// "1 D6 SOLDIERS PER LEADER": the leaders' dice, each told; their total.
int rallyRoll(const Tables& t, const std::vector<Figure>& figs,
              const std::vector<std::size_t>& leaders, int present, Dice& dice,
              std::vector<Step>& steps) {
    int total = 0;
    for (int l = 0; l < present; ++l) {
        const Figure& leader = figs[leaders[static_cast<std::size_t>(l)]];
        for (int k = 0; k < t.rallyDicePerLeader; ++k) {
            int face = dice.roll(Die{t.moraleDieSides, 1}, "rally: " + leader.name);
            total += face;
            steps.push_back({leader.name + " rallies " + std::to_string(face),
                             "/morale/rally_dice_per_leader", std::nullopt});
        }
    }
    return total;
}

} // namespace

Outcome RoeRuleset::rally(const json& params, const GameState& state, Dice& dice) const {
    const Unit& u = unitParam(state, params, "unit");
    auto figs = readFigures(u, tables_, "/params/unit");
    auto leaders = fightingLeaders(figs, tables_);
    const int present = rallyingLeaders(*this, state, params, u, leaders.size());
    std::vector<std::size_t> runaways;
    for (std::size_t i = 0; i < figs.size(); ++i) {
        if (figs[i].status == figure_status::Runaway) {
            runaways.push_back(i);
        }
    }
    if (runaways.empty()) {
        throw RuleError("/params/unit", unitLabel(u) + " has no runaways to rally");
    }
    const bool toGroup = option(state, "rally_reach") == "the_group";
    Outcome o;
    const int reachable =
        reachableRunaways(params, u, static_cast<int>(runaways.size()), toGroup, o.steps);
    const int total = rallyRoll(tables_, figs, leaders, present, dice, o.steps);
    int formed = std::min(total, reachable);
    json back = json::array();
    for (int k = 0; k < formed; ++k) {
        Figure& f = figs[runaways[static_cast<std::size_t>(k)]];
        f.status = figure_status::Fighting;
        back.push_back(f.name);
    }
    o.steps.push_back(
        {std::to_string(formed) + " of " + std::to_string(reachable) +
             (toGroup ? " runaways of the group form up" : " runaways within reach form up") +
             (total > reachable ? " (the rest of the roll is lost)" : ""),
         "R12", std::nullopt});
    if (formed > 0) {
        writeFigures(o, u.id, figs, dice);
        o.effects.push_back(Effect::setStrength(u.id, fightingCount(figs)));
        if (u.status != status::GoodOrder) {
            o.effects.push_back(Effect::status(u.id, status::GoodOrder));
            o.steps.push_back(
                {unitLabel(u) + " is back in good order", phaseRule("morale"), std::nullopt});
        }
    }
    o.result = {{"rallied", formed},
                {"roll", total},
                {"leaders", present},
                {"runaways_left", static_cast<int>(runaways.size()) - formed},
                {"formed_up", back}};
    o.summary = "Rally: " + unitLabel(u) + ", " + std::to_string(formed) + " men form up";
    return o;
}

} // namespace adc::roe
