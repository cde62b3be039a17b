// Small-arms fire: units (one throw on the quality table) and individuals (one throw a figure).
#include "fire_modifiers.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace adc::bluegray {

namespace {

double weaponRange(const Tables& t, const Unit& u, const std::string& field) {
    std::string w = u.attr<std::string>("weapon", "rifle");
    if (w == "none") {
        throw RuleError(field, u.name + " carries no firearm");
    }
    return t.ranges.at(w);
}

void checkRange(const Tables& t, const Unit& u, double range) {
    double max = weaponRange(t, u, "/params/unit");
    if (range > max) {
        throw RuleError("/params/range", "out of range: " + u.attr<std::string>("weapon", "rifle") +
                                             " range is " + numberText(max) + "\"");
    }
}

// A gun's crew fire small arms only when they are not manning it.
void refuseGunCrew(const Tables& t, const Unit& u) {
    bool gun = contains(t.cannonKinds, u.kind) || u.kind == "gatling";
    if (gun && !u.attr<bool>("gun_out", false)) {
        throw RuleError("/params/unit", u.name + " mans a gun: use " +
                                            (u.kind == "gatling" ? std::string("gatling_fire")
                                                                 : std::string("cannon_fire")));
    }
}

// What an individual fire request asks, checked: the figures firing (0 asks for all) and the
// target's leader picked out (0 for none).
struct SingleFire {
    int figures = 0, officer = 0;
    bool againstIndividuals = false;
};

SingleFire checkSingleFire(const Tables& t, const json& p, const GameState& s, const Unit& u,
                           const Unit& target, double range) {
    refuseGunCrew(t, u);
    bool single = contains(t.individualKinds, u.kind);
    int men = firingStrength(u);
    SingleFire f;
    f.againstIndividuals = isIndividuals(t, target);
    if (!single && men >= t.unitMinimum && !f.againstIndividuals) {
        throw RuleError("/params/unit",
                        u.name + " fires as a unit; only its front rank may fire as individuals, "
                                 "and only at skirmishers or individuals");
    }
    f.figures = p.at("figures").get<int>();
    if (f.figures == 0) {
        f.figures = men;
    }
    if (f.figures > men) {
        throw RuleError("/params/figures",
                        u.name + " has only " + std::to_string(men) + " men able to fire");
    }
    checkRange(t, u, range);
    checkMayFire(s, u, target);
    f.officer = p.at("officer").get<int>();
    if (f.officer > 0) {
        if (f.officer > static_cast<int>(target.leaders.size()) ||
            target.leaders[static_cast<std::size_t>(f.officer - 1)].status != "active") {
            throw RuleError("/params/officer", target.name + " has no active leader number " +
                                                   std::to_string(f.officer));
        }
    }
    return f;
}

// The table a figure fires on (C.VI): skirmishers' own, else the firer's class, against a unit
// or against individuals; with its words and where it stands in the file.
struct SingleTable {
    const FaceTable* table = nullptr;
    std::string name, pointer;
};

SingleTable singleTable(const Tables& t, const Unit& u, bool againstIndividuals) {
    const bool skirmisher = u.kind == "skirmisher";
    const std::string cls = skirmisher ? "skirmisher" : fireClass(t, u);
    const std::string against = againstIndividuals ? "against_individuals" : "against_unit";
    SingleTable out;
    out.table = skirmisher ? (againstIndividuals ? &t.skirmAgainstIndividuals : &t.skirmAgainstUnit)
                           : (againstIndividuals ? &t.indAgainstIndividuals.at(cls)
                                                 : &t.indAgainstUnit.at(cls));
    out.name = cls + (againstIndividuals ? " against individuals" : " against a unit");
    out.pointer = skirmisher ? childPointer("/fire/individuals/skirmishers", against)
                             : childPointer(childPointer("/fire/individuals", against), cls);
    return out;
}

// How the figures' dice are rolled. Faces that read alike share a band, so the figures' dice can
// roll as one pool and the throws again as a second pool over how many came up "again". That
// needs every figure read the same way: it holds unless an officer is named and the hits that
// could fell him differ (an edited table), since the first such figure is the officer's; then
// each figure rolls on his own, as few bands as his die needs.
struct FigureDice {
    std::vector<int> firstCuts, againCuts;
    bool alike = true;
};

FigureDice figureDice(const Tables& t, const FaceTable& table, const FireMods& m, int extra,
                      int officer) {
    auto firstReading = [&](int face) {
        const int modified = face + m.throwMod;
        const Cell& c = lookup(table, modified);
        return std::tuple(c.kind, c.hits, officer > 0 && modified >= t.officerMinFace);
    };
    auto againHits = [&](int face) { return lookup(t.throwAgain, face).hits; };
    auto fell = [&](int h) { return std::max(0, h + extra + m.hitsMod); };
    FigureDice out;
    std::set<int> officerFells; // men a figure who hits the officer would have hit otherwise
    for (int f = 1; f <= t.die.highest(); ++f) {
        if (f > 1 && firstReading(f) != firstReading(f - 1)) {
            out.firstCuts.push_back(f);
        }
        if (f > 1 && againHits(f) != againHits(f - 1)) {
            out.againCuts.push_back(f);
        }
        const auto [kind, h, eligible] = firstReading(f);
        if (eligible && kind == Cell::Kind::Hits && h > 0) {
            officerFells.insert(fell(h));
        } else if (eligible && kind == Cell::Kind::Again) {
            for (int g = 1; g <= t.die.highest(); ++g) {
                if (againHits(g) > 0) {
                    officerFells.insert(fell(againHits(g)));
                }
            }
        }
    }
    out.alike = officer == 0 || officerFells.size() <= 1;
    return out;
}

// The men hit by the figures, and whether one of them felled the officer picked out: each
// figure's throw (and throw again) read and told as a step.
struct FigureHits {
    int hits = 0;
    bool officerHit = false;
};

FigureHits throwFigures(const Tables& t, const Unit& u, const SingleTable& st, const SingleFire& f,
                        const FireMods& m, int extra, Dice& dice, Outcome& o) {
    const FigureDice plan = figureDice(t, *st.table, m, extra, f.officer);
    auto isAgain = [&](int face) {
        return lookup(*st.table, face + m.throwMod).kind == Cell::Kind::Again;
    };
    std::vector<int> firstFaces, againFaces;
    if (plan.alike) {
        firstFaces = dice.pool(f.figures, t.die, "fire: " + u.name + " singly", plan.firstCuts);
        const auto agains = std::count_if(firstFaces.begin(), firstFaces.end(), isAgain);
        againFaces = dice.pool(static_cast<int>(agains), t.die,
                               "fire: " + u.name + " singly, throw again", plan.againCuts);
    }
    std::size_t nextAgain = 0;
    FigureHits out;
    for (int i = 1; i <= f.figures; ++i) {
        const std::string figure = "fire: " + u.name + ", figure " + std::to_string(i) + " of " +
                                   std::to_string(f.figures);
        int face = plan.alike ? firstFaces[static_cast<std::size_t>(i - 1)]
                              : dice.pool(1, t.die, figure, plan.firstCuts).front();
        int modified = face + m.throwMod;
        Cell cell = lookup(*st.table, modified);
        std::string read = rowPointer(st.pointer, modified, t.die);
        std::string row = "figure " + std::to_string(i) + ": " + std::to_string(face) +
                          (m.throwMod ? " (" + std::to_string(modified) + ")" : "") + ": " +
                          describe(cell);
        if (cell.kind == Cell::Kind::Again) {
            int again = plan.alike
                            ? againFaces[nextAgain++]
                            : dice.pool(1, t.die, figure + ", throw again", plan.againCuts).front();
            cell = lookup(t.throwAgain, again);
            read = rowPointer("/fire/individuals/throw_again", again, t.die);
            row += ", again " + std::to_string(again) + ": " + describe(cell);
        }
        int h = cell.hits;
        if (h > 0 && f.officer > 0 && !out.officerHit) {
            if (modified >= t.officerMinFace) {
                out.officerHit = true;
                h = 0; // the officer himself is the casualty
                row += " — the officer is hit";
            } else {
                row += " — a soldier is hit, not the officer (needs " +
                       std::to_string(t.officerMinFace) + "+)";
            }
        }
        if (h > 0) {
            h = std::max(0, h + extra + m.hitsMod);
        }
        out.hits += h;
        o.steps.push_back({row, read, std::nullopt});
    }
    return out;
}

} // namespace

