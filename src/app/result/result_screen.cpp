#include "result/result_screen.hpp"

#include "document/game_document.hpp"
#include "document/verdict_words.hpp"
#include "result/referee_questions.hpp"
#include "widgets/wrapping_label.hpp"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace adc::app {

ResultScreen::ResultScreen(GameDocument& document, QWidget* parent)
    : QDialog(parent), document_(document) {
    setObjectName(QStringLiteral("resultScreen"));
    setWindowTitle(tr("Result"));
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    headline_ = new WrappingLabel(this);
    headline_->setObjectName(QStringLiteral("resultHeadline"));
    QFont big = headline_->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    headline_->setFont(big);
    layout->addWidget(headline_);
    why_ = new WrappingLabel(this);
    layout->addWidget(why_);
    // The conditions scroll: a scenario may have many, and the screen may be 768 high.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* inner = new QWidget(scroll);
    auto* innerLayout = new QVBoxLayout(inner);
    auto* conditionsTitle = new QLabel(tr("<b>Victory conditions</b>"), inner);
    innerLayout->addWidget(conditionsTitle);
    conditions_ = new QVBoxLayout;
    innerLayout->addLayout(conditions_);
    questionsTitle_ = new QLabel(
        tr("<b>The referee's questions</b> (each answer judges the result again):"), inner);
    innerLayout->addWidget(questionsTitle_);
    questions_ = new RefereeQuestions(document_, inner);
    innerLayout->addWidget(questions_);
    innerLayout->addStretch(1);
    scroll->setWidget(inner);
    layout->addWidget(scroll, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)
        ->setToolTip(tr("The result stays in the turn tracker; Edit → Undo takes the end back"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    resize(760, 540);
}

void ResultScreen::showResult(const json& over) {
    const json result = over.value("result", json::object());
    headline_->setText(QString::fromStdString(result.value("text", std::string())));
    why_->setText(tr("Game over: %1.").arg(QString::fromStdString(over.value("why", ""))));
    while (QLayoutItem* item = conditions_->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            // Gone from sight and from findChild now; deleted later, as its button may be the
            // one whose click brought us here.
            w->hide();
            w->setObjectName(QString());
            w->deleteLater();
        }
        delete item;
    }
    int i = 0;
    for (const auto& c : result.value("conditions", json::array())) {
        auto* row = new QFrame(this);
        row->setObjectName(QStringLiteral("condition%1").arg(i++));
        row->setFrameShape(QFrame::StyledPanel);
        auto* grid = new QGridLayout(row);
        auto* verdict = new QLabel(verdictWords(c.value("met", std::string())), row);
        verdict->setObjectName(QStringLiteral("verdict"));
        QFont bold = verdict->font();
        bold.setBold(true);
        verdict->setFont(bold);
        grid->addWidget(verdict, 0, 0, Qt::AlignTop);
        auto* words = new WrappingLabel(QString::fromStdString(c.value("text", "")), row);
        words->setObjectName(QStringLiteral("words"));
        grid->addWidget(words, 0, 1);
        auto* figures = new WrappingLabel(QString::fromStdString(c.value("figures", "")), row);
        figures->setObjectName(QStringLiteral("figures"));
        grid->addWidget(figures, 1, 1);
        grid->setColumnStretch(1, 1);
        conditions_->addWidget(row);
    }
    const Game& game = document_.game();
    questions_->setQuestions(questionsDue(game.scenario(), game.state()));
    questionsTitle_->setVisible(questions_->count() > 0);
}

QStringList ResultScreen::conditionLines() const {
    QStringList out;
    for (int i = 0; i < conditions_->count(); ++i) {
        QWidget* row = conditions_->itemAt(i)->widget();
        if (!row) {
            continue;
        }
        auto* verdict = row->findChild<QLabel*>(QStringLiteral("verdict"));
        auto* words = row->findChild<QLabel*>(QStringLiteral("words"));
        auto* figures = row->findChild<QLabel*>(QStringLiteral("figures"));
        out << verdict->text() + " — " + words->text() + ": " + figures->text();
    }
    return out;
}

} // namespace adc::app
