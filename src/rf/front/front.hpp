// SPDX-License-Identifier: GPL-3.0-or-later
// The game flow of Return Fire in a window, stepped by ticks (ARCHITECTURE.md "The front end"):
// one state machine in the manner of Doom's G_Ticker with its menus as responders. Each window
// frame the program gives it the devices (input::DeviceFrame) and the ticks that passed; it
// steps the game with the players' raw words, and says what to draw (screen()), what to play
// (cues) and what the window should do (requests). No SDL, no platform, no clock, no files:
// the maps come with their bytes, and what needs a file (the progress, the high scores, the
// settings file) goes through the Host the program gives.
//
// The states: Intro (the CD's movies, when it has them) -> Title (the maps by level; O the
// options) -> Briefing (before the first game from the title) -> Game (the bunker, the play,
// with its overlays: P pause, Esc the pause menu with options / restart / quit, F1 help; the
// end sequence after EndGame, the CD's win movie in it) -> Results -> the next map after a
// 1-player win, else the Title. The title's modes (title_flow.hpp) may give sides to the
// computer (rf/bot): its word goes into the game frame for its side, where a keyboard's would;
// a mode where the computer plays both sides is watched (any key or Esc back to the title),
// and so is the attract mode, a 2-player map played by two computers after
// kAttractIdleTicks idle on the title. Every timer counts ticks; one key-repeat latch (menu_repeat.hpp)
// with one rate drives every menu, from the players' bindings.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "input/device.hpp"
#include "rf/bot/bot.hpp"
#include "rf/data/input_script.hpp"
#include "rf/front/menu_repeat.hpp"
#include "rf/front/island_title.hpp"
#include "rf/front/net_title.hpp"
#include "rf/front/options_menu.hpp"
#include "rf/front/pause_menu.hpp"
#include "rf/front/settings.hpp"
#include "rf/front/title_flow.hpp"
#include "rf/game.hpp"
#include "rf/match_stats.hpp"
#include "rf/progress.hpp"
#include "rf/front/end_sequence.hpp"
#include "view/rf_menu_render.hpp"
#include "view/rf_title_render.hpp"

