// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_models.hpp"

#include <array>
#include <stdexcept>

#include "rf/data/bno_ids.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_models.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_program.hpp"

namespace synth {
namespace {

using namespace rf::om;

constexpr int32_t px(int v) {
  return v * 65536;
}

// A face's debris class 1 (flags bits 8-9, what SpawnDebrisBurst reads: render.md §5).
constexpr uint32_t kDebrisClass1 = 1u << 8;

struct Face {
  uint32_t sprite, flags, a, b;
  std::array<uint32_t, 4> c;
};

struct Part {
  uint32_t at, draw, next = 0, flags = 0;
  std::array<int32_t, 3> offset{};
  int32_t zbias = 0;
  std::vector<std::array<int32_t, 3>> verts;
  std::vector<Face> faces;
  bool octants = false;  // the faces chosen by yaw octant (face count 0)
  uint32_t shape = 0;    // +0x08 (only the buildings' BLDG / FACT choice reads it)
};

class Writer {
 public:
  explicit Writer(std::vector<uint8_t>& b) : b_(b) {}
  void part(const Part& p) {
    const uint32_t verts = at_;
    for (const auto& v : p.verts) {
      for (int32_t c : v) word(static_cast<uint32_t>(c));
    }
    const uint32_t faces = at_;
    for (const Face& f : p.faces) {
      word(f.sprite), word(f.flags), word(f.a), word(f.b);
      for (uint32_t c : f.c) word(c);
    }
    uint32_t lists = 0;
    if (p.octants) lists = octantLists(p);
    poke32(b_, p.at + kDraw, p.draw);
    poke32(b_, p.at + kNext, p.next);
    poke32(b_, p.at + kFlags, p.flags);
    poke32(b_, p.at + kShape, p.shape);
    for (uint32_t k = 0; k < 3; ++k) poke32(b_, p.at + kOffset + 4 * k, static_cast<uint32_t>(p.offset[k]));
    poke32(b_, p.at + kZBias, static_cast<uint32_t>(p.zbias));
    poke32(b_, p.at + kNVerts, static_cast<uint32_t>(p.verts.size()));
    poke32(b_, p.at + kVerts, verts);
    poke32(b_, p.at + kNFaces, p.octants ? 0 : static_cast<uint32_t>(p.faces.size()));
    poke32(b_, p.at + kFaces, faces);
    poke32(b_, p.at + kOctantLists, lists);
    if (at_ > kSynthModelPayloadEnd) throw std::length_error("synthetic models: the payload does not fit");
  }

