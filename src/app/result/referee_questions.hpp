#pragma once
// The scenario's questions only the referee can answer (is a unit in the wheatfield, did the
// pack train get through), each with Yes and No. An answer is the same undoable event `adc
// answer` records (adc::answerQuestion), applied through the document; the panel changes nothing
// else and keeps no copy of the game.
#include "adc/game_end.hpp"

#include <QWidget>

#include <vector>

class QLabel;
class QVBoxLayout;

namespace adc::app {

class GameDocument;

class RefereeQuestions : public QWidget {
    Q_OBJECT
public:
    explicit RefereeQuestions(GameDocument& document, QWidget* parent = nullptr);
    // Shows these questions, one row each, their answers so far checked.
    void setQuestions(const std::vector<RefereeQuestion>& questions);
    int count() const { return static_cast<int>(shown_.size()); }
    // How many of them wait for an answer.
    int unanswered() const;

private:
    void answer(int number, bool yes);

    GameDocument& document_;
    QVBoxLayout* rows_;
    QLabel* problem_;
    std::vector<RefereeQuestion> shown_;
};

} // namespace adc::app
