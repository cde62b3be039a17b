// What an event's effects replaced, as a save holds it (format 4, the event's "replaced"): the
// values each effect overwrote, enough to take the event back without replaying the history
// before it (issue 41, item 8). One entry per effect, in the effects' order, holding only what
// that kind of effect changes.
#include "adc/json_reader.hpp"
#include "effects.hpp"

namespace adc::detail {

namespace {

// The keys each kind's entry holds.
std::vector<std::string> replacedKeys(EffectKind kind) {
    switch (kind) {
    case EffectKind::Casualties:
        return {"strength", "casualties", "status"};
    case EffectKind::SetStrength:
        return {"strength", "start_strength", "status"};
    case EffectKind::Status:
    case EffectKind::LeaderStatus:
        return {"status"};
    case EffectKind::Attr:
    case EffectKind::Flag:
    case EffectKind::Owed:
        return {"value"};
    case EffectKind::DeckDraw:
    case EffectKind::DeckSet:
        return {"deck"};
    case EffectKind::Phase:
        return {"turn", "phase"};
    case EffectKind::Note:
        return {};
    }
    return {};
}

json priorJson(const Effect& e, const Prior& p) {
    json out = json::object();
    switch (e.kind) {
    case EffectKind::Casualties:
        out = {{"strength", p.strength}, {"casualties", p.casualties}, {"status", p.value}};
        break;
    case EffectKind::SetStrength:
        out = {{"strength", p.strength}, {"start_strength", p.startStrength}, {"status", p.value}};
        break;
    case EffectKind::Status:
    case EffectKind::LeaderStatus:
        out = {{"status", p.value}};
        break;
    case EffectKind::Attr:
    case EffectKind::Flag:
    case EffectKind::Owed:
        // {} when there was no such key (the effect added it), so null stays a value.
        if (p.existed) {
            out = {{"value", p.value}};
        }
        break;
    case EffectKind::DeckDraw:
    case EffectKind::DeckSet:
        out = {{"deck", p.deck ? json(*p.deck) : json()}};
        break;
    case EffectKind::Phase:
        out = {{"turn", p.turn}, {"phase", p.phase}};
        break;
    case EffectKind::Note:
        break;
    }
    return out;
}

// One effect's entry; its errors go to r (standing at the entry).
Prior readPrior(const Effect& e, JsonReader r) {
    Prior p;
    r.onlyKeys("", replacedKeys(e.kind));
    switch (e.kind) {
    case EffectKind::Casualties:
        r.read("/strength", p.strength, 0);
        if (auto n = r.integer("/casualties", 0)) {
            p.casualties = static_cast<std::size_t>(*n);
        }
        p.value = r.string("/status").value_or("");
        break;
    case EffectKind::SetStrength:
        r.read("/strength", p.strength, 0);
        r.read("/start_strength", p.startStrength, 0);
        p.value = r.string("/status").value_or("");
        break;
    case EffectKind::Status:
    case EffectKind::LeaderStatus:
        p.value = r.string("/status").value_or("");
        break;
    case EffectKind::Attr:
    case EffectKind::Flag:
    case EffectKind::Owed:
        p.existed = r.has("/value");
        if (p.existed) {
            p.value = *r.value("/value");
        }
        break;
    case EffectKind::DeckDraw:
    case EffectKind::DeckSet:
        if (const json* deck = r.object("/deck")) {
            try {
                p.deck = deck->get<Deck>();
            } catch (const std::exception& ex) {
                r.error("/deck", std::string("is not a deck: ") + ex.what());
            }
        }
        break;
    case EffectKind::Phase:
        r.read("/turn", p.turn, 1);
        r.read("/phase", p.phase, 0);
        break;
    case EffectKind::Note:
        break;
    }
    return p;
}

} // namespace

json replacedToJson(const std::vector<Effect>& effects, const std::vector<Prior>& priors) {
    json out = json::array();
    for (std::size_t i = 0; i < effects.size() && i < priors.size(); ++i) {
        out.push_back(priorJson(effects[i], priors[i]));
    }
    return out;
}

std::optional<std::vector<Prior>> replacedFromJson(const std::vector<Effect>& effects,
                                                   JsonReader r) {
    const Diagnostics& d = r.diagnostics();
    const std::size_t errorsBefore = d.items().size();
    const json* list = r.array("");
    if (!list) {
        return std::nullopt;
    }
    if (list->size() != effects.size()) {
        r.error("", "must hold one entry for each of the event's " +
                        std::to_string(effects.size()) + " effects, found " +
                        std::to_string(list->size()));
        return std::nullopt;
    }
    std::vector<Prior> priors;
    priors.reserve(effects.size());
    for (std::size_t i = 0; i < effects.size(); ++i) {
        const std::string at = "/" + std::to_string(i);
        if (r.object(at)) {
            priors.push_back(readPrior(effects[i], r.at(at)));
        }
    }
    if (d.items().size() != errorsBefore) {
        return std::nullopt;
    }
    return priors;
}

} // namespace adc::detail
