// adc roster and adc qrs, run in-process over the shipped scenarios and rulesets.
#include "adc/builtin_rulesets.hpp"
#include "adc/scenario.hpp"
#include "command.hpp"
#include "print/paper.hpp"

#include "adc/game.hpp"
#include "adc/saved_game.hpp"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

namespace adc::cli {
namespace {

struct PrintCli : ::testing::Test {
    RulesetRegistry registry = builtinRulesets();
    std::istringstream in;
    std::ostringstream out, err;
    Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    QTemporaryDir dir;
    // adc as it is installed: the engine's commands and the printing ones.
    int run(const std::vector<std::string>& args, Context& context) {
        return cli::run(args, context, allCommands());
    }
    std::string path(const char* name) {
        return dir.filePath(QString::fromLatin1(name)).toStdString();
    }
};

// What a player reads, as pdftotext extracts it from the PDF: no internal key (snake_case), no
// JSON bracket, no file path. Empty when pdftotext is missing (the caller skips).
QString pdfText(const std::string& pdf) {
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QString::fromStdString(pdf), QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0) {
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

void expectReadable(const QString& text, const std::string& what) {
    ASSERT_FALSE(text.isEmpty()) << what;
    static const QRegularExpression key(QStringLiteral("\\b[a-z]+_[a-z_]+\\b"));
    static const QRegularExpression bracket(QStringLiteral("[{}\\[\\]]"));
    static const QRegularExpression path(
        QStringLiteral("\\.json|\\.txt|\\.md\\b|\\.\\./|rulesets/|scenarios/|docs/|/tmp/"));
    EXPECT_FALSE(text.contains(key)) << what << ": " << key.match(text).captured().toStdString();
    EXPECT_FALSE(text.contains(bracket))
        << what << ": " << bracket.match(text).captured().toStdString();
    EXPECT_FALSE(text.contains(path)) << what << ": " << path.match(text).captured().toStdString();
}

bool havePdfText() {
    return !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty();
}

int pagesOf(const std::string& file) {
    QFile pdf(QString::fromStdString(file));
    return pdf.open(QIODevice::ReadOnly) ? print::pdfPageCount(pdf.readAll()) : -1;
}

// The briefing and one landscape page per side (more where the side's men fill more) on either
// paper, and one page per player command with --command: the layout must fit the smaller of
// A4 and US Letter (255 x 186 mm inside the margins).
TEST_F(PrintCli, RosterOfEveryShippedScenarioOnLetterAndA4) {
    QDir scenarios(QStringLiteral(ADC_TEST_DATA_DIR "/scenarios"));
    auto files = scenarios.entryList({QStringLiteral("*.json")}, QDir::Files);
    const std::map<QString, int> pages = {{QStringLiteral("bluegray-fort-sanders-1863.json"), 3},
                                          {QStringLiteral("fredericksburg-1862.json"), 4},
                                          {QStringLiteral("jackson-clearwater-1877.json"), 3},
                                          {QStringLiteral("mwan-cedar-mountain.json"), 3}};
    ASSERT_EQ(files.size(), static_cast<qsizetype>(pages.size()));
    const std::map<std::string, std::string> landscape = {
        {"a4", "/MediaBox [0 0 842.000000 595.000000]"},
        {"letter", "/MediaBox [0 0 792.000000 612.000000]"}};
    for (const auto& f : files) {
        ASSERT_TRUE(pages.count(f)) << f.toStdString();
        std::string file = scenarios.filePath(f).toStdString();
        auto loaded = loadScenarioFile(file, registry, ADC_TEST_DATA_DIR);
        ASSERT_EQ(loaded.scenario.sides.size(), 2u) << file;
        for (const char* paper : {"a4", "letter"}) {
            out.str("");
            ASSERT_EQ(run({"roster", file, "--pdf", path("r.pdf"), "--paper", paper}, c), Ok)
                << err.str();
            QFile pdf(QString::fromStdString(path("r.pdf")));
            ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
            QByteArray bytes = pdf.readAll();
            const int n = pages.at(f);
            EXPECT_EQ(print::pdfPageCount(bytes), n) << file << " on " << paper;
            EXPECT_TRUE(bytes.contains(landscape.at(paper).c_str())) << file << " on " << paper;
            EXPECT_NE(out.str().find("(PDF, " + std::to_string(n) + " pages, " + paper + ")"),
                      std::string::npos)
                << out.str();
            if (havePdfText()) {
                expectReadable(pdfText(path("r.pdf")), file + " roster on " + paper);
            }
            for (const auto& side : loaded.scenario.sides) {
                for (const auto& command : side.commands) {
                    ASSERT_EQ(run({"roster", file, "--pdf", path("c.pdf"), "--paper", paper,
                                   "--command", command.id},
                                  c),
                              Ok)
                        << err.str();
                    EXPECT_EQ(pagesOf(path("c.pdf")), 1)
                        << file << " " << command.id << " on " << paper;
                }
            }
        }
    }
}

// At most two pages (one sheet, both sides) for every ruleset, and for every shipped scenario
// (which adds its house rules), on either paper.
TEST_F(PrintCli, QuickReferenceOfEveryRulesetAndScenarioFitsOneSheet) {
    // Pages on A4 and on US Letter (shorter: ROE's random events run onto the back). Blue and
    // Gray's sheet is one dense page: its second page held a table's last rows and little else.
    const std::map<std::string, std::pair<int, int>> pages = {
        {"roe", {1, 2}}, {"mwan", {1, 1}}, {"jackson", {1, 1}}, {"bluegray", {1, 1}}};
    std::vector<std::string> sources;
    for (const auto& [id, n] : pages) {
        sources.push_back(id);
    }
    QDir scenarios(QStringLiteral(ADC_TEST_DATA_DIR "/scenarios"));
    for (const auto& f : scenarios.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        sources.push_back(scenarios.filePath(f).toStdString());
    }
    for (const auto& source : sources) {
        for (const char* paper : {"a4", "letter"}) {
            ASSERT_EQ(run({"qrs", source, "--pdf", path("q.pdf"), "--html", path("q.html"),
                           "--paper", paper},
                          c),
                      Ok)
                << err.str();
            const int n = pagesOf(path("q.pdf"));
            EXPECT_GE(n, 1) << source;
            EXPECT_LE(n, 2) << source << " on " << paper;
            if (pages.count(source)) {
                const auto [a4, letter] = pages.at(source);
                EXPECT_EQ(n, std::string(paper) == "a4" ? a4 : letter) << source << " on " << paper;
            }
            if (havePdfText()) {
                expectReadable(pdfText(path("q.pdf")), source + " sheet on " + paper);
            }
        }
        QFile html(QString::fromStdString(path("q.html")));
        ASSERT_TRUE(html.open(QIODevice::ReadOnly));
        EXPECT_TRUE(html.readAll().contains("quick reference"));
    }
}

// A scenario's sheet names the house rules it sets that differ from the defaults.
TEST_F(PrintCli, QuickReferenceOfAScenarioNamesItsHouseRules) {
    std::string file = ADC_TEST_DATA_DIR "/scenarios/mwan-cedar-mountain.json";
    auto loaded = loadScenarioFile(file, registry, ADC_TEST_DATA_DIR);
    ASSERT_EQ(run({"qrs", file, "--html", path("q.html")}, c), Ok) << err.str();
    QFile html(QString::fromStdString(path("q.html")));
    ASSERT_TRUE(html.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(html.readAll());
    int changed = 0;
    for (const auto& hr : loaded.ruleset->houseRules()) {
        auto it = loaded.scenario.options.find(hr.id);
        if (it != loaded.scenario.options.end() && it->second != hr.defaultChoice) {
            ++changed;
            EXPECT_TRUE(text.contains(QString::fromStdString(hr.label).toHtmlEscaped()))
                << hr.label;
        }
    }
    EXPECT_GT(changed, 0) << "the scenario was expected to set a house rule";
}

// Played from the game script of tests/cli/data through adc new/apply/next, the saved game's
// roster shows each unit's casualties by turn and what is left of it.
TEST_F(PrintCli, MidGameRosterAfterAScriptedTurnShowsTheCasualties) {
    std::ifstream scriptFile(ADC_TEST_DATA_DIR "/tests/cli/data/fredericksburg-1862.json");
    const json script = json::parse(scriptFile);
    const std::string game = path("g.adc.json");
    ASSERT_EQ(run({"new", ADC_TEST_DATA_DIR "/" + script.at("scenario").get<std::string>(), "--out",
                   game, "--seed", std::to_string(script.at("seed").get<int>())},
                  c),
              Ok)
        << err.str();
    for (const auto& step : script.at("steps")) {
        if (step.contains("apply")) {
            std::ofstream(path("req.json")) << step["apply"].dump();
            ASSERT_EQ(run({"apply", game, "--request", path("req.json")}, c), Ok) << err.str();
        } else if (step.contains("next")) {
            ASSERT_EQ(step["next"] == "force" ? run({"next", game, "--force"}, c)
                                              : run({"next", game}, c),
                      Ok)
                << err.str();
        } else {
            ASSERT_EQ(run({step.contains("undo") ? "undo" : "redo", game}, c), Ok) << err.str();
        }
    }
    ASSERT_EQ(run({"roster", game, "--pdf", path("g.pdf"), "--html", path("g.html")}, c), Ok)
        << err.str();
    QFile html(QString::fromStdString(path("g.html")));
    ASSERT_TRUE(html.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(html.readAll());
    Game played = loadGameFile(game, registry, ADC_TEST_DATA_DIR);
    int withLosses = 0;
    for (const auto& u : played.state().units) {
        EXPECT_TRUE(text.contains(QStringLiteral("<b>%1</b> of %2")
                                      .arg(u.eliminated() ? 0 : u.strength)
                                      .arg(u.startStrength)))
            << u.id;
        for (int t = 1; t <= played.state().turn; ++t) {
            if (int lost = u.lossesInTurn(t); lost > 0) {
                ++withLosses;
                EXPECT_TRUE(text.contains(QStringLiteral("T%1: %2").arg(t).arg(lost)))
                    << u.id << " turn " << t;
            }
        }
    }
    EXPECT_GT(withLosses, 0) << "the script was expected to cause casualties";
    EXPECT_TRUE(text.contains(QStringLiteral("Casualties by turn")));
    if (havePdfText()) {
        expectReadable(pdfText(path("g.pdf")), "mid-game roster");
    }
}

TEST_F(PrintCli, BadRequestsSayWhatIsWrong) {
    EXPECT_EQ(run({"qrs", "roe"}, c), BadRequest);
    EXPECT_NE(err.str().find("give --pdf FILE and/or --html FILE"), std::string::npos);
    EXPECT_EQ(run({"qrs", "roe", "--pdf", path("q.pdf"), "--paper", "a3"}, c), BadRequest);
    EXPECT_NE(err.str().find("--paper must be a4 or letter, not \"a3\""), std::string::npos);
    EXPECT_EQ(run({"qrs", "nosuch.json", "--pdf", path("q.pdf")}, c), Failed);
    EXPECT_EQ(run({"roster", ADC_TEST_DATA_DIR "/scenarios/fredericksburg-1862.json", "--pdf",
                   path("r.pdf"), "--command", "nobody"},
                  c),
              BadRequest);
    EXPECT_NE(err.str().find("\"nobody\" is not a player command"), std::string::npos);
    EXPECT_EQ(run({"qrs", "roe", "--pdf", "/nonexistent-dir/q.pdf"}, c), Failed);
}

} // namespace
} // namespace adc::cli
