// SPDX-License-Identifier: GPL-3.0-or-later
// Model parts in the synthetic RFIRE.BIN (for the original look): parts made by our own code in the
// documented 0x44-byte layout (rf/data/original_models.hpp), written into the models' range
// 0x43f900..0x455774 where the synthetic program keeps no table, and reached the documented
// ways: every BNO with graphics (+8: a box with a roof, a tree with its shadow, a low wall,
// the gates' two leaves, the buildings' boxes drawn by Model_DrawBuilding),
// the class descriptors of MAN, Vehicle and the three missile classes (+0x14), the vehicle
// descriptors (dwords 0x52 body with octant face lists, 0x53 shadow, 0x55, 0x58, 0x59), the
// projectile types (+0x2c, +0x30) and the tank turret at 0x44ccb0. None of the shapes is the original's.
#pragma once

#include <cstdint>
#include <vector>

#include "rf/data/data_tables.hpp"

namespace synth {

// Where the synthetic parts are (a few at the documented addresses of their kind).
inline constexpr uint32_t kSynthManPart = 0x43f900;     // class MAN +0x14
inline constexpr uint32_t kSynthHullPart = 0x44cd10;    // vehicle dword 0x52 (the tank's body)
inline constexpr uint32_t kSynthHullShadow = 0x44cdc0;  // dword 0x53
inline constexpr uint32_t kSynthTurretPart = 0x44ccb0;  // the tank turret (the code's address)
// The other vehicles' bodies (dword 0x52) at their documented addresses, the wrappers'
// tables and the jeep's boat and wake (rf::om::kTankBarrel ...) at theirs.
inline constexpr uint32_t kSynthJeepBody = 0x44e070, kSynthMsvBody = 0x44d650, kSynthHeliBody = 0x44ee68;
inline constexpr uint32_t kSynthShotPart = 0x4495c0;    // projectile +0x2c
inline constexpr uint32_t kSynthShotShadow = 0x449628;  // projectile +0x30
inline constexpr uint32_t kSynthBushPart = 0x4440a8;    // BNO 1..10 (then its shadow)
inline constexpr uint32_t kSynthBoxPart = 0x441d20;     // every other BNO with graphics (after the payload)
// The buildings (BNO 23..26 BLDG_N/S/E/W, 27..30 FACT_N/S/E/W) at their documented part
// addresses (render.md §7), drawn by Model_DrawBuilding 0x41f550 (view/rf_original_building.hpp):
// the BLDG parts with the shape 0x447890, each its door side in flags bits 16-23.
inline constexpr uint32_t kSynthBldgParts = 0x447908, kSynthFactParts = 0x447a18;
// The heli's rotor at the addresses the code names (rf::om::kHeliRotors): the resting blades
// (two crossed quads) and three discs, 10 px above the body's origin.
inline constexpr uint32_t kSynthWallPart = 0x441d68;    // the walls 45, 46, 54..59
// The towers' turret (BNO 49 and 50: the first part of their chain, drawn by
// Model_DrawYawPitch as the original's 0x441840 / 0x4418a0 are, then the box): a small box
// inside the tower's box, drawn before it (z-bias -40), so the picture is the box's; its 5
// faces of debris class 1 (flags bits 8-9) are the turret plates that fly when the tower
// falls (TowerDestroyed 0x423510).
inline constexpr uint32_t kSynthTowerTurret = 0x441db0;
// The gates' leaves (BNO 43 H: west then east; 44 V: north then south) at the documented
// addresses of Model_DrawGateH_W / _E and Model_DrawGateV_N / _S's parts.
inline constexpr uint32_t kSynthGateHWest = 0x4428a8, kSynthGateHEast = 0x4428ec;
inline constexpr uint32_t kSynthGateVNorth = 0x442d70, kSynthGateVSouth = 0x442db4;
// The payload (vertices, faces, octant lists): a free stretch of the range.
inline constexpr uint32_t kSynthModelPayload = 0x440000, kSynthModelPayloadEnd = 0x441d00;

void writeSyntheticModels(std::vector<uint8_t>& program, const rf::DataTables& tables);

}  // namespace synth
