// Opening a save without replaying its history on the GUI thread (issue 41, item 8): the read
// takes the game at its saved state, with its progress in percent for the opening box; the
// replay then runs on a thread of its own behind the open game, and when it arrives the events
// before the saved state can be undone. A replay that does not arrive is reported
// (historyMismatch); the game stays on screen as saved.
#include "document/game_document.hpp"
#include "document/recovery_text.hpp"

#include "adc/atomic_file.hpp"
#include "adc/json_progress.hpp"
#include "adc/saved_game.hpp"
#include "adc/scenario.hpp"

#include <QTimer>

#include <chrono>
#include <thread>

namespace adc::app {

namespace {
std::string localText(const QString& s) {
    return s.toStdString();
}
} // namespace

ReadGame readGame(const RulesetRegistry& registry, const QString& dataDir, const QString& path,
                  ReadProgress* progress) {
    auto tell = [progress](int percent) {
        if (progress) {
            progress->store(percent);
        }
    };
    Diagnostics d(localText(path));
    tell(0);
    std::string text;
    try {
        text = readFile(localText(path));
    } catch (const std::exception& e) {
        d.error("", e.what());
        throw LoadError(d);
    }
    // Parsing is most of the work for a big file: 5 to 85 percent, by the bytes parsed.
    tell(5);
    ParseProgress parsed;
    if (progress) {
        parsed = [progress, size = text.size()](std::size_t done) {
            progress->store(
                5 + static_cast<int>(80.0 * static_cast<double>(done) / static_cast<double>(size)));
        };
    }
    auto data = parseJson(text, d, parsed);
    if (!data) {
        throw LoadError(d);
    }
    text = std::string();
    tell(85);
    std::string kind = fileKind(*data);
    if (kind == "save") {
        // At its saved state: replaying a long history is left to the check that runs once the
        // game is on screen (GameDocument::checkHistory).
        auto save = std::make_shared<const json>(std::move(*data));
        Game game = gameAtSavedState(*save, registry, localText(dataDir), localText(path));
        tell(100);
        return {std::move(game), true, std::move(save)};
    }
    if (kind == "scenario") {
        // From the JSON already read: the file is read once, and only its ruleset loaded.
        auto id = data->contains("ruleset") && (*data)["ruleset"].is_string()
                      ? (*data)["ruleset"].get<std::string>()
                      : std::string();
        if (id.empty() || !registry.knows(id)) {
            d.error("/ruleset", id.empty() ? "must name the ruleset the scenario is for"
                                           : "\"" + id + "\" is not a ruleset this program knows");
            throw LoadError(d);
        }
        auto ruleset = registry.loadById(id, localText(dataDir));
        Scenario scenario = scenarioFromJson(*data, *ruleset, localText(path));
        tell(100);
        return {Game(std::move(ruleset), std::move(scenario)), false, nullptr};
    }
    d.error("/kind", kind.empty() ? "not a scenario or a saved game of Aide-de-Camp"
                                  : "a " + kind + " file, not a scenario or a saved game");
    throw LoadError(d);
}

void GameDocument::checkHistory(std::shared_ptr<const json> save, const QString& path) {
    if (game_->position() == 0) {
        return; // nothing in effect: nothing to replay
    }
    // A format-4 save's events are undone with what each says it replaced (no barrier): the
    // replay still checks the history arrives at the saved state and that what they say is what
    // they replaced, and reports it when not.
    // A thread of its own, as the reading has: a game opened after this one drops the check
    // without waiting for it to end.
    auto promise = std::make_shared<std::promise<Game>>();
    check_ = promise->get_future();
    std::thread([promise, save = std::move(save), registry = registry_,
                 dataDir = localText(dataDir_), file = localText(path)] {
        try {
            promise->set_value(gameFromJson(*save, registry, dataDir, file));
        } catch (...) {
            promise->set_exception(std::current_exception());
        }
    }).detach();
    const int number = ++checkNumber_;
    auto* poll = new QTimer(this);
    connect(poll, &QTimer::timeout, this, [this, poll, number] {
        if (number != checkNumber_ || !check_.valid()) {
            poll->deleteLater(); // another game came, or the check was taken already
        } else if (check_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
            poll->deleteLater();
            takeHistoryCheck();
        }
    });
    poll->start(20);
}

void GameDocument::takeHistoryCheck() {
    if (!check_.valid()) {
        return;
    }
    std::future<Game> check = std::move(check_);
    try {
        Game replayed = check.get();
        if (game_->undoBarrier() == 0) {
            return;
        }
        if (game_->adoptUndo(std::move(replayed))) {
            recoveryTextOf(*this).forgetFrom(0); // its events now say what they replaced
            return;
        }
        historyTrouble_ = {QString::fromStdString(
            localText(filePath_) +
            ": /state: replaying the history does not reach the saved state")};
    } catch (const std::exception& e) {
        historyTrouble_ = errorLines(e);
    }
    emit historyMismatch(historyTrouble_);
}

void GameDocument::finishHistoryCheck() {
    if (check_.valid()) {
        check_.wait();
        takeHistoryCheck();
    }
}

bool GameDocument::canUndo() const {
    if (!game_ || game_->position() == 0) {
        return false;
    }
    // Past the barrier, the check (or a replay here) will tell; after a failed check, never.
    return game_->canUndo() || historyTrouble_.isEmpty();
}

bool GameDocument::readyToUndo(std::size_t downTo) {
    if (game_->undoBarrier() <= downTo) {
        return true;
    }
    finishHistoryCheck();
    if (game_->undoBarrier() > downTo && historyTrouble_.isEmpty()) {
        // A game given without its check (setGame): replayed here, once.
        try {
            game_->learnUndo();
            recoveryTextOf(*this).forgetFrom(0); // its events now say what they replaced
        } catch (const RuleError& e) {
            historyTrouble_ = {QString::fromStdString(localText(filePath_) + ": " + e.what())};
            emit historyMismatch(historyTrouble_);
        }
    }
    return game_->undoBarrier() <= downTo;
}

} // namespace adc::app
