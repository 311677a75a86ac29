// The original's sound from the user's CD (issue 25 item 2): RFIRE.BIN's sound-event and
// music track tables (rf/data/original_sound.hpp), the SOUND/*.SDT samples (RIFF WAV,
// audio/riff_wav.hpp) and SOUND/SCORE.WAV / DRUMS.WAV streamed (audio/original_score.hpp).
// RfSound uses it when the data source has it and [sound] source is not "ours".
//
// Which of the sim's sound ids plays which of the table's events: the index the notes give
// (rf/data/event_ids.cpp: tread 0, Drone 3, the mine's blink 4, the MSV's reload 13, the
// weapon toggle 46, OutAmmo 47), else designed: the first event whose debug name, or whose
// sample's file name, is one of the id's candidate names (rf_original_sound.cpp); an id with
// none keeps our synthesised effect.
//
// Which of the table's tracks the sim's music requests play (the sim's ids are ours,
// rf/sim/music.hpp; the table's are openrf's §7 "Final track table"): the vehicles 0 / 4 /
// 6 / 8, the win 13, the SUB 16 and the title's 17 (Drums) are the same numbers; the flag
// discovery (sim 10) is the table's 11, the pickup (sim 11) its 12; the sim's designed death
// sting (12) plays the dying vehicle's death track of the table 0x443dcc {3, 5, 7, 10} when
// that vehicle's music was playing, else 15 Death (Mus_Director's vehicle-death branch);
// the sim's designed missile alarm (14) has no original track (the table's 14 is Bunker)
// and is not played; our score's Bunker (18, the app's request) plays the table's 14.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "app/rf_sound_bank.hpp"
#include "audio/music_director.hpp"
#include "audio/original_score.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/original_sound.hpp"
#include "rf/sim/sim.hpp"

namespace app {

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

// Mus_PickVehicleTrack 0x41d660: the tank's and the heli's variant of the table for the sim's
// vehicle request 0 / 8 (other tracks come back as they are), from the state of the side whose
// vehicle of that type is the newest (designed: the sim's event does not name its side):
//   - the tank: Tank 3 (2) while the side's own flag is carried or the enemy's flag lies within
//     0x4000 (designed: px squared, 128 px); else Tank 1 (0) while the side's tank stock is
//     2 (read after the launch took this one: designed, the notes do not say when), else
//     Tank 1 or 2 (0 / 1);
//   - the heli: Heli 1 (8) while its stock is 2, else Heli 1 or 2 (8 / 9).
// designed: the original's 50 % is RandRange; here it is the vehicle's id bit 9 (its serial's
// lowest bit), so the sim's random stream is left alone and a replay hears the same.
int originalVehicleTrack(const rf::Sim& sim, int simTrack);

// The table's track a sim music request plays (-1: none), `playing` the table's track now.
int originalTrackOf(int simTrack, int playing);
// The director's rules of the table's tracks; the score streaming them.
std::vector<audio::TrackRule> originalRules(const rf::OriginalSoundTables& t);
std::unique_ptr<audio::OriginalScore> openOriginalScore(const OriginalSound& s);

}  // namespace app

namespace app {

// `rf data check`'s sound parts (rf_data_command.cpp): the two tables of RFIRE.BIN, the SDT
// samples, SCORE.WAV and DRUMS.WAV, each found / missing / wrong with its detail.
struct SoundCheckPart {
  std::string part;
  int status = 0;  // 0 found, 1 missing, 2 wrong
  std::string detail;
};
std::vector<SoundCheckPart> checkOriginalSoundParts(const rf::DataSource& src);

}  // namespace app
