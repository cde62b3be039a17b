// The rosters at the size of the screen they open on (run by the app_table_on_1366x768 and
// _1920x1080 ctests): every unit's name of every shipped scenario reads in full in its column,
// on a second line where it is long, with the strength columns in view without a sideways
// scroll; narrow columns print the ruleset's short forms, the filter still finds their words
// in full.
#include "adc/builtin_rulesets.hpp"
#include "gui_fixture.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"

#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QScreen>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTest>
#include <QTextBrowser>
#include <QTextLayout>
#include <QTreeView>

#include <memory>

namespace adc::test {
namespace {

using adc::app::MainWindow;
using adc::app::RosterModel;

QString rosterDataDir() {
    return QStringLiteral(ADC_TEST_DATA_DIR);
}

class RosterNames : public ::testing::Test {
protected:
    void SetUp() override {
        QSize s = QGuiApplication::primaryScreen()->availableGeometry().size();
        if (s.width() < 1366 || s.height() < 768) {
            GTEST_SKIP() << "screen smaller than 1366x768";
        }
        QSettings().clear();
    }
    void TearDown() override { QSettings().clear(); }

    static std::unique_ptr<MainWindow> shownWindow(const QString& scenario) {
        auto w = std::make_unique<MainWindow>(builtinRulesets(), rosterDataDir());
        w->document().setRecoveryPath({});
        EXPECT_TRUE(w->openFile(rosterDataDir() + "/scenarios/" + scenario))
            << w->lastErrors().join("\n").toStdString();
        w->show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
        return w;
    }
};

// The lines `text` takes laid out as the style lays out a cell's text, `width` wide.
int linesIn(const QString& text, const QFont& font, int width) {
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    int lines = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (line.naturalTextWidth() > width) {
            return 99; // a word wider than the cell: it would be cut
        }
        ++lines;
    }
    layout.endLayout();
    return lines;
}

TEST_F(RosterNames, EveryUnitsNameReadsInFullOnTwoLinesAtMostWithTheCountsInView) {
    const QStringList scenarios =
        QDir(rosterDataDir() + "/scenarios").entryList({QStringLiteral("*.json")}, QDir::Files);
    ASSERT_FALSE(scenarios.isEmpty());
    for (const auto& scenario : scenarios) {
        auto window = shownWindow(scenario);
        ASSERT_FALSE(window->rosters().empty()) << scenario.toStdString();
        for (auto* panel : window->rosters()) {
            QTreeView* view = panel->view();
            QFontMetrics metrics(view->font());
            int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view);
            QAbstractItemModel* model = view->model();
            ASSERT_GT(model->rowCount(), 0);
            for (int r = 0; r < model->rowCount(); ++r) {
                QModelIndex name = model->index(r, 0);
                QString text = name.data().toString();
                // The cell less its margins holds the whole name on one line or two, the row
                // is as tall as its lines, and the cell is inside the roster as it opens.
                QRect cell = view->visualRect(name);
                int lines = linesIn(text, view->font(), cell.width() - 2 * (margin + 1));
                EXPECT_LE(lines, 2) << scenario.toStdString() << ": " << text.toStdString()
                                    << " in a cell " << cell.width() << " wide";
                EXPECT_GE(cell.height(), std::min(lines, 2) * metrics.height())
                    << scenario.toStdString() << ": " << text.toStdString();
                if (lines == 1) {
                    EXPECT_LE(metrics.horizontalAdvance(text) + 2 * (margin + 1), cell.width())
                        << scenario.toStdString() << ": " << text.toStdString();
                }
                EXPECT_LE(cell.right(), view->viewport()->width())
                    << scenario.toStdString() << ": " << text.toStdString() << " ends at "
                    << cell.right() << " of a roster " << view->viewport()->width() << " wide";
            }
            // The strength columns end inside the roster, unscrolled.
            EXPECT_EQ(view->horizontalScrollBar()->value(), 0);
            QHeaderView* header = view->header();
            for (auto c : {RosterModel::Column::Strength, RosterModel::Column::StartStrength}) {
                int i = static_cast<int>(c);
                EXPECT_LE(header->sectionViewportPosition(i) + header->sectionSize(i),
                          view->viewport()->width())
                    << scenario.toStdString() << ": "
                    << model->headerData(i, Qt::Horizontal).toString().toStdString();
            }
        }
    }
}

TEST_F(RosterNames, NarrowColumnsPrintShortFormsAndTheFilterFindsTheWordsInFull) {
    auto window = shownWindow("fredericksburg-1862.json");
    auto* panel = window->rosters().at(0);
    QAbstractItemModel* model = panel->model();
    int kind = static_cast<int>(RosterModel::Column::Kind);
    QStringList kinds;
    for (int r = 0; r < model->rowCount(); ++r) {
        kinds << model->index(r, kind).data().toString();
    }
    // ROE's short forms: infantry is "Inf", a sharpshooter "SS"; the tip says it in full.
    EXPECT_TRUE(kinds.contains("Inf")) << kinds.join(", ").toStdString();
    EXPECT_TRUE(kinds.contains("SS")) << kinds.join(", ").toStdString();
    int inf = static_cast<int>(kinds.indexOf("Inf"));
    EXPECT_EQ(model->index(inf, kind).data(Qt::ToolTipRole).toString(), "infantry");
    // No name or man says "infantry": only the kind's full word can find these rows.
    panel->setFilterText("infantry");
    const QModelIndexList shown = panel->unitsShown();
    EXPECT_GT(shown.size(), 0);
    EXPECT_LT(shown.size(), model->rowCount());
    for (const QModelIndex& unit : shown) {
        EXPECT_EQ(model->index(unit.row(), kind).data().toString(), "Inf");
    }
}

// Not part of the rosters, but of the same first show: the briefing behind the log's tab is
// built only once its tab is picked, and then reads the scenario.
TEST_F(RosterNames, TheBriefingIsFilledWhenItsTabIsPicked) {
    auto window = shownWindow("fredericksburg-1862.json");
    auto* dock = window->findChild<QDockWidget*>("briefingDock");
    ASSERT_NE(dock, nullptr);
    QApplication::processEvents();
    EXPECT_EQ(window->findChild<QTextBrowser*>("briefing"), nullptr)
        << "the log's tab is in front at start";
    dock->raise();
    QApplication::processEvents();
    auto* briefing = window->findChild<QTextBrowser*>("briefing");
    ASSERT_NE(briefing, nullptr);
    EXPECT_FALSE(briefing->visibleRegion().isEmpty());
    EXPECT_TRUE(briefing->toPlainText().contains("Fredericksburg"))
        << briefing->toPlainText().toStdString();
}

} // namespace
} // namespace adc::test
