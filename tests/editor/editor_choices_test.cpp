// Issue 37, the editor: every closed choice is a drop-down, leaders are rows, no raw JSON in the
// tables; files made go to the user's documents folder, never over a shipped scenario.
#include "adc/builtin_rulesets.hpp"
#include "editor/leaders_panel.hpp"
#include "editor/scenario_editor_window.hpp"
#include "editor/unit_table_model.hpp"
#include "editor/units_panel.hpp"
#include "print/save_place.hpp"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <fstream>

namespace adc::editor {
namespace {

const QString kFortSanders =
    QStringLiteral(ADC_TEST_DATA_DIR "/scenarios/bluegray-fort-sanders-1863.json");

struct EditorChoices : ::testing::Test {
    RulesetRegistry registry = builtinRulesets();
    ScenarioEditorWindow window{registry, QStringLiteral(ADC_TEST_DATA_DIR)};

    void open(const QString& path) {
        QString error;
        ASSERT_TRUE(window.openScenario(path, &error)) << error.toStdString();
        window.show();
    }
    int column(const std::string& key) const {
        for (int c = 0; c < window.unitModel()->columnCount(); ++c) {
            if (window.unitModel()->key(c) == key) {
                return c;
            }
        }
        return -1;
    }
    int rowOf(const std::string& id) const {
        const auto& rows = window.unitModel()->rows();
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (rows[r].value("id", "") == id) {
                return static_cast<int>(r);
            }
        }
        return -1;
    }
    // The editor the view opens on a cell, as a double-click or F2 opens it.
    QWidget* editCell(int row, int col) {
        QTableView* view = window.unitsPanel()->view();
        const QModelIndex i = window.unitModel()->index(row, col);
        view->setCurrentIndex(i);
        view->edit(i);
        return view->indexWidget(i);
    }
};

TEST_F(EditorChoices, EveryClosedChoiceIsADropDownOfTheRulesetsWords) {
    open(kFortSanders);
    UnitTableModel* m = window.unitModel();
    const int r = rowOf("us-79ny");
    ASSERT_GE(r, 0);
    // Kind, quality, a choice of the schema, yes/no, the side and the command: drop-downs.
    for (const std::string key : {"kind", "quality", "weapon", "formation", "enclosed", "side"}) {
        auto* box = qobject_cast<QComboBox*>(editCell(r, column(key)));
        ASSERT_NE(box, nullptr) << key;
        // Its own value, or the schema's default the cell shows when it has none.
        EXPECT_EQ(box->currentData().toString(), m->valueOf(r, column(key))) << key;
        // The cell shows the drop-down's words for it, not the file's id (the side: its name
        // on the Sides page).
        EXPECT_EQ(box->currentText(), m->data(m->index(r, column(key))).toString()) << key;
        window.unitsPanel()->view()->closePersistentEditor(m->index(r, column(key)));
        window.unitsPanel()->view()->setCurrentIndex(m->index(r, 0));
    }
    auto* quality = qobject_cast<QComboBox*>(editCell(r, column("quality")));
    ASSERT_NE(quality, nullptr);
    QStringList offered;
    for (int i = 0; i < quality->count(); ++i) {
        offered << quality->itemData(i).toString();
    }
    EXPECT_EQ(offered, QStringList({"elite", "line", "recruit"}));
    // A choice made with the keyboard is the value at once.
    quality->setCurrentIndex(quality->findData(QStringLiteral("line")));
    QTest::keyClick(quality, Qt::Key_Down);
    EXPECT_EQ(m->rows()[static_cast<std::size_t>(r)]["quality"], "recruit");
    // The side's drop-down shows the sides by name; the value stored is the id.
    auto* side = qobject_cast<QComboBox*>(editCell(r, column("side")));
    ASSERT_NE(side, nullptr);
    ASSERT_GE(side->findData(QStringLiteral("confed")), 0);
    EXPECT_TRUE(side->itemText(side->findData(QStringLiteral("confed")))
                    .startsWith(QStringLiteral("Confederate")))
        << side->itemText(side->findData(QStringLiteral("confed"))).toStdString();
    // The side and the command show their names, as the Sides page gives them, not their ids.
    EXPECT_EQ(m->data(m->index(r, column("side"))).toString(),
              QStringLiteral("Union: Fort Sanders garrison (Ferrero's division, IX Corps)"));
    EXPECT_EQ(m->valueOf(r, column(kPlayerCommandKey)), QStringLiteral("union-fort"));
    EXPECT_EQ(m->data(m->index(r, column(kPlayerCommandKey))).toString(),
              QStringLiteral("The fort (Lt. Benjamin)"));
    // Typed freely: a name.
    EXPECT_NE(qobject_cast<QLineEdit*>(editCell(r, column("name"))), nullptr);
}

TEST_F(EditorChoices, AValueTheListDoesNotHoldIsOfferedMarkedAndKept) {
    open(kFortSanders);
    UnitTableModel* m = window.unitModel();
    const int r = rowOf("us-79ny");
    m->setData(m->index(r, column("quality")), QStringLiteral("veteran"));
    auto* box = qobject_cast<QComboBox*>(editCell(r, column("quality")));
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->currentData().toString(), QStringLiteral("veteran"));
    EXPECT_EQ(box->currentText(), QStringLiteral("veteran (not a choice here)"));
    window.unitsPanel()->view()->setCurrentIndex(m->index(r, 0)); // closes, commits
    EXPECT_EQ(m->rows()[static_cast<std::size_t>(r)]["quality"], "veteran");
}

