// SPDX-License-Identifier: GPL-3.0-or-later
// WAV files (wav_file.hpp).
#include "app/wav_file.hpp"

#include <cstring>

#include "core/bytes.hpp"

namespace app {

std::vector<uint8_t> wavBytes(std::span<const int16_t> samples, int rate, int channels) {
  core::ByteWriter w;
  const auto dataBytes = static_cast<uint32_t>(samples.size() * 2);
  w.fixedString("RIFF", 4);
  w.u32(36 + dataBytes);
  w.fixedString("WAVE", 4);
  w.fixedString("fmt ", 4);
  w.u32(16);
  w.u16(1);  // PCM
  w.u16(static_cast<uint16_t>(channels));
  w.u32(static_cast<uint32_t>(rate));
  w.u32(static_cast<uint32_t>(rate * channels * 2));
  w.u16(static_cast<uint16_t>(channels * 2));
  w.u16(16);
  w.fixedString("data", 4);
  w.u32(dataBytes);
  for (const int16_t s : samples) w.i16(s);
  return w.take();
}

const core::FormatCheck& wavFileKind() {
  static const core::FormatCheck kind{"a WAV file", [](std::span<const uint8_t> head) {
                                        return head.size() >= 12 &&
                                               std::memcmp(head.data(), "RIFF", 4) == 0 &&
                                               std::memcmp(head.data() + 8, "WAVE", 4) == 0;
                                      }};
  return kind;
}

void writeWav(const std::string& path, std::span<const int16_t> samples, int rate, int channels) {
  core::writeFileAtomic(path, wavBytes(samples, rate, channels), &wavFileKind());
}

}  // namespace app
