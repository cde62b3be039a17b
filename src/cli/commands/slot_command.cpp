// adc slot: the convention slot's settings (start, length, breaks, warnings), changed as the
// desktop's clock changes them: a setting of the game, saved with it, not an event to undo.
#include "../command.hpp"
#include "../game_file.hpp"

#include "adc/pace.hpp"

#include <ostream>
#include <sstream>

namespace adc::cli {

namespace {

std::optional<int> minutesIn(const std::string& text) {
    try {
        std::size_t used = 0;
        const int v = std::stoi(text, &used);
        if (used == text.size() && v >= 1 && v <= 24 * 60) {
            return v;
        }
    } catch (const std::exception&) {
    }
    return std::nullopt;
}

std::optional<std::vector<int>> warnList(const std::string& text) {
    std::vector<int> out;
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, ',')) {
        auto m = minutesIn(part);
        if (!m) {
            return std::nullopt;
        }
        out.push_back(*m);
    }
    return out;
}

// The slot as the options ask; a message and nullopt when one cannot be taken.
std::optional<Slot> changedSlot(Slot slot, const Options& o, WallTime now, std::ostream& err) {
    if (o.has("--start")) {
        const std::string s = o.get("--start");
        const auto at = s == "now" ? std::optional<WallTime>(now) : wallTimeFromText(s);
        if (!at) {
            err << "adc slot: --start takes \"now\" or a UTC time as 2026-12-03T18:00:00Z, not "
                << s << "\n";
            return std::nullopt;
        }
        slot.start = at;
    }
    if (o.has("--minutes")) {
        const auto m = minutesIn(o.get("--minutes"));
        if (!m) {
            err << "adc slot: --minutes must be a whole number of minutes, 1 to 1440\n";
            return std::nullopt;
        }
        slot.minutes = *m;
    }
    if (o.has("--warn-at")) {
        const auto w = warnList(o.get("--warn-at"));
        if (!w) {
            err << "adc slot: --warn-at takes minutes left, as 30,10 (each 1 to 1440)\n";
            return std::nullopt;
        }
        slot.warnAt = *w;
    }
    if (o.has("--pause") && o.has("--resume")) {
        err << "adc slot: give --pause or --resume, not both\n";
        return std::nullopt;
    }
    if (o.has("--pause") && slot.paused()) {
        err << "adc slot: the clock is already paused\n";
        return std::nullopt;
    }
    if (o.has("--resume") && !slot.paused()) {
        err << "adc slot: the clock is not paused\n";
        return std::nullopt;
    }
    if (o.has("--pause")) {
        slot.pause(now);
    } else if (o.has("--resume")) {
        slot.resume(now);
    }
    return slot;
}

class SlotCommand : public Command {
public:
    std::string name() const override { return "slot"; }
    std::string summary() const override {
        return "Set the convention slot of a saved game (start, length, breaks) and print its "
               "clock";
    }
    std::string positionalHelp() const override { return "GAME"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--start", "now|TIME", "When play began (a UTC time, 2026-12-03T18:00:00Z)"},
                {"--minutes", "N", "The slot's length in minutes of play (default 180)"},
                {"--pause", "", "Stop the clock (a break)"},
                {"--resume", "", "Start the clock again after a break"},
                {"--warn-at", "M,M", "Minutes left at which to warn (default 30,10)"},
                {"--json", "", "Print the clock as JSON"},
                waitOption()};
    }
    int run(const Options& o, Context& c) override {
        const bool changes = o.has("--start") || o.has("--minutes") || o.has("--pause") ||
                             o.has("--resume") || o.has("--warn-at");
        return changeGame(
            name(), o, c,
            [&](Game& game, Context& held) -> Change {
                auto slot = changedSlot(game.slot(), o, held.clock->now(), held.err);
                if (!slot) {
                    return {BadRequest, false};
                }
                game.slot() = *slot;
                const Forecast f =
                    forecastSlot(measurePace(game), game.slot(), game.state().turn,
                                 game.scenario().turns, held.clock->now(), held.offsetNow());
                if (o.has("--json")) {
                    held.out << forecastJson(f).dump(2) << "\n";
                } else {
                    held.out << f.words << "\n";
                    for (const auto& w : f.warnings) {
                        held.out << "Warning: " << w << "\n";
                    }
                }
                return {Ok, changes};
            },
            Load::Replay); // the pace reads every event in effect
    }
};

} // namespace

std::unique_ptr<Command> makeSlotCommand() {
    return std::make_unique<SlotCommand>();
}

} // namespace adc::cli
