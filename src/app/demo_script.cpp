#include "demo_script.hpp"

#include "adc/json_reader.hpp"
#include "game_document.hpp"
#include "main_window.hpp"
#include "param_form.hpp"
#include "resolve_panel.hpp"

namespace adc::app {

QStringList playScript(MainWindow& window, const QString& path) {
    Diagnostics d(path.toStdString());
    auto data = readJsonFile(path.toStdString(), d);
    if (!data || !data->is_array()) {
        return {d.ok() ? path + QStringLiteral(": a script is a JSON array of steps")
                       : QString::fromStdString(d.text())};
    }
    QStringList problems;
    ResolvePanel* resolve = window.resolvePanel();
    for (std::size_t i = 0; i < data->size(); ++i) {
        const json& step = (*data)[i];
        QString where = QStringLiteral("%1: /%2").arg(path).arg(i);
        if (step.value("next_phase", false)) {
            window.moveToNextPhase(); // a script says what it means: no question
            continue;
        }
        if (!resolve->selectAction(step.value("action", ""))) {
            problems << where + QStringLiteral(": no such action");
            continue;
        }
        resolve->selectSide(step.value("side", ""));
        const json params = step.value("params", json::object());
        for (const auto& [key, value] : params.items()) {
            if (!resolve->form()->setValue(key, value)) {
                problems << where + QStringLiteral(": cannot set ") + QString::fromStdString(key);
            }
        }
        if (!resolve->rollWith(window.document().gameDice())) {
            problems << where + QStringLiteral(": not resolved");
            continue;
        }
        if (step.value("apply", true) && !resolve->applyPending()) {
            problems << where + QStringLiteral(": not applied");
        }
    }
    return problems;
}

} // namespace adc::app