Outcome BlueGrayRuleset::unitFire(const json& p, const GameState& s, Dice& dice) const {
    Outcome o;
    const Unit u = firerAsThePhaseBegan(*this, s, p, "unit", o);
    const Unit& target = unitParam(s, p, "target");
    double range = p.at("range").get<double>();
    if (contains(t_.individualKinds, u.kind)) {
        throw RuleError("/params/unit", u.kind + "s fire singly: use individual_fire");
    }
    refuseGunCrew(t_, u);
    int men = firingStrength(u);
    if (men < t_.unitMinimum) {
        throw RuleError("/params/unit", u.name + " is down to " + std::to_string(men) +
                                            " men and fires as individuals: use individual_fire");
    }
    checkRange(t_, u, range);
    checkMayFire(s, u, target);
    std::string cls = fireClass(t_, u);
    const FaceTable& table = t_.unitTables.at(cls);
    const std::string tablePointer = childPointer("/fire/unit_tables", cls);
    o.steps.push_back({u.name + " fires as a unit on the " + cls + " infantry table", tablePointer,
                       std::nullopt});
    FireMods m = fireModifiers(*this, s, u, target, range, 0, t_.ranges.at("point_blank"), o.steps);
    int face = dice.roll(t_.die, "fire: " + u.name + " at " + target.name);
    int modified = face + m.throwMod;
    const Cell& cell = lookup(table, modified);
    int hits = cell.hits;
    std::string row = "throw " + std::to_string(face) +
                      (m.throwMod ? " (modified " + std::to_string(modified) + ")" : "") + ": " +
                      describe(cell);
    o.steps.push_back({row, rowPointer(tablePointer, modified, t_.die), std::nullopt});
    int extra = u.attr<int>("extra_hits", 0);
    if (hits > 0 && extra > 0) {
        hits += extra;
        o.steps.push_back({"repeaters/sharpshooters: +" + std::to_string(extra) + " men",
                           "/unit_schema/attributes/extra_hits", extra});
    }
    if (hits > 0 && m.hitsMod != 0) {
        hits = std::max(0, hits + m.hitsMod);
    }
    if (hits > 0) {
        o.effects.push_back(Effect::casualties(target.id, hits, "fire: " + u.name));
    }
    markFired(o, s, u, target);
    if (p.at("flank_or_rear").get<bool>()) {
        markFlanked(o, s, u, target);
    }
    o.summary = "Fire: " + u.name + " → " + target.name + ", " + std::to_string(hits) +
                (hits == 1 ? " hit" : " hits");
    o.result = {{"hits", hits}, {"throw", face}, {"modified", modified}};
    return o;
}

