#include "rf/data/original_tables.hpp"

#include <array>
#include <string>

#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"

namespace rf {
namespace {

using namespace rf::orig;

// "the BNO table 0x451438, record 49 +0x1c"
std::string where(const char* table, uint32_t base, int record, uint32_t offset) {
  return std::string("the ") + table + " " + hexAddress(base) + ", record " + std::to_string(record) + " +" +
         hexAddress(offset);
}

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
      throw LoadError(img.file(), where("tile table", kTileTableVa, i, 3) + ": handler " + std::to_string(h) +
                                      " is not in the handler table 0x452c18 (0..2)");
    }
    if (e.object >= kBnoCount) {
      throw LoadError(img.file(), where("tile table", kTileTableVa, i, 1) + ": object " +
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
    auto at = [&](uint32_t off) { return where("BNO table", kBnoTableVa, i, off); };
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
        where("vehicle descriptor pointers", kVehiclePointers, t, 4 * static_cast<uint32_t>(t));
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
    auto at = [&](uint32_t off) { return where("projectile types", kProjectileTable, i, off); };
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
    p.flags = static_cast<uint8_t>(flags);
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
                  where("explosion table", tables[t], k, 4 * static_cast<uint32_t>(k)));
    }
  }
}

constexpr auto kReaders = std::to_array<OriginalTableReader>({
    {"tile table", kTileTableVa, &readTiles},
    {"BNO table", kBnoTableVa, &readBnos},
    {"vehicle descriptors", kVehiclePointers, &readVehicles},
    {"projectile types", kProjectileTable, &readProjectiles},
    {"explosion tables", kExplSmallTable, &readExplTables},
});

}  // namespace

std::span<const OriginalTableReader> originalTableReaders() {
  return kReaders;
}

}  // namespace rf
