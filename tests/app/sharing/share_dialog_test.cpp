// Game -> Share with players: the dialog on the real window, offscreen, with the real
// aide-de-camp-sharing module loaded from the build tree, as the program loads it. One side's
// code at a time, on the referee's screen; links kept in the referee's settings across a
// restart and replaced by New links; sharing off serves nothing. Without the module: a message
// naming the file and the loader's reason, the game and the menu as they were.
#include "adc/builtin_rulesets.hpp"
#include "document/game_document.hpp"
#include "resolve/resolve_panel.hpp"
#include "sharing/sharing.hpp"
#include "window/main_window.hpp"

#include "adc/odds.hpp"

#include "adc/odds.hpp"

#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTest>
#include <QUrl>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <future>
#include <map>

namespace adc::test {
namespace {

// The module's folder in the build tree, where the tests point the program (beside the program
// is the build tree's own place, but app_tests is not beside it).
void useBuildTreeModule() {
    qputenv("ADC_MODULE_DIR", QByteArrayLiteral(ADC_MODULE_DIR_IN_BUILD));
}

// An HTTP answer read to the end of the body its Content-Length announces.
bool whole(const std::string& answer) {
    const std::size_t end = answer.find("\r\n\r\n");
    if (end == std::string::npos) {
        return false;
    }
    std::string head = answer.substr(0, end);
    std::transform(head.begin(), head.end(), head.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const std::size_t at = head.find("content-length:");
    return at != std::string::npos && answer.size() - end - 4 >= std::stoul(head.substr(at + 15));
}

// A GET on loopback as a player's phone makes it, answered by the server on this thread: the
// request runs on another thread while this one turns the event loop. The whole answer.
std::string httpGet(quint16 port, const std::string& path) {
    auto answer = std::async(std::launch::async, [port, path] {
        int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in to{};
        to.sin_family = AF_INET;
        to.sin_port = htons(port);
        to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        std::string out;
        if (::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0) {
            const std::string request =
                "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
            (void)::send(fd, request.data(), request.size(), 0);
            timeval wait{5, 0}; // never longer than that, whatever the server does
            (void)::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
            char buffer[4096];
            for (ssize_t n; !whole(out) && (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;) {
                out.append(buffer, static_cast<std::size_t>(n));
            }
        }
        ::close(fd);
        return out;
    });
    while (answer.wait_for(std::chrono::milliseconds(5)) != std::future_status::ready) {
        QCoreApplication::processEvents();
    }
    return answer.get();
}

// A side's state as its page reads it, through its link.
json sideState(const app::Sharing& session, const std::string& side) {
    for (const auto& link : session.links()) {
        if (link.side == side) {
            const QUrl url(link.url);
            std::string answer = httpGet(session.port(), url.path().toStdString() + "/state?" +
                                                             url.query().toStdString());
            return json::parse(answer.substr(answer.find("\r\n\r\n") + 4));
        }
    }
    return {};
}

class ShareDialogTest : public ::testing::Test {
protected:
    void SetUp() override {
        useBuildTreeModule();
        open();
    }
    // A test that pointed the program at no module leaves the build tree's for the next.
    void TearDown() override { useBuildTreeModule(); }
    void open(const QString& file = scenario()) {
        window =
            std::make_unique<app::MainWindow>(builtinRulesets(), QStringLiteral(ADC_TEST_DATA_DIR));
        window->document().setRecoveryPath({});
        ASSERT_TRUE(window->openFile(file));
    }
    static QString scenario() {
        return QStringLiteral(ADC_TEST_DATA_DIR "/scenarios/fredericksburg-1862.json");
    }
    app::Sharing& session() {
        QString why;
        app::Sharing* s = window->shareSession(&why);
        EXPECT_NE(s, nullptr) << qPrintable(why);
        return *s;
    }
    QDialog* dialog() const { return window->findChild<QDialog*>(QStringLiteral("shareDialog")); }
    template <class W> W* in(const char* name) const {
        return dialog()->findChild<W*>(QString::fromLatin1(name));
    }
    QPushButton* toggle() const { return in<QPushButton>("shareToggle"); }
    QPushButton* showCode() const { return in<QPushButton>("showCode"); }
    QComboBox* sides() const { return in<QComboBox>("shareSide"); }
    QString linkShown() const { return in<QLabel>("shareLink")->text(); }
    bool codeShown() const { return !in<QLabel>("shareCode")->pixmap().isNull(); }
    // Each side's secret, read from its link.
    std::map<std::string, QString> keys() {
        std::map<std::string, QString> out;
        for (const auto& link : session().links()) {
            out[link.side] = link.url.section(QStringLiteral("key="), 1);
        }
        return out;
    }

    std::unique_ptr<app::MainWindow> window;
};

TEST_F(ShareDialogTest, OneSidesCodeAtATimeWithItsLink) {
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    ASSERT_NE(session().port(), 0);
    window->showShareDialog();
    ASSERT_NE(dialog(), nullptr);
    EXPECT_EQ(toggle()->text(), QStringLiteral("Stop sharing"));
    const auto links = session().links();
    ASSERT_EQ(links.size(), 2u);
    ASSERT_EQ(sides()->count(), 2);
    EXPECT_EQ(sides()->itemText(0), links[0].name);
    EXPECT_EQ(showCode()->text(), QStringLiteral("Show the code for ") + links[0].name);
    EXPECT_TRUE(linkShown().isEmpty()) << "no code until the referee asks for one";
    showCode()->click();
    EXPECT_EQ(linkShown(), links[0].url);
    EXPECT_TRUE(codeShown());
    EXPECT_TRUE(links[0].url.startsWith(QStringLiteral("http://127.0.0.1:%1/side/%2?key=")
                                            .arg(session().port())
                                            .arg(QString::fromStdString(links[0].side))));
    sides()->setCurrentIndex(1); // another side: the first code goes
    EXPECT_TRUE(linkShown().isEmpty());
    EXPECT_FALSE(codeShown());
    showCode()->click();
    EXPECT_EQ(linkShown(), links[1].url);
}

TEST_F(ShareDialogTest, LinksSurviveARestartAndNewLinksReplaceThem) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ASSERT_TRUE(window->saveTo(dir.filePath(QStringLiteral("game"))));
    const QString saved = dir.filePath(QStringLiteral("game.adc.json"));
    open(saved);
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    const auto first = keys();
    ASSERT_EQ(first.size(), 2u);
    for (const auto& [side, key] : first) {
        EXPECT_EQ(key.size(), 32) << "128 random bits in hex";
    }
    // The program closed and opened again on the same game: the same links.
    open(saved);
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    EXPECT_EQ(keys(), first);
    session().renewLinks();
    const auto renewed = keys();
    ASSERT_EQ(renewed.size(), 2u);
    for (const auto& [side, key] : renewed) {
        EXPECT_NE(key, first.at(side));
    }
    open(saved);
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    EXPECT_EQ(keys(), renewed) << "the new links are the ones kept";
}

// Issue 36, item 8: a new game from the same scenario does not inherit the earlier game's
// links, whether sharing was on when it started or not.
TEST_F(ShareDialogTest, ANewGameFromTheSameScenarioGetsNewLinks) {
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    const auto first = keys();
    ASSERT_EQ(first.size(), 2u);
    // File → Open, the same scenario, sharing on; the window then goes at once (its old
    // rosters, deleted with the event loop, no longer read its document: tests/app/roster).
    ASSERT_TRUE(window->openFile(scenario()));
    const auto second = keys();
    ASSERT_EQ(second.size(), 2u);
    for (const auto& [side, key] : second) {
        EXPECT_NE(key, first.at(side)) << side;
    }
    open(); // a new program, a new game of it: sharing started afterwards
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    for (const auto& [side, key] : keys()) {
        EXPECT_NE(key, second.at(side)) << side;
    }
}

// Issue 36, item 8: a new game played before it is first shared in that run gets new links too,
// not the ones an earlier game of the same scenario was shared with.
TEST_F(ShareDialogTest, ANewGamePlayedBeforeItIsSharedGetsNewLinks) {
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    const auto first = keys();
    ASSERT_EQ(first.size(), 2u);
    open(); // a new program, a new game of the same scenario: played, then shared
    window->document().advancePhase();
    ASSERT_FALSE(window->document().game().events().empty());
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    const auto second = keys();
    ASSERT_EQ(second.size(), 2u);
    for (const auto& [side, key] : second) {
        EXPECT_NE(key, first.at(side)) << side;
    }
    // Shared again later in the run (stopped and started), the links stay.
    session().stop();
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    EXPECT_EQ(keys(), second);
}

// Issue 36, item 4: odds go to the sides with the request they were counted for, not with
// whatever the form holds when they arrive (the referee may edit it while a slow count runs).
TEST_F(ShareDialogTest, OddsGoOutWithTheRequestTheyWereCountedFor) {
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    auto* resolve = window->findChild<app::ResolvePanel*>();
    ASSERT_NE(resolve, nullptr);
    const ActionRequest counted{"fire", {{"unit", "miss-a"}, {"target", "mich-1"}, {"range", 10}}};
    ASSERT_NE(resolve->currentRequest().params, counted.params) << "the form holds another";
    // The form's own count, still running on a loaded machine, would answer after the odds sent
    // here and take them away (its hint has no chart): let it finish first.
    QTRY_VERIFY_WITH_TIMEOUT(!resolve->oddsPending(), 10000);
    Odds odds;
    odds.keys.push_back(
        KeyOdds{"hits", {ValueOdds{1, "1/2", 0.5}, ValueOdds{2, "1/2", 0.5}}, true, 1.5});
    emit resolve->oddsReady(counted, odds);
    const json state = sideState(session(), "csa");
    ASSERT_TRUE(state["odds"].is_object()) << state["odds"].dump();
    EXPECT_EQ(state["odds"]["units"], json::array({"miss-a", "mich-1"}));
}

// Issue 36, item 8: the sides' secrets are in a file only the referee may read, and not in the
// settings file others may.
TEST_F(ShareDialogTest, TheSecretsAreReadableByTheRefereeAlone) {
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    const auto secrets = keys();
    ASSERT_EQ(secrets.size(), 2u);
    // share_links.hpp's place for them (the module's code, not linked into this test).
    const QString file =
        QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/share-links.ini");
    ASSERT_TRUE(QFileInfo::exists(file)) << file.toStdString();
    const auto others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther |
                        QFileDevice::WriteOther;
    EXPECT_FALSE(QFile::permissions(file) & others) << file.toStdString();
    QSettings settings;
    settings.sync();
    QFile plain(settings.fileName());
    if (plain.open(QIODevice::ReadOnly)) {
        const QByteArray text = plain.readAll();
        for (const auto& [side, key] : secrets) {
            EXPECT_FALSE(text.contains(key.toUtf8()))
                << "a secret in " << settings.fileName().toStdString();
        }
    }
}

TEST_F(ShareDialogTest, SharingOffServesNothingAndShowsNoCode) {
    window->showShareDialog();
    ASSERT_NE(dialog(), nullptr);
    EXPECT_FALSE(session().isOn());
    EXPECT_EQ(toggle()->text(), QStringLiteral("Start sharing"));
    EXPECT_FALSE(showCode()->isEnabled());
    EXPECT_TRUE(session().links().empty());
    ASSERT_EQ(session().start(QStringLiteral("127.0.0.1"), 0), QString());
    showCode()->click();
    EXPECT_FALSE(linkShown().isEmpty());
    toggle()->click(); // stop
    EXPECT_FALSE(session().isOn());
    EXPECT_TRUE(linkShown().isEmpty());
    EXPECT_TRUE(session().links().empty());
}

TEST_F(ShareDialogTest, WithoutTheModuleTheMessageNamesTheFileAndTheGameStays) {
    QTemporaryDir empty;
    ASSERT_TRUE(empty.isValid());
    qputenv("ADC_MODULE_DIR", empty.path().toUtf8());
    open(); // a window that has not shared yet
    const std::size_t events = window->document().game().events().size();
    QAction* share = window->action(QStringLiteral("share"));
    ASSERT_NE(share, nullptr);
    share->trigger();
    auto* box = window->findChild<QMessageBox*>(QStringLiteral("sharingMissing"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->text().contains(empty.path() + QStringLiteral("/aide-de-camp-sharing.so")))
        << qPrintable(box->text());
    EXPECT_TRUE(box->text().contains(QStringLiteral("No such file"))) << qPrintable(box->text());
    EXPECT_EQ(dialog(), nullptr);
    EXPECT_EQ(window->shareSession(), nullptr);
    EXPECT_TRUE(window->document().hasGame());
    EXPECT_EQ(window->document().game().events().size(), events);
    EXPECT_TRUE(share->isEnabled()) << "the command stays for when the module is back";
    box->close();
    useBuildTreeModule(); // and back: the same window now shares
    share->trigger();
    EXPECT_NE(dialog(), nullptr);
}

} // namespace
} // namespace adc::test
