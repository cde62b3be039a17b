// GUI tests run offscreen with settings and recovery files in Qt's test locations, never the
// user's own, and under an application name of their own process: ctest runs tests in
// parallel, and two processes sharing one recovery file recovered each other's games.
#include "window/application_look.hpp"

#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
#ifdef ADC_MODULE_DIR_IN_BUILD
    // Sharing and printing are modules beside the program, not beside a test: every window a
    // test opens finds them in the build tree (a test of a missing module points elsewhere).
    if (qEnvironmentVariableIsEmpty("ADC_MODULE_DIR")) {
        qputenv("ADC_MODULE_DIR", ADC_MODULE_DIR_IN_BUILD);
    }
#endif
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    adc::app::setApplicationLook(); // the program's own, so widths are measured as it shows them
    QApplication::setOrganizationName(QStringLiteral("Aide-de-Camp-tests"));
    QApplication::setApplicationName(
        QStringLiteral("app_tests-%1").arg(QCoreApplication::applicationPid()));
    ::testing::InitGoogleTest(&argc, argv);
    const int result = RUN_ALL_TESTS();
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    return result;
}
