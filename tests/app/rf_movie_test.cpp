// SPDX-License-Identifier: GPL-3.0-or-later
// The CD's movies (app/rf_movie.hpp) with a synthetic movie (tools/synthetic_cd/synthetic_movie.*):
// ffmpeg's own test picture encoded by ffmpeg's own Cinepak encoder, a 440 Hz tone, packed by our
// tool into the STM container as emdzej/openrf docs/stm.md documents it. ffmpeg (the program) is a
// test dependency that ./dev installs: without it these tests fail, they never skip. No original
// movie exists here: the reader and the player are checked only against files made this way.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli_run.hpp"
#include "app/rf_movie.hpp"
#include "app/xvfb.hpp"
#include "audio/mixer.hpp"
#include "audio/pcm_stream.hpp"
#include "core/bytes.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/end_sequence.hpp"
#include "synthetic_cd/synthetic_cd.hpp"
#include "synthetic_cd/synthetic_movie.hpp"
#include "test_home.hpp"
#include "rf/front/end_sequence.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

const synth::SyntheticMovie& encoded() {
  // made once per build (make_synthetic_movie); without ffmpeg this throws why (the test fails)
  static const synth::SyntheticMovie m = synth::builtSyntheticMovie(RETROSIM_SYNTHETIC_MOVIE, false);
  return m;
}

// A CD folder of the 7 movies (the encoded one under every name), RFIRE.BIN and two maps.
const fs::path& movieCd() {
  static const fs::path dir = [] {
    const fs::path d = tempDir("movie_cd");
    synth::CdOptions o;
    o.maps = synth::Maps::Few;
    o.movie = encoded().stm;
    synth::writeSyntheticCd(d, RETROSIM_SOURCE_DIR, o);
    return d;
  }();
  return dir;
}

RfMovie openEncoded() {
  return RfMovie(rf::StmFile::fromBytes(std::make_shared<const std::vector<uint8_t>>(encoded().stm), "TEST.STM"));
}

// The mean of each channel over a block of an image / of ffmpeg's rgb24 source frame.
std::array<double, 3> meanOf(const core::Image& img, int x0, int y0, int w, int h) {
  std::array<double, 3> s{};
  for (int y = y0; y < y0 + h; ++y) {
    for (int x = x0; x < x0 + w; ++x) {
      const core::Rgba c = img.get(x, y);
      s[0] += core::red(c);
      s[1] += core::green(c);
      s[2] += core::blue(c);
    }
  }
  for (double& v : s) v /= w * h;
  return s;
}
std::array<double, 3> meanOfSource(const std::vector<uint8_t>& rgb, size_t frame, int x0, int y0, int w, int h) {
  std::array<double, 3> s{};
  const size_t base = frame * 320 * 240 * 3;
  for (int y = y0; y < y0 + h; ++y) {
    for (int x = x0; x < x0 + w; ++x) {
      for (size_t c = 0; c < 3; ++c) s[c] += rgb[base + (static_cast<size_t>(y) * 320 + static_cast<size_t>(x)) * 3 + c];
    }
  }
  for (double& v : s) v /= w * h;
  return s;
}

TEST(RfMovie, DecodedFramesAreCloseToTheSourcePicture) {
  RfMovie m = openEncoded();
  ASSERT_EQ(m.frameCount(), 15u);
  double worst = 0;
  for (uint32_t f = 0; f < m.frameCount(); ++f) {
    const core::Image& img = m.frame(f);
    ASSERT_EQ(img.width(), 320);
    ASSERT_EQ(img.height(), 240);
    // the test pattern's mean colours, block by block (40 x 40: its colour bars, its gradient)
    for (int by = 0; by < 240; by += 40) {
      for (int bx = 0; bx < 320; bx += 40) {
        const auto got = meanOf(img, bx, by, 40, 40);
        const auto want = meanOfSource(encoded().sourceRgb, f, bx, by, 40, 40);
        for (size_t c = 0; c < 3; ++c) worst = std::max(worst, std::abs(got[c] - want[c]));
      }
    }
  }
  EXPECT_LT(worst, 24.0);  // Cinepak's vector quantisation stays within this of every block's mean
  if (const char* dir = std::getenv("RETROSIM_MOVIE_PNG")) {  // to look at: a frame and a banner frame
    m.frame(7).writePng(std::string(dir) + "/movie_frame7.png");
    moviePicture(m.frame(7), 640, 480, 1).writePng(std::string(dir) + "/movie_banner7.png");
  }
}

