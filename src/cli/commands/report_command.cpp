// adc report: the after-action report of a saved game (adc/report.hpp) as Markdown, HTML or PDF,
// the whole of it or for one side.
#include "../command.hpp"

#include "adc/report_across.hpp"
#include "adc/saved_game.hpp"

#include <filesystem>
#include <functional>
#include <ostream>

#ifdef ADC_HAVE_PRINT
#include "adc/atomic_file.hpp"
#include "print/after_action.hpp"
#include "print/after_action_across.hpp"
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

// What one document is in its three forms.
struct ReportTexts {
    std::string title;
    std::function<std::string(const std::string& plotFile)> markdown;
    std::function<std::string()> plot, html;
};

int writeReport(const ReportTexts& doc, const Options& o, Context& c) {
    auto paper = print::paperFromString(QString::fromStdString(o.get("--paper", "a4")));
    if (!paper) {
        c.err << "adc report: --paper must be a4 or letter, not \"" << o.get("--paper") << "\"\n";
        return BadRequest;
    }
    try {
        if (o.has("--md")) {
            const std::string plot = plotPathFor(o.get("--md"));
            writeFileAtomically(plot, doc.plot());
            writeFileAtomically(o.get("--md"),
                                doc.markdown(std::filesystem::path(plot).filename().string()));
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
    if (!print::writeDocument(QString::fromStdString(doc.html()),
                              QString::fromStdString(o.get("--html")),
                              QString::fromStdString(o.get("--pdf")), *paper,
                              QString::fromStdString(doc.title), &said, &error)) {
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
    std::string positionalHelp() const override { return "GAME... (several with --across)"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 100}; }
    std::vector<OptionSpec> options() const override {
        return {{"--md", "FILE", "Write it as Markdown (its plot as FILE.svg beside it)"},
                {"--html", "FILE", "Write it as HTML (the plot inside)"},
                {"--pdf", "FILE", "Write it as PDF"},
                {"--for", "SIDE",
                 "For this side: before the game's end, of the others only what\n"
                 "the ruleset declares public"},
                {"--across", "",
                 "Over several saved games of one scenario: results, turns reached,\n"
                 "minutes a turn, mean casualty curves with their spread"},
                {"--paper", "a4|letter", "Paper size for the PDF (default a4)"}};
    }
    int run(const Options& o, Context& c) override {
        if (!o.has("--md") && !o.has("--html") && !o.has("--pdf")) {
            c.err << "adc report: give --md FILE, --html FILE and/or --pdf FILE\n";
            return BadRequest;
        }
        if (o.has("--across")) {
            return across(o, c);
        }
        if (o.positional.size() > 1) {
            c.err << "adc report: one GAME, or several with --across\n";
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
        const Report r = buildReport(*game, options);
        return writeReport(
            {r.scenario + " — after-action report",
             [&r](const std::string& plot) { return print::reportMarkdown(r, plot); },
             [&r] { return print::casualtyPlotSvg(r); }, [&r] { return print::reportHtml(r); }},
            o, c);
#else
        c.err << "adc report: this adc was built without printing\n";
        return Failed;
#endif
    }

private:
    int across(const Options& o, Context& c) {
        if (o.has("--for")) {
            c.err << "adc report: --across is the organizer's: it takes no --for\n";
            return BadRequest;
        }
        std::vector<std::pair<std::string, Report>> reports;
        for (const std::string& file : o.positional) {
            try {
                Game game = loadGameFile(file, c.registry, c.dataDir);
                game.setClock(c.clock);
                ReportOptions options;
                options.offset = c.offsetNow();
                options.moments = 0;
                reports.emplace_back(file, buildReport(game, options));
            } catch (const LoadError& e) {
                c.err << e.what() << "\n";
                return Failed;
            }
        }
        AcrossReport a;
        try {
            a = reportAcross(reports);
        } catch (const std::invalid_argument& e) {
            c.err << "adc report: --across: " << e.what() << "\n";
            return BadRequest;
        }
#ifdef ADC_HAVE_PRINT
        return writeReport(
            {a.scenario + " — across games",
             [&a](const std::string& plot) { return print::acrossMarkdown(a, plot); },
             [&a] { return print::acrossPlotSvg(a); }, [&a] { return print::acrossHtml(a); }},
            o, c);
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
