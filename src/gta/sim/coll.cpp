// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/coll.hpp"

#include <algorithm>
#include <string>

#include "gta/data/fatal_error.hpp"
#include "gta/sim/angle.hpp"
#include "gta/sim/mapq.hpp"

namespace gta {

CollPoolSizes defaultCollPools() {
  CollPoolSizes p{};
  p[static_cast<size_t>(CollKind::Ped)] = 620;
  p[static_cast<size_t>(CollKind::Car)] = 400;
  p[static_cast<size_t>(CollKind::Object)] = 3500;
  return p;
}

bool collKindCounted(int kind) {
  return kind == 1 || kind == 3 || kind == 6 || kind == 8 || kind == 10;
}

CollGrid::CollGrid(const CollPoolSizes& pools) : pools_(pools) {
  int32_t total = 0;
  for (size_t k = 0; k < pools_.size(); ++k) {
    poolBase_[k] = total;
    total += pools_[k];
  }
  nodes_.resize(size_t(total));
  init();
}

// Coll_Init 0x436ad0
void CollGrid::init() {
  for (size_t k = 0; k < pools_.size(); ++k) {
    for (int i = 0; i < pools_[k]; ++i) {
      CollNode& n = nodes_[size_t(poolBase_[k] + i)];
      n = CollNode{};
      n.kind = static_cast<int16_t>(k);
      n.id = static_cast<int16_t>(i);
    }
  }
  std::fill(heads_.begin(), heads_.end(), kCollNoNode);
  std::fill(counters_.begin(), counters_.end(), 0);
  resultCount_ = 0;
  locked_ = false;
}

int32_t CollGrid::nodeOf(int kind, int id) const {
  if (kind < 0 || kind >= kCollKinds || id < 0 || id >= pools_[size_t(kind)]) return kCollNoNode;
  return poolBase_[size_t(kind)] + id;
}

int CollGrid::cellLength(int cx, int cy) const {
  int n = 0;
  for (int32_t i = head(cx, cy); i != kCollNoNode; i = nodes_[size_t(i)].next) ++n;
  return n;
}

// Coll_Insert
void CollGrid::insert(int kind, int id, int32_t owner, core::Fixed x, core::Fixed y, Sprite& s) {
  const int32_t n = nodeOf(kind, id);
  if (n == kCollNoNode) {
    throw FatalError(kFatalCollBadNode, "Coll_Insert: no grid node for kind " + std::to_string(kind) +
                                            " id " + std::to_string(id));
  }
  const int cx = x >> kCollCellShift;
  const int cy = y >> kCollCellShift;
  if (cx < 0 || cy < 0 || cx >= kCollGridSize || cy >= kCollGridSize) {
    throw FatalError(kFatalCollBadCell, "Coll_Insert: cell (" + std::to_string(cx) + ", " +
                                            std::to_string(cy) + ") outside the grid");
  }
  CollNode& node = nodes_[size_t(n)];
  // designed (port deviation): inserting a node that is in a list already would make the
  // list a loop; the port stops instead.
  if (node.inUse != 0) {
    throw FatalError(kFatalCollBadNode, "Coll_Insert: kind " + std::to_string(kind) + " id " +
                                            std::to_string(id) + " is in the grid already");
  }
  const size_t c = cellIndex(cx, cy);
  node.owner = owner;
  node.inUse = 1;
  node.next = heads_[c];
  heads_[c] = n;
  if (collKindCounted(kind)) ++counters_[c];
  s.collX = x;
  s.collY = y;
}

// Coll_Remove
void CollGrid::remove(int kind, int id, const Sprite& s) {
  const int32_t n = nodeOf(kind, id);
  const int cx = s.collX >> kCollCellShift;
  const int cy = s.collY >> kCollCellShift;
  if (n == kCollNoNode || cx < 0 || cy < 0 || cx >= kCollGridSize || cy >= kCollGridSize) return;
  const size_t c = cellIndex(cx, cy);
  if (heads_[c] == kCollNoNode || nodes_[size_t(heads_[c])].inUse == 0) return;
  int32_t prev = kCollNoNode;
  for (int32_t i = heads_[c]; i != kCollNoNode; i = nodes_[size_t(i)].next) {
    if (i != n) {
      prev = i;
      continue;
    }
    if (prev == kCollNoNode) {
      heads_[c] = nodes_[size_t(i)].next;
    } else {
      nodes_[size_t(prev)].next = nodes_[size_t(i)].next;
    }
    CollNode& node = nodes_[size_t(i)];
    node.next = kCollNoNode;
    node.inUse = 0;
    if (collKindCounted(kind)) --counters_[c];
    return;
  }
}

void CollGrid::beginQuery() {
  if (locked_) throw FatalError(kFatalCollLocked, "collision query while the result list is locked");
  locked_ = true;
  resultCount_ = 0;
}

// Each hit goes to the front of the list (newest first). designed: a full list (149)
// takes no more hits.
void CollGrid::addResult(const CollNode& n) {
  if (resultCount_ >= kCollMaxResults) return;
  for (int32_t i = resultCount_; i > 0; --i) results_[size_t(i)] = results_[size_t(i - 1)];
  results_[0] = CollHit{n.kind, n.id, n.owner};
  ++resultCount_;
}

void CollGrid::walkCell(int cx, int cy, uint32_t kindMask) {
  for (int32_t i = heads_[cellIndex(cx, cy)]; i != kCollNoNode; i = nodes_[size_t(i)].next) {
    const CollNode& n = nodes_[size_t(i)];
    if (n.inUse != 0 && ((kindMask >> n.kind) & 1u) != 0) addResult(n);
  }
}

std::span<const CollHit> CollGrid::query3x3(core::Fixed x, core::Fixed y, uint32_t kindMask) {
  beginQuery();
  const int cx = x >> kCollCellShift;
  const int cy = y >> kCollCellShift;
  for (int gy = cy - 1; gy <= cy + 1; ++gy) {
    for (int gx = cx - 1; gx <= cx + 1; ++gx) {
      if (gx < 0 || gy < 0 || gx >= kCollGridSize || gy >= kCollGridSize) continue;
      if (counters_[cellIndex(gx, gy)] == 0) continue;
      walkCell(gx, gy, kindMask);
    }
  }
  return results();
}

std::span<const CollHit> CollGrid::queryCell(core::Fixed x, core::Fixed y, uint32_t kindMask) {
  beginQuery();
  const int cx = x >> kCollCellShift;
  const int cy = y >> kCollCellShift;
  if (cx >= 0 && cy >= 0 && cx < kCollGridSize && cy < kCollGridSize) walkCell(cx, cy, kindMask);
  return results();
}

namespace {
// sin and cos of an angle in 0x400-per-turn units; the four right angles are exact.
void sinCos(int a, core::Fixed& s, core::Fixed& c) {
  a &= 0x3ff;
  switch (a) {
    case 0x000:
      s = 0;
      c = core::kOne;
      return;
    case 0x100:
      s = core::kOne;
      c = 0;
      return;
    case 0x200:
      s = 0;
      c = -core::kOne;
      return;
    case 0x300:
      s = -core::kOne;
      c = 0;
      return;
    default:
      break;
  }
  s = angleSin(a);
  c = angleCos(a);
}
// v * t where t is a sine / cosine: exact sums for 0 and +-1.
core::Fixed scale(core::Fixed v, core::Fixed t) {
  if (t == 0) return 0;
  if (t == core::kOne) return v;
  if (t == -core::kOne) return -v;
  return core::FixMul(v, t);
}
}  // namespace

// Coll_BuildBox 0x434300
CollBox collBuildBox(const MapBlocks& map, core::Fixed x, core::Fixed y, core::Fixed z, int angle,
                     core::Fixed hw, core::Fixed hh) {
  core::Fixed s = 0, c = 0, s2 = 0, c2 = 0;
  sinCos(angle, s, c);
  sinCos(angle + 0x100, s2, c2);
  const core::Fixed ax = scale(hh, s), ay = scale(hh, c);    // along
  const core::Fixed bx = scale(hw, s2), by = scale(hw, c2);  // across
  CollBox box;
  const int sa[4] = {1, 1, -1, -1};
  const int sb[4] = {1, -1, -1, 1};
  for (size_t i = 0; i < 4; ++i) {
    box.x[i] = x + sa[i] * ax + sb[i] * bx;
    box.y[i] = y + sa[i] * ay + sb[i] * by;
    box.groundZ[i] = mapGetGroundZ(map, box.x[i], box.y[i], z - kHalfBlock) - 1;
  }
  return box;
}

}  // namespace gta
