#include "window/help_texts.hpp"

#include "widgets/screen_fit.hpp"

#include "adc/ruleset.hpp"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>

namespace adc::app {

namespace {

QString escaped(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString turnOf(const Ruleset& r) {
    QString h = QStringLiteral("<h3>%1</h3><ol>").arg(escaped(r.name()));
    for (const auto& phase : r.sequence()) {
        h += QStringLiteral("<li><b>%1</b>").arg(escaped(phase.name));
        if (!phase.description.empty()) {
            h += QStringLiteral(" — ") + escaped(phase.description);
        }
        h += QStringLiteral("</li>");
    }
    return h + QStringLiteral("</ol>");
}

} // namespace

QString userGuideHtml(const RulesetRegistry& registry, const QString& dataDir) {
    QString h = QObject::tr(
        "<h2>Aide-de-Camp — user guide</h2>"
        "<p>Open a scenario (File → New game from scenario) or a saved game. The rosters of "
        "each side fill the middle; the resolve panel is beside them. To resolve anything: "
        "choose the <b>Action</b> and the <b>acting side</b>, fill the fields, then "
        "<b>Roll</b> (Ctrl+R). The odds chart shows every result before the roll; the outcome "
        "shows each die, every step with its table and modifier, and the effects. "
        "<b>Apply</b> (Ctrl+Return) puts it in the game, unless Preferences apply at once; "
        "<b>Roll and apply</b> (Ctrl+Shift+Return) does both. The form opens on what the game "
        "needs next and moves on after each apply; <b>Next owed</b> (Ctrl+J) steps through "
        "what is needed. Right-click a unit in a roster for what it may do now, or on an enemy "
        "unit for the form's action against it. "
        "The form takes the height its fields need; drag the handle under Roll to give it "
        "more or less, and double-click the handle (Ctrl+0) to fit it to its fields again. "
        "<b>Next phase</b> (Ctrl+Shift+N) moves the turn on and names anything still owed; in the "
        "last phase of the scenario's last turn it ends the game (<b>End the game now</b>, "
        "Ctrl+Shift+G, ends it early) and shows who won. "
        "The form starts from what the game knows: the phase's actions head the list, what is "
        "owed first, and a unit picker starts on the unit that owes the action or has just "
        "acted. Men of a unit are ticked in a list of that unit's men, and a side is picked by "
        "its name.</p>"
        "<h2>Corrections</h2><p>Type a corrected value into a roster cell. Where the rules read "
        "more than the number (a ROE unit's men), the program asks which men are out or come "
        "back; a correction it cannot make is refused with the reason.</p>"
        "<h2>A turn in each ruleset</h2>");
    for (const auto& id : registry.ids()) {
        try {
            h += turnOf(*registry.loadById(id, dataDir.toStdString()));
        } catch (const std::exception& e) {
            h += QObject::tr("<p>%1: cannot be read (%2).</p>")
                     .arg(escaped(id), QString::fromStdString(e.what()).toHtmlEscaped());
        }
    }
    h += QObject::tr(
        "<h2>Physical dice</h2><p>Players may throw real dice: <b>Enter physical dice</b> "
        "(Ctrl+Shift+R) asks for each die in turn, saying what it is for, and for a card when "
        "the action takes one. The result is the same as if the program had rolled.</p>"
        "<h2>Undo and redo</h2><p>Every applied outcome, phase change and correction is one "
        "event. Edit → Undo (Ctrl+Z) takes back the latest; Redo (Ctrl+Shift+Z) restores it. "
        "The History panel (the undo history) lists every event; activate a line to go back to "
        "it.</p>"
        "<h2>Recovery</h2><p>After every event the game is written to a recovery file. If the "
        "program did not close cleanly, it offers the game as it was after its last event at "
        "the next start, with the resolve form as it was being filled in. Save (Ctrl+S) writes "
        "a saved game you can open later.</p>"
        "<h2>The player display</h2><p>View → Player display (Ctrl+Shift+P) opens a second "
        "window for the players, meant for a second screen: it shows what the ruleset lets "
        "both sides see — the dice, the result and the chance of it — in large type.</p>");
    return h;
}

QString shortcutsHtml(const QWidget* window) {
    QString rows;
    auto actions = window->findChildren<QAction*>();
    std::stable_sort(actions.begin(), actions.end(), [](const QAction* a, const QAction* b) {
        return a->text().remove(QLatin1Char('&')) < b->text().remove(QLatin1Char('&'));
    });
    for (const QAction* a : actions) {
        if (a->shortcuts().isEmpty() || a->objectName().isEmpty()) {
            continue;
        }
        QStringList keys;
        for (const auto& k : a->shortcuts()) {
            keys << k.toString(QKeySequence::NativeText);
        }
        rows +=
            QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
                .arg(a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")).toHtmlEscaped(),
                     keys.join(QStringLiteral(", ")).toHtmlEscaped());
    }
    return QObject::tr("<h2>Keyboard shortcuts</h2><table cellpadding=\"3\">%1</table>").arg(rows);
}

void showHelpText(QWidget* parent, const QString& objectName, const QString& title,
                  const QString& html) {
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(objectName);
    dialog->setWindowTitle(title);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto* text = new QTextBrowser(dialog);
    text->setHtml(html);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    fitToScreen(dialog, QSize(720, 640));
    dialog->open();
}

} // namespace adc::app
