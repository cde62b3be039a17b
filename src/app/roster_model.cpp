#include "roster_model.hpp"

#include "effect_words.hpp"
#include "game_document.hpp"
#include "table_colours.hpp"

#include <QBrush>
#include <QFont>
#include <QPoint>

namespace adc::app {

namespace {
constexpr int firstAttribute = static_cast<int>(RosterModel::Column::FirstAttribute);

QString leaderText(const Unit& u) {
    QStringList parts;
    for (const auto& l : u.leaders) {
        QString t = QString::fromStdString(l.name);
        if (!l.rank.empty()) {
            t += QStringLiteral(" (%1").arg(QString::fromStdString(l.rank));
            t += l.modifier
                     ? QStringLiteral(", %1%2)").arg(l.modifier > 0 ? "+" : "").arg(l.modifier)
                     : QStringLiteral(")");
        }
        if (l.status != "active") {
            t += QStringLiteral(" [%1]").arg(QString::fromStdString(l.status));
        }
        parts << t;
    }
    return parts.join(QStringLiteral("; "));
}

QString casualtyText(const Unit& u) {
    int total = u.totalLosses();
    if (total == 0) {
        return QStringLiteral("—");
    }
    QStringList turns;
    int lastTurn = 0;
    for (const auto& c : u.casualties) {
        if (c.turn != lastTurn) {
            turns << QStringLiteral("T%1: %2").arg(c.turn).arg(u.lossesInTurn(c.turn));
            lastTurn = c.turn;
        }
    }
    return QStringLiteral("%1 (%2)").arg(total).arg(turns.join(QStringLiteral(", ")));
}

QVariant jsonToVariant(const json& v) {
    if (v.is_boolean()) {
        return v.get<bool>();
    }
    if (v.is_number_integer()) {
        return v.get<int>();
    }
    if (v.is_number()) {
        return v.get<double>();
    }
    if (v.is_string()) {
        return QString::fromStdString(v.get<std::string>());
    }
    if (v.is_null()) {
        return {};
    }
    return QString::fromStdString(v.dump());
}
} // namespace

RosterModel::RosterModel(GameDocument& document, std::string sideId, QObject* parent)
    : QAbstractTableModel(parent), document_(document), sideId_(std::move(sideId)) {
    connect(&document_, &GameDocument::gameReplaced, this, &RosterModel::reset);
    connect(&document_, &GameDocument::changed, this, &RosterModel::refresh);
    reset();
}

void RosterModel::reset() {
    beginResetModel();
    rows_.clear();
    rowOfUnit_.clear();
    attributes_.clear();
    if (document_.hasGame()) {
        const auto& units = document_.state().units;
        for (std::size_t i = 0; i < units.size(); ++i) {
            if (units[i].side == sideId_) {
                rowOfUnit_[units[i].id] = static_cast<int>(rows_.size());
                rows_.push_back(i);
            }
        }
        for (const auto& a : document_.ruleset().unitSchema().attributes) {
            attributes_.push_back(a.key);
        }
    }
    endResetModel();
}

void RosterModel::refresh() {
    // Units never come or go during play, so a change repaints the rows of the units the
    // events touched; the proxy re-sorts and re-filters only those.
    int last = columnCount() - 1;
    for (const auto& id : document_.changedUnits()) {
        if (int row = rowOf(id); row >= 0) {
            emit dataChanged(index(row, 0), index(row, last));
        }
    }
}

const Unit& RosterModel::unitAt(int row) const {
    return document_.state().units[rows_[static_cast<std::size_t>(row)]];
}

int RosterModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int RosterModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : firstAttribute + static_cast<int>(attributes_.size());
}

std::string RosterModel::attributeKey(int column) const {
    int i = column - firstAttribute;
    return i >= 0 && i < static_cast<int>(attributes_.size())
               ? attributes_[static_cast<std::size_t>(i)]
               : std::string();
}

int RosterModel::rowOf(const std::string& unitId) const {
    auto it = rowOfUnit_.find(unitId);
    return it == rowOfUnit_.end() ? -1 : it->second;
}

int RosterModel::strengthNow() const {
    int n = 0;
    for (int r = 0; r < rowCount(); ++r) {
        n += unitAt(r).strength;
    }
    return n;
}

int RosterModel::strengthAtStart() const {
    int n = 0;
    for (int r = 0; r < rowCount(); ++r) {
        n += unitAt(r).startStrength;
    }
    return n;
}

