// SPDX-License-Identifier: GPL-3.0-or-later
// The sound tables of RFIRE.BIN (the CD's own sound and score; emdzej/openrf docs/architecture.md §7; the
// addresses in original_addresses.hpp): the sample table, the sound-event table that game
// code "plays", and the music track table with the byte-offset table its ranges index.
// Read from the PE image like the other tables (original_tables.cpp): every pointer, index
// and range is checked and a bad one is one line naming the table, the record and the field.
// Checked only against files our own tools make to the documented format
// (tools/synthetic_cd/synthetic_sound.cpp): no original data exists where retrosim is made.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "rf/data/pe_image.hpp"

namespace rf {

// One record of the sample table 0x43e550 (37 x 0x1c).
struct OriginalSample {
  std::string path;   // +0x00 as stored ("Sound/ExplLar.SDT")
  std::string file;   // the file's name alone ("ExplLar.SDT"), looked up in SOUND/
  uint32_t flags = 0; // +0x04 (0x100 looping sample)
};

// The sound-event flags (+0x0b).
inline constexpr uint8_t kSoundStopWithOwner = 0x01;
inline constexpr uint8_t kSoundMuteRightUnowned = 0x02, kSoundMuteLeftUnowned = 0x04;  // a sound of no owner
inline constexpr uint8_t kSoundOwnGains = 0x20;   // the owner's own L / R gains (the drone)
inline constexpr uint8_t kSoundStartMuted = 0x40;

// One record of the sound-event table 0x43e960 (48 x 0x18).
struct OriginalSoundEvent {
  std::string name;         // +0x00 the debug name ("tread", "JeepIdle", ...); "" when null
  int sample = -1;          // +0x04 the sample table record (0..36); -1 when null
  uint8_t prio = 0;         // +0x08 start priority
  uint8_t decayedPrio = 0;  // +0x09 the priority after the decay
  uint8_t decayTicks = 0;   // +0x0a ticks (16 ms) until it decays
  uint8_t flags = 0;        // +0x0b 0x01 stop with the owner, 0x02 / 0x04 an unowned sound's right / left muted, 0x20 own gains, 0x40 start muted
  int32_t frequency = 0;    // +0x0c 0 native; < 0 -(16.16 ratio) of native; > 0 Hz
  int32_t gain = 0;         // +0x10 16.16 gain / mix share (0x1111 ~ 1/15)
};

// One record of the music track table 0x443aa0 (18 x 0x2c), its ranges resolved through the
// byte-offset table 0x44bf78 (offsets relative to the WAV's data chunk).
struct OriginalTrack {
  int id = 0;            // +0x00 (must be the record's index)
  int groupMin = 0;      // +0x01
  int groupMax = 0;      // +0x02
  uint8_t flags = 0;     // +0x03 bit 0: allowed with the music disabled
  std::string name;      // +0x04
  int transition = 0;    // +0x09 the default transition (0 fade out, 1 continue, 2 cut, 3 revert)
  std::vector<std::array<uint8_t, 2>> transitions;  // +0x10 {from track, transition} up to 0xff
  uint32_t mode = 0;     // +0x14 bit 1 one-shot, bit 2 restart, bit 3 flush, bit 4 continue
  uint32_t start = 0;    // +0x18 -> offset table: the first byte
  uint32_t alt = 0;      // +0x1c -> offset table: where a loop starts again
  uint32_t end = 0;      // +0x20 -> offset table: the byte after the last
  bool drums = false;    // track 17 plays DRUMS.WAV (the others SCORE.WAV)
  bool loops() const { return (mode & 2) == 0; }
  // The transition from `from` (the table's list, else the default).
  int transitionFrom(int from) const;
};

struct OriginalSoundTables {
  std::vector<OriginalSample> samples;     // 37
  std::vector<OriginalSoundEvent> events;  // 48
  std::vector<OriginalTrack> tracks;       // 18
};

// Reads the three tables (and the offset table) of a mapped image. Throws LoadError.
OriginalSoundTables readOriginalSoundTables(const PeImage& image);
// From the program's bytes: the version is checked, the image mapped, the tables read.
OriginalSoundTables loadOriginalSoundTables(std::span<const uint8_t> bytes, const std::string& file);

// The parts `rf data check` reports: "sound events 0x43e960", "music tracks 0x443aa0".
struct SoundTableCheck {
  std::string part;
  bool ok = false;
  std::string reason;
};
std::vector<SoundTableCheck> checkOriginalSoundTables(std::span<const uint8_t> bytes, const std::string& file);

}  // namespace rf