// No cell of any shipped scenario shows JSON; the Leaders column is not typed into.
TEST_F(EditorChoices, NoRawJsonInTheTables) {
    for (const QString& f : QDir(QStringLiteral(ADC_TEST_DATA_DIR "/scenarios"))
                                .entryList({QStringLiteral("*.json")}, QDir::Files)) {
        open(QStringLiteral(ADC_TEST_DATA_DIR "/scenarios/") + f);
        UnitTableModel* m = window.unitModel();
        for (int r = 0; r < m->rowCount(); ++r) {
            for (int c = 0; c < m->columnCount(); ++c) {
                const QString shown = m->data(m->index(r, c)).toString();
                EXPECT_FALSE(shown.startsWith('[') || shown.startsWith('{') ||
                             shown.contains(QStringLiteral("\":")))
                    << f.toStdString() << " row " << r << " " << m->key(c) << ": "
                    << shown.toStdString();
            }
        }
        const int leaders = column("leaders");
        EXPECT_FALSE(m->flags(m->index(0, leaders)) & Qt::ItemIsEditable);
    }
}

TEST_F(EditorChoices, LeadersAreEditedAsRows) {
    open(kFortSanders);
    UnitTableModel* m = window.unitModel();
    const int r = rowOf("us-79ny");
    ASSERT_GE(r, 0);
    EXPECT_EQ(m->data(m->index(r, column("leaders"))).toString(),
              QStringLiteral("Lt. Col. Morison (colonel)"));
    window.unitsPanel()->view()->setCurrentIndex(m->index(r, 0));
    LeadersPanel* p = window.unitsPanel()->leaders();
    QTableWidget* t = p->table();
    ASSERT_EQ(t->rowCount(), 1);
    EXPECT_EQ(t->item(0, 0)->text(), QStringLiteral("Lt. Col. Morison"));
    auto* rank = qobject_cast<QComboBox*>(t->cellWidget(0, 1));
    ASSERT_NE(rank, nullptr);
    EXPECT_EQ(rank->currentData().toString(), QStringLiteral("colonel"));
    rank->setCurrentIndex(rank->findData(QStringLiteral("major")));
    t->item(0, 0)->setText(QStringLiteral("Maj. Smith"));
    p->addLeader();
    ASSERT_EQ(t->rowCount(), 2);
    qobject_cast<QSpinBox*>(t->cellWidget(1, 2))->setValue(1);
    auto* status = qobject_cast<QComboBox*>(t->cellWidget(1, 3));
    status->setCurrentIndex(status->findData(QStringLiteral("wounded")));
    const json& leaders = m->rows()[static_cast<std::size_t>(r)]["leaders"];
    EXPECT_EQ(leaders.dump(), json::parse(R"([{"name":"Maj. Smith","rank":"major"},
        {"name":"New leader","rank":"general","modifier":1,"status":"wounded"}])")
                                  .dump());
    EXPECT_EQ(window.check(), QString());
    t->setCurrentCell(0, 0);
    p->removeLeader();
    EXPECT_EQ(m->rows()[static_cast<std::size_t>(r)]["leaders"].size(), 1u);
    EXPECT_TRUE(window.isModified());
}

// The file dialogs: where one opened and the name it offered; it is cancelled.
struct Offered {
    QString folder;
    QString name;
    bool seen = false;
};
struct EditorFiles : EditorChoices {
    QTemporaryDir home;
    QByteArray oldHome = qgetenv("HOME");
    EditorFiles() { qputenv("HOME", home.path().toUtf8()); }
    ~EditorFiles() override { qputenv("HOME", oldHome); }
    QString documents() const { return home.path() + QStringLiteral("/Documents"); }

