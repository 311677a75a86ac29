// SPDX-License-Identifier: GPL-3.0-or-later
// The user's original data on the command line (docs/original-data.md), with synthetic CDs
// (tools/synthetic_cd: our designed tables in the documented RFIRE.BIN layout, our own maps
// in the CD's folder layout) as a folder, an ISO (xorriso) and raw .bin/.cue images.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/cli_run.hpp"
#include "app/rf_map_list.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/bno_ids.hpp"
#include "rf/data/data_tables.hpp"
#include "rf/data/rfm.hpp"
#include "synthetic_cd/synthetic_cd.hpp"
#include "synthetic_cd/synthetic_models.hpp"
#include "synthetic_cd/synthetic_program.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

const std::string kSource = RETROSIM_SOURCE_DIR;
const std::string kMaps = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/";

fs::path cd(const std::string& name, synth::CdOptions o = {}) {
  const fs::path dir = tempDir(name);
  synth::writeSyntheticCd(dir, kSource, o);
  return dir;
}

std::vector<uint8_t> readBytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool haveXorriso() {
  return std::system("command -v xorriso >/dev/null 2>&1") == 0;
}

// An ISO 9660 image of a folder (xorriso, ./dev's PACKAGES).
fs::path makeIso(const fs::path& dir, const fs::path& iso) {
  const std::string cmd =
      "xorriso -as mkisofs -quiet -V RFIRE -o " + iso.string() + " " + dir.string() + " 2>/dev/null";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  return iso;
}

TEST(RfDataCheck, EmptyFolderNamesWhatIsMissing) {
  const fs::path dir = tempDir("empty_cd");
  const auto r = runCli("rf data check " + dir.string());
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("RFIRE.BIN: missing"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("WORLDS: missing"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ART/ART.CAR: missing"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SOUND/SCORE.WAV: missing"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cannot be used"), std::string::npos) << r.out;
}

// rf data verify on the synthetic CD: a line per scenario outcome (the designed tables' results,
// tests/rf/verify_test.cpp), exit 0; with one tower's strength changed, exit 1 naming C4.
TEST(RfDataVerify, TheSyntheticCdReproducesEveryOutcome) {
  const fs::path dir = fs::path(RETROSIM_BINARY_DIR) / "data/synthetic_cd";
  const auto r = runCli("rf data verify " + dir.string());
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  for (const char* line : {"D1: notes 294 ticks, got 294 ticks: ok\n", "D2: notes 16 px, got 19 px: differs\n",
                           "C4: notes 5 shells, 5 debris, got 5 shells, 5 debris: ok\n",
                           "A4: notes 175 ticks, got 175 ticks: ok\n",
                           "T1: notes tank / jeep in 294 ticks, got tank / jeep in 294 ticks: ok\n"}) {
    EXPECT_NE(r.out.find(line), std::string::npos) << line << r.out;
  }
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1 + 16 + 1) << r.out;
  EXPECT_NE(r.out.find("every outcome the designed tables reproduce is reproduced\n"), std::string::npos) << r.out;
  const auto j = runCli("rf data verify " + dir.string() + " --json");
  EXPECT_EQ(j.code, 0) << j.err;
  const auto doc = nlohmann::json::parse(j.out);
  EXPECT_EQ(doc["outcomes"].size(), 16u);
  EXPECT_TRUE(doc["pass"].get<bool>());
}

TEST(RfDataVerify, OneChangedTowerStrengthFailsNamingIt) {
  const fs::path dir = cd("verify_cd", {.maps = synth::Maps::Few});
  auto edited = rf::makeDesignedTables();
  edited->bnos[rf::bnoId(rf::Bno::Tower)].strength = 3;
  const std::vector<uint8_t> program = synth::syntheticProgram(*edited);
  {
    std::ofstream f(dir / "RFIRE.BIN", std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(program.data()), static_cast<std::streamsize>(program.size()));
  }
  const auto r = runCli("rf data verify " + dir.string());
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("C4: notes 5 shells, 5 debris, got 3 shells, 5 debris: differs (designed tables: 5 shells, 5 debris)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("(moved: C4)"), std::string::npos) << r.out;
  const auto none = runCli("rf data verify " + tempDir("verify_empty").string());
  EXPECT_EQ(none.code, 2);
}

TEST(RfDataCheck, NoSuchPathIsOneLine) {
  const auto r = runCli("rf data check /nonexistent/rfire_cd");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("data: missing (/nonexistent/rfire_cd: no such folder or disc image)"),
            std::string::npos)
      << r.out;
}

TEST(RfDataCheck, SyntheticCdIsUsable) {
  // made by the build (make_synthetic_cd --lower): 204 maps, every name in lower case
  const fs::path dir = fs::path(RETROSIM_BINARY_DIR) / "data/synthetic_cd";
  const auto r = runCli("rf data check " + dir.string());
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("RFIRE.BIN: found (431616 bytes, CRC-32 0x64c49a1b"), std::string::npos) << r.out;
  for (const char* t :
       {"tile table 0x452858: found", "BNO table 0x451438: found", "vehicle descriptors 0x44afc8: found",
        "projectile types 0x450a78: found", "explosion tables 0x450a48: found", "bunker menu 0x43f1d8: found",
        "loadout 0x4438b8: found", "tunables 0x44b174: found", "debris programs 0x454ee8: found",
        "class descriptors 0x43fb10: found", "explosion descriptors 0x453228: found",
        "WORLDS: found (204 of 204 maps)", "WORLDS/1PLAYER/LEVEL1: found (12 maps)",
        "WORLDS/2PLAYER/LEVEL9: found (8 maps)", "SOUND/*.SDT: found (37 samples read,", "sound events 0x43e960: found", "music tracks 0x443aa0: found",
        "SOUND/SCORE.WAV: found (44100 Hz 16-bit stereo, 17.00 s, 17 tracks in range, streamed)",
        "SOUND/DRUMS.WAV: found (44100 Hz 16-bit stereo, 1.00 s, 1 track in range, streamed)",
        "the original tables and maps can be used"}) {
    EXPECT_NE(r.out.find(t), std::string::npos) << t << "\n" << r.out;
  }
  const auto j = runCli("rf data check --json " + dir.string());
  EXPECT_EQ(j.code, 0);
  const auto doc = nlohmann::json::parse(j.out);
  EXPECT_TRUE(doc.at("usable").get<bool>());
  EXPECT_EQ(doc.at("parts").at(1).at("part"), "RFIRE.BIN");
  EXPECT_EQ(doc.at("parts").at(1).at("status"), "found");
}

