// retrosim's low-poly models (models.hpp). designed: every model here (the original models
// are not in the notes); the constraints they keep are the outcomes of rf-simulation.md §7
// and the heights / footprints of the collision shapes (shapes.cpp):
// - the bush, cactus and planter models (BNO 1, 2, 6, 11-13) have exactly 2 faces with a
//   debris class ("bush: 1 shell -> BNO_DEST_BUSH_1 (2 debris)");
// - the tower models' turret part has exactly 5 faces of class 1 ("tower: 5 shells -> 5
//   turret debris"); their base faces are class 2 (set TowerBase skips class 1, so the
//   destroy burst does not throw the turret a second time);
// - the bridge decks' plank part has 8 plank faces of class 1 (the bridge hook spawns
//   2..8 of them, "guns break a bridge deck (5 planks, BNO 76)");
// - the wrecks have class-1 faces high (tops) and class-2 faces low (sides);
// - every model's top is its shape's zhi (static_asserts below and models_test.cpp).
// Debris classes of the other models: k1 walls / leaves / blocks / plates, k2 roofs /
// trunks, k3 chimneys (the sets they are meant for: bnoDebrisSet).
#include "rf/data/models.hpp"

#include <stdexcept>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/shapes.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::Vec3;

// Colours (0xRRGGBB).
constexpr uint32_t kLeaf = 0x2f7d32;
constexpr uint32_t kLeafDark = 0x1b5e20;
constexpr uint32_t kTrunk = 0x6d4c41;
constexpr uint32_t kCactusGreen = 0x558b2f;
constexpr uint32_t kStone = 0x8d8d8d;
constexpr uint32_t kStoneDark = 0x616161;
constexpr uint32_t kConcrete = 0xb0a990;
constexpr uint32_t kWall = 0xd7c9a0;
constexpr uint32_t kRoof = 0xa33b2b;
constexpr uint32_t kRoofDark = 0x7a2a1f;
constexpr uint32_t kOlive = 0x6b6b2f;
constexpr uint32_t kOliveDark = 0x4a4a20;
constexpr uint32_t kSteel = 0x78909c;
constexpr uint32_t kCrate = 0x8d6e3f;
constexpr uint32_t kCanvas = 0xc2b280;
constexpr uint32_t kFuelRed = 0xc62828;
constexpr uint32_t kWhite = 0xeeeeee;
constexpr uint32_t kPlank = 0x9c7a4d;
constexpr uint32_t kBeam = 0x5d4037;
constexpr uint32_t kBurnt = 0x3e3a36;
constexpr uint32_t kAsh = 0x5a5550;
constexpr uint32_t kTankGreen = 0x4f6b3a;
constexpr uint32_t kJeepSand = 0xa89b64;
constexpr uint32_t kHeliGrey = 0x5f6f7a;
constexpr uint32_t kRotor = 0x262626;

constexpr Fixed P(int pixels) {
  return core::px(pixels);
}

// ---- part builders (pixel coordinates; the bridge planks use half pixels) ----
constexpr ModelPart part(const char* name) {
  ModelPart p;
  p.name = name;
  return p;
}
constexpr uint8_t vert(ModelPart& p, Fixed x, Fixed y, Fixed z) {
  if (p.nverts >= kModelPartVerts) throw std::length_error("model part: too many vertices");
  p.vert[p.nverts] = Vec3{x, y, z};
  return p.nverts++;
}
constexpr void face(ModelPart& p, uint8_t a, uint8_t b, uint8_t c, uint8_t d, uint32_t colour, int k) {
  if (p.nfaces >= kModelPartFaces) throw std::length_error("model part: too many faces");
  p.face[p.nfaces++] = ModelFace{{a, b, c, d}, colour, faceClassFlags(k)};
}
// A box without its bottom: top, then the N, E, S, W sides.
constexpr void box(ModelPart& p, int x0, int y0, int z0, int x1, int y1, int z1, uint32_t side, uint32_t top,
                   int kSide, int kTop) {
  const uint8_t b = vert(p, P(x0), P(y0), P(z0));
  vert(p, P(x1), P(y0), P(z0));
  vert(p, P(x1), P(y1), P(z0));
  vert(p, P(x0), P(y1), P(z0));
  vert(p, P(x0), P(y0), P(z1));
  vert(p, P(x1), P(y0), P(z1));
  vert(p, P(x1), P(y1), P(z1));
  vert(p, P(x0), P(y1), P(z1));
  const auto v = [b](int i) { return static_cast<uint8_t>(b + i); };
  face(p, v(4), v(5), v(6), v(7), top, kTop);
  face(p, v(0), v(1), v(5), v(4), side, kSide);
  face(p, v(1), v(2), v(6), v(5), side, kSide);
  face(p, v(2), v(3), v(7), v(6), side, kSide);
  face(p, v(3), v(0), v(4), v(7), side, kSide);
}
// A gable roof on the rectangle x0..x1 / y0..y1 from the eaves to the ridge (along y or
// along x): 2 roof slopes (class kSlope) then 2 gable triangles (class kGable).
constexpr void gable(ModelPart& p, int x0, int y0, int x1, int y1, int zEave, int zRidge, bool alongY,
                     uint32_t roof, uint32_t end, int kSlope, int kGable) {
  const uint8_t a = vert(p, P(x0), P(y0), P(zEave));
  const uint8_t b = vert(p, P(x1), P(y0), P(zEave));
  const uint8_t c = vert(p, P(x1), P(y1), P(zEave));
  const uint8_t d = vert(p, P(x0), P(y1), P(zEave));
  if (alongY) {
    const Fixed xm = (P(x0) + P(x1)) / 2;
    const uint8_t rn = vert(p, xm, P(y0), P(zRidge));
    const uint8_t rs = vert(p, xm, P(y1), P(zRidge));
    face(p, a, rn, rs, d, roof, kSlope);
    face(p, rn, b, c, rs, roof, kSlope);
    face(p, a, b, rn, rn, end, kGable);
    face(p, c, d, rs, rs, end, kGable);
  } else {
    const Fixed ym = (P(y0) + P(y1)) / 2;
    const uint8_t rw = vert(p, P(x0), ym, P(zRidge));
    const uint8_t re = vert(p, P(x1), ym, P(zRidge));
    face(p, a, b, re, rw, roof, kSlope);
    face(p, rw, re, c, d, roof, kSlope);
    face(p, d, a, rw, rw, end, kGable);
    face(p, b, c, re, re, end, kGable);
  }
}
// A pyramid on the rectangle: 4 triangles.
constexpr void pyramid(ModelPart& p, int x0, int y0, int x1, int y1, int zBase, int zTop, uint32_t colour,
                       int k) {
  const uint8_t a = vert(p, P(x0), P(y0), P(zBase));
  const uint8_t b = vert(p, P(x1), P(y0), P(zBase));
  const uint8_t c = vert(p, P(x1), P(y1), P(zBase));
  const uint8_t d = vert(p, P(x0), P(y1), P(zBase));
  const uint8_t t = vert(p, (P(x0) + P(x1)) / 2, (P(y0) + P(y1)) / 2, P(zTop));
  face(p, a, b, t, t, colour, k);
  face(p, b, c, t, t, colour, k);
  face(p, c, d, t, t, colour, k);
  face(p, d, a, t, t, colour, k);
}
// A vertical quad from (xa, ya) to (xb, yb), z0..z1.
constexpr void quadV(ModelPart& p, int xa, int ya, int xb, int yb, int z0, int z1, uint32_t colour, int k) {
  const uint8_t a = vert(p, P(xa), P(ya), P(z0));
  const uint8_t b = vert(p, P(xb), P(yb), P(z0));
  const uint8_t c = vert(p, P(xb), P(yb), P(z1));
  const uint8_t d = vert(p, P(xa), P(ya), P(z1));
  face(p, a, b, c, d, colour, k);
}
// A horizontal quad at height z.
constexpr void quadH(ModelPart& p, int x0, int y0, int x1, int y1, int z, uint32_t colour, int k) {
  const uint8_t a = vert(p, P(x0), P(y0), P(z));
  const uint8_t b = vert(p, P(x1), P(y0), P(z));
  const uint8_t c = vert(p, P(x1), P(y1), P(z));
  const uint8_t d = vert(p, P(x0), P(y1), P(z));
  face(p, a, b, c, d, colour, k);
}
// A triangle (the last corner repeated).
constexpr void tri(ModelPart& p, Vec3 a, Vec3 b, Vec3 c, uint32_t colour, int k) {
  const uint8_t i = vert(p, a.x, a.y, a.z);
  const uint8_t j = vert(p, b.x, b.y, b.z);
  const uint8_t l = vert(p, c.x, c.y, c.z);
  face(p, i, j, l, l, colour, k);
}

