#include "editor/scenario_editor_window.hpp"

#include "editor/scenario_panel.hpp"
#include "editor/sides_panel.hpp"
#include "editor/timeline_panel.hpp"
#include "editor/unit_table_model.hpp"
#include "editor/units_panel.hpp"
#include "print/save_place.hpp"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>

namespace adc::editor {

ScenarioEditorWindow::ScenarioEditorWindow(const adc::RulesetRegistry& registry, QString dataDir,
                                           QWidget* parent)
    : QMainWindow(parent), registry_(registry), dataDir_(std::move(dataDir)) {
    setObjectName(QStringLiteral("ScenarioEditorWindow"));
    tabs_ = new QTabWidget(this);
    setCentralWidget(tabs_);
    buildMenus();
    resize(1400, 820);
    setWindowTitle(tr("Scenario editor[*]"));
}

ScenarioEditorWindow::~ScenarioEditorWindow() = default;

void ScenarioEditorWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    // Each command has an object name, so a test finds and triggers it as a user would.
    auto add = [&](QMenu* m, const QString& text, const char* name, QKeySequence key, auto slot) {
        QAction* a = m->addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add(file, tr("&New scenario…"), "new", QKeySequence::New, &ScenarioEditorWindow::chooseNew);
    add(file, tr("&Open scenario…"), "open", QKeySequence::Open, &ScenarioEditorWindow::chooseOpen);
    add(file, tr("&Save"), "save", QKeySequence::Save, &ScenarioEditorWindow::chooseSave);
    add(file, tr("Save &as…"), "saveAs", QKeySequence::SaveAs, &ScenarioEditorWindow::chooseSaveAs);
    file->addSeparator();
    add(file, tr("&Import roster from CSV…"), "importCsv", QKeySequence(),
        &ScenarioEditorWindow::chooseImportCsv);
    add(file, tr("&Export roster as CSV…"), "exportCsv", QKeySequence(),
        &ScenarioEditorWindow::chooseExportCsv);
    file->addSeparator();
    add(file, tr("Export roster as &PDF…"), "exportPdf", QKeySequence(),
        &ScenarioEditorWindow::choosePdf);
    add(file, tr("P&rint roster…"), "print", QKeySequence::Print,
        &ScenarioEditorWindow::choosePrint);
    file->addSeparator();
    add(file, tr("&Close"), "close", QKeySequence::Close, &QWidget::close);
}

void ScenarioEditorWindow::load(std::shared_ptr<const Ruleset> ruleset, const json& scenario) {
    // Panels are rebuilt: their fields come from the ruleset's schema and house rules.
    // Each page sits in a scroll area (below): deleting the pages deletes the panels in them.
    // No page's signal may reach a panel being deleted (the timeline follows the tabs).
    const QSignalBlocker quiet(tabs_);
    while (tabs_->count() > 0) {
        QWidget* page = tabs_->widget(0);
        tabs_->removeTab(0);
        delete page;
    }
    scenarioPanel_ = nullptr;
    sides_ = nullptr;
    unitsPanel_ = nullptr;
    timeline_ = nullptr;
    delete units_;
    ruleset_ = std::move(ruleset);
    base_ = scenario;
    scenarioPanel_ = new ScenarioPanel(*ruleset_, this);
    sides_ = new SidesPanel(this);
    units_ = new UnitTableModel(*ruleset_, this);
    unitsPanel_ = new UnitsPanel(units_, this);
    timeline_ = new TimelinePanel(this);
    scenarioPanel_->load(scenario);
    timeline_->load(scenario);
    json sides = scenario.value("sides", json::array());
    if (!sides.is_array()) {
        sides = json::array();
    }
    sides_->load(sides);
    std::vector<json> rows;
    for (const auto& side : sides) {
        std::string sideId = side.value("id", "");
        for (const auto& u : side.value("units", json::array())) {
            json row = u;
            row["side"] = sideId;
            for (const auto& c : side.value("commands", json::array())) {
                for (const auto& id : c.value("units", json::array())) {
                    if (id == u.value("id", json())) {
                        row[kPlayerCommandKey] = c.value("id", "");
                    }
                }
            }
            rows.push_back(row);
        }
    }
    units_->setRows(std::move(rows));
    units_->setSides(sides_->sides());
    unitsPanel_->setDefaultSide(sides.empty() ? "" : sides.front().value("id", ""));
    // A laptop's 768 lines are fewer than the scenario page's fields: each page scrolls rather
    // than make the window taller than its screen.
    auto scrolled = [this](QWidget* panel) {
        auto* scroll = new QScrollArea(tabs_);
        scroll->setWidget(panel);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        return scroll;
    };
    tabs_->addTab(scrolled(scenarioPanel_), tr("&Scenario"));
    tabs_->addTab(scrolled(sides_), tr("Si&des and commands"));
    tabs_->addTab(scrolled(unitsPanel_), tr("&Units"));
    tabs_->addTab(scrolled(timeline_), tr("Ti&meline"));
    refreshTimelineChoices();
    checkTimeline();
    // Units, sides and words change on the other pages: the timeline offers them as they are.
    // The full check runs when the timeline changes or is shown, not on each key typed on the
    // other pages: a 5,000-unit scenario takes over a second to check (Debug).
    connect(tabs_, &QTabWidget::currentChanged, timeline_, [this] {
        refreshTimelineChoices();
        checkTimeline();
    });
    connect(timeline_, &TimelinePanel::changed, this, &ScenarioEditorWindow::touched);
    connect(timeline_, &TimelinePanel::changed, this, &ScenarioEditorWindow::checkTimeline);
    connect(scenarioPanel_, &ScenarioPanel::changed, this, &ScenarioEditorWindow::touched);
    connect(sides_, &SidesPanel::changed, this, [this] {
        units_->setSides(sides_->sides());
        touched();
    });
    connect(units_, &QAbstractItemModel::dataChanged, this, &ScenarioEditorWindow::touched);
    connect(units_, &QAbstractItemModel::rowsInserted, this, &ScenarioEditorWindow::touched);
    connect(units_, &QAbstractItemModel::rowsRemoved, this, &ScenarioEditorWindow::touched);
    connect(units_, &QAbstractItemModel::rowsMoved, this, &ScenarioEditorWindow::touched);
    setWindowModified(false);
    setWindowTitle(tr("%1 (%2) — scenario editor[*]")
                       .arg(QString::fromStdString(scenario.value("name", "untitled")),
                            QString::fromStdString(ruleset_->name())));
}

void ScenarioEditorWindow::touched() {
    setWindowModified(true);
    if (units_) {
        int n = units_->problemCount();
        statusBar()->showMessage(
            n == 0 ? tr("Every unit value fits %1").arg(QString::fromStdString(ruleset_->name()))
                   : tr("%n unit value(s) do not fit the ruleset", nullptr, n));
    }
}

bool ScenarioEditorWindow::openScenario(const QString& path, QString* error) {
    Diagnostics d(path.toStdString());
    auto data = readJsonFile(path.toStdString(), d);
    if (!data || !data->is_object() || !data->contains("ruleset") ||
        !(*data)["ruleset"].is_string()) {
        if (error) {
            *error = d.ok() ? tr("%1: not a scenario (no \"ruleset\")").arg(path)
                            : QString::fromStdString(d.text());
        }
        return false;
    }
    try {
        load(registry_.loadById((*data)["ruleset"].get<std::string>(), dataDir_.toStdString()),
             *data);
    } catch (const LoadError& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
    path_ = path;
    return true;
}

void ScenarioEditorWindow::newScenario(const QString& rulesetId) {
    auto rs = registry_.loadById(rulesetId.toStdString(), dataDir_.toStdString());
    json s = {{"format", 1},
              {"kind", "scenario"},
              {"ruleset", rs->id()},
              {"name", "New scenario"},
              {"sides",
               json::array(
                   {{{"id", "union"}, {"name", "Union"}, {"units", json::array()}},
                    {{"id", "confederate"}, {"name", "Confederate"}, {"units", json::array()}}})}};
    load(std::move(rs), s);
    path_.clear();
}

void ScenarioEditorWindow::chooseNew() {
    QStringList ids;
    for (const auto& id : registry_.ids()) {
        ids << QString::fromStdString(id);
    }
    bool ok = false;
    QString id =
        QInputDialog::getItem(this, tr("New scenario"), tr("Ruleset:"), ids, 0, false, &ok);
    if (!ok) {
        return;
    }
    try {
        newScenario(id);
    } catch (const LoadError& e) {
        QMessageBox::warning(this, tr("New scenario"), QString::fromStdString(e.what()));
    }
}

void ScenarioEditorWindow::chooseOpen() {
    QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"),
                                                dataDir_ + QStringLiteral("/scenarios"),
                                                tr("Scenarios (*.json)"));
    QString error;
    if (!path.isEmpty() && !openScenario(path, &error)) {
        QMessageBox::warning(this, tr("Open scenario"), error);
    }
}

bool ScenarioEditorWindow::isShipped(const QString& path) const {
    const QString data = QFileInfo(dataDir_).canonicalFilePath();
    const QString file = QFileInfo(path).canonicalFilePath();
    return !data.isEmpty() && file.startsWith(data + QLatin1Char('/'));
}

QString ScenarioEditorWindow::suggestedPath(const QString& what, const QString& suffix) const {
    // The file's own name when it has one (a copy of a shipped scenario keeps its name), else
    // the scenario's; always in the user's documents folder.
    QString title = path_.isEmpty() ? QString::fromStdString(scenarioJson().value("name", ""))
                                    : QFileInfo(path_).completeBaseName();
    if (title.endsWith(QStringLiteral(".adc"))) {
        title.chop(4);
    }
    return print::inDocuments(
        print::suggestedFileName(what.isEmpty() ? title : title + QLatin1Char(' ') + what, suffix));
}

bool ScenarioEditorWindow::chooseSave() {
    // A shipped scenario is the program's, not the organizer's: Save asks where to keep the
    // copy (one Enter once wrote over the file that came with the program).
    if (path_.isEmpty() || isShipped(path_)) {
        return chooseSaveAs();
    }
    QString error;
    if (!saveTo(path_, &error)) {
        QMessageBox::warning(this, tr("Not saved"), error);
        return false;
    }
    return true;
}

bool ScenarioEditorWindow::chooseSaveAs() {
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"),
                                                suggestedPath(QString(), QStringLiteral("json")),
                                                tr("Scenarios (*.json)"));
    if (path.isEmpty()) {
        return false;
    }
    QString error;
    if (!saveTo(path, &error)) {
        QMessageBox::warning(this, tr("Not saved"), error);
        return false;
    }
    path_ = path;
    return true;
}

void ScenarioEditorWindow::chooseImportCsv() {
    QString path = QFileDialog::getOpenFileName(
        this, tr("Import roster"), QFileInfo(print::inDocuments(QString())).absolutePath(),
        tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !importCsv(path, &error)) {
        QMessageBox::warning(this, tr("Roster not imported"), error);
    }
}

void ScenarioEditorWindow::chooseExportCsv() {
    QString path = QFileDialog::getSaveFileName(this, tr("Export roster"),
                                                suggestedPath(tr("roster"), QStringLiteral("csv")),
                                                tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !exportCsv(path, &error)) {
        QMessageBox::warning(this, tr("Roster not exported"), error);
    }
}

void ScenarioEditorWindow::choosePdf() {
    QString path = QFileDialog::getSaveFileName(this, tr("Export roster as PDF"),
                                                suggestedPath(tr("roster"), QStringLiteral("pdf")),
                                                tr("PDF files (*.pdf)"));
    QString error;
    if (!path.isEmpty() && !exportRoster(path, true, &error)) {
        QMessageBox::warning(this, tr("Roster not exported"), error);
    }
}

} // namespace adc::editor
