// SPDX-License-Identifier: GPL-3.0-or-later
// Pinned pictures of the game views (a test renders fixed states, one per object kind, both
// views, and pins each image's hash). Each state is the grass test
// map with the player's tank (or the vehicle of the case) in cell (40, 60) and the object of
// the case beside it, stepped one frame (the view pass sets the camera and the area), then
// drawn as the whole 640 x 480 screen top-down and in the 3D view. The hash is XXH3 (StateHasher)
// of the size and the pixels.
//
// On a mismatch the test writes the picture to <temp>/retrosim-render-hashes/<case>.png,
// names it and prints the new table line; RETROSIM_UPDATE_RENDER_HASHES=1 prints the whole
// new table to paste below (and fails nothing); RETROSIM_RENDER_PNG_DIR=DIR writes every
// picture to DIR (and its middle, 3 times, as *_zoom.png).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "core/hash.hpp"
#include "image_hash.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/shapes.hpp"
#include "rf/data/terrain.hpp"
#include "rf/sim/debris.hpp"
#include "rf/sim/drone.hpp"
#include "rf/sim/expl.hpp"
#include "rf/sim/flag.hpp"
#include "rf/sim/gate.hpp"
#include "rf/sim/man.hpp"
#include "rf/sim/stay.hpp"
#include "rf/sim/sub.hpp"
#include "rf/sim/turret.hpp"
#include "rf/sim/vehicle/vehicle_test_util.hpp"
#include "rf/sim/vehicle_spawn.hpp"
#include "rf/sim/weapon.hpp"
#include "view/rf_frame_render.hpp"

