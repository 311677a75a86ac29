// SPDX-License-Identifier: GPL-3.0-or-later
// Collision shapes (rf-simulation.md §4 "Shapes"): the shape part record of a graphic's +8
// list and the built-in shapes: the vehicle hulls the notes give and the static shapes of
// the BNO objects (footprints designed, see shapes.cpp), the lift and the gate zone.
//
// A shape is a list of parts ordered top-down. Coordinates are 16.16 pixels relative to
// the object position, x east, y south; for a vehicle the body's forward is -y (north at
// heading 0). Polygons are convex, vertices clockwise on screen (y down).
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "core/fixed.hpp"
#include "core/trig.hpp"

namespace rf {

enum class PartType : uint8_t {
  Point = 1,    // the part's origin (dx, dy)
  Box = 2,      // axis-aligned bbox around (dx, dy), never rotated
  Polygon = 3,  // convex polygon, rotated with the object's heading >> 16
  Swept = 4,    // segment from the object's old position to the new one (whole pixels)
};

// b8: pickup flags; b8 & 2 marks a pad (resupply zone) that the pickup handler 0x41f340
// records instead of blocking.
inline constexpr uint8_t kPartPad = 2;

// b9: what a pad gives (FUN_00429040 resupply check). 3 = the gate zone 0x4424f8 (notes);
// designed: 1 fuel, 2 ammo.
enum class PadKind : uint8_t { None = 0, Fuel = 1, Ammo = 2, GateZone = 3 };

// Solid bits (what a part is) and mask bits (what it hits): a pair collides when
// b.solid & a.mask.
inline constexpr uint32_t kSolidStatic = 0x01;      // static objects (BNO shapes), the lift
inline constexpr uint32_t kSolidVehicle = 0x02;     // vehicle hulls
inline constexpr uint32_t kSolidProjectile = 0x04;  // projectile swept part 0x4494c0
inline constexpr uint32_t kSolidDamageBox = 0x20;   // explosion damage box (op 13)
inline constexpr uint32_t kSolidBridge = 0x40;      // bridge decks: vehicles never hit them
inline constexpr uint32_t kSolidDrone = 0x80;       // designed: drone parts (only drones test it)
inline constexpr uint32_t kMaskVehicle = 0x27;
inline constexpr uint32_t kMaskStatic = 0xff;
inline constexpr uint32_t kMaskProjectile = 0x43;

struct PartBox {
  core::Fixed x0 = 0;
  core::Fixed y0 = 0;
  core::Fixed x1 = 0;
  core::Fixed y1 = 0;
};

// One shape part (the original's record: {type, next, b8, b9, solid, mask, zlo, zhi, dx,
// dy, bbox[4], nverts, verts, nedges, edges}; `next` is the list order here).
struct ShapePart {
  PartType type = PartType::Point;
  uint8_t pickup = 0;  // b8
  uint8_t kind = 0;    // b9 (PadKind for pads)
  uint32_t solid = 0;
  uint32_t mask = 0;
  core::Fixed zlo = 0;  // relative to the object's z
  core::Fixed zhi = 0;
  core::Fixed dx = 0;  // offset of the part (rotated with the heading for polygons only)
  core::Fixed dy = 0;
  PartBox bbox;  // relative to (dx, dy): the box of a Box part, the vertex bounds of a polygon
  std::span<const core::Vec2> verts;  // polygon vertices relative to (dx, dy)
  // designed representation: the outward normal (ey, -ex) of edge i (verts[i] -> verts[i+1])
  // in the body frame, the separating axes of the polygon test.
  std::span<const core::Vec2> edges;
};

// A shape: the parts of a graphic, top-down. Empty = the graphic has no shape.
using Shape = std::span<const ShapePart>;

// The vehicle types in the order of the descriptor table 0x44afc8. Other = anything that is
// not a vehicle (the touch handlers leave those to the class hit_static).
enum class VehicleKind : uint8_t { Tank = 0, Jeep = 1, Msv = 2, Heli = 3, Other = 4 };

// The hull of a vehicle type: one polygon part, solid 2, mask 0x27, z 0..10 px (MSV 0..12).
// Throws std::out_of_range for Other.
Shape vehicleHull(VehicleKind kind);

// The static shape of a BNO id and whether it sits at the cell centre + the cell's jitter
// (graphic adjust 0x41f210: bushes, palms, trees, cacti, rocks) or at the centre.
struct StaticShape {
  Shape shape;
  bool jitter = false;
};
// Throws std::out_of_range for ids >= 91.
const StaticShape& bnoShape(uint32_t bno);

// The lift (Storage) platform: the tallest static-like part, z 0..32 px.
Shape liftShape();
// The gate zone 0x4424f8: a pad part of kind 3, +-32 px.
const ShapePart& gateZonePart();
// The two door parts of a gate BNO, closed (the first two parts of its static shape, +0x88
// of the gate graphics 0x4428a8 H / 0x442d70 V): west, east (H) / north, south (V).
Shape gateDoorShape(bool vertical);

// Graphic descriptor ids (Obj::gfx) that carry a shape (the descriptor's +8).
// designed: the notes give graphic descriptors as addresses and only for some graphics; the
// port numbers the ones with a collision shape here. 0 = no graphic; ids not listed have no
// shape. Each class with a shape adds its graphic here (projectile, man, flag, gate, ...).
enum class GfxId : int32_t {
  None = 0,
  Tank = 1,
  Jeep = 2,
  Msv = 3,
  Heli = 4,
  Lift = 5,
  // weapons (6..19)
  Projectile = 6,       // every projectile: the swept part 0x4494c0 (the type's +0x2c model is drawn)
  Grenade = 7,          // the grenade: the same swept part
  ShadowSmall = 8,      // shadow of shells, bullets and grenades (no shape)
  ShadowMissile = 9,    // shadow of missiles and rockets (no shape)
  MineArming = 10,      // a mine while it arms (blinking)
  Mine = 11,            // 0x449478: an armed mine
  // 20..39 explosions (no shape; an Expl's damage box is its own, collide.cpp objShape)
  ExplSprites = 20,  // 0x44aa20: the descriptor's sprite quads only
  ExplPart0 = 21,    // 0x452dc8 + i * 0x44: explosion part i (ground flash, then the sprites)
  ExplPart1 = 22,
  ExplPart2 = 23,
  ExplPart3 = 24,
  ExplPart4 = 25,
  ExplPart5 = 26,
  ExplPart6 = 27,
  ExplPart7 = 28,
  // 40..59: debris and remains (no collision shape: pieces and hulks never block)
  Debris = 40,    // FWall pieces: the cel of a model face (debris.hpp)
  TankHulk = 41,  // the burnt hulks of the Stay remains (stayHulkGfx, stay.hpp)
  JeepHulk = 42,
  MsvHulk = 43,
  HeliHulk = 44,
  // 60..69: men (man.hpp)
  ManWalk = 60,  // 0x43f900: walking / standing (the man's shape: 4 x 1.5 px, solid 1)
  ManSwim = 61,  // 0x43f998: swimming / treading water (the same shape)
  ManDead = 62,  // 0x43fa30: the dead man's Stay (no shape)
  // 70..79: gates (the Gate object draws the gate BNO while it opens, gate.hpp)
  GateH = 70,  // 0x4428a8 copy: the two door parts of BNO 43, sliding on x
  GateV = 71,  // 0x442d70 copy: the two door parts of BNO 44, sliding on y
  // 80..89: the flag
  FlagLying = 80,    // 0x44e740 (shape: the jeep's touch)
  FlagCarried = 81,  // 0x44e610
  // 90..99: the drone (drone.hpp) and the radar blips (radar.hpp)
  Drone = 90,           // 0x455680: the body, then the 64-px proximity part 0x455600
  DroneShadow = 91,     // 0x455730 (no shape)
  RadarDrone = 92,      // 0x4557e0: a drone's radar blip (no shape)
  RadarFlag = 93,       // 0x44e7a8: the flag's radar blip (8 px flag, colours 69 / 103)
  RadarFlagEmpty = 94,  // 0x44e7b8: the flag blip's empty blink phase
  // 100..109: the submarine (sub.hpp)
  Sub = 100,  // 0x43fbb0: the SUB (a small hull; the view draws sprite frame - 1, none at 0)

