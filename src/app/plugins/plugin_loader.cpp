#include "plugins/plugin_loader.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>

namespace adc::app {

namespace {

// Where a module may be, in the order looked: ADC_MODULE_DIR alone when set; else beside the
// program (the build tree), then the installed folder, relative to bin/ (set at configure time
// from CMAKE_INSTALL_LIBDIR).
QStringList moduleFolders() {
    if (qEnvironmentVariableIsSet("ADC_MODULE_DIR")) {
        return {qEnvironmentVariable("ADC_MODULE_DIR")};
    }
    const QDir program(QCoreApplication::applicationDirPath());
    return {program.path(),
            QDir::cleanPath(program.filePath(QStringLiteral(ADC_MODULE_DIR_FROM_BIN)))};
}

} // namespace

void* moduleEntry(const QString& fileName, const char* entry, QString* why) {
    const QStringList folders = moduleFolders();
    // Not found anywhere: the message names where an install puts it (the last place looked).
    QString path = QDir(folders.last()).filePath(fileName);
    for (const QString& folder : folders) {
        if (QFileInfo::exists(QDir(folder).filePath(fileName))) {
            path = QDir(folder).filePath(fileName);
            break;
        }
    }
    // Never unloaded: its objects live as long as the window that asked for them.
    QLibrary library(path);
    if (!library.load()) {
        if (why) {
            *why = QCoreApplication::translate("adc::app::ProgramModule",
                                               "%1 could not be loaded (looked in %2): %3")
                       .arg(QDir::toNativeSeparators(path),
                            QDir::toNativeSeparators(folders.join(QStringLiteral(", "))),
                            library.errorString());
        }
        return nullptr;
    }
    void* found = reinterpret_cast<void*>(library.resolve(entry));
    if (!found && why) {
        *why = QCoreApplication::translate("adc::app::ProgramModule", "%1 has no entry %2: %3")
                   .arg(QDir::toNativeSeparators(path), QString::fromLatin1(entry),
                        library.errorString());
    }
    return found;
}

} // namespace adc::app
