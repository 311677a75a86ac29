// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's music (issue 22): the SoundFont found, the synthesiser, every track of the score
// loaded (music_choice.hpp), the director fed with the game's music requests. The mixer
// pulls render() as its music stream. Nothing here is ever fatal: no SoundFont, a broken MIDI
// file, each is one line on `err` and the game goes on (without music, without that track).
#pragma once

#include <filesystem>
#include <memory>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "audio/music_director.hpp"
#include "audio/music_player.hpp"
#include "audio/original_score.hpp"
#include "rf/game.hpp"

namespace rf::sound {

class RfMusic {
 public:
  // `soundfont`: the [sound] soundfont= setting ("" = the first Debian one installed); `dir`
  // the score's folder (the program's: app/paths.hpp bundledMusicDir).
  RfMusic(const std::string& soundfont, const std::filesystem::path& dir, int rate, std::ostream& err);
  // The original score (issue 25): the table's tracks streamed, the sim's requests mapped
  // to them (music_choice.hpp: originalTrackOf), the same director.
  RfMusic(std::unique_ptr<audio::OriginalScore> score, std::vector<audio::TrackRule> rules);
  bool enabled() const { return player_ != nullptr || score_ != nullptr; }
  bool original() const { return score_ != nullptr; }

  // A frame's events (EventKind::Music: requests; SubGone releases the SUB's; MusicOff).
  // `sim`: the state after the frame, from which the original score picks the tank's and the
  // heli's variant (music_choice.hpp: originalVehicleTrack; null: the first variant).
  void events(std::span<const rf::Event> events, const rf::Sim* sim = nullptr);
  // A request from outside the sim (the title screen's music).
  void request(int track, int32_t prio);
  void off();
  void reset();
  // The mixer's music stream.
  void render(std::span<int16_t> out);

  const audio::MusicDirector* director() const { return director_.get(); }
  audio::MusicPlayer* player() { return player_.get(); }
  audio::OriginalScore* score() { return score_.get(); }

 private:
  bool has(int track) const;
  int track(int simTrack) const;  // the sim's track as the player's
  std::unique_ptr<audio::MusicPlayer> player_;
  std::unique_ptr<audio::OriginalScore> score_;
  std::unique_ptr<audio::MusicDirector> director_;
};

// Loads one track's MIDI file for a player at `rate` (throws core::ParseError).
audio::Schedule loadRfTrack(const std::filesystem::path& dir, int track, int rate);

}  // namespace rf::sound
