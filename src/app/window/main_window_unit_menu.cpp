// A unit's menu in a roster: an action starts from the unit. The resolve panel says what the
// unit may do (ResolvePanel::unitActions); the menu words it and opens the form on the choice.
#include "document/game_document.hpp"
#include "resolve/resolve_panel.hpp"
#include "window/main_window.hpp"

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
    return menu;
}

} // namespace adc::app
