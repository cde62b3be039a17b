#include "roster_delegates.hpp"

#include "roster_model.hpp"
#include "table_colours.hpp"

#include <QApplication>
#include <QComboBox>
#include <QPainter>

namespace adc::app {

void CasualtyDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const {
    QVariantList turns = index.data(RosterModel::CasualtiesByTurnRole).toList();
    if (turns.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QApplication::style()->drawControl(QStyle::CE_ItemViewItem, &opt, painter);

    // "−5 = 3 2": the total, then each turn's losses as a coloured chip.
    painter->save();
    QRect r = option.rect.adjusted(4, 2, -4, -2);
    int total = 0;
    for (const auto& t : turns) {
        total += t.toPoint().y();
    }
    QFontMetrics fm(option.font);
    QString head = QStringLiteral("%1 ").arg(total);
    painter->setPen(option.palette.color(QPalette::Text));
    painter->drawText(r, Qt::AlignVCenter | Qt::AlignLeft, head);
    int x = r.left() + fm.horizontalAdvance(head) + 2;
    for (const auto& t : turns) {
        QPoint p = t.toPoint();
        QString label = QString::number(p.y());
        int w = fm.horizontalAdvance(label) + 8;
        QRect chip(x, r.top(), w, r.height());
        painter->setPen(Qt::NoPen);
        painter->setBrush(turnColour(p.x()));
        painter->drawRoundedRect(chip, 3, 3);
        painter->setPen(Qt::white);
        painter->drawText(chip, Qt::AlignCenter, label);
        x += w + 3;
        if (x > r.right()) {
            break;
        }
    }
    painter->restore();
}

QWidget* StatusDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&,
                                      const QModelIndex&) const {
    auto* box = new QComboBox(parent);
    for (const auto& s : statuses_) {
        box->addItem(statusWords(s), QString::fromStdString(s));
    }
    return box;
}

void StatusDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    auto* box = static_cast<QComboBox*>(editor);
    box->setCurrentIndex(box->findData(index.data(Qt::EditRole)));
}

void StatusDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                  const QModelIndex& index) const {
    auto* box = static_cast<QComboBox*>(editor);
    model->setData(index, box->currentData(), Qt::EditRole);
}

} // namespace adc::app
