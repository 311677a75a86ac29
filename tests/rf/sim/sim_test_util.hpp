// SPDX-License-Identifier: GPL-3.0-or-later
// Test classes, tables and maps for the simulation core tests.
//
// Test classes (descriptor slots 24..): their state lives in the object's local words and
// their log in the frame's events, so everything they do is part of the hashed state.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rf/data/rfm.hpp"
#include "rf/data/rfm_test_util.hpp"
#include "rf/sim/classes.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"

namespace rf::test {

// EXPECT_TRUE(sameState(a, b)): equal states, or a failure that names the first differing
// field ("team[0].veh.fuel: 0x1234 (...) vs 0x1240 (...)").
inline ::testing::AssertionResult sameState(const Sim& a, const Sim& b) {
  if (a == b) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "the states differ first at " << simDifference(a, b).value_or("?");
}

inline constexpr ObjClass kProbe = static_cast<ObjClass>(24);    // init returns arg; update logs
inline constexpr ObjClass kDeleter = static_cast<ObjClass>(25);  // update deletes the object local[0]
inline constexpr ObjClass kVeto = static_cast<ObjClass>(26);     // destroy vetoes while local[0] == 0
inline constexpr ObjClass kJunk = static_cast<ObjClass>(27);     // cflags 2: made useless by its init
inline constexpr ObjClass kMover = static_cast<ObjClass>(28);    // update: ObjMove by local[0], local[1]
inline constexpr ObjClass kNotPorted = static_cast<ObjClass>(29);  // a descriptor without init (not ported)
inline constexpr uint32_t kTestTimer = timerIndex(TimerId::FirstTest);  // timer: logs, returns b as its result

// The test hooks' calls in order (kept beside the sim: its events are the event table's ids).
struct HookCall {
  std::string name;
  int32_t a = 0;
  int32_t b = 0;
};
inline std::vector<HookCall>& hookLog() {
  static std::vector<HookCall> log;
  return log;
}
inline void logHook(const char* name, int32_t a, int32_t b = 0) {
  hookLog().push_back({name, a, b});
}

// Probe locals: [0] updates seen, [1] player 1's word seen, [2] player 2's word seen,
// [3] tick seen.
inline int32_t probeInit(Sim&, Obj&, int32_t arg) {
  return arg;
}
inline void probeUpdate(Sim& sim, Obj& o) {
  ++o.local[0];
  o.local[1] = static_cast<int32_t>(sim.player[0].input);
  o.local[2] = static_cast<int32_t>(sim.player[1].input);
  o.local[3] = sim.tick;
  logHook("update", o.slot());
}
inline void deleterUpdate(Sim& sim, Obj& o) {
  logHook("update", o.slot());
  if (Obj* victim = objById(sim, static_cast<uint32_t>(o.local[0]))) objMarkForDelete(sim, victim->slot());
}
inline int32_t vetoDestroy(Sim&, Obj& o) {
  logHook("destroy", o.slot());
  return o.local[0];
}
inline int32_t logDestroy(Sim&, Obj& o) {
  logHook("destroy", o.slot());
  return 1;
}
inline int32_t junkInit(Sim& sim, Obj& o, int32_t) {
  objMakeUseless(sim, o.slot());
  return 1;
}
inline void moverUpdate(Sim& sim, Obj& o) {
  o.local[2] = objMove(sim, o.slot(), o.local[0], o.local[1], 0);
}
inline int32_t testTimer(Sim& sim, uint32_t a, uint32_t b) {
  logHook("timer", static_cast<int32_t>(a), sim.tick);
  return static_cast<int32_t>(b);
}
inline void logAttach(Sim&, Obj& self, Obj& other) {
  logHook("attach", self.slot(), other.slot());
}

inline ClassDesc testClass(const char* name, ObjInitFn init, ObjUpdateFn update) {
  ClassDesc d;
  d.id = 100;
  d.name = name;
  d.init = init;
  d.update = update;
  d.destroy = &logDestroy;
  return d;
}

inline const SimTables& testTables() {
  static const SimTables kTables = [] {
    SimTables t = defaultSimTables();
    t.classes[24] = testClass("Probe", &probeInit, &probeUpdate);
    t.classes[25] = testClass("Deleter", &probeInit, &deleterUpdate);
    t.classes[26] = testClass("Veto", &probeInit, nullptr);
    t.classes[26].destroy = &vetoDestroy;
    t.classes[27] = testClass("Junk", &junkInit, nullptr);
    t.classes[27].cflags = kClassUseless;
    t.classes[28] = testClass("Mover", &probeInit, &moverUpdate);
    t.classes[29] = testClass("NotPorted", nullptr, nullptr);
    t.classes[24].attach = {&logAttach, &logAttach, &logAttach, &logAttach};
    t.timers[kTestTimer] = &testTimer;
    t.callbacks[kTestTimer] = &testTimer;
    return t;
  }();
  return kTables;
}

// A Sim on an empty world with the test tables (and an empty hook log).
inline Sim testSim() {
  hookLog().clear();
  Sim sim;
  sim.tables = &testTables();
  return sim;
}

// The "update"/"destroy" hook calls' slots in order.
inline std::vector<int32_t> eventSlots(const Sim&, const std::string& name) {
  std::vector<int32_t> out;
  for (const HookCall& c : hookLog()) {
    if (c.name == name) out.push_back(c.a);
  }
  return out;
}

// The slots of a list in order.
inline std::vector<int> listSlots(const Sim& sim, ObjListId id) {
  std::vector<int> out;
  for (ObjSlot s = sim.lists[static_cast<size_t>(id)].head; s != kNoObj; s = sim.objs[s].next)
    out.push_back(s);
  return out;
}

// The chain of a cell (or the outside pseudo-cell) in order.
inline std::vector<int> chainSlots(const Sim& sim, int32_t cellIndex) {
  std::vector<int> out;
  for (ObjSlot s = static_cast<ObjSlot>((sim.cellWord(cellIndex) >> 16) & 0x1ff); s != kNoObj;
       s = sim.objs[s].cellNext) {
    out.push_back(s);
  }
  return out;
}

// A playable 128 x 128 grass map: pads at (10,10) / (100,100), flag sites at (20,20) / (90,90).
inline RfmFile playableMap(uint8_t players) {
  RfmFile m = makeMap(kMapCells, kMapCells, players);
  setTile(m, 10, 10, 57);
  setTile(m, 20, 20, 180);
  setTile(m, 90, 90, 220);
  setTile(m, 100, 100, 77);
  return m;
}

}  // namespace rf::test
