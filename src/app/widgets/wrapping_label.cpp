#include "widgets/wrapping_label.hpp"

#include <QStyle>

#include <algorithm>

namespace adc::app {

namespace {
// The least width, in average letters: enough for a short word, so a layout squeezed to its
// least still shows words, without laying the text out to find its widest.
constexpr int leastLetters = 12;
// The preferred lines are at most this many average letters long (as QLabel prefers them).
constexpr int preferredLetters = 80;
} // namespace

WrappingLabel::WrappingLabel(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
}

WrappingLabel::WrappingLabel(const QString& text, QWidget* parent) : QLabel(text, parent) {
    setWordWrap(true);
}

WrappingLabel::Looks WrappingLabel::looksNow() const {
    return {text(),
            font(),
            contentsMargins(),
            minimumSize(),
            margin(),
            indent(),
            frameWidth(),
            static_cast<int>(alignment()) | (wordWrap() ? Qt::TextWordWrap : 0),
            static_cast<int>(textFormat()),
            maximumWidth()};
}

void WrappingLabel::forgetIfChanged() const {
    ensurePolished(); // a style sheet may set the font
    Looks now = looksNow();
    if (measured_ && now == looks_) {
        return;
    }
    looks_ = std::move(now);
    measured_ = true;
    heights_.fill({});
    nextHeight_ = 0;
    preferred_ = {};
}

bool WrappingLabel::plainWrapped() const {
    // A null text is no text at all to QLabel (cleared): it measures that itself, cheaply.
    const bool plain = textFormat() == Qt::PlainText ||
                       (textFormat() == Qt::AutoText && !Qt::mightBeRichText(text()));
    return plain && wordWrap() && !text().isNull() && frameWidth() == 0 && indent() <= 0 &&
           minimumWidth() == 0 && !buddy();
}

int WrappingLabel::heightForWidth(int width) const {
    forgetIfChanged();
    for (const Height& h : heights_) {
        if (h.width == width) {
            return h.height;
        }
    }
    // QLabel's own answer, so the label is exactly as tall as a QLabel would be.
    ++textLayouts_;
    const int height = QLabel::heightForWidth(width);
    heights_[static_cast<std::size_t>(nextHeight_)] = {width, height};
    nextHeight_ = (nextHeight_ + 1) % widthsKept;
    return height;
}

QSize WrappingLabel::sizeHint() const {
    forgetIfChanged();
    if (!preferred_.isValid()) {
        ++textLayouts_;
        preferred_ = plainWrapped() ? preferredSize() : QLabel::sizeHint();
    }
    return preferred_;
}

QSize WrappingLabel::preferredSize() const {
    // The shape QLabel prefers for wrapped text: lines of 80 average letters, made narrower
    // while the text takes few lines (a short text is a compact block, not one long line).
    const QFontMetrics metrics = fontMetrics();
    const QMargins contents = contentsMargins();
    const int across = 2 * margin() + contents.left() + contents.right();
    const int down = 2 * margin() + contents.top() + contents.bottom();
    const int flags = (QStyle::visualAlignment(layoutDirection(), alignment()) &
                       ~(Qt::AlignVCenter | Qt::AlignHCenter)) |
                      Qt::TextWordWrap | Qt::TextExpandTabs;
    const int room =
        std::min(metrics.averageCharWidth() * preferredLetters, maximumWidth()) - across;
    auto measure = [&](int width) {
        return metrics.boundingRect(0, 0, width, 2000, flags, text());
    };
    QRect block = measure(room);
    struct Narrower {
        int divisor;
        int fewerLinesThan;
    };
    for (Narrower n : {Narrower{2, 4}, Narrower{4, 2}}) {
        if (block.height() < n.fewerLinesThan * metrics.lineSpacing() &&
            block.width() > room / n.divisor) {
            ++textLayouts_;
            block = measure(room / n.divisor);
        }
    }
    return QSize(block.width() + across, block.height() + down).expandedTo(minimumSize());
}

QSize WrappingLabel::minimumSizeHint() const {
    if (!plainWrapped()) {
        return QLabel::minimumSizeHint();
    }
    const QSize preferred = sizeHint();
    const QFontMetrics metrics = fontMetrics();
    const QMargins contents = contentsMargins();
    const int across = 2 * margin() + contents.left() + contents.right();
    const int down = 2 * margin() + contents.top() + contents.bottom();
    const QSize least(metrics.averageCharWidth() * leastLetters + across, metrics.height() + down);
    return least.boundedTo(preferred).expandedTo(minimumSize());
}

} // namespace adc::app