// RF.STM is Cinepak greyscale (biBitCount 40, Y-only codebooks): ffmpeg's encoder on grey
// pictures writes those; the pictures come out grey, close to the source's brightness.
TEST(RfMovie, AGreyscaleMovieDecodesGrey) {
  const synth::SyntheticMovie g = synth::builtSyntheticMovie(RETROSIM_SYNTHETIC_MOVIE, true);
  RfMovie m(rf::StmFile::fromBytes(std::make_shared<const std::vector<uint8_t>>(g.stm), "GREY.STM"));
  EXPECT_EQ(m.header().bitCount, 40);
  const core::Image& img = m.frame(5);
  for (const core::Rgba c : img.pixels()) {
    ASSERT_EQ(core::red(c), core::green(c));
    ASSERT_EQ(core::green(c), core::blue(c));
  }
  double worst = 0;
  for (int by = 0; by < 240; by += 40) {
    for (int bx = 0; bx < 320; bx += 40) {
      const auto got = meanOf(img, bx, by, 40, 40);
      const auto src = meanOfSource(g.sourceRgb, 5, bx, by, 40, 40);
      const double luma = 0.299 * src[0] + 0.587 * src[1] + 0.114 * src[2];
      worst = std::max(worst, std::abs(got[0] - luma));
    }
  }
  EXPECT_LT(worst, 24.0);
}

TEST(RfMovie, FramesBackInTimeDecodeFromTheStartAgain) {
  RfMovie m = openEncoded();
  const core::Image nine = m.frame(9);
  const core::Image three = m.frame(3);
  EXPECT_NE(nine, three);
  RfMovie fresh = openEncoded();
  EXPECT_EQ(fresh.frame(3), three);
  EXPECT_EQ(m.frame(9), nine);
  EXPECT_EQ(m.frameAtMs(0), fresh.frame(0));
  EXPECT_EQ(m.frameAtMs(999999), fresh.frame(14));  // the last one after the end
}

// Zero crossings a second of one side of interleaved stereo: twice the tone's frequency.
double toneHz(const std::vector<int16_t>& stereo, int rate) {
  int crossings = 0;
  for (size_t i = 2; i < stereo.size(); i += 2) crossings += (stereo[i - 2] < 0) != (stereo[i] < 0);
  return crossings / 2.0 / (static_cast<double>(stereo.size()) / 2 / rate);
}

TEST(RfMovie, TheSoundtrackIsTheToneAtTheMixersRate) {
  const RfMovie m = openEncoded();
  const std::vector<int16_t> pcm = m.soundtrack(audio::kSampleRate);
  EXPECT_EQ(pcm.size(), 44100u * 2);  // 1 s of stereo
  EXPECT_NEAR(toneHz(pcm, audio::kSampleRate), 440.0, 3.0);
  EXPECT_NEAR(toneHz(encoded().audio, 22050), 440.0, 3.0);
  // played as the mixer's music stream: the tone comes out, then silence
  auto stream = std::make_shared<audio::PcmStream>(pcm);
  audio::Mixer mixer;
  mixer.setMusic(audio::pcmStream(stream));
  std::vector<int16_t> out(44100 * 2);
  mixer.mix(out);
  EXPECT_NEAR(toneHz(out, audio::kSampleRate), 440.0, 3.0);
  EXPECT_TRUE(stream->finished());
  mixer.mix(out);
  EXPECT_TRUE(std::all_of(out.begin(), out.end(), [](int16_t v) { return v == 0; }));
}

