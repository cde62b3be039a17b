// aide-de-camp: the referee's desktop program. Wires the built-in rulesets to the main window.
#include "adc/builtin_rulesets.hpp"
#include "document/game_document.hpp"
#include "sharing/sharing.hpp"
#include "window/app_icon.hpp"
#include "window/application_look.hpp"
#include "window/demo_script.hpp"
#include "window/main_window.hpp"
#include "window/startup_marks.hpp"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDBusConnection>
#include <QDockWidget>
#include <QThread>
#include <QTimer>

#include <fontconfig/fontconfig.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <future>
#include <thread>

namespace {

// --share PORT: sharing on from the start, one line per side on standard output (and nothing
// else there, so a script waits until it has them all); port 0 takes any free one. 0, or the
// exit code of a failure (1 also when the sharing module cannot be loaded).
int shareAtStartUp(adc::app::MainWindow& window, const QString& portText) {
    bool ok = false;
    const uint port = portText.toUInt(&ok);
    if (!ok || port > 65535) {
        std::fprintf(stderr, "aide-de-camp: --share wants a port from 0 to 65535, not '%s'\n",
                     qPrintable(portText));
        return 2;
    }
    QString why;
    adc::app::Sharing* session = window.shareSession(&why);
    if (!session) {
        std::fprintf(stderr, "aide-de-camp: cannot share: %s\n", qPrintable(why));
        return 1;
    }
    adc::app::waitForOdds(window); // the side views start from the settled form
    why = session->start(QString(), static_cast<quint16>(port));
    if (!why.isEmpty()) {
        std::fprintf(stderr, "aide-de-camp: cannot share: %s\n", qPrintable(why));
        return 1;
    }
    for (const auto& link : session->links()) {
        std::printf("%s: %s\n", link.side.c_str(), qPrintable(link.url));
    }
    std::fflush(stdout);
    return 0;
}

// The program's own options, beside --help, --version and the file to open.
struct Options {
    QCommandLineOption playerDisplay{QStringLiteral("player-display"),
                                     QStringLiteral("Open the player display as well.")};
    QCommandLineOption quitWhenReady{
        QStringLiteral("quit-when-ready"),
        QStringLiteral("Quit as soon as the window is shown and idle (start-up measurement).")};
    QCommandLineOption script{QStringLiteral("script"),
                              QStringLiteral("Play the steps of a JSON script after opening."),
                              QStringLiteral("file")};
    QCommandLineOption share{
        QStringLiteral("share"),
        QStringLiteral("Share the side views with the players on PORT (0: any free port) at "
                       "start-up; prints one line per side, SIDE-ID: URL."),
        QStringLiteral("port")};
    QCommandLineOption stepsFromStdin{
        QStringLiteral("steps-from-stdin"),
        QStringLiteral("Play one JSON step a line from standard input (the --script steps, and "
                       "undo and redo); answers \"done N\" or \"error: ...\" to each.")};
    QCommandLineOption show{
        QStringLiteral("show"),
        QStringLiteral("Once started, trigger a menu command or raise a panel by its name "
                       "(userGuide, print, editor, briefingDock...), as for the screenshots."),
        QStringLiteral("name")};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(
            QStringLiteral("A referee's assistant for American Civil War miniature wargames."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(
            QStringLiteral("file"),
            QStringLiteral("A scenario or saved game (.adc.json) to open."));
        for (const auto* o :
             {&script, &show, &share, &stepsFromStdin, &playerDisplay, &quitWhenReady}) {
            parser.addOption(*o);
        }
    }
};

// Keeps what a read returned, or what it threw, for the thread that waits on the promise.
template <typename T, typename Read> void fulfil(std::promise<T>& promise, Read read) {
    try {
        promise.set_value(read());
    } catch (...) {
        promise.set_exception(std::current_exception());
    }
}

// What start-up does on another core while the window is built, one thing after the other on
// one thread: on two cores a third busy thread would take turns with the GUI thread.
//  - Reads the window's icon from the files the package installs.
//  - Reads the first file startUp opens (unless a crash's recovery comes first) with its ruleset.
class StartsAhead {
public:
    StartsAhead(const QString& dataDir, const QString& fileArgument)
        : dataDir_(dataDir), files_(adc::app::MainWindow::startUpFiles(fileArgument, dataDir)),
          worker_([this] { work(); }) {}
    StartsAhead(const StartsAhead&) = delete;
    StartsAhead& operator=(const StartsAhead&) = delete;
    ~StartsAhead() { worker_.join(); }

