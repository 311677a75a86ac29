// The car tuning file (gta-game-core.md "The tuning file"): Tune_LoadFile 0x412d20 reads
// ..\gtadata\config.ini (optional; the shipped data has none) and Tune_SetCarParam
// 0x412e90 writes each [car <model> <parameter>] <value> into the model's car info record.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace gta {

struct EntityTables;

inline constexpr size_t kTuneKeySize = 0x50;    // the key block 0x501d88
inline constexpr size_t kTuneTextMax = 0x1000;  // the text 0x501dd8; a longer file is fatal

// The shared block: the key (0x50 bytes) and right after it the file text (NUL ended).
struct TuneBuffer {
  std::array<char, kTuneKeySize + kTuneTextMax + 1> mem{};
  char* key() { return mem.data(); }
  char* text() { return mem.data() + kTuneKeySize; }
};

struct TuneResult {
  int applied = 0;  // entries written into a record
  int skipped = 0;  // entries of a model without a record
};

// The parameter names (designed: the exe's strings are not in the spec).
// Integer parameters: com_x, com_y, moment, turn_ratio, drive, steering_wheel_offset;
// value / 65536 (16.16): mass, gear1, tyre_adhesion_x, tyre_adhesion_y, handbrake_friction,
// footbrake_friction, front_brake_bias, back_end_slide, handbrake_slide.
// Tune_SetCarParam 0x412e90: false for an unknown parameter.
bool tuneSetCarParam(EntityTables& t, int model, std::string_view param, int32_t value, bool* skipped);

// Tune_LoadFile 0x412d20 on the file's text. Throws gta::LoadError -0x89 (file, offset) for
// a text longer than 0x1000 bytes, an entry not starting with "car" or an unknown
// parameter. `buf` is the shared block (kept by the caller so tests can look at it).
TuneResult tuneLoadText(EntityTables& t, std::string_view text, const std::string& file, TuneBuffer& buf);
// Reads `path` if it exists (nothing happens when it doesn't).
TuneResult tuneLoadFile(EntityTables& t, const std::string& path);

}  // namespace gta
