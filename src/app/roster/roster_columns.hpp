#pragma once
// Which of a roster's columns are shown. A right-click on the headings lists every column to
// hide or show (never Unit: it says which unit a row is). What the referee hid is remembered
// per ruleset in the preferences and holds in every roster of that ruleset; by default every
// column shows, and the roster's heading says how many are hidden.
#include <QObject>

class QHeaderView;
class QMenu;
class QTreeView;
class QWidget;

namespace adc::app {

class RosterModel;

class RosterColumns : public QObject {
    Q_OBJECT
public:
    RosterColumns(QTreeView* view, RosterModel* model, QObject* parent = nullptr);
    ~RosterColumns() override;
    // The columns remembered as hidden for the game's ruleset are hidden, the others shown
    // (without `changed`: the roster applies them as it fits its columns).
    void apply();
    // Hides or shows a column (never Unit) and remembers it for every roster of the ruleset.
    void setShown(int column, bool shown);
    int hiddenCount() const;
    // The headings' menu, one checkable entry per column, and "Show every column".
    QMenu* menu(QWidget* parent);
    // Right-clicks on `header` open the menu.
    void listenTo(QHeaderView* header);

signals:
    // The referee hid or showed a column (here or in another roster of the same ruleset).
    void changed();

private:
    QString rulesetId() const;
    // Applies the remembered columns in every roster of this ruleset, each saying `changed`.
    void applyEverywhere();

    QTreeView* view_;
    RosterModel* model_;
};

} // namespace adc::app
