// Where each panel sits: the docks around the rosters and the resolve panel, and the window's
// size, docks and splitter handles kept in QSettings between runs.
#include "window/main_window.hpp"

#include "document/game_document.hpp"
#include "log/log_model.hpp"
#include "log/log_panel.hpp"
#include "resolve/resolve_panel.hpp"
#include "result/referee_desk.hpp"
#include "tabletop/briefing_panel.hpp"
#include "tabletop/deck_panel.hpp"
#include "tabletop/dice_tray.hpp"
#include "tabletop/turn_tracker.hpp"
#include "widgets/screen_fit.hpp"

#include <QDockWidget>
#include <QListView>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
#include <QSplitter>

namespace adc::app {

namespace {
// The side column's width (turn, deck) on a screen of 900 px or taller.
constexpr int sideColumnWidth = 330;

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
        int sideColumn = sideColumnWidth;
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
                sideColumn = 280;
                resizeDocks({turnDock}, {sideColumn}, Qt::Horizontal);
            }
        }
        // The resolve column takes two fifths of what the side column leaves, the rosters the
        // rest: room for the widest form beside the rosters (its fields carry a unit's name).
        resizeDocks({resolveDock_}, {(width() - sideColumn) * 2 / 5}, Qt::Horizontal);
    }
    restoreState(settings.value(QStringLiteral("window/docks")).toByteArray());
    for (auto* splitter : findChildren<QSplitter*>()) {
        QByteArray saved = settings.value(splitterKey(splitter)).toByteArray();
        if (!splitter->objectName().isEmpty() && !saved.isEmpty()) {
            splitter->restoreState(saved);
        }
    }
}

void MainWindow::restoreRosterSizes() {
    // The sizes remembered for this many sides, if any.
    QByteArray saved = QSettings().value(splitterKey(rosterSplitter_)).toByteArray();
    if (!saved.isEmpty()) {
        rosterSplitter_->restoreState(saved);
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

BriefingPanel* MainWindow::briefingPanel() {
    if (!briefing_) {
        auto* briefingDock = findChild<QDockWidget*>(QStringLiteral("briefingDock"));
        briefing_ = new BriefingPanel(*document_, briefingDock);
        delete briefingDock->widget(); // the empty stand-in
        briefingDock->setWidget(briefing_);
    }
    briefing_->bringUpToDate();
    return briefing_;
}

DiceTray* MainWindow::diceTray() {
    if (!tray_) {
        auto* trayDock = findChild<QDockWidget*>(QStringLiteral("trayDock"));
        auto* scroll = qobject_cast<QScrollArea*>(trayDock->widget());
        tray_ = new DiceTray(*document_, scroll);
        delete scroll->takeWidget(); // the empty stand-in
        scroll->setWidget(tray_);
    }
    return tray_;
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
    new RefereeDesk(*document_, this); // the questions and the result screen: opened when due
    tracker_ = new TurnTracker(*document_, this);
    deck_ = new DeckPanel(*document_, this);
    log_ = new LogPanel(*document_, this);
    historyModel_ = new HistoryModel(*document_, this);
    historyView_ = new QListView(this);
    historyView_->setObjectName(QStringLiteral("history"));
    historyView_->setModel(historyModel_);
    connect(historyView_, &QListView::activated, this,
            [this](const QModelIndex& i) { document_->jumpTo(static_cast<std::size_t>(i.row())); });
    auto* turnDock =
        dock(tr("Turn and phase"), QStringLiteral("turnDock"), tracker_, Qt::LeftDockWidgetArea);
    // Short titles: on a short screen five of them share the side column's tab bar (340 px),
    // where longer ones were cut to "Card d…", "Undo hist…".
    deckDock_ = dock(tr("Deck"), QStringLiteral("deckDock"), deck_, Qt::LeftDockWidgetArea);
    // The dice tray sits behind the deck where there is one: it is built when first shown.
    auto* trayDock =
        dock(tr("Dice"), QStringLiteral("trayDock"), new QWidget(this), Qt::LeftDockWidgetArea);
    connect(trayDock, &QDockWidget::visibilityChanged, this, [this](bool seen) {
        if (seen) {
            diceTray();
        }
    });
    auto* logDock = dock(tr("Log"), QStringLiteral("logDock"), log_, Qt::BottomDockWidgetArea);
    auto* historyDock =
        dock(tr("History"), QStringLiteral("historyDock"), historyView_, Qt::BottomDockWidgetArea);
    // The briefing sits behind the log's tab: like the dice tray, it is built when first shown
    // (a tab behind another is still laid out and polished, out of sight).
    auto* briefingDock = dock(tr("Briefing"), QStringLiteral("briefingDock"), new QWidget(this),
                              Qt::BottomDockWidgetArea);
    connect(briefingDock, &QDockWidget::visibilityChanged, this, [this](bool seen) {
        if (seen) {
            briefingPanel(); // its tab picked: built, and filled for the game on screen
        }
    });
    tabifyDockWidget(deckDock_, trayDock);
    deckDock_->raise();
    splitDockWidget(logDock, historyDock, Qt::Horizontal);
    // The briefing shares the log's place: read at the start, looked up now and then.
    tabifyDockWidget(logDock, briefingDock);
    logDock->raise();
    resizeDocks({logDock, historyDock}, {900, 300}, Qt::Horizontal);
    resizeDocks({logDock}, {210}, Qt::Vertical);
    resizeDocks({turnDock}, {sideColumnWidth}, Qt::Horizontal);
}

} // namespace adc::app
