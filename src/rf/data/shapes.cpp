#include "rf/data/shapes.hpp"

#include <stdexcept>
#include <string>

#include "rf/data/bno_ids.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::Vec2;

// Half pixels as 16.16 (so 22.5 px is hp(45)).
constexpr Fixed hp(int halfPixels) {
  return halfPixels * core::kHalf;
}
constexpr Fixed px(int pixels) {
  return core::px(pixels);
}

// The outward normals (ey, -ex) of a clockwise polygon (y down).
template <size_t N>
constexpr std::array<Vec2, N> edgeNormals(const std::array<Vec2, N>& v) {
  std::array<Vec2, N> e{};
  for (size_t i = 0; i < N; ++i) {
    const Vec2 a = v[i];
    const Vec2 b = v[(i + 1) % N];
    e[i] = {b.y - a.y, -(b.x - a.x)};
  }
  return e;
}

template <size_t N>
constexpr PartBox boundsOf(const std::array<Vec2, N>& v) {
  PartBox b{v[0].x, v[0].y, v[0].x, v[0].y};
  for (const Vec2& p : v) {
    b.x0 = p.x < b.x0 ? p.x : b.x0;
    b.y0 = p.y < b.y0 ? p.y : b.y0;
    b.x1 = p.x > b.x1 ? p.x : b.x1;
    b.y1 = p.y > b.y1 ? p.y : b.y1;
  }
  return b;
}

template <size_t N>
constexpr bool convexClockwise(const std::array<Vec2, N>& v) {
  for (size_t i = 0; i < N; ++i) {
    const Vec2 a = v[i];
    const Vec2 b = v[(i + 1) % N];
    const Vec2 c = v[(i + 2) % N];
    const int64_t cross =
        static_cast<int64_t>(b.x - a.x) * (c.y - b.y) - static_cast<int64_t>(b.y - a.y) * (c.x - b.x);
    if (cross <= 0) return false;
  }
  return true;
}

// A vehicle hull: one polygon part, solid 2, mask 0x27.
template <size_t N>
constexpr ShapePart hull(const std::array<Vec2, N>& verts, const std::array<Vec2, N>& edges, int zhiPx) {
  ShapePart p;
  p.type = PartType::Polygon;
  p.solid = kSolidVehicle;
  p.mask = kMaskVehicle;
  p.zlo = 0;
  p.zhi = px(zhiPx);
  p.bbox = boundsOf(verts);
  p.verts = verts;
  p.edges = edges;
  return p;
}

// A static box part (solid 1, mask 0xff) from pixel bounds around the origin.
constexpr ShapePart box(int x0, int y0, int x1, int y1, int zhiPx, int dxPx = 0, int dyPx = 0) {
  ShapePart p;
  p.type = PartType::Box;
  p.solid = kSolidStatic;
  p.mask = kMaskStatic;
  p.zlo = 0;
  p.zhi = px(zhiPx);
  p.dx = px(dxPx);
  p.dy = px(dyPx);
  p.bbox = {px(x0), px(y0), px(x1), px(y1)};
  return p;
}
// A square box of half size h.
constexpr ShapePart square(int h, int zhiPx, int dxPx = 0, int dyPx = 0) {
  return box(-h, -h, h, h, zhiPx, dxPx, dyPx);
}
// A pad part (b8 & 2) of a kind: recorded by the pickup handler, never blocking.
constexpr ShapePart pad(int h, int zhiPx, PadKind kind) {
  ShapePart p = square(h, zhiPx);
  p.pickup = kPartPad;
  p.kind = static_cast<uint8_t>(kind);
  return p;
}

// ---- vehicle hulls (the notes: Tank/MSV 16x24 px, Jeep 10x16 px, Heli pentagon 22x45 px) ----
constexpr std::array<Vec2, 4> kTankVerts = {
    {{px(-8), px(-12)}, {px(8), px(-12)}, {px(8), px(12)}, {px(-8), px(12)}}};
constexpr std::array<Vec2, 4> kJeepVerts = {
    {{px(-5), px(-8)}, {px(5), px(-8)}, {px(5), px(8)}, {px(-5), px(8)}}};
