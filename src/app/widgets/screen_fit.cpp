#include "widgets/screen_fit.hpp"

#include <QApplication>
#include <QEvent>
#include <QRect>
#include <QScreen>
#include <QWidget>
#include <QWindow>

#include <algorithm>

namespace adc::app {

QScreen* screenOf(const QWidget* window) {
    if (QScreen* s = window->screen()) {
        return s;
    }
    return QGuiApplication::primaryScreen();
}

QSize fittedSize(const QWidget* window, QSize wanted) {
    QScreen* screen = screenOf(window);
    if (!screen) {
        return wanted;
    }
    // The title bar and borders count too; they are known only once the window is mapped.
    QSize frame(0, 0);
    if (window->isVisible()) {
        frame = window->frameGeometry().size() - window->geometry().size();
    } else if (const QWindow* handle = window->windowHandle()) {
        QMargins m = handle->frameMargins();
        frame = QSize(m.left() + m.right(), m.top() + m.bottom());
    }
    QSize room = screen->availableGeometry().size() - frame;
    return wanted.boundedTo(room).expandedTo(QSize(1, 1));
}

void fitToScreen(QWidget* window, QSize wanted) {
    window->resize(fittedSize(window, wanted));
    if (QScreen* screen = screenOf(window)) {
        // Wholly on the screen: a window dragged half off a monitor since unplugged comes back.
        QRect avail = screen->availableGeometry();
        QRect frame = window->frameGeometry();
        frame.moveTo(std::clamp(frame.x(), avail.left(),
                                std::max(avail.left(), avail.right() - frame.width() + 1)),
                     std::clamp(frame.y(), avail.top(),
                                std::max(avail.top(), avail.bottom() - frame.height() + 1)));
        window->move(frame.topLeft());
    }
}

bool restoreGeometryOnScreen(QWidget* window, const QByteArray& saved) {
    if (saved.isEmpty() || !window->restoreGeometry(saved)) {
        return false;
    }
    fitToScreen(window, window->size());
    return true;
}

namespace {

// Sees every top-level window shown, moved or resized: a dialog sized for a desktop monitor (its
// own resize() or its contents) comes up within a laptop's screen instead of past its edge.
class WindowsOnScreen : public QObject {
    static void refit(QWidget* w) {
        QSize fitted = fittedSize(w, w->size());
        if (fitted != w->size()) {
            fitToScreen(w, fitted);
        }
    }

public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        // Shown, and moved or resized: the frame (title bar, borders) is known only once the
        // window is mapped, and it too must stay on the screen. A window that fits is left
        // where the referee puts it.
        auto type = event->type();
        if ((type == QEvent::Show || type == QEvent::Move || type == QEvent::Resize) &&
            watched->isWidgetType()) {
            auto* w = static_cast<QWidget*>(watched);
            if (w->isWindow() && w->isVisible() &&
                !(w->windowType() == Qt::Popup || w->windowType() == Qt::ToolTip ||
                  w->windowType() == Qt::SplashScreen)) {
                refit(w);
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void keepEveryWindowOnScreen() {
    // Found by name: WindowsOnScreen has no meta-object of its own, so a search by its type
    // matched any child of the application (its style, for one) and the filter was never
    // installed.
    const QString name = QStringLiteral("adcWindowsOnScreen");
    auto* app = QCoreApplication::instance();
    if (!app || app->findChild<QObject*>(name, Qt::FindDirectChildrenOnly)) {
        return;
    }
    auto* filter = new WindowsOnScreen(app);
    filter->setObjectName(name);
    app->installEventFilter(filter);
}

} // namespace adc::app
