#pragma once
// The Help menu's texts: a user guide whose turn sequences come from each ruleset's own JSON
// (the program names no ruleset), and the keyboard shortcuts of the window's commands.
#include "adc/registry.hpp"

#include <QString>

class QWidget;

namespace adc::app {

// How to run a turn in every ruleset the registry knows, then dice, undo, recovery and the
// player display. A ruleset that fails to load is named with the reason, not skipped.
QString userGuideHtml(const RulesetRegistry& registry, const QString& dataDir);
// Every command of `window` that has a key, with its keys, as a table.
QString shortcutsHtml(const QWidget* window);
// Shows rich text in a window-modal, non-blocking dialog sized to the screen.
void showHelpText(QWidget* parent, const QString& objectName, const QString& title,
                  const QString& html);

} // namespace adc::app
