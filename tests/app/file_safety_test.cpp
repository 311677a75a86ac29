// SPDX-License-Identifier: GPL-3.0-or-later
// The program's files as a hostile or careless user meets them: a FIFO refused at
// once by every reader, a 2 GB sparse file refused before it is read, a planted PATH.tmp link
// not followed, -o onto a character device, linked / read-only / other-kind score, progress
// and settings files, a folder given as a file, the settings file that cannot stop the game,
// a folder scan past an unreadable sub-folder.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "app/cli_measured.hpp"
#include "app/cli_run.hpp"
#include "app/config.hpp"
#include "app/paths.hpp"
#include "app/xvfb.hpp"
#include "rf/data/high_scores.hpp"
#include "rf/high_score_store.hpp"
#include "rf/progress.hpp"
#include "test_read.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
const std::string kMapText = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/proving_strait.txt";
const std::string kWinScript = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_1p.txt";
constexpr const char* kNoDisplay = "env -u DISPLAY -u WAYLAND_DISPLAY ";

std::string gtaData() {
  const char* d = std::getenv("RETROSIM_GTA1_DATA");
  return d != nullptr ? d : "";
}

using testutil::names;
using testutil::put;

std::string errorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "(no error)";
}

// Every reader kind given a FIFO: refused by name within 1 s (the settings: a notice, the
// game goes on to its window).
TEST(FileSafety, AFifoIsRefusedAtOnceByEveryReader) {
  const fs::path dir = tempDir("fifo");
  const fs::path f = dir / "pipe";
  ASSERT_EQ(::mkfifo(f.c_str(), 0666), 0);
  const std::string F = f.string();
  struct Case {
    std::string args;
    std::string prefix;
  };
  std::vector<Case> cases = {
      {"rf map info " + F, ""},                                             // maps (RFM)
      {"rf map new " + F + " -o " + (dir / "o.rfm").string(), ""},          // map texts
      {"rf run --map " + kMap + " --frames 1 --input " + F, ""},            // input scripts
      {"rf replay " + F, ""},                                               // replays
      {"rf scores " + F, ""},                                               // scores
      {"rf play --map " + kMap + " --frames 1 --config " + F, kNoDisplay},  // settings
      {"gta map info " + F, ""},                                            // CMP
      {"gta mission list " + F, ""},                                        // MISSION.INI
  };
  if (!gtaData().empty()) {  // GTA run scripts: after the level loads
    cases.push_back({"gta run --ini " + gtaData() + "/MISSION.INI --section 1 --frames 1 --input " + F, ""});
  }
  for (const Case& c : cases) {
    const MeasuredRun m = runMeasured(c.args, c.prefix);
    EXPECT_LT(m.seconds, 1.0) << c.args;
    EXPECT_NE(m.r.err.find(F + ": not a regular file (a FIFO)"), std::string::npos)
        << c.args << ": " << m.r.err;
    EXPECT_EQ(m.r.code, 1) << c.args;
    std::printf("[ figures  ] FIFO refused in %.3f s: %s\n", m.seconds,
                c.args.substr(0, c.args.find(' ', 8)).c_str());
  }
  // The stores (the game's end records into them) refuse it too, and leave it.
  std::string msg;
  EXPECT_EQ(errorOf([&] {
              rf::recordHighScoreInFile(f, rf::GameResult{1, 0, 1, "m", "ann", "", 9}, msg);
            }),
            F + ": not a regular file (a FIFO)");
  std::vector<std::string> msgs;
  EXPECT_EQ(errorOf([&] { rf::recordProgressInFile(f, "Map", true, 9, msgs); }),
            F + ": not a regular file (a FIFO)");
  EXPECT_TRUE(fs::is_fifo(f));
}

