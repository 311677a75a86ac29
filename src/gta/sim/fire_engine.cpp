// SPDX-License-Identifier: GPL-3.0-or-later
// The fire engines (gta-objects.md "Fire engines", 0x42e870-0x430400) and our driver.
#include <algorithm>
#include <cstdlib>

#include "gta/sim/angle.hpp"
#include "gta/sim/drive.hpp"
#include "gta/sim/fire.hpp"
#include "gta/sim/game.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/near.hpp"
#include "gta/sim/obj.hpp"

namespace gta {
namespace {

constexpr int kCarKind = static_cast<int>(CollKind::Car);

// One step of at most `step` from angle a toward b (0x400 per turn); true when there.
bool turnToward(int16_t& a, int b, int step) {
  int d = ((b - a) % 0x400 + 0x400 + 0x200) % 0x400 - 0x200;  // -0x200 .. 0x1ff
  if (std::abs(d) <= step) {
    a = static_cast<int16_t>(b & 0x3ff);
    return true;
  }
  a = static_cast<int16_t>((a + (d > 0 ? step : -step)) & 0x3ff);
  return false;
}

bool onAnyScreen(const GameState& s, core::Fixed x, core::Fixed y) {
  for (const Player& p : s.entities.players) {
    const auto& r = p.viewRect;
    if (r[2] <= r[0] || r[3] <= r[1]) continue;
    const int px = x >> 16, py = y >> 16;
    if (px >= r[0] && px < r[2] && py >= r[1] && py < r[3]) return true;
  }
  return false;
}

Obj* objAt(GameState& s, int id) {
  // "object -1 is read as a blank object and not written"
  if (id < 0 || id >= kObjSlots) return nullptr;
  Obj& o = s.entities.objs[size_t(id)];
  return o.free() ? nullptr : &o;
}

RouteBlock carBlock(const Car& c) {
  return {uint8_t(c.sprite.x >> 22), uint8_t(c.sprite.y >> 22), uint8_t(std::clamp(c.sprite.z >> 22, 0, 5))};
}

// The distance FireEngine_Update stops by: Chebyshev blocks, another layer 500 more.
int stopDistance(RouteBlock a, const FireRecord& r) {
  const int d = std::max(std::abs(a.x - r.x / 64), std::abs(a.y - r.y / 64));
  return d + (a.z != r.z / 64 ? kFireOtherLayer : 0);
}

void carGridMove(GameState& s, int car) {
  Car& c = s.entities.cars[size_t(car)];
  const int32_t n = s.grid.nodeOf(kCarKind, car);
  if (n == kCollNoNode || s.grid.node(n).inUse == 0) return;
  if ((c.sprite.x >> kCollCellShift) == (c.sprite.collX >> kCollCellShift) &&
      (c.sprite.y >> kCollCellShift) == (c.sprite.collY >> kCollCellShift)) {
    c.sprite.collX = c.sprite.x;
    c.sprite.collY = c.sprite.y;
    return;
  }
  s.grid.remove(kCarKind, car, c.sprite);
  s.grid.insert(kCarKind, car, car, c.sprite.x, c.sprite.y, c.sprite);
}

int engineSlotOf(const FireState& f, int sentinel) {
  for (int k = 0; k < kFireEngines; ++k)
    if (f.engines[size_t(k)] == sentinel) return k;
  return -1;
}

int sentinelFindFree(const FireState& f) {
  for (int i = 0; i < kSentinels; ++i)
    if (f.sentinels[size_t(i)].kind == 0) return i;
  return -1;
}

// The route search (mode 5) to `to`; ours runs in the frame it is started.
void searchRoute(GameState& s, Sentinel& t, RouteBlock to) {
  t.route = roadRoute(s.blocks(), carBlock(s.entities.cars[size_t(t.car)]), to);
  t.routePos = 0;
}

RouteBlock fireRoadBlock(const FireRecord& r) {
  return {uint8_t(r.x / 64), uint8_t(r.y / 64), uint8_t(r.z / 64)};
}

void giveUp(GameState& s, Sentinel& t) {
  if (t.fire >= 0) {
    FireRecord& r = s.fire.fires[size_t(t.fire)];
    if (Obj* o = objAt(s, r.object); o != nullptr && o->type == objtype::kFire) objDelete(s, r.object);
    fireExtinguish(s, t.fire);
    t.fire = -1;
  }
  t.state = fes::kDismissed;
}

// Positions along the hose's angle.
core::Fixed aheadX(const Obj& hose, int d) {
  return hose.sprite.x + angleSin(hose.sprite.angle) * d;
}
core::Fixed aheadY(const Obj& hose, int d) {
  return hose.sprite.y - angleCos(hose.sprite.angle) * d;
}

// state 0x6e: the jet
void makeJet(GameState& s, Sentinel& t, Obj& hose) {
  FireRecord& r = s.fire.fires[size_t(t.fire)];
  const core::Fixed fx = core::px(r.fireX), fy = core::px(r.fireY);
  const int d = std::min(pxDistance(hose.sprite.x, hose.sprite.y, fx, fy), kFireJetMax);
  const int n = fireJetPieces(d);
  const int rest = d >= 52 ? (d - 52) % 32 : 0;
  // a wall in the jet's way
  const int layer = hose.sprite.z >> 22;
  for (int k = 0; k <= n; ++k) {
    const int at = kFireJetFirst + k * kFireJetStep;
    const uint16_t tm = s.blocks().typeMap(aheadX(hose, at) >> 22, aheadY(hose, at) >> 22, layer);
    if (((tm >> 4) & 7) == static_cast<int>(BlockType::Building)) {
      t.state = fes::kJetOff;
      return;
    }
  }
  r.objects.fill(-1);
  for (int k = 0; k < n; ++k) {
    const int at = kFireJetFirst + k * kFireJetStep;
    r.objects[size_t(k)] = static_cast<int16_t>(
        objCreate(s, objtype::kJet, aheadX(hose, at), aheadY(hose, at), hose.sprite.z, hose.sprite.angle));
  }
  // the 0x31 end, shortened by the rest of the division (designed: rest * 0x1e / 32 past the last)
  const int endAt = kFireJetFirst + (n - 1) * kFireJetStep + rest * kFireJetStep / 32;
  r.objects[size_t(n)] = static_cast<int16_t>(objCreate(
      s, objtype::kJetEnd, aheadX(hose, endAt), aheadY(hose, endAt), hose.sprite.z, hose.sprite.angle));
  r.objects[kFireJetObjects - 1] = 0;  // the spraying frames
  // the fire object is deleted (its record keeps the position)
  if (Obj* o = objAt(s, r.object); o != nullptr && o->type == objtype::kFire) objDelete(s, r.object);
  t.state = fes::kSpraying;
}

}  // namespace

int fireJetPieces(int d) {
  return std::clamp((std::min(d, kFireJetMax) - 52) / 32 + 1, 1, kFireJetPiecesMax);
}

// FireEngine_Spawn 0x42e920
int fireEngineSpawn(GameState& s, int sentinel, int station) {
  FireState& f = s.fire;
  if (station < 0 || station >= f.stationCount) return -1;
  const RouteBlock st = f.stations[size_t(station)];
  RouteBlock road;
  if (!mapFindNearestRoad(s.blocks(), st.x, st.y, st.z, kFireRoadReach, road)) return -1;
  if (carsInUse(s.entities) >= kCarSlots) return -1;
  // Car_SpawnOnRoad with a driver (control type 6)
  const core::Fixed x = blockCentre(road.x), y = blockCentre(road.y);
  const core::Fixed z = mapGetGroundZ(s.blocks(), x, y, road.z * kBlockSize);
  const int car = carCreate(s.entities, kCarModelFireEngine, x, y, z, 0, 0);
  Car& c = s.entities.cars[size_t(car)];
  c.control = kFireEngineCarControl;
  c.cruiseSpeed = kFireEngineCruise;
  c.sentinel = static_cast<int16_t>(sentinel);
  s.entities.peds[size_t(kFirstDriverPed + car)].control = kFireEngineDriverControl;
  s.grid.insert(kCarKind, car, car, x, y, c.sprite);
  // the hose, 1 left and 6 back, turning with the car (its id also at car +0x11c)
  c.hose = static_cast<int16_t>(objCreateAttached(s, objtype::kHose, car, 5, kFireHoseBack, kFireHoseLeft));
  Sentinel& t = f.sentinels[size_t(sentinel)];
  t = Sentinel{};
  t.kind = kSentinelKindPolice;
  t.car = static_cast<int16_t>(car);
  t.station = static_cast<int16_t>(station);
  gameEmit(s, EventId::FireEngineSpawned, EventValue{car});
  return car;
}

// FireEngine_SetDestination 0x42ea90
void fireEngineSetDestination(GameState& s, int sentinel, int record) {
  Sentinel& t = s.fire.sentinels[size_t(sentinel)];
  Car& c = s.entities.cars[size_t(t.car)];
  c.siren = 1;
  t.fire = static_cast<int16_t>(record);
  s.fire.fires[size_t(record)].engine = t.car;
  t.state = fes::kWaitSearch;
}

// FireEngine_Dispatch 0x42ec70
bool fireEngineDispatch(GameState& s, int record) {
  FireState& f = s.fire;
  int sentinel = -1;
  if (f.engineCount < kFireEngines) {
    sentinel = sentinelFindFree(f);
    if (sentinel < 0 || f.stationCount == 0) return false;
    const FireRecord& r = f.fires[size_t(record)];
    int nearest = 0, bestD = -1;
    for (int i = 0; i < f.stationCount; ++i) {  // the nearest (Manhattan) station
      const int d =
          std::abs(f.stations[size_t(i)].x - r.x / 64) + std::abs(f.stations[size_t(i)].y - r.y / 64);
      if (bestD < 0 || d < bestD) nearest = i, bestD = d;
    }
    int car = fireEngineSpawn(s, sentinel, nearest);
    for (int i = 0; car < 0 && i < f.stationCount; ++i)
      car = fireEngineSpawn(s, sentinel, i);  // else each in turn
    if (car < 0) return false;
    // quirk: filled at engine_count (FireEngine_Remove decrements it whatever slot it frees)
    f.engines[size_t(f.engineCount)] = static_cast<int16_t>(sentinel);
    f.engineOut[size_t(f.engineCount)] = kFireEngineOutFrames;
    ++f.engineCount;
  } else {
    // quirk: only sentinels 0..2 are looked at, each against its own engines[] slot
    for (int i = 0; i < kFireEngines; ++i) {
      const Sentinel& t = f.sentinels[size_t(i)];
      if (f.engines[size_t(i)] == i && t.kind == kSentinelKindPolice &&
          (t.state == fes::kSearchHome || t.state == fes::kDrivingHome)) {
        sentinel = i;
        break;
      }
    }
    if (sentinel < 0) return false;
  }
  fireEngineSetDestination(s, sentinel, record);
  return true;
}

// FireEngine_ReturnToBase 0x42ee40
void fireEngineReturnToBase(GameState& s, int sentinel) {
  Sentinel& t = s.fire.sentinels[size_t(sentinel)];
  Car& c = s.entities.cars[size_t(t.car)];
  c.siren = 0;
  // the nearest station (Manhattan) becomes home
  const RouteBlock at = carBlock(c);
  int best = t.station, bestD = -1;
  for (int i = 0; i < s.fire.stationCount; ++i) {
    const RouteBlock& st = s.fire.stations[size_t(i)];
    const int d = std::abs(st.x - at.x) + std::abs(st.y - at.y);
    if (bestD < 0 || d < bestD) best = i, bestD = d;
  }
  t.station = static_cast<int16_t>(best);
  t.state = fes::kSearchHome;
}

// FireEngine_Remove 0x42e870
void fireEngineRemove(GameState& s, int sentinel) {
  FireState& f = s.fire;
  Sentinel& t = f.sentinels[size_t(sentinel)];
  if (t.car >= 0) {
    Car& c = s.entities.cars[size_t(t.car)];
    if (objAt(s, c.hose) != nullptr) objDelete(s, c.hose);
    const int32_t n = s.grid.nodeOf(kCarKind, t.car);
    if (n != kCollNoNode && s.grid.node(n).inUse != 0) s.grid.remove(kCarKind, t.car, c.sprite);
    c = Car{};
    pedReset(s.entities.peds[size_t(kFirstDriverPed + t.car)]);
  }
  const int k = engineSlotOf(f, sentinel);
  if (k >= 0) {
    f.engines[size_t(k)] = -1;
    f.engineOut[size_t(k)] = 0;
  }
  if (f.engineCount > 0) --f.engineCount;  // whatever slot it freed (quirk kept)
  gameEmit(s, EventId::FireEngineRemoved, EventValue{t.car});
  t = Sentinel{};
}

namespace {

// FireEngine_Update 0x42f460 (after our driving step)
void fireEngineUpdate(GameState& s, int id) {
  FireState& f = s.fire;
  Sentinel& t = f.sentinels[size_t(id)];
  Car& c = s.entities.cars[size_t(t.car)];
  Obj* hose = objAt(s, c.hose);
  ++t.frames;
  // out for 2500 frames: the fire given up
  const int slot = engineSlotOf(f, id);
  if (slot >= 0 && t.state != fes::kDismissed && --f.engineOut[size_t(slot)] <= 0 && t.fire >= 0) {
    t.state = fes::kGiveUp;
  }
  // burnt out: the hose deleted and the fire dropped every frame
  if (c.damage >= kCarWrecked) {
    if (hose != nullptr) objDelete(s, c.hose);
    c.hose = -1;
    hose = nullptr;
    if (t.fire >= 0) fireExtinguish(s, t.fire);
    t.fire = -1;
    if (t.state != fes::kDismissed) t.state = fes::kGiveUp;
  }
  switch (t.state) {
    case fes::kWaitSearch:  // no other controller holds the search here
      t.state = fes::kSearching;
      break;
    case fes::kSearching:
      searchRoute(s, t, fireRoadBlock(f.fires[size_t(t.fire)]));
      t.state = fes::kDriving;
      break;
    case fes::kDriving: {
      const bool atEnd = driveAlongRoute(c, t.route, t.routePos);
      carGridMove(s, t.car);
      const FireRecord& r = f.fires[size_t(t.fire)];
      const int d = stopDistance(carBlock(c), r);
      const bool nextCloser =
          !atEnd && size_t(t.routePos) < t.route.size() && stopDistance(t.route[size_t(t.routePos)], r) < d;
      if ((d <= kFireStopBlocks && !(c.speed > 0 && nextCloser)) || atEnd) {
        t.state = fes::kBraking;
        gameEmit(s, EventId::FireEngineStopping, EventValue{t.car});
      }
      break;
    }
    case fes::kBraking:
      // the footbrake: it rolls on along the route to a stop (its stopping distance)
      if (driveBrakeToStop(c, t.route, t.routePos)) t.state = fes::kStopped;
      carGridMove(s, t.car);
      break;
    case fes::kStopped:  // the hose stops turning with the car
      if (hose != nullptr) hose->attachKind = 1;
      t.state = fes::kAimHose;
      break;
    case fes::kAimHose: {  // FireEngine_AimHoseAtObject 0x42f240
      if (hose == nullptr) {
        t.state = fes::kGiveUp;
        break;
      }
      const FireRecord& r = f.fires[size_t(t.fire)];
      const int want = angleBetween(hose->sprite.x, hose->sprite.y, core::px(r.fireX), core::px(r.fireY));
      if (turnToward(hose->sprite.angle, want, kFireHoseTurn)) t.state = fes::kJet;
      break;
    }
    case fes::kJet:
      if (hose == nullptr) {
        t.state = fes::kGiveUp;
        break;
      }
      makeJet(s, t, *hose);
      if (t.state == fes::kSpraying) gameEmit(s, EventId::FireEngineJet, EventValue{t.car});
      break;
    case fes::kSpraying: {
      FireRecord& r = f.fires[size_t(t.fire)];
      if (++r.objects[kFireJetObjects - 1] >= kFireSprayFrames) t.state = fes::kJetOff;
      break;
    }
    case fes::kJetOff:
      fireClearObjects(s, t.fire);
      t.state = fes::kHoseBack;
      break;
    case fes::kHoseBack:  // FireEngine_AimHoseAtCar 0x42f2d0
      if (hose == nullptr || turnToward(hose->sprite.angle, c.sprite.angle, kFireHoseTurn)) {
        if (hose != nullptr) hose->attachKind = 5;  // turns with the car again
        fireExtinguish(s, t.fire);                  // Fire_Extinguish
        t.fire = -1;
        t.state = fes::kNextJob;
        gameEmit(s, EventId::FireOut, EventValue{t.car});
      }
      break;
    case fes::kNextJob: {  // FireEngine_ArriveCheck 0x42ebe0 or FireEngine_ReturnToBase 0x42ee40
      const RouteBlock at = carBlock(c);
      const int next = fireFindNearestUnattended(s, at.x, at.y);
      if (next >= 0) {
        const FireRecord& r = f.fires[size_t(next)];
        fireEngineSetDestination(s, id, next);
        if (std::max(std::abs(at.x - r.x / 64), std::abs(at.y - r.y / 64)) <= kFireArriveBlocks) {
          t.state = fes::kStopped;  // designed: near enough to spray from here
        }
      } else {
        fireEngineReturnToBase(s, id);
        gameEmit(s, EventId::FireEngineHome, EventValue{t.car});
      }
      break;
    }
    case fes::kSearchHome: {
      RouteBlock home;
      const RouteBlock& st = f.stations[size_t(t.station)];
      if (mapFindNearestRoad(s.blocks(), st.x, st.y, st.z, kFireRoadReach, home)) searchRoute(s, t, home);
      t.state = fes::kDrivingHome;
      break;
    }
    case fes::kDrivingHome: {
      const bool atEnd = driveAlongRoute(c, t.route, t.routePos);
      carGridMove(s, t.car);
      const RouteBlock at = carBlock(c);
      const int next = fireFindNearestUnattended(s, at.x, at.y);  // a fire on the way is taken
      if (next >= 0) {
        c.siren = 1;
        fireEngineSetDestination(s, id, next);
      } else if (atEnd) {
        t.state = fes::kDismissed;
        gameEmit(s, EventId::FireEngineArrivedHome, EventValue{t.car});
      }
      break;
    }
    case fes::kGiveUp:
    case fes::kGiveUpWall:
      giveUp(s, t);
      break;
    case fes::kDismissed:
      break;
    default:
      break;
  }
}

}  // namespace

// Sentinel_DriveCar (ours) and FireEngine_Update 0x42f460 for every fire engine
void fireEnginesUpdate(GameState& s) {
  for (int i = 0; i < kSentinels; ++i) {
    Sentinel& t = s.fire.sentinels[size_t(i)];
    if (t.kind != kSentinelKindPolice || t.car < 0) continue;
    if (t.state == fes::kDismissed) {
      const Car& c = s.entities.cars[size_t(t.car)];
      if (!onAnyScreen(s, c.sprite.x, c.sprite.y)) {  // removed once off screen
        fireEngineRemove(s, i);
        continue;
      }
    }
    fireEngineUpdate(s, i);
  }
}

}  // namespace gta
