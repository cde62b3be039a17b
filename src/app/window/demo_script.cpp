#include "window/demo_script.hpp"

#include "document/game_document.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"
#include "window/main_window.hpp"

#include "adc/game_end.hpp"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QSocketNotifier>
#include <QTimer>

#include <cstdio>
#include <unistd.h>

namespace adc::app {

QStringList playStep(MainWindow& window, const json& step, const QString& where) {
    if (!step.is_object()) {
        return {where + QStringLiteral(": a step is a JSON object")};
    }
    GameDocument& document = window.document();
    if (!document.hasGame()) {
        return {where + QStringLiteral(": no game is open")};
    }
    if (const json name = step.value("trigger", json()); name.is_string()) {
        // A menu command or a button by its object name, for demonstrations and screenshots.
        const QString object = QString::fromStdString(name.get<std::string>());
        if (QAction* a = window.action(object)) {
            a->trigger();
            return {};
        }
        for (auto* button : window.findChildren<QAbstractButton*>(object)) {
            if (button->isVisible() && button->isEnabled()) {
                button->click();
                return {};
            }
        }
        return {where + QStringLiteral(": no command or button ") + object};
    }
    if (step.value("next_phase", false)) {
        window.moveToNextPhase(); // a script says what it means: no question
        return {};
    }
    if (step.value("end_game", false)) {
        // Game -> End the game now... answered Yes: the engine's early end (adc end's), without
        // the question a script cannot answer. A game already over gets the refusal's words.
        if (gameOver(document.state())) {
            return {where + QStringLiteral(": ") +
                    QString::fromStdString(gameOverWords(document.state()))};
        }
        return window.endGameNow() ? QStringList{}
                                   : QStringList{where + QStringLiteral(": the game did not end")};
    }
    if (step.value("undo", false) || step.value("redo", false)) {
        bool undo = step.value("undo", false);
        if (undo ? !document.canUndo() : !document.canRedo()) {
            return {where + (undo ? QStringLiteral(": nothing to undo")
                                  : QStringLiteral(": nothing to redo"))};
        }
        undo ? document.undo() : document.redo();
        return {};
    }
    const json action = step.value("action", json());
    ResolvePanel* resolve = window.resolvePanel();
    if (!action.is_string() || !resolve->selectAction(action.get<std::string>())) {
        return {where + QStringLiteral(": no such action")};
    }
    const json side = step.value("side", json(""));
    resolve->selectSide(side.is_string() ? side.get<std::string>() : std::string());
    QStringList problems;
    const json params = step.value("params", json::object());
    if (params.is_object()) {
        resolve->form()->setValues(params); // units first, then the men of those units
        for (const auto& [key, value] : params.items()) {
            if (!resolve->form()->setValue(key, value)) {
                problems << where + QStringLiteral(": cannot set ") + QString::fromStdString(key);
            }
        }
    }
    if (!step.value("roll", true)) {
        return problems; // the form filled, its odds in front (the odds' screenshots)
    }
    if (!resolve->rollWith(document.gameDice())) {
        // Why, in the words the outcome view shows the referee ("Cannot resolve: ...").
        OutcomeView* view = resolve->outcomeView();
        return problems << where + QStringLiteral(": not resolved") +
                               (view->showsError() ? QStringLiteral(" — ") + view->summaryText()
                                                   : QString());
    }
    const json apply = step.value("apply", json(true));
    if ((!apply.is_boolean() || apply.get<bool>()) && !resolve->applyPending()) {
        problems << where + QStringLiteral(": not applied");
    }
    return problems;
}

QStringList playScript(MainWindow& window, const QString& path) {
    Diagnostics d(path.toStdString());
    auto data = readJsonFile(path.toStdString(), d);
    if (!data || !data->is_array()) {
        return {d.ok() ? path + QStringLiteral(": a script is a JSON array of steps")
                       : QString::fromStdString(d.text())};
    }
    QStringList problems;
    for (std::size_t i = 0; i < data->size(); ++i) {
        problems << playStep(window, (*data)[i], QStringLiteral("%1: /%2").arg(path).arg(i));
    }
    return problems;
}

void waitForOdds(MainWindow& window) {
    constexpr int longestWaitMs = 10000;
    QDeadlineTimer settled(longestWaitMs);
    // Sleeps until the next event: the odds' timer, the count's answer from its thread, or this
    // timer at the deadline. processEvents() with a time limit drops WaitForMoreEvents and
    // returns at once when nothing is pending, so the wait spun a core polling every socket
    // (the side views' too) while the odds were counted on the other.
    QTimer deadline;
    deadline.setSingleShot(true);
    deadline.start(longestWaitMs);
    while (window.resolvePanel()->oddsPending() && !settled.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
}

StdinSteps::StdinSteps(MainWindow& window, QObject* parent)
    : QObject(parent), window_(window),
      notifier_(new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this)) {
    connect(notifier_, &QSocketNotifier::activated, this, &StdinSteps::readLines);
}

void StdinSteps::readLines() {
    char buffer[4096];
    ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        notifier_->setEnabled(false); // the end of the input: the program keeps running
        return;
    }
    pending_.append(buffer, n);
    qsizetype end;
    while ((end = pending_.indexOf('\n')) >= 0) {
        QByteArray line = pending_.left(end).trimmed();
        pending_.remove(0, end + 1);
        if (!line.isEmpty()) {
            answer(line);
        }
    }
}

void StdinSteps::answer(const QByteArray& line) {
    ++lines_;
    const QString where = QStringLiteral("line %1").arg(lines_);
    json step = json::parse(line.toStdString(), nullptr, false);
    QStringList problems = step.is_discarded() ? QStringList{where + QStringLiteral(": not JSON")}
                                               : playStep(window_, step, where);
    // "done" once the program has settled, the odds of the form it leaves counted too, so a
    // script reading the side views next sees what follows from the step.
    const bool reading = notifier_->isEnabled();
    notifier_->setEnabled(false); // no next line while this one settles
    waitForOdds(window_);
    notifier_->setEnabled(reading);
    if (problems.isEmpty()) {
        std::printf("done %zu\n", window_.document().game().position());
    } else {
        std::printf("error: %s\n", qPrintable(problems.join(QStringLiteral("; "))));
    }
    std::fflush(stdout);
}

} // namespace adc::app
