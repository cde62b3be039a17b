#pragma once
// Painting and editing roster cells: a row as tall as its unit's name needs, each turn's losses
// in its own colour, and a status picker limited to the ruleset's statuses.
#include <QFont>
#include <QHash>
#include <QStyledItemDelegate>

#include <string>
#include <vector>

class QTreeView;

namespace adc::app {

// Every cell of a roster. A unit's name takes a second line where the Unit column is narrower
// than the name (the row grows, the name is never cut where two lines hold it); a man's line
// stays at the roster's left edge when the roster is scrolled sideways, where the frozen Unit
// column (FrozenUnitColumn) shows its start.
class RosterCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    // `frozen` for the Unit column kept in view over a roster scrolled sideways.
    explicit RosterCellDelegate(QObject* parent = nullptr, bool frozen = false)
        : QStyledItemDelegate(parent), frozen_(frozen) {}
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // Room for the name's text in `view`'s Unit column: its width less the unit's opener and
    // the cell's margins.
    static int nameRoom(const QTreeView* view, int columnWidth);
    // Whether a name `width` pixels wide (as QFontMetrics rounds it) holds on one line in
    // `room`: the style lays text out to fractions of a pixel, and elides what overflows.
    static bool fitsOneLine(int width, int room) { return width + 2 <= room; }
    // The lines (1 or 2) a unit's name takes in `view`'s Unit column as it is now.
    int nameLines(const QTreeView* view, const QString& name) const;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    int nameWidth(const QTreeView* view, const QString& name) const;

    bool frozen_;
    mutable int lineHeight_ = 0;             // a one-line cell, as the style sizes it
    mutable QHash<QString, int> nameWidths_; // the names do not change during a game
    mutable QFont measuredFont_;             // the font nameWidths_ are measured in
};

class CasualtyDelegate : public RosterCellDelegate {
    Q_OBJECT
public:
    using RosterCellDelegate::RosterCellDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

class StatusDelegate : public RosterCellDelegate {
    Q_OBJECT
public:
    explicit StatusDelegate(QObject* parent = nullptr) : RosterCellDelegate(parent) {}
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
