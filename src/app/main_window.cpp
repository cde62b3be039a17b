#include "main_window.hpp"

#include "briefing_panel.hpp"
#include "correction_dialog.hpp"
#include "deck_panel.hpp"
#include "dice_tray.hpp"
#include "disk_watch.hpp"
#include "game_document.hpp"
#include "log_model.hpp"
#include "log_panel.hpp"
#include "param_form.hpp"
#include "player_display.hpp"
#include "resolve_panel.hpp"
#include "roster_bar.hpp"
#include "roster_model.hpp"
#include "roster_panel.hpp"
#include "screen_fit.hpp"
#include "turn_tracker.hpp"

#include "adc/obligations.hpp"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
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

    auto* central = new QSplitter(Qt::Horizontal, this);
    central->setObjectName(QStringLiteral("centralSplitter"));
    // The rosters under one filter field and the casualty colours' legend.
    auto* rosterColumn = new QWidget(central);
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
    resolve_ = new ResolvePanel(*document_, central);
    central->addWidget(rosterColumn);
    central->addWidget(resolve_);
    central->setStretchFactor(0, 3);
    central->setStretchFactor(1, 2);
    // Room for the widest form beside the rosters (its fields carry a unit's full name).
    central->setSizes({600, 430});
    setCentralWidget(central);
    for (auto* splitter : {central, rosterSplitter_, resolve_->panes()}) {
        splitter->setHandleWidth(7); // seen and grabbed, not a hairline
        connect(splitter, &QSplitter::splitterMoved, this,
                [splitter] { rememberSplitter(splitter); });
    }

    createDocks();
    createActions();
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
            resolve_->form()->setValue("card", ""); // the top of the deck, not a physical card
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

namespace {
QString splitterKey(const QSplitter* s) {
    return QStringLiteral("window/") + s->objectName();
}
} // namespace

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (!shownOnce_) {
        shownOnce_ = true;
        // The frame's size is known now: the frame, too, stays on the screen.
        fitToScreen(this, size());
    }
}

void MainWindow::rememberSplitter(const QSplitter* splitter) {
    QSettings().setValue(splitterKey(splitter), splitter->saveState());
}

