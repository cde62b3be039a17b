#include "editor/unit_cell_delegate.hpp"

#include "editor/unit_table_model.hpp"

#include <QComboBox>

namespace adc::editor {

namespace {

const UnitTableModel* unitModel(const QModelIndex& index) {
    return qobject_cast<const UnitTableModel*>(index.model());
}

// The value a cell stands for: its own, or the schema's default it shows when it has none.
QString shownValue(const QModelIndex& index) {
    const UnitTableModel* model = unitModel(index);
    return model ? model->valueOf(index.row(), index.column())
                 : index.data(Qt::EditRole).toString();
}

} // namespace

QWidget* UnitCellDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                        const QModelIndex& index) const {
    const UnitTableModel* model = unitModel(index);
    const auto items = model ? model->choiceItems(index.row(), index.column())
                             : std::vector<UnitTableModel::Choice>{};
    if (items.empty()) {
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
    auto* box = new QComboBox(parent);
    box->setObjectName(QStringLiteral("choice"));
    const QString current = shownValue(index);
    bool known = false;
    for (const auto& item : items) {
        known = known || item.value == current;
    }
    if (!known && !current.isEmpty()) {
        box->addItem(tr("%1 (not a choice here)").arg(current), current);
    }
    for (const auto& item : items) {
        // In the organizer's words; the id is what the file stores.
        box->addItem(item.words.isEmpty() ? item.value : item.words, item.value);
    }
    // A choice made with the mouse or the keyboard is the value: no second step to commit it.
    connect(box, &QComboBox::activated, this, [this, box] {
        auto* self = const_cast<UnitCellDelegate*>(this);
        emit self->commitData(box);
        emit self->closeEditor(box);
    });
    return box;
}

void UnitCellDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* box = qobject_cast<QComboBox*>(editor)) {
        box->setCurrentIndex(std::max(0, box->findData(shownValue(index))));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void UnitCellDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                    const QModelIndex& index) const {
    if (auto* box = qobject_cast<QComboBox*>(editor)) {
        // The default left as it was stays unwritten, so the file changes only where edited.
        const QString chosen = box->currentData().toString();
        if (chosen != index.data(Qt::EditRole).toString() && chosen != shownValue(index)) {
            model->setData(index, chosen, Qt::EditRole);
        }
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace adc::editor