 private:
  void word(uint32_t v) {
    poke32(b_, at_, v);
    at_ += 4;
  }
  // The hull's lists: faces 1..4 are its S, N, E, W walls, 0 the roof. A wall is listed
  // when its normal turned by the octant's yaw faces the camera (south); the roof last.
  uint32_t octantLists(const Part&) {
    // sign of sin, cos of o * 45 degrees
    constexpr std::array<std::array<int, 2>, 8> sc{
        {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};
    constexpr std::array<std::array<int, 2>, 4> normal{{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}};
    std::array<uint32_t, 8> at{};
    for (uint32_t o = 0; o < 8; ++o) {
      at[o] = at_;
      for (uint32_t w = 0; w < 4; ++w) {
        if (normal[w][0] * sc[o][0] + normal[w][1] * sc[o][1] > 0) byte(static_cast<uint8_t>(1 + w));
      }
      byte(0);
      byte(0xff);
    }
    at_ = (at_ + 3) & ~3u;
    const uint32_t lists = at_;
    for (uint32_t a : at) word(a);
    return lists;
  }
  void byte(uint8_t v) { b_.at(fileOffset(at_++)) = v; }

  std::vector<uint8_t>& b_;
  uint32_t at_ = kSynthModelPayload;
};

// A box of half-size h and height z: verts 0..3 the bottom NW, NE, SE, SW, 4..7 the top; the
// 4 walls (tested by their top edge) and the roof.
std::vector<std::array<int32_t, 3>> boxVerts(int hx, int hy, int z) {
  return {{px(-hx), px(-hy), 0},   {px(hx), px(-hy), 0},      {px(hx), px(hy), 0},
          {px(-hx), px(hy), 0},    {px(-hx), px(-hy), px(z)}, {px(hx), px(-hy), px(z)},
          {px(hx), px(hy), px(z)}, {px(-hx), px(hy), px(z)}};
}
std::vector<Face> boxFaces(uint32_t wall, uint32_t roof, uint32_t roofFlags) {
  return {
      {wall, kFaceTestX, 5, 4, {5, 4, 0, 1}},  // N
      {wall, kFaceTestX, 4, 7, {4, 7, 3, 0}},  // W
      {wall, kFaceTestX, 6, 5, {6, 5, 1, 2}},  // E
      {wall, kFaceTestX, 7, 6, {7, 6, 2, 3}},  // S
      {roof, roofFlags, 0, 0, {4, 5, 6, 7}},   // roof
  };
}
std::vector<std::array<int32_t, 3>> flat(int hx, int hy) {
  return {{px(-hx), px(-hy), 0}, {px(hx), px(-hy), 0}, {px(hx), px(hy), 0}, {px(-hx), px(hy), 0}};
}

bool isWall(size_t bno) {
  return bno == 45 || bno == 46 || (bno >= 54 && bno <= 59);
}

using V = std::array<int32_t, 3>;

void table(std::vector<uint8_t>& b, uint32_t at, const std::vector<V>& verts) {
  for (size_t i = 0; i < verts.size(); ++i) {
    for (size_t c = 0; c < 3; ++c) poke32(b, at + static_cast<uint32_t>(12 * i + 4 * c), static_cast<uint32_t>(verts[i][c]));
  }
}

// boxFaces for a box whose 8 vertices start at `base`.
std::vector<Face> boxFacesAt(uint32_t base, uint32_t wall, uint32_t roof, uint32_t roofFlags) {
  std::vector<Face> f = boxFaces(wall, roof, roofFlags);
  for (Face& x : f) {
    x.a += base, x.b += base;
    for (uint32_t& c : x.c) c += base;
  }
  return f;
}

std::vector<V> shifted(std::vector<V> v, int dx, int dy, int dz) {
  for (V& p : v) p[0] += px(dx), p[1] += px(dy), p[2] += px(dz);
  return v;
}

// The jeep, the MSV and the heli at their documented body addresses (dword 0x52), each with
// the last vertices the wrappers patch (view/rf_original_vehicle.hpp) and the tables at the
// documented addresses: the jeep's tyres (its last 8 vertices) fold up under the hull as it
// becomes a boat, the MSV's launcher (its last 8) lies flat while reloading and stands up
// loaded, face 13 its rockets, the heli's tail (its last 3) swings aside on the pad.
void writeVehicleBodies(Writer& w, std::vector<uint8_t>& b) {
  // the jeep: a hull 3 px up, the tyres down its sides
  auto jeep = shifted(boxVerts(9, 13, 6), 0, 0, 3);
  const std::vector<V> tyres{{px(-10), px(-10), px(5)}, {px(-10), px(10), px(5)}, {px(-10), px(10), 0},
                             {px(-10), px(-10), 0},     {px(10), px(-10), px(5)}, {px(10), px(10), px(5)},
                             {px(10), px(10), 0},       {px(10), px(-10), 0}};
  jeep.insert(jeep.end(), tyres.begin(), tyres.end());
  std::vector<Face> jeepFaces{{kSynthTyre, 0, 0, 0, {8, 9, 10, 11}}, {kSynthTyre, 0, 0, 0, {12, 13, 14, 15}}};
  for (const Face& f : boxFacesAt(0, kSynthWall, kSynthHullTeam0, kFaceTeam)) jeepFaces.push_back(f);
  w.part({kSynthJeepBody, kDrawYaw, 0, 0, {}, 0, jeep, jeepFaces});
  std::vector<V> folded = tyres;
  for (V& v : folded) v[0] = v[0] < 0 ? px(-7) : px(7), v[2] += px(4);
  table(b, kJeepBoatVerts, folded);
  // the boat: a white hull, and the wake behind it
  w.part({kJeepBoat, kDrawYaw, 0, 0, {}, 0, shifted(boxVerts(10, 15, 6), 0, 0, 1),
          boxFaces(kSynthBoatHull, kSynthHullTeam0, kFaceTeam)});
  w.part({kJeepWake, kDrawYaw, 0, kPartFlatZ, {}, px(-40),
          {{px(-7), px(14), 0}, {px(7), px(14), 0}, {px(9), px(40), 0}, {px(-9), px(40), 0}},
          {{kSynthWake, 0, 0, 0, {0, 1, 2, 3}}}});

  // the MSV: a long hull, tracks down its sides, the launcher on top
  auto msv = boxVerts(11, 16, 8);
  const std::vector<V> low = shifted(boxVerts(6, 6, 2), 0, 5, 8);
  std::vector<V> high = low;
  for (V& v : high) v[2] += v[1] < px(5) ? px(7) : px(2);  // the front raised
  msv.insert(msv.end(), low.begin(), low.end());
  std::vector<Face> msvFaces = boxFacesAt(0, kSynthWall, kSynthHullTeam0, kFaceTeam);  // 0..4
  for (const Face& f : boxFacesAt(8, kSynthWall, kSynthRoof, 0)) msvFaces.push_back(f);  // 5..9
  msvFaces.push_back({kSynthTyre, 0, 0, 0, {4, 7, 3, 0}});                                // 10, 11 the tracks
  msvFaces.push_back({kSynthTyre, 0, 0, 0, {6, 5, 1, 2}});
  msvFaces.push_back({kSynthWall, kFaceTestX, 7, 6, {7, 6, 2, 3}});            // 12 the rear plate
  msvFaces.push_back({kSynthLauncher + 3, kFaceTestX, 15, 14, {15, 14, 10, 11}});  // 13 the rockets
  w.part({kSynthMsvBody, kDrawYaw, 0, 0, {}, 0, msv, msvFaces});
  table(b, kMsvLauncherLow, low);
  table(b, kMsvLauncherHigh, high);

  // the heli: a cabin, the boom to the south, the tail's tip and fin its last 3 vertices
  auto heli = shifted(boxVerts(6, 10, 9), 0, 0, 1);
  const std::vector<V> tip{{px(1), px(30), px(7)}, {px(-1), px(30), px(7)}, {0, px(30), px(13)}};
  heli.push_back({px(-1), px(10), px(7)});
  heli.push_back({px(1), px(10), px(7)});
  heli.insert(heli.end(), tip.begin(), tip.end());
  std::vector<Face> heliFaces = boxFacesAt(0, kSynthGlass, kSynthHullTeam0, kFaceTeam);
  heliFaces.push_back({kSynthWall, 0, 0, 0, {8, 9, 10, 11}});
  heliFaces.push_back({kSynthWall, 0, 0, 0, {12, 12, 10, 11}});
  w.part({kSynthHeliBody, kDrawYaw, 0, 0, {}, 0, heli, heliFaces});
  table(b, kHeliTail, tip);
}

}  // namespace

void writeSyntheticModels(std::vector<uint8_t>& b, const rf::DataTables& t) {
  Writer w(b);
  // the tree: a billboard facing south, then its shadow on the ground
  const uint32_t treeShadow = kSynthBushPart + kHeader;
  w.part({kSynthBushPart,
          kDrawStatic,
          treeShadow,
          0,
          {},
          px(8),
          {{px(-8), 0, 0}, {px(8), 0, 0}, {px(8), 0, px(32)}, {px(-8), 0, px(32)}},
          {{kSynthTree, kDebrisClass1, 0, 0, {3, 2, 1, 0}}}});
  w.part({treeShadow,
          kDrawStatic,
          0,
          kPartFlatZ,
          {px(4), px(2), 0},
          px(-40),
          flat(9, 6),
          {{kSynthShadow, kDebrisClass1, 0, 0, {0, 1, 2, 3}}}});
  w.part({kSynthBoxPart,
          kDrawStatic,
          0,
          0,
          {},
          px(12),
          boxVerts(14, 14, 22),
          boxFaces(kSynthWall, kSynthHullTeam0, kFaceTeam)});
  // the towers' turret, hidden inside their box (its faces are what flies off)
  std::vector<Face> turretPlates = boxFaces(kSynthWall, kSynthHullTeam0, kFaceTeam);
  for (Face& f : turretPlates) f.flags |= kDebrisClass1;
  w.part({kSynthTowerTurret, kDrawYawPitch, kSynthBoxPart, 0, {}, px(-40), shifted(boxVerts(6, 6, 8), 0, 0, 10),
          turretPlates});
  w.part({kSynthWallPart,
          kDrawStatic,
          0,
          0,
          {},
          px(15),
          boxVerts(16, 6, 10),
          boxFaces(kSynthWall, kSynthRoof, 0)});
  // the vehicles' hull (team-coloured roof), faces by yaw octant, and its shadow
  Part hull{kSynthHullPart, kDrawYaw, 0, 0, {0, 0, px(1)}, 0, boxVerts(10, 14, 8), {}, true};
  hull.faces = {{kSynthHullTeam0, kFaceTeam, 0, 0, {4, 5, 6, 7}},
                {kSynthWall, 0, 0, 0, {7, 6, 2, 3}},
                {kSynthWall, 0, 0, 0, {5, 4, 0, 1}},
                {kSynthWall, 0, 0, 0, {6, 5, 1, 2}},
                {kSynthWall, 0, 0, 0, {4, 7, 3, 0}}};
  w.part(hull);
  w.part({kSynthHullShadow,
          kDrawYaw,
          0,
          kPartFlatZ,
          {px(3), px(2), 0},
          px(-40),
          flat(12, 16),
          {{kSynthSpanShadow, 0, 0, 0, {0, 1, 2, 3}}}});
  // the tank's turret: a small box on the hull, its origin at the barrel's pivot 11 px up, and
  // the barrel to the north (its front): the turret's last 7 vertices, the table
  // Model_DrawTank turns by the cannon's elevation (rf::om::kTankBarrel, base pitch 0)
  auto turretVerts = boxVerts(5, 6, 5);
  for (auto& v : turretVerts) v[2] -= px(3);
  const std::vector<V> barrel{{px(-1), px(-6), 0},      {px(1), px(-6), 0},      {px(1), px(-18), 0},
                              {px(-1), px(-18), 0},     {px(-1), px(-18), px(-2)}, {px(1), px(-18), px(-2)},
                              {0, px(-6), px(-2)}};
  turretVerts.insert(turretVerts.end(), barrel.begin(), barrel.end());
  auto turretFaces = boxFaces(kSynthWall, kSynthHullTeam0, kFaceTeam);
  turretFaces.push_back({kSynthWall, 0, 0, 0, {11, 10, 9, 8}});
  turretFaces.push_back({kSynthWall, 0, 0, 0, {11, 10, 13, 12}});
  w.part({kSynthTurretPart, kDrawYaw, 0, 0, {0, 0, px(11)}, px(4), turretVerts, turretFaces});  // after the hull
  table(b, kTankBarrel, barrel);
  poke32(b, kTankBarrelPitch, 0);
  writeVehicleBodies(w, b);
  w.part({kSynthManPart,
          kDrawYaw,
          0,
          0,
          {},
          0,
          {{px(-2), 0, 0}, {px(2), 0, 0}, {px(2), 0, px(8)}, {px(-2), 0, px(8)}},
          {{kSynthMan, 0, 0, 0, {3, 2, 1, 0}}}});
  w.part({kSynthShotPart, kDrawYawPitch, 0, 0, {}, 0, flat(2, 4), {{kSynthShot, 0, 0, 0, {0, 1, 2, 3}}}});
  w.part({kSynthShotShadow,
          kDrawYaw,
          0,
          kPartFlatZ,
          {},
          px(-40),
          flat(2, 3),
          {{kSynthShadow, 0, 0, 0, {0, 1, 2, 3}}}});

  // the gates: two leaves of 16 x 4 x 14 px, each half of the cell (the first the west /
  // north one), the bars on their sides and the rail on top
  const std::vector<Face> leafFaces = boxFaces(kSynthGateBars, kSynthGateRail, 0);
  w.part({kSynthGateHWest,
          kDrawStatic,
          kSynthGateHEast,
          0,
          {px(-8), 0, 0},
          px(14),
          boxVerts(8, 2, 14),
          leafFaces});
  w.part({kSynthGateHEast, kDrawStatic, 0, 0, {px(8), 0, 0}, px(14), boxVerts(8, 2, 14), leafFaces});
  w.part({kSynthGateVNorth,
          kDrawStatic,
          kSynthGateVSouth,
          0,
          {0, px(-8), 0},
          px(14),
          boxVerts(2, 8, 14),
          leafFaces});
  w.part({kSynthGateVSouth, kDrawStatic, 0, 0, {0, px(8), 0}, px(14), boxVerts(2, 8, 14), leafFaces});

  // the heli's rotor: resting, two blades across; spinning, a disc (the same at each speed)
  const int32_t top = 0;
  w.part({kHeliRotors[0],
          kDrawYaw,
          0,
          0,
          {0, 0, px(10)},
          px(12),
          {{px(-16), px(-1), top}, {px(16), px(-1), top}, {px(16), px(1), top}, {px(-16), px(1), top},
           {px(-1), px(-16), top}, {px(1), px(-16), top}, {px(1), px(16), top}, {px(-1), px(16), top}},
          {{kSynthRotorBlade, 0, 0, 0, {0, 1, 2, 3}}, {kSynthRotorBlade, 0, 0, 0, {4, 5, 6, 7}}}});
  for (size_t d = 1; d < kHeliRotors.size(); ++d) {
    w.part({kHeliRotors[d],
            kDrawYaw,
            0,
            0,
            {0, 0, px(10)},
            px(12),
            {{px(-16), px(-16), top}, {px(16), px(-16), top}, {px(16), px(16), top}, {px(-16), px(16), top}},
            {{kSynthRotorDisc, 0, 0, 0, {0, 1, 2, 3}}}});
  }
  // the buildings: N, S, E, W (door sides 0 N, 3 S, 2 E, 1 W), the BLDG ones with its shape
  constexpr std::array<uint32_t, 4> kDoor{0, 3, 2, 1};
  for (uint32_t fact = 0; fact < 2; ++fact) {
    for (uint32_t d = 0; d < 4; ++d) {
      Part bldg{(fact != 0 ? kSynthFactParts : kSynthBldgParts) + d * kHeader,
                kDrawBuilding,
                0,
                kDoor[d] << 16,
                {},
                px(12),
                boxVerts(14, 14, 22),
                boxFaces(909, 909, 0)};
      bldg.shape = fact != 0 ? 0 : kBldgShape;
      w.part(bldg);
    }
  }
  for (size_t i = 0; i < t.bnos.size(); ++i) {
    if (!t.bnos[i].hasGraphics) continue;
    uint32_t part = (i >= 1 && i <= 10) ? kSynthBushPart : isWall(i) ? kSynthWallPart : kSynthBoxPart;
    if (i >= 23 && i <= 26) part = kSynthBldgParts + static_cast<uint32_t>(i - 23) * kHeader;
    if (i >= 27 && i <= 30) part = kSynthFactParts + static_cast<uint32_t>(i - 27) * kHeader;
    if (i == rf::bnoId(rf::Bno::GateH)) part = kSynthGateHWest;
    if (i == rf::bnoId(rf::Bno::GateV)) part = kSynthGateVNorth;
    if (i == rf::bnoId(rf::Bno::Tower) || i == rf::bnoId(rf::Bno::LargeTower)) part = kSynthTowerTurret;
    poke32(b,
           rf::orig::kBnoTableVa + static_cast<uint32_t>(i) * rf::orig::kBnoRecord + rf::orig::bno::kGraphics,
           part);
  }
  for (const rf::ClassRecord& c : t.classes) {
    uint32_t part = 0;
    if (c.name == "MAN") part = kSynthManPart;
    if (c.name == "Vehicle") part = kSynthHullPart;
    if (c.name == "Missle" || c.name == "TRACER" || c.name == "Death Missle") part = kSynthShotPart;
    if (part != 0 && c.address != 0) poke32(b, c.address + kClassGraphic, part);
  }
  const std::array<uint32_t, rf::kVehicleTypes> bodies{kSynthHullPart, kSynthJeepBody, kSynthMsvBody, kSynthHeliBody};
  for (uint32_t v = 0; v < rf::kVehicleTypes; ++v) {
    const uint32_t base = rf::orig::kVehicleDescriptors[v];
    poke32(b, base + 4 * 0x52, bodies[v]);
    poke32(b, base + 4 * 0x53, kSynthHullShadow);
    // the wreck graphic (dword 0x59, the burnt hulk a Stay draws): designed: the low wall box
    // already written (no new part, so no new address), which shows the hulk as a block
    poke32(b, base + 4 * 0x59, kSynthWallPart);
  }
  for (uint32_t p = 0; p < rf::kProjectileTypes; ++p) {
    const uint32_t r = rf::orig::kProjectileTable + p * rf::orig::kProjectileRecord;
    poke32(b, r + kProjModel, kSynthShotPart);
    poke32(b, r + kProjShadow, kSynthShotShadow);
  }
}

}  // namespace synth
