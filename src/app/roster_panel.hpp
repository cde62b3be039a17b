#pragma once
// One side's roster: a filter box over a sortable table. Values can be corrected in place.
#include <QWidget>

#include <string>

class QLineEdit;
class QLabel;
class QTableView;
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
    QTableView* view() const { return view_; }
    QLineEdit* filterEdit() const { return filter_; }

signals:
    void message(const QString& text);

private:
    void updateHeading();
    void fitColumns();

    GameDocument& document_;
    RosterModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* view_;
    QLineEdit* filter_;
    QLabel* heading_;
    StatusDelegate* statusDelegate_;
};

} // namespace adc::app
