#pragma once
// What the game asks of the referee beside the form: the scenario's questions when a rule needs
// their answer (a window of its own, not modal, opened when one comes due), and the result
// screen when the game ends (opened by the game-over event, closed when undo takes it back).
// The main window makes one and forgets it; it listens to the document alone.
#include <QObject>

class QDialog;
class QWidget;

namespace adc::app {

class GameDocument;
class RefereeQuestions;
class ResultScreen;

class RefereeDesk : public QObject {
    Q_OBJECT
public:
    // `window` parents both windows (they open over it).
    RefereeDesk(GameDocument& document, QWidget* window);

    QDialog* questionsWindow() const { return questionsWindow_; }
    RefereeQuestions* questions() const { return questions_; }
    ResultScreen* resultScreen() const { return result_; }

private:
    void follow();

    GameDocument& document_;
    QDialog* questionsWindow_;
    RefereeQuestions* questions_;
    ResultScreen* result_;
    bool wasOver_ = false;
    int wasWaiting_ = 0;
};

} // namespace adc::app
