#pragma once
// How the program's controls and text look, set once on the application before any window is
// built. The program and its GUI tests both set it, so the tests lay out the text the referee
// sees.
namespace adc::app {

// The desktop's style with the program's drawn icons (drawn_icons.hpp), and text laid out
// without OpenType shaping where its script does not need it (Latin, digits, punctuation):
// kerning and ligatures are left out, which at the table's sizes changes a word's width by a
// pixel or two, and every label, heading and cell is measured and painted without HarfBuzz,
// which was an eighth of all the window's thread did before it was first idle. Scripts that
// need shaping (Arabic, Devanagari...) are still shaped.
void setApplicationLook();

} // namespace adc::app
