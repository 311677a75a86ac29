// SPDX-License-Identifier: GPL-3.0-or-later
// The synthetic CD's sound: SOUND/*.SDT samples, a short SCORE.WAV and a
// DRUMS.WAV, and the tables that go with them written into the synthetic RFIRE.BIN (the
// sample table 0x43e550, the sound events 0x43e960, the music tracks 0x443aa0 and their
// byte offsets 0x44bf78), all made to the documented formats (emdzej/openrf
// docs/architecture.md §7). Nothing in them comes from the original game: the samples are
// short tones, each score track one second of its own sine (a whole number of cycles, so
// that a loop joins without a step), so that tests can tell the tracks apart.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace synth {

inline constexpr int kSyntheticSamples = 37;
inline constexpr int kSyntheticEvents = 48;
inline constexpr int kSyntheticTracks = 18;
inline constexpr uint32_t kScoreTrackBytes = 176400;  // one second of 44.1 kHz 16-bit stereo

// The cycle of track k's sine in samples (a divisor of 22050: whole cycles in a half second).
int trackPeriod(int track);
// Its amplitude (each track its own, so levels tell them apart too).
int trackAmplitude(int track);
// The data-chunk byte range of track k and where its loop starts again.
uint32_t trackStart(int track);
uint32_t trackAlt(int track);
uint32_t trackEnd(int track);
bool trackLoops(int track);

// The debug name of synthetic event i and its sample record.
std::string eventName(int event);
int eventSample(int event);
// The event's frequency and gain as written (16.16 ratio < 0, Hz > 0; 16.16 gain).
int32_t eventFrequency(int event);
int32_t eventGain(int event);
// Sample j's file name ("SMP07.SDT"), rate (Hz) and bits (8 or 16).
std::string sampleFile(int sample);
int sampleRate(int sample);
int sampleBits(int sample);

std::vector<uint8_t> syntheticSdt(int sample);
std::vector<uint8_t> syntheticScoreWav();  // 17 tracks
std::vector<uint8_t> syntheticDrumsWav();  // track 17, a "fact" chunk before "data"

// Writes the four tables into a synthetic program (syntheticProgram calls it).
void writeSoundTables(std::vector<uint8_t>& program);
// Writes the SDTs, SCORE.WAV and DRUMS.WAV into `soundDir` (created); names in lower case
// when `lowerCase`.
void writeSyntheticSound(const std::filesystem::path& soundDir, bool lowerCase);

}  // namespace synth
