#pragma once
// The units table's editors: a drop-down for every closed choice (kind, quality, the schema's
// choices, yes/no, side, the command of the row's side), a line for everything typed freely.
// A value the list does not hold (a file's typo) is offered first, marked, so opening the
// drop-down never changes it behind the organizer's back.
#include <QStyledItemDelegate>

namespace adc::editor {

class UnitCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
};

} // namespace adc::editor
