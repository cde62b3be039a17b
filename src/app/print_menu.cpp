#include "print_menu.hpp"

#include "game_document.hpp"
#include "print/paper.hpp"
#include "print/quick_reference.hpp"
#include "print/roster_sheet.hpp"

#include <QAction>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>

namespace adc::app {

namespace {
void writePdfTo(QWidget* window, const QString& html, const QString& title) {
    QString path = QFileDialog::getSaveFileName(window, title, {}, QObject::tr("PDF (*.pdf)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!print::writePdf(html, path, print::Paper::A4, title, &error)) {
        QMessageBox::warning(window, QObject::tr("Not printed"), error);
    }
}
} // namespace

void addPrintCommands(QWidget* window, GameDocument& document, QMenu* file) {
    auto* roster = new QAction(QObject::tr("&Print roster to PDF…"), window);
    roster->setObjectName(QStringLiteral("printRoster"));
    roster->setShortcut(QKeySequence::Print);
    QObject::connect(roster, &QAction::triggered, window, [window, &document] {
        if (!document.hasGame()) {
            return;
        }
        // The roster as it stands now: today's strengths, statuses and leaders.
        Scenario s = document.game().scenario();
        s.units = document.state().units;
        writePdfTo(window, print::rosterHtml(s, document.ruleset()),
                   QObject::tr("Roster — %1").arg(QString::fromStdString(s.name)));
    });
    auto* sheet = new QAction(QObject::tr("&Quick-reference sheet to PDF…"), window);
    sheet->setObjectName(QStringLiteral("printQuickReference"));
    sheet->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+Q")));
    QObject::connect(sheet, &QAction::triggered, window, [window, &document] {
        if (!document.hasGame()) {
            return;
        }
        writePdfTo(window, print::quickReferenceHtml(document.ruleset(), document.state().options),
                   QObject::tr("Quick reference — %1")
                       .arg(QString::fromStdString(document.ruleset().name())));
    });
    window->addAction(roster);
    window->addAction(sheet);
    file->addAction(roster);
    file->addAction(sheet);
}

} // namespace adc::app
