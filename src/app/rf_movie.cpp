// SPDX-License-Identifier: GPL-3.0-or-later
// The original's movies in the window (rf_movie.hpp).
#include "app/rf_movie.hpp"

#include <algorithm>
#include <iostream>

#include "app/rf_sound.hpp"
#include "audio/mixer.hpp"
#include "core/bytes.hpp"
#include "rf/data/end_sequence.hpp"
#include "view/rf_end_picture.hpp"

namespace app {
namespace {


// "TITLE/WIN1.STM" found in any case.
std::optional<std::string> findMovie(const rf::DataSource& src, std::string_view path) {
  std::vector<std::string_view> parts;
  size_t from = 0;
  for (size_t at = path.find('/'); at != std::string_view::npos; from = at + 1, at = path.find('/', from)) {
    parts.push_back(path.substr(from, at - from));
  }
  parts.push_back(path.substr(from));
  return rf::findPath(src, parts);
}

std::string stem(std::string_view path) {
  std::string s(path.substr(path.rfind('/') + 1));
  return s.substr(0, s.find('.'));
}

}  // namespace

std::vector<std::string_view> documentedMovies() {
  std::vector<std::string_view> out(kIntroMovies.begin(), kIntroMovies.end());
  out.insert(out.end(), rf::kWinMovies.begin(), rf::kWinMovies.end());
  return out;
}

RfMovie::RfMovie(rf::StmFile file)
    : file_(std::move(file)),
      decoder_(std::make_unique<media::CinepakDecoder>(file_.header().width, file_.header().height,
                                                       file_.header().bitCount)),
      picture_(file_.header().width, file_.header().height) {}

std::optional<RfMovie> RfMovie::open(const rf::DataSource& src, std::string_view path) {
  const std::optional<std::string> entry = findMovie(src, path);
  if (!entry) return std::nullopt;
  return RfMovie(rf::openStm(src, *entry));
}

const core::Image& RfMovie::frame(uint32_t n) {
  n = std::min(n, frameCount() - 1);
  if (static_cast<int64_t>(n) < decoded_) {  // back in time: from the start again
    decoder_ = std::make_unique<media::CinepakDecoder>(header().width, header().height, header().bitCount);
    decoded_ = -1;
  }
  while (decoded_ < static_cast<int64_t>(n)) {
    const size_t next = static_cast<size_t>(decoded_ + 1);
    try {
      picture_ = decoder_->decode(file_.frameBytes(next));
    } catch (const media::MediaError& e) {
      throw core::ParseError(file_.file(), file_.frames()[next].offset, "frame " + std::to_string(next) + ": " + e.what(), "");
    }
    decoded_ = static_cast<int64_t>(next);
  }
  return picture_;
}

std::vector<int16_t> RfMovie::soundtrack(int rate) const {
  return audio::resampleToStereo(file_.audioSamples(), header().channels, static_cast<int>(header().sampleRate), rate);
}

core::Image moviePicture(const core::Image& frame, int width, int height, int32_t winner) {
  core::Image out(width, height, core::kBlack);
  const int scale = std::max(1, std::min(width / std::max(1, frame.width()), height / std::max(1, frame.height())));
  const core::Image big = scale == 1 ? frame : frame.scaleNearest(scale);
  out.blit(big, (width - big.width()) / 2, (height - big.height()) / 2, false);
  if (winner == 0 || winner == 1) view::drawRfBanner(out, winner);
  return out;
}

RfMovies::RfMovies(const rf::DataSource* src) : src_(src) {
  if (src_ == nullptr) return;
  sourceName_ = src_->name();
  for (const std::string_view p : documentedMovies()) {
    if (findMovie(*src_, p)) found_.emplace_back(p);
  }
}

bool RfMovies::has(std::string_view path) const {
  return std::find(found_.begin(), found_.end(), path) != found_.end();
}

std::optional<RfMovie> RfMovies::load(std::string_view path, std::ostream& err) const {
  if (src_ == nullptr || !has(path)) return std::nullopt;
  try {
    return RfMovie::open(*src_, path);
  } catch (const std::exception& e) {
    err << "retrosim: " << e.what() << " (the movie is not played)\n";
    return std::nullopt;
  }
}

std::string RfMovies::line() const {
  const size_t all = documentedMovies().size();
  if (src_ == nullptr) return "movies: the CD's are not used (no --data): retrosim's own title and end sequence";
  if (found_.empty()) {
    return "movies: the CD's are not used (no TITLE/*.STM movie in " + sourceName_ +
           "): retrosim's own title and end sequence";
  }
  std::string names;
  for (const std::string& f : found_) names += (names.empty() ? "" : ", ") + stem(f);
  return "movies: the CD's are used (" + std::to_string(found_.size()) + " of " + std::to_string(all) + ": " + names + ")";
}

MovieCheck checkMovies(const rf::DataSource& src) {
  MovieCheck c;
  std::string good, firstBad;
  for (const std::string_view p : documentedMovies()) {
    if (!findMovie(src, p)) continue;
    ++c.found;
    try {
      std::optional<RfMovie> m = RfMovie::open(src, p);
      (void)m->frame(0);
      const uint64_t tenths = (m->lengthMs() + 50) / 100;
      good += (good.empty() ? "" : ", ") + stem(p) + " " + std::to_string(m->frameCount()) + " frames " +
              std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " s";
    } catch (const std::exception& e) {  // there, but bad
      if (c.bad++ == 0) firstBad = e.what();
    }
  }
  const std::string of = std::to_string(c.found) + " of " + std::to_string(documentedMovies().size()) + " movies";
  if (c.bad > 0) {
    c.detail = of + ", " + std::to_string(c.bad) + " bad, the first: " + firstBad;
  } else if (c.found == 0) {
    c.detail = "none of TWI, PROLIFIC, RF, WIN1, WIN2, WIN3, WIN.STM in TITLE/: retrosim's own title and end sequence";
  } else {
    c.detail = of + ": " + good;
  }
  return c;
}


MovieSound::MovieSound(RfSound& sound, const RfMovie& movie)
    : sound_(sound), pcm_(std::make_shared<audio::PcmStream>(movie.soundtrack(audio::kSampleRate))) {
  sound_.mixer().setMusic(audio::pcmStream(pcm_));
}

MovieSound::~MovieSound() {
  RfSound& s = sound_;
  if (s.hasMusic()) {
    s.mixer().setMusic([&m = s.music()](std::span<int16_t> out) { m.render(out); });
  } else {
    s.mixer().setMusic({});
  }
}

}  // namespace app