    // The icon set before a game (or a recovery question) is shown; the file's read given to
    // the document, whose open() takes it from there (and reports what it threw).
    void handTo(adc::app::MainWindow& window) {
        QApplication::setWindowIcon(adc::app::applicationIcon(dataDir_, icon_.get()));
        if (!files_.isEmpty()) {
            window.document().setReadAhead(files_.first(), std::move(game_));
        }
    }

private:
    void work() {
        fulfil(iconImages_, [this] { return adc::app::applicationIconImages(dataDir_); });
        if (!files_.isEmpty()) {
            fulfil(gameRead_, [this] {
                return adc::app::readGame(adc::builtinRulesets(), dataDir_, files_.first());
            });
        }
    }

    QString dataDir_;
    QStringList files_;
    std::promise<QList<QImage>> iconImages_;
    std::promise<adc::app::ReadGame> gameRead_;
    std::future<QList<QImage>> icon_ = iconImages_.get_future();
    std::future<adc::app::ReadGame> game_ = gameRead_.get_future();
    std::thread worker_; // declared last: it starts once the rest is in place
};

} // namespace

int main(int argc, char** argv) {
    adc::app::startupMark("main");
    // Two things the window would otherwise wait for, done on another core while QApplication
    // connects to the display (which mostly waits on the display server); the window joins
    // this thread before it lays out any text.
    //  - The session bus. The first widget with text (for the accessibility bridge) and the menu
    //    bar (looking for a desktop's global menu) ask for it, and the GUI thread waits while it
    //    connects: a few milliseconds with no bus, where libdbus forks to try to start one.
    //    Started after QApplication (from the thread that reads the game), the roster bar
    //    still waited about 0.8 ms for it; started here on a thread of its own, it took turns
    //    with fontconfig's and came out slower than first on this one. Qt keeps the connection
    //    on a thread of its own: it needs no QApplication yet.
    //  - Fontconfig's whole configuration, read the first time a font is wanted: about 24 M
    //    instructions, as much as the rest of a bare window's start.
    // Qt takes the first thread that asks for its thread data for the main one: without this,
    // the bus thread below could ask first, and QApplication then warns "was not created in
    // the main() thread" (seen under X11) and takes the bus thread for the GUI's.
    QThread::currentThread();
    std::thread busAndFonts([] {
        QDBusConnection::sessionBus();
        FcInit();
    });
    QApplication app(argc, argv);
    adc::app::startupMark("application");
    busAndFonts.join();
    adc::app::setApplicationLook();
    QApplication::setOrganizationName(QStringLiteral("Aide-de-Camp"));
    QApplication::setApplicationName(QStringLiteral("aide-de-camp"));
    QApplication::setApplicationVersion(QStringLiteral(ADC_VERSION));
    // The installed desktop entry (resources/), so the desktop matches the window to its entry
    // and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.aidedecamp.AideDeCamp"));
    const QString dataDir = QString::fromStdString(adc::dataDirectory(argv[0]));

    QCommandLineParser parser;
    const Options options;
    options.addTo(parser);
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    const QString fileArgument = files.isEmpty() ? QString() : files.first();
    StartsAhead startsAhead(dataDir, fileArgument);
    adc::app::MainWindow window(adc::builtinRulesets(), dataDir);
    adc::app::startupMark("window-built");
    startsAhead.handTo(window);
    window.startUp(fileArgument);
    adc::app::startupMark("game-open");
    window.show();
    adc::app::startupMark("shown");
    if (parser.isSet(options.share)) {
        if (int failed = shareAtStartUp(window, parser.value(options.share))) {
            return failed;
        }
    }
    if (parser.isSet(options.script)) {
        for (const auto& problem : adc::app::playScript(window, parser.value(options.script))) {
            qWarning("%s", qPrintable(problem));
        }
    }
    if (parser.isSet(options.stepsFromStdin)) {
        new adc::app::StdinSteps(window, &window);
    }
    if (parser.isSet(options.playerDisplay)) {
        window.showPlayerDisplayInFront(); // asked for by name: seen, even on one screen
    } else if (adc::app::Preferences::load().playerDisplayOnStart) {
        window.togglePlayerDisplay();
    }
    if (parser.isSet(options.show)) {
        // After the first paint: a modal dialog opened here must not hold up the window.
        QTimer::singleShot(0, &window, [&window, name = parser.value(options.show)] {
            if (QAction* a = window.action(name)) {
                a->trigger();
            } else if (auto* dock = window.findChild<QDockWidget*>(name)) {
                dock->show();
                dock->raise();
            } else {
                qWarning("--show: no command or panel named %s", qPrintable(name));
            }
        });
    }
    if (parser.isSet(options.quitWhenReady)) {
        // Runs at the first idle of the event loop: the game loaded, every visible panel built
        // and laid out, the window's map requested. The X server's first expose (and so the
        // first paint) comes later, for the bare window it is measured against too. It ends
        // there, as the bare window does: tearing the window down is not part of starting up.
        QTimer::singleShot(0, &app, [&window] {
            adc::app::startupMark("idle");
            window.document().removeRecovery();
            std::fflush(nullptr);
            std::_Exit(0);
        });
    }
    return app.exec();
}
