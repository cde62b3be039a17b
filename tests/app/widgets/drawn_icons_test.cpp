// The icons the program draws instead of reading image files: each paints a visible glyph at
// any size, and the style hands out the style's own icons for everything else.
#include "widgets/drawn_icons.hpp"

#include <QImage>
#include <QPixmap>
#include <QTest>
#include <QWidget>

#include <gtest/gtest.h>

namespace adc::app {

namespace {

// Pixels with any ink on them.
int inked(const QIcon& icon, int size) {
    const QImage image = icon.pixmap(size, size).toImage().convertToFormat(QImage::Format_ARGB32);
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            n += qAlpha(image.pixel(x, y)) > 0;
        }
    }
    return n;
}

} // namespace

TEST(DrawnIcons, TheStylesOverflowArrowAndDockButtonsAreDrawnAtAnySize) {
    DrawnIconStyle style;
    for (auto which : {QStyle::SP_TitleBarCloseButton, QStyle::SP_DockWidgetCloseButton,
                       QStyle::SP_TitleBarNormalButton, QStyle::SP_ToolBarHorizontalExtensionButton,
                       QStyle::SP_ToolBarVerticalExtensionButton}) {
        const QIcon icon = style.standardIcon(which);
        ASSERT_FALSE(icon.isNull()) << which;
        for (int size : {10, 16, 32}) {
            const int ink = inked(icon, size);
            EXPECT_GT(ink, size / 2) << which << " at " << size;    // a glyph, not nothing
            EXPECT_LT(ink, size * size) << which << " at " << size; // and not a filled square
        }
    }
    // Everything else is the style's own.
    EXPECT_FALSE(style.standardIcon(QStyle::SP_MessageBoxWarning).isNull());
}

// Nothing is animated before it is on screen (Qt's dock layout made 52 empty animations while
// the window was first laid out); once shown, the style's own duration holds.
TEST(DrawnIcons, OnlyWhatIsOnScreenIsAnimated) {
    DrawnIconStyle style;
    const int own = style.baseStyle()->styleHint(QStyle::SH_Widget_Animation_Duration);
    EXPECT_EQ(style.styleHint(QStyle::SH_Widget_Animation_Duration), own);
    QWidget window;
    EXPECT_EQ(style.styleHint(QStyle::SH_Widget_Animation_Duration, nullptr, &window), 0);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    EXPECT_EQ(style.styleHint(QStyle::SH_Widget_Animation_Duration, nullptr, &window), own);
}

TEST(DrawnIcons, TheClearButtonIsAGreyDiscWithAWhiteCross) {
    const QImage image =
        drawnClearIcon().pixmap(32, 32).toImage().convertToFormat(QImage::Format_ARGB32);
    const QRgb middle = image.pixel(16, 16);
    EXPECT_EQ(qAlpha(middle), 255);
    EXPECT_GT(qGray(middle), 200); // the cross
    const QRgb disc = image.pixel(16, 6);
    EXPECT_EQ(qAlpha(disc), 255);
    EXPECT_NEAR(qGray(disc), 0x90, 12);      // the grey disc
    EXPECT_EQ(qAlpha(image.pixel(0, 0)), 0); // round: the corners stay clear
}

} // namespace adc::app
