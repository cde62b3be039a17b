#include "editor/unit_table_model.hpp"

#include "adc/typed_json.hpp"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>
#include <set>

namespace adc::editor {

namespace {

const std::vector<std::string> kCoreKeys = {"side", kPlayerCommandKey, "id",       "name",
                                            "kind", "quality",         "strength", "leaders"};

QString cellText(const json& v) {
    if (v.is_null()) {
        return {};
    }
    if (v.is_string()) {
        return QString::fromStdString(v.get<std::string>());
    }
    return QString::fromStdString(v.dump());
}

// A list as the table shows it, never as JSON: "Lt. Col. Morison (colonel, +1)" for an entry
// with a name, the plain values joined for a list of words or numbers.
QString listWords(const json& list) {
    QStringList items;
    for (const auto& item : list) {
        if (!item.is_object()) {
            items << (item.is_array() ? listWords(item) : cellText(item));
            continue;
        }
        QString name;
        QStringList rest;
        for (const auto& [k, v] : item.items()) {
            if (k == "name") {
                name = cellText(v);
            } else if (v.is_number_integer() && k == "modifier") {
                rest << QStringLiteral("%1%2").arg(v.get<int>() > 0 ? "+" : "").arg(v.get<int>());
            } else if (v.is_primitive()) {
                rest << cellText(v);
            }
        }
        items << (rest.isEmpty() ? name : name + QStringLiteral(" (") + rest.join(", ") + ")");
    }
    return items.join(QStringLiteral("; "));
}

} // namespace

UnitTableModel::UnitTableModel(const Ruleset& ruleset, QObject* parent)
    : QAbstractTableModel(parent), ruleset_(ruleset) {}

int UnitTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int UnitTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid()
               ? 0
               : static_cast<int>(kCoreKeys.size() + ruleset_.unitSchema().attributes.size());
}

std::string UnitTableModel::key(int column) const {
    if (column < static_cast<int>(kCoreKeys.size())) {
        return kCoreKeys[static_cast<std::size_t>(column)];
    }
    return ruleset_.unitSchema()
        .attributes[static_cast<std::size_t>(column) - kCoreKeys.size()]
        .key;
}

