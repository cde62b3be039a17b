#include "adc/game.hpp"

#include "adc/game_end.hpp"
#include "adc/scenario_play.hpp"
#include "effects.hpp"
#include "json_int.hpp"

#include <algorithm>

namespace adc {

struct Game::Applied {
    std::vector<detail::Prior> priors;
    bool known = false; // false below the undo barrier
    bool read = false;  // taken from a save, not worked out here: checked before it is used
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
    undo.known = true;
    undo.read = false;
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
    const std::size_t i = position_ - 1;
    if (undo_[i].read) {
        takeBackRead(i);
    } else {
        detail::revertEffects(state_, events_[i].outcome.effects, undo_[i].priors);
    }
    --position_; // the record stays: the event can be redone, and is saved with it
}

// A record read from a save is checked against the state before it is trusted: a wrong one
// would take the game to a state no history gives, and the next save would keep it.
void Game::takeBackRead(std::size_t i) {
    const std::vector<Effect>& effects = events_[i].outcome.effects;
    const std::string at = "/history/" + std::to_string(firstNumber_ + i);
    try {
        detail::checkEffects(state_, effects);
    } catch (const RuleError& e) {
        throw RuleError(at + "/outcome" + e.field(),
                        e.message() + " in the saved state; the event cannot be undone");
    }
    GameState back = state_;
    detail::revertEffects(back, effects, undo_[i].priors);
    GameState again = back;
    // The event says when it was applied: taken back, the game must stand there again.
    bool agrees = back.turn == events_[i].turn && back.phase == events_[i].phase;
    try {
        detail::checkEffects(again, effects);
        const auto priors = detail::applyEffects(again, effects);
        agrees = agrees && again.sameAs(state_) &&
                 detail::replacedToJson(effects, priors) ==
                     detail::replacedToJson(effects, undo_[i].priors);
    } catch (const RuleError&) {
        agrees = false;
    }
    if (!agrees) {
        throw RuleError(at + "/replaced",
                        "does not take the event back: the state it gives is not the one the "
                        "event was applied to, or applying the event again to it does not arrive "
                        "at the saved state (adc replay checks the history)");
    }
    state_ = std::move(back);
    undo_[i].read = false;
}

void Game::redo() {
    if (!canRedo()) {
        return;
    }
    applyEvent(events_[position_], undo_[position_]);
    ++position_;
}

json Game::replaced(std::size_t i) const {
    if (i >= undo_.size() || !undo_[i].known) {
        return nullptr;
    }
    return detail::replacedToJson(events_[i].outcome.effects, undo_[i].priors);
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
    undo_.resize(events_.size()); // the redo list's are worked out as each is redone
    seed_ = seed;
    dice_.reseed(seed);
    if (!diceState.empty()) {
        dice_.restore(diceState);
    }
}

void Game::resume(GameState state) {
    resume(std::move(state), {}, 0, {}, 0);
}

void Game::resume(GameState state, std::vector<Event> events, std::size_t position,
                  ReplacedRecords replaced, std::size_t firstNumber) {
    state_ = std::move(state);
    events_ = std::move(events);
    firstNumber_ = firstNumber;
    position_ = std::min(position, events_.size());
    undo_.assign(events_.size(), Applied{});
    bool allKnown = true;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        if (i < replaced.size() && replaced[i]) {
            undo_[i] = {std::move(*replaced[i]), true, true};
        } else if (i < position_) {
            allKnown = false;
        }
    }
    // Undo walks down from the latest event, so one event in effect without a record (a
    // format-3 save's, or one the desktop saved before its check arrived) stops it as surely as
    // all: the replay that works them out works out every one.
    barrier_ = allKnown ? 0 : position_;
    for (std::size_t i = 0; i < barrier_; ++i) {
        undo_[i] = Applied{};
    }
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
              undo_.begin()); // worked out by the replay: not read, known
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