// designed: the pentagon's outline (a 22 px wide cabin / rotor front, the tail boom tapering
// to a point behind); 22 x 45 px as the notes give it, centred on the object position.
constexpr std::array<Vec2, 5> kHeliVerts = {
    {{px(-11), hp(-45)}, {px(11), hp(-45)}, {px(11), 0}, {0, hp(45)}, {px(-11), 0}}};
static_assert(convexClockwise(kTankVerts) && convexClockwise(kJeepVerts) && convexClockwise(kHeliVerts));
constexpr auto kTankEdges = edgeNormals(kTankVerts);
constexpr auto kJeepEdges = edgeNormals(kJeepVerts);
constexpr auto kHeliEdges = edgeNormals(kHeliVerts);

constexpr std::array<ShapePart, 1> kTankHull = {hull(kTankVerts, kTankEdges, 10)};
constexpr std::array<ShapePart, 1> kJeepHull = {hull(kJeepVerts, kJeepEdges, 10)};
constexpr std::array<ShapePart, 1> kMsvHull = {hull(kTankVerts, kTankEdges, 12)};
constexpr std::array<ShapePart, 1> kHeliHull = {hull(kHeliVerts, kHeliEdges, 10)};

// ---- static shapes ----
// From the notes: solid 1 / mask 0xff, walls z 0..19 px, towers 0..24, bushes 0..7, the
// lift 0..32, bridge decks solid 0x40 z -50..0.5, the gate zone +-32 px (kind 3).
// designed (the original shape tables are not in the notes): every footprint below, and
// the heights of everything else, chosen so that
// - every height stays below the lift's 32 px (the heli at 50 px clears everything);
// - vegetation and rocks are small parts that sit at the cell centre + jitter, so a
//   vehicle can pass beside them within the cell (the sim test is blocked by a palm);
// - walls span the whole cell along their direction (+-16 px) so that wall rows are
//   closed, 8 px thick; a damaged wall end (L = west/north, R = east/south) loses 8 px;
// - buildings fill most of the cell (20..28 px) and block;
// - fuel depots / ammo dumps are a block part (the tank / crates, 8 px toward the named
//   side for fuel, the north edge for ammo) listed before a low whole-cell pad (z 0..2 px,
//   kind 1 fuel / 2 ammo), so the first pair found is the block part when both touch;
// - gates are two door parts of 16 x 6 px at dx = -16 / +16 with their boxes reaching to
//   the centre (closed: -16..16; the Gate object moves them to -(16 + opening)), then
//   the gate zone pad;
// - rubble (destroyed buildings, fuel, ammo, gates, tents, watch towers, vegetation,
//   planters, bridges) is flat and has no shape; the tower base (60) and the flag building
//   states (62 DMG_FLAG, 63 DEST_FLAG, "the rubble still blocks") keep a low part;
// - the awake tower 90 has no shape (the notes: shots hit the turret object).
constexpr std::array<ShapePart, 1> kBush = {square(5, 7)};
constexpr std::array<ShapePart, 1> kPalm = {square(3, 20)};
constexpr std::array<ShapePart, 1> kTree = {square(5, 20)};
constexpr std::array<ShapePart, 1> kCactus = {square(3, 7)};
constexpr std::array<ShapePart, 1> kRock = {square(6, 5)};
constexpr std::array<ShapePart, 1> kPlanter = {square(8, 7)};
constexpr std::array<ShapePart, 2> kAmmo = {box(-8, -14, 8, -4, 12), pad(16, 2, PadKind::Ammo)};
constexpr std::array<ShapePart, 1> kPrison = {square(12, 18)};
constexpr std::array<ShapePart, 1> kWtowerNE = {square(5, 24, 9, -9)};
constexpr std::array<ShapePart, 1> kWtowerNW = {square(5, 24, -9, -9)};
constexpr std::array<ShapePart, 1> kWtowerSE = {square(5, 24, 9, 9)};
constexpr std::array<ShapePart, 1> kWtowerSW = {square(5, 24, -9, 9)};
constexpr std::array<ShapePart, 1> kFlagBuilding = {square(10, 16)};
constexpr std::array<ShapePart, 1> kBuilding = {square(12, 20)};
constexpr std::array<ShapePart, 1> kFactory = {square(14, 22)};
constexpr std::array<ShapePart, 1> kBunker = {square(12, 12)};
constexpr std::array<ShapePart, 1> kOutpost = {square(10, 16)};
constexpr std::array<ShapePart, 1> kHospital = {square(13, 18)};
constexpr std::array<ShapePart, 2> kFuelN = {square(6, 14, 0, -8), pad(16, 2, PadKind::Fuel)};
constexpr std::array<ShapePart, 2> kFuelS = {square(6, 14, 0, 8), pad(16, 2, PadKind::Fuel)};
constexpr std::array<ShapePart, 2> kFuelE = {square(6, 14, 8, 0), pad(16, 2, PadKind::Fuel)};
constexpr std::array<ShapePart, 2> kFuelW = {square(6, 14, -8, 0), pad(16, 2, PadKind::Fuel)};
constexpr ShapePart kGateZone = pad(32, 10, PadKind::GateZone);
constexpr std::array<ShapePart, 3> kGateH = {box(0, -3, 16, 3, 19, -16, 0), box(-16, -3, 0, 3, 19, 16, 0),
                                             kGateZone};