template <class... Parts>
constexpr Model model(const char* name, const Parts&... parts) {
  Model m;
  m.name = name;
  ((m.part[m.nparts++] = parts), ...);
  return m;
}

// The damaged look: every second roof face (class 2) gone, the rest unchanged (the
// vertices stay, so the height does too).
constexpr Model damagedOf(Model m, const char* name) {
  m.name = name;
  for (ModelPart& p : m.part) {
    ModelPart out = p;
    out.nfaces = 0;
    int roof = 0;
    for (const ModelFace& f : p.faces()) {
      if (f.debrisClass() == 2 && (roof++ & 1) == 1) continue;
      out.face[out.nfaces++] = f;
    }
    p = out;
  }
  return m;
}

// ---- vegetation, rocks, planters ----
constexpr Model bush() {
  ModelPart p = part("leaves");
  quadV(p, -3, -4, 5, 4, 0, 7, kLeaf, 1);  // crossed leaf quads, 1 px east / south of the centre
  quadV(p, 4, -3, -4, 5, 0, 7, kLeafDark, 1);
  quadH(p, -3, -3, 3, 3, 5, kLeaf, 0);
  return model("bush", p);
}
constexpr Model cactus() {
  ModelPart p = part("arms");
  quadV(p, -3, 1, 3, 1, 0, 7, kCactusGreen, 1);
  quadV(p, 1, -3, 1, 3, 0, 7, kCactusGreen, 1);
  return model("cactus", p);
}
constexpr Model planter() {
  ModelPart pot = part("pot");
  box(pot, -8, -8, 0, 8, 8, 3, kStone, kTrunk, 0, 0);
  ModelPart plant = part("plant");
  quadV(plant, -5, -6, 7, 6, 3, 7, kLeaf, 1);
  quadV(plant, 6, -5, -6, 7, 3, 7, kLeafDark, 1);
  return model("planter", pot, plant);
}
constexpr Model palm() {
  ModelPart trunk = part("trunk");
  quadV(trunk, -1, 0, 1, 0, 0, 17, kTrunk, 2);
  quadV(trunk, 0, -1, 0, 1, 0, 17, kTrunk, 2);
  ModelPart fronds = part("fronds");
  const Vec3 top{0, 0, P(20)};
  tri(fronds, top, {P(8), P(-2), P(15)}, {P(8), P(2), P(15)}, kLeaf, 1);
  tri(fronds, top, {P(2), P(8), P(15)}, {P(-2), P(8), P(15)}, kLeafDark, 1);
  tri(fronds, top, {P(-8), P(2), P(15)}, {P(-8), P(-2), P(15)}, kLeaf, 1);
  tri(fronds, top, {P(-2), P(-8), P(15)}, {P(2), P(-8), P(15)}, kLeafDark, 1);
  return model("palm", trunk, fronds);
}
constexpr Model tree() {
  ModelPart trunk = part("trunk");
  quadV(trunk, -1, 0, 1, 0, 0, 8, kTrunk, 2);
  quadV(trunk, 0, -1, 0, 1, 0, 8, kTrunk, 2);
  ModelPart crown = part("crown");
  box(crown, -6, -6, 8, 6, 6, 20, kLeafDark, kLeaf, 1, 1);
  return model("tree", trunk, crown);
}
constexpr Model rock() {
  ModelPart p = part("rock");
  box(p, -6, -5, 0, 6, 5, 2, kStoneDark, kStone, 0, 0);
  pyramid(p, -5, -4, 5, 4, 2, 5, kStone, 1);
  return model("rock", p);
}

