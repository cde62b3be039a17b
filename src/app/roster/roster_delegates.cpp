#include "roster/roster_delegates.hpp"

#include "roster/roster_model.hpp"
#include "table_colours.hpp"

#include "adc/turn_colours.hpp"

#include <QApplication>
#include <QComboBox>
#include <QPainter>
#include <QScrollBar>
#include <QTreeView>

namespace adc::app {

namespace {
bool isUnitRow(const QModelIndex& index) {
    return !index.parent().isValid();
}
} // namespace

int RosterCellDelegate::nameRoom(const QTreeView* view, int columnWidth) {
    int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    int opener = view->rootIsDecorated() ? view->indentation() : 0;
    return columnWidth - opener - 2 * margin;
}

int RosterCellDelegate::nameWidth(const QTreeView* view, const QString& name) const {
    // Measured in the view's font as it is now: a style or theme may give the tree its own
    // font after the roster is built, and the widths then start again.
    if (view->font() != measuredFont_) {
        measuredFont_ = view->font();
        nameWidths_.clear();
        lineHeight_ = 0;
    }
    auto it = nameWidths_.constFind(name);
    if (it != nameWidths_.constEnd()) {
        return *it;
    }
    int w = QFontMetrics(measuredFont_).horizontalAdvance(name);
    nameWidths_.insert(name, w);
    return w;
}

int RosterCellDelegate::nameLines(const QTreeView* view, const QString& name) const {
    return fitsOneLine(nameWidth(view, name), nameRoom(view, view->columnWidth(0))) ? 1 : 2;
}

QSize RosterCellDelegate::sizeHint(const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const {
    const auto* view = qobject_cast<const QTreeView*>(option.widget);
    if (lineHeight_ == 0) {
        // One line of text as the style pads it, whatever this cell holds.
        QStyleOptionViewItem one = option;
        QStyledItemDelegate::initStyleOption(&one, index);
        one.text = QStringLiteral("Xg");
        one.features &= ~QStyleOptionViewItem::WrapText;
        const QStyle* style = view ? view->style() : QApplication::style();
        lineHeight_ =
            style->sizeFromContents(QStyle::CT_ItemViewItem, &one, QSize(), view).height();
    }
    // Every cell of a row says how tall its unit's name makes it, so the row's height is the
    // same whichever of its columns the tree asks (it asks those from the left edge on).
    int height = lineHeight_;
    if (view && isUnitRow(index)) {
        QFontMetrics metrics(view->font());
        QString name = index.siblingAtColumn(0).data().toString();
        height += (nameLines(view, name) - 1) * metrics.lineSpacing();
    }
    // The tree asks for the height alone with a rect of width -1: the width is not laid out.
    int width = option.rect.width() < 0 ? 0 : QStyledItemDelegate::sizeHint(option, index).width();
    return {width, height};
}

void RosterCellDelegate::initStyleOption(QStyleOptionViewItem* option,
                                         const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    const auto* view = qobject_cast<const QTreeView*>(option->widget);
    if (!view) {
        return;
    }
    if (!isUnitRow(index)) {
        // A man's line reads from the roster's left edge whatever the sideways scroll; under
        // the frozen Unit column it runs on unclipped, so the two halves meet.
        if (frozen_) {
            option->textElideMode = Qt::ElideNone;
        } else if (int scrolled = view->horizontalScrollBar()->value(); scrolled > 0) {
            option->rect.setLeft(option->rect.left() + scrolled);
        }
        return;
    }
    if (index.column() == 0 && option->rect.isValid() && nameLines(view, option->text) > 1) {
        option->features |= QStyleOptionViewItem::WrapText;
    }
}

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
        painter->setBrush(words::turnColour(p.x()));
        painter->drawRoundedRect(chip, 3, 3);
        painter->setPen(QColor(QRgb(turnTextRgb(p.x())))); // readable on every turn's colour
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
        box->addItem(words::statusWords(s), QString::fromStdString(s));
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
