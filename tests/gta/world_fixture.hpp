// SPDX-License-Identifier: GPL-3.0-or-later
// A small made-up city for the object, explosion, fire and map edit tests: every column
// one block of pavement on the bottom layer (5), with columns of road, water, a two-high
// building (layers 4 and 5) and a slope set where a test puts them. The game is started on
// it with an empty mission (no traffic, no police, no player).
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "gta/data/cmp.hpp"
#include "gta/game.hpp"
#include "gta/game_fixture.hpp"

namespace gta::test {

enum class Col : uint32_t {
  Road = 0,
  Building = 4,
  Water = 10,
  Pavement = 14,
  Slope = 18,
  RoadUp = 22,
  Raised = 26
};

inline constexpr uint16_t kTmRoad = (2 << 4) | 0x80;
inline constexpr uint16_t kTmBuilding = (5 << 4) | 0x80;
inline constexpr uint16_t kTmWater = (1 << 4) | 0x80;
inline constexpr uint16_t kTmPavement = (3 << 4) | 0x80;
inline constexpr uint16_t kTmSlope = (3 << 4) | (1 << 8);         // a two-block slope, pavement
inline constexpr core::Fixed kGround5 = 5 * 0x400000 + 0x3f0000;  // the bottom layer's floor
inline constexpr core::Fixed kGround4 = 4 * 0x400000 + 0x3f0000;  // raised ground (layer 4)

class TestCity {
 public:
  TestCity() {
    cmp_.base.assign(size_t{kCmpMapSize} * kCmpMapSize, static_cast<uint32_t>(Col::Pavement));
    // blocks: 0 road, 1 building, 2 water, 3 pavement, 4 slope, 5 road one-way up
    cmp_.blocks = {{kTmRoad, 0, 0, 0, 0, 0, 1},  {kTmBuilding, 0, 5, 5, 5, 5, 6},
                   {kTmWater, 0, 0, 0, 0, 0, 7}, {kTmPavement, 0, 0, 0, 0, 0, 2},
                   {kTmSlope, 0, 0, 0, 0, 0, 3}, {static_cast<uint16_t>(kTmRoad | 1), 0, 0, 0, 0, 0, 1}};
    // columns (u16 LE): road {5, 0} @0, building {4, 1, 1} @4, water {5, 2} @10,
    // pavement {5, 3} @14, slope {5, 4} @18, one-way road {5, 5} @22, raised pavement
    // {4, 3, 3} @26 (ground on layer 4)
    cmp_.columns = {5, 0, 0, 0, 4, 0, 1, 0, 1, 0, 5, 0, 2, 0, 5, 0,
                    3, 0, 5, 0, 4, 0, 5, 0, 5, 0, 4, 0, 3, 0, 3, 0};
    cmp_.header.columnSize = static_cast<uint32_t>(cmp_.columns.size());
    cmp_.header.blockSize = static_cast<uint32_t>(cmp_.blocks.size() * kCmpBlockRecordSize);
  }
  TestCity& set(int x, int y, Col c) {
    cmp_.base[size_t(y) * kCmpMapSize + size_t(x)] = static_cast<uint32_t>(c);
    return *this;
  }
  TestCity& fill(int x0, int y0, int x1, int y1, Col c) {
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) set(x, y, c);
    return *this;
  }
  // One-way road (traffic bits 0-3: up, down, left, right) over a rectangle; its block and
  // column are added the first time (so the other tests' block numbers stay as they are).
  TestCity& oneWay(int x0, int y0, int x1, int y1, int bits) {
    uint32_t& col = oneWayColumn_[size_t(bits & 0xf)];
    if (col == 0) {
      col = static_cast<uint32_t>(cmp_.columns.size());
      const auto block = static_cast<uint8_t>(cmp_.blocks.size());
      cmp_.blocks.push_back({static_cast<uint16_t>(kTmRoad | (bits & 0xf)), 0, 0, 0, 0, 0, 1});
      cmp_.columns.insert(cmp_.columns.end(), {5, 0, block, 0});
      cmp_.header.columnSize = static_cast<uint32_t>(cmp_.columns.size());
      cmp_.header.blockSize = static_cast<uint32_t>(cmp_.blocks.size() * kCmpBlockRecordSize);
    }
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) cmp_.base[size_t(y) * kCmpMapSize + size_t(x)] = col;
    return *this;
  }
  // Clears every block's flat bit (type_map bit 7, which the records above carry and the
  // simulation does not read): the view draws flat blocks as see-through panels.
  TestCity& solidBlocks() {
    for (CmpBlock& b : cmp_.blocks) b.typeMap = static_cast<uint16_t>(b.typeMap & ~0x80u);
    return *this;
  }
  TestCity& fireStation(int i, int x, int y, int z) {
    cmp_.locations.entries[size_t(LocationKind::FireStation)][size_t(i)] = {uint8_t(x), uint8_t(y),
                                                                            uint8_t(z)};
    return *this;
  }
  std::shared_ptr<const CmpFile> cmp() const { return std::make_shared<const CmpFile>(cmp_); }
  Game start() const { return Game::load(cmp(), missionText("", "", "0 0 0 0 0 0"), 1); }

 private:
  CmpFile cmp_;
  std::array<uint32_t, 16> oneWayColumn_{};
};

// Pixels to 16.16.
inline core::Fixed P(int px) {
  return core::px(px);
}

// A ped standing at (x, y, z) pixels, in the grid (slots below 200 are not drivers).
inline void placePed(GameState& s, int id, int x, int y, core::Fixed z, int16_t health = 100) {
  Ped& p = s.entities.peds[size_t(id)];
  p.state = kPedStateWalking;
  p.health = health;
  p.control = 1;
  p.sprite.x = P(x);
  p.sprite.y = P(y);
  p.sprite.z = z;
  s.grid.insert(static_cast<int>(CollKind::Ped), id, id, p.sprite.x, p.sprite.y, p.sprite);
}

// A parked car of `model` at (x, y, z) pixels, in the grid.
inline int placeCar(GameState& s, int model, int x, int y, core::Fixed z) {
  const int c = carCreate(s.entities, model, P(x), P(y), z, 0, 0);
  s.grid.insert(static_cast<int>(CollKind::Car), c, c, P(x), P(y), s.entities.cars[size_t(c)].sprite);
  return c;
}

inline int countEvents(const GameState& s, EventId id, int arg = -99999) {
  int n = 0;
  for (const FrameEvent& e : s.events) n += e.id == id && (arg == -99999 || e.arg() == arg) ? 1 : 0;
  return n;
}

}  // namespace gta::test
