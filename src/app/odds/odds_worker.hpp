#pragma once
// Counts the odds of a request off the GUI thread, so no request, however large, keeps the
// window from answering. A new request stops the walk of the one before (the core's walk checks
// its stop between branches) and only the latest request's answer is delivered.
#include "adc/odds.hpp"

#include <QObject>

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>

class QThreadPool;

namespace adc::app {

// What counting gave: the odds, or why there are none.
struct OddsAnswer {
    enum class Kind { Counted, TooLarge, Refused, Failed, Stopped };
    Kind kind = Kind::Failed;
    std::optional<Odds> odds;
    std::string field; // Refused: the RuleError's field
    std::string what;  // Refused, Failed: the reason
};

// Counts at once, on the calling thread; never throws. With a scenario, its rules by turn come
// first, as in its game (computeScenarioOdds).
OddsAnswer countOdds(const Ruleset& ruleset, const ActionRequest& request, const GameState& state,
                     OddsLimits limits, const Scenario* scenario = nullptr);

class OddsWorker : public QObject {
    Q_OBJECT
public:
    explicit OddsWorker(QObject* parent = nullptr);
    ~OddsWorker() override; // stops the walk under way and waits for it

    // Starts counting a copy of the state; the answer comes by `counted`, unless another
    // request or stop() comes first.
    void count(std::shared_ptr<const Ruleset> ruleset, const ActionRequest& request,
               GameState state, std::uint64_t maxBranches,
               std::shared_ptr<const Scenario> scenario = nullptr);
    // Stops the walk under way; its answer is never delivered.
    void stop();
    bool busy() const { return busy_; }
    // Walks given up since the start, for tests.
    int stopped() const { return stopped_; }

signals:
    void counted(const adc::ActionRequest& request, const adc::app::OddsAnswer& answer);

private:
    void arrived(std::uint64_t ticket, const ActionRequest& request, const OddsAnswer& answer);

    QThreadPool* pool_;
    std::stop_source stop_;
    std::uint64_t ticket_ = 0;
    bool busy_ = false;
    int stopped_ = 0;
};

} // namespace adc::app
