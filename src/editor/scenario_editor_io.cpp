// The editor's files: the scenario JSON it builds from its panels, the full check before a
// save, CSV import/export and the printed roster.
#include "editor/scenario_editor_window.hpp"

#include "adc/atomic_file.hpp"
#include "adc/roster_csv.hpp"
#include "adc/scenario.hpp"
#include "editor/scenario_panel.hpp"
#include "editor/sides_panel.hpp"
#include "editor/timeline_panel.hpp"
#include "editor/unit_table_model.hpp"
#include "print/paper.hpp"
#include "print/roster_sheet.hpp"
#include "print/save_place.hpp"

#include <QMessageBox>
#include <QStatusBar>
#include <QTextDocument>
#include <algorithm>

namespace adc::editor {

struct ScenarioEditorWindow::Checked {
    Scenario scenario;
};

namespace {

// A command lists its units in the order the organizer wrote them; units newly assigned in the
// editor follow in roster order.
void keepOriginalOrder(json& command, const json& original) {
    std::vector<std::string> before;
    for (const auto& side : original.value("sides", json::array())) {
        for (const auto& c : side.value("commands", json::array())) {
            if (c.value("id", "") == command.value("id", "")) {
                for (const auto& id : c.value("units", json::array())) {
                    if (id.is_string()) {
                        before.push_back(id.get<std::string>());
                    }
                }
            }
        }
    }
    auto rank = [&](const json& id) {
        auto it =
            std::find(before.begin(), before.end(), id.is_string() ? id.get<std::string>() : "");
        return it - before.begin();
    };
    std::stable_sort(command["units"].begin(), command["units"].end(),
                     [&](const json& a, const json& b) { return rank(a) < rank(b); });
}

} // namespace

json ScenarioEditorWindow::scenarioJson() const {
    json s = base_;
    scenarioPanel_->store(s);
    timeline_->store(s);
    // The timeline (arrivals, rules by turn, victory conditions) is kept as the file had it,
    // and checked with the rest; a scenario without one stays format 1.
    const bool timeline = std::any_of(timelineKeys().begin(), timelineKeys().end(),
                                      [&](const std::string& key) { return s.contains(key); });
    s["format"] = timeline ? kScenarioFormat : 1;
    s["kind"] = "scenario";
    s["ruleset"] = ruleset_->id();
    json sides = sides_->sides();
    for (auto& side : sides) {
        json units = json::array();
        for (const auto& row : units_->rows()) {
            if (row.value("side", "") != side["id"]) {
                continue;
            }
            json u = row;
            u.erase("side");
            u.erase(kPlayerCommandKey);
            units.push_back(u);
            std::string command = row.value(kPlayerCommandKey, "");
            for (auto& c : side["commands"]) {
                if (!command.empty() && c["id"] == command) {
                    c["units"].push_back(row.value("id", ""));
                }
            }
        }
        for (auto& c : side["commands"]) {
            if (!c.contains("units")) {
                c["units"] = json::array();
            }
            keepOriginalOrder(c, base_);
        }
        if (side["commands"].empty()) {
            side.erase("commands");
        }
        side["units"] = units;
    }
    s["sides"] = sides;
    return s;
}

QString ScenarioEditorWindow::check() const {
    QStringList problems = scenarioPanel_->problems() + sides_->problems();
    for (int r = 0; r < units_->rowCount(); ++r) {
        for (int c = 0; c < units_->columnCount(); ++c) {
            QString p = units_->problem(r, c);
            if (!p.isEmpty()) {
                problems << tr("Units, row %1 (%2): %3")
                                .arg(r + 1)
                                .arg(units_->headerData(c, Qt::Horizontal).toString(), p);
            }
        }
    }
    if (!problems.isEmpty()) {
        return problems.join(QLatin1Char('\n'));
    }
    try {
        checked();
    } catch (const LoadError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void ScenarioEditorWindow::checkTimeline() {
    std::vector<Diagnostic> found;
    const json s = scenarioJson();
    // Without a timeline there is nothing to mark: no full check on each key typed.
    if (std::none_of(timelineKeys().begin(), timelineKeys().end(),
                     [&](const std::string& key) { return s.contains(key); })) {
        timeline_->showProblems(found);
        return;
    }
    try {
        checked();
    } catch (const LoadError& e) {
        for (const Diagnostic& d : e.diagnostics().items()) {
            for (const auto& key : timelineKeys()) {
                if (d.pointer == "/" + key || d.pointer.rfind("/" + key + "/", 0) == 0) {
                    found.push_back(d);
                }
            }
        }
    }
    timeline_->showProblems(found);
}

void ScenarioEditorWindow::refreshTimelineChoices() {
    const json s = scenarioJson();
    TimelineChoices c;
    auto text = [](const json& j, const char* key) {
        return QString::fromStdString(j.is_object() ? j.value(key, std::string()) : std::string());
    };
    for (const auto& side : s.value("sides", json::array())) {
        c.sides.emplace_back(text(side, "id"), text(side, "name"));
        for (const auto& command : side.value("commands", json::array())) {
            c.commands.emplace_back(text(command, "id"), text(command, "name"));
        }
        for (const auto& unit : side.value("units", json::array())) {
            c.units.emplace_back(text(unit, "id"), text(unit, "name"));
        }
    }
    c.phases.emplace_back(QString(), tr("(the start of the turn)"));
    for (const auto& phase : ruleset_->sequence()) {
        c.phases.emplace_back(QString::fromStdString(phase.id), QString::fromStdString(phase.name));
    }
    for (const auto& action : ruleset_->actions()) {
        c.actions.emplace_back(QString::fromStdString(action.id),
                               QString::fromStdString(action.name));
    }
    for (const auto& kind : ruleset_->unitSchema().kinds) {
        c.kinds.emplace_back(QString::fromStdString(kind),
                             QString::fromStdString(ruleset_->words(kind)));
    }
    c.ruleset = ruleset_.get();
    // A rule is cited by its pointer; the drop-down shows its number and first words.
    auto cited = [&](const char* key, ChoiceList& into) {
        const json words = s.value(key, json::array());
        for (std::size_t i = 0; i < words.size(); ++i) {
            QString w = words[i].is_string() ? QString::fromStdString(words[i].get<std::string>())
                                             : QString();
            if (w.size() > 60) {
                w = w.left(58) + QStringLiteral("…");
            }
            into.emplace_back(QStringLiteral("/%1/%2").arg(QLatin1String(key)).arg(i),
                              QStringLiteral("%1. %2").arg(i + 1).arg(w));
        }
    };
    cited("special_rules", c.specialRules);
    cited("victory", c.victory);
    timeline_->setChoices(c);
}

ScenarioEditorWindow::Checked ScenarioEditorWindow::checked() const {
    std::string file = path_.isEmpty() ? std::string("(new scenario)") : path_.toStdString();
    return Checked{scenarioFromJson(scenarioJson(), *ruleset_, file)};
}

bool ScenarioEditorWindow::saveTo(const QString& path, QString* error) {
    QString problems = check();
    if (!problems.isEmpty()) {
        if (error) {
            *error = tr("The scenario was not saved:\n") + problems;
        }
        return false;
    }
    try {
        // The organizer's form (check() above loaded it in full): what the file had and what
        // was edited, not every schema default such as a unit's turn bookkeeping, so a
        // scenario saved unedited is the same JSON as before.
        writeFileAtomically(path.toStdString(), scenarioJson().dump(2) + "\n");
    } catch (const std::exception& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
    setWindowModified(false);
    return true;
}

bool ScenarioEditorWindow::importCsv(const QString& path, QString* error) {
    try {
        RosterImport roster =
            readRosterCsv(readFile(path.toStdString()), *ruleset_, path.toStdString());
        // The scenario without its units is checked first: the import replaces them all.
        json shell = scenarioJson();
        for (auto& side : shell["sides"]) {
            side["units"] = json::array();
            if (side.contains("commands")) {
                for (auto& c : side["commands"]) {
                    c["units"] = json::array();
                }
            }
        }
        Scenario current = scenarioFromJson(shell, *ruleset_, path_.toStdString());
        std::vector<std::string> added;
        Scenario next = scenarioWithRoster(current, roster, *ruleset_, path.toStdString(), &added);
        QString keep = path_;
        load(ruleset_, scenarioToJson(next));
        path_ = keep;
        setWindowModified(true);
        QString note = tr("Imported %n unit(s)", nullptr, static_cast<int>(next.units.size()));
        for (const auto& a : added) {
            note += tr("; added %1").arg(QString::fromStdString(a));
        }
        statusBar()->showMessage(note);
    } catch (const LoadError& e) {
        if (error) {
            *error = tr("Nothing was imported:\n") + QString::fromStdString(e.what());
        }
        return false;
    } catch (const std::exception& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
    return true;
}

bool ScenarioEditorWindow::exportCsv(const QString& path, QString* error) const {
    try {
        writeFileAtomically(path.toStdString(), rosterToCsv(checked().scenario, *ruleset_));
    } catch (const std::exception& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
    return true;
}

bool ScenarioEditorWindow::exportRoster(const QString& path, bool pdf, QString* error) const {
    try {
        Scenario s = checked().scenario;
        QString html = print::rosterHtml(s, *ruleset_);
        return print::writeDocument(
            html, pdf ? QString() : path, pdf ? path : QString(), print::rememberedPaper(),
            QString::fromStdString(s.name) + tr(" — roster"), nullptr, error);
    } catch (const LoadError& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
}

void ScenarioEditorWindow::choosePrint() {
    QString html;
    try {
        html = print::rosterHtml(checked().scenario, *ruleset_);
    } catch (const LoadError& e) {
        QMessageBox::warning(this, tr("Print roster"), QString::fromStdString(e.what()));
        return;
    }
    if (!printer_) {
        QMessageBox::warning(this, tr("Print roster"),
                             tr("Printing is not available here: export the roster as PDF."));
        return;
    }
    printer_(html, this);
}

} // namespace adc::editor
