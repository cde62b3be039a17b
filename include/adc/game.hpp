#pragma once
// A game: scenario + ruleset + state + history. Applying an outcome is one event; events can be
// undone and redone; the history is the audit trail.
#include "adc/outcome.hpp"
#include "adc/ruleset.hpp"
#include "adc/scenario.hpp"
#include "adc/slot.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc {

namespace detail {
struct Prior; // what one effect replaced (src/core/effects.hpp)
}
// What each event of a save replaced, as read from its "replaced" (save format 4), by the
// event's index: empty where the save holds none (a format-3 save's events).
using ReplacedRecords = std::vector<std::optional<std::vector<detail::Prior>>>;

struct Event {
    std::string label;                    // "Fire: 1st Texas → 20th Mass., 3 hits"
    std::optional<ActionRequest> request; // empty for corrections and phase changes
    Outcome outcome;
    int turn = 1; // when it happened
    int phase = 0;
    // When it was applied, by the game's clock; empty in saves before format 3, and then it
    // counts for nothing in the pace. A redo keeps the time of the first apply.
    std::optional<WallTime> at;
};

class Game {
public:
    Game(std::shared_ptr<const Ruleset> ruleset, Scenario scenario);
    ~Game();
    Game(Game&&) noexcept;
    Game& operator=(Game&&) noexcept;

    const Ruleset& ruleset() const { return *ruleset_; }
    std::shared_ptr<const Ruleset> rulesetPtr() const { return ruleset_; }
    const Scenario& scenario() const { return scenario_; }
    const GameState& state() const { return state_; }

    // Pure: resolves against the current state with the given source; records nothing.
    Outcome resolve(const ActionRequest& request, DiceSource& source) const;
    Outcome resolve(const ActionRequest& request) { return resolve(request, dice_); }
    // Past the last phase of the scenario's last turn it is the game's end (adc/game_end.hpp);
    // once the game is over it throws RuleError saying so, as resolve() does.
    Outcome advancePhase(DiceSource& source) const;
    // The referee ends the game before its last turn: the same end, `why` in their words.
    Outcome endEarly(const std::string& why = {}) const;
    // A referee's correction of a roster value as an outcome: "strength", "status" or an attr,
    // as the ruleset makes it (Ruleset::correction); `picked` answers its correctionQuestion.
    Outcome correction(const std::string& unitId, const std::string& field, const json& value,
                       const std::vector<std::string>& picked = {}) const;

    // Applies all effects as one event (all or nothing: throws RuleError and changes nothing
    // if any effect does not fit the state). Clears the redo list.
    void apply(const Outcome& outcome, std::optional<ActionRequest> request = std::nullopt,
               std::string label = {});

    // Events before undoBarrier() were taken as saved, not replayed (resume with events) and
    // without what they replaced: they cannot be undone until learnUndo() or adoptUndo()
    // supplies it.
    bool canUndo() const { return position_ > barrier_; }
    bool canRedo() const { return position_ < events_.size(); }
    // Takes the latest event back with what it replaced: its cost does not grow with the
    // history. What a save said an event replaced (resume with records) is checked first, as
    // far as the state can tell: the event's effects fit the state, and applying them again to
    // the state taken back gives this state and the same record. Otherwise it throws RuleError
    // (at /history/N/replaced, N numbered as the save numbers it) and nothing changes; whether
    // the record is the one the history gives is adc replay's and adc validate's check.
    void undo();
    void redo();
    // What event i replaced, as a save holds it ("replaced", docs/formats.md): null when it is
    // not known (an event before the undo barrier).
    nlohmann::json replaced(std::size_t i) const;
    // All events; the first position() are in effect, the rest can be redone.
    const std::vector<Event>& events() const { return events_; }
    std::size_t position() const { return position_; }

    RandomDice& dice() { return dice_; }
    const RandomDice& dice() const { return dice_; }
    std::uint32_t seed() const { return seed_; }
    void setSeed(std::uint32_t seed);

    // The wall clock each applied event is stamped with (the computer's unless a test sets
    // one), and the convention slot the pace is read against: a setting, not an event, so
    // undo leaves it alone (adc/slot.hpp says why).
    const Clock& clock() const { return *clock_; }
    void setClock(std::shared_ptr<const Clock> clock);
    Slot& slot() { return slot_; }
    const Slot& slot() const { return slot_; }

    // Used by the saved-game loader: restore the history (applied up to position) and the
    // dice. Throws RuleError if an event does not apply.
    void restore(std::vector<Event> events, std::size_t position, std::uint32_t seed,
                 const std::string& diceState);

    // Used by openForChange (adc/stored_game.hpp): the game as a save left it, from its saved
    // state, with none of its events in memory: events() holds only those applied after this.
    // The caller has checked the state against the scenario. Call after restore().
    void resume(GameState state);
    // The game as a save left it, from its saved state, with all its events (the first
    // `position` in effect) but without replaying them (gameAtSavedState, adc/saved_game.hpp),
    // and what each replaced as the save says (`replaced`, by index; may be empty). When an
    // event in effect has no record, the events in effect are the barrier undo stops at until
    // their replay is known. `firstNumber` is the save's index of events[0] (openForChange keeps
    // the earlier ones as text), for the pointers of undo's errors.
    void resume(GameState state, std::vector<Event> events, std::size_t position,
                ReplacedRecords replaced, std::size_t firstNumber);
    std::size_t undoBarrier() const { return barrier_; }
    // Replays the events before the barrier from the scenario's start, so they can be undone:
    // the cost of a whole replay, paid only when an undo needs it. Throws RuleError (and
    // changes nothing) when an event does not apply or the replay does not arrive at the state
    // the game was resumed from.
    void learnUndo();
    // The same from a game replayed elsewhere (the desktop's check, on another thread): true
    // when `replayed` holds these events up to the barrier and arrived at the resumed state;
    // otherwise false and nothing changes.
    bool adoptUndo(Game&& replayed);

private:
    struct Applied;
    void applyEvent(const Event& e, Applied& undo);
    void takeBackRead(std::size_t i);

    std::shared_ptr<const Ruleset> ruleset_;
    Scenario scenario_;
    GameState state_;
    std::vector<Event> events_;
    std::vector<Applied> undo_; // parallel to events_; not known below barrier_
    std::size_t position_ = 0;
    std::size_t barrier_ = 0;
    std::optional<GameState> resumedFrom_; // the saved state, while barrier_ > 0
    std::size_t firstNumber_ = 0;          // the save's index of events_[0]
    std::uint32_t seed_ = 5489u;
    RandomDice dice_;
    std::shared_ptr<const Clock> clock_;
    Slot slot_;
};

void to_json(nlohmann::json& j, const Event& e);
void from_json(const nlohmann::json& j, Event& e);

} // namespace adc