  TurretTower = 110,       // 0x44ad40's graphic: an awake tower (the object has the tower's shape)
  TurretLargeTower = 111,  // 0x44ad90's
};
// The parts of the drone's shape (GfxId::Drone), in list order.
inline constexpr int kDroneBodyPart = 0;
inline constexpr int kDroneProximityPart = 1;  // 0x455600
inline constexpr int kExplParts = 8;  // designed: parts 0..7 of 0x452dc8
// The projectile swept part 0x4494c0: type 4, solid 4, mask 0x43.
const ShapePart& projectileSweptPart();
// The shape of each graphic id below kGfxShapeIds (a table: the collision walks look it up
// for every object of a chain).
inline constexpr int32_t kGfxShapeIds = 128;
extern const std::array<Shape, kGfxShapeIds> kGfxShapes;
// The shape of a graphic id (empty for ids without a shape).
inline Shape gfxShape(int32_t gfx) {
  return gfx >= 0 && gfx < kGfxShapeIds ? kGfxShapes[static_cast<size_t>(gfx)] : Shape{};
}
// The vehicle type whose hull a graphic is (Other for every other graphic).
VehicleKind vehicleKindOfGfx(int32_t gfx);

// The tallest zhi of every built-in static shape (the lift included): 32 px.
core::Fixed tallestStaticPart();

}  // namespace rf
