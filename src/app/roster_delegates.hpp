#pragma once
// Painting and editing roster cells: each turn's losses in its own colour, and a status picker
// limited to the ruleset's statuses.
#include <QStyledItemDelegate>

#include <string>
#include <vector>

namespace adc::app {

class CasualtyDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

class StatusDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit StatusDelegate(QObject* parent = nullptr) : QStyledItemDelegate(parent) {}
    void setStatuses(std::vector<std::string> statuses) { statuses_ = std::move(statuses); }
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;

private:
    std::vector<std::string> statuses_;
};

} // namespace adc::app
