#include "slot/slot_commands.hpp"

#include "document/game_document.hpp"

#include <QAction>
#include <QInputDialog>
#include <QWidget>

namespace adc::app {

namespace {

QAction* pauseAction(QWidget* window, GameDocument& document) {
    auto* pause = new QAction(QObject::tr("&Pause the clock"), window);
    pause->setObjectName(QStringLiteral("slotPause"));
    pause->setCheckable(true);
    pause->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+B"))); // a break
    pause->setToolTip(QObject::tr("A break: the slot's clock stands still until you resume"));
    QObject::connect(pause, &QAction::triggered, window, [&document](bool paused) {
        if (!document.hasGame() || document.game().slot().paused() == paused) {
            return;
        }
        Slot slot = document.game().slot();
        const WallTime now = document.clock().now();
        if (paused) {
            slot.pause(now);
        } else {
            slot.resume(now);
        }
        document.setSlot(slot);
    });
    auto sync = [pause, &document] {
        pause->setChecked(document.hasGame() && document.game().slot().paused());
    };
    QObject::connect(&document, &GameDocument::gameReplaced, pause, sync);
    QObject::connect(&document, &GameDocument::slotChanged, pause, sync);
    return pause;
}

} // namespace

void addSlotCommands(QWidget* window, GameDocument& document) {
    window->addAction(pauseAction(window, document));
    auto* start = new QAction(QObject::tr("&Start the slot now"), window);
    start->setObjectName(QStringLiteral("slotStart"));
    start->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+T")));
    QObject::connect(start, &QAction::triggered, window, [&document] {
        if (document.hasGame()) {
            Slot slot = document.game().slot();
            slot.start = document.clock().now();
            document.setSlot(slot);
        }
    });
    window->addAction(start);
    auto* length = new QAction(QObject::tr("Slot &length…"), window);
    length->setObjectName(QStringLiteral("slotLength"));
    length->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+L")));
    QObject::connect(length, &QAction::triggered, window, [window, &document] {
        if (!document.hasGame()) {
            return;
        }
        bool ok = false;
        const int minutes =
            QInputDialog::getInt(window, QObject::tr("Slot length"),
                                 QObject::tr("Minutes of play in the slot (breaks do not count):"),
                                 document.game().slot().minutes, 1, 24 * 60, 15, &ok);
        if (ok) {
            Slot slot = document.game().slot();
            slot.minutes = minutes;
            document.setSlot(slot);
        }
    });
    window->addAction(length);
}

} // namespace adc::app
