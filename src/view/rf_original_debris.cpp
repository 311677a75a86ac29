// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's debris pieces, burnt hulks and lifts (rf_original_debris.hpp).
#include "view/rf_original_debris.hpp"

#include "rf/data/shapes.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/lift.hpp"
#include "view/rf_original_draw.hpp"

namespace view {
namespace {

// designed: the pose of our own 3D view's pieces (debris.hpp: the cel turned by the pitch
// about the piece's x axis, positive nose down, then by the heading about z), ours 0x400000
// a turn: the models' P then Y (rf_original_draw.hpp).
core::Vec3 pose(const core::Vec3& v, int32_t heading, int32_t pitch) {
  const orig::V3 t = orig::turned(orig::turnOf(pitch, heading), v.x, v.y, v.z);
  return {static_cast<core::Fixed>(t.x), static_cast<core::Fixed>(t.y), static_cast<core::Fixed>(t.z)};
}

}  // namespace

uint32_t rfOrigModelPart(const rf::OriginalModels& m, rf::ModelId model) {
  return rf::originalModelPart(m, model);
}

core::Fixed rfOrigDebrisFade(const rf::Obj& o) {
  return o.local[rf::kDebrisSquash];
}

// RenderDebris 0x433a60
RfOrigPiece rfOrigDebrisPiece(const rf::OriginalModels& m, const rf::Obj& o) {
  RfOrigPiece out;
  if (rfOrigDebrisFade(o) < core::kOne / 16) return out;  // FUN_00407df0: hidden below 1/16
  const uint32_t first = rfOrigModelPart(m, rf::debrisModel(o));
  if (first == 0) return out;
  // the faces of the chain with debris class k (SpawnDebrisBurst: flags bits 8-9)
  const uint32_t k = static_cast<uint32_t>(rf::debrisClass(o)) & 3u;
  struct Ref {
    const rf::OrigPart* part;
    const rf::OrigFace* face;
  };
  std::vector<Ref> faces, any;
  for (const rf::OrigPart* p : m.chain(first)) {
    for (const rf::OrigFace& f : p->faces) {
      any.push_back({p, &f});
      if (((f.flags >> 8) & 3u) == k) faces.push_back({p, &f});
    }
  }
  // designed: a model whose original part has no face of the class uses all its faces
  const std::vector<Ref>& pool = faces.empty() ? any : faces;
  if (pool.empty()) return out;
  const Ref r = pool[static_cast<size_t>(rf::debrisFace(o)) % pool.size()];  // designed: the n-th, wrapped
  // Obj_SetCel: the 4 corners centred on their mean
  std::array<core::Vec3, 4> c{};
  int64_t mx = 0, my = 0, mz = 0;
  for (size_t i = 0; i < 4; ++i) {
    const uint32_t vi = r.face->corners[i];
    if (vi >= r.part->verts.size()) return out;
    c[i] = r.part->verts[vi];
    mx += c[i].x, my += c[i].y, mz += c[i].z;
  }
  for (size_t i = 0; i < 4; ++i) {
    const core::Vec3 d{static_cast<core::Fixed>(c[i].x - mx / 4), static_cast<core::Fixed>(c[i].y - my / 4),
                       static_cast<core::Fixed>(c[i].z - mz / 4)};
    out.corners[i] = pose(d, o.heading, o.local[rf::kDebrisPitch]);
  }
  // op 5's sprite on the piece's corners, else the face's own cel (+ team)
  const int32_t sprite = o.local[rf::kDebrisSprite];
  out.sprite = sprite > 0 ? static_cast<uint32_t>(sprite)
                          : r.face->sprite + ((r.face->flags & rf::om::kFaceTeam) ? (static_cast<uint32_t>(o.team) & 3u) : 0u);
  out.ok = true;
  return out;
}

// Stay 0x435e40 / 0x435e10
uint32_t rfOrigHulkPart(const rf::OriginalModels& m, const rf::Obj& o) {
  const int32_t t = o.gfx - static_cast<int32_t>(rf::GfxId::TankHulk);
  if (t < 0 || t >= rf::kVehicleTypes) return 0;
  return m.vehicle[static_cast<size_t>(t)][4];  // dword 0x59, the wreck graphic
}

uint32_t rfOrigLiftPart(const rf::OriginalModels& m, const rf::Obj& o) {
  const int32_t t = o.local[rf::kLiftType];
  if (t < 0 || t >= rf::kVehicleTypes) return 0;
  return m.vehicle[static_cast<size_t>(t)][0];  // +0x60: the vehicle's graphic, its body
}

}  // namespace view
