// SPDX-License-Identifier: GPL-3.0-or-later
// The look switch: [view] look = original | ours, the choice with the data
// (the synthetic CD's ART.CAR and model parts, made by our tools to the documented formats;
// no original data exists here), the line that says which look and why, F4 a window key,
// `rf data check`'s lines and `rf run --png --view 3d --data` in the original look.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "app/cli_run.hpp"
#include "app/config.hpp"
#include "app/rf_game_data.hpp"
#include "rf/front/options_menu.hpp"
#include "app/xvfb.hpp"
#include "view/rf_original_look.hpp"
#include "platform/window.hpp"
#include "rf/data/data_source.hpp"
#include "rf/progress.hpp"
#include "synthetic_cd/synthetic_cd.hpp"
#include "test_home.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

const std::string kSource = RETROSIM_SOURCE_DIR;
const std::string kMaps = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/";

fs::path cd(const std::string& name) {
  const fs::path dir = tempDir(name);
  synth::writeSyntheticCd(dir, kSource, {.maps = synth::Maps::None});
  return dir;
}

TEST(RfLookSetting, ReadsWritesAndWarns) {
  EXPECT_TRUE(defaultConfig().originalLook);
  EXPECT_FALSE(parseConfig("[view]\nlook = ours\n", "r.ini").config.originalLook);
  EXPECT_TRUE(parseConfig("[view]\nlook = Original\n", "r.ini").config.originalLook);
  const ConfigLoad bad = parseConfig("[view]\nlook = shiny\n", "r.ini");
  ASSERT_EQ(bad.warnings.size(), 1u);
  EXPECT_EQ(bad.warnings[0],
            "r.ini: line 2: expected look = original or ours, found 'shiny' (kept original)");
  Config c = defaultConfig();
  c.originalLook = false;
  const std::string text = configText(c);
  EXPECT_NE(text.find("look = ours"), std::string::npos) << text;
  EXPECT_FALSE(parseConfig(text, "r.ini").config.originalLook);
  EXPECT_NE(configText(defaultConfig()).find("look = original"), std::string::npos);
}

TEST(RfLookSetting, F4IsAWindowKey) {
  EXPECT_TRUE(rf::front::reservedKey(input::scancodeByName("F4")));
}

