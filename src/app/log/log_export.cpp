#include "log/log_export.hpp"

#include "adc/game.hpp"
#include "adc/html_text.hpp"
#include "adc/rule_reference.hpp"
#include "effect_words.hpp"
#include "log/log_model.hpp"
#include "log/log_words.hpp"

#include <sstream>

namespace adc::app {

namespace {
// The events in effect that name the unit (all when none), each with its effects in the words
// of the outcome view: worded against the state the event applied to, replayed from the start.
template <class F> void eachEvent(const Game& game, const std::string& unit, F f) {
    Game replay(game.rulesetPtr(), game.scenario());
    for (std::size_t i = 0; i < game.position(); ++i) {
        const Event& e = game.events()[i];
        if (unit.empty() || eventMentions(e, unit)) {
            std::vector<std::string> effects;
            for (const QString& line :
                 words::effectLines(e.outcome, replay.state(), game.ruleset())) {
                effects.push_back(line.toStdString());
            }
            f(i + 1, e, effects);
        }
        replay.apply(e.outcome, e.request, e.label);
    }
}

std::string heading(const Game& game, const Event& e) {
    const LoggedUnder at = loggedUnder(e);
    const auto& sequence = game.ruleset().sequence();
    const auto p = static_cast<std::size_t>(at.phase);
    std::string out = "Turn " + std::to_string(at.turn);
    if (p < sequence.size()) {
        out += ", " + sequence[p].name;
    }
    return out + ": " + labelUnderTurn(e);
}

// "3 (D6, fire); deck shuffled; 5 (D6, morale)".
std::string diceLine(const Outcome& o) {
    std::string out;
    bool inShuffle = false;
    for (const auto& r : o.rolls) {
        const bool shuffle = r.purpose == "shuffle";
        if (!(shuffle && inShuffle)) {
            out += out.empty() ? "" : "; ";
            out += shuffle ? "deck shuffled"
                           : std::to_string(r.face) + " (" + r.die.name() + ", " + r.purpose + ")";
        }
        inShuffle = shuffle;
    }
    return out;
}
} // namespace

std::string logMarkdown(const Game& game, const std::string& unitFilter) {
    std::ostringstream out;
    out << "# " << game.scenario().name << " — game log\n\n";
    out << "Ruleset: " << game.ruleset().name() << " (" << game.ruleset().id() << " "
        << game.ruleset().version() << ")\n\n";
    eachEvent(game, unitFilter,
              [&](std::size_t n, const Event& e, const std::vector<std::string>& effects) {
                  out << "## " << n << ". " << heading(game, e) << "\n\n";
                  if (!e.outcome.rolls.empty()) {
                      out << "Dice: " << diceLine(e.outcome) << "\n\n";
                  }
                  for (const auto& s : e.outcome.steps) {
                      out << "- " << s.text;
                      if (!s.rule.empty()) {
                          // Where it comes from, in the file's words, as the outcome view says.
                          out << " — *" << ruleReferenceWords(game.ruleset(), s.rule) << "*";
                      }
                      out << "\n";
                  }
                  for (const auto& fx : effects) {
                      out << "- **" << fx << "**\n";
                  }
                  out << "\n";
              });
    return out.str();
}

std::string logHtml(const Game& game, const std::string& unitFilter) {
    std::ostringstream out;
    std::string title = htmlEscaped(game.scenario().name) + " — game log";
    out << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" << title
        << "</title>\n<style>body{font-family:sans-serif;max-width:60em;margin:auto}"
           "table{border-collapse:collapse}td,th{border:1px solid #999;padding:3px 6px;"
           "vertical-align:top}.fx{font-weight:bold}.rule{color:#555;font-style:italic}</style></"
           "head><body>\n";
    out << "<h1>" << title << "</h1>\n<p>Ruleset: " << htmlEscaped(game.ruleset().name())
        << "</p>\n<table>\n<tr><th>#</th><th>Turn</th><th>Event</th><th>Dice</th>"
           "<th>Steps and effects</th></tr>\n";
    eachEvent(game, unitFilter,
              [&](std::size_t n, const Event& e, const std::vector<std::string>& effects) {
                  out << "<tr><td>" << n << "</td><td>" << loggedUnder(e).turn << "</td><td>"
                      << htmlEscaped(heading(game, e)) << "</td><td>"
                      << htmlEscaped(diceWords(e.outcome).toStdString()) << "</td><td><ul>";
                  for (const auto& s : e.outcome.steps) {
                      out << "<li>" << htmlEscaped(s.text);
                      if (!s.rule.empty()) {
                          out << " <span class=\"rule\">("
                              << htmlEscaped(ruleReferenceWords(game.ruleset(), s.rule))
                              << ")</span>";
                      }
                      out << "</li>";
                  }
                  for (const auto& fx : effects) {
                      out << "<li class=\"fx\">" << htmlEscaped(fx) << "</li>";
                  }
                  out << "</ul></td></tr>\n";
              });
    out << "</table>\n</body></html>\n";
    return out.str();
}

} // namespace adc::app