// ---- team buildings ----
constexpr Model ammo() {
  ModelPart p = part("dump");
  quadH(p, -16, -16, 16, 16, 0, kConcrete, 0);
  box(p, -8, -14, 0, 8, -4, 12, kCrate, kCrate, 1, 1);
  box(p, -6, 0, 0, 2, 8, 6, kCrate, kCrate, 1, 1);
  return model("ammo", p);
}
constexpr Model prison() {
  ModelPart p = part("block");
  box(p, -12, -12, 0, 12, 12, 14, kConcrete, kConcrete, 1, 0);
  pyramid(p, -12, -12, 12, 12, 14, 18, kStoneDark, 2);
  return model("prison", p);
}
constexpr Model watchTower(int dx, int dy, const char* name) {
  ModelPart p = part("tower");
  box(p, dx - 2, dy - 2, 0, dx + 2, dy + 2, 17, kTrunk, kTrunk, 1, 1);
  box(p, dx - 5, dy - 5, 17, dx + 5, dy + 5, 21, kCrate, kCrate, 1, 1);
  pyramid(p, dx - 5, dy - 5, dx + 5, dy + 5, 21, 24, kRoofDark, 1);
  return model(name, p);
}
constexpr Model flagBuilding() {
  ModelPart p = part("house");
  box(p, -10, -10, 0, 10, 10, 12, kWall, kWall, 1, 0);
  pyramid(p, -10, -10, 10, 10, 12, 16, kRoof, 2);
  return model("flag building", p);
}
constexpr Model building() {
  ModelPart p = part("house");
  box(p, -12, -12, 0, 12, 12, 14, kWall, kWall, 1, 0);
  gable(p, -12, -12, 12, 12, 14, 20, true, kRoof, kWall, 2, 1);
  return model("building", p);
}
constexpr Model factory() {
  ModelPart p = part("hall");
  box(p, -14, -14, 0, 14, 14, 14, kConcrete, kConcrete, 1, 0);
  gable(p, -14, -14, 14, 14, 14, 18, false, kRoofDark, kConcrete, 2, 1);
  box(p, 7, -11, 10, 11, -7, 22, kStoneDark, kBurnt, 3, 3);  // chimney
  return model("factory", p);
}
constexpr Model bunker() {
  ModelPart p = part("bunker");
  box(p, -12, -12, 0, 12, 12, 8, kConcrete, kConcrete, 1, 0);
  pyramid(p, -12, -12, 12, 12, 8, 12, kStone, 1);
  return model("bunker", p);
}
constexpr Model outpost() {
  ModelPart p = part("outpost");
  box(p, -10, -10, 0, 10, 10, 16, kOlive, kOliveDark, 1, 2);
  return model("outpost", p);
}
constexpr Model hospital() {
  ModelPart p = part("house");
  box(p, -13, -13, 0, 13, 13, 13, kWhite, kWhite, 1, 0);
  gable(p, -13, -13, 13, 13, 13, 18, false, kFuelRed, kWhite, 2, 1);
  return model("hospital", p);
}
constexpr Model fuel(int dx, int dy, const char* name) {
  ModelPart p = part("depot");
  quadH(p, -16, -16, 16, 16, 0, kConcrete, 0);
  box(p, dx - 6, dy - 6, 0, dx + 6, dy + 6, 14, kFuelRed, kSteel, 1, 1);
  return model(name, p);
}
// The two doors as parts of their own (west / north first), as the shape's door parts.
constexpr Model gate(bool vertical, const char* name) {
  ModelPart a = part("door a");
  ModelPart b = part("door b");
  if (vertical) {
    box(a, -3, -16, 0, 3, 0, 19, kSteel, kSteel, 1, 1);
    box(b, -3, 0, 0, 3, 16, 19, kSteel, kSteel, 1, 1);
  } else {
    box(a, -16, -3, 0, 0, 3, 19, kSteel, kSteel, 1, 1);
    box(b, 0, -3, 0, 16, 3, 19, kSteel, kSteel, 1, 1);
  }
  return model(name, a, b);
}
constexpr Model wall(int x0, int y0, int x1, int y1, const char* name) {
  ModelPart p = part("wall");
  box(p, x0, y0, 0, x1, y1, 19, kStone, kStoneDark, 1, 1);
  return model(name, p);
}
constexpr Model tent(bool alongY, const char* name) {
  ModelPart p = part("tent");
  const int hx = alongY ? 6 : 10;
  const int hy = alongY ? 10 : 6;
  box(p, -hx, -hy, 0, hx, hy, 2, kCanvas, kCanvas, 0, 0);
  gable(p, -hx, -hy, hx, hy, 2, 10, alongY, kCanvas, kOlive, 1, 1);
  return model(name, p);
}
// Base (class 2 stone) + turret (5 plates of class 1, the barrel of class 0; forward -y).
constexpr Model tower(int base, int turret, const char* name) {
  ModelPart b = part("base");
  box(b, -base, -base, 0, base, base, 16, kStone, kStoneDark, 2, 2);
  ModelPart t = part("turret");
  box(t, -turret, -turret, 16, turret, turret, 24, kSteel, kSteel, 1, 1);
  quadH(t, -1, -turret - 8, 1, -turret, 20, kRotor, 0);
  quadV(t, -1, -turret - 8, 1, -turret - 8, 19, 21, kRotor, 0);
  return model(name, b, t);
}

