// A file that takes long to read (issue 41: a 50 MB save froze the window for minutes) is read
// on another thread: the window keeps drawing, a box says what it is doing, and Stop leaves
// the game on screen as it was. A named pipe stands in for the slow disk: the read waits until
// the test writes the game into it.
#include "gui_fixture.hpp"

#include "adc/atomic_file.hpp"

#include <QProgressDialog>
#include <QPushButton>
#include <QTimer>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace adc::test {
namespace {

class OpeningTest : public GuiTest {
protected:
    // Writes text into the pipe (opening it for writing lets the reader's open return).
    static void feed(const std::string& fifo, const std::string& text) {
        int fd = ::open(fifo.c_str(), O_WRONLY);
        ASSERT_GE(fd, 0);
        ASSERT_EQ(::write(fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
        ::close(fd);
    }
};

TEST_F(OpeningTest, ASlowFileIsReadWhileTheWindowKeepsDrawing) {
    const std::string game = readFile(skirmishScenario());
    const std::string fifo = temp.filePath("slow.json").toStdString();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    int ticks = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
    ticker.start(10);
    bool boxShown = false;
    int most = 0;
    // Half a second in, the window has gone on drawing and says what it waits for, in percent;
    // then the rest of the file comes.
    QTimer::singleShot(500, [&] {
        auto* box = window->findChild<QProgressDialog*>("openingProgress");
        boxShown = box != nullptr;
        most = box ? box->maximum() : 0;
        feed(fifo, game);
    });
    EXPECT_TRUE(window->openFile(QString::fromStdString(fifo)))
        << window->lastErrors().join("\n").toStdString();
    EXPECT_GT(ticks, 20) << "the window's events waited for the file";
    EXPECT_TRUE(boxShown);
    EXPECT_EQ(most, 100) << "the box counts in percent, not a busy bar";
    EXPECT_EQ(doc().filePath(), QString::fromStdString(fifo));
}

TEST_F(OpeningTest, StopLeavesTheGameOnScreen) {
    const QString before = doc().filePath();
    const std::string fifo = temp.filePath("never.json").toStdString();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    bool stopped = false;
    QTimer::singleShot(500, [&] {
        if (auto* box = window->findChild<QProgressDialog*>("openingProgress")) {
            if (auto* stop = box->findChild<QPushButton*>()) {
                stop->click(); // as the referee does
                stopped = true;
            }
        }
    });
    EXPECT_FALSE(window->openFile(QString::fromStdString(fifo)));
    EXPECT_TRUE(stopped);
    EXPECT_EQ(doc().filePath(), before);
    EXPECT_TRUE(doc().hasGame());
    feed(fifo, "{}"); // lets the stopped read end on its thread
}

} // namespace
} // namespace adc::test
