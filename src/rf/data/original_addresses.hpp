// Where the Windows 95 edition's RFIRE.BIN keeps the tables retrosim reads (rf-maps.md,
// rf-simulation.md, docs/original-data.md): the supported build, the tables' virtual
// addresses and record sizes, and the function and data addresses a table may point at.
// The loader (original_tables.cpp) and the synthetic program of the tests share them.
#pragma once

#include <array>
#include <cstdint>

#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/projectile_types.hpp"
#include "rf/data/vehicle_defs.hpp"

namespace rf::orig {

// The supported build: Return Fire for Windows 95 (1996).
inline constexpr uint32_t kProgramSize = 431616;
inline constexpr uint32_t kProgramCrc32 = 0x64c49a1b;
inline constexpr uint32_t kImageBase = 0x400000;

// Tables: address, record size, count.
inline constexpr uint32_t kTileTableVa = 0x452858;  // {u8 terrain, object, team, handler} x 240
inline constexpr uint32_t kTileRecord = 4;
inline constexpr uint32_t kTileHandlers = 3;       // handler index into 0x452c18: 0 none, 1 pad, 2 flag site
inline constexpr uint32_t kBnoTableVa = 0x451438;  // 91 x 0x38
inline constexpr uint32_t kBnoRecord = 0x38;
inline constexpr uint32_t kVehiclePointers = 0x44afc8;  // 4 pointers, in VehicleType order
inline constexpr std::array<uint32_t, kVehicleTypes> kVehicleDescriptors{0x44b3a8, 0x44b690, 0x44b978,
                                                                         0x44bc60};
inline constexpr uint32_t kVehicleDwords = 0xb8;
inline constexpr uint32_t kProjectileTable = 0x450a78;  // 12 x 0x3c
inline constexpr uint32_t kProjectileRecord = 0x3c;
inline constexpr uint32_t kExplSmallTable = 0x450a48;  // 5 descriptor pointers by hit kind
inline constexpr uint32_t kExplBigTable = 0x450a60;
// Tables the notes locate that are not read yet (docs/original-data.md).
inline constexpr uint32_t kBunkerMenu = 0x43f1d8;
inline constexpr uint32_t kLoadout = 0x4438b8;

// A pointer value a table may hold and what it selects.
template <typename T>
struct Pointer {
  uint32_t address;
  T value;
};

// BNO +0x1c: what runs instead of BnoDestroy 0x417a00 (0 = BnoDestroy).
inline constexpr auto kBnoDestroyHooks = std::to_array<Pointer<BnoDestroyHook>>({
    {0, BnoDestroyHook::None},
    {0x423510, BnoDestroyHook::Tower},         // TowerDestroyed
    {0x424170, BnoDestroyHook::FlagBuilding},  // FlagBuildingDestroyed
    {0x41f9a0, BnoDestroyHook::Bridge},
});

// Vehicle [5] launch hook.
inline constexpr auto kLaunchHooks = std::to_array<Pointer<LaunchHookId>>({
    {0, LaunchHookId::None},
    {0x429f20, LaunchHookId::Tank},  // Tank_LaunchHook
    {0x42a410, LaunchHookId::Jeep},
    {0x42a250, LaunchHookId::Msv},
    {0x42b3c0, LaunchHookId::Heli},
});
// Vehicle [6] movement (0 = the default, the ground movement).
inline constexpr auto kMoveFns = std::to_array<Pointer<MoveFnId>>({
    {0, MoveFnId::Ground},
    {0x428ca0, MoveFnId::Ground},
    {0x42a670, MoveFnId::Jeep},
    {0x42abe0, MoveFnId::Heli},
});
// Vehicle [0x13] water hook.
inline constexpr auto kWaterHooks = std::to_array<Pointer<WaterHookId>>({
    {0, WaterHookId::None},
    {0x4299e0, WaterHookId::Ground},
});
// Vehicle [0x96] dock hook (0 = DockVehicleInBunker).
inline constexpr auto kDockHooks = std::to_array<Pointer<DockHookId>>({
    {0, DockHookId::None}, {0x42ab90, DockHookId::Jeep}, {0x42b600, DockHookId::Heli},  // the landing
});

// Projectile +0x1c impact.
inline constexpr auto kImpacts = std::to_array<Pointer<ProjImpact>>({
    {0, ProjImpact::None},
    {0x431100, ProjImpact::Explode},
});
// Projectile +0x34 explosion table.
inline constexpr auto kExplTables = std::to_array<Pointer<ExplTable>>({
    {kExplSmallTable, ExplTable::Small},
    {kExplBigTable, ExplTable::Big},
});
// The explosion descriptors of the two hit-kind tables.
inline constexpr auto kHitExplosions = std::to_array<Pointer<ExplId>>({
    {0x453b58, ExplId::Dust},
    {0x4539d0, ExplId::Splash},
    {0x453d80, ExplId::Road},
    {0x453f80, ExplId::HitObject},
    {0x453ee0, ExplId::HitStatic},
    {0x453c58, ExplId::DustBig},
    {0x453a00, ExplId::SplashBig},
    {0x453e48, ExplId::RoadBig},
});

// The address of a value (the first row that selects it); the synthetic program writes it.
template <typename T, size_t N>
constexpr uint32_t addressOf(const std::array<Pointer<T>, N>& list, T value) {
  for (const auto& p : list) {
    if (p.value == value) return p.address;
  }
  return 0xffffffffu;
}

// Vehicle descriptor dword indices read (rf-simulation.md §5).
namespace veh {
inline constexpr uint32_t kLaunch = 5, kMove = 6, kArmour = 9, kHp = 0xa, kWater = 0x13, kCamera31 = 0x31,
                          kCameraA = 0x3a, kSinkDepth = 0x56, kUnk57 = 0x57, kMaxFwd = 0x5a, kMaxRev = 0x5b,
                          kAccel = 0x5c, kFriction = 0x5d, kTurn = 0x5e, kFuel = 0x84, kUnk91 = 0x91,
                          kUnk92 = 0x92, kDockRadius = 0x95, kDock = 0x96, kRespawn = 0x98, kUnk99 = 0x99,
                          kDroneBox = 0x9f, kUnkA3 = 0xa3, kEnemyArrow = 0xa6, kUnkA7 = 0xa7, kCameraB = 0xb0;
}  // namespace veh

// BNO record offsets read (rf-maps.md "Object table").
namespace bno {
inline constexpr uint32_t kId = 0x00, kName = 0x04, kGraphics = 0x08, kFlags = 0x0c, kTerrain = 0x10,
                          kStrength = 0x11, kDestroyHook = 0x1c, kDestroyedTerrain = 0x30,
                          kDestroyedBno = 0x31, kRadar = 0x34;
inline constexpr uint32_t kMaxName = 63;
}  // namespace bno

// Projectile record offsets read (rf-simulation.md §6).
namespace proj {
inline constexpr uint32_t kClass = 0x00, kFlags = 0x08, kSpeed = 0x0c, kImpact = 0x1c, kDamage = 0x24,
                          kGravity = 0x28, kExplTable = 0x34, kLife = 0x38, kFrames = 0x39, kPeriod = 0x3a,
                          kWaterRadius = 0x3b;
}  // namespace proj

}  // namespace rf::orig
