// The outcome's kept measures: the same figures QFontMetrics gives for every text and width,
// forgotten with the font, and kept within bounds over a long game.
#include "widgets/text_measures.hpp"

#include <gtest/gtest.h>

#include <QApplication>

namespace adc::test {
namespace {

using adc::app::TextMeasures;

const QStringList texts{
    QStringLiteral("fire › bands › Short (0-12\")"), QStringLiteral("ruling R3"),
    QStringLiteral("+1"), QStringLiteral(""),
    QStringLiteral("Rolled 6, 3, 1 and 5 for the four men of the 1st Michigan who can see the "
                   "target: two hits at short range against troops in the open.")};

TEST(TextMeasures, GiveWhatTheFontsMetricsGiveAtEveryWidth) {
    const QFont font = QApplication::font();
    const QFontMetrics fm(font);
    TextMeasures measures(font);
    for (int pass = 0; pass < 2; ++pass) { // measured, then kept
        for (const QString& t : texts) {
            EXPECT_EQ(measures.advance(t), fm.horizontalAdvance(t)) << t.toStdString();
            for (int width : {20, 60, 120, 300, 900}) {
                EXPECT_EQ(measures.wrappedHeight(width, t), app::wrappedHeight(fm, width, t))
                    << t.toStdString() << " at " << width;
            }
        }
    }
}

TEST(TextMeasures, ForgetEverythingWhenTheFontChanges) {
    QFont small = QApplication::font();
    small.setPixelSize(10);
    QFont large = small;
    large.setPixelSize(30);
    TextMeasures measures(small);
    const QString t = texts.last();
    const int narrow = measures.advance(t);
    const int shortBlock = measures.wrappedHeight(200, t);
    measures.setFont(large);
    EXPECT_EQ(measures.advance(t), QFontMetrics(large).horizontalAdvance(t));
    EXPECT_GT(measures.advance(t), narrow);
    EXPECT_EQ(measures.wrappedHeight(200, t), app::wrappedHeight(QFontMetrics(large), 200, t));
    EXPECT_GT(measures.wrappedHeight(200, t), shortBlock);
}

TEST(TextMeasures, StayRightPastTheNumberOfTextsAndWidthsTheyKeep) {
    const QFont font = QApplication::font();
    const QFontMetrics fm(font);
    TextMeasures measures(font);
    // More texts than are kept, and a splitter dragged across forty widths.
    for (int i = 0; i < 5000; ++i) {
        const QString t = QStringLiteral("step %1 of the game").arg(i);
        ASSERT_EQ(measures.advance(t), fm.horizontalAdvance(t)) << i;
    }
    const QString t = texts.last();
    for (int width = 100; width < 140; ++width) {
        ASSERT_EQ(measures.wrappedHeight(width, t), app::wrappedHeight(fm, width, t)) << width;
    }
    EXPECT_EQ(measures.advance(texts.first()), fm.horizontalAdvance(texts.first()));
}

} // namespace
} // namespace adc::test
