// SPDX-License-Identifier: GPL-3.0-or-later
// RIFF WAVE files (riff_wav.hpp).
#include "audio/riff_wav.hpp"

#include <optional>

#include "core/bytes.hpp"

namespace audio {
namespace {

uint32_t le32(std::span<const uint8_t> b, size_t at) {
  return static_cast<uint32_t>(b[at]) | static_cast<uint32_t>(b[at + 1]) << 8 | static_cast<uint32_t>(b[at + 2]) << 16 |
         static_cast<uint32_t>(b[at + 3]) << 24;
}
uint16_t le16(std::span<const uint8_t> b, size_t at) {
  return static_cast<uint16_t>(b[at] | b[at + 1] << 8);
}
std::string tag(std::span<const uint8_t> b, size_t at) {
  std::string s;
  for (size_t i = 0; i < 4; ++i) {
    const char c = static_cast<char>(b[at + i]);
    s += (c >= 0x20 && c < 0x7f) ? c : '?';
  }
  return "\"" + s + "\"";
}

}  // namespace

WavInfo parseWav(std::span<const uint8_t> head, uint64_t fileSize, const std::string& file) {
  auto fail = [&](uint64_t at, std::string expected, std::string found) {
    throw core::ParseError(file, static_cast<size_t>(at), std::move(expected), std::move(found));
  };
  if (head.size() < 12 || fileSize < 12) fail(0, "a RIFF WAVE header (12 bytes)", std::to_string(fileSize) + " bytes");
  if (tag(head, 0) != "\"RIFF\"") fail(0, "\"RIFF\"", tag(head, 0));
  if (tag(head, 8) != "\"WAVE\"") fail(8, "\"WAVE\"", tag(head, 8));
  const uint64_t riffEnd = 8ull + le32(head, 4);
  if (riffEnd > fileSize) {
    fail(4, "a RIFF size within the file (at most " + std::to_string(fileSize - 8) + ")", std::to_string(riffEnd - 8));
  }
  std::optional<WavInfo> fmt;
  uint64_t at = 12;
  while (true) {
    if (at + 8 > riffEnd) fail(at, "a \"data\" chunk", "the end of the RIFF chunk");
    if (at + 8 > head.size()) fail(at, "a chunk header within the first " + std::to_string(head.size()) + " bytes", "none");
    const std::string id = tag(head, static_cast<size_t>(at));
    const uint64_t size = le32(head, static_cast<size_t>(at) + 4);
    const uint64_t body = at + 8;
    if (body + size > riffEnd) {
      fail(at + 4, "chunk " + id + " within the RIFF chunk (at most " + std::to_string(riffEnd - body) + " bytes)",
           std::to_string(size));
    }
    if (id == "\"fmt \"") {
      if (size < 16) fail(at + 4, "a \"fmt \" chunk of at least 16 bytes", std::to_string(size));
      if (body + 16 > head.size()) fail(body, "the \"fmt \" chunk in the header", "the end of the bytes read");
      const size_t b = static_cast<size_t>(body);
      WavInfo w;
      const uint16_t format = le16(head, b);
      if (format != 1) fail(body, "PCM (format 1)", "format " + std::to_string(format));
      w.channels = le16(head, b + 2);
      if (w.channels != 1 && w.channels != 2) fail(body + 2, "1 or 2 channels", std::to_string(w.channels));
      w.rate = static_cast<int>(le32(head, b + 4));
      if (w.rate < 4000 || w.rate > 96000) fail(body + 4, "a rate of 4000..96000 Hz", std::to_string(w.rate));
      w.blockAlign = le16(head, b + 12);
      w.bits = le16(head, b + 14);
      if (w.bits != 8 && w.bits != 16) fail(body + 14, "8 or 16 bits a sample", std::to_string(w.bits));
      if (w.blockAlign != w.channels * w.bits / 8) {
        fail(body + 12, "a block of " + std::to_string(w.channels * w.bits / 8) + " bytes", std::to_string(w.blockAlign));
      }
      fmt = w;
    } else if (id == "\"data\"") {
      if (!fmt) fail(at, "a \"fmt \" chunk before \"data\"", "\"data\"");
      if (size % static_cast<uint64_t>(fmt->blockAlign) != 0) {
        fail(at + 4, "whole frames of " + std::to_string(fmt->blockAlign) + " bytes", std::to_string(size) + " bytes");
      }
      fmt->dataOffset = body;
      fmt->dataSize = size;
      return *fmt;
    }
    at = body + size + (size & 1);  // chunks are padded to even sizes
  }
}

std::vector<int16_t> decodeMono(std::span<const uint8_t> bytes, const WavInfo& w) {
  std::vector<int16_t> out;
  const uint64_t frames = w.dataSize / static_cast<uint64_t>(w.blockAlign);
  out.reserve(static_cast<size_t>(frames));
  for (uint64_t f = 0; f < frames; ++f) {
    const size_t at = static_cast<size_t>(w.dataOffset + f * static_cast<uint64_t>(w.blockAlign));
    int32_t sum = 0;
    for (int c = 0; c < w.channels; ++c) {
      if (w.bits == 16) {
        sum += static_cast<int16_t>(le16(bytes, at + 2 * static_cast<size_t>(c)));
      } else {
        sum += (static_cast<int32_t>(bytes[at + static_cast<size_t>(c)]) - 128) * 256;
      }
    }
    out.push_back(static_cast<int16_t>(sum / w.channels));
  }
  return out;
}

}  // namespace audio