// ---- destroyed states ----
constexpr Model rubble() {
  ModelPart p = part("rubble");
  pyramid(p, -12, -12, 12, 12, 0, 4, kAsh, 0);
  box(p, -10, 5, 0, -3, 11, 2, kStoneDark, kBurnt, 0, 0);
  return model("rubble", p);
}
constexpr Model destFuel() {
  ModelPart p = part("scorch");
  quadH(p, -16, -16, 16, 16, 0, kBurnt, 0);
  box(p, -5, -5, 0, 5, 5, 3, kBurnt, kAsh, 0, 0);
  return model("dest fuel", p);
}
constexpr Model destAmmo() {
  ModelPart p = part("scorch");
  quadH(p, -16, -16, 16, 16, 0, kBurnt, 0);
  box(p, -7, -12, 0, 5, -5, 2, kCrate, kBurnt, 0, 0);
  return model("dest ammo", p);
}
constexpr Model dmgTower() {
  ModelPart p = part("base");
  box(p, -10, -10, 0, 10, 10, 10, kStoneDark, kBurnt, 0, 0);
  return model("dmg tower", p);
}
constexpr Model destGate() {
  ModelPart p = part("posts");
  box(p, -16, -3, 0, -13, 3, 3, kSteel, kBurnt, 0, 0);
  box(p, 13, -3, 0, 16, 3, 3, kSteel, kBurnt, 0, 0);
  return model("dest gate", p);
}
constexpr Model dmgFlag() {
  ModelPart p = part("shell");
  box(p, -10, -10, 0, 10, 10, 10, kWall, kBurnt, 1, 1);
  return model("dmg flag", p);
}
constexpr Model destFlag() {
  ModelPart p = part("rubble");
  box(p, -10, -10, 0, 10, 10, 2, kAsh, kBurnt, 0, 0);
  pyramid(p, -8, -8, 8, 8, 2, 4, kAsh, 0);
  return model("dest flag", p);
}
constexpr Model destTent() {
  ModelPart p = part("canvas");
  quadH(p, -8, -10, 8, 10, 0, kBurnt, 0);
  pyramid(p, -5, -6, 5, 6, 0, 2, kAsh, 0);
  return model("dest tent", p);
}
constexpr Model destWtower() {
  ModelPart p = part("stump");
  box(p, -2, -2, 0, 2, 2, 4, kBurnt, kAsh, 0, 0);
  quadH(p, -6, -6, 6, 6, 0, kAsh, 0);
  return model("dest watch tower", p);
}
constexpr Model destBush() {
  ModelPart p = part("stubs");
  quadV(p, -3, -3, 3, 3, 0, 1, kTrunk, 0);
  quadV(p, 3, -3, -3, 3, 0, 1, kTrunk, 0);
  return model("dest bush", p);
}
constexpr Model stump(int h, const char* name) {
  ModelPart p = part("stump");
  box(p, -h, -h, 0, h, h, 3, kTrunk, kBurnt, 0, 0);
  return model(name, p);
}
constexpr Model destCactus() {
  ModelPart p = part("stubs");
  quadV(p, -3, 1, 3, 1, 0, 2, kCactusGreen, 0);
  quadV(p, 1, -3, 1, 3, 0, 2, kCactusGreen, 0);
  return model("dest cactus", p);
}
constexpr Model destPlanter() {
  ModelPart p = part("pot");
  box(p, -8, -8, 0, 8, 8, 3, kStone, kBurnt, 0, 0);
  return model("dest planter", p);
}

// A bridge deck: planks across the travel direction (alongX: the deck runs east-west, the
// planks are north-south strips stacked along x), 4 px each, at z 0.5 (the deck shape's
// zhi); `keep` bit i keeps plank i (the broken deck keeps some); the beams hang below.
constexpr Model bridge(bool alongX, uint32_t keep, int k, const char* name) {
  ModelPart planks = part("planks");
  const Fixed z = core::kHalf;
  for (int i = 0; i < kBridgePlanks; ++i) {
    if (((keep >> i) & 1) == 0) continue;
    const Fixed a = P(-16 + 4 * i);
    const Fixed b = P(-12 + 4 * i);
    const Fixed lo = P(-16);
    const Fixed hi = P(16);
    const uint8_t v0 = alongX ? vert(planks, a, lo, z) : vert(planks, lo, a, z);
    const uint8_t v1 = alongX ? vert(planks, b, lo, z) : vert(planks, hi, a, z);
    const uint8_t v2 = alongX ? vert(planks, b, hi, z) : vert(planks, hi, b, z);
    const uint8_t v3 = alongX ? vert(planks, a, hi, z) : vert(planks, lo, b, z);
    face(planks, v0, v1, v2, v3, (i & 1) != 0 ? kPlank : kTrunk, k);
  }
  ModelPart beams = part("beams");
  if (alongX) {
    quadV(beams, -16, -16, 16, -16, -3, 0, kBeam, 0);
    quadV(beams, 16, 16, -16, 16, -3, 0, kBeam, 0);
  } else {
    quadV(beams, -16, 16, -16, -16, -3, 0, kBeam, 0);
    quadV(beams, 16, -16, 16, 16, -3, 0, kBeam, 0);
  }
  return model(name, planks, beams);
}

// ---- vehicles (forward -y) ----
constexpr Model tankHull() {
  ModelPart p = part("hull");
  box(p, -8, -12, 0, 8, 12, 6, kTankGreen, kOliveDark, 0, 0);
  return model("tank hull", p);
}
constexpr Model tankTurret() {
  ModelPart p = part("turret");
  box(p, -5, -5, 6, 5, 5, 10, kTankGreen, kTankGreen, 0, 0);
  quadH(p, -1, -16, 1, -5, 8, kRotor, 0);
  return model("tank turret", p);
}
constexpr Model jeepHull() {
  ModelPart p = part("body");
  box(p, -5, -8, 0, 5, 8, 5, kJeepSand, kJeepSand, 0, 0);
  quadV(p, -5, -3, 5, -3, 5, 8, kSteel, 0);  // windscreen
  quadV(p, -5, 3, 5, 3, 5, 10, kRotor, 0);   // roll bar
  return model("jeep", p);
}
constexpr Model msvHull() {
  ModelPart p = part("hull");
  box(p, -8, -12, 0, 8, 12, 7, kOlive, kOliveDark, 0, 0);
  return model("msv hull", p);
}
constexpr Model msvLauncher() {
  ModelPart p = part("launcher");
  box(p, -6, -4, 7, 6, 8, 12, kSteel, kOliveDark, 0, 0);
  return model("msv launcher", p);
}
constexpr Model heliHull() {
  ModelPart p = part("body");
  box(p, -7, -22, 0, 7, 0, 8, kHeliGrey, kHeliGrey, 0, 0);
  box(p, -2, 0, 3, 2, 22, 6, kHeliGrey, kHeliGrey, 0, 0);
  quadV(p, 0, 18, 0, 22, 6, 9, kHeliGrey, 0);  // fin
  return model("heli", p);
}
constexpr Model heliRotor() {
  ModelPart p = part("rotor");
  quadH(p, -1, -22, 1, 22, 10, kRotor, 0);
  quadH(p, -22, -1, 22, 1, 10, kRotor, 0);
  return model("heli rotor", p);
}
// The drone (class 9, §9): centred on the object (it flies at 50 px), z -6..6 px like its
// body part (shapes.cpp). Part 0 the guns (two barrels at x -8 / +8, the muzzles of the
// attack 0x435420), part 1 the body, part 2 the rotor. Tops class 1, sides class 2 (the
// debris set of DroneDestroy, drone.hpp).
constexpr Model drone() {
  ModelPart guns = part("guns");
  quadH(guns, -9, -10, -7, -2, -3, kRotor, 1);
  quadH(guns, 7, -10, 9, -2, -3, kRotor, 1);
  ModelPart body = part("body");
  box(body, -6, -6, -6, 6, 6, 2, kSteel, kOliveDark, 2, 1);
  ModelPart rotor = part("rotor");
  quadH(rotor, -1, -8, 1, 8, 6, kRotor, 1);
  quadH(rotor, -8, -1, 8, 1, 6, kRotor, 1);
  return model("drone", guns, body, rotor);
}

