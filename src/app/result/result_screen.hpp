#pragma once
// The end of the game on the main window: the outcome named large (a major or minor victory, a
// draw, or what waits on the referee), why the game ended, and each victory condition with its
// figures, as the game-over event judged them (adc/game_end.hpp). Below, the questions the
// result waits on, answered here as with `adc answer`. Not modal: the log, the rosters and undo
// stay at hand.
#include "adc/json_reader.hpp"

#include <QDialog>

class QLabel;
class QVBoxLayout;

namespace adc::app {

class GameDocument;
class RefereeQuestions;

class ResultScreen : public QDialog {
    Q_OBJECT
public:
    explicit ResultScreen(GameDocument& document, QWidget* parent = nullptr);
    // Shows the game-over flag's value ({turn, why, result: {text, decided, conditions}}).
    void showResult(const json& over);

    QLabel* headline() const { return headline_; }
    RefereeQuestions* questions() const { return questions_; }
    // The conditions as shown, one line each: "met — <words>: <figures>".
    QStringList conditionLines() const;

private:
    GameDocument& document_;
    QLabel* headline_;
    QLabel* why_;
    QVBoxLayout* conditions_;
    QLabel* questionsTitle_;
    RefereeQuestions* questions_;
};

} // namespace adc::app
