// SPDX-License-Identifier: GPL-3.0-or-later
// The game flow stepped by ticks (front.hpp).
#include "rf/front/front.hpp"

#include <algorithm>
#include <exception>
#include <stdexcept>
#include <utility>

#include "input/keyboard_word.hpp"
#include "input/pad_word.hpp"
#include "rf/data/raw_input.hpp"
#include "rf/data/rfm.hpp"
#include "core/ascii.hpp"
#include "rf/data/sides.hpp"
#include "rf/front/briefing.hpp"
#include "rf/front/hud_hints.hpp"
#include "rf/front/key_labels.hpp"
#include "rf/sim/end_game.hpp"

namespace rf::front {
namespace {

using input::Key;

constexpr uint32_t kDirs = rf::raw::kUp | rf::raw::kDown | rf::raw::kLeft | rf::raw::kRight;

bool isDirectionKey(Key k) {
  return k == Key::Up || k == Key::Down || k == Key::Left || k == Key::Right || k == Key::W || k == Key::S ||
         k == Key::A || k == Key::D;
}

bool bound(const std::vector<int>& keys, int scancode) {
  return std::find(keys.begin(), keys.end(), scancode) != keys.end();
}

// A pad's button that went down since the last frame (face buttons, Start, Back).
bool padPressed(const input::PadState& now, const input::PadState& was) {
  return (now.a && !was.a) || (now.b && !was.b) || (now.x_ && !was.x_) || (now.y_ && !was.y_) ||
         (now.start && !was.start) || (now.back && !was.back);
}

}  // namespace

std::vector<std::string> statsLines(const rf::MatchStats& stats, int players, rf::SideColours colours);

const char* stateName(State s) {
  switch (s) {
    case State::Intro: return "intro";
    case State::Title: return "title";
    case State::Briefing: return "briefing";
    case State::Game: return "game";
    case State::Results: return "results";
    case State::Quit: return "quit";
  }
  return "?";
}

Front::Front(FrontSetup setup, Host& host)
    : setup_(std::move(setup)),
      host_(host),
      flow_(std::move(setup_.maps), setup_.players, setup_.modes),  // the maps (and their bytes) are the flow's alone
      settings_(setup_.settings),
      saved_(setup_.settings),
      pause_(setup_.singleMap ? "QUIT THE GAME" : "QUIT TO THE TITLE") {
  briefed_ = !setup_.briefing || setup_.singleMap || setup_.script != nullptr;
  if (setup_.singleMap) {
    if (flow_.maps().empty()) throw std::invalid_argument("the front: --map without a map");
    flow_ = PlayFlow::singleMap(flow_.maps().front(), setup_.players);
    Step ignored;
    startGame(nullptr, ignored);  // a bad map throws here, before any window frame
    return;
  }
  state_ = setup_.intro.empty() ? State::Title : State::Intro;
}

void Front::notice(std::string text) {
  notice_ = std::move(text);
  noticeTicks_ = kNoticeTicks;
}

bool windowKey(const input::DeviceFrame& in, Key k, Config& settings, bool& muted, Step& out) {
  if (k == Key::Return && in.down(Key::Alt)) {
    settings.fullscreen = !settings.fullscreen;
    out.requests.push_back(Request::ToggleFullscreen);
    return true;
  }
  if (k == Key::F12) {
    out.requests.push_back(Request::Screenshot);
    return true;
  }
  if (k == Key::M) {
    muted = !muted;
    out.cues.push_back({Cue::Kind::Mute});
    return true;
  }
  if (k >= Key::F5 && k <= Key::F10) {  // F5 / F6 master, F7 / F8 music, F9 / F10 effects
    const int which = (static_cast<int>(k) - static_cast<int>(Key::F5)) / 2;
    const int step = (static_cast<int>(k) - static_cast<int>(Key::F5)) % 2 == 0 ? -kVolumeStep : kVolumeStep;
    int* const v[3] = {&settings.sound.master, &settings.sound.music, &settings.sound.effects};
    *v[which] = std::clamp(*v[which] + step, 0, 100);
    out.cues.push_back({Cue::Kind::Volumes});
    return true;
  }
  return k == Key::Alt;
}

bool Front::windowKey(const input::DeviceFrame& in, Key k, Step& out) {
  const size_t cues = out.cues.size();
  const bool taken = rf::front::windowKey(in, k, settings_, muted_, out);
  for (size_t i = cues; i < out.cues.size(); ++i) {
    if (out.cues[i].kind == Cue::Kind::Volumes) volumesTicks_ = kVolumesShownTicks;
  }
  return taken;
}

// The players' words OR-ed (either player's keys and pads move a menu).
uint32_t Front::menuWord(const input::DeviceFrame& in) const {
  uint32_t w = 0;
  for (size_t p = 0; p < 2; ++p) {
    w |= input::playerWord(input::keyboardWord(in, settings_.keys[p]), in.pads[p], rf::ControlScheme::Digital,
                           settings_.pads);
  }
  return w;
}

// A menu's keys this frame: the window's own taken out; with `nav`, the directions of the
// bindings (and the arrows) through the repeat latch as Up / Down / Left / Right, and the
// players' button A as Return.
std::vector<Key> Front::menuKeys(const input::DeviceFrame& in, int32_t dt, bool nav) {
  std::vector<Key> keys;
  const uint32_t word = menuWord(in) | (in.down(Key::Up) ? rf::raw::kUp : 0u) | (in.down(Key::Down) ? rf::raw::kDown : 0u) |
                        (in.down(Key::Left) ? rf::raw::kLeft : 0u) | (in.down(Key::Right) ? rf::raw::kRight : 0u);
  const uint32_t dirs = navRepeat_.filter(word & kDirs, true, dt);
  // The frame's keys in their order; a direction key pressed (an arrow or a player's binding)
  // is its direction, every press counted: two taps that land in one frame (a slow frame, a
  // fast typist) move two rows. The latch adds the repeats of a held direction and a pad's.
  bool pressedDir = false;
  for (size_t i = 0; i < in.pressed.size(); ++i) {
    const Key k = in.pressed[i];
    const int sc = input::scancodeOf(k);
    std::optional<Key> dir;
    if (k == Key::Up || k == Key::Down || k == Key::Left || k == Key::Right) dir = k;
    for (const input::PlayerKeys& pk : settings_.keys) {
      if (dir) break;
      if (bound(pk.up, sc)) dir = Key::Up;
      else if (bound(pk.down, sc)) dir = Key::Down;
      else if (bound(pk.left, sc)) dir = Key::Left;
      else if (bound(pk.right, sc)) dir = Key::Right;
    }
    if (nav && (dir || isDirectionKey(k))) {
      if (dir) keys.push_back(*dir);
      pressedDir = pressedDir || dir.has_value();
      continue;
    }
    keys.push_back(k);
  }
  if (nav && !pressedDir) {  // a held direction's repeat, a pad's press
    std::vector<Key> latched;
    if ((dirs & rf::raw::kUp) != 0) latched.push_back(Key::Up);
    if ((dirs & rf::raw::kDown) != 0) latched.push_back(Key::Down);
    if ((dirs & rf::raw::kLeft) != 0) latched.push_back(Key::Left);
    if ((dirs & rf::raw::kRight) != 0) latched.push_back(Key::Right);
    keys.insert(keys.begin(), latched.begin(), latched.end());
  }
  if (nav) {  // a pad's d-pad and stick come through the latch; its A chooses
    for (size_t p = 0; p < in.pads.size(); ++p) {
      if (in.pads[p].a && !padsWas_[p].a) keys.push_back(Key::Return);
    }
  }
  return keys;
}

// The options menu's share of a frame: true when it was open (then it took the keys; what it
// changes is used at once, and saved when it closes).
bool Front::optionsInput(const input::DeviceFrame& in, Step& out) {
  if (!options_.isOpen()) return false;
  if (options_.wantsScancodes()) {
    for (const int sc : in.pressedScan) options_.scancode(sc);
  } else {
    for (const Key k : menuKeys(in, 0, true)) {
      if (k == Key::F12) {
        windowKey(in, k, out);  // a screenshot, as on every screen
      } else {
        options_.key(k);
      }
    }
    for (size_t p = 0; p < in.pads.size(); ++p) {
      for (int b = 0; b < input::kPadButtons; ++b) {
        const auto button = static_cast<input::PadButton>(b);
        if (input::padButtonHeld(in.pads[p], button) && !input::padButtonHeld(padsWas_[p], button)) {
          options_.padButton(button);
        }
      }
    }
  }
  applySettings(options_.config(), out);
  if (!options_.isOpen()) {  // closed: the changes to the settings file
    const std::string said = host_.saveSettings(saved_, settings_);
    saved_ = settings_;
    if (!said.empty()) notice(said);
  }
  return true;
}

void Front::applySettings(const Config& c, Step& out) {
  if (c.sound.master != settings_.sound.master || c.sound.music != settings_.sound.music ||
      c.sound.effects != settings_.sound.effects) {
    out.cues.push_back({Cue::Kind::Volumes});
  }
  if (c.fullscreen != settings_.fullscreen) out.requests.push_back(Request::ToggleFullscreen);
  if (c.scale != settings_.scale) out.requests.push_back(Request::Scale);
  settings_ = c;
}

// Any key at all (X, Z, B as much as Return), not only the keys the game names; the window's
// own keys (F12, M, the volumes, Alt) do their own thing instead.
bool Front::anyPress(const input::DeviceFrame& in, Step& out) {
  bool key = false;
  for (const int sc : in.pressedScan) {
    const std::optional<Key> k = input::keyOfScancode(sc);
    key |= !(k && windowKey(in, *k, out));
  }
  for (const Key k : in.pressed) {  // a frame built from Keys alone (no scancodes)
    if (std::find(in.pressedScan.begin(), in.pressedScan.end(), input::scancodeOf(k)) == in.pressedScan.end()) {
      key |= !windowKey(in, k, out);
    }
  }
  for (size_t p = 0; p < in.pads.size(); ++p) key |= padPressed(in.pads[p], padsWas_[p]);
  return key;
}

void Front::swallowHeld(const input::DeviceFrame& in) {
  swallowed_.clear();
  for (int sc = 0; sc < input::kScancodes; ++sc) {
    if (in.scan[static_cast<size_t>(sc)]) swallowed_.push_back(sc);
  }
  for (const Key k : in.pressed) swallowed_.push_back(input::scancodeOf(k));
  for (size_t p = 0; p < in.pads.size(); ++p) padSwallowed_[p] = in.pads[p].anyButton();
}

// The frame with the swallowed keys and buttons up; each is free again once released.
input::DeviceFrame Front::unswallowed(const input::DeviceFrame& in) {
  std::erase_if(swallowed_, [&](int sc) { return !in.scan[static_cast<size_t>(sc)] &&
                                                  std::find(in.pressedScan.begin(), in.pressedScan.end(), sc) == in.pressedScan.end(); });
  for (size_t p = 0; p < in.pads.size(); ++p) padSwallowed_[p] = padSwallowed_[p] && in.pads[p].anyButton();
  if (swallowed_.empty() && !padSwallowed_[0] && !padSwallowed_[1]) return in;
  input::DeviceFrame f = in;
  for (const int sc : swallowed_) {
    f.scan[static_cast<size_t>(sc)] = false;
    std::erase(f.pressedScan, sc);
  }
  f.deriveKeys();
  for (size_t p = 0; p < f.pads.size(); ++p) {
    if (!padSwallowed_[p]) continue;
    input::PadState& pad = f.pads[p];
    pad.a = pad.b = pad.x_ = pad.y_ = pad.start = pad.back = pad.leftShoulder = pad.rightShoulder = false;
  }
  return f;
}

void Front::startMovie(const std::string& path, Step& out) {
  out.cues.push_back({Cue::Kind::MovieStart, path});
}

Step Front::step(const input::DeviceFrame& in, int32_t dt) {
  Step out;
  dt = std::clamp(dt, 0, rf::kMaxDt);
  noticeTicks_ = std::max(0, noticeTicks_ - dt);
  volumesTicks_ = std::max(0, volumesTicks_ - dt);
  if (in.quit) {
    if (state_ == State::Game) out.gameStopped = true;
    state_ = State::Quit;
    return out;
  }
  switch (state_) {
    case State::Intro: introStep(in, dt, out); break;
    case State::Title:
    case State::Briefing: titleStep(in, dt, out); break;
    case State::Game: gameStep(in, dt, out); break;
    case State::Results: resultsStep(in, dt, out); break;
    case State::Quit: break;
  }
  padsWas_ = in.pads;
  return out;
}

// The CD's intro: each movie to its end or a key, then the title.
void Front::introStep(const input::DeviceFrame& in, int32_t dt, Step& out) {
  if (!movieOn_) {
    movieLengthMs_ = host_.openMovie(setup_.intro[introAt_]);
    startMovie(setup_.intro[introAt_], out);
    movieOn_ = true;
    introMs_ = 0;
  }
  const bool skip = anyPress(in, out);
  introMs_ += static_cast<uint32_t>(dt) * rf::kMsPerTick;
  if (!skip && introMs_ < movieLengthMs_) return;
  out.cues.push_back({Cue::Kind::MovieStop});
  movieOn_ = false;
  introMs_ = 0;
  if (++introAt_ >= setup_.intro.size()) state_ = State::Title;
}

// Nothing touched this frame: no key down, no pad button.
bool Front::idleFrame(const input::DeviceFrame& in) const {
  if (!in.pressedScan.empty() || !in.pressed.empty()) return false;
  if (std::find(in.scan.begin(), in.scan.end(), true) != in.scan.end()) return false;
  return std::none_of(in.pads.begin(), in.pads.end(), [](const input::PadState& p) { return p.anyButton(); });
}

void Front::difficultyKey(Key k) {
  const TitleMode& m = flow_.titleMode();
  const auto set = [&](size_t side, int to) {
    settings_.computer[side] = static_cast<rf::bot::Difficulty>(std::clamp(to, 0, rf::bot::kDifficulties - 1));
  };
  if (m.computer[0] && m.computer[1]) {  // each side its own: Left player 1's, Right player 2's, round
    const size_t side = k == Key::Left ? 0 : 1;
    set(side, (static_cast<int>(settings_.computer[side]) + 1) % rf::bot::kDifficulties);
  } else {
    const size_t side = m.computer[0] ? 0 : 1;
    set(side, static_cast<int>(settings_.computer[side]) + (k == Key::Right ? 1 : -1));
  }
  const std::string said = host_.saveSettings(saved_, settings_);
  saved_ = settings_;
  if (!said.empty()) notice(said);
}

// Under the mode's name: the computer's difficulty and the keys that change it.
std::string Front::modeLine() const {
  const TitleMode& m = flow_.titleMode();
  if (m.network != NetRole::None) return netModeLine(m.network);
  const auto who = [&](size_t side) {
    return core::asciiUpper(std::string(rf::sideName(static_cast<int>(side), settings_.sides))) + " " +
           core::asciiUpper(rf::bot::difficultyName(settings_.computer[side]));
  };
  if (m.computer[0] && m.computer[1]) return "LEFT: " + who(0) + "    RIGHT: " + who(1) + "    ANY KEY ENDS IT";
  if (m.computer[0] || m.computer[1]) {
    return "THE COMPUTER PLAYS " + who(m.computer[0] ? 0 : 1) + "    LEFT / RIGHT: EASIER / HARDER";
  }
  return "";
}

void Front::titleStep(const input::DeviceFrame& rawIn, int32_t dt, Step& out) {
  out.cues.push_back({Cue::Kind::TitleMusic});
  titleTicks_ += static_cast<uint32_t>(dt);
  const input::DeviceFrame in = unswallowed(rawIn);  // a key that ended a watched game stays out
  if (progressStale_) {  // read when the title shows (at first, after each game)
    progressMessage_.clear();
    progress_ = host_.progress(progressMessage_);
    progressStale_ = false;
  }
  if (state_ == State::Briefing) {  // any key (a pad's button too): to the bunker
    if (anyPress(in, out)) {
      briefed_ = true;
      startGame(&in, out);
    }
    return;
  }
  if (optionsInput(in, out)) {
    idleTicks_ = 0;
    return;
  }
  if (islandReady_) {  // the program's island (playIsland): its game
    islandReady_ = false;
    afterFlow(&in, out);
    return;
  }
  if (seed_.isOpen()) {  // New island's seed field has the keys (F12 and the volumes stay the window's)
    for (const Key k : in.pressed) {
      if (k == Key::F12 || (k >= Key::F5 && k <= Key::F10)) windowKey(in, k, out);
    }
    // R: a seed from the ticks the title has run (no clock in the front)
    out.island = seed_.input(in, flow_.players(), titleTicks_ * 2654435761u);
    idleTicks_ = 0;
    return;
  }
  if (address_.isOpen()) {  // JOIN A NETWORK GAME's address field has the keys (F12 and the volumes stay the window's)
    for (const Key k : in.pressed) {
      if (k == Key::F12 || (k >= Key::F5 && k <= Key::F10)) windowKey(in, k, out);
    }
    if (std::optional<std::string> a = address_.input(in)) out.net = NetStart{NetRole::Join, {}, std::move(*a)};
    idleTicks_ = 0;
    return;
  }
  idleTicks_ = idleFrame(rawIn) ? idleTicks_ + dt : 0;
  for (const Key k : menuKeys(in, dt, true)) {
    if (windowKey(in, k, out)) continue;
    if (k == Key::O) {
      options_.open(settings_);
      return;  // the frame's other keys are not the options'
    }
    if (k == Key::N && flow_.titleMode().network == NetRole::None) {  // New island (island_title.hpp)
      const int level = flow_.maps().empty() ? 1 : flow_.maps()[static_cast<size_t>(flow_.selected())].level;
      seed_.open(titleTicks_ * 2654435761u, level);
      return;
    }
    if ((k == Key::Left || k == Key::Right) && flow_.titleMode().anyComputer()) {
      difficultyKey(k);
      continue;
    }
    flow_.titleKey(k);
    if (flow_.screen() != Screen::Title) break;
  }
  if (flow_.screen() == Screen::Title && idleTicks_ >= kAttractIdleTicks) {
    idleTicks_ = 0;
    flow_.startAttract();
  }
  afterFlow(&in, out);
}

// The flow moved on: to a game (the briefing first, once), or quit.
void Front::afterFlow(const input::DeviceFrame* in, Step& out) {
  switch (flow_.screen()) {
    case Screen::Title:
      if (state_ != State::Title) {
        progressStale_ = true;
        idleTicks_ = 0;
      }
      state_ = State::Title;
      break;
    case Screen::Quit: state_ = State::Quit; break;
    case Screen::Game:
      if (flow_.gameMode().network != NetRole::None) {  // the program plays it (net_title.hpp)
        netMode(out);
        return;
      }
      if (!briefed_ && !flow_.gameMode().watched()) {  // nobody to brief in a watched game
        state_ = State::Briefing;
        return;
      }
      startGame(in, out);
      break;
    case Screen::Results: state_ = State::Results; break;
  }
}

void Front::playIsland(FlowMap map) {
  flow_.addAndStart(std::move(map));
  islandReady_ = true;
}

void Front::netMode(Step& out) {
  const NetRole role = flow_.gameMode().network;
  FlowMap map = flow_.current();
  flow_.gameLeft();  // the title stays under the network game
  if (role == NetRole::Host) {
    out.net = NetStart{NetRole::Host, std::move(map), ""};
  } else {
    address_.open(address_.text());  // the last address typed, to edit
  }
}

void Front::startGame(const input::DeviceFrame* in, Step& out) {
  rf::GameOptions go = setup_.options;
  if (setup_.script != nullptr) {
    const rf::GameOptions scripted = rf::scriptedGameOptions(*setup_.script, flow_.gameMode().players);
    go.players = scripted.players;
    go.schemes = scripted.schemes;
    go.scenario = scripted.scenario;
  } else {
    int pads = setup_.padsAttached;
    if (in != nullptr) pads = static_cast<int>(std::count_if(in->pads.begin(), in->pads.end(), [](const input::PadState& p) { return p.connected; }));
    go.players = flow_.gameMode().players;
    go.schemes = input::padSchemes(settings_.pads, pads);
  }
  const FlowMap& map = flow_.current();
  try {
    game_.emplace(rf::Game::load(rf::parseRfm(map.bytes, map.path.string()), map.path.string(), go));
  } catch (const std::exception& e) {
    if (setup_.singleMap) throw;
    game_.reset();
    flow_.gameFailed(e.what());
    state_ = State::Title;
    progressStale_ = true;
    return;
  }
  gameOptions_ = go;
  // the computer's sides: a bot each, over the game at its start, its own seed (designed: the
  // count of games with the computer, so a session's games differ and a test's repeat)
  bots_ = {};
  const TitleMode& mode = flow_.gameMode();
  if (mode.anyComputer()) ++botGames_;
  for (int p = 0; p < game_->players() && p < 2; ++p) {
    const auto sp = static_cast<size_t>(p);
    if (!mode.computer[sp]) continue;
    const rf::bot::Difficulty level = flow_.attract() ? rf::bot::Difficulty::Normal : settings_.computer[sp];
    bots_[sp].emplace(game_->state(), p, level, botGames_, setup_.botTable);
  }
  state_ = State::Game;
  if (in != nullptr) swallowHeld(*in);  // the key that started it (the briefing's, the title's)
  stats_ = {};
  ending_.reset();
  movieOn_ = false;
  paused_ = false;
  help_ = false;
  gameFrame_ = 0;
  bunkerRepeat_ = {};
  out.gameStarted = true;
  out.cues.push_back({Cue::Kind::NewGame});
}

void Front::leaveGame(Step& out) {
  out.gameStopped = true;
  if (movieOn_) out.cues.push_back({Cue::Kind::MovieStop});
  movieOn_ = false;
  flow_.gameLeft();
  afterFlow(nullptr, out);
}

void Front::gameStep(const input::DeviceFrame& in, int32_t dt, Step& out) {
  rf::Game& game = *game_;
  if (watching()) {  // nobody plays: any key (Esc too) back to the title, the key kept from it
    if (anyPress(in, out)) {
      swallowHeld(in);
      leaveGame(out);
      return;
    }
  } else if (ending_ && !ending_->done()) {  // the end: a key skips the win movie, or (after 1 s) the rest
    if (anyPress(in, out)) ending_->key();
  } else if (!optionsInput(in, out)) {
    for (const Key k : pause_.isOpen() ? menuKeys(in, dt, true) : in.pressed) {
      if (pause_.isOpen()) {  // the pause menu takes the keys (the window's own still work)
        if (k == Key::F12 || k == Key::M || (k >= Key::F5 && k <= Key::F10)) {
          windowKey(in, k, out);
          continue;
        }
        const PauseChoice c = pause_.key(k);
        if (c == PauseChoice::Quit) {
          leaveGame(out);
          return;
        }
        if (c == PauseChoice::Restart) {
          out.gameStopped = true;
          startGame(&in, out);
          return;
        }
        if (c == PauseChoice::Options) {
          options_.open(settings_);
          break;  // the frame's other keys are not the options'
        }
        continue;
      }
      if (windowKey(in, k, out)) continue;
      if (k == Key::Escape) {
        pause_.open();
      } else if (k == Key::P) {
        paused_ = !paused_;  // the original had no working pause
      } else if (k == Key::F1) {
        help_ = !help_;
      } else if (k == Key::Digit3 && in.down(Key::Alt) && game.players() > 1) {
        swap_ ^= 1;
      } else if (k == Key::V) {
        settings_.viewStyle = view::nextRfViewStyle(settings_.viewStyle);
      } else if (k == Key::F4 && setup_.originalLook) {
        settings_.originalLook = !settings_.originalLook;
      }
    }
    for (size_t p = 0; p < 2; ++p) {  // a pad's Start pauses, Back opens the menu (as P and Esc)
      if (in.pads[p].start && !padsWas_[p].start) paused_ = !paused_;
      if (in.pads[p].back && !padsWas_[p].back && !pause_.isOpen()) pause_.open();
    }
  }
  if (paused_ || pause_.isOpen() || options_.isOpen()) return;
  rf::Inputs step;
  step.dt = dt;
  const input::DeviceFrame keysIn = unswallowed(in);
  for (int p = 0; p < game.players(); ++p) {
    const auto sp = static_cast<size_t>(p);
    if (bots_[sp]) {  // the computer's word, from the state after the last frame (read only)
      step.words[sp] = bots_[sp]->think(game.state());
      continue;
    }
    if (setup_.script != nullptr) {
      step.words[sp] = setup_.script->rawWord(gameFrame_, p);
      continue;
    }
    const input::PlayerKeys& keys = settings_.keys[sp ^ static_cast<size_t>(swap_)];
    const rf::PlayerState& ps = game.state().player[sp];
    const bool inMenu = ps.view == rf::ViewMode::BunkerSelect && ps.bunker.phase == rf::BunkerPhase::Menu;
    step.words[sp] = bunkerRepeat_[sp].filter(
        input::playerWord(input::keyboardWord(keysIn, keys), keysIn.pads[sp], gameOptions_.schemes[sp], settings_.pads), inMenu,
        dt);
  }
  game.step(step);
  stats_.frame(game);
  ++gameFrame_;
  out.stepped = step;
  out.cues.push_back({Cue::Kind::GameFrame});
  if (!setup_.showEnding) return;
  if (ending_) ending_->advance(step.dt);
  if (!game.state().running && !ending_) {
    const rf::EndGamePlan plan = rf::endGamePlan(game.state());
    const bool original = setup_.originalLook && settings_.originalLook;
    const int32_t movieMs = original && plan.winner >= 0 && plan.movie >= 0
                                ? static_cast<int32_t>(host_.openMovie(std::string(plan.moviePath)))
                                : 0;
    if (setup_.originalLook && settings_.originalLook) {  // the CD's look: the original's end
      ending_.emplace(plan, setup_.winMusicMs, movieMs);
    } else {
      ending_.emplace(plan, endScene(plan));
    }
  }
  if (!ending_) return;
  const bool movieNow = ending_->kind() == rf::EndStepKind::Movie && !ending_->done();
  if (movieNow && !movieOn_) {
    startMovie(std::string(rf::endGamePlan(game.state()).moviePath), out);
    movieOn_ = true;
  } else if (!movieNow && movieOn_) {
    out.cues.push_back({Cue::Kind::MovieStop});
    movieOn_ = false;
  }
  if (!ending_->done()) return;
  // the back screen: the records and the results
  const rf::MapProgress* before = progress_.find(flow_.current().title);
  const uint32_t bestBefore = before != nullptr ? before->bestMs : 0;
  if (flow_.gameMode().anyComputer()) {  // designed: a game with the computer counts in no record
    results_ = {};
    results_.title = flow_.current().title;
    results_.players = game.players();
    results_.winner = game.state().winner;
    results_.ms = rf::ticksToMs(game.state().endTick);
    results_.highScore = "a game with the computer: not in the progress or the high scores";
  } else {
    results_ = host_.recordEnd(game, flow_.current());
  }
  results_.stats = statsLines(stats_, game.players(), settings_.sides);
  results_.you = personSide();
  if (results_.winner >= 0) {
    results_.winnerName = core::asciiUpper(std::string(rf::sideName(results_.winner, settings_.sides)));
    results_.winnerRgb = rf::sideLook(results_.winner, settings_.sides).rgb;
  }
  if (game.players() < 2) {  // the best time: the stored one, or this win when faster
    results_.bestMs = bestBefore;
    if (results_.winner == 0 && (bestBefore == 0 || results_.ms < bestBefore)) results_.bestMs = results_.ms;
  }
  flow_.gameEnded({game.state().winner, game.players(), results_.ms});
  const int next = flow_.nextMap();
  results_.next = next >= 0 ? "next map: " + flow_.maps()[static_cast<size_t>(next)].title
                            : (setup_.singleMap ? "" : "back to the title");
  resultsTicks_ = 0;
  out.gameStopped = true;
  progressStale_ = true;
  state_ = State::Results;
}

// The counts as the end screens say them: 1 player "TOWERS DESTROYED 5   VEHICLES LOST 2";
// 2 players one line a side, named by its colour.
std::vector<std::string> statsLines(const rf::MatchStats& stats, int players, rf::SideColours colours) {
  const auto line = [&](int s) {
    return "TOWERS DESTROYED " + std::to_string(stats.side(s).towersDestroyed) + "   VEHICLES LOST " +
           std::to_string(stats.side(s).vehiclesLost);
  };
  if (players < 2) return {line(0)};
  std::vector<std::string> out;
  for (int s = 0; s < 2; ++s) out.push_back(core::asciiUpper(std::string(rf::sideName(s, colours))) + ":  " + line(s));
  return out;
}

EndScene Front::endScene(const rf::EndGamePlan& plan) const {
  EndScene sc;
  sc.winner = plan.winner;
  sc.players = game_->players();
  const int you = personSide();
  if (plan.winner >= 0 && you >= 0) {  // against the computer: the person's outcome
    sc.headline = plan.winner == you ? "YOU WIN" : "YOU LOSE";
    sc.rgb = plan.winner == you ? rf::sideLook(plan.winner, settings_.sides).rgb : 0xa03028;
    if (plan.winner == you) sc.lines.emplace_back("YOU BROUGHT THE FLAG HOME");
  } else if (plan.winner >= 0) {
    sc.headline = core::asciiUpper(std::string(rf::sideName(plan.winner, settings_.sides))) + " WINS";
    sc.rgb = rf::sideLook(plan.winner, settings_.sides).rgb;
    if (sc.players < 2) sc.lines.emplace_back("YOU BROUGHT THE FLAG HOME");
  } else {
    sc.headline = sc.players < 2 ? "YOU LOSE" : "DRAW";
    sc.rgb = sc.players < 2 ? 0xa03028 : 0x808080;
  }
  sc.lines.push_back("TIME " + rf::clockText(plan.timeMs, 2));
  for (std::string& l : statsLines(stats_, sc.players, settings_.sides)) sc.lines.push_back(std::move(l));
  return sc;
}

void Front::resultsStep(const input::DeviceFrame& in, int32_t dt, Step& out) {
  resultsTicks_ += dt;
  const bool key = anyPress(in, out);
  flow_.resultsFrame(resultsTicks_, key);
  if (flow_.screen() != Screen::Results) afterFlow(&in, out);
}

const rf::bot::Bot* Front::bot(int side) const {
  if (side < 0 || side > 1 || !bots_[static_cast<size_t>(side)]) return nullptr;
  return &*bots_[static_cast<size_t>(side)];
}

int Front::personSide() const {
  if (!game_ || game_->players() < 2) return -1;
  const TitleMode& m = flow_.gameMode();
  if (m.computer[0] == m.computer[1]) return -1;
  return m.computer[0] ? 1 : 0;
}

bool Front::watching() const {
  return state_ == State::Game && game_ && flow_.gameMode().watched();
}

std::array<view::RfKeyLabels, 2> Front::keyLabels() const {
  std::array<view::RfKeyLabels, 2> out{};
  for (size_t p = 0; p < 2; ++p) {
    out[p] = rfKeyLabels(settings_.keys[p ^ static_cast<size_t>(swap_)]);
    out[p].side = core::asciiUpper(std::string(rf::sideName(static_cast<int>(p), settings_.sides)));
  }
  return out;
}

ScreenDesc Front::screen() const {
  ScreenDesc d;
  d.state = state_;
  d.style = settings_.viewStyle;
  d.originalLook = setup_.originalLook && settings_.originalLook;
  d.aimHelp = settings_.aimHelp;
  d.keyLabels = keyLabels();
  d.muted = muted_;
  if (state_ == State::Game) d.solo = personSide();
  d.showVolumes = volumesTicks_ > 0;
  if (noticeTicks_ > 0) d.notice = notice_;
  if (watching() && d.notice.empty() && !ending_) {  // a passer-by learns what this is and how to leave it
    d.notice = flow_.attract() ? "DEMO: THE COMPUTER AGAINST ITSELF    ANY KEY: THE TITLE"
                               : "COMPUTER VS COMPUTER    ANY KEY: THE TITLE";
  }
  if (state_ == State::Game && game_ && !ending_ && !paused_ && !pause_.isOpen() && !options_.isOpen() && !help_) {
    for (int p = 0; p < game_->players() && p < 2; ++p) {
      if (bots_[static_cast<size_t>(p)]) continue;  // the computer needs no hint
      d.hints[static_cast<size_t>(p)] =
          hudHint(game_->state(), p, settings_.keys[static_cast<size_t>(p) ^ static_cast<size_t>(swap_)]);
    }
  }
  switch (state_) {
    case State::Intro:
      if (introAt_ < setup_.intro.size()) {
        d.movie = setup_.intro[introAt_];
        d.movieMs = introMs_;
      }
      break;
    case State::Title:
    case State::Briefing: {
      d.title = flow_.titleState(progress_);
      d.title.modeLine = modeLine();
      if (d.title.message.empty()) d.title.message = progressMessage_;
      if (state_ == State::Briefing) d.panels.push_back(rfBriefingPanel(settings_));
      if (options_.isOpen()) d.panels.push_back(options_.panel());
      if (address_.isOpen()) d.panels.push_back(address_.panel());
      if (seed_.isOpen()) d.panels.push_back(seed_.panel(flow_.players()));
      break;
    }
    case State::Game:
      d.game = game();
      if (ending_ && setup_.showEnding) {
        d.ending = &*ending_;
        if (movieOn_) {
          d.movie = std::string(rf::endGamePlan(game_->state()).moviePath);
          d.movieMs = ending_->inStepMs();
          d.movieWinner = game_->state().winner;
        }
      }
      if (paused_) d.centreText = "PAUSED (P)";
      if (options_.isOpen()) {
        d.panels.push_back(options_.panel());
      } else if (pause_.isOpen()) {
        d.panels.push_back(pause_.panel());
      }
      if (help_) d.panels.push_back(rfHelpPanel(settings_));
      break;
    case State::Results: d.results = results_; break;
    case State::Quit: break;
  }
  return d;
}

}  // namespace rf::front
