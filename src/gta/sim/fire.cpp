// SPDX-License-Identifier: GPL-3.0-or-later
// The fire records (0x42e600-0x42e86f) and the fire engines (0x42e870-0x430400).
#include "gta/sim/fire.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/trig.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/near.hpp"
#include "gta/sim/obj.hpp"

namespace gta {
namespace {

int cheb(int ax, int ay, int bx, int by) {
  return std::max(std::abs(ax - bx), std::abs(ay - by));
}

int recordBx(const FireRecord& r) {
  return r.x / 64;
}
int recordBy(const FireRecord& r) {
  return r.y / 64;
}

}  // namespace

// Fire_Init (0x42e600-0x42e86f), with the stations Route_LoadCmp left (0x511960)
void fireInit(GameState& s) {
  FireState& f = s.fire;
  for (FireRecord& r : f.fires) r = FireRecord{};
  f.engines.fill(-1);
  f.engineOut.fill(0);
  f.engineCount = 0;
  for (Sentinel& t : f.sentinels) t = Sentinel{};
  f.stationCount = 0;
  f.stations = {};
  if (!s.cmp) return;
  for (const BlockPos& p : s.cmp->locations.of(LocationKind::FireStation)) {
    if (p.x == 0 || f.stationCount >= kFireStations) continue;
    f.stations[size_t(f.stationCount++)] = {p.x, p.y, p.z};
  }
}

// Fire_IsNearActive
bool fireIsNearActive(const GameState& s, int bx, int by, int blocks) {
  for (const FireRecord& r : s.fire.fires) {
    if (r.engine == 0) continue;  // quirk: engine id 0 (car 0 too) is ignored
    if (cheb(recordBx(r), recordBy(r), bx, by) <= blocks) return true;
  }
  return false;
}

// Fire_Register
int fireRegister(GameState& s, int object) {
  if (object < 0 || object >= kObjSlots) return -1;
  Obj& o = s.entities.objs[size_t(object)];
  if (o.free() || o.type != objtype::kFire) return -1;
  if (o.attachKind == 1 && o.owner >= 0 && o.owner < kCarSlots) {
    const int model = s.entities.cars[size_t(o.owner)].model;
    if (model == kFireNoBurnModelA || model == kFireNoBurnModelB) return -1;
  }
  const int bx = o.sprite.x >> 22, by = o.sprite.y >> 22, bz = o.sprite.z >> 22;
  if (fireIsNearActive(s, bx, by, kFireNearActiveBlocks)) return -1;
  // within 2 blocks of a recorded fire it becomes its extra; quirk: every record is
  // compared, the free ones (at block 0) too
  for (size_t i = 0; i < s.fire.fires.size(); ++i) {
    FireRecord& r = s.fire.fires[i];
    if (cheb(recordBx(r), recordBy(r), bx, by) <= kFireExtraBlocks) {
      r.extra = static_cast<int16_t>(object);
      o.u12 = 1;  // burns on
      return int(i);
    }
  }
  int idx = -1;
  for (size_t i = 0; i < s.fire.fires.size(); ++i) {
    if (!s.fire.fires[i].used()) {
      idx = int(i);
      break;
    }
  }
  if (idx < 0) return -1;
  RouteBlock road;
  if (!mapFindNearestRoad(s.blocks(), bx, by, bz, kFireRoadReach, road)) return -1;
  FireRecord& r = s.fire.fires[size_t(idx)];
  r = FireRecord{};
  r.object = static_cast<int16_t>(object);
  r.x = static_cast<int16_t>(road.x * 64);
  r.y = static_cast<int16_t>(road.y * 64);
  r.z = static_cast<int16_t>(road.z * 64);
  r.fireX = static_cast<int16_t>(o.sprite.x >> 16);
  r.fireY = static_cast<int16_t>(o.sprite.y >> 16);
  r.objects.fill(-1);
  o.u12 = 1;  // Obj_SetFlagE2: a recorded fire burns until extinguished
  if (!fireEngineDispatch(s, idx)) {
    o.u12 = 0;
    r = FireRecord{};  // no engine to send: dropped again
    return -1;
  }
  return idx;
}

int fireLight(GameState& s, core::Fixed x, core::Fixed y, core::Fixed z) {
  const int o = objCreate(s, objtype::kFire, x, y, z, 0);
  if (o < 0) return -1;
  fireRegister(s, o);
  return o;
}

bool fireHasObjects(const GameState& s, int record) {
  if (record < 0 || record >= kFires) return false;
  const FireRecord& r = s.fire.fires[size_t(record)];
  for (int k = 0; k + 1 < kFireJetObjects; ++k)
    if (r.objects[size_t(k)] >= 0) return true;
  return false;
}

// Fire_ClearObjects: the jet deleted
void fireClearObjects(GameState& s, int record) {
  if (record < 0 || record >= kFires) return;
  FireRecord& r = s.fire.fires[size_t(record)];
  for (int k = 0; k + 1 < kFireJetObjects; ++k) {
    if (r.objects[size_t(k)] >= 0) objDelete(s, r.objects[size_t(k)]);
    r.objects[size_t(k)] = -1;
  }
}

// Fire_Extinguish
void fireExtinguish(GameState& s, int record) {
  if (record < 0 || record >= kFires) return;
  FireRecord& r = s.fire.fires[size_t(record)];
  fireClearObjects(s, record);
  if (r.extra >= 0 && !s.entities.objs[size_t(r.extra)].free()) objDelete(s, r.extra);
  if (r.object >= 0 && !s.entities.objs[size_t(r.object)].free() &&
      s.entities.objs[size_t(r.object)].type == objtype::kFire) {
    objDelete(s, r.object);
  }
  r = FireRecord{};
}

// Fire_FindNearestUnattended
int fireFindNearestUnattended(const GameState& s, int bx, int by) {
  int best = -1, bestD = 0;
  for (int i = 0; i < kFires; ++i) {
    const FireRecord& r = s.fire.fires[size_t(i)];
    if (!r.used() || r.engine != 0) continue;
    const int d = std::abs(recordBx(r) - bx) + std::abs(recordBy(r) - by);
    if (best < 0 || d < bestD) best = i, bestD = d;
  }
  return best;
}

// Coll_GetFiresInBlock
int collGetFiresInBlock(GameState& s, int bx, int by, std::vector<int>* list) {
  NearHits hits;
  for (const CollHit& h : s.grid.queryCell(bx * kBlockSize, by * kBlockSize, kMaskObj))
    hits.hits[size_t(hits.count++)] = h;
  s.grid.unlock();
  int first = -1;
  std::vector<int> fromHead;
  for (const CollHit& h : hits) {
    const Obj& o = s.entities.objs[size_t(h.id)];
    if (o.free() || (o.sprite.x >> 22) != bx || (o.sprite.y >> 22) != by) continue;
    if (o.type != objtype::kFire && o.type != objtype::kDyingFire && o.type != objtype::kPedFire) continue;
    if (first < 0) first = h.id;  // its next stays NULL
    fromHead.insert(fromHead.begin(), h.id);
  }
  if (list != nullptr) *list = fromHead;
  return first;  // quirk: not the head
}

}  // namespace gta
