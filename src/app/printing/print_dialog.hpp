#pragma once
// File → Print: which document (the rosters whole, a sheet per player command, one command's
// sheet, or the quick-reference sheet), on what paper (the locale's by default), shown in a
// print preview or exported as PDF. The documents are the ones `adc roster` and `adc qrs` print,
// built by the same calls of the print library.
#include "print/paper.hpp"

#include <QDialog>

#include <memory>

class QComboBox;
class QPrinter;
class QPrintPreviewDialog;

namespace adc::app {

class GameDocument;

class PrintDialog : public QDialog {
    Q_OBJECT
public:
    enum class Start { Roster, QuickReference };
    PrintDialog(const GameDocument& document, Start start, QWidget* parent = nullptr);
    ~PrintDialog() override;

    print::Paper paper() const;
    // The chosen document as HTML and its title. Empty html and error set when it cannot be
    // made (a ruleset with no quick-reference layout says so, naming where).
    QString documentHtml(QString* title, QString* error) const;
    // Writes the chosen document as PDF on the chosen paper; false and error when it cannot.
    bool exportPdfTo(const QString& path, QString* error) const;
    // Opens (not modal-blocking) the preview of the chosen document on a printer set to the
    // chosen paper; the preview's own Print button prints it. Null after a message when the
    // document cannot be made.
    QPrintPreviewDialog* openPreview();

private:
    void exportPdf();

    const GameDocument& document_;
    QComboBox* what_ = nullptr;
    QComboBox* paper_ = nullptr;
    QComboBox* reader_ = nullptr; // who the roster is for: the referee or one side
    std::unique_ptr<QPrinter> printer_;
};

} // namespace adc::app
