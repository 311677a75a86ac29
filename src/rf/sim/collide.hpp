// SPDX-License-Identifier: GPL-3.0-or-later
// Collision of objects with the cells around them (rf-simulation.md §4 "Collision"):
// ObjCheckCollision 0x41dcf0 over the 3 x 3 block of cells, CollideWithCell 0x41dee0 and
// CollideWithCellContents 0x41dac0 (the static part with its BNO touch handler and the class
// hit_static, then every object of the cell chain with the priority rule).
#pragma once

#include <cstdint>

#include <array>
#include <optional>

#include "rf/data/shapes.hpp"
#include "rf/sim/shape.hpp"

namespace rf {

struct Sim;
struct Obj;
class World;

// Where the static object of map cell (cx, cy) stands (graphic adjust 0x41f210): the cell
// centre, plus the cell's jitter for the jittered graphics (bushes, palms, trees, cacti,
// rocks: StaticShape::jitter of the cell's BNO).
core::Vec2 staticObjectPos(const World& world, int cx, int cy);

// ObjCheckCollision 0x41dcf0: nonzero when obj is blocked (the solid bits of the blocking
// pair). Nothing (0) when the object's graphic has no shape or it has flag 0x100. Visits
// the object's cell row, then the row north, then the row south (each via
// CollideWithCell: the cell, then west, then east) and stops at the first block; off-map
// neighbours set Sim::collision.offMap and the outside pseudo-cell's chain is tested last.
// Sim::collision keeps the last overlapping pair (part indices), the cell / object hit and
// the deciding result.
int objCheckCollision(Sim& sim, Obj& obj);

// The storage objShape builds an object's own parts in: an Expl's damage box (one part) or a
// Gate's two doors. The caller's (a local), so that no cache lives in the state; empty
// until objShape builds into it, so that the common case (a graphic's shape, a span into
// the built-in tables) costs no 160-byte initialisation.
using ObjShapeBuf = std::optional<std::array<ShapePart, 2>>;

// The shape of an object (its graphic's shape, gfxShape; an Expl with an armed damage box:
// the box, explBoxPart; a Gate: its two doors at their opening, gateDoorParts) and where it
// stands (old position = ObjMove's saved position, for swept parts). The box's part and the
// doors are built into `buf`: the span returned points into it for those objects, so it is
// valid while `buf` is.
Shape objShape(const Sim& sim, const Obj& obj, ObjShapeBuf& buf);
ShapePose objPose(const Sim& sim, const Obj& obj);

// The vehicle type the touch handlers see: a Vehicle-class object's hull type, Other for
// every other object.
VehicleKind objVehicleKind(const Obj& obj);

// The priority rule of CollideWithCellContents for an overlapping pair: the side with the
// larger prio number (the lower priority; ties go to self) decides with its hit_object:
// called as self (self, other) it blocks with result & 1, called as other (other, self)
// with result == 4. A NULL hook leaves it to the other side's; both NULL = block.
bool objectPairBlocks(Sim& sim, Obj& self, Obj& other);

// CollideWithCellContents 0x41dac0 for one map cell (0..16383) or kOutsideCell (its chain
// only): nonzero when obj is blocked.
int collideWithCellContents(Sim& sim, int32_t cell, Obj& obj);

}  // namespace rf