TEST(RfDataCheck, WrongProgramAndMissingMaps) {
  const fs::path dir = cd("bad_cd", {.maps = synth::Maps::Few});
  std::vector<uint8_t> p = synth::syntheticProgram();
  synth::poke32(p, 0x451438 + 49 * 0x38 + 0x1c, 0x401234);
  synth::fixCrc(p);
  std::ofstream((dir / "RFIRE.BIN").string(), std::ios::binary)
      .write(reinterpret_cast<const char*>(p.data()), static_cast<std::streamsize>(p.size()));
  const auto r = runCli("rf data check " + dir.string());
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("RFIRE.BIN: found"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(
                "BNO table 0x451438: wrong (" + (dir / "RFIRE.BIN").string() +
                ": the BNO table 0x451438, record 49 +0x1c: 0x401234 is not one of the documented addresses"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("WORLDS: missing (2 of 204 maps; missing RFMAPnnn.RFM 2, 3, 4"), std::string::npos)
      << r.out;
}

TEST(RfRunData, SaysWhichTablesAndRunsTheLevel) {
  const fs::path dir = cd("run_cd", {.maps = synth::Maps::Few});
  auto r = runCli("rf run --data " + dir.string() + " --level 1 --frames 20");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("RFMAP001.RFM: 20 frames"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("original tables (" + (dir / "RFIRE.BIN").string() + ", crc32 64c49a1b)"), std::string::npos)
      << r.out;
  r = runCli("rf run --map " + kMaps + "driftwood_cay.rfm --frames 20");
  EXPECT_NE(r.out.find(", designed tables"), std::string::npos) << r.out;
  r = runCli("rf run --data " + dir.string() + " --level 101 --frames 20 --players 2");
  EXPECT_EQ(r.code, 0) << r.err;
}

TEST(RfDataCheck, WrongNewTableIsNamed) {
  const fs::path dir = cd("bad_debris_cd", {.maps = synth::Maps::Few});
  std::vector<uint8_t> p = synth::syntheticProgram();
  synth::poke32(p, 0x454ee8 + 4 * 2, 0x7000000);  // program 2: a pointer outside the image
  synth::fixCrc(p);
  std::ofstream((dir / "RFIRE.BIN").string(), std::ios::binary)
      .write(reinterpret_cast<const char*>(p.data()), static_cast<std::streamsize>(p.size()));
  const auto r = runCli("rf data check " + dir.string());
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(
      r.out.find("debris programs 0x454ee8: wrong (" + (dir / "RFIRE.BIN").string() +
                 ": the debris programs 0x454ee8, record 2 +0x8: the program 0x7000000 is not in the image)"),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("class descriptors 0x43fb10: found"), std::string::npos) << r.out;
}

// rf run --hash keeps stdout to the hash; which tables ran is said on stderr.
TEST(RfRunData, HashRunSaysWhichTables) {
  const fs::path dir = cd("hash_cd", {.maps = synth::Maps::Few});
  auto r = runCli("rf run --data " + dir.string() + " --level 1 --frames 20 --hash");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.size(), 17u) << r.out;
  EXPECT_NE(r.err.find("RFMAP001.RFM: original tables (" + (dir / "RFIRE.BIN").string() + ", crc32 64c49a1b)"),
            std::string::npos)
      << r.err;
  r = runCli("rf run --map " + kMaps + "driftwood_cay.rfm --frames 20 --hash");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("driftwood_cay.rfm: designed tables"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("original tables"), std::string::npos) << r.err;
}

