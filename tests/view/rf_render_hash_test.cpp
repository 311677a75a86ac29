// Pinned pictures of the game views (issue 12 "Done when": a test renders fixed states, one
// per object kind, both views, and pins each image's hash). Each state is the grass test
// map with the player's tank (or the vehicle of the case) in cell (40, 60) and the object of
// the case beside it, stepped one frame (the view pass sets the camera and the area), then
// drawn as the whole 640 x 480 screen top-down and tilted. The hash is XXH3 (StateHasher)
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
#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_ids.hpp"
#include "rf/data/model_ids.hpp"
#include "rf/data/shapes.hpp"
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
  };
}

// name/view -> hash (16 hex digits). Regenerate with RETROSIM_UPDATE_RENDER_HASHES=1.
const std::map<std::string, std::string> kPinned = {
    {"tank/topdown", "b5ac6cb1dcb4dc41"},
    {"tank/tilted", "44058799c46911e8"},
    {"tank_turret_turned/topdown", "7accf2ce42a4217d"},
    {"tank_turret_turned/tilted", "6665f9721e9e4cce"},
    {"jeep/topdown", "317a3a3511076822"},
    {"jeep/tilted", "74c0896eab5e0819"},
    {"msv/topdown", "fa4a0ce4cb448418"},
    {"msv/tilted", "07ea247dbc63efec"},
    {"heli_airborne/topdown", "6e070967ec508799"},
    {"heli_airborne/tilted", "dad394ed620aa790"},
    {"wreck/topdown", "fb685ce50caa143f"},
    {"wreck/tilted", "b818548faf597b40"},
    {"hulks/topdown", "d6eb3b58bb6c2970"},
    {"hulks/tilted", "c4416009fb71a474"},
    {"shell/topdown", "7dd40d470053610c"},
    {"shell/tilted", "4b45b8283befd3c6"},
    {"heli_gun/topdown", "7dd40d470053610c"},
    {"heli_gun/tilted", "bcaefacea004228f"},
    {"heli_missile/topdown", "7dd40d470053610c"},
    {"heli_missile/tilted", "33eb15336e3d67b8"},
    {"msv_rocket/topdown", "e08b220070dcdcdd"},
    {"msv_rocket/tilted", "81c04521f92d8ad0"},
    {"death_missile/topdown", "7dd40d470053610c"},
    {"death_missile/tilted", "89ac4a706ec7c157"},
    {"grenade/topdown", "2af58b5bd961467c"},
    {"grenade/tilted", "6653183ad15c6fa0"},
    {"explosions/topdown", "0d467dac2143e2cd"},
    {"explosions/tilted", "b285a5b42f6bba96"},
    {"debris/topdown", "042798177e95d9fb"},
    {"debris/tilted", "4b7d974b4d3c4489"},
    {"men/topdown", "baba3bade85ec281"},
    {"men/tilted", "569529783bdec8b5"},
    {"flag/topdown", "4cfac6454a1173fe"},
    {"flag/tilted", "3f8b77d6bf5f300d"},
    {"mines/topdown", "9e526bfdf8190f32"},
    {"mines/tilted", "e4eac79dfae4a7a6"},
    {"gate_closed/topdown", "def467500e8244f3"},
    {"gate_closed/tilted", "c62ec547b688ac8a"},
    {"gate_open/topdown", "30d967503bae0922"},
    {"gate_open/tilted", "e8b96c8acc5cfb6a"},
    {"turret_awake/topdown", "3fca8069fa07a259"},
    {"turret_awake/tilted", "9afde65ad4a7afb0"},
    {"drone/topdown", "f90151297b4a1f70"},
    {"drone/tilted", "5b784c5e45c8b3c4"},
    {"sub_surfaced/topdown", "f579bb4365dfd9f8"},
    {"sub_surfaced/tilted", "e68ffae0e53ab431"},
    {"building_looks/topdown", "1190b25a24ac43f1"},
    {"building_looks/tilted", "f6e7008bd5149cb4"},
    {"tower_looks/topdown", "aeda7da604b6728c"},
    {"tower_looks/tilted", "249dd5dfd2480ba4"},
    {"wall_looks/topdown", "17f80d320bd50e2a"},
    {"wall_looks/tilted", "77dcfef6df865188"},
    {"bridge_looks/topdown", "6a0e27d1e7e9a3fe"},
    {"bridge_looks/tilted", "3e9bb7733c7053a5"},
    {"fuel_looks/topdown", "6b16f1db0f636aae"},
    {"fuel_looks/tilted", "87e2cd1353eb8e24"},
    {"bush_looks/topdown", "18dbccf90a9beebb"},
    {"bush_looks/tilted", "388ae7c055a0120e"},
};

std::string imageHash(const core::Image& img) {
  core::StateHasher h;
  h.i32(img.width());
  h.i32(img.height());
  h.raw(img.pixels().data(), img.pixels().size() * sizeof(core::Rgba));
  return h.toHex();
}

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
    for (const view::RfViewStyle style : {view::RfViewStyle::TopDown, view::RfViewStyle::Tilted}) {
      view::RfFrameRenderOptions options;
      options.style = style;
      const core::Image img = view::renderRfScreen(g.state(), options);
      const std::string key =
          std::string(c.name) + (style == view::RfViewStyle::TopDown ? "/topdown" : "/tilted");
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
