// SPDX-License-Identifier: GPL-3.0-or-later
// Where the Windows 95 edition's RFIRE.BIN keeps the tables retrosim reads (rf-maps.md,
// rf-simulation.md, docs/original-data.md): the supported build, the tables' virtual
// addresses and record sizes, and the function and data addresses a table may point at.
// The loader (original_tables.cpp) and the synthetic program of the tests share them.
#pragma once

#include <array>
#include <cstdint>
#include <utility>

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
// The bunker menu: one record per vehicle type, nav bytes up/down/left/right at +0..+3, the
// zoom script pointer at +0x20. designed: the record size (the notes give neither it nor the
// script's layout): 0x24, the smallest that holds +0x20.
inline constexpr uint32_t kBunkerMenu = 0x43f1d8;
inline constexpr uint32_t kMenuRecord = 0x24;
inline constexpr uint32_t kMenuZoomScript = 0x20;
// The loadout: team 0, team 1 at +0x14 (team +0xac..+0xbf); the mine stock at +0x10 (team +0xbc).
inline constexpr uint32_t kLoadout = 0x4438b8;
inline constexpr uint32_t kLoadoutRecord = 0x14;
inline constexpr uint32_t kLoadoutMines = 0x10;
// Tunables (one dword each).
inline constexpr uint32_t kDebrisGravityVa = 0x4546b0;
inline constexpr uint32_t kDebrisMaxFallVa = 0x4546b4;
inline constexpr uint32_t kCannonRaisedPitchVa = 0x44b174;
inline constexpr uint32_t kLaunchForwardTicksVa = 0x44b178;
// The debris programs: the table 0x454ee8 of DebrisDef pointers, in DebrisDefId order. designed:
// a table of pointers (the notes give the address; 0x454ee8..0x454f48, where the FWall
// descriptor starts, holds 24 dwords, too few for 13 programs in place); a DebrisDef is
// {rate, frames, fade} then steps of 8 dwords {op, from, to, arg x 5} up to op 0 (at most 8).
inline constexpr uint32_t kDebrisTable = 0x454ee8;
inline constexpr uint32_t kDebrisStepDwords = 8;
// The class descriptors (0x48 bytes): +0x00 id, +0x04 name, +0x30 prio, +0x44 class flags.
inline constexpr uint32_t kClassRecord = 0x48;
namespace cls {
inline constexpr uint32_t kId = 0x00, kName = 0x04, kPrio = 0x30, kFlags = 0x44;
inline constexpr uint32_t kMaxName = 31;
}  // namespace cls
// The explosion descriptors (11 dwords, read in place): [0] script, [1] labels, [2] graphic
// flags, [3] frames, [4] z-bias, [5] rate, [6] scale, [7] nverts, [8] verts, [9] nfaces,
// [10] faces (6 dwords: sprite, {first, last, fade, variant} bytes, 4 vertex indices).
inline constexpr uint32_t kExplDwords = 11;
inline constexpr uint32_t kExplFaceDwords = 6;
inline constexpr uint32_t kWreckExplosions = 0x44b0c8;  // 4 descriptor pointers by vehicle type
namespace expl {
inline constexpr uint32_t kScript = 0, kLabels = 1, kFlags = 2, kFrames = 3, kZBias = 4, kRate = 5,
                          kScale = 6, kNVerts = 7, kVerts = 8, kNFaces = 9, kFaces = 10;
// designed: how much of a script / label list is taken from the image (the descriptor has
// no length: the original interprets it in place); the section's end comes first when nearer.
inline constexpr uint32_t kMaxScript = 512;
inline constexpr uint32_t kMaxLabels = 16;
inline constexpr uint32_t kMaxVerts = 64;
inline constexpr uint32_t kMaxFaces = 32;
}  // namespace expl
// The descriptors the notes give an address for (the others stay designed).
inline constexpr auto kExplDescriptors = std::to_array<std::pair<ExplId, uint32_t>>({
    {ExplId::Dust, 0x453b58},
    {ExplId::Splash, 0x4539d0},
    {ExplId::Road, 0x453d80},
    {ExplId::HitObject, 0x453f80},
    {ExplId::HitStatic, 0x453ee0},
    {ExplId::DustBig, 0x453c58},
    {ExplId::SplashBig, 0x453a00},
    {ExplId::RoadBig, 0x453e48},
    {ExplId::Tower, 0x453228},
    {ExplId::BushCrushed, 0x4545d0},
    {ExplId::Sinking, 0x454300},
    {ExplId::Mine, 0x454470},
    {ExplId::Drone, 0x454098},
    {ExplId::TankMuzzle, 0x454550},
    {ExplId::MsvBackBlast, 0x4544f0},
    {ExplId::HeliMuzzle, 0x454580},
});

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

// The sound tables (emdzej/openrf docs/architecture.md §7; original_sound.hpp).
inline constexpr uint32_t kSampleTable = 0x43e550;  // 37 x 0x1c: +0 path, +4 flags, +0x18 index
inline constexpr uint32_t kSampleRecord = 0x1c;
inline constexpr int kSamples = 37;
inline constexpr uint32_t kSoundEvents = 0x43e960;  // 48 x 0x18
inline constexpr uint32_t kSoundEventRecord = 0x18;
inline constexpr int kSoundEventCount = 48;
inline constexpr uint32_t kMusicTracks = 0x443aa0;  // 18 x 0x2c
inline constexpr uint32_t kMusicTrackRecord = 0x2c;
inline constexpr int kMusicTrackCount = 18;
inline constexpr uint32_t kMusicOffsets = 0x44bf78;  // 32 byte offsets (26..31 DRUMS.WAV's)
inline constexpr int kMusicOffsetCount = 32;
inline constexpr int kDrumsTrack = 17;  // the track that plays DRUMS.WAV
// designed: the longest name / path read, the longest transition list (one per track).
inline constexpr size_t kMaxSoundName = 63;
inline constexpr int kMaxTransitions = 18;

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
