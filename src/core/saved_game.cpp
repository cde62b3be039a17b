#include "adc/saved_game.hpp"

#include "adc/atomic_file.hpp"
#include "effects.hpp"
#include "save_head.hpp"

namespace adc {

namespace {

// When each event happened, and where each phase change leads, must be a turn and a phase of
// the ruleset's sequence: the turn tracker and the log index the sequence by them.
void checkWhen(const std::vector<Event>& events, std::size_t phases, Diagnostics& d) {
    const std::string range = "must be a phase of the ruleset's sequence, 0 to " +
                              std::to_string(phases - 1) + ", found ";
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        const std::string at = childPointer("/history", i);
        if (e.turn < 1) {
            d.error(at + "/turn", "must be a turn ≥ 1, found " + std::to_string(e.turn));
        }
        if (e.phase < 0 || static_cast<std::size_t>(e.phase) >= phases) {
            d.error(at + "/phase", range + std::to_string(e.phase));
        }
        for (std::size_t j = 0; j < e.outcome.effects.size(); ++j) {
            const Effect& f = e.outcome.effects[j];
            if (f.kind == EffectKind::Phase && f.value.is_number_integer() &&
                (f.value.get<long long>() < 0 ||
                 static_cast<unsigned long long>(f.value.get<long long>()) >= phases)) {
                d.error(at + "/outcome/effects/" + std::to_string(j) + "/value",
                        range + f.value.dump());
            }
        }
    }
}

} // namespace

std::string fileKind(const json& data) {
    if (!data.is_object()) {
        return {};
    }
    if (auto k = data.find("kind"); k != data.end() && k->is_string()) {
        return k->get<std::string>();
    }
    // Older or hand-written files without "kind": tell by their shape.
    if (data.contains("history")) {
        return "save";
    }
    if (data.contains("sides")) {
        return "scenario";
    }
    if (data.contains("sequence") && data.contains("id")) {
        return "ruleset";
    }
    return {};
}

json saveGameToJson(const Game& game) {
    json data = saveHeadToJson(game);
    json history = json::array();
    for (std::size_t i = 0; i < game.events().size(); ++i) {
        json& event = history.emplace_back(game.events()[i]);
        if (json replaced = game.replaced(i); !replaced.is_null()) {
            event["replaced"] = std::move(replaced);
        }
    }
    data["history"] = std::move(history);
    return data;
}

json saveHeadToJson(const Game& game) {
    const Ruleset& rs = game.ruleset();
    return {{"format", kSaveFormat},
            {"kind", "save"},
            {"ruleset", {{"id", rs.id()}, {"version", rs.version()}}},
            {"options", game.state().options},
            {"scenario", scenarioToJson(game.scenario())},
            {"dice", {{"seed", game.seed()}, {"state", game.dice().state()}}},
            {"position", game.position()},
            {"slot", game.slot()},
            {"state", game.state()}};
}

