#pragma once
// The organizer's scenario and roster editor: a scenario for one ruleset, its sides and
// player commands, units with every field of the ruleset's unit schema (checked as typed),
// special rules and victory conditions; CSV import/export, printing, atomic save.
#include "adc/registry.hpp"

#include <QMainWindow>

#include <functional>
#include <memory>

class QTabWidget;

namespace adc::editor {

class ScenarioPanel;
class SidesPanel;
class TimelinePanel;
class UnitTableModel;
class UnitsPanel;

class ScenarioEditorWindow : public QMainWindow {
    Q_OBJECT
public:
    ScenarioEditorWindow(const adc::RulesetRegistry& registry, QString dataDir,
                         QWidget* parent = nullptr);
    ~ScenarioEditorWindow() override;

    // Opens a scenario even when some values are wrong (they are marked); fails only when the
    // file is not JSON or names a ruleset this program cannot load.
    bool openScenario(const QString& path, QString* error);
    void newScenario(const QString& rulesetId);

    // The scenario as edited, in file form (may not pass the checks yet).
    json scenarioJson() const;
    // Every reason the scenario cannot be saved, one per line ("" when it can).
    QString check() const;
    // Full check, then an atomic write. On failure says why and leaves the file untouched.
    bool saveTo(const QString& path, QString* error);
    bool importCsv(const QString& path, QString* error);
    bool exportCsv(const QString& path, QString* error) const;
    bool exportRoster(const QString& path, bool pdf, QString* error) const;
    // Print roster… hands the finished roster to this (the program's printing module, which
    // holds the system's print dialog); without it the command says printing is not here.
    using RosterPrinter = std::function<void(const QString& html, QWidget* parent)>;
    void setRosterPrinter(RosterPrinter printer) { printer_ = std::move(printer); }

    UnitTableModel* unitModel() const { return units_; }
    SidesPanel* sidesPanel() const { return sides_; }
    UnitsPanel* unitsPanel() const { return unitsPanel_; }
    ScenarioPanel* scenarioPanel() const { return scenarioPanel_; }
    TimelinePanel* timelinePanel() const { return timeline_; }
    bool isModified() const { return isWindowModified(); }

private slots:
    void chooseNew();
    void chooseOpen();
    bool chooseSave();
    bool chooseSaveAs();
    void chooseImportCsv();
    void chooseExportCsv();
    void choosePdf();
    void choosePrint();

private:
    void buildMenus();
    void load(std::shared_ptr<const Ruleset> ruleset, const json& scenario);
    void touched();
    // The timeline's drop-downs offer the units, sides, commands and words as edited now.
    void refreshTimelineChoices();
    // Runs the core's check of the scenario as edited and marks the timeline's broken entries.
    void checkTimeline();
    // Whether a file is one the program ships (under its data folder): never saved over.
    bool isShipped(const QString& path) const;
    // Where a save or export dialog starts: the user's documents folder, a name made from the
    // scenario's file or name and `what` ("roster").
    QString suggestedPath(const QString& what, const QString& suffix) const;
    // A checked Scenario from the edited JSON; throws LoadError.
    struct Checked;
    Checked checked() const;

    const RulesetRegistry& registry_;
    QString dataDir_;
    QString path_;
    std::shared_ptr<const Ruleset> ruleset_;
    json base_; // keys the panels do not edit (terrain) are kept as loaded
    RosterPrinter printer_;
    QTabWidget* tabs_ = nullptr;
    ScenarioPanel* scenarioPanel_ = nullptr;
    SidesPanel* sides_ = nullptr;
    UnitTableModel* units_ = nullptr;
    UnitsPanel* unitsPanel_ = nullptr;
    TimelinePanel* timeline_ = nullptr;
};

} // namespace adc::editor
