#pragma once
// Where the desktop's save, export and print-to-file dialogs start, and the paper they print
// on: a file the user makes goes to their documents folder under a name made from what it holds
// (never over a shipped file), and the paper last chosen is chosen again in the next run.
#include "print/paper.hpp"

#include <QString>

namespace adc::print {

// "Fort Sanders, 1863 — roster" -> "Fort Sanders 1863 roster.pdf": letters, digits, spaces and
// dashes kept, anything a file system may refuse dropped; "untitled" when nothing is left.
QString suggestedFileName(const QString& title, const QString& suffix);
// The user's documents folder (QStandardPaths::DocumentsLocation, made if missing) joined with
// the file name.
QString inDocuments(const QString& fileName);

// The paper last chosen in a print dialog (QSettings "print/paper"), else the locale's.
Paper rememberedPaper();
void rememberPaper(Paper paper);

} // namespace adc::print
