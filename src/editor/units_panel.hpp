#pragma once
// The units table with add, duplicate, reorder and remove, a line that explains the problem
// with the selected cell, and the selected unit's leaders as rows below it.
#include <QWidget>

class QTableView;
class QLabel;

namespace adc::editor {

class LeadersPanel;
class UnitTableModel;

class UnitsPanel : public QWidget {
    Q_OBJECT
public:
    UnitsPanel(UnitTableModel* model, QWidget* parent = nullptr);
    QTableView* view() const { return view_; }
    LeadersPanel* leaders() const { return leaders_; }
    // The side a new unit joins: the selected unit's, else the first side.
    void setDefaultSide(const std::string& side) { defaultSide_ = side; }

public slots:
    void addUnit();
    void duplicateUnit();
    void moveUp();
    void moveDown();
    void removeUnit();

private:
    void select(int row);
    void explainCurrent();

    UnitTableModel* model_;
    QTableView* view_;
    QLabel* problem_;
    LeadersPanel* leaders_;
    std::string defaultSide_;
};

} // namespace adc::editor
