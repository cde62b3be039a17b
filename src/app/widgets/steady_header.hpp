#pragma once
// A table's header row whose height is measured once per set of headings. QHeaderView forgets
// its size hint at every column resized, and the view asks it again at every resize of its
// own: each time every heading is measured by the style. This one measures again only when
// what the hint depends on changes: the headings, the columns shown, the font or the style.
#include <QHeaderView>

#include <vector>

namespace adc::app {

class SteadyHeader : public QHeaderView {
    Q_OBJECT
public:
    explicit SteadyHeader(Qt::Orientation orientation, QWidget* parent = nullptr);

    // A header to put in place of a view's own `old`, set up as it was.
    static SteadyHeader* replacing(QHeaderView* old);

    void setModel(QAbstractItemModel* model) override;
    QSize sizeHint() const override;

    // How many times the headings have been measured (a test hook: counts, not time).
    int measures() const { return measures_; }

protected:
    bool viewportEvent(QEvent* event) override;

private:
    struct Looks {
        int count = 0;
        std::vector<bool> hidden;
        bool sortShown = false;
        int sortSection = -1;
        int sortOrder = 0;
        QFont font;
        const QStyle* style = nullptr;
        bool operator==(const Looks&) const = default;
    };
    Looks looksNow() const;
    void forget() { measured_ = false; }

    mutable Looks looks_;
    mutable QSize hint_;
    mutable bool measured_ = false;
    mutable int measures_ = 0;
};

} // namespace adc::app
