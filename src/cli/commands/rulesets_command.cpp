#include "../command.hpp"

#include "adc/diagnostics.hpp"

#include <ostream>

namespace adc::cli {

namespace {

class RulesetsCommand : public Command {
public:
    std::string name() const override { return "rulesets"; }
    std::string summary() const override { return "List the installed rulesets"; }
    std::vector<OptionSpec> options() const override { return {{"--json", "", "Print as JSON"}}; }
    int run(const Options& o, Context& c) override {
        json list = json::array();
        int status = Ok;
        for (const auto& id : c.registry.ids()) {
            try {
                auto rs = c.registry.loadById(id, c.dataDir);
                list.push_back({{"id", rs->id()},
                                {"name", rs->name()},
                                {"version", rs->version()},
                                {"file", rs->file()}});
            } catch (const LoadError& e) {
                c.err << e.what() << "\n";
                status = Failed;
            }
        }
        if (o.has("--json")) {
            c.out << list.dump(2) << "\n";
        } else {
            for (const auto& r : list) {
                std::string id = r["id"];
                id.resize(10, ' ');
                c.out << id << r["version"].get<std::string>() << "  "
                      << r["name"].get<std::string>() << "\n";
            }
        }
        return status;
    }
};

} // namespace

std::unique_ptr<Command> makeRulesetsCommand() {
    return std::make_unique<RulesetsCommand>();
}

} // namespace adc::cli
