#pragma once
// The log dock: every event with its dice and steps, filtered by unit, exported as the game
// log (Markdown or HTML); the after-action report is File → After-action report.
#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;
class QVBoxLayout;

namespace adc::app {

class GameDocument;
class LogModel;

class LogPanel : public QWidget {
    Q_OBJECT
public:
    LogPanel(GameDocument& document, QWidget* parent = nullptr);
    LogModel* model() const { return model_; }
    // The log's rows not hidden by the unit filter.
    int rowsShown() const;
    QComboBox* unitBox() const { return unit_; }
    // Writes the report; returns "" or the reason.
    QString exportTo(const QString& path, bool html) const;

public slots:
    void exportMarkdown();
    void exportHtml();

private:
    void refillUnits();
    // The table, in the place of the empty log's note, once there is an event to show.
    void buildTable();
    void widenColumns(int first, int last);
    // Hides rows first to last unless they name the unit picked (none: every row shown).
    void filterRows(int first, int last);
    GameDocument& document_;
    LogModel* model_;
    QComboBox* unit_;
    QVBoxLayout* layout_;
    QLabel* empty_;              // the note shown until the first event
    QTableView* view_ = nullptr; // built with the first event
};

} // namespace adc::app
