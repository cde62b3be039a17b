// The menu bar: the window's commands in five menus, each filled when it is first opened. The
// commands and their shortcuts belong to the window from the start (main_window_actions.cpp);
// the menus only list them, and listing them before the window was shown cost start-up 0.5 M
// instructions for menus nobody had opened yet.
#include "window/main_window.hpp"

#include "document/preferences.hpp"

#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>

namespace adc::app {

void MainWindow::createMenus() {
    addMenu(tr("&File"), QStringLiteral("fileMenu"), &MainWindow::fillFileMenu);
    addMenu(tr("&Edit"), QStringLiteral("editMenu"), &MainWindow::fillEditMenu);
    addMenu(tr("&Game"), QStringLiteral("gameMenu"), &MainWindow::fillGameMenu);
    addMenu(tr("&View"), QStringLiteral("viewMenu"), &MainWindow::fillViewMenu);
    addMenu(tr("&Help"), QStringLiteral("helpMenu"), &MainWindow::fillHelpMenu);
}

QMenu* MainWindow::addMenu(const QString& title, const QString& name,
                           void (MainWindow::*fill)(QMenu*)) {
    QMenu* menu = menuBar()->addMenu(title);
    menu->setObjectName(name);
    // Qt asks just before the menu opens (by mouse or keyboard): its items are added then.
    connect(menu, &QMenu::aboutToShow, this, [this, menu, fill] {
        if (menu->actions().isEmpty()) {
            (this->*fill)(menu);
        }
    });
    return menu;
}

void MainWindow::addCommands(QMenu* menu, std::initializer_list<const char*> names) {
    for (const char* name : names) {
        if (*name == '\0') {
            menu->addSeparator();
        } else if (QAction* a = action(QString::fromLatin1(name))) {
            menu->addAction(a); // the editor and printing only where they are built
        }
    }
}

void MainWindow::fillFileMenu(QMenu* file) {
    addCommands(file, {"newGame", "open"});
    recentMenu_ = file->addMenu(tr("Open &recent"));
    updateRecentMenu();
    addCommands(file, {"", "save", "saveAs", "", "exportMarkdown", "exportHtml", "", "print",
                       "printQuickReference", "afterActionReport", "", "editor", "", "quit"});
}

void MainWindow::fillEditMenu(QMenu* edit) {
    addCommands(edit, {"undo", "redo", "", "focusFilter", "preferences"});
}

void MainWindow::fillGameMenu(QMenu* game) {
    addCommands(game, {"nextOwed", "roll", "physical", "apply", "rollApply", "", "drawCard",
                       "nextPhase", "endGame", "diceTray", "", "share", "", "slotPause",
                       "slotStart", "slotLength", "", "phaseTimer", "phaseTimerStop"});
}

void MainWindow::fillViewMenu(QMenu* view) {
    addCommands(view, {"playerDisplay", "", "focusRoster", "focusResolve", "focusLog",
                       "focusHistory", "", "fitForm", ""});
    for (auto* dock : findChildren<QDockWidget*>()) {
        if (dock != resolveDock_) { // the working column is never hidden
            view->addAction(dock->toggleViewAction());
        }
    }
}

void MainWindow::fillHelpMenu(QMenu* help) {
    addCommands(help, {"userGuide", "shortcuts", "", "about"});
}

void MainWindow::updateRecentMenu() {
    if (!recentMenu_) {
        return; // the File menu is not open yet: it lists them when it is
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

} // namespace adc::app