QVariant RosterModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) {
        return {};
    }
    const Unit& u = unitAt(index.row());
    if (role == UnitIdRole) {
        return QString::fromStdString(u.id);
    }
    auto column = static_cast<Column>(std::min(index.column(), firstAttribute));
    switch (column) {
    case Column::Name:
        if (role == Qt::DisplayRole || role == Qt::EditRole) {
            return QString::fromStdString(u.name);
        }
        if (role == Qt::ToolTipRole) {
            return QString::fromStdString(u.id);
        }
        if (role == Qt::FontRole && u.eliminated()) {
            QFont f;
            f.setStrikeOut(true);
            return f;
        }
        break;
    case Column::Kind:
        if (role == Qt::DisplayRole) {
            return labelWords(document_.ruleset(), u.kind);
        }
        break;
    case Column::Quality:
        if (role == Qt::DisplayRole) {
            return labelWords(document_.ruleset(), u.quality);
        }
        break;
    case Column::Strength:
        if (role == Qt::DisplayRole || role == Qt::EditRole) {
            return u.strength;
        }
        if (role == Qt::TextAlignmentRole) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        break;
    case Column::StartStrength:
        if (role == Qt::DisplayRole) {
            return u.startStrength;
        }
        if (role == Qt::TextAlignmentRole) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        break;
    case Column::Casualties:
        if (role == Qt::DisplayRole) {
            return casualtyText(u);
        }
        if (role == CasualtiesByTurnRole) {
            QVariantList turns;
            int lastTurn = 0;
            for (const auto& c : u.casualties) {
                if (c.turn != lastTurn) {
                    turns << QPoint(c.turn, u.lossesInTurn(c.turn));
                    lastTurn = c.turn;
                }
            }
            return turns;
        }
        if (role == Qt::ToolTipRole) {
            QStringList lines;
            for (const auto& c : u.casualties) {
                lines << QStringLiteral("Turn %1: -%2 %3")
                             .arg(c.turn)
                             .arg(c.count)
                             .arg(QString::fromStdString(c.cause));
            }
            return lines.join(QLatin1Char('\n'));
        }
        break;
    case Column::Status:
        if (role == Qt::DisplayRole) {
            return statusWords(u.status);
        }
        if (role == Qt::EditRole) {
            return QString::fromStdString(u.status);
        }
        if (role == Qt::ForegroundRole) {
            return QBrush(statusColour(u.status));
        }
        if (role == Qt::FontRole && u.status != "good_order") {
            QFont f;
            f.setBold(true);
            return f;
        }
        break;
    case Column::Leaders:
        if (role == Qt::DisplayRole) {
            return leaderText(u);
        }
        break;
    case Column::FirstAttribute: {
        const std::string key = attributeKey(index.column());
        auto it = u.attrs.find(key);
        if (it == u.attrs.end()) {
            break;
        }
        // A list of named men reads as where they stand, never as JSON; each man in the tip.
        bool men = isNamedList(*it);
        if (role == Qt::DisplayRole) {
            if (!men) {
                return jsonToVariant(*it);
            }
            const NamedListWords* words = document_.ruleset().namedListWords(key);
            return namedListStanding(*it, words ? *words : NamedListWords{});
        }
        if (role == Qt::EditRole) {
            return jsonToVariant(*it);
        }
        if (role == Qt::ToolTipRole && men) {
            QStringList lines;
            for (const auto& man : *it) {
                QString line = QString::fromStdString(man["name"].get<std::string>());
                for (const char* key : {"role", "status"}) {
                    if (man.contains(key) && man[key].is_string()) {
                        line += QStringLiteral(", ") +
                                QString::fromStdString(man[key].get<std::string>());
                    }
                }
                lines << line;
            }
            return lines.join(QLatin1Char('\n'));
        }
        break;
    }
    }
    return {};
}

QVariant RosterModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || section < 0 || section >= columnCount()) {
        return QAbstractTableModel::headerData(section, o, role);
    }
    if (role == Qt::ToolTipRole && section >= firstAttribute) {
        const auto* spec = document_.ruleset().unitSchema().find(attributeKey(section));
        return spec ? QString::fromStdString(spec->help) : QVariant();
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    QString unitWord = document_.hasGame()
                           ? QString::fromStdString(document_.ruleset().unitSchema().strengthUnit)
                           : QStringLiteral("strength");
    switch (static_cast<Column>(std::min(section, firstAttribute))) {
    case Column::Name:
        return tr("Unit");
    case Column::Kind:
        return tr("Kind");
    case Column::Quality:
        return tr("Quality");
    case Column::Strength:
        return tr("Now (%1)").arg(unitWord);
    case Column::StartStrength:
        return tr("At start");
    case Column::Casualties:
        return tr("Casualties");
    case Column::Status:
        return tr("Status");
    case Column::Leaders:
        return tr("Leaders");
    case Column::FirstAttribute: {
        const auto* spec = document_.ruleset().unitSchema().find(attributeKey(section));
        return spec && !spec->label.empty() ? QString::fromStdString(spec->label)
                                            : QString::fromStdString(attributeKey(section));
    }
    }
    return {};
}

Qt::ItemFlags RosterModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid()) {
        return f;
    }
    auto column = static_cast<Column>(std::min(index.column(), firstAttribute));
    if (column == Column::Strength || column == Column::Status ||
        column == Column::FirstAttribute) {
        f |= Qt::ItemIsEditable;
    }
    return f;
}

bool RosterModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)) {
        return false;
    }
    const Unit& u = unitAt(index.row());
    std::string field;
    json v;
    auto column = static_cast<Column>(std::min(index.column(), firstAttribute));
    if (column == Column::Strength) {
        bool ok = false;
        int n = value.toInt(&ok);
        if (!ok) {
            emit correctionRefused(tr("strength must be a whole number"));
            return false;
        }
        field = "strength";
        v = n;
    } else if (column == Column::Status) {
        field = "status";
        v = value.toString().toStdString();
    } else {
        field = attributeKey(index.column());
        const auto* spec = document_.ruleset().unitSchema().find(field);
        if (value.typeId() == QMetaType::Bool) {
            v = value.toBool();
        } else if (spec && spec->type == AttrType::Integer) {
            v = value.toInt();
        } else if (spec && spec->type == AttrType::Number) {
            v = value.toDouble();
        } else if (spec && spec->type == AttrType::Boolean) {
            v = value.toBool();
        } else if (spec && spec->type == AttrType::List) {
            v = json::parse(value.toString().toStdString(), nullptr, false);
            if (v.is_discarded()) {
                emit correctionRefused(
                    tr("%1 must be a JSON list").arg(QString::fromStdString(field)));
                return false;
            }
        } else {
            v = value.toString().toStdString();
        }
    }
    try {
        document_.correct(u.id, field, v);
    } catch (const std::exception& e) {
        emit correctionRefused(QString::fromStdString(e.what()));
        return false;
    }
    return true;
}

} // namespace adc::app
