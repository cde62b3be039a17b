#pragma once
// Dice. A Die knows its faces (a Jackson D10 reads 0-9; that is the die's business, not the
// resolver's). A DiceSource gives faces; Dice records every roll with its purpose so an Outcome
// can show the table exactly which physical dice decided it.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace adc {

struct Die {
    int sides = 6;
    int lowest = 1; // 1 for faces 1..N, 0 for faces 0..N-1

    int highest() const { return lowest + sides - 1; }
    bool accepts(int face) const { return face >= lowest && face <= highest(); }
    // "d6", "d10 (0-9)"
    std::string name() const;
    bool operator==(const Die&) const = default;

    static Die d6() { return {6, 1}; }
    static Die d10zero() { return {10, 0}; }
};

enum class RollSource { Random, Scripted, Manual, Enumerated };
std::string toString(RollSource s);
RollSource rollSourceFromString(const std::string& s); // throws std::invalid_argument

struct Roll {
    Die die;
    int face = 0;
    std::string purpose;
    RollSource source = RollSource::Random;
    bool operator==(const Roll&) const = default;
};

// A face outside the die, or a die the source cannot give.
class DiceError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};
// A scripted or manual source ran out of faces (CLI exit 3).
class DiceExhausted : public DiceError {
public:
    using DiceError::DiceError;
};

class DiceSource {
public:
    virtual ~DiceSource() = default;
    // Returns a face of die for purpose; throws DiceError/DiceExhausted.
    virtual int face(const Die& die, std::string_view purpose) = 0;
    virtual RollSource kind() const = 0;
    // How many of `count` alike dice fall in each band (bandStarts: the first face of each band,
    // ascending, starting with the die's lowest face). Only the odds walker answers, because it
    // weighs whole bands at once; every other source returns nothing and is rolled die by die.
    virtual std::optional<std::vector<int>> bandCounts(const Die& die, int count,
                                                       const std::vector<int>& bandStarts,
                                                       std::string_view purpose);
};

// Seeded Mersenne Twister (Boost.Random). Its whole state can be saved and restored, so a loaded
// game rolls on exactly as it would have.
class RandomDice : public DiceSource {
public:
    explicit RandomDice(std::uint32_t seed = 5489u);
    ~RandomDice() override;
    RandomDice(const RandomDice&) = delete;
    RandomDice& operator=(const RandomDice&) = delete;
    RandomDice(RandomDice&&) noexcept;
    RandomDice& operator=(RandomDice&&) noexcept;

    int face(const Die& die, std::string_view purpose) override;
    RollSource kind() const override { return RollSource::Random; }

    std::string state() const;             // text form of the engine state
    void restore(const std::string& text); // throws DiceError on malformed text
    void reseed(std::uint32_t seed);

private:
    struct Engine;
    std::unique_ptr<Engine> engine_;
};

// Faces given in order: tests, `adc resolve` with "dice", replay of a saved game.
class ScriptedDice : public DiceSource {
public:
    explicit ScriptedDice(std::vector<int> faces) : faces_(std::move(faces)) {}
    int face(const Die& die, std::string_view purpose) override;
    RollSource kind() const override { return RollSource::Scripted; }
    std::size_t used() const { return next_; }
    std::size_t remaining() const { return faces_.size() - next_; }
    // After the roll: throws DiceError when faces were given that nothing rolled. Surplus dice
    // are refused as too few are, so a miscounted hand of dice never passes unseen.
    void checkAllUsed() const;

private:
    std::vector<int> faces_;
    std::size_t next_ = 0;
};

// Physical dice: asks a callback (the GUI's dialog) for each face. The callback returns the
// face, or throws DiceExhausted when the referee cancels.
class ManualDice : public DiceSource {
public:
    using Ask = std::function<int(const Die&, std::string_view purpose)>;
    explicit ManualDice(Ask ask) : ask_(std::move(ask)) {}
    int face(const Die& die, std::string_view purpose) override;
    RollSource kind() const override { return RollSource::Manual; }

private:
    Ask ask_;
};

// Records each roll a resolver makes. Resolvers only ever roll through this.
class Dice {
public:
    explicit Dice(DiceSource& source) : source_(source) {}
    int roll(const Die& die, std::string purpose);
    // n dice of one kind, same purpose ("fire: 1st Texas, die 3 of 5" is the resolver's choice).
    std::vector<int> roll(int count, const Die& die, const std::string& purpose);
    // `count` dice the resolver treats alike: the order of the faces means nothing, and faces in
    // one band mean the same (cuts: the first face of each band after the lowest; {} is one band,
    // for dice whose faces no result reads, like a shuffle's). The odds walker then weighs counts
    // per band instead of every face: 12 d10 in three bands are 91 branches, not 10^12. Each die is
    // still rolled and recorded on its own, with ", die i of n" added to the purpose when there is
    // more than one.
    std::vector<int> pool(int count, const Die& die, const std::string& purpose,
                          const std::vector<int>& cuts = {});
    const std::vector<Roll>& rolls() const { return rolls_; }
    std::vector<Roll> takeRolls() { return std::move(rolls_); }
    DiceSource& source() { return source_; }

private:
    // The odds walker's faces are branches, not dice anyone rolled: nothing to show the table.
    bool recording() const { return source_.kind() != RollSource::Enumerated; }

    DiceSource& source_;
    std::vector<Roll> rolls_;
};

// The cuts for Dice::pool from the faces where the resolver's reading changes ("hits on 0-4, a 9
// jams" gives {5, 9}): sorted, repeats and faces outside the die dropped.
std::vector<int> bandCuts(const Die& die, std::vector<int> firstFaces);

void to_json(nlohmann::json& j, const Die& d);
void from_json(const nlohmann::json& j, Die& d);
void to_json(nlohmann::json& j, const Roll& r);
void from_json(const nlohmann::json& j, Roll& r);

} // namespace adc
