// The baseline for start-up time and memory: the smallest Qt Widgets program that shows a
// window and quits once it is idle, measured the same way as aide-de-camp --quit-when-ready.
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("Aide-de-Camp")));
    window.resize(1500, 920);
    window.show();
    // Ends at once, as aide-de-camp --quit-when-ready does: only starting up is measured.
    QTimer::singleShot(0, &app, [] {
        std::fflush(nullptr);
        std::_Exit(0);
    });
    return app.exec();
}
