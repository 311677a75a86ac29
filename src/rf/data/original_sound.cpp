// SPDX-License-Identifier: GPL-3.0-or-later
// The sound tables of RFIRE.BIN (original_sound.hpp).
#include "rf/data/original_sound.hpp"

#include <algorithm>
#include <optional>

#include "core/ascii.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_program.hpp"

namespace rf {
namespace {

using namespace rf::orig;

std::vector<OriginalSample> readSamples(const PeImage& img) {
  img.require(kSampleTable, kSampleRecord * kSamples, "the sample table");
  std::vector<OriginalSample> out;
  for (int i = 0; i < kSamples; ++i) {
    const uint32_t r = kSampleTable + static_cast<uint32_t>(i) * kSampleRecord;
    auto at = [&](uint32_t off) { return tableField("sample table", kSampleTable, i, off); };
    OriginalSample s;
    const uint32_t path = img.u32(r, at(0));
    if (path == 0) throw LoadError(img.file(), at(0) + ": no path (expected \"Sound/NAME.SDT\")");
    s.path = img.cString(path, kMaxSoundName, at(0) + " path");
    const size_t slash = s.path.find_last_of("/\\");
    s.file = slash == std::string::npos ? s.path : s.path.substr(slash + 1);
    const std::string lower = core::asciiLower(s.file);
    if (lower.size() < 5 || lower.compare(lower.size() - 4, 4, ".sdt") != 0) {
      throw LoadError(img.file(), at(0) + ": path \"" + s.path + "\" is not an .SDT file");
    }
    s.flags = img.u32(r + 4, at(4));
    out.push_back(std::move(s));
  }
  return out;
}

std::vector<OriginalSoundEvent> readEvents(const PeImage& img) {
  img.require(kSoundEvents, kSoundEventRecord * kSoundEventCount, "the sound events");
  std::vector<OriginalSoundEvent> out;
  for (int i = 0; i < kSoundEventCount; ++i) {
    const uint32_t r = kSoundEvents + static_cast<uint32_t>(i) * kSoundEventRecord;
    auto at = [&](uint32_t off) { return tableField("sound events", kSoundEvents, i, off); };
    OriginalSoundEvent e;
    const uint32_t name = img.u32(r, at(0));
    if (name != 0) e.name = img.cString(name, kMaxSoundName, at(0) + " name");
    const uint32_t sample = img.u32(r + 4, at(4));
    if (sample != 0) {
      const uint32_t off = sample - kSampleTable;
      if (sample < kSampleTable || off % kSampleRecord != 0 || off / kSampleRecord >= kSamples) {
        throw LoadError(img.file(), at(4) + ": " + hexAddress(sample) +
                                        " is not a record of the sample table (0x43e550 + 0x1c * 0..36)");
      }
      e.sample = static_cast<int>(off / kSampleRecord);
    }
    e.prio = img.u8(r + 8, at(8));
    e.decayedPrio = img.u8(r + 9, at(9));
    e.decayTicks = img.u8(r + 10, at(10));
    e.flags = img.u8(r + 11, at(11));
    e.frequency = img.i32(r + 12, at(12));
    // designed: a frequency past 4 x 44100 Hz (or a ratio past 4) cannot be a sample's
    if (e.frequency > 4 * 44100 || e.frequency < -4 * 65536) {
      throw LoadError(img.file(), at(12) + ": frequency " + std::to_string(e.frequency) +
                                      " outside -4.0 (16.16 ratio) .. 176400 Hz");
    }
    e.gain = img.i32(r + 16, at(16));
    if (e.gain < 0 || e.gain > 0x10000) {
      throw LoadError(img.file(), at(16) + ": gain " + hexAddress(static_cast<uint32_t>(e.gain)) +
                                      " outside 0..0x10000 (16.16)");
    }
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<OriginalTrack> readTracks(const PeImage& img) {
  img.require(kMusicTracks, kMusicTrackRecord * kMusicTrackCount, "the music tracks");
  img.require(kMusicOffsets, 4 * kMusicOffsetCount, "the music byte offsets");
  std::vector<OriginalTrack> out;
  for (int i = 0; i < kMusicTrackCount; ++i) {
    const uint32_t r = kMusicTracks + static_cast<uint32_t>(i) * kMusicTrackRecord;
    auto at = [&](uint32_t off) { return tableField("music tracks", kMusicTracks, i, off); };
    auto fail = [&](uint32_t off, const std::string& what) { throw LoadError(img.file(), at(off) + ": " + what); };
    OriginalTrack t;
    t.id = img.u8(r, at(0));
    if (t.id != i) fail(0, "id " + std::to_string(t.id) + ", expected " + std::to_string(i));
    t.groupMin = img.u8(r + 1, at(1));
    t.groupMax = img.u8(r + 2, at(2));
    if (t.groupMin >= kMusicTrackCount) fail(1, "group " + std::to_string(t.groupMin) + " is not a track (0..17)");
    if (t.groupMax >= kMusicTrackCount) fail(2, "group " + std::to_string(t.groupMax) + " is not a track (0..17)");
    t.flags = img.u8(r + 3, at(3));
    const uint32_t name = img.u32(r + 4, at(4));
    if (name != 0) t.name = img.cString(name, kMaxSoundName, at(4) + " name");
    t.transition = img.u8(r + 9, at(9));
    if (t.transition > 3) fail(9, "transition " + std::to_string(t.transition) + " is not one of 0..3");
    const uint32_t list = img.u32(r + 0x10, at(0x10));
    if (list != 0) {
      for (int n = 0;; ++n) {
        if (n == kMaxTransitions) fail(0x10, "the transition list has no end (0xff) in " + std::to_string(n) + " entries");
        const uint32_t e = list + 8 * static_cast<uint32_t>(n);
        const uint8_t from = img.u8(e, at(0x10) + " transition list");
        if (from == 0xff) break;
        const uint8_t idx = img.u8(e + 1, at(0x10) + " transition list");
        if (from >= kMusicTrackCount || idx > 3) {
          fail(0x10, "transition list entry " + std::to_string(n) + ": {" + std::to_string(from) + ", " +
                         std::to_string(idx) + "} is not {a track 0..17, a transition 0..3}");
        }
        t.transitions.push_back({from, idx});
      }
    }
    t.mode = img.u32(r + 0x14, at(0x14));
    t.drums = i == kDrumsTrack;
    const int lo = t.drums ? 26 : 0;
    const int hi = t.drums ? kMusicOffsetCount - 1 : 25;
    auto offset = [&](uint32_t off) {
      const int32_t v = img.i32(r + off, at(off));
      const int64_t slot = -static_cast<int64_t>(v);  // "negated indices into the byte-offset table"
      if (slot < lo || slot > hi) {
        fail(off, "offset index " + std::to_string(v) + " is not -" + std::to_string(lo) + "..-" +
                      std::to_string(hi) + " (the byte offsets 0x44bf78 of " +
                      (t.drums ? "DRUMS.WAV" : "SCORE.WAV") + ")");
      }
      const uint32_t b = img.u32(kMusicOffsets + 4 * static_cast<uint32_t>(slot),
                                 "the music byte offsets " + hexAddress(kMusicOffsets) + " slot " + std::to_string(slot));
      if (b % 4 != 0) fail(off, "byte offset " + std::to_string(b) + " (slot " + std::to_string(slot) +
                                    ") is not on a frame (4 bytes: 16-bit stereo)");
      return b;
    };
    t.start = offset(0x18);
    t.alt = offset(0x1c);
    t.end = offset(0x20);
    if (t.end <= t.start) fail(0x20, "the range " + std::to_string(t.start) + ".." + std::to_string(t.end) + " is empty");
    // openrf's table: Tank 2 and 3 loop back before their start (to Tank 1's): allowed; a
    // loop point at or past the end is refused.
    if (t.alt >= t.end) {
      fail(0x1c, "the loop start " + std::to_string(t.alt) + " is not before the end " + std::to_string(t.end));
    }
    out.push_back(std::move(t));
  }
  return out;
}

PeImage mapped(std::span<const uint8_t> bytes, const std::string& file) {
  checkProgramVersion(bytes, file);
  PeImage img(bytes, file);
  if (img.imageBase() != kImageBase) {
    throw LoadError(file, "image base " + hexAddress(img.imageBase()) + ", expected " + hexAddress(kImageBase));
  }
  return img;
}

}  // namespace

int OriginalTrack::transitionFrom(int from) const {
  for (const auto& e : transitions) {
    if (e[0] == from) return e[1];
  }
  return transition;
}

OriginalSoundTables readOriginalSoundTables(const PeImage& image) {
  OriginalSoundTables t;
  t.samples = readSamples(image);
  t.events = readEvents(image);
  t.tracks = readTracks(image);
  return t;
}

OriginalSoundTables loadOriginalSoundTables(std::span<const uint8_t> bytes, const std::string& file) {
  const PeImage img = mapped(bytes, file);
  return readOriginalSoundTables(img);
}

std::vector<SoundTableCheck> checkOriginalSoundTables(std::span<const uint8_t> bytes, const std::string& file) {
  std::vector<SoundTableCheck> out{{"sound events " + hexAddress(kSoundEvents), false, ""},
                                   {"music tracks " + hexAddress(kMusicTracks), false, ""}};
  std::optional<PeImage> img;
  try {
    img.emplace(mapped(bytes, file));
  } catch (const LoadError&) {
    for (SoundTableCheck& c : out) c.reason = "not checked: the program is not usable";
    return out;
  }
  try {
    (void)readSamples(*img);
    (void)readEvents(*img);
    out[0].ok = true;
  } catch (const LoadError& e) {
    out[0].reason = e.what();
  }
  try {
    (void)readTracks(*img);
    out[1].ok = true;
  } catch (const LoadError& e) {
    out[1].reason = e.what();
  }
  return out;
}

}  // namespace rf