TEST(RfLookChoice, OriginalWithTheDataElseOursAndWhy) {
  const fs::path dir = cd("look_cd");
  const auto src = rf::openDataSource(dir.string());
  const RfLook on = chooseRfLook(src.get(), true);
  ASSERT_NE(on.look, nullptr) << on.line;
  EXPECT_EQ(on.line, "look: original (" + (dir / "ART/ART.CAR").string() + ", " +
                         (dir / "RFIRE.BIN").string() +
                         " models, the original's HUD, the strips 1PBSCRH.RFA 2PBSCRH.RFA, the backdrop PS480.RFA, "
                         "TRANS.TBL's blending)");
  ASSERT_NE(on.look->backdrop(), nullptr);
  EXPECT_EQ(on.look->backdrop()->width(), 640);
  EXPECT_EQ(on.look->backdrop()->height(), 480);
  ASSERT_NE(on.look->trans(), nullptr);
  ASSERT_NE(on.look->hud(), nullptr);
  ASSERT_NE(on.look->strip(1), nullptr);
  EXPECT_EQ(on.look->strip(1)->width(), 640);
  EXPECT_EQ(on.look->strip(1)->height(), 176);
  EXPECT_EQ(on.look->strip(2)->height(), 183);
  // the low strips doubled when the high ones are not there; a bad strip: none, the look stays
  fs::remove(dir / "ART/1PBSCRH.RFA");
  fs::remove(dir / "ART/2PBSCRH.RFA");
  const RfLook low = chooseRfLook(src.get(), true);
  EXPECT_NE(low.line.find("the strips 1PBSCRL.RFA 2PBSCRL.RFA, "), std::string::npos) << low.line;
  ASSERT_NE(low.look->strip(2), nullptr);
  EXPECT_EQ(low.look->strip(2)->width(), 640);
  EXPECT_EQ(low.look->strip(2)->height(), 184);
  std::ofstream(dir / "ART/2PBSCRL.RFA") << "BM but short";
  const RfLook badStrip = chooseRfLook(src.get(), true);
  ASSERT_NE(badStrip.look, nullptr) << badStrip.line;
  EXPECT_EQ(badStrip.look->strip(1), nullptr);
  EXPECT_NE(badStrip.line.find(", no strips: " + (dir / "ART/2PBSCRL.RFA").string() + ": offset 0x"),
            std::string::npos)
      << badStrip.line;
  // a bad TRANS.TBL: the look stays original, blending in RGB
  std::ofstream(dir / "ART/TRANS.TBL") << "short";
  const RfLook badTrans = chooseRfLook(src.get(), true);
  ASSERT_NE(badTrans.look, nullptr) << badTrans.line;
  EXPECT_EQ(badTrans.look->trans(), nullptr);
  EXPECT_NE(badTrans.line.find(", blending in RGB: " + (dir / "ART/TRANS.TBL").string() +
                               ": offset 0x5: expected 81924 bytes (the blend, darken and brighten tables), found 5 bytes)"),
            std::string::npos)
      << badTrans.line;
  const RfLook off = chooseRfLook(src.get(), false);
  EXPECT_EQ(off.look, nullptr);
  EXPECT_EQ(off.line, "look: ours ([view] look = ours)");
  EXPECT_EQ(chooseRfLook(nullptr, true).line, "look: ours (no --data or [data] path)");
  fs::remove(dir / "ART/ART.CAR");
  const RfLook none = chooseRfLook(src.get(), true);
  EXPECT_EQ(none.look, nullptr);
  EXPECT_EQ(none.line, "look: ours (no ART/ART.CAR in " + dir.string() + ")");
  std::ofstream(dir / "ART/ART.CAR") << "not a cel archive";
  const RfLook bad = chooseRfLook(src.get(), true);
  EXPECT_EQ(bad.look, nullptr);
  EXPECT_EQ(bad.line, "look: ours (" + (dir / "ART/ART.CAR").string() +
                          ": offset 0x0: expected the magic \"CCBA\" of a cel archive)");
}

// The title's backdrop: a language's HIBCK*.RFA first, then PS480.RFA, else PS240.RFA doubled;
// one of another size: none, and the line says why.
TEST(RfLookChoice, TheTitleBackdrop) {
  const fs::path dir = cd("look_backdrop_cd");
  const auto src = rf::openDataSource(dir.string());
  fs::copy_file(dir / "ART/PS480.RFA", dir / "ART/HiBckEng.RFA");
  EXPECT_NE(chooseRfLook(src.get(), true).line.find(", the backdrop HIBCKENG.RFA"), std::string::npos);
  fs::remove(dir / "ART/HiBckEng.RFA");
  fs::remove(dir / "ART/PS480.RFA");
  const RfLook low = chooseRfLook(src.get(), true);
  EXPECT_NE(low.line.find(", the backdrop PS240.RFA"), std::string::npos) << low.line;
  ASSERT_NE(low.look->backdrop(), nullptr);
  EXPECT_EQ(low.look->backdrop()->width(), 640);
  fs::copy_file(dir / "ART/1PBSCRL.RFA", dir / "ART/PS240.RFA", fs::copy_options::overwrite_existing);
  const RfLook bad = chooseRfLook(src.get(), true);
  ASSERT_NE(bad.look, nullptr);
  EXPECT_EQ(bad.look->backdrop(), nullptr);
  EXPECT_NE(bad.line.find(", no backdrop: " + (dir / "ART/PS240.RFA").string() +
                          ": offset 0x12: expected a backdrop 320 pixels wide and 240 high, found 320 x 88"),
            std::string::npos)
      << bad.line;
}

