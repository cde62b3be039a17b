#include "resolve_panel.hpp"

#include "effect_words.hpp"
#include "game_document.hpp"
#include "outcome_view.hpp"
#include "param_form.hpp"
#include "physical_dice_dialog.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace adc::app {

ResolvePanel::ResolvePanel(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    action_ = new QComboBox(this);
    action_->setObjectName(QStringLiteral("action"));
    side_ = new QComboBox(this);
    side_->setObjectName(QStringLiteral("actingSide"));
    description_ = new QLabel(this);
    description_->setWordWrap(true);
    form_ = new ParamForm(document, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(form_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    roll_ = new QPushButton(tr("&Roll"), this);
    roll_->setToolTip(tr("Resolve with the program's dice (Ctrl+R)"));
    physical_ = new QPushButton(tr("Enter &physical dice…"), this);
    physical_->setToolTip(tr("Roll real dice and type each face (Ctrl+Shift+R)"));
    outcome_ = new OutcomeView(this);

    auto* top = new QFormLayout;
    top->addRow(tr("A&ction:"), action_);
    top->addRow(tr("Acting &side:"), side_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(roll_);
    buttons->addWidget(physical_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(description_);
    layout->addWidget(scroll, 2);
    layout->addLayout(buttons);
    layout->addWidget(outcome_, 3);

    connect(action_, &QComboBox::currentIndexChanged, this, &ResolvePanel::rebuildForm);
    connect(side_, &QComboBox::currentIndexChanged, this, &ResolvePanel::rebuildForm);
    connect(roll_, &QPushButton::clicked, this, &ResolvePanel::rollProgramDice);
    connect(physical_, &QPushButton::clicked, this, &ResolvePanel::rollPhysicalDice);
    connect(outcome_, &OutcomeView::applyRequested, this, &ResolvePanel::applyPending);
    connect(&document_, &GameDocument::gameReplaced, this, &ResolvePanel::rebuildActions);
    connect(&document_, &GameDocument::changed, this, &ResolvePanel::afterChange);
    rebuildActions();
}

void ResolvePanel::rebuildActions() {
    pending_.reset();
    outcome_->clear();
    action_->blockSignals(true);
    side_->blockSignals(true);
    action_->clear();
    side_->clear();
    if (document_.hasGame()) {
        for (const auto& a : document_.ruleset().actions()) {
            action_->addItem(QString::fromStdString(a.name), QString::fromStdString(a.id));
        }
        for (const auto& s : document_.state().sides) {
            side_->addItem(QString::fromStdString(s.name), QString::fromStdString(s.id));
        }
    }
    if (action_->count() == 0) {
        action_->addItem(tr("(this ruleset declares no actions yet)"), QString());
    }
    action_->blockSignals(false);
    side_->blockSignals(false);
    rebuildForm();
    // A game opened mid-play shows its latest outcome with the request that produced it.
    if (const Event* e = document_.hasGame() ? document_.latestEvent() : nullptr) {
        if (e->request && selectAction(e->request->action)) {
            for (auto it = e->request->params.begin(); it != e->request->params.end(); ++it) {
                form_->setValue(it.key(), it.value());
            }
        }
        outcome_->showOutcome(
            e->outcome, effectLines(e->outcome, document_.state(), document_.ruleset()), false);
    }
}

void ResolvePanel::rebuildForm() {
    const ActionSpec* spec = nullptr;
    if (document_.hasGame()) {
        spec = document_.ruleset().action(currentAction());
    }
    description_->setText(spec ? QString::fromStdString(spec->description) : QString());
    form_->setAction(spec, side_->currentData().toString().toStdString());
    roll_->setEnabled(spec != nullptr);
    physical_->setEnabled(spec != nullptr);
}

void ResolvePanel::afterChange() {
    form_->refreshUnits();
}

bool ResolvePanel::selectAction(const std::string& id) {
    int i = action_->findData(QString::fromStdString(id));
    if (i < 0) {
        return false;
    }
    action_->setCurrentIndex(i);
    return true;
}

std::string ResolvePanel::currentAction() const {
    return action_->currentData().toString().toStdString();
}

void ResolvePanel::selectSide(const std::string& sideId) {
    int i = side_->findData(QString::fromStdString(sideId));
    if (i >= 0) {
        side_->setCurrentIndex(i);
    }
}

std::optional<Outcome> ResolvePanel::rollWith(DiceSource& source) {
    if (!document_.hasGame() || currentAction().empty()) {
        return std::nullopt;
    }
    ActionRequest request;
    request.action = currentAction();
    request.params = form_->params();
    try {
        Outcome o = document_.resolve(request, source);
        pending_ = o;
        pendingRequest_ = request;
        outcome_->showOutcome(o, effectLines(o, document_.state(), document_.ruleset()), true);
        emit outcomeShown(o);
        if (autoApply_) {
            applyPending();
        }
        return o;
    } catch (const RuleError& e) {
        outcome_->showError(tr("Cannot resolve: %1").arg(QString::fromStdString(e.what())));
        if (QWidget* w = form_->field(e.field().substr(e.field().rfind('/') + 1))) {
            w->setFocus();
        }
    } catch (const DiceExhausted& e) {
        outcome_->showError(tr("Not resolved: %1").arg(QString::fromStdString(e.what())));
    } catch (const std::exception& e) {
        outcome_->showError(tr("Cannot resolve: %1").arg(QString::fromStdString(e.what())));
    }
    pending_.reset();
    return std::nullopt;
}

bool ResolvePanel::applyPending() {
    if (!pending_) {
        return false;
    }
    try {
        document_.apply(*pending_, pendingRequest_);
    } catch (const std::exception& e) {
        emit message(tr("Not applied: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
    outcome_->setApplied();
    pending_.reset();
    emit message(tr("Applied: %1").arg(outcome_->summaryText()));
    return true;
}

void ResolvePanel::rollProgramDice() {
    rollWith(document_.gameDice());
}

void ResolvePanel::rollPhysicalDice() {
    // A physical card first, where the action takes one and none is entered yet.
    if (auto* card = form_->field("card")) {
        if (auto* edit = qobject_cast<QLineEdit*>(card); edit && edit->text().isEmpty()) {
            if (auto c = CardPickerDialog::ask(this)) {
                edit->setText(QString::fromStdString(c->code()));
            } else {
                return;
            }
        }
    }
    int number = 0;
    ManualDice manual([this, &number](const Die& die, std::string_view purpose) {
        return PhysicalDieDialog::ask(this, die, purpose, ++number);
    });
    rollWith(manual);
}

} // namespace adc::app
