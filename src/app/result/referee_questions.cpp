#include "result/referee_questions.hpp"

#include "document/game_document.hpp"
#include "widgets/wrapping_label.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::app {

RefereeQuestions::RefereeQuestions(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    rows_ = new QVBoxLayout;
    layout->addLayout(rows_);
    problem_ = new WrappingLabel(this);
    problem_->setObjectName(QStringLiteral("questionProblem"));
    problem_->hide();
    layout->addWidget(problem_);
}

int RefereeQuestions::unanswered() const {
    return static_cast<int>(std::count_if(shown_.begin(), shown_.end(),
                                          [](const RefereeQuestion& q) { return !q.answer; }));
}

void RefereeQuestions::setQuestions(const std::vector<RefereeQuestion>& questions) {
    shown_ = questions;
    while (QLayoutItem* item = rows_->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            // Gone from sight and from findChild now; deleted later, as its button may be the
            // one whose click brought us here.
            w->hide();
            w->setObjectName(QString());
            w->deleteLater();
        }
        delete item;
    }
    problem_->hide();
    for (const RefereeQuestion& q : shown_) {
        auto* row = new QWidget(this);
        row->setObjectName(QStringLiteral("question%1").arg(q.number));
        auto* line = new QHBoxLayout(row);
        line->setContentsMargins(0, 2, 0, 2);
        auto* words = new WrappingLabel(QString::fromStdString(q.words), row);
        words->setTextInteractionFlags(Qt::TextSelectableByMouse);
        line->addWidget(words, 1);
        // Yes and No stay checkable: the one answered is checked, and the other changes it.
        for (const bool yes : {true, false}) {
            auto* button = new QPushButton(yes ? tr("Yes") : tr("No"), row);
            button->setObjectName(yes ? QStringLiteral("yes") : QStringLiteral("no"));
            button->setCheckable(true);
            button->setChecked(q.answer && *q.answer == yes);
            button->setToolTip(yes ? tr("Answer yes (Edit → Undo takes it back)")
                                   : tr("Answer no (Edit → Undo takes it back)"));
            const int number = q.number;
            connect(button, &QPushButton::clicked, this,
                    [this, number, yes] { answer(number, yes); });
            line->addWidget(button);
        }
        rows_->addWidget(row);
    }
}

void RefereeQuestions::answer(int number, bool yes) {
    const auto asked = std::find_if(shown_.begin(), shown_.end(),
                                    [&](const RefereeQuestion& q) { return q.number == number; });
    if (asked != shown_.end() && asked->answer && *asked->answer == yes) {
        setQuestions(shown_); // the same answer again: nothing to record
        return;
    }
    try {
        const Game& game = document_.game();
        document_.apply(answerQuestion(game.scenario(), game.ruleset(), game.state(), number, yes));
    } catch (const std::exception& e) {
        // Refused (too late, or the game moved on): said here, nothing recorded.
        setQuestions(shown_);
        problem_->setText(QString::fromUtf8(e.what()));
        problem_->show();
    }
}

} // namespace adc::app
