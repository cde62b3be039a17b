// Opening games: at start-up (a crash's recovery, the file named, the last game, the default
// scenario), from the menus, by drag and drop, and again when another program changed the file.
// A file that fails to open says every error and keeps the game on screen.
#include "window/main_window.hpp"

#include "document/disk_watch.hpp"
#include "document/game_document.hpp"

#include <QDir>
#include <QDropEvent>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QTimer>

#include <chrono>
#include <future>
#include <memory>
#include <optional>
#include <thread>

namespace adc::app {

namespace {

// Reads the game on another thread while the window keeps drawing: a big save (tens of MB) takes
// seconds to read and replay. After a moment a box says so and offers to stop; a stopped read
// runs out on its thread (it touches nothing of the window) and its result is dropped.
// nullopt when the referee stopped it; otherwise the read, ready.
std::optional<std::future<ReadGame>> readWhileDrawing(QWidget* window,
                                                      const RulesetRegistry& registry,
                                                      const QString& dataDir, const QString& path) {
    auto promise = std::make_shared<std::promise<ReadGame>>();
    std::future<ReadGame> read = promise->get_future();
    auto percent = std::make_shared<ReadProgress>(0);
    std::thread([promise, percent, registry, dataDir, path] {
        try {
            promise->set_value(readGame(registry, dataDir, path, percent.get()));
        } catch (...) {
            promise->set_exception(std::current_exception());
        }
    }).detach();
    auto ready = [&read] {
        return read.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
    };
    // An ordinary game is read in this time, and opens as it always did, without a loop.
    if (read.wait_for(std::chrono::milliseconds(200)) == std::future_status::ready) {
        return read;
    }
    QProgressDialog progress(QObject::tr("Opening %1…").arg(QFileInfo(path).fileName()),
                             QObject::tr("Stop"), 0, 100, window);
    progress.setObjectName(QStringLiteral("openingProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    progress.setValue(0);
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (ready() || progress.wasCanceled()) {
            loop.quit();
        }
        progress.setValue(percent->load());
    });
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    poll.start(20);
    loop.exec();
    if (progress.wasCanceled()) {
        return std::nullopt;
    }
    return read;
}

} // namespace

void MainWindow::showErrors(const QString& title, const QStringList& errors) {
    lastErrors_ = errors;
    // Window-modal and non-blocking: the game stays on screen behind it.
    QString shown = errors.mid(0, 12).join(QLatin1Char('\n'));
    auto* box = new QMessageBox(
        QMessageBox::Warning, title,
        document_->hasGame()
            ? tr("Nothing was opened; the game on screen is unchanged.\n\n%1").arg(shown)
            : tr("The file could not be opened:\n\n%1").arg(shown),
        QMessageBox::Ok, this);
    if (!document_->hasGame()) {
        // No game behind the box: offer a way to one instead of an empty window.
        box->setObjectName(QStringLiteral("noGameBox"));
        box->setStandardButtons(QMessageBox::Close);
        QPushButton* another = box->addButton(tr("Open another…"), QMessageBox::AcceptRole);
        another->setObjectName(QStringLiteral("openAnother"));
        connect(another, &QPushButton::clicked, this, &MainWindow::openDialog);
        if (QFileInfo::exists(defaultScenario())) {
            QPushButton* fallback =
                box->addButton(tr("Open the default scenario"), QMessageBox::AcceptRole);
            fallback->setObjectName(QStringLiteral("openDefault"));
            connect(fallback, &QPushButton::clicked, this, [this] { openFile(defaultScenario()); });
        }
    }
    if (errors.size() > 12) {
        box->setDetailedText(errors.join(QLatin1Char('\n')));
    }
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::openFile(const QString& path) {
    if (!document_->readsAhead(path)) {
        auto read = readWhileDrawing(this, document_->registry(), document_->dataDir(), path);
        if (!read) {
            showStatus(tr("Stopped opening %1; the game on screen is unchanged").arg(path));
            return false;
        }
        document_->setReadAhead(path, std::move(*read));
    }
    QStringList errors = document_->open(path);
    if (!errors.isEmpty()) {
        showErrors(tr("Cannot open %1").arg(QFileInfo(path).fileName()), errors);
        return false;
    }
    lastErrors_.clear();
    addRecentFile(path);
    updateRecentMenu();
    showStatus(tr("Opened %1").arg(path));
    return true;
}

void MainWindow::openDialog() {
    if (!maybeSave()) {
        return;
    }
    QString path = QFileDialog::getOpenFileName(
        this, tr("Open scenario or saved game"),
        document_->dataDir() + QStringLiteral("/scenarios"),
        tr("Scenarios and saved games (*.json);;Saved games (*.adc.json)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

void MainWindow::newFromScenario() {
    if (!maybeSave()) {
        return;
    }
    QString path = QFileDialog::getOpenFileName(this, tr("New game from scenario"),
                                                document_->dataDir() + QStringLiteral("/scenarios"),
                                                tr("Scenarios (*.json)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

void MainWindow::offerReload(const QString& path) {
    if (offeringReload_) {
        return; // one question at a time; its answer reads the file as it is then
    }
    offeringReload_ = true;
    QString text = tr("%1 was changed on disk by another program.").arg(QFileInfo(path).fileName());
    if (document_->isModified()) {
        text += tr("\n\nThe game here has changes that are not saved: reloading discards them.");
    }
    auto answer = QMessageBox::question(
        this, tr("Game changed on disk"), text + tr("\n\nReload the game from the file?"),
        QMessageBox::Yes | QMessageBox::No,
        document_->isModified() ? QMessageBox::No : QMessageBox::Yes);
    offeringReload_ = false;
    if (answer != QMessageBox::Yes) {
        diskWatch_->acknowledge();
        showStatus(tr("Kept the game on screen; %1 differs from it").arg(path));
        return;
    }
    if (openFile(path)) {
        showStatus(tr("Reloaded %1").arg(path));
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile() && maybeSave()) {
        openFile(urls.first().toLocalFile());
        event->acceptProposedAction();
    }
}

bool MainWindow::hasRecovery() const {
    return QFileInfo::exists(document_->recoveryPath());
}

namespace {
QString defaultScenarioIn(const QString& dataDir) {
    return QDir(dataDir).filePath(QStringLiteral("scenarios/fredericksburg-1862.json"));
}
} // namespace

QString MainWindow::defaultScenario() const {
    return defaultScenarioIn(document_->dataDir());
}

QStringList MainWindow::startUpFiles(const QString& fileArgument, const QString& dataDir) {
    QStringList files;
    for (const QString& c : {fileArgument, lastGame(), defaultScenarioIn(dataDir)}) {
        if (!c.isEmpty() && QFileInfo::exists(c)) {
            files << c;
        }
    }
    return files;
}

// One question, and no later one can throw the recovered game away: recovered, it stays on
// screen (the recovery file written on after each change) instead of the file named, until the
// referee saves it or discards it through a button that says so. Closing the box recovers.
// True when the recovered game is on screen.
bool MainWindow::offerRecovery(const QString& fileArgument) {
    QMessageBox box(QMessageBox::Question, tr("Recover the game?"),
                    tr("Aide-de-Camp did not close cleanly last time. Recover the game as it was "
                       "after its last event?"),
                    QMessageBox::Yes | QMessageBox::Discard, this);
    box.button(QMessageBox::Yes)->setText(tr("Recover the game"));
    box.button(QMessageBox::Discard)->setText(tr("Discard the recovered game"));
    box.setDefaultButton(QMessageBox::Yes);
    box.setEscapeButton(QMessageBox::Yes);
    if (!fileArgument.isEmpty()) {
        box.setInformativeText(tr("Recovered, it stays on screen and %1 is not opened; discarded, "
                                  "it is lost and %1 opens.")
                                   .arg(QFileInfo(fileArgument).fileName()));
    }
    if (box.exec() == QMessageBox::Discard) {
        document_->removeRecovery();
        return false;
    }
    const QStringList errors = document_->recover();
    if (!errors.isEmpty()) {
        // Unreadable now, perhaps not by a later version: kept aside, never overwritten.
        const QString kept = document_->recoveryPath() + QStringLiteral(".unread");
        QFile::remove(kept);
        QFile::rename(document_->recoveryPath(), kept);
        showErrors(tr("Cannot recover"),
                   errors + QStringList{tr("The file is kept as %1").arg(kept)});
        return false;
    }
    showStatus(fileArgument.isEmpty()
                   ? tr("Recovered the game from %1").arg(document_->recoveryPath())
                   : tr("Recovered the game from %1; %2 was not opened")
                         .arg(document_->recoveryPath(), fileArgument));
    return true;
}

void MainWindow::startUp(const QString& fileArgument) {
    if (hasRecovery() && offerRecovery(fileArgument)) {
        return; // the recovered game stays on screen until it is saved or discarded
    }
    for (const auto& c : startUpFiles(fileArgument, document_->dataDir())) {
        if (document_->hasGame() ? maybeSave() && openFile(c) : openFile(c)) {
            return;
        }
        if (c == fileArgument) {
            return; // the user's own file failed: say so, don't silently open another
        }
    }
    // Fall back to any scenario that ships with the program.
    QDir scenarios(QDir(document_->dataDir()).filePath(QStringLiteral("scenarios")));
    for (const auto& f : scenarios.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (document_->open(scenarios.filePath(f)).isEmpty()) {
            return;
        }
    }
}

} // namespace adc::app
