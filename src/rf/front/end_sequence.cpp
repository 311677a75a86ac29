// SPDX-License-Identifier: GPL-3.0-or-later
// The end-of-game sequence on the game's ticks (rf_end_sequence.hpp).
#include "rf/front/end_sequence.hpp"

#include <algorithm>
#include <utility>


namespace rf::front {

EndSequence::EndSequence(const rf::EndGamePlan& plan, int32_t winMusicMs, int32_t movieMs)
    : plan_(plan), winMusicMs_(std::max<int32_t>(winMusicMs, 0)), movieMs_(std::max<int32_t>(movieMs, 0)) {
  skipInstant();
}

EndSequence::EndSequence(const rf::EndGamePlan& plan, EndScene scene)
    : plan_(plan), style_(EndStyle::Scene), scene_(std::move(scene)) {}

int32_t EndSequence::stepMs(size_t step) const {
  const rf::EndStep& s = plan_.steps[step];
  switch (s.kind) {
    case rf::EndStepKind::FadeOut:
    case rf::EndStepKind::FadeIn:
      return s.ms;
    case rf::EndStepKind::WaitMusic:
      return winMusicMs_;
    case rf::EndStepKind::Movie:  // the CD's win movie (0 without one: skipped)
      return movieMs_;
    default:
      return 0;
  }
}

// The steps that take no time run at once (sounds, music, the banner's set-up).
void EndSequence::skipInstant() {
  while (step_ < plan_.steps.size() && plan_.steps[step_].kind != rf::EndStepKind::BackScreen &&
         stepMs(step_) <= static_cast<int32_t>(inStepMs_)) {
    if (plan_.steps[step_].kind == rf::EndStepKind::ShowBanner) bannerUp_ = true;
    inStepMs_ -= static_cast<uint32_t>(stepMs(step_));
    ++step_;
  }
}

void EndSequence::advance(int32_t ticks) {
  if (done() || ticks <= 0) return;
  if (style_ == EndStyle::Scene) {  // a frame shown
    elapsedMs_ += kEndFrameMs;
    inStepMs_ = elapsedMs_;
    return;
  }
  const uint32_t ms = rf::ticksToMs(ticks);
  elapsedMs_ += ms;
  inStepMs_ += ms;
  skipInstant();
}

bool EndSequence::key() {
  if (done()) return false;
  if (style_ == EndStyle::Original && kind() == rf::EndStepKind::Movie) {
    skipMovie();
    return true;
  }
  if (elapsedMs_ < static_cast<uint32_t>(kEndSkipAfterMs)) return false;
  skipped_ = true;
  return true;
}

void EndSequence::skipMovie() {
  if (done() || kind() != rf::EndStepKind::Movie) return;
  inStepMs_ = static_cast<uint32_t>(movieMs_);
  skipInstant();
}

rf::EndStepKind EndSequence::kind() const {
  if (skipped_) return rf::EndStepKind::BackScreen;
  if (style_ == EndStyle::Scene) {  // the scene: the win music plays
    return done() ? rf::EndStepKind::BackScreen : rf::EndStepKind::WaitMusic;
  }
  return step_ < plan_.steps.size() ? plan_.steps[step_].kind : rf::EndStepKind::BackScreen;
}

view::RfEndPicture EndSequence::pictureState() const {
  view::RfEndPicture p;
  if (style_ == EndStyle::Scene) {
    p.scene = true;
    p.winner = scene_.winner;
    p.headline = scene_.headline;
    p.lines = scene_.lines;
    p.rgb = scene_.rgb;
    const int32_t t = static_cast<int32_t>(elapsedMs_);
    p.bannerAlpha = static_cast<uint8_t>(std::min(t, kSceneBannerInMs) * 255 / kSceneBannerInMs);
    const int32_t fadeFrom = sceneMs() - kSceneFadeOutMs;
    p.dark = done() ? uint8_t{255} : static_cast<uint8_t>(std::clamp(t - fadeFrom, 0, kSceneFadeOutMs) * 255 / kSceneFadeOutMs);
    return p;
  }
  p.banner = bannerUp_;
  p.winner = plan_.winner;
  int dark = 0;  // 0..255 black over the picture
  const rf::EndStepKind k = kind();
  const int32_t len = step_ < plan_.steps.size() ? stepMs(step_) : 0;
  const auto part = [&] { return len > 0 ? static_cast<int>(std::min<uint32_t>(inStepMs_, len) * 255 / len) : 255; };
  if (k == rf::EndStepKind::FadeOut) dark = part();
  if (k == rf::EndStepKind::FadeIn) dark = 255 - part();
  if (k == rf::EndStepKind::BackScreen) dark = 255;
  p.dark = static_cast<uint8_t>(dark);
  return p;
}

}  // namespace rf::front
