// The resolve form's narrow lists measure exactly as Qt's own policy would make them, without the
// popup that setting the policy builds.
#include "widgets/narrow_combo_box.hpp"

#include <QAbstractItemView>

#include <gtest/gtest.h>

namespace adc::app {

TEST(NarrowComboBox, MeasuresAsQtsMinimumContentsLengthPolicyWithoutBuildingThePopup) {
    NarrowComboBox narrow(14);
    QComboBox policy;
    policy.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    policy.setMinimumContentsLength(14);
    for (QComboBox* box : {static_cast<QComboBox*>(&narrow), &policy}) {
        box->addItem(QStringLiteral("13th Miss., Lt. Col. McElroy and colours"));
        box->addItem(QStringLiteral("SS"));
    }
    EXPECT_EQ(narrow.sizeHint(), policy.sizeHint());
    EXPECT_EQ(narrow.minimumSizeHint(), policy.minimumSizeHint());
    // Narrower than the longest name, which the popup still shows whole.
    QComboBox plain;
    plain.addItem(QStringLiteral("13th Miss., Lt. Col. McElroy and colours"));
    EXPECT_LT(narrow.sizeHint().width(), plain.sizeHint().width());
    // The policy built the popup's list there and then; the narrow box has none until opened.
    EXPECT_FALSE(policy.findChildren<QAbstractItemView*>().isEmpty());
    EXPECT_TRUE(narrow.findChildren<QAbstractItemView*>().isEmpty());
}

} // namespace adc::app
