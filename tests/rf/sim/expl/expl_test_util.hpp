// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the explosion tests: a sim whose explosion table has one test descriptor
// (ExplId 1) with a script the test writes, a test parent class, the script op bytes.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_scripts.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/classes.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/sim.hpp"

namespace rf::test {

constexpr uint8_t op(ExplOp o) {
  return static_cast<uint8_t>(o);
}
constexpr uint8_t s8(int v) {
  return static_cast<uint8_t>(v & 0xff);
}

inline constexpr ExplId kTestExpl = static_cast<ExplId>(1);
inline constexpr ObjClass kParentClass = ObjClass::FirstTest;

inline int32_t linkedInit(Sim&, Obj&, int32_t) {
  return 1;
}

// The names of the frame's events of a kind, in order.
inline std::vector<std::string> eventNames(const Sim& sim, EventKind kind = EventKind::Sound) {
  std::vector<std::string> out;
  for (const Event& e : sim.events) {
    if (e.kind() == kind) out.push_back(std::string(e.name()));
  }
  return out;
}

// The live objects of a class.
inline std::vector<ObjSlot> objectsOf(const Sim& sim, ObjClass cls) {
  std::vector<ObjSlot> out;
  for (const Obj& o : sim.objs) {
    if (o.alive() && o.objClass() == cls) out.push_back(o.slot());
  }
  return out;
}

// Runs the sim's due timers for `ticks` ticks (what the frame's TimerQueueAdvance does).
inline void advanceTimers(Sim& sim, int32_t ticks) {
  sim.timers.advance(ticks, [&sim](uint32_t fn, uint32_t a, uint32_t b) { return sim.tables->timers[fn](sim, a, b); });
}

class ExplTest : public ::testing::Test {
 protected:
  static constexpr int kC = 20;  // the explosion's cell (20, 20)

  ExplTest() : tables_(defaultSimTables()) {
    ClassDesc parent;
    parent.id = 100;
    parent.name = "test parent";
    parent.init = &linkedInit;
    tables_.classes[static_cast<size_t>(kParentClass)] = parent;
    sim_.tables = &tables_;
    sim_.dt = 2;
  }

  // Installs the test descriptor (id 1): the script, labels, frames and rate.
  void describe(std::vector<uint8_t> script, std::vector<int32_t> labels = {}, int32_t frames = 100,
                core::Fixed rate = core::kOne) {
    script_ = std::move(script);
    labels_ = std::move(labels);
    descs_[1] = ExplDesc{script_, labels_, 0, frames, 0, rate, core::kOne, {}, {}};
    tables_.explosions = descs_;
  }
  // The test explosion at the centre of cell (cx, cy), its script working on that cell.
  Obj& spawn(std::vector<uint8_t> script, std::vector<int32_t> labels = {}, int32_t frames = 100,
             core::Fixed rate = core::kOne) {
    describe(std::move(script), std::move(labels), frames, rate);
    return spawnAt(kC, kC);
  }
  Obj& spawnAt(int cx, int cy, ExplSpawn how = {}) {
    if (how.cell == kNoCell) how.cell = cy * 128 + cx;
    const ObjSlot s = spawnExplosion(sim_, kTestExpl, cell::centreFixed(cx), cell::centreFixed(cy), 0, how);
    EXPECT_NE(s, kNoObj);
    return sim_.obj(s);
  }
  void update() {
    sim_.events.clear();
    objUpdateAll(sim_);
  }
  void put(int cx, int cy, Bno b, uint32_t terrain = 0, uint32_t team = 0) {
    sim_.world.setCell(cx, cy, cell::make(terrain, bnoId(b), team, cell::hpFromStrength(bnoDef(b).strength)));
  }
  uint32_t bnoAt(int cx, int cy) const { return cell::bno(sim_.world.cell(cx, cy)); }
  static int32_t cellIndex(int cx, int cy) { return cy * 128 + cx; }

  SimTables tables_;
  std::array<ExplDesc, 2> descs_{};
  std::vector<uint8_t> script_;
  std::vector<int32_t> labels_;
  Sim sim_;
};

}  // namespace rf::test
