// SPDX-License-Identifier: GPL-3.0-or-later
// The GTA gallery (app/gta_gallery.hpp) on the real mission 1 (RETROSIM_GTA1_DATA; skipped
// when unset): its pictures' hashes are pinned (XXH3 of size and pixels; on a mismatch the
// picture is written to <temp>/retrosim-gta-gallery/<name>.png to look at), and each scene
// shows what it is named for.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "app/gta_gallery.hpp"
#include "app/gta_view.hpp"
#include "gta/data/run_script.hpp"
#include "image_hash.hpp"

namespace app {
namespace {

// name -> hash (16 hex digits).
const std::map<std::string, std::string> kPinned = {
    {"street", "c48f53346b8b6f6b"},
    {"fire_engine", "28d61a634da0b821"},
    {"explosion", "4924beb7416333cf"},
    {"district", "353c3703e10a9e3f"},
};

int countColour(const core::Image& img, core::Rgba c) {
  int n = 0;
  for (core::Rgba p : img.pixels()) n += p == c ? 1 : 0;
  return n;
}

TEST(GtaGallery, EveryScenesPictureIsPinned) {
  const char* dir = std::getenv("RETROSIM_GTA1_DATA");
  if (dir == nullptr || *dir == '\0') GTEST_SKIP() << "RETROSIM_GTA1_DATA not set";
  const std::filesystem::path fail = std::filesystem::temp_directory_path() / "retrosim-gta-gallery";
  std::set<std::string> seen;
  drawGtaGallery(std::string(dir) + "/MISSION.INI", 1, dir, [&](const GtaGalleryPicture& p) {
    seen.insert(p.name);
    EXPECT_EQ(p.image.width(), kGtaViewWidth);
    EXPECT_EQ(p.image.height(), kGtaViewHeight);
    EXPECT_GE(std::set<core::Rgba>(p.image.pixels().begin(), p.image.pixels().end()).size(), 64u) << p.name;
    if (p.name == "fire_engine") {
      EXPECT_GT(countColour(p.image, 0xc81818ff), 200) << "the engine body";
    }
    const std::string hash = testutil::imageHash(p.image);
    const auto it = kPinned.find(p.name);
    ASSERT_NE(it, kPinned.end()) << p.name;
    if (hash != it->second) {
      std::filesystem::create_directories(fail);
      p.image.writePng((fail / (p.name + ".png")).string());
    }
    EXPECT_EQ(hash, it->second) << p.name << " (written to " << (fail / (p.name + ".png")).string() << ")";
  });
  EXPECT_EQ(seen.size(), gtaGalleryNames().size());
}

TEST(GtaRunScriptLine, EveryVerbReadsBackAsTheSameCommand) {
  const std::string text =
      "3 fire 76,46,3\n4 explosion 4896,2976,255\n5 kick 12 8 256\n6 powerup 70,40,3 12 2\n7 reveal 3\n"
      "8 door 70,40,4 lid 5\n";
  const std::vector<gta::RunCommand> cmds = gta::parseRunScript(text, "t");
  std::string again;
  for (const gta::RunCommand& c : cmds) again += gtaRunScriptLine(c) + "\n";
  EXPECT_EQ(again, text);
}

}  // namespace
}  // namespace app
