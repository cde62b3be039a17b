#pragma once
// The referee's table: rosters per side in the middle, the resolve panel beside them, and docks
// for the turn tracker, the deck, the dice tray, the log and the undo history. Menus and
// shortcuts are set up in main_window_actions.cpp, the docks and the layout kept between runs in
// main_window_layout.cpp, opening games in main_window_opening.cpp.
#include "adc/registry.hpp"
#include "document/preferences.hpp"

#include <QMainWindow>
#include <QPointer>

#include <initializer_list>
#include <vector>

class QAction;
class QDialog;
class QDockWidget;
class QKeySequence;
class QLabel;
class QListView;
class QMenu;
class QSplitter;

namespace adc::app {

class BriefingPanel;
class DeckPanel;
class DiceTray;
class DiskWatch;
class GameDocument;
class HistoryModel;
class LogPanel;
class PhaseCountdown;
class PlayerDisplay;
class ResolvePanel;
class RosterBar;
class RosterPanel;
class Sharing;
class TurnTracker;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(RulesetRegistry registry, QString dataDir, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameDocument& document() { return *document_; }
    // Start-up: a file named on the command line, else the last game, else the default scenario;
    // first offers to recover a game a crash left behind.
    void startUp(const QString& fileArgument);
    // Opens a scenario or saved game; on failure shows every error and keeps the current game.
    bool openFile(const QString& path);
    bool saveTo(const QString& path);
    bool hasRecovery() const;
    QString defaultScenario() const;
    // The files startUp(fileArgument) tries after any recovery, in order, those that exist:
    // the file named, the last game, the default scenario.
    static QStringList startUpFiles(const QString& fileArgument, const QString& dataDir);
    // The errors of the last failed open (also shown in a message box).
    const QStringList& lastErrors() const { return lastErrors_; }

    const std::vector<RosterPanel*>& rosters() const { return rosters_; }
    ResolvePanel* resolvePanel() const { return resolve_; }
    // The one filter field over every roster, and the casualty colours' legend.
    RosterBar* rosterBar() const { return rosterBar_; }
    DeckPanel* deckPanel() const { return deck_; }
    TurnTracker* turnTracker() const { return tracker_; }
    LogPanel* logPanel() const { return log_; }
    // Built when its dock is first shown, or asked for here.
    DiceTray* diceTray();
    HistoryModel* historyModel() const { return historyModel_; }
    PlayerDisplay* playerDisplay();
    // The referee's phase countdown (Game → Phase countdown…), shown in the status bar and on
    // the players' display.
    PhaseCountdown* phaseCountdown() const { return countdown_; }
    // The side views served to the players' phones (made on first use; off until started).
    // Null, with `why` naming the module and the loader's reason, when the sharing module
    // cannot be loaded.
    Sharing* shareSession(QString* why = nullptr);
    QDockWidget* deckDock() const { return deckDock_; }
    // The briefing, built (it is otherwise built when its tab is first picked) and filled for
    // the game on screen.
    BriefingPanel* briefingPanel();
    QAction* action(const QString& objectName) const;
    // A unit's menu (a right-click in a roster): the actions it may take now, each opening the
    // form on it; on an enemy unit, the form's action against it (main_window_unit_menu.cpp).
    // The caller owns the menu.
    QMenu* unitMenu(const std::string& unitId, QWidget* parent);
    void setPreferences(const Preferences& p);
    DiskWatch* diskWatch() const { return diskWatch_; }
    // The next phase without asking about what is still owed (scripts; nextPhase() asks).
    bool moveToNextPhase();
    // Ends the game now without asking (scripts; endGameEarly() asks).
    bool endGameNow();

public slots:
    void newFromScenario();
    void openDialog();
    bool save();
    bool saveAsDialog();
    void showPreferences();
    void togglePlayerDisplay();
    // Opens the players' display in front whatever it covers (asked for by name: the program's
    // --player-display, for a screenshot of it on one screen).
    void showPlayerDisplayInFront();
    // Game → Share with players…: sharing on and off, the links' codes, New links.
    void showShareDialog();
    // Asks first when the phase still owes something, as `adc next` refuses without --force.
    void nextPhase();
    // Game → End the game now…: asks, then ends the game before its last turn.
    void endGameEarly();
    // The open game was changed on disk by another program: offers to reload it.
    void offerReload(const QString& path);
    void showUserGuide();
    void showShortcuts();
    void showAbout();
    // The docks' and toolbars' menu, without the resolve column (never hidden).
    QMenu* createPopupMenu() override;

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The unit menu's "Leaves the table…" (main_window_unit_menu.cpp).
    void addLeaveMenu(QMenu* menu, const Unit& unit);
    // The one question after a crash (main_window_opening.cpp): true when the recovered game is
    // on screen.
    bool offerRecovery(const QString& fileArgument);
    // The rosters under their filter field, and beside them the resolve panel's column.
    void createCentral();
    void createResolveColumn();
    // The commands, one group per menu.
    void createActions();
    void createFileActions();
    void createEditActions();
    void createGameActions();
    void createViewActions();
    void createHelpActions();
    // A command with its shortcuts, on the window so the shortcuts work wherever the focus is.
    QAction* addCommand(const QString& name, const QString& text, const QList<QKeySequence>& keys);
    // The menus, empty until first opened (main_window_menus.cpp).
    void createMenus();
    QMenu* addMenu(const QString& title, const QString& name, void (MainWindow::*fill)(QMenu*));
    // The window's commands by name, in order; "" is a separator, a name not built is skipped.
    void addCommands(QMenu* menu, std::initializer_list<const char*> names);
    void fillFileMenu(QMenu* file);
    void fillEditMenu(QMenu* edit);
    void fillGameMenu(QMenu* game);
    void fillViewMenu(QMenu* view);
    void fillHelpMenu(QMenu* help);
    void createDocks();
    void createSaveWarning();
    void rebuildRosters();
    // Window size and place, docks and splitter handles, kept in QSettings between runs.
    void restoreLayout();
    void restoreRosterSizes();
    void saveLayout();
    static void rememberSplitter(const QSplitter* splitter);
    void updateActions();
    void updateRecentMenu();
    void showErrors(const QString& title, const QStringList& errors);
    // Window-modal but not blocking: play goes on behind it, and tests never wait on it.
    void showWarning(const QString& name, const QString& title, const QString& text);
    void autosaveFailed(const QString& reason);
    void autosaveRestored();
    bool maybeSave();
    void showStatus(const QString& text);

    GameDocument* document_;
    Preferences prefs_;
    RosterBar* rosterBar_;
    QSplitter* rosterSplitter_;
    std::vector<RosterPanel*> rosters_;
    ResolvePanel* resolve_;
    DeckPanel* deck_;
    TurnTracker* tracker_;
    LogPanel* log_;
    DiceTray* tray_ = nullptr;
    HistoryModel* historyModel_;
    QListView* historyView_;
    QDockWidget* deckDock_;
    QDockWidget* resolveDock_ = nullptr;
    BriefingPanel* briefing_ = nullptr;
    QPointer<PlayerDisplay> player_;
    PhaseCountdown* countdown_ = nullptr;
    Sharing* share_ = nullptr;
    QPointer<QDialog> shareDialog_;
    QMenu* recentMenu_ = nullptr;
    QStringList lastErrors_;
    QLabel* saveWarning_ = nullptr;    // stays in the status bar while autosaves fail
    bool autosaveDialogShown_ = false; // one dialog per run of failures, not one per event
    DiskWatch* diskWatch_;
    bool offeringReload_ = false;
    bool shownOnce_ = false;
};

} // namespace adc::app
