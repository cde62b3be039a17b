#include "fire_modifiers.hpp"
#include <algorithm>

namespace adc::bluegray {

FireMods fireModifiers(const BlueGrayRuleset& rs, const GameState& s, const Unit& firer,
                       const Unit& target, double range, int weaponCover, double pointBlank,
                       std::vector<Step>& steps) {
    const Tables& t = rs.tables();
    FireMods m;
    int bonus = firer.attr<int>("fire_bonus", 0);
    if (bonus != 0) {
        m.throwMod += bonus;
        steps.push_back({firer.name + ": scenario fire bonus (sharpshooters/repeaters) " +
                             (bonus > 0 ? "+" : "") + std::to_string(bonus),
                         "/unit_schema/attributes/fire_bonus", bonus});
    }
    std::string label;
    int general = generalCover(t, target, &label);
    if (target.attr<std::string>("cover", "none") != "none") {
        int cover = general;
        std::string why = "target under cover (" + label + ")";
        if (weaponCover > 0) {
            std::string mode = rs.option(s, "weapon_cover");
            if (mode == "weapon_only") {
                cover = weaponCover;
                why = "gun against a target under cover";
            } else if (mode == "weapon_plus_general") {
                cover = weaponCover + general;
                why = "gun against a target under cover, plus the general " + label + " modifier";
            }
        }
        bool onHits = rs.option(s, "cover_modifier") == "hits";
        if (onHits) {
            m.hitsMod -= cover;
        } else {
            m.throwMod -= cover;
        }
        steps.push_back(
            {why + ": -" + std::to_string(cover) + (onHits ? " man hit" : " on the throw"),
             weaponCover > 0 ? "G2" : "G1", -cover});
    }
    bool ownFire = rs.option(s, "square_modifier") == "own_fire";
    const Unit& inSquare = ownFire ? firer : target;
    if (inSquare.attr<std::string>("formation", "line") == "square") {
        m.throwMod -= t.squareMod;
        steps.push_back({(ownFire ? "firer in square" : "target in square") + std::string(": -") +
                             std::to_string(t.squareMod),
                         "G3", -t.squareMod});
    }
    if (range <= pointBlank) {
        if (rs.option(s, "point_blank") == "bonus") {
            m.throwMod += t.pointBlankBonus;
            steps.push_back({"point blank (" + numberText(pointBlank) + "\"): +" +
                                 std::to_string(t.pointBlankBonus),
                             "G4", t.pointBlankBonus});
        } else {
            steps.push_back(
                {"point blank (" + numberText(pointBlank) + "\"): no effect in the rules", "G4",
                 std::nullopt});
        }
    }
    return m;
}

std::string fireClass(const Tables& t, const Unit& u) {
    std::string key;
    if (u.kind == "cavalry") {
        key = isMounted(u) ? "cavalry_mounted" : "cavalry_dismounted";
    } else {
        key = u.kind;
    }
    auto it = t.fireClass.find(key);
    return it != t.fireClass.end() ? it->second : u.quality;
}

bool isIndividuals(const Tables& t, const Unit& u) {
    return contains(t.individualKinds, u.kind) || u.strength < t.unitMinimum;
}

int firingStrength(const Unit& u) {
    int holders =
        u.attr<std::string>("horses", "none") == "held" ? u.attr<int>("horse_holders", 0) : 0;
    return std::max(0, u.strength - holders);
}

AppliedModifier BlueGrayRuleset::appliedModifier(const std::string& pointer,
                                                 const OptionChoices& options) const {
    AppliedModifier m = Ruleset::appliedModifier(pointer, options);
    auto under = [&](const std::string& prefix) { return pointer.rfind(prefix, 0) == 0; };
    const bool onHits = option(options, "cover_modifier") == "hits";
    if (under("/fire/modifiers/cover/") || under("/fire/modifiers/enclosed/")) {
        // G1: "Subtract N when firing against troops under cover", off the throw or the men hit.
        m.value = -m.value;
        m.to = onHits ? "off the men hit" : "off the throw";
    } else if (pointer == "/fire/modifiers/square") {
        // G3: "Troops in square subtract 1 from throws": the square's own fire, or fire at it.
        m.value = -m.value;
        m.to = option(options, "square_modifier") == "own_fire" ? "the square's own fire"
                                                                : "fire at a square";
    } else if (pointer == "/fire/modifiers/point_blank_bonus") {
        // G4: the text gives point blank no effect; only the "bonus" reading adds one.
        m.applies = option(options, "point_blank") == "bonus";
    } else if (pointer == "/artillery/cover" || pointer == "/gatling/cover") {
        // G2: "Subtract 1 against target(s) under cover", unless the general modifier replaces it.
        m.value = -m.value;
        m.applies = option(options, "weapon_cover") != "general_only";
        m.to = onHits ? "off the men hit" : "off the throw";
    }
    return m;
}

} // namespace adc::bluegray