constexpr std::array<ShapePart, 3> kGateV = {box(-3, 0, 3, 16, 19, 0, -16), box(-3, -16, 3, 0, 19, 0, 16),
                                             kGateZone};
constexpr std::array<ShapePart, 1> kWallV = {box(-4, -16, 4, 16, 19)};
constexpr std::array<ShapePart, 1> kWallH = {box(-16, -4, 16, 4, 19)};
constexpr std::array<ShapePart, 1> kLdmgWallV = {box(-4, -8, 4, 16, 19)};
constexpr std::array<ShapePart, 1> kRdmgWallV = {box(-4, -16, 4, 8, 19)};
constexpr std::array<ShapePart, 1> kBdmgWallV = {box(-4, -8, 4, 8, 19)};
constexpr std::array<ShapePart, 1> kLdmgWallH = {box(-8, -4, 16, 4, 19)};
constexpr std::array<ShapePart, 1> kRdmgWallH = {box(-16, -4, 8, 4, 19)};
constexpr std::array<ShapePart, 1> kBdmgWallH = {box(-8, -4, 8, 4, 19)};
constexpr std::array<ShapePart, 1> kTentV = {box(-6, -10, 6, 10, 10)};
constexpr std::array<ShapePart, 1> kTentH = {box(-10, -6, 10, 6, 10)};
constexpr std::array<ShapePart, 1> kTower = {square(10, 24)};
constexpr std::array<ShapePart, 1> kLargeTower = {square(12, 24)};
constexpr std::array<ShapePart, 1> kTowerBase = {square(10, 10)};
constexpr std::array<ShapePart, 1> kDmgFlag = {square(10, 10)};
constexpr std::array<ShapePart, 1> kDestFlag = {square(10, 4)};

constexpr ShapePart bridgeDeck() {
  ShapePart p = square(16, 0);
  p.solid = kSolidBridge;
  p.zlo = px(-50);
  p.zhi = hp(1);  // 0.5 px
  return p;
}
constexpr std::array<ShapePart, 1> kBridgeDeck = {bridgeDeck()};

constexpr std::array<ShapePart, 1> kLift = {square(16, 32)};

constexpr StaticShape fixed(Shape s) {
  return {s, false};
}
constexpr StaticShape jittered(Shape s) {
  return {s, true};
}