// A replay recorded on an original map of a disc image finds the map inside the image with
// --data, plays back with the image's tables and says so; without --data it names the map.
TEST(RfReplayData, FindsTheMapInsideTheImage) {
  if (!haveXorriso()) GTEST_SKIP() << "xorriso is not installed (./dev installs it)";
  const fs::path dir = cd("replay_cd", {.maps = synth::Maps::Few});
  // the CD's map 101 made unlike every bundled map (another author), so only --data has it
  const fs::path level101 = rf::findOriginalMap(dir, 101).path;
  rf::RfmFile map = rf::loadRfm(level101.string());
  map.setAuthor("the replay test");
  rf::saveRfm(map, level101.string());
  const fs::path out = tempDir("replay_iso");
  const fs::path iso = makeIso(dir, out / "rfire.iso");
  const std::string rec = (out / "level101.rsrp").string();
  const auto run = runCli("rf run --data " + iso.string() + " --level 101 --players 2 --frames 130 --input " +
                          kSource + "/tests/golden/rf/driftwood_cay.txt --hash --record " + rec);
  ASSERT_EQ(run.code, 0) << run.err;
  auto r = runCli("rf replay " + rec + " --verify --data " + iso.string());
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("hashes verified, hash " + run.out.substr(0, 16) + ", original tables (" +
                       iso.string() + ":RFIRE.BIN, crc32 64c49a1b)"),
            std::string::npos)
      << r.out;
  r = runCli("rf replay " + rec + " --verify --hash --data " + iso.string());
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, run.out);
  EXPECT_NE(r.err.find("original tables ("), std::string::npos) << r.err;
  r = runCli("rf replay " + rec + " --verify");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("its map RFMAP101.RFM (content hash "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("give it with --map FILE or the CD with --data PATH"), std::string::npos) << r.err;
}

