#pragma once
// One side's roster: a sortable table of its units, each opening onto its leaders and men.
// Values can be corrected in place. The window's one filter field (Ctrl+F) filters them all.
#include <QWidget>

#include <string>

class QLabel;
class QModelIndex;
class QTreeView;
class QSortFilterProxyModel;

namespace adc::app {

class GameDocument;
class RosterModel;
class StatusDelegate;

class RosterPanel : public QWidget {
    Q_OBJECT
public:
    RosterPanel(GameDocument& document, std::string sideId, QWidget* parent = nullptr);

    RosterModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QTreeView* view() const { return view_; }
    // Shows the units whose cells (or whose men's lines) contain `text`; "" shows all.
    void setFilterText(const QString& text);
    // "Unit — 22 of 25 figures" as the heading over the table reads it.
    QString headingText() const;

signals:
    void message(const QString& text);

private:
    void updateHeading();
    void fitColumns();
    int nameColumnWidth() const;
    void spanMemberRows(const QModelIndex& unitRow);

    GameDocument& document_;
    RosterModel* model_;
    QSortFilterProxyModel* proxy_;
    QTreeView* view_;
    QLabel* heading_;
    StatusDelegate* statusDelegate_;
};

} // namespace adc::app