SaveHead detail::readSaveHead(const json& data, const RulesetRegistry& registry,
                              const std::string& dataDir, Diagnostics& d, json& migrated) {
    const std::string& file = d.file();
    JsonReader r(data, d);
    if (!data.is_object()) {
        d.error("", "a saved game must hold a JSON object");
        throw LoadError(d);
    }
    auto format = r.integer("/format", 1, kSaveFormat);
    if (!format) {
        throw LoadError(d);
    }
    r.onlyKeys("", {"format", "kind", "ruleset", "options", "scenario", "dice", "history",
                    "position", "state", "recovery_of", "slot"});
    if (r.has("/recovery_of")) {
        r.string("/recovery_of", true); // "" when the game belongs to no file
    }
    r.oneOf("/kind", {"save"});
    auto id = r.string("/ruleset/id");
    auto version = r.string("/ruleset/version");
    r.object("/scenario");
    // Seeds are 32-bit unsigned; JsonReader::integer stops at INT_MAX.
    std::optional<std::uint32_t> seed;
    if (const json* s = r.value("/dice/seed")) {
        if ((s->is_number_unsigned() || s->is_number_integer()) && s->get<double>() >= 0 &&
            s->get<double>() <= 4294967295.0) {
            seed = s->get<std::uint32_t>();
        } else {
            d.error("/dice/seed",
                    "must be a whole number from 0 to 4294967295, found " + s->dump());
        }
    }
    auto diceState = r.string("/dice/state");
    r.array("/history");
    auto position = r.integer("/position", 0, INT_MAX);
    r.object("/state");
    if (r.has("/options")) {
        r.object("/options");
    }
    if (*format >= 3 || r.has("/slot")) {
        r.object("/slot");
    }
    if (!d.ok()) {
        throw LoadError(d);
    }
    SaveHead head;
    head.format = *format;
    head.seed = *seed;
    head.diceState = *diceState;
    head.position = static_cast<std::size_t>(*position);
    try {
        head.ruleset = registry.loadById(*id, dataDir);
    } catch (const LoadError& e) {
        d.error("/ruleset/id", e.what());
        throw LoadError(d);
    }
    // An older save is brought to today's shape by its ruleset (its history's effects and its
    // state); the file on disk is not rewritten until the game is saved again.
    head.save = &data;
    // Format 4 only adds what each event replaced, which a format-3 event does without (it is
    // undone by replay): nothing to bring over, and copying a long game is not free.
    if (*format < 3) {
        migrated = data;
        head.ruleset->migrateSave(migrated, *format);
        migrated["format"] = kSaveFormat;
        head.save = &migrated;
    }
    // A different ruleset version is not fatal: the history holds the effects, so the game
    // still replays exactly; only new resolutions use the newer tables.
    try {
        head.scenario = scenarioFromJson(head.save->at("scenario"), *head.ruleset, file);
    } catch (const LoadError& e) {
        for (const auto& item : e.diagnostics().items()) {
            d.error("/scenario" + item.pointer, item.message);
        }
        throw LoadError(d);
    }
    // Format 2 had no slot: the scenario's length, started by the first event timed from now.
    if (const auto slot = head.save->find("slot"); slot != head.save->end()) {
        head.slot = slotFromJson(*slot, "/slot", d);
        if (!d.ok()) {
            throw LoadError(d);
        }
    } else if (head.scenario.slotMinutes) {
        head.slot.minutes = *head.scenario.slotMinutes;
    }
    return head;
}

namespace {

// The history's events, each converted and checked for its turn and phase, and what each says
// it replaced (records, by index); errors go to d.
std::vector<Event> readEvents(const json& history, std::size_t phases, Diagnostics& d,
                              ReplacedRecords& records) {
    std::vector<Event> events;
    events.reserve(history.size());
    records.assign(history.size(), std::nullopt);
    for (std::size_t i = 0; i < history.size(); ++i) {
        try {
            events.push_back(history[i].get<Event>());
        } catch (const json::exception& e) {
            d.error(childPointer("/history", i), "is not a valid event: " + jsonErrorWords(e));
            continue;
        } catch (const std::exception& e) {
            d.error(childPointer("/history", i), std::string("is not a valid event: ") + e.what());
            continue;
        }
        if (const auto r = history[i].find("replaced"); r != history[i].end()) {
            records[i] = detail::replacedFromJson(
                events.back().outcome.effects,
                JsonReader(*r, d, childPointer("/history", i) + "/replaced"));
        }
    }
    checkWhen(events, phases, d);
    return events;
}

// What the save says each event replaced must be what it replaced in the replay: an undo
// without replay takes it at its word.
void checkReplaced(const Game& game, const json& history, Diagnostics& d) {
    for (std::size_t i = 0; i < history.size() && i < game.events().size(); ++i) {
        const auto said = history[i].find("replaced");
        if (said == history[i].end()) {
            continue;
        }
        const json found = game.replaced(i);
        for (std::size_t j = 0; j < found.size() && j < said->size(); ++j) {
            if ((*said)[j] != found[j]) {
                d.error(childPointer("/history", i) + "/replaced/" + std::to_string(j),
                        "is not what the effect replaced when the history is replayed, " +
                            found[j].dump());
            }
        }
    }
}

// Events past the position are the redo list: each must still apply, or Redo would fail later
// in the middle of a game. Redo them all, then undo back to the saved position.
void checkRedoList(Game& game, Diagnostics& d) {
    std::size_t at = game.position();
    try {
        while (game.canRedo()) {
            game.redo();
        }
    } catch (const RuleError& e) {
        d.error("/history/" + std::to_string(game.position()) + "/outcome" + e.field(),
                e.message());
        throw LoadError(d);
    }
    while (game.position() > at) {
        game.undo();
    }
}

} // namespace

