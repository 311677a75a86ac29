// SPDX-License-Identifier: GPL-3.0-or-later
// The original's sound (rf_original_sound.hpp).
#include "rf/sound/original_sound.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string_view>

#include "core/ascii.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_program.hpp"

namespace rf::sound {
namespace {

using E = rf::EventId;

// designed: the candidate names of each sim sound id without an index in the notes (the
// original's debug names openrf quotes: "JeepIdle", "SmallBoom", "MetalHit1", "Concrete",
// "PreRaise", "Raise", "Heli", the sample "ExplLar"; the rest are our guesses at names).
struct Candidates {
  E id;
  std::array<std::string_view, 4> names;
};
constexpr std::array<Candidates, 30> kCandidates{{
    {E::Tread, {"tread"}},
    {E::JeepStart, {"JeepStart", "JeepIdle"}},
    {E::Servo, {"Servo", "Heli"}},
    {E::EngineIdle, {"EngineIdle", "JeepIdle"}},
    {E::FuelWarn, {"FuelWarn", "FuelLow", "Warning"}},
    {E::Resupply, {"Resupply", "Refuel", "Reload"}},
    {E::Cannon, {"Cannon", "TankFire", "TankGun", "Shell"}},
    {E::Gun, {"Gun", "MachineGun", "HeliGun", "Bullet"}},
    {E::Missle, {"Missle", "Missile"}},
    {E::Rocket, {"Rocket", "Rockets"}},
    {E::ExplSmall, {"SmallBoom", "ExplSmall", "ExplSml", "ExplSma"}},
    {E::ExplBig, {"BigBoom", "LargeBoom", "ExplLar", "ExplBig"}},
    {E::Splash, {"Splash", "Water"}},
    {E::Crumble, {"Crumble", "Concrete", "Rubble"}},
    {E::WallFall, {"WallFall", "MetalHit1", "Wall"}},
    {E::FuelBlast, {"FuelBlast", "FuelBoom", "FuelExpl"}},
    {E::TreeFall, {"TreeFall", "Tree"}},
    {E::MineBlast, {"MineBlast", "MineBoom", "MineExpl"}},
    {E::Ding, {"Ding", "Bell"}},
    {E::ManCrush, {"ManCrush", "Squish", "Scream"}},
    {E::GateMove, {"GateMove", "Gate"}},
    {E::GateClose, {"GateClose", "GateShut"}},
    {E::Raise, {"Raise"}},
    {E::Drone, {"Drone"}},
    {E::Laugh, {"Laugh"}},
    {E::BunkerLaunch, {"PreRaise", "PreRais", "Launch"}},
    {E::OutAmmo, {"OutAmmo"}},
    {E::WeaponSelect, {"WeaponSelect"}},
    {E::MsvReload, {"MsvReload"}},
    {E::MineBlink, {"MineBlink"}},
}};

std::string stem(const std::string& file) {
  const size_t dot = file.rfind('.');
  return core::asciiLower(dot == std::string::npos ? file : file.substr(0, dot));
}

// The original's voice level law (Snd_MixAndUpdateVoices): volume = level / 3 - 2200
// hundredths of a dB, at most 0 (a level of 6600 and more is full volume).
int32_t gainOfLevel(int32_t level) {
  const double db100 = std::min(0.0, level / 3.0 - 2200.0);
  return static_cast<int32_t>(std::lround(audio::kUnity * std::pow(10.0, db100 / 2000.0)));
}

}  // namespace

OriginalSound loadOriginalSound(std::shared_ptr<const rf::DataSource> src) {
  OriginalSound s;
  s.source = src;
  const auto program = rf::findEntry(*src, "", "RFIRE.BIN", false);
  if (!program) throw rf::DataSourceError(src->display("RFIRE.BIN") + ": not found (the sound tables are in it)");
  const std::vector<uint8_t> bytes = src->read(*program, 64ull << 20);
  s.tables = rf::loadOriginalSoundTables(bytes, src->display(*program));
  const auto dir = rf::findEntry(*src, "", "SOUND", true);
  if (!dir) throw rf::DataSourceError(src->display("SOUND") + ": not found");
  for (const rf::OriginalSample& smp : s.tables.samples) {
    const auto file = rf::findEntry(*src, *dir, smp.file, false);
    if (!file) throw rf::DataSourceError(src->display(rf::joinPath(*dir, smp.file)) + ": not found (" + smp.path + ")");
    const std::vector<uint8_t> b = src->read(*file, kMaxSdtBytes);
    const audio::WavInfo w = audio::parseWav(b, b.size(), src->display(*file));
    s.samples.push_back(std::make_shared<const std::vector<int16_t>>(audio::decodeMono(b, w)));
    s.rates.push_back(w.rate);
    s.sampleFiles.push_back(src->display(*file));
  }
  auto header = [&](std::string_view name, std::string& path, audio::WavInfo& info) {
    const auto file = rf::findEntry(*src, *dir, name, false);
    if (!file) return;
    const uint64_t size = src->fileSize(*file);
    const std::vector<uint8_t> head = src->readRange(*file, 0, audio::kWavHeaderBytes);
    info = audio::parseWav(head, size, src->display(*file));
    path = *file;
  };
  header("SCORE.WAV", s.scoreFile, s.score);
  header("DRUMS.WAV", s.drumsFile, s.drums);
  if (s.scoreFile.empty()) throw rf::DataSourceError(src->display(rf::joinPath(*dir, "SCORE.WAV")) + ": not found");
  return s;
}

int originalEventOf(rf::EventId id, const rf::OriginalSoundTables& t) {
  const int32_t known = rf::eventInfo(id).original;
  if (known >= 0 && known < static_cast<int32_t>(t.events.size()) && t.events[static_cast<size_t>(known)].sample >= 0) {
    return known;
  }
  for (const Candidates& c : kCandidates) {
    if (c.id != id) continue;
    for (std::string_view want : c.names) {
      if (want.empty()) continue;
      const std::string w = core::asciiLower(want);
      for (size_t i = 0; i < t.events.size(); ++i) {
        const rf::OriginalSoundEvent& e = t.events[i];
        if (e.sample < 0) continue;
        if (core::asciiLower(e.name) == w || stem(t.samples[static_cast<size_t>(e.sample)].file) == w) {
          return static_cast<int>(i);
        }
      }
    }
  }
  return -1;
}

SoundEffect originalEffect(const OriginalSound& s, int event) {
  const rf::OriginalSoundEvent& e = s.tables.events.at(static_cast<size_t>(event));
  SoundEffect fx;
  fx.original = event;
  fx.pcm = s.samples.at(static_cast<size_t>(e.sample));
  const int64_t rate = s.rates.at(static_cast<size_t>(e.sample));
  // the event's frequency: 0 the sample's own, < 0 -(16.16 ratio) of it, > 0 Hz
  const int64_t hz = e.frequency == 0 ? rate : e.frequency < 0 ? (-static_cast<int64_t>(e.frequency) * rate) >> 16 : e.frequency;
  fx.rateQ16 = static_cast<uint32_t>(std::clamp<int64_t>((hz << 16) / audio::kSampleRate, 65536 / 8, 65536 * 4));
  fx.gainQ12 = gainOfLevel(e.gain);
  fx.prio = e.prio;
  fx.decayedPrio = e.decayedPrio;
  fx.decayMs = static_cast<int32_t>(e.decayTicks) * 16;
  fx.stopWithOwner = (e.flags & rf::kSoundStopWithOwner) != 0;
  fx.startMuted = (e.flags & rf::kSoundStartMuted) != 0;
  fx.unownedMute = static_cast<uint8_t>(((e.flags & rf::kSoundMuteLeftUnowned) ? 1 : 0) |
                                        ((e.flags & rf::kSoundMuteRightUnowned) ? 2 : 0));
  // flag 0x20 (the owner's own gains: the drone's hum) is what the director's hum rule
  // already does (each listener's gain from its nearest drone): nothing more to apply
  return fx;
}

int applyOriginalEffects(SoundBank& bank, const OriginalSound& s) {
  int n = 0;
  for (const SoundEffect& fx : bank.effects()) {
    if (fx.id == rf::EventId::None || !fx.pcm) continue;
    const int ev = originalEventOf(fx.id, s.tables);
    if (ev < 0) continue;
    const std::string name = fx.name;
    if (bank.replace(name, originalEffect(s, ev))) ++n;
  }
  // the MSV's engine is "tread" ([0x90]), as the tank's
  if (const int ev = originalEventOf(rf::EventId::Tread, s.tables); ev >= 0) bank.replace("engine.msv", originalEffect(s, ev));
  return n;
}

std::unique_ptr<audio::OriginalScore> openOriginalScore(const OriginalSound& s) {
  std::vector<audio::ScoreTrack> tracks;
  for (const rf::OriginalTrack& t : s.tables.tracks) {
    audio::ScoreTrack st;
    st.track = t.id;
    st.file = t.drums ? 1 : 0;
    st.start = t.start;
    st.alt = t.loops() ? t.alt : t.start;
    st.end = t.end;
    st.loops = t.loops();
    st.transition = t.transition;
    st.transitions = t.transitions;
    st.name = t.name;
    tracks.push_back(std::move(st));
  }
  std::array<std::optional<audio::ScoreFile>, 2> files;
  auto file = [&](const std::string& path, const audio::WavInfo& info) -> std::optional<audio::ScoreFile> {
    if (path.empty()) return std::nullopt;
    std::shared_ptr<const rf::DataSource> src = s.source;
    return audio::ScoreFile{src->display(path),
                            [src, path](uint64_t off, uint64_t n) { return src->readRange(path, off, n); }, info};
  };
  files[0] = file(s.scoreFile, s.score);
  files[1] = file(s.drumsFile, s.drums);
  return std::make_unique<audio::OriginalScore>(std::move(tracks), std::move(files));
}

}  // namespace rf::sound

