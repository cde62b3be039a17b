#pragma once
// The recovery file's text, written after every event, without converting the whole history to
// JSON each time: each event's text is kept from the first write, since an event in the history
// never changes (an apply after an undo replaces the events from there on, and a replay that
// works out what a format-3 history replaced adds it to each: forgetFrom). At 500
// events the whole conversion took most of the desktop's time per event (issue 36, item 12);
// now only the new event and the head (the state, the scenario: not the history) are
// converted. The bytes are those of saveRecoveryFile, which stays the reference.
#include "adc/game.hpp"

#include <QObject>

#include <cstddef>
#include <string>
#include <vector>

namespace adc::app {

// A child of the document it writes for (recoveryTextOf), as game_origin.hpp keeps its mark: not
// a member, so game_document.hpp, which some 66 files include, stays as it is.
class RecoveryText : public QObject {
public:
    explicit RecoveryText(QObject* parent = nullptr) : QObject(parent) {}

    // The events from `index` on changed (replaced by a new one, or another game): their texts
    // are made again at the next write.
    void forgetFrom(std::size_t index);
    // What saveRecoveryFile(path, game, source) writes.
    std::string text(const Game& game, const std::string& source);

private:
    std::vector<std::string> events_; // each event's JSON, as the history array holds it
};

// The document's own, made at its first use.
RecoveryText& recoveryTextOf(QObject& document);

} // namespace adc::app
