#pragma once
// The log dock: every event with its dice and steps, filtered by unit, exported for the
// after-action report.
#include <QWidget>

class QComboBox;
class QTableView;

namespace adc::app {

class GameDocument;
class LogModel;
class LogUnitFilter;

class LogPanel : public QWidget {
    Q_OBJECT
public:
    LogPanel(GameDocument& document, QWidget* parent = nullptr);
    LogModel* model() const { return model_; }
    LogUnitFilter* filter() const { return filter_; }
    QComboBox* unitBox() const { return unit_; }
    // Writes the report; returns "" or the reason.
    QString exportTo(const QString& path, bool html) const;

public slots:
    void exportMarkdown();
    void exportHtml();

private:
    void refillUnits();
    GameDocument& document_;
    LogModel* model_;
    LogUnitFilter* filter_;
    QComboBox* unit_;
    QTableView* view_;
};

} // namespace adc::app
