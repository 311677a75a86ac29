// SPDX-License-Identifier: GPL-3.0-or-later
// The notes' outcome scenarios (verify.hpp). Each builds the test map (128 x 128 grass, pads
// at (10,10) / (100,100)), places what the notes' run had and measures as the tests do.
#include "rf/verify.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <utility>

#include "rf/data/bno_ids.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/data/rfm.hpp"
#include "rf/game.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/vehicle.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/wreck.hpp"

namespace rf {
namespace {

using Tables = std::shared_ptr<const DataTables>;

constexpr uint32_t kGrass = 0;
constexpr uint32_t kShallow = 1;
constexpr uint32_t kRoadNS = 79;
constexpr Fixed kPadCentre = (10 * 32 + 16) << 16;

// The test map of the tests (tests/rf/sim/sim_test_util.hpp playableMap).
RfmFile testMap(uint8_t players) {
  RfmFile m = makeEmptyRfm("Verify", players, 1);
  m.header.width = kMapCells;
  m.header.height = kMapCells;
  m.tiles.assign(static_cast<size_t>(kMapCells) * kMapCells, 0);
  auto set = [&m](int x, int y, uint8_t b) { m.tiles[static_cast<size_t>(y) * kMapCells + static_cast<size_t>(x)] = b; };
  set(10, 10, 57);
  set(20, 20, 180);
  set(90, 90, 220);
  set(100, 100, 77);
  return m;
}

Game newGame(const Tables& t, int players, bool inPlay) {
  GameOptions o;
  o.players = players;
  o.data = t;
  Game g = Game::load(testMap(static_cast<uint8_t>(players)), "verify.rfm", o);
  if (inPlay) {
    g.mutableState().player[0].view = ViewMode::Play;
    g.mutableState().player[1].view = ViewMode::Play;
  }
  return g;
}

Fixed centre(int n) {
  return cell::centreFixed(n);
}

void step(Game& g, int dt, int frames = 1, uint32_t w0 = raw::kNone, uint32_t w1 = raw::kNone) {
  for (int i = 0; i < frames; ++i) {
    Inputs in;
    in.words = {w0, w1};
    in.dt = dt;
    g.step(in);
  }
}

uint32_t keys(bool up, bool a = false, bool b = false, bool c = false, bool right = false) {
  raw::Keys k;
  k.up = up;
  k.a = a;
  k.b = b;
  k.c = c;
  k.right = right;
  return raw::keyboardWord(k);
}

bool hasEvent(const Game& g, EventId id) {
  return std::any_of(g.events().begin(), g.events().end(), [id](const Event& e) { return e.id == id; });
}
int32_t eventWord(const Game& g, EventId id, size_t i) {
  for (const Event& e : g.events())
    if (e.id == id) return e.words()[i];
  return -99;
}
const Obj* teamVehicle(const Game& g, int team) {
  return g.object(g.state().team[static_cast<size_t>(team)].vehicleId);
}
bool inMenu(const Game& g, int p) {
  const PlayerState& s = g.state().player[static_cast<size_t>(p)];
  return s.view == ViewMode::BunkerSelect && s.bunker.phase == BunkerPhase::Menu;
}
int countClass(const Game& g, ObjClass cls) {
  int n = 0;
  for (const Obj& o : g.state().objs) n += (o.alive() && o.objClass() == cls) ? 1 : 0;
  return n;
}
// Steps until pred or maxFrames; the frames stepped, -1 when pred never held.
int stepUntil(Game& g, int dt, const std::function<bool(const Game&)>& pred, int maxFrames, uint32_t w0 = raw::kNone) {
  for (int f = 0; f < maxFrames; ++f) {
    if (pred(g)) return f;
    step(g, dt, 1, w0);
  }
  return pred(g) ? maxFrames : -1;
}

// 16.16 px a tick as the notes write it ("1.26").
std::string speedText(Fixed v) {
  const int64_t h = (static_cast<int64_t>(v) * 100 + 0x8000) >> 16;
  const std::string frac = std::to_string(std::abs(h) % 100);
  return std::string(h < 0 ? "-" : "") + std::to_string(std::abs(h) / 100) + "." + (frac.size() < 2 ? "0" : "") + frac;
}
std::string ticks(int n) {
  return n < 0 ? "never" : std::to_string(n) + " ticks";
}

// Presses A (player p) and steps until the team's vehicle exists: the ticks from the A frame.
int launchTicks(Game& g, int dt, int p = 0) {
  Inputs in;
  in.dt = dt;
  in.words[static_cast<size_t>(p)] = raw::kA;
  g.step(in);
  const int32_t t0 = g.tick();
  if (stepUntil(g, dt, [p](const Game& gg) { return teamVehicle(gg, p) != nullptr; }, 1000) < 0) return -1;
  return g.tick() - t0;
}

// --- the driving run (sim_test, dt 2) ---

std::string d1Lift(const Tables& t) {
  Game g = newGame(t, 1, false);
  return ticks(launchTicks(g, 2));
}

std::string d2Roll(const Tables& t) {
  Game g = newGame(t, 1, false);
  if (launchTicks(g, 2) < 0) return "no launch";
  step(g, 2, 100);
  const Obj* v = teamVehicle(g, 0);
  return v == nullptr ? "no tank" : std::to_string((v->y - kPadCentre) >> 16) + " px";
}

std::string tankSpeed(const Tables& t, VehicleType type, uint32_t terrain) {
  Game g = newGame(t, 1, true);
  for (int y = 40; y <= 101; ++y) g.mutableState().world.setCell(40, y, cell::make(terrain));
  spawnVehicle(g.mutableState(), type, 0, centre(40), centre(100), 0);
  step(g, 2, 30, keys(true));
  const Obj* v = teamVehicle(g, 0);
  return v == nullptr ? "no vehicle" : speedText(v->speed);
}

std::string d8Sink(const Tables& t) {
  Game g = newGame(t, 1, false);
  if (launchTicks(g, 2) < 0) return "no launch";
  for (int x = 0; x < kMapCells; ++x)
    for (int y = 12; y < 20; ++y) g.mutableState().world.setCell(x, y, cell::make(kTerrainDeep));
  if (stepUntil(g, 2, [](const Game& gg) { return hasEvent(gg, EventId::VehicleDies); }, 300, keys(true)) < 0)
    return "did not sink";
  const int32_t t0 = g.tick();
  if (stepUntil(g, 2, [](const Game& gg) { return inMenu(gg, 0); }, 400) < 0) return "not back";
  return ticks(g.tick() - t0);
}

std::string d13JeepSelfDestruct(const Tables& t) {
  Game g = newGame(t, 1, false);
  step(g, 2, 1, keys(false, false, false, false, true));  // tank -> jeep
  if (g.state().player[0].bunker.type != VehicleType::Jeep) return "no jeep in the menu";
  if (launchTicks(g, 2) < 0) return "no launch";
  step(g, 2, 60);
  const Obj* v = teamVehicle(g, 0);
  if (v == nullptr || vehicleTypeOf(*v) != VehicleType::Jeep) return "no jeep";
  step(g, 2, 1, keys(false, true, true, true));
  if (eventWord(g, EventId::VehicleDies, 1) != static_cast<int32_t>(DeathCause::SelfDestruct)) return "no self-destruct";
  bool flyBack = false;
  for (int f = 0; f < 700 && !hasEvent(g, EventId::FlyBackDone); ++f) {
    step(g, 2);
    flyBack |= g.state().player[0].bunker.phase == BunkerPhase::FlyBack;
  }
  if (!flyBack) return "no fly-back";
  if (!hasEvent(g, EventId::FlyBackDone)) return "fly-back never ends";
  return inMenu(g, 0) ? "self-destruct, fly-back, select" : "fly-back, then no select";
}

// --- the ai run (ai_test, dt 1) ---

void placeTower(Game& g, int x, int y, Bno b, uint32_t team) {
  Sim& sim = g.mutableState();
  sim.world.setCell(x, y, cell::make(kGrass));
  sim.world.setCellStaticObject(x, y, bnoId(b), team, sim.data());
}
const Obj* turretOf(const Game& g) {
  for (const Obj& o : g.state().objs)
    if (o.alive() && (o.objClass() == ObjClass::TurretGun || o.objClass() == ObjClass::TurretGunLarge)) return &o;
  return nullptr;
}

std::string a1Wake(const Tables& t) {
  Game g = newGame(t, 1, true);
  placeTower(g, 40, 60, Bno::LargeTower, 1);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(70), 0);
  for (int f = 0; f < 800; ++f) {
    step(g, 1, 1, keys(true));
    if (hasEvent(g, EventId::TurretAwake)) {
      const Obj* v = teamVehicle(g, 0);
      return v == nullptr ? "no tank" : std::to_string((v->y - centre(60)) >> 16) + " px";  // whole px
    }
  }
  return "never woke";
}

std::string a4Rest(const Tables& t) {
  Game g = newGame(t, 1, true);
  placeTower(g, 40, 60, Bno::LargeTower, 1);
  const ObjSlot tank = spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(64), 0).slot();
  step(g, 1);
  const Obj* tu = turretOf(g);
  if (tu == nullptr) return "no turret";
  Obj& o = g.mutableState().obj(tu->slot());
  // the pose of turret_test RestsIn175TicksAtDt1: the gun at the down limit, the yaw 23 ticks away
  o.heading = core::WrapHeading(static_cast<int64_t>(o.local[kTurretRestYaw]) + 22 * kTurretYawRate + 0x2000);
  o.local[kTurretPitch] = kTurretPitchDown;
  o.think = kTurretAim;
  objDestroyNow(g.mutableState(), tank);
  const int32_t t0 = g.tick();
  for (int f = 0; f < 800; ++f) {
    step(g, 1);
    const Obj* now = turretOf(g);
    if (now == nullptr || now->think == 0) return ticks(g.tick() - t0);
  }
  return "never";
}

