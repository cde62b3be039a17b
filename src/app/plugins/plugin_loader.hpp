#pragma once
// The program's optional parts, built as modules beside it and loaded on first use: in the
// build tree beside the program, once installed in lib/<arch>/aide-de-camp/ (found from the
// program's own directory, so a moved install still finds them). ADC_MODULE_DIR, when set,
// is the only folder looked in (tests point it at a folder without the module).
#include <QString>

namespace adc::app {

// The address of `entry` in the module `fileName` (e.g. "aide-de-camp-sharing.so"), loading it
// the first time; null, with `why` naming the file and giving the loader's reason, when it
// cannot be loaded or has no such entry. A module once loaded stays loaded.
void* moduleEntry(const QString& fileName, const char* entry, QString* why);

} // namespace adc::app
