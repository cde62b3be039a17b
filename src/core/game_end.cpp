#include "adc/game_end.hpp"

#include "adc/departure.hpp"
#include "adc/scenario_asks.hpp"
#include "adc/scenario_play.hpp"

#include <algorithm>
#include <cmath>

namespace adc {

namespace {

const char* kMet[] = {"met", "not met", "for the referee"};

std::string percent(double share) {
    return std::to_string(static_cast<int>(std::lround(share * 100))) + "%";
}

std::string pickWords(const UnitPick& p, const GameState& state) {
    if (!p.side.empty()) {
        return sideName(state, p.side);
    }
    for (const Side& s : state.sides) {
        for (const Command& c : s.commands) {
            if (c.id == p.command) {
                return c.name;
            }
        }
    }
    std::string out;
    for (const auto& id : p.units) {
        const Unit* u = state.unit(id);
        out += (out.empty() ? "" : ", ") + (u ? u->name : id);
    }
    return out;
}

// "Nez Perce: 2 units escaped (needs 2) — Ollokot's horsemen, Joseph's band".
bool judgeUnitsLeft(const VictoryTest& t, const GameState& state, std::string& figures) {
    std::vector<std::string> gone;
    for (const Unit& u : state.units) {
        const auto left = departureOf(state, u.id);
        if (left && t.units.picks(u, state.sides) && (t.how.empty() || left->how == t.how)) {
            gone.push_back(u.name);
        }
    }
    figures = pickWords(t.units, state) + ": " + std::to_string(gone.size()) +
              (gone.size() == 1 ? " unit " : " units ") +
              (t.how.empty() ? "left the table" : t.how) + " (needs " + std::to_string(t.atLeast) +
              ")";
    for (std::size_t i = 0; i < gone.size(); ++i) {
        figures += (i == 0 ? " — " : ", ") + gone[i];
    }
    return static_cast<int>(gone.size()) >= t.atLeast;
}

// Whether a test holds, and its figures; nullopt for a question.
std::optional<bool> judgeTest(const VictoryTest& t, const Ruleset& ruleset, const GameState& state,
                              std::string& figures) {
    switch (t.kind) {
    case VictoryTest::Kind::Losses: {
        int start = 0, left = 0;
        for (const Unit& u : state.units) {
            // A unit that left the table counts as it left (docs/formats.md says why).
            if (u.side == t.side && inTheBattle(state, u.id) && ruleset.inStrengthTotals(u)) {
                start += u.startStrength;
                left += u.strength;
            }
        }
        const double share = start > 0 ? double(start - left) / start : 0;
        figures = sideName(state, t.side) + " lost " + std::to_string(start - left) + " of " +
                  std::to_string(start) + " " + ruleset.unitSchema().strengthUnit + " (" +
                  percent(share) + "; needs " + percent(t.share) + ")";
        return share + 1e-9 >= t.share;
    }
    case VictoryTest::Kind::UnitsLost: {
        std::vector<std::string> lost;
        for (const Unit& u : state.units) {
            if (t.units.picks(u, state.sides) && onTable(state, u.id) &&
                (u.status == status::Routed || u.eliminated())) {
                lost.push_back(u.name);
            }
        }
        figures = pickWords(t.units, state) + ": " + std::to_string(lost.size()) +
                  " routed or removed (needs " + std::to_string(t.atLeast) + ")";
        for (std::size_t i = 0; i < lost.size(); ++i) {
            figures += (i == 0 ? " — " : ", ") + lost[i];
        }
        return static_cast<int>(lost.size()) >= t.atLeast;
    }
    case VictoryTest::Kind::UnitsLeft:
        return judgeUnitsLeft(t, state, figures);
    case VictoryTest::Kind::Question: {
        const json answers = state.flags.value(AnswersFlag, json::object());
        if (answers.is_object() && answers.contains(t.at) && answers.at(t.at).is_boolean()) {
            const bool yes = answers.at(t.at).get<bool>();
            figures = "the referee answered " + std::string(yes ? "yes" : "no") + ": " + t.words;
            return yes;
        }
        figures = "the referee: " + t.words;
        return std::nullopt;
    }
    }
    return false;
}

std::string resultText(const VictoryCondition& c, const GameState& state) {
    if (!c.result.empty()) {
        return c.result;
    }
    if (c.winner.empty()) {
        return "Draw";
    }
    return sideName(state, c.winner) + (c.level.empty() ? "" : " " + c.level) + " victory";
}

} // namespace

VictoryResult judgeVictory(const Scenario& s, const Ruleset& ruleset, const GameState& state) {
    VictoryResult r;
    r.text = "Draw";
    bool found = false, waiting = false;
    std::vector<std::string> open;
    for (const auto& c : s.timeline.victory) {
        ConditionVerdict v;
        v.text = scenarioWords(s, c.rule);
        v.rule = c.rule;
        v.met = ConditionVerdict::Met::Yes;
        for (const auto& t : c.tests) {
            std::string figures;
            const std::optional<bool> holds = judgeTest(t, ruleset, state, figures);
            v.figures += (v.figures.empty() ? "" : "; ") + figures;
            if (holds && !*holds) {
                v.met = ConditionVerdict::Met::No;
            } else if (!holds && v.met == ConditionVerdict::Met::Yes) {
                v.met = ConditionVerdict::Met::ForReferee;
            }
        }
        if (!found && v.met == ConditionVerdict::Met::ForReferee) {
            waiting = true;
            open.push_back(resultText(c, state));
        }
        if (!found && v.met == ConditionVerdict::Met::Yes) {
            found = true;
            r.winner = c.winner;
            r.level = c.level;
            r.text = resultText(c, state);
        }
        r.conditions.push_back(std::move(v));
    }
    if (!found && s.timeline.otherwise) {
        r.winner = s.timeline.otherwise->winner;
        r.level = s.timeline.otherwise->level;
        r.text = resultText(*s.timeline.otherwise, state);
    } else if (!found && s.timeline.victory.empty()) {
        r.text = "Draw (the scenario states no victory condition the program can compute)";
    }
    if (waiting) {
        r.decided = false;
        std::string which;
        for (std::size_t i = 0; i < open.size(); ++i) {
            which += (i == 0 ? "" : " or ") + open[i];
        }
        r.text = "For the referee: " + which + " if the referee says so; otherwise " + r.text;
    }
    return r;
}

const nlohmann::json* gameOver(const GameState& state) {
    auto it = state.flags.find(GameOverFlag);
    return it == state.flags.end() || it->is_null() ? nullptr : &*it;
}

std::string gameOverWords(const GameState& state) {
    const json* over = gameOver(state);
    if (!over) {
        return {};
    }
    std::string text = "The game is over: " + over->value("why", std::string());
    if (over->contains("result") && over->at("result").is_object()) {
        text += ". " + over->at("result").value("text", std::string());
    }
    return text;
}

bool atLastPhase(const Scenario& s, const Ruleset& ruleset, const GameState& state) {
    return s.turns > 0 && state.turn >= s.turns &&
           state.phase + 1 >= static_cast<int>(ruleset.sequence().size());
}

namespace {

// The game-over flag's effect and the steps that give each condition, judged on the state.
void addJudgement(const Scenario& s, const Ruleset& ruleset, const GameState& state,
                  const std::string& why, Outcome& o) {
    const VictoryResult r = judgeVictory(s, ruleset, state);
    json conditions = json::array();
    for (const auto& v : r.conditions) {
        const char* met = kMet[static_cast<int>(v.met)];
        conditions.push_back(
            {{"text", v.text}, {"figures", v.figures}, {"met", met}, {"rule", v.rule}});
        o.steps.push_back(
            {v.text + " — " + met + ": " + v.figures, scenarioCitation(v.rule), std::nullopt});
    }
    json result = {{"text", r.text},
                   {"winner", r.winner},
                   {"level", r.level},
                   {"decided", r.decided},
                   {"conditions", conditions}};
    Effect over =
        Effect::flag(GameOverFlag, {{"turn", state.turn}, {"why", why}, {"result", result}});
    over.text = "the game is over (" + why + "): " + r.text;
    o.effects.push_back(std::move(over));
    o.result = result;
    o.summary = "Game over: " + r.text;
}

} // namespace

Outcome endOfGame(const Scenario& s, const Ruleset& ruleset, const GameState& state,
                  const std::string& why) {
    Outcome o;
    o.action = "end_game";
    o.steps.push_back({"The game ends: " + why, "/sequence", std::nullopt});
    addJudgement(s, ruleset, state, why, o);
    return o;
}

std::vector<RefereeQuestion> refereeQuestions(const Scenario& s, const GameState& state) {
    std::vector<RefereeQuestion> out;
    const json answers = state.flags.value(AnswersFlag, json::object());
    auto answerOf = [&](const std::string& at) {
        return answers.is_object() && answers.contains(at) && answers.at(at).is_boolean()
                   ? std::optional<bool>(answers.at(at).get<bool>())
                   : std::nullopt;
    };
    for (const auto& a : s.timeline.arrivals) {
        if (!a.unless.empty()) {
            out.push_back(
                {static_cast<int>(out.size()) + 1, a.unless, a.unlessAt, answerOf(a.unlessAt)});
        }
    }
    for (const auto& c : s.timeline.victory) {
        for (const auto& t : c.tests) {
            if (t.kind != VictoryTest::Kind::Question) {
                continue;
            }
            RefereeQuestion q{static_cast<int>(out.size()) + 1, t.words, t.at, std::nullopt};
            if (answers.is_object() && answers.contains(t.at) && answers.at(t.at).is_boolean()) {
                q.answer = answers.at(t.at).get<bool>();
            }
            out.push_back(std::move(q));
        }
    }
    // The questions an owed action's consequence asked during play (adc/scenario_asks.hpp).
    for (auto& q : askedQuestions(state, static_cast<int>(out.size()) + 1)) {
        out.push_back(std::move(q));
    }
    return out;
}

std::vector<RefereeQuestion> questionsDue(const Scenario& s, const GameState& state) {
    std::vector<RefereeQuestion> due;
    const bool over = gameOver(state) != nullptr;
    for (auto& q : refereeQuestions(s, state)) {
        if (q.at.rfind(AsksFlag, 0) == 0) {
            if (askedNow(state, q.at)) {
                due.push_back(std::move(q)); // asked this phase: its answer owes or not
            }
            continue;
        }
        const auto arrival = std::find_if(
            s.timeline.arrivals.begin(), s.timeline.arrivals.end(),
            [&](const Arrival& a) { return !a.unlessAt.empty() && a.unlessAt == q.at; });
        if (arrival == s.timeline.arrivals.end()) {
            if (over) {
                due.push_back(std::move(q));
            }
            continue;
        }
        const bool toCome =
            std::any_of(arrival->units.begin(), arrival->units.end(),
                        [&](const std::string& id) { return !inTheBattle(state, id); });
        const bool cameOrCancelled =
            state.turn > arrival->turn ||
            (state.turn == arrival->turn && state.phase >= arrival->phaseAt);
        if (!over && toCome && !cameOrCancelled && state.turn + 1 >= arrival->turn) {
            due.push_back(std::move(q));
        }
    }
    return due;
}

Outcome answerQuestion(const Scenario& s, const Ruleset& ruleset, const GameState& state,
                       int number, bool yes) {
    const auto questions = refereeQuestions(s, state);
    if (number < 1 || number > static_cast<int>(questions.size())) {
        throw RuleError("/question", "the scenario has " + std::to_string(questions.size()) +
                                         " questions for the referee; there is no question " +
                                         std::to_string(number));
    }
    const RefereeQuestion& q = questions[static_cast<std::size_t>(number - 1)];
    if (q.at.rfind(AsksFlag, 0) == 0) {
        return answerAsked(ruleset, state, q.at, yes);
    }
    for (const auto& a : s.timeline.arrivals) {
        if (a.unlessAt == q.at && std::all_of(a.units.begin(), a.units.end(), [&](const auto& id) {
                return inTheBattle(state, id);
            })) {
            throw RuleError("/question", "question " + std::to_string(number) +
                                             " is too late: the units it is about have arrived");
        }
    }
    json answers = state.flags.value(AnswersFlag, json::object());
    answers[q.at] = yes;
    Outcome o;
    o.action = "referee_answer";
    Effect kept = Effect::flag(AnswersFlag, answers);
    kept.text = "the referee answers " + std::string(yes ? "yes" : "no") + ": " + q.words;
    o.effects.push_back(std::move(kept));
    o.steps.push_back({"The referee answers " + std::string(yes ? "yes" : "no") + ": " + q.words,
                       "/sequence", std::nullopt});
    o.summary = "Referee: " + std::string(yes ? "yes" : "no") + " — " + q.words;
    if (const json* over = gameOver(state)) {
        // The result is judged again with the answer, on the state as it ended.
        GameState answered = state;
        answered.flags[AnswersFlag] = answers;
        addJudgement(s, ruleset, answered, over->value("why", std::string()), o);
        o.summary = "Referee: " + std::string(yes ? "yes" : "no") + " — " + o.summary;
    }
    return o;
}

std::vector<std::string> resultLines(const nlohmann::json& over) {
    std::vector<std::string> lines;
    const json result = over.value("result", json::object());
    lines.push_back("Game over (" + over.value("why", std::string()) + ")");
    lines.push_back("Result: " + result.value("text", std::string()));
    for (const auto& c : result.value("conditions", json::array())) {
        lines.push_back("  " + c.value("text", std::string()) + " — " +
                        c.value("met", std::string()) + ": " + c.value("figures", std::string()));
    }
    return lines;
}

} // namespace adc
