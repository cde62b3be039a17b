// Game -> Share with players: the dialog on the real window, offscreen. One side's code at a
// time, on the referee's screen; links kept in the referee's settings across a restart and
// replaced by New links; sharing off serves nothing.
#include "adc/builtin_rulesets.hpp"
#include "game_document.hpp"
#include "main_window.hpp"
#include "share_dialog.hpp"
#include "share_links.hpp"
#include "share_qr.hpp"
#include "share_session.hpp"

#include <gtest/gtest.h>

#include <QComboBox>
#include <QLabel>
#include <QPushButton>

namespace adc::test {
namespace {

class ShareDialogTest : public ::testing::Test {
protected:
    void SetUp() override {
        window =
            std::make_unique<app::MainWindow>(builtinRulesets(), QStringLiteral(ADC_TEST_DATA_DIR));
        window->document().setRecoveryPath({});
        ASSERT_TRUE(window->openFile(scenario()));
    }
    static QString scenario() {
        return QStringLiteral(ADC_TEST_DATA_DIR "/scenarios/fredericksburg-1862.json");
    }
    app::ShareSession& session() { return *window->shareSession(); }

    std::unique_ptr<app::MainWindow> window;
};

TEST_F(ShareDialogTest, OneSidesCodeAtATimeWithItsLink) {
    ASSERT_EQ(session().start(QHostAddress(QHostAddress::LocalHost), 0), QString());
    ASSERT_NE(session().port(), 0);
    window->showShareDialog();
    auto* dialog = window->findChild<app::ShareDialog*>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->toggleButton()->text(), QStringLiteral("Stop sharing"));
    const auto links = session().links();
    ASSERT_EQ(links.size(), 2u);
    ASSERT_EQ(dialog->sideBox()->count(), 2);
    EXPECT_EQ(dialog->sideBox()->itemText(0), links[0].name);
    EXPECT_EQ(dialog->showCodeButton()->text(),
              QStringLiteral("Show the code for ") + links[0].name);
    EXPECT_TRUE(dialog->linkShown().isEmpty()) << "no code until the referee asks for one";
    dialog->showCodeButton()->click();
    EXPECT_EQ(dialog->linkShown(), links[0].url);
    EXPECT_FALSE(dialog->codeLabel()->pixmap().isNull());
    EXPECT_TRUE(links[0].url.startsWith(QStringLiteral("http://127.0.0.1:%1/side/%2?key=")
                                            .arg(session().port())
                                            .arg(QString::fromStdString(links[0].side))));
    dialog->sideBox()->setCurrentIndex(1); // another side: the first code goes
    EXPECT_TRUE(dialog->linkShown().isEmpty());
    EXPECT_TRUE(dialog->codeLabel()->pixmap().isNull());
    dialog->showCodeButton()->click();
    EXPECT_EQ(dialog->linkShown(), links[1].url);
}

TEST_F(ShareDialogTest, LinksSurviveARestartAndNewLinksReplaceThem) {
    const share::SideKeys first = app::loadShareKeys(window->document());
    ASSERT_EQ(first.size(), 2u);
    for (const auto& [side, key] : first) {
        EXPECT_EQ(key.size(), 32u) << "128 random bits in hex";
    }
    // The program closed and opened again on the same game: the same links.
    window =
        std::make_unique<app::MainWindow>(builtinRulesets(), QStringLiteral(ADC_TEST_DATA_DIR));
    window->document().setRecoveryPath({});
    ASSERT_TRUE(window->openFile(scenario()));
    EXPECT_EQ(app::loadShareKeys(window->document()), first);
    ASSERT_EQ(session().start(QHostAddress(QHostAddress::LocalHost), 0), QString());
    EXPECT_EQ(session().server()->keys(), first);
    session().renewLinks();
    const share::SideKeys renewed = session().server()->keys();
    for (const auto& [side, key] : renewed) {
        EXPECT_NE(key, first.at(side));
    }
    EXPECT_EQ(app::loadShareKeys(window->document()), renewed);
}

TEST_F(ShareDialogTest, SharingOffServesNothingAndShowsNoCode) {
    window->showShareDialog();
    auto* dialog = window->findChild<app::ShareDialog*>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_FALSE(session().isOn());
    EXPECT_EQ(dialog->toggleButton()->text(), QStringLiteral("Start sharing"));
    EXPECT_FALSE(dialog->showCodeButton()->isEnabled());
    EXPECT_TRUE(session().links().empty());
    ASSERT_EQ(session().start(QHostAddress(QHostAddress::LocalHost), 0), QString());
    dialog->showCodeButton()->click();
    EXPECT_FALSE(dialog->linkShown().isEmpty());
    dialog->toggleButton()->click(); // stop
    EXPECT_FALSE(session().isOn());
    EXPECT_TRUE(dialog->linkShown().isEmpty());
    EXPECT_EQ(session().server(), nullptr);
}

TEST(ShareQr, ACodeWithItsQuietZone) {
    QImage code = app::qrCodeImage(QStringLiteral("http://192.168.1.20:8765/side/usa?key=0123"), 4);
    ASSERT_FALSE(code.isNull());
    EXPECT_EQ(code.width(), code.height());
    EXPECT_EQ(code.width() % 4, 0);
    EXPECT_EQ(code.pixel(0, 0), QColor(Qt::white).rgb()) << "the quiet zone";
    EXPECT_EQ(code.pixel(4 * 4, 4 * 4), QColor(Qt::black).rgb()) << "a finder pattern's corner";
}

} // namespace
} // namespace adc::test
