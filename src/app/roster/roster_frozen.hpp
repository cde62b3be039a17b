#pragma once
// The Unit column kept in view over a roster scrolled sideways (as in Qt's "Frozen Column"
// example): a second tree on the same rows, showing the Unit column only, laid over the
// roster's left edge while the roster is scrolled, so each row still says which unit it is.
// It shares the roster's selection, scroll, opened units, sorting and column width. Built the
// first time the roster is scrolled sideways, never at start-up.
#include <QTreeView>

namespace adc::app {

class FrozenUnitColumn : public QTreeView {
    Q_OBJECT
public:
    explicit FrozenUnitColumn(QTreeView* roster);
    // Over the roster's left edge, as wide as its Unit column; shown while it is scrolled.
    void place();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showOnlyTheUnitColumn();
    void followOpenedUnits();
    void followSorting();

    QTreeView* roster_;
    // Its viewport, kept: while the roster is torn down its viewport still sends events here,
    // and the roster can no longer be asked for it.
    QWidget* rosterViewport_;
};

} // namespace adc::app
