#include "roe_support.hpp"

#include "adc/game.hpp"
#include "adc/obligations.hpp"

namespace adc::roe::test {

namespace {

class RoeCards : public ::testing::Test {
protected:
    std::shared_ptr<const Ruleset> rs = shipped();

    GameState twoSides() {
        json officerUnit = json::array({fig("Capt. H", {{"role", "officer"}, {"modifier", 1}}),
                                        fig("Sgt. S", {{"role", "sergeant"}}),
                                        fig("Cpl. C", {{"role", "corporal"}})});
        for (const auto& p : privates("Pvt. ", 6)) {
            officerUnit.push_back(p);
        }
        GameState s = makeState(
            *rs,
            {{"csa", unitJson("miss-a", officerUnit)},
             {"csa", unitJson("miss-close",
                              json::array({fig("Lt. L", {{"role", "officer"}}), fig("P1"),
                                           fig("P2"), fig("P3")}),
                              {{"order", "close"}})},
             {"csa",
              unitJson("miss-ss",
                       json::array({fig("Sharp", {{"role", "sharpshooter"}, {"weapon", "rifle"}})}),
                       {{"kind", "sharpshooter"}})},
             {"csa", unitJson("miss-noleader", privates("N", 3))},
             {"usa", unitJson("mass", privates("U", 4))}});
        s.flags["roe.shuffled_turn"] = 1;
        return s;
    }
    static GameState withPending(GameState s, const std::string& card, const std::string& colour,
                                 bool initiative = false) {
        s.flags["roe.pending"] = {{"card", card}, {"colour", colour}, {"initiative", initiative}};
        return s;
    }
};

} // namespace

TEST_F(RoeCards, FirstDrawShufflesThroughTheRecordedDice) {
    GameState s = twoSides();
    s.flags.erase("roe.shuffled_turn");
    std::vector<int> faces;
    for (int i = 54; i > 1; --i) {
        faces.push_back((i * 13 + 5) % i);
    }
    std::vector<int> withDraw = faces;
    withDraw.push_back(7); // then a die picks the card among the 54
    Outcome o = resolve(*rs, s, "draw_card", json::object(), withDraw);
    // The same faces through the core's own shuffle give the same order: a replay is exact.
    Deck reference;
    ScriptedDice again(faces);
    reference.shuffle(again);
    const Effect* set = findEffect(o, EffectKind::DeckSet);
    ASSERT_TRUE(set);
    EXPECT_EQ(set->value.get<Deck>(), reference);
    EXPECT_EQ(o.result["card"], reference.drawPile()[7].code());
    EXPECT_EQ(findEffect(o, EffectKind::DeckDraw)->key, reference.drawPile()[7].code());
    EXPECT_EQ(o.rolls.size(), 54u);
    EXPECT_EQ(o.rolls.front().purpose, "shuffle");
    EXPECT_EQ(o.rolls.front().die, (Die{54, 0}));
    EXPECT_EQ(o.rolls.back().purpose, "draw a card");
    EXPECT_EQ(o.rolls.back().die, (Die{54, 0}));
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.shuffled_turn")->value, 1);
}

TEST_F(RoeCards, EachKindOfCardMeansWhatTheTextSays) {
    GameState s = twoSides();
    Outcome o = resolve(*rs, s, "draw_card", {{"card", "7S"}}, {});
    EXPECT_EQ(o.result["meaning"], "activation");
    EXPECT_EQ(o.result["activates"], "black");
    EXPECT_EQ(findEffect(o, EffectKind::DeckDraw)->key, "7S");
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.pending")->value["colour"], "black");

    o = resolve(*rs, s, "draw_card", {{"card", "KH"}}, {});
    EXPECT_EQ(o.result["meaning"], "leader_initiative");
    EXPECT_EQ(o.result["activates"], "red");
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.pending")->value["initiative"], true);

    o = resolve(*rs, s, "draw_card", {{"card", "AD"}}, {3});
    EXPECT_EQ(o.result["meaning"], "random_event");
    EXPECT_EQ(o.result["event"]["name"], "Smoke drifts");
    EXPECT_EQ(o.result["activates"], "red"); // R9 default: in addition
    EXPECT_EQ(o.rolls.front().purpose, "random event");
}

TEST_F(RoeCards, R9AnAceInsteadOfAnActivation) {
    GameState s = twoSides();
    s.options["face_and_ace"] = "instead";
    Outcome o = resolve(*rs, s, "draw_card", {{"card", "AS"}}, {6});
    EXPECT_EQ(o.result["event"]["roll"], 6);
    EXPECT_TRUE(o.result["activates"].is_null());
    EXPECT_FALSE(findEffect(o, EffectKind::Flag, "", "roe.pending"));
    // A face card then activates only through a senior leader.
    GameState k = withPending(s, "QS", "red", true);
    EXPECT_THROW(resolve(*rs, k, "activate", {{"unit", "miss-noleader"}}, {}), RuleError);
    EXPECT_EQ(resolve(*rs, k, "activate", {{"unit", "miss-close"}}, {}).result["acting"], 4);
}

TEST_F(RoeCards, EditedEventTableChangesTheEvent) {
    json data = shippedJson();
    data["random_events"]["events"][2]["name"] = "Snow squall";
    auto custom = edited(data);
    EXPECT_EQ(
        resolve(*custom, twoSides(), "draw_card", {{"card", "AC"}}, {3}).result["event"]["name"],
        "Snow squall");
}

TEST_F(RoeCards, JokerEndsTheTurnAndEveryUnitOwesMorale) {
    GameState s = withPending(twoSides(), "5H", "red");
    Outcome o = resolve(*rs, s, "draw_card", {{"card", "JR"}}, {});
    EXPECT_EQ(o.result["meaning"], "joker");
    EXPECT_EQ(o.result["morale_checks"],
              json({"miss-a", "miss-close", "miss-ss", "miss-noleader", "mass"}));
    const Effect* ph = findEffect(o, EffectKind::Phase);
    ASSERT_TRUE(ph);
    EXPECT_EQ(ph->count, 1);
    EXPECT_EQ(ph->value, 2);
    EXPECT_TRUE(findEffect(o, EffectKind::Flag, "", "roe.pending")->value.is_null());
    // Each check is owed in the core's record, and owed() in the morale phase lists them.
    GameState after = s;
    after.phase = 2;
    int owes = 0;
    for (const Effect& e : o.effects) {
        if (e.kind == EffectKind::Owed) {
            EXPECT_EQ(e.key, "morale");
            EXPECT_EQ(e.value, json({{"reason", "joker: every unit checks morale"}}));
            after.owed[e.unit][e.key] = e.value;
            ++owes;
        }
    }
    EXPECT_EQ(owes, 5);
    auto owed = rs->owed(after);
    ASSERT_EQ(owed.size(), 5u);
    EXPECT_EQ(owed[0].action, "morale");
    EXPECT_NE(owed[0].reason.find("joker"), std::string::npos);
    // The check taken discharges it from the record.
    Outcome tested = resolve(*rs, after, "morale", {{"unit", "miss-a"}}, {1, 1});
    const Effect* done = findEffect(tested, EffectKind::Owed, "miss-a", "morale");
    ASSERT_TRUE(done);
    EXPECT_TRUE(done->value.is_null());
}

TEST_F(RoeCards, BadOrUsedCardsAndAnEmptyDeckAreRefused) {
    GameState s = twoSides();
    EXPECT_THROW(resolve(*rs, s, "draw_card", {{"card", "ZZ"}}, {}), RuleError);
    s.deck.drawSpecific(*Card::fromCode("KH"));
    try {
        resolve(*rs, s, "draw_card", {{"card", "KH"}}, {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/card");
        EXPECT_NE(std::string(e.what()).find("already been drawn"), std::string::npos);
    }
    s.deck.setPiles({}, Deck::fullSet());
    EXPECT_THROW(resolve(*rs, s, "draw_card", json::object(), {}), RuleError);
}

TEST_F(RoeCards, LeaderRollWithOfficerModifierAndAdditionalLeaders) {
    GameState s = withPending(twoSides(), "4D", "red");
    // 1D6 3 + officer +1 + 2 additional leaders (sgt, cpl) = 6
    Outcome o = resolve(*rs, s, "activate", {{"unit", "miss-a"}}, {3});
    EXPECT_EQ(o.result["acting"], 6);
    EXPECT_EQ(o.rolls[0].purpose, "leader roll: miss-a");
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.acting")->value["miss-a"], 6);
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.acted")->value, json({"miss-a"}));
    EXPECT_TRUE(findEffect(o, EffectKind::Flag, "", "roe.pending")->value.is_null());
    s.options["additional_leaders"] = "flat"; // R13
    EXPECT_EQ(resolve(*rs, s, "activate", {{"unit", "miss-a"}}, {3}).result["acting"], 5);
    // Capped at the men within the command radius.
    EXPECT_EQ(resolve(*rs, s, "activate", {{"unit", "miss-a"}, {"out_of_radius", 5}}, {6})
                  .result["acting"],
              4);
}

TEST_F(RoeCards, EditedLeaderBonusChangesTheRoll) {
    json data = shippedJson();
    data["leader_roll"]["per_additional_leader"] = 2;
    auto custom = edited(data);
    GameState s = withPending(twoSides(), "4D", "red");
    EXPECT_EQ(resolve(*custom, s, "activate", {{"unit", "miss-a"}}, {1}).result["acting"], 6);
}

TEST_F(RoeCards, CloseOrderSharpshootersAndLeaderlessUnits) {
    GameState s = withPending(twoSides(), "4D", "red");
    EXPECT_EQ(resolve(*rs, s, "activate", {{"unit", "miss-close"}}, {}).result["acting"], 4);
    EXPECT_EQ(resolve(*rs, s, "activate", {{"unit", "miss-ss"}}, {}).result["acting"], 1);
    EXPECT_EQ(resolve(*rs, s, "activate", {{"unit", "miss-noleader"}}, {5}).result["acting"], 3);
    EXPECT_EQ(resolve(*rs, s, "activate", {{"unit", "miss-noleader"}}, {2}).result["acting"], 2);
}

TEST_F(RoeCards, ActivationIsRefusedForTheWrongColourASecondTimeOrWithoutACard) {
    GameState s = twoSides();
    EXPECT_THROW(resolve(*rs, s, "activate", {{"unit", "miss-a"}}, {}), RuleError);
    s = withPending(s, "4S", "black");
    try {
        resolve(*rs, s, "activate", {{"unit", "miss-a"}}, {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/unit");
        EXPECT_NE(std::string(e.what()).find("plays red cards"), std::string::npos);
    }
    s = withPending(s, "4H", "red");
    s.flags["roe.acted"] = {"miss-a"};
    try {
        resolve(*rs, s, "activate", {{"unit", "miss-a"}}, {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_NE(std::string(e.what()).find("already acted"), std::string::npos);
    }
    try {
        resolve(*rs, s, "activate", {{"unit", "miss-close"}, {"directed", {"miss-ss"}}}, {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/directed");
    }
}

TEST_F(RoeCards, LeaderInitiativeDirectsOtherUnits) {
    GameState s = withPending(twoSides(), "JD", "red", true);
    Outcome o =
        resolve(*rs, s, "activate",
                {{"unit", "miss-close"}, {"directed", {"miss-a", "miss-noleader"}}}, {2, 4});
    EXPECT_EQ(o.result["acting"], 4);
    EXPECT_EQ(o.result["directed"]["miss-a"], 5);
    EXPECT_EQ(o.result["directed"]["miss-noleader"], 3);
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.acted")->value,
              json({"miss-close", "miss-a", "miss-noleader"}));
    EXPECT_THROW(resolve(*rs, s, "activate", {{"unit", "miss-close"}, {"directed", {"mass"}}}, {}),
                 RuleError);
}

TEST_F(RoeCards, NewTurnReshufflesAndClearsTheTurnsBookkeeping) {
    GameState s = twoSides();
    s.phase = 2;
    s.flags["roe.acted"] = {"miss-a"};
    s.flags["roe.acting"] = {{"miss-a", 3}};
    s.deck.draw();
    ScriptedDice source(zeros(53));
    Dice dice(source);
    Outcome o = rs->advancePhase(s, dice);
    EXPECT_EQ(source.remaining(), 0u);
    EXPECT_EQ(dice.rolls().size(), 53u);
    EXPECT_EQ(findEffect(o, EffectKind::Phase)->count, 2);
    EXPECT_EQ(findEffect(o, EffectKind::Phase)->value, 0);
    EXPECT_TRUE(findEffect(o, EffectKind::Flag, "", "roe.acted")->value.is_null());
    EXPECT_TRUE(findEffect(o, EffectKind::Flag, "", "roe.acting")->value.is_null());
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.shuffled_turn")->value, 2);
    Deck reference;
    ScriptedDice again(zeros(53));
    reference.shuffle(again);
    EXPECT_EQ(findEffect(o, EffectKind::DeckSet)->value.get<Deck>(), reference);
    EXPECT_EQ(o.result["turn"], 2);
    // Within a turn the phase moves on without a shuffle.
    s.phase = 0;
    ScriptedDice none({});
    Dice d2(none);
    Outcome next = rs->advancePhase(s, d2);
    EXPECT_EQ(findEffect(next, EffectKind::Phase)->value, 1);
    EXPECT_FALSE(findEffect(next, EffectKind::DeckSet));
}

// "1) RED Card - One red UNIT* may perform an action. 2) BLACK Card - One black unit may perform
// an action." Activating is optional: the card waiting is shown, but moving on discards it and
// it does not hold up the next phase.
TEST_F(RoeCards, ACardWaitingForAUnitIsShownButNotOwed) {
    GameState s = withPending(twoSides(), "9C", "black");
    auto owed = rs->owed(s);
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].action, AdvancePhaseAction);
    EXPECT_TRUE(owedBeforeNextPhase(*rs, s).empty());
}

} // namespace adc::roe::test
