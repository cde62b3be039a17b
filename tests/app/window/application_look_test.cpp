// The look the program sets on the application (app_test_main sets it for every GUI test, as
// main() does): its drawn icons, and its text laid out without OpenType shaping where the script
// does not need it.
#include "widgets/drawn_icons.hpp"
#include "window/application_look.hpp"

#include <QApplication>
#include <QFont>
#include <QLabel>

#include <gtest/gtest.h>

namespace adc::app {

TEST(ApplicationLook, EveryWidgetsTextIsLaidOutWithoutShapingAndTheIconsAreDrawn) {
    EXPECT_NE(dynamic_cast<const DrawnIconStyle*>(QApplication::style()), nullptr);
    QLabel label(QStringLiteral("Fire: 13th Miss., Co. B → 7th Michigan"));
    EXPECT_TRUE(label.font().styleStrategy() & QFont::PreferNoShaping);
    // A panel's bold heading is the widget's font made bold: it keeps the strategy.
    QFont heading = label.font();
    heading.setBold(true);
    label.setFont(heading);
    EXPECT_TRUE(label.font().styleStrategy() & QFont::PreferNoShaping);
    EXPECT_TRUE(label.font().bold());
}

} // namespace adc::app
