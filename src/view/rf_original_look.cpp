// SPDX-License-Identifier: GPL-3.0-or-later
// The original look (rf_original_look.hpp).
#include "view/rf_original_look.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>
#include <utility>

#include "core/trig.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/vehicle_defs.hpp"
#include "rf/sim/cell.hpp"
#include "rf/sim/collide.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/projectile.hpp"
#include "rf/sim/wreck.hpp"
#include "view/rf_original_debris.hpp"
#include "view/rf_original_draw.hpp"
#include "view/rf_original_building.hpp"
#include "view/rf_original_expl.hpp"
#include "view/rf_original_gate.hpp"
#include "view/rf_original_vehicle.hpp"

namespace view {
namespace {

using core::Fixed;
using orig::Camera;
using orig::Canvas;
using orig::V3;
using orig::drawCelQuad;
using orig::project;
using orig::toView;

// The driving camera (render.md §2): pitch 0x180000 (33.75 degrees; ours a quarter of it).
constexpr int32_t kPitchOriginal = 0x180000;
constexpr int32_t kHeightDriving = -170, kHeightHeli = -100;
constexpr int32_t kTargetZ = 10;  // the trackers' target z offset
// designed: the cells looked at around the camera's (the view shows about 5 x 4 at the
// centre's scale, more toward the top; the rest is culled by the screen).
constexpr int kCellReach = 12;

// One queued item (View_QueueModel's): a model part, or an explosion (its descriptor's faces).
struct Item {
  const rf::OrigPart* part = nullptr;
  const rf::Obj* expl = nullptr;       // an explosion: the object ...
  const rf::ExplDesc* desc = nullptr;  // ... and its descriptor
  V3 at;            // the item's position in view space, z already minus H
  int64_t key = 0;  // larger = farther
  int32_t yaw = 0;  // original units (0x1000000 a turn)
  uint32_t team = 0;
  int leaf = -1;  // a live gate's leaf 0 / 1 (rf_original_gate.hpp), -1: none
  bool vertical = false;
  Fixed opening = 0;
  std::optional<std::array<uint32_t, 5>> cels;  // a building's faces 0..4 (rf_original_building.hpp)
  std::optional<Fixed> tyreX;                   // the jeep's body: its x, which turns its tyres' cels
  std::vector<core::Vec3> verts;                // a vehicle wrapper's vertices (empty: the part's)
  int face = -1;                                // a vehicle wrapper's face whose cel is faceCel
  uint32_t faceCel = 0;
  const RfOrigPiece* piece = nullptr;  // a debris piece: its cel on 4 corners
};

// The item's place and key for a point relative to the camera (ix, iy, iz) with zb = H -
// obj+0x50 - z-bias (View_QueueModel 0x4085a0).
void place(Item& it, const Camera& k, int64_t ix, int64_t iy, int64_t iz, int64_t zb) {
  const V3 v = toView(k, ix, iy, iz);
  it.key = orig::sortKey(v, zb);
  it.at = {v.x, v.y, v.z - k.h};
}

// A live gate's opening for its parts (the chain's first two are its leaves).
struct GateOpen {
  bool live = false;
  bool vertical = false;
  Fixed opening = 0;
};

// `cell`: a static object's map cell (its building parts' cels), null for an object.
void queue(std::vector<Item>& items, const Camera& k, const rf::OriginalModels& m, uint32_t first, Fixed x,
           Fixed y, Fixed z, int32_t yaw, uint32_t team, Fixed objZ, const GateOpen& gate = {},
           const std::pair<const rf::World*, rf::CellPos>* cell = nullptr) {
  int index = 0;
  for (const rf::OrigPart* p : m.chain(first)) {
    const int64_t ix = int64_t{p->offset.x} - k.camX + x;
    const int64_t iy = int64_t{y} - k.camY + p->offset.y;
    const int64_t iz = (p->flags & rf::om::kPartFlatZ) ? 0 : int64_t{z} + p->offset.z;
    Item it;
    it.part = p;
    place(it, k, ix, iy, iz, int64_t{k.h} - objZ - p->zBias);
    it.yaw = yaw;
    it.team = team;
    if (gate.live) it.leaf = index, it.vertical = gate.vertical, it.opening = gate.opening;
    if (cell != nullptr) it.cels = rfOrigBuildingCels(*cell->first, cell->second.x, cell->second.y, *p);
    ++index;
    items.push_back(it);
  }
}

void drawItem(const Canvas& cv, const Camera& k, const RfOriginalLook& look, const Item& it) {
  if (it.expl != nullptr) {
    orig::drawExpl(cv, k, look, *it.desc, *it.expl, it.at);
    return;
  }
  if (it.piece != nullptr) {  // RenderDebris 0x433a60: one cel on the piece's 4 corners
    std::array<int32_t, 4> qx{}, qy{};
    for (size_t c = 0; c < 4; ++c) {
      const core::Vec3& p = it.piece->corners[c];
      V3 v = toView(k, p.x, p.y, p.z);
      v.x += it.at.x, v.y += it.at.y, v.z += it.at.z;
      if (!project(k, v, qx[c], qy[c])) return;
    }
    drawCelQuad(cv, look, it.piece->sprite, qx, qy);
    return;
  }
  const rf::OrigPart& p = *it.part;
  const std::vector<core::Vec3> leafVerts =
      it.leaf >= 0 ? rfOrigGateLeaf(p, it.leaf, it.vertical, it.opening) : std::vector<core::Vec3>();
  const std::vector<core::Vec3>& verts = it.leaf >= 0 ? leafVerts : !it.verts.empty() ? it.verts : p.verts;
  // Y[yaw] (rows [c, s, 0], [-s, c, 0], [0, 0, 1]), 64 steps a turn as the table's
  const bool turns = p.draw != rf::OrigDraw::Static && (it.yaw & 0xfc0000) != 0;
  const orig::Turn yaw = orig::turnOf(0, (it.yaw & 0xfc0000) / 4);  // ours: 0x400000 a turn
  std::vector<int32_t> sx(verts.size()), sy(verts.size());
  for (size_t i = 0; i < verts.size(); ++i) {
    const V3 t = turns ? orig::turned(yaw, verts[i].x, verts[i].y, verts[i].z)
                       : V3{verts[i].x, verts[i].y, verts[i].z};
    V3 v = toView(k, t.x, t.y, t.z);
    v.x += it.at.x, v.y += it.at.y, v.z += it.at.z;
    if (!project(k, v, sx[i], sy[i])) return;  // the whole part is rejected
  }
  const bool tested = p.faceCount > 0;
  for (uint32_t f : rf::octantFaces(p, it.yaw)) {
    if (f >= p.faces.size()) continue;
    const rf::OrigFace& face = p.faces[f];
    if (tested) {
      if ((face.flags & rf::om::kFaceTestX) && !(sx[face.a] <= sx[face.b])) continue;
      if ((face.flags & rf::om::kFaceTestY) && !(sy[face.a] <= sy[face.b])) continue;
    }
    uint32_t base = it.cels && f < it.cels->size() ? (*it.cels)[f] : face.sprite;  // Model_DrawBuilding's
    if (static_cast<int>(f) == it.face) base = it.faceCel;
    if (it.tyreX) base = rfOrigJeepTyreCel(base, *it.tyreX);
    const uint32_t sprite = base + ((face.flags & rf::om::kFaceTeam) ? it.team : 0);
    std::array<int32_t, 4> qx{}, qy{};
    for (size_t c = 0; c < 4; ++c) qx[c] = sx[face.corners[c]], qy[c] = sy[face.corners[c]];
    drawCelQuad(cv, look, sprite, qx, qy);
  }
}

}  // namespace

// designed: Model_DrawHeli's rotor by its speed (+0x84, 0..4.0): at rest the two blades, then
// the three discs in equal thirds of the speed (the notes name the parts, not the steps).
size_t rfOrigRotorPart(Fixed speed) {
  if (speed <= 0) return 0;
  const int64_t third = 4 * int64_t{core::kOne} / 3;
  return 1 + static_cast<size_t>(std::min<int64_t>(2, speed / third));
}

// Model_DrawJeep: the tyres' cels 0x1c9 + (x >> 16 & 3) (render.md §8). designed: the tyre
// faces are those whose stored cel is one of the four.
uint32_t rfOrigJeepTyreCel(uint32_t stored, Fixed x) {
  if (stored < kOrigJeepTyreCel || stored >= kOrigJeepTyreCel + 4) return stored;
  return kOrigJeepTyreCel + ((static_cast<uint32_t>(x) >> 16) & 3u);
}

namespace {

// The vehicle type of a live vehicle object (its team's state), -1 when it is none's.
int vehicleTypeOf(const rf::Sim& sim, const rf::Obj& o) {
  const rf::TeamState& t = sim.team[static_cast<size_t>(o.team & 1)];
  return t.vehicle == o.slot() ? static_cast<int>(t.veh.type) : -1;
}

// A live vehicle: its shadow (dword 0x53) and body (0x52) through the type's wrapper
// (rf_original_vehicle.hpp), the tank's turret, the heli's rotor, the jeep's wake.
void queueVehicle(std::vector<Item>& items, const Camera& k, const rf::OriginalModels& m, const rf::DataTables& data,
                  const rf::VehState& st, const rf::Obj& o, uint32_t team) {
  const auto type = static_cast<size_t>(st.type);
  const int32_t yaw = o.heading * 4;
  const rf::VehicleDef& def = rf::vehicleDef(data, st.type);
  // the chain from `first` at the vehicle (turned by `turn`): its first item, which the
  // wrapper patches (null when nothing was queued)
  auto queueAt = [&](uint32_t first, int32_t turn) -> Item* {
    const size_t from = items.size();
    if (first != 0) queue(items, k, m, first, o.x, o.y, o.z, turn, team, 0);
    return items.size() > from ? &items[from] : nullptr;
  };
  const uint32_t shadow = m.vehicle[type][1];
  if (st.type == rf::VehicleType::Heli) {
    const core::Vec2 g = rfOrigHeliShadowAt(o.x, o.y, o.z);
    if (shadow != 0) queue(items, k, m, shadow, g.x, g.y, 0, yaw, team, 0);
  } else if (shadow != 0) {
    queue(items, k, m, shadow, o.x, o.y, o.z, yaw, team, 0);
  }
  const uint32_t hull = m.vehicle[type][0];
  switch (st.type) {
    case rf::VehicleType::Tank:
      queueAt(hull, yaw);
      // the hull's yaw + the turret's, the barrel at the cannon's elevation
      if (Item* it = queueAt(m.tankTurret, (o.heading + st.turretYaw) * 4))
        it->verts = rfOrigTankTurret(*it->part, m.anim, st.cannonElev);
      break;
    case rf::VehicleType::Msv:
      if (Item* it = queueAt(hull, yaw)) {
        it->verts = rfOrigMsvBody(*it->part, m.anim, st.turretYaw);
        it->face = static_cast<int>(kOrigMsvLauncherFace);
        it->faceCel = rfOrigMsvLauncherCel(st.turretYaw);
      }
      break;
    case rf::VehicleType::Jeep: {
      const auto boat = m.parts.find(m.jeepBoat);
      const bool asBoat = rfOrigJeepIsBoat(st.boatBlend) && boat != m.parts.end() && !boat->second.verts.empty();
      const size_t from = items.size();
      Item* it = queueAt(asBoat ? m.jeepBoat : hull, yaw);
      if (it != nullptr && !asBoat) it->verts = rfOrigJeepBody(*it->part, m.anim, st.boatBlend);
      for (size_t i = from; i < items.size(); ++i) items[i].tyreX = o.x;
      const auto wake = m.parts.find(m.jeepWake);
      if (asBoat && o.speed != 0 && wake != m.parts.end() && !wake->second.verts.empty()) {
        if (Item* w = queueAt(m.jeepWake, yaw)) w->verts = rfOrigJeepWake(*w->part, o.speed, def.maxFwd);
      }
      break;
    }
    case rf::VehicleType::Heli: {
      if (Item* it = queueAt(hull, yaw))
        it->verts = rfOrigHeliBody(*it->part, m.anim, st.boatTarget, o.speed, def.maxFwd, st.bank);
      const size_t r = rfOrigRotorPart(st.boatTarget);
      // designed: the resting blades lie along the heading, a disc turns by the rotor's angle
      queueAt(m.heliRotor[r], (r == 0 ? o.heading : st.boatBlend) * 4);
      break;
    }
  }
}

}  // namespace

RfOriginalLook::RfOriginalLook(rf::ArtCar car, rf::OriginalModels models, std::optional<rf::OriginalHud> hud,
                               RfOrigStrips strips, std::optional<rf::TransTable> trans)
    : car_(std::move(car)),
      models_(std::move(models)),
      hud_(std::move(hud)),
      strips_(std::move(strips)),
      trans_(std::move(trans)) {
  const uint32_t need = models_.maxSprite();
  if (need >= car_.cels.size()) {
    for (const auto& [at, p] : models_.parts) {
      for (size_t f = 0; f < p.faces.size(); ++f) {
        const rf::OrigFace& face = p.faces[f];
        const uint32_t s = face.sprite + ((face.flags & rf::om::kFaceTeam) ? 1u : 0u);
        if (s >= car_.cels.size())
          throw rf::LoadError("RFIRE.BIN", "part " + rf::hexAddress(at) + " face " + std::to_string(f) +
                                               ": sprite " + std::to_string(s) + " is not in " + car_.file +
                                               " (" + std::to_string(car_.cels.size()) + " cels)");
      }
    }
  }
  // Model_DrawBuilding's wall and roof cels (rf_original_building.hpp), the highest of them a
  // west wall's + 2 and + 1 for a team face
  for (const auto& [at, p] : models_.parts) {
    if (p.drawFn != kOrigDrawBuilding) continue;
    const uint32_t top = std::max(kOrigBldgWallSprites[1], kOrigFactWallSprites[1]) + 3;
    if (top >= car_.cels.size())
      throw rf::LoadError("RFIRE.BIN", "part " + rf::hexAddress(at) + ": a building's wall cel " +
                                           std::to_string(top) + " is not in " + car_.file + " (" +
                                           std::to_string(car_.cels.size()) + " cels)");
  }
  texels_.resize(car_.cels.size());
  for (uint32_t i = 0; i < car_.cels.size(); ++i) {
    const rf::CarCel& c = car_.cels[i];
    if (c.pre0 == rf::car::kModeShadowSpans) {
      const auto rgba = rf::decodeCel(car_, i);  // the spans as 50% black: a mask
      texels_[i].resize(rgba.size());
      for (size_t k = 0; k < rgba.size(); ++k) texels_[i][k] = rgba[k] != 0 ? 1 : 0;
      continue;
    }
    const auto px = car_.pixelsOf(i);
    texels_[i].assign(px.begin(), px.end());
    if (texels_[i].empty()) texels_[i].assign(size_t{c.width} * c.height, 0);
  }
}

RfOrigProjected rfOrigProject(int32_t camX, int32_t camY, int32_t heightH, int32_t viewW, int32_t viewH,
                              Fixed x, Fixed y, Fixed z) {
  Camera k;
  k.s = core::SinFixed(kPitchOriginal / 4);
  k.c = core::CosFixed(kPitchOriginal / 4);
  k.h = heightH * 65536;
  k.camX = camX, k.camY = camY;
  k.cx = (viewW / 2) << 16, k.cy = (viewH / 2) << 16;
  V3 v = toView(k, int64_t{x} - camX, int64_t{y} - camY, z);
  v.z -= k.h;
  RfOrigProjected out;
  out.ok = project(k, v, out.x, out.y);
  return out;
}

void drawRfOriginalView(const rf::Sim& sim, int player, core::Image& dst, const Viewport& vp,
                        const RfOriginalLook& look) {
  if (player < 0 || player > 1) throw std::invalid_argument("player must be 0 or 1");
  const rf::ViewCamera& vc = sim.player[static_cast<size_t>(player)].camera;
  Canvas cv;
  cv.px = dst.data();
  cv.stride = dst.width();
  cv.x0 = std::max(0, vp.x), cv.y0 = std::max(0, vp.y);
  cv.x1 = std::min(dst.width(), vp.x + vp.w), cv.y1 = std::min(dst.height(), vp.y + vp.h);
  if (cv.x0 >= cv.x1 || cv.y0 >= cv.y1) return;
  cv.ox = vp.x, cv.oy = vp.y;
  cv.f = std::max(1, vp.h / 200);
  // with the CD's TRANS.TBL: the view as the original's 8-bit screen, its indices turned into
  // the palette's colours at the end (designed: kept per thread, the picture's size)
  thread_local std::vector<uint8_t> indices;
  if (look.trans() != nullptr) {
    indices.assign(static_cast<size_t>(dst.width()) * static_cast<size_t>(dst.height()), 0);
    cv.ix = indices.data();
  }
  const int viewW = vp.w / cv.f, viewH = vp.h / cv.f;

  // the camera: the view's point, the vehicle's height (designed: no smoothing)
  int32_t height = 0;
  const rf::TeamState& own = sim.team[static_cast<size_t>(player)];
  if (own.vehicle != rf::kNoObj)
    height = own.veh.type == rf::VehicleType::Heli ? kHeightHeli : kHeightDriving;
  Camera k;
  k.s = core::SinFixed(kPitchOriginal / 4);
  k.c = core::CosFixed(kPitchOriginal / 4);
  k.h = height * 65536;
  k.camX = vc.x;
  k.camY = vc.y - kTargetZ * k.c - (12 << 16);
  k.cx = (viewW / 2) << 16, k.cy = (viewH / 2) << 16;

  // the floor: each cell's tile cel on its 4 projected corners (off the map: cel 2)
  const int ccx = vc.x >> 21, ccy = vc.y >> 21;
  const int reachUp = kCellReach + 4;  // the far rows show more cells
  for (int cy = ccy - reachUp; cy <= ccy + 6; ++cy) {
    for (int cx = ccx - kCellReach; cx <= ccx + kCellReach; ++cx) {
      const bool on = cx >= 0 && cy >= 0 && cx < rf::kMapCells && cy < rf::kMapCells;
      const uint32_t tile = on ? rf::cell::terrain(sim.world.cell(cx, cy)) : 2u;
      std::array<int32_t, 4> qx{}, qy{};
      bool ok = true;
      const std::array<int, 4> dx{0, 1, 1, 0}, dy{0, 0, 1, 1};
      for (size_t c = 0; c < 4 && ok; ++c) {
        V3 v = toView(k, (int64_t{cx + dx[c]} << 21) - k.camX, (int64_t{cy + dy[c]} << 21) - k.camY, 0);
        v.z -= k.h;
        ok = project(k, v, qx[c], qy[c]);
      }
      if (ok) drawCelQuad(cv, look, tile, qx, qy);
    }
  }

  // the models: the cells' static objects (row far to near, left to right), then the objects
  const rf::OriginalModels& m = look.models();
  std::vector<Item> items;
  std::vector<RfOrigPiece> pieces;  // the debris pieces' cels (the items point into it)
  pieces.reserve(sim.objs.size());
  for (int cy = std::max(0, ccy - reachUp); cy <= std::min(rf::kMapCells - 1, ccy + 6); ++cy) {
    for (int cx = std::max(0, ccx - kCellReach); cx <= std::min(rf::kMapCells - 1, ccx + kCellReach); ++cx) {
      const uint32_t w = sim.world.cell(cx, cy);
      const uint32_t bno = rf::cell::bno(w);
      if (bno == 0 || bno >= m.bno.size() || m.bno[bno] == 0) continue;
      const rf::OrigPart& first = m.parts.at(m.bno[bno]);
      Fixed x = (cx * 32 + 16) << 16, y = (cy * 32 + 16) << 16;
      if (first.posHook != 0) {
        const core::Vec2 at = rf::staticObjectPos(sim.world, cx, cy);
        x = at.x, y = at.y;
      }
      const std::pair<const rf::World*, rf::CellPos> at{&sim.world, rf::CellPos{cx, cy}};
      queue(items, k, m, m.bno[bno], x, y, 0, 0, rf::cell::team(w), 0, {}, &at);
    }
  }
  for (const rf::Obj& o : sim.objs) {
    if (!o.alive() || o.cell == rf::kNoCell) continue;
    if (std::abs((o.x >> 21) - ccx) > kCellReach || (o.y >> 21) < ccy - reachUp || (o.y >> 21) > ccy + 6)
      continue;
    const int32_t yaw = o.heading * 4;
    const uint32_t team = static_cast<uint32_t>(o.team) & 3u;
    const auto cls = static_cast<size_t>(o.cls);
    std::vector<uint32_t> parts;
    switch (o.objClass()) {
      case rf::ObjClass::Vehicle: {
        const int t = vehicleTypeOf(sim, o);
        if (t >= 0 && t < rf::kVehicleTypes) {
          queueVehicle(items, k, m, sim.data(), sim.team[static_cast<size_t>(o.team & 1)].veh, o, team);
        } else if (cls < m.classGraphic.size()) {
          parts = {m.classGraphic[cls]};
        }
        break;
      }
      case rf::ObjClass::DestroyedVehicle: {
        const int t = o.local[rf::kWreckType];
        if (t >= 0 && t < rf::kVehicleTypes) parts = {m.vehicle[static_cast<size_t>(t)][3]};
        break;
      }
      case rf::ObjClass::Missle:
      case rf::ObjClass::DeathMissle:
      case rf::ObjClass::Tracer: {
        const int t = o.local[rf::kProjType];
        if (t >= 0 && t < rf::kProjectileTypes)
          parts = {m.projectile[static_cast<size_t>(t)][1], m.projectile[static_cast<size_t>(t)][0]};
        break;
      }
      case rf::ObjClass::Expl: {
        // the graphic 0x44aa20 has no model: the descriptor's quads (rf_original_expl.hpp).
        // designed: one item at the object with the models' key, zb = H - obj+0x50 - the
        // descriptor's z-bias taken as 16.16 like a part's (the notes give no explosion key)
        const rf::ExplDesc* d = rf::explDesc(sim, static_cast<rf::ExplId>(o.local[rf::expl::kId]));
        if (d == nullptr || d->faces.empty() || !rfOrigExplShowsSprites(o)) break;
        Item it;
        it.expl = &o;
        it.desc = d;
        place(it, k, int64_t{o.x} - k.camX, int64_t{o.y} - k.camY, o.z, int64_t{k.h} - o.unk50 - d->zBias);
        items.push_back(it);
        break;
      }
      case rf::ObjClass::Gate: {
        // SpawnGate took the cell's gate BNO: its leaves drawn open (rf_original_gate.hpp)
        const uint32_t bno = static_cast<uint32_t>(o.local[rf::kGateBno]);
        if (bno >= m.bno.size() || m.bno[bno] == 0) break;
        const GateOpen g{true, bno == rf::bnoId(rf::Bno::GateV), o.local[rf::kGateOpening]};
        queue(items, k, m, m.bno[bno], o.x, o.y, o.z, 0, team, 0, g);
        break;
      }
      case rf::ObjClass::FWall: {
        // designed: one item at the piece with the models' key, zb = H - obj+0x50 - the
        // piece's z-bias (debris.hpp's state word, px) as 16.16
        pieces.push_back(rfOrigDebrisPiece(m, o));
        if (!pieces.back().ok) break;
        Item it;
        it.piece = &pieces.back();
        place(it, k, int64_t{o.x} - k.camX, int64_t{o.y} - k.camY, o.z,
              int64_t{k.h} - o.unk50 - int64_t{rf::debrisZBias(o)} * 65536);
        items.push_back(it);
        break;
      }
      case rf::ObjClass::Stay: {
        // Stay 0x435e40: only the first part of the wrapped graphic (designed: its pitch
        // obj+0x5c not applied, the sim's remains lie flat)
        const uint32_t hulk = rfOrigHulkPart(m, o);
        if (hulk == 0) break;
        const std::vector<const rf::OrigPart*> c = m.chain(hulk);
        if (c.empty()) break;
        const rf::OrigPart* p = c.front();
        Item it;
        it.part = p;
        place(it, k, int64_t{p->offset.x} - k.camX + o.x, int64_t{o.y} - k.camY + p->offset.y,
              (p->flags & rf::om::kPartFlatZ) ? 0 : int64_t{o.z} + p->offset.z, int64_t{k.h} - o.unk50 - p->zBias);
        it.yaw = yaw;
        it.team = team;
        items.push_back(it);
        break;
      }
      case rf::ObjClass::Storage:
      case rf::ObjClass::StorageDown:
        parts = {rfOrigLiftPart(m, o)};  // the vehicle on the lift at the lift's z
        break;
      default:
        if (cls < m.classGraphic.size()) parts = {m.classGraphic[cls]};
        break;
    }
    for (uint32_t first : parts) {
      if (first != 0) queue(items, k, m, first, o.x, o.y, o.z, yaw, team, 0);
    }
  }
  std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.key > b.key; });
  for (const Item& it : items) drawItem(cv, k, look, it);
  if (cv.ix != nullptr) {
    for (int y = cv.y0; y < cv.y1; ++y) {
      const size_t row = static_cast<size_t>(y) * static_cast<size_t>(cv.stride);
      for (int x = cv.x0; x < cv.x1; ++x) cv.px[row + static_cast<size_t>(x)] = look.car().colour(cv.ix[row + static_cast<size_t>(x)]);
    }
  }
}

}  // namespace view
