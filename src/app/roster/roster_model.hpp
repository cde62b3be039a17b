#pragma once
// One side's roster: a row per unit, its leaders and men (the ruleset's named lists) as child
// rows under it. Columns are the core ones plus the ruleset's unit schema attributes. Edits
// become referee corrections through the document (undoable events).
#include <QAbstractItemModel>

#include <QStringList>

#include <string>
#include <unordered_map>
#include <vector>

namespace adc {
struct Unit;
}

namespace adc::app {

class GameDocument;
struct GameChange;

class RosterModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum class Column {
        Name,
        Kind,
        Quality,
        Strength,
        StartStrength,
        Casualties,
        Status,
        Leaders,
        FirstAttribute
    };
    // The first of the ruleset's attribute columns, as a column number.
    static constexpr int firstAttribute = static_cast<int>(Column::FirstAttribute);
    // Each turn's losses as a list of QPoint(turn, count) for the casualty delegate.
    static constexpr int CasualtiesByTurnRole = Qt::UserRole + 1;
    // The unit id of a row.
    static constexpr int UnitIdRole = Qt::UserRole + 2;
    // What the filter searches: the shown text, but words in full where a narrow column shows
    // the ruleset's short form ("Inf" is found by "infantry").
    static constexpr int SearchRole = Qt::UserRole + 3;

    RosterModel(GameDocument& document, std::string sideId, QObject* parent = nullptr);

    const std::string& sideId() const { return sideId_; }
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    // Units in the order of a column's values (-1: the scenario's order), kept so as events
    // change them (roster_model_sort.cpp).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // The schema attribute key of a column, or "" for core columns.
    std::string attributeKey(int column) const;
    // A column's name in the preferences, the same whatever the headings say: "kind",
    // "at_start", "attribute:weapon".
    QString columnKey(int column) const;
    // The game's ruleset, "" before a game.
    QString rulesetId() const;
    // Whether the roster shows a game: the document has one and the roster has not left it.
    bool inGame() const;
    // The game this roster showed was replaced (the roster waits to be deleted with the event
    // loop, and may outlive the document if the window goes first): it empties, and never
    // reads the document again.
    void leaveGame();
    int rowOf(const std::string& unitId) const;
    // Whether an index is a leader's or man's row under a unit (spanning the whole row).
    static bool isMemberRow(const QModelIndex& index) { return index.internalId() != 0; }
    // Total strength now and at start for the player display.
    int strengthNow() const;
    int strengthAtStart() const;

signals:
    // A correction the engine refused, with its reason.
    void correctionRefused(const QString& reason);

private:
    void reset();
    void refresh(const GameChange& change);
    // Each row's place in the order sort() asked for; and the rows moved there.
    std::vector<int> sortedRows() const;
    void reorder(const std::vector<int>& newRowOf);
    const Unit& unitAt(int row) const;
    // Line `i` of a unit's leaders, then its men in each named list, in words.
    QString memberLine(const Unit& unit, int i) const;
    int memberCount(const Unit& unit) const;
    QVariant memberData(const QModelIndex& index, int role) const;
    // What a unit's cells of these columns show in each role.
    QVariant casualtyData(const Unit& unit, int role) const;
    QVariant statusData(const Unit& unit, int role) const;
    QVariant attributeData(const Unit& unit, const std::string& key, int role) const;
    // A ruleset word in a narrow column: its short form where the ruleset gives one, in full
    // for the filter and the tip.
    QVariant narrowWord(const std::string& word, int role) const;

    GameDocument& document_;
    std::string sideId_;
    std::vector<std::size_t> rows_; // indices into GameState::units
    std::unordered_map<std::string, int> rowOfUnit_;
    std::vector<std::string> attributes_;
    std::vector<int> memberCounts_; // child rows of each unit row
    bool left_ = false;             // leaveGame(): the document is no longer read
    int sortColumn_ = -1;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
};

} // namespace adc::app