// Wrecks: tops class 1 (high), sides class 2 (low); the hull's zhi.
constexpr Model tankWreck() {
  ModelPart hull = part("hull");
  box(hull, -8, -12, 0, 8, 12, 6, kBurnt, kAsh, 2, 1);
  ModelPart turret = part("turret");
  box(turret, -5, -4, 6, 5, 6, 10, kBurnt, kAsh, 1, 1);
  return model("tank wreck", hull, turret);
}
constexpr Model jeepWreck() {
  ModelPart p = part("body");
  box(p, -5, -8, 0, 5, 8, 5, kBurnt, kAsh, 2, 1);
  quadV(p, -5, 3, 5, 3, 5, 10, kRotor, 1);
  return model("jeep wreck", p);
}
constexpr Model msvWreck() {
  ModelPart hull = part("hull");
  box(hull, -8, -12, 0, 8, 12, 7, kBurnt, kAsh, 2, 1);
  ModelPart launcher = part("launcher");
  box(launcher, -6, -4, 7, 6, 8, 12, kBurnt, kAsh, 1, 1);
  return model("msv wreck", hull, launcher);
}
constexpr Model heliWreck() {
  ModelPart p = part("body");
  box(p, -7, -22, 0, 7, 0, 8, kBurnt, kAsh, 2, 1);
  box(p, -2, 0, 0, 2, 20, 4, kBurnt, kAsh, 2, 2);
  quadH(p, -1, -18, 1, 10, 10, kRotor, 1);  // the bent rotor blade
  return model("heli wreck", p);
}

// Every model, in mdl order.
// clang-format off
constexpr auto kModels = std::to_array<Model>({
    Model{},                                      // 0 None
    bush(),                                       // 1 Bush
    palm(),                                       // 2 Palm
    tree(),                                       // 3 Tree
    cactus(),                                     // 4 Cactus
    rock(),                                       // 5 Rock
    planter(),                                    // 6 Planter
    ammo(),                                       // 7 Ammo
    prison(),                                     // 8 Prison
    watchTower(9, -9, "watch tower ne"),          // 9 WtowerNE
    watchTower(-9, -9, "watch tower nw"),         // 10 WtowerNW
    watchTower(9, 9, "watch tower se"),           // 11 WtowerSE
    watchTower(-9, 9, "watch tower sw"),          // 12 WtowerSW
    flagBuilding(),                               // 13 FlagBuilding
    building(),                                   // 14 Building
    factory(),                                    // 15 Factory
    bunker(),                                     // 16 Bunker
    outpost(),                                    // 17 Outpost
    hospital(),                                   // 18 Hospital
    fuel(0, -8, "fuel n"),                        // 19 FuelN
    fuel(0, 8, "fuel s"),                         // 20 FuelS
    fuel(8, 0, "fuel e"),                         // 21 FuelE
    fuel(-8, 0, "fuel w"),                        // 22 FuelW
    gate(false, "gate h"),                        // 23 GateH
    gate(true, "gate v"),                         // 24 GateV
    wall(-4, -16, 4, 16, "wall v"),               // 25 WallV
    wall(-16, -4, 16, 4, "wall h"),               // 26 WallH
    tent(true, "tent v"),                         // 27 TentV
    tent(false, "tent h"),                        // 28 TentH
    tower(10, 6, "tower"),                        // 29 Tower
    tower(12, 8, "large tower"),                  // 30 LargeTower
    wall(-4, -8, 4, 16, "ldmg wall v"),           // 31 LdmgWallV
    wall(-4, -16, 4, 8, "rdmg wall v"),           // 32 RdmgWallV
    wall(-4, -8, 4, 8, "bdmg wall v"),            // 33 BdmgWallV
    wall(-8, -4, 16, 4, "ldmg wall h"),           // 34 LdmgWallH
    wall(-16, -4, 8, 4, "rdmg wall h"),           // 35 RdmgWallH
    wall(-8, -4, 8, 4, "bdmg wall h"),            // 36 BdmgWallH
    damagedOf(building(), "building damaged"),    // 37 BuildingDamaged
    damagedOf(factory(), "factory damaged"),      // 38 FactoryDamaged
    damagedOf(prison(), "prison damaged"),        // 39 PrisonDamaged
    damagedOf(hospital(), "hospital damaged"),    // 40 HospitalDamaged
    damagedOf(flagBuilding(), "flag building damaged"),  // 41 FlagBuildingDamaged
    rubble(),                                     // 42 Rubble
    destFuel(),                                   // 43 DestFuel
    destAmmo(),                                   // 44 DestAmmo
    dmgTower(),                                   // 45 DmgTower
    destGate(),                                   // 46 DestGate
    dmgFlag(),                                    // 47 DmgFlag
    destFlag(),                                   // 48 DestFlag
    destTent(),                                   // 49 DestTent
    destWtower(),                                 // 50 DestWtower
    destBush(),                                   // 51 DestBush
    stump(1, "dest palm"),                        // 52 DestPalm
    stump(2, "dest tree"),                        // 53 DestTree
    destCactus(),                                 // 54 DestCactus
    bridge(true, 0xff, 1, "bridge h"),            // 55 BridgeH
    bridge(false, 0xff, 1, "bridge v"),           // 56 BridgeV
    bridge(true, 0xc7, 0, "dest bridge"),         // 57 DestBridge: planks 3..5 gone
    destPlanter(),                                // 58 DestPlanter
    tankHull(),                                   // 59 TankHull
    tankTurret(),                                 // 60 TankTurret
    jeepHull(),                                   // 61 JeepHull
    msvHull(),                                    // 62 MsvHull
    msvLauncher(),                                // 63 MsvLauncher
    heliHull(),                                   // 64 HeliHull
    heliRotor(),                                  // 65 HeliRotor
    tankWreck(),                                  // 66 TankWreck
    jeepWreck(),                                  // 67 JeepWreck
    msvWreck(),                                   // 68 MsvWreck
    heliWreck(),                                  // 69 HeliWreck
    drone(),                                      // 70 Drone
});
// clang-format on
static_assert(kModels.size() == mdl::Count, "one model per mdl id");

