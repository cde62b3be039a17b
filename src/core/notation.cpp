#include "adc/notation.hpp"

#include <cctype>
#include <stdexcept>

namespace adc {

namespace {

// Reads digits at pos; returns -1 when there are none.
long readNumber(const std::string& s, std::size_t& pos) {
    std::size_t start = pos;
    long v = 0;
    while (pos < s.size() && std::isdigit(static_cast<unsigned char>(s[pos]))) {
        v = v * 10 + (s[pos] - '0');
        if (v > 1000000) {
            throw std::invalid_argument("\"" + s + "\": number too large");
        }
        ++pos;
    }
    return pos == start ? -1 : v;
}

} // namespace

DiceNotation DiceNotation::parse(const std::string& input) {
    std::string s;
    for (char c : input) {
        if (!std::isspace(static_cast<unsigned char>(c))) {
            s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    const std::string form = " (expected NdX, NdX+M, NdX-M, or NdXz for dice read 0..X-1)";
    DiceNotation n;
    std::size_t pos = 0;
    long count = readNumber(s, pos);
    if (pos >= s.size() || s[pos] != 'd') {
        throw std::invalid_argument("\"" + input + "\" is not dice notation" + form);
    }
    ++pos;
    long sides = readNumber(s, pos);
    if (sides < 0) {
        throw std::invalid_argument("\"" + input + "\": the die's sides are missing" + form);
    }
    n.count = count < 0 ? 1 : static_cast<int>(count);
    if (n.count < 1 || n.count > 1000) {
        throw std::invalid_argument("\"" + input + "\": roll 1 to 1000 dice");
    }
    if (sides < 2 || sides > 1000) {
        throw std::invalid_argument("\"" + input + "\": a die has 2 to 1000 sides");
    }
    n.die = {static_cast<int>(sides), 1};
    if (pos < s.size() && s[pos] == 'z') {
        n.die.lowest = 0;
        ++pos;
    }
    if (pos < s.size()) {
        char sign = s[pos];
        if (sign != '+' && sign != '-') {
            throw std::invalid_argument("\"" + input + "\": unexpected \"" + s.substr(pos) + "\"" +
                                        form);
        }
        ++pos;
        long m = readNumber(s, pos);
        if (m < 0 || pos != s.size()) {
            throw std::invalid_argument("\"" + input + "\": the modifier must be a whole number" +
                                        form);
        }
        n.modifier = static_cast<int>(sign == '-' ? -m : m);
    }
    return n;
}

std::string DiceNotation::text() const {
    std::string t = std::to_string(count) + "d" + std::to_string(die.sides);
    if (die.lowest == 0) {
        t += "z";
    }
    if (modifier > 0) {
        t += "+" + std::to_string(modifier);
    } else if (modifier < 0) {
        t += std::to_string(modifier);
    }
    return t;
}

FreeRoll rollNotation(const DiceNotation& n, Dice& dice, const std::string& purpose) {
    FreeRoll r;
    r.notation = n;
    r.total = n.modifier;
    std::size_t first = dice.rolls().size();
    for (int i = 0; i < n.count; ++i) {
        r.total += dice.roll(n.die, purpose);
    }
    r.rolls.assign(dice.rolls().begin() + static_cast<long>(first), dice.rolls().end());
    return r;
}

} // namespace adc
