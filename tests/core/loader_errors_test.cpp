// Every kind of loader error, reported with its file and JSON pointer; nothing half-loaded.
#include "test_support.hpp"

#include "adc/saved_game.hpp"

namespace adc {

using testing::drillRuleset;
using testing::drillRulesetJson;
using testing::hasError;
using testing::rulesetErrors;
using testing::saveErrors;
using testing::skirmishJson;

namespace {

Diagnostics scenarioErrors(const json& data) {
    try {
        scenarioFromJson(data, *drillRuleset(), "s.json");
    } catch (const LoadError& e) {
        return e.diagnostics();
    }
    return Diagnostics("no error");
}

json savedGame() {
    Game g = testing::skirmishGame();
    ScriptedDice dice({6, 6, 1, 0});
    ActionRequest volley{"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 3}}};
    g.apply(g.resolve(volley, dice), volley);
    ActionRequest morale{"morale", {{"unit", "tx1a"}}};
    g.apply(g.resolve(morale, dice), morale);
    return saveGameToJson(g);
}

} // namespace

TEST(RulesetLoader, LoadsTheDrillRuleset) {
    auto rs = drillRuleset();
    EXPECT_EQ(rs->id(), "drill");
    EXPECT_EQ(rs->version(), "1.0");
    EXPECT_TRUE(rs->usesDeck());
    ASSERT_EQ(rs->sequence().size(), 2u);
    EXPECT_EQ(rs->sequence()[0].description, "Units with loaded weapons fire");
    ASSERT_NE(rs->houseRule("volley_bonus"), nullptr);
    EXPECT_EQ(rs->houseRule("volley_bonus")->ruling, "R1");
    EXPECT_EQ(rs->option(GameState{}, "volley_bonus"), "none");
    EXPECT_EQ(rs->data()["hit_on"], 4);
}

TEST(RulesetLoader, EveryKindOfError) {
    json j = drillRulesetJson();
    j.erase("name");                                      // missing key
    j["version"] = 1;                                     // wrong type
    j["colour_of_sky"] = "blue";                          // unknown key
    j["kind"] = "cookbook";                               // unknown enum value
    j["hit_on"] = 7;                                      // out of range
    j["sequence"][1]["id"] = json::array();               // wrong type, nested
    j["house_rules"]["volley_bonus"]["default"] = "more"; // not one of its choices
    j["house_rules"]["a/b"] = {{"label", "x"}, {"choices", {"only"}}, {"default", "only"}};
    j["uses_deck"] = "yes";
    Diagnostics d = rulesetErrors(j);
    EXPECT_EQ(d.file(), "drill.json");
    EXPECT_TRUE(hasError(d, "/name", "is missing"));
    EXPECT_TRUE(hasError(d, "/version", "must be text, found a whole number"));
    EXPECT_TRUE(hasError(d, "/colour_of_sky", "is not a known key here"));
    EXPECT_TRUE(hasError(d, "/kind", "must be one of ruleset, found \"cookbook\""));
    EXPECT_TRUE(hasError(d, "/hit_on", "from 1 to 6, found 7"));
    EXPECT_TRUE(hasError(d, "/sequence/1/id", "must be text, found a list"));
    EXPECT_TRUE(hasError(d, "/house_rules/volley_bonus/default", "must be one of none, plus_one"));
    EXPECT_TRUE(hasError(d, "/house_rules/a~1b/choices", "at least two"));
    EXPECT_TRUE(hasError(d, "/uses_deck", "must be true or false"));
    EXPECT_NE(d.text().find("drill.json: /hit_on: "), std::string::npos) << d.text();
}

TEST(RulesetLoader, FormatVersionAndIdComeFirst) {
    json j = drillRulesetJson();
    j["format"] = kRulesetFormat + 1;
    j["name"] = 5;
    Diagnostics d = rulesetErrors(j);
    EXPECT_TRUE(hasError(d, "/format",
                         "from 1 to " + std::to_string(kRulesetFormat) + ", found " +
                             std::to_string(kRulesetFormat + 1)));
    EXPECT_EQ(d.items().size(), 1u); // a newer format is refused before anything else
    j["format"] = "1";
    EXPECT_TRUE(hasError(rulesetErrors(j), "/format", "must be a whole number"));
    j = drillRulesetJson();
    j["id"] = "chess";
    EXPECT_TRUE(hasError(rulesetErrors(j), "/id", "\"chess\" is not a ruleset this program knows"));
    EXPECT_TRUE(hasError(rulesetErrors(json::array()), "", "must hold a JSON object"));
}

TEST(RulesetLoader, UnreadableAndBrokenFiles) {
    try {
        drill::registry().load("/nonexistent/drill.json");
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_NE(std::string(e.what()).find("/nonexistent/drill.json"), std::string::npos);
    }
    testing::TempDir dir;
    std::ofstream(dir.file("broken.json")) << "{\"format\": 1,";
    try {
        drill::registry().load(dir.file("broken.json"));
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_NE(std::string(e.what()).find("not valid JSON"), std::string::npos) << e.what();
    }
    EXPECT_THROW(drill::registry().loadById("roe", drill::dataDir()), LoadError);
}

TEST(ScenarioLoader, EveryKindOfError) {
    json j = skirmishJson();
    j.erase("name");                           // missing key
    j["turns"] = "six";                        // wrong type
    j["weather"] = "rain";                     // unknown key
    j["options"]["volley_bonus"] = "plus_two"; // unknown choice
    j["options"]["night"] = "yes";             // unknown house rule
    auto& a = j["sides"][0]["units"][0];
    a["kind"] = "cavalry";               // unknown enum value
    a["strength"] = 100001;              // out of range
    a["morale"] = 12;                    // schema range
    a["horses"] = 3;                     // unknown unit key
    a["leaders"][0]["rank"] = "general"; // unknown rank
    a["leaders"][0]["modifier"] = 9;     // out of range
    auto& b = j["sides"][0]["units"][1];
    b["id"] = "tx1a";                                   // duplicate across sides
    b["strength"] = 11;                                 // above start_strength
    j["sides"][0]["commands"][0]["units"][1] = "ghost"; // not a unit of this side
    j["sides"][1]["id"] = "usa";                        // duplicate side id
    j["sides"][1]["colour"] = "blue";
    j["terrain"][0].erase("name");
    Diagnostics d = scenarioErrors(j);
    EXPECT_EQ(d.file(), "s.json");
    EXPECT_TRUE(hasError(d, "/name", "is missing"));
    EXPECT_TRUE(hasError(d, "/turns", "must be a whole number from 0 to 1000, found text"));
    EXPECT_TRUE(hasError(d, "/weather", "is not a known key"));
    EXPECT_TRUE(hasError(d, "/options/volley_bonus", "must be one of none, plus_one"));
    EXPECT_TRUE(hasError(d, "/options/night", "is not a house rule of drill"));
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/kind", "must be one of infantry, artillery"));
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/strength", "from 0 to 100000, found 100001"));
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/morale", "≤ 9, found 12"));
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/horses", "is not a known key"));
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/leaders/0/rank", "must be one of captain"));
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/leaders/0/modifier", "from -6 to 6"));
    EXPECT_TRUE(hasError(d, "/sides/1/units/0/id", "\"tx1a\" is used by another unit"));
    EXPECT_TRUE(hasError(d, "/sides/0/units/1/strength", "must not exceed start_strength (10)"));
    EXPECT_TRUE(hasError(d, "/sides/0/commands/0/units/1", "is not a unit of this side"));
    EXPECT_TRUE(hasError(d, "/sides/1/id", "\"usa\" is used by another side"));
    EXPECT_TRUE(hasError(d, "/sides/1/colour", "must be one of red, black"));
    EXPECT_TRUE(hasError(d, "/terrain/0/name", "is missing"));
}

TEST(ScenarioLoader, FormatRulesetAndShape) {
    json j = skirmishJson();
    j["format"] = 0;
    EXPECT_TRUE(hasError(scenarioErrors(j), "/format", "from 1 to 2, found 0"));
    j = skirmishJson();
    j["ruleset"] = "roe";
    EXPECT_TRUE(hasError(scenarioErrors(j), "/ruleset", "but was loaded with drill"));
    j["kind"] = "save";
    EXPECT_TRUE(hasError(scenarioErrors(j), "/kind", "must be one of scenario"));
    j = skirmishJson();
    j["sides"] = json::array();
    EXPECT_TRUE(hasError(scenarioErrors(j), "/sides", "at least one side"));
    j["sides"] = json::object();
    EXPECT_TRUE(hasError(scenarioErrors(j), "/sides", "must be a list, found an object"));
    j = skirmishJson();
    j["sides"][0]["units"][0]["notes"] = 5;
    j["sides"][0]["units"][1] = "a unit";
    Diagnostics d = scenarioErrors(j);
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/notes", "must be text"));
    EXPECT_TRUE(hasError(d, "/sides/0/units/1", "must be an object, found text"));
    EXPECT_TRUE(hasError(scenarioErrors("x"), "", "must hold a JSON object"));
}

TEST(ScenarioLoader, FileThroughTheRegistry) {
    auto loaded = loadScenarioFile(drill::dataDir() + "/scenarios/drill_skirmish.json",
                                   drill::registry(), drill::dataDir());
    EXPECT_EQ(loaded.ruleset->id(), "drill");
    EXPECT_EQ(loaded.scenario.units.size(), 3u);
    testing::TempDir dir;
    json j = skirmishJson();
    j["ruleset"] = "chess";
    std::ofstream(dir.file("s.json")) << j.dump();
    try {
        loadScenarioFile(dir.file("s.json"), drill::registry(), drill::dataDir());
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_TRUE(hasError(e.diagnostics(), "/ruleset", "\"chess\" is not a ruleset"));
        EXPECT_EQ(e.diagnostics().file(), dir.file("s.json"));
    }
}

namespace {

// Loads text from a file, as the program does (units read while parsing), and returns the errors.
Diagnostics fileErrors(const std::string& text, testing::TempDir& dir) {
    std::ofstream(dir.file("s.json")) << text;
    try {
        loadScenarioFile(dir.file("s.json"), drill::registry(), drill::dataDir());
    } catch (const LoadError& e) {
        return e.diagnostics();
    }
    return Diagnostics("no error");
}

std::vector<std::string> texts(const Diagnostics& d) {
    std::vector<std::string> out;
    for (const auto& e : d.items()) {
        out.push_back(e.pointer + ": " + e.message);
    }
    return out;
}

} // namespace

TEST(ScenarioLoader, AFileReadUnitByUnitHasTheSameErrorsInTheSameOrder) {
    json j = skirmishJson();
    auto& units = j["sides"][0]["units"];
    units[0]["notes"] = 5;     // a wrong attribute
    units[1]["horses"] = 2;    // an unknown key
    units.push_back("a unit"); // not an object: never read on the fly
    units.push_back(nullptr);  // null, like a place a unit was read from
    units.push_back(units[0]); // the same id again
    j["sides"][1]["units"][0]["strength"] = -3;
    j["name"] = 7; // an error outside the units, before them
    testing::TempDir dir;
    Diagnostics fromFile = fileErrors(j.dump(), dir);
    ASSERT_FALSE(fromFile.ok());
    EXPECT_EQ(texts(fromFile), texts(scenarioErrors(j)));
    EXPECT_TRUE(hasError(fromFile, "/sides/0/units/0/notes", "must be text"));
    EXPECT_TRUE(hasError(fromFile, "/sides/0/units/2", "must be an object, found text"));
    EXPECT_TRUE(hasError(fromFile, "/sides/0/units/3", "must be an object"));
    EXPECT_TRUE(hasError(fromFile, "/sides/0/units/4/id", "is used by another unit"));
    EXPECT_EQ(fromFile.items().front().file, dir.file("s.json"));
}

TEST(ScenarioLoader, SidesBeforeTheRulesetAreReadFromTheDocument) {
    // Written by hand with "sides" first: the units wait for the ruleset, and load the same.
    json j = skirmishJson();
    json sides = j["sides"];
    j.erase("sides");
    std::string text = j.dump();
    text = "{\"sides\": " + sides.dump() + ", " + text.substr(1);
    testing::TempDir dir;
    std::ofstream(dir.file("s.json")) << text;
    auto loaded = loadScenarioFile(dir.file("s.json"), drill::registry(), drill::dataDir());
    j["sides"] = sides;
    EXPECT_EQ(scenarioToJson(loaded.scenario),
              scenarioToJson(scenarioFromJson(j, *drillRuleset(), "s.json")));

    sides[0]["units"][0]["notes"] = 5;
    j["sides"] = sides;
    j.erase("sides");
    text = "{\"sides\": " + sides.dump() + ", " + j.dump().substr(1);
    j["sides"] = sides;
    EXPECT_EQ(texts(fileErrors(text, dir)), texts(scenarioErrors(j)));
}

TEST(ScenarioLoader, TheLastOfTwoRulesetsIsTheOneLoaded) {
    json j = skirmishJson();
    std::string text = j.dump();
    text.insert(text.size() - 1, ",\"ruleset\":\"chess\"");
    testing::TempDir dir;
    EXPECT_TRUE(hasError(fileErrors(text, dir), "/ruleset", "\"chess\" is not a ruleset"));
}

TEST(ScenarioLoader, BrokenJsonInAFileSaysWhere) {
    testing::TempDir dir;
    Diagnostics d = fileErrors("{\"format\": 1, \"sides\": [", dir);
    ASSERT_EQ(d.items().size(), 1u);
    EXPECT_NE(d.items()[0].message.find("not valid JSON"), std::string::npos);
    EXPECT_NE(d.items()[0].message.find("line 1, column"), std::string::npos);

    // Found by fuzz_scenario: a number too big for a double was not a syntax error to the
    // parser but an out_of_range exception, which nothing caught.
    const std::string huge = "{\"format\": 1, \"turns\": 2e1111111111111111112}";
    d = fileErrors(huge, dir);
    ASSERT_EQ(d.items().size(), 1u);
    EXPECT_NE(d.items()[0].message.find("not valid JSON"), std::string::npos);
    EXPECT_NE(d.items()[0].message.find("number overflow"), std::string::npos);
    Diagnostics parsed;
    EXPECT_FALSE(parseJson(huge, parsed));
    EXPECT_TRUE(hasError(parsed, "", "number overflow"));
}

TEST(SavedGameLoader, LoadsWhatWasSaved) {
    json j = savedGame();
    Game g = gameFromJson(j, drill::registry(), drill::dataDir(), "g.adc.json");
    EXPECT_EQ(g.position(), 2u);
    EXPECT_EQ(g.state().unit("tx1a")->strength, 10);         // 12 less 2 hits: 6, 6, 1 on 3+
    EXPECT_EQ(g.state().unit("tx1a")->status, "good_order"); // morale 7, rolled 0
    EXPECT_EQ(saveGameToJson(g), j);
}

TEST(SavedGameLoader, EveryKindOfError) {
    json j = savedGame();
    j.erase("position");           // missing key
    j["dice"]["seed"] = "lucky";   // wrong type
    j["autosave"] = true;          // unknown key
    j["kind"] = "scenario";        // unknown enum value
    j["history"] = json::object(); // wrong type
    Diagnostics d = saveErrors(j);
    EXPECT_TRUE(hasError(d, "/position", "is missing"));
    EXPECT_TRUE(hasError(d, "/dice/seed", "must be a whole number"));
    EXPECT_TRUE(hasError(d, "/autosave", "is not a known key"));
    EXPECT_TRUE(hasError(d, "/kind", "must be one of save"));
    EXPECT_TRUE(hasError(d, "/history", "must be a list"));

    j = savedGame();
    j["format"] = kSaveFormat + 1;
    EXPECT_TRUE(hasError(saveErrors(j), "/format", "found " + std::to_string(kSaveFormat + 1)));
    j = savedGame();
    j["position"] = 3;
    EXPECT_TRUE(hasError(saveErrors(j), "/position", "past the end of the history"));
    j = savedGame();
    j["position"] = -1;
    EXPECT_TRUE(hasError(saveErrors(j), "/position", "≥ 0"));
    j = savedGame();
    j["ruleset"]["id"] = "chess";
    EXPECT_TRUE(hasError(saveErrors(j), "/ruleset/id", "not a ruleset"));
    j = savedGame();
    j["scenario"]["sides"][0]["units"][0]["strength"] = -2;
    EXPECT_TRUE(hasError(saveErrors(j), "/scenario/sides/0/units/0/strength", "found -2"));
    j = savedGame();
    j["history"][1]["outcome"]["effects"][0]["kind"] = "teleport";
    EXPECT_TRUE(hasError(saveErrors(j), "/history/1", "unknown effect kind \"teleport\""));
    j = savedGame();
    j["history"][0]["outcome"]["rolls"][0]["face"] = 7;
    EXPECT_TRUE(hasError(saveErrors(j), "/history/0", "impossible on a d6"));
    j = savedGame();
    j["history"][0]["turn"] = 1e300;
    EXPECT_TRUE(hasError(saveErrors(j), "/history/0", "is not a valid event"));
    j = savedGame();
    j["dice"]["state"] = "not a twister";
    EXPECT_TRUE(hasError(saveErrors(j), "/dice/state", "not a Mersenne Twister state"));
}

TEST(SavedGameLoader, HistoryThatDoesNotApplyNamesTheEffect) {
    json j = savedGame();
    j["history"][0]["outcome"]["effects"][0]["unit"] = "ghost";
    EXPECT_TRUE(hasError(saveErrors(j), "/history/0/outcome/effects/0/unit",
                         "no unit has the id \"ghost\""));
}

TEST(SavedGameLoader, StateThatTheHistoryDoesNotReachIsRefused) {
    json j = savedGame();
    j["state"]["units"][2]["strength"] = 12;
    EXPECT_TRUE(hasError(saveErrors(j), "/state", "does not reach the saved state"));
    j = savedGame();
    j["options"]["volley_bonus"] = "none";
    EXPECT_TRUE(hasError(saveErrors(j), "/options"));
}

TEST(SavedGameLoader, FileKinds) {
    EXPECT_EQ(fileKind(savedGame()), "save");
    EXPECT_EQ(fileKind(skirmishJson()), "scenario");
    EXPECT_EQ(fileKind(drillRulesetJson()), "ruleset");
    json j = skirmishJson();
    j.erase("kind");
    EXPECT_EQ(fileKind(j), "scenario");
    EXPECT_EQ(fileKind(json::array()), "");
    EXPECT_EQ(fileKind(json::object()), "");
}

} // namespace adc
