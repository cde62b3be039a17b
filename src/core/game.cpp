#include "adc/game.hpp"

#include "adc/game_end.hpp"
#include "adc/scenario_play.hpp"
#include "effects.hpp"
#include "json_int.hpp"

#include <algorithm>

namespace adc {

struct Game::Applied {
    std::vector<detail::Prior> priors;
};

Game::Game(std::shared_ptr<const Ruleset> ruleset, Scenario scenario)
    : ruleset_(std::move(ruleset)), scenario_(std::move(scenario)),
      state_(scenario_.initialState()), dice_(seed_), clock_(std::make_shared<SystemClock>()) {
    if (scenario_.slotMinutes) {
        slot_.minutes = *scenario_.slotMinutes;
    }
}

Game::~Game() = default;
Game::Game(Game&&) noexcept = default;
Game& Game::operator=(Game&&) noexcept = default;

Outcome Game::resolve(const ActionRequest& request, DiceSource& source) const {
    if (gameOver(state_)) {
        throw RuleError("/action", gameOverWords(state_));
    }
    // The scenario's rules in force come first: a refusal quotes its words, a default it sets
    // is filled in and said in the steps.
    ActionRequest asked = request;
    std::vector<Step> steps = applyTurnRules(scenario_, *ruleset_, state_, asked);
    Dice dice(source);
    Outcome o = ruleset_->resolve(asked, state_, dice);
    o.steps.insert(o.steps.begin(), steps.begin(), steps.end());
    addDischarges(*ruleset_, state_, asked, o);
    addOwedAfter(scenario_, *ruleset_, state_, asked, o);
    return o;
}

Outcome Game::advancePhase(DiceSource& source) const {
    if (gameOver(state_)) {
        throw RuleError("/turn", gameOverWords(state_));
    }
    Dice dice(source);
    if (atLastPhase(scenario_, *ruleset_, state_)) {
        // The last turn ends as every turn does (the module's end-of-turn consequences), and
        // the result is judged on the state they leave: one event holds both.
        Outcome o = ruleset_->endOfTurn(state_, dice);
        GameState ended = state_;
        detail::checkEffects(ended, o.effects);
        detail::applyEffects(ended, o.effects);
        Outcome end =
            endOfGame(scenario_, *ruleset_, ended,
                      "turn " + std::to_string(state_.turn) + ", the scenario's last, has ended");
        end.steps.insert(end.steps.begin(), o.steps.begin(), o.steps.end());
        end.effects.insert(end.effects.begin(), o.effects.begin(), o.effects.end());
        end.rolls = dice.rolls();
        return end;
    }
    Outcome o = ruleset_->advancePhase(state_, dice);
    o.rolls = dice.rolls();
    addTimelineEffects(scenario_, *ruleset_, state_, o);
    return o;
}

Outcome Game::endEarly(const std::string& why) const {
    if (gameOver(state_)) {
        throw RuleError("/turn", gameOverWords(state_));
    }
    return endOfGame(scenario_, *ruleset_, state_,
                     "the referee ended it on turn " + std::to_string(state_.turn) +
                         (why.empty() ? std::string() : " (" + why + ")"));
}

Outcome Game::correction(const std::string& unitId, const std::string& field, const json& value,
                         const std::vector<std::string>& picked) const {
    return ruleset_->correction(state_, unitId, field, value, picked);
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
    e.at = clock_->now();
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

void Game::setClock(std::shared_ptr<const Clock> clock) {
    clock_ = clock ? std::move(clock) : std::make_shared<SystemClock>();
}

void Game::restore(std::vector<Event> events, std::size_t position, std::uint32_t seed,
                   const std::string& diceState) {
    state_ = scenario_.initialState();
    events_.clear();
    undo_.clear();
    position_ = 0;
    barrier_ = 0;
    resumedFrom_.reset();
    for (std::size_t i = 0; i < position && i < events.size(); ++i) {
        Applied a;
        try {
            applyEvent(events[i], a);
        } catch (const RuleError& e) {
            throw RuleError("/history/" + std::to_string(i) + "/outcome" + e.field(), e.message());
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

void Game::resume(GameState state) {
    resume(std::move(state), {}, 0);
}

void Game::resume(GameState state, std::vector<Event> events, std::size_t position) {
    state_ = std::move(state);
    events_ = std::move(events);
    position_ = std::min(position, events_.size());
    undo_.assign(position_, Applied{});
    barrier_ = position_;
    resumedFrom_.reset();
    if (barrier_ > 0) {
        resumedFrom_ = state_;
    }
}

void Game::learnUndo() {
    if (barrier_ == 0) {
        return;
    }
    Game replayed(ruleset_, scenario_);
    try {
        replayed.restore(
            std::vector<Event>(events_.begin(), events_.begin() + static_cast<long>(barrier_)),
            barrier_, seed_, {});
    } catch (const RuleError& e) {
        throw RuleError(e.field(), e.message() + "; the events before it cannot be undone");
    }
    if (!adoptUndo(std::move(replayed))) {
        throw RuleError("/state", "replaying the history does not reach the saved state; the "
                                  "events before it cannot be undone");
    }
}

bool Game::adoptUndo(Game&& replayed) {
    if (barrier_ == 0 || replayed.barrier_ != 0 || replayed.position_ != barrier_ ||
        replayed.events_.size() < barrier_ || !resumedFrom_ ||
        !replayed.state_.sameAs(*resumedFrom_)) {
        return false;
    }
    for (std::size_t i = 0; i < barrier_; ++i) {
        if (replayed.events_[i].outcome.effects != events_[i].outcome.effects) {
            return false;
        }
    }
    std::move(replayed.undo_.begin(), replayed.undo_.begin() + static_cast<long>(barrier_),
              undo_.begin());
    barrier_ = 0;
    resumedFrom_.reset();
    return true;
}

void to_json(nlohmann::json& j, const Event& e) {
    j = {{"label", e.label}, {"turn", e.turn}, {"phase", e.phase}, {"outcome", e.outcome}};
    if (e.request) {
        j["request"] = *e.request;
    }
    if (e.at) {
        j["at"] = wallTimeText(*e.at);
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
    e.at.reset();
    if (auto at = j.find("at"); at != j.end()) {
        e.at = at->is_string() ? wallTimeFromText(at->get<std::string>()) : std::nullopt;
        if (!e.at) {
            throw std::invalid_argument("\"at\" must be a UTC time as \"2026-12-03T18:00:00Z\", "
                                        "found " +
                                        at->dump());
        }
    }
}

} // namespace adc