void MainWindow::restoreLayout() {
    QSettings settings;
    // 1500×920 suits a desktop monitor; a laptop gets its whole screen and no more.
    if (!restoreGeometryOnScreen(this,
                                 settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        fitToScreen(this, QSize(1500, 920));
        if (QScreen* screen = screenOf(this);
            screen && screen->availableGeometry().height() < 900) {
            // Short screens: the log, the history and the briefing join the deck's tabs in the
            // side column, so the resolve form, odds and outcome get the whole height.
            for (const char* name : {"logDock", "historyDock", "briefingDock"}) {
                if (auto* d = findChild<QDockWidget*>(QLatin1String(name))) {
                    addDockWidget(Qt::LeftDockWidgetArea, d);
                    tabifyDockWidget(deckDock_, d);
                }
            }
            deckDock_->raise();
            // A narrower side column leaves the rosters room for whole unit names, and the
            // outcome (headline, dice, steps) the larger share of the resolve column.
            if (auto* turnDock = findChild<QDockWidget*>(QStringLiteral("turnDock"))) {
                resizeDocks({turnDock}, {280}, Qt::Horizontal);
            }
            resolve_->panes()->setSizes({150, 210, 410});
        }
    }
    restoreState(settings.value(QStringLiteral("window/docks")).toByteArray());
    for (auto* splitter : findChildren<QSplitter*>()) {
        QByteArray saved = settings.value(splitterKey(splitter)).toByteArray();
        if (!splitter->objectName().isEmpty() && !saved.isEmpty()) {
            splitter->restoreState(saved);
        }
    }
}

void MainWindow::saveLayout() {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/docks"), saveState());
    for (auto* splitter : findChildren<QSplitter*>()) {
        if (!splitter->objectName().isEmpty()) {
            rememberSplitter(splitter);
        }
    }
}

void MainWindow::createDocks() {
    auto dock = [this](const QString& title, const QString& name, QWidget* w,
                       Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        // The side column holds three panels: on a short screen they scroll rather than
        // make the window taller than the screen.
        if (area == Qt::LeftDockWidgetArea) {
            auto* scroll = new QScrollArea(d);
            scroll->setWidget(w);
            scroll->setWidgetResizable(true);
            scroll->setFrameShape(QFrame::NoFrame);
            scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
            scroll->setMinimumHeight(120);
            w = scroll;
        }
        d->setWidget(w);
        addDockWidget(area, d);
        return d;
    };
    tracker_ = new TurnTracker(*document_, this);
    deck_ = new DeckPanel(*document_, this);
    tray_ = new DiceTray(*document_, this);
    log_ = new LogPanel(*document_, this);
    historyModel_ = new HistoryModel(*document_, this);
    historyView_ = new QListView(this);
    historyView_->setObjectName(QStringLiteral("history"));
    historyView_->setModel(historyModel_);
    connect(historyView_, &QListView::activated, this,
            [this](const QModelIndex& i) { document_->jumpTo(static_cast<std::size_t>(i.row())); });
    auto* turnDock =
        dock(tr("Turn and phase"), QStringLiteral("turnDock"), tracker_, Qt::LeftDockWidgetArea);
    deckDock_ = dock(tr("Card deck"), QStringLiteral("deckDock"), deck_, Qt::LeftDockWidgetArea);
    auto* trayDock =
        dock(tr("Dice tray"), QStringLiteral("trayDock"), tray_, Qt::LeftDockWidgetArea);
    auto* logDock = dock(tr("Log"), QStringLiteral("logDock"), log_, Qt::BottomDockWidgetArea);
    auto* historyDock = dock(tr("Undo history"), QStringLiteral("historyDock"), historyView_,
                             Qt::BottomDockWidgetArea);
    briefing_ = new BriefingPanel(*document_, this);
    auto* briefingDock =
        dock(tr("Briefing"), QStringLiteral("briefingDock"), briefing_, Qt::BottomDockWidgetArea);
    tabifyDockWidget(deckDock_, trayDock);
    deckDock_->raise();
    splitDockWidget(logDock, historyDock, Qt::Horizontal);
    // The briefing shares the log's place: read at the start, looked up now and then.
    tabifyDockWidget(logDock, briefingDock);
    logDock->raise();
    resizeDocks({logDock, historyDock}, {900, 300}, Qt::Horizontal);
    resizeDocks({logDock}, {210}, Qt::Vertical);
    resizeDocks({turnDock}, {330}, Qt::Horizontal);
}

void MainWindow::rebuildRosters() {
    for (auto* r : rosters_) {
        // Gone with the old game: they must not refill themselves from the new one first.
        document_->disconnect(r);
        document_->disconnect(r->model());
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
        rosterSplitter_->addWidget(panel);
        rosters_.push_back(panel);
    }
    // The sizes remembered for this many sides, if any.
    QByteArray saved = QSettings().value(splitterKey(rosterSplitter_)).toByteArray();
    if (!saved.isEmpty()) {
        rosterSplitter_->restoreState(saved);
    }
    deckDock_->setVisible(document_->ruleset().usesDeck());
}

PlayerDisplay* MainWindow::playerDisplay() {
    if (!player_) {
        player_ = new PlayerDisplay(*document_, this);
        player_->setFontSize(prefs_.playerFontSize);
        fitToScreen(player_, player_->size());
        connect(resolve_, &ResolvePanel::chanceShown, player_, &PlayerDisplay::showChance);
    }
    return player_;
}

void MainWindow::togglePlayerDisplay() {
    PlayerDisplay* p = playerDisplay();
    p->setVisible(!p->isVisible());
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
    try {
        Outcome o = document_->advancePhase();
        showStatus(QString::fromStdString(o.summary));
        return true;
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Next phase"), QString::fromStdString(e.what()));
        return false;
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

QString MainWindow::defaultScenario() const {
    return QDir(document_->dataDir())
        .filePath(QStringLiteral("scenarios/fredericksburg-1862.json"));
}

void MainWindow::startUp(const QString& fileArgument) {
    if (hasRecovery()) {
        auto answer = QMessageBox::question(
            this, tr("Recover the game?"),
            tr("Aide-de-Camp did not close cleanly last time. Recover the game as it was after "
               "its last event?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            QStringList errors = document_->recover();
            if (errors.isEmpty()) {
                showStatus(tr("Recovered the game from %1").arg(document_->recoveryPath()));
                if (fileArgument.isEmpty()) {
                    return;
                }
            } else {
                showErrors(tr("Cannot recover"), errors);
            }
        }
    }
    QStringList candidates{fileArgument, lastGame(), defaultScenario()};
    for (const auto& c : candidates) {
        if (!c.isEmpty() && QFileInfo::exists(c)) {
            if (document_->hasGame() ? maybeSave() && openFile(c) : openFile(c)) {
                return;
            }
            if (c == fileArgument) {
                return; // the user's own file failed: say so, don't silently open another
            }
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
