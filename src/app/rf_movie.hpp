// SPDX-License-Identifier: GPL-3.0-or-later
// The original's movies in the window: the CD's TITLE/*.STM read by our
// container reader (rf/data/stm.hpp), their Cinepak frames decoded by libavcodec
// (media/cinepak_decoder.hpp), their 22,050 Hz PCM resampled into the mixer's stream
// (audio/pcm_stream.hpp). The intro before the title (the sequence table 0x455a40: TWI,
// PROLIFIC, RF) and the win movie of the level (0x4559e0 -> WIN1, WIN2, WIN3, WIN: the end
// sequence's Movie step, the banner over every frame). Any key or pad button skips. Without
// the CD's movies nothing changes: retrosim's own title and end sequence stay.
#pragma once

#include <array>
#include <ostream>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audio/pcm_stream.hpp"
#include "core/image.hpp"
#include "media/cinepak_decoder.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/stm.hpp"

namespace app {

class RfSound;

// The intro's movies in the order of the sequence table 0x455a40 (emdzej/openrf docs/stm.md;
// the still images EMI and Silent between them are not movies: designed: not shown).
inline constexpr std::array<std::string_view, 3> kIntroMovies = {"TITLE/TWI.STM", "TITLE/PROLIFIC.STM", "TITLE/RF.STM"};

// One movie: its frames decoded in order, its soundtrack.
class RfMovie {
 public:
  explicit RfMovie(rf::StmFile file);
  // The movie at `path` ("TITLE/WIN1.STM", found in any case) of the source; nullopt when it
  // is not there. Throws (one line naming the file) when it is there but bad.
  static std::optional<RfMovie> open(const rf::DataSource& src, std::string_view path);

  const std::string& name() const { return file_.file(); }
  const rf::StmHeader& header() const { return file_.header(); }
  uint32_t frameCount() const { return file_.header().videoLength; }
  uint64_t lengthMs() const { return file_.header().lengthMs(); }
  // Frame n (0..frameCount-1), decoded from the last one decoded onwards (from frame 0 when n
  // is before it): throws core::ParseError naming the file and the frame's offset when
  // libavcodec refuses a frame.
  const core::Image& frame(uint32_t n);
  // The frame showing `ms` into the movie.
  const core::Image& frameAtMs(uint64_t ms) { return frame(header().frameAt(ms)); }
  // The soundtrack as interleaved stereo at `rate`.
  std::vector<int16_t> soundtrack(int rate) const;

 private:
  rf::StmFile file_;
  std::unique_ptr<media::CinepakDecoder> decoder_;
  core::Image picture_;
  int64_t decoded_ = -1;  // the frame in picture_
};

// A movie frame on a picture of width x height: scaled by the largest whole factor that fits
// (the original pixel-doubles its 320 x 240 to 640 x 480), centred on black; with a winner
// (0 / 1) the banner over it (view::drawRfBanner, as over the banner screen).
core::Image moviePicture(const core::Image& frame, int width, int height, int32_t winner);

// Which of the movies the data source has (found at start; each is read when it plays).
class RfMovies {
 public:
  RfMovies() = default;
  // `src` may be null (no --data); it must outlive this.
  explicit RfMovies(const rf::DataSource* src);
  bool any() const { return !found_.empty(); }
  // Whether the source has the movie at `path` ("TITLE/WIN1.STM").
  bool has(std::string_view path) const;
  // The movie at `path` (a win movie: the end plan's moviePath; an intro one), read now;
  // nullopt when the source does not have it, or it is bad (one line on `err` then).
  std::optional<RfMovie> load(std::string_view path, std::ostream& err) const;
  // The start's line: "the CD's movies are used (N of 7: TWI, ...)" / "... not used: ...".
  std::string line() const;

 private:
  const rf::DataSource* src_ = nullptr;
  std::string sourceName_;
  std::vector<std::string> found_;  // the documented paths found ("TITLE/TWI.STM" ...)
};

// Every movie the game plays: the intro's, then the win movies (rf::kWinMovies).
std::vector<std::string_view> documentedMovies();

// `rf data check`'s movies line: every documented movie of the source read whole and checked
// (the container, every chunk) and its first frame decoded. found: none missing and none bad
// names the movies; bad: the first one's error line.
struct MovieCheck {
  int found = 0;
  int bad = 0;
  std::string detail;
};
MovieCheck checkMovies(const rf::DataSource& src);

// The movie's soundtrack as the mixer's music stream while it lives; then the music's stream
// again (RfSound's: the score, when there is one).
class MovieSound {
 public:
  MovieSound(RfSound& sound, const RfMovie& movie);
  ~MovieSound();
  MovieSound(const MovieSound&) = delete;
  MovieSound& operator=(const MovieSound&) = delete;
  const audio::PcmStream& stream() const { return *pcm_; }

 private:
  RfSound& sound_;
  std::shared_ptr<audio::PcmStream> pcm_;
};

}  // namespace app
