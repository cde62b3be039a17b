#pragma once
// The real main window on the test scenario, with clean settings and no recovery file.
#include "document/game_document.hpp"
#include "skirmish_ruleset.hpp"
#include "window/main_window.hpp"

#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
#include <memory>

namespace adc::test {

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// A screen smaller than the 1366×768 the program is laid out for (the offscreen default).
inline bool belowLaptop() {
    QSize s = QGuiApplication::primaryScreen()->availableGeometry().size();
    return s.width() < 1366 || s.height() < 768;
}

// The window's menus are filled when first opened: filled here as Qt does just before it opens
// one, so a test can read their items.
inline void openEveryMenu(QMainWindow& window) {
    for (QAction* a : window.menuBar()->actions()) {
        if (QMenu* menu = a->menu()) {
            emit menu->aboutToShow();
        }
    }
}

class GuiTest : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        window = makeWindow();
        QFile::remove(window->document().recoveryPath());
        QFile::remove(window->document().recoveryPath() + ".source");
        ASSERT_TRUE(window->openFile(qs(skirmishScenario())))
            << window->lastErrors().join("\n").toStdString();
    }
    void TearDown() override {
        if (window) {
            window->document().removeRecovery();
        }
        window.reset();
        QSettings().clear();
    }
    static std::unique_ptr<adc::app::MainWindow> makeWindow() {
        return std::make_unique<adc::app::MainWindow>(registryWithSkirmish(),
                                                      qs(skirmishDataDir()));
    }
    adc::app::GameDocument& doc() { return window->document(); }
    const Unit& unit(const std::string& id) { return *doc().state().unit(id); }

    // Runs act on each modal dialog as it opens, until act returns false or time runs out.
    static void onModals(std::function<bool(QWidget*)> act) {
        auto* timer = new QTimer(qApp);
        timer->setInterval(5);
        QObject::connect(timer, &QTimer::timeout, timer, [timer, act] {
            if (QWidget* w = QApplication::activeModalWidget()) {
                if (!act(w)) {
                    timer->stop();
                    timer->deleteLater();
                }
            }
        });
        timer->start();
    }

    // What a message box asked, once answerQuestion's box has been answered.
    struct Asked {
        bool done = false;
        QString text;
        bool stop = false; // set to give up waiting for the box
    };
    // Answers the next message box titled `title` with `button` (other modals are left alone).
    static std::shared_ptr<Asked> answerQuestion(const QString& title,
                                                 QMessageBox::StandardButton button) {
        auto asked = std::make_shared<Asked>();
        onModals([asked, title, button](QWidget* w) {
            if (asked->stop) {
                return false;
            }
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box || box->windowTitle() != title) {
                return true;
            }
            asked->done = true;
            asked->text = box->text();
            box->button(button)->click();
            return false;
        });
        return asked;
    }

    QTemporaryDir temp;
    std::unique_ptr<adc::app::MainWindow> window;
};

} // namespace adc::test
