#include "roster/roster_model.hpp"

#include "document/game_document.hpp"
#include "effect_words.hpp"
#include "roster/roster_words.hpp"
#include "table_colours.hpp"

#include "adc/departure.hpp"
#include "adc/scenario_play.hpp"

#include <QBrush>
#include <QFont>

#include <algorithm>

namespace adc::app {

namespace {

QVariant rightAligned() {
    return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
}

QFont struckOut() {
    QFont f;
    f.setStrikeOut(true);
    return f;
}

QFont bold() {
    QFont f;
    f.setBold(true);
    return f;
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
    memberCounts_.clear(); // counted below, once the rows are in their order
    if (inGame()) {
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
        if (sortColumn_ >= 0) {
            reorder(sortedRows()); // read again (a man joined or left): still sorted as it was
        }
    }
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        memberCounts_.push_back(memberCount(unitAt(r)));
    }
    endResetModel();
}

bool RosterModel::inGame() const {
    return !left_ && document_.hasGame(); // left_ first: a left roster's document may be gone
}

void RosterModel::leaveGame() {
    document_.disconnect(this);
    left_ = true;
    reset(); // no rows, no attribute columns: nothing left that reads the document
}

void RosterModel::refresh(const GameChange& change) {
    if (!inGame()) {
        return;
    }
    // Units never come or go during play, so a change repaints the rows of the units the
    // events touched, and the roster filters those again. A man who joins or leaves a unit
    // (rare: a referee's correction) changes its child rows: then all is read again.
    int last = columnCount() - 1;
    for (const auto& id : change.units) {
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
    if (sortColumn_ >= 0) {
        sort(sortColumn_, sortOrder_); // a unit hit moves to its new place
    }
}

int RosterModel::memberCount(const Unit& u) const {
    // Counted without wording them: a 5,000-unit roster opens as fast as before.
    auto n = u.leaders.size();
    for (const auto& key : attributes_) {
        auto it = u.attrs.find(key);
        if (it != u.attrs.end() &&
            words::isNamedList(*it, document_.ruleset().namedListWords(key))) {
            n += it->size();
        }
    }
    return static_cast<int>(n);
}

QString RosterModel::memberLine(const Unit& u, int i) const {
    // Only the line asked for is worded: painting a unit's men words each man once.
    const Ruleset& ruleset = document_.ruleset();
    if (i < static_cast<int>(u.leaders.size())) {
        return tr("Leader: %1").arg(oneLeader(u.leaders[static_cast<std::size_t>(i)], ruleset));
    }
    i -= static_cast<int>(u.leaders.size());
    for (const auto& key : attributes_) {
        auto it = u.attrs.find(key);
        const NamedListWords* words = ruleset.namedListWords(key);
        if (it == u.attrs.end() || !words::isNamedList(*it, words)) {
            continue;
        }
        if (i < static_cast<int>(it->size())) {
            return manLine((*it)[static_cast<std::size_t>(i)], u, words ? *words : NamedListWords{},
                           ruleset);
        }
        i -= static_cast<int>(it->size());
    }
    return {};
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
    if (index.column() != 0 ||
        (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != SearchRole)) {
        return {};
    }
    int unitRow = static_cast<int>(index.internalId() - 1);
    if (unitRow >= rowCount()) {
        return {};
    }
    QString line = memberLine(unitAt(unitRow), index.row());
    return line.isEmpty() ? QVariant() : QVariant(line);
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

QString RosterModel::columnKey(int column) const {
    static const char* const core[] = {"unit",     "kind",       "quality", "now",
                                       "at_start", "casualties", "status",  "leaders"};
    if (column >= 0 && column < firstAttribute) {
        return QString::fromLatin1(core[column]);
    }
    return QStringLiteral("attribute:") + QString::fromStdString(attributeKey(column));
}

QString RosterModel::rulesetId() const {
    return inGame() ? QString::fromStdString(document_.ruleset().id()) : QString();
}

int RosterModel::rowOf(const std::string& unitId) const {
    auto it = rowOfUnit_.find(unitId);
    return it == rowOfUnit_.end() ? -1 : it->second;
}

int RosterModel::strengthNow() const {
    int n = 0;
    for (int r = 0; r < rowCount(); ++r) {
        n += document_.ruleset().inStrengthTotals(unitAt(r)) ? unitAt(r).strength : 0;
    }
    return n;
}

int RosterModel::strengthAtStart() const {
    int n = 0;
    for (int r = 0; r < rowCount(); ++r) {
        n += document_.ruleset().inStrengthTotals(unitAt(r)) ? unitAt(r).startStrength : 0;
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
    const Ruleset& ruleset = document_.ruleset();
    bool shown = role == Qt::DisplayRole || role == SearchRole;
    // A scenario's reinforcement not yet on the table, or a unit that has left it: greyed, its
    // status when it comes or how it went.
    if (!onTable(document_.state(), u.id)) {
        if (role == Qt::ForegroundRole) {
            return QBrush(QColor(0x88, 0x88, 0x88));
        }
        if (shown && index.column() == static_cast<int>(Column::Status)) {
            if (const auto left = departureOf(document_.state(), u.id)) {
                return left->how == "escaped"
                           ? tr("left the table (escaped, turn %1)").arg(left->turn)
                           : tr("left the table (withdrawn, turn %1)").arg(left->turn);
            }
            const auto arrives = arrivalTurn(document_.state(), u.id);
            return arrives ? tr("arrives turn %1").arg(*arrives) : tr("never arrives");
        }
    }
    switch (static_cast<Column>(std::min(index.column(), firstAttribute))) {
    case Column::Name:
        if (shown || role == Qt::EditRole) {
            return QString::fromStdString(u.name);
        }
        if (role == Qt::ToolTipRole) {
            return QString::fromStdString(u.id);
        }
        return role == Qt::FontRole && u.eliminated() ? struckOut() : QVariant();
    case Column::Kind:
        return narrowWord(u.kind, role);
    case Column::Quality:
        return narrowWord(u.quality, role);
    case Column::Strength:
        if (shown || role == Qt::EditRole) {
            return u.strength;
        }
        return role == Qt::TextAlignmentRole ? rightAligned() : QVariant();
    case Column::StartStrength:
        if (shown) {
            return u.startStrength;
        }
        return role == Qt::TextAlignmentRole ? rightAligned() : QVariant();
    case Column::Casualties:
        return casualtyData(u, role == SearchRole ? Qt::DisplayRole : role);
    case Column::Status:
        return statusData(u, role == SearchRole ? Qt::DisplayRole : role);
    case Column::Leaders:
        return shown ? leaderText(u, ruleset) : QVariant();
    case Column::FirstAttribute:
        return attributeData(u, attributeKey(index.column()), role);
    }
    return {};
}

QVariant RosterModel::narrowWord(const std::string& word, int role) const {
    if (role == Qt::DisplayRole) {
        std::string shortForm = document_.ruleset().shortForm(word);
        if (!shortForm.empty()) {
            return QString::fromStdString(shortForm);
        }
        // "Foot" beside "Mtd" and "Art": a word with no short form reads like those with one.
        QString label = words::labelWords(document_.ruleset(), word);
        if (!label.isEmpty()) {
            label[0] = label[0].toUpper();
        }
        return label;
    }
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole || role == SearchRole) {
        return words::labelWords(document_.ruleset(), word);
    }
    return {};
}

QVariant RosterModel::casualtyData(const Unit& u, int role) const {
    switch (role) {
    case Qt::DisplayRole:
        return casualtyText(u);
    case CasualtiesByTurnRole:
        return casualtiesByTurn(u);
    case Qt::ToolTipRole:
        return casualtyTip(u);
    default:
        return {};
    }
}

QVariant RosterModel::statusData(const Unit& u, int role) const {
    switch (role) {
    case Qt::DisplayRole:
        return words::statusWords(u.status);
    case Qt::EditRole:
        return QString::fromStdString(u.status);
    case Qt::ForegroundRole:
        return QBrush(words::statusColour(u.status));
    case Qt::FontRole:
        return u.status != "good_order" ? bold() : QVariant();
    default:
        return {};
    }
}

QVariant RosterModel::attributeData(const Unit& u, const std::string& key, int role) const {
    auto it = u.attrs.find(key);
    if (it == u.attrs.end()) {
        return {};
    }
    // A list of named men reads as where they stand, never as JSON; each man in the tip.
    const NamedListWords* words = document_.ruleset().namedListWords(key);
    bool men = words::isNamedList(*it, words);
    if (it->is_string() && !document_.state().unit(it->get<std::string>()) &&
        role != Qt::EditRole) {
        return narrowWord(it->get<std::string>(), role); // "RM", the rifled musket in the tip
    }
    if (role == Qt::DisplayRole || role == SearchRole) {
        return men ? QVariant(words::namedListStanding(*it, *words))
                   : attributeWords(*it, document_.state(), document_.ruleset());
    }
    if (role == Qt::EditRole) {
        return jsonToVariant(*it);
    }
    return role == Qt::ToolTipRole && men ? namedListTip(*it, *words) : QVariant();
}

QVariant RosterModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || section < 0 || section >= columnCount()) {
        return QAbstractItemModel::headerData(section, o, role);
    }
    // The headings are asked for whenever the view lays out, with or without a game: only the
    // attribute columns read the ruleset, and only while the roster shows a game.
    const bool attribute = section >= firstAttribute && inGame();
    if (role == Qt::ToolTipRole && attribute) {
        const auto* spec = document_.ruleset().unitSchema().find(attributeKey(section));
        return spec ? QString::fromStdString(spec->help) : QVariant();
    }
    const bool now = static_cast<Column>(section) == Column::Strength;
    if (role != Qt::DisplayRole && !(now && role == Qt::ToolTipRole)) {
        return {};
    }
    QString unitWord = inGame()
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
        // "Now" alone: the figures are read every turn and stand in view on a laptop's
        // screen; what they count is in the tip and in the roster's heading.
        return role == Qt::ToolTipRole ? tr("%1 now").arg(unitWord) : tr("Now");
    case Column::StartStrength:
        return tr("At start");
    case Column::Casualties:
        return tr("Casualties");
    case Column::Status:
        return tr("Status");
    case Column::Leaders:
        return tr("Leaders");
    case Column::FirstAttribute: {
        if (!attribute) {
            return {};
        }
        const auto* spec = document_.ruleset().unitSchema().find(attributeKey(section));
        return spec && !spec->label.empty() ? QString::fromStdString(spec->label)
                                            : QString::fromStdString(attributeKey(section));
    }
    }
    return {};
}

} // namespace adc::app
