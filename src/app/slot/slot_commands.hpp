#pragma once
// The slot's commands on the window (the Game menu lists them): pause and resume the clock,
// start the slot now, set its length. Each changes the document's slot (GameDocument::setSlot),
// a setting saved with the game, never an event Undo would take back.
class QWidget;

namespace adc::app {

class GameDocument;

// Adds "slotPause" (checkable: Pause the clock, Ctrl+Shift+B), "slotStart" (Start the slot now,
// Ctrl+Shift+T) and "slotLength" (Slot length…, Ctrl+Shift+L) to the window.
void addSlotCommands(QWidget* window, GameDocument& document);

} // namespace adc::app
