#include "adc/dice.hpp"

#include "json_int.hpp"

#include <boost/random/mersenne_twister.hpp>
#include <boost/random/uniform_int_distribution.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <sstream>

namespace adc {

std::string Die::name() const {
    std::string n = "d" + std::to_string(sides);
    if (lowest != 1) {
        n += " (" + std::to_string(lowest) + "-" + std::to_string(highest()) + ")";
    }
    return n;
}

std::string toString(RollSource s) {
    switch (s) {
    case RollSource::Random:
        return "random";
    case RollSource::Scripted:
        return "scripted";
    case RollSource::Manual:
        return "manual";
    case RollSource::Enumerated:
        return "enumerated";
    }
    return "random";
}

RollSource rollSourceFromString(const std::string& s) {
    if (s == "random") {
        return RollSource::Random;
    }
    if (s == "scripted") {
        return RollSource::Scripted;
    }
    if (s == "manual") {
        return RollSource::Manual;
    }
    if (s == "enumerated") {
        return RollSource::Enumerated;
    }
    throw std::invalid_argument("unknown roll source \"" + s +
                                "\" (known: random, scripted, manual, enumerated)");
}

struct RandomDice::Engine {
    boost::random::mt19937 mt;
};

RandomDice::RandomDice(std::uint32_t seed) : engine_(std::make_unique<Engine>()) {
    engine_->mt.seed(seed);
}

RandomDice::~RandomDice() = default;
RandomDice::RandomDice(RandomDice&&) noexcept = default;
RandomDice& RandomDice::operator=(RandomDice&&) noexcept = default;

int RandomDice::face(const Die& die, std::string_view purpose) {
    if (die.sides < 1) {
        throw DiceError("a die for " + std::string(purpose) + " has no faces");
    }
    boost::random::uniform_int_distribution<int> dist(die.lowest, die.highest());
    return dist(engine_->mt);
}

std::string RandomDice::state() const {
    std::ostringstream out;
    out << engine_->mt;
    return out.str();
}

void RandomDice::restore(const std::string& text) {
    // Boost reads each word followed by std::ws, which fails at the very end of the stream:
    // the trailing space lets the last word be read. Anything after the state is refused.
    std::istringstream in(text + " ");
    boost::random::mt19937 mt;
    in >> mt;
    if (!in.fail() && !in.eof()) {
        in >> std::ws;
    }
    if (in.fail() || !in.eof()) {
        throw DiceError("the saved dice state is not a Mersenne Twister state");
    }
    engine_->mt = mt;
}

void RandomDice::reseed(std::uint32_t seed) {
    engine_->mt.seed(seed);
}

int ScriptedDice::face(const Die& die, std::string_view purpose) {
    if (next_ >= faces_.size()) {
        throw DiceExhausted("the given dice ran out after " + std::to_string(faces_.size()) +
                            " faces: a " + die.name() + " is still needed for " +
                            std::string(purpose));
    }
    int f = faces_[next_];
    if (!die.accepts(f)) {
        throw DiceError("scripted face " + std::to_string(f) + " (number " +
                        std::to_string(next_ + 1) + ") is impossible on a " + die.name() +
                        " rolled for " + std::string(purpose));
    }
    ++next_;
    return f;
}

void ScriptedDice::checkAllUsed() const {
    if (remaining() == 0) {
        return;
    }
    throw DiceError(std::to_string(faces_.size()) + " faces were given but the action rolled " +
                    std::to_string(next_) + (next_ == 1 ? " die" : " dice") + ": the last " +
                    std::to_string(remaining()) +
                    " would be ignored; give exactly the dice "
                    "rolled");
}

int ManualDice::face(const Die& die, std::string_view purpose) {
    int f = ask_(die, purpose);
    if (!die.accepts(f)) {
        throw DiceError("face " + std::to_string(f) + " is impossible on a " + die.name() +
                        " rolled for " + std::string(purpose));
    }
    return f;
}

int Dice::roll(const Die& die, std::string purpose) {
    int f = source_.face(die, purpose);
    if (recording()) {
        rolls_.push_back({die, f, std::move(purpose), source_.kind()});
    }
    return f;
}

std::optional<std::vector<int>> DiceSource::bandCounts(const Die&, int, const std::vector<int>&,
                                                       std::string_view) {
    return std::nullopt;
}

std::vector<int> bandCuts(const Die& die, std::vector<int> firstFaces) {
    std::erase_if(firstFaces, [&](int f) { return f <= die.lowest || f > die.highest(); });
    std::sort(firstFaces.begin(), firstFaces.end());
    firstFaces.erase(std::unique(firstFaces.begin(), firstFaces.end()), firstFaces.end());
    return firstFaces;
}

std::vector<int> Dice::pool(int count, const Die& die, const std::string& purpose,
                            const std::vector<int>& cuts) {
    // A wrong band is a resolver bug, and it would make the odds silently wrong: refuse it.
    std::vector<int> starts{die.lowest};
    for (int c : cuts) {
        if (c <= starts.back() || c > die.highest()) {
            throw DiceError("the bands of the " + die.name() + " pool for " + purpose +
                            " must rise within the die's faces");
        }
        starts.push_back(c);
    }
    if (count < 0) {
        throw DiceError("a negative number of dice for " + purpose);
    }
    std::vector<int> faces;
    faces.reserve(static_cast<std::size_t>(count));
    if (auto counts = source_.bandCounts(die, count, starts, purpose)) {
        for (std::size_t b = 0; b < starts.size(); ++b) {
            for (int i = 0; i < (*counts)[b]; ++i) {
                faces.push_back(starts[b]);
                if (recording()) {
                    rolls_.push_back({die, starts[b], purpose, source_.kind()});
                }
            }
        }
        return faces;
    }
    for (int i = 0; i < count; ++i) {
        faces.push_back(roll(die, count == 1 ? purpose
                                             : purpose + ", die " + std::to_string(i + 1) + " of " +
                                                   std::to_string(count)));
    }
    return faces;
}

std::vector<int> Dice::roll(int count, const Die& die, const std::string& purpose) {
    std::vector<int> faces;
    faces.reserve(static_cast<std::size_t>(std::max(0, count)));
    for (int i = 0; i < count; ++i) {
        faces.push_back(roll(die, purpose));
    }
    return faces;
}

void to_json(nlohmann::json& j, const Die& d) {
    j = {{"sides", d.sides}, {"lowest", d.lowest}};
}

void from_json(const nlohmann::json& j, Die& d) {
    d.sides = detail::wholeNumber(j.at("sides"), "sides");
    d.lowest = detail::wholeNumber(j.at("lowest"), "lowest");
    if (d.sides < 1 || (d.lowest != 0 && d.lowest != 1)) {
        throw std::invalid_argument("a die needs sides ≥ 1 and lowest face 0 or 1");
    }
}

void to_json(nlohmann::json& j, const Roll& r) {
    j = {{"die", r.die}, {"face", r.face}, {"purpose", r.purpose}, {"source", toString(r.source)}};
}

void from_json(const nlohmann::json& j, Roll& r) {
    r.die = j.at("die").get<Die>();
    r.face = detail::wholeNumber(j.at("face"), "face");
    r.purpose = j.at("purpose").get<std::string>();
    r.source = rollSourceFromString(j.at("source").get<std::string>());
    if (!r.die.accepts(r.face)) {
        throw std::invalid_argument("face " + std::to_string(r.face) + " is impossible on a " +
                                    r.die.name());
    }
}

} // namespace adc
