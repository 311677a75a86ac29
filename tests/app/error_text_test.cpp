// SPDX-License-Identifier: GPL-3.0-or-later
// Error lines with hostile bytes in the input: the input-script, GTA
// run-script, settings and replay-magic messages echo what they found through
// core::printable: one line, the file named, control bytes and non-ASCII as \xNN, a token
// cut after 60 bytes with "...". Before, ESC / BEL / NUL reached the terminal and a 10 MB
// token gave a 10 MB line.
#include <gtest/gtest.h>

#include <string>

#include "app/cli_run.hpp"
#include "app/config.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "gta/data/run_script.hpp"
#include "rf/replay.hpp"

namespace app::test {
namespace {

const std::string kMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/driftwood_cay.rfm";
const std::string kHuge(10u << 20, 'Z');  // a 10 MB token

// One line (a newline at its end only), no control byte nor any byte outside ASCII, short.
void expectOneCleanLine(const std::string& line, size_t max = 400) {
  ASSERT_FALSE(line.empty());
  EXPECT_LE(line.size(), max) << line.substr(0, 200);
  const size_t end = line.back() == '\n' ? line.size() - 1 : line.size();
  for (size_t i = 0; i < end; ++i) {
    const auto c = static_cast<unsigned char>(line[i]);
    ASSERT_TRUE(c >= 0x20 && c < 0x7f) << "byte " << int{c} << " at " << i << " in " << line.substr(0, 200);
  }
}

std::string parseErrorOf(auto&& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no error";
}

TEST(ErrorText, InputScriptTokensAreEscapedAndCut) {
  const auto dir = tempDir("error_text_input");
  const std::string bells = (dir / "bells.txt").string();
  core::writeFileAtomic(bells, std::string("0 p1 fwd\x1b[2J\x07\0x\n", 16));
  const CliResult r = runCli("rf run --map " + kMap + " --input " + bells);
  EXPECT_EQ(r.code, 1);
  expectOneCleanLine(r.err);
  EXPECT_NE(r.err.find(bells + ": line 1: expected "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("found \"fwd\\x1b[2J\\x07\\0x\""), std::string::npos) << r.err;
  const std::string huge = (dir / "huge.txt").string();
  core::writeFileAtomic(huge, "0 p1 " + kHuge + "\n");
  const CliResult h = runCli("rf run --map " + kMap + " --input " + huge);
  EXPECT_EQ(h.code, 1);
  expectOneCleanLine(h.err);
  EXPECT_NE(h.err.find("found \"" + std::string(60, 'Z') + "...\""), std::string::npos)
      << h.err.substr(0, 300);
}

TEST(ErrorText, GtaRunScriptTokensAreEscapedAndCut) {
  const std::string e =
      parseErrorOf([] { (void)gta::parseRunScript("1 smoke\x1b\x07\xff\n", "run\x1b.txt"); });
  expectOneCleanLine(e);
  EXPECT_EQ(e,
            "run\\x1b.txt: line 1: expected a verb (fire, explosion, kick, powerup, reveal, door), found "
            "'smoke\\x1b\\x07\\xff'");
  const std::string h = parseErrorOf([] { (void)gta::parseRunScript("1 " + kHuge + "\n", "run.txt"); });
  expectOneCleanLine(h);
  EXPECT_NE(h.find("found '" + std::string(60, 'Z') + "...'"), std::string::npos) << h.substr(0, 300);
}

// (inih reads lines of at most 200 bytes: the long value here is 150.)
TEST(ErrorText, SettingsWarningsAreEscapedAndCut) {
  const ConfigLoad l =
      parseConfig("[player1]\nup = W\x1b[31m\x07\n[window]\nfullscreen = " + std::string(150, 'Z') +
                      "\n[p\xe9"
                      "ds]\nx = 1\n",
                  "s\x07.ini");
  ASSERT_EQ(l.warnings.size(), 3u);
  for (const std::string& w : l.warnings) expectOneCleanLine(w);
  EXPECT_EQ(l.warnings[0],
            "s\\x07.ini: line 2: unknown key 'W\\x1b[31m\\x07' for player1.up (kept the default: W, Up)");
  EXPECT_NE(l.warnings[1].find("found '" + std::string(60, 'Z') + "...' (kept false)"), std::string::npos)
      << l.warnings[1].substr(0, 300);
  EXPECT_NE(l.warnings[2].find("unknown section [p\\xe9ds]"), std::string::npos) << l.warnings[2];
}

TEST(ErrorText, ReplayMagicIsEscaped) {
  const std::string e = parseErrorOf([] {
    const std::string bytes = std::string("\x1b[2J", 4) + std::string(64, '\0');
    (void)rf::parseReplay(std::span(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()), "r.rsrp");
  });
  expectOneCleanLine(e);
  EXPECT_EQ(
      e,
      "r.rsrp: offset 0x0: expected the replay magic \"RSRP\", found \"\\x1b[2J\" (not a retrosim replay)");
  // the program says the same, on one line
  const auto dir = tempDir("error_text_replay");
  const std::string file = (dir / "r.rsrp").string();
  core::writeFileAtomic(file, std::string("\x1b[2J\x07\x07\x07\x07", 8) + std::string(64, '\0'));
  const CliResult r = runCli("rf replay " + file + " --verify");
  EXPECT_EQ(r.code, 1);
  expectOneCleanLine(r.err);
  EXPECT_NE(r.err.find("found \"\\x1b[2J\""), std::string::npos) << r.err;
}

}  // namespace
}  // namespace app::test
