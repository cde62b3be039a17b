#pragma once
// One side's roster: a sortable table of its units, each opening onto its leaders and men.
// Values can be corrected in place. The window's one filter field (Ctrl+F) filters them all.
// The Unit column leaves the strength columns in view (a long name takes a second line); when
// the roster is scrolled sideways to its other columns, the Unit column stays in view.
#include <QFont>
#include <QModelIndexList>
#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

class QLabel;
class QTreeView;

namespace adc::app {

class FrozenUnitColumn;
struct GameChange;
class GameDocument;
class RosterCellDelegate;
class RosterColumns;
class RosterModel;
class StatusDelegate;

class RosterPanel : public QWidget {
    Q_OBJECT
public:
    RosterPanel(GameDocument& document, std::string sideId, QWidget* parent = nullptr);

    RosterModel* model() const { return model_; }
    QTreeView* view() const { return view_; }
    // The Unit column over the roster scrolled sideways; null until it is first scrolled.
    FrozenUnitColumn* frozenUnitColumn() const { return frozen_; }
    RosterColumns* columns() const { return columns_; }
    // Shows the units whose cells (or whose men's lines) contain `text`, any case; "" shows
    // all. A unit found shows all its men; a man found shows his unit and himself.
    void setFilterText(const QString& text);
    // The units the filter leaves in view, in the roster's order (column 0).
    QModelIndexList unitsShown() const;
    // "Unit — 22 of 25 figures" as the heading over the table reads it.
    QString headingText() const;
    // The game this roster showed was replaced: it stops following the document and empties
    // (RosterModel::leaveGame), so it may be deleted later, even after the document.
    void leaveGame();

signals:
    void message(const QString& text);
    // A right-click (or the menu key) on a unit's row, or one of its men's: the window offers
    // the unit's actions there.
    void unitMenuRequested(const std::string& unitId, const QPoint& globalPos);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void makeView();
    // The columns read every turn, in the order they stand after the Unit column.
    static std::vector<int> readEveryTurn();
    void bringReadEveryTurnForward();
    // Hidden columns, the Unit column's width and the frozen Unit column, as the roster moves.
    void followTheColumns();
    void updateHeading();
    void fitColumns();
    void fitDepartures(const GameChange& change);
    int contentWidth(int column, int rows) const;
    void measureNames();
    void fitNameColumn();
    int nameColumnWidth() const;
    void relayoutRows();
    void freezeUnitColumn(int scrolled);
    void keepClearOfUnitColumn(const QModelIndex& current);
    void spanMemberRows(const QModelIndex& unitRow);
    // The filter applied again to units first..last (roster_panel_filter.cpp).
    void filterUnits(int first, int last);
    bool rowMatches(const QModelIndex& row) const;
    void hideRow(int row, const QModelIndex& parent, bool hide);

    GameDocument& document_;
    RosterModel* model_;
    QString filter_;
    QTreeView* view_;
    QLabel* heading_;
    RosterCellDelegate* cells_;
    StatusDelegate* statusDelegate_;
    RosterColumns* columns_;
    FrozenUnitColumn* frozen_ = nullptr;
    struct MeasuredName {
        QString text;
        int oneLine;  // pixels
        int twoLines; // the narrowest that holds it on two lines, -1 until asked
    };
    mutable std::vector<MeasuredName> longestNames_; // those that can be the widest
    int widestName_ = 0;                             // in pixels, on one line
    QFont namesFont_;                                // what they were measured in
    int unitHeadingWidth_ = 0;
    int wrappedNames_ = 0; // of longestNames_, on two lines as the Unit column is now
    bool settingNameWidth_ = false;
    bool nameWidthByHand_ = false; // the referee dragged it: it stays as he left it
};

} // namespace adc::app