// Individual fire: checked, the table, the modifiers, every figure's throw, then the hits, the
// officer and the marks of having fired.
Outcome BlueGrayRuleset::individualFire(const json& p, const GameState& s, Dice& dice) const {
    Outcome o;
    const Unit u = firerAsThePhaseBegan(*this, s, p, "unit", o);
    const Unit& target = unitParam(s, p, "target");
    double range = p.at("range").get<double>();
    const SingleFire f = checkSingleFire(t_, p, s, u, target, range);
    const SingleTable st = singleTable(t_, u, f.againstIndividuals);
    o.steps.push_back({std::to_string(f.figures) + " of " + u.name + " fire singly: " + st.name,
                       st.pointer, std::nullopt});
    FireMods m = fireModifiers(*this, s, u, target, range, 0, t_.ranges.at("point_blank"), o.steps);
    int extra = u.attr<int>("extra_hits", 0);
    const FigureHits fh = throwFigures(t_, u, st, f, m, extra, dice, o);
    if (extra > 0) {
        o.steps.push_back({"repeaters/sharpshooters: +" + std::to_string(extra) + " per hit",
                           "/unit_schema/attributes/extra_hits", extra});
    }
    if (fh.hits > 0) {
        o.effects.push_back(Effect::casualties(target.id, fh.hits, "fire: " + u.name));
    }
    if (fh.officerHit) {
        const Leader& l = target.leaders[static_cast<std::size_t>(f.officer - 1)];
        o.effects.push_back(Effect::leaderStatus(target.id, f.officer - 1, "killed"));
        o.steps.push_back({l.name + " (" + l.rank + ") is hit",
                           "/fire/individuals/officer_min_face", std::nullopt});
    }
    markFired(o, s, u, target);
    if (p.at("flank_or_rear").get<bool>()) {
        markFlanked(o, s, u, target);
    }
    o.summary = "Fire: " + u.name + " → " + target.name + ", " + std::to_string(fh.hits) +
                (fh.hits == 1 ? " hit" : " hits") + (fh.officerHit ? " and the officer" : "");
    o.result = {{"hits", fh.hits}, {"officer_hit", fh.officerHit}, {"figures", f.figures}};
    return o;
}

} // namespace adc::bluegray
