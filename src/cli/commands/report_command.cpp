// adc report: the after-action report of a saved game (adc/report.hpp) as Markdown, HTML or PDF,
// the whole of it or for one side.
#include "../command.hpp"

#include "adc/saved_game.hpp"

#include <filesystem>
#include <ostream>

#ifdef ADC_HAVE_PRINT
#include "adc/atomic_file.hpp"
#include "print/after_action.hpp"
#include "print/casualty_plot.hpp"
#include "print/offscreen_app.hpp"
#include "print/paper.hpp"
#endif

namespace adc::cli {

namespace {

bool knowsSide(const Game& game, const std::string& side) {
    for (const Side& s : game.state().sides) {
        if (s.id == side) {
            return true;
        }
    }
    return false;
}

#ifdef ADC_HAVE_PRINT
// FILE.md's plot: FILE.svg beside it, named relative to it in the Markdown.
std::string plotPathFor(const std::string& md) {
    std::filesystem::path p(md);
    return p.replace_extension(".svg").string();
}

int writeReport(const Report& report, const Options& o, Context& c) {
    auto paper = print::paperFromString(QString::fromStdString(o.get("--paper", "a4")));
    if (!paper) {
        c.err << "adc report: --paper must be a4 or letter, not \"" << o.get("--paper") << "\"\n";
        return BadRequest;
    }
    try {
        if (o.has("--md")) {
            const std::string plot = plotPathFor(o.get("--md"));
            writeFileAtomically(plot, print::casualtyPlotSvg(report));
            writeFileAtomically(
                o.get("--md"),
                print::reportMarkdown(report, std::filesystem::path(plot).filename().string()));
            c.out << "wrote " << o.get("--md") << " (Markdown) and " << plot << " (its plot)\n";
        }
    } catch (const std::exception& e) {
        c.err << "adc report: " << e.what() << "\n";
        return Failed;
    }
    if (!o.has("--html") && !o.has("--pdf")) {
        return Ok;
    }
    print::GuiForPrinting gui;
    QString said, error;
    if (!print::writeDocument(
            QString::fromStdString(print::reportHtml(report)),
            QString::fromStdString(o.get("--html")), QString::fromStdString(o.get("--pdf")), *paper,
            QString::fromStdString(report.scenario + " — after-action report"), &said, &error)) {
        c.err << "adc report: " << error.toStdString() << "\n";
        return Failed;
    }
    c.out << said.toStdString();
    return Ok;
}
#endif

class ReportCommand : public Command {
public:
    std::string name() const override { return "report"; }
    std::string summary() const override {
        return "The after-action report of a saved game: the result, the slot's timeline,\n"
               "casualties by side over the turns (a plot), each unit's fate, the decisive\n"
               "moments and the luck of each side against the exact odds";
    }
    std::string positionalHelp() const override { return "GAME"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--md", "FILE", "Write it as Markdown (its plot as FILE.svg beside it)"},
                {"--html", "FILE", "Write it as HTML (the plot inside)"},
                {"--pdf", "FILE", "Write it as PDF"},
                {"--for", "SIDE",
                 "For this side: before the game's end, of the others only what\n"
                 "the ruleset declares public"},
                {"--paper", "a4|letter", "Paper size for the PDF (default a4)"}};
    }
    int run(const Options& o, Context& c) override {
        if (!o.has("--md") && !o.has("--html") && !o.has("--pdf")) {
            c.err << "adc report: give --md FILE, --html FILE and/or --pdf FILE\n";
            return BadRequest;
        }
        std::optional<Game> game;
        try {
            game.emplace(loadGameFile(o.positional[0], c.registry, c.dataDir));
            game->setClock(c.clock);
        } catch (const LoadError& e) {
            c.err << e.what() << "\n";
            return Failed;
        }
        ReportOptions options;
        options.offset = c.offsetNow();
        if (o.has("--for")) {
            if (!knowsSide(*game, o.get("--for"))) {
                c.err << "adc report: --for: the game has no side \"" << o.get("--for") << "\"\n";
                return BadRequest;
            }
            options.forSide = o.get("--for");
        }
#ifdef ADC_HAVE_PRINT
        return writeReport(buildReport(*game, options), o, c);
#else
        c.err << "adc report: this adc was built without printing\n";
        return Failed;
#endif
    }
};

} // namespace

std::unique_ptr<Command> makeReportCommand() {
    return std::make_unique<ReportCommand>();
}

} // namespace adc::cli
