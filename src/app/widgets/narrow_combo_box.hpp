#pragma once
// A combo box sized for a few words, not its longest item: the resolve form's unit lists hold
// names as long as "13th Miss., Lt. Col. McElroy and colours" and sit in a narrow column. It
// measures as QComboBox does under AdjustToMinimumContentsLengthWithIcon (its popup still shows
// whole names) without setting that policy, which in Qt 6.4 builds the popup there and then:
// 0.7 M instructions per box, at start-up and at every new form.
#include <QComboBox>

namespace adc::app {

class NarrowComboBox : public QComboBox {
    Q_OBJECT
public:
    // letters: how many average capitals wide the box is, besides its icon and arrow.
    explicit NarrowComboBox(int letters, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

} // namespace adc::app
