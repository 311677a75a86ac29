// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim's own low-poly models (rf-simulation.md §6 "Debris", "Drawing"; the original
// models live in the executable we do not ship). A model is a list of parts, a part a list
// of vertices and of faces; the faces with a debris class (flags bits 8-9, k = 1..3) are
// what SpawnDebrisBurst turns into pieces (debris set[k - 1]); the tilted view draws them.
//
// The models are data: Wavefront OBJ files with one palette (data/rf/models/, the format in
// docs/models.md), made by tools/make_models.py, embedded into the program at build time
// and parsed once, at the first look-up, into the built-in model set (constant; the
// simulation never reads a file). parseModelSet reads such a set from texts (later the user's own).
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
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/fixed.hpp"
#include "core/trig.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf {

// Face flags: bits 8-9 = the debris class k (0 = the face never becomes a piece); bit 10 =
// a team face (the renderer tints only these with the owner's colour: stripes, flags, bands);
// bit 11 = a decal: the face lies 1/16 px in front of a larger face of its part (a window, a
// door, a stripe), so a painter's renderer draws it after the faces it lies on (a sort by
// face centres alone puts a decal below its wall's centre behind the wall).
inline constexpr uint32_t kFaceClassShift = 8;
inline constexpr uint32_t kFaceClassMask = 3;
inline constexpr uint32_t kFaceTeam = 1u << 10;
inline constexpr uint32_t kFaceDecal = 1u << 11;
inline constexpr uint32_t kFaceFlagsMask = (kFaceClassMask << kFaceClassShift) | kFaceTeam | kFaceDecal;
constexpr uint32_t faceClassFlags(int k) {
  return (static_cast<uint32_t>(k) & kFaceClassMask) << kFaceClassShift;
}
constexpr int faceClassOf(uint32_t flags) {
  return static_cast<int>((flags >> kFaceClassShift) & kFaceClassMask);
}

struct ModelFace {
  std::array<uint8_t, 4> v{};  // vertex indices into the part's vertices
  uint32_t colour = 0;         // 0xRRGGBB
  uint32_t flags = 0;          // bits 8-9: debris class; kFaceTeam; kFaceDecal
  constexpr int debrisClass() const { return faceClassOf(flags); }
  constexpr bool team() const { return (flags & kFaceTeam) != 0; }
  constexpr bool decal() const { return (flags & kFaceDecal) != 0; }
  constexpr bool triangle() const { return v[3] == v[2]; }
};

// The limits of a model (a file beyond them is refused). designed: 32 faces a part (a
// part's faces fit a 32-bit mask), 128 vertices (an index fits the face's byte), 8 parts.
inline constexpr int kModelPartVerts = 128;
inline constexpr int kModelPartFaces = 32;
inline constexpr int kModelParts = 8;

struct ModelPart {
  std::string name;
  uint8_t nverts = 0;  // == vert.size()
  uint8_t nfaces = 0;  // == face.size()
  std::vector<core::Vec3> vert;
  std::vector<ModelFace> face;
  std::span<const core::Vec3> verts() const { return {vert.data(), nverts}; }
  std::span<const ModelFace> faces() const { return {face.data(), nfaces}; }
};

struct Model {
  std::string name;
  uint8_t nparts = 0;  // == part.size()
  std::vector<ModelPart> part;
  std::span<const ModelPart> parts() const { return {part.data(), nparts}; }
};

// ---- the model files ----
// A file's label (the path named in errors, "data/rf/models/bush.obj") and its text.
struct ModelFileText {
  std::string_view name;
  std::string_view text;
};
// The materials of a palette (.mtl): name -> colour and face flags.
struct ModelMaterial {
  uint32_t colour = 0;
  uint32_t flags = 0;
};
struct ModelPalette {
  std::vector<std::pair<std::string, ModelMaterial>> materials;  // sorted by name
  const ModelMaterial* find(std::string_view name) const;
};
// The palette text (palette.mtl); throws LoadError "FILE:LINE: what" on a bad one.
ModelPalette parseModelPalette(std::string_view file, std::string_view text);
// One model file (OBJ: o, v, f, usemtl, mtllib; docs/models.md); throws LoadError
// "FILE:LINE: what" (one line) on anything it cannot take.
Model parseModelFile(std::string_view file, std::string_view text, const ModelPalette& palette);