namespace rf::sound {

std::vector<SoundCheckPart> checkOriginalSoundParts(const rf::DataSource& src) {
  std::vector<SoundCheckPart> out;
  std::optional<rf::OriginalSoundTables> tables;
  if (const auto program = rf::findEntry(src, "", "RFIRE.BIN", false)) {
    try {
      const std::vector<uint8_t> bytes = src.read(*program, 64ull << 20);
      for (const rf::SoundTableCheck& c : rf::checkOriginalSoundTables(bytes, src.display(*program))) {
        out.push_back({c.part, c.ok ? 0 : 2, c.reason});
      }
      tables = rf::loadOriginalSoundTables(bytes, src.display(*program));
    } catch (const std::exception&) {  // reported by the lines above (or the program's own)
    }
  }
  const auto dir = rf::findEntry(src, "", "SOUND", true);
  if (!dir) {
    for (const char* p : {"SOUND/*.SDT", "SOUND/SCORE.WAV", "SOUND/DRUMS.WAV"}) out.push_back({p, 1, "no SOUND folder"});
    return out;
  }
  // the samples: the table's 37 when RFIRE.BIN has it, else every *.SDT of the folder
  std::vector<std::string> files;
  if (tables) {
    for (const rf::OriginalSample& s : tables->samples) files.push_back(s.file);
  } else {
    for (const rf::DataEntry& e : src.list(*dir)) {
      const std::string l = core::asciiLower(e.name);
      if (!e.folder && l.size() > 4 && l.compare(l.size() - 4, 4, ".sdt") == 0) files.push_back(e.name);
    }
  }
  {
    SoundCheckPart p{"SOUND/*.SDT", 0, ""};
    uint64_t bytes = 0;
    int read = 0;
    for (const std::string& f : files) {
      const auto file = rf::findEntry(src, *dir, f, false);
      if (!file) {
        if (p.status == 0) p = {"SOUND/*.SDT", 1, src.display(rf::joinPath(*dir, f)) + ": not found"};
        continue;
      }
      try {
        const std::vector<uint8_t> b = src.read(*file, kMaxSdtBytes);
        (void)audio::parseWav(b, b.size(), src.display(*file));
        bytes += b.size();
        ++read;
      } catch (const std::exception& e) {
        if (p.status != 2) p = {"SOUND/*.SDT", 2, e.what()};
      }
    }
    if (files.empty()) p = {"SOUND/*.SDT", 1, "not in " + src.display(*dir)};
    if (p.status == 0) p.detail = std::to_string(read) + " samples read, " + std::to_string(bytes) + " bytes";
    out.push_back(std::move(p));
  }
  for (const char* name : {"SCORE.WAV", "DRUMS.WAV"}) {
    SoundCheckPart p{std::string("SOUND/") + name, 0, ""};
    const auto file = rf::findEntry(src, *dir, name, false);
    if (!file) {
      p.status = 1;
      p.detail = "not in " + src.display(*dir);
      out.push_back(std::move(p));
      continue;
    }
    try {
      const uint64_t size = src.fileSize(*file);
      const audio::WavInfo w = audio::parseWav(src.readRange(*file, 0, audio::kWavHeaderBytes), size, src.display(*file));
      if (w.rate != 44100 || w.bits != 16 || w.channels != 2) {
        throw std::runtime_error(src.display(*file) + ": expected 44100 Hz 16-bit stereo PCM, found " +
                                 std::to_string(w.rate) + " Hz " + std::to_string(w.bits) + "-bit " +
                                 (w.channels == 1 ? "mono" : "stereo"));
      }
      const bool drums = std::string_view(name) == "DRUMS.WAV";
      int tracks = 0;
      if (tables) {
        for (const rf::OriginalTrack& t : tables->tracks) {
          if (t.drums != drums) continue;
          if (t.end > w.dataSize) {
            throw std::runtime_error(src.display(*file) + ": track " + std::to_string(t.id) + " (" + t.name +
                                     ") ends at data byte " + std::to_string(t.end) + ", past the data chunk's " +
                                     std::to_string(w.dataSize) + " bytes");
          }
          ++tracks;
        }
      }
      char secs[32];
      std::snprintf(secs, sizeof secs, "%.2f", static_cast<double>(w.dataSize) / 176400.0);
      p.detail = std::string("44100 Hz 16-bit stereo, ") + secs + " s" +
                 (tables ? ", " + std::to_string(tracks) + (tracks == 1 ? " track" : " tracks") + " in range" : "") +
                 ", streamed";
    } catch (const std::exception& e) {
      p.status = 2;
      p.detail = e.what();
    }
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace rf::sound
