#pragma once
// The selected unit's leaders as rows: name, rank (the ruleset's leader ranks), modifier and
// status, as the scenario loader reads them. Each change is written back to the unit's row at
// once, where the core's unit check marks what does not fit.
#include "adc/json_reader.hpp"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace adc::editor {

class UnitTableModel;

class LeadersPanel : public QWidget {
    Q_OBJECT
public:
    enum class Column { Name, Rank, Modifier, Status };

    LeadersPanel(UnitTableModel* model, QWidget* parent = nullptr);
    // Shows the leaders of a unit's row (-1: none selected).
    void showUnit(int row);
    QTableWidget* table() const { return table_; }

public slots:
    void addLeader();
    void removeLeader();

private:
    void fill(const json& leaders);
    json leaders() const;
    void store();

    UnitTableModel* model_;
    json shown_ = json::array(); // the leaders as the row had them: keys not edited here stay
    QLabel* title_;
    QTableWidget* table_;
    int row_ = -1;
};

} // namespace adc::editor
