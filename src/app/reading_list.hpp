#pragma once
// Lines to read, not to pick from: the phases of the turn with the current one marked, what the
// phase still owes, the discards, who has acted. A framed box holding one label a line. The item
// views these were (a model, a selection model, a viewport and delegates each, connected by
// name) cost the side column more to build than the rest of it, for lines no one selects.
#include <QColor>
#include <QFrame>
#include <QList>
#include <QString>

class QGridLayout;
class QLabel;

namespace adc::app {

class ReadingList : public QFrame {
    Q_OBJECT
public:
    struct Line {
        QString text;
        QString toolTip;
        QColor colour;        // invalid: the palette's text colour
        bool current = false; // marked as a selected row is: bold, on the highlight
    };

    // `across` lines to a row (the discards' short codes); 1 lays sentences out one under the
    // other, each wrapped at the box's width.
    explicit ReadingList(int across = 1, QWidget* parent = nullptr);

    void setLines(const QList<Line>& lines);
    int count() const { return static_cast<int>(lines_.size()); }
    QString text(int row) const { return lines_.at(row).text; }
    bool isCurrent(int row) const { return lines_.at(row).current; }
    // The label showing a line (where it is drawn, for the tests).
    QLabel* label(int row) const { return labels_.at(row); }

private:
    QLabel* labelFor(int row);
    void dress(QLabel* label, const Line& line);

    int across_;
    QGridLayout* grid_;
    QList<QLabel*> labels_; // kept when lines go: the next lines reuse them
    QList<Line> lines_;
};

} // namespace adc::app
