// The gallery (issue 21 item 7 and its "Done when": pinned render hashes of the gallery
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

namespace app {
namespace {

// name -> hash (16 hex digits). Regenerate with RETROSIM_UPDATE_RENDER_HASHES=1.
const std::map<std::string, std::string> kPinned = {
    {"vehicle_tank_3d", "d5e9cd9adcb87b68"},
    {"vehicle_tank_topdown", "481fa7578356a748"},
    {"vehicle_jeep_3d", "d09845f79e510136"},
    {"vehicle_jeep_topdown", "930ac854292986f7"},
    {"vehicle_msv_3d", "d5ad50fcd36f7155"},
    {"vehicle_msv_topdown", "2ae97510c115460a"},
    {"vehicle_heli_3d", "9923989f7b5f45df"},
    {"vehicle_heli_topdown", "0cc09bfcc774c172"},
    {"vehicle_jeep_boat_3d", "fc9dab2f533015e4"},
    {"vehicle_jeep_boat_topdown", "57df1cd96898db23"},
    {"bno_bush_1s_3d", "017de28a314e61c5"},
    {"bno_bush_1s_topdown", "53fda6b214a41eff"},
    {"bno_palm_1s_3d", "246406e84bf79ca7"},
    {"bno_palm_1s_topdown", "83f7ef1736486fe1"},
    {"bno_tree_s_3d", "b0d640ff1ca5be8e"},
    {"bno_tree_s_topdown", "da21cd4782a5e8d5"},
    {"bno_cactus_3d", "9f46abcb8f989adc"},
    {"bno_cactus_topdown", "8ed0d64a76e92820"},
    {"bno_rock_1s_3d", "0563f9e5a4546716"},
    {"bno_rock_1s_topdown", "060c55cd394e96e0"},
    {"bno_planter_bush_3d", "0edae49082fe3248"},
    {"bno_planter_bush_topdown", "b9686a65ad1a2fef"},
    {"bno_ammo_3d", "ed705a40fdb5ae1d"},
    {"bno_ammo_topdown", "f21bcf90ee220f84"},
    {"bno_prison_s_3d", "2e1d833995e6c4f2"},
    {"bno_prison_s_topdown", "c549b2addfd8e7d8"},
    {"bno_wtower_ne_3d", "44d8211e14aa9c8d"},
    {"bno_wtower_ne_topdown", "21c0d350ef0c6f75"},
    {"bno_wtower_nw_3d", "e51ebfdc196512cd"},
    {"bno_wtower_nw_topdown", "21c0d350ef0c6f75"},
    {"bno_wtower_se_3d", "7730b98aef7f9742"},
    {"bno_wtower_se_topdown", "21c0d350ef0c6f75"},
    {"bno_wtower_sw_3d", "2865a9584e9dc7b6"},
    {"bno_wtower_sw_topdown", "21c0d350ef0c6f75"},
    {"bno_flag_3d", "25dcb7cd9fcf8132"},
    {"bno_flag_topdown", "653d2044ce736f4f"},
    {"bno_bldg_n_3d", "52227bdc7b46e10d"},
    {"bno_bldg_n_topdown", "e09d0e956da5a031"},
    {"bno_fact_n_3d", "758940538107b785"},
    {"bno_fact_n_topdown", "ac35f1f140f6f3bd"},
    {"bno_bnkr_n_3d", "8bdab498d9d2997e"},
    {"bno_bnkr_n_topdown", "515f991d5746b4c0"},
    {"bno_outpost_3d", "7189c3db3cf9b554"},
    {"bno_outpost_topdown", "e8fcc89e4f125784"},
    {"bno_hosp_s_3d", "ab8f92edfc3e4950"},
    {"bno_hosp_s_topdown", "fab7285ad6ae62c5"},
    {"bno_fuel_n_3d", "bc566ec6d272adac"},
    {"bno_fuel_n_topdown", "c7c5e4a2abb9adb9"},
    {"bno_fuel_s_3d", "10d71f627ca32bfe"},
    {"bno_fuel_s_topdown", "c7c5e4a2abb9adb9"},
    {"bno_fuel_e_3d", "b34f3e3b65a31b41"},
    {"bno_fuel_e_topdown", "c7c5e4a2abb9adb9"},
    {"bno_fuel_w_3d", "dd94e8a40c1de571"},
    {"bno_fuel_w_topdown", "c7c5e4a2abb9adb9"},
    {"bno_gate_h_3d", "e11322f104bf85f7"},
    {"bno_gate_h_topdown", "de7b8adfe25f43d6"},
    {"bno_gate_v_3d", "4a2b335da2be7e7f"},
    {"bno_gate_v_topdown", "8ea557048c5a7388"},
    {"bno_wall_v_3d", "63e3bf31a29c060a"},
    {"bno_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_wall_h_3d", "90e6ef7082ed8174"},
    {"bno_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_tent_v_3d", "39dd45218efbbf3a"},
    {"bno_tent_v_topdown", "77109eda6e67b6a1"},
    {"bno_tent_h_3d", "9ffc344fca8684c5"},
    {"bno_tent_h_topdown", "77109eda6e67b6a1"},
    {"bno_tower_3d", "1fe92bb10c892c55"},
    {"bno_tower_topdown", "f3414f3503127e76"},
    {"bno_large_tower_3d", "4602c41cc0e25a1b"},
    {"bno_large_tower_topdown", "d24da76b00300140"},
    {"bno_ldmg_wall_v_3d", "cd0c728723a5d2c6"},
    {"bno_ldmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_rdmg_wall_v_3d", "a1e49da8fcf0dce6"},
    {"bno_rdmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_bdmg_wall_v_3d", "f9d3a171aabf1f66"},
    {"bno_bdmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_ldmg_wall_h_3d", "245079b8b258e7da"},
    {"bno_ldmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_rdmg_wall_h_3d", "f67c2f8348030b9f"},
    {"bno_rdmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_bdmg_wall_h_3d", "9c4ac8d20ba3a8d3"},
    {"bno_bdmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_brige_h_3d", "147acbe20d246be8"},
    {"bno_brige_h_topdown", "9cfb79a11d0cc536"},
    {"bno_brige_v_3d", "ff732de6d3aa94dc"},
    {"bno_brige_v_topdown", "0f7440e336d195c5"},
    {"explosion_3d", "8950ba5f5f4cc251"},
    {"explosion_topdown", "471622188a25ac1e"},
    {"battle_3d", "9c99ef580c966517"},
    {"battle_topdown", "41d20b69c40727e6"},
    {"two_players_3d", "901146145a625ac0"},
    {"two_players_topdown", "1fe72f9b10f7b06b"},
    {"bunker", "b3ec87ae7acab6b2"},
    {"title", "b35e9f702567f862"},
};

std::string imageHash(const core::Image& img) {
  core::StateHasher h;
  h.i32(img.width());
  h.i32(img.height());
  h.raw(img.pixels().data(), img.pixels().size() * sizeof(core::Rgba));
  return h.toHex();
}

TEST(RfGallery, EveryPictureInBothViewsIsPinned) {
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

}  // namespace
}  // namespace app
