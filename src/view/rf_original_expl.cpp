// SPDX-License-Identifier: GPL-3.0-or-later
// The original look's explosions (rf_original_expl.hpp).
#include "view/rf_original_expl.hpp"

#include <array>

#include "core/trig.hpp"
#include "rf/data/shapes.hpp"
#include "rf/sim/expl.hpp"

namespace view {
namespace {

using core::Fixed;

// The 64 steps of the yaw and pitch tables Y[k] / P[k] (k = angle >> 16 in heading units).
constexpr int32_t kStepMask = 0x3f0000;
// FUN_00407df0: a face faded below 1/16 is hidden.
constexpr int64_t kHiddenBelow = core::kOne / 16;

// designed: the fade amount of face f at the 16.16 frame (1.0 at `fade`, 0 at last + 1).
bool fadedOut(const rf::ExplFace& f, int32_t frame) {
  const int64_t end = int64_t{f.last} + 1;
  const int64_t span = end - f.fade;
  if (span <= 0) return false;
  const int64_t amount = (end * core::kOne - frame) / span;  // 16.16
  return amount < kHiddenBelow;
}

// The faces of a variant group and the one the id picks (0x4206b0's variant 1 / 4: id bit
// 0 / 1 of a pair, 2 / 3: id & 3 / id & 7 of a group of 4 / 8). designed: the group starts at
// the face carrying the variant (the notes name the picked face, not where its group begins).
struct Group {
  size_t size = 1;
  size_t pick = 0;
};
Group variantGroup(uint8_t variant, uint32_t id) {
  switch (variant) {
    case 1:
      return {2, id & 1u};
    case 4:
      return {2, (id >> 1) & 1u};
    case 2:
      return {4, id & 3u};
    case 3:
      return {8, id & 7u};
    default:
      return {1, 0};
  }
}

}  // namespace

// designed: an explosion part (0x452dc8 + i * 0x44, a ground flash) is not read from the
// program; the sprites it continues with are drawn.
bool rfOrigExplShowsSprites(const rf::Obj& o) {
  return o.objClass() == rf::ObjClass::Expl && o.gfx >= static_cast<int32_t>(rf::GfxId::ExplSprites) &&
         o.gfx <= static_cast<int32_t>(rf::GfxId::ExplPart7);
}

// the face loop of 0x4206b0
std::vector<RfOrigExplCel> rfOrigExplCels(const rf::ExplDesc& d, const rf::Obj& o) {
  std::vector<RfOrigExplCel> out;
  const int32_t frame16 = o.local[rf::expl::kFrame];
  const int32_t frame = frame16 >> 16;
  for (size_t i = 0; i < d.faces.size();) {
    const Group g = variantGroup(d.faces[i].variant, o.id);
    const size_t at = i + g.pick;
    i += g.size;
    if (at >= d.faces.size()) continue;
    const rf::ExplFace& f = d.faces[at];
    if (frame < f.first || frame > f.last) continue;
    if (frame >= f.fade && fadedOut(f, frame16)) continue;  // else drawn (twice: as once)
    out.push_back({static_cast<uint32_t>(at), static_cast<uint32_t>(f.sprite + frame - f.first)});
  }
  return out;
}

namespace orig {

// RenderExpl 0x4206b0 (hook 0x420680): M = [scale] . P[pitch] . Y[heading] . C
void drawExpl(const Canvas& cv, const Camera& k, const RfOriginalLook& look, const rf::ExplDesc& d,
              const rf::Obj& o, const V3& at) {
  const std::vector<RfOrigExplCel> cels = rfOrigExplCels(d, o);
  if (cels.empty()) return;
  const Turn turn = turnOf(o.local[rf::expl::kPitch] & kStepMask, o.heading & kStepMask);
  std::vector<int32_t> sx(d.verts.size()), sy(d.verts.size());
  for (size_t i = 0; i < d.verts.size(); ++i) {
    const V3 t = turned(turn, fixMul(d.verts[i].x, d.scale), fixMul(d.verts[i].y, d.scale),
                        fixMul(d.verts[i].z, d.scale));
    V3 v = toView(k, t.x, t.y, t.z);
    v.x += at.x, v.y += at.y, v.z += at.z;
    // designed: as a part's, the whole explosion is rejected
    if (!project(k, v, sx[i], sy[i])) return;
  }
  for (const RfOrigExplCel& c : cels) {
    const rf::ExplFace& f = d.faces[c.face];
    std::array<int32_t, 4> qx{}, qy{};
    bool ok = true;
    for (size_t j = 0; j < 4; ++j) {
      if (f.v[j] >= sx.size()) {
        ok = false;
        break;
      }
      qx[j] = sx[f.v[j]], qy[j] = sy[f.v[j]];
    }
    if (ok) drawCelQuad(cv, look, c.cel, qx, qy);
  }
}

}  // namespace orig
}  // namespace view
