// SPDX-License-Identifier: GPL-3.0-or-later
// The STM movie container (stm.hpp; emdzej/openrf docs/stm.md).
#include "rf/data/stm.hpp"

#include <algorithm>

#include "core/bytes.hpp"
#include "rf/data/data_source.hpp"

namespace rf {
namespace {

using core::hex;

std::string num(uint64_t v) {
  return std::to_string(v);
}

uint32_t le32(std::span<const uint8_t> b, size_t at) {
  return static_cast<uint32_t>(b[at]) | static_cast<uint32_t>(b[at + 1]) << 8 | static_cast<uint32_t>(b[at + 2]) << 16 |
         static_cast<uint32_t>(b[at + 3]) << 24;
}
uint16_t le16(std::span<const uint8_t> b, size_t at) {
  return static_cast<uint16_t>(b[at] | b[at + 1] << 8);
}
uint32_t be24(std::span<const uint8_t> b, size_t at) {
  return static_cast<uint32_t>(b[at]) << 16 | static_cast<uint32_t>(b[at + 1]) << 8 | b[at + 2];
}
uint16_t be16(std::span<const uint8_t> b, size_t at) {
  return static_cast<uint16_t>(b[at] << 8 | b[at + 1]);
}

std::string fourccText(uint32_t v) {
  std::string s;
  for (int i = 0; i < 4; ++i) {
    const char c = static_cast<char>(v >> (8 * i));
    s += (c >= 0x20 && c < 0x7f) ? c : '?';
  }
  return "\"" + s + "\"";
}

}  // namespace

uint32_t StmHeader::frameAt(uint64_t ms) const {
  const uint64_t n = ms * videoRate / (1000ull * videoScale);
  return static_cast<uint32_t>(std::min<uint64_t>(n, videoLength - 1));
}

StmHeader parseStmHeader(std::span<const uint8_t> b, const std::string& file, uint64_t fileSize) {
  if (b.size() < kStmHeaderBytes) {
    throw core::ParseError(file, 0, "an STM header of " + hex(kStmHeaderBytes) + " bytes",
                           num(b.size()) + " bytes");
  }
  const auto fail = [&](size_t at, const std::string& expected, const std::string& found) {
    throw core::ParseError(file, at, expected, found);
  };
  StmHeader h;
  h.dataStart = le32(b, 0x000);
  h.chunkSize = le32(b, 0x004);
  h.chunkCount = le32(b, 0x008);
  if (h.dataStart < kStmHeaderBytes || h.dataStart % 4 != 0) {
    fail(0x000, "data_start >= " + hex(kStmHeaderBytes) + ", a multiple of 4", hex(h.dataStart));
  }
  if (h.chunkSize <= kStmChunkHeaderBytes || h.chunkSize > kStmMaxChunkBytes || h.chunkSize % 4 != 0) {
    fail(0x004, "chunk_size " + hex(kStmChunkHeaderBytes + 4) + ".." + hex(kStmMaxChunkBytes) + ", a multiple of 4",
         hex(h.chunkSize));
  }
  if (h.chunkCount == 0) fail(0x008, "at least one chunk", "0");
  const uint64_t want = h.dataStart + static_cast<uint64_t>(h.chunkCount) * h.chunkSize;
  if (fileSize != want) {
    fail(0x008, num(want) + " bytes (data_start + " + num(h.chunkCount) + " chunks of " + hex(h.chunkSize) + ")",
         num(fileSize) + " bytes");
  }
  // the audio stream
  if (le32(b, 0x00c) != fourcc("auds")) fail(0x00c, "the audio stream \"auds\"", fourccText(le32(b, 0x00c)));
  h.audioScale = le32(b, 0x020);
  h.audioRate = le32(b, 0x024);
  h.audioLength = le32(b, 0x02c);
  h.audioSampleSize = le32(b, 0x03c);
  if (le16(b, 0x098) != 1) fail(0x098, "PCM audio (format tag 1)", num(le16(b, 0x098)));
  h.channels = le16(b, 0x09a);
  h.sampleRate = le32(b, 0x09c);
  h.blockAlign = le16(b, 0x0a4);
  h.bitsPerSample = le16(b, 0x0a6);
  if (h.channels < 1 || h.channels > 2) fail(0x09a, "1 or 2 audio channels", num(h.channels));
  if (h.sampleRate < 8000 || h.sampleRate > 48000) fail(0x09c, "an audio rate of 8000..48000 Hz", num(h.sampleRate));
  if (h.bitsPerSample != 16) fail(0x0a6, "16-bit audio", num(h.bitsPerSample));
  if (h.blockAlign != h.channels * 2) fail(0x0a4, "a block of " + num(h.channels * 2) + " bytes", num(h.blockAlign));
  if (h.audioSampleSize != h.blockAlign) fail(0x03c, "dwSampleSize " + num(h.blockAlign), num(h.audioSampleSize));
  if (h.audioScale == 0 || h.audioRate / h.audioScale != h.sampleRate) {
    fail(0x020, "dwRate / dwScale = " + num(h.sampleRate) + " blocks a second",
         num(h.audioRate) + " / " + num(h.audioScale));
  }
  h.audioTotalBytes = le32(b, 0x0ac);
  h.audioRingBytes = le32(b, 0x0b0);
  if (static_cast<uint64_t>(h.audioLength) * h.audioSampleSize != h.audioTotalBytes) {
    fail(0x0ac, "audio_total_bytes = " + num(static_cast<uint64_t>(h.audioLength) * h.audioSampleSize) + " (dwLength " +
                    num(h.audioLength) + " x " + num(h.audioSampleSize) + ")",
         num(h.audioTotalBytes));
  }
  // the video stream
  if (le32(b, 0x0b8) != fourcc("vids")) fail(0x0b8, "the video stream \"vids\"", fourccText(le32(b, 0x0b8)));
  if (le32(b, 0x0bc) != fourcc("cvid")) fail(0x0bc, "Cinepak video \"cvid\"", fourccText(le32(b, 0x0bc)));
  h.videoScale = le32(b, 0x0cc);
  h.videoRate = le32(b, 0x0d0);
  h.videoLength = le32(b, 0x0d8);
  if (h.videoScale == 0 || h.videoRate == 0 || h.videoRate / h.videoScale > 60) {
    fail(0x0cc, "1..60 frames a second (dwRate / dwScale)", num(h.videoRate) + " / " + num(h.videoScale));
  }
  if (h.videoLength == 0) fail(0x0d8, "at least one frame", "0");
  if (le32(b, 0x144) != 40) fail(0x144, "a BITMAPINFOHEADER (biSize 40)", num(le32(b, 0x144)));
  h.width = static_cast<int32_t>(le32(b, 0x148));
  h.height = static_cast<int32_t>(le32(b, 0x14c));
  if (h.width < 1 || h.width > static_cast<int32_t>(kStmMaxSide) || h.width % 4 != 0) {
    fail(0x148, "a width of 4.." + num(kStmMaxSide) + ", a multiple of 4", num(static_cast<uint32_t>(h.width)));
  }
  if (h.height < 1 || h.height > static_cast<int32_t>(kStmMaxSide) || h.height % 4 != 0) {
    fail(0x14c, "a height of 4.." + num(kStmMaxSide) + ", a multiple of 4", num(static_cast<uint32_t>(h.height)));
  }
  if (le16(b, 0x150) != 1) fail(0x150, "1 plane", num(le16(b, 0x150)));
  h.bitCount = le16(b, 0x152);
  if (h.bitCount != 24 && h.bitCount != 40) fail(0x152, "24 (colour) or 40 (greyscale) bits", num(h.bitCount));
  if (le32(b, 0x154) != fourcc("cvid")) fail(0x154, "biCompression \"cvid\"", fourccText(le32(b, 0x154)));
  h.lastFrame = le32(b, 0x994);
  h.maxFrameBytes = le32(b, 0x998);
  h.imageBytes = le32(b, 0x99c);
  if (h.lastFrame != h.videoLength - 1) fail(0x994, "the last frame " + num(h.videoLength - 1), num(h.lastFrame));
  if (h.maxFrameBytes < 10 || h.maxFrameBytes > h.chunkSize - kStmChunkHeaderBytes - 8) {
    fail(0x998, "a largest frame of 10.." + num(h.chunkSize - kStmChunkHeaderBytes - 8) + " bytes", num(h.maxFrameBytes));
  }
  const uint32_t image = static_cast<uint32_t>(h.width * h.height);
  if (h.imageBytes != image) fail(0x99c, "decoded image bytes " + num(image), num(h.imageBytes));
  return h;
}

StmFile::StmFile(std::string file, uint64_t fileSize, StmRead read)
    : file_(std::move(file)), size_(fileSize), read_(std::move(read)) {
  if (size_ < kStmHeaderBytes) {
    throw core::ParseError(file_, 0, "an STM header of " + hex(kStmHeaderBytes) + " bytes",
                           "a file of " + num(size_) + " bytes");
  }
  const std::vector<uint8_t> head = read_(0, kStmHeaderBytes);
  header_ = parseStmHeader(head, file_, size_);
  for (uint32_t c = 0; c < header_.chunkCount; ++c) readChunk(c);
  const uint64_t end = size_;
  if (frames_.size() != header_.videoLength) {
    throw core::ParseError(file_, end, num(header_.videoLength) + " frames (the video stream's dwLength)",
                           num(frames_.size()) + " at the end of the file");
  }
  uint64_t audio = 0;
  for (const StmAudioBlock& a : audio_) audio += a.bytes;
  if (audio != header_.audioTotalBytes) {
    throw core::ParseError(file_, end, num(header_.audioTotalBytes) + " bytes of audio (audio_total_bytes)",
                           num(audio) + " in the chunks");
  }
}

void StmFile::readChunk(uint32_t index) {
  const uint32_t size = header_.chunkSize;
  const uint64_t base = header_.dataStart + static_cast<uint64_t>(index) * size;
  const std::vector<uint8_t> bytes = read_(base, size);
  if (bytes.size() != size) {
    throw core::ParseError(file_, base, "chunk " + num(index) + " of " + num(size) + " bytes",
                           num(bytes.size()) + " bytes read");
  }
  const std::span<const uint8_t> b(bytes);
  const auto fail = [&](uint32_t at, const std::string& expected, const std::string& found) {
    throw core::ParseError(file_, base + at, "chunk " + num(index) + ": " + expected, found);
  };
  const uint32_t audioAt = le32(b, 0x08);
  const uint32_t audioCount = le32(b, 0x0c);
  const uint32_t firstVideo = le32(b, 0x10);
  uint32_t videoEnd = size;  // the records end where the audio starts
  if (audioAt == 0) {
    if (audioCount != 0) fail(0x0c, "no audio blocks (the audio offset is 0)", num(audioCount));
  } else {
    if (audioAt < kStmChunkHeaderBytes || audioAt >= size || audioAt % 4 != 0) {
      fail(0x08, "an audio offset of " + hex(kStmChunkHeaderBytes) + ".." + hex(size - 4) + ", a multiple of 4",
           hex(audioAt));
    }
    const uint64_t audioBytes = static_cast<uint64_t>(audioCount) * header_.audioSampleSize;
    if (audioCount == 0 || audioAt + audioBytes > size) {
      fail(0x0c, "1.." + num((size - audioAt) / header_.audioSampleSize) + " audio blocks from " + hex(audioAt),
           num(audioCount));
    }
    videoEnd = audioAt;
    audio_.push_back({base + audioAt, static_cast<uint32_t>(audioBytes)});
  }
  if (firstVideo == 0) return;
  uint32_t at = firstVideo;
  uint32_t field = 0x10;  // where the offset `at` was read
  for (;;) {  // ends: each record's next is past its frame
    if (at < kStmChunkHeaderBytes || at % 4 != 0 || at + 8 + 10 > videoEnd) {
      fail(field, "a video record at " + hex(kStmChunkHeaderBytes) + ".." + hex(videoEnd - 18) + ", a multiple of 4",
           hex(at));
    }
    const uint32_t next = le32(b, at);
    const uint8_t flags = b[at + 4];
    const uint16_t number = le16(b, at + 6);
    const uint32_t want = static_cast<uint32_t>(frames_.size());
    if (want >= header_.videoLength) {
      fail(at + 6, "no more than " + num(header_.videoLength) + " frames (dwLength)", "frame " + num(number));
    }
    if (number != (want & 0xffff)) fail(at + 6, "frame " + num(want), "frame " + num(number));
    const uint32_t n = be24(b, at + 9);
    if (n < 10 || n > header_.maxFrameBytes || at + 8 + n > videoEnd) {
      fail(at + 9, "a Cinepak frame of 10.." + num(std::min<uint64_t>(header_.maxFrameBytes, videoEnd - at - 8)) + " bytes",
           num(n));
    }
    const uint16_t w = be16(b, at + 8 + 4);
    const uint16_t h = be16(b, at + 8 + 6);
    if (w != header_.width || h != header_.height) {
      fail(at + 12, "a " + num(static_cast<uint32_t>(header_.width)) + "x" + num(static_cast<uint32_t>(header_.height)) +
                        " frame",
           num(w) + "x" + num(h));
    }
    frames_.push_back({want, (flags & 1) != 0, base + at + 8, n});
    if (next == 0) return;
    const uint32_t end = at + 8 + n;
    if (next < end || next - end > 3 || next % 4 != 0) {
      fail(at, "the next record at " + hex((end + 3) & ~3u) + " (after the frame, padded to 4)", hex(next));
    }
    field = at;
    at = next;
  }
}

StmFile StmFile::fromBytes(std::shared_ptr<const std::vector<uint8_t>> bytes, std::string file) {
  const uint64_t size = bytes->size();
  return StmFile(std::move(file), size, [bytes](uint64_t offset, uint32_t n) {
    const uint64_t end = std::min<uint64_t>(offset + n, bytes->size());
    const uint64_t from = std::min<uint64_t>(offset, end);
    return std::vector<uint8_t>(bytes->begin() + static_cast<ptrdiff_t>(from), bytes->begin() + static_cast<ptrdiff_t>(end));
  });
}

std::vector<uint8_t> StmFile::frameBytes(size_t i) const {
  const StmFrame& f = frames_.at(i);
  return read_(f.offset, f.size);
}

std::vector<int16_t> StmFile::audioSamples() const {
  std::vector<int16_t> out;
  out.reserve(header_.audioTotalBytes / 2);
  for (const StmAudioBlock& a : audio_) {
    const std::vector<uint8_t> b = read_(a.offset, a.bytes);
    for (size_t i = 0; i + 1 < b.size(); i += 2) out.push_back(static_cast<int16_t>(b[i] | b[i + 1] << 8));
  }
  return out;
}

StmFile openStm(const DataSource& src, const std::string& entry) {
  const uint64_t size = src.fileSize(entry);
  if (size > kStmMaxBytes) {
    throw DataSourceError(src.display(entry) + ": " + std::to_string(size) + " bytes, expected at most " +
                          std::to_string(kStmMaxBytes) + " (a movie)");
  }
  // by ranges: the header, then one chunk at a time, a frame when it is shown
  return StmFile(src.display(entry), size,
                 [&src, entry](uint64_t offset, uint32_t n) { return src.readRange(entry, offset, n); });
}

}  // namespace rf