QVariant UnitTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) {
        return {};
    }
    const json& row = rows_[static_cast<std::size_t>(index.row())];
    const std::string k = key(index.column());
    auto it = row.find(k);
    switch (role) {
    case Qt::EditRole:
        return it != row.end() ? cellText(*it) : QString();
    case Qt::DisplayRole: {
        // An absent value shows the schema's default; a list, its items; a closed choice (the
        // side and the command too), its words: the Sides page's names, never an id.
        const AttributeSpec* a = ruleset_.unitSchema().find(k);
        const json* v = it != row.end() ? &*it : a ? &a->defaultValue : nullptr;
        if (!v) {
            return QString();
        }
        if (v->is_array()) {
            return listWords(*v);
        }
        const QString value = cellText(*v);
        for (const Choice& c : choiceItems(index.row(), index.column())) {
            if (c.value == value && !c.words.isEmpty()) {
                return c.words;
            }
        }
        return value;
    }
    case Qt::ToolTipRole: {
        QString p = problem(index.row(), index.column());
        if (!p.isEmpty()) {
            return p;
        }
        const AttributeSpec* a = ruleset_.unitSchema().find(k);
        return a ? QString::fromStdString(a->help) : QVariant();
    }
    case Qt::BackgroundRole:
        // Pale red behind a value the ruleset cannot use (bold text too, for grey screens).
        return problem(index.row(), index.column()).isEmpty() ? QVariant()
                                                              : QBrush(QColor(255, 205, 205));
    case Qt::FontRole:
        if (!problem(index.row(), index.column()).isEmpty()) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

QVariant UnitTableModel::headerData(int section, Qt::Orientation o, int role) const {
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (o == Qt::Vertical) {
        return section + 1;
    }
    if (section < 0 || section >= columnCount()) {
        return {};
    }
    const std::string k = key(section);
    if (const AttributeSpec* a = ruleset_.unitSchema().find(k)) {
        return QString::fromStdString(a->label);
    }
    if (k == "strength") {
        return QStringLiteral("Strength (%1)")
            .arg(QString::fromStdString(ruleset_.unitSchema().strengthUnit));
    }
    if (k == kPlayerCommandKey) {
        return tr("Command");
    }
    QString h = QString::fromStdString(k);
    h[0] = h[0].toUpper();
    return h;
}

Qt::ItemFlags UnitTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    if (isLeaders(index.column())) {
        return Qt::ItemIsSelectable | Qt::ItemIsEnabled; // edited as rows, below the table
    }
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool UnitTableModel::typedAsJson(const std::string& k) const {
    const AttributeSpec* a = ruleset_.unitSchema().find(k);
    bool numeric =
        k == "strength" || (a && (a->type == AttrType::Integer || a->type == AttrType::Number));
    return numeric || k == "leaders" ||
           (a && (a->type == AttrType::List || a->type == AttrType::Boolean));
}

json UnitTableModel::valueFromText(int column, const QString& text) const {
    const std::string k = key(column);
    const std::string t = text.trimmed().toStdString();
    if (typedAsJson(k)) {
        std::string refusal; // said by problem(), which reads the text kept
        if (auto v = parseTypedJson(t, kMaxUnitValueDepth, refusal)) {
            return *v;
        }
    }
    return json(t); // kept as typed; problem() explains why it does not fit
}

QString UnitTableModel::limitsRefusal(const std::string& k, const std::string& typed,
                                      const std::string& what) const {
    std::string refusal;
    if (typedAsJson(k)) {
        (void)parseTypedJson(typed, kMaxUnitValueDepth, refusal);
    }
    if (refusal.empty()) {
        refusal = typedTextRefusal(typed);
    }
    return refusal.empty() ? QString() : QString::fromStdString(what + " " + refusal);
}

bool UnitTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || index.row() >= rowCount()) {
        return false;
    }
    json& row = rows_[static_cast<std::size_t>(index.row())];
    forgetChecks();
    const std::string k = key(index.column());
    QString text = value.toString();
    const AttributeSpec* a = ruleset_.unitSchema().find(k);
    if (text.trimmed().isEmpty() &&
        (k == kPlayerCommandKey || k == "leaders" || (a && !a->required))) {
        row.erase(k); // back to the schema's default
    } else {
        row[k] = valueFromText(index.column(), text);
    }
    // Every cell of the row may change its verdict (an id clash, a side's commands).
    emit dataChanged(this->index(0, 0), this->index(rowCount() - 1, columnCount() - 1));
    return true;
}

QString UnitTableModel::problem(int r, int column) const {
    const json& row = rows_[static_cast<std::size_t>(r)];
    const std::string k = key(column);
    const UnitSchema& s = ruleset_.unitSchema();
    auto it = row.find(k);
    const bool present = it != row.end() && !it->is_null();
    const AttributeSpec* a = s.find(k);
    const std::string what = a ? a->label : "The " + k;
    // Before anything else: a file could not hold it (the loaders refuse it), whatever it is.
    if (present && it->is_string()) {
        if (QString why = limitsRefusal(k, it->get_ref<const std::string&>(), what);
            !why.isEmpty()) {
            return why;
        }
    }
    auto oneOf = [&](const QStringList& allowed, const QString& what) -> QString {
        QString v =
            present && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
        if (allowed.contains(v)) {
            return {};
        }
        return QStringLiteral("%1 must be one of %2").arg(what, allowed.join(QStringLiteral(", ")));
    };
    if (k == "side") {
        return oneOf(choices(column), QStringLiteral("The side"));
    }
    if (k == kPlayerCommandKey) {
        if (!present || it->get<std::string>().empty()) {
            return {};
        }
        QStringList ids;
        for (const auto& side : sides_) {
            if (side.value("id", "") == row.value("side", "")) {
                for (const auto& c : side.value("commands", json::array())) {
                    ids << QString::fromStdString(c.value("id", ""));
                }
            }
        }
        return oneOf(ids, QStringLiteral("The command (of this unit's side)"));
    }
    if (k == "id" && present && it->is_string()) {
        for (int other : rowsWithId(it->get<std::string>())) {
            if (other != r) {
                return QStringLiteral("Row %1 has the same id").arg(other + 1);
            }
        }
    }
    // Everything else is the unit's own, checked by the core as the scenario loader checks it.
    const std::vector<Diagnostic> found = problemsOf(unitProblems(r), k);
    if (found.empty()) {
        return {};
    }
    QStringList lines;
    for (const Diagnostic& d : found) {
        const std::string where = d.pointer == childPointer("", k) ? "" : " (" + d.pointer + ")";
        // "is missing (Men per figure)": the label is already said.
        const bool labelled = d.message == "is missing (" + what + ")";
        lines << QString::fromStdString(what + where + " " + (labelled ? "is missing" : d.message));
    }
    return lines.join(QLatin1Char('\n'));
}

