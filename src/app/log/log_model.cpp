#include "log/log_model.hpp"

#include "document/game_document.hpp"
#include "log/log_words.hpp"

#include <QBrush>
#include <QFont>

#include <algorithm>

namespace adc::app {

namespace {
QString stepsText(const Outcome& o, const QString& separator) {
    QStringList lines;
    for (const auto& s : o.steps) {
        lines << QString::fromStdString(s.text);
    }
    return lines.join(separator);
}

// A change of the history touches only its end, from the lower of the old and new positions:
// rows are removed or appended there and the rest of those repainted, so a long log is neither
// rebuilt nor re-measured after every event. `extra` rows come before the first event.
bool mentions(const json& v, const std::string& id) {
    if (v.is_string()) {
        return v.get<std::string>() == id;
    }
    if (v.is_array() || v.is_object()) {
        for (const auto& x : v) {
            if (mentions(x, id)) {
                return true;
            }
        }
    }
    return false;
}
} // namespace

bool eventMentions(const Event& e, const std::string& unitId) {
    if (e.request && mentions(e.request->params, unitId)) {
        return true;
    }
    for (const auto& fx : e.outcome.effects) {
        if (fx.unit == unitId) {
            return true;
        }
    }
    return false;
}

template <class Model>
HistoryRows<Model>::HistoryRows(GameDocument& document, int extra, QObject* parent)
    : Model(parent), document_(document), extra_(extra) {
    QObject::connect(&document_, &GameDocument::gameReplaced, this, [this] { reset(); });
    QObject::connect(&document_, &GameDocument::changed, this,
                     [this](const GameChange& change) { follow(change); });
}

template <class Model> void HistoryRows<Model>::reset() {
    this->beginResetModel();
    rows_ = document_.hasGame() ? static_cast<int>(document_.game().events().size()) + extra_ : 0;
    this->endResetModel();
}

template <class Model> void HistoryRows<Model>::follow(const GameChange& change) {
    const int rows = static_cast<int>(document_.game().events().size()) + extra_;
    const int kept = std::min(rows_, rows);
    // Rows that stay but change between done and undone (or, with the extra row, which is the
    // position) are repainted: from the first event the change applied, undid or redid.
    const int repaintFrom = static_cast<int>(change.from);
    if (kept < rows_) {
        this->beginRemoveRows({}, kept, rows_ - 1);
        rows_ = kept;
        this->endRemoveRows();
    }
    if (rows > rows_) {
        this->beginInsertRows({}, rows_, rows - 1);
        rows_ = rows;
        this->endInsertRows();
    }
    if (repaintFrom <= kept - 1) {
        const int lastColumn = static_cast<const QAbstractItemModel*>(this)->columnCount() - 1;
        emit this->dataChanged(this->index(repaintFrom, 0), this->index(kept - 1, lastColumn));
    }
}

template class HistoryRows<QAbstractTableModel>;
template class HistoryRows<QAbstractListModel>;

LogModel::LogModel(GameDocument& document, QObject* parent) : HistoryRows(document, 0, parent) {
    reset();
}

const Event* LogModel::eventAt(int row) const {
    if (row < 0 || row >= rows_) {
        return nullptr;
    }
    return &document_.game().events()[static_cast<std::size_t>(row)];
}

int LogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rows_;
}

int LogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(Column::Count);
}

QVariant LogModel::data(const QModelIndex& index, int role) const {
    const Event* e = index.isValid() ? eventAt(index.row()) : nullptr;
    if (!e || index.column() >= columnCount()) {
        return {};
    }
    bool undone = static_cast<std::size_t>(index.row()) >= document_.game().position();
    if (role == Qt::ForegroundRole && undone) {
        return QBrush(Qt::gray);
    }
    if (role == Qt::FontRole && undone) {
        QFont f;
        f.setItalic(true);
        return f;
    }
    if (role == Qt::ToolTipRole) {
        return QString::fromStdString(explain(e->outcome));
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (static_cast<Column>(index.column())) {
    case Column::Number:
        return index.row() + 1;
    case Column::Turn:
        return loggedUnder(*e).turn;
    case Column::Phase: {
        const auto& seq = document_.ruleset().sequence();
        const int phase = loggedUnder(*e).phase;
        auto p = static_cast<std::size_t>(phase);
        return p < seq.size() ? QString::fromStdString(seq[p].name) : QString::number(phase);
    }
    case Column::Label:
        return QString::fromStdString(e->label) + (undone ? tr(" (undone)") : QString());
    case Column::Dice:
        return diceWords(e->outcome);
    case Column::Steps:
        return stepsText(e->outcome, QStringLiteral("; "));
    case Column::Count:
        break;
    }
    return {};
}

QVariant LogModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, o, role);
    }
    switch (static_cast<Column>(section)) {
    case Column::Number:
        return tr("#");
    case Column::Turn:
        return tr("Turn");
    case Column::Phase:
        return tr("Phase");
    case Column::Label:
        return tr("Event");
    case Column::Dice:
        return tr("Dice");
    case Column::Steps:
        return tr("Steps");
    case Column::Count:
        break;
    }
    return {};
}

HistoryModel::HistoryModel(GameDocument& document, QObject* parent)
    : HistoryRows(document, 1, parent) {
    reset();
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rows_;
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rows_ || index.column() != 0) {
        return {};
    }
    auto row = static_cast<std::size_t>(index.row());
    std::size_t position = document_.game().position();
    if (role == Qt::DisplayRole) {
        return row == 0 ? tr("Start of the game")
                        : QString::fromStdString(document_.game().events()[row - 1].label);
    }
    if (role == Qt::FontRole && row == position) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ForegroundRole && row > position) {
        return QBrush(Qt::gray);
    }
    return {};
}

} // namespace adc::app
