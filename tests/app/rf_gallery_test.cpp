// SPDX-License-Identifier: GPL-3.0-or-later
// The gallery (pinned render hashes of the gallery
// scenes in both views). Each picture's hash is XXH3 (StateHasher) of its size and pixels.
// On a mismatch the picture is written to <temp>/retrosim-gallery-hashes/<name>.png;
// RETROSIM_UPDATE_RENDER_HASHES=1 prints the whole new table to paste below.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <string>

#include "app/rf_gallery.hpp"
#include "cli_run.hpp"
#include "core/hash.hpp"
#include "image_hash.hpp"
#include "view/rf_art.hpp"

namespace app {
namespace {

// name -> hash (16 hex digits). Regenerate with RETROSIM_UPDATE_RENDER_HASHES=1.
const std::map<std::string, std::string> kPinned = {
    {"vehicle_tank_3d", "006a91f46de49ab0"},
    {"vehicle_tank_topdown", "481fa7578356a748"},
    {"vehicle_jeep_3d", "fba202b5173f7d7f"},
    {"vehicle_jeep_topdown", "930ac854292986f7"},
    {"vehicle_msv_3d", "b4d817e2079aec3f"},
    {"vehicle_msv_topdown", "2ae97510c115460a"},
    {"vehicle_heli_3d", "0d592e18cdb5b594"},
    {"vehicle_heli_topdown", "c7df332dca7e6ba3"},
    {"vehicle_jeep_boat_3d", "543dbf9e8c126fc3"},
    {"vehicle_jeep_boat_topdown", "57df1cd96898db23"},
    {"bno_bush_1s_3d", "92528ca0f000afdf"},
    {"bno_bush_1s_topdown", "53fda6b214a41eff"},
    {"bno_palm_1s_3d", "35231b4f1d32126a"},
    {"bno_palm_1s_topdown", "83f7ef1736486fe1"},
    {"bno_tree_s_3d", "813f7389d6d8f1f1"},
    {"bno_tree_s_topdown", "da21cd4782a5e8d5"},
    {"bno_cactus_3d", "485f19840c143842"},
    {"bno_cactus_topdown", "8ed0d64a76e92820"},
    {"bno_rock_1s_3d", "63338dd99c56bb49"},
    {"bno_rock_1s_topdown", "060c55cd394e96e0"},
    {"bno_planter_bush_3d", "371ad49f4b70d322"},
    {"bno_planter_bush_topdown", "b9686a65ad1a2fef"},
    {"bno_ammo_3d", "4c6512314578bd67"},
    {"bno_ammo_topdown", "f21bcf90ee220f84"},
    {"bno_prison_s_3d", "b231ca674cf7c437"},
    {"bno_prison_s_topdown", "c549b2addfd8e7d8"},
    {"bno_flag_3d", "725ea0dfbf6aa56d"},
    {"bno_flag_topdown", "653d2044ce736f4f"},
    {"bno_bldg_n_3d", "0bb3badbe5a8bb3e"},
    {"bno_bldg_n_topdown", "e09d0e956da5a031"},
    {"bno_fact_n_3d", "4750a23f25376e2a"},
    {"bno_fact_n_topdown", "ac35f1f140f6f3bd"},
    {"bno_bnkr_n_3d", "9a6840770f0b6ad1"},
    {"bno_bnkr_n_topdown", "515f991d5746b4c0"},
    {"bno_outpost_3d", "1693f1c6336902fd"},
    {"bno_outpost_topdown", "e8fcc89e4f125784"},
    {"bno_hosp_s_3d", "98a4b05266195640"},
    {"bno_hosp_s_topdown", "fab7285ad6ae62c5"},
    {"bno_fuel_n_3d", "0c5ae303a03da90f"},
    {"bno_fuel_n_topdown", "c7c5e4a2abb9adb9"},
    {"bno_fuel_s_3d", "3a643ce2b000cfc1"},
    {"bno_fuel_s_topdown", "c7c5e4a2abb9adb9"},
    {"bno_fuel_e_3d", "feadbedb45916f32"},
    {"bno_fuel_e_topdown", "c7c5e4a2abb9adb9"},
    {"bno_fuel_w_3d", "22be468abb5f273e"},
    {"bno_fuel_w_topdown", "c7c5e4a2abb9adb9"},
    {"bno_gate_h_3d", "3803e17881b9d55d"},
    {"bno_gate_h_topdown", "de7b8adfe25f43d6"},
    {"bno_gate_v_3d", "90e8e96090dbcdeb"},
    {"bno_gate_v_topdown", "8ea557048c5a7388"},
    {"bno_wall_v_3d", "837566a936262c84"},
    {"bno_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_wall_h_3d", "5914c9bfda24f535"},
    {"bno_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_tent_v_3d", "05fdd3985d88fd8f"},
    {"bno_tent_v_topdown", "77109eda6e67b6a1"},
    {"bno_tent_h_3d", "22dc5847d91407f8"},
    {"bno_tent_h_topdown", "77109eda6e67b6a1"},
    {"bno_tower_3d", "cdbad10cf22a8af9"},
    {"bno_tower_topdown", "f3414f3503127e76"},
    {"bno_large_tower_3d", "bd613dd307e7b340"},
    {"bno_large_tower_topdown", "d24da76b00300140"},
    {"bno_dest_hosp_3d", "21938fe3384bb27d"},
    {"bno_dest_hosp_topdown", "f187db602f88e6e3"},
    {"bno_ldmg_wall_h_3d", "559a67a6f45b6426"},
    {"bno_ldmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_rdmg_wall_h_3d", "8ee0547651c81c66"},
    {"bno_rdmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_bdmg_wall_h_3d", "7dfdb4d8ffd44e52"},
    {"bno_bdmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_ldmg_wall_v_3d", "ece7c26e878c332b"},
    {"bno_ldmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_rdmg_wall_v_3d", "a33b7933464fadc0"},
    {"bno_rdmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_bdmg_wall_v_3d", "36f4fa3173c2c4a3"},
    {"bno_bdmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_destroyed_tower_3d", "efe04c786bf8cf96"},
    {"bno_destroyed_tower_topdown", "f187db602f88e6e3"},
    {"bno_wtower_ne_3d", "ef71d1b9be3934c1"},
    {"bno_wtower_ne_topdown", "21c0d350ef0c6f75"},
    {"bno_wtower_nw_3d", "56f4507cecadf7f8"},
    {"bno_wtower_nw_topdown", "21c0d350ef0c6f75"},
    {"bno_wtower_se_3d", "cac0efbc965e0304"},
    {"bno_wtower_se_topdown", "21c0d350ef0c6f75"},
    {"bno_wtower_sw_3d", "1138cbbe1010b967"},
    {"bno_wtower_sw_topdown", "21c0d350ef0c6f75"},
    {"bno_brige_h_3d", "c00ccaa53b83ef47"},
    {"bno_brige_h_topdown", "9cfb79a11d0cc536"},
    {"bno_brige_v_3d", "c91089fb337215d6"},
    {"bno_brige_v_topdown", "0f7440e336d195c5"},
    {"explosion_3d", "4070ae275badff6d"},
    {"explosion_topdown", "471622188a25ac1e"},
    {"battle_3d", "dc12f20f4cf08c29"},
    {"battle_topdown", "d5bdf15929badc91"},
    {"two_players_3d", "2f88db2565515655"},
    {"two_players_topdown", "7240bf5384203df6"},
    {"bunker", "747af2737c68aedf"},
    {"title", "f974e3194565ef33"},
};

using testutil::imageHash;

TEST(RfGallery, EveryPictureInBothViewsIsPinned) {
  // the terrain art as the program finds it (cli.cpp sets the finder when it parses a command)
  view::setRfArtFinder([] { return std::filesystem::path(RETROSIM_BINARY_DIR) / "data" / "rf" / "art"; });
  const bool update = std::getenv("RETROSIM_UPDATE_RENDER_HASHES") != nullptr;
  const std::filesystem::path failDir = std::filesystem::temp_directory_path() / "retrosim-gallery-hashes";
  const std::vector<std::string> names = rfGalleryNames();
  std::vector<std::string> drawn;
  std::set<std::string> hashes;
  std::string table;
  drawRfGallery([&](const GalleryPicture& p) {
    drawn.push_back(p.name);
    EXPECT_GT(p.image.width(), 0) << p.name;
    const std::string hash = imageHash(p.image);
    // (top-down draws some objects by their footprint: the corner towers, the fuel tanks'
    // sides; and two of the walls' damaged looks share a model)
    if (p.name.ends_with("_3d") && p.name.find("dmg_wall") == std::string::npos) {
      EXPECT_TRUE(hashes.insert(hash).second) << p.name << " draws the same picture as another";
    }
    const std::string line = "    {\"" + p.name + "\", \"" + hash + "\"},\n";
    table += line;
    if (update) return;
    const auto it = kPinned.find(p.name);
    const std::string want = it == kPinned.end() ? "(not pinned)" : it->second;
    if (want != hash) {
      std::filesystem::create_directories(failDir);
      const std::filesystem::path png = failDir / (p.name + ".png");
      p.image.writePng(png.string());
      ADD_FAILURE() << p.name << ": hash " << hash << ", pinned " << want << "; the picture is " << png.string()
                    << "\nnew line:\n"
                    << line;
    }
  });
  EXPECT_EQ(drawn, names);
  if (update) {
    std::cout << "const std::map<std::string, std::string> kPinned = {\n" << table << "};\n";
  } else {
    EXPECT_EQ(kPinned.size(), names.size()) << "a pinned picture the gallery no longer draws";
  }
}

// What the issue lists: each vehicle (and the jeep's boat), the BNOs, an explosion, a
// battle, the 2-player split in both views; the bunker and the title.
TEST(RfGallery, HasTheScenesTheIssueNames) {
  const std::vector<std::string> names = rfGalleryNames();
  const std::set<std::string> set(names.begin(), names.end());
  for (const char* n : {"vehicle_tank", "vehicle_jeep", "vehicle_msv", "vehicle_heli", "vehicle_jeep_boat",
                        "bno_tower", "bno_large_tower", "explosion", "battle", "two_players"}) {
    EXPECT_EQ(set.count(std::string(n) + "_3d"), 1u) << n;
    EXPECT_EQ(set.count(std::string(n) + "_topdown"), 1u) << n;
  }
  EXPECT_EQ(set.count("bunker"), 1u);
  EXPECT_EQ(set.count("title"), 1u);
  int bnos = 0;
  for (const std::string& n : names) bnos += n.rfind("bno_", 0) == 0 ? 1 : 0;
  EXPECT_GE(bnos, 2 * 20);
}

// The command writes the pictures it is asked for (all of them: the pin test draws them;
// here --only keeps the test short) and lists them.
TEST(RfGalleryCli, WritesThePicturesAndListsThem) {
  const auto dir = test::tempDir("gallery");
  const test::CliResult list = test::runCli("rf gallery --list");
  ASSERT_EQ(list.code, 0) << list.err;
  EXPECT_EQ(test::lineCount(list.out), static_cast<int>(rfGalleryNames().size()));
  const test::CliResult r = test::runCli("rf gallery --only vehicle_tank -o " + (dir / "pics").string());
  ASSERT_EQ(r.code, 0) << r.err;
  std::set<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(dir / "pics")) files.insert(e.path().filename().string());
  EXPECT_EQ(files, (std::set<std::string>{"vehicle_tank_3d.png", "vehicle_tank_topdown.png"}));
  EXPECT_NE(r.out.find("2 pictures"), std::string::npos) << r.out;
  const test::CliResult none = test::runCli("rf gallery");
  EXPECT_EQ(none.code, 2);
  EXPECT_NE(none.err.find("--output"), std::string::npos) << none.err;
  const test::CliResult typo = test::runCli("rf gallery --only vehicle_tnak -o " + (dir / "none").string());
  EXPECT_EQ(typo.code, 1);
  EXPECT_EQ(test::lineCount(typo.err), 1) << typo.err;
  EXPECT_NE(typo.err.find("vehicle_tnak"), std::string::npos) << typo.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "none"));  // no folder made for nothing
}

