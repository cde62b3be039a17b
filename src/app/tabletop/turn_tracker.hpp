#pragma once
// The sequence of play: the turn, each phase with the current one marked, Next phase, and what
// the current phase still owes (units that must test morale, melees locked, jammed guns...).
#include <QWidget>

class QLabel;
class QPushButton;

namespace adc::app {

class GameDocument;
class ReadingList;

class TurnTracker : public QWidget {
    Q_OBJECT
public:
    TurnTracker(GameDocument& document, QWidget* parent = nullptr);
    ReadingList* phaseList() const { return phases_; }
    ReadingList* owedList() const { return owed_; }
    QPushButton* nextButton() const { return next_; }

signals:
    void nextPhaseRequested();

private:
    void refresh();

    GameDocument& document_;
    QLabel* turn_;
    ReadingList* phases_;
    ReadingList* owed_;
    QLabel* owedTitle_;
    QPushButton* next_;
};

} // namespace adc::app
