// Every action of every shipped ruleset, asked as a player would ask it (tests/odds/requests/
// <ruleset>.json, the same requests the odds benchmark times): its exact odds must agree with
// rolling it many times with random dice.
#include "request.hpp"
#include "simulation.hpp"

#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>

namespace adc {

namespace {

namespace fs = std::filesystem;

struct NamedRequest {
    std::string file;
    std::string name;
    json request;
};

// Scenario paths in the request files are relative to the project, not to where ctest runs.
json anchored(json request) {
    if (request.contains("scenario") && request["scenario"].is_string()) {
        fs::path p = request["scenario"].get<std::string>();
        if (p.is_relative()) {
            request["scenario"] = (fs::path(ADC_TEST_DATA_DIR) / p).string();
        }
    }
    return request;
}

std::vector<NamedRequest> shippedRequests() {
    std::vector<NamedRequest> all;
    const fs::path dir = fs::path(ADC_TEST_DATA_DIR) / "tests/odds/requests";
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(dir)) {
        if (e.path().extension() == ".json") {
            files.push_back(e.path());
        }
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        std::ifstream in(f);
        const json list = json::parse(in);
        for (const auto& entry : list) {
            all.push_back({f.filename().string(), entry.at("name").get<std::string>(),
                           anchored(entry.at("request"))});
        }
    }
    return all;
}

const RulesetRegistry& registry() {
    static const RulesetRegistry r = builtinRulesets();
    return r;
}

cli::Request parse(const NamedRequest& n) {
    return cli::readRequest(n.request, registry(), ADC_TEST_DATA_DIR, n.file);
}

class ShippedRequest : public ::testing::TestWithParam<NamedRequest> {};

} // namespace

// CI runs 20,000 rolls of each request: in a Debug build a Fredericksburg fire costs a few
// milliseconds a resolution (its figures go through JSON), so a million rolls of every request
// would take hours there. ADC_SIMULATION_TRIALS=1000000 runs the full million (use a release
// build: scripts/odds-check.sh).
int trials() {
    const char* t = std::getenv("ADC_SIMULATION_TRIALS");
    return t ? std::atoi(t) : 20'000;
}

TEST_P(ShippedRequest, OddsAgreeWithASimulation) {
    const cli::Request q = parse(GetParam());
    testing::expectOddsMatchSimulation(*q.ruleset, q.action, q.state, trials());
}

INSTANTIATE_TEST_SUITE_P(Shipped, ShippedRequest, ::testing::ValuesIn(shippedRequests()),
                         [](const ::testing::TestParamInfo<NamedRequest>& info) {
                             std::string id = info.param.file + "_" + info.param.name;
                             for (char& ch : id) {
                                 if (!std::isalnum(static_cast<unsigned char>(ch))) {
                                     ch = '_';
                                 }
                             }
                             return id;
                         });

// Each ruleset's file asks every action of its catalogue at least once.
TEST(ShippedRequests, CoverEveryActionOfEveryRuleset) {
    std::map<std::string, std::set<std::string>> asked;
    for (const auto& n : shippedRequests()) {
        const cli::Request q = parse(n);
        asked[q.ruleset->id()].insert(q.action.action);
    }
    for (const std::string id : {"roe", "mwan", "jackson", "bluegray"}) {
        auto ruleset = registry().loadById(id, ADC_TEST_DATA_DIR);
        for (const auto& spec : ruleset->actions()) {
            EXPECT_TRUE(asked[id].count(spec.id)) << id << ": no odds request for " << spec.id;
        }
    }
}

} // namespace adc