TEST(RfLookCommands, DataCheckAndRunPng) {
  const fs::path dir = cd("look_cli_cd");
  const auto r = runCli("rf data check " + dir.string());
  EXPECT_NE(r.out.find("ART/ART.CAR: found (2165 cels, "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ART/TRANS.TBL: found (the blend, 32 darken and brighten tables)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ART/ and TITLE/*.RFA: found (8 of 8 pictures: 1PBSCRL 320 x 88, 1PBSCRH 640 x 176, "
                       "2PBSCRL 320 x 92, 2PBSCRH 640 x 183, PS240 320 x 240, PS480 640 x 480, EMI 320 x 240, "
                       "SILENT 320 x 240)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("RFIRE.BIN models: found (32 parts, "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("RFIRE.BIN HUD: found (10 gauges, 4 radar widgets, 18 grenade segments, 22 radar blip dots)"),
            std::string::npos)
      << r.out;
  const fs::path png = tempDir("look_png"), ours = tempDir("look_png_ours");
  const fs::path script = tempDir("look_script") / "launch.txt";
  std::ofstream(script) << "0 p1 A  # launch the tank\n";
  const std::string args = " --map " + kMaps + "driftwood_cay.rfm --input " + script.string() +
                           " --frames 230 --every 229 --view 3d --png ";
  const auto run = runCli("rf run --data " + dir.string() + args + png.string());
  EXPECT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.err.find("retrosim: look: original ("), std::string::npos) << run.err;
  const auto plain = runCli("rf run" + args + ours.string());
  EXPECT_EQ(plain.code, 0) << plain.err;
  EXPECT_EQ(plain.err.find("look:"), std::string::npos) << plain.err;
  std::ifstream a(png / "frame_000229.png", std::ios::binary), b(ours / "frame_000229.png", std::ios::binary);
  const std::string pa{std::istreambuf_iterator<char>(a), {}}, pb{std::istreambuf_iterator<char>(b), {}};
  EXPECT_FALSE(pa.empty());
  EXPECT_TRUE(pa != pb);  // the original look, not ours
}

// The look from a disc image (an ISO made by xorriso of the synthetic CD).
TEST(RfLookChoice, FromAnIsoImage) {
  if (std::system("command -v xorriso >/dev/null 2>&1") != 0) GTEST_SKIP() << "xorriso is not installed";
  const fs::path dir = cd("look_iso_cd");
  const fs::path iso = tempDir("look_iso") / "rfire.iso";
  ASSERT_EQ(std::system(("xorriso -as mkisofs -quiet -V RFIRE -o " + iso.string() + " " + dir.string() +
                         " 2>/dev/null")
                            .c_str()),
            0);
  const auto src = rf::openDataSource(iso.string());
  const RfLook l = chooseRfLook(src.get(), true);
  EXPECT_NE(l.look, nullptr) << l.line;
  EXPECT_NE(l.line.find("rfire.iso:ART/ART.CAR"), std::string::npos) << l.line;
}

// The window says which look it uses: the original with the CD, ours when the settings say so.
TEST(RfLookWindow, PlayWithDataSaysTheLook) {
  const fs::path dir = tempDir("rf_look_window"), data = cd("look_window_cd");
  ::setenv("XDG_DATA_HOME", (dir / "data").c_str(), 1);
  ::setenv("XDG_CONFIG_HOME", (dir / "config").c_str(), 1);
  ::setenv(rf::kProgressEnv, (dir / "progress.bin").c_str(), 1);
  ::setenv("RETROSIM_RF_SCORES", (dir / "scores.bin").c_str(), 1);
  nullWindowEnv();
  const std::string map = kMaps + "driftwood_cay.rfm";
  const auto on = runCli("rf play --map " + map + " --data " + data.string() + " --frames 3 --dt 2");
  fs::create_directories(dir / "config/retrosim");
  std::ofstream(dir / "config/retrosim/retrosim.ini") << "[view]\nlook = ours\n";
  const auto off = runCli("rf play --map " + map + " --data " + data.string() + " --frames 3 --dt 2");
  headlessEnv();
  testutil::useHome(testutil::processHome());
  ASSERT_EQ(on.code, 0) << on.err;
  EXPECT_NE(on.err.find("retrosim: look: original ("), std::string::npos) << on.err;
  ASSERT_EQ(off.code, 0) << off.err;
  EXPECT_NE(off.err.find("retrosim: look: ours ([view] look = ours)"), std::string::npos) << off.err;
}

}  // namespace
}  // namespace app::test
