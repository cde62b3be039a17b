// The header measured once: the same size hint as QHeaderView's, not measured again when its
// columns are resized, measured again when a heading or the columns shown change.
#include "widgets/steady_header.hpp"

#include <gtest/gtest.h>

#include <QStandardItemModel>
#include <QTableView>
#include <QTreeView>

namespace adc::test {
namespace {

using adc::app::SteadyHeader;

TEST(SteadyHeader, MeasuresItsHeadingsOnceWhileTheyStayTheSame) {
    QStandardItemModel model(3, 4);
    model.setHorizontalHeaderLabels({"Unit", "Kind", "Quality", "Now"});
    QTreeView plain;
    plain.setModel(&model);
    QTreeView view;
    auto* header = SteadyHeader::replacing(view.header());
    view.setHeader(header);
    view.setModel(&model);
    EXPECT_EQ(header->sizeHint(), plain.header()->sizeHint());
    EXPECT_EQ(header->stretchLastSection(), plain.header()->stretchLastSection());
    EXPECT_EQ(header->sectionsMovable(), plain.header()->sectionsMovable());
    EXPECT_EQ(header->defaultAlignment(), plain.header()->defaultAlignment());
    const int measured = header->measures();
    for (int width : {40, 90, 160}) {
        view.setColumnWidth(1, width);
        view.resize(300 + width, 200);
        EXPECT_EQ(header->sizeHint(), plain.header()->sizeHint());
    }
    EXPECT_EQ(header->measures(), measured);
}

TEST(SteadyHeader, MeasuresAgainWhenAHeadingOrTheColumnsShownChange) {
    QStandardItemModel model(2, 3);
    model.setHorizontalHeaderLabels({"Unit", "Kind", "Now"});
    QTableView plain;
    plain.setModel(&model);
    QTableView view;
    auto* header = SteadyHeader::replacing(view.horizontalHeader());
    view.setHorizontalHeader(header);
    view.setModel(&model);
    header->sizeHint();
    int measured = header->measures();
    model.setHorizontalHeaderLabels({"Unit", "Kind", "Now\nand at the start"});
    EXPECT_EQ(header->sizeHint(), plain.horizontalHeader()->sizeHint());
    EXPECT_GT(header->measures(), measured);
    measured = header->measures();
    view.setColumnHidden(2, true);
    plain.setColumnHidden(2, true);
    EXPECT_EQ(header->sizeHint(), plain.horizontalHeader()->sizeHint());
    EXPECT_GT(header->measures(), measured);
}

} // namespace
} // namespace adc::test
