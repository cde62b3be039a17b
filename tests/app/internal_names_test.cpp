// No internal name reaches any widget after a scripted turn of each shipped scenario, and side
// headings speak of card colours only where the rules do.
#include "screen_fixture.hpp"

#include "odds/odds_panel.hpp"
#include "tabletop/deck_panel.hpp"

#include <QRegularExpression>

namespace adc::test {
namespace {

// Every text a widget shows: labels, buttons, fields, lists, tables and trees (display text and
// headers), tabs, dock and window titles, menus, and the chart's labels.
class ScreenTexts {
public:
    void add(const QString& text, bool prose = false) {
        if (!text.isEmpty()) {
            (prose ? prose_ : texts_) << text;
        }
    }
    void addModel(const QAbstractItemModel* m, const QModelIndex& parent, int skipColumn) {
        for (int r = 0; r < std::min(m->rowCount(parent), 200); ++r) {
            for (int c = 0; c < m->columnCount(parent); ++c) {
                if (c != skipColumn || parent.isValid()) {
                    add(m->index(r, c, parent).data(Qt::DisplayRole).toString());
                }
            }
            QModelIndex first = m->index(r, 0, parent);
            if (m->hasChildren(first)) {
                addModel(m, first, skipColumn);
            }
        }
        if (!parent.isValid()) {
            for (int c = 0; c < m->columnCount(); ++c) {
                add(m->headerData(c, Qt::Horizontal).toString());
            }
        }
    }
    void addWidget(QWidget* w, const QWidget* ruleColumnView) {
        if (w->isWindow()) {
            add(w->windowTitle());
        }
        if (auto* l = qobject_cast<QLabel*>(w)) {
            QTextDocument d;
            d.setHtml(l->text());
            add(Qt::mightBeRichText(l->text()) ? d.toPlainText() : l->text(), l->wordWrap());
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            add(b->text());
        } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
            add(e->text());
            add(e->placeholderText());
        } else if (auto* c = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i) {
                add(c->itemText(i));
            }
        } else if (auto* t = qobject_cast<QTextEdit*>(w)) {
            add(t->toPlainText(), true);
        } else if (auto* p = qobject_cast<QPlainTextEdit*>(w)) {
            add(p->toPlainText(), true);
        } else if (auto* g = qobject_cast<QGroupBox*>(w)) {
            add(g->title());
        } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(tabs->tabText(i));
            }
        } else if (auto* d = qobject_cast<QDockWidget*>(w)) {
            add(d->windowTitle());
        } else if (auto* m = qobject_cast<QMenu*>(w)) {
            add(m->title());
            for (auto* a : m->actions()) {
                add(a->text());
            }
        } else if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model()) {
            // The outcome's "Table row / rule" column is the rule's reference, not a sentence.
            addModel(v->model(), {}, v == ruleColumnView ? 1 : -1);
        } else if (auto* chart = qobject_cast<app::OddsChart*>(w)) {
            // Every value under a bar (drawn or skipped for room), the percentages drawn above
            // them, the bars' tooltips and what a screen reader says.
            for (const auto& label : chart->labels()) {
                add(label);
            }
            for (const auto& t : chart->layout().values) {
                add(t.text);
            }
            for (const auto& tip : chart->toolTips()) {
                add(tip, true);
            }
            add(chart->accessibleName());
            add(chart->accessibleDescription(), true);
        }
    }
    // Texts with an internal name in them, each with the name found.
    QStringList leaks(const GameState& state, const Ruleset& ruleset) const {
        QStringList ids;     // never on screen, even inside a longer word
        QStringList sideIds; // plain words: checked as words outside prose
        for (auto it = state.flags.begin(); it != state.flags.end(); ++it) {
            ids << QString::fromStdString(it.key());
        }
        for (const auto& u : state.units) {
            ids << QString::fromStdString(u.id);
        }
        for (const auto& a : ruleset.actions()) {
            ids << QString::fromStdString(a.id);
        }
        for (const auto& s : state.sides) {
            sideIds << QString::fromStdString(s.id);
        }
        // Only the ids no sentence would hold: with a dot, a dash, an underscore or a digit.
        static const QRegularExpression distinctive(QStringLiteral("[._\\-0-9]"));
        static const QRegularExpression snakeCase(QStringLiteral("\\b[a-z]+_[a-z_]+\\b"));
        static const QRegularExpression pointer(QStringLiteral("(^|\\s)/[a-z_]+(/|:)"));
        // A step's rule reference ("fire_table/short") is the rule's address, not a sentence
        // (how it is written is the rule convention's business).
        static const QRegularExpression ruleReference(QStringLiteral("^[a-z0-9_]+(/[a-z0-9_]+)+$"));
        QStringList found;
        auto check = [&](const QString& t, bool prose) {
            if (ruleReference.match(t).hasMatch()) {
                return;
            }
            for (const auto& id : ids) {
                if (id.contains(distinctive) &&
                    QRegularExpression(QStringLiteral("(^|[^\\w-])%1($|[^\\w-])")
                                           .arg(QRegularExpression::escape(id)))
                        .match(t)
                        .hasMatch()) {
                    found << id + " in: " + t;
                }
            }
            if (!prose) {
                for (const auto& id : sideIds) {
                    if (QRegularExpression(
                            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(id)))
                            .match(t)
                            .hasMatch()) {
                        found << id + " in: " + t;
                    }
                }
            }
            for (const auto* re : {&snakeCase, &pointer}) {
                if (auto m = re->match(t); m.hasMatch()) {
                    found << m.captured(0).trimmed() + " in: " + t;
                }
            }
            if (t.contains(QLatin1String("json.exception"))) {
                found << "json.exception in: " + t;
            }
        };
        for (const auto& t : texts_) {
            check(t, false);
        }
        for (const auto& t : prose_) {
            check(t, true);
        }
        found.removeDuplicates();
        return found;
    }

