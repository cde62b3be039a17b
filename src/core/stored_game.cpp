#include "adc/stored_game.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"
#include "effects.hpp"
#include "json_int.hpp"
#include "save_head.hpp"

#include <algorithm>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace adc {

namespace {

// Where the top-level "history" list stands in a save's text, and each of its events.
struct HistoryText {
    std::size_t begin = 0, end = 0; // the list, brackets included
    std::vector<std::pair<std::size_t, std::size_t>> events;
    int found = 0; // how many top-level "history" keys
};

// The closing quote of the string opening at `quote` (or the end of the text): memchr to each
// quote, one not escaped by an odd run of backslashes ends it. Most of a history is text.
std::size_t endOfString(std::string_view text, std::size_t quote) {
    std::size_t from = quote + 1;
    while (from < text.size()) {
        const void* hit = std::memchr(text.data() + from, '"', text.size() - from);
        if (!hit) {
            return text.size();
        }
        const auto at = static_cast<std::size_t>(static_cast<const char*>(hit) - text.data());
        std::size_t slashes = 0;
        while (at - slashes > quote + 1 && text[at - slashes - 1] == '\\') {
            ++slashes;
        }
        if (slashes % 2 == 0) {
            return at;
        }
        from = at + 1;
    }
    return text.size();
}

// One pass over the text, reading nothing but the structure around the history: the events'
// insides are only walked over.
HistoryText findHistory(std::string_view text) {
    HistoryText h;
    int depth = 0;
    bool keyNext = false, inHistory = false;
    std::string_view key;
    std::size_t start = std::string_view::npos, last = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
            continue;
        }
        if (inHistory && depth == 2 && start == std::string_view::npos && c != ']' && c != ',') {
            start = i;
        }
        if (c == '"') {
            std::size_t end = endOfString(text, i);
            if (depth == 1 && keyNext) {
                key = text.substr(i + 1, end - i - 1);
                keyNext = false;
            }
            last = i = end;
            continue;
        }
        if (c == '{' || c == '[') {
            if (depth == 1 && c == '[' && key == "history") {
                ++h.found;
                inHistory = true;
                h.begin = i;
            }
            ++depth;
            keyNext = depth == 1 && c == '{';
        } else if (c == '}' || c == ']') {
            --depth;
            if (inHistory && depth == 1) {
                if (start != std::string_view::npos) {
                    h.events.emplace_back(start, last + 1);
                }
                inHistory = false;
                start = std::string_view::npos;
                h.end = i + 1;
            }
        } else if (c == ',') {
            keyNext = depth == 1;
            if (inHistory && depth == 2 && start != std::string_view::npos) {
                h.events.emplace_back(start, last + 1);
                start = std::string_view::npos;
            }
        }
        last = i;
    }
    return h;
}

// Where the value starting at `from` ends (one past it): a string, a list or an object walked
// over, strings skipped whole; a number, true, false or null up to the next ',' '}' or ']'.
std::size_t endOfValue(std::string_view text, std::size_t from) {
    if (from >= text.size()) {
        return text.size();
    }
    if (text[from] == '"') {
        return std::min(endOfString(text, from) + 1, text.size());
    }
    int depth = 0;
    for (std::size_t i = from; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            i = endOfString(text, i);
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0) {
                return i;
            }
            if (--depth == 0) {
                return i + 1;
            }
        } else if (c == ',' && depth == 0) {
            return i;
        }
    }
    return text.size();
}

std::size_t skipSpace(std::string_view text, std::size_t i) {
    while (i < text.size() &&
           (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t')) {
        ++i;
    }
    return i;
}

// An event's label, turn, phase and time, read from its text without its outcome (what adc
// show and the pace read); nullopt when the text is not an object of that shape.
std::optional<Event> eventHead(std::string_view text) {
    Event e;
    bool label = false, turn = false, phase = false;
    std::size_t i = skipSpace(text, 0);
    if (i >= text.size() || text[i] != '{') {
        return std::nullopt;
    }
    try {
        for (i = skipSpace(text, i + 1); i < text.size() && text[i] != '}';) {
            if (text[i] != '"') {
                return std::nullopt;
            }
            const std::size_t keyEnd = endOfString(text, i);
            const std::string_view key = text.substr(i + 1, keyEnd - i - 1);
            i = skipSpace(text, keyEnd + 1);
            if (i >= text.size() || text[i] != ':') {
                return std::nullopt;
            }
            const std::size_t from = skipSpace(text, i + 1);
            const std::size_t to = endOfValue(text, from);
            if (key == "label" || key == "turn" || key == "phase" || key == "at") {
                const json value = json::parse(text.substr(from, to - from));
                if (key == "label") {
                    e.label = value.get<std::string>();
                    label = true;
                } else if (key == "turn") {
                    e.turn = detail::wholeNumber(value, "turn");
                    turn = true;
                } else if (key == "phase") {
                    e.phase = detail::wholeNumber(value, "phase");
                    phase = true;
                } else {
                    e.at = value.is_string() ? wallTimeFromText(value.get<std::string>())
                                             : std::nullopt;
                    if (!e.at) {
                        return std::nullopt;
                    }
                }
            }
            i = skipSpace(text, to);
            if (i < text.size() && text[i] == ',') {
                i = skipSpace(text, i + 1);
            }
        }
    } catch (const std::exception&) {
        return std::nullopt; // the loader says what is wrong, with the place
    }
    if (!label || !turn || !phase) {
        return std::nullopt;
    }
    return e;
}

StoredGame byReplay(const std::string& path, const RulesetRegistry& registry,
                    const std::string& dataDir) {
    return {loadGameFile(path, registry, dataDir), {}, {}};
}

// "{...}" as dump(1) writes it, placed `indent` spaces in.
std::string indented(const std::string& text, std::size_t indent) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (char c : text) {
        out += c;
        if (c == '\n') {
            out.append(indent, ' ');
        }
    }
    return out;
}

} // namespace

