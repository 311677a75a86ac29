// SPDX-License-Identifier: GPL-3.0-or-later
// The config file (app/config.hpp): the defaults are the original's keys, the written
// defaults read back as the defaults, the first run writes the file, and every bad line is
// one warning with its line number while the default stays.
#include "test_read.hpp"
#include "test_tmpdir.hpp"
#include "app/config.hpp"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <thread>

#include "app/cli_run.hpp"
#include "core/file_io.hpp"
#include "input/device.hpp"

namespace app {
namespace {

TEST(Config, TheDefaultsAreTheOriginalsKeys) {
  const Config c = defaultConfig();
  EXPECT_EQ(c.keys[0].up, (std::vector<int>{input::scancodeByName("W"), input::scancodeByName("Up")}));
  EXPECT_EQ(c.keys[0].a, (std::vector<int>{input::scancodeByName("H")}));
  EXPECT_EQ(c.keys[1].c, (std::vector<int>{input::scancodeByName("Keypad Enter")}));
  EXPECT_EQ(c.keys[1].x5, (std::vector<int>{input::scancodeByName("Keypad 9")}));
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

// [computer]: the computer player's difficulty per side (the title's VS COMPUTER, COMPUTER
// VS COMPUTER); written with the defaults, read back, a bad value kept at the default.
TEST(Config, TheComputersDifficultyPerSide) {
  EXPECT_EQ(defaultConfig().computer[0], rf::bot::Difficulty::Normal);
  const ConfigLoad l = parseConfig("[computer]\nplayer1 = easy\nplayer2 = HARD\n", "r.ini");
  EXPECT_TRUE(l.warnings.empty());
  EXPECT_EQ(l.config.computer[0], rf::bot::Difficulty::Easy);
  EXPECT_EQ(l.config.computer[1], rf::bot::Difficulty::Hard);
  EXPECT_EQ(parseConfig(configText(l.config), "r.ini").config.computer, l.config.computer);
  EXPECT_EQ(parseConfig("[computer]\nplayer2 = brutal\n", "r.ini").warnings.at(0),
            "r.ini: line 2: expected player2 = easy, normal or hard, found 'brutal' (kept normal)");
  EXPECT_EQ(parseConfig("[computer]\nplayer3 = easy\n", "r.ini").warnings.at(0),
            "r.ini: line 2: unknown setting 'player3' in [computer] (known: player1, player2)");
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
  EXPECT_EQ(l.warnings[1], "r.ini: line 6: unknown setting 'reverb' in [sound] (known: soundfont, master, music, effects, source)");
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
  EXPECT_EQ(l.warnings[3], "retrosim.ini: line 12: unknown section [audio] (known: player1, player2, window, view, pads, sound, data, computer)");
  EXPECT_EQ(l.config.keys[0].a, (std::vector<int>{input::scancodeByName("Space")}));
  EXPECT_EQ(l.config.keys[0].b, defaultConfig().keys[0].b);
  EXPECT_EQ(l.config.keys[1].up, (std::vector<int>{input::scancodeByName("Keypad 8"), input::scancodeByName("I")}));
  const ConfigLoad broken = parseConfig("[player1]\nthis line has no equals sign\n", "r.ini");
  ASSERT_EQ(broken.warnings.size(), 1u);
  EXPECT_EQ(broken.warnings[0], "r.ini: line 2: expected 'name = value' or '[section]' (the line was skipped)");
}

// A NUL byte (a file half-overwritten, a bad editor) is named by its file, line and column;
// that line is skipped and the lines after it are read (inih alone would stop at the NUL).
TEST(Config, ANulByteIsNamedAndTheLinesAfterItAreRead) {
  const std::string text = std::string("[player1]\n") + "a = Sp" + '\0' + "ace\n" + "[window]\nscale = 3\n";
  const ConfigLoad l = parseConfig(text, "retrosim.ini");
  ASSERT_EQ(l.warnings.size(), 1u) << l.warnings.back();
  EXPECT_EQ(l.warnings[0], "retrosim.ini: line 2: a NUL byte at column 7 (the line was skipped)");
  EXPECT_EQ(l.config.keys[0].a, defaultConfig().keys[0].a);
  EXPECT_EQ(l.config.scale, 3);
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
  EXPECT_EQ(second.config.keys[0].a, (std::vector<int>{input::scancodeByName("Space")}));
  // the player's file is never rewritten
  const std::vector<uint8_t> after = testutil::readAll(file.string());
  EXPECT_EQ(std::string(after.begin(), after.end()), text + "[player1]\na = Space\n");
}

// [view] style and [pads] a..x5: the view a game starts in, the pad's button of each action.
TEST(Config, TheViewStyleAndThePadButtons) {
  Config c = defaultConfig();
  c.viewStyle = view::RfViewStyle::Tilted;
  c.pads.buttons[0] = input::PadButton::Y;
  c.pads.buttons[4] = input::PadButton::A;
  const ConfigLoad back = parseConfig(configText(c), "r.ini");
  EXPECT_TRUE(back.warnings.empty()) << back.warnings.front();
  EXPECT_EQ(back.config.viewStyle, view::RfViewStyle::Tilted);
  EXPECT_EQ(back.config.pads.buttons[0], input::PadButton::Y);
  EXPECT_EQ(back.config.pads.buttons[4], input::PadButton::A);
  EXPECT_EQ(parseConfig("[view]\nstyle = topdown\n", "r.ini").config.viewStyle, view::RfViewStyle::TopDown);
  // the sides' colours: the PC's blue and green, or the 3DO's green and brown
  EXPECT_EQ(back.config.sides, rf::SideColours::Pc);
  EXPECT_EQ(parseConfig("[view]\ncolours = 3do\n", "r.ini").config.sides, rf::SideColours::ThreeDo);
  c.sides = rf::SideColours::ThreeDo;
  EXPECT_EQ(parseConfig(configText(c), "r.ini").config.sides, rf::SideColours::ThreeDo);
  EXPECT_EQ(parseConfig("[view]\ncolours = red\n", "r.ini").warnings.at(0),
            "r.ini: line 2: expected colours = pc or 3do, found 'red' (kept pc)");
  const ConfigLoad bad = parseConfig("[view]\nstyle = iso\n[pads]\nb = start\n", "r.ini");
  ASSERT_EQ(bad.warnings.size(), 2u);
  EXPECT_EQ(bad.warnings[0], "r.ini: line 2: expected style = 3d or topdown, found 'iso' (kept " +
                                 std::string(viewStyleName(defaultConfig().viewStyle)) + ")");
  EXPECT_EQ(bad.warnings[1],
            "r.ini: line 4: expected b = a, b, x, y, leftshoulder or rightshoulder, found 'start' (kept b)");
}

// The options menu's save: only the changed settings are written, in place, the player's
// comments and other lines kept; a missing setting goes into its section, a missing section
// at the end; what is saved reads back.
TEST(Config, SavingChangesRewritesOnlyTheirLines) {
  const std::string text =
      "; my own notes\n"
      "[player1]\n"
      "a = Space   \n"
      "; I like J\n"
      "b = J\n"
      "\n"
      "[sound]\n"
      "music = 50\n";
  Config after = parseConfig(text, "r.ini").config;
  after.keys[0].a = {input::scancodeByName("L")};
  after.sound.music = 30;
  after.sound.effects = 40;  // not in the file: into [sound]
  after.scale = 3;           // no [window]: a new section
  const std::vector<ConfigEntry> all = configEntries(after);
  std::vector<ConfigEntry> changed;
  for (const ConfigEntry& e : all) {
    if ((e.section == "player1" && e.name == "a") || (e.section == "sound" && e.name != "soundfont" && e.name != "master" && e.name != "source") ||
        (e.section == "window" && e.name == "scale")) {
      changed.push_back(e);
    }
  }
  const std::string out = withConfigEntries(text, changed);
  EXPECT_EQ(out,
            "; my own notes\n"
            "[player1]\n"
            "a = L\n"
            "; I like J\n"
            "b = J\n"
            "\n"
            "[sound]\n"
            "music = 30\n"
            "effects = 40\n"
            "\n"
            "[window]\n"
            "scale = 3\n");
  const Config back = parseConfig(out, "r.ini").config;
  EXPECT_EQ(back.keys[0].a, after.keys[0].a);
  EXPECT_EQ(back.sound.music, 30);
  EXPECT_EQ(back.sound.effects, 40);
  EXPECT_EQ(back.scale, 3);
}

TEST(Config, SaveConfigChangesWritesTheFileAndKeepsOtherEdits) {
  testutil::TempDir dir;
  const std::filesystem::path file = dir.path() / "cfg" / "retrosim.ini";
  const Config before = defaultConfig();
  Config after = before;
  after.sound.master = 60;
  EXPECT_TRUE(saveConfigChanges(file, before, after));  // no file yet: the defaults with the change
  ConfigLoad l = loadOrCreateConfig(file);
  EXPECT_TRUE(l.warnings.empty());
  EXPECT_EQ(l.config.sound.master, 60);
  EXPECT_EQ(l.config.keys[0].a, before.keys[0].a);
  // another program (or the player) changes the music meanwhile: a later save keeps it
  std::string text = testutil::readText(file);
  text.replace(text.find("music = 80"), 10, "music = 20");
  testutil::put(file, text);
  Config again = after;
  again.keys[1].a = {input::scancodeByName("Keypad 0")};
  EXPECT_TRUE(saveConfigChanges(file, after, again));
  l = loadOrCreateConfig(file);
  EXPECT_EQ(l.config.sound.music, 20);
  EXPECT_EQ(l.config.sound.master, 60);
  EXPECT_EQ(l.config.keys[1].a, again.keys[1].a);
  EXPECT_NE(testutil::readText(file).find("; button A (fire, launch)"), std::string::npos);  // comments kept
  EXPECT_FALSE(saveConfigChanges(file, again, again));  // nothing changed: nothing written
  EXPECT_EQ(loadOrCreateConfig(file).config.keys[1].a, again.keys[1].a);
}

// A key bound to two actions is said (it does both): a clash the file's author may not see.
TEST(Config, AKeyBoundTwiceIsSaid) {
  const ConfigLoad l = parseConfig("[player1]\nb = H\n[player2]\nup = W\n", "r.ini");
  ASSERT_EQ(l.warnings.size(), 2u);
  EXPECT_EQ(l.warnings[0], "r.ini: line 2: the key H is bound to player1.a and player1.b (it does both; the "
                           "options menu moves a key without a clash)");
  EXPECT_EQ(l.warnings[1], "r.ini: line 4: the key W is bound to player1.up and player2.up (it does both; the "
                           "options menu moves a key without a clash)");
  // every warning in line order, inih's own and the clashes among the rest
  const ConfigLoad o = parseConfig("[player2]\nup = W\nbogus\n[view]\nlook = x\n", "o.ini");
  ASSERT_EQ(o.warnings.size(), 3u);
  EXPECT_EQ(o.warnings[0].rfind("o.ini: line 2: the key W", 0), 0u) << o.warnings[0];
  EXPECT_EQ(o.warnings[1].rfind("o.ini: line 3: expected 'name = value'", 0), 0u) << o.warnings[1];
  EXPECT_EQ(o.warnings[2].rfind("o.ini: line 5: expected look = ", 0), 0u) << o.warnings[2];
  EXPECT_TRUE(parseConfig(configText(defaultConfig()), "d.ini").warnings.empty());  // the defaults never clash
}

// Two writers saving at once (the options menus of two retrosim windows): the file's lock
// holds each read-modify-write, so every change of both lands.
TEST(Config, TwoWritersSavingAtOnceLoseNothing) {
  testutil::TempDir dir;
  const std::filesystem::path file = dir.path() / "retrosim.ini";
  const Config base = defaultConfig();
  ASSERT_TRUE(saveConfigChanges(file, base, [&] {
    Config c = base;
    c.sound.master = 0;
    return c;
  }()));
  const auto writer = [&](bool music) {
    for (int v = 1; v <= 50; ++v) {
      Config before = base, after = base;
      (music ? before.sound.music : before.sound.effects) = v - 1;
      (music ? after.sound.music : after.sound.effects) = v;
      saveConfigChanges(file, before, after);
    }
  };
  std::thread a(writer, true), b(writer, false);
  a.join();
  b.join();
  const ConfigLoad l = loadOrCreateConfig(file);
  EXPECT_TRUE(l.warnings.empty());
  EXPECT_EQ(l.config.sound.master, 0);
  EXPECT_EQ(l.config.sound.music, 50);
  EXPECT_EQ(l.config.sound.effects, 50);
}

// A settings file that is a FIFO, or a folder where the file should be, is one line naming
// it; nothing is written over it.
TEST(Config, SavingOverAFifoOrAFolderIsOneLine) {
  testutil::TempDir dir;
  const std::filesystem::path fifo = dir.path() / "fifo.ini";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Config after = defaultConfig();
  after.sound.music = 10;
  try {
    saveConfigChanges(fifo, defaultConfig(), after);
    ADD_FAILURE() << "saved over a FIFO";
  } catch (const std::exception& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find(fifo.string()), std::string::npos) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
  }
  EXPECT_TRUE(std::filesystem::is_fifo(fifo));
  const std::filesystem::path folder = dir.path() / "folder.ini";
  std::filesystem::create_directory(folder);
  EXPECT_THROW(saveConfigChanges(folder, defaultConfig(), after), std::exception);
  EXPECT_TRUE(std::filesystem::is_directory(folder));
}

}  // namespace
}  // namespace app