private:
    QStringList texts_;
    QStringList prose_;
};

TEST_F(ScreenTest, NoInternalNameOnScreenAfterAScriptedTurnOfEachShippedScenario) {
    for (const char* file : {"fredericksburg-1862.json", "mwan-cedar-mountain.json",
                             "jackson-clearwater-1877.json", "bluegray-fort-sanders-1863.json"}) {
        auto window = shippedWindow(file);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        QString id = QString::fromStdString(window->document().ruleset().id());
        QStringList problems =
            app::playScript(*window, dataDir() + "/docs/screenshots/" + id + "-script.json");
        EXPECT_TRUE(problems.isEmpty()) << file << ": " << problems.join("\n").toStdString();
        window->playerDisplay()->show();
        window->resolvePanel()->updateOdds();
        QApplication::processEvents();
        for (auto* r : window->rosters()) {
            r->view()->expandAll();
        }
        openEveryMenu(*window);
        ScreenTexts texts;
        QWidgetList widgets = window->findChildren<QWidget*>();
        widgets << window.get();
        for (auto* w : widgets) {
            texts.addWidget(w, window->resolvePanel()->outcomeView()->stepsView());
        }
        QStringList leaks = texts.leaks(window->document().state(), window->document().ruleset());
        EXPECT_TRUE(leaks.isEmpty()) << file << ":\n" << leaks.join("\n").toStdString();
        window->playerDisplay()->close();
    }
}

