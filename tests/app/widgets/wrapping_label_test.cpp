// The cheap wrapped label: exactly as tall as a QLabel at every width, the same preferred size,
// and a text set again (or a width asked again) is not laid out again.
#include "widgets/wrapping_label.hpp"

#include <gtest/gtest.h>

#include <QApplication>

#include <memory>

namespace adc::test {
namespace {

using adc::app::WrappingLabel;

const QString shortText = QStringLiteral("Union — 22 of 25 figures");
const QString longText = QStringLiteral(
    "Fire at one enemy unit in range and sight. Count the men who can see the target, roll a "
    "die for each, and look each die up on the fire table under the range band and the "
    "target's cover; a man of a poorly trained unit who rolls a one must reload before he "
    "fires again. Officers may direct the fire of their own unit only.");
const QString paragraphs = QStringLiteral(
    "Activates: red\nLeader initiative: each side's leader within 12\" may act first, then "
    "the others in the order drawn.\nJoker: the turn ends.");

// A QLabel and a WrappingLabel with the same text and font, side by side.
struct Pair {
    std::unique_ptr<QLabel> label = std::make_unique<QLabel>();
    std::unique_ptr<WrappingLabel> wrapping = std::make_unique<WrappingLabel>();
    explicit Pair(const QString& text, const QFont& font = QApplication::font()) {
        label->setWordWrap(true);
        for (QLabel* l : {label.get(), static_cast<QLabel*>(wrapping.get())}) {
            l->setFont(font);
            l->setText(text);
        }
    }
};

TEST(WrappingLabel, IsAsTallAsAQLabelAtEveryWidth) {
    QFont bold = QApplication::font();
    bold.setBold(true);
    for (const QString& text : {shortText, longText, paragraphs, QString(), QString("")}) {
        for (const QFont& font : {QApplication::font(), bold}) {
            Pair p(text, font);
            for (int width : {0, 40, 90, 160, 230, 330, 480, 700, 1200, 4000}) {
                EXPECT_EQ(p.wrapping->heightForWidth(width), p.label->heightForWidth(width))
                    << "width " << width << ": " << text.toStdString();
            }
        }
    }
}

TEST(WrappingLabel, PrefersTheSizeAQLabelPrefers) {
    for (const QString& text : {shortText, longText, paragraphs, QString(), QString(" ")}) {
        Pair p(text);
        EXPECT_EQ(p.wrapping->sizeHint(), p.label->sizeHint()) << text.toStdString();
        EXPECT_EQ(p.wrapping->hasHeightForWidth(), !text.isNull()); // null: no text at all
    }
}

TEST(WrappingLabel, AtLeastAFewLettersWideAndOneLineHigh) {
    const QFontMetrics metrics(QApplication::font());
    for (const QString& text : {shortText, longText}) {
        Pair p(text);
        const QSize least = p.wrapping->minimumSizeHint();
        // One paragraph: one line high, as a QLabel's least is.
        EXPECT_EQ(least.height(), p.label->minimumSizeHint().height()) << text.toStdString();
        EXPECT_LE(least.width(), p.wrapping->sizeHint().width());
        EXPECT_GE(least.width(),
                  std::min(metrics.averageCharWidth() * 12, p.wrapping->sizeHint().width()));
    }
    // Several paragraphs: still one line high at the least (the height for its width says more).
    Pair p(paragraphs);
    EXPECT_EQ(p.wrapping->minimumSizeHint().height(), metrics.height());
}

TEST(WrappingLabel, TheSameTextSetAgainIsNotLaidOutAgain) {
    WrappingLabel label;
    label.setText(longText);
    const QSize preferred = label.sizeHint();
    const QSize least = label.minimumSizeHint();
    const int tall = label.heightForWidth(300);
    const int done = label.textLayouts();
    EXPECT_GT(done, 0);
    for (int i = 0; i < 5; ++i) {
        label.setText(QString(longText)); // a copy: the same words, not the same string
        EXPECT_EQ(label.sizeHint(), preferred);
        EXPECT_EQ(label.minimumSizeHint(), least);
        EXPECT_EQ(label.heightForWidth(300), tall);
    }
    EXPECT_EQ(label.textLayouts(), done);
}

TEST(WrappingLabel, ANewTextOrFontIsMeasuredAfresh) {
    Pair p(longText);
    const int tall = p.wrapping->heightForWidth(300);
    int done = p.wrapping->textLayouts();
    for (QLabel* l : {p.label.get(), static_cast<QLabel*>(p.wrapping.get())}) {
        l->setText(shortText);
    }
    EXPECT_EQ(p.wrapping->heightForWidth(300), p.label->heightForWidth(300));
    EXPECT_LT(p.wrapping->heightForWidth(300), tall);
    EXPECT_GT(p.wrapping->textLayouts(), done);
    done = p.wrapping->textLayouts();
    QFont big = QApplication::font();
    big.setPointSizeF(big.pointSizeF() * 2);
    for (QLabel* l : {p.label.get(), static_cast<QLabel*>(p.wrapping.get())}) {
        l->setFont(big);
    }
    EXPECT_EQ(p.wrapping->heightForWidth(300), p.label->heightForWidth(300));
    EXPECT_EQ(p.wrapping->sizeHint(), p.label->sizeHint());
    EXPECT_GT(p.wrapping->textLayouts(), done);
}

TEST(WrappingLabel, RichTextIsMeasuredAsAQLabelMeasuresIt) {
    const QString rich = QStringLiteral("<b>Red ten</b><br>Activates: red<br>Leader initiative");
    Pair p(rich);
    for (int width : {60, 150, 400}) {
        EXPECT_EQ(p.wrapping->heightForWidth(width), p.label->heightForWidth(width));
    }
    EXPECT_EQ(p.wrapping->sizeHint(), p.label->sizeHint());
    EXPECT_EQ(p.wrapping->minimumSizeHint(), p.label->minimumSizeHint());
}

} // namespace
} // namespace adc::test
