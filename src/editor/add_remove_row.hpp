#pragma once
// A row of Add and Remove buttons under an editor's table, each calling a slot of the panel
// that owns the table; the row is the panel's to place.
#include <QHBoxLayout>
#include <QPushButton>
#include <QString>

namespace adc::editor {

template <typename Panel>
QHBoxLayout* addRemoveRow(Panel* panel, const QString& add, const QString& remove,
                          void (Panel::*addSlot)(), void (Panel::*removeSlot)()) {
    auto* row = new QHBoxLayout;
    auto* a = new QPushButton(add, panel);
    auto* r = new QPushButton(remove, panel);
    QObject::connect(a, &QPushButton::clicked, panel, addSlot);
    QObject::connect(r, &QPushButton::clicked, panel, removeSlot);
    row->addWidget(a);
    row->addWidget(r);
    row->addStretch();
    return row;
}

} // namespace adc::editor
