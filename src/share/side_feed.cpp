#include "side_feed.hpp"

#include "side_odds.hpp"

#include "adc/public_view.hpp"

#include <algorithm>

namespace adc::share {

namespace {

std::vector<std::string> sideIds(const Game& game) {
    std::vector<std::string> out;
    for (const auto& side : game.state().sides) {
        out.push_back(side.id);
    }
    return out;
}

} // namespace

SideFeed::SideFeed() = default;
SideFeed::~SideFeed() = default;

void SideFeed::follow(const Game* game) {
    game_ = game;
    shadow_.reset();
    events_.clear();
    rows_.clear();
    owed_.clear();
    if (!game_) {
        return;
    }
    shadow_ = std::make_unique<Game>(game_->rulesetPtr(), game_->scenario());
    catchUp();
    for (const auto& side : sideIds(*game_)) {
        const GameSight sight = gameSight(*game_, Viewer::ofSide(side));
        rememberRows(side, sideUnits(sight, side));
        owed_[side] = sideHead(*game_, side, sight)["owed"].dump();
    }
}

void SideFeed::catchUp() {
    const auto& events = game_->events();
    const std::vector<std::string> sides = sideIds(*game_);
    for (std::size_t i = shadow_->position(); i < game_->position(); ++i) {
        for (const auto& side : sides) {
            events_[side].push_back(
                sideEvent(*game_, events[i], i + 1, shadow_->state(), Viewer::ofSide(side)));
        }
        shadow_->apply(events[i].outcome, events[i].request, events[i].label);
    }
}

std::optional<std::map<std::string, json>> SideFeed::change(const HistoryChange& change) {
    if (!game_) {
        return std::map<std::string, json>{};
    }
    if (!shadow_ || shadow_->position() < change.from || game_->position() < change.from) {
        follow(game_);
        return std::nullopt;
    }
    while (shadow_->position() > change.from) {
        shadow_->undo();
    }
    for (auto& [side, events] : events_) {
        events.resize(std::min(events.size(), change.from));
    }
    try {
        catchUp();
    } catch (const std::exception&) {
        follow(game_); // the shadow's history was not the game's
        return std::nullopt;
    }
    std::map<std::string, json> out;
    for (const auto& side : sideIds(*game_)) {
        const GameSight sight = gameSight(*game_, Viewer::ofSide(side));
        json view = sideHead(*game_, side, sight);
        if (std::string owed = view["owed"].dump(); owed == owed_[side]) {
            view.erase("owed"); // the page keeps what it has
        } else {
            owed_[side] = std::move(owed);
        }
        json rows = json::array();
        auto& sent = rows_[side];
        for (auto& row : sideUnits(sight, side)) {
            std::string text = row.dump();
            std::string& was = sent[row["id"].get<std::string>()];
            if (was != text) {
                was = std::move(text);
                rows.push_back(std::move(row));
            }
        }
        view["units"] = std::move(rows);
        view["events"] = eventsAfter(side, change.from);
        out[side] = std::move(view);
    }
    return out;
}

json SideFeed::eventsAfter(const std::string& side, std::size_t kept) const {
    json out = json::array();
    auto it = events_.find(side);
    if (it == events_.end()) {
        return out;
    }
    const auto& events = it->second;
    for (std::size_t i = events.size(); i > std::min(kept, events.size()); --i) {
        out.push_back(events[i - 1]); // newest first, as the page lists them
    }
    return out;
}

void SideFeed::rememberRows(const std::string& side, const json& units) {
    auto& sent = rows_[side];
    for (const auto& row : units) {
        sent[row["id"].get<std::string>()] = row.dump();
    }
}

json SideFeed::state(const std::string& side, const FormOdds* odds) const {
    return since(side, 0, odds);
}

json SideFeed::since(const std::string& side, std::size_t kept, const FormOdds* odds) const {
    if (!game_) {
        return json::object();
    }
    const json events = eventsAfter(side, kept);
    return sideState(*game_, side, odds, &events);
}

json SideFeed::odds(const std::string& side, const FormOdds* odds) const {
    if (!game_ || !odds) {
        return json();
    }
    const Viewer viewer = Viewer::ofSide(side);
    return oddsFor(game_->ruleset(), *odds, gameSight(*game_, viewer), viewer);
}

} // namespace adc::share
