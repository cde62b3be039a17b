#pragma once
// The roll the resolve panel has on show, as one value: the request, its outcome (none when the
// request was refused) and where that outcome stands — waiting to be applied, applied at a place
// in the history, or undone since. Five separate optionals used to say this and had to agree;
// one value cannot disagree with itself.
#include "adc/game.hpp"

#include <cstddef>
#include <optional>

namespace adc::app {

struct GameChange;

class ShownRoll {
public:
    enum class Stage {
        Refused, // the request was refused: the Outcome tab says why
        Pending, // rolled, not applied yet
        Applied, // in effect, as event `event()` of the history
        Undone,  // applied, then undone (a redo brings it back)
    };

    static ShownRoll refused(ActionRequest request);
    // charted: the odds chart marks the outcome's bar (its odds were counted).
    static ShownRoll pending(ActionRequest request, Outcome outcome, bool charted);
    // An event already in the history (a game opened mid-play shows its latest one).
    static ShownRoll inHistory(std::optional<ActionRequest> request, Outcome outcome,
                               std::size_t event);

    Stage stage() const { return stage_; }
    bool isPending() const { return stage_ == Stage::Pending; }
    const std::optional<ActionRequest>& request() const { return request_; }
    // The outcome shown; null when refused.
    const Outcome* outcome() const { return outcome_ ? &*outcome_ : nullptr; }
    // Its place in the history once applied (or undone).
    std::optional<std::size_t> event() const;
    bool charted() const { return charted_; }

    // Whether the form's request is the one shown (same action, same parameters).
    bool isOf(const ActionRequest& request) const;
    // The pending outcome became event `event` of the history.
    void applied(std::size_t event);
    // Follows a change of the game at history position `position`: applied or undone as the
    // history now stands; false when a new event has taken the shown one's place (nothing is
    // left to redo, so nothing is shown).
    bool follow(const GameChange& change, std::size_t position);
    // The chart's marked bar belongs to this roll while its outcome waits or is the latest event.
    bool chartStillFits(const ActionRequest& form, const Event* latest) const;
    // The chart has moved on to other odds: it marks this roll no more, even after a redo.
    void unchart() { charted_ = false; }

private:
    ShownRoll() = default;
    Stage stage_ = Stage::Refused;
    std::optional<ActionRequest> request_;
    std::optional<Outcome> outcome_;
    std::size_t event_ = 0;
    bool charted_ = false;
};

} // namespace adc::app
