// SPDX-License-Identifier: GPL-3.0-or-later
// The original's sound from the user's CD (issue 25 item 2): RFIRE.BIN's sound-event and
// music track tables (rf/data/original_sound.hpp), the SOUND/*.SDT samples (RIFF WAV,
// audio/riff_wav.hpp) and SOUND/SCORE.WAV / DRUMS.WAV streamed (audio/original_score.hpp).
// Sound (sound.hpp) uses it when the data source has it and [sound] source is not "ours".
//
// Which of the sim's sound ids plays which of the table's events: the index the notes give
// (rf/data/event_ids.cpp: tread 0, Drone 3, the mine's blink 4, the MSV's reload 13, the
// weapon toggle 46, OutAmmo 47), else designed: the first event whose debug name, or whose
// sample's file name, is one of the id's candidate names (rf_original_sound.cpp); an id with
// none keeps our synthesised effect.
//
// Which of the table's tracks the sim's music requests play: music_choice.hpp (the music
// choice, with our score's table).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rf/sound/sound_bank.hpp"
#include "audio/original_score.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/original_sound.hpp"

namespace rf::sound {

struct OriginalSound {
  std::shared_ptr<const rf::DataSource> source;
  rf::OriginalSoundTables tables;
  std::vector<audio::Pcm> samples;  // by sample record (37)
  std::vector<int> rates;           // each sample's rate (Hz)
  std::vector<std::string> sampleFiles;  // where each was read from
  std::string scoreFile, drumsFile;      // "" when the CD has none
  audio::WavInfo score, drums;
};

// designed: an SDT sample is at most 8 MiB.
inline constexpr uint64_t kMaxSdtBytes = 8ull << 20;

// Reads RFIRE.BIN's tables, every SDT sample and the score files' headers from the source.
// Throws one line (rf::LoadError, core::ParseError, rf::DataSourceError) for the first
// problem; a source without RFIRE.BIN or without SOUND/ throws too ("... not found").
OriginalSound loadOriginalSound(std::shared_ptr<const rf::DataSource> source);

// The table's event played for the sim's sound id (-1: none: ours plays).
int originalEventOf(rf::EventId id, const rf::OriginalSoundTables& t);
// The effect an original event makes: its sample, speed, gain and priorities.
SoundEffect originalEffect(const OriginalSound& s, int event);
// Every effect of the bank whose id has an original event (and the engine loops by type)
// played by it; returns how many.
int applyOriginalEffects(SoundBank& bank, const OriginalSound& s);

// The score streaming the table's tracks (their rules and which plays: music_choice.hpp).
std::unique_ptr<audio::OriginalScore> openOriginalScore(const OriginalSound& s);

}  // namespace rf::sound

namespace rf::sound {

// `rf data check`'s sound parts (rf_data_command.cpp): the two tables of RFIRE.BIN, the SDT
// samples, SCORE.WAV and DRUMS.WAV, each found / missing / wrong with its detail.
struct SoundCheckPart {
  std::string part;
  int status = 0;  // 0 found, 1 missing, 2 wrong
  std::string detail;
};
std::vector<SoundCheckPart> checkOriginalSoundParts(const rf::DataSource& src);

}  // namespace rf::sound
