#include "roster_model.hpp"

#include "effect_words.hpp"
#include "game_document.hpp"
#include "table_colours.hpp"

#include <QBrush>
#include <QFont>
#include <QPoint>

#include <algorithm>

namespace adc::app {

namespace {
constexpr int firstAttribute = static_cast<int>(RosterModel::Column::FirstAttribute);

QString oneLeader(const Leader& l, const Ruleset& ruleset) {
    QString t = QString::fromStdString(l.name);
    if (!l.rank.empty()) {
        t += QStringLiteral(" (%1").arg(labelWords(ruleset, l.rank));
        t += l.modifier ? QStringLiteral(", %1%2)").arg(l.modifier > 0 ? "+" : "").arg(l.modifier)
                        : QStringLiteral(")");
    }
    if (l.status != "active") {
        t += QStringLiteral(" [%1]").arg(labelWords(ruleset, l.status));
    }
    return t;
}

QString leaderText(const Unit& u, const Ruleset& ruleset) {
    QStringList parts;
    for (const auto& l : u.leaders) {
        parts << oneLeader(l, ruleset);
    }
    return parts.join(QStringLiteral("; "));
}

// One man of a named list in words: "Pvt. E. Eaton — rifle, unloaded, hit". What each field
// means comes from the ruleset's words for the list (the field that says where he stands, the
// yes/no fields that change); a field at its usual value is left out, where he stands is not.
QString manLine(const json& man, const Unit& unit, const NamedListWords& words,
                const Ruleset& ruleset) {
    QStringList said;
    QStringList changed;
    for (const auto& key : words.fromUnit) {
        auto own = man.find(key);
        auto units = unit.attrs.find(key);
        const json* v = own != man.end() ? &*own : units != unit.attrs.end() ? &*units : nullptr;
        if (v && v->is_string()) {
            said << labelWords(ruleset, v->get<std::string>());
        }
    }
    for (auto it = man.begin(); it != man.end(); ++it) {
        const std::string& key = it.key();
        if (key == "name" || key == words.standing ||
            std::find(words.fromUnit.begin(), words.fromUnit.end(), key) != words.fromUnit.end()) {
            continue;
        }
        const json& v = it.value();
        auto usual = words.usual.find(key);
        if (usual != words.usual.end() && *usual == v) {
            continue;
        }
        if (v.is_boolean()) {
            auto change =
                std::find_if(words.changes.begin(), words.changes.end(),
                             [&](const NamedListWords::Change& c) { return c.field == key; });
            if (change != words.changes.end()) {
                changed << QString::fromStdString(v.get<bool>() ? change->on : change->off);
            } else if (v.get<bool>()) {
                changed << labelWords(ruleset, key);
            }
        } else if (v.is_string()) {
            said << labelWords(ruleset, v.get<std::string>());
        } else if (v.is_number() && v != json(0)) {
            said << QStringLiteral("%1 %2%3").arg(labelWords(ruleset, key),
                                                  v.get<double>() > 0 ? "+" : "",
                                                  QString::fromStdString(v.dump()));
        }
    }
    said << changed;
    if (!words.standing.empty()) {
        json where = words.field(man, words.standing);
        if (where.is_string()) {
            said << labelWords(ruleset, where.get<std::string>());
        }
    }
    QString name = QString::fromStdString(man["name"].get<std::string>());
    return said.isEmpty() ? name : name + QStringLiteral(" — ") + said.join(QStringLiteral(", "));
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

QVariant jsonToVariant(const json& v);

// An attribute as the referee reads it: a unit named, not its id ("cs-21va"); a word of the
// ruleset in its label ("rifled_musket" -> "rifled musket"); a list as its items in words.
QVariant attributeWords(const json& v, const GameState& state, const Ruleset& ruleset) {
    if (v.is_string()) {
        const std::string& s = v.get_ref<const std::string&>();
        const Unit* u = state.unit(s);
        return u ? QString::fromStdString(u->name) : labelWords(ruleset, s);
    }
    if (v.is_array()) {
        QStringList parts;
        for (const auto& x : v) {
            parts << (x.is_string() ? attributeWords(x, state, ruleset).toString()
                                    : QString::fromStdString(x.dump()));
        }
        return parts.join(QStringLiteral(", "));
    }
    if (v.is_object()) {
        QStringList parts;
        for (auto it = v.begin(); it != v.end(); ++it) {
            parts << QStringLiteral("%1: %2").arg(
                labelWords(ruleset, it.key()), it->is_string()
                                                   ? attributeWords(*it, state, ruleset).toString()
                                                   : QString::fromStdString(it->dump()));
        }
        return parts.join(QStringLiteral(", "));
    }
    return jsonToVariant(v);
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
    : QAbstractItemModel(parent), document_(document), sideId_(std::move(sideId)) {
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
    memberCounts_.clear();
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        memberCounts_.push_back(memberCount(unitAt(r)));
    }
    endResetModel();
}

void RosterModel::refresh() {
    // Units never come or go during play, so a change repaints the rows of the units the
    // events touched; the proxy re-sorts and re-filters only those. A man who joins or leaves
    // a unit (rare: a referee's correction) changes its child rows: then all is read again.
    int last = columnCount() - 1;
    for (const auto& id : document_.changedUnits()) {
        int row = rowOf(id);
        if (row < 0) {
            continue;
        }
        if (memberCount(unitAt(row)) != memberCounts_[static_cast<std::size_t>(row)]) {
            reset();
            return;
        }
        emit dataChanged(index(row, 0), index(row, last));
        QModelIndex unitRow = index(row, 0);
        if (int n = rowCount(unitRow); n > 0) {
            emit dataChanged(index(0, 0, unitRow), index(n - 1, 0, unitRow));
        }
    }
}

int RosterModel::memberCount(const Unit& u) const {
    // Counted without wording them: a 5,000-unit roster opens as fast as before.
    auto n = u.leaders.size();
    for (const auto& key : attributes_) {
        auto it = u.attrs.find(key);
        if (it != u.attrs.end() && isNamedList(*it, document_.ruleset().namedListWords(key))) {
            n += it->size();
        }
    }
    return static_cast<int>(n);
}

QStringList RosterModel::memberLines(const Unit& u) const {
    QStringList lines;
    const Ruleset& ruleset = document_.ruleset();
    for (const auto& l : u.leaders) {
        lines << tr("Leader: %1").arg(oneLeader(l, ruleset));
    }
    for (const auto& key : attributes_) {
        auto it = u.attrs.find(key);
        const NamedListWords* words = ruleset.namedListWords(key);
        if (it == u.attrs.end() || !isNamedList(*it, words)) {
            continue;
        }
        for (const auto& man : *it) {
            lines << manLine(man, u, words ? *words : NamedListWords{}, ruleset);
        }
    }
    return lines;
}

QModelIndex RosterModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= columnCount()) {
        return {};
    }
    if (!parent.isValid()) {
        return row < rowCount() ? createIndex(row, column, quintptr(0)) : QModelIndex();
    }
    // A member's row carries its unit's row (plus one: 0 marks a unit's own row).
    if (isMemberRow(parent) || row >= rowCount(parent)) {
        return {};
    }
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex RosterModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || !isMemberRow(child)) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

QVariant RosterModel::memberData(const QModelIndex& index, int role) const {
    if (index.column() != 0 || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return {};
    }
    int unitRow = static_cast<int>(index.internalId() - 1);
    if (unitRow >= rowCount()) {
        return {};
    }
    QStringList lines = memberLines(unitAt(unitRow));
    return index.row() < lines.size() ? lines[index.row()] : QVariant();
}

const Unit& RosterModel::unitAt(int row) const {
    return document_.state().units[rows_[static_cast<std::size_t>(row)]];
}

int RosterModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        return static_cast<int>(rows_.size());
    }
    if (isMemberRow(parent) || parent.column() != 0 || parent.row() >= rowCount()) {
        return 0;
    }
    return memberCounts_[static_cast<std::size_t>(parent.row())];
}

