// SPDX-License-Identifier: GPL-3.0-or-later
// The original's sound in the program (issue 25 items 2, 4, 5): `rf run --audio` plays the
// original score from a synthetic CD, `rf data check` says where its SCORE.WAV is wrong. (The
// samples, the score, the director's choices and the switch between the original's sound and
// ours: tests/rf/sound/original_sound_test.cpp.)
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "app/cli_run.hpp"
#include "synthetic_cd/synthetic_cd.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

const std::string kSource = RETROSIM_SOURCE_DIR;
const std::string kMaps = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/";

// One synthetic CD (no maps) for the whole process.
const fs::path& soundCd() {
  static const fs::path dir = [] {
    const fs::path d = tempDir("sound_cd");
    synth::writeSyntheticCd(d, kSource, {.maps = synth::Maps::None});
    return d;
  }();
  return dir;
}

TEST(RfSoundCli, AudioRendersTheOriginalScoreAndDataCheckReportsIt) {
  const fs::path out = tempDir("orig_audio") / "a.wav";
  const auto r = runCli("rf run --map " + kMaps + "driftwood_cay.rfm --frames 120 --data " + soundCd().string() +
                        " --audio " + out.string());
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("retrosim: sound: original (SOUND/*.SDT, SCORE.WAV, DRUMS.WAV)"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::exists(out));
  // a SCORE.WAV cut short: rf data check says where
  const fs::path dir = tempDir("short_score_cd");
  synth::writeSyntheticCd(dir, kSource, {.maps = synth::Maps::None});
  fs::resize_file(dir / "SOUND/SCORE.WAV", 1000);
  const auto c = runCli("rf data check " + dir.string());
  EXPECT_NE(c.out.find("SOUND/SCORE.WAV: wrong (" + (dir / "SOUND/SCORE.WAV").string() +
                       ": offset 0x4: expected a RIFF size within the file (at most 992)"),
            std::string::npos)
      << c.out;
}

}  // namespace
}  // namespace app::test
