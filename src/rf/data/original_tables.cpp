// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/original_tables.hpp"

#include <array>
#include <string>
#include <vector>

#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"

namespace rf {
namespace {

using namespace rf::orig;

template <typename T, size_t N>
T pointer(const PeImage& img, const std::array<Pointer<T>, N>& list, uint32_t va, const std::string& what) {
  const uint32_t v = img.u32(va, what);
  std::string allowed;
  for (const auto& p : list) {
    if (p.address == v) return p.value;
    allowed += (allowed.empty() ? "" : ", ") + hexAddress(p.address);
  }
  throw LoadError(img.file(),
                  what + ": " + hexAddress(v) + " is not one of the documented addresses (" + allowed + ")");
}

// TILE_TABLE 0x452858: {u8 terrain, u8 object, u8 team, u8 handler} x 240.
void readTiles(const PeImage& img, DataTables& out) {
  img.require(kTileTableVa, kTileRecord * kTileTableSize, "the tile table");
  for (int i = 0; i < kTileTableSize; ++i) {
    const uint32_t r = kTileTableVa + static_cast<uint32_t>(i) * kTileRecord;
    TileEntry& e = out.tiles[static_cast<size_t>(i)];
    e.terrain = img.u8(r, "the tile table");
    e.object = img.u8(r + 1, "the tile table");
    e.team = img.u8(r + 2, "the tile table");
    const uint8_t h = img.u8(r + 3, "the tile table");
    if (h >= kTileHandlers) {
      throw LoadError(img.file(), tableField("tile table", kTileTableVa, i, 3) + ": handler " + std::to_string(h) +
                                      " is not in the handler table 0x452c18 (0..2)");
    }
    if (e.object >= kBnoCount) {
      throw LoadError(img.file(), tableField("tile table", kTileTableVa, i, 1) + ": object " +
                                      std::to_string(e.object) + " is not a BNO id (0.." +
                                      std::to_string(kBnoCount - 1) + ")");
    }
    e.handler = static_cast<TileHandler>(h);
  }
}

// OBJ table 0x451438: 91 x 0x38.
void readBnos(const PeImage& img, DataTables& out) {
  img.require(kBnoTableVa, kBnoRecord * kBnoCount, "the BNO table");
  for (int i = 0; i < kBnoCount; ++i) {
    const uint32_t r = kBnoTableVa + static_cast<uint32_t>(i) * kBnoRecord;
    auto at = [&](uint32_t off) { return tableField("BNO table", kBnoTableVa, i, off); };
    BnoDef& d = out.bnos[static_cast<size_t>(i)];
    const uint32_t id = img.u32(r + bno::kId, at(bno::kId));
    if (id != static_cast<uint32_t>(i)) {
      throw LoadError(img.file(),
                      at(bno::kId) + ": id " + std::to_string(id) + ", expected " + std::to_string(i));
    }
    d.id = static_cast<uint8_t>(id);
    const uint32_t name = img.u32(r + bno::kName, at(bno::kName));
    std::string& s = out.bnoNames[static_cast<size_t>(i)];
    s = name == 0 ? std::string() : img.cString(name, bno::kMaxName, at(bno::kName) + " name");
    d.name = s;
    const uint32_t gfx = img.u32(r + bno::kGraphics, at(bno::kGraphics));
    if (gfx != 0) img.require(gfx, 1, at(bno::kGraphics) + " graphics " + hexAddress(gfx));
    d.hasGraphics = gfx != 0;
    d.flags = img.u32(r + bno::kFlags, at(bno::kFlags));
    d.terrainOverride = img.u8(r + bno::kTerrain, at(bno::kTerrain));
    d.strength = img.u8(r + bno::kStrength, at(bno::kStrength));
    d.onDestroy = pointer(img, kBnoDestroyHooks, r + bno::kDestroyHook, at(bno::kDestroyHook));
    d.destroyedTerrain = img.u8(r + bno::kDestroyedTerrain, at(bno::kDestroyedTerrain));
    d.destroyedBno = img.u8(r + bno::kDestroyedBno, at(bno::kDestroyedBno));
    if (d.destroyedBno >= kBnoCount) {
      throw LoadError(img.file(), at(bno::kDestroyedBno) + ": destroyed state " +
                                      std::to_string(d.destroyedBno) + " is not a BNO id (0.." +
                                      std::to_string(kBnoCount - 1) + ")");
    }
    const uint32_t radar = img.u32(r + bno::kRadar, at(bno::kRadar));
    d.radarTeam0 = static_cast<uint16_t>(radar & 0xffff);
    d.radarOther = static_cast<uint16_t>(radar >> 16);
    // not read: the touch handler, damageable, armour and mult (no offset in the notes)
  }
}

// The descriptor pointer table 0x44afc8 -> 0xb8 dwords each.
void readVehicles(const PeImage& img, DataTables& out) {
  img.require(kVehiclePointers, 4 * kVehicleTypes, "the vehicle descriptor pointers");
  for (int t = 0; t < kVehicleTypes; ++t) {
    const uint32_t slot = kVehiclePointers + 4 * static_cast<uint32_t>(t);
    const std::string ptrWhere =
        tableField("vehicle descriptor pointers", kVehiclePointers, t, 4 * static_cast<uint32_t>(t));
    const uint32_t base = img.u32(slot, ptrWhere);
    const uint32_t expected = kVehicleDescriptors[static_cast<size_t>(t)];
    if (base != expected) {
      throw LoadError(img.file(), ptrWhere + ": " + hexAddress(base) + " is not the documented descriptor " +
                                      hexAddress(expected));
    }
    img.require(base, 4 * kVehicleDwords, "the vehicle descriptor " + hexAddress(base));
    auto at = [&](uint32_t dword) {
      return std::string("the vehicle descriptor ") + hexAddress(base) + " (" +
             vehicleTypeName(static_cast<VehicleType>(t)) + ") [" + hexAddress(dword) + "]";
    };
    auto dw = [&](uint32_t dword) { return img.i32(base + 4 * dword, at(dword)); };
    VehicleDef& v = out.vehicles[static_cast<size_t>(t)];
    v.launch = pointer(img, kLaunchHooks, base + 4 * veh::kLaunch, at(veh::kLaunch));
    v.move = pointer(img, kMoveFns, base + 4 * veh::kMove, at(veh::kMove));
    v.armour = dw(veh::kArmour);
    v.hp = dw(veh::kHp);
    v.water = pointer(img, kWaterHooks, base + 4 * veh::kWater, at(veh::kWater));
    v.camera31 = dw(veh::kCamera31);
    for (int i = 0; i < kCameraACount; ++i)
      v.cameraA[static_cast<size_t>(i)] = dw(veh::kCameraA + static_cast<uint32_t>(i));
    v.sinkDepth = dw(veh::kSinkDepth);
    v.unk57 = dw(veh::kUnk57);
    v.maxFwd = dw(veh::kMaxFwd);
    v.maxRev = dw(veh::kMaxRev);
    v.accel = dw(veh::kAccel);
    v.friction = dw(veh::kFriction);
    v.turn = dw(veh::kTurn);
    v.fuel = dw(veh::kFuel);
    v.unk91 = dw(veh::kUnk91);
    v.unk92 = dw(veh::kUnk92);
    v.dockRadius = dw(veh::kDockRadius);
    v.dock = pointer(img, kDockHooks, base + 4 * veh::kDock, at(veh::kDock));
    v.respawnDelay = dw(veh::kRespawn);
    v.unk99 = dw(veh::kUnk99);
    v.droneBox = {dw(veh::kDroneBox), dw(veh::kDroneBox + 1)};
    for (uint32_t i = 0; i < 3; ++i) v.unkA3[i] = dw(veh::kUnkA3 + i);
    v.enemyArrow = dw(veh::kEnemyArrow) != 0;
    for (uint32_t i = 0; i < 4; ++i) v.unkA7[i] = dw(veh::kUnkA7 + i);
    for (uint32_t i = 0; i < kCameraBCount; ++i) v.cameraB[i] = dw(veh::kCameraB + i);
    // not read: name, gfx, the models [0x52..0x58], the fire functions [0x5f..0x61] (TireOut /
    // TireIn have no address in the notes), the weapon slots (no offset), the engine sound
    // [0x90] and the music [0xaf] (their encodings are not in the notes)
  }
}

// proj_types 0x450a78: 12 x 0x3c.
void readProjectiles(const PeImage& img, DataTables& out) {
  img.require(kProjectileTable, kProjectileRecord * kProjectileTypes, "the projectile types");
  for (int i = 0; i < kProjectileTypes; ++i) {
    const uint32_t r = kProjectileTable + static_cast<uint32_t>(i) * kProjectileRecord;
    auto at = [&](uint32_t off) { return tableField("projectile types", kProjectileTable, i, off); };
    ProjectileType& p = out.projectiles[static_cast<size_t>(i)];
    const uint32_t cls = img.u32(r + proj::kClass, at(proj::kClass));
    if (cls != static_cast<uint32_t>(ProjClass::Missle) && cls != static_cast<uint32_t>(ProjClass::Tracer) &&
        cls != static_cast<uint32_t>(ProjClass::DeathMissle)) {
      throw LoadError(img.file(), at(proj::kClass) + ": class " + std::to_string(cls) +
                                      " is not a projectile class (0 Missle, 7 TRACER, 16 Death Missle)");
    }
    p.cls = static_cast<ProjClass>(cls);
    const uint32_t flags = img.u32(r + proj::kFlags, at(proj::kFlags));
    if (flags > 0xff) {
      throw LoadError(img.file(), at(proj::kFlags) + ": flags " + hexAddress(flags) + " outside 0..0xff");
    }
    // The CD keeps our fixes: kProjOwnFlags (kProjExactAim: the turret's TRACER and shell
    // fly the gun's exact aim, no blind bands) are retrosim's bits, not the original's (the
    // notes know bits 1 and 2), so they are kept from the designed row the set starts from and
    // the original's own bits taken from the table (docs/original-data.md).
    p.flags = static_cast<uint8_t>((flags & ~uint32_t{kProjOwnFlags}) | (p.flags & kProjOwnFlags));
    p.speed = img.i32(r + proj::kSpeed, at(proj::kSpeed));
    p.impact = pointer(img, kImpacts, r + proj::kImpact, at(proj::kImpact));
    p.damage = img.i32(r + proj::kDamage, at(proj::kDamage));
    p.gravity = img.i32(r + proj::kGravity, at(proj::kGravity));
    p.expl = pointer(img, kExplTables, r + proj::kExplTable, at(proj::kExplTable));
    p.life = img.u8(r + proj::kLife, at(proj::kLife));
    p.frames = img.u8(r + proj::kFrames, at(proj::kFrames));
    p.period = img.u8(r + proj::kPeriod, at(proj::kPeriod));
    p.waterRadius = img.u8(r + proj::kWaterRadius, at(proj::kWaterRadius));
    // not read: the launch sound +0x18, the model +0x2c and the shadow +0x30 (pointers whose
    // targets have no retrosim id in the notes)
  }
}

// 0x450a48 / 0x450a60: the explosion descriptor of each hit kind.
void readExplTables(const PeImage& img, DataTables& out) {
  const std::array<uint32_t, 2> tables{kExplSmallTable, kExplBigTable};
  for (size_t t = 0; t < tables.size(); ++t) {
    img.require(tables[t], 4 * kHitKinds, "the explosion table " + hexAddress(tables[t]));
    for (int k = 0; k < kHitKinds; ++k) {
      out.explByHitKind[t][static_cast<size_t>(k)] =
          pointer(img, kHitExplosions, tables[t] + 4 * static_cast<uint32_t>(k),
                  tableField("explosion table", tables[t], k, 4 * static_cast<uint32_t>(k)));
    }
  }
}

// The bunker menu 0x43f1d8: per vehicle type the nav bytes up/down/left/right (+0..+3, each a
// vehicle type) and the zoom script pointer +0x20 (must point into the image; its steps are
// not read: their layout is not in the notes, the designed kZoomScript stays).
void readBunkerMenu(const PeImage& img, DataTables& out) {
  img.require(kBunkerMenu, kMenuRecord * kVehicleTypes, "the bunker menu");
  for (int t = 0; t < kVehicleTypes; ++t) {
    const uint32_t r = kBunkerMenu + static_cast<uint32_t>(t) * kMenuRecord;
    std::array<uint8_t, 4> nav{};
    for (uint32_t d = 0; d < nav.size(); ++d) {
      nav[d] = img.u8(r + d, tableField("bunker menu", kBunkerMenu, t, d));
      if (nav[d] >= kVehicleTypes) {
        throw LoadError(img.file(), tableField("bunker menu", kBunkerMenu, t, d) + ": nav byte " +
                                        std::to_string(nav[d]) + " is not a vehicle type (0..3)");
      }
    }
    out.menuGrid[static_cast<size_t>(t)] = MenuCell{nav[0], nav[1], nav[2], nav[3]};
    const std::string at = tableField("bunker menu", kBunkerMenu, t, kMenuZoomScript);
    const uint32_t script = img.u32(r + kMenuZoomScript, at);
    if (script == 0 || !img.contains(script, 4)) {
      throw LoadError(img.file(), at + ": the zoom script " + hexAddress(script) + " is not in the image");
    }
  }
}

// The loadout 0x4438b8 (team 1 +0x14): the mine stock +0x10 (team +0xbc).
void readLoadout(const PeImage& img, DataTables& out) {
  img.require(kLoadout, kLoadoutRecord * kLoadoutTeams, "the loadout");
  for (int t = 0; t < kLoadoutTeams; ++t) {
    const uint32_t r = kLoadout + static_cast<uint32_t>(t) * kLoadoutRecord;
    const std::string at = tableField("loadout", kLoadout, t, kLoadoutMines);
    const uint32_t mines = img.u32(r + kLoadoutMines, at);
    if (mines > 0xff) {
      throw LoadError(img.file(), at + ": mine stock " + std::to_string(mines) + " outside 0..255");
    }
    out.loadout[static_cast<size_t>(t)].mines = static_cast<int32_t>(mines);
    // not read: the stock +0x00 (FUN_004320c0 always replaces it), the controller scheme +0x04
    // (the player's choice)
  }
}

// Single dwords at their addresses.
void readTunables(const PeImage& img, DataTables& out) {
  auto value = [&](uint32_t va, const char* name, int32_t lo, int32_t hi) {
    const std::string at = std::string("the tunable ") + name + " " + hexAddress(va);
    const int32_t v = img.i32(va, at);
    if (v < lo || v > hi) {
      throw LoadError(img.file(), at + ": " + std::to_string(v) + " outside " + std::to_string(lo) + ".." +
                                      std::to_string(hi));
    }
    return v;
  };
  Tunables& t = out.tunables;
  t.debrisGravity = value(kDebrisGravityVa, "debris gravity", 0, 0x100000);
  t.debrisMaxFall = value(kDebrisMaxFallVa, "debris fall speed", -0x1000000, 0);
  t.cannonRaisedPitch = value(kCannonRaisedPitchVa, "raised shot pitch", 0, 0x3fffff);
  t.launchForwardTicks = value(kLaunchForwardTicksVa, "launch forward ticks", 0, 10000);
}

// The debris program pointers 0x454ee8 -> DebrisDef {rate, frames, fade, steps of 8 dwords}.
void readDebrisPrograms(const PeImage& img, DataTables& out) {
  img.require(kDebrisTable, 4 * kDebrisDefs, "the debris programs");
  for (int i = 0; i < kDebrisDefs; ++i) {
    const std::string ptrAt = tableField("debris programs", kDebrisTable, i, 4 * static_cast<uint32_t>(i));
    const uint32_t base = img.u32(kDebrisTable + 4 * static_cast<uint32_t>(i), ptrAt);
    constexpr uint32_t kHead = 3 * 4;
    if (!img.contains(base, kHead)) {
      throw LoadError(img.file(), ptrAt + ": the program " + hexAddress(base) + " is not in the image");
    }
    auto at = [&](uint32_t off) {
      return std::string("the debris program ") + hexAddress(base) + " (" + std::to_string(i) + ") +" +
             hexAddress(off);
    };
    DebrisDef d;
    d.rate = img.i32(base, at(0));
    d.frames = img.i32(base + 4, at(4));
    d.fade = img.i32(base + 8, at(8));
    for (uint32_t k = 0; k < kDebrisSteps; ++k) {
      const uint32_t st = base + kHead + 4 * kDebrisStepDwords * k;
      const uint32_t op = img.u32(st, at(st - base));
      if (op >= static_cast<uint32_t>(kDebrisOps)) {
        throw LoadError(img.file(), at(st - base) + ": op " + std::to_string(op) +
                                        " is not a debris op (0.." + std::to_string(kDebrisOps - 1) + ")");
      }
      if (op == 0) break;  // the end of the steps
      DebrisStep& s = d.steps[k];
      s.op = static_cast<DebrisOp>(op);
      s.from = img.i32(st + 4, at(st + 4 - base));
      s.to = img.i32(st + 8, at(st + 8 - base));
      for (uint32_t a = 0; a < s.arg.size(); ++a)
        s.arg[a] = img.i32(st + 12 + 4 * a, at(st + 12 + 4 * a - base));
    }
    out.debris[static_cast<size_t>(i)] = d;
  }
}

// The class descriptors at their addresses: id, name, priority, class flags.
void readClasses(const PeImage& img, DataTables& out) {
  for (size_t i = 0; i < out.classes.size(); ++i) {
    ClassRecord& c = out.classes[i];
    if (c.address == 0) continue;  // a slot without a descriptor
    const uint32_t base = c.address;
    img.require(base, kClassRecord, "the class descriptor " + hexAddress(base));
    auto at = [&](uint32_t off) {
      return std::string("the class descriptor ") + hexAddress(base) + " (" + std::string(c.name) + ") +" +
             hexAddress(off);
    };
    const int32_t id = img.i32(base + cls::kId, at(cls::kId));
    if (id != c.id) {
      throw LoadError(img.file(),
                      at(cls::kId) + ": id " + std::to_string(id) + ", expected " + std::to_string(c.id));
    }
    const uint32_t name = img.u32(base + cls::kName, at(cls::kName));
    std::string& s = out.classNames[i];
    s = name == 0 ? std::string() : img.cString(name, cls::kMaxName, at(cls::kName) + " name");
    c.name = s;
    c.prio = img.i32(base + cls::kPrio, at(cls::kPrio));
    c.cflags = img.u32(base + cls::kFlags, at(cls::kFlags));
    // not read: the hooks (+0x08..+0x2c, +0x34..+0x3c: retrosim's own functions), the graphic
    // +0x14 and the shadow +0x40 (no retrosim id for their targets in the notes)
  }
}

// The bytes from va to the end of its section, at most n ("in place": no length is stored).
std::vector<uint8_t> bytesInPlace(const PeImage& img, uint32_t va, uint32_t n, const std::string& what) {
  std::vector<uint8_t> b;
  while (b.size() < n && img.contains(va + static_cast<uint32_t>(b.size()), 1))
    b.push_back(img.u8(va + static_cast<uint32_t>(b.size()), what));
  return b;
}

// One explosion descriptor at `base` into out.explosions[id] (its storage in out.explStorage).
void readExplDescriptor(const PeImage& img, DataTables& out, ExplId id, uint32_t base) {
  img.require(base, 4 * kExplDwords, "the explosion descriptor " + hexAddress(base));
  auto at = [&](uint32_t dword) {
    return std::string("the explosion descriptor ") + hexAddress(base) + " [" + std::to_string(dword) + "]";
  };
  auto dw = [&](uint32_t dword) { return img.u32(base + 4 * dword, at(dword)); };
  auto fail = [&](uint32_t dword, const std::string& what) {
    throw LoadError(img.file(), at(dword) + ": " + what);
  };
  DataTables::ExplStorage& st = out.explStorage[static_cast<size_t>(id)];
  ExplDesc d;
  const uint32_t script = dw(expl::kScript);
  if (script == 0 || !img.contains(script, 1))
    fail(expl::kScript, "the script " + hexAddress(script) + " is not in the image");
  st.script = bytesInPlace(img, script, expl::kMaxScript, at(expl::kScript));
  const uint32_t labels = dw(expl::kLabels);
  st.labels.clear();
  if (labels != 0) {
    if (!img.contains(labels, 4))
      fail(expl::kLabels, "the labels " + hexAddress(labels) + " are not in the image");
    for (uint32_t k = 0; k < expl::kMaxLabels && img.contains(labels + 4 * k, 4); ++k)
      st.labels.push_back(img.i32(labels + 4 * k, at(expl::kLabels)));
  }
  d.gfxFlags = dw(expl::kFlags);
  d.frames = static_cast<int32_t>(dw(expl::kFrames));
  if (d.frames < 1) fail(expl::kFrames, "frames " + std::to_string(d.frames) + ", expected 1 or more");
  d.zBias = static_cast<int32_t>(dw(expl::kZBias));
  d.rate = static_cast<int32_t>(dw(expl::kRate));
  if (d.rate <= 0)
    fail(expl::kRate, "frame rate " + hexAddress(static_cast<uint32_t>(d.rate)) + ", expected > 0");
  d.scale = static_cast<int32_t>(dw(expl::kScale));
  const uint32_t nverts = dw(expl::kNVerts);
  if (nverts > expl::kMaxVerts) fail(expl::kNVerts, std::to_string(nverts) + " vertices, expected 0..64");
  const uint32_t verts = dw(expl::kVerts);
  st.verts.clear();
  if (nverts > 0) {
    img.require(verts, 12 * nverts, at(expl::kVerts) + " vertices " + hexAddress(verts));
    for (uint32_t k = 0; k < nverts; ++k) {
      const uint32_t v = verts + 12 * k;
      st.verts.push_back(core::Vec3{img.i32(v, at(expl::kVerts)), img.i32(v + 4, at(expl::kVerts)),
                                    img.i32(v + 8, at(expl::kVerts))});
    }
  }
  const uint32_t nfaces = dw(expl::kNFaces);
  if (nfaces > expl::kMaxFaces) fail(expl::kNFaces, std::to_string(nfaces) + " faces, expected 0..32");
  const uint32_t faces = dw(expl::kFaces);
  st.faces.clear();
  if (nfaces > 0) {
    img.require(faces, 4 * kExplFaceDwords * nfaces, at(expl::kFaces) + " faces " + hexAddress(faces));
    for (uint32_t k = 0; k < nfaces; ++k) {
      const uint32_t f = faces + 4 * kExplFaceDwords * k;
      const std::string fat = at(expl::kFaces) + " face " + std::to_string(k);
      ExplFace e;
      const uint32_t sprite = img.u32(f, fat);
      if (sprite > 0xffff)
        throw LoadError(img.file(), fat + ": sprite " + std::to_string(sprite) + " outside 0..65535");
      e.sprite = static_cast<uint16_t>(sprite);
      const uint32_t packed = img.u32(f + 4, fat);
      e.first = static_cast<uint8_t>(packed);
      e.last = static_cast<uint8_t>(packed >> 8);
      e.fade = static_cast<uint8_t>(packed >> 16);
      e.variant = static_cast<uint8_t>(packed >> 24);
      for (uint32_t v = 0; v < 4; ++v) {
        const uint32_t index = img.u32(f + 8 + 4 * v, fat);
        if (index >= nverts) {
          throw LoadError(img.file(),
                          fat + ": vertex " + std::to_string(index) + " of " + std::to_string(nverts));
        }
        e.v[v] = static_cast<uint8_t>(index);
      }
      st.faces.push_back(e);
    }
  }
  d.script = st.script;
  d.labels = st.labels;
  d.verts = st.verts;
  d.faces = st.faces;
  out.explosions[static_cast<size_t>(id)] = d;
}

// The explosion descriptors the notes give an address for, and the wrecks' 0x44b0c8[type].
void readExplDescriptors(const PeImage& img, DataTables& out) {
  for (const auto& [id, address] : kExplDescriptors) readExplDescriptor(img, out, id, address);
  img.require(kWreckExplosions, 4 * kVehicleTypes, "the wreck explosions");
  for (int t = 0; t < kVehicleTypes; ++t) {
    const std::string at = tableField("wreck explosions", kWreckExplosions, t, 4 * static_cast<uint32_t>(t));
    const uint32_t base = img.u32(kWreckExplosions + 4 * static_cast<uint32_t>(t), at);
    if (!img.contains(base, 4 * kExplDwords)) {
      throw LoadError(img.file(), at + ": the descriptor " + hexAddress(base) + " is not in the image");
    }
    readExplDescriptor(img, out, static_cast<ExplId>(static_cast<int>(ExplId::WreckTank) + t), base);
  }
}

constexpr auto kReaders = std::to_array<OriginalTableReader>({
    {"tile table", kTileTableVa, &readTiles},
    {"BNO table", kBnoTableVa, &readBnos},
    {"vehicle descriptors", kVehiclePointers, &readVehicles},
    {"projectile types", kProjectileTable, &readProjectiles},
    {"explosion tables", kExplSmallTable, &readExplTables},
    {"bunker menu", kBunkerMenu, &readBunkerMenu},
    {"loadout", kLoadout, &readLoadout},
    {"tunables", kCannonRaisedPitchVa, &readTunables},
    {"debris programs", kDebrisTable, &readDebrisPrograms},
    {"class descriptors", 0x43fb10, &readClasses},
    {"explosion descriptors", 0x453228, &readExplDescriptors},
});

}  // namespace

std::span<const OriginalTableReader> originalTableReaders() {
  return kReaders;
}

}  // namespace rf
