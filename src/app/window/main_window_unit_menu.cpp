// A unit's menu in a roster: an action starts from the unit. The resolve panel says what the
// unit may do (ResolvePanel::unitActions); the menu words it and opens the form on the choice.
// Below them, the referee records that the unit leaves the table (adc/departure.hpp).
#include "document/game_document.hpp"
#include "resolve/resolve_panel.hpp"
#include "window/main_window.hpp"

#include "adc/departure.hpp"

#include <QMenu>

namespace adc::app {

QMenu* MainWindow::unitMenu(const std::string& unitId, QWidget* parent) {
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("unitMenu"));
    const Unit* u = document_->hasGame() ? document_->state().unit(unitId) : nullptr;
    if (!u) {
        return menu;
    }
    const QString name = QString::fromStdString(u->name);
    for (const auto& what : resolve_->unitActions(unitId)) {
        const ActionSpec* spec = document_->ruleset().action(what.action);
        const QString action = QString::fromStdString(spec ? spec->name : what.action);
        QString text;
        if (what.against) {
            text = tr("%1 → %2 (by %3)").arg(action, name, QString::fromStdString(what.why));
        } else if (!what.why.empty()) {
            text = tr("%1 — %2").arg(action, QString::fromStdString(what.why));
        } else {
            text = action;
        }
        QAction* a = menu->addAction(text);
        a->setData(QString::fromStdString(what.action));
        connect(a, &QAction::triggered, this, [this, unitId, what] {
            resolve_->openFor(unitId, what); // the focus in the first field still to give
        });
    }
    if (menu->isEmpty()) {
        menu->addAction(tr("Nothing %1 may do now").arg(name))->setEnabled(false);
    }
    menu->addSeparator();
    addLeaveMenu(menu, *u);
    return menu;
}

// "Leaves the table…": the referee records that the unit went off the table, and how, as one
// event (adc::leaveTable, as `adc leave` does) that Undo takes back.
void MainWindow::addLeaveMenu(QMenu* menu, const Unit& u) {
    const std::string refused = leaveRefusal(document_->state(), u.id);
    if (!refused.empty()) {
        // Why not, in the words `adc leave` would refuse with.
        QAction* why =
            menu->addAction(tr("Cannot leave the table: %1").arg(QString::fromStdString(refused)));
        why->setObjectName(QStringLiteral("leavesTheTable"));
        why->setEnabled(false);
        return;
    }
    QMenu* leave = menu->addMenu(tr("Leaves the table…"));
    leave->setObjectName(QStringLiteral("leavesTheTable"));
    const std::string unitId = u.id;
    for (const std::string& how : departureKinds()) {
        // The core's words for each way (departureMeaning), as `adc leave` gives them.
        QString word = QString::fromStdString(how);
        word[0] = word[0].toUpper();
        QAction* a = leave->addAction(
            tr("%1 — %2").arg(word, QString::fromStdString(departureMeaning(how))));
        a->setData(QString::fromStdString(how));
        connect(a, &QAction::triggered, this, [this, unitId, how] {
            try {
                const Outcome o = leaveTable(document_->ruleset(), document_->state(), unitId, how);
                document_->apply(o);
                showStatus(QString::fromStdString(o.summary));
            } catch (const RuleError& e) {
                showStatus(tr("Not recorded: %1").arg(QString::fromStdString(e.message())));
            }
        });
    }
}

} // namespace adc::app