// The saved state, checked against the scenario as cheaply as it can be: read back exactly (its
// JSON again is the file's), the scenario's sides and units in order, a turn and a phase of the
// sequence. The history that led to it is checked by adc replay and adc validate.
GameState detail::readSavedState(const json& saved, const Scenario& scenario,
                                 const Ruleset& ruleset, Diagnostics& d) {
    GameState state;
    try {
        state = saved.get<GameState>();
    } catch (const json::exception& e) {
        d.error("/state", "is not a game state: " + jsonErrorWords(e));
        throw LoadError(d);
    } catch (const std::exception& e) {
        d.error("/state", std::string("is not a game state: ") + e.what());
        throw LoadError(d);
    }
    if (json(state) != saved) {
        d.error("/state", "is not a game state as this program writes it");
    }
    if (state.rulesetId != ruleset.id()) {
        d.error("/state/ruleset", "is not the save's ruleset, " + ruleset.id());
    }
    if (state.sides != scenario.sides) {
        d.error("/state/sides", "are not the scenario's sides");
    }
    bool sameUnits = state.units.size() == scenario.units.size();
    for (std::size_t i = 0; sameUnits && i < state.units.size(); ++i) {
        sameUnits = state.units[i].id == scenario.units[i].id &&
                    state.units[i].side == scenario.units[i].side;
    }
    if (!sameUnits) {
        d.error("/state/units", "are not the scenario's units, in its order");
    }
    if (state.options != scenario.options) {
        d.error("/state/options", "are not the scenario's options");
    }
    if (state.turn < 1) {
        d.error("/state/turn", "must be a turn ≥ 1, found " + std::to_string(state.turn));
    }
    if (state.phase < 0 || static_cast<std::size_t>(state.phase) >= ruleset.sequence().size()) {
        d.error("/state/phase", "is not a phase of the ruleset's sequence");
    }
    if (!d.ok()) {
        throw LoadError(d);
    }
    return state;
}

namespace {

// The save's text, or a LoadError naming the file and why it could not be read.
std::string readGameText(const std::string& path) {
    try {
        return readFile(path);
    } catch (const std::exception& e) {
        Diagnostics d(path);
        d.error("", e.what());
        throw LoadError(d);
    }
}

} // namespace

