// SPDX-License-Identifier: GPL-3.0-or-later
// The original's models in the user's RFIRE.BIN (docs/original-data.md "Models";
// emdzej/openrf docs/render.md §5 and §7): 188 parts in .data between 0x43f900 and the last
// part at 0x455730, each a 0x44-byte header:
//   +0x00 draw function   +0x04 next part (0 = end of the chain)   +0x08 shape
//   +0x0c size (not read) +0x10 flags (0x10: z = 0; bits 16-23 the building's door side)
//   +0x14, +0x18, +0x1c the offset (16.16)   +0x20 z-bias (16.16)
//   +0x24 depth hook      +0x28 position hook (jitter)
//   +0x2c vertex count    +0x30 vertices (3 x 16.16: x east, y south, z up)
//   +0x34 face count      +0x38 faces (8 dwords: sprite, flags, test vertices a, b, corners)
//   +0x3c with a face count <= 0: 8 pointers (by yaw octant) to byte lists of face indices
//         ending in a negative byte (the faces drawn, in order, without a test)
// reached from the BNO table (+8), the class descriptors (+0x14), the vehicle descriptors
// (dwords 0x52 body, 0x53 shadow, 0x55 part, 0x58 / 0x59 wrecks) and the projectile types
// (+0x2c model, +0x30 shadow), and the tank's turret and the heli's rotors at the addresses the code names. Every pointer is checked:
// inside the image and inside the models' range, counts bounded, vertex indices inside the part; the first
// problem is one line naming the file, the part and the field.
//
// Checked only against programs retrosim's own tools make to the documented layout
// (tools/synthetic_cd/synthetic_models.cpp): no original data exists where retrosim is built.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/trig.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/game_tables.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/pe_image.hpp"
#include "rf/data/projectile_types.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

struct Model;  // models.hpp

namespace om {
inline constexpr uint32_t kBegin = 0x43f900;
inline constexpr uint32_t kLastPart = 0x455730;  // the drone shadow, the last part
inline constexpr uint32_t kHeader = 0x44;
inline constexpr uint32_t kEnd = kLastPart + kHeader;  // designed: the range ends with the last header
inline constexpr uint32_t kFaceDwords = 8;
inline constexpr uint32_t kOctants = 8;
// designed: bounds the notes do not give (the largest part has 52 vertices and 15 faces;
// the longest chain 3 parts): 256 vertices, 64 faces, 32 indices an octant list, 8 parts a
// chain.
inline constexpr uint32_t kMaxVerts = 256, kMaxFaces = 64, kMaxOctantList = 32, kMaxChain = 8;
// Header offsets.
inline constexpr uint32_t kDraw = 0x00, kNext = 0x04, kShape = 0x08, kFlags = 0x10, kOffset = 0x14,
                          kZBias = 0x20, kDepthHook = 0x24, kPosHook = 0x28, kNVerts = 0x2c, kVerts = 0x30,
                          kNFaces = 0x34, kFaces = 0x38, kOctantLists = 0x3c;
// Part flags / face flags the renderer reads.
inline constexpr uint32_t kPartFlatZ = 0x10;
inline constexpr uint32_t kFaceTestX = 1, kFaceTestY = 2, kFaceTeam = 8;
// The draw functions (render.md §5).
inline constexpr uint32_t kDrawStatic = 0x408840, kDrawYaw = 0x408a20, kDrawYawPitch = 0x408aa0,
                          kDrawTurret = 0x408b80, kDrawTilted = 0x408d40;
// Model_DrawBuilding 0x41f550, the BLDG / FACT parts' wrapper, and the BLDG part's shape (def
// + 8) it tells the two apart by (view/rf_original_building.hpp).
inline constexpr uint32_t kDrawBuilding = 0x41f550, kBldgShape = 0x447890;
// The vehicle descriptor dwords that point at parts.
inline constexpr std::array<uint32_t, 5> kVehicleDwords{0x52, 0x53, 0x55, 0x58, 0x59};
// The projectile record's model and shadow.
inline constexpr uint32_t kProjModel = 0x2c, kProjShadow = 0x30;
// The class descriptor's graphic.
inline constexpr uint32_t kClassGraphic = 0x14;
// A part the code names by its address (render.md §7: Model_DrawTank's turret, 22 vertices,
// 8 faces, drawn at the hull's yaw + the turret's).
inline constexpr uint32_t kTankTurret = 0x44ccb0;
// The heli's rotor parts the code names (render.md §8, Model_DrawHeli's rotor disc by speed):
// the two resting blades 0x44e9b8, then the discs 0x44e850 / 0x44e898 / 0x44e8e0.
inline constexpr std::array<uint32_t, 4> kHeliRotors{0x44e9b8, 0x44e850, 0x44e898, 0x44e8e0};
// The vehicle wrappers' tables (render.md §8, "Vehicle wrappers"): vertices (3 x 16.16 each)
// the wrappers write over their part's last vertices before drawing it
// (view/rf_original_vehicle.hpp): Model_DrawTank's barrel (7, the turret's 15..21) and its
// base pitch (a dword), Model_DrawMSV's launcher (8, the body's 44..51) at two poses,
// Model_DrawJeep's boat morph (8, the body's 36..43) and the heli's tail (designed: the 3
// vertices the 40 bytes before the body's header hold, its last 3). And the parts the jeep's
// code names: the boat 0x44dfb0 (Model_DrawJeep) and the wake 0x44e110 (0x42f5c0).
inline constexpr uint32_t kTankBarrel = 0x44c938, kTankBarrelPitch = 0x44c704;
inline constexpr uint32_t kMsvLauncherLow = 0x44d028, kMsvLauncherHigh = 0x44d094;
inline constexpr uint32_t kJeepBoatVerts = 0x44de70, kJeepBoat = 0x44dfb0, kJeepWake = 0x44e110;
inline constexpr uint32_t kHeliTail = 0x44ee40;
inline constexpr size_t kBarrelVerts = 7, kLauncherVerts = 8, kBoatVerts = 8, kTailVerts = 3;
}  // namespace om

