// The main window's commands: every one is a QAction with a shortcut shown in its menu, so the
// whole program can be driven from the keyboard.
#include "window/main_window.hpp"

#include "document/game_document.hpp"
#include "log/log_panel.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/roster_bar.hpp"
#include "roster/roster_panel.hpp"
#include "tabletop/deck_panel.hpp"
#include "tabletop/dice_tray.hpp"
#include "tabletop/phase_countdown.hpp"
#include "widgets/screen_fit.hpp"
#include "window/help_texts.hpp"

#include "adc/game_end.hpp"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>

#ifdef ADC_HAVE_PRINT
#include "printing/print_menu.hpp"
#include "slot/slot_clock.hpp"
#include "slot/slot_commands.hpp"
#endif
#ifdef ADC_HAVE_EDITOR
#include "editor/scenario_editor_window.hpp"
#endif

namespace adc::app {

namespace {
QAction* make(QObject* parent, const QString& name, const QString& text,
              const QList<QKeySequence>& keys) {
    auto* a = new QAction(text, parent);
    a->setObjectName(name);
    QList<QKeySequence> bound; // a standard key the platform leaves unbound is empty: skip it
    for (const auto& k : keys) {
        if (!k.isEmpty() && !bound.contains(k)) {
            bound << k;
        }
    }
    a->setShortcuts(bound);
    a->setShortcutContext(Qt::ApplicationShortcut);
    return a;
}
} // namespace

QAction* MainWindow::action(const QString& objectName) const {
    return findChild<QAction*>(objectName);
}

QAction* MainWindow::addCommand(const QString& name, const QString& text,
                                const QList<QKeySequence>& keys) {
    QAction* a = make(this, name, text, keys);
    addAction(a);
    return a;
}

// One group of commands per menu, in the order of createMenus() (main_window_menus.cpp).
void MainWindow::createActions() {
    createFileActions();
    createEditActions();
    createGameActions();
    createViewActions();
    createHelpActions();
}

void MainWindow::createFileActions() {
    connect(addCommand("newGame", tr("&New game from scenario…"), {QKeySequence::New}),
            &QAction::triggered, this, &MainWindow::newFromScenario);
    connect(addCommand("open", tr("&Open…"), {QKeySequence::Open}), &QAction::triggered, this,
            &MainWindow::openDialog);
    connect(addCommand("save", tr("&Save"), {QKeySequence::Save}), &QAction::triggered, this,
            &MainWindow::save);
    connect(addCommand("saveAs", tr("Save &As…"), {QKeySequence(QStringLiteral("Ctrl+Shift+S"))}),
            &QAction::triggered, this, &MainWindow::saveAsDialog);
    connect(addCommand("exportMarkdown", tr("Export log as &Markdown…"),
                       {QKeySequence(QStringLiteral("Ctrl+E"))}),
            &QAction::triggered, this, [this] { log_->exportMarkdown(); });
    connect(addCommand("exportHtml", tr("Export log as &HTML…"),
                       {QKeySequence(QStringLiteral("Ctrl+Shift+E"))}),
            &QAction::triggered, this, [this] { log_->exportHtml(); });
#ifdef ADC_HAVE_PRINT
    addPrintCommands(this, *document_);
#endif
    addSlotCommands(this, *document_);
    // The slot's clock, compact, at the right of the status bar (its warnings in it, no dialog).
    statusBar()->addPermanentWidget(new SlotClock(*document_, SlotClock::Size::Compact, this));
    countdown_ = new PhaseCountdown(*document_, this);
    addCountdownCommands(this, *countdown_);
    auto* countdown = new QLabel(this);
    countdown->setObjectName(QStringLiteral("phaseCountdown"));
    QFont bold = countdown->font();
    bold.setBold(true);
    countdown->setFont(bold);
    countdown->hide(); // only while a countdown runs
    connect(countdown_, &PhaseCountdown::changed, countdown, [countdown](const QString& text) {
        countdown->setText(text);
        countdown->setVisible(!text.isEmpty());
    });
    statusBar()->addPermanentWidget(countdown);
    connect(addCommand("quit", tr("&Quit"),
                       {QKeySequence::Quit, QKeySequence(QStringLiteral("Ctrl+Q"))}),
            &QAction::triggered, this, &MainWindow::close);
#ifdef ADC_HAVE_EDITOR
    connect(addCommand("editor", tr("Scenario &editor…"),
                       {QKeySequence(QStringLiteral("Ctrl+Shift+D"))}),
            &QAction::triggered, this, [this] {
                // A child window, so it never outlives the registry it borrows.
                auto* w = new adc::editor::ScenarioEditorWindow(document_->registry(),
                                                                document_->dataDir(), this);
                w->setAttribute(Qt::WA_DeleteOnClose);
#ifdef ADC_HAVE_PRINT
                w->setRosterPrinter(printWithDialog);
#endif
                QString current = document_->filePath();
                if (!current.isEmpty() && !current.endsWith(QStringLiteral(".adc.json"))) {
                    QString error;
                    w->openScenario(current, &error);
                }
                w->show();
                fitToScreen(w, w->size()); // once shown: its frame, too, stays on the screen
            });
#endif
}

void MainWindow::createEditActions() {
    connect(addCommand("undo", tr("&Undo"), {QKeySequence::Undo}), &QAction::triggered, this,
            [this] { document_->undo(); });
    // Ctrl+Shift+Z everywhere, plus the platform's own Redo key where it differs.
    QList<QKeySequence> redoKeys{QKeySequence(QStringLiteral("Ctrl+Shift+Z"))};
    for (const auto& k : QKeySequence::keyBindings(QKeySequence::Redo)) {
        if (!redoKeys.contains(k)) {
            redoKeys << k;
        }
    }
    connect(addCommand("redo", tr("&Redo"), redoKeys), &QAction::triggered, this,
            [this] { document_->redo(); });
    connect(addCommand("focusFilter", tr("&Filter rosters"), {QKeySequence::Find}),
            &QAction::triggered, this, [this] {
                rosterBar_->filterEdit()->setFocus();
                rosterBar_->filterEdit()->selectAll();
            });
    connect(addCommand("preferences", tr("&Preferences…"),
                       {QKeySequence::Preferences, QKeySequence(QStringLiteral("Ctrl+,"))}),
            &QAction::triggered, this, &MainWindow::showPreferences);
}

void MainWindow::createGameActions() {
    connect(addCommand("roll", tr("&Roll"), {QKeySequence(QStringLiteral("Ctrl+R"))}),
            &QAction::triggered, this, [this] { resolve_->rollProgramDice(); });
    connect(addCommand("physical", tr("Enter &physical dice…"),
                       {QKeySequence(QStringLiteral("Ctrl+Shift+R"))}),
            &QAction::triggered, this, [this] { resolve_->rollPhysicalDice(); });
    connect(
        addCommand("apply", tr("&Apply outcome"), {QKeySequence(QStringLiteral("Ctrl+Return"))}),
        &QAction::triggered, this, [this] { resolve_->applyPending(); });
    // One key from a filled form to the result in the game, whatever the Preferences say.
    connect(addCommand("rollApply", tr("Roll and appl&y"),
                       {QKeySequence(QStringLiteral("Ctrl+Shift+Return"))}),
            &QAction::triggered, this, [this] {
                if (resolve_->rollWith(document_->gameDice()) && resolve_->hasPending()) {
                    resolve_->applyPending();
                }
            });
    connect(addCommand("nextOwed", tr("Next &owed"), {QKeySequence(QStringLiteral("Ctrl+J"))}),
            &QAction::triggered, this, [this] { resolve_->openNextStep(); });
    connect(addCommand("drawCard", tr("&Draw card"), {QKeySequence(QStringLiteral("Ctrl+D"))}),
            &QAction::triggered, this, [this] {
                // A card typed in the draw form is the card drawn: never thrown away for a
                // random one.
                if (resolve_->formHoldsTypedCard()) {
                    if (resolve_->rollWith(document_->gameDice()) && resolve_->hasPending()) {
                        resolve_->applyPending();
                    }
                } else {
                    deck_->drawButton()->click();
                }
            });
    connect(
        addCommand("nextPhase", tr("Next &phase"), {QKeySequence(QStringLiteral("Ctrl+Shift+N"))}),
        &QAction::triggered, this, &MainWindow::nextPhase);
    connect(addCommand("endGame", tr("&End the game now…"),
                       {QKeySequence(QStringLiteral("Ctrl+Shift+G"))}),
            &QAction::triggered, this, &MainWindow::endGameEarly);
    connect(addCommand("diceTray", tr("Dice &tray"), {QKeySequence(QStringLiteral("Ctrl+T"))}),
            &QAction::triggered, this, [this] {
                if (auto* d = findChild<QDockWidget*>(QStringLiteral("trayDock"))) {
                    d->show();
                    d->raise();
                }
                diceTray()->notationEdit()->setFocus();
                diceTray()->notationEdit()->selectAll();
            });
    connect(addCommand("share", tr("&Share with players…"),
                       {QKeySequence(QStringLiteral("Ctrl+Shift+H"))}),
            &QAction::triggered, this, &MainWindow::showShareDialog);
}

void MainWindow::createViewActions() {
    connect(addCommand("playerDisplay", tr("Player &display"),
                       {QKeySequence(QStringLiteral("Ctrl+Shift+P"))}),
            &QAction::triggered, this, &MainWindow::togglePlayerDisplay);
    connect(
        addCommand("focusRoster", tr("Focus &roster"), {QKeySequence(QStringLiteral("Ctrl+1"))}),
        &QAction::triggered, this, [this] {
            if (!rosters_.empty()) {
                rosters_.front()->view()->setFocus();
            }
        });
    connect(
        addCommand("focusResolve", tr("Focus r&esolve"), {QKeySequence(QStringLiteral("Ctrl+2"))}),
        &QAction::triggered, this, [this] { resolve_->actionBox()->setFocus(); });
    connect(addCommand("fitForm", tr("&Fit the form to its fields"),
                       {QKeySequence(QStringLiteral("Ctrl+0"))}),
            &QAction::triggered, resolve_, &ResolvePanel::fitFormAgain);
    connect(addCommand("focusLog", tr("Focus &log"), {QKeySequence(QStringLiteral("Ctrl+3"))}),
            &QAction::triggered, this, [this] { log_->unitBox()->setFocus(); });
    connect(addCommand("focusHistory", tr("Focus undo &history"),
                       {QKeySequence(QStringLiteral("Ctrl+4"))}),
            &QAction::triggered, this, [this] { historyView_->setFocus(); });
}

void MainWindow::createHelpActions() {
    connect(addCommand("userGuide", tr("User &guide"),
                       {QKeySequence::HelpContents, QKeySequence(Qt::Key_F1)}),
            &QAction::triggered, this, &MainWindow::showUserGuide);
    connect(addCommand("shortcuts", tr("&Keyboard shortcuts"),
                       {QKeySequence(QStringLiteral("Ctrl+/"))}),
            &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(
        addCommand("about", tr("&About Aide-de-Camp"), {QKeySequence(QStringLiteral("Ctrl+F1"))}),
        &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::showUserGuide() {
    showHelpText(this, QStringLiteral("userGuide"), tr("User guide"),
                 userGuideHtml(document_->registry(), document_->dataDir()));
}

void MainWindow::showShortcuts() {
    showHelpText(this, QStringLiteral("shortcutsHelp"), tr("Keyboard shortcuts"),
                 shortcutsHtml(this));
}

void MainWindow::showAbout() {
    auto* box = new QMessageBox(
        QMessageBox::Information, tr("About Aide-de-Camp"),
        tr("<h3>Aide-de-Camp %1</h3><p>A referee's assistant for American Civil War miniature "
           "wargames: it keeps the rosters, rolls or takes the dice, reads the tables and keeps "
           "a log that can be undone.</p>")
            .arg(QApplication::applicationVersion().toHtmlEscaped()),
        QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::updateActions() {
    bool game = document_->hasGame();
    action("undo")->setEnabled(document_->canUndo());
    action("redo")->setEnabled(document_->canRedo());
    if (document_->canUndo()) {
        action("undo")->setText(
            tr("&Undo %1").arg(QString::fromStdString(document_->latestEvent()->label)));
    } else {
        action("undo")->setText(tr("&Undo"));
    }
    action("save")->setEnabled(game);
    action("saveAs")->setEnabled(game);
    // A game that is over has no next phase; undo takes the end back.
    const bool over = game && gameOver(document_->state());
    action("nextPhase")->setEnabled(game && !over);
    action("endGame")->setEnabled(game && !over);
    action("drawCard")->setEnabled(game && !deck_->drawAction().empty());
}

} // namespace adc::app
