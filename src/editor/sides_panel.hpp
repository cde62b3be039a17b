#pragma once
// Sides (id, name, card colour) and each side's player commands (id, name, player). Which
// units a command holds is set in the units table's Command column.
#include "adc/json_reader.hpp"

#include <QWidget>

class QTableWidget;
class QTableWidgetItem;

namespace adc::editor {

class SidesPanel : public QWidget {
    Q_OBJECT
public:
    explicit SidesPanel(QWidget* parent = nullptr);
    void load(const json& sides);
    // [{id, name, colour?, commands: [{id, name, player?}]}] without units.
    json sides() const;
    QTableWidget* sideTable() const { return sides_; }
    QTableWidget* commandTable() const { return commands_; }
    // What the loaders' limits refuse in a cell (a text over 100,000 bytes or holding U+0000),
    // one line each with the table, row and column; marked as typed, the text kept.
    QStringList problems() const;

public slots:
    void addSide();
    void removeSide();
    void addCommand();
    void removeCommand();

signals:
    void changed();

private:
    void markLimits(QTableWidgetItem* item);

    QTableWidget* sides_;
    QTableWidget* commands_;
};

} // namespace adc::editor
