#pragma once
// Paper sizes and PDF output. The document is laid out by QTextDocument onto the page; a sheet
// meant to fit A4 and US Letter alike must fit the smaller of each: portrait 186 x 255 mm,
// landscape 255 x 186 mm inside the 12 mm margins.
#include <QString>

#include <optional>

class QLocale;
class QPagedPaintDevice;

namespace adc::print {

enum class Paper { A4, Letter };

// "a4" / "letter" (any case); nullopt otherwise.
std::optional<Paper> paperFromString(const QString& text);
QString toString(Paper paper);
// The paper a locale's printers hold: US Letter in the United States and Canada, A4 elsewhere.
Paper localePaper(const QLocale& locale);

// Lays html out on the device's pages (its page size as it is, a printer's as the user chose)
// with our margins and the document's orientation, and prints it: the one code path behind
// the PDF files and the desktop's printer and preview.
void printHtml(const QString& html, QPagedPaintDevice& device);

// Lays html out on pages of the given paper and returns the PDF bytes. A document whose style
// sheet has "@page { size: landscape }" (as browsers read it) is printed landscape.
QByteArray pdfFromHtml(const QString& html, Paper paper, const QString& title);
// Writes the PDF atomically. Returns false and says why in error.
bool writePdf(const QString& html, const QString& path, Paper paper, const QString& title,
              QString* error);
// Writes text (HTML) atomically. Returns false and says why in error.
bool writeText(const QString& text, const QString& path, QString* error);
// Writes html to htmlPath and/or its PDF to pdfPath (an empty path is skipped); report gets
// one line per file written ("wrote x.pdf (PDF, 2 pages, a4)").
bool writeDocument(const QString& html, const QString& htmlPath, const QString& pdfPath,
                   Paper paper, const QString& title, QString* report, QString* error);
// Pages in a PDF produced by pdfFromHtml (for tests and the CLI's report).
int pdfPageCount(const QByteArray& pdf);
// The pages html takes on whichever of A4 and US Letter needs more: a document meant for
// either lays itself out by this.
int pagesOnEitherPaper(const QString& html);

} // namespace adc::print