namespace rf::front {

// What the front cannot do itself: the program's files.
class Host {
 public:
  virtual ~Host() = default;
  // The progress the title shows; `message` gets a line for the title ("" none).
  virtual rf::Progress progress(std::string& message) = 0;
  // A game played to its end (the end sequence done): the progress and the high scores
  // recorded; what the results screen says (title, winner, time, the records).
  virtual view::ResultsState recordEnd(const rf::Game& game, const FlowMap& map) = 0;
  // A movie of the CD ("TITLE/WIN1.STM") made ready to play: its length in ms (0: the CD has
  // none there, or it is bad).
  virtual uint32_t openMovie(const std::string& path) = 0;
  // The options menu closed on `after` (the file had `before`): the changes saved; the line
  // to show ("" nothing).
  virtual std::string saveSettings(const Config& before, const Config& after) = 0;
};

struct FrontSetup {
  std::vector<FlowMap> maps;  // the title's list in its order, each with its bytes (moved into the flow)
  int players = 1;            // at first (the title toggles it)
  bool singleMap = false;     // --map: maps[0] at once, no title; its end (or quitting) quits
  Config settings;            // in use at the start (the settings file's)
  rf::GameOptions options;    // every game's base options: the tables (players, schemes set here)
  const rf::InputScript* script = nullptr;  // the words from a script instead of the devices
  int padsAttached = 0;       // at the start (the schemes of a --map game)
  bool briefing = true;       // the briefing before the first game from the title
  bool showEnding = true;     // the end sequence and results after EndGame (--frames: none)
  bool originalLook = false;  // the original look can be had (F4 switches)
  std::vector<std::string> intro;  // the CD's intro movies found, in order ("TITLE/TWI.STM")
  int32_t winMusicMs = kRfWinMusicWaitMs;  // the end sequence's wait: the win music's
  rf::bot::BotTable botTable = rf::bot::defaultBotTable();  // the computer's (data/rf/bot.ini)
  std::vector<TitleMode> modes = defaultTitleModes();      // the title's modes, in P / Tab order
};

enum class State : uint8_t { Intro, Title, Briefing, Game, Results, Quit };
const char* stateName(State s);

// What the sound should do this frame (the program's sound object plays it).
struct Cue {
  enum class Kind : uint8_t {
    TitleMusic,  // the title's music (asked every title frame)
    NewGame,     // a game starts: every voice stopped, the music director reset
    GameFrame,   // the game was stepped: its effects and music requests
    MovieStart,  // `text` starts: its soundtrack instead of the music
    MovieStop,   // the movie ended or was skipped: the music again
    Volumes,     // the volumes changed (settings().sound)
    Mute,        // muted() changed
  };
  Kind kind;
  std::string text{};
};

enum class Request : uint8_t { ToggleFullscreen, Screenshot, Scale };

// One front step's results besides the screen.
struct Step {
  std::vector<Cue> cues;
  std::vector<Request> requests;
  std::optional<rf::Inputs> stepped;  // the game frame stepped, if one was
  bool gameStarted = false;           // a game was loaded (game(), gameOptions())
  bool gameStopped = false;           // the game left the screen (ended, quit, restarted)
  std::optional<NetStart> net;        // a network mode's game for the program (net_title.hpp)
  std::optional<IslandRequest> island;  // "New island": an island for the program to generate (island_title.hpp)
};

// What to draw now (the program renders it: the view layer's renderers).
struct ScreenDesc {
  State state = State::Title;
  std::string movie;           // Intro / the win movie: the path, "" none
  uint32_t movieMs = 0;        // ... and how far into it
  int32_t movieWinner = -1;    // the banner over the win movie
  view::TitleState title;      // Title, Briefing (under it)
  view::ResultsState results;  // Results
  const rf::Game* game = nullptr;              // Game
  const EndSequence* ending = nullptr;  // Game after EndGame: its pictures over the game
  std::vector<view::MenuPanel> panels;         // over the screen, in order
  std::string centreText;                      // "PAUSED (P)"
  std::array<view::RfKeyLabels, 2> keyLabels{};  // what the bunker screens name
  view::RfViewStyle style = view::RfViewStyle::Perspective;
  bool originalLook = false;
  bool aimHelp = true;  // the 3D view's turret aim help (Config::aimHelp)
  bool muted = false;
  bool showVolumes = false;  // the volumes a moment after a change
  std::string notice;        // a line at the bottom ("" none)
  std::array<std::string, 2> hints{};  // over each player's view (hud_hints.hpp)
  // A person against the computer (VS COMPUTER): their side, shown alone on the whole screen
  // as in 1 player (view::RfFrameRenderOptions::solo); -1: every player's view.
  int solo = -1;
};

// The keys every window screen has: Alt+Enter fullscreen, F12 a screenshot, M mute, F5-F10
// the volumes (kVolumeStep), applied to `settings` / `muted`, with the cues and requests they
// give. True when `k` was one of them (Alt alone counts: it is half of Alt+Enter).
bool windowKey(const input::DeviceFrame& in, input::Key k, Config& settings, bool& muted, Step& out);

// designed: a notice shows 600 ticks (about 10 s), a volume change 180 (about 3 s).
inline constexpr int32_t kNoticeTicks = 600;
inline constexpr int32_t kVolumesShownTicks = 180;

class Front {
 public:
  // With setup.singleMap the map's game is loaded now (a bad map throws, as Game::load).
  Front(FrontSetup setup, Host& host);

  // One window frame: the devices and the ticks since the last frame (the game's dt, 0..12).
  Step step(const input::DeviceFrame& in, int32_t dt);

  State state() const { return state_; }
  ScreenDesc screen() const;
  const Config& settings() const { return settings_; }
  bool muted() const { return muted_; }
  const PlayFlow& flow() const { return flow_; }
  // The game on screen (or the last one), null before the first.
  const rf::Game* game() const { return game_ ? &*game_ : nullptr; }
  rf::Game* game() { return game_ ? &*game_ : nullptr; }
  const rf::GameOptions& gameOptions() const { return gameOptions_; }
  const PauseMenu& pauseMenu() const { return pause_; }
  const OptionsMenu& optionsMenu() const { return options_; }
  bool paused() const { return paused_; }
  bool helpShown() const { return help_; }
  const EndSequence* ending() const { return ending_ ? &*ending_ : nullptr; }
  // The counts of the game on screen (the victory scene's and the results').
  const rf::MatchStats& stats() const { return stats_; }
  // Game frames stepped in the game on screen.
  int gameFrames() const { return gameFrame_; }
  // The computer playing `side` in the game on screen (null: a person, or nobody).
  const rf::bot::Bot* bot(int side) const;
  // The game on screen is watched: the computer plays every side (COMPUTER VS COMPUTER, the
  // attract mode); any key or Esc goes back to the title.
  bool watching() const;
  // The one person's side in a 2-player game against the computer (VS COMPUTER), else -1
  // (1 player, two people, the computer on both sides).
  int personSide() const;
  // Ticks the title has been idle (no key, no pad button): the attract mode at
  // kAttractIdleTicks.
  int32_t titleIdleTicks() const { return idleTicks_; }
  // Shows a line at the bottom for kNoticeTicks (a settings problem, a save).
  void notice(std::string text);
  // The island the program made for a Step::island: listed on the title and played (its game
  // starts on the next step).
  void playIsland(FlowMap map);

