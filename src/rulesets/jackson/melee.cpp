// Melee: one D10 per figure, high roll wins; by 1 the loser is captured or scalped (J1), by 2
// or more killed. Ties (J2) and pairing in unequal fights (J13) follow the house rules.
#include "common.hpp"

#include <algorithm>
#include <vector>

namespace adc::jackson {

namespace {

struct Fighter {
    const Unit& unit;
    int figures = 0;
    int mod = 0;
    std::vector<bool> out; // figures already taken out in this melee
    int killed = 0, captured = 0, scalped = 0;
    int losses() const { return killed + captured + scalped; }
};

int modifiers(const JacksonRuleset& rs, const GameState& state, const Unit& u, bool attacker,
              const json& params, Outcome& o) {
    const auto& m = rs.tables().meleeMods;
    const std::string who = attacker ? "attacker" : "defender";
    int mod = 0;
    auto add = [&](const std::string& key, const std::string& text) {
        int v = m.at(key);
        mod += v;
        o.steps.push_back({u.name + ": " + text, "melee/modifiers/" + key, v});
    };
    if (attacker && params.at("charging").get<bool>()) {
        add("charging", "attacker charging");
    }
    if (!attacker) {
        const std::string cover = params.at("defender_cover").get<std::string>();
        if (cover == "soft") {
            add("soft_cover", "defender in soft cover");
        } else if (cover == "hard") {
            add("hard_cover", "defender in hard cover");
        }
    }
    int last = u.attr<int>("last_melee_turn", 0);
    if (last != 0 && last == state.turn - 1) {
        add("previous_melee", "fought a melee last turn");
    }
    if (params.at(who + "_in_water").get<bool>()) {
        add("in_water", "in water");
    }
    if (!inCommand(rs, u, params.at(who + "_command_distance").get<double>())) {
        add("out_of_command",
            hasActiveLeader(u) ? "out of command radius (" + fmt(rs.tables().commandRadius) + "\")"
                               : "no leader: out of command");
    }
    if (onHorseback(rs, u)) {
        add("mounted", "mounted");
    }
    if (isIndian(rs, u)) {
        add("indian", "Indians");
    }
    return mod;
}

// What a margin of victory between capture and kill does to the loser (J1).
std::string marginOneResult(const JacksonRuleset& rs, const GameState& state, const Fighter& winner,
                            const Fighter& loser) {
    const TroopType& w = rs.tables().troop(winner.unit.kind);
    const TroopType& l = rs.tables().troop(loser.unit.kind);
    const std::string reading = rs.option(state, "melee_margin_one");
    if (reading == "by_loser_type") {
        return l.indian ? "scalped" : l.mounted ? "captured" : "";
    }
    if (w.indian) {
        return "scalped";
    }
    if (reading == "cavalry_only") {
        return w.mounted ? "captured" : "";
    }
    return "captured";
}

int figuresInContact(const json& params, const std::string& key, const Unit& u) {
    int n = params.at(key).get<int>();
    if (n == 0) {
        return u.strength;
    }
    if (n > u.strength) {
        throw RuleError("/params/" + key,
                        u.name + " has only " + plural(u.strength, "figure", "figures"));
    }
    return n;
}

} // namespace

Outcome resolveMelee(const JacksonRuleset& rs, const json& params, const GameState& state,
                     Dice& dice) {
    const Tables& t = rs.tables();
    const Unit& au = unitParam(state, params, "attacker");
    const Unit& du = unitParam(state, params, "defender");
    if (au.side == du.side) {
        throw RuleError("/params/defender", du.name + " is on the attacker's own side");
    }
    const bool charging = params.at("charging").get<bool>();
    if (charging && !inCommand(rs, au, params.at("attacker_command_distance").get<double>())) {
        throw RuleError("/params/charging",
                        au.name + " has no leader in command: units without leaders may not "
                                  "charge");
    }
    const TroopType& at = t.troop(au.kind);
    if (charging && at.indian && at.mounted && onHorseback(rs, au)) {
        throw RuleError("/params/attacker",
                        au.name + " are mounted Indians: they charge through or past the target, "
                                  "throwing, but do not close (resolve their weapons as fire)");
    }
    Fighter a{au, figuresInContact(params, "attacker_figures", au), 0, {}, 0, 0, 0};
    Fighter d{du, figuresInContact(params, "defender_figures", du), 0, {}, 0, 0, 0};
    if (a.figures == 0 || d.figures == 0) {
        throw RuleError("/params/attacker_figures", "both sides need figures in contact");
    }
    Outcome o;
    a.mod = modifiers(rs, state, au, true, params, o);
    d.mod = modifiers(rs, state, du, false, params, o);
    a.out.assign(static_cast<std::size_t>(a.figures), false);
    d.out.assign(static_cast<std::size_t>(d.figures), false);

    const std::string ties = rs.option(state, "melee_ties");
    const bool gangUp = rs.option(state, "melee_pairing") == "gang_up";
    const int pairs = gangUp ? std::max(a.figures, d.figures) : std::min(a.figures, d.figures);
    o.steps.push_back({std::to_string(a.figures) + " against " + std::to_string(d.figures) +
                           (gangUp ? ": the extra figures fight again in turn (J13 gang_up)"
                                   : ": only pairs fight (J13 extras_idle)"),
                       "J13", std::nullopt});
    int tiesSeen = 0;
    for (int i = 0; i < pairs; ++i) {
        const auto ai = static_cast<std::size_t>(i % a.figures);
        const auto di = static_cast<std::size_t>(i % d.figures);
        if (a.out[ai] || d.out[di]) {
            continue;
        }
        const std::string pair = "pair " + std::to_string(i + 1) + ": " + au.name + " figure " +
                                 std::to_string(ai + 1) + " v " + du.name + " figure " +
                                 std::to_string(di + 1);
        int margin = 0;
        std::string text;
        for (int attempt = 0;; ++attempt) {
            int fa = dice.roll(Die::d10zero(), "melee: " + pair + ", attacker");
            int fd = dice.roll(Die::d10zero(), "melee: " + pair + ", defender");
            margin = (fa + a.mod) - (fd + d.mod);
            text = pair + ": " + std::to_string(fa) + "+" + std::to_string(a.mod) + " v " +
                   std::to_string(fd) + "+" + std::to_string(d.mod);
            if (margin != 0 || ties != "reroll" || attempt >= t.maxRerolls) {
                break;
            }
            o.steps.push_back({text + ": tie, roll again (J2 reroll)", "J2", std::nullopt});
        }
        if (margin == 0) {
            ++tiesSeen;
            o.steps.push_back(
                {text + ": tie — " +
                     (ties == "defender_holds" ? std::string("the defender holds (J2)")
                                               : std::string("no result (J2)")),
                 "J2", std::nullopt});
            continue;
        }
        Fighter& winner = margin > 0 ? a : d;
        Fighter& loser = margin > 0 ? d : a;
        const std::size_t li = margin > 0 ? di : ai;
        const int by = std::abs(margin);
        std::string fate;
        if (by >= t.marginKill) {
            fate = "killed";
        } else if (by >= t.marginCapture) {
            fate = marginOneResult(rs, state, winner, loser);
        }
        if (fate.empty()) {
            o.steps.push_back({text + ": " + winner.unit.name + " wins by " + std::to_string(by) +
                                   ", no effect (J1)",
                               "J1", std::nullopt});
            continue;
        }
        loser.out[li] = true;
        (fate == "killed" ? loser.killed : fate == "captured" ? loser.captured : loser.scalped)++;
        o.steps.push_back({text + ": " + winner.unit.name + " wins by " + std::to_string(by) +
                               ", the figure is " + fate,
                           by >= t.marginKill ? "melee/margin_kill" : "melee/margin_capture",
                           std::nullopt});
    }
    for (Fighter* f : {&a, &d}) {
        const struct {
            int n;
            const char* what;
        } kinds[] = {{f->killed, "killed"}, {f->captured, "captured"}, {f->scalped, "scalped"}};
        for (const auto& k : kinds) {
            if (k.n > 0) {
                o.effects.push_back(
                    Effect::casualties(f->unit.id, k.n, std::string("melee: ") + k.what));
            }
        }
        o.effects.push_back(Effect::attr(f->unit.id, "last_melee_turn", state.turn));
        if (f->unit.quality == "regular" && f->losses() > 0 && f->losses() < f->unit.strength) {
            o.effects.push_back(Effect::attr(f->unit.id, "morale_due", "lost a figure (regular)"));
        }
    }
    std::string winner = a.losses() < d.losses()                      ? "attacker"
                         : d.losses() < a.losses()                    ? "defender"
                         : (ties == "defender_holds" && tiesSeen > 0) ? "defender"
                                                                      : "none";
    o.result = {{"attacker_losses", a.losses()},
                {"defender_losses", d.losses()},
                {"killed", a.killed + d.killed},
                {"captured", a.captured + d.captured},
                {"scalped", a.scalped + d.scalped},
                {"ties", tiesSeen},
                {"winner", winner}};
    o.summary = "Melee: " + au.name + " v " + du.name + ", " + std::to_string(a.losses()) + " to " +
                std::to_string(d.losses()) +
                (winner == "none" ? ", no winner"
                                  : ", " + (winner == "attacker" ? au.name : du.name) + " win");
    return o;
}

} // namespace adc::jackson
