#pragma once
// The window's command keys keep working with the focus in a text field. On Linux a line edit
// or a number box takes Ctrl+D (delete a letter) and Ctrl+E (end of line) for itself, so Draw
// card and Export log did nothing while the referee was typing in the form. The keys a text
// field is for (undo, copy, paste, select all) stay the field's.
#include <QObject>

class QWidget;

namespace adc::app {

class CommandKeys : public QObject {
    Q_OBJECT
public:
    // Watches every key of `window` and its children; owned by the window.
    explicit CommandKeys(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* window_;
};

} // namespace adc::app
