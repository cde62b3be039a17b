// Each kind of effect applied through the Game, checked, and taken back exactly.
#include "test_support.hpp"

namespace adc {

using testing::effects;
using testing::skirmishGame;

namespace {

// Applies one effect, runs the check, undoes it and checks the state is the start state again;
// then redoes it and checks the effect once more.
template <class Check> void applyAndRevert(const Effect& e, Check check) {
    Game g = skirmishGame();
    const GameState start = g.state();
    g.apply(effects({e}));
    check(g.state());
    g.undo();
    EXPECT_TRUE(g.state().sameAs(start)) << toString(e.kind);
    EXPECT_EQ(json(g.state()), json(start)) << toString(e.kind);
    g.redo();
    check(g.state());
}

} // namespace

TEST(Effects, Casualties) {
    applyAndRevert(Effect::casualties("ma20a", 3, "volley"), [](const GameState& s) {
        EXPECT_EQ(s.unit("ma20a")->strength, 7);
        EXPECT_EQ(s.unit("ma20a")->casualties.back(), (Casualty{1, 3, "volley"}));
    });
}

TEST(Effects, SetStrengthRaisesStartStrengthWhenNeeded) {
    applyAndRevert(Effect::setStrength("ma20a", 14), [](const GameState& s) {
        EXPECT_EQ(s.unit("ma20a")->strength, 14);
        EXPECT_EQ(s.unit("ma20a")->startStrength, 14);
    });
    applyAndRevert(Effect::setStrength("ma20b", 3), [](const GameState& s) {
        EXPECT_EQ(s.unit("ma20b")->strength, 3);
        EXPECT_EQ(s.unit("ma20b")->startStrength, 10);
    });
}

TEST(Effects, Status) {
    applyAndRevert(Effect::status("ma20b", "routed"),
                   [](const GameState& s) { EXPECT_EQ(s.unit("ma20b")->status, status::Routed); });
}

TEST(Effects, AttrSetAndRemove) {
    applyAndRevert(Effect::attr("ma20a", "loaded", false),
                   [](const GameState& s) { EXPECT_EQ(s.unit("ma20a")->attrs["loaded"], false); });
    applyAndRevert(Effect::attr("ma20a", "jammed", true),
                   [](const GameState& s) { EXPECT_EQ(s.unit("ma20a")->attrs["jammed"], true); });
    applyAndRevert(Effect::attr("ma20b", "notes", nullptr), [](const GameState& s) {
        EXPECT_FALSE(s.unit("ma20b")->attrs.contains("notes"));
    });
}

TEST(Effects, LeaderStatus) {
    applyAndRevert(Effect::leaderStatus("ma20a", 0, "wounded"), [](const GameState& s) {
        EXPECT_EQ(s.unit("ma20a")->leaders[0].status, "wounded");
    });
}

TEST(Effects, FlagSetAndRemove) {
    applyAndRevert(Effect::flag("acted", json::array({"ma20a"})),
                   [](const GameState& s) { EXPECT_EQ(s.flags["acted"], json::array({"ma20a"})); });
    Game g = skirmishGame();
    g.apply(effects({Effect::flag("locked", true)}));
    g.apply(effects({Effect::flag("locked", nullptr)}));
    EXPECT_FALSE(g.state().flags.contains("locked"));
    g.undo();
    EXPECT_EQ(g.state().flags["locked"], true);
}

TEST(Effects, DeckDrawTopAndSpecific) {
    applyAndRevert(Effect::deckDraw(), [](const GameState& s) {
        EXPECT_EQ(s.deck.left(), 53u);
        EXPECT_EQ(s.deck.discards().back().code(), "JB");
    });
    applyAndRevert(Effect::deckDraw(Card{Suit::Hearts, 7}), [](const GameState& s) {
        EXPECT_EQ(s.deck.left(), 53u);
        EXPECT_EQ(s.deck.discards().back().code(), "7H");
    });
}

TEST(Effects, DeckSet) {
    Deck shuffled;
    RandomDice dice(11u);
    shuffled.shuffle(dice);
    shuffled.draw();
    applyAndRevert(Effect::deckSet(shuffled),
                   [&](const GameState& s) { EXPECT_EQ(s.deck, shuffled); });
}

TEST(Effects, Phase) {
    applyAndRevert(Effect::phase(3, 1), [](const GameState& s) {
        EXPECT_EQ(s.turn, 3);
        EXPECT_EQ(s.phase, 1);
    });
}

TEST(Effects, NoteChangesNothing) {
    Game g = skirmishGame();
    GameState start = g.state();
    g.apply(effects({Effect::note("units below 4 men: none")}));
    EXPECT_TRUE(g.state().sameAs(start));
    EXPECT_EQ(g.events().back().outcome.effects[0].describe(), "units below 4 men: none");
}

TEST(Effects, SeveralInOneEventUndoTogetherInReverse) {
    Game g = skirmishGame();
    GameState start = g.state();
    g.apply(effects({Effect::casualties("tx1a", 2, "a"), Effect::status("tx1a", "shaken"),
                     Effect::casualties("tx1a", 10, "b"), Effect::attr("tx1a", "loaded", false),
                     Effect::attr("tx1a", "loaded", nullptr), Effect::flag("x", 1),
                     Effect::flag("x", 2), Effect::deckDraw(), Effect::deckDraw()}));
    const Unit& u = *g.state().unit("tx1a");
    EXPECT_EQ(u.strength, 0);
    EXPECT_EQ(u.status, status::Eliminated);
    EXPECT_FALSE(u.attrs.contains("loaded"));
    EXPECT_EQ(g.state().flags["x"], 2);
    EXPECT_EQ(g.state().deck.left(), 52u);
    g.undo();
    EXPECT_TRUE(g.state().sameAs(start));
    EXPECT_EQ(json(g.state()), json(start));
}

TEST(Effects, ThatDoNotFitAreRefusedAndChangeNothing) {
    Game g = skirmishGame();
    GameState start = g.state();
    struct Case {
        Effect effect;
        std::string field;
    };
    Effect badPhase = Effect::phase(0, 0);
    Effect badStrength = Effect::setStrength("ma20a", 1);
    badStrength.value = "many";
    Effect badDeck = Effect::deckSet(Deck());
    badDeck.value["draw"].erase(0);
    Effect badCard = Effect::deckDraw();
    badCard.key = "ZZ";
    Effect badStatus = Effect::status("ma20a", "x");
    badStatus.value = 3;
    for (const auto& c : std::vector<Case>{
             {Effect::casualties("nobody", 1, ""), "/effects/1/unit"},
             {Effect::casualties("ma20a", -1, ""), "/effects/1/count"},
             {Effect::leaderStatus("ma20a", 1, "killed"), "/effects/1/count"},
             {Effect::leaderStatus("ma20b", 0, "killed"), "/effects/1/count"},
             {badStatus, "/effects/1/value"},
             {badStrength, "/effects/1/value"},
             {badPhase, "/effects/1"},
             {badDeck, "/effects/1/value"},
             {badCard, "/effects/1/key"},
         }) {
        try {
            g.apply(effects({Effect::casualties("ma20a", 1, "first"), c.effect}));
            ADD_FAILURE() << "accepted " << toString(c.effect.kind);
        } catch (const RuleError& e) {
            EXPECT_EQ(e.field(), c.field) << e.what();
        }
        EXPECT_TRUE(g.state().sameAs(start)) << toString(c.effect.kind);
        EXPECT_EQ(g.position(), 0u);
    }
}

TEST(Effects, JsonRoundTripOfEveryKind) {
    Deck deck;
    deck.draw();
    std::vector<Effect> all = {Effect::casualties("a", 2, "fire"),
                               Effect::setStrength("a", 5),
                               Effect::status("a", "routed"),
                               Effect::attr("a", "loaded", nullptr),
                               Effect::leaderStatus("a", 1, "killed"),
                               Effect::flag("k", json::object({{"x", 1}})),
                               Effect::deckDraw(),
                               Effect::deckDraw(Card{Suit::Spades, 10}),
                               Effect::deckSet(deck),
                               Effect::phase(2, 1),
                               Effect::note("n")};
    for (const auto& e : all) {
        json j = e;
        EXPECT_EQ(j.get<Effect>(), e) << j.dump();
        EXPECT_FALSE(e.describe().empty());
    }
    EXPECT_EQ(json(Effect::leaderStatus("a", 1, "killed"))["kind"], "leader");
    EXPECT_THROW(json({{"kind", "teleport"}}).get<Effect>(), std::invalid_argument);
}

} // namespace adc
