#pragma once
// The game's events as a table (the log dock) and as a list of positions (the undo history).
// Events undone but still redoable are shown greyed.
#include <QAbstractListModel>
#include <QAbstractTableModel>

#include <string>

namespace adc {
struct Event;
}

namespace adc::app {

class GameDocument;
struct GameChange;

// Rows that follow the game's events as they are applied, undone and redone: one per event, plus
// `extra` before them (the history's "start of the game"). The rows after the position are the
// events undone but still redoable. The log and the undo history both build on it.
template <class Model> class HistoryRows : public Model {
protected:
    HistoryRows(GameDocument& document, int extra, QObject* parent);
    // A new game: every row anew.
    void reset();
    // An event applied, undone or redone: rows inserted or removed, and the rows whose greying
    // changed repainted (from the first event the change names).
    void follow(const GameChange& change);

    GameDocument& document_;
    int rows_ = 0;

private:
    int extra_ = 0;
};

class LogModel : public HistoryRows<QAbstractTableModel> {
    Q_OBJECT
public:
    enum class Column { Number, Turn, Phase, Label, Dice, Steps, Count };
    explicit LogModel(GameDocument& document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    const Event* eventAt(int row) const;
};

// Events that name a unit (in the request or in an effect).
bool eventMentions(const Event& e, const std::string& unitId);

// Row r is the game after r events: the current position in bold, the redoable ones greyed.
class HistoryModel : public HistoryRows<QAbstractListModel> {
    Q_OBJECT
public:
    explicit HistoryModel(GameDocument& document, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
};

} // namespace adc::app
