// The rosters on screen: each unit opens onto its men and leaders, one filter field (Ctrl+F)
// narrows every roster, and a legend names the casualty colour of each turn.
#include "screen_fixture.hpp"

#include "adc/turn_colours.hpp"

namespace adc::test {
namespace {

// The row of a unit in a roster.
QModelIndex unitRow(app::RosterPanel* panel, const QString& name) {
    for (const QModelIndex& unit : panel->unitsShown()) {
        if (unit.data().toString() == name) {
            return unit;
        }
    }
    return {};
}

TEST_F(ScreenTest, TheRosterOpensEachUnitOntoItsMenAndLeaders) {
    auto window = shippedWindow("fredericksburg-1862.json");
    auto* panel = window->rosters().at(1);
    QModelIndex boat = unitRow(panel, "7th Michigan, first boat");
    ASSERT_TRUE(boat.isValid());
    QStringList men;
    for (int r = 0; r < panel->model()->rowCount(boat); ++r) {
        men << panel->model()->index(r, 0, boat).data().toString();
    }
    ASSERT_EQ(men.size(), 6) << men.join("\n").toStdString();
    // Each man with his weapon and where he stands, in words.
    for (const auto& m : men) {
        EXPECT_TRUE(m.contains(QStringLiteral(" — "))) << m.toStdString();
        EXPECT_TRUE(m.endsWith("fighting") || m.endsWith("hit") || m.endsWith("killed") ||
                    m.endsWith("wounded") || m.endsWith("runaway"))
            << m.toStdString();
    }
    EXPECT_TRUE(men.join("\n").contains("officer")) << men.join("\n").toStdString();
    panel->view()->expand(boat);
    EXPECT_TRUE(panel->view()->isFirstColumnSpanned(0, boat));
    // Units with listed leaders show them as well (Jackson's command figures).
    auto jackson = shippedWindow("jackson-clearwater-1877.json");
    QModelIndex gun = unitRow(jackson->rosters().at(0), "Gatling gun no. 1");
    ASSERT_TRUE(gun.isValid());
    EXPECT_EQ(jackson->rosters().at(0)->model()->index(0, 0, gun).data().toString(),
              "Leader: Cpl., Gatling no. 1 (command figure)");
}

TEST_F(ScreenTest, OneFilterFieldFiltersEveryRosterAndCtrlFFindsIt) {
    auto window = shownWindow("fredericksburg-1862.json");
    window->activateWindow();
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    QLineEdit* filter = window->rosterBar()->filterEdit();
    EXPECT_TRUE(filter->hasFocus());
    QTest::keyClicks(filter, "sharpshooter");
    // Both sides have sharpshooters: both rosters narrow to them.
    for (auto* r : window->rosters()) {
        EXPECT_GE(r->unitsShown().size(), 1);
        EXPECT_LT(r->unitsShown().size(), r->model()->rowCount());
    }
    // A man's name finds his unit.
    filter->setText("Pvt. E. Eaton");
    auto* union_ = window->rosters().at(1);
    ASSERT_EQ(union_->unitsShown().size(), 1);
    const QModelIndex boat = union_->unitsShown().at(0);
    EXPECT_EQ(boat.data().toString(), "7th Michigan, second boat");
    // Of the boat's men, only the one found is shown.
    QStringList menShown;
    for (int m = 0; m < union_->model()->rowCount(boat); ++m) {
        if (!union_->view()->isRowHidden(m, boat)) {
            menShown << union_->model()->index(m, 0, boat).data().toString();
        }
    }
    ASSERT_EQ(menShown.size(), 1) << menShown.join("\n").toStdString();
    EXPECT_TRUE(menShown.first().contains("Pvt. E. Eaton")) << menShown.first().toStdString();
    EXPECT_EQ(window->rosters().at(0)->unitsShown().size(), 0);
    filter->clear();
    for (auto* r : window->rosters()) {
        EXPECT_EQ(r->unitsShown().size(), r->model()->rowCount());
    }
}

TEST_F(ScreenTest, TheLegendNamesTheColourOfEachTurnsLosses) {
    auto window = shownWindow("fredericksburg-1862.json");
    auto* legend = window->rosterBar()->legend();
    EXPECT_EQ(legend->text(), "Losses by turn: turn 1");
    // Turn 1's chip is painted in turn 1's colour, whole inside the legend.
    QRect chip = legend->chipRect(1);
    ASSERT_FALSE(chip.isEmpty());
    EXPECT_TRUE(legend->rect().contains(chip));
    QImage shown = legend->grab().toImage();
    EXPECT_EQ(shown.pixelColor(chip.left() + 1, chip.center().y()).name(),
              words::turnColour(1).name());
    // Turn 10 shows the last eight turns, each in its colour.
    legend->setTurn(10);
    EXPECT_EQ(legend->firstTurn(), 3);
    EXPECT_TRUE(legend->text().endsWith("turn 3 turn 4 turn 5 turn 6 turn 7 turn 8 turn 9 turn 10"))
        << legend->text().toStdString();
    legend->resize(legend->sizeHint());
    shown = legend->grab().toImage();
    for (int t = 3; t <= 10; ++t) {
        QRect r = legend->chipRect(t);
        EXPECT_TRUE(legend->rect().contains(r)) << t;
        EXPECT_EQ(shown.pixelColor(r.left() + 1, r.center().y()).name(),
                  words::turnColour(t).name())
            << t;
    }
}

// Issue 37: the losses-by-turn badges read on every turn's colour (turn 8's words were white on
// yellow): the words drawn in each chip keep a WCAG contrast of at least 4.5:1 with it.
TEST_F(ScreenTest, EveryTurnsBadgeKeepsAContrastOfFourAndAHalf) {
    auto window = shownWindow("fredericksburg-1862.json");
    auto* legend = window->rosterBar()->legend();
    for (int now : {8, 16}) {
        legend->setTurn(now);
        legend->resize(legend->sizeHint());
        const QImage shown = legend->grab().toImage();
        for (int t = legend->firstTurn(); t <= now; ++t) {
            const QRect chip = legend->chipRect(t);
            const QRgb ground = shown.pixel(chip.left() + 1, chip.top() + 1) & 0xFFFFFFU;
            double best = 1.0; // the words' own colour is the one furthest from the ground
            for (int y = chip.top(); y <= chip.bottom(); ++y) {
                for (int x = chip.left(); x <= chip.right(); ++x) {
                    best = std::max(best, contrastRatio(shown.pixel(x, y) & 0xFFFFFFU, ground));
                }
            }
            EXPECT_GE(best, 4.5) << "turn " << t << " on " << QColor(ground).name().toStdString();
            EXPECT_GE(contrastRatio(turnTextRgb(t), turnColourRgb(t)), 4.5) << "turn " << t;
        }
    }
}

} // namespace
} // namespace adc::test