constexpr StaticShape staticShapeOf(uint8_t id) {
  using enum Bno;
  switch (static_cast<Bno>(id)) {
    case Bush1S:
    case Bush2S:
      return jittered(kBush);
    case Palm1S:
    case Palm2S:
      return jittered(kPalm);
    case TreeS:
      return jittered(kTree);
    case Cactus:
      return jittered(kCactus);
    case Rock1S:
    case Rock2S:
    case Rock1T:
    case Rock2T:
      return jittered(kRock);
    case PlanterBush:
    case PlanterBerry:
    case PlanterStone:
      return fixed(kPlanter);
    case Ammo:
      return fixed(kAmmo);
    case PrisonS:
    case PrisonE:
    case PrisonW:
      return fixed(kPrison);
    case WtowerNE:
      return fixed(kWtowerNE);
    case WtowerNW:
      return fixed(kWtowerNW);
    case WtowerSE:
      return fixed(kWtowerSE);
    case WtowerSW:
      return fixed(kWtowerSW);
    case Flag:
      return fixed(kFlagBuilding);
    case BldgN:
    case BldgS:
    case BldgE:
    case BldgW:
      return fixed(kBuilding);
    case FactN:
    case FactS:
    case FactE:
    case FactW:
      return fixed(kFactory);
    case BnkrN:
    case BnkrS:
    case BnkrE:
    case BnkrW:
      return fixed(kBunker);
    case Outpost:
      return fixed(kOutpost);
    case HospS:
    case HospE:
    case HospW:
      return fixed(kHospital);
    case FuelN:
      return fixed(kFuelN);
    case FuelS:
      return fixed(kFuelS);
    case FuelE:
      return fixed(kFuelE);
    case FuelW:
      return fixed(kFuelW);
    case GateH:
      return fixed(kGateH);
    case GateV:
      return fixed(kGateV);
    case WallV:
      return fixed(kWallV);
    case WallH:
      return fixed(kWallH);
    case TentV:
      return fixed(kTentV);
    case TentH:
      return fixed(kTentH);
    case Tower:
      return fixed(kTower);
    case LargeTower:
      return fixed(kLargeTower);
    case LdmgWallV:
      return fixed(kLdmgWallV);
    case RdmgWallV:
      return fixed(kRdmgWallV);
    case BdmgWallV:
      return fixed(kBdmgWallV);
    case LdmgWallH:
      return fixed(kLdmgWallH);
    case RdmgWallH:
      return fixed(kRdmgWallH);
    case BdmgWallH:
      return fixed(kBdmgWallH);
    case DmgTower:
      return fixed(kTowerBase);
    case DmgFlag:
      return fixed(kDmgFlag);
    case DestFlag:
      return fixed(kDestFlag);
    case BrigeH:
    case BrigeV:
      return fixed(kBridgeDeck);
    default:
      return {};
  }
}

constexpr std::array<StaticShape, kBnoCount> makeStaticShapes() {
  std::array<StaticShape, kBnoCount> t{};
  for (size_t i = 0; i < t.size(); ++i) t[i] = staticShapeOf(static_cast<uint8_t>(i));
  return t;
}
constexpr std::array<StaticShape, kBnoCount> kStaticShapes = makeStaticShapes();

constexpr Fixed tallest() {
  Fixed top = kLift[0].zhi;
  for (const StaticShape& s : kStaticShapes) {
    for (const ShapePart& p : s.shape) top = p.zhi > top ? p.zhi : top;
  }
  return top;
}
static_assert(tallest() == px(32), "the lift (32 px) is the tallest static part");

}  // namespace

Shape vehicleHull(VehicleKind kind) {
  switch (kind) {
    case VehicleKind::Tank:
      return kTankHull;
    case VehicleKind::Jeep:
      return kJeepHull;
    case VehicleKind::Msv:
      return kMsvHull;
    case VehicleKind::Heli:
      return kHeliHull;
    case VehicleKind::Other:
      break;
  }
  throw std::out_of_range("vehicle kind " + std::to_string(static_cast<int>(kind)) + " has no hull (0..3)");
}

const StaticShape& bnoShape(uint32_t bno) {
  if (bno >= kStaticShapes.size()) {
    throw std::out_of_range("BNO id " + std::to_string(bno) + " has no static shape entry (0.." +
                            std::to_string(kBnoCount - 1) + ")");
  }
  return kStaticShapes[bno];
}

Shape liftShape() {
  return kLift;
}

const ShapePart& gateZonePart() {
  return kGateH[2];
}

Shape gfxShape(int32_t gfx) {
  switch (static_cast<GfxId>(gfx)) {
    case GfxId::Tank:
      return kTankHull;
    case GfxId::Jeep:
      return kJeepHull;
    case GfxId::Msv:
      return kMsvHull;
    case GfxId::Heli:
      return kHeliHull;
    case GfxId::Lift:
      return kLift;
    case GfxId::None:
      break;
  }
  return {};
}

VehicleKind vehicleKindOfGfx(int32_t gfx) {
  switch (static_cast<GfxId>(gfx)) {
    case GfxId::Tank:
      return VehicleKind::Tank;
    case GfxId::Jeep:
      return VehicleKind::Jeep;
    case GfxId::Msv:
      return VehicleKind::Msv;
    case GfxId::Heli:
      return VehicleKind::Heli;
    default:
      return VehicleKind::Other;
  }
}

Fixed tallestStaticPart() {
  return tallest();
}

}  // namespace rf
