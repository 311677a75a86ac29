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
    {"bno_bush_1s_3d", "178d98853fa87592"},
    {"bno_bush_1s_topdown", "d6618cbd230bba20"},
    {"bno_palm_1s_3d", "f73f0878c779d587"},
    {"bno_palm_1s_topdown", "da6561cbb9408bce"},
    {"bno_tree_s_3d", "b73c01cffd7c668f"},
    {"bno_tree_s_topdown", "b216a48aea62e6fd"},
    {"bno_cactus_3d", "b781d560378c67a9"},
    {"bno_cactus_topdown", "d84cb978a69903de"},
    {"bno_rock_1s_3d", "81c68b5df3e78978"},
    {"bno_rock_1s_topdown", "060c55cd394e96e0"},
    {"bno_planter_bush_3d", "275d51f69dfed397"},
    {"bno_planter_bush_topdown", "69f01df8c20810ee"},
    {"bno_ammo_3d", "5bb463a394791dc2"},
    {"bno_ammo_topdown", "6f223a17f486938b"},
    {"bno_prison_s_3d", "079bb1e9914f3b19"},
    {"bno_prison_s_topdown", "b56cc93e3547c9d0"},
    {"bno_wtower_ne_3d", "47ccd8a8161f27a7"},
    {"bno_wtower_ne_topdown", "55f95e6fcf7d537f"},
    {"bno_wtower_nw_3d", "569f07a0db5567da"},
    {"bno_wtower_nw_topdown", "55f95e6fcf7d537f"},
    {"bno_wtower_se_3d", "3ee80fd8eae41209"},
    {"bno_wtower_se_topdown", "55f95e6fcf7d537f"},
    {"bno_wtower_sw_3d", "f0987eb34856c4f2"},
    {"bno_wtower_sw_topdown", "55f95e6fcf7d537f"},
    {"bno_flag_3d", "f6b181e9370e7427"},
    {"bno_flag_topdown", "848e4a1318319860"},
    {"bno_bldg_n_3d", "a316d48d99fe2943"},
    {"bno_bldg_n_topdown", "9bfa31c967c0bfbe"},
    {"bno_fact_n_3d", "68f7a8351055d9e9"},
    {"bno_fact_n_topdown", "11896f4601421c7c"},
    {"bno_bnkr_n_3d", "be62668b03b4c7a6"},
    {"bno_bnkr_n_topdown", "ab0f48b8fc831a1e"},
    {"bno_outpost_3d", "b4fe09d1b12eba19"},
    {"bno_outpost_topdown", "47087e808cf9b5fd"},
    {"bno_hosp_s_3d", "7c6548cda6fb1dc0"},
    {"bno_hosp_s_topdown", "8e119f580cec4bc9"},
    {"bno_fuel_n_3d", "2ed6a02c5f50d603"},
    {"bno_fuel_n_topdown", "ba35ae442968a22c"},
    {"bno_fuel_s_3d", "a16f8d410f9cc2cc"},
    {"bno_fuel_s_topdown", "ba35ae442968a22c"},
    {"bno_fuel_e_3d", "f50f72ccea19e0b8"},
    {"bno_fuel_e_topdown", "ba35ae442968a22c"},
    {"bno_fuel_w_3d", "cb39d0a6e2ae3829"},
    {"bno_fuel_w_topdown", "ba35ae442968a22c"},
    {"bno_gate_h_3d", "6851de77e7b0c344"},
    {"bno_gate_h_topdown", "0fbcb056f739aa7d"},
    {"bno_gate_v_3d", "466c5878a1156790"},
    {"bno_gate_v_topdown", "e4447b5cd331be20"},
    {"bno_wall_v_3d", "a8f28f0fc0e2fd53"},
    {"bno_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_wall_h_3d", "c318f55c32958f04"},
    {"bno_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_tent_v_3d", "49046390d11a1bf5"},
    {"bno_tent_v_topdown", "75a11e457bdd52bb"},
    {"bno_tent_h_3d", "0543ca2ec712d156"},
    {"bno_tent_h_topdown", "75a11e457bdd52bb"},
    {"bno_tower_3d", "d20fbe8cd5dca080"},
    {"bno_tower_topdown", "10de142a09f1c6c9"},
    {"bno_large_tower_3d", "ef0b96cac083de35"},
    {"bno_large_tower_topdown", "429f9d6b5531d395"},
    {"bno_ldmg_wall_v_3d", "54c9fd8a91505431"},
    {"bno_ldmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_rdmg_wall_v_3d", "fe9dd38c793d2650"},
    {"bno_rdmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_bdmg_wall_v_3d", "59593c2cdaab0501"},
    {"bno_bdmg_wall_v_topdown", "9c71467ad73966c0"},
    {"bno_ldmg_wall_h_3d", "001fc3849b6f32b9"},
    {"bno_ldmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_rdmg_wall_h_3d", "206d3f1f12af6f28"},
    {"bno_rdmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_bdmg_wall_h_3d", "e38c62bdda5d0413"},
    {"bno_bdmg_wall_h_topdown", "426930fcdc0a6b11"},
    {"bno_brige_h_3d", "372e823220fb274d"},
    {"bno_brige_h_topdown", "b5a3226235d1b86f"},
    {"bno_brige_v_3d", "863c2bf9e13446a8"},
    {"bno_brige_v_topdown", "fcc7d215a9c9a1b1"},
    {"explosion_3d", "5a9a4e545930bac0"},
    {"explosion_topdown", "29ce0cb60960c97c"},
    {"battle_3d", "33948258fbee3823"},
    {"battle_topdown", "d77ebc6a97f753cb"},
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
