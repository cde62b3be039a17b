#include "roster/roster_columns.hpp"

#include "document/preferences.hpp"
#include "roster/roster_model.hpp"

#include <QHeaderView>
#include <QMenu>
#include <QTreeView>

#include <algorithm>
#include <vector>

namespace adc::app {

namespace {
// Every roster's columns, so a column hidden in one roster of a ruleset goes in all of them.
std::vector<RosterColumns*>& everyRoster() {
    static std::vector<RosterColumns*> all;
    return all;
}
} // namespace

RosterColumns::RosterColumns(QTreeView* view, RosterModel* model, QObject* parent)
    : QObject(parent), view_(view), model_(model) {
    everyRoster().push_back(this);
}

RosterColumns::~RosterColumns() {
    auto& all = everyRoster();
    all.erase(std::remove(all.begin(), all.end(), this), all.end());
}

QString RosterColumns::rulesetId() const {
    return model_->rulesetId();
}

void RosterColumns::apply() {
    QStringList hidden = hiddenRosterColumns(rulesetId());
    for (int c = 1; c < model_->columnCount(); ++c) {
        bool hide = hidden.contains(model_->columnKey(c));
        if (view_->isColumnHidden(c) != hide) {
            view_->setColumnHidden(c, hide);
        }
    }
    view_->setColumnHidden(0, false);
}

void RosterColumns::applyEverywhere() {
    for (auto* roster : everyRoster()) {
        if (roster->rulesetId() == rulesetId()) {
            roster->apply();
            emit roster->changed();
        }
    }
}

void RosterColumns::setShown(int column, bool shown) {
    if (column <= 0 || column >= model_->columnCount()) {
        return; // the Unit column always shows
    }
    QStringList hidden = hiddenRosterColumns(rulesetId());
    QString key = model_->columnKey(column);
    hidden.removeAll(key);
    if (!shown) {
        hidden << key;
    }
    setHiddenRosterColumns(rulesetId(), hidden);
    applyEverywhere();
}

int RosterColumns::hiddenCount() const {
    int n = 0;
    for (int c = 1; c < model_->columnCount(); ++c) {
        n += view_->isColumnHidden(c) ? 1 : 0;
    }
    return n;
}

QMenu* RosterColumns::menu(QWidget* parent) {
    auto* menu = new QMenu(tr("Columns"), parent);
    for (int c = 0; c < model_->columnCount(); ++c) {
        QAction* a = menu->addAction(model_->headerData(c, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!view_->isColumnHidden(c));
        a->setEnabled(c > 0);
        a->setData(c);
        connect(a, &QAction::toggled, this, [this, c](bool on) { setShown(c, on); });
    }
    menu->addSeparator();
    QAction* all = menu->addAction(tr("Show every column"));
    all->setEnabled(hiddenCount() > 0);
    connect(all, &QAction::triggered, this, [this] {
        setHiddenRosterColumns(rulesetId(), {});
        applyEverywhere();
    });
    return menu;
}

void RosterColumns::listenTo(QHeaderView* header) {
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](QPoint at) {
        QMenu* m = menu(header);
        m->setAttribute(Qt::WA_DeleteOnClose);
        m->popup(header->mapToGlobal(at));
    });
}

} // namespace adc::app