namespace rf::test {
namespace {

constexpr int kCx = 40;  // the vehicle's cell
constexpr int kCy = 60;

Fixed px(int p) {
  return core::px(p);
}
int32_t cellIndex(int x, int y) {
  return y * kMapCells + x;
}

Obj& tank(Game& g) {
  return spawnVehicle(g.mutableState(), VehicleType::Tank, 0, centre(kCx), centre(kCy), 0);
}

// A BNO in its three looks side by side north-east of the tank: intact (full hit points),
// damaged (1 hit point) and destroyed (the BNO its destruction leaves).
// The enemy's (team 1) unless `team` says otherwise (2: neutral).
void threeLooks(Game& g, Bno b, uint32_t terrain = kGrass, uint32_t team = 1) {
  tank(g);
  const uint32_t id = bnoId(b);
  const BnoDef& d = bnoDef(id);
  Sim& sim = g.mutableState();
  sim.world.setCell(kCx - 2, kCy - 2, cell::make(terrain, id, team, cell::hpFromStrength(d.strength)));
  sim.world.setCell(kCx, kCy - 2, cell::make(terrain, id, team, 1));
  sim.world.setCell(kCx + 2, kCy - 2, cell::make(terrain, d.destroyedBno, team, 1));
  stepFrames(g, 1);
}

void vehicleCase(Game& g, VehicleType type) {
  spawnVehicle(g.mutableState(), type, 0, centre(kCx), centre(kCy), 0x80000);  // heading 45 degrees
  stepFrames(g, 1);
}

void projectile(Game& g, int32_t type, int32_t pitch) {
  Obj& t = tank(g);
  stepFrames(g, 1);
  ProjectileLaunch l;
  l.type = type;
  l.x = t.x + px(20);
  l.y = t.y - px(30);
  l.z = px(12);
  l.heading = 0x100000;
  l.pitch = pitch;
  ASSERT_NE(fireProjectile(g.mutableState(), g.state().obj(t.slot()), l), kNoObj);
  stepFrames(g, 1);  // linked to its cell by its first update
}

struct RenderCase {
  const char* name;
  std::function<void(Game&)> build;
};

std::vector<RenderCase> renderCases() {
  return {
      {"tank", [](Game& g) { vehicleCase(g, VehicleType::Tank); }},
      {"tank_turret_turned",
       [](Game& g) {
         vehicleCase(g, VehicleType::Tank);
         g.mutableState().team[0].veh.turretYaw = 0x100000;  // 90 degrees right of the hull
       }},
      {"jeep", [](Game& g) { vehicleCase(g, VehicleType::Jeep); }},
      {"msv", [](Game& g) { vehicleCase(g, VehicleType::Msv); }},
      {"heli_airborne",
       [](Game& g) {
         vehicleCase(g, VehicleType::Heli);
         Sim& sim = g.mutableState();
         sim.obj(sim.team[0].vehicle).z = px(40);
         sim.team[0].veh.boatBlend = 0x60000;  // the rotor turned
       }},
      {"wreck",
       [](Game& g) {
         tank(g);
         g.spawn(ObjClass::DestroyedVehicle, 1, centre(kCx + 1), centre(kCy - 1), 0x40000,
                 static_cast<int32_t>(VehicleType::Msv));
         stepFrames(g, 1);
       }},
      {"hulks",
       [](Game& g) {
         tank(g);
         spawnStay(g.mutableState(), 1, centre(kCx + 1), centre(kCy - 1), 0, 0x40000,
                   static_cast<int32_t>(GfxId::TankHulk), 600, 60);
         spawnStay(g.mutableState(), 1, centre(kCx - 1), centre(kCy - 1), 0, 0x100000,
                   static_cast<int32_t>(GfxId::HeliHulk), 600, 60);
         stepFrames(g, 1);
       }},
      {"shell", [](Game& g) { projectile(g, 0, 0); }},
      {"heli_gun", [](Game& g) { projectile(g, 7, 0); }},
      {"heli_missile", [](Game& g) { projectile(g, 6, 0); }},
      {"msv_rocket", [](Game& g) { projectile(g, 8, 0); }},
      {"death_missile", [](Game& g) { projectile(g, 10, 0); }},
      {"grenade",
       [](Game& g) {
         tank(g);
         stepFrames(g, 1);
         ASSERT_NE(
             objCreate(g.mutableState(), ObjClass::Grenade, 1, centre(kCx + 1), centre(kCy - 1), px(10), 0),
             kNoObj);
         stepFrames(g, 1);
       }},
      {"explosions",
       [](Game& g) {
         tank(g);
         spawnExplosion(g.mutableState(), ExplId::Dust, centre(kCx + 2), centre(kCy - 1), 0);
         spawnExplosion(g.mutableState(), ExplId::DustBig, centre(kCx - 2), centre(kCy - 1), px(10));
         stepFrames(g, 1);
       }},
      {"explosion_young",  // the effects (view/rf_effects.hpp): a big blast just begun
       [](Game& g) {
         tank(g);
         spawnExplosion(g.mutableState(), ExplId::WreckTank, centre(kCx + 2), centre(kCy - 2), 0);
         stepFrames(g, 1);
       }},
      {"explosion_late",  // ... and at 3/4 of its frames: dark red, smoke rising
       [](Game& g) {
         tank(g);
         const ObjSlot e =
             spawnExplosion(g.mutableState(), ExplId::WreckTank, centre(kCx + 2), centre(kCy - 2), 0);
         stepFrames(g, 1);
         Obj& o = g.mutableState().obj(e);
         o.local[expl::kFrame] =
             core::kOne + explDesc(g.state(), ExplId::WreckTank)->frames * core::kOne * 3 / 4;
       }},
      {"flash_splash_dust",
       [](Game& g) {
         tank(g);
         spawnExplosion(g.mutableState(), ExplId::TankMuzzle, centre(kCx - 2), centre(kCy - 2), px(8));
         spawnExplosion(g.mutableState(), ExplId::SplashBig, centre(kCx), centre(kCy - 3), 0);
         spawnExplosion(g.mutableState(), ExplId::Dust, centre(kCx + 2), centre(kCy - 2), 0);
         stepFrames(g, 1);
       }},
      {"ruin_smoke",
       [](Game& g) {
         tank(g);
         const uint32_t ruin = bnoDef(bnoId(Bno::BldgS)).destroyedBno;
         g.mutableState().world.setCell(kCx + 2, kCy - 2, cell::make(kGrass, ruin, 1, 1));
         stepFrames(g, 1);
       }},
      {"debris",
       [](Game& g) {
         tank(g);
         DebrisBurst b;
         b.x = centre(kCx + 2);
         b.y = centre(kCy - 2);
         b.model = bnoModel(bnoId(Bno::BldgS));
         b.set = DebrisSetId::WreckLow;
         ASSERT_GT(spawnDebrisBurst(g.mutableState(), b), 0);
         stepFrames(g, 3);
       }},
      {"men",
       [](Game& g) {
         tank(g);
         for (int i = 0; i < 4; ++i)
           spawnMan(g.mutableState(), i & 1, centre(kCx + 1) + px(i * 8), centre(kCy - 2));
         stepFrames(g, 1);
       }},
      {"flag",
       [](Game& g) {
         tank(g);
         ASSERT_NE(flagSpawn(g.mutableState(), cellIndex(kCx + 1, kCy - 1), 1), kNoObj);
         stepFrames(g, 1);
       }},
      {"mines",
       [](Game& g) {
         tank(g);
         spawnMine(g.mutableState(), 0, centre(kCx + 1), centre(kCy - 1));  // own: shown
         spawnMine(g.mutableState(), 1, centre(kCx - 1), centre(kCy - 1));  // the enemy's: not
         stepFrames(g, 1);
       }},
      {"gate_closed",
       [](Game& g) {
         tank(g);
         putBno(g, kCx, kCy - 2, bnoId(Bno::GateH), kGrass, 0);
         stepFrames(g, 1);
       }},
      {"gate_open",
       [](Game& g) {
         Obj& t = tank(g);
         putBno(g, kCx, kCy - 2, bnoId(Bno::GateH), kGrass, 0);
         const ObjSlot s = spawnGate(g.mutableState(), cellIndex(kCx, kCy - 2), t);
         ASSERT_NE(s, kNoObj);
         stepFrames(g, 1);
         g.mutableState().obj(s).local[kGateOpening] = kGateOpen;
       }},
      {"turret_awake",
       [](Game& g) {
         Obj& t = tank(g);
         putBno(g, kCx + 2, kCy - 2, bnoId(Bno::Tower), kGrass, 1);
         putBno(g, kCx - 2, kCy - 2, bnoId(Bno::LargeTower), kGrass, 1);
         const ObjSlot a = activateTurret(g.mutableState(), cellIndex(kCx + 2, kCy - 2), t.slot());
         ASSERT_NE(a, kNoObj);
         stepFrames(g, 1);
         g.mutableState().obj(a).heading = 0x280000;  // aimed south-west
       }},
      {"drone",
       [](Game& g) {
         Obj& t = tank(g);
         dronePoolSetup(g.mutableState(), 1);
         const ObjSlot d = spawnDrone(g.mutableState(), t.slot());
         ASSERT_NE(d, kNoObj);
         stepFrames(g, 1);
         Obj& o = g.mutableState().obj(d);
         objUnlinkCell(g.mutableState(), d);  // brought beside the tank
         o.x = centre(kCx + 2);
         o.y = centre(kCy - 1);
         o.heading = 0x300000;
         objLinkCell(g.mutableState(), d);
       }},
      {"sub_surfaced",
       [](Game& g) {
         tank(g);
         paintColumn(g, kCx + 3, kCy - 3, kCy + 3, kDeep);
         paintColumn(g, kCx + 4, kCy - 3, kCy + 3, kDeep);
         stepFrames(g, 1);
         // surfaced in the water east of the tank (its update would dive it: no step)
         const ObjSlot s = spawnSub(g.mutableState());
         ASSERT_NE(s, kNoObj);
         Obj& o = g.mutableState().obj(s);
         objUnlinkCell(g.mutableState(), s);
         o.x = centre(kCx + 3) + px(16);
         o.y = centre(kCy);
         o.local[kSubFrame] = 0x14 << 16;
         objLinkCell(g.mutableState(), s);
       }},
      {"building_looks", [](Game& g) { threeLooks(g, Bno::BldgS); }},
      {"tower_looks", [](Game& g) { threeLooks(g, Bno::Tower); }},
      {"wall_looks", [](Game& g) { threeLooks(g, Bno::WallH); }},
      {"bridge_looks",
       [](Game& g) {
         for (int x = kCx - 3; x <= kCx + 3; ++x) paintColumn(g, x, kCy - 3, kCy - 1, kShallow);
         threeLooks(g, Bno::BrigeH, kShallow, 2);
       }},
      {"fuel_looks", [](Game& g) { threeLooks(g, Bno::FuelS); }},
      {"bush_looks", [](Game& g) { threeLooks(g, Bno::Bush1S, kGrass, 2); }},
      {"terrain_kinds",
       [](Game& g) {  // a coast north of the tank (deep, shallow, the shore), a road, dry land, a pad
         tank(g);
         World& w = g.mutableState().world;
         for (int x = kCx - 9; x <= kCx + 9; ++x) {
           w.setCell(x, kCy - 5, cell::make(2));
           w.setCell(x, kCy - 4, cell::make(1));
           w.setCell(x, kCy - 3, cell::make(8));   // shore: water N
           w.setCell(x, kCy + 3, cell::make(73));  // road E-W
         }
         w.setCell(kCx + 5, kCy - 5, cell::make(44));  // a shallow box in the deep
         w.setCell(kCx - 9, kCy - 3, cell::make(10));  // island corner
         w.setCell(kCx, kCy + 3, cell::make(76));      // a crossing
         w.setCell(kCx, kCy + 4, cell::make(79));      // the road on south (N-S)
         for (int x = kCx - 7; x <= kCx - 4; ++x) w.setCell(x, kCy, cell::make(3));  // dry land
         w.setCell(kCx - 3, kCy, cell::make(52));
         w.setCell(kCx + 4, kCy, cell::make(homePadTerrain(0)));
         stepFrames(g, 1);
       }},
  };
}

// name/view -> hash (16 hex digits). Regenerate with RETROSIM_UPDATE_RENDER_HASHES=1.
const std::map<std::string, std::string> kPinned = {
    {"tank/topdown", "78e1652f06dd57b0"},
    {"tank/3d", "ccb27b89bbdf63d6"},
    {"tank_turret_turned/topdown", "65f433465e5f80a5"},
    {"tank_turret_turned/3d", "05ffaf1bf4922b75"},
    {"jeep/topdown", "d01be1f4f8fb0425"},
    {"jeep/3d", "78b63a253b72bba2"},
    {"msv/topdown", "b4759650cb8ecc34"},
    {"msv/3d", "78b7d09943144a20"},
    {"heli_airborne/topdown", "0b583852c1797495"},
    {"heli_airborne/3d", "ab0e90b66ee6732f"},
    {"wreck/topdown", "87c91d0668e2b297"},
    {"wreck/3d", "97efce130e167557"},
    {"hulks/topdown", "57406ef6c7d8fdad"},
    {"hulks/3d", "455b1078a60be33c"},
    {"shell/topdown", "c742ccad88a75b14"},
    {"shell/3d", "22b8a51197e8a57c"},
    {"heli_gun/topdown", "c742ccad88a75b14"},
    {"heli_gun/3d", "db48731c599d5ea8"},
    {"heli_missile/topdown", "325cc3579e6d15bd"},
    {"heli_missile/3d", "67bf020ed0c566c3"},
    {"msv_rocket/topdown", "dc34f599767f0165"},
    {"msv_rocket/3d", "759b05866c089b34"},
    {"death_missile/topdown", "b6c070b4dda09481"},
    {"death_missile/3d", "47028fa9f5abc93d"},
    {"grenade/topdown", "3d07ef5195ffaf0c"},
    {"grenade/3d", "7fae1a9e4868549b"},
    {"explosions/topdown", "10fe7e0a40d58dbf"},
    {"explosions/3d", "a21f4a89577b71ed"},
    {"explosion_young/topdown", "50cb176a18b62c69"},
    {"explosion_young/3d", "2b910abc39ff33a3"},
    {"explosion_late/topdown", "106ff8527666d840"},
    {"explosion_late/3d", "4fc99a3fcb7d515c"},
    {"flash_splash_dust/topdown", "39d96feebf962c6a"},
    {"flash_splash_dust/3d", "a316d45d4aebf63d"},
    {"ruin_smoke/topdown", "a7c4a183d8db26e6"},
    {"ruin_smoke/3d", "a752e281941c99c1"},
    {"debris/topdown", "2c9cb0297c1b4ffd"},
    {"debris/3d", "eb4c976f6890fa06"},
    {"men/topdown", "e465867fa7075a92"},
    {"men/3d", "59d0de987df7fddf"},
    {"flag/topdown", "fcf15387da4416df"},
    {"flag/3d", "db4a6909772781b0"},
    {"mines/topdown", "82ac7aaccf19974f"},
    {"mines/3d", "5fe22ed54adf5287"},
    {"gate_closed/topdown", "092e21a0b36b735a"},
    {"gate_closed/3d", "5c183f4402eb77ef"},
    {"gate_open/topdown", "00b80a755c442a99"},
    {"gate_open/3d", "838d6391fe9db1b0"},
    {"turret_awake/topdown", "7286d9d80acd59f2"},
    {"turret_awake/3d", "f7bcab03965dea4b"},
    {"drone/topdown", "0cbb6abb73e56f6d"},
    {"drone/3d", "f76489efaa8fdb05"},
    {"sub_surfaced/topdown", "27df90dd50b6a186"},
    {"sub_surfaced/3d", "447f919d248bcdb5"},
    {"building_looks/topdown", "93277a0b33903b77"},
    {"building_looks/3d", "7165db58ac429695"},
    {"tower_looks/topdown", "194b52e185025413"},
    {"tower_looks/3d", "cee61cd667d2e794"},
    {"wall_looks/topdown", "7763f779f3d992bf"},
    {"wall_looks/3d", "41cb9945ffabbca6"},
    {"bridge_looks/topdown", "dedf0d031208ad14"},
    {"bridge_looks/3d", "eda5cd666cbdd107"},
    {"fuel_looks/topdown", "5a3703bd2a7f8e48"},
    {"fuel_looks/3d", "218a5e5c48dde5c8"},
    {"bush_looks/topdown", "3dd5b97f55e95b77"},
    {"bush_looks/3d", "bb27f5818926adc2"},
    {"terrain_kinds/topdown", "421ed506b7d6beca"},
    {"terrain_kinds/3d", "7cf33151dca9bd36"},
};

using testutil::imageHash;

TEST(RfRenderHash, EveryObjectKindInBothViewsIsPinned) {
  const bool update = std::getenv("RETROSIM_UPDATE_RENDER_HASHES") != nullptr;
  const char* pngDir = std::getenv("RETROSIM_RENDER_PNG_DIR");
  const std::filesystem::path failDir = std::filesystem::temp_directory_path() / "retrosim-render-hashes";
  std::string table;
  for (const RenderCase& c : renderCases()) {
    Game g = vehicleGame();
    c.build(g);
    ASSERT_FALSE(::testing::Test::HasFatalFailure()) << c.name;
    ASSERT_TRUE(g.state().player[0].camera.drawn) << c.name;
    for (const view::RfViewStyle style : {view::RfViewStyle::TopDown, view::RfViewStyle::Perspective}) {
      view::RfFrameRenderOptions options;
      options.style = style;
      const core::Image img = view::renderRfScreen(g.state(), options);
      const std::string key =
          std::string(c.name) + (style == view::RfViewStyle::TopDown ? "/topdown" : "/3d");
      const std::string hash = imageHash(img);
      const std::string line = "    {\"" + key + "\", \"" + hash + "\"},\n";
      table += line;
      if (pngDir != nullptr) {
        std::string file = key;
        std::replace(file.begin(), file.end(), '/', '_');
        img.writePng((std::filesystem::path(pngDir) / (file + ".png")).string());
        core::Image zoom(240, 160);  // the middle of the view, 3 times
        zoom.blit(img, -200, -80, false);
        zoom.scaleNearest(3).writePng((std::filesystem::path(pngDir) / (file + "_zoom.png")).string());
      }
      if (update) continue;
      const auto it = kPinned.find(key);
      const std::string want = it == kPinned.end() ? "(not pinned)" : it->second;
      if (want != hash) {
        std::filesystem::create_directories(failDir);
        std::string file = key;
        std::replace(file.begin(), file.end(), '/', '_');
        const std::filesystem::path png = failDir / (file + ".png");
        img.writePng(png.string());
        ADD_FAILURE() << key << ": hash " << hash << ", pinned " << want << "; the picture is "
                      << png.string() << "\nnew line:\n"
                      << line;
      }
    }
  }
  if (update) std::cout << "const std::map<std::string, std::string> kPinned = {\n" << table << "};\n";
}

}  // namespace
}  // namespace rf::test