 private:
  bool windowKey(const input::DeviceFrame& in, input::Key k, Step& out);
  uint32_t menuWord(const input::DeviceFrame& in) const;
  std::vector<input::Key> menuKeys(const input::DeviceFrame& in, int32_t dt, bool nav);
  bool optionsInput(const input::DeviceFrame& in, Step& out);
  void introStep(const input::DeviceFrame& in, int32_t dt, Step& out);
  void titleStep(const input::DeviceFrame& in, int32_t dt, Step& out);
  void gameStep(const input::DeviceFrame& in, int32_t dt, Step& out);
  void resultsStep(const input::DeviceFrame& in, int32_t dt, Step& out);
  void startGame(const input::DeviceFrame* in, Step& out);
  void leaveGame(Step& out);
  void afterFlow(const input::DeviceFrame* in, Step& out);  // the flow's screen -> ours
  void netMode(Step& out);  // Return in a network mode (net_title.hpp)
  bool anyPress(const input::DeviceFrame& in, Step& out);
  // The keys and pad buttons held now are kept from the game until released (a key that
  // closed a screen does not also act in the bunker).
  void swallowHeld(const input::DeviceFrame& in);
  input::DeviceFrame unswallowed(const input::DeviceFrame& in);
  EndScene endScene(const rf::EndGamePlan& plan) const;
  void applySettings(const Config& c, Step& out);
  std::array<view::RfKeyLabels, 2> keyLabels() const;
  void startMovie(const std::string& path, Step& out);
  // The title's Left / Right in a mode with the computer: its difficulty (VS COMPUTER: the
  // computer's, down / up; COMPUTER VS COMPUTER: Left player 1's, Right player 2's, round).
  void difficultyKey(input::Key k);
  std::string modeLine() const;
  bool idleFrame(const input::DeviceFrame& in) const;

  FrontSetup setup_;
  Host& host_;
  PlayFlow flow_;
  Config settings_;
  Config saved_;
  State state_ = State::Title;
  OptionsMenu options_;
  PauseMenu pause_;
  MenuRepeat navRepeat_;                // the title's and menus' directions
  std::array<MenuRepeat, 2> bunkerRepeat_{};  // each player's bunker menu
  std::array<input::PadState, 2> padsWas_{};
  std::optional<rf::Game> game_;
  rf::GameOptions gameOptions_;
  std::optional<EndSequence> ending_;
  rf::MatchStats stats_;
  std::vector<int> swallowed_;               // scancodes held since a screen closed
  std::array<bool, 2> padSwallowed_{};       // a pad's buttons held since then
  bool movieOn_ = false;  // the win movie's cue was given
  view::ResultsState results_;
  int32_t resultsTicks_ = 0;
  rf::Progress progress_;
  std::string progressMessage_;
  bool progressStale_ = true;
  bool briefed_ = false;
  size_t introAt_ = 0;
  uint32_t introMs_ = 0;
  uint32_t movieLengthMs_ = 0;
  bool paused_ = false;
  bool help_ = false;
  bool muted_ = false;
  int swap_ = 0;  // Alt+3: the two keyboard layouts swapped (2 players)
  int gameFrame_ = 0;
  std::array<std::optional<rf::bot::Bot>, 2> bots_;  // the computer's sides in the game on screen
  uint32_t botGames_ = 0;  // games with the computer started: each one's seed
  int32_t idleTicks_ = 0;
  std::string notice_;
  int32_t noticeTicks_ = 0;
  int32_t volumesTicks_ = 0;
  AddressField address_;  // JOIN A NETWORK GAME's field
  SeedField seed_;        // New island's field
  bool islandReady_ = false;  // playIsland: its game starts on the next title step
  uint32_t titleTicks_ = 0;   // the ticks the title has run (New island's R)
};

}  // namespace rf::front
