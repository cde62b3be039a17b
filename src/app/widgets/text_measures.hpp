#pragma once
// Text measured once per font: the outcome's steps table fits its columns and rows at every
// outcome and every resize, and the same citations ("fire › bands › Short (0-12")") and steps
// come back roll after roll. Shaping a string costs tens of thousands of instructions; a
// lookup costs a hash.
#include <QFont>
#include <QFontMetrics>
#include <QHash>
#include <QString>

namespace adc::app {

// The height of text word-wrapped at width.
int wrappedHeight(const QFontMetrics& fm, int width, const QString& text);

class TextMeasures {
public:
    explicit TextMeasures(const QFont& font);

    // Forgets every measure when the font differs from the one they were taken in.
    void setFont(const QFont& font);
    const QFontMetrics& metrics() const { return metrics_; }

    // The advance of a single line of text (a word, a citation's longest word...).
    int advance(const QString& text);
    // The height of text word-wrapped at width, as QFontMetrics::boundingRect lays it out.
    int wrappedHeight(int width, const QString& text);

private:
    void keepBounded();

    QFont font_;
    QFontMetrics metrics_;
    QHash<QString, int> advances_;
    QHash<QString, QHash<int, int>> heights_; // text → width → height
};

} // namespace adc::app
