#include "command.hpp"

#include <exception>
#include <ostream>

namespace adc::cli {

std::string Options::get(const std::string& name, const std::string& fallback) const {
    auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
}

std::vector<std::string> Options::all(const std::string& name) const {
    auto it = repeated.find(name);
    return it == repeated.end() ? std::vector<std::string>{} : it->second;
}

std::string Command::help() const {
    std::string h = "Usage: adc " + name();
    if (!options().empty()) {
        h += " [options]";
    }
    if (!positionalHelp().empty()) {
        h += " " + positionalHelp();
    }
    h += "\n\n" + summary() + "\n";
    if (!options().empty()) {
        h += "\nOptions:\n";
        for (const auto& o : options()) {
            std::string left = "  " + o.name + (o.valueName.empty() ? "" : " " + o.valueName);
            left.resize(std::max<std::size_t>(left.size() + 2, 24), ' ');
            h += left + o.help + "\n";
        }
    }
    h += "  --help                Show this help\n";
    return h;
}

std::optional<Options> Command::parse(const std::vector<std::string>& args,
                                      std::ostream& err) const {
    Options o;
    const auto specs = options();
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() > 1 && a[0] == '-' && a != "-") {
            std::string name = a;
            std::string value;
            bool inlineValue = false;
            if (auto eq = a.find('='); eq != std::string::npos) {
                name = a.substr(0, eq);
                value = a.substr(eq + 1);
                inlineValue = true;
            }
            const OptionSpec* spec = nullptr;
            for (const auto& s : specs) {
                if (s.name == name) {
                    spec = &s;
                }
            }
            if (!spec) {
                err << "adc " << this->name() << ": unknown option " << name << " (see adc "
                    << this->name() << " --help)\n";
                return std::nullopt;
            }
            if (spec->valueName.empty()) {
                if (inlineValue) {
                    err << "adc " << this->name() << ": " << name << " takes no value\n";
                    return std::nullopt;
                }
            } else if (!inlineValue) {
                if (i + 1 >= args.size()) {
                    err << "adc " << this->name() << ": " << name << " needs a value ("
                        << spec->valueName << ")\n";
                    return std::nullopt;
                }
                value = args[++i];
            }
            o.values[name] = value;
            o.repeated[name].push_back(value);
        } else {
            o.positional.push_back(a);
        }
    }
    auto [lo, hi] = positionalCount();
    if (o.positional.size() < lo || o.positional.size() > hi) {
        err << "adc " << name() << ": expected " << positionalHelp() << "\n" << help();
        return std::nullopt;
    }
    return o;
}

int run(const std::vector<std::string>& args, Context& context) {
    return run(args, context, engineCommands());
}

int run(const std::vector<std::string>& args, Context& context, const Commands& commands) {
    auto overview = [&](std::ostream& os) {
        os << "Usage: adc COMMAND [options]\n\nAide-de-Camp, the referee's assistant.\n\n"
              "Commands:\n";
        for (const auto& c : commands) {
            std::string left = "  " + c->name();
            left.resize(14, ' ');
            os << left << c->summary() << "\n";
        }
        os << "\nadc COMMAND --help shows a command's options.\n";
    };
    if (args.empty()) {
        overview(context.err);
        return BadRequest;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        overview(context.out);
        return Ok;
    }
    if (args[0] == "--version") {
        context.out << "adc 0.1.0\n";
        return Ok;
    }
    for (const auto& c : commands) {
        if (c->name() != args[0]) {
            continue;
        }
        std::vector<std::string> rest(args.begin() + 1, args.end());
        for (const auto& a : rest) {
            if (a == "--help" || a == "-h") {
                context.out << c->help();
                return Ok;
            }
        }
        auto options = c->parse(rest, context.err);
        if (!options) {
            return BadRequest;
        }
        try {
            return c->run(*options, context);
        } catch (const std::exception& e) {
            // The last guard: whatever a command let through (a library's exception from a
            // path it could not look at) is a message and exit 1, never an abort.
            context.err << "adc " << c->name() << ": " << e.what() << "\n";
            return Failed;
        }
    }
    context.err << "adc: unknown command \"" << args[0] << "\"\n";
    overview(context.err);
    return BadRequest;
}

} // namespace adc::cli
