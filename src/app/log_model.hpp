#pragma once
// The game's events as a table (the log dock) and as a list of positions (the undo history).
// Events undone but still redoable are shown greyed.
#include <QAbstractListModel>
#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <string>

namespace adc {
struct Event;
}

namespace adc::app {

class GameDocument;

class LogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Column { Number, Turn, Phase, Label, Dice, Steps, Count };
    explicit LogModel(GameDocument& document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    const Event* eventAt(int row) const;

private:
    void reset();
    void follow();
    GameDocument& document_;
    int rows_ = 0;
    int position_ = 0;
};

// Events that name a unit (in the request or in an effect).
class LogUnitFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit LogUnitFilter(QObject* parent = nullptr) : QSortFilterProxyModel(parent) {}
    void setUnit(const std::string& unitId);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    std::string unit_;
};

bool eventMentions(const Event& e, const std::string& unitId);

class HistoryModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit HistoryModel(GameDocument& document, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    void reset();
    void follow();
    GameDocument& document_;
    int rows_ = 0;
    int position_ = 0;
};

} // namespace adc::app
