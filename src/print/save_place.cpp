#include "print/save_place.hpp"

#include <QDir>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>

namespace adc::print {

namespace {

const QString kPaperKey = QStringLiteral("print/paper");

} // namespace

QString suggestedFileName(const QString& title, const QString& suffix) {
    QString name;
    for (const QChar c : title) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')) {
            name += c;
        } else if (c.isSpace() && !name.endsWith(QLatin1Char(' '))) {
            name += QLatin1Char(' ');
        }
    }
    name = name.trimmed();
    if (name.isEmpty()) {
        name = QStringLiteral("untitled");
    }
    return name + QLatin1Char('.') + suffix;
}

QString inDocuments(const QString& fileName) {
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty()) {
        folder = QDir::homePath();
    }
    QDir().mkpath(folder); // a fresh account may not have it yet; the dialog then opens there
    return QDir(folder).filePath(fileName);
}

Paper rememberedPaper() {
    const auto saved = paperFromString(QSettings().value(kPaperKey).toString());
    return saved ? *saved : localePaper(QLocale());
}

void rememberPaper(Paper paper) {
    QSettings().setValue(kPaperKey, toString(paper));
}

} // namespace adc::print
