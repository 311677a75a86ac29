// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's buildings (view/rf_original_building.hpp; Model_DrawBuilding 0x41f550,
// emdzej/openrf docs/render.md §5): each wall's and the roof's cel from the cell's jitter byte,
// the part's door side and the neighbours.
#include <gtest/gtest.h>

#include "rf/sim/cell.hpp"
#include "view/rf_original_building.hpp"

namespace view {
namespace {

// A world whose cell (cx, cy) has the jitter byte b3 = r (CellJitterEntry 0x417820's entry).
rf::World worldWithJitter(int cx, int cy, uint8_t r) {
  rf::World w;
  rf::JitterTable t{};
  const uint32_t idx = static_cast<uint32_t>(cy * rf::kMapCells + cx);
  t[(idx & 15u) + (idx & 0x1e0u) / 2].b3 = r;
  w.setJitter(t);
  return w;
}

rf::OrigPart buildingPart(uint32_t doorSide, bool bldg) {
  rf::OrigPart p;
  p.drawFn = rf::om::kDrawBuilding;
  p.shape = bldg ? rf::om::kBldgShape : 0;
  p.flags = doorSide << 16;
  return p;
}

TEST(RfOriginalBuilding, TheJitterByteTheDoorSideAndTheNeighboursPickTheCels) {
  // r: bits 3-4 set (the door's other cel), bits 5-6 = 1 (the window on the west), bits 0-2 = 5
  const uint8_t r = 0x18 | (1 << 5) | 5;
  rf::World w = worldWithJitter(40, 33, r);
  const auto cels = rfOrigBuildingCels(w, 40, 33, buildingPart(3, true));  // BLDG, door south
  ASSERT_TRUE(cels.has_value());
  EXPECT_EQ((*cels)[0], 919u);      // N: plain, T[4]
  EXPECT_EQ((*cels)[1], 923u + 2);  // W: the window, T[5], the west face's + 2
  EXPECT_EQ((*cels)[2], 919u);      // E: plain
  EXPECT_EQ((*cels)[3], 927u);      // S: the door, T[3] as (r & 0x18) == 0x18
  EXPECT_EQ((*cels)[4], 909u + 4);  // the roof: T[0] + {0,0,2,2,2,4,4,4}[5]
  w.setCell(41, 33, rf::cell::withBno(w.cell(41, 33), kOrigRubbleBno));  // rubble east
  EXPECT_EQ((*rfOrigBuildingCels(w, 40, 33, buildingPart(3, true)))[2], 931u);  // T[1]
  // a factory (another shape), its door north, the other door cel (r & 0x18 != 0x18)
  rf::World f = worldWithJitter(7, 90, 0x08);
  const auto fact = rfOrigBuildingCels(f, 7, 90, buildingPart(0, false));
  ASSERT_TRUE(fact.has_value());
  EXPECT_EQ((*fact)[0], 944u);  // N: the door, T[2]
  EXPECT_EQ((*fact)[1], 948u + 2);  // W: (r & 0x60) >> 5 = 0 is N, so W is plain T[4], + 2
  EXPECT_EQ((*fact)[4], 938u);  // the roof
}

TEST(RfOriginalBuilding, OtherPartsKeepTheirCels) {
  rf::OrigPart p;
  p.drawFn = rf::om::kDrawStatic;
  EXPECT_FALSE(rfOrigBuildingCels(rf::World{}, 0, 0, p).has_value());
}

}  // namespace
}  // namespace view