constexpr Fixed topOf(const Model& m) {
  Fixed top = 0;
  bool any = false;
  for (const ModelPart& p : m.parts()) {
    for (const Vec3& v : p.verts()) {
      top = !any || v.z > top ? v.z : top;
      any = true;
    }
  }
  return top;
}
constexpr int classFaces(const Model& m, int part, int k) {
  int n = 0;
  for (int i = 0; i < m.nparts; ++i) {
    if (part >= 0 && i != part) continue;
    for (const ModelFace& f : m.part[static_cast<size_t>(i)].faces()) {
      n += (k == 0 ? f.debrisClass() != 0 : f.debrisClass() == k) ? 1 : 0;
    }
  }
  return n;
}
static_assert(classFaces(kModels[mdl::Bush], -1, 0) == 2, "bush: 1 shell -> 2 debris");
static_assert(classFaces(kModels[mdl::Cactus], -1, 0) == 2 && classFaces(kModels[mdl::Planter], -1, 0) == 2);
static_assert(classFaces(kModels[mdl::Tower], kTowerTurretPart, 1) == 5, "tower: 5 turret debris");
static_assert(classFaces(kModels[mdl::LargeTower], kTowerTurretPart, 1) == 5);
static_assert(classFaces(kModels[mdl::Tower], kTowerBasePart, 1) == 0, "the base has no class-1 faces");
static_assert(classFaces(kModels[mdl::BridgeH], kBridgePlankPart, 1) == kBridgePlanks);
static_assert(classFaces(kModels[mdl::BridgeV], kBridgePlankPart, 1) == kBridgePlanks);
static_assert(topOf(kModels[mdl::WallV]) == P(19) && topOf(kModels[mdl::Tower]) == P(24));
static_assert(topOf(kModels[mdl::Bush]) == P(7) && topOf(kModels[mdl::BridgeH]) == core::kHalf);

// The models of every BNO id: intact, damaged, destroyed, and the set its faces are for.
struct BnoModelRow {
  ModelId intact;
  ModelId damaged;
  ModelId destroyed;
  DebrisSetId set;
};
using S = DebrisSetId;
constexpr BnoModelRow same(ModelId m, ModelId destroyed, S set) {
  return {m, m, destroyed, set};
}
constexpr BnoModelRow kNoRow{kNoModel, kNoModel, kNoModel, S::None};

