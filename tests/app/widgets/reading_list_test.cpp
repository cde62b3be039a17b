// The boxes of lines the side column reads from (phases, what is owed, discards, who acted):
// each line's words, tooltip and colour; the current phase marked; a box given fewer lines
// keeps its labels for the next ones; a box already on screen shows the lines it gains.
#include "widgets/reading_list.hpp"

#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QLayout>

namespace adc::test {
namespace {

using adc::app::ReadingList;

QList<ReadingList::Line> phases(int current) {
    QList<ReadingList::Line> lines;
    for (int i = 0; i < 3; ++i) {
        ReadingList::Line line{QStringLiteral("Phase %1").arg(i),
                               QStringLiteral("What %1 is").arg(i),
                               {},
                               i == current};
        lines.push_back(line);
    }
    return lines;
}

TEST(ReadingList, ShowsEachLineWithItsTooltipAndMarksTheCurrentOne) {
    ReadingList list(ReadingList::Shape::Names);
    list.setLines(phases(1));
    ASSERT_EQ(list.count(), 3);
    EXPECT_EQ(list.text(2), "Phase 2");
    EXPECT_EQ(list.label(0)->text(), "Phase 0");
    EXPECT_EQ(list.label(0)->toolTip(), "What 0 is");
    EXPECT_FALSE(list.isCurrent(0));
    EXPECT_TRUE(list.isCurrent(1));
    // The current line reads as a selected row: bold, on the highlight.
    EXPECT_TRUE(list.label(1)->font().bold());
    EXPECT_TRUE(list.label(1)->autoFillBackground());
    EXPECT_EQ(list.label(1)->backgroundRole(), QPalette::Highlight);
    EXPECT_EQ(list.label(1)->foregroundRole(), QPalette::HighlightedText);
    EXPECT_FALSE(list.label(0)->font().bold());
    EXPECT_EQ(list.label(0)->foregroundRole(), QPalette::Text);
    // The next phase: the mark moves, the other line is plain again.
    list.setLines(phases(2));
    EXPECT_FALSE(list.label(1)->font().bold());
    EXPECT_FALSE(list.label(1)->autoFillBackground());
    EXPECT_EQ(list.label(1)->foregroundRole(), QPalette::Text);
    EXPECT_TRUE(list.label(2)->font().bold());
}

TEST(ReadingList, ColoursALineAndGivesTheNextOneThePalettesColourBack) {
    ReadingList list(ReadingList::Shape::Codes, nullptr, 8);
    list.setLines({{QStringLiteral("7H"), QStringLiteral("Seven of Hearts"), QColor(0xC0392B)},
                   {QStringLiteral("JS"), QStringLiteral("Jack of Spades"), QColor(0x111111)}});
    EXPECT_EQ(list.label(0)->palette().color(QPalette::Text), QColor(0xC0392B));
    EXPECT_EQ(list.label(1)->palette().color(QPalette::Text), QColor(0x111111));
    EXPECT_EQ(list.label(0)->toolTip(), "Seven of Hearts");
    list.setLines({{QStringLiteral("Nothing owed."), {}, {}}});
    EXPECT_EQ(list.label(0)->palette().color(QPalette::Text), list.palette().color(QPalette::Text));
    // Side by side: the second code sits right of the first, on the same row.
    list.setLines({{QStringLiteral("7H"), {}, {}}, {QStringLiteral("JS"), {}, {}}});
    list.show();
    QApplication::processEvents();
    EXPECT_GT(list.label(1)->x(), list.label(0)->x());
    EXPECT_EQ(list.label(1)->y(), list.label(0)->y());
}

TEST(ReadingList, FewerLinesHideTheRestAndMoreReuseThem) {
    ReadingList list(ReadingList::Shape::Names);
    list.show();
    list.setLines(phases(0));
    QLabel* second = list.label(1);
    list.setLines({{QStringLiteral("Nothing owed."), {}, {}}});
    EXPECT_EQ(list.count(), 1);
    EXPECT_TRUE(second->isHidden());
    list.setLines(phases(0));
    EXPECT_EQ(list.label(1), second); // the same label, not a new one
    EXPECT_FALSE(second->isHidden());
    // A line more than ever before, while the box is on screen, is shown too.
    auto four = phases(0);
    four.push_back({QStringLiteral("Phase 3"), {}, {}});
    list.setLines(four);
    EXPECT_TRUE(list.label(3)->isVisible());
    EXPECT_EQ(list.label(3)->text(), "Phase 3");
}

TEST(ReadingList, SentencesWrapAndNamesKeepToALine) {
    const QString reason = QStringLiteral(
        "Benjamin's Battery E, 2nd U.S. Artillery — fire order 1: cannon (Cannon fire)");
    ReadingList sentences(ReadingList::Shape::Sentences);
    sentences.setLines({{reason, {}, {}}});
    EXPECT_TRUE(sentences.label(0)->wordWrap());
    EXPECT_TRUE(sentences.layout()->hasHeightForWidth());
    // A list of names asks a scroll area it sits in for no height by its width (a scroll area
    // takes a wrapped panel's preferred height as its least, and scrolls).
    ReadingList names(ReadingList::Shape::Names);
    names.setLines({{reason, {}, {}}});
    EXPECT_FALSE(names.label(0)->wordWrap());
    EXPECT_FALSE(names.layout()->hasHeightForWidth());
}

TEST(ReadingList, AsksForTheLinesItPrefersEvenWithFewer) {
    ReadingList list(ReadingList::Shape::Sentences);
    list.setLines({{QStringLiteral("Nothing owed."), {}, {}}});
    const int one = list.sizeHint().height();
    list.setPreferredLines(8);
    EXPECT_GE(list.sizeHint().height(), 8 * list.fontMetrics().lineSpacing());
    EXPECT_GT(list.sizeHint().height(), one);
}

TEST(ReadingList, EmptyIsStillABoxALineHigh) {
    ReadingList list(ReadingList::Shape::Sentences);
    list.setLines({});
    EXPECT_EQ(list.count(), 0);
    EXPECT_GE(list.minimumHeight(), list.fontMetrics().lineSpacing());
}

} // namespace
} // namespace adc::test
