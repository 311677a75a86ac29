// SPDX-License-Identifier: GPL-3.0-or-later
// The end-of-game sequence on the game's ticks (rf_end_sequence.hpp).
#include "view/rf_end_sequence.hpp"

#include <algorithm>
#include <string>

#include "view/rf_icons.hpp"
#include "view/rf_map_render.hpp"

namespace view {

RfEndSequence::RfEndSequence(const rf::EndGamePlan& plan, int32_t winMusicMs, int32_t movieMs)
    : plan_(plan), winMusicMs_(std::max<int32_t>(winMusicMs, 0)), movieMs_(std::max<int32_t>(movieMs, 0)) {
  skipInstant();
}

int32_t RfEndSequence::stepMs(size_t step) const {
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
void RfEndSequence::skipInstant() {
  while (step_ < plan_.steps.size() && plan_.steps[step_].kind != rf::EndStepKind::BackScreen &&
         stepMs(step_) <= static_cast<int32_t>(inStepMs_)) {
    if (plan_.steps[step_].kind == rf::EndStepKind::ShowBanner) bannerUp_ = true;
    inStepMs_ -= static_cast<uint32_t>(stepMs(step_));
    ++step_;
  }
}

void RfEndSequence::advance(int32_t ticks) {
  if (done() || ticks <= 0) return;
  const uint32_t ms = rf::ticksToMs(ticks);
  elapsedMs_ += ms;
  inStepMs_ += ms;
  skipInstant();
}

void RfEndSequence::skipMovie() {
  if (done() || kind() != rf::EndStepKind::Movie) return;
  inStepMs_ = static_cast<uint32_t>(movieMs_);
  skipInstant();
}

rf::EndStepKind RfEndSequence::kind() const {
  return step_ < plan_.steps.size() ? plan_.steps[step_].kind : rf::EndStepKind::BackScreen;
}

core::Image RfEndSequence::picture(const core::Image& game) const {
  core::Image img = game;
  if (bannerUp_) {
    img = core::Image(game.width(), game.height(), core::kBlack);
    drawRfBanner(img, plan_.winner);
  }
  int dark = 0;  // 0..255 black over the picture
  const rf::EndStepKind k = kind();
  const int32_t len = step_ < plan_.steps.size() ? stepMs(step_) : 0;
  const auto part = [&] { return len > 0 ? static_cast<int>(std::min<uint32_t>(inStepMs_, len) * 255 / len) : 255; };
  if (k == rf::EndStepKind::FadeOut) dark = part();
  if (k == rf::EndStepKind::FadeIn) dark = 255 - part();
  if (k == rf::EndStepKind::BackScreen) dark = 255;
  if (dark > 0) img.blendRect(0, 0, img.width(), img.height(), core::rgba(0, 0, 0, static_cast<uint8_t>(dark)));
  return img;
}

void drawRfBanner(core::Image& img, int32_t winner) {
  if (winner < 0 || winner > 1) return;
  const core::Rgba side = rfTeamColour(winner);
  const std::string text = winner == 0 ? "BLUE WINS" : "GREEN WINS";
  constexpr int kScale = 5;
  const int y = rf::kBannerY * img.height() / 240 - 4 * kScale;  // 180 of the original's 240 lines, scaled
  img.fillRect(0, y - 3 * kScale, img.width(), 14 * kScale, rfMix(side, core::kBlack, 190));
  img.fillRect(0, y - 3 * kScale, img.width(), kScale / 2 + 1, side);
  img.fillRect(0, y + 11 * kScale - kScale / 2 - 1, img.width(), kScale / 2 + 1, side);
  img.drawText((img.width() - core::Image::textWidth(text, kScale)) / 2, y, text, core::kWhite, kScale);
}

}  // namespace view