// designed (the object table 0x451438's model pointers): one row per BNO id
// clang-format off
constexpr auto kBnoModels = std::to_array<BnoModelRow>({
    kNoRow,                                                          // 0 BNO_NONE
    same(mdl::Bush, mdl::DestBush, S::Bushes),                       // 1 BNO_BUSH_1S
    same(mdl::Bush, mdl::DestBush, S::Bushes),                       // 2 BNO_BUSH_2S
    same(mdl::Palm, mdl::DestPalm, S::Bushes),                       // 3 BNO_PALM_1S
    same(mdl::Palm, mdl::DestPalm, S::Bushes),                       // 4 BNO_PALM_2S
    same(mdl::Tree, mdl::DestTree, S::Bushes),                       // 5 BNO_TREE_S
    same(mdl::Cactus, mdl::DestCactus, S::Bushes),                   // 6 BNO_CACTUS
    same(mdl::Rock, kNoModel, S::Set3),                              // 7 BNO_ROCK_1S
    same(mdl::Rock, kNoModel, S::Set3),                              // 8 BNO_ROCK_2S
    same(mdl::Rock, kNoModel, S::Set3),                              // 9 BNO_ROCK_1T
    same(mdl::Rock, kNoModel, S::Set3),                              // 10 BNO_ROCK_2T
    same(mdl::Planter, mdl::DestPlanter, S::Bushes),                 // 11 BNO_PLANTER_BUSH
    same(mdl::Planter, mdl::DestPlanter, S::Bushes),                 // 12 BNO_PLANTER_BERRY
    same(mdl::Planter, mdl::DestPlanter, S::Bushes),                 // 13 BNO_PLANTER_STONE
    same(mdl::Ammo, mdl::DestAmmo, S::Set4),                         // 14 BNO_AMMO
    {mdl::Prison, mdl::PrisonDamaged, mdl::Rubble, S::Set2},         // 15 BNO_PRISON_S
    {mdl::Prison, mdl::PrisonDamaged, mdl::Rubble, S::Set2},         // 16 BNO_PRISON_E
    {mdl::Prison, mdl::PrisonDamaged, mdl::Rubble, S::Set2},         // 17 BNO_PRISON_W
    same(mdl::WtowerNE, mdl::DestWtower, S::Set4),                   // 18 BNO_WTOWER_NE
    same(mdl::WtowerNW, mdl::DestWtower, S::Set4),                   // 19 BNO_WTOWER_NW
    same(mdl::WtowerSE, mdl::DestWtower, S::Set4),                   // 20 BNO_WTOWER_SE
    same(mdl::WtowerSW, mdl::DestWtower, S::Set4),                   // 21 BNO_WTOWER_SW
    {mdl::FlagBuilding, mdl::FlagBuildingDamaged, mdl::DmgFlag, S::Set2},  // 22 BNO_FLAG
    {mdl::Building, mdl::BuildingDamaged, mdl::Rubble, S::Set2},     // 23 BNO_BLDG_N
    {mdl::Building, mdl::BuildingDamaged, mdl::Rubble, S::Set2},     // 24 BNO_BLDG_S
    {mdl::Building, mdl::BuildingDamaged, mdl::Rubble, S::Set2},     // 25 BNO_BLDG_E
    {mdl::Building, mdl::BuildingDamaged, mdl::Rubble, S::Set2},     // 26 BNO_BLDG_W
    {mdl::Factory, mdl::FactoryDamaged, mdl::Rubble, S::Set2},       // 27 BNO_FACT_N
    {mdl::Factory, mdl::FactoryDamaged, mdl::Rubble, S::Set2},       // 28 BNO_FACT_S
    {mdl::Factory, mdl::FactoryDamaged, mdl::Rubble, S::Set2},       // 29 BNO_FACT_E
    {mdl::Factory, mdl::FactoryDamaged, mdl::Rubble, S::Set2},       // 30 BNO_FACT_W
    same(mdl::Bunker, mdl::Rubble, S::Set2),                         // 31 BNO_BNKR_N
    same(mdl::Bunker, mdl::Rubble, S::Set2),                         // 32 BNO_BNKR_S
    same(mdl::Bunker, mdl::Rubble, S::Set2),                         // 33 BNO_BNKR_E
    same(mdl::Bunker, mdl::Rubble, S::Set2),                         // 34 BNO_BNKR_W
    same(mdl::Outpost, mdl::Rubble, S::Set2),                        // 35 BNO_OUTPOST
    {mdl::Hospital, mdl::HospitalDamaged, mdl::Rubble, S::Set2},     // 36 BNO_HOSP_S
    {mdl::Hospital, mdl::HospitalDamaged, mdl::Rubble, S::Set2},     // 37 BNO_HOSP_E
    {mdl::Hospital, mdl::HospitalDamaged, mdl::Rubble, S::Set2},     // 38 BNO_HOSP_W
    same(mdl::FuelN, mdl::DestFuel, S::Set4),                        // 39 BNO_FUEL_N
    same(mdl::FuelS, mdl::DestFuel, S::Set4),                        // 40 BNO_FUEL_S
    same(mdl::FuelE, mdl::DestFuel, S::Set4),                        // 41 BNO_FUEL_E
    same(mdl::FuelW, mdl::DestFuel, S::Set4),                        // 42 BNO_FUEL_W
    same(mdl::GateH, mdl::DestGate, S::Set3),                        // 43 BNO_GATE_H
    same(mdl::GateV, mdl::DestGate, S::Set3),                        // 44 BNO_GATE_V
    same(mdl::WallV, kNoModel, S::Set3),                             // 45 BNO_WALL_V (-> terrain 0x6a)
    same(mdl::WallH, kNoModel, S::Set3),                             // 46 BNO_WALL_H
    same(mdl::TentV, mdl::DestTent, S::Set4),                        // 47 BNO_TENT_V
    same(mdl::TentH, mdl::DestTent, S::Set4),                        // 48 BNO_TENT_H
    same(mdl::Tower, mdl::DmgTower, S::TowerBase),                   // 49 BNO_TOWER
    same(mdl::LargeTower, mdl::DmgTower, S::TowerBase),              // 50 BNO_LARGE_TOWER
    same(mdl::LdmgWallV, kNoModel, S::Set3),                         // 51 BNO_LDMG_WALL_V
    same(mdl::RdmgWallV, kNoModel, S::Set3),                         // 52 BNO_RDMG_WALL_V
    same(mdl::BdmgWallV, kNoModel, S::Set3),                         // 53 BNO_BDMG_WALL_V
    same(mdl::LdmgWallH, kNoModel, S::Set3),                         // 54 BNO_LDMG_WALL_H
    same(mdl::RdmgWallH, kNoModel, S::Set3),                         // 55 BNO_RDMG_WALL_H
    same(mdl::BdmgWallH, kNoModel, S::Set3),                         // 56 BNO_BDMG_WALL_H
    same(mdl::Rubble, kNoModel, S::None),                            // 57 BNO_STD_DEST
    same(mdl::DestFuel, kNoModel, S::None),                          // 58 BNO_DEST_FUEL
    same(mdl::DestAmmo, kNoModel, S::None),                          // 59 BNO_DEST_AMMO
    same(mdl::DmgTower, kNoModel, S::None),                          // 60 BNO_DMG_TOWER
    same(mdl::DestGate, kNoModel, S::None),                          // 61 BNO_DEST_GATE_H
    same(mdl::DmgFlag, mdl::DestFlag, S::Set2),                      // 62 BNO_DMG_FLAG
    same(mdl::DestFlag, kNoModel, S::None),                          // 63 BNO_DEST_FLAG
    same(mdl::DestGate, kNoModel, S::None),                          // 64 BNO_DEST_GATE_V
    same(mdl::DestTent, kNoModel, S::None),                          // 65 BNO_DEST_TENT_V
    same(mdl::DestTent, kNoModel, S::None),                          // 66 BNO_DEST_TENT_H
    same(mdl::DestWtower, kNoModel, S::None),                        // 67 BNO_DEST_WTOWER
    same(mdl::DestBush, kNoModel, S::None),                          // 68 BNO_DEST_BUSH_1
    same(mdl::DestBush, kNoModel, S::None),                          // 69 BNO_DEST_BUSH_2
    same(mdl::DestPalm, kNoModel, S::None),                          // 70 BNO_DEST_PALM_1
    same(mdl::DestPalm, kNoModel, S::None),                          // 71 BNO_DEST_PALM_2
    same(mdl::DestTree, kNoModel, S::None),                          // 72 BNO_DEST_TREE
    same(mdl::DestCactus, kNoModel, S::None),                        // 73 BNO_DEST_CACTUS
    same(mdl::BridgeH, mdl::DestBridge, S::BridgePlanks),            // 74 BNO_BRIGE_H
    same(mdl::BridgeV, mdl::DestBridge, S::BridgePlanks),            // 75 BNO_BRIGE_V
    same(mdl::DestBridge, kNoModel, S::None),                        // 76 BNO_DEST_BRIGE
    same(mdl::DestPlanter, kNoModel, S::None),                       // 77 BNO_DEST_PLANTER
    kNoRow,                                                          // 78 BNO_UNK_78
    kNoRow,                                                          // 79 BNO_UNK_79
    kNoRow,                                                          // 80 BNO_UNK_80
    kNoRow,                                                          // 81 BNO_UNK_81
    kNoRow,                                                          // 82 BNO_UNK_82
    kNoRow,                                                          // 83 BNO_UNK_83
    kNoRow,                                                          // 84 BNO_UNK_84
    kNoRow,                                                          // 85 BNO_UNK_85
    kNoRow,                                                          // 86 BNO_UNK_86
    kNoRow,                                                          // 87 BNO_UNK_87
    kNoRow,                                                          // 88 BNO_UNK_88
    kNoRow,                                                          // 89 BNO_UNK_89
    same(mdl::Tower, mdl::DmgTower, S::TowerBase),                   // 90 BNO_ACTIVE_TOWER (the view skips the turret part)
});
// clang-format on
static_assert(kBnoModels.size() == kBnoCount, "one row per id of the object table 0x451438 (91)");

