// The config file (app/config.hpp): the defaults are the original's keys, the written
// defaults read back as the defaults, the first run writes the file, and every bad line is
// one warning with its line number while the default stays.
#include "test_read.hpp"
#include "app/config.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "app/cli_run.hpp"
#include "core/file_io.hpp"
#include "platform/window.hpp"

namespace app {
namespace {

TEST(Config, TheDefaultsAreTheOriginalsKeys) {
  const Config c = defaultConfig();
  EXPECT_EQ(c.keys[0].up, (std::vector<int>{platform::scancodeByName("W"), platform::scancodeByName("Up")}));
  EXPECT_EQ(c.keys[0].a, (std::vector<int>{platform::scancodeByName("H")}));
  EXPECT_EQ(c.keys[1].c, (std::vector<int>{platform::scancodeByName("Keypad Enter")}));
  EXPECT_EQ(c.keys[1].x5, (std::vector<int>{platform::scancodeByName("Keypad 9")}));
  for (const auto& p : c.keys) {
    for (const int k : p.up) EXPECT_GT(k, 0);
  }
  const ConfigLoad back = parseConfig(configText(c), "retrosim.ini");
  EXPECT_TRUE(back.warnings.empty()) << back.warnings.front();
  EXPECT_EQ(back.config.keys[0].left, c.keys[0].left);
  EXPECT_EQ(back.config.keys[1].down, c.keys[1].down);
  EXPECT_FALSE(back.config.fullscreen);
  EXPECT_EQ(back.config.scale, 2);
}

// [data] path: the user's CD (docs/original-data.md); none by default.
TEST(Config, TheDataPath) {
  EXPECT_EQ(defaultConfig().dataPath, "");
  EXPECT_EQ(parseConfig(configText(defaultConfig()), "r.ini").config.dataPath, "");
  Config c = defaultConfig();
  c.dataPath = "/home/me/games/Return Fire.cue";
  const ConfigLoad back = parseConfig(configText(c), "r.ini");
  EXPECT_TRUE(back.warnings.empty());
  EXPECT_EQ(back.config.dataPath, "/home/me/games/Return Fire.cue");
  const ConfigLoad l = parseConfig("[data]\ndisc = x\n", "r.ini");
  ASSERT_EQ(l.warnings.size(), 1u);
  EXPECT_EQ(l.warnings[0], "r.ini: line 2: unknown setting 'disc' in [data] (known: path)");
}

// [window] scale: the window's first size, 1..4 times the picture; anything else keeps 2.
TEST(Config, TheWindowScaleIsOneToFour) {
  EXPECT_EQ(parseConfig("[window]\nscale = 1\n", "r.ini").config.scale, 1);
  Config c = defaultConfig();
  c.scale = 3;
  EXPECT_EQ(parseConfig(configText(c), "r.ini").config.scale, 3);
  for (const char* bad : {"0", "5", "2x", "", "two"}) {
    const ConfigLoad l = parseConfig(std::string("[window]\nscale = ") + bad + "\n", "r.ini");
    EXPECT_EQ(l.config.scale, 2) << bad;
    ASSERT_EQ(l.warnings.size(), 1u) << bad;
    EXPECT_EQ(l.warnings[0], "r.ini: line 2: expected scale = 1, 2, 3 or 4, found '" + std::string(bad) + "' (kept 2)");
  }
  EXPECT_EQ(parseConfig("[window]\nsize = 2\n", "r.ini").warnings.at(0),
            "r.ini: line 2: unknown setting 'size' in [window] (known: fullscreen, scale)");
}

TEST(Config, TheSoundSectionSetsTheSoundFontAndTheVolumes) {
  const ConfigLoad l = parseConfig(
      "[sound]\n"
      "soundfont = /usr/share/sounds/sf2/FluidR3_GM.sf2\n"
      "master = 70\n"
      "music = 0\n"
      "effects = 101\n"   // 5: out of range
      "reverb = 3\n",     // 6: unknown
      "r.ini");
  EXPECT_EQ(l.config.sound.soundfont, "/usr/share/sounds/sf2/FluidR3_GM.sf2");
  EXPECT_EQ(l.config.sound.master, 70);
  EXPECT_EQ(l.config.sound.music, 0);
  EXPECT_EQ(l.config.sound.effects, 100);
  ASSERT_EQ(l.warnings.size(), 2u);
  EXPECT_EQ(l.warnings[0], "r.ini: line 5: expected effects = 0..100, found '101' (kept 100)");
  EXPECT_EQ(l.warnings[1], "r.ini: line 6: unknown setting 'reverb' in [sound] (known: soundfont, master, music, effects)");
  // the defaults written on the first run read back as the defaults
  const ConfigLoad d = parseConfig(configText(defaultConfig()), "d.ini");
  EXPECT_TRUE(d.warnings.empty());
  EXPECT_EQ(d.config.sound.soundfont, "");
  EXPECT_EQ(d.config.sound.music, defaultConfig().sound.music);
}

TEST(Config, ABadLineNamesItsLineAndKeepsTheDefault) {
  const ConfigLoad l = parseConfig(
      "; mine\n"
      "[player1]\n"
      "a = Space\n"           // 3: fine
      "b = NoSuchKey\n"       // 4: unknown key
      "jump = J\n"            // 5: unknown action
      "\n"
      "[player2]\n"
      "up = keypad 8, I\n"    // 8: fine, two keys
      "[window]\n"
      "fullscreen = maybe\n"  // 10
      "[audio]\n"
      "volume = 3\n",         // 12: unknown section
      "retrosim.ini");
  ASSERT_EQ(l.warnings.size(), 4u);
  EXPECT_EQ(l.warnings[0], "retrosim.ini: line 4: unknown key 'NoSuchKey' for player1.b (kept the default: J)");
  EXPECT_EQ(l.warnings[1], "retrosim.ini: line 5: unknown action 'jump' (known: up down left right a b c x4 x5)");
  EXPECT_EQ(l.warnings[2], "retrosim.ini: line 10: expected fullscreen = true or false, found 'maybe' (kept false)");
  EXPECT_EQ(l.warnings[3], "retrosim.ini: line 12: unknown section [audio] (known: player1, player2, window, pads, sound, data)");
  EXPECT_EQ(l.config.keys[0].a, (std::vector<int>{platform::scancodeByName("Space")}));
  EXPECT_EQ(l.config.keys[0].b, defaultConfig().keys[0].b);
  EXPECT_EQ(l.config.keys[1].up, (std::vector<int>{platform::scancodeByName("Keypad 8"), platform::scancodeByName("I")}));
  const ConfigLoad broken = parseConfig("[player1]\nthis line has no equals sign\n", "r.ini");
  ASSERT_EQ(broken.warnings.size(), 1u);
  EXPECT_EQ(broken.warnings[0], "r.ini: line 2: expected 'name = value' or '[section]' (the line was skipped)");
}

TEST(Config, TheFirstRunWritesTheDefaultsAndLaterRunsReadThem) {
  const auto dir = test::tempDir("config") / "deep" / "retrosim";
  const auto file = dir / "retrosim.ini";
  const ConfigLoad first = loadOrCreateConfig(file);
  EXPECT_TRUE(first.created);
  ASSERT_TRUE(std::filesystem::exists(file));
  const std::vector<uint8_t> bytes = testutil::readAll(file.string());
  const std::string text(bytes.begin(), bytes.end());
  EXPECT_NE(text.find("[player2]"), std::string::npos);
  EXPECT_NE(text.find("c = Keypad Enter"), std::string::npos);
  core::writeFileAtomic(file.string(), text + "[player1]\na = Space\n");
  const ConfigLoad second = loadOrCreateConfig(file);
  EXPECT_FALSE(second.created);
  EXPECT_TRUE(second.warnings.empty());
  EXPECT_EQ(second.config.keys[0].a, (std::vector<int>{platform::scancodeByName("Space")}));
  // the player's file is never rewritten
  const std::vector<uint8_t> after = testutil::readAll(file.string());
  EXPECT_EQ(std::string(after.begin(), after.end()), text + "[player1]\na = Space\n");
}

}  // namespace
}  // namespace app
