// adc roster and adc qrs, run in-process over the shipped scenarios and rulesets.
#include "adc/builtin_rulesets.hpp"
#include "adc/scenario.hpp"
#include "command.hpp"
#include "print/paper.hpp"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

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

// One landscape page per side on either paper, and one per player command with --command:
// the layout must fit the smaller of A4 and US Letter (255 x 186 mm inside the margins).
TEST_F(PrintCli, RosterOfEveryShippedScenarioIsOnePagePerSideOnLetterAndA4) {
    QDir scenarios(QStringLiteral(ADC_TEST_DATA_DIR "/scenarios"));
    auto files = scenarios.entryList({QStringLiteral("*.json")}, QDir::Files);
    ASSERT_EQ(files, QStringList({QStringLiteral("bluegray-fort-sanders-1863.json"),
                                  QStringLiteral("fredericksburg-1862.json"),
                                  QStringLiteral("jackson-clearwater-1877.json"),
                                  QStringLiteral("mwan-cedar-mountain.json")}));
    const std::map<std::string, std::string> landscape = {
        {"a4", "/MediaBox [0 0 842.000000 595.000000]"},
        {"letter", "/MediaBox [0 0 792.000000 612.000000]"}};
    for (const auto& f : files) {
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
            EXPECT_EQ(print::pdfPageCount(bytes), 2) << file << " on " << paper;
            EXPECT_TRUE(bytes.contains(landscape.at(paper).c_str())) << file << " on " << paper;
            EXPECT_NE(out.str().find("(PDF, 2 pages, " + std::string(paper) + ")"),
                      std::string::npos)
                << out.str();
            for (const auto& side : loaded.scenario.sides) {
                for (const auto& command : side.commands) {
                    ASSERT_EQ(run({"roster", file, "--pdf", path("c.pdf"), "--paper", paper,
                                   "--command", command.id},
                                  c),
                              Ok)
                        << err.str();
                    QFile one(QString::fromStdString(path("c.pdf")));
                    ASSERT_TRUE(one.open(QIODevice::ReadOnly));
                    EXPECT_EQ(print::pdfPageCount(one.readAll()), 1)
                        << file << " " << command.id << " on " << paper;
                }
            }
        }
    }
}

TEST_F(PrintCli, QuickReferenceForEveryRulesetAsPdfAndHtml) {
    for (const char* id : {"roe", "mwan", "jackson", "bluegray"}) {
        ASSERT_EQ(run({"qrs", id, "--pdf", path("q.pdf"), "--html", path("q.html")}, c), Ok)
            << err.str();
        QFile html(QString::fromStdString(path("q.html")));
        ASSERT_TRUE(html.open(QIODevice::ReadOnly));
        EXPECT_TRUE(html.readAll().contains("quick reference"));
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
