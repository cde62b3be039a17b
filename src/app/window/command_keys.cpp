#include "window/command_keys.hpp"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>

namespace adc::app {

namespace {

// The keys a text field is for: they stay the field's even where a command has them too.
bool textKey(const QKeyEvent* key) {
    for (auto k : {QKeySequence::Undo, QKeySequence::Redo, QKeySequence::Copy, QKeySequence::Cut,
                   QKeySequence::Paste, QKeySequence::SelectAll}) {
        if (key->matches(k)) {
            return true;
        }
    }
    return false;
}

} // namespace

CommandKeys::CommandKeys(QWidget* window) : QObject(window), window_(window) {
    qApp->installEventFilter(this);
}

bool CommandKeys::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride) {
        return false;
    }
    auto* field = qobject_cast<QWidget*>(watched);
    if (!field || field->window() != window_ ||
        !(qobject_cast<QLineEdit*>(field) || qobject_cast<QAbstractSpinBox*>(field))) {
        return false;
    }
    auto* key = static_cast<QKeyEvent*>(event);
    if (textKey(key) || (key->modifiers() & Qt::ControlModifier) == 0) {
        return false;
    }
    const QKeySequence pressed(key->keyCombination());
    for (const QAction* a : window_->actions()) {
        if (a->isEnabled() && a->shortcuts().contains(pressed)) {
            event->ignore(); // not the field's: the command's shortcut fires
            return true;
        }
    }
    return false;
}

} // namespace adc::app
