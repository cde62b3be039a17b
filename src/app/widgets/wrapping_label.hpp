#pragma once
// A word-wrapped label that is cheap to lay out. A plain QLabel lays its whole text out up to
// five times for its size hints, throws them away at every change of font, style or text, and
// lays it out again at every height-for-width the layouts ask (the same widths, over and over).
// This one remembers: its heights per width (exactly what QLabel gives) until the text, font or
// margins change; its preferred size once per text; and its least size is taken from the font,
// not from the text (a few average letters wide, one line high).
#include <QLabel>

#include <array>

namespace adc::app {

class WrappingLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappingLabel(QWidget* parent = nullptr);
    explicit WrappingLabel(const QString& text, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

    // How many times the text has been laid out to measure it (a test hook: counts, not time).
    int textLayouts() const { return textLayouts_; }

private:
    // What the measures depend on besides the width: when any of it changes they are redone.
    struct Looks {
        QString text;
        QFont font;
        QMargins contents;
        QSize least;
        int margin = 0;
        int indent = 0;
        int frame = 0;
        int alignment = 0;
        int format = 0;
        int maxWidth = 0;
        bool operator==(const Looks&) const = default;
    };
    Looks looksNow() const;
    // Forgets every measure when the looks changed since they were taken.
    void forgetIfChanged() const;
    // Plain text, wrapped, no frame or indent: what the own preferred and least sizes handle;
    // anything else is measured by QLabel (still remembered per width).
    bool plainWrapped() const;
    QSize preferredSize() const;

    struct Height {
        int width = -1;
        int height = 0;
    };
    static constexpr int widthsKept = 6;
    mutable Looks looks_;
    mutable bool measured_ = false; // looks_ holds what the measures below were taken with
    mutable std::array<Height, widthsKept> heights_{};
    mutable int nextHeight_ = 0; // the slot the next new width takes (oldest first)
    mutable QSize preferred_;    // invalid until asked
    mutable int textLayouts_ = 0;
};

} // namespace adc::app
