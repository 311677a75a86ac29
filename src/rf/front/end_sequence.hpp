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
#include <string>
#include <vector>

#include "rf/data/end_sequence.hpp"
#include "view/rf_end_picture.hpp"

namespace rf::front {

// WaitMusic lasts the win music's length, which the driver gives from the score (rf play:
// track 13's MIDI file). designed: 4 s when it has none (no score found).
inline constexpr int32_t kRfWinMusicWaitMs = 4000;

// Which end a game gets.
//   Original: the notes' sequence above, on the game's ticks (the CD's look: its banner art
//     and win movie); 17-27 s with the win music's length.
//   Scene (ours, designed, the default): the victory scene. The game goes on under it (the
//     camera stays on the winner's vehicle, on its home pad as the flag comes in); the
//     winner's colour and name on a band that fades in over 0.5 s, the time and the counts
//     under it; after 7.5 s the picture fades to black over 0.5 s: 8 s in all (5 s without
//     a winner). Counted in frames shown (kEndFrameMs each, whatever the ticks each frame
//     ran), so a busy machine does not make it longer.
// In both a key after the first second skips to the results (in the win movie a key skips the
// movie, as before).
enum class EndStyle : uint8_t { Original, Scene };
// designed: a frame shown counts 32 ms, the window loop's pace (2 ticks of 16 ms).
inline constexpr int32_t kEndFrameMs = 32;
inline constexpr int32_t kSceneMs = 8000;        // designed: the victory scene at most 8 s
inline constexpr int32_t kSceneNoWinnerMs = 5000;  // designed: a loss or a draw, 5 s
inline constexpr int32_t kSceneBannerInMs = 500;   // designed: the band fades in
inline constexpr int32_t kSceneFadeOutMs = 500;    // designed: the last half second to black
inline constexpr int32_t kEndSkipAfterMs = 1000;   // designed: a key skips after 1 s

// What the victory scene says (the front makes it from the game and its counts).
struct EndScene {
  int32_t winner = -1;
  int players = 1;
  std::string headline;            // "BLUE WINS"
  std::vector<std::string> lines;  // the time, the counts
  uint32_t rgb = 0x808080;         // the band's colour (the winner's)
};

class EndSequence {
 public:
  // The plan of a finished game (rf::endGamePlan).
  // `movieMs`: the win movie's length (0: no movie, the step is skipped).
  explicit EndSequence(const rf::EndGamePlan& plan, int32_t winMusicMs = kRfWinMusicWaitMs, int32_t movieMs = 0);
  // The victory scene (EndStyle::Scene).
  EndSequence(const rf::EndGamePlan& plan, EndScene scene);
  EndStyle style() const { return style_; }
  // One frame shown that ran `ticks` of game time (its dt): the original's sequence advances
  // by the ticks, the scene by one frame (kEndFrameMs).
  void advance(int32_t ticks);
  // A key was pressed: after kEndSkipAfterMs the sequence ends (the results next); during
  // the win movie the movie is skipped. True when the key did something.
  bool key();
  // The back screen is reached: the driver shows the results.
  bool done() const {
    return skipped_ || (style_ == EndStyle::Scene ? elapsedMs_ >= static_cast<uint32_t>(sceneMs())
                                                  : step_ >= plan_.steps.size() || kind() == rf::EndStepKind::BackScreen);
  }
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
  int32_t sceneMs() const { return scene_.winner >= 0 ? kSceneMs : kSceneNoWinnerMs; }
  void skipInstant();
  rf::EndGamePlan plan_;
  EndStyle style_ = EndStyle::Original;
  EndScene scene_;
  bool skipped_ = false;
  int32_t winMusicMs_ = kRfWinMusicWaitMs;
  int32_t movieMs_ = 0;
  size_t step_ = 0;
  uint32_t inStepMs_ = 0;  // ms into the step
  uint32_t elapsedMs_ = 0;
  bool bannerUp_ = false;  // ShowBanner has run: the screen is the banner's from then on
};


}  // namespace rf::front
