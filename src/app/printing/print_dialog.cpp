#include "printing/print_dialog.hpp"

#include "document/game_document.hpp"
#include "print/quick_reference.hpp"
#include "print/roster_sheet.hpp"
#include "print/save_place.hpp"
#include "print/sheet_layout.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLocale>
#include <QMessageBox>
#include <QPageSize>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QVBoxLayout>

namespace adc::app {

namespace {

// What the "what" list's items stand for: a fixed kind, or one player command's id.
const QString kWhole = QStringLiteral("whole");
const QString kByCommand = QStringLiteral("by-command");
const QString kQuickReference = QStringLiteral("quick-reference");

} // namespace

PrintDialog::PrintDialog(const GameDocument& document, Start start, QWidget* parent)
    : QDialog(parent), document_(document) {
    setObjectName(QStringLiteral("printDialog"));
    setWindowTitle(tr("Print"));
    what_ = new QComboBox(this);
    what_->setObjectName(QStringLiteral("printWhat"));
    what_->addItem(tr("Rosters: each side in full"), kWhole);
    what_->addItem(tr("Rosters: a sheet per player command"), kByCommand);
    if (document.hasGame()) {
        for (const auto& side : document.game().scenario().sides) {
            for (const auto& c : side.commands) {
                what_->addItem(
                    tr("Roster: %1 (%2)")
                        .arg(QString::fromStdString(c.name), QString::fromStdString(side.name)),
                    QStringLiteral("command:") + QString::fromStdString(c.id));
            }
        }
    }
    what_->addItem(tr("Quick-reference sheet"), kQuickReference);
    if (start == Start::QuickReference) {
        what_->setCurrentIndex(what_->findData(kQuickReference));
    }
    paper_ = new QComboBox(this);
    paper_->setObjectName(QStringLiteral("printPaper"));
    paper_->addItem(tr("A4"), QVariant::fromValue(static_cast<int>(print::Paper::A4)));
    paper_->addItem(tr("US Letter"), QVariant::fromValue(static_cast<int>(print::Paper::Letter)));
    // The paper chosen last time (a club prints on what its printer holds), else the locale's.
    paper_->setCurrentIndex(print::rememberedPaper() == print::Paper::Letter ? 1 : 0);
    connect(paper_, &QComboBox::currentIndexChanged, this,
            [this] { print::rememberPaper(paper()); });

    // A roster handed to one side shows of the others only what the ruleset declares public.
    reader_ = new QComboBox(this);
    reader_->setObjectName(QStringLiteral("printFor"));
    reader_->addItem(tr("The referee (everything)"), QString());
    if (document.hasGame()) {
        for (const auto& side : document.game().scenario().sides) {
            reader_->addItem(
                tr("%1 (what that side may see)").arg(QString::fromStdString(side.name)),
                QString::fromStdString(side.id));
        }
    }
    connect(what_, &QComboBox::currentIndexChanged, this,
            [this] { reader_->setEnabled(what_->currentData().toString() != kQuickReference); });
    reader_->setEnabled(what_->currentData().toString() != kQuickReference);

    auto* form = new QFormLayout;
    form->addRow(tr("&Document:"), what_);
    form->addRow(tr("Printed &for:"), reader_);
    form->addRow(tr("&Paper:"), paper_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* preview = buttons->addButton(tr("Pre&view…"), QDialogButtonBox::AcceptRole);
    preview->setObjectName(QStringLiteral("printPreview"));
    preview->setDefault(true);
    auto* pdf = buttons->addButton(tr("Export &PDF…"), QDialogButtonBox::ActionRole);
    pdf->setObjectName(QStringLiteral("printExportPdf"));
    connect(preview, &QPushButton::clicked, this, [this] { openPreview(); });
    connect(pdf, &QPushButton::clicked, this, &PrintDialog::exportPdf);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

PrintDialog::~PrintDialog() = default;

print::Paper PrintDialog::paper() const {
    return static_cast<print::Paper>(paper_->currentData().toInt());
}

QString PrintDialog::documentHtml(QString* title, QString* error) const {
    if (!document_.hasGame()) {
        *error = tr("Open a scenario or a game first.");
        return {};
    }
    const Game& game = document_.game();
    const QString choice = what_->currentData().toString();
    try {
        if (choice == kQuickReference) {
            *title = tr("%1 — quick reference").arg(QString::fromStdString(game.ruleset().name()));
            return print::quickReferenceHtml(game.ruleset(), game.state().options);
        }
        print::RosterOptions o;
        o.pagePerCommand = choice == kByCommand;
        if (choice.startsWith(QStringLiteral("command:"))) {
            o.command = choice.mid(8).toStdString();
        }
        o.forSide = reader_->currentData().toString().toStdString();
        *title = tr("%1 — roster").arg(QString::fromStdString(game.scenario().name));
        return print::rosterHtml(game, o);
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return {};
    }
}

bool PrintDialog::exportPdfTo(const QString& path, QString* error) const {
    QString title;
    const QString html = documentHtml(&title, error);
    return !html.isEmpty() && print::writePdf(html, path, paper(), title, error);
}

void PrintDialog::exportPdf() {
    QString title, error;
    if (documentHtml(&title, &error).isEmpty()) {
        QMessageBox::warning(this, tr("Not exported"), error);
        return;
    }
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export PDF"),
        print::inDocuments(print::suggestedFileName(title, QStringLiteral("pdf"))),
        tr("PDF (*.pdf)"));
    if (path.isEmpty()) {
        return;
    }
    if (!exportPdfTo(path, &error)) {
        QMessageBox::warning(this, tr("Not exported"), error);
    }
}

QPrintPreviewDialog* PrintDialog::openPreview() {
    QString title, error;
    const QString html = documentHtml(&title, &error);
    if (html.isEmpty()) {
        QMessageBox::warning(this, tr("Nothing to print"), error);
        return nullptr;
    }
    printer_ = std::make_unique<QPrinter>(QPrinter::HighResolution);
    printer_->setDocName(title);
    printer_->setPageSize(
        QPageSize(paper() == print::Paper::A4 ? QPageSize::A4 : QPageSize::Letter));
    auto* preview = new QPrintPreviewDialog(printer_.get(), this);
    preview->setObjectName(QStringLiteral("printPreviewDialog"));
    preview->setAttribute(Qt::WA_DeleteOnClose);
    preview->setWindowTitle(tr("Print preview — %1").arg(title));
    connect(preview, &QPrintPreviewDialog::paintRequested, preview,
            [html](QPrinter* printer) { print::printHtml(html, *printer); });
    preview->open();
    return preview;
}

} // namespace adc::app
