#pragma once
// The one place the desktop program calls the engine. Widgets ask the document to resolve,
// apply, undo and save; they never decide a rule. Every change is announced by a signal so the
// panels refresh, and written to a recovery file so a crash never loses the game.
#include "adc/game.hpp"
#include "adc/notation.hpp"
#include "adc/registry.hpp"
#include "document/game_change.hpp"

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc::app {

// A scenario or saved game read from its file, not yet on screen.
struct ReadGame {
    Game game;
    bool fromSave;
    // A save is taken at its saved state, not replayed (gameAtSavedState): its JSON is kept
    // here for the replay the document runs on another thread once it is open.
    std::shared_ptr<const json> save = {};
};
// How far a read has come, in percent; written by the reading thread, read by the window's box.
using ReadProgress = std::atomic<int>;
// Reads a scenario or saved game and loads its ruleset. Core data only, so it may run off the
// GUI thread; progress, when given, goes from 0 to 100. Throws LoadError with every error.
ReadGame readGame(const RulesetRegistry& registry, const QString& dataDir, const QString& path,
                  ReadProgress* progress = nullptr);

class GameDocument : public QObject {
    Q_OBJECT
public:
    GameDocument(RulesetRegistry registry, QString dataDir, QObject* parent = nullptr);
    ~GameDocument() override;

    bool hasGame() const { return game_ != nullptr; }
    const Game& game() const { return *game_; }
    const Ruleset& ruleset() const { return game_->ruleset(); }
    const GameState& state() const { return game_->state(); }
    const RulesetRegistry& registry() const { return registry_; }
    const QString& dataDir() const { return dataDir_; }
    QString filePath() const { return filePath_; }
    bool isModified() const { return modified_; }
    // "Fredericksburg, 11 December 1862 — Turn 2, Card activation"
    QString title() const;
    QString phaseName() const;

    // Opens a scenario or a saved game. On any problem nothing changes and the returned list
    // holds every error with its place ("file: /pointer: message"); empty means success.
    QStringList open(const QString& path);
    // The next open(path) of this path takes this read, made ahead on another thread (start-up
    // reads its first file while the window is built), instead of reading the file again.
    void setReadAhead(const QString& path, std::future<ReadGame> read);
    // Whether open(path) has such a read waiting for it.
    bool readsAhead(const QString& path) const {
        return readAhead_.valid() && path == readAheadPath_;
    }
    // Replaces the game (used by recovery and tests).
    void setGame(Game game, const QString& path, bool modified);
    // Writes atomically; returns "" or the reason. The document stays modified on failure.
    QString saveAs(const QString& path);
    QString save() { return saveAs(filePath_); }
    bool canSaveInPlace() const;

    // Pure resolution against the current state (throws RuleError / DiceError).
    Outcome resolve(const ActionRequest& request, DiceSource& source) const;
    // The game's own seeded dice (part of the saved game).
    DiceSource& gameDice() { return game_->dice(); }
    // Applies an outcome as one event (throws RuleError and changes nothing on a misfit).
    void apply(const Outcome& outcome, std::optional<ActionRequest> request = std::nullopt,
               const QString& label = {});
    // The ruleset's next phase with the given dice (the game's when null), applied.
    Outcome advancePhase(DiceSource* source = nullptr);
    // The referee ends the game now (before its last turn), applied as one event undo takes
    // back; throws RuleError when the game is over already.
    Outcome endGame(const QString& why = {});
    // A referee's correction of a roster value, applied as an undoable event. Where the
    // ruleset asks a question first (which men are out), the picker answers it; without one,
    // or when it gives no answer, the correction is refused (RuleError) and nothing changes.
    void correct(const std::string& unitId, const std::string& field, const json& value);
    using CorrectionPicker =
        std::function<std::optional<std::vector<std::string>>(const CorrectionQuestion&)>;
    void setCorrectionPicker(CorrectionPicker picker) { picker_ = std::move(picker); }
    // A free roll for the dice tray, logged as a note event with its purpose.
    FreeRoll freeRoll(const QString& notation, const QString& purpose);

    // A save opened at its saved state is undone with what its events say they replaced
    // (format 4); a format-3 save's events once its history's replay (on another thread since
    // the opening) has arrived at that state, an undo before then waiting for it. An undo that a
    // record cannot take back is refused and reported (historyMismatch).
    bool canUndo() const;
    bool canRedo() const { return game_ && game_->canRedo(); }
    // Whether the replay of the opened save's history is still running.
    bool checkingHistory() const { return check_.valid(); }
    // Waits for that replay and takes what it found (the window's tests and undo use it).
    void finishHistoryCheck();
    void undo();
    void redo();
    // Undoes or redoes until position events are in effect (the history view).
    void jumpTo(std::size_t position);
    // The outcome of the latest event in effect, if any.
    const Event* latestEvent() const;

    // Recovery file (the autosave): written after every change, naming the file the game
    // belongs to; removed on a clean close.
    void setRecoveryPath(const QString& path) { recoveryPath_ = path; }
    const QString& recoveryPath() const { return recoveryPath_; }
    // Beside the recovery file: the resolve form as it stood, so a recovered game comes back
    // with the form the referee was filling in. Removed with the recovery file.
    QString pendingFormPath() const;
    void removeRecovery() const;
    // Loads the recovery file; returns "" or the errors.
    QStringList recover();
    // The convention slot (start, length, breaks): a setting of the game, not an event
    // (adc/slot.hpp says why), so undo leaves it alone; saved with the game and autosaved.
    void setSlot(const Slot& slot);
    // The clock events are stamped with and the slot is read on, for this game and every game
    // opened after (the computer's unless a test sets one).
    void setClock(std::shared_ptr<const Clock> clock);
    const Clock& clock() const { return *clock_; }

    // Why the latest autosave failed; empty while autosaves succeed.
    const QString& autosaveError() const { return autosaveError_; }

signals:
    void gameReplaced();                              // a new game: models reset
    void changed(const adc::app::GameChange& change); // events applied, undone or redone
    void eventApplied();                              // a new event at the end of the history
    void modifiedChanged(bool modified);
    void titleChanged(const QString& title);
    void autosaveFailed(const QString& reason); // each failed write of the recovery file
    void autosaveRestored();                    // the first success after a failure
    void recovered();                           // recover() replaced the game (after gameReplaced)
    void slotChanged();                         // setSlot: the clocks read it again
    // The replay of the opened save's history does not arrive at its saved state (or an event
    // does not apply, or does not replace what the save says), or what the save says an event
    // replaced does not take it back: the game stays on screen where it stands.
    void historyMismatch(const QStringList& errors);

private:
    // Events [from, to) were applied (as a new event), undone or redone.
    void afterChange(GameChange::Kind kind, std::size_t from, std::size_t to);
    void writeRecovery();
    void setModified(bool m);
    // Starts the replay of a save just opened at its saved state, on its own thread.
    void checkHistory(std::shared_ptr<const json> save, const QString& path);
    void takeHistoryCheck();
    // Whether the events down to position `downTo` can be undone, waiting for the check (or
    // replaying here) when they are not yet.
    bool readyToUndo(std::size_t downTo);

    RulesetRegistry registry_;
    QString readAheadPath_;
    std::future<ReadGame> readAhead_;
    QString dataDir_;
    std::unique_ptr<Game> game_;
    QString filePath_; // the file the game came from or was saved to
    bool fromSave_ = false;
    bool modified_ = false;
    QString recoveryPath_;
    QString autosaveError_;
    CorrectionPicker picker_;
    std::shared_ptr<const Clock> clock_ = std::make_shared<SystemClock>();
    std::future<Game> check_;    // the opened save's history, replayed on another thread
    QStringList historyTrouble_; // what that replay found wrong, if anything
    int checkNumber_ = 0;        // which game's check a poll waits for
};

// Every error in a LoadError or other exception as lines for a message box.
QStringList errorLines(const std::exception& e);

} // namespace adc::app