Game gameFromJson(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                  const std::string& file) {
    Diagnostics d(file);
    JsonReader r(data, d);
    json migrated;
    SaveHead head = detail::readSaveHead(data, registry, dataDir, d, migrated);
    const json* save = head.save;
    auto& ruleset = head.ruleset;
    ReplacedRecords records;
    std::vector<Event> events =
        readEvents(save->at("history"), ruleset->sequence().size(), d, records);
    if (head.position > events.size()) {
        d.error("/position", "is past the end of the history");
    }
    if (!d.ok()) {
        throw LoadError(d);
    }
    Game game(ruleset, std::move(head.scenario));
    game.slot() = head.slot;
    try {
        game.restore(std::move(events), head.position, head.seed, head.diceState);
    } catch (const RuleError& e) {
        d.error(e.field(), e.message());
        throw LoadError(d);
    } catch (const DiceError& e) {
        d.error("/dice/state", e.what());
        throw LoadError(d);
    }
    checkRedoList(game, d);
    checkReplaced(game, save->at("history"), d);
    if (!d.ok()) {
        throw LoadError(d);
    }
    if (r.has("/options") && json(game.state().options) != save->at("options")) {
        d.error("/options",
                "differ from the scenario's options " + json(game.state().options).dump());
        throw LoadError(d);
    }
    if (json(game.state()) != save->at("state")) {
        d.error("/state", "replaying the history does not reach the saved state");
        throw LoadError(d);
    }
    return game;
}

Game gameAtSavedState(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                      const std::string& file) {
    Diagnostics d(file);
    json migrated;
    SaveHead head = detail::readSaveHead(data, registry, dataDir, d, migrated);
    const json* save = head.save;
    auto& ruleset = head.ruleset;
    ReplacedRecords records;
    std::vector<Event> events =
        readEvents(save->at("history"), ruleset->sequence().size(), d, records);
    if (head.position > events.size()) {
        d.error("/position", "is past the end of the history");
    }
    if (save->contains("options") && save->at("options") != json(head.scenario.options)) {
        d.error("/options",
                "differ from the scenario's options " + json(head.scenario.options).dump());
    }
    if (!d.ok()) {
        throw LoadError(d);
    }
    GameState state = detail::readSavedState(save->at("state"), head.scenario, *ruleset, d);
    Game game(ruleset, std::move(head.scenario));
    game.slot() = head.slot;
    try {
        game.restore({}, 0, head.seed, head.diceState);
    } catch (const DiceError& e) {
        d.error("/dice/state", e.what());
        throw LoadError(d);
    }
    game.resume(std::move(state), std::move(events), head.position, std::move(records), 0);
    checkRedoList(game, d);
    return game;
}

namespace {
// A saved game's file as JSON; a file that cannot be read or parsed throws its errors.
json readSaveFile(const std::string& path) {
    Diagnostics d(path);
    auto data = readJsonFile(path, d);
    if (!data) {
        throw LoadError(d);
    }
    return std::move(*data);
}
} // namespace

Game loadGameAtSavedState(const std::string& path, const RulesetRegistry& registry,
                          const std::string& dataDir) {
    return gameAtSavedState(readSaveFile(path), registry, dataDir, path);
}

void saveGameFile(const std::string& path, const Game& game) {
    writeFileAtomically(path, saveGameToJson(game).dump(1) + "\n");
}

Game loadGameFile(const std::string& path, const RulesetRegistry& registry,
                  const std::string& dataDir) {
    return gameFromJson(readSaveFile(path), registry, dataDir, path);
}

void saveRecoveryFile(const std::string& path, const Game& game, const std::string& source) {
    json data = saveGameToJson(game);
    data["recovery_of"] = source;
    writeFileAtomically(path, data.dump(1) + "\n");
}

Recovery loadRecoveryFile(const std::string& path, const RulesetRegistry& registry,
                          const std::string& dataDir) {
    const json data = readSaveFile(path);
    Recovery recovery{gameFromJson(data, registry, dataDir, path), std::nullopt};
    // gameFromJson has checked that it is text.
    if (auto it = data.find("recovery_of"); it != data.end()) {
        recovery.source = it->get<std::string>();
    }
    return recovery;
}

} // namespace adc
