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
    {"tank/topdown", "788e04a69a6d41d9"},
    {"tank/tilted", "df8b4d48c84d9c9d"},
    {"tank_turret_turned/topdown", "05ac41d7fc8443f8"},
    {"tank_turret_turned/tilted", "58ee479628f7ec07"},
    {"jeep/topdown", "44f674c0a0c77c7c"},
    {"jeep/tilted", "2dcbe2782b9b68e4"},
    {"msv/topdown", "402658be976e7be1"},
    {"msv/tilted", "c449cde403712cec"},
    {"heli_airborne/topdown", "c382142b2cde1a97"},
    {"heli_airborne/tilted", "96279c65463eb655"},
    {"wreck/topdown", "e027e04333a7182b"},
    {"wreck/tilted", "641acd1345ba6911"},
    {"hulks/topdown", "a27d848a646db347"},
    {"hulks/tilted", "308e109f27718a68"},
    {"shell/topdown", "8037f2fa5e16a77d"},
    {"shell/tilted", "db4398022cceab6e"},
    {"heli_gun/topdown", "8037f2fa5e16a77d"},
    {"heli_gun/tilted", "acd970951ef2e6f2"},
    {"heli_missile/topdown", "8037f2fa5e16a77d"},
    {"heli_missile/tilted", "5e2fcec76b304ec5"},
    {"msv_rocket/topdown", "197cd8737164a93c"},
    {"msv_rocket/tilted", "263314760b4b6f0d"},
    {"death_missile/topdown", "8037f2fa5e16a77d"},
    {"death_missile/tilted", "0720ad07fa45b6e2"},
    {"grenade/topdown", "7e5b023479e23b2f"},
    {"grenade/tilted", "47006aa5b27af3a9"},
    {"explosions/topdown", "4e00c9b0def726c9"},
    {"explosions/tilted", "1fd73138c0503be3"},
    {"debris/topdown", "800123cd047da673"},
    {"debris/tilted", "27fbe9c28817d797"},
    {"men/topdown", "264cef833ed265f4"},
    {"men/tilted", "4b609bec037f78cd"},
    {"flag/topdown", "9fd9b25e0acfc739"},
    {"flag/tilted", "bfa70a77560bb235"},
    {"mines/topdown", "c1a431a5b3b7924f"},
    {"mines/tilted", "117a4adc4b4b16fe"},
    {"gate_closed/topdown", "ad02384c465a3704"},
    {"gate_closed/tilted", "1d87d3525ac81c19"},
    {"gate_open/topdown", "29afe7e1c00c72b9"},
    {"gate_open/tilted", "d0e93d7b871e26e5"},
    {"turret_awake/topdown", "6758e3a5d6852199"},
    {"turret_awake/tilted", "a4fa0e521435b097"},
    {"drone/topdown", "08ad820143e5ee76"},
    {"drone/tilted", "835e85c4464bff67"},
    {"sub_surfaced/topdown", "229cd5ad38f7a0f4"},
    {"sub_surfaced/tilted", "6e13d03b103aac8c"},
    {"building_looks/topdown", "b616f88f77a65d67"},
    {"building_looks/tilted", "53f6cf4915c65aaf"},
    {"tower_looks/topdown", "af7aa1524f183a1b"},
    {"tower_looks/tilted", "0655812177f3ad0d"},
    {"wall_looks/topdown", "d4aa623048de1af7"},
    {"wall_looks/tilted", "f1529354f5b4fefd"},
    {"bridge_looks/topdown", "4926b1bb67e26ab2"},
    {"bridge_looks/tilted", "ce069c058b40213b"},
    {"fuel_looks/topdown", "ed89453d12bed093"},
    {"fuel_looks/tilted", "e4fa3267a82c25c5"},
    {"bush_looks/topdown", "3f8da42c6f028f96"},
    {"bush_looks/tilted", "2e910fdf331a3f8f"},
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
