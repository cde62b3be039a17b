#include "widgets/text_measures.hpp"

namespace adc::app {

int wrappedHeight(const QFontMetrics& fm, int width, const QString& text) {
    return fm.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text).height();
}

namespace {
// A long game shows thousands of distinct steps: past this many texts the measures start
// afresh rather than grow for three hours.
constexpr qsizetype textsKept = 4000;
// Dragging a splitter asks for a text at every width it passes: the last few are kept.
constexpr qsizetype widthsKept = 16;
} // namespace

TextMeasures::TextMeasures(const QFont& font) : font_(font), metrics_(font) {}

void TextMeasures::setFont(const QFont& font) {
    if (font == font_) {
        return;
    }
    font_ = font;
    metrics_ = QFontMetrics(font);
    advances_.clear();
    heights_.clear();
}

int TextMeasures::advance(const QString& text) {
    if (auto it = advances_.constFind(text); it != advances_.constEnd()) {
        return *it;
    }
    keepBounded();
    const int width = metrics_.horizontalAdvance(text);
    advances_.insert(text, width);
    return width;
}

int TextMeasures::wrappedHeight(int width, const QString& text) {
    QHash<int, int>& byWidth = heights_[text];
    if (auto it = byWidth.constFind(width); it != byWidth.constEnd()) {
        return *it;
    }
    const int height = app::wrappedHeight(metrics_, width, text);
    if (byWidth.size() >= widthsKept) {
        byWidth.clear();
    }
    byWidth.insert(width, height);
    if (heights_.size() > textsKept) {
        heights_.clear(); // this text's height is returned, and measured again next time
    }
    return height;
}

void TextMeasures::keepBounded() {
    if (advances_.size() >= textsKept) {
        advances_.clear();
    }
}

} // namespace adc::app