// Tank shells (A, one every reload) at a cell until its BNO becomes `done`: the shells and the
// debris pieces made on the way.
struct ShotCount {
  int shells = 0;
  int debris = 0;
};
ShotCount shootUntil(Game& g, int dt, int x, int y, Bno done, int maxShells) {
  ShotCount c;
  for (int s = 0; s < maxShells && cell::bno(g.state().world.cell(x, y)) != bnoId(done); ++s) {
    for (int f = 0; f < 1 + 20 / dt; ++f) {
      const int before = countClass(g, ObjClass::FWall);
      step(g, dt, 1, f == 0 ? keys(false, true) : raw::kNone);
      c.debris += std::max(0, countClass(g, ObjClass::FWall) - before);
    }
    ++c.shells;
    for (int f = 0; f < 60 / dt; ++f) {
      const int before = countClass(g, ObjClass::FWall);
      step(g, dt, 1);
      c.debris += std::max(0, countClass(g, ObjClass::FWall) - before);
      if (cell::bno(g.state().world.cell(x, y)) == bnoId(done)) break;
    }
  }
  if (cell::bno(g.state().world.cell(x, y)) != bnoId(done)) c.shells = -1;
  return c;
}

std::string shellsText(const ShotCount& c, bool withDebris) {
  if (c.shells < 0) return "not destroyed";
  return std::to_string(c.shells) + " shells" + (withDebris ? ", " + std::to_string(c.debris) + " debris" : "");
}

