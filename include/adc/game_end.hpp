#pragma once
// The end of a game and who won. The last turn's end ends the game, or the referee ends it
// early; either is one event whose effect sets the core's game-over flag, so it is saved, undone
// and replayed like any other change. The flag holds the result as it was judged then: the
// scenario's victory conditions computed where they can be, each with its figures, and the
// questions only the referee can answer.
#include "adc/ruleset.hpp"
#include "adc/scenario.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

// {"turn", "why", "result": {"text", "winner", "level", "decided", "conditions": [...]}}.
inline constexpr const char* GameOverFlag = "scenario.game_over";

// {question's pointer in the scenario: true or false}: the referee's answers so far.
inline constexpr const char* AnswersFlag = "scenario.answers";

// One victory condition as judged: met, not met, or for the referee to decide.
struct ConditionVerdict {
    enum class Met { Yes, No, ForReferee } met = Met::No;
    std::string text;    // the scenario's words for it
    std::string figures; // "Garnett's brigade: 3 routed or removed (needs 3); ..."
    std::string rule;    // "/victory/1"
};

struct VictoryResult {
    std::string text; // "Union minor victory", "Draw", "For the referee: ..."
    std::string winner;
    std::string level;
    bool decided = true; // false when an earlier condition waits on the referee's answer
    std::vector<ConditionVerdict> conditions;
};

// The scenario's victory conditions judged on the state; a scenario without them is a draw
// named as "no victory conditions to compute".
VictoryResult judgeVictory(const Scenario& scenario, const Ruleset& ruleset,
                           const GameState& state);

// The game-over flag's value, or null while the game goes on.
const nlohmann::json* gameOver(const GameState& state);
// "The game is over: turn 8, the scenario's last, has ended. Union minor victory."
std::string gameOverWords(const GameState& state);

// Whether moving on from the state ends the game: the last phase of the scenario's last turn.
bool atLastPhase(const Scenario& scenario, const Ruleset& ruleset, const GameState& state);
// The event that ends the game now, `why` in the referee's words; its steps give each
// condition with its figures, citing the scenario's words.
Outcome endOfGame(const Scenario& scenario, const Ruleset& ruleset, const GameState& state,
                  const std::string& why);

// The result as lines of text for `adc show` and the log: the outcome, then each condition.
std::vector<std::string> resultLines(const nlohmann::json& over);

// A question of the victory conditions only the referee can answer, numbered from 1 in the
// scenario's order, with the answer given so far.
struct RefereeQuestion {
    int number = 0;
    std::string words;
    std::string at; // "/victory_conditions/0/all/1"
    std::optional<bool> answer;
};
std::vector<RefereeQuestion> refereeQuestions(const Scenario& scenario, const GameState& state);
// The questions the rules need answered now, as the desktop asks them: an arrival's on the turn
// before the units are due until they come (its answer decides whether they do), a victory
// condition's once the game is over (the result waits on it), one asked during play by an owed
// action's consequence in the phase it was asked (adc/scenario_asks.hpp). Answered ones stay listed
// with their answer, which the referee may change while it still counts.
std::vector<RefereeQuestion> questionsDue(const Scenario& scenario, const GameState& state);
// The referee's answer to question `number` as an event: it is kept, and a game that is over is
// judged again with it. Throws RuleError for a number the scenario has no question for.
Outcome answerQuestion(const Scenario& scenario, const Ruleset& ruleset, const GameState& state,
                       int number, bool yes);

} // namespace adc