StoredGame openForChange(const std::string& path, const RulesetRegistry& registry,
                         const std::string& dataDir) {
    Diagnostics d(path);
    std::string text = readGameText(path);
    const HistoryText history = findHistory(text);
    if (history.found != 1) {
        return byReplay(path, registry, dataDir); // no history, or two: the loader says which
    }
    std::string head = text.substr(0, history.begin) + "[]" + text.substr(history.end);
    auto data = parseJson(head, d);
    if (!data) {
        return byReplay(path, registry, dataDir); // its errors are placed in the whole file
    }
    json migrated;
    SaveHead h = detail::readSaveHead(*data, registry, dataDir, d, migrated);
    if (h.format < kSaveFormat) {
        return byReplay(path, registry, dataDir); // migrating rewrites the history's effects
    }
    if (h.position > history.events.size()) {
        d.error("/position", "is past the end of the history");
        throw LoadError(d);
    }
    if (data->contains("options") && data->at("options") != json(h.scenario.options)) {
        d.error("/options",
                "differ from the scenario's options " + json(h.scenario.options).dump());
    }
    GameState state = detail::readSavedState(data->at("state"), h.scenario, *h.ruleset, d);
    // Read: the latest event in effect, with what it replaced, so adc undo needs no replay;
    // and the redo list (events past the position), so adc redo needs none either. Events that
    // do not read, or a latest event without its record (a save the desktop wrote before its
    // check of a format-3 history arrived), are left to the loader's replay, whose errors are
    // placed in the whole file and whose save writes every record.
    const std::size_t first = h.position > 0 ? h.position - 1 : 0;
    std::vector<Event> read;
    ReplacedRecords records;
    for (std::size_t i = first; i < history.events.size(); ++i) {
        const auto [from, to] = history.events[i];
        Diagnostics eventErrors(path);
        auto event = parseJson(text.substr(from, to - from), eventErrors);
        try {
            if (!event) {
                return byReplay(path, registry, dataDir);
            }
            read.push_back(event->get<Event>());
        } catch (const std::exception&) {
            return byReplay(path, registry, dataDir);
        }
        records.emplace_back();
        if (const auto r = event->find("replaced"); r != event->end()) {
            records.back() =
                detail::replacedFromJson(read.back().outcome.effects, JsonReader(*r, eventErrors));
        }
        if (!eventErrors.ok() || (i + 1 == h.position && !records.back())) {
            return byReplay(path, registry, dataDir);
        }
    }
    StoredGame stored{Game(h.ruleset, std::move(h.scenario)), {}, {}};
    stored.game.slot() = h.slot;
    try {
        stored.game.restore({}, 0, h.seed, h.diceState);
    } catch (const DiceError& e) {
        d.error("/dice/state", e.what());
        throw LoadError(d);
    }
    stored.game.resume(std::move(state), std::move(read), h.position - first, std::move(records),
                       first);
    // Each event of the redo list must apply in turn, as the loader checks.
    const std::size_t inEffect = stored.game.position();
    try {
        while (stored.game.canRedo()) {
            stored.game.redo();
        }
    } catch (const RuleError& e) {
        d.error("/history/" + std::to_string(first + stored.game.position()) + "/outcome" +
                    e.field(),
                e.message());
        throw LoadError(d);
    }
    while (stored.game.position() > inEffect) {
        stored.game.undo();
    }
    stored.kept.assign(history.events.begin(), history.events.begin() + first);
    stored.text = std::move(text);
    return stored;
}

Game openForShow(const std::string& path, const RulesetRegistry& registry,
                 const std::string& dataDir) {
    Diagnostics d(path);
    std::string text = readGameText(path);
    auto whole = [&] { return loadGameAtSavedState(path, registry, dataDir); };
    const HistoryText history = findHistory(text);
    if (history.found != 1) {
        return whole();
    }
    auto data = parseJson(text.substr(0, history.begin) + "[]" + text.substr(history.end), d);
    if (!data) {
        return whole();
    }
    json migrated;
    SaveHead h = detail::readSaveHead(*data, registry, dataDir, d, migrated);
    if (h.format < 3 || h.position > history.events.size()) {
        return whole(); // migrating rewrites the history; a bad position is named there
    }
    if (data->contains("options") && data->at("options") != json(h.scenario.options)) {
        return whole();
    }
    GameState state = detail::readSavedState(data->at("state"), h.scenario, *h.ruleset, d);
    std::vector<Event> heads;
    heads.reserve(history.events.size());
    for (const auto& [from, to] : history.events) {
        auto head = eventHead(std::string_view(text).substr(from, to - from));
        if (!head) {
            return whole();
        }
        heads.push_back(std::move(*head));
    }
    Game game(h.ruleset, std::move(h.scenario));
    game.slot() = h.slot;
    try {
        game.restore({}, 0, h.seed, h.diceState);
    } catch (const DiceError& e) {
        d.error("/dice/state", e.what());
        throw LoadError(d);
    }
    game.resume(std::move(state), std::move(heads), h.position, {}, 0);
    return game;
}

void saveChange(const std::string& path, const StoredGame& stored) {
    const Game& game = stored.game;
    json data = saveGameToJson(game);
    const json fresh = std::move(data["history"]);
    data["history"] = json::array();
    data["position"] = stored.kept.size() + game.position();
    const std::string head = data.dump(1);
    // The history's place in dump(1)'s layout: a key at the top is one space in, and no text
    // holds a raw line break, so this is found once and only there.
    const std::string place = "\n \"history\": []";
    const std::size_t at = head.find(place);
    if (at == std::string::npos) {
        throw std::logic_error("a saved game's text has no history"); // dump(1) always has it
    }
    const std::size_t listAt = at + place.size() - 2; // the "[]"
    std::size_t size = head.size() + 8;
    for (const auto& [from, to] : stored.kept) {
        size += to - from + 4;
    }
    // One string, built once: a long game's history is megabytes.
    std::string out;
    out.reserve(size);
    out.append(head, 0, listAt);
    if (stored.kept.empty() && fresh.empty()) {
        out += "[]";
    } else {
        out += '[';
        bool first = true;
        for (std::size_t i = 0; i < stored.kept.size(); ++i) {
            out += first ? "\n  " : ",\n  ";
            out += stored.keptEvent(i);
            first = false;
        }
        for (const json& e : fresh) {
            out += first ? "\n  " : ",\n  ";
            out += indented(e.dump(1), 2);
            first = false;
        }
        out += "\n ]";
    }
    out.append(head, listAt + 2, std::string::npos);
    out += '\n';
    writeFileAtomically(path, out);
}

} // namespace adc
