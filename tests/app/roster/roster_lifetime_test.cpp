// A roster left behind by a second game: the window deletes the old rosters with the event loop,
// so a window that opens a second game and goes before the loop runs leaves them behind it,
// with the document they were built on gone. They must not read it again.
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "screen_fixture.hpp"

#include <QPointer>

namespace adc::test {
namespace {

using adc::app::RosterModel;
using adc::app::RosterPanel;

TEST(RosterLifetime, ARosterLeftByASecondGameNeverReadsTheDocumentAgain) {
    auto window = shippedWindow("mwan-cedar-mountain.json");
    ASSERT_FALSE(window->rosters().empty());
    QPointer<RosterPanel> panel = window->rosters().front();
    QPointer<RosterModel> model = panel->model();
    ASSERT_GT(model->columnCount(), RosterModel::firstAttribute) << "MWAN's units have attributes";
    ASSERT_TRUE(
        window->openFile(dataDir() + "/scenarios/mwan-cedar-mountain.json")); // a second game
    ASSERT_FALSE(panel.isNull()) << "the old roster goes with the event loop";
    EXPECT_EQ(model->rowCount(), 0);
    EXPECT_EQ(model->columnCount(), RosterModel::firstAttribute);

    window.reset(); // the window goes, and its document, before the event loop ran
    ASSERT_FALSE(model.isNull());
    // What a view asks as it lays out or shows a tip: answered without the document.
    for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)}) {
        for (int c = 0; c <= RosterModel::firstAttribute; ++c) {
            (void)model->headerData(c, Qt::Horizontal, role);
        }
    }
    EXPECT_EQ(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Unit"));
    EXPECT_TRUE(model->rulesetId().isEmpty());
    EXPECT_EQ(model->strengthNow(), 0);

    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the loop runs on
    EXPECT_TRUE(panel.isNull());
}

} // namespace
} // namespace adc::test
