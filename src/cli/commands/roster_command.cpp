#include "../command.hpp"
#include "print_source.hpp"

#include "adc/scenario.hpp"

#include <ostream>
#include <stdexcept>

#ifdef ADC_HAVE_PRINT
#include "print/offscreen_app.hpp"
#include "print/paper.hpp"
#include "print/roster_sheet.hpp"
#endif

namespace adc::cli {

namespace {

class RosterCommand : public Command {
public:
    std::string name() const override { return "roster"; }
    std::string summary() const override {
        return "Print a scenario's rosters (the briefing, then a page per side with tally boxes\n"
               "per turn and break points) as PDF and/or HTML. SCENARIO may be a saved game\n"
               "(*.adc.json): each unit then shows its strength and state now and its\n"
               "casualties by turn.";
    }
    std::string positionalHelp() const override { return "SCENARIO|GAME"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--pdf", "FILE", "Write the roster as PDF"},
                {"--html", "FILE", "Write the roster as HTML"},
                {"--command", "ID", "Only this player command"},
                {"--by-command", "", "Each player command on a page of its own"},
                {"--for", "SIDE",
                 "Printed for this side: of the others only what the ruleset\n"
                 "declares public"},
                {"--paper", "a4|letter", "Paper size for the PDF (default a4)"}};
    }
    int run(const Options& o, Context& c) override {
        if (!o.has("--pdf") && !o.has("--html")) {
            c.err << "adc roster: give --pdf FILE and/or --html FILE\n";
            return BadRequest;
        }
#ifdef ADC_HAVE_PRINT
        auto paper = print::paperFromString(QString::fromStdString(o.get("--paper", "a4")));
        if (!paper) {
            c.err << "adc roster: --paper must be a4 or letter, not \"" << o.get("--paper")
                  << "\"\n";
            return BadRequest;
        }
        PrintSource loaded;
        try {
            loaded = loadPrintSource(o.positional[0], c.registry, c.dataDir);
        } catch (const LoadError& e) {
            c.err << e.what() << "\n";
            return Failed;
        }
        print::GuiForPrinting gui;
        print::RosterOptions options;
        options.command = o.get("--command");
        options.pagePerCommand = o.has("--by-command");
        options.forSide = o.get("--for");
        QString html;
        try {
            if (!options.forSide.empty()) {
                print::RosterOptions sideOnly;
                sideOnly.forSide = options.forSide;
                print::rosterHtml(loaded.scenario, *loaded.ruleset, sideOnly);
            }
        } catch (const std::invalid_argument& e) {
            c.err << "adc roster: --for: " << e.what() << "\n";
            return BadRequest;
        }
        try {
            html = loaded.game ? print::rosterHtml(*loaded.game, options)
                               : print::rosterHtml(loaded.scenario, *loaded.ruleset, options);
        } catch (const std::invalid_argument& e) {
            c.err << "adc roster: --command: " << e.what() << "\n";
            return BadRequest;
        }
        QString report, error;
        if (!print::writeDocument(html, QString::fromStdString(o.get("--html")),
                                  QString::fromStdString(o.get("--pdf")), *paper,
                                  QString::fromStdString(loaded.scenario.name + " — roster"),
                                  &report, &error)) {
            c.err << "adc roster: " << error.toStdString() << "\n";
            return Failed;
        }
        c.out << report.toStdString();
        return Ok;
#else
        c.err << "adc roster: this adc was built without printing (configure with "
                 "-DADC_BUILD_GUI=ON to print rosters)\n";
        return Failed;
#endif
    }
};

} // namespace

std::unique_ptr<Command> makeRosterCommand() {
    return std::make_unique<RosterCommand>();
}

} // namespace adc::cli