// A whole set: one model per id (models[id]; models[mdl::None] is empty).
struct ModelSet {
  std::vector<Model> models;
};
// The set of `files`: palette.mtl and one <modelFileName(id)>.obj per id 1..Count-1 (by the
// names' last path component); throws LoadError naming the file (and line) at the first
// problem: a missing or unknown file, a bad one.
std::shared_ptr<const ModelSet> parseModelSet(std::span<const ModelFileText> files);
// The file name of a model id without ".obj" ("tank_hull"); "" for mdl::None.
std::string_view modelFileName(ModelId id);
// The files under data/rf/models/ as built into the program (generated at build time).
std::span<const ModelFileText> builtinModelFiles();
// The built-in set, parsed at the first call (constant: no set is installed anywhere).
const ModelSet& builtinModels();

// The record of a model id in `set` / in the built-in set (what the simulation and the
// views use); throws std::out_of_range for ids >= mdl::Count. mdl::None is an empty model
// (no parts).
const Model& modelDef(const ModelSet& set, ModelId id);
const Model& modelDef(ModelId id);

// The highest / lowest vertex z of a model (0 for an empty one).
core::Fixed modelTop(const Model& m);
core::Fixed modelBottom(const Model& m);
// The faces of a part (part -1: every part) with debris class k (k 0: any class 1..3).
int modelDebrisFaces(const Model& m, int part, int k = 0);

// The mean of a face's 4 corners (the centre of a debris piece, relative to the model).
core::Vec3 faceMean(const ModelPart& p, const ModelFace& f);

// The model of each BNO state. bnoModel (model_ids.hpp) is the intact one; damaged is what
// the view draws while the hit points are low (designed: darker, broken; the intact model
// for the objects that cannot be damaged: rocks and the destroyed states); destroyed is the
// model of the BNO's destroyed state (bnoModel(bnoDef(bno).destroyedBno); kNoModel when it
// leaves no object: walls, rocks).
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

// The parts the renderer poses on their own (the rest of a model turns with its object):
// the tank turret's barrel (part 1 of TankTurret) turns with the turret and elevates
// (+0x50 yaw, +0x58 pitch) about kTankBarrelPivot (the mantlet, in the turret's frame);
// the jeep's wheels (parts 2, 3: front, rear; each wheel turns about the x axis through its
// centre at z 2 px, y -5 / +5 px); the MSV's wheels (parts 1, 2: left, right; centres y -8,
// 0, 8 px, z 2.5 px); the heli's tail rotor (part 4 of HeliHull, turning about the x axis
// through y 20, z 6.5 px). The heli's main rotor is its own model (HeliRotor, about z).
inline constexpr int kTankBarrelPart = 1;
inline constexpr core::Vec3 kTankBarrelPivot{0, -core::px(6), core::px(31) / 4};
inline constexpr int kJeepWheelsFront = 2;
inline constexpr int kJeepWheelsRear = 3;
inline constexpr int kMsvWheelsLeft = 1;
inline constexpr int kMsvWheelsRight = 2;
inline constexpr int kHeliTailRotorPart = 4;

// The models of a vehicle type: hull (the body: its top is the hull's zhi), turret (the
// tank's, the MSV's launcher), rotor (the heli's), wreck (the Destroyed Vehicle's drawing;
// faces of class 1 high, class 2 low: the wreck explodes into debris set WreckHigh /
// WreckLow by height), boat (the jeep's form in water: the hull's place). kNoModel where
// the type has none.
struct VehicleModels {
  ModelId hull = kNoModel;
  ModelId turret = kNoModel;
  ModelId rotor = kNoModel;
  ModelId wreck = kNoModel;
  ModelId boat = kNoModel;
};
const VehicleModels& vehicleModels(VehicleType type);

// The model a graphic id draws (GfxId: the hulls, the burnt hulks of the Stay remains);
// kNoModel for graphics without one.
ModelId modelOfGfx(int32_t gfx);

}  // namespace rf
