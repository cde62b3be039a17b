#include "result/referee_desk.hpp"

#include "document/game_document.hpp"
#include "result/referee_questions.hpp"
#include "result/result_screen.hpp"
#include "widgets/wrapping_label.hpp"

#include "adc/game_end.hpp"

#include <QDialog>
#include <QDialogButtonBox>
#include <QVBoxLayout>

namespace adc::app {

RefereeDesk::RefereeDesk(GameDocument& document, QWidget* window)
    : QObject(window), document_(document) {
    setObjectName(QStringLiteral("refereeDesk"));
    questionsWindow_ = new QDialog(window);
    questionsWindow_->setObjectName(QStringLiteral("refereeQuestions"));
    questionsWindow_->setWindowTitle(tr("The referee's questions"));
    questionsWindow_->setModal(false);
    auto* layout = new QVBoxLayout(questionsWindow_);
    auto* intro =
        new WrappingLabel(tr("The scenario needs your answer before the next turn: what only "
                             "you can see on the table."),
                          questionsWindow_);
    layout->addWidget(intro);
    questions_ = new RefereeQuestions(document_, questionsWindow_);
    layout->addWidget(questions_);
    layout->addStretch(1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, questionsWindow_);
    connect(buttons, &QDialogButtonBox::rejected, questionsWindow_, &QDialog::close);
    layout->addWidget(buttons);
    questionsWindow_->resize(560, 220);
    result_ = new ResultScreen(document_, window);
    connect(&document_, &GameDocument::changed, this, &RefereeDesk::follow);
    connect(&document_, &GameDocument::gameReplaced, this, [this] {
        wasOver_ = false;
        wasWaiting_ = 0;
        follow();
    });
}

void RefereeDesk::follow() {
    if (!document_.hasGame()) {
        return;
    }
    const Game& game = document_.game();
    const json* over = gameOver(game.state());
    if (over) {
        // The result screen opens when the game ends and follows each answer after.
        questionsWindow_->hide();
        result_->showResult(*over);
        if (!wasOver_) {
            result_->show();
            result_->raise();
        }
        wasOver_ = true;
        return;
    }
    wasOver_ = false;
    result_->hide();
    questions_->setQuestions(questionsDue(game.scenario(), game.state()));
    // A question newly waiting opens the window; answered, it stays open until closed.
    const int waiting = questions_->unanswered();
    if (waiting > wasWaiting_) {
        questionsWindow_->show();
        questionsWindow_->raise();
    } else if (questions_->count() == 0) {
        questionsWindow_->hide();
    }
    wasWaiting_ = waiting;
}

} // namespace adc::app
