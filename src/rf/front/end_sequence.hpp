// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game as the player sees it (EndGame 0x40f380 and State_EndOfGameSequence
// 0x40f050, given as data by rf::endGamePlan: rf/data/end_sequence.hpp): the steps played on
// the game's own ticks (the frames the front still steps after EndGame, each with its dt),
// never on a wall clock, so a replay of a game shows the same pictures frame for frame.
//   with a winner: the picture fades out (1 s), the winner's banner on black fades in
//   (0.5 s), stays while the win music plays (its length), the win movie (its length, given by
//   the front from the user's CD through its Host; none without it: skipped), the banner fades out (0.5 s), then the back screen (the results);
//   without one: the 1 s fade, then the back screen.
// The front's: it advances on ticks; the view draws its pictureState() (view/rf_end_picture.hpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "rf/data/end_sequence.hpp"
#include "view/rf_end_picture.hpp"

namespace rf::front {

// WaitMusic lasts the win music's length, which the driver gives from the score (rf play:
// track 13's MIDI file). designed: 4 s when it has none (no score found).
inline constexpr int32_t kRfWinMusicWaitMs = 4000;

class EndSequence {
 public:
  // The plan of a finished game (rf::endGamePlan).
  // `movieMs`: the win movie's length (0: no movie, the step is skipped).
  explicit EndSequence(const rf::EndGamePlan& plan, int32_t winMusicMs = kRfWinMusicWaitMs, int32_t movieMs = 0);
  // `ticks` more game time (a frame's dt).
  void advance(int32_t ticks);
  // The back screen is reached: the driver shows the results.
  bool done() const { return step_ >= plan_.steps.size() || kind() == rf::EndStepKind::BackScreen; }
  // The step playing now (BackScreen once done).
  rf::EndStepKind kind() const;
  // What the view draws at this moment (view::renderRfEnd): the banner up or not, how dark.
  view::RfEndPicture pictureState() const;
  // Milliseconds into the sequence.
  uint32_t elapsedMs() const { return elapsedMs_; }
  // Milliseconds into the step playing now (the movie's time during the Movie step).
  uint32_t inStepMs() const { return inStepMs_; }
  // A key during the win movie: the sequence goes on to the step after it.
  void skipMovie();

 private:
  int32_t stepMs(size_t step) const;
  void skipInstant();
  rf::EndGamePlan plan_;
  int32_t winMusicMs_ = kRfWinMusicWaitMs;
  int32_t movieMs_ = 0;
  size_t step_ = 0;
  uint32_t inStepMs_ = 0;  // ms into the step
  uint32_t elapsedMs_ = 0;
  bool bannerUp_ = false;  // ShowBanner has run: the screen is the banner's from then on
};


}  // namespace rf::front
