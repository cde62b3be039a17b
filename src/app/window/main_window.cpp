// The main window put together: the rosters and the resolve panel in the middle, rebuilt for
// each game's sides; the player display; the next phase; closing. Where the docks sit is in
// main_window_layout.cpp, opening games in main_window_opening.cpp, the commands in
// main_window_actions.cpp.
#include "window/main_window.hpp"

#include "window/command_keys.hpp"

#include "document/disk_watch.hpp"
#include "document/game_document.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/correction_dialog.hpp"
#include "roster/roster_bar.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "tabletop/briefing_panel.hpp"
#include "tabletop/deck_panel.hpp"
#include "tabletop/player_display.hpp"
#include "tabletop/turn_tracker.hpp"
#include "widgets/screen_fit.hpp"

#include "adc/game_end.hpp"
#include "adc/obligations.hpp"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

namespace adc::app {

MainWindow::MainWindow(RulesetRegistry registry, QString dataDir, QWidget* parent)
    : QMainWindow(parent) {
    keepEveryWindowOnScreen();
    document_ = new GameDocument(std::move(registry), std::move(dataDir), this);
    QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    document_->setRecoveryPath(QDir(appData).filePath(QStringLiteral("recovery.adc.json")));
    document_->setCorrectionPicker(
        [this](const CorrectionQuestion& q) { return CorrectionDialog::ask(this, q); });
    setAcceptDrops(true);

    createCentral();
    createDocks();
    createActions();
    new CommandKeys(this); // Ctrl+D and Ctrl+E work while typing in the form
    createMenus();

    connect(document_, &GameDocument::gameReplaced, this, &MainWindow::rebuildRosters);
    connect(document_, &GameDocument::titleChanged, this,
            [this](const QString& t) { setWindowTitle(t + QStringLiteral(" — Aide-de-Camp")); });
    connect(document_, &GameDocument::changed, this, &MainWindow::updateActions);
    connect(document_, &GameDocument::gameReplaced, this, &MainWindow::updateActions);
    connect(resolve_, &ResolvePanel::message, this, &MainWindow::showStatus);
    connect(resolve_, &ResolvePanel::outcomeShown, this, [this](const Outcome& o) {
        if (player_ && player_->isVisible() && resolve_->hasPending()) {
            player_->showPending(o);
        }
    });
    connect(deck_, &DeckPanel::drawRequested, this, [this](const QString& id) {
        if (resolve_->selectAction(id.toStdString())) {
            if (const ParamSpec* card = resolve_->form()->cardParam()) {
                resolve_->form()->setValue(card->name, ""); // the top of the deck
            }
            resolve_->rollProgramDice();
        }
    });
    connect(tracker_, &TurnTracker::nextPhaseRequested, this, &MainWindow::nextPhase);
    createSaveWarning();
    diskWatch_ = new DiskWatch(*document_, this);
    connect(diskWatch_, &DiskWatch::changedOnDisk, this, &MainWindow::offerReload);
    setPreferences(Preferences::load());
    setWindowTitle(QStringLiteral("Aide-de-Camp"));
    restoreLayout();
    updateActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::createCentral() {
    // The rosters under one filter field and the casualty colours' legend.
    auto* rosterColumn = new QWidget(this);
    rosterBar_ = new RosterBar(*document_, rosterColumn);
    rosterSplitter_ = new QSplitter(Qt::Vertical, rosterColumn);
    rosterSplitter_->setObjectName(QStringLiteral("rosterSplitter"));
    auto* rosterLayout = new QVBoxLayout(rosterColumn);
    rosterLayout->setContentsMargins(0, 0, 0, 0);
    rosterLayout->addWidget(rosterBar_);
    rosterLayout->addWidget(rosterSplitter_, 1);
    connect(rosterBar_, &RosterBar::filterChanged, this, [this](const QString& text) {
        for (auto* r : rosters_) {
            r->setFilterText(text);
        }
    });
    setCentralWidget(rosterColumn);
    createResolveColumn();
    for (auto* splitter : {rosterSplitter_, resolve_->panes()}) {
        splitter->setHandleWidth(7); // seen and grabbed, not a hairline
        connect(splitter, &QSplitter::splitterMoved, this,
                [splitter] { rememberSplitter(splitter); });
    }
}

void MainWindow::createResolveColumn() {
    // The resolve panel runs the window's whole height beside the rosters: the log and the
    // undo history below take the rosters' width, not the form's and the outcome's height.
    // A dock is the one place QMainWindow lets a column own the corners; this one has no title
    // and cannot be closed, moved or floated: it is the table's working column.
    resolveDock_ = new QDockWidget(tr("Resolve"), this);
    resolveDock_->setObjectName(QStringLiteral("resolveDock"));
    resolveDock_->setFeatures(QDockWidget::NoDockWidgetFeatures);
    resolveDock_->setTitleBarWidget(new QWidget(resolveDock_));
    resolve_ = new ResolvePanel(*document_, resolveDock_);
    resolveDock_->setWidget(resolve_);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::RightDockWidgetArea, resolveDock_);
}

QMenu* MainWindow::createPopupMenu() {
    QMenu* menu = QMainWindow::createPopupMenu();
    if (menu) {
        menu->removeAction(resolveDock_->toggleViewAction()); // never hidden
    }
    return menu;
}

void MainWindow::rebuildRosters() {
    for (auto* r : rosters_) {
        // Gone with the old game: they must not refill themselves from the new one first, nor
        // read the document if the window, and the document with it, goes before they do.
        r->leaveGame();
        r->deleteLater();
        r->setParent(nullptr);
    }
    rosters_.clear();
    if (!document_->hasGame()) {
        return;
    }
    for (const auto& side : document_->state().sides) {
        auto* panel = new RosterPanel(*document_, side.id, rosterSplitter_);
        panel->setFilterText(rosterBar_->filterEdit()->text());
        connect(panel, &RosterPanel::message, this, &MainWindow::showStatus);
        connect(panel, &RosterPanel::unitMenuRequested, this,
                [this, panel](const std::string& unitId, const QPoint& at) {
                    QMenu* menu = unitMenu(unitId, panel);
                    menu->setAttribute(Qt::WA_DeleteOnClose);
                    menu->popup(at);
                });
        rosterSplitter_->addWidget(panel);
        rosters_.push_back(panel);
    }
    restoreRosterSizes();
    deckDock_->setVisible(document_->ruleset().usesDeck());
}

PlayerDisplay* MainWindow::playerDisplay() {
    if (!player_) {
        player_ = new PlayerDisplay(*document_, this);
        player_->setFontSize(prefs_.playerFontSize);
        player_->setCountdown(countdown_);
        fitToScreen(player_, player_->size());
        connect(resolve_, &ResolvePanel::chanceShown, player_, &PlayerDisplay::showChance);
    }
    return player_;
}

void MainWindow::togglePlayerDisplay() {
    PlayerDisplay* p = playerDisplay();
    if (p->isVisible()) {
        p->hide();
        return;
    }
    // On a screen of its own when there is one; never over the referee's window.
    if (p->placeFor(this) == PlayerDisplay::Placement::Minimized) {
        p->showMinimized();
        showStatus(tr("The players' display is open, minimized so it does not cover this window: "
                      "a second screen shows it at once."));
        return;
    }
    p->showNormal();
    p->placeFor(this); // again, now that its title bar counts
}

void MainWindow::showPlayerDisplayInFront() {
    PlayerDisplay* p = playerDisplay();
    if (p->placeFor(this) == PlayerDisplay::Placement::Minimized) {
        fitToScreen(p, p->size());
    }
    p->showNormal();
    p->raise();
}

void MainWindow::setPreferences(const Preferences& p) {
    prefs_ = p;
    resolve_->setAutoApply(p.autoApply);
    if (player_) {
        player_->setFontSize(p.playerFontSize);
    }
}

void MainWindow::showPreferences() {
    PreferencesDialog dialog(prefs_, this);
    if (dialog.exec() == QDialog::Accepted) {
        Preferences p = dialog.preferences();
        p.save();
        setPreferences(p);
    }
}

void MainWindow::showStatus(const QString& text) {
    statusBar()->showMessage(text, 8000);
}

void MainWindow::nextPhase() {
    if (!document_->hasGame()) {
        return;
    }
    auto owed = owedBeforeNextPhase(document_->ruleset(), document_->state());
    if (!owed.empty()) {
        QStringList lines;
        for (const auto& o : owed) {
            lines << QString::fromStdString(
                obligationWords(o, document_->ruleset(), document_->state()));
        }
        auto answer =
            QMessageBox::question(this, tr("Next phase"),
                                  tr("%1 still owes:\n\n%2\n\nMove to the next phase anyway?")
                                      .arg(document_->phaseName(), lines.join(QLatin1Char('\n'))),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            return;
        }
    }
    moveToNextPhase();
}

bool MainWindow::moveToNextPhase() {
    if (!document_->hasGame()) {
        return false;
    }
    if (gameOver(document_->state())) {
        QMessageBox::warning(this, tr("Next phase"),
                             QString::fromStdString(gameOverWords(document_->state())));
        return false;
    }
    try {
        Outcome o = document_->advancePhase();
        showStatus(QString::fromStdString(o.summary));
        return true;
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Next phase"), QString::fromStdString(e.what()));
        return false;
    }
}

void MainWindow::endGameEarly() {
    if (!document_->hasGame() || gameOver(document_->state())) {
        return;
    }
    auto answer = QMessageBox::question(
        this, tr("End the game"),
        tr("End the game now, on turn %1, and judge who won? Undo takes it back.")
            .arg(document_->state().turn),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes) {
        endGameNow();
    }
}

bool MainWindow::endGameNow() {
    if (!document_->hasGame()) {
        return false;
    }
    try {
        Outcome o = document_->endGame();
        showStatus(QString::fromStdString(o.summary));
        return true;
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("End the game"), QString::fromStdString(e.what()));
        return false;
    }
}

bool MainWindow::maybeSave() {
    if (!document_->hasGame() || !document_->isModified()) {
        return true;
    }
    auto answer = QMessageBox::question(
        this, tr("Unsaved changes"), tr("The game has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        return save();
    }
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // A clean exit: no recovery offer next time.
    document_->removeRecovery();
    saveLayout();
    if (player_) {
        player_->close();
    }
    event->accept();
}

} // namespace adc::app