// The vehicle wrappers' vertex tables (om::kTankBarrel ...), as stored.
struct OrigVehicleAnim {
  std::array<core::Vec3, om::kBarrelVerts> barrel{};
  int32_t barrelPitch = 0;  // original units (0x1000000 a turn)
  std::array<core::Vec3, om::kLauncherVerts> launcherLow{}, launcherHigh{};
  std::array<core::Vec3, om::kBoatVerts> boat{};
  std::array<core::Vec3, om::kTailVerts> tail{};
};

// How a part is turned (render.md §5): the wrappers (buildings, gates, vehicles, men ...)
// patch the part and call one of these; a part with another draw function is drawn as Other
// (designed: like DrawYaw).
enum class OrigDraw : uint8_t { Static, Yaw, YawPitch, Turret, Tilted, Other };

struct OrigFace {
  uint32_t sprite = 0;  // ART.CAR cel (+ team when flags & kFaceTeam)
  uint32_t flags = 0;
  uint32_t a = 0, b = 0;              // the visibility test's vertex pair
  std::array<uint32_t, 4> corners{};  // vertices of the cel's corners 0..3
};

struct OrigPart {
  uint32_t address = 0;
  uint32_t drawFn = 0;
  OrigDraw draw = OrigDraw::Other;
  uint32_t next = 0;
  uint32_t shape = 0;
  uint32_t flags = 0;
  core::Vec3 offset;
  core::Fixed zBias = 0;
  uint32_t depthHook = 0, posHook = 0;
  std::vector<core::Vec3> verts;
  int32_t faceCount = 0;  // as stored: <= 0 means the octant lists choose the faces
  std::vector<OrigFace> faces;
  std::array<std::vector<uint8_t>, om::kOctants> octants;  // with faceCount <= 0
};

struct OriginalModels {
  std::map<uint32_t, OrigPart> parts;                  // every part reached, by address
  std::array<uint32_t, kBnoCount> bno{};               // the BNO's first part (0 = none)
  std::array<uint32_t, kClassRecords> classGraphic{};  // class descriptor +0x14 (0 = none)
  std::array<std::array<uint32_t, om::kVehicleDwords.size()>, kVehicleTypes> vehicle{};
  std::array<std::array<uint32_t, 2>, kProjectileTypes> projectile{};  // model, shadow
  uint32_t tankTurret = 0;                                             // om::kTankTurret
  std::array<uint32_t, om::kHeliRotors.size()> heliRotor{};            // om::kHeliRotors
  uint32_t jeepBoat = 0, jeepWake = 0;                                 // om::kJeepBoat, kJeepWake
  OrigVehicleAnim anim;
  int faces = 0, verts = 0;                                            // totals over the parts

  // The chain of parts from `first` (empty for 0).
  std::vector<const OrigPart*> chain(uint32_t first) const;
  // The highest sprite (+1 for a team face) any face names: the cels ART.CAR must have.
  uint32_t maxSprite() const;
};

// The parts reached from the tables of `image` (the class descriptors at the addresses of
// `classes`). Throws LoadError "FILE: part 0x...: ..." for the first problem.
OriginalModels readOriginalModels(const PeImage& image, const ClassRecords& classes = kClassNumbers);

// The version checked, the image mapped, the parts read.
OriginalModels loadOriginalModels(std::span<const uint8_t> bytes, const std::string& file);

// The first part of the chain the CD draws for one of retrosim's model ids (0 = none): a
// BNO's (+8) for the model of that BNO, the vehicles' bodies (dword 0x52), the tank turret
// (om::kTankTurret), the wrecks' graphic (dword 0x59).
uint32_t originalModelPart(const OriginalModels& m, ModelId model);

// The models SpawnDebrisBurst reads in a set of RFIRE.BIN's tables (DataTables::models): for
// each BNO's model id, the BNO's part chain as a Model (the parts in chain order, each
// part's vertices moved by its offset, each face's corners and its debris class, flags bits
// 8-9, render.md §5), so that the debris counts are the CD's. A tower's turret (the chain's
// part drawn by Model_DrawYawPitch, its TowerHook's part: render.md §7, BNO 49 / 50) is put
// at kTowerTurretPart, where TowerDestroyed 0x423510 takes it. designed: the bridges' planks
// (the code's own parts 0x449e20.., not read), the wrecks and the drone keep our models (null).
std::array<std::shared_ptr<const Model>, mdl::Count> originalDebrisModels(const OriginalModels& m);

// The faces of a part drawn at yaw (the original's 0x1000000-a-turn units): those of the
// octant list of the yaw, or all of them (the test is the renderer's).
std::vector<uint32_t> octantFaces(const OrigPart& part, int32_t yaw);

}  // namespace rf
