// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game as the player sees it, as data (State_EndOfGameSequence 0x40f050 and the
// tables it reads): the game clock in ms and its text, the win movie of a level, the
// winner's banner, the steps of the sequence, the next map after a 1-player win, and the
// plan of a finished game that the front plays (rf/front) and the views draw. The sim's part
// of the end (EndGame 0x40f380, what a side may still do) is rf/sim/end_game.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace rf {

// The game clock in milliseconds. designed: 16 ms a tick (62.5 ticks a second), the rate
// of §5's speeds (1.05 px/tick = 65.6 px/s); the high-score time is endTickMs of the end.
inline constexpr uint32_t kMsPerTick = 16;
uint32_t ticksToMs(int32_t ticks);
// The game clock as the high scores, the title and the end-of-game lines show it: m:ss.mmm;
// with 2 fraction digits the dashboard's m:ss.cc (hundredths, cut, not rounded).
std::string clockText(uint32_t ms, int fractionDigits = 3);

// The win movie of a level: table 0x4559e0 {0,1,1,1,1,2,2,2,3,3} -> movie 0..3.
inline constexpr std::array<uint8_t, 10> kWinMovieByLevel = {0, 1, 1, 1, 1, 2, 2, 2, 3, 3};  // 0x4559e0
// The four movies (SetWinnerAndWinVideo 0x4370e0): TITLE/WIN1, WIN2, WIN3, WIN.STM. designed
// (the notes list the names with one folder and one extension): every one under TITLE/
// with the .STM extension.
inline constexpr std::array<std::string_view, 4> kWinMovies = {
    "TITLE/WIN1.STM",  // 0
    "TITLE/WIN2.STM",  // 1
    "TITLE/WIN3.STM",  // 2
    "TITLE/WIN.STM",   // 3
};
// 0x4559e0[level]. designed: `level` is the level index DAT_00443868 (LEVL - 1, 0..8) that
// also indexes the enemy pool table 0x443880; values outside 0..9 are clamped to it (the
// tenth entry is reachable only that way).
int winMovieIndex(int levelIndex);
std::string_view winMoviePath(int levelIndex);

// The banner table 0x455a08: Ban{B,G}{L,H}; index = winner (0 blue BanB, 1 green BanG)
// + 2 in the 640-wide modes.
inline constexpr std::array<std::string_view, 4> kBanners = {"BanBL", "BanGL", "BanBH", "BanGH"};  // 0x455a08
// The banner of a winner ("" for none: -1 or out of range).
std::string_view bannerName(int32_t winner, bool hiRes);
// Position 0x455a18: centred on x, y = 180 (x 2 in the hi-res modes).
inline constexpr int32_t kBannerY = 180;

// One step of the end-of-game sequence (EndGame 0x40f380, State_EndOfGameSequence 0x40f050).
enum class EndStepKind : uint8_t {
  FadeOut = 0,       // to black over ms
  StopSounds = 1,    // every sound effect stopped (Mus_StartWinMusic)
  WinMusic = 2,      // track 13 "Win" at 0xff
  ShowBanner = 3,    // the winner's banner on black with its palette, colour key 0
  FadeIn = 4,        // from black over ms
  WaitMusic = 5,     // until the win music ends
  MusicOff = 6,      // the music stops
  Movie = 7,         // the level's win movie, the banner over every frame (640 x 480)
  BackScreen = 8,    // State_BackScreen: "Drums", then RecordHighScore 0x42d8b0
};
struct EndStep {
  EndStepKind kind;
  int32_t ms;  // fades: their length; 0 otherwise
};
// With a winner: EndGame's 1 s fade out, then 0x40f050's sequence.
inline constexpr std::array<EndStep, 10> kWinSequence = {{
    {EndStepKind::FadeOut, 1000},  // EndGame 0x40f380
    {EndStepKind::StopSounds, 0},
    {EndStepKind::WinMusic, 0},
    {EndStepKind::ShowBanner, 0},
    {EndStepKind::FadeIn, 500},
    {EndStepKind::WaitMusic, 0},
    {EndStepKind::MusicOff, 0},
    {EndStepKind::Movie, 0},
    {EndStepKind::FadeOut, 500},
    {EndStepKind::BackScreen, 0},
}};
// Without a winner: music off, the 1 s fade, the back screen. designed: the 1 s fade the
// notes give for the no-winner branch is EndGame's own (one fade, not two).
inline constexpr std::array<EndStep, 3> kNoWinnerSequence = {{
    {EndStepKind::MusicOff, 0},
    {EndStepKind::FadeOut, 1000},
    {EndStepKind::BackScreen, 0},
}};
std::span<const EndStep> endSequence(int32_t winner);

// The level flow after a 1-player win: the next map RFMAPnnn+1. designed: after the last
// one-player map (100) and for numbers outside 1..100 (custom maps, 2-player maps) there is
// none: 0.
inline constexpr int kFirstOnePlayerMapNumber = 1;   // RFMAP001 (original_layout.hpp)
inline constexpr int kLastOnePlayerMapNumber = 100;  // RFMAP100
int nextOnePlayerMap(int mapNumber);

// Everything a view needs to play the end of a finished game (sim.running false).
struct EndGamePlan {
  int32_t winner = -1;    // -1 none (loss / draw)
  int32_t endTick = 0;    // the game clock stop
  uint32_t timeMs = 0;    // the high-score time
  int movie = -1;         // the win movie index, -1 without a winner
  std::string_view moviePath;
  std::string_view banner;   // lo-res name ("" without a winner); the view adds the hi-res
  std::span<const EndStep> steps;
};
// The plan of a game that ended with `winner` (-1 none) at `endTick`, on the level index
// `levelIndex` (DAT_00443868, 0..8).
EndGamePlan endGamePlan(int32_t winner, int32_t endTick, int levelIndex);

}  // namespace rf
