#include "adc/game.hpp"

#include "effects.hpp"
#include "json_int.hpp"

namespace adc {

struct Game::Applied {
    std::vector<detail::Prior> priors;
};

Game::Game(std::shared_ptr<const Ruleset> ruleset, Scenario scenario)
    : ruleset_(std::move(ruleset)), scenario_(std::move(scenario)),
      state_(scenario_.initialState()), dice_(seed_) {}

Game::~Game() = default;
Game::Game(Game&&) noexcept = default;
Game& Game::operator=(Game&&) noexcept = default;

Outcome Game::resolve(const ActionRequest& request, DiceSource& source) const {
    Dice dice(source);
    return ruleset_->resolve(request, state_, dice);
}

Outcome Game::advancePhase(DiceSource& source) const {
    Dice dice(source);
    Outcome o = ruleset_->advancePhase(state_, dice);
    o.rolls = dice.rolls();
    return o;
}

Outcome Game::correction(const std::string& unitId, const std::string& field,
                         const json& value) const {
    const Unit* u = state_.unit(unitId);
    if (!u) {
        throw RuleError("unit", "no unit has the id \"" + unitId + "\"");
    }
    Outcome o;
    o.action = "correction";
    if (field == "strength") {
        if (!value.is_number_integer() || value.get<int>() < 0) {
            throw RuleError("strength", "must be a whole number ≥ 0");
        }
        o.effects.push_back(Effect::setStrength(unitId, value.get<int>()));
    } else if (field == "status") {
        const auto& allowed = ruleset_->unitSchema().statuses;
        if (!value.is_string() ||
            std::find(allowed.begin(), allowed.end(), value.get<std::string>()) == allowed.end()) {
            throw RuleError("status", "is not a status of " + ruleset_->id());
        }
        o.effects.push_back(Effect::status(unitId, value.get<std::string>()));
    } else {
        const AttributeSpec* spec = ruleset_->unitSchema().find(field);
        if (!spec) {
            throw RuleError(field, "is not a unit attribute of " + ruleset_->id());
        }
        if (auto msg = ruleset_->unitSchema().checkValue(*spec, value); !msg.empty()) {
            throw RuleError(field, msg);
        }
        o.effects.push_back(Effect::attr(unitId, field, value));
    }
    o.summary = "Referee correction: " + u->name + " " + field + " → " +
                (value.is_string() ? value.get<std::string>() : value.dump());
    o.steps.push_back({"Corrected by the referee", "correction", std::nullopt});
    return o;
}

void Game::applyEvent(const Event& e, Applied& undo) {
    detail::checkEffects(state_, e.outcome.effects);
    undo.priors = detail::applyEffects(state_, e.outcome.effects);
}

void Game::apply(const Outcome& outcome, std::optional<ActionRequest> request, std::string label) {
    Event e;
    e.label = label.empty() ? outcome.summary : std::move(label);
    e.request = std::move(request);
    e.outcome = outcome;
    e.turn = state_.turn;
    e.phase = state_.phase;
    Applied a;
    applyEvent(e, a); // throws before changing anything
    events_.resize(position_);
    undo_.resize(position_);
    events_.push_back(std::move(e));
    undo_.push_back(std::move(a));
    ++position_;
}

void Game::undo() {
    if (!canUndo()) {
        return;
    }
    --position_;
    detail::revertEffects(state_, events_[position_].outcome.effects, undo_[position_].priors);
    undo_.pop_back();
}

void Game::redo() {
    if (!canRedo()) {
        return;
    }
    Applied a;
    applyEvent(events_[position_], a);
    undo_.push_back(std::move(a));
    ++position_;
}

void Game::setSeed(std::uint32_t seed) {
    seed_ = seed;
    dice_.reseed(seed);
}

void Game::restore(std::vector<Event> events, std::size_t position, std::uint32_t seed,
                   const std::string& diceState) {
    state_ = scenario_.initialState();
    events_.clear();
    undo_.clear();
    position_ = 0;
    for (std::size_t i = 0; i < position && i < events.size(); ++i) {
        Applied a;
        try {
            applyEvent(events[i], a);
        } catch (const RuleError& e) {
            throw RuleError("/history/" + std::to_string(i) + "/outcome" + e.field(), e.what());
        }
        undo_.push_back(std::move(a));
        ++position_;
    }
    events_ = std::move(events);
    seed_ = seed;
    dice_.reseed(seed);
    if (!diceState.empty()) {
        dice_.restore(diceState);
    }
}

void to_json(nlohmann::json& j, const Event& e) {
    j = {{"label", e.label}, {"turn", e.turn}, {"phase", e.phase}, {"outcome", e.outcome}};
    if (e.request) {
        j["request"] = *e.request;
    }
}

void from_json(const nlohmann::json& j, Event& e) {
    e.label = j.at("label").get<std::string>();
    e.turn = detail::wholeNumber(j.at("turn"), "turn");
    e.phase = detail::wholeNumber(j.at("phase"), "phase");
    e.outcome = j.at("outcome").get<Outcome>();
    if (j.contains("request")) {
        e.request = j.at("request").get<ActionRequest>();
    } else {
        e.request.reset();
    }
}

} // namespace adc
