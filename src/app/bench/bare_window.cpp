// The baseline for start-up time and memory: the smallest Qt Widgets program that shows a
// window and quits once it is idle, measured the same way as aide-de-camp --quit-when-ready.
#include "../window/startup_marks.hpp"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    adc::app::startupMark("main");
    QApplication app(argc, argv);
    adc::app::startupMark("application");
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("Aide-de-Camp")));
    window.resize(1500, 920);
    window.show();
    adc::app::startupMark("shown");
    // Ends at once, as aide-de-camp --quit-when-ready does: only starting up is measured.
    QTimer::singleShot(0, &app, [] {
        adc::app::startupMark("idle");
        std::fflush(nullptr);
        std::_Exit(0);
    });
    return app.exec();
}
