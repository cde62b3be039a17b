#include "../command.hpp"
#include "print_source.hpp"

#include "adc/scenario.hpp"

#include <filesystem>
#include <ostream>

#ifdef ADC_HAVE_PRINT
#include "print/offscreen_app.hpp"
#include "print/paper.hpp"
#include "print/quick_reference.hpp"
#include "print/sheet_layout.hpp"
#endif

namespace adc::cli {

namespace {

class QrsCommand : public Command {
public:
    std::string name() const override { return "qrs"; }
    std::string summary() const override {
        return "Print a ruleset's quick-reference sheet (at most two pages), generated from the\n"
               "same JSON tables the engine uses, as PDF and/or HTML. RULESET is an id (roe), a\n"
               "ruleset file, or a scenario or saved game: then the sheet also names the house\n"
               "rules it plays that differ from the defaults.";
    }
    std::string positionalHelp() const override { return "RULESET|SCENARIO"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--pdf", "FILE", "Write the sheet as PDF"},
                {"--html", "FILE", "Write the sheet as HTML"},
                {"--paper", "a4|letter", "Paper size for the PDF (default a4)"}};
    }
    int run(const Options& o, Context& c) override {
        if (!o.has("--pdf") && !o.has("--html")) {
            c.err << "adc qrs: give --pdf FILE and/or --html FILE\n";
            return BadRequest;
        }
#ifdef ADC_HAVE_PRINT
        auto paper = print::paperFromString(QString::fromStdString(o.get("--paper", "a4")));
        if (!paper) {
            c.err << "adc qrs: --paper must be a4 or letter, not \"" << o.get("--paper") << "\"\n";
            return BadRequest;
        }
        const std::string& which = o.positional[0];
        std::shared_ptr<const Ruleset> ruleset;
        std::map<std::string, std::string> houseRules;
        try {
            if (isScenarioOrGame(which)) {
                PrintSource source = loadPrintSource(which, c.registry, c.dataDir);
                ruleset = source.ruleset;
                houseRules = source.houseRules();
            } else {
                std::error_code ec; // a path that cannot be looked at is not an id either
                ruleset = c.registry.knows(which) && !std::filesystem::exists(
                                                         std::filesystem::symlink_status(which, ec))
                              ? c.registry.loadById(which, c.dataDir)
                              : c.registry.load(which);
            }
        } catch (const LoadError& e) {
            c.err << e.what() << "\n";
            return Failed;
        }
        print::GuiForPrinting gui;
        QString html;
        try {
            html = print::quickReferenceHtml(*ruleset, houseRules);
        } catch (const print::LayoutError& e) {
            c.err << "adc qrs: " << e.what() << "\n";
            return Failed;
        }
        QString report, error;
        if (!print::writeDocument(html, QString::fromStdString(o.get("--html")),
                                  QString::fromStdString(o.get("--pdf")), *paper,
                                  QString::fromStdString(ruleset->name() + " — quick reference"),
                                  &report, &error)) {
            c.err << "adc qrs: " << error.toStdString() << "\n";
            return Failed;
        }
        c.out << report.toStdString();
        return Ok;
#else
        c.err << "adc qrs: this adc was built without printing (configure with "
                 "-DADC_BUILD_GUI=ON to print quick-reference sheets)\n";
        return Failed;
#endif
    }
};

} // namespace

std::unique_ptr<Command> makeQrsCommand() {
    return std::make_unique<QrsCommand>();
}

} // namespace adc::cli
