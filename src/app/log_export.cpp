#include "log_export.hpp"

#include "adc/game.hpp"
#include "log_model.hpp"

#include <sstream>

namespace adc::app {

namespace {
std::string escapeHtml(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string faces(const Outcome& o) {
    std::string s;
    for (const auto& r : o.rolls) {
        s += (s.empty() ? "" : " ") + std::to_string(r.face);
    }
    return s;
}

template <class F> void eachEvent(const Game& game, const std::string& unit, F f) {
    for (std::size_t i = 0; i < game.position(); ++i) {
        const Event& e = game.events()[i];
        if (unit.empty() || eventMentions(e, unit)) {
            f(i + 1, e);
        }
    }
}
} // namespace

std::string logMarkdown(const Game& game, const std::string& unitFilter) {
    std::ostringstream out;
    out << "# " << game.scenario().name << " — after-action report\n\n";
    out << "Ruleset: " << game.ruleset().name() << " (" << game.ruleset().id() << " "
        << game.ruleset().version() << ")\n\n";
    eachEvent(game, unitFilter, [&](std::size_t n, const Event& e) {
        out << "## " << n << ". Turn " << e.turn << ": " << e.label << "\n\n";
        if (!e.outcome.rolls.empty()) {
            out << "Dice:";
            for (const auto& r : e.outcome.rolls) {
                out << " " << r.face << " (" << r.die.name() << ", " << r.purpose << ");";
            }
            out << "\n\n";
        }
        for (const auto& s : e.outcome.steps) {
            out << "- " << s.text;
            if (!s.rule.empty()) {
                out << " — `" << s.rule << "`";
            }
            out << "\n";
        }
        for (const auto& fx : e.outcome.effects) {
            out << "- **" << fx.describe() << "**\n";
        }
        out << "\n";
    });
    return out.str();
}

std::string logHtml(const Game& game, const std::string& unitFilter) {
    std::ostringstream out;
    std::string title = escapeHtml(game.scenario().name) + " — after-action report";
    out << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" << title
        << "</title>\n<style>body{font-family:sans-serif;max-width:60em;margin:auto}"
           "table{border-collapse:collapse}td,th{border:1px solid #999;padding:3px 6px;"
           "vertical-align:top}.fx{font-weight:bold}</style></head><body>\n";
    out << "<h1>" << title << "</h1>\n<p>Ruleset: " << escapeHtml(game.ruleset().name())
        << "</p>\n<table>\n<tr><th>#</th><th>Turn</th><th>Event</th><th>Dice</th>"
           "<th>Steps and effects</th></tr>\n";
    eachEvent(game, unitFilter, [&](std::size_t n, const Event& e) {
        out << "<tr><td>" << n << "</td><td>" << e.turn << "</td><td>" << escapeHtml(e.label)
            << "</td><td>" << faces(e.outcome) << "</td><td><ul>";
        for (const auto& s : e.outcome.steps) {
            out << "<li>" << escapeHtml(s.text) << "</li>";
        }
        for (const auto& fx : e.outcome.effects) {
            out << "<li class=\"fx\">" << escapeHtml(fx.describe()) << "</li>";
        }
        out << "</ul></td></tr>\n";
    });
    out << "</table>\n</body></html>\n";
    return out.str();
}

} // namespace adc::app
