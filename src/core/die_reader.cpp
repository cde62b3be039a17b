#include "adc/die_reader.hpp"

namespace adc {

Die readDie(JsonReader& r, const std::string& p) {
    Die die;
    if (!r.object(p)) {
        return die;
    }
    r.onlyKeys(p, {"_comment", "sides", "lowest"});
    r.read(p + "/sides", die.sides, 2, 100);
    r.read(p + "/lowest", die.lowest, 0, 1);
    return die;
}

void checkFace(JsonReader& r, const std::string& p, int face, const Die& die, Never never) {
    const int bottom = die.lowest - (never == Never::BelowLowest ? 1 : 0);
    const int top = die.highest() + (never == Never::AboveHighest ? 1 : 0);
    if (face < bottom || face > top) {
        const int neverFace = bottom < die.lowest ? bottom : top > die.highest() ? top : die.lowest;
        r.error(p, "must be a face of the die (" + std::to_string(die.lowest) + " to " +
                       std::to_string(die.highest()) +
                       (neverFace != die.lowest ? ", or " + std::to_string(neverFace) + " for never"
                                                : "") +
                       "), found " + std::to_string(face));
    }
}

} // namespace adc
