#include "document/game_document.hpp"

#include "document/game_origin.hpp"
#include "document/recovery_text.hpp"

#include "adc/atomic_file.hpp"
#include "adc/file_lock.hpp"
#include "adc/saved_game.hpp"
#include "adc/scenario.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace adc::app {

namespace {
// The document's properties behind startedHere() (document/game_origin.hpp).
const char* const kStartedHere = "adc-started-here";
const char* const kOpeningScenario = "adc-opening-scenario";
} // namespace

namespace {
std::string local(const QString& s) {
    return s.toStdString();
}
// Versions before the one-file recovery kept the recovered game's file name in a note beside
// it; such a pair is still offered, and the note goes once a new recovery is written.
QString legacySourceNotePath(const QString& recovery) {
    return recovery + ".source";
}
} // namespace

QStringList errorLines(const std::exception& e) {
    QStringList lines;
    if (const auto* le = dynamic_cast<const LoadError*>(&e)) {
        for (const auto& d : le->diagnostics().items()) {
            lines << QString::fromStdString(d.text());
        }
    }
    if (lines.isEmpty()) {
        lines << QString::fromStdString(e.what());
    }
    return lines;
}

GameDocument::GameDocument(RulesetRegistry registry, QString dataDir, QObject* parent)
    : QObject(parent), registry_(std::move(registry)), dataDir_(std::move(dataDir)) {}

GameDocument::~GameDocument() = default;

QString GameDocument::phaseName() const {
    if (!game_) {
        return {};
    }
    const auto& seq = ruleset().sequence();
    auto p = static_cast<std::size_t>(state().phase);
    return p < seq.size() ? QString::fromStdString(seq[p].name) : QString::number(p);
}

QString GameDocument::title() const {
    if (!game_) {
        return QStringLiteral("Aide-de-Camp");
    }
    return QStringLiteral("%1 — Turn %2, %3%4")
        .arg(QString::fromStdString(game_->scenario().name))
        .arg(state().turn)
        .arg(phaseName(), modified_ ? QStringLiteral(" *") : QString());
}

QStringList GameDocument::open(const QString& path) {
    try {
        std::future<ReadGame> ahead;
        if (readAhead_.valid() && path == readAheadPath_) {
            ahead = std::move(readAhead_);
        }
        ReadGame read = ahead.valid() ? ahead.get() : readGame(registry_, dataDir_, path);
        setProperty(kOpeningScenario, !read.fromSave); // read by setGame, before it announces it
        setGame(std::move(read.game), path, false);
        fromSave_ = read.fromSave;
        if (read.save) {
            checkHistory(std::move(read.save), path);
        }
    } catch (const std::exception& e) {
        return errorLines(e);
    }
    return {};
}

void GameDocument::setReadAhead(const QString& path, std::future<ReadGame> read) {
    readAheadPath_ = path;
    readAhead_ = std::move(read);
}

bool startedHere(const GameDocument& document) {
    return document.hasGame() && document.property(kStartedHere).toBool();
}

void GameDocument::setGame(Game game, const QString& path, bool modified) {
    game_ = std::make_unique<Game>(std::move(game));
    check_ = {}; // the game before's check, if it still runs, is dropped
    ++checkNumber_;
    historyTrouble_.clear();
    game_->setClock(clock_);
    recoveryTextOf(*this).forgetFrom(0);
    // Started here only when open() of a scenario brought it: recovery (and tests) come here
    // directly. Set before the new game is announced: its listeners ask.
    setProperty(kStartedHere, property(kOpeningScenario).toBool());
    setProperty(kOpeningScenario, false);
    filePath_ = path;
    fromSave_ = path.endsWith(QStringLiteral(".adc.json"));
    modified_ = modified;
    emit gameReplaced();
    emit modifiedChanged(modified_);
    emit titleChanged(title());
    // A game as it stands in its file needs no recovery (and writing one would slow start-up);
    // a recovery left by the game before must not outlive it.
    if (modified_) {
        writeRecovery();
    } else {
        removeRecovery();
    }
}

