#include "adc/builtin_rulesets.hpp"
#include "adc/scenario.hpp"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QMainWindow window;
    window.setWindowTitle("Aide-de-Camp");
    window.setCentralWidget(new QLabel("Aide-de-Camp"));
    window.resize(1200, 800);
    window.show();
    return app.exec();
}
