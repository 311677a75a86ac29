// Pinned pictures of the game views (issue 12 "Done when": a test renders fixed states, one
// per object kind, both views, and pins each image's hash). Each state is the grass test
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
    {"tank/topdown", "75a5f00d680e752c"},
    {"tank/3d", "2a7768ff3f5990ec"},
    {"tank_turret_turned/topdown", "ea4a310fb92cd211"},
    {"tank_turret_turned/3d", "d986c898492bb1ae"},
    {"jeep/topdown", "583e1405f4b13117"},
    {"jeep/3d", "ffbe48ee143ff63d"},
    {"msv/topdown", "1b7ec6d324430824"},
    {"msv/3d", "0ddcd68417cb4f6e"},
    {"heli_airborne/topdown", "35758fb05fce864b"},
    {"heli_airborne/3d", "c840199392c48b21"},
    {"wreck/topdown", "ec65449a0dc1fbe1"},
    {"wreck/3d", "12076625ef8475bb"},
    {"hulks/topdown", "8ad6ec5a4d902a06"},
    {"hulks/3d", "bb52a4c242e72d31"},
    {"shell/topdown", "7cd5fa10c77b540c"},
    {"shell/3d", "5a69a7b47381c93d"},
    {"heli_gun/topdown", "7cd5fa10c77b540c"},
    {"heli_gun/3d", "a018e486b6420d24"},
    {"heli_missile/topdown", "7cd5fa10c77b540c"},
    {"heli_missile/3d", "efdb13ed5687fb1a"},
    {"msv_rocket/topdown", "fc4cc445e23b91f7"},
    {"msv_rocket/3d", "d4cce08c3f4b18f8"},
    {"death_missile/topdown", "7cd5fa10c77b540c"},
    {"death_missile/3d", "06ca7c84bed8477b"},
    {"grenade/topdown", "d63740ca7205ce3b"},
    {"grenade/3d", "be60df0f0c9502bf"},
    {"explosions/topdown", "c38ec32417e007d7"},
    {"explosions/3d", "d6170b788eff4443"},
    {"debris/topdown", "809cdebd49b9955f"},
    {"debris/3d", "f937e070881c7786"},
    {"men/topdown", "ad0820cf97263276"},
    {"men/3d", "2abaae96457107c9"},
    {"flag/topdown", "3efdc45d9a75b097"},
    {"flag/3d", "92dc78b8799b0a99"},
    {"mines/topdown", "4532f33504ac3c1f"},
    {"mines/3d", "9e522be9d98a9a0f"},
    {"gate_closed/topdown", "fb43ccde317eb059"},
    {"gate_closed/3d", "113f2f6858db57be"},
    {"gate_open/topdown", "f6df4ce28adea03b"},
    {"gate_open/3d", "e87bde762c3ded06"},
    {"turret_awake/topdown", "6bd1a772867a1681"},
    {"turret_awake/3d", "d755af25c20d4849"},
    {"drone/topdown", "6ee1c22ed57de431"},
    {"drone/3d", "b6693367ec6c2d7a"},
    {"sub_surfaced/topdown", "feed72c553bedf83"},
    {"sub_surfaced/3d", "6d9e5cd5d8102f7b"},
    {"building_looks/topdown", "19f89aca1d55e4b2"},
    {"building_looks/3d", "a341a8bbd7089138"},
    {"tower_looks/topdown", "90b57a8fd7fdc072"},
    {"tower_looks/3d", "3e08075b727f2a09"},
    {"wall_looks/topdown", "23151c3e0f51bd1f"},
    {"wall_looks/3d", "aaeb8353e48814b8"},
    {"bridge_looks/topdown", "94633f6fc61d58b9"},
    {"bridge_looks/3d", "83066ac93a476a7a"},
    {"fuel_looks/topdown", "e2ea9024b0d234f0"},
    {"fuel_looks/3d", "9f1f79efc899aed9"},
    {"bush_looks/topdown", "f448c3bb297aaaa7"},
    {"bush_looks/3d", "3a74d615e0025d55"},
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
