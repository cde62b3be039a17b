#pragma once
// The units of a scenario being edited, one row per unit in scenario form (flat JSON: core
// keys plus the ruleset's unit-schema attributes) with its side and player command. A value
// the ruleset cannot use is kept exactly as typed, marked, and explained in its tooltip:
// the organizer fixes it, the editor never changes it behind their back.
#include "adc/ruleset.hpp"
#include "adc/unit_check.hpp"

#include <QAbstractTableModel>

#include <unordered_map>
#include <vector>

namespace adc::editor {

// The row key for the player command a unit belongs to; see UnitTableModel rows.
inline constexpr const char* kPlayerCommandKey = "@command";

class UnitTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Core columns; the schema's attributes follow from FirstAttribute on.
    enum class Column { Side, Command, Id, Name, Kind, Quality, Strength, Leaders, FirstAttribute };

    explicit UnitTableModel(const Ruleset& ruleset, QObject* parent = nullptr);
    const Ruleset& ruleset() const { return ruleset_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // Rows: {"side": id, "@command": id or "", ...unit in scenario form}. The player command
    // key starts with "@" so it can never meet a ruleset attribute (MWAN has "command").
    const std::vector<json>& rows() const { return rows_; }
    void setRows(std::vector<json> rows);
    // Sides and their commands, for checking the Side and Command columns.
    void setSides(const json& sides);
    int addUnit(const std::string& side);
    int duplicateUnit(int row);
    void removeUnit(int row);
    void moveUnit(int row, int delta);

    // Why the cell's value cannot be used under this ruleset, or "" when it can.
    QString problem(int row, int column) const;
    int problemCount() const;
    // The schema key behind a column ("side", "id", ..., or an attribute key).
    std::string key(int column) const;
    QStringList choices(int column) const;
    // A closed choice's values for one cell (the schema's kinds, qualities and choices, the
    // sides, the commands of the row's side, yes/no), each with the words the screen shows for
    // it; empty for a column typed freely. The Command column offers "" (no command) first.
    struct Choice {
        QString value;
        QString words;
    };
    std::vector<Choice> choiceItems(int row, int column) const;
    // A cell's value as the file would hold it: its own, else the schema's default ("" for none).
    QString valueOf(int row, int column) const;
    // The Leaders column is edited as rows (LeadersPanel), never typed as text.
    bool isLeaders(int column) const { return key(column) == "leaders"; }
    // Replaces a unit's leaders (a list of {name, rank, modifier?, status?}); [] removes them.
    void setLeaders(int row, const json& leaders);

private:
    json valueFromText(int column, const QString& text) const;
    // Whether a key's cell is typed as JSON (numbers, true/false, lists).
    bool typedAsJson(const std::string& key) const;
    // What the limits every file is held to refuse in a cell kept as typed (a text too long or
    // holding U+0000, a list nested too deep), in the loaders' words after `what`; or "".
    QString limitsRefusal(const std::string& key, const std::string& typed,
                          const std::string& what) const;

    const Ruleset& ruleset_;
    std::vector<json> rows_;
    // Rows by id, for the duplicate check; cleared whenever rows_ changes.
    const std::vector<int>& rowsWithId(const std::string& id) const;
    mutable std::unordered_map<std::string, std::vector<int>> idIndex_;
    // The core's unit check of a row (adc/unit_check.hpp), made once per change of the row:
    // every cell of a row asks it, for its colour, font and tooltip.
    const std::vector<Diagnostic>& unitProblems(int row) const;
    mutable std::unordered_map<int, std::vector<Diagnostic>> checked_;
    void forgetChecks();
    json sides_ = json::array();
};

} // namespace adc::editor
