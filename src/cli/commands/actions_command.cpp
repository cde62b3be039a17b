#include "../command.hpp"

#include "adc/diagnostics.hpp"

#include <ostream>

namespace adc::cli {

namespace {

class ActionsCommand : public Command {
public:
    std::string name() const override { return "actions"; }
    std::string summary() const override { return "List a ruleset's actions with every parameter"; }
    std::string positionalHelp() const override { return "RULESET"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--json", "", "Print the catalogue as JSON"}};
    }
    int run(const Options& o, Context& c) override {
        std::shared_ptr<const Ruleset> rs;
        try {
            rs = c.registry.loadById(o.positional[0], c.dataDir);
        } catch (const LoadError& e) {
            c.err << "adc actions: " << e.what() << "\n";
            return BadRequest;
        }
        if (o.has("--json")) {
            c.out << json(rs->actions()).dump(2) << "\n";
            return Ok;
        }
        c.out << rs->name() << " (" << rs->id() << " " << rs->version() << ")\n";
        for (const auto& a : rs->actions()) {
            c.out << "\n" << a.id << " — " << a.name;
            if (!a.phase.empty()) {
                c.out << "  [phase: " << a.phase << "]";
            }
            c.out << "\n";
            if (!a.description.empty()) {
                c.out << "  " << a.description << "\n";
            }
            for (const auto& p : a.params) {
                c.out << "    " << p.name << " (" << toString(p.type);
                if (!p.choices.empty()) {
                    std::string list;
                    for (const auto& ch : p.choices) {
                        list += (list.empty() ? ": " : "|") + ch;
                    }
                    c.out << list;
                }
                if (p.type == ParamType::Integer || p.type == ParamType::Distance) {
                    c.out << " " << p.min << ".." << p.max;
                }
                c.out << (p.required ? ", required" : ", default " + p.defaultValue.dump()) << ")  "
                      << p.label << "\n";
            }
        }
        return Ok;
    }
};

} // namespace

std::unique_ptr<Command> makeActionsCommand() {
    return std::make_unique<ActionsCommand>();
}

} // namespace adc::cli
