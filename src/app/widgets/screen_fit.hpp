#pragma once
// Every window of the program fits the screen it opens on: a laptop at a convention table has
// 1366×768, and a window taller than that hides its own buttons and status bar.
#include <QByteArray>
#include <QSize>

class QScreen;
class QWidget;

namespace adc::app {

// The screen a window opens on: its own once it has one, else the primary screen.
QScreen* screenOf(const QWidget* window);
// `wanted`, no larger than the screen's available geometry (less the window frame, once known).
QSize fittedSize(const QWidget* window, QSize wanted);
// Resizes a top-level window to `wanted` clipped to its screen, and moves it onto the screen.
void fitToScreen(QWidget* window, QSize wanted);
// Restores geometry saved by QWidget::saveGeometry(), then clips it to the screen the window
// is on now (the saved one may come from a larger monitor). False when there was none.
bool restoreGeometryOnScreen(QWidget* window, const QByteArray& saved);
// From now on every window the program shows (dialogs, message boxes, the editor and its
// dialogs) is clipped to its screen as it is shown. Once per application; later calls do nothing.
void keepEveryWindowOnScreen();

} // namespace adc::app