bool GameDocument::canSaveInPlace() const {
    return game_ && fromSave_ && !filePath_.isEmpty();
}

QString GameDocument::saveAs(const QString& path) {
    if (!game_) {
        return QStringLiteral("there is no game to save");
    }
    if (path.isEmpty()) {
        return QStringLiteral("no file name given");
    }
    try {
        // The same lock as `adc apply` and the other game commands, so a save never lands in
        // the middle of their read-modify-write of the same file.
        std::optional<FileLock> lock;
        try {
            lock.emplace(local(path), std::chrono::seconds(2));
        } catch (const std::exception& e) {
            // Say first what failed for the referee: the save, then why.
            throw std::runtime_error("cannot save " + local(path) + ": " + e.what());
        }
        saveGameFile(local(path), *game_);
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    filePath_ = path;
    fromSave_ = true;
    setModified(false);
    writeRecovery();
    return {};
}

Outcome GameDocument::resolve(const ActionRequest& request, DiceSource& source) const {
    return game_->resolve(request, source);
}

void GameDocument::apply(const Outcome& outcome, std::optional<ActionRequest> request,
                         const QString& label) {
    game_->apply(outcome, std::move(request), local(label));
    recoveryTextOf(*this).forgetFrom(game_->position() - 1); // it replaced any undone from there
    afterChange(GameChange::Kind::Applied, game_->position() - 1, game_->position());
}

Outcome GameDocument::advancePhase(DiceSource* source) {
    Outcome o = game_->advancePhase(source ? *source : game_->dice());
    apply(o);
    return o;
}

Outcome GameDocument::endGame(const QString& why) {
    Outcome o = game_->endEarly(local(why));
    apply(o);
    return o;
}

void GameDocument::correct(const std::string& unitId, const std::string& field, const json& value) {
    std::vector<std::string> picked;
    if (auto question = ruleset().correctionQuestion(state(), unitId, field, value)) {
        auto answer = picker_ ? picker_(*question) : std::nullopt;
        if (!answer) {
            throw RuleError(field, question->question + " — nothing picked, nothing changed");
        }
        picked = std::move(*answer);
    }
    apply(game_->correction(unitId, field, value, picked));
}

FreeRoll GameDocument::freeRoll(const QString& notation, const QString& purpose) {
    DiceNotation n = DiceNotation::parse(local(notation.trimmed()));
    Dice dice(game_->dice());
    std::string why = purpose.trimmed().isEmpty() ? "free roll" : local(purpose.trimmed());
    FreeRoll r = rollNotation(n, dice, why);
    Outcome o;
    o.action = "dice_tray";
    o.rolls = r.rolls;
    std::string faces;
    for (const auto& roll : r.rolls) {
        faces += (faces.empty() ? "" : ", ") + std::to_string(roll.face);
    }
    o.summary =
        "Dice tray: " + n.text() + " = " + std::to_string(r.total) + " (" + faces + ") — " + why;
    o.result = {{"total", r.total}};
    o.effects.push_back(Effect::note(o.summary));
    apply(o);
    return r;
}

void GameDocument::undo() {
    jumpTo(game_ && game_->position() > 0 ? game_->position() - 1 : 0);
}

void GameDocument::redo() {
    if (canRedo()) {
        game_->redo();
        afterChange(GameChange::Kind::Redone, game_->position() - 1, game_->position());
    }
}

void GameDocument::jumpTo(std::size_t position) {
    if (!game_ || position > game_->events().size() || position == game_->position() ||
        (position < game_->position() && !readyToUndo(position))) {
        return;
    }
    const auto kind =
        position < game_->position() ? GameChange::Kind::Undone : GameChange::Kind::Redone;
    const std::size_t from = std::min(position, game_->position());
    const std::size_t to = std::max(position, game_->position());
    try {
        while (game_->position() > position) {
            game_->undo();
        }
    } catch (const RuleError& e) {
        // What the save said an event replaced does not take it back (Game::undo): the game
        // stays where the undo stopped, and the referee is told, as of a history that does not
        // replay.
        historyTrouble_ = {QString::fromStdString(local(filePath_) + ": " + e.what())};
        if (game_->position() < to) {
            afterChange(kind, game_->position(), to);
        }
        emit historyMismatch(historyTrouble_);
        return;
    }
    while (game_->position() < position) {
        game_->redo();
    }
    afterChange(kind, from, to);
}

const Event* GameDocument::latestEvent() const {
    if (!game_ || game_->position() == 0) {
        return nullptr;
    }
    return &game_->events()[game_->position() - 1];
}

void GameDocument::afterChange(GameChange::Kind kind, std::size_t from, std::size_t to) {
    modified_ = true;
    writeRecovery();
    GameChange change{kind, from, to, {}};
    for (std::size_t i = from; i < to && i < game_->events().size(); ++i) {
        for (const auto& fx : game_->events()[i].outcome.effects) {
            if (fx.kind == EffectKind::Phase && change.newEvent()) {
                change.kind = GameChange::Kind::Phase;
            }
            if (!fx.unit.empty() && std::find(change.units.begin(), change.units.end(), fx.unit) ==
                                        change.units.end()) {
                change.units.push_back(fx.unit);
            }
        }
    }
    emit changed(change);
    if (change.newEvent()) {
        emit eventApplied();
    }
    emit modifiedChanged(true);
    emit titleChanged(title());
}

void GameDocument::setSlot(const Slot& slot) {
    if (!game_) {
        return;
    }
    game_->slot() = slot;
    setModified(true);
    writeRecovery();
    emit slotChanged();
}

void GameDocument::setClock(std::shared_ptr<const Clock> clock) {
    clock_ = clock ? std::move(clock) : std::make_shared<SystemClock>();
    if (game_) {
        game_->setClock(clock_);
    }
}

void GameDocument::setModified(bool m) {
    modified_ = m;
    emit modifiedChanged(m);
    emit titleChanged(title());
}

void GameDocument::writeRecovery() {
    if (recoveryPath_.isEmpty() || !game_) {
        return;
    }
    QDir().mkpath(QFileInfo(recoveryPath_).absolutePath());
    try {
        // saveRecoveryFile's bytes, each event converted once (recovery_text.hpp).
        writeFileAtomically(local(recoveryPath_),
                            recoveryTextOf(*this).text(*game_, local(filePath_)));
    } catch (const std::exception& e) {
        // A full disk must not stop play: the game stays in memory, the window warns, and the
        // next event tries again.
        autosaveError_ = QString::fromStdString(e.what());
        emit autosaveFailed(autosaveError_);
        return;
    }
    QFile::remove(legacySourceNotePath(recoveryPath_));
    if (!autosaveError_.isEmpty()) {
        autosaveError_.clear();
        emit autosaveRestored();
    }
}

void GameDocument::removeRecovery() const {
    if (!recoveryPath_.isEmpty()) {
        QFile::remove(recoveryPath_);
        QFile::remove(pendingFormPath());
        QFile::remove(legacySourceNotePath(recoveryPath_));
    }
}

QStringList GameDocument::recover() {
    try {
        Recovery r = loadRecoveryFile(local(recoveryPath_), registry_, local(dataDir_));
        QString source;
        if (r.source) {
            source = QString::fromStdString(*r.source);
        } else if (QFileInfo::exists(legacySourceNotePath(recoveryPath_))) {
            // Left by an older version; the game is worth recovering even without its name.
            try {
                source =
                    QString::fromStdString(readFile(local(legacySourceNotePath(recoveryPath_))));
            } catch (const std::exception&) {
            }
        }
        setGame(std::move(r.game), source, true);
        fromSave_ = source.endsWith(QStringLiteral(".adc.json"));
    } catch (const std::exception& e) {
        return errorLines(e);
    }
    emit recovered();
    return {};
}

QString GameDocument::pendingFormPath() const {
    return recoveryPath_.isEmpty() ? QString() : recoveryPath_ + QStringLiteral(".form");
}

} // namespace adc::app
