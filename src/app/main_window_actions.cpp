// The main window's commands: every one is a QAction with a shortcut shown in its menu, so the
// whole program can be driven from the keyboard.
#include "main_window.hpp"

#include "deck_panel.hpp"
#include "dice_tray.hpp"
#include "game_document.hpp"
#include "help_texts.hpp"
#include "log_panel.hpp"
#include "outcome_view.hpp"
#include "resolve_panel.hpp"
#include "roster_bar.hpp"
#include "roster_panel.hpp"
#include "screen_fit.hpp"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTreeView>

#ifdef ADC_HAVE_PRINT
#include "print_menu.hpp"
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

void MainWindow::createActions() {
    auto add = [this](const QString& name, const QString& text, const QList<QKeySequence>& keys,
                      auto slot) {
        QAction* a = make(this, name, text, keys);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    add("newGame", tr("&New game from scenario…"), {QKeySequence::New},
        &MainWindow::newFromScenario);
    add("open", tr("&Open…"), {QKeySequence::Open}, &MainWindow::openDialog);
    add("save", tr("&Save"), {QKeySequence::Save}, &MainWindow::save);
    add("saveAs", tr("Save &As…"), {QKeySequence(QStringLiteral("Ctrl+Shift+S"))},
        &MainWindow::saveAsDialog);
    add("quit", tr("&Quit"), {QKeySequence::Quit, QKeySequence(QStringLiteral("Ctrl+Q"))},
        &MainWindow::close);
    add("undo", tr("&Undo"), {QKeySequence::Undo}, [this] { document_->undo(); });
    // Ctrl+Shift+Z everywhere, plus the platform's own Redo key where it differs.
    QList<QKeySequence> redoKeys{QKeySequence(QStringLiteral("Ctrl+Shift+Z"))};
    for (const auto& k : QKeySequence::keyBindings(QKeySequence::Redo)) {
        if (!redoKeys.contains(k)) {
            redoKeys << k;
        }
    }
    add("redo", tr("&Redo"), redoKeys, [this] { document_->redo(); });
    add("roll", tr("&Roll"), {QKeySequence(QStringLiteral("Ctrl+R"))},
        [this] { resolve_->rollProgramDice(); });
    add("physical", tr("Enter &physical dice…"), {QKeySequence(QStringLiteral("Ctrl+Shift+R"))},
        [this] { resolve_->rollPhysicalDice(); });
    add("apply", tr("&Apply outcome"), {QKeySequence(QStringLiteral("Ctrl+Return"))},
        [this] { resolve_->applyPending(); });
    add("drawCard", tr("&Draw card"), {QKeySequence(QStringLiteral("Ctrl+D"))},
        [this] { deck_->drawButton()->click(); });
    add("nextPhase", tr("Next &phase"), {QKeySequence(QStringLiteral("Ctrl+Shift+N"))},
        &MainWindow::nextPhase);
    add("diceTray", tr("Dice &tray"), {QKeySequence(QStringLiteral("Ctrl+T"))}, [this] {
        if (auto* d = findChild<QDockWidget*>(QStringLiteral("trayDock"))) {
            d->show();
            d->raise();
        }
        tray_->notationEdit()->setFocus();
        tray_->notationEdit()->selectAll();
    });
    add("playerDisplay", tr("Player &display"), {QKeySequence(QStringLiteral("Ctrl+Shift+P"))},
        &MainWindow::togglePlayerDisplay);
    add("share", tr("&Share with players…"), {QKeySequence(QStringLiteral("Ctrl+Shift+H"))},
        &MainWindow::showShareDialog);
    add("preferences", tr("&Preferences…"),
        {QKeySequence::Preferences, QKeySequence(QStringLiteral("Ctrl+,"))},
        &MainWindow::showPreferences);
    add("exportMarkdown", tr("Export log as &Markdown…"), {QKeySequence(QStringLiteral("Ctrl+E"))},
        [this] { log_->exportMarkdown(); });
    add("exportHtml", tr("Export log as &HTML…"), {QKeySequence(QStringLiteral("Ctrl+Shift+E"))},
        [this] { log_->exportHtml(); });
    add("focusRoster", tr("Focus &roster"), {QKeySequence(QStringLiteral("Ctrl+1"))}, [this] {
        if (!rosters_.empty()) {
            rosters_.front()->view()->setFocus();
        }
    });
    add("focusFilter", tr("&Filter rosters"), {QKeySequence::Find}, [this] {
        rosterBar_->filterEdit()->setFocus();
        rosterBar_->filterEdit()->selectAll();
    });
    add("focusResolve", tr("Focus r&esolve"), {QKeySequence(QStringLiteral("Ctrl+2"))},
        [this] { resolve_->actionBox()->setFocus(); });
    add("focusLog", tr("Focus &log"), {QKeySequence(QStringLiteral("Ctrl+3"))},
        [this] { log_->unitBox()->setFocus(); });
    add("focusHistory", tr("Focus undo &history"), {QKeySequence(QStringLiteral("Ctrl+4"))},
        [this] { historyView_->setFocus(); });
    add("userGuide", tr("User &guide"), {QKeySequence::HelpContents, QKeySequence(Qt::Key_F1)},
        &MainWindow::showUserGuide);
    add("shortcuts", tr("&Keyboard shortcuts"), {QKeySequence(QStringLiteral("Ctrl+/"))},
        &MainWindow::showShortcuts);
    add("about", tr("&About Aide-de-Camp"), {QKeySequence(QStringLiteral("Ctrl+F1"))},
        &MainWindow::showAbout);
#ifdef ADC_HAVE_EDITOR
    add("editor", tr("Scenario &editor…"), {QKeySequence(QStringLiteral("Ctrl+Shift+D"))}, [this] {
        // A child window, so it never outlives the registry it borrows.
        auto* w = new adc::editor::ScenarioEditorWindow(document_->registry(), document_->dataDir(),
                                                        this);
        w->setAttribute(Qt::WA_DeleteOnClose);
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

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action("newGame"));
    file->addAction(action("open"));
    recentMenu_ = file->addMenu(tr("Open &recent"));
    file->addSeparator();
    file->addAction(action("save"));
    file->addAction(action("saveAs"));
    file->addSeparator();
    file->addAction(action("exportMarkdown"));
    file->addAction(action("exportHtml"));
#ifdef ADC_HAVE_PRINT
    file->addSeparator();
    addPrintCommands(this, *document_, file);
#endif
#ifdef ADC_HAVE_EDITOR
    file->addSeparator();
    file->addAction(action("editor"));
#endif
    file->addSeparator();
    file->addAction(action("quit"));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(action("undo"));
    edit->addAction(action("redo"));
    edit->addSeparator();
    edit->addAction(action("focusFilter"));
    edit->addAction(action("preferences"));

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(action("roll"));
    game->addAction(action("physical"));
    game->addAction(action("apply"));
    game->addSeparator();
    game->addAction(action("drawCard"));
    game->addAction(action("nextPhase"));
    game->addAction(action("diceTray"));
    game->addSeparator();
    game->addAction(action("share"));

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(action("playerDisplay"));
    viewMenu_->addSeparator();
    viewMenu_->addAction(action("focusRoster"));
    viewMenu_->addAction(action("focusResolve"));
    viewMenu_->addAction(action("focusLog"));
    viewMenu_->addAction(action("focusHistory"));
    viewMenu_->addSeparator();
    for (auto* dock : findChildren<QDockWidget*>()) {
        viewMenu_->addAction(dock->toggleViewAction());
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(action("userGuide"));
    help->addAction(action("shortcuts"));
    help->addSeparator();
    help->addAction(action("about"));
    updateRecentMenu();
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

void MainWindow::updateRecentMenu() {
    if (!recentMenu_) {
        return;
    }
    recentMenu_->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        QString text = QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(files[i]).fileName());
        QAction* a = recentMenu_->addAction(text);
        a->setToolTip(files[i]);
        connect(a, &QAction::triggered, this, [this, f = files[i]] {
            if (maybeSave()) {
                openFile(f);
            }
        });
    }
    recentMenu_->setEnabled(!files.isEmpty());
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
    action("nextPhase")->setEnabled(game);
    action("drawCard")->setEnabled(game && !deck_->drawAction().empty());
}

} // namespace adc::app
