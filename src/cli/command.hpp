#pragma once
// The `adc` command: one small class per subcommand on a common base (as KeePassXC does).
#include "adc/registry.hpp"
#include "adc/slot.hpp"

#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc::cli {

// docs/formats.md, "Exit codes", says what each means; a script relies on them.
enum Exit {
    Ok = 0,
    Failed = 1,
    BadRequest = 2,
    DiceRanOut = 3,
    // The change is saved, but the fsync of the game's folder failed, so a power cut could
    // still undo it: not to be made again.
    SavedNotSynced = 4,
    // The command did its work (a change is saved) but its output could not be written.
    OutputLost = 5,
};

struct Context {
    const RulesetRegistry& registry;
    std::string dataDir;
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
    // The clock events are stamped with and the slot is read on (tests set their own), and the
    // watch's offset east of UTC the times are told in (empty: the computer's).
    std::shared_ptr<const Clock> clock = std::make_shared<SystemClock>();
    std::optional<long> utcOffset = std::nullopt;

    long offsetNow() const { return utcOffset ? *utcOffset : localOffset(clock->now()); }
};

// Declared options of one subcommand; anything undeclared is rejected with a message.
struct Options {
    std::map<std::string, std::string> values; // "--seed" -> "42"; flags map to ""
    // Every value of an option given more than once ("--option a=1 --option b=2"), in order;
    // `values` keeps the last.
    std::map<std::string, std::vector<std::string>> repeated;
    std::vector<std::string> positional;
    bool has(const std::string& name) const { return values.count(name) > 0; }
    std::string get(const std::string& name, const std::string& fallback = {}) const;
    std::vector<std::string> all(const std::string& name) const;
};

struct OptionSpec {
    std::string name;      // "--seed"
    std::string valueName; // "N"; empty for a flag
    std::string help;
};

class Command {
public:
    virtual ~Command() = default;
    virtual std::string name() const = 0;
    virtual std::string summary() const = 0;
    virtual std::string positionalHelp() const { return {}; }
    virtual std::vector<OptionSpec> options() const { return {}; }
    // Smallest and largest number of positional arguments.
    virtual std::pair<std::size_t, std::size_t> positionalCount() const { return {0, 0}; }
    virtual int run(const Options& options, Context& context) = 0;

    std::string help() const;
    // Parses args; on a bad argument writes the reason and returns nullopt.
    std::optional<Options> parse(const std::vector<std::string>& args, std::ostream& err) const;
};

using Commands = std::vector<std::unique_ptr<Command>>;

// The commands that need only the engine (library adc_cli, no Qt).
Commands engineCommands();
// Those and the printing commands, roster and qrs (library adc_cli_print): what `adc` offers.
Commands allCommands();

// Runs `adc args...` in-process with the given commands; returns the exit code.
int run(const std::vector<std::string>& args, Context& context, const Commands& commands);
// The same with engineCommands(): what the engine's own tests call.
int run(const std::vector<std::string>& args, Context& context);

} // namespace adc::cli