std::string a3LargeTower(const Tables& t) {
  Game g = newGame(t, 1, true);
  placeTower(g, 40, 60, Bno::LargeTower, 1);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(40), centre(64), 0);
  return shellsText(shootUntil(g, 1, 40, 60, Bno::DmgTower, 20), true);
}

// --- the combat run (combat_test, dt 2) ---

std::string combat(const Tables& t, Bno target, uint32_t team, Bno done, bool debris) {
  Game g = newGame(t, 1, true);
  placeTower(g, 40, 95, target, team);
  const Fixed x = target == Bno::Bush1S ? centre(40) + core::px(g.state().world.jitterAt(40, 95).x) : centre(40);
  spawnVehicle(g.mutableState(), VehicleType::Tank, 0, x, centre(100), 0);
  return shellsText(shootUntil(g, 2, 40, 95, done, 20), debris);
}

// --- the two-player run (twoplayer_test, dt 2) ---

std::string t1Launch(const Tables& t) {
  Game g = newGame(t, 2, false);
  step(g, 2, 1, raw::kNone, keys(false, false, false, false, true));  // side 1: tank -> jeep
  step(g, 2, 1);
  step(g, 2, 1, raw::kA, raw::kA);
  const int32_t t0 = g.tick();
  if (stepUntil(g, 2, [](const Game& gg) { return teamVehicle(gg, 0) != nullptr; }, 400) < 0) return "no launch";
  const Obj* a = teamVehicle(g, 0);
  const Obj* b = teamVehicle(g, 1);
  if (b == nullptr) return "side 1 later";
  return std::string(vehicleTypeOf(*a) == VehicleType::Tank ? "tank" : "other") + " / " +
         (vehicleTypeOf(*b) == VehicleType::Jeep ? "jeep" : "other") + " in " + ticks(g.tick() - t0);
}