// designed: the vehicle models (descriptor [0x52] normal, [0x58] wreck), in 0x44afc8 order
constexpr auto kVehicleModels = std::to_array<VehicleModels>({
    {mdl::TankHull, mdl::TankTurret, kNoModel, mdl::TankWreck},  // 0 Tank
    {mdl::JeepHull, kNoModel, kNoModel, mdl::JeepWreck},         // 1 Jeep
    {mdl::MsvHull, mdl::MsvLauncher, kNoModel, mdl::MsvWreck},   // 2 MSV
    {mdl::HeliHull, kNoModel, mdl::HeliRotor, mdl::HeliWreck},   // 3 Heli
});
static_assert(kVehicleModels.size() == kVehicleTypes);

constexpr Fixed vehicleTop(const VehicleModels& v) {
  Fixed top = 0;
  for (ModelId id : {v.hull, v.turret, v.rotor}) {
    const Fixed t = topOf(kModels[id]);
    top = t > top ? t : top;
  }
  return top;
}
static_assert(vehicleTop(kVehicleModels[0]) == P(10) && vehicleTop(kVehicleModels[2]) == P(12),
              "the hulls are 10 px high (MSV 12)");

const BnoModelRow& bnoRow(uint32_t bno) {
  if (bno >= kBnoModels.size()) {
    throw std::out_of_range("BNO id " + std::to_string(bno) + " has no model entry (0.." +
                            std::to_string(kBnoCount - 1) + ")");
  }
  return kBnoModels[bno];
}

}  // namespace

const Model& modelDef(ModelId id) {
  if (id >= kModels.size())
    throw std::out_of_range("model id " + std::to_string(id) + " (0.." + std::to_string(mdl::Count - 1) +
                            ")");
  return kModels[id];
}

Fixed modelTop(const Model& m) {
  return topOf(m);
}

Fixed modelBottom(const Model& m) {
  Fixed bottom = 0;
  bool any = false;
  for (const ModelPart& p : m.parts()) {
    for (const Vec3& v : p.verts()) {
      bottom = !any || v.z < bottom ? v.z : bottom;
      any = true;
    }
  }
  return bottom;
}

int modelDebrisFaces(const Model& m, int part, int k) {
  return classFaces(m, part, k);
}

Vec3 faceMean(const ModelPart& p, const ModelFace& f) {
  int64_t sx = 0;
  int64_t sy = 0;
  int64_t sz = 0;
  for (uint8_t i : f.v) {
    const Vec3& v = p.vert[i];
    sx += v.x;
    sy += v.y;
    sz += v.z;
  }
  // designed: the sum of the 4 corners >> 2 (rounds toward minus infinity)
  return {static_cast<Fixed>(sx >> 2), static_cast<Fixed>(sy >> 2), static_cast<Fixed>(sz >> 2)};
}

ModelId bnoModel(uint32_t bno) {
  return bnoRow(bno).intact;
}

ModelId bnoModelIn(uint32_t bno, BnoLook look) {
  const BnoModelRow& r = bnoRow(bno);
  switch (look) {
    case BnoLook::Intact:
      return r.intact;
    case BnoLook::Damaged:
      return r.damaged;
    case BnoLook::Destroyed:
      return r.destroyed;
  }
  return r.intact;
}

DebrisSetId bnoDebrisSet(uint32_t bno) {
  return bnoRow(bno).set;
}

const VehicleModels& vehicleModels(VehicleType type) {
  const auto i = static_cast<size_t>(type);
  if (i >= kVehicleModels.size()) throw std::out_of_range("vehicle type " + std::to_string(i) + " (0..3)");
  return kVehicleModels[i];
}

ModelId modelOfGfx(int32_t gfx) {
  switch (static_cast<GfxId>(gfx)) {
    case GfxId::Tank:
      return mdl::TankHull;
    case GfxId::Jeep:
      return mdl::JeepHull;
    case GfxId::Msv:
      return mdl::MsvHull;
    case GfxId::Heli:
      return mdl::HeliHull;
    case GfxId::TankHulk:
      return mdl::TankWreck;
    case GfxId::JeepHulk:
      return mdl::JeepWreck;
    case GfxId::MsvHulk:
      return mdl::MsvWreck;
    case GfxId::HeliHulk:
      return mdl::HeliWreck;
    case GfxId::Drone:
      return mdl::Drone;
    default:
      return kNoModel;
  }
}

}  // namespace rf
