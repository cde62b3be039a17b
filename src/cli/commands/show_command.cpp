#include "../command.hpp"
#include "../game_file.hpp"

#include "adc/departure.hpp"
#include "adc/game_end.hpp"
#include "adc/obligations.hpp"
#include "adc/pace.hpp"
#include "adc/saved_game.hpp"
#include "adc/scenario_play.hpp"
#include "adc/stored_game.hpp"

#include <algorithm>
#include <ostream>

namespace adc::cli {

namespace {

// Columns line up by characters, not bytes: names hold dashes and accents.
std::size_t width(const std::string& s) {
    return static_cast<std::size_t>(
        std::count_if(s.begin(), s.end(), [](char ch) { return (ch & 0xC0) != 0x80; }));
}

std::string padded(const std::string& s, std::size_t w) {
    return s + std::string(w > width(s) ? w - width(s) : 0, ' ') + "  ";
}

// Each turn's losses in order of turn: {{1, 2}, {3, 1}}.
std::vector<std::pair<int, int>> lossesByTurn(const Unit& u) {
    std::vector<std::pair<int, int>> turns;
    for (const auto& c : u.casualties) {
        if (std::none_of(turns.begin(), turns.end(),
                         [&](const auto& t) { return t.first == c.turn; })) {
            turns.emplace_back(c.turn, u.lossesInTurn(c.turn));
        }
    }
    std::sort(turns.begin(), turns.end());
    return turns;
}

std::string casualtyWords(const Unit& u) {
    if (u.casualties.empty()) {
        return "none";
    }
    std::string text = std::to_string(u.totalLosses()) + " (";
    bool first = true;
    for (const auto& [turn, count] : lossesByTurn(u)) {
        text += (first ? "" : ", ") + std::string("turn ") + std::to_string(turn) + ": " +
                std::to_string(count);
        first = false;
    }
    return text + ")";
}

// The slot's clock: the forecast in words, each turn's length, the warnings.
void showClock(const Game& game, long offset, std::ostream& out) {
    const Forecast f = forecastGame(game, offset);
    out << "Clock: " << f.words << "\n";
    const Pace pace = measurePace(game);
    std::string turns;
    for (const TurnPace& t : pace.turns) {
        if (t.seconds) {
            turns += (turns.empty() ? "" : ", ") + std::string("turn ") + std::to_string(t.turn) +
                     " " + durationWords(*t.seconds) + (t.finished ? "" : " so far");
        }
    }
    if (!turns.empty()) {
        out << "Pace: " << turns << "\n";
    }
    for (const std::string& w : f.warnings) {
        out << "Warning: " << w << "\n";
    }
}

json questionsJson(const Game& game) {
    json out = json::array();
    for (const auto& q : refereeQuestions(game.scenario(), game.state())) {
        out.push_back({{"number", q.number},
                       {"question", q.words},
                       {"answer", q.answer ? json(*q.answer) : json()}});
    }
    return out;
}

json showJson(const Game& game, long offset) {
    const GameState& s = game.state();
    const Ruleset& rs = game.ruleset();
    json sides = json::array();
    for (const Side& side : s.sides) {
        json units = json::array();
        for (const Unit& u : s.units) {
            if (u.side != side.id) {
                continue;
            }
            json turns = json::array();
            for (const auto& [turn, count] : lossesByTurn(u)) {
                turns.push_back({{"turn", turn}, {"count", count}});
            }
            units.push_back({{"id", u.id},
                             {"name", u.name},
                             {"kind", u.kind},
                             {"quality", u.quality},
                             {"strength", u.strength},
                             {"start_strength", u.startStrength},
                             {"status", u.status},
                             {"losses_by_turn", turns},
                             {"casualties", u.casualties},
                             {"on_table", onTable(s, u.id)},
                             {"left_table", departureWords(s, u.id)}});
        }
        sides.push_back({{"id", side.id}, {"name", side.name}, {"units", units}});
    }
    json owed = json::array();
    for (const auto& o : owedNow(rs, s)) {
        owed.push_back({{"unit", o.unit},
                        {"action", o.action},
                        {"reason", o.reason},
                        {"text", obligationWords(o, rs, s)},
                        {"holds_up_next_phase", o.action != AdvancePhaseAction}});
    }
    const auto& seq = rs.sequence();
    auto p = static_cast<std::size_t>(s.phase);
    return {{"scenario", game.scenario().name},
            {"ruleset", {{"id", rs.id()}, {"name", rs.name()}, {"version", rs.version()}}},
            {"turn", s.turn},
            {"turns", game.scenario().turns},
            {"phase",
             {{"index", s.phase},
              {"id", p < seq.size() ? seq[p].id : ""},
              {"name", p < seq.size() ? seq[p].name : ""}}},
            {"strength_unit", rs.unitSchema().strengthUnit},
            {"sides", sides},
            {"owed", owed},
            {"events", game.position()},
            {"can_redo", game.events().size() - game.position()},
            {"clock", forecastJson(forecastGame(game, offset))},
            {"pace", paceJson(measurePace(game))},
            {"game_over", gameOver(s) ? *gameOver(s) : json()},
            {"questions", questionsJson(game)}};
}

void showSide(const Side& side, const Game& game, std::ostream& out) {
    const GameState& s = game.state();
    const Ruleset& rs = game.ruleset(); // "light_infantry" in the ruleset's words
    std::vector<std::vector<std::string>> rows{
        {"Unit", "Kind", "Quality", "Strength", "Status", "Casualties"}};
    for (const Unit& u : s.units) {
        if (u.side == side.id) {
            const std::string off = offTableWords(s, u.id);
            rows.push_back({u.name, rs.words(u.kind), rs.words(u.quality),
                            std::to_string(u.strength) + " of " + std::to_string(u.startStrength),
                            off.empty() ? rs.words(u.status) : off, casualtyWords(u)});
        }
    }
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i) {
            widths[i] = std::max(widths[i], width(row[i]));
        }
    }
    out << "\n"
        << side.name << " (strength in " << game.ruleset().unitSchema().strengthUnit << ")\n";
    for (const auto& row : rows) {
        std::string line = "  ";
        for (std::size_t i = 0; i < row.size(); ++i) {
            line += i + 1 < row.size() ? padded(row[i], widths[i]) : row[i];
        }
        out << line << "\n";
    }
}