TEST(RfMovie, TheWinMoviesFramesCarryTheBanner) {
  RfMovie m = openEncoded();
  const core::Image& frame = m.frame(4);
  const core::Image plain = moviePicture(frame, 640, 480, -1);
  EXPECT_EQ(plain, frame.scaleNearest(2));  // pixel-doubled to 640 x 480, as the original
  for (const int winner : {0, 1}) {
    const core::Image banner = moviePicture(frame, 640, 480, winner);
    int inBand = 0, differ = 0, outside = 0;
    for (int y = 0; y < 480; ++y) {
      for (int x = 0; x < 640; ++x) {
        const bool d = banner.get(x, y) != plain.get(x, y);
        // the banner's band: around y = 180 of the original's 240 lines (x 2)
        if (y >= 330 && y < 400) {
          ++inBand;
          differ += d;
        } else {
          outside += d && (y < 300 || y >= 430);
        }
      }
    }
    EXPECT_GT(differ, inBand * 9 / 10) << winner;  // the band covers the frame there
    EXPECT_EQ(outside, 0) << winner;                // the movie stays everywhere else
  }
  // a picture of another size: the largest whole factor, centred
  const core::Image small = moviePicture(frame, 400, 300, -1);
  EXPECT_EQ(small.get(40, 30), frame.get(0, 0));
  EXPECT_EQ(small.get(39, 30), core::kBlack);
}


TEST(RfMovie, TheEndSequencePlaysTheWinMovieForItsLengthAndASkipEndsIt) {
  rf::EndGamePlan plan;
  plan.winner = 1;
  plan.steps = rf::endSequence(1);
  const auto toMovie = [](rf::front::EndSequence& e) {
    int ticks = 0;
    while (e.kind() != rf::EndStepKind::Movie && !e.done() && ticks < 10000) {
      e.advance(1);
      ++ticks;
    }
  };
  rf::front::EndSequence e(plan, 1000, 1000);
  toMovie(e);
  ASSERT_EQ(e.kind(), rf::EndStepKind::Movie);
  const uint32_t at = e.elapsedMs();
  EXPECT_GE(at, 2500u);  // after the 1 s fade, the 0.5 s fade in and the 1 s of win music
  EXPECT_LT(at, 2516u);
  e.advance(30);  // 480 ms
  EXPECT_EQ(e.kind(), rf::EndStepKind::Movie);
  EXPECT_GE(e.inStepMs(), 480u);
  e.skipMovie();
  EXPECT_EQ(e.kind(), rf::EndStepKind::FadeOut);
  EXPECT_EQ(e.inStepMs(), 0u);
  rf::front::EndSequence none(plan, 1000, 0);  // no movie: the step takes no time
  toMovie(none);
  EXPECT_NE(none.kind(), rf::EndStepKind::Movie);
}

TEST(RfMovie, TheMoviesOfASourceAndTheLineSayingSo) {
  EXPECT_NE(RfMovies(nullptr).line().find("not used (no --data)"), std::string::npos);
  const fs::path bare = tempDir("movies_none");
  synth::CdOptions o;
  o.maps = synth::Maps::None;
  synth::writeSyntheticCd(bare, RETROSIM_SOURCE_DIR, o);  // its TITLE/INTRO.STM is no movie the game plays
  const auto bareSrc = rf::openDataSource(bare.string());
  const RfMovies none(bareSrc.get());
  EXPECT_FALSE(none.any());
  EXPECT_NE(none.line().find("not used (no TITLE/*.STM movie in"), std::string::npos) << none.line();
  const auto src = rf::openDataSource(movieCd().string());
  const RfMovies all(src.get());
  EXPECT_TRUE(all.any());
  EXPECT_EQ(all.line(), "movies: the CD's are used (7 of 7: TWI, PROLIFIC, RF, WIN1, WIN2, WIN3, WIN)");
  std::ostringstream err;
  for (const std::string_view p : rf::kWinMovies) {
    std::optional<RfMovie> m = all.load(p, err);
    ASSERT_TRUE(m) << p;
    EXPECT_EQ(m->frameCount(), 15u);
  }
  EXPECT_EQ(err.str(), "");
}

