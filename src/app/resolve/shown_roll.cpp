#include "resolve/shown_roll.hpp"

#include "document/game_change.hpp"

namespace adc::app {

ShownRoll ShownRoll::refused(ActionRequest request) {
    ShownRoll r;
    r.request_ = std::move(request);
    return r;
}

ShownRoll ShownRoll::pending(ActionRequest request, Outcome outcome, bool charted) {
    ShownRoll r;
    r.stage_ = Stage::Pending;
    r.request_ = std::move(request);
    r.outcome_ = std::move(outcome);
    r.charted_ = charted;
    return r;
}

ShownRoll ShownRoll::inHistory(std::optional<ActionRequest> request, Outcome outcome,
                               std::size_t event) {
    ShownRoll r;
    r.stage_ = Stage::Applied;
    r.request_ = std::move(request);
    r.outcome_ = std::move(outcome);
    r.event_ = event;
    return r;
}

std::optional<std::size_t> ShownRoll::event() const {
    if (stage_ == Stage::Applied || stage_ == Stage::Undone) {
        return event_;
    }
    return std::nullopt;
}

bool ShownRoll::isOf(const ActionRequest& request) const {
    return request_ && request_->action == request.action && request_->params == request.params;
}

void ShownRoll::applied(std::size_t event) {
    if (stage_ == Stage::Pending) {
        stage_ = Stage::Applied;
        event_ = event;
    }
}

bool ShownRoll::follow(const GameChange& change, std::size_t position) {
    if (stage_ != Stage::Applied && stage_ != Stage::Undone) {
        return true; // a refusal or a pending roll is not in the history
    }
    if (change.newEvent() && event_ >= change.from) {
        return false; // undone, then replaced by another event: nothing left to redo
    }
    stage_ = event_ < position ? Stage::Applied : Stage::Undone;
    return true;
}

bool ShownRoll::chartStillFits(const ActionRequest& form, const Event* latest) const {
    if (!charted_ || !outcome_ || !isOf(form)) {
        return false;
    }
    return stage_ == Stage::Pending || (latest && latest->outcome == *outcome_);
}

} // namespace adc::app
