#pragma once
// Small facts about units and ranges that several resolvers share.
#include "jackson_ruleset.hpp"

#include "adc/number_text.hpp"

#include <string>
#include <vector>

namespace adc::jackson {

// The unit named by params[name]; refuses eliminated units.
const Unit& unitParam(const GameState& state, const json& params, const std::string& name);

bool isIndian(const JacksonRuleset& rs, const Unit& u);
// Mounted troops with at least one figure still on a horse.
bool onHorseback(const JacksonRuleset& rs, const Unit& u);
bool hasActiveLeader(const Unit& u);
// In command: an active leader, within the command radius (distance given by the referee).
bool inCommand(const JacksonRuleset& rs, const Unit& u, double commandDistance);

// "All mounted units must move before any dismounted units may move": the units on horseback
// that have neither moved nor been declared to stay put this turn, of `side` only or, when
// `side` is empty, of every side.
std::vector<const Unit*> mountedStillToMove(const JacksonRuleset& rs, const GameState& state,
                                            const std::string& side = {});
// "Co. F, Co. L and Ollokot's horsemen".
std::string unitNames(const std::vector<const Unit*>& units);

// The units whose charge move this turn was at `target` (and are still on the table).
std::vector<const Unit*> chargersOf(const GameState& state, const Unit& target);

// The band for a distance under the J9 reading in force; refuses beyond long range.
std::string rangeBand(const JacksonRuleset& rs, const GameState& state, const RangeBands& bands,
                      double distance, const std::string& weaponLabel, const std::string& pointer);
std::string bandsText(const RangeBands& b);

// A unit's weapon; refuses if its kind is not `kind` ("small_arm", "gun", "gatling").
const Weapon& weaponOf(const JacksonRuleset& rs, const Unit& u, const std::string& kind,
                       const std::string& pointer);

// Whether a unit's aim from last turn applies now, honouring J12 for guns.
bool aimApplies(const JacksonRuleset& rs, const GameState& state, const Unit& u, const Weapon& w);

// Refuses fire from a unit that moved, fired or aimed this turn, or lacks crew to serve.
void checkMayFire(const JacksonRuleset& rs, const Unit& u, int turn, const std::string& pointer);

// Effects after a unit was fired on: losses, and the morale test its grade owes (J3).
// `figuresLost` counts figures removed by this fire.
void fireConsequences(const JacksonRuleset& rs, const GameState& state, const Unit& target,
                      int figuresLost, const std::string& cause, Outcome& o);

// Effects that mark the firer as having fired (and its aim as used).
void markFired(const Unit& firer, Outcome& o);

std::string plural(int n, const std::string& one, const std::string& many);

} // namespace adc::jackson
