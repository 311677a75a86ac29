// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf music list | render: the score's tracks, and one rendered to a WAV file
// (docs/sound.md).
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>

#include "app/commands.hpp"
#include "app/rf_sound.hpp"
#include "rf/sound/music.hpp"
#include "rf/sound/music_choice.hpp"
#include "app/wav_file.hpp"
#include "audio/music_player.hpp"
#include "audio/soundfont.hpp"
#include "audio/mixer.hpp"

namespace app {
namespace {

struct MusicOptions {
  std::string track;
  std::string out;
  double seconds = -1;
  bool loop = false;  // a sting loops too (as its file does), not once as in the game
  std::string soundfont;
};

// A track by its number (the sim's) or its file's stem ("mars").
const rf::sound::RfMusicTrack& trackByName(const std::string& name) {
  for (const rf::sound::RfMusicTrack& t : rf::sound::kRfMusicTracks) {
    if (name == t.stem || name == std::to_string(t.track)) return t;
  }
  std::string known;
  for (const rf::sound::RfMusicTrack& t : rf::sound::kRfMusicTracks) known += (known.empty() ? "" : ", ") + std::string(t.stem);
  throw std::runtime_error("no music track '" + name + "' (known: " + known + ", or their numbers)");
}

std::string seconds(uint64_t samples) {
  std::ostringstream l;
  l << std::fixed << std::setprecision(1) << static_cast<double>(samples) / audio::kSampleRate << " s";
  return l.str();
}

// One row a track: in the game a loop ("loops") or a sting ("plays once"); every file loops
// seamlessly from its loop point (`render --loop` plays a sting so).
int listTracks() {
  const std::filesystem::path dir = bundledMusicDir();
  std::cout << "track  name           plays for          in the game  length  loops from  title - composer "
               "(arranged by retrosim)\n";
  for (const rf::sound::RfMusicTrack& t : rf::sound::kRfMusicTracks) {
    std::string length = "?";
    std::string loopAt = "?";
    try {
      const audio::Schedule s = rf::sound::loadRfTrack(dir, t.track, audio::kSampleRate);
      length = seconds(s.endSample);
      loopAt = seconds(s.loopSample);
    } catch (const std::exception& e) {
      std::cerr << "retrosim: " << e.what() << "\n";
    }
    std::cout << std::left << std::setw(7) << t.track << std::setw(15) << t.stem << std::setw(19) << t.what
              << std::setw(13) << (t.once ? "plays once" : "loops") << std::setw(8) << length << std::setw(12)
              << loopAt << t.title << " - " << t.composer << "\n";
  }
  return 0;
}

int renderTrack(const MusicOptions& opt) {
  const rf::sound::RfMusicTrack& t = trackByName(opt.track);
  std::string why;
  const std::string sf = audio::findSoundFont(opt.soundfont, &why);
  if (sf.empty()) throw std::runtime_error(why);
  std::unique_ptr<audio::MusicSynth> synth = audio::MusicSynth::open(sf, audio::kSampleRate, &why);
  if (synth == nullptr) throw std::runtime_error(why);
  audio::Schedule s = rf::sound::loadRfTrack(bundledMusicDir(), t.track, audio::kSampleRate);
  if (opt.loop) s.once = false;
  // designed: without --seconds a loop plays once round and 4 s into its second time (the
  // join heard), a sting as the game plays it: to its end and 3 s of ring-out
  const uint64_t end = s.endSample;
  const uint64_t frames = opt.seconds >= 0
                              ? static_cast<uint64_t>(opt.seconds * audio::kSampleRate)
                              : end + static_cast<uint64_t>((s.once ? 3 : 4) * audio::kSampleRate);
  audio::MusicPlayer player(std::move(synth));
  player.add(t.track, std::move(s));
  player.play(t.track, audio::Cue::Now);
  std::vector<int16_t> out(frames * 2);
  player.render(out);
  writeWav(opt.out, out, audio::kSampleRate, 2);
  std::cout << opt.out << ": " << t.title << " (" << t.composer << "), "
            << static_cast<double>(frames) / audio::kSampleRate << " s\n";
  return 0;
}

}  // namespace

void addRfMusicCommand(CLI::App& rf, Commands& commands) {
  auto* music = rf.add_subcommand("music", "the score: its tracks, one rendered to a WAV (docs/sound.md)");
  music->require_subcommand(1);
  auto* list = music->add_subcommand("list", "every track: number, what plays it, loops or plays once, title, composer");
  list->callback([&commands] { commands.action = [] { return listTracks(); }; });
  auto opt = std::make_shared<MusicOptions>();
  auto* render = music->add_subcommand("render", "render one track to a WAV (44.1 kHz 16-bit stereo)");
  render->add_option("TRACK", opt->track, "the track: its name (mars, bumblebee ...) or number")->required();
  render->add_option("-o", opt->out, "the WAV file to write")->required();
  render
      ->add_option("--seconds", opt->seconds,
                   "how long (default: a loop once round and 4 s more; a sting and 3 s)")
      ->check(CLI::Range(0.0, 3600.0));
  render->add_flag("--loop", opt->loop, "a sting loops from its loop point (the game plays it once)");
  render->add_option("--soundfont", opt->soundfont, "the General MIDI SoundFont (.sf2)");
  render->callback([&commands, opt] { commands.action = [opt] { return renderTrack(*opt); }; });
}

}  // namespace app