int RosterModel::columnCount(const QModelIndex&) const {
    return firstAttribute + static_cast<int>(attributes_.size());
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
    if (!index.isValid() || index.column() >= columnCount()) {
        return {};
    }
    if (isMemberRow(index)) {
        return memberData(index, role);
    }
    if (index.row() >= rowCount()) {
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
            return leaderText(u, document_.ruleset());
        }
        break;
    case Column::FirstAttribute: {
        const std::string key = attributeKey(index.column());
        auto it = u.attrs.find(key);
        if (it == u.attrs.end()) {
            break;
        }
        // A list of named men reads as where they stand, never as JSON; each man in the tip.
        const NamedListWords* words = document_.ruleset().namedListWords(key);
        bool men = isNamedList(*it, words);
        if (role == Qt::DisplayRole) {
            if (!men) {
                return attributeWords(*it, document_.state(), document_.ruleset());
            }
            return namedListStanding(*it, *words);
        }
        if (role == Qt::EditRole) {
            return jsonToVariant(*it);
        }
        if (role == Qt::ToolTipRole && men) {
            QStringList lines;
            for (const auto& man : *it) {
                // His name, then what else his entry says in words ("officer", "hit").
                QString line = QString::fromStdString(words->nameOf(man));
                for (const auto& [field, value] : man.items()) {
                    if (field != words->namedBy && value.is_string()) {
                        line +=
                            QStringLiteral(", ") + QString::fromStdString(value.get<std::string>());
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
        return QAbstractItemModel::headerData(section, o, role);
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
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (!index.isValid() || isMemberRow(index)) {
        return f; // a man's line is read here; his unit's cells are corrected
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
