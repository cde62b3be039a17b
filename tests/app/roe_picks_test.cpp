// ROE's form offers what the game knows, on the real window: "who falls first" is picked from
// the target's men in order (numbered as ticked; a names string of an old save or script still
// fills it), and a rally's unit picker starts on the unit with runaway men.
#include "screen_fixture.hpp"

namespace adc::test {
namespace {

class RoePicks : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        window = shippedWindow("fredericksburg-1862.json");
    }
    void TearDown() override {
        window.reset();
        QSettings().clear();
    }
    app::ResolvePanel* resolve() { return window->resolvePanel(); }
    app::GameDocument& doc() { return window->document(); }
    QString manOf(const std::string& unit, std::size_t i) {
        return qs(doc().state().unit(unit)->attrs["figures"].at(i)["name"].get<std::string>());
    }
    // Ticks the man on `row` as the referee does: the row made current, then Space.
    static void tick(QListWidget* list, int row) {
        list->setCurrentRow(row);
        QTest::keyClick(list, Qt::Key_Space);
    }
    std::unique_ptr<MainWindow> window;
};

TEST_F(RoePicks, WhoFallsFirstIsPickedInTheOrderTicked) {
    ASSERT_TRUE(window->moveToNextPhase()); // to the activation, where units fire
    ASSERT_TRUE(resolve()->selectAction("fire"));
    resolve()->selectSide("usa");
    auto* form = resolve()->form();
    ASSERT_TRUE(form->setValue("unit", "mich-1"));
    ASSERT_TRUE(form->setValue("target", "miss-a"));
    ASSERT_TRUE(form->setValue("range", 10.0));
    auto* order = qobject_cast<QListWidget*>(form->field("hit_order"));
    ASSERT_NE(order, nullptr) << "who falls first is picked, not typed";
    ASSERT_EQ(order->count(), 7) << "the target's men";
    tick(order, 2);
    tick(order, 0);
    EXPECT_EQ(qs(form->params()["hit_order"].get<std::string>()),
              manOf("miss-a", 2) + ", " + manOf("miss-a", 0));
    EXPECT_TRUE(order->item(2)->text().startsWith("1. ")) << order->item(2)->text().toStdString();
    EXPECT_TRUE(order->item(0)->text().startsWith("2. ")) << order->item(0)->text().toStdString();
    tick(order, 2); // unticked: the next man moves up
    EXPECT_EQ(qs(form->params()["hit_order"].get<std::string>()), manOf("miss-a", 0));
    EXPECT_TRUE(order->item(0)->text().startsWith("1. "));
    EXPECT_FALSE(order->item(2)->text().front().isDigit()) << order->item(2)->text().toStdString();

    // The names string of an old save or script fills the list in its order.
    const QString named = manOf("miss-a", 4) + ", " + manOf("miss-a", 1);
    ASSERT_TRUE(form->setValue("hit_order", named.toStdString()));
    EXPECT_EQ(qs(form->params()["hit_order"].get<std::string>()), named);
    EXPECT_TRUE(order->item(4)->text().startsWith("1. "));

    // One man fires and hits: the hit falls on the man picked first.
    ASSERT_TRUE(form->setValue("firers", manOf("mich-1", 1).toStdString()));
    ASSERT_TRUE(form->setValue("self_defence", true));
    ScriptedDice ones(std::vector<int>(40, 1));
    auto outcome = resolve()->rollWith(ones);
    ASSERT_TRUE(outcome) << resolve()->outcomeView()->summaryText().toStdString();
    ASSERT_TRUE(resolve()->applyPending());
    for (const auto& man : doc().state().unit("miss-a")->attrs["figures"]) {
        if (qs(man["name"].get<std::string>()) == manOf("miss-a", 4)) {
            EXPECT_NE(man.value("status", std::string("fighting")), "fighting") << man.dump();
        }
    }
}

TEST_F(RoePicks, RallyStartsOnTheUnitWithRunaways) {
    const auto& sequence = doc().ruleset().sequence();
    for (int i = 0; i < 10 && sequence.at(doc().state().phase).id != "morale"; ++i) {
        ASSERT_TRUE(window->moveToNextPhase());
    }
    ASSERT_EQ(sequence.at(doc().state().phase).id, "morale");
    ASSERT_TRUE(resolve()->selectAction("rally"));
    auto* unit = qobject_cast<QComboBox*>(resolve()->form()->field("unit"));
    ASSERT_NE(unit, nullptr);
    EXPECT_NE(unit->currentData().toString(), "mass-19") << "no runaways yet: no preference";

    // Two men of the 19th Massachusetts ran away in the morale test.
    json figures = doc().state().unit("mass-19")->attrs["figures"];
    figures[1]["status"] = "runaway";
    figures[3]["status"] = "runaway";
    Outcome ran;
    ran.summary = "19th Massachusetts: 2 run away";
    Effect ranAway;
    ranAway.kind = EffectKind::Attr;
    ranAway.unit = "mass-19";
    ranAway.key = "figures";
    ranAway.value = figures;
    ran.effects.push_back(ranAway);
    doc().apply(ran);
    ASSERT_TRUE(resolve()->selectAction("morale"));
    ASSERT_TRUE(resolve()->selectAction("rally"));
    unit = qobject_cast<QComboBox*>(resolve()->form()->field("unit"));
    ASSERT_NE(unit, nullptr);
    EXPECT_EQ(unit->currentData().toString(), "mass-19")
        << unit->currentText().toStdString() << " of " << unit->count() << ", side "
        << resolve()->currentRequest().params.dump();
}

} // namespace
} // namespace adc::test
