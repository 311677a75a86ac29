// retrosim's own low-poly models (rf-simulation.md §6 "Debris", "Drawing"; the original
// models live in the executable we do not ship). A model is a list of parts, a part a list
// of vertices and of faces; the faces with a debris class (flags bits 8-9, k = 1..3) are
// what SpawnDebrisBurst turns into pieces (debris set[k - 1]); the tilted view draws them.
//
// Coordinates: 16.16 px relative to the object position (a BNO: the cell centre + its
// jitter), x east, y south, z up; a vehicle's forward is -y (north at heading 0). A face is
// 4 vertex indices in order around it (a triangle repeats its last corner).
//
// Every model stands on z = 0 and reaches exactly the zhi of its collision shape (the
// BNO's bnoShape, the vehicle hull's, shapes.cpp): walls 19 px, towers 24, bushes 7, the
// hulls 10 (MSV 12); bridge decks 0.5 px; rubble without a shape stays below 4 px.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "core/trig.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

// Face flags: bits 8-9 = the debris class k (0 = the face never becomes a piece).
inline constexpr uint32_t kFaceClassShift = 8;
inline constexpr uint32_t kFaceClassMask = 3;
constexpr uint32_t faceClassFlags(int k) {
  return (static_cast<uint32_t>(k) & kFaceClassMask) << kFaceClassShift;
}
constexpr int faceClassOf(uint32_t flags) {
  return static_cast<int>((flags >> kFaceClassShift) & kFaceClassMask);
}

struct ModelFace {
  std::array<uint8_t, 4> v{};  // vertex indices into the part's vertices
  uint32_t colour = 0;         // 0xRRGGBB
  uint32_t flags = 0;          // bits 8-9: debris class
  constexpr int debrisClass() const { return faceClassOf(flags); }
};

inline constexpr int kModelPartVerts = 32;
inline constexpr int kModelPartFaces = 16;
inline constexpr int kModelParts = 4;

struct ModelPart {
  const char* name = "";
  uint8_t nverts = 0;
  uint8_t nfaces = 0;
  std::array<core::Vec3, kModelPartVerts> vert{};
  std::array<ModelFace, kModelPartFaces> face{};
  constexpr std::span<const core::Vec3> verts() const { return {vert.data(), nverts}; }
  constexpr std::span<const ModelFace> faces() const { return {face.data(), nfaces}; }
};

struct Model {
  const char* name = "";
  uint8_t nparts = 0;
  std::array<ModelPart, kModelParts> part{};
  constexpr std::span<const ModelPart> parts() const { return {part.data(), nparts}; }
};

// The record of a model id; throws std::out_of_range for ids >= mdl::Count. mdl::None is
// an empty model (no parts).
const Model& modelDef(ModelId id);

// The highest / lowest vertex z of a model (0 for an empty one).
core::Fixed modelTop(const Model& m);
core::Fixed modelBottom(const Model& m);
// The faces of a part (part -1: every part) with debris class k (k 0: any class 1..3).
int modelDebrisFaces(const Model& m, int part, int k = 0);

// The mean of a face's 4 corners (the centre of a debris piece, relative to the model).
core::Vec3 faceMean(const ModelPart& p, const ModelFace& f);

// The model of each BNO state. bnoModel (model_ids.hpp) is the intact one; damaged is what
// the view draws while the hit points are low (designed: the intact model where the
// object has no damaged look); destroyed is the model of the BNO's destroyed state
// (bnoModel(bnoDef(bno).destroyedBno); kNoModel when it leaves no object: walls, rocks).
// Every id 0..90 with graphics has an intact model; the others kNoModel; ids >= 91 throw.
enum class BnoLook : uint8_t { Intact = 0, Damaged = 1, Destroyed = 2 };
ModelId bnoModelIn(uint32_t bno, BnoLook look);
inline ModelId bnoModelDamaged(uint32_t bno) {
  return bnoModelIn(bno, BnoLook::Damaged);
}
inline ModelId bnoModelDestroyed(uint32_t bno) {
  return bnoModelIn(bno, BnoLook::Destroyed);
}
// designed: the debris set the BNO's model faces are classed for (what its destroy
// explosion's op 17 should pass; None for models without debris faces).
DebrisSetId bnoDebrisSet(uint32_t bno);

// The tower models (BNO 49 / 50 / 90): part 0 the base, part 1 the turret whose 5 faces of
// class 1 fly off as debris (TowerDestroyed 0x423510: "tower: 5 shells -> 5 turret
// debris", set TowerTurret). Bridge decks (74 / 75): part 0 the 8 planks of class 1 (set
// BridgePlanks; the bridge hook 0x41f9a0 spawns 2..8 of them one by one), part 1 the beams.
inline constexpr int kTowerBasePart = 0;
inline constexpr int kTowerTurretPart = 1;
inline constexpr int kBridgePlankPart = 0;
inline constexpr int kBridgePlanks = 8;

// The models of a vehicle type: hull (the body: its top is the hull's zhi), turret (the
// tank's, the MSV's launcher), rotor (the heli's), wreck (the Destroyed Vehicle's drawing;
// faces of class 1 high, class 2 low: the wreck explodes into debris set WreckHigh /
// WreckLow by height). kNoModel where the type has none.
struct VehicleModels {
  ModelId hull = kNoModel;
  ModelId turret = kNoModel;
  ModelId rotor = kNoModel;
  ModelId wreck = kNoModel;
};
const VehicleModels& vehicleModels(VehicleType type);

// The model a graphic id draws (GfxId: the hulls, the burnt hulks of the Stay remains);
// kNoModel for graphics without one.
ModelId modelOfGfx(int32_t gfx);

}  // namespace rf