void showText(const Game& game, long offset, std::ostream& out) {
    const GameState& s = game.state();
    const Ruleset& rs = game.ruleset();
    out << game.scenario().name << " (" << rs.name() << " " << rs.version() << ")\n"
        << turnWords(game) << "\n";
    showClock(game, offset, out);
    out << game.position() << " events in effect";
    if (game.canRedo()) {
        out << " (" << game.events().size() - game.position() << " undone, can be redone)";
    }
    if (game.position() > 0) {
        out << "; latest: " << game.events()[game.position() - 1].label;
    }
    out << "\n";
    for (const Side& side : s.sides) {
        showSide(side, game, out);
    }
    const auto questions = refereeQuestions(game.scenario(), s);
    if (!questions.empty()) {
        out << "\nQuestions for the referee (adc answer GAME NUMBER yes|no):\n";
        for (const auto& q : questions) {
            out << "  " << q.number << ". " << q.words
                << (q.answer ? (*q.answer ? " — yes" : " — no") : " — not answered") << "\n";
        }
    }
    if (const json* over = gameOver(s)) {
        out << "\n";
        for (const auto& line : resultLines(*over)) {
            out << line << "\n";
        }
        return;
    }
    auto owed = owedNow(rs, s);
    out << "\n" << (owed.empty() ? "Nothing owed in this phase.\n" : "Still owed in this phase:\n");
    for (const auto& o : owed) {
        out << "  " << obligationWords(o, rs, s) << "\n";
    }
}

class ShowCommand : public Command {
public:
    std::string name() const override { return "show"; }
    std::string summary() const override {
        return "Show a saved game: turn, phase, rosters with casualties by turn, what is owed;\n"
               "for a game that is over, its result and each victory condition's figures";
    }
    std::string positionalHelp() const override { return "GAME"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--json", "", "Print JSON for scripts instead of text"}};
    }
    int run(const Options& o, Context& c) override {
        // Reading needs no lock: the atomic writer's rename shows the old file or the new one.
        // The saved state is shown as it stands: replaying the history is adc replay's work,
        // and of the events only what the show reads is read (openForShow).
        try {
            Game game = openForShow(o.positional[0], c.registry, c.dataDir);
            game.setClock(c.clock);
            if (o.has("--json")) {
                c.out << showJson(game, c.offsetNow()).dump(2) << "\n";
            } else {
                showText(game, c.offsetNow(), c.out);
            }
            return Ok;
        } catch (const LoadError& e) {
            c.err << e.what() << "\n";
            return Failed;
        } catch (const std::exception& e) {
            c.err << "adc show: " << o.positional[0] << ": " << e.what() << "\n";
            return Failed;
        }
    }
};

} // namespace

std::unique_ptr<Command> makeShowCommand() {
    return std::make_unique<ShowCommand>();
}

} // namespace adc::cli