    std::shared_ptr<Offered> watchDialog() {
        auto offered = std::make_shared<Offered>();
        auto* timer = new QTimer(qApp);
        timer->setInterval(5);
        QObject::connect(timer, &QTimer::timeout, timer, [timer, offered] {
            if (auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                offered->seen = true;
                offered->folder = d->directory().absolutePath();
                const QStringList files = d->selectedFiles();
                offered->name = files.isEmpty() ? QString() : QFileInfo(files.front()).fileName();
                d->reject();
                timer->stop();
                timer->deleteLater();
            }
        });
        timer->start();
        return offered;
    }
    void trigger(const char* action) {
        QAction* a = window.findChild<QAction*>(QString::fromLatin1(action));
        ASSERT_NE(a, nullptr) << action;
        a->trigger();
    }
};

// One Enter once wrote over a shipped scenario: Save on one asks where to keep the copy, in the
// user's documents folder under the scenario's own name; the shipped file is not touched.
TEST_F(EditorFiles, SaveNeverOffersAShippedScenariosOwnFile) {
    QTemporaryDir data; // a copy of the program's data folder, so nothing real is at risk
    ASSERT_TRUE(QDir().mkpath(data.filePath(QStringLiteral("rulesets"))));
    ASSERT_TRUE(QDir().mkpath(data.filePath(QStringLiteral("scenarios"))));
    ASSERT_TRUE(QFile::copy(QStringLiteral(ADC_TEST_DATA_DIR "/rulesets/bluegray.json"),
                            data.filePath(QStringLiteral("rulesets/bluegray.json"))));
    const QString shipped = data.filePath(QStringLiteral("scenarios/fort.json"));
    ASSERT_TRUE(QFile::copy(kFortSanders, shipped));
    ScenarioEditorWindow editor(registry, data.path());
    QString error;
    ASSERT_TRUE(editor.openScenario(shipped, &error)) << error.toStdString();
    editor.unitModel()->setData(editor.unitModel()->index(0, 3), QStringLiteral("Renamed"));
    const QByteArray before = [&] {
        QFile f(shipped);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    for (const char* action : {"save", "saveAs"}) {
        auto offered = watchDialog();
        editor.findChild<QAction*>(QString::fromLatin1(action))->trigger();
        EXPECT_TRUE(offered->seen) << action;
        EXPECT_EQ(offered->folder, documents()) << action;
        EXPECT_EQ(offered->name, QStringLiteral("fort.json")) << action;
    }
    QFile f(shipped);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), before);
    EXPECT_TRUE(editor.isModified());
}

TEST_F(EditorFiles, ExportsOpenInTheDocumentsFolderWithASuggestedName) {
    window.newScenario(QStringLiteral("bluegray"));
    window.unitsPanel()->addUnit();
    window.unitModel()->setData(window.unitModel()->index(0, column("strength")),
                                QStringLiteral("6"));
    struct Expect {
        const char* action;
        QString name;
    };
    for (const auto& e : {Expect{"saveAs", QStringLiteral("New scenario.json")},
                          Expect{"exportCsv", QStringLiteral("New scenario roster.csv")},
                          Expect{"exportPdf", QStringLiteral("New scenario roster.pdf")}}) {
        auto offered = watchDialog();
        trigger(e.action);
        EXPECT_TRUE(offered->seen) << e.action;
        EXPECT_EQ(offered->folder, documents()) << e.action;
        EXPECT_EQ(offered->name, e.name) << e.action;
    }
}

// The paper chosen last in a print dialog is the paper of the editor's PDF too.
TEST_F(EditorFiles, TheRosterPdfIsOnThePaperLastChosen) {
    open(kFortSanders);
    QTemporaryDir out;
    for (auto paper : {print::Paper::Letter, print::Paper::A4}) {
        print::rememberPaper(paper);
        const QString pdf = out.filePath(print::toString(paper) + QStringLiteral(".pdf"));
        QString error;
        ASSERT_TRUE(window.exportRoster(pdf, true, &error)) << error.toStdString();
        QFile f(pdf);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        // Landscape Letter is 792 x 612 points; A4 is not.
        EXPECT_EQ(f.readAll().contains("/MediaBox [0 0 792.000000 612.000000]"),
                  paper == print::Paper::Letter)
            << print::toString(paper).toStdString();
    }
}

} // namespace
} // namespace adc::editor
