// SPDX-License-Identifier: GPL-3.0-or-later
// The title's part of the game flow (the front, front.hpp, feeds it its keys): the map list
// and its selection, Title -> Game -> Results -> the next map after a 1-player win, else back
// to the Title. Esc in a game goes back to the title; Esc on the title quits. A game started
// with --map has no title: its end quits. Pure: no window, no clock, no files (the program
// lists the maps: app/rf_map_list.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "input/device.hpp"
#include "rf/progress.hpp"
#include "view/rf_title_render.hpp"

namespace rf::front {

// A map the title lists.
struct FlowMap {
  std::filesystem::path path;
  std::string title;      // NAME (the progress key); the file's stem when NAME is empty
  int level = 0;          // 1..9: the level index the game uses (LEVL clamped; no LEVL: 1)
  int players = 1;        // the map header's player count
  bool original = false;  // found under --data DIR
  int number = 0;         // nnn of an original map named RFMAPnnn.RFM (0: none)
  std::vector<uint8_t> bytes;  // the map itself when it comes from a disc image (empty: read `path`)
};

// nnn of a file named RFMAPnnn.RFM (any case), else 0.
int originalMapNumber(const std::filesystem::path& path);

// A map's header facts from its bytes (the whole map is parsed: a bad one throws
// core::ParseError); the caller keeps the bytes in `bytes`.
FlowMap describeMap(std::span<const uint8_t> bytes, const std::filesystem::path& name, bool original);

// The title's list in its order: by level, the bundled maps before the original's, the
// 1-player maps before the 2-player ones, then by file name (RFMAPnnn by number).
void sortTitleList(std::vector<FlowMap>& maps);

enum class Screen : uint8_t { Title, Game, Results, Quit };

// A mode the title offers (P or Tab steps through them in order): its name (the title shows
// it), the players of the game it starts and the sides the computer plays (rf/bot: its words
// go to the game as a keyboard's would). A mode where the computer plays every side is
// watched: any key ends its game. The modes the next issues add (hosting and joining a
// network game) are rows of this list.
// A network mode's side (net_title.hpp): the program plays the game, not the front.
enum class NetRole : uint8_t { None, Host, Join };

struct TitleMode {
  std::string name;
  int players = 1;
  std::array<bool, 2> computer{};  // side 1, side 2 played by the computer
  NetRole network = NetRole::None;  // hosting or joining a network game (net_title.hpp)
  // Nobody plays: the computer has every side (any key or Esc ends the game).
  bool watched() const { return computer[0] && (players < 2 || computer[1]); }
  bool anyComputer() const { return computer[0] || computer[1]; }
};
// designed: "1 PLAYER", "2 PLAYERS" (one keyboard), "VS COMPUTER" (the computer plays side 2
// with the 2-player rules), "COMPUTER VS COMPUTER" (watched).
std::vector<TitleMode> defaultTitleModes();
// The attract mode's (the title idle for kAttractIdleTicks): two computers on a 2-player map.
TitleMode attractMode();

// designed: the attract mode starts after 30 s idle on the title (1875 ticks of 16 ms): the
// issue's "after 30 s idle".
inline constexpr int32_t kAttractIdleTicks = 1875;

// How a game ended (EndGame): rf::Sim winner / players / the clock stop.
struct GameEnd {
  int32_t winner = -1;
  int players = 1;
  uint32_t ms = 0;
};

// designed: the results screen stays 188 ticks (3 s at 16 ms a tick), or until a key pressed
// after its first 32 ticks (0.5 s: a key still held from the game does not skip it).
inline constexpr int32_t kResultsTicks = 188;
inline constexpr int32_t kResultsKeyAfterTicks = 32;

class PlayFlow {
 public:
  // The title over `maps` (in list order) and `modes`, at first the first mode of `players`
  // (1 or 2).
  PlayFlow(std::vector<FlowMap> maps, int players, std::vector<TitleMode> modes = defaultTitleModes());
  // --map: straight into the game on `map`; its end (or Esc) quits.
  static PlayFlow singleMap(FlowMap map, int players);

  Screen screen() const { return screen_; }
  const std::vector<FlowMap>& maps() const { return maps_; }
  int selected() const { return selected_; }
  int players() const { return modes_[static_cast<size_t>(mode_)].players; }
  const std::vector<TitleMode>& modes() const { return modes_; }
  int mode() const { return mode_; }
  // The mode chosen on the title now.
  const TitleMode& titleMode() const { return modes_[static_cast<size_t>(mode_)]; }
  // The mode of the game being played (screen Game or Results): the title's when it started,
  // attractMode() for the attract mode's.
  const TitleMode& gameMode() const { return gameMode_; }
  // The game on screen is the attract mode's.
  bool attract() const { return attract_; }
  const std::string& message() const { return message_; }
  // The map of the game being played (screen Game or Results).
  const FlowMap& current() const { return maps_.at(static_cast<size_t>(current_)); }
  int currentIndex() const { return current_; }

  // Title keys: Up/W, Down/S move (wrapping) over the maps playable with the chosen players
  // (a 2-player game needs a 2-player map; a 1-player game plays any); Return, Space, F2
  // start the selection (F2 as the original's title); 1-9 start the first map of level N
  // (the first 1-player map of it in 1 player, else its first map; in 2 its first 2-player
  // map, none: a message); P or Tab step to the next mode (1 / 2 players), the selection moving on to a
  // playable map (designed: the digits are the levels'); P / Tab step to the next mode;
  // Esc quits.
  void titleKey(input::Key key);
  // "New island" (island_title.hpp): `map` joins the list in its place and its game starts
  // in the mode chosen now.
  void addAndStart(FlowMap map);
  // Whether map `index` can be played with the players chosen now.
  bool playable(int index) const;
  // The title idle long enough: the attract mode's game on the next 2-player map after the
  // last attract game's, in list order (designed: each attract game shows another map); false
  // (and nothing changes) when there is no 2-player map or the screen is not the title.
  bool startAttract();
  // The game's map did not load: back to the title with the message (the map's path in it
  // shortened to its file name).
  void gameFailed(const std::string& message);
  // Esc in the game (or the game's end with --map), any key in a watched game: back to the
  // title (--map: quit).
  void gameLeft();
  // EndGame: to the results screen.
  void gameEnded(const GameEnd& end);
  const GameEnd& lastEnd() const { return end_; }
  // The map a 1-player win goes on to: for the original's RFMAPnnn the ported rule,
  // RFMAPnnn + 1 (rf::nextOnePlayerMap; none after 100); for our own maps the next 1-player
  // map after the current one in list order; -1 when there is none (or it was not a 1-player
  // win).
  int nextMap() const;
  // The results screen: `elapsedTicks` since it opened, `keyPressed` whether a key went down
  // this frame; after kResultsTicks (or a key) -> the next map's game, else the title (--map: quit).
  void resultsFrame(int32_t elapsedTicks, bool keyPressed);
  // The window was closed.
  void quit() { screen_ = Screen::Quit; }

  // What the title screen shows, with the progress of each map.
  view::TitleState titleState(const rf::Progress& progress) const;

 private:
  void start(int index);
  // The selection moved `step` (+1 / -1) until a playable map (none: where it was).
  void moveSelection(int step);
  std::vector<FlowMap> maps_;
  Screen screen_ = Screen::Title;
  int selected_ = 0;
  std::vector<TitleMode> modes_;
  int mode_ = 0;
  TitleMode gameMode_;
  bool attract_ = false;
  int lastAttract_ = -1;
  int current_ = -1;
  bool single_ = false;
  GameEnd end_;
  std::string message_;
};

}  // namespace rf::front
