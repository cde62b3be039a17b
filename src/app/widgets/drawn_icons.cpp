#include "widgets/drawn_icons.hpp"

#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <functional>

namespace adc::app {

namespace {

// Paints a glyph at whatever size and state the icon is asked for: dark grey lines, light grey
// when disabled. A glyph may set its own pen and brush.
class GlyphEngine : public QIconEngine {
public:
    using Glyph = std::function<void(QPainter&, const QRectF&)>;
    explicit GlyphEngine(Glyph glyph) : glyph_(std::move(glyph)) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        QColor ink(0x30, 0x30, 0x30);
        if (mode == QIcon::Disabled) {
            ink = QColor(0xa0, 0xa0, 0xa0);
        }
        painter->setPen(QPen(ink, std::max(1.2, rect.height() / 10.0), Qt::SolidLine, Qt::RoundCap,
                             Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        glyph_(*painter, QRectF(rect).adjusted(2.5, 2.5, -2.5, -2.5));
        painter->restore();
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        QPixmap pm(size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return pm;
    }
    QIconEngine* clone() const override { return new GlyphEngine(glyph_); }

private:
    Glyph glyph_;
};

QIcon glyph(GlyphEngine::Glyph g) {
    return QIcon(new GlyphEngine(std::move(g)));
}

void cross(QPainter& p, const QRectF& r) {
    const QRectF c =
        r.adjusted(r.width() * 0.15, r.height() * 0.15, -r.width() * 0.15, -r.height() * 0.15);
    p.drawLine(c.topLeft(), c.bottomRight());
    p.drawLine(c.topRight(), c.bottomLeft());
}

// Two overlapping windows: the dock floats on its own.
void floating(QPainter& p, const QRectF& r) {
    const qreal w = r.width() * 0.68;
    const qreal h = r.height() * 0.68;
    p.drawRect(QRectF(r.right() - w, r.top(), w, h));
    p.drawRect(QRectF(r.left(), r.bottom() - h, w, h));
}

// Two chevrons: more menus than the bar has room for.
void chevrons(QPainter& p, const QRectF& r, bool down) {
    for (qreal at : {0.2, 0.55}) {
        QPainterPath path;
        if (down) {
            const qreal y = r.top() + r.height() * at;
            path.moveTo(r.left() + r.width() * 0.2, y);
            path.lineTo(r.center().x(), y + r.height() * 0.25);
            path.lineTo(r.right() - r.width() * 0.2, y);
        } else {
            const qreal x = r.left() + r.width() * at;
            path.moveTo(x, r.top() + r.height() * 0.2);
            path.lineTo(x + r.width() * 0.25, r.center().y());
            path.lineTo(x, r.bottom() - r.height() * 0.2);
        }
        p.drawPath(path);
    }
}

} // namespace

QIcon drawnClearIcon() {
    return glyph([](QPainter& p, const QRectF& r) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x90, 0x90, 0x90));
        const QRectF disc = r.adjusted(-1.5, -1.5, 1.5, 1.5);
        p.drawEllipse(disc);
        p.setPen(QPen(Qt::white, std::max(1.6, disc.width() / 9), Qt::SolidLine, Qt::RoundCap));
        const qreal inset = disc.width() * 0.32;
        const QRectF c = disc.adjusted(inset, inset, -inset, -inset);
        p.drawLine(c.topLeft(), c.bottomRight());
        p.drawLine(c.topRight(), c.bottomLeft());
    });
}

QIcon DrawnIconStyle::standardIcon(StandardPixmap icon, const QStyleOption* option,
                                   const QWidget* widget) const {
    switch (icon) {
    case SP_TitleBarCloseButton:
    case SP_DockWidgetCloseButton:
        return glyph(cross);
    case SP_TitleBarNormalButton:
        return glyph(floating);
    case SP_ToolBarHorizontalExtensionButton:
        return glyph([](QPainter& p, const QRectF& r) { chevrons(p, r, false); });
    case SP_ToolBarVerticalExtensionButton:
        return glyph([](QPainter& p, const QRectF& r) { chevrons(p, r, true); });
    default:
        return QProxyStyle::standardIcon(icon, option, widget);
    }
}

int DrawnIconStyle::styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                              QStyleHintReturn* returnData) const {
    // Qt's dock layout makes a zero-length geometry animation for each dock it places unless the
    // style has no animations: 52 of them while the window is first laid out, 1 M instructions
    // of start-up. What is not on screen yet is not animated; docks moved on screen still are.
    if (hint == SH_Widget_Animation_Duration && widget &&
        (!widget->isVisible() || !widget->window()->testAttribute(Qt::WA_Mapped))) {
        return 0;
    }
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

} // namespace adc::app
