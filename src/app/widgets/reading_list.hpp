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

    enum class Shape {
        Sentences, // one under the other, each wrapped at the box's width (what is owed)
        Names,     // one under the other, a line each (the phases): nothing to wrap, so the
                   // box asks no height for its width of a scroll area it sits in
        Codes,     // side by side, `across` to a row (the discards)
    };
    explicit ReadingList(Shape shape, QWidget* parent = nullptr, int across = 1);

    void setLines(const QList<Line>& lines);
    // The height it asks for when laid out, in lines (at least those it has): a box that fills
    // a panel's spare room asks for a few more than it may hold.
    void setPreferredLines(int lines) { preferredLines_ = lines; }
    QSize sizeHint() const override;
    int count() const { return static_cast<int>(lines_.size()); }
    QString text(int row) const { return lines_.at(row).text; }
    bool isCurrent(int row) const { return lines_.at(row).current; }
    // The label showing a line (where it is drawn, for the tests).
    QLabel* label(int row) const { return labels_.at(row); }

private:
    QLabel* labelFor(int row);
    void dress(QLabel* label, const Line& line);

    Shape shape_;
    int across_;
    int preferredLines_ = 0;
    QGridLayout* grid_;
    QList<QLabel*> labels_; // kept when lines go: the next lines reuse them
    QList<Line> lines_;
};

} // namespace adc::app
