// aide-de-camp: the referee's desktop program. Wires the built-in rulesets to the main window.
#include "adc/builtin_rulesets.hpp"
#include "demo_script.hpp"
#include "drawn_icons.hpp"
#include "game_document.hpp"
#include "main_window.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setStyle(new adc::app::DrawnIconStyle); // the desktop's style, drawn icons
    QApplication::setOrganizationName(QStringLiteral("Aide-de-Camp"));
    QApplication::setApplicationName(QStringLiteral("aide-de-camp"));
    QApplication::setApplicationVersion(QStringLiteral(ADC_VERSION));
    // The installed desktop entry (resources/), so the desktop matches the window to its entry
    // and icon; the icon comes from the icon theme the package installs it into.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.aidedecamp.AideDeCamp"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("aide-de-camp")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("A referee's assistant for American Civil War miniature wargames."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A scenario or saved game (.adc.json) to open."));
    QCommandLineOption playerDisplay(QStringLiteral("player-display"),
                                     QStringLiteral("Open the player display as well."));
    QCommandLineOption quitWhenReady(
        QStringLiteral("quit-when-ready"),
        QStringLiteral("Quit as soon as the window is shown and idle (start-up measurement)."));
    QCommandLineOption script(QStringLiteral("script"),
                              QStringLiteral("Play the steps of a JSON script after opening."),
                              QStringLiteral("file"));
    parser.addOption(script);
    parser.addOption(playerDisplay);
    parser.addOption(quitWhenReady);
    parser.process(app);

    adc::app::MainWindow window(adc::builtinRulesets(),
                                QString::fromStdString(adc::dataDirectory(argv[0])));
    const QStringList files = parser.positionalArguments();
    window.startUp(files.isEmpty() ? QString() : files.first());
    window.show();
    if (parser.isSet(script)) {
        for (const auto& problem : adc::app::playScript(window, parser.value(script))) {
            qWarning("%s", qPrintable(problem));
        }
    }
    if (parser.isSet(playerDisplay) || adc::app::Preferences::load().playerDisplayOnStart) {
        window.togglePlayerDisplay();
    }
    if (parser.isSet(quitWhenReady)) {
        // Runs once the first paint has been processed and the event queue is empty. It ends
        // there, as the bare window it is measured against does: tearing the window down is
        // not part of starting up.
        QTimer::singleShot(0, &app, [&window] {
            window.document().removeRecovery();
            std::fflush(nullptr);
            std::_Exit(0);
        });
    }
    return app.exec();
}
