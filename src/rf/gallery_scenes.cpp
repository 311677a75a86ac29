// SPDX-License-Identifier: GPL-3.0-or-later
// The gallery's scenes as games (gallery_scenes.hpp).
#include "rf/gallery_scenes.hpp"

#include <array>
#include <set>
#include <vector>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/object.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/vehicle_spawn.hpp"

namespace rf::gallery {
namespace {

// The studio's 48 x 40 island is in the middle of the world (cells 40..87 x 44..83); the scenes
// stand at kSpotX, kSpotY, on grass north of the road.
constexpr int kStudioW = 48;
constexpr int kStudioH = 40;
constexpr int kOffX = (kMapCells - kStudioW) / 2;
constexpr int kOffY = (kMapCells - kStudioH) / 2;
constexpr int kSpotX = kOffX + 24;
constexpr int kSpotY = kOffY + 14;
constexpr int kRoadRow = 20;  // local row of the road
constexpr uint32_t kGrass = 0;

// The whole 128 x 128 grid (a smaller map's surroundings would be grass: the kept quirk of
// the deep-water fill, world.cpp), sea round the island.
std::string studioText(int players) {
  std::vector<std::string> rows(kMapCells, std::string(kMapCells, '~'));
  for (int y = 1; y < kStudioH - 1; ++y) {
    std::string& row = rows[static_cast<size_t>(kOffY + y)];
    for (int x = -4; x < 1; ++x) row[static_cast<size_t>(kOffX + x)] = '-';  // shallows west of the island
    for (int x = 1; x < kStudioW - 1; ++x) {
      const bool top = y == 1, bottom = y == kStudioH - 2, left = x == 1, right = x == kStudioW - 2;
      char c = '.';
      if (top) {
        c = left ? '7' : right ? '9' : '8';
      } else if (bottom) {
        c = left ? '1' : right ? '3' : '2';
      } else if (left) {
        c = '4';
      } else if (right) {
        c = '6';
      } else if (y == kRoadRow && x >= 2 && x <= kStudioW - 3) {
        c = '=';
      }
      row[static_cast<size_t>(kOffX + x)] = c;
    }
  }
  const auto put = [&rows](int x, int y, char c) { rows[static_cast<size_t>(kOffY + y)][static_cast<size_t>(kOffX + x)] = c; };
  put(6, 30, 'P');
  put(10, 33, 'F');
  put(40, 8, 'p');
  put(36, 5, 'f');
  std::string text = "title: Gallery\nplayers: " + std::to_string(players) + "\nlevel: 1\nauthor: retrosim\ngrid:\n";
  for (const std::string& r : rows) text += r + "\n";
  return text;
}

core::Fixed centre(int cell) {
  return cell::centreFixed(cell);
}

int32_t cellIndex(int x, int y) {
  return y * kMapCells + x;
}

Obj& vehicleAt(Game& g, VehicleType type, int team, int cx, int cy, int32_t heading) {
  Obj& o = spawnVehicle(g.mutableState(), type, team, centre(cx), centre(cy), heading);
  g.mutableState().player[static_cast<size_t>(team)].view = ViewMode::Play;
  return o;
}

uint32_t fullHp(uint32_t id) {
  return cell::hpFromStrength(bnoDef(id).strength);
}

}  // namespace

void stepFrames(Game& g, int frames, uint32_t word) {
  for (int i = 0; i < frames; ++i) {
    Inputs in;
    in.words = {word, raw::kNone};
    g.step(in);
  }
}

Game studio(int players) {
  // the map is parsed once per player count (every scene starts from it)
  static const std::array<RfmFile, 2> kMaps = {parseMapText(studioText(1), "gallery studio"),
                                               parseMapText(studioText(2), "gallery studio")};
  GameOptions o;
  o.players = players;
  return Game::load(kMaps.at(players == 2 ? 1 : 0), "gallery.rfm", o);
}

Game vehicle(VehicleType type, int32_t heading, bool boat) {
  Game g = studio();
  vehicleAt(g, type, 0, boat ? kOffX - 2 : kSpotX, boat ? kSpotY + 6 : kSpotY, heading);
  if (boat) {  // B in water: TireOut, the boat form (60 ticks at 0x444 a tick)
    raw::Keys tire;
    tire.b = true;
    stepFrames(g, 1);  // the water hook sees the shallows
    stepFrames(g, 1, raw::keyboardWord(tire));
    stepFrames(g, 34);
  } else {
    stepFrames(g, 1);
  }
  return g;
}

std::vector<uint32_t> bnos() {
  std::set<uint32_t> destroyed;
  for (const BnoDef& d : kBnoTable) {
    if (d.destroyedBno != 0 && d.destroyedBno != d.id) destroyed.insert(d.destroyedBno);
  }
  std::vector<uint32_t> out;
  std::set<ModelId> seen;
  for (const BnoDef& d : kBnoTable) {
    if (d.id == 0 || !d.hasGraphics || destroyed.count(d.id) != 0) continue;
    const ModelId m = bnoModel(d.id);
    if (m == kNoModel || !seen.insert(m).second) continue;
    out.push_back(d.id);
  }
  return out;
}

Game bnoLooks(uint32_t id) {
  Game g = studio();
  const Obj& tank = vehicleAt(g, VehicleType::Tank, 0, kSpotX, kSpotY + 2, 0);
  Sim& sim = g.mutableState();
  sim.world.setCell(kSpotX - 2, kSpotY - 1, cell::make(kGrass, id, 1, fullHp(id)));
  sim.world.setCell(kSpotX, kSpotY - 1, cell::make(kGrass, id, 1, 1));
  sim.world.setCell(kSpotX + 2, kSpotY - 1, cell::make(kGrass, bnoDef(id).destroyedBno, 1, 1));
  if (id == bnoId(Bno::Tower) || id == bnoId(Bno::LargeTower)) {
    for (const int x : {kSpotX - 2, kSpotX}) activateTurret(sim, cellIndex(x, kSpotY - 1), tank.slot());
  }
  stepFrames(g, 1);
  return g;
}

Game explosion() {
  Game g = studio();
  vehicleAt(g, VehicleType::Tank, 0, kSpotX, kSpotY + 3, 0);
  stepFrames(g, 1);
  spawnExplosion(g.mutableState(), ExplId::Tower, centre(kSpotX), centre(kSpotY), 0);
  stepFrames(g, 1);
  return g;
}

Game battle() {
  Game g = studio();
  const Obj& tank = vehicleAt(g, VehicleType::Tank, 0, kSpotX - 2, kSpotY + 1, 0x80000);  // facing north-east
  Sim& sim = g.mutableState();
  spawnVehicle(sim, VehicleType::Tank, 1, centre(kSpotX + 4), centre(kSpotY), 0x300000);
  const uint32_t tower = bnoId(Bno::Tower);
  sim.world.setCell(kSpotX + 1, kSpotY - 2, cell::make(kGrass, tower, 1, fullHp(tower)));
  sim.world.setCell(kSpotX - 4, kSpotY - 2, cell::make(kGrass, bnoId(Bno::BldgS), 1, 3));
  activateTurret(sim, cellIndex(kSpotX + 1, kSpotY - 2), tank.slot());
  for (int i = 0; i < 6; ++i) spawnMan(sim, 1, centre(kSpotX - 3) + core::px(i * 12), centre(kSpotY - 1));
  dronePoolSetup(sim, 1);
  spawnDrone(sim, tank.slot());
  raw::Keys fire;
  fire.a = true;
  for (int i = 0; i < 12; ++i) {  // a shot every 6 frames (A pressed again each time)
    stepFrames(g, 3, raw::keyboardWord(fire));
    stepFrames(g, 3);
  }
  spawnExplosion(sim, ExplId::HitStatic, centre(kSpotX - 4), centre(kSpotY - 2), 0);
  stepFrames(g, 2);
  return g;
}

Game twoPlayers() {
  Game g = studio(2);
  vehicleAt(g, VehicleType::Tank, 0, kSpotX - 4, kOffY + kRoadRow, 0x100000);
  vehicleAt(g, VehicleType::Jeep, 1, kSpotX + 4, kOffY + kRoadRow, 0x300000);
  stepFrames(g, 10);
  return g;
}

Game bunker() {
  Game g = studio();
  stepFrames(g, 20);
  return g;
}

}  // namespace rf::gallery