TEST(RfMovie, DataCheckReadsTheMoviesAndNamesABadOne) {
  const auto good = runCli("rf data check " + movieCd().string());
  EXPECT_NE(good.out.find("TITLE/*.STM: found (7 of 7 movies: TWI 15 frames 1.0 s, PROLIFIC 15 frames 1.0 s, RF 15 "
                          "frames 1.0 s, WIN1 15 frames 1.0 s, WIN2 15 frames 1.0 s, WIN3 15 frames 1.0 s, WIN 15 "
                          "frames 1.0 s)\n"),
            std::string::npos)
      << good.out;
  const fs::path bad = tempDir("movie_cd_bad");
  fs::copy(movieCd(), bad, fs::copy_options::recursive);
  const fs::path win = bad / "TITLE" / "WIN.STM";
  fs::resize_file(win, fs::file_size(win) - 100);
  const auto r = runCli("rf data check " + bad.string());
  const size_t at = r.out.find("TITLE/*.STM: wrong (7 of 7 movies, 1 bad, the first: " + win.string() +
                               ": offset 0x8: expected ");
  EXPECT_NE(at, std::string::npos) << r.out;
  const auto none = runCli("rf data check " + tempDir("movie_cd_empty").string());
  EXPECT_NE(none.out.find("TITLE/*.STM: missing (none of TWI, PROLIFIC"), std::string::npos) << none.out;
}

// In the window: the intro plays before the title (the stepped clock: 16 ms a picture), and
// `rf play` says on stderr that the CD's movies are used.
TEST(RfMovie, TheIntroPlaysInTheWindowBeforeTheTitle) {
  nullWindowEnv();
  const fs::path dir = tempDir("movie_window");
  const fs::path shot = dir / "shot.png";
  const auto r = runCli("rf play --data " + movieCd().string() + " --frames 10 --screenshot " + shot.string());
  headlessEnv();
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("retrosim: movies: the CD's are used (7 of 7"), std::string::npos) << r.err;
  // the 10th picture is 320 ms into TWI.STM (frames of 2 ticks): frame 4 (15 a second),
  // pixel-doubled
  const std::vector<uint8_t> png = [&] {
    std::ifstream in(shot, std::ios::binary);
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }();
  const core::Image got = core::Image::decodePng(png, shot.string());
  RfMovie m = openEncoded();
  EXPECT_EQ(got, moviePicture(m.frame(4), 640, 480, -1));
}

// A whole game to its win in the window with the CD's movies: the level's win movie (the map's
// level 1: 0x4559e0[0] = WIN1.STM) plays in the end sequence, and the game still ends on the
// results screen.
TEST(RfMovie, AGameWonInTheWindowPlaysTheLevelsWinMovie) {
  const fs::path dir = tempDir("movie_win");
  ::setenv("XDG_DATA_HOME", (dir / "data").c_str(), 1);
  ::setenv("XDG_CONFIG_HOME", (dir / "config").c_str(), 1);
  nullWindowEnv();
  const std::string map = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/proving_strait.rfm";
  const std::string script = std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_1p.txt";
  const auto r = runCli("rf play --map " + map + " --players 1 --dt 2 --input " + script + " --data " +
                        movieCd().string() + " --scores " + (dir / "s.bin").string());
  headlessEnv();
  testutil::useHome(testutil::processHome());  // the process's own settings again
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("retrosim: the win movie: " + (movieCd() / "TITLE" / "WIN1.STM").string() + "\n"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find("the movie stops"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace app::test