// A 2 GB sparse file is refused on its size, before a byte is read: the program stays small.
TEST(FileSafety, ASparse2GbFileIsRefusedBeforeItIsRead) {
  const fs::path dir = tempDir("sparse");
  const fs::path big = dir / "big.rfm";
  put(big, "WRL");
  fs::resize_file(big, uint64_t{2} << 30);
  const std::string B = big.string();
  struct Case {
    std::string args;
    std::string cap;
  };
  const std::vector<Case> cases = {
      {"rf map info " + B, "an RFM map of at most 1048576 bytes"},
      {"rf replay " + B, "a replay of at most 536870912 bytes"},
      {"rf scores " + B, "a high-score table of at most 16777216 bytes"},
      {"gta map info " + B, "a CMP city map of at most 16777216 bytes"},
      {"gta mission list " + B, "a MISSION.INI of at most 4194304 bytes"},
      {"rf run --map " + kMap + " --frames 1 --input " + B, "an input script of at most 16777216 bytes"},
  };
  for (const Case& c : cases) {
    const MeasuredRun m = runMeasured(c.args);
    EXPECT_EQ(m.r.code, 1) << c.args;
    EXPECT_NE(m.r.err.find(B + ": expected " + c.cap + ", found 2147483648 bytes"), std::string::npos)
        << c.args << ": " << m.r.err;
    if (!kSanitized) {  // cli_measured.hpp
      EXPECT_LT(m.maxRssKb, 50 * 1024) << c.args;
    }
    EXPECT_LT(m.seconds, 1.0) << c.args;
    std::printf("[ figures  ] %s: %.3f s, %ld KB peak memory\n",
                c.args.substr(0, c.args.find(' ', 8)).c_str(), m.seconds, m.maxRssKb);
  }
}

// `ln -s victim out.txt.tmp; retrosim rf map text M -o out.txt`: the victim keeps its bytes.
TEST(FileSafety, APlantedTmpLinkIsNotFollowed) {
  const fs::path dir = tempDir("planted");
  put(dir / "victim", "precious");
  fs::create_symlink(dir / "victim", dir / "out.txt.tmp");
  const CliResult r = runCli("rf map text " + kMap + " -o " + (dir / "out.txt").string());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(readText(dir / "victim"), "precious");
  EXPECT_TRUE(fs::is_symlink(dir / "out.txt.tmp"));
  EXPECT_NE(readText(dir / "out.txt").find("Proving Strait"), std::string::npos);
  EXPECT_EQ(names(dir), (std::vector<std::string>{"out.txt", "out.txt.tmp", "victim"}));
}

// -o onto a character device (a copy of /dev/null) writes into it; it stays a device.
TEST(FileSafety, OutputOntoACharacterDeviceStaysADevice) {
  const fs::path dir = tempDir("chardev");
  fs::path dev = dir / "null";
  if (::mknod(dev.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0) dev = "/dev/null";  // a copy needs root
  const CliResult r = runCli("rf map text " + kMap + " -o " + dev.string());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(fs::is_character_file(dev));
  EXPECT_FALSE(fs::is_symlink(dev));
}

// A folder given as a file: one line naming it.
TEST(FileSafety, AFolderGivenAsAFileGivesOneLineNamingIt) {
  const fs::path dir = tempDir("folder_as_file");
  for (const char* args : {"rf map info ", "rf scores ", "rf replay ", "gta map info "}) {
    const CliResult r = runCli(std::string(args) + dir.string());
    EXPECT_EQ(r.code, 1) << args;
    EXPECT_EQ(r.err, "retrosim: " + dir.string() + ": not a regular file (a directory)\n") << args;
  }
  const CliResult o = runCli("rf map text " + kMap + " -o " + dir.string());
  EXPECT_EQ(o.code, 1);
  EXPECT_EQ(o.err, "retrosim: " + dir.string() + ": not a regular file (a directory)\n");
}

rf::GameResult win(const std::string& map, const std::string& who, uint32_t ms) {
  return rf::GameResult{1, 0, rf::kHsCustomMap, map, who, "", ms};
}

// --scores through a link: the link stays, its target gets the table (a dangling link makes
// its target); the same for the progress and the settings.
TEST(FileSafety, ALinkedScoreProgressOrSettingsFileKeepsItsLink) {
  const fs::path dir = tempDir("linked");
  fs::create_directories(dir / "real");
  const fs::path link = dir / "s.bin";
  fs::create_symlink("real/scores.bin", link);  // dangling: the first record makes the target
  const CliResult r = runCli("rf run --map " + kMap + " --players 1 --frames 1900 --input " + kWinScript +
                             " --scores " + link.string() + " --names Tess");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("high score: added"), std::string::npos) << r.out;
  std::string msg;
  rf::recordHighScoreInFile(link, win("other", "Ann", 5000), msg);
  EXPECT_TRUE(fs::is_symlink(link));
  const rf::HighScores t = rf::parseHighScores(testutil::readAll(dir / "real" / "scores.bin"), "t");
  ASSERT_EQ(t.onePlayer.size(), 2u);
  EXPECT_EQ(names(dir / "real"), (std::vector<std::string>{"scores.bin", "scores.bin.lock"}));

  const fs::path plink = dir / "p.bin";
  fs::create_symlink("real/progress.bin", plink);
  std::vector<std::string> msgs;
  rf::recordProgressInFile(plink, "Proving Strait", true, 59200, msgs);
  rf::recordProgressInFile(plink, "Proving Strait", false, 0, msgs);
  EXPECT_TRUE(fs::is_symlink(plink));
  const rf::Progress p = rf::loadProgress(dir / "real" / "progress.bin").progress;
  ASSERT_EQ(p.maps.size(), 1u);
  EXPECT_EQ(p.maps[0].games, 2);

  const fs::path clink = dir / "retrosim.ini";
  fs::create_symlink("real/settings.ini", clink);  // a dangling settings link
  const ConfigLoad c = loadOrCreateConfig(clink);
  EXPECT_TRUE(c.created);
  EXPECT_TRUE(fs::is_symlink(clink));
  EXPECT_NE(readText(dir / "real" / "settings.ini").find("[player1]"), std::string::npos);
}