// With the user's CD (here the synthetic one the build makes to the documented formats),
// the 3D pictures are in the original look and the top-down ones stay ours; a source
// without the look's parts is one line and exit 1.
TEST(RfGalleryCli, WithTheCdThe3dPicturesAreInTheOriginalLook) {
  const auto dir = test::tempDir("gallery_cd");
  const std::string cd = std::string(RETROSIM_BINARY_DIR) + "/data/synthetic_cd";
  const test::CliResult ours = test::runCli("rf gallery --only vehicle_tank -o " + (dir / "ours").string());
  ASSERT_EQ(ours.code, 0) << ours.err;
  const test::CliResult orig = test::runCli("rf gallery --data " + cd + " --only vehicle_tank -o " + (dir / "cd").string());
  ASSERT_EQ(orig.code, 0) << orig.err;
  EXPECT_NE(orig.err.find("look: original"), std::string::npos) << orig.err;
  EXPECT_NE(test::readText(dir / "ours" / "vehicle_tank_3d.png"), test::readText(dir / "cd" / "vehicle_tank_3d.png"));
  EXPECT_EQ(test::readText(dir / "ours" / "vehicle_tank_topdown.png"),
            test::readText(dir / "cd" / "vehicle_tank_topdown.png"));
  const test::CliResult none = test::runCli("rf gallery --data " + dir.string() + " -o " + (dir / "none").string());
  EXPECT_EQ(none.code, 1);
  EXPECT_EQ(test::lineCount(none.err), 2) << none.err;  // the look's line, then the error
  EXPECT_FALSE(std::filesystem::exists(dir / "none"));
}

}  // namespace
}  // namespace app
