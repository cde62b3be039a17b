#include "print/paper.hpp"

#include <algorithm>

#include "adc/atomic_file.hpp"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextDocument>

#include <stdexcept>

namespace adc::print {

std::optional<Paper> paperFromString(const QString& text) {
    QString t = text.toLower();
    if (t == QLatin1String("a4")) {
        return Paper::A4;
    }
    if (t == QLatin1String("letter")) {
        return Paper::Letter;
    }
    return std::nullopt;
}

QString toString(Paper paper) {
    return paper == Paper::A4 ? QStringLiteral("a4") : QStringLiteral("letter");
}

namespace {

bool isLandscape(const QString& html) {
    static const QRegularExpression rule(QStringLiteral("@page\\s*\\{[^}]*size:\\s*landscape"));
    return rule.match(html).hasMatch();
}

} // namespace

Paper localePaper(const QLocale& locale) {
    const auto t = locale.territory();
    return t == QLocale::UnitedStates || t == QLocale::Canada ? Paper::Letter : Paper::A4;
}

void printHtml(const QString& html, QPagedPaintDevice& device) {
    device.setPageLayout(
        QPageLayout(device.pageLayout().pageSize(),
                    isLandscape(html) ? QPageLayout::Landscape : QPageLayout::Portrait,
                    QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
    QTextDocument doc;
    // Laid out on the device itself and paginated to its page: points are points on paper,
    // and QTextDocument::print adds no margins of its own (unpaginated, it adds 2 cm inside
    // ours and scales from the screen's resolution).
    doc.documentLayout()->setPaintDevice(&device);
    doc.setDocumentMargin(0);
    // Paper is shaped and kerned, whatever the screen does to lay text out fast (the desktop
    // program sets QFont::PreferNoShaping on its font, which a document takes by default).
    QFont font = doc.defaultFont();
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() & ~QFont::PreferNoShaping));
    doc.setDefaultFont(font);
    doc.setHtml(html);
    doc.setPageSize(QSizeF(device.width(), device.height()));
    doc.print(&device);
}

QByteArray pdfFromHtml(const QString& html, Paper paper, const QString& title) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Aide-de-Camp"));
        writer.setResolution(300);
        writer.setPageSize(QPageSize(paper == Paper::A4 ? QPageSize::A4 : QPageSize::Letter));
        printHtml(html, writer);
    }
    return bytes;
}

bool writePdf(const QString& html, const QString& path, Paper paper, const QString& title,
              QString* error) {
    QByteArray bytes = pdfFromHtml(html, paper, title);
    try {
        writeFileAtomically(path.toStdString(), bytes.toStdString());
    } catch (const std::exception& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
    return true;
}

bool writeText(const QString& text, const QString& path, QString* error) {
    try {
        writeFileAtomically(path.toStdString(), text.toStdString());
    } catch (const std::exception& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
    return true;
}

bool writeDocument(const QString& html, const QString& htmlPath, const QString& pdfPath,
                   Paper paper, const QString& title, QString* report, QString* error) {
    if (!htmlPath.isEmpty()) {
        if (!writeText(html, htmlPath, error)) {
            return false;
        }
        if (report) {
            *report += QStringLiteral("wrote %1 (HTML)\n").arg(htmlPath);
        }
    }
    if (!pdfPath.isEmpty()) {
        QByteArray pdf = pdfFromHtml(html, paper, title);
        try {
            writeFileAtomically(pdfPath.toStdString(), pdf.toStdString());
        } catch (const std::exception& e) {
            if (error) {
                *error = QString::fromStdString(e.what());
            }
            return false;
        }
        if (report) {
            *report += QStringLiteral("wrote %1 (PDF, %2 pages, %3)\n")
                           .arg(pdfPath)
                           .arg(pdfPageCount(pdf))
                           .arg(toString(paper));
        }
    }
    return true;
}

int pagesOnEitherPaper(const QString& html) {
    return std::max(pdfPageCount(pdfFromHtml(html, Paper::A4, {})),
                    pdfPageCount(pdfFromHtml(html, Paper::Letter, {})));
}

int pdfPageCount(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
    int n = 0;
    auto it = page.globalMatch(QString::fromLatin1(pdf));
    while (it.hasNext()) {
        it.next();
        ++n;
    }
    return n;
}

} // namespace adc::print