// A read-only (0444) score file is not overwritten: one line, exit 1, the file as it was.
TEST(FileSafety, AReadOnlyScoreFileIsNotOverwritten) {
  const fs::path dir = tempDir("readonly");
  const fs::path file = dir / "ro.bin";
  std::string msg;
  rf::recordHighScoreInFile(file, win("other", "Ann", 5000), msg);
  const std::vector<uint8_t> before = testutil::readAll(file);
  ::chmod(file.c_str(), 0444);
  const CliResult r = runCli("rf run --map " + kMap + " --players 1 --frames 1900 --input " + kWinScript +
                             " --scores " + file.string() + " --names Tess");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("retrosim: " + file.string() + ": cannot write: the file is read-only (mode 0444)\n"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(testutil::readAll(file), before);
  struct stat st {};
  ::stat(file.c_str(), &st);
  EXPECT_EQ(st.st_mode & 07777, 0444u);
  std::vector<std::string> msgs;
  const fs::path pfile = dir / "p.bin";
  rf::recordProgressInFile(pfile, "Map", true, 1, msgs);
  ::chmod(pfile.c_str(), 0444);
  EXPECT_EQ(errorOf([&] { rf::recordProgressInFile(pfile, "Map", true, 1, msgs); }),
            pfile.string() + ": cannot write: the file is read-only (mode 0444)");
}

// --scores pointed at a replay: refused with a line, exit 1, the replay left where it was;
// only a file with the table's magic that does not parse is kept aside.
TEST(FileSafety, AReplayGivenAsScoresIsRefusedAndLeftAlone) {
  const fs::path dir = tempDir("replay_as_scores");
  const fs::path rep = dir / "game.rsrp";
  const CliResult rec = runCli("rf run --map " + kMap + " --frames 10 --record " + rep.string());
  ASSERT_EQ(rec.code, 0) << rec.err;
  const std::vector<uint8_t> before = testutil::readAll(rep);
  const CliResult r = runCli("rf run --map " + kMap + " --players 1 --frames 1900 --input " + kWinScript +
                             " --scores " + rep.string() + " --names Tess");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("retrosim: " + rep.string() +
                       ": refusing to replace it: not a high-score table (no \"rfhs\" magic)\n"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(testutil::readAll(rep), before);
  EXPECT_EQ(names(dir), (std::vector<std::string>{"game.rsrp"}));  // refused before the lock: no .lock
  // The progress store the same.
  std::vector<std::string> msgs;
  EXPECT_EQ(errorOf([&] { rf::recordProgressInFile(rep, "Map", true, 1, msgs); }),
            rep.string() + ": refusing to replace it: not a progress file (no \"rfpg\" magic)");
  EXPECT_EQ(testutil::readAll(rep), before);
  EXPECT_EQ(names(dir), (std::vector<std::string>{"game.rsrp"}));
}

// --record over a file that is not a replay (a map, say) refuses and leaves it; over an
// older replay it replaces it.
TEST(FileSafety, ARecordOverAFileOfAnotherKindIsRefused) {
  const fs::path dir = tempDir("record_over_other");
  const fs::path map = dir / "mine.rfm";
  fs::copy_file(kMap, map);
  const std::vector<uint8_t> before = testutil::readAll(map);
  const CliResult r = runCli("rf run --map " + kMap + " --frames 10 --record " + map.string());
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find(map.string() + ": refusing to replace it: not a retrosim replay (no \"RSRP\" magic)"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(testutil::readAll(map), before);
  EXPECT_EQ(names(dir), (std::vector<std::string>{"mine.rfm"}));
  const fs::path rep = dir / "game.rsrp";
  ASSERT_EQ(runCli("rf run --map " + kMap + " --frames 10 --record " + rep.string()).code, 0);
  const CliResult again = runCli("rf run --map " + kMap + " --frames 20 --record " + rep.string());
  EXPECT_EQ(again.code, 0) << again.err;
}

// `rf play --config new.ini` (no folder part) writes it beside; a folder that cannot be made
// (its parent is a file) or written runs the game on the defaults with one notice line.
TEST(FileSafety, TheSettingsFileCannotStopTheGame) {
  const fs::path dir = tempDir("settings");
  const ConfigLoad bare = [&] {
    const fs::path old = fs::current_path();
    fs::current_path(dir);
    ConfigLoad l = loadOrCreateConfig("new.ini");
    fs::current_path(old);
    return l;
  }();
  EXPECT_TRUE(bare.created);
  EXPECT_TRUE(bare.warnings.empty());
  EXPECT_NE(readText(dir / "new.ini").find("[player2]"), std::string::npos);
  put(dir / "afile", "x");
  const fs::path blocked = dir / "afile" / "retrosim" / "retrosim.ini";
  const ConfigLoad l = loadOrCreateConfig(blocked);
  EXPECT_FALSE(l.created);
  ASSERT_EQ(l.warnings.size(), 1u);
  EXPECT_EQ(l.warnings[0],
            (dir / "afile" / "retrosim").string() +
                ": cannot create the folder: Not a directory (running on the default settings)");
  EXPECT_EQ(l.config.keys[0].up, defaultConfig().keys[0].up);
  // The whole program: the game runs (exit 0 under a display) after the notice.
  nullWindowEnv();
  const CliResult bareRun = runMeasured("rf play --map " + kMap + " --frames 2 --dt 2 --config new2.ini",
                                        "env -C " + dir.string() + " ")
                                .r;
  const CliResult r = runCli("rf play --map " + kMap + " --frames 2 --dt 2 --config " + blocked.string());
  headlessEnv();
  EXPECT_EQ(bareRun.code, 0) << bareRun.err;
  EXPECT_NE(bareRun.err.find("retrosim: wrote the default settings to new2.ini\n"), std::string::npos)
      << bareRun.err;
  EXPECT_TRUE(fs::exists(dir / "new2.ini"));
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("retrosim: " + l.warnings[0] + "\n"), std::string::npos) << r.err;
}

// A folder scan (rf map summary, the title's map list) skips a sub-folder it cannot read,
// says so in one line and goes on (run as an ordinary user: root reads every folder).
TEST(FileSafety, AFolderScanGoesPastAnUnreadableSubFolder) {
  testutil::TempDir top;
  ::chmod(top.path().c_str(), 0755);
  const fs::path dir = top / "maps";
  fs::create_directories(dir / "a_locked");
  fs::create_directories(dir / "b_open");
  fs::copy_file(kMap, dir / "a_locked" / "hidden.rfm");
  fs::copy_file(kMap, dir / "b_open" / "seen.rfm");
  ::chmod(dir.c_str(), 0777);
  ::chmod((dir / "b_open").c_str(), 0755);
  ::chmod((dir / "b_open" / "seen.rfm").c_str(), 0644);
  ::chmod((dir / "a_locked").c_str(), 0);
  std::string prefix;
  if (::geteuid() == 0) {
    if (std::system("command -v setpriv >/dev/null 2>&1") != 0) GTEST_SKIP() << "root without setpriv";
    prefix = "setpriv --reuid=65534 --regid=65534 --clear-groups ";
  }
  const std::string out = (dir / "summary.json").string();
  const MeasuredRun m = runMeasured("rf map summary " + dir.string() + " -o " + out, prefix);
  ::chmod((dir / "a_locked").c_str(), 0755);
  EXPECT_EQ(m.r.code, 0) << m.r.err;
  EXPECT_NE(m.r.err.find("retrosim: " + (dir / "a_locked").string() +
                         ": cannot read the folder: Permission denied (skipped)\n"),
            std::string::npos)
      << m.r.err;
  EXPECT_NE(m.r.out.find(": 1 maps, 0 not playable"), std::string::npos) << m.r.out;
  EXPECT_NE(readText(out).find("seen.rfm"), std::string::npos);
}

}  // namespace
}  // namespace app::test
