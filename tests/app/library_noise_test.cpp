// SPDX-License-Identifier: GPL-3.0-or-later
// The libraries' own messages stay off the terminal (issue 45): a damaged SoundFont is our one
// line (libinstpatch's GLib "CRITICAL" line and the blank line before it are dropped:
// audio/music_synth.cpp), a damaged movie frame is the check's "wrong" line (libavcodec's
// two lines are dropped: media/cinepak_decoder.cpp).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "app/cli_run.hpp"
#include "rf/data/stm.hpp"
#include "synthetic_cd/synthetic_cd.hpp"
#include "synthetic_cd/synthetic_movie.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

TEST(LibraryNoise, ADamagedSoundFontIsOneLine) {
  const fs::path dir = tempDir("noise_sf2");
  // a SoundFont's header (RIFF, sfbk) over junk: FluidSynth's loader takes it and fails inside
  std::string sf = "RIFF";
  sf += std::string("\x00\x10\x00\x00", 4) + "sfbkLIST" + std::string("\xff\xff\xff\x7f", 4) + "INFO";
  sf += std::string(4000, '\x5a');
  std::ofstream(dir / "bad.sf2", std::ios::binary) << sf;
  const auto r = runCli("rf music render mars --seconds 1 --soundfont " + (dir / "bad.sf2").string() + " -o " +
                        (dir / "m.wav").string());
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "retrosim: " + (dir / "bad.sf2").string() + ": expected a SoundFont (.sf2) FluidSynth can load\n");
}

TEST(LibraryNoise, ADamagedMovieFrameIsTheCheckSLineOnly) {
  synth::SyntheticMovie m = synth::builtSyntheticMovie(RETROSIM_SYNTHETIC_MOVIE, false);
  const rf::StmFile f = rf::StmFile::fromBytes(std::make_shared<const std::vector<uint8_t>>(m.stm), "T.STM");
  ASSERT_FALSE(f.frames().empty());
  const rf::StmFrame& first = f.frames()[0];
  for (uint32_t i = 10; i < first.size; ++i) m.stm[first.offset + i] = static_cast<uint8_t>(0xff - i % 7);
  const fs::path dir = tempDir("noise_movie");
  synth::CdOptions o;
  o.maps = synth::Maps::Few;
  o.movie = m.stm;
  synth::writeSyntheticCd(dir, RETROSIM_SOURCE_DIR, o);
  const auto r = runCli("rf data check " + dir.string());
  EXPECT_EQ(r.err, "") << r.err;
  EXPECT_NE(r.out.find("TITLE/*.STM: "), std::string::npos) << r.out;
}

}  // namespace
}  // namespace app::test