const std::vector<Diagnostic>& UnitTableModel::unitProblems(int r) const {
    auto it = checked_.find(r);
    if (it == checked_.end()) {
        // The row's side and player command are the editor's, not the unit's.
        json unit = rows_[static_cast<std::size_t>(r)];
        unit.erase("side");
        unit.erase(kPlayerCommandKey);
        it = checked_.emplace(r, checkUnit(unit, ruleset_)).first;
    }
    return it->second;
}

void UnitTableModel::forgetChecks() {
    idIndex_.clear();
    checked_.clear();
}

const std::vector<int>& UnitTableModel::rowsWithId(const std::string& id) const {
    // Built once per change of the rows, so checking every id of a 5,000-unit scenario is one
    // pass, not a pass per row.
    if (idIndex_.empty() && !rows_.empty()) {
        for (std::size_t i = 0; i < rows_.size(); ++i) {
            auto it = rows_[i].find("id");
            if (it != rows_[i].end() && it->is_string()) {
                idIndex_[it->get<std::string>()].push_back(static_cast<int>(i));
            }
        }
    }
    static const std::vector<int> none;
    auto it = idIndex_.find(id);
    return it == idIndex_.end() ? none : it->second;
}

int UnitTableModel::problemCount() const {
    int n = 0;
    for (int r = 0; r < rowCount(); ++r) {
        for (int c = 0; c < columnCount(); ++c) {
            n += problem(r, c).isEmpty() ? 0 : 1;
        }
    }
    return n;
}

void UnitTableModel::setRows(std::vector<json> rows) {
    beginResetModel();
    rows_ = std::move(rows);
    forgetChecks();
    endResetModel();
}

void UnitTableModel::setSides(const json& sides) {
    sides_ = sides;
    if (rowCount() > 0) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }
}

int UnitTableModel::addUnit(const std::string& side) {
    std::set<std::string> ids;
    for (const auto& r : rows_) {
        ids.insert(r.value("id", ""));
    }
    int n = static_cast<int>(rows_.size()) + 1;
    while (ids.count("unit" + std::to_string(n))) {
        ++n;
    }
    const UnitSchema& s = ruleset_.unitSchema();
    json row = {{"side", side},
                {"id", "unit" + std::to_string(n)},
                {"name", "New unit " + std::to_string(n)},
                {"kind", s.kinds.empty() ? "" : s.kinds.front()},
                {"strength", 0}};
    if (!s.qualities.empty()) {
        row["quality"] = s.qualities.front();
    }
    int at = rowCount();
    beginInsertRows({}, at, at);
    rows_.push_back(row);
    forgetChecks();
    endInsertRows();
    return at;
}

int UnitTableModel::duplicateUnit(int r) {
    json copy = rows_[static_cast<std::size_t>(r)];
    std::string base = copy.value("id", "unit");
    std::string id = base + "-copy";
    for (int n = 2; std::any_of(rows_.begin(), rows_.end(),
                                [&](const json& x) { return x.value("id", "") == id; });
         ++n) {
        id = base + "-copy" + std::to_string(n);
    }
    copy["id"] = id;
    beginInsertRows({}, r + 1, r + 1);
    rows_.insert(rows_.begin() + r + 1, copy);
    forgetChecks();
    endInsertRows();
    return r + 1;
}

void UnitTableModel::removeUnit(int r) {
    beginRemoveRows({}, r, r);
    rows_.erase(rows_.begin() + r);
    forgetChecks();
    endRemoveRows();
}

void UnitTableModel::moveUnit(int r, int delta) {
    int to = r + delta;
    if (to < 0 || to >= rowCount() || delta == 0) {
        return;
    }
    beginMoveRows({}, r, r, {}, delta > 0 ? to + 1 : to);
    std::swap(rows_[static_cast<std::size_t>(r)], rows_[static_cast<std::size_t>(to)]);
    forgetChecks();
    endMoveRows();
}

} // namespace adc::editor
