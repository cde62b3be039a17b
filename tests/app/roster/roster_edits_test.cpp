// A roster's cell corrected in place (issue 41): what the referee types goes into the save, so
// it is held to the limits the save is loaded under, and refused in their words; the game is
// left as it was.
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "screen_fixture.hpp"

#include <QSignalSpy>

namespace adc::test {
namespace {

using adc::app::RosterModel;

int columnOf(const RosterModel& model, const std::string& key) {
    for (int c = RosterModel::firstAttribute; c < model.columnCount(); ++c) {
        if (model.attributeKey(c) == key) {
            return c;
        }
    }
    return -1;
}

TEST(RosterEdits, ACorrectionTooDeepOrTooLongIsRefusedAndChangesNothing) {
    auto window = shippedWindow("bluegray-fort-sanders-1863.json");
    RosterModel* model = window->rosters().at(0)->model();
    const int orders = columnOf(*model, "orders"); // a list
    const int order = columnOf(*model, "order");   // a text
    ASSERT_GE(orders, 0);
    ASSERT_GE(order, 0);
    QSignalSpy refused(model, &RosterModel::correctionRefused);
    const std::size_t events = window->document().game().events().size();

    const QString deep = QString(20000, QLatin1Char('[')) + QString(20000, QLatin1Char(']'));
    EXPECT_FALSE(model->setData(model->index(0, orders), deep));
    ASSERT_EQ(refused.count(), 1);
    EXPECT_EQ(refused.at(0).at(0).toString(),
              QStringLiteral("orders nests lists and objects deeper than 59 levels, more than any "
                             "file of ours needs"));
    EXPECT_FALSE(model->setData(model->index(0, order), QString(100001, QLatin1Char('x'))));
    ASSERT_EQ(refused.count(), 2);
    EXPECT_EQ(refused.at(1).at(0).toString(),
              QStringLiteral("order is 100001 bytes of text; no text may be over 100000 bytes"));
    EXPECT_FALSE(model->setData(model->index(0, orders), QStringLiteral("[1, 2")));
    ASSERT_EQ(refused.count(), 3);
    EXPECT_EQ(refused.at(2).at(0).toString(), QStringLiteral("orders must be a JSON list"));
    EXPECT_EQ(window->document().game().events().size(), events) << "nothing applied";
}

} // namespace
} // namespace adc::test