// The synthetic CD's tables are ours written as RFIRE.BIN: the same game, but for the debris,
// which flies from the CD's models (issue 37: DataTables::models), and none of the synthetic
// CD's shapes is ours. With its models unreadable (a part with too many vertices: `rf data
// check` then says "RFIRE.BIN models: wrong") the debris is ours too and the golden hash holds.
TEST(RfRunData, GoldenHashWithTheLoadedTables) {
  const fs::path dir = cd("golden_cd", {.maps = synth::Maps::None});
  const std::string command = "rf run --data " + dir.string() + " --map " + kMaps + "driftwood_cay.rfm --input " +
                              kSource + "/tests/golden/rf/driftwood_cay.txt --frames 2630 --hash";
  const std::string trace = readText(kSource + "/tests/golden/rf/driftwood_cay.jsonl");
  const size_t at = trace.rfind("{\"hash\":\"");
  ASSERT_NE(at, std::string::npos);
  const std::string golden = trace.substr(at + 9, 16) + "\n";
  const auto withModels = runCli(command);
  ASSERT_EQ(withModels.code, 0) << withModels.err;
  EXPECT_NE(withModels.out, golden);  // the CD's debris pieces, not ours

  std::vector<uint8_t> program = readBytes(dir / "RFIRE.BIN");
  synth::poke32(program, synth::kSynthTowerTurret + rf::om::kNVerts, 100000);
  synth::fixCrc(program);
  {
    std::ofstream out(dir / "RFIRE.BIN", std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(program.data()), static_cast<std::streamsize>(program.size()));
  }
  const auto r = runCli(command);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, golden);
}

TEST(RfRunData, BadProgramIsOneLineAndExit1) {
  const fs::path dir = cd("trunc_cd", {.maps = synth::Maps::Few});
  fs::resize_file(dir / "RFIRE.BIN", 1000);
  const auto r = runCli("rf run --data " + dir.string() + " --level 1 --frames 2");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("RFIRE.BIN: not the supported version: 1000 bytes, CRC-32 0x"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("(expected 431616 bytes, CRC-32 0x64c49a1b"), std::string::npos) << r.err;
}

TEST(RfDataImage, IsoAndBinCueGiveTheFolderSResults) {
  if (!haveXorriso()) GTEST_SKIP() << "xorriso is not installed (./dev installs it)";
  const fs::path dir = cd("image_cd", {.maps = synth::Maps::Few});
  const fs::path out = tempDir("images");
  const fs::path iso = makeIso(dir, out / "rfire.iso");
  const std::vector<uint8_t> isoBytes = readBytes(iso);
  synth::writeBinCue(isoBytes, out / "mode1.bin", out / "mode1.cue", synth::RawMode::Mode1);
  synth::writeBinCue(isoBytes, out / "mode2.bin", out / "mode2.cue", synth::RawMode::Mode2Form1);
  const auto folder = runCli("rf run --data " + dir.string() + " --level 1 --frames 30 --hash");
  ASSERT_EQ(folder.code, 0) << folder.err;
  for (const fs::path& image : {iso, out / "mode1.cue", out / "mode2.cue", out / "mode1.bin"}) {
    const auto info = runCli("rf map info --data " + image.string() + " --level 101");
    EXPECT_EQ(info.code, 0) << image << ": " << info.err;
    EXPECT_NE(info.out.find("RFMAP101.RFM"), std::string::npos) << image << ": " << info.out;
    const auto run = runCli("rf run --data " + image.string() + " --level 1 --frames 30 --hash");
    EXPECT_EQ(run.code, 0) << image << ": " << run.err;
    EXPECT_EQ(run.out, folder.out) << image;
    const auto check = runCli("rf data check " + image.string());
    EXPECT_NE(check.out.find("RFIRE.BIN: found (431616 bytes"), std::string::npos)
        << image << ": " << check.out;
    EXPECT_NE(check.out.find("WORLDS: missing (2 of 204 maps"), std::string::npos)
        << image << ": " << check.out;
  }
}

