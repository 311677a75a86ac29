// SPDX-License-Identifier: GPL-3.0-or-later
// The FluidSynth wrapper (music_synth.hpp).
#include "audio/music_synth.hpp"

#include <fluidsynth.h>
#include <glib.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>

namespace audio {

struct MusicSynth::Fluid {
  fluid_settings_t* settings = nullptr;
  fluid_synth_t* synth = nullptr;
  ~Fluid() {
    if (synth != nullptr) delete_fluid_synth(synth);
    if (settings != nullptr) delete_fluid_settings(settings);
  }
};

namespace {

void quietGlib(const gchar*, GLogLevelFlags, const gchar*, gpointer) {}

// FluidSynth's own messages are not ours to print (a missing file is reported by open()),
// nor those of the SoundFont loader beneath it (libinstpatch, through GLib's log: a damaged
// SoundFont gave a blank line and a "CRITICAL" line): open()'s one line says it.
void quietLogs() {
  static const bool once = [] {
    for (int level : {FLUID_ERR, FLUID_WARN, FLUID_INFO, FLUID_DBG})
      fluid_set_log_function(level, nullptr, nullptr);
    g_log_set_default_handler(&quietGlib, nullptr);  // the only GLib users here are FluidSynth's
    return true;
  }();
  (void)once;
}

// A SoundFont 2 file: "RIFF", a size, "sfbk". Checked before FluidSynth sees the file (its
// other loaders print their own complaints about anything else).
bool isSoundFont(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char head[12] = {};
  return in.read(head, sizeof head) && std::memcmp(head, "RIFF", 4) == 0 &&
         std::memcmp(head + 8, "sfbk", 4) == 0;
}

}  // namespace

std::unique_ptr<MusicSynth> MusicSynth::open(const std::string& soundfont, int rate, std::string* why) {
  quietLogs();
  auto f = std::make_unique<Fluid>();
  f->settings = new_fluid_settings();
  if (f->settings == nullptr) {
    if (why != nullptr) *why = "FluidSynth: cannot create its settings";
    return nullptr;
  }
  fluid_settings_setnum(f->settings, "synth.sample-rate", rate);
  fluid_settings_setnum(f->settings, "synth.gain", kSynthGain);
  fluid_settings_setint(f->settings, "synth.cpu-cores", 1);  // no worker threads: deterministic
  fluid_settings_setint(f->settings, "synth.polyphony", 256);
  fluid_settings_setint(f->settings, "synth.reverb.active", 1);
  fluid_settings_setint(f->settings, "synth.chorus.active", 0);
  fluid_settings_setint(f->settings, "synth.dynamic-sample-loading", 0);
  f->synth = new_fluid_synth(f->settings);
  if (f->synth == nullptr) {
    if (why != nullptr) *why = "FluidSynth: cannot create a synthesiser";
    return nullptr;
  }
  if (!isSoundFont(soundfont) || fluid_synth_sfload(f->synth, soundfont.c_str(), 1) == FLUID_FAILED) {
    if (why != nullptr) *why = soundfont + ": expected a SoundFont (.sf2) FluidSynth can load";
    return nullptr;
  }
  // designed: linear interpolation (the SoundFont's samples are at 44.1 or 22 kHz: no audible
  // loss against the 4th-order default, a third less time)
  fluid_synth_set_interp_method(f->synth, -1, FLUID_INTERP_LINEAR);
  // designed: a small room, so that the arrangements do not sound dry
  fluid_synth_set_reverb_group_roomsize(f->synth, -1, 0.45);
  fluid_synth_set_reverb_group_level(f->synth, -1, 0.35);
  std::unique_ptr<MusicSynth> s(new MusicSynth());
  s->fluid_ = std::move(f);
  s->rate_ = rate;
  return s;
}

MusicSynth::~MusicSynth() = default;

void MusicSynth::send(uint8_t status, uint8_t a, uint8_t b) {
  fluid_synth_t* s = fluid_->synth;
  const int ch = status & 0x0f;
  switch (status & 0xf0) {
    case 0x80:
      fluid_synth_noteoff(s, ch, a);
      break;
    case 0x90:
      b == 0 ? fluid_synth_noteoff(s, ch, a) : fluid_synth_noteon(s, ch, a, b);
      break;
    case 0xa0:
      fluid_synth_key_pressure(s, ch, a, b);
      break;
    case 0xb0:
      fluid_synth_cc(s, ch, a, b);
      break;
    case 0xc0:
      fluid_synth_program_change(s, ch, a);
      break;
    case 0xd0:
      fluid_synth_channel_pressure(s, ch, a);
      break;
    case 0xe0:
      fluid_synth_pitch_bend(s, ch, (b << 7) | a);
      break;
    default:
      break;
  }
}

void MusicSynth::notesOff() {
  for (int ch = 0; ch < 16; ++ch) fluid_synth_all_notes_off(fluid_->synth, ch);
}

void MusicSynth::soundOff() {
  for (int ch = 0; ch < 16; ++ch) fluid_synth_all_sounds_off(fluid_->synth, ch);
}

void MusicSynth::resetChannels() {
  for (int ch = 0; ch < 16; ++ch) {
    fluid_synth_cc(fluid_->synth, ch, 121, 0);  // reset all controllers
    fluid_synth_pitch_bend(fluid_->synth, ch, 8192);
    if (ch != 9) fluid_synth_program_change(fluid_->synth, ch, 0);
  }
}

void MusicSynth::render(std::span<int16_t> out) {
  const size_t frames = out.size() / 2;
  buf_.assign(frames * 2, 0.0f);
  if (frames > 0) {
    fluid_synth_write_float(fluid_->synth, static_cast<int>(frames), buf_.data(), 0, 2, buf_.data(), 1, 2);
  }
  for (size_t i = 0; i < frames * 2; ++i) {
    const float v = std::clamp(buf_[i], -1.0f, 1.0f) * 32767.0f;
    out[i] = static_cast<int16_t>(std::lrint(v));
  }
  if (out.size() % 2 != 0) out.back() = 0;
}

}  // namespace audio
