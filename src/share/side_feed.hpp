#pragma once
// Each side's view, kept up to date change by change, so a change goes to a page as what it
// changed (the events it added, the roster rows it altered) instead of the whole view again:
// at 500 events the whole view is over 100 kB, a change a few hundred bytes
// (docs/share-protocol.md, "WebSocket"). Every event still goes through sideEvent (eventSight)
// and every row through gameSight, against the state the event applied to: a shadow game
// follows the history on screen, one change behind, to have that state without a replay.
#include "side_state.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc::share {

// One change of the history, as the document said it: the events [from, to) were applied,
// undone or redone. After it the events [0, from) are as they were.
struct HistoryChange {
    std::string kind; // "applied", "phase", "undone" or "redone": the page's words
    std::size_t from = 0;
    std::size_t to = 0;
};

class SideFeed {
public:
    SideFeed();
    ~SideFeed();

    // Follows `game` (null: none) from its present history, replayed once.
    void follow(const Game* game);
    const Game* game() const { return game_; }

    // After the game made `change`: side -> what changed in its view (the head, the rows that
    // differ from those last sent, the events added newest first, `in_effect`). nullopt when
    // the change does not follow from the history it knew (it follows the game again: send
    // each side its whole state).
    std::optional<std::map<std::string, json>> change(const HistoryChange& change);

    // The side's whole view, as of the last change it was told.
    json state(const std::string& side, const FormOdds* odds) const;
    // The side's view for a page that holds its first `kept` events as they are: the head,
    // every row, and only the events after those.
    json since(const std::string& side, std::size_t kept, const FormOdds* odds) const;
    // The odds as the side's chart, or null.
    json odds(const std::string& side, const FormOdds* odds) const;

private:
    void catchUp(); // applies the game's events in effect past the shadow's
    json eventsAfter(const std::string& side, std::size_t kept) const;
    void rememberRows(const std::string& side, const json& units);

    const Game* game_ = nullptr;
    std::unique_ptr<Game> shadow_; // the history as of the last change, events in effect only
    std::map<std::string, std::vector<json>> events_; // side -> its events in effect, oldest first
    std::map<std::string, std::map<std::string, std::string>> rows_; // side -> unit -> row sent
    std::map<std::string, std::string> owed_; // side -> what it owes, as sent last
};

} // namespace adc::share
