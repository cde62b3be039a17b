#include "odds/odds_worker.hpp"

#include "adc/scenario.hpp"

#include <QPointer>
#include <QThreadPool>

namespace adc::app {

OddsAnswer countOdds(const Ruleset& ruleset, const ActionRequest& request, const GameState& state,
                     OddsLimits limits, const Scenario* scenario) {
    OddsAnswer a;
    try {
        a.odds = scenario
                     ? computeScenarioOdds(*scenario, ruleset, request, state, std::move(limits))
                     : computeOdds(ruleset, request, state, std::move(limits));
        a.kind = OddsAnswer::Kind::Counted;
    } catch (const OddsStopped&) {
        a.kind = OddsAnswer::Kind::Stopped;
    } catch (const OddsTooLarge&) {
        a.kind = OddsAnswer::Kind::TooLarge;
    } catch (const RuleError& e) {
        a.kind = OddsAnswer::Kind::Refused;
        a.field = e.field();
        a.what = e.what();
    } catch (const std::exception& e) {
        a.kind = OddsAnswer::Kind::Failed;
        a.what = e.what();
    }
    return a;
}

OddsWorker::OddsWorker(QObject* parent) : QObject(parent), pool_(new QThreadPool(this)) {
    // One walk at a time: a stopped walk returns before its branch is over, so the next one
    // waits no longer than that, and the other core stays free for the rest of the table.
    pool_->setMaxThreadCount(1);
}

OddsWorker::~OddsWorker() {
    stop_.request_stop();
    pool_->waitForDone();
}

void OddsWorker::stop() {
    if (busy_) {
        ++stopped_;
    }
    stop_.request_stop();
    ++ticket_; // whatever the walk under way gives is no longer wanted
    busy_ = false;
}

void OddsWorker::count(std::shared_ptr<const Ruleset> ruleset, const ActionRequest& request,
                       GameState state, std::uint64_t maxBranches,
                       std::shared_ptr<const Scenario> scenario) {
    stop();
    stop_ = std::stop_source();
    busy_ = true;
    OddsLimits limits;
    limits.maxBranches = maxBranches;
    limits.stop = stop_.get_token();
    const std::uint64_t ticket = ticket_;
    QPointer<OddsWorker> self(this);
    pool_->start([self, ticket, ruleset = std::move(ruleset), request, state = std::move(state),
                  limits = std::move(limits), scenario = std::move(scenario)] {
        OddsAnswer answer = countOdds(*ruleset, request, state, limits, scenario.get());
        if (answer.kind == OddsAnswer::Kind::Stopped) {
            return;
        }
        // Back on the window's thread; dropped if the worker is gone by then.
        QMetaObject::invokeMethod(
            self.data(),
            [self, ticket, request, answer] {
                if (self) {
                    self->arrived(ticket, request, answer);
                }
            },
            Qt::QueuedConnection);
    });
}

void OddsWorker::arrived(std::uint64_t ticket, const ActionRequest& request,
                         const OddsAnswer& answer) {
    if (ticket != ticket_) {
        return; // a later request is on its way
    }
    busy_ = false;
    emit counted(request, answer);
}

} // namespace adc::app