// An image cut short: half an ISO, and a .bin shorter than its .cue's track, each give one
// line naming the shortfall (the maps that happen to lie in the first half are still read).
TEST(RfDataImage, AnImageCutShortIsNamedInOneLine) {
  if (!haveXorriso()) GTEST_SKIP() << "xorriso is not installed (./dev installs it)";
  const fs::path dir = cd("short_cd", {.maps = synth::Maps::Few});
  const fs::path out = tempDir("short_images");
  const fs::path iso = makeIso(dir, out / "rfire.iso");
  std::vector<uint8_t> isoBytes = readBytes(iso);
  // whole: no "image" line
  auto whole = runCli("rf data check " + iso.string());
  EXPECT_EQ(whole.out.find("image: "), std::string::npos) << whole.out;
  synth::writeBinCue(isoBytes, out / "whole.bin", out / "whole.cue", synth::RawMode::Mode1);
  whole = runCli("rf data check " + (out / "whole.cue").string());
  EXPECT_EQ(whole.out.find("image: "), std::string::npos) << whole.out;
  // half the ISO
  const size_t half = isoBytes.size() / 2 / 2048 * 2048;
  const std::vector<uint8_t> halfIso(isoBytes.begin(), isoBytes.begin() + static_cast<std::ptrdiff_t>(half));
  {
    std::ofstream f(out / "half.iso", std::ios::binary);
    f.write(reinterpret_cast<const char*>(halfIso.data()), static_cast<std::streamsize>(halfIso.size()));
  }
  auto r = runCli("rf data check " + (out / "half.iso").string());
  EXPECT_EQ(r.code, 1) << r.out;
  const std::string missing = std::to_string(isoBytes.size() - half) + " bytes missing";
  size_t at = r.out.find("image: wrong (" + (out / "half.iso").string() + ": cut short: the ISO 9660 volume is " +
                         std::to_string(isoBytes.size()) + " bytes, the file has " + std::to_string(half));
  EXPECT_NE(at, std::string::npos) << r.out;
  EXPECT_NE(r.out.find(missing), std::string::npos) << r.out;
  // a .bin shorter than its .cue's track
  synth::writeBinCue(isoBytes, out / "short.bin", out / "short.cue", synth::RawMode::Mode1);
  std::vector<uint8_t> bin = readBytes(out / "short.bin");
  const size_t keep = bin.size() - 10 * 2352;
  bin.resize(keep);
  {
    std::ofstream f(out / "short.bin", std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(bin.data()), static_cast<std::streamsize>(bin.size()));
  }
  for (const fs::path& image : {out / "short.cue", out / "short.bin"}) {
    r = runCli("rf data check " + image.string());
    EXPECT_EQ(r.code, 1) << r.out;
    at = r.out.find("image: wrong (" + (out / "short.bin").string() + ": cut short: track 1 (MODE1/2352) of short.cue");
    EXPECT_NE(at, std::string::npos) << image << ": " << r.out;
    EXPECT_NE(r.out.find(std::to_string(10 * 2352) + " bytes missing"), std::string::npos) << r.out;
  }
}

// rf play --data IMAGE: the title's list holds the image's maps, read into memory.
TEST(RfDataImage, TheTitleListReadsTheImage) {
  if (!haveXorriso()) GTEST_SKIP() << "xorriso is not installed (./dev installs it)";
  const fs::path dir = cd("title_cd", {.maps = synth::Maps::Few});
  const fs::path iso = makeIso(dir, tempDir("title_iso") / "rfire.iso");
  const MapList list = listPlayMaps({}, iso);
  EXPECT_TRUE(list.warnings.empty()) << list.warnings.front();
  ASSERT_EQ(list.maps.size(), 2u);
  for (const FlowMap& m : list.maps) {
    EXPECT_TRUE(m.original);
    EXPECT_FALSE(m.bytes.empty()) << m.path;
  }
  EXPECT_NE(list.maps[0].path.string().find("rfire.iso:WORLDS/1PLAYER/LEVEL1/RFMAP001.RFM"),
            std::string::npos)
      << list.maps[0].path;
}

TEST(RfDataImage, NotAnImageIsOneLine) {
  const fs::path out = tempDir("not_image");
  std::ofstream((out / "junk.iso").string()) << "not an image";
  const auto r = runCli("rf run --data " + (out / "junk.iso").string() + " --level 1");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("junk.iso: cannot read an ISO 9660 file system"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace app::test
