#include "adc/outcome.hpp"

#include "json_int.hpp"

#include <sstream>
#include <stdexcept>

namespace adc {

namespace {

const std::vector<std::pair<EffectKind, const char*>> kEffectKinds = {
    {EffectKind::Casualties, "casualties"},
    {EffectKind::SetStrength, "set_strength"},
    {EffectKind::Status, "status"},
    {EffectKind::Attr, "attr"},
    {EffectKind::LeaderStatus, "leader"},
    {EffectKind::Flag, "flag"},
    {EffectKind::Owed, "owed"},
    {EffectKind::DeckDraw, "deck_draw"},
    {EffectKind::DeckSet, "deck_set"},
    {EffectKind::Phase, "phase"},
    {EffectKind::Note, "note"}};

EffectKind effectKindFrom(const std::string& s) {
    for (const auto& [k, name] : kEffectKinds) {
        if (s == name) {
            return k;
        }
    }
    throw std::invalid_argument("unknown effect kind \"" + s + "\"");
}

} // namespace

std::string toString(EffectKind k) {
    for (const auto& [kind, name] : kEffectKinds) {
        if (kind == k) {
            return name;
        }
    }
    return "note";
}

Effect Effect::casualties(std::string unit, int count, std::string cause) {
    return {EffectKind::Casualties, std::move(unit), {}, nullptr, count, std::move(cause)};
}
Effect Effect::setStrength(std::string unit, int value) {
    return {EffectKind::SetStrength, std::move(unit), {}, value, 0, {}};
}
Effect Effect::status(std::string unit, std::string value) {
    return {EffectKind::Status, std::move(unit), {}, std::move(value), 0, {}};
}
Effect Effect::attr(std::string unit, std::string key, nlohmann::json value) {
    return {EffectKind::Attr, std::move(unit), std::move(key), std::move(value), 0, {}};
}
Effect Effect::leaderStatus(std::string unit, int index, std::string value) {
    return {EffectKind::LeaderStatus, std::move(unit), {}, std::move(value), index, {}};
}
Effect Effect::flag(std::string key, nlohmann::json value) {
    return {EffectKind::Flag, {}, std::move(key), std::move(value), 0, {}};
}
Effect Effect::owed(std::string unit, std::string action, nlohmann::json details) {
    return {EffectKind::Owed, std::move(unit), std::move(action), std::move(details), 0, {}};
}
Effect Effect::deckDraw(std::optional<Card> specific) {
    return {EffectKind::DeckDraw, {}, specific ? specific->code() : "", nullptr, 0, {}};
}
Effect Effect::deckSet(const Deck& deck) {
    return {EffectKind::DeckSet, {}, {}, nlohmann::json(deck), 0, {}};
}
Effect Effect::phase(int turn, int phase) {
    return {EffectKind::Phase, {}, {}, phase, turn, {}};
}
Effect Effect::note(std::string text) {
    return {EffectKind::Note, {}, {}, nullptr, 0, std::move(text)};
}

std::string Effect::describe() const {
    switch (kind) {
    case EffectKind::Casualties:
        return unit + ": -" + std::to_string(count) + (text.empty() ? "" : " (" + text + ")");
    case EffectKind::SetStrength:
        return unit + ": strength set to " + value.dump();
    case EffectKind::Status:
        return unit + ": status " + (value.is_string() ? value.get<std::string>() : value.dump());
    case EffectKind::Attr:
        return unit + ": " + key + " = " + value.dump();
    case EffectKind::LeaderStatus:
        return unit + ": leader " + std::to_string(count + 1) + " " +
               (value.is_string() ? value.get<std::string>() : value.dump());
    case EffectKind::Flag:
        // A flag the core keeps for the scenario says in words what it changed.
        return text.empty() ? "game: " + key + " = " + value.dump() : "game: " + text;
    case EffectKind::Owed:
        return unit + ": " +
               (value.is_null() ? "owes no " + key + " test"
                                : "owes a " + key + " test" +
                                      (value.contains("reason") && value["reason"].is_string()
                                           ? " (" + value["reason"].get<std::string>() + ")"
                                           : std::string()));
    case EffectKind::DeckDraw:
        return key.empty() ? "deck: draw the top card" : "deck: draw " + key;
    case EffectKind::DeckSet:
        return "deck: shuffled";
    case EffectKind::Phase:
        return "turn " + std::to_string(count) + ", phase " + value.dump();
    case EffectKind::Note:
        return text;
    }
    return text;
}

void to_json(nlohmann::json& j, const Step& s) {
    j = {{"text", s.text}, {"rule", s.rule}};
    if (s.modifier) {
        j["modifier"] = *s.modifier;
    }
}

void from_json(const nlohmann::json& j, Step& s) {
    s.text = j.at("text").get<std::string>();
    s.rule = j.value("rule", "");
    if (j.contains("modifier")) {
        s.modifier = detail::wholeNumber(j.at("modifier"), "modifier");
    } else {
        s.modifier.reset();
    }
}

void to_json(nlohmann::json& j, const Effect& e) {
    j = {{"kind", toString(e.kind)}};
    if (!e.unit.empty()) {
        j["unit"] = e.unit;
    }
    if (!e.key.empty()) {
        j["key"] = e.key;
    }
    if (!e.value.is_null() || e.kind == EffectKind::Attr || e.kind == EffectKind::Flag ||
        e.kind == EffectKind::Owed) {
        j["value"] = e.value;
    }
    if (e.count != 0) {
        j["count"] = e.count;
    }
    if (!e.text.empty()) {
        j["text"] = e.text;
    }
}

void from_json(const nlohmann::json& j, Effect& e) {
    e.kind = effectKindFrom(j.at("kind").get<std::string>());
    e.unit = j.value("unit", "");
    e.key = j.value("key", "");
    e.value = j.contains("value") ? j.at("value") : nlohmann::json();
    e.count = detail::wholeNumber(j, "count", 0);
    e.text = j.value("text", "");
}

void to_json(nlohmann::json& j, const Outcome& o) {
    j = {{"action", o.action}, {"summary", o.summary}, {"rolls", o.rolls},
         {"steps", o.steps},   {"effects", o.effects}, {"result", o.result}};
}

void from_json(const nlohmann::json& j, Outcome& o) {
    o.action = j.at("action").get<std::string>();
    o.summary = j.at("summary").get<std::string>();
    o.rolls = j.at("rolls").get<std::vector<Roll>>();
    o.steps = j.at("steps").get<std::vector<Step>>();
    o.effects = j.at("effects").get<std::vector<Effect>>();
    o.result = j.value("result", nlohmann::json::object());
}

std::string explain(const Outcome& o) {
    std::ostringstream out;
    out << o.summary << "\n";
    if (!o.rolls.empty()) {
        out << "Dice:\n";
        for (const auto& r : o.rolls) {
            out << "  " << r.die.name() << " = " << r.face << "  (" << r.purpose << ")";
            if (r.source != RollSource::Random) {
                out << " [" << toString(r.source) << "]";
            }
            out << "\n";
        }
    }
    if (!o.steps.empty()) {
        out << "Steps:\n";
        for (const auto& s : o.steps) {
            out << "  - " << s.text;
            if (s.modifier) {
                out << " (" << (*s.modifier >= 0 ? "+" : "") << *s.modifier << ")";
            }
            if (!s.rule.empty()) {
                out << "  [" << s.rule << "]";
            }
            out << "\n";
        }
    }
    if (!o.effects.empty()) {
        out << "Effects:\n";
        for (const auto& e : o.effects) {
            out << "  * " << e.describe() << "\n";
        }
    }
    return out.str();
}

} // namespace adc
