#pragma once
// A ruleset's die as its JSON names it: {"sides": 10, "lowest": 0} is Jackson's D10 read 0-9,
// {"sides": 6, "lowest": 1} a D6. The modules roll the die their file names, so a referee's
// copy and the sanity pass see the same faces the code throws.
#include "adc/dice.hpp"
#include "adc/json_reader.hpp"

#include <string>

namespace adc {

// Reads the die at pointer; errors (missing, sides below 2, lowest not 0 or 1) go to the reader
// with their pointers, and the D6 is returned in their place so the other readers can go on.
Die readDie(JsonReader& reader, const std::string& pointer);

// Which number beyond the die's faces also reads as "never": one past the highest for a number
// to throw at or over (MWAN's 7 to hit), one below the lowest for a number to throw at or under
// (Jackson's -1).
enum class Never { None, AboveHighest, BelowLowest };
// The sanity pass for a number the module reads off its die (a hit number, a jam face): it must
// be a face of the die, or the "never" beyond it.
void checkFace(JsonReader& reader, const std::string& pointer, int face, const Die& die,
               Never never = Never::None);

} // namespace adc