// Issue 37: no id on the screens a melee's odds, an event card and the victory check show: the
// melee charts name sides and units (not "us", "confed", "cs-48va" or a blank), the deck panel
// names an event card (not its JSON), Blue and Gray's melee steps say "enclosed field", and the
// victory check offers its sides by name.
TEST_F(ScreenTest, MeleeChartsEventCardsAndTheVictoryCheckShowNoIds) {
    for (const char* file : {"mwan-cedar-mountain.json", "bluegray-fort-sanders-1863.json"}) {
        SCOPED_TRACE(file);
        auto window = shownWindow(file);
        auto& doc = window->document();
        const auto& seq = doc.ruleset().sequence();
        for (int i = 0; i < 20 && seq.at(static_cast<std::size_t>(doc.state().phase)).id != "melee";
             ++i) {
            doc.advancePhase();
        }
        auto* resolve = window->resolvePanel();
        ASSERT_TRUE(resolve->selectAction("melee"));
        const std::string attacker = resolve->currentRequest().params.value("attacker", "");
        for (const auto& u : doc.state().units) { // a defender of the other side
            if (u.side != doc.state().unit(attacker)->side &&
                resolve->form()->setValue("defender", u.id)) {
                break;
            }
        }
        resolve->showResults(app::ResolvePanel::Results::Odds);
        resolve->updateOdds();
        ASSERT_TRUE(QTest::qWaitFor([&] { return !resolve->oddsPending(); }, 10000));
        auto* odds = resolve->oddsPanel();
        ASSERT_TRUE(odds->chartShown()) << odds->hintText().toStdString() << "\n"
                                        << resolve->currentRequest().params.dump();
        ScreenTexts texts;
        for (int k = 0; k < odds->keyBox()->count(); ++k) {
            ASSERT_TRUE(odds->showKey(odds->keyBox()->itemData(k).toString().toStdString()));
            for (const QString& label : odds->categories()) {
                EXPECT_FALSE(label.trimmed().isEmpty()) << "a blank bar label";
                texts.add(label);
            }
            for (const QString& tip : odds->barToolTips()) {
                texts.add(tip, true);
            }
        }
        QStringList leaks = texts.leaks(doc.state(), doc.ruleset());
        EXPECT_TRUE(leaks.isEmpty()) << leaks.join("\n").toStdString();
        // The melee rolled: its steps, with the defenders' cover in words.
        ASSERT_TRUE(resolve->rollWith(doc.gameDice()));
        const QTreeWidget* steps = resolve->outcomeView()->stepsView();
        for (int i = 0; i < steps->topLevelItemCount(); ++i) {
            EXPECT_FALSE(
                steps->topLevelItem(i)->text(0).contains(QRegularExpression("[a-z]_[a-z]")))
                << steps->topLevelItem(i)->text(0).toStdString();
        }
    }
    {
        auto window = shownWindow("bluegray-fort-sanders-1863.json");
        auto* resolve = window->resolvePanel();
        ASSERT_TRUE(resolve->selectAction("victory"));
        auto* side = qobject_cast<QComboBox*>(resolve->form()->field("retreated_side"));
        ASSERT_NE(side, nullptr) << "a side is picked, not typed";
        QStringList names;
        for (int i = 0; i < side->count(); ++i) {
            names << side->itemText(i);
        }
        QStringList expected{"(none)"};
        for (const auto& s : window->document().state().sides) {
            expected << QString::fromStdString(s.name);
        }
        EXPECT_EQ(names, expected);
        EXPECT_FALSE(resolve->currentRequest().params.contains("retreated_side"));
    }
    auto window = shownWindow("fredericksburg-1862.json");
    auto& doc = window->document();
    auto* resolve = window->resolvePanel();
    const auto& seq = doc.ruleset().sequence();
    for (int i = 0; i < 5 && seq.at(static_cast<std::size_t>(doc.state().phase)).id != "activation";
         ++i) {
        doc.advancePhase();
    }
    ASSERT_TRUE(resolve->selectAction("draw_card"));
    ASSERT_TRUE(resolve->form()->setValue("card", "AS")); // an ace: a random event
    ASSERT_TRUE(resolve->rollWith(doc.gameDice()))
        << resolve->outcomeView()->summaryText().toStdString();
    if (resolve->hasPending()) {
        ASSERT_TRUE(resolve->applyPending());
    }
    ASSERT_NE(doc.latestEvent(), nullptr);
    const json event = doc.latestEvent()->outcome.result.value("event", json());
    ASSERT_TRUE(event.is_object()) << doc.latestEvent()->outcome.result.dump();
    const QString meaning = window->deckPanel()->meaningLabel()->text();
    EXPECT_TRUE(meaning.contains(QString::fromStdString(event.value("name", "?"))))
        << meaning.toStdString();
    EXPECT_FALSE(meaning.contains("{")) << meaning.toStdString();
    EXPECT_FALSE(meaning.contains("\"")) << meaning.toStdString();
}

TEST_F(ScreenTest, SideHeadingsNameCardColoursOnlyWhereTheRulesDo) {
    auto roe = shippedWindow("fredericksburg-1862.json");
    EXPECT_TRUE(roe->rosters().at(0)->headingText().contains("(red cards)"))
        << roe->rosters().at(0)->headingText().toStdString();
    auto mwan = shippedWindow("mwan-cedar-mountain.json");
    for (auto* r : mwan->rosters()) {
        EXPECT_FALSE(r->headingText().contains("cards")) << r->headingText().toStdString();
        EXPECT_FALSE(r->headingText().contains("red")) << r->headingText().toStdString();
        EXPECT_FALSE(r->headingText().contains("black")) << r->headingText().toStdString();
    }
}

} // namespace
} // namespace adc::test