struct NotesScenario {
  const char* id;
  const char* notes;
  const char* want;
  int dt;
  std::function<std::string(const Tables&)> run;
};

std::vector<NotesScenario> scenarios() {
  return {
      {"D1", "Tank: lift 294 ticks", "294 ticks", 2, d1Lift},
      {"D2", "rolls 16 px off the lift", "16 px", 2, d2Roll},
      {"D3", "1.26 px/t on the road", "1.26", 2, [](const Tables& t) { return tankSpeed(t, VehicleType::Tank, kRoadNS); }},
      {"D4", "1.05 on grass", "1.05", 2, [](const Tables& t) { return tankSpeed(t, VehicleType::Tank, kGrass); }},
      {"D7", "0.79 px/t in shallow water", "0.79", 2, [](const Tables& t) { return tankSpeed(t, VehicleType::Tank, kShallow); }},
      {"D8", "sinks ... and is back in the select screen 146 ticks later", "146 ticks", 2, d8Sink},
      {"D10", "Jeep: 1.38 px/t", "1.38", 2, [](const Tables& t) { return tankSpeed(t, VehicleType::Jeep, kGrass); }},
      {"D10r", "Jeep: (1.62 on road)", "1.62", 2, [](const Tables& t) { return tankSpeed(t, VehicleType::Jeep, kRoadNS); }},
      {"D13", "Jeep: self-destruct -> fly-back -> select", "self-destruct, fly-back, select", 2, d13JeepSelfDestruct},
      {"C1", "bush: 1 shell -> BNO_DEST_BUSH_1 (2 debris)", "1 shells, 2 debris", 2,
       [](const Tables& t) { return combat(t, Bno::Bush1S, 2, Bno::DestBush1, true); }},
      {"C3", "building BLDG_S: 5 shells -> BNO_STD_DEST", "5 shells", 2,
       [](const Tables& t) { return combat(t, Bno::BldgS, 1, Bno::StdDest, false); }},
      {"C4", "tower: 5 shells -> 5 turret debris, BNO_DMG_TOWER", "5 shells, 5 debris", 2,
       [](const Tables& t) { return combat(t, Bno::Tower, 1, Bno::DmgTower, true); }},
      {"A1", "wakes with the tank 165 px away", "165 px", 1, a1Wake},
      {"A3", "5 tank shells destroy it (5 debris, BNO 60)", "5 shells, 5 debris", 1, a3LargeTower},
      {"A4", "Target gone -> rest in 175 ticks", "175 ticks", 1, a4Rest},
      {"T1", "both launch on the same frame (tank / jeep)", "tank / jeep in 294 ticks", 2, t1Launch},
  };
}

}  // namespace

std::vector<NotesOutcome> runNotesOutcomes(const Tables& tables) {
  std::vector<NotesOutcome> out;
  for (const NotesScenario& s : scenarios()) {
    NotesOutcome o;
    o.id = s.id;
    o.notes = s.notes;
    o.want = s.want;
    o.dt = s.dt;
    try {
      o.got = s.run(tables);
    } catch (const std::exception& e) {
      o.got = std::string("error: ") + e.what();
    }
    o.ok = o.got == o.want;
    out.push_back(std::move(o));
  }
  return out;
}

NotesVerdict verifyNotesOutcomes(const Tables& tables) {
  NotesVerdict v;
  v.designed = runNotesOutcomes(nullptr);
  v.tables = runNotesOutcomes(tables);
  for (size_t i = 0; i < v.designed.size() && i < v.tables.size(); ++i) {
    if (v.designed[i].got != v.tables[i].got) v.moved.push_back(v.designed[i].id);
    if (v.designed[i].ok && !v.tables[i].ok) v.pass = false;
  }
  return v;
}

}  // namespace rf
