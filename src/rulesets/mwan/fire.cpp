// Fire: dice per four castings or per gun stand, hits on 5-6 (6 only when halved), firing groups
// doubled against cover and range together, fire at chargers, artillery saves. Fire is
// simultaneous: a firer counts the stands it lost earlier in the same fire phase.
#include "fire.hpp"

#include <algorithm>

namespace adc::mwan {

namespace {

struct DiceCount {
    int full = 0;
    bool partial = false; // M1 partial_die: one more die that hits on 6 only
};

// n items in groups of size: whole groups, and the remainder per the M1 house rule. `rule` is
// the group size's entry ("/fire/castings_per_die").
DiceCount groups(int n, int size, const std::string& rounding, std::vector<Step>& steps,
                 const std::string& what, const std::string& rule) {
    DiceCount c;
    c.full = n / size;
    int rest = n % size;
    if (rest == 0) {
        steps.push_back({std::to_string(n) + " " + what + " in groups of " + std::to_string(size) +
                             ": " + std::to_string(c.full) + " dice",
                         rule, std::nullopt});
        return c;
    }
    std::string text = std::to_string(n) + " " + what + " in groups of " + std::to_string(size) +
                       ": " + std::to_string(c.full) + " dice and " + std::to_string(rest) +
                       " over, ";
    if (rounding == "round_up") {
        ++c.full;
        text += "rounded up to " + std::to_string(c.full) + " dice";
    } else if (rounding == "partial_die") {
        c.partial = true;
        text += "plus a partial die that hits on 6 only";
    } else {
        text += "rounded down";
    }
    // The reading is named in words above; the ruling's number is the step's rule.
    steps.push_back({text + " (M1)", "M1", std::nullopt});
    return c;
}

// What fire needs of the shot before counting dice: the weapon, whether half range or cover
// halves it, and the hit number with the entry it is read from.
struct Shot {
    const Weapon& weapon;
    bool beyondHalf = false;
    bool coverHalves = false;
    int hitOn = 0;
    std::string hitOnRule{};
    int groupFactor = 1; // M2 double_groups
    int diceFactor = 1;  // M2 double_dice
};

} // namespace

// What stops a stand firing at all this turn, whatever its target (nextSteps asks it too).
const Weapon& MwanRuleset::firerWeapon(const GameState& state, const Unit& firer) const {
    if (firer.status == status::Routed) {
        throw RuleError("/params/firer", firer.name + " is routed and may not fire");
    }
    if (firer.attr<bool>("rallied", false)) {
        throw RuleError("/params/firer",
                        firer.name + " rallied this turn and may not shoot until next turn");
    }
    if (firer.attr<bool>("fired", false)) {
        throw RuleError("/params/firer", firer.name + " has already fired this turn");
    }
    const auto& weapons = tables().fire.weapons;
    auto wit = weapons.find(firer.attr<std::string>("weapon", "none"));
    if (wit == weapons.end()) {
        throw RuleError("/params/firer", firer.name + " has no weapon to fire");
    }
    const Weapon& w = wit->second;
    const bool noLimbers = option(state, "limbers") == "no_limbers";
    if (w.artillery && !noLimbers && firer.attr<bool>("limbered", false)) {
        throw RuleError("/params/firer", firer.name + " is limbered and must unlimber to fire");
    }
    const double limit = inches(state, tables().movement.noLimberFireLimit);
    if (w.artillery && noLimbers && option(state, "no_limber_rule") == "move_or_fire" &&
        firer.attr<double>("moved", 0) > limit) {
        throw RuleError("/params/firer",
                        firer.name + " moved " + MwanRuleset::fmt(firer.attr<double>("moved", 0)) +
                            "\" without limbers (more than " + MwanRuleset::fmt(limit) +
                            "\") and may not fire this turn (M9)");
    }
    return w;
}

namespace {

// The firer's weapon, once every reason it may not fire at this target is refused.
const Weapon& checkedWeapon(const MwanRuleset& rs, const GameState& state, const Unit& firer,
                            const Unit& target, double range) {
    if (firer.kind == "commander") {
        throw RuleError("/params/firer", firer.name + " is a commander and does not fire");
    }
    if (target.side == firer.side) {
        throw RuleError("/params/target", target.name + " is on the firer's own side");
    }
    const Weapon& w = rs.firerWeapon(state, firer);
    const double maxRange = rs.inches(state, w.range);
    if (range > maxRange) {
        throw RuleError("/params/range", "out of range: " + w.name + " reaches " +
                                             MwanRuleset::fmt(maxRange) + "\", " + target.name +
                                             " is at " + MwanRuleset::fmt(range) + "\"");
    }
    return w;
}

// Range and cover: beyond half range (M4: half the full range, or inside canister range half
// the canister range) or behind cover that halves (M3) the dice hit on 6 only.
void rangeAndCover(const MwanRuleset& rs, const GameState& state, const Unit& target, double range,
                   Shot& s, Outcome& o) {
    const FireTable& f = rs.tables().fire;
    const Weapon& w = s.weapon;
    const double maxRange = rs.inches(state, w.range);
    o.steps.push_back({w.name + ": range " + MwanRuleset::fmt(maxRange) + "\", target at " +
                           MwanRuleset::fmt(range) + "\"",
                       childPointer("/fire/weapons", w.id), std::nullopt});
    double half = maxRange / 2;
    const double canister = rs.inches(state, w.canister);
    if (w.canister > 0 && range <= canister) {
        o.steps.push_back({"Within canister range (" + MwanRuleset::fmt(canister) + "\")",
                           childPointer(childPointer("/fire/weapons", w.id), "canister"),
                           std::nullopt});
        if (rs.option(state, "canister_half_range") == "canister_range") {
            half = canister / 2;
        }
    }
    s.beyondHalf = range > half;
    const std::string cover = target.attr<std::string>("cover", "none");
    s.coverHalves =
        cover == "hard" || (cover == "soft" && rs.option(state, "soft_cover_fire") == "halves");
    if (s.beyondHalf) {
        o.steps.push_back({"Beyond half range (" + MwanRuleset::fmt(half) + "\"): hit on " +
                               std::to_string(f.halvedHitOn) + " only",
                           "/fire/halved_hit_on", std::nullopt});
    }
    if (s.coverHalves) {
        o.steps.push_back({target.name + " in " + cover + " cover: hit on " +
                               std::to_string(f.halvedHitOn) + " only" +
                               (cover == "soft" ? " (M3 halves)" : ""),
                           cover == "soft" ? "M3" : "/fire/halved_hit_on", std::nullopt});
    } else if (cover == "soft") {
        o.steps.push_back({"Soft cover does not halve fire (M3: no effect)", "M3", std::nullopt});
    }
    const bool halved = s.beyondHalf || s.coverHalves;
    s.hitOn = halved ? f.halvedHitOn : f.hitOn;
    s.hitOnRule = halved ? "/fire/halved_hit_on" : "/fire/hit_on";
    if (s.beyondHalf && s.coverHalves) {
        // M2: against cover and range together the firing groups (or the dice) are doubled.
        if (rs.option(state, "cover_and_range") == "double_dice") {
            s.diceFactor = f.doubledGroupFactor;
            o.steps.push_back(
                {"Against cover and range: twice the dice, hit on 6 (M2: double the dice)", "M2",
                 std::nullopt});
        } else {
            s.groupFactor = f.doubledGroupFactor;
            o.steps.push_back({"Against cover and range: firing groups doubled, hit on 6 (M2: "
                               "double the groups)",
                               "M2", std::nullopt});
        }
    }
}

// The dice of the firer's stands, counting those lost to fire earlier this phase (fire is
// simultaneous): a die per gun stand, or per four castings of a short stand's true count.
DiceCount firingGroups(const MwanRuleset& rs, const GameState& state, const Unit& firer,
                       const Shot& s, Outcome& o) {
    const FireTable& f = rs.tables().fire;
    const int lostThisFire = MwanRuleset::lostThisPhase(state, firer, flag::FireLosses);
    const int stands = firer.strength + lostThisFire;
    if (lostThisFire > 0) {
        o.steps.push_back({"Simultaneous fire: " + firer.name + " still fires with the " +
                               std::to_string(lostThisFire) + " stand(s) lost this phase",
                           rs.phaseRule("fire"), std::nullopt});
    }
    const std::string rounding = rs.option(state, "partial_castings");
    if (s.weapon.artillery) {
        return groups(stands, f.gunStandsPerDie * s.groupFactor, rounding, o.steps, "gun stands",
                      "/fire/gun_stands_per_die");
    }
    int castings = stands * f.castingsPerStand;
    int given = firer.attr<int>("castings", 0);
    if (given > 0) {
        // A short stand is the first removed, so the count never exceeds 4 per stand left.
        castings = std::min(given, castings);
    }
    return groups(castings, f.castingsPerDie * s.groupFactor, rounding, o.steps, "castings",
                  "/fire/castings_per_die");
}

// Fire at chargers: smoothbore guns roll more dice, smoothbore muskets hit on 4-6 (M5: that
// number replaces the others, or is itself halved at range or behind cover).
void atChargers(const MwanRuleset& rs, const GameState& state, Shot& s, DiceCount& count,
                Outcome& o) {
    const FireTable& f = rs.tables().fire;
    const Weapon& w = s.weapon;
    if (!f.chargerDiceMultiplier.count(w.id) && !f.chargerHitOn.count(w.id)) {
        o.steps.push_back({"Target charging: counts for nothing for a " + w.name +
                               " (only smoothbore artillery and smoothbore muskets gain against "
                               "chargers)",
                           "/fire/charger_hit_on", std::nullopt});
    }
    if (auto m = f.chargerDiceMultiplier.find(w.id); m != f.chargerDiceMultiplier.end()) {
        count.full *= m->second;
        o.steps.push_back({w.name + " firing at chargers: dice × " + std::to_string(m->second),
                           childPointer("/fire/charger_dice_multiplier", w.id), std::nullopt});
    }
    if (auto h = f.chargerHitOn.find(w.id); h != f.chargerHitOn.end()) {
        bool halved =
            (s.beyondHalf || s.coverHalves) && rs.option(state, "charger_fire") == "halved";
        s.hitOn = halved ? f.halvedHitOn : h->second;
        s.hitOnRule = halved ? "/fire/halved_hit_on" : childPointer("/fire/charger_hit_on", w.id);
        o.steps.push_back({w.name + " firing at chargers: hit on " + std::to_string(s.hitOn) + "-" +
                               std::to_string(rs.tables().die.highest()) +
                               (halved ? " (M5 halved)" : " (M5 replaces)"),
                           "M5", std::nullopt});
    }
}

} // namespace

int MwanRuleset::artillerySaves(Dice& dice, const Unit& battery, int hits) const {
    // The save dice are alike and read only as saved or not: the odds walk weighs how many.
    const int saveOn = tables_.fire.artillerySaveOn;
    int saves = 0;
    for (int face : dice.pool(hits, tables_.die, "artillery save: " + battery.name,
                              bandCuts(tables_.die, {saveOn}))) {
        saves += face >= saveOn ? 1 : 0;
    }
    return saves;
}

FirePlan MwanRuleset::planFire(const json& params, const GameState& state, Outcome& o) const {
    const Unit& firer = actingUnit(state, params, "firer", flag::FireLosses);
    const Unit& target = unitParam(state, params, "target");
    const double range = params.at("range").get<double>();
    Shot s{checkedWeapon(*this, state, firer, target, range)};
    rangeAndCover(*this, state, target, range, s, o);
    DiceCount count = firingGroups(*this, state, firer, s, o);
    if (params.at("target_charging").get<bool>() || target.attr<bool>("charging", false)) {
        atChargers(*this, state, s, count, o);
    }
    count.full *= s.diceFactor;
    return {firer,      target, count.full, count.partial, s.hitOn, tables_.fire.halvedHitOn,
            s.hitOnRule};
}

namespace {

// The full dice and a partial die (M1) of the plan, rolled: how many hit. The dice are alike and
// read only as hit or miss, so the odds walk weighs how many hit.
int rollHits(const MwanRuleset& rs, Dice& dice, const FirePlan& p, Outcome& o) {
    const Die& die = rs.tables().die;
    const std::string purpose = "fire: " + p.firer.name + " → " + p.target.name;
    int hits = 0;
    for (int face : dice.pool(p.dice, die, purpose, bandCuts(die, {p.hitOn}))) {
        hits += face >= p.hitOn ? 1 : 0;
    }
    if (p.partial) {
        const int face =
            dice.pool(1, die, purpose + ", partial die", bandCuts(die, {p.partialHitOn}))[0];
        hits += face >= p.partialHitOn ? 1 : 0;
    }
    o.steps.push_back({std::to_string(p.dice + (p.partial ? 1 : 0)) + " dice hitting on " +
                           std::to_string(p.hitOn) + "+: " + std::to_string(hits) + " hit(s)",
                       p.hitOnRule, std::nullopt});
    return hits;
}

} // namespace

Outcome MwanRuleset::fire(const json& params, const GameState& state, Dice& dice) const {
    const FireTable& f = tables_.fire;
    Outcome o;
    const FirePlan p = planFire(params, state, o);
    const Unit& firer = p.firer;
    const Unit& target = p.target;
    const int hitOn = p.hitOn;
    const int total = p.dice + (p.partial ? 1 : 0);
    const int hits = rollHits(*this, dice, p, o);
    int saves = 0;
    if (target.kind == "artillery") {
        saves = artillerySaves(dice, target, hits);
        if (hits > 0) {
            o.steps.push_back({"Artillery saves on " + std::to_string(f.artillerySaveOn) + "-" +
                                   std::to_string(tables_.die.highest()) + ": " +
                                   std::to_string(saves) + " saved",
                               "/fire/artillery_save_on", std::nullopt});
        }
    }
    const int removed = std::min(hits - saves, target.strength);
    Bookkeeping books(state);
    o.effects.push_back(Effect::attr(firer.id, "fired", true));
    if (removed > 0) {
        o.effects.push_back(Effect::casualties(target.id, removed, "fire: " + firer.name));
        json& losses = books.get(flag::FireLosses);
        losses[target.id] = losses.value(target.id, 0) + removed;
        if (removed < target.strength) {
            moraleDue(books, target, "fire", removed);
            o.steps.push_back({target.name + " loses " + std::to_string(removed) +
                                   " stand(s) and must cast morale",
                               phaseRule("morale"), std::nullopt});
        } else {
            o.steps.push_back({target.name + " is destroyed", "/fire", std::nullopt});
        }
        commanderRisk(state, target, dice, o, books);
    }
    books.emit(o.effects);
    o.summary = "Fire: " + firer.name + " → " + target.name + ", " + std::to_string(hits) + " hit" +
                (hits == 1 ? "" : "s") +
                (saves > 0 ? ", " + std::to_string(saves) + " saved" : "") + ", " +
                std::to_string(removed) + " stand" + (removed == 1 ? "" : "s") + " removed";
    o.result["dice"] = total; // merged: the commanders' risk may have added its deaths
    o.result["hit_on"] = hitOn;
    o.result["hits"] = hits;
    o.result["saves"] = saves;
    o.result["stands_removed"] = removed;
    return o;
}

} // namespace adc::mwan
