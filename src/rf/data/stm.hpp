// SPDX-License-Identifier: GPL-3.0-or-later
// Return Fire's movies, TITLE/*.STM (the CD's intro and win movies): the container as emdzej/openrf
// docs/stm.md documents it. An AVI (Cinepak video, 16-bit PCM audio) pre-interleaved into
// fixed-size chunks: a 0x9a0-byte header (the two streams' AVISTREAMINFOA, the PCM format, the
// Cinepak input BITMAPINFOHEADER, the 8-bit output format) zero-padded to data_start, then
// nchunks chunks of chunk_size bytes; file size = data_start + nchunks * chunk_size exactly.
// A chunk: +0x08 audio offset (0: none), +0x0c audio count in blocks, +0x10 the first video
// record (0: none), records from +0x20 (each {+0 next record (0 last), +4 flags (bit 0 key
// frame), +6 frame number u16, +8 a Cinepak frame whose big-endian 24-bit length is at its
// bytes 1..3}, 4-byte aligned), the audio packed after them.
//
// Every size and offset is checked; a bad file is one core::ParseError line naming the file
// and the offset. The file is read by ranges (one chunk at a time, a frame when it is shown): a
// movie of the CD through its DataSource's readRange (a folder's file or a disc image's
// sectors), never whole.
//
// Checked only against files our own tools make to the documented format
// (tools/synthetic_cd/synthetic_movie.*): no original disc exists where retrosim is made.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rf {

class DataSource;

inline constexpr uint32_t kStmHeaderBytes = 0x9a0;       // what the game loads to 0x458900
inline constexpr uint32_t kStmChunkHeaderBytes = 0x20;   // before the first record
// designed: the limits a movie is refused beyond (the documented files: data_start 0x1000,
// chunks of 0x10000 or 0xe800, 34..313 chunks, WIN.STM 20.5 MB).
inline constexpr uint32_t kStmMaxChunkBytes = 1u << 20;
inline constexpr uint64_t kStmMaxBytes = 64ull << 20;
inline constexpr uint32_t kStmMaxSide = 1024;

// "cvid", "auds", "vids" as the little-endian dwords the file holds.
constexpr uint32_t fourcc(std::string_view s) {
  return static_cast<uint32_t>(static_cast<uint8_t>(s[0])) | static_cast<uint32_t>(static_cast<uint8_t>(s[1])) << 8 |
         static_cast<uint32_t>(static_cast<uint8_t>(s[2])) << 16 | static_cast<uint32_t>(static_cast<uint8_t>(s[3])) << 24;
}

// The header fields retrosim uses (offsets: docs/stm.md).
struct StmHeader {
  uint32_t dataStart = 0;   // 0x000
  uint32_t chunkSize = 0;   // 0x004
  uint32_t chunkCount = 0;  // 0x008
  // the audio stream (AVISTREAMINFOA at 0x00c, PCMWAVEFORMAT at 0x098)
  uint32_t audioScale = 0;       // 0x020
  uint32_t audioRate = 0;        // 0x024 (rate / scale = blocks a second)
  uint32_t audioLength = 0;      // 0x02c blocks
  uint32_t audioSampleSize = 0;  // 0x03c bytes a block
  uint16_t channels = 0;         // 0x09a
  uint32_t sampleRate = 0;       // 0x09c
  uint16_t blockAlign = 0;       // 0x0a4
  uint16_t bitsPerSample = 0;    // 0x0a6
  uint32_t audioTotalBytes = 0;  // 0x0ac = audioLength * audioSampleSize
  uint32_t audioRingBytes = 0;   // 0x0b0
  // the video stream (AVISTREAMINFOA at 0x0b8, BITMAPINFOHEADER at 0x144)
  uint32_t videoScale = 0;   // 0x0cc
  uint32_t videoRate = 0;    // 0x0d0 (rate / scale = frames a second)
  uint32_t videoLength = 0;  // 0x0d8 frames
  int32_t width = 0;         // 0x148
  int32_t height = 0;        // 0x14c
  uint16_t bitCount = 0;     // 0x152: 24 colour, 40 Cinepak greyscale (RF.STM)
  uint32_t lastFrame = 0;      // 0x994 = videoLength - 1
  uint32_t maxFrameBytes = 0;  // 0x998
  uint32_t imageBytes = 0;     // 0x99c = width * height (the 8-bit picture)

  // Milliseconds of frame `n`'s start (videoScale / videoRate a frame).
  uint64_t frameMs(uint64_t n) const { return n * 1000ull * videoScale / videoRate; }
  // The frame showing at `ms` (the last one after the end).
  uint32_t frameAt(uint64_t ms) const;
  uint64_t lengthMs() const { return frameMs(videoLength); }
};

struct StmFrame {
  uint32_t number = 0;
  bool key = false;
  uint64_t offset = 0;  // of the Cinepak frame in the file
  uint32_t size = 0;
};

struct StmAudioBlock {
  uint64_t offset = 0;  // in the file
  uint32_t bytes = 0;
};

// Reads `size` bytes at `offset` of the file (the reader never asks past its end).
using StmRead = std::function<std::vector<uint8_t>(uint64_t offset, uint32_t size)>;

// The header from its first kStmHeaderBytes (or more) bytes, checked against `fileSize`.
StmHeader parseStmHeader(std::span<const uint8_t> bytes, const std::string& file, uint64_t fileSize);

class StmFile {
 public:
  // Reads and checks the header and every chunk (each read once, one at a time): throws
  // core::ParseError "FILE: offset 0x...: expected ..., found ...".
  StmFile(std::string file, uint64_t fileSize, StmRead read);
  // Over bytes in memory.
  static StmFile fromBytes(std::shared_ptr<const std::vector<uint8_t>> bytes, std::string file);

  const std::string& file() const { return file_; }
  const StmHeader& header() const { return header_; }
  // Every frame in order (numbers 0..videoLength-1), every audio block in order.
  const std::vector<StmFrame>& frames() const { return frames_; }
  const std::vector<StmAudioBlock>& audioBlocks() const { return audio_; }
  // The Cinepak bytes of frame `i`.
  std::vector<uint8_t> frameBytes(size_t i) const;
  // The whole audio as interleaved 16-bit samples (header.channels a frame).
  std::vector<int16_t> audioSamples() const;

 private:
  void readChunk(uint32_t index);
  std::string file_;
  uint64_t size_ = 0;
  StmRead read_;
  StmHeader header_;
  std::vector<StmFrame> frames_;
  std::vector<StmAudioBlock> audio_;
};

// A movie of a data source, read by ranges through `src`, which must outlive it (a file of
// more than kStmMaxBytes is refused; throws DataSourceError or core::ParseError naming it).
StmFile openStm(const DataSource& src, const std::string& entry);

}  // namespace rf
