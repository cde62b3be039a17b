#include "print_menu.hpp"

#include "game_document.hpp"
#include "print_dialog.hpp"

#include <QAction>
#include <QMenu>

namespace adc::app {

void addPrintCommands(QWidget* window, GameDocument& document, QMenu* file) {
    auto open = [window, &document](PrintDialog::Start start) {
        if (!document.hasGame()) {
            return;
        }
        PrintDialog dialog(document, start, window);
        dialog.exec();
    };
    auto* print = new QAction(QObject::tr("&Print…"), window);
    print->setObjectName(QStringLiteral("print"));
    print->setShortcut(QKeySequence::Print);
    QObject::connect(print, &QAction::triggered, window,
                     [open] { open(PrintDialog::Start::Roster); });
    auto* sheet = new QAction(QObject::tr("&Quick-reference sheet…"), window);
    sheet->setObjectName(QStringLiteral("printQuickReference"));
    sheet->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+Q")));
    QObject::connect(sheet, &QAction::triggered, window,
                     [open] { open(PrintDialog::Start::QuickReference); });
    window->addAction(print);
    window->addAction(sheet);
    file->addAction(print);
    file->addAction(sheet);
}

} // namespace adc::app
