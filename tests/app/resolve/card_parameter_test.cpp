// The card picker comes from the action's declaration (ParamNames::Card), never from a
// parameter's name: a card under any name gets the picker, a text that only mentions a card
// does not (issue 35, item 5).
#include "gui_fixture.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"
#include "tabletop/deck_panel.hpp"

#include "adc/param_builders.hpp"

#include <QPushButton>

#include <algorithm>

namespace adc::test {
namespace {

bool offersCardPicker(const app::ParamForm& form) {
    const auto buttons = form.findChildren<QPushButton*>();
    return std::any_of(buttons.begin(), buttons.end(), [](const QPushButton* b) {
        return b->text().startsWith(QStringLiteral("Pick card"));
    });
}

using CardParameterTest = GuiTest;

TEST_F(CardParameterTest, TheDeclaredCardGetsThePickerWhateverItsName) {
    ActionSpec turnUp{"turn_up", "Turn up", "", "A card is turned up.", {}};
    turnUp.params.push_back(params::card("turned", "Turned up", "The card turned up."));
    app::ParamForm form(doc());
    form.setAction(&turnUp, "");
    EXPECT_TRUE(offersCardPicker(form));
    ASSERT_NE(form.cardParam(), nullptr);
    EXPECT_EQ(form.cardParam()->name, "turned");
}

TEST_F(CardParameterTest, ATextThatOnlyMentionsACardIsTyped) {
    ActionSpec note{"note", "Note", "", "A note.", {}};
    note.params.push_back(params::text("card_note", "Card note", false, "Words about a card."));
    app::ParamForm form(doc());
    form.setAction(&note, "");
    EXPECT_FALSE(offersCardPicker(form));
    EXPECT_EQ(form.cardParam(), nullptr);
}

// The skirmish ruleset declares its draw: the deck's Draw and the form read the declaration.
TEST_F(CardParameterTest, TheDeckDrawsTheDeclaredActionFromTheTopOfTheDeck) {
    EXPECT_EQ(window->deckPanel()->drawAction(), "draw");
    ASSERT_TRUE(window->resolvePanel()->selectAction("draw"));
    ASSERT_NE(window->resolvePanel()->form()->cardParam(), nullptr);
    EXPECT_EQ(window->resolvePanel()->form()->cardParam()->name, "card");
}

} // namespace
} // namespace adc::test
