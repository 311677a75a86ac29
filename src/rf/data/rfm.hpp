// SPDX-License-Identifier: GPL-3.0-or-later
// RFM level map file (WORLDS/{1PLAYER,2PLAYER}/LEVELn/RFMAPnnn.RFM), rf-maps.md.
// The reader keeps every byte (constant header bytes, editor left-overs in NAME, unknown
// chunks) so that writing a read map gives the same bytes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace rf {

inline constexpr int kMapCells = 128;          // the world is always 128 x 128 cells
inline constexpr size_t kRfmHeaderSize = 0x50;  // chunks start here
inline constexpr size_t kNameChunkData = 260;   // NAME: a 260-byte title buffer
inline constexpr size_t kVhclChunkData = 8;     // VHCL: 6 values + 2 garbage bytes
inline constexpr uint32_t kStockEdition = 0x03270327;  // EDTN of the shipped maps

// MS-DOS packed date (bits 9-15 year-1980, 5-8 month, 0-4 day) and time
// (11-15 hours, 5-10 minutes, 0-4 seconds / 2).
struct DosDateTime {
  uint16_t date = 0;
  uint16_t time = 0;
};
// Packs a calendar date and time (year 1980..2107; seconds are stored in 2 s steps).
DosDateTime makeDosDateTime(int year, int month, int day, int hour, int minute, int second);
// "YYYY-MM-DD HH:MM:SS" of the packed fields as stored (no range check: shows what is there).
std::string formatDosDateTime(DosDateTime t);

struct RfmChunk {
  std::array<char, 4> tag{};   // "NAME", "VHCL", "LEVL", "EDTN" or anything else (kept)
  std::vector<uint8_t> data;   // the bytes after the 8-byte chunk header
  std::string tagString() const { return std::string(tag.begin(), tag.end()); }
};

struct RfmHeader {
  // +0x00 "WRL\0"; the game compares it with lstrcmpiA, so any case is accepted. The exact
  // bytes are kept so that a read map is written back unchanged.
  std::array<char, 4> magic{'W', 'R', 'L', '\0'};
  std::array<uint8_t, 4> signature{0x54, 0x4D, 0x00, 0x05};  // +0x04 "TM\0\5", never read
  uint16_t width = kMapCells;                                 // +0x08
  uint16_t height = kMapCells;                                // +0x0A
  std::array<uint8_t, 2> const0C{1, 1};                       // +0x0C
  DosDateTime created;                                        // +0x0E
  DosDateTime modified;                                       // +0x12
  uint8_t players = 1;                                        // +0x16
  std::array<uint8_t, 41> author{};                           // +0x17 NUL-terminated
  uint8_t enabled = 1;                                        // +0x40 must be non-zero
  std::array<uint8_t, 3> bytes41{1, 1, 0};                    // +0x41 not read by the game
  uint32_t reserved4C = 0;                                    // +0x4C
  // +0x44 tile data size and +0x48 tile data offset are derived from the chunks and the
  // tiles when writing; the reader checks them.
};

// Six VHCL values (0xFF = default) plus the two garbage bytes, kept for the round trip.
struct Vhcl {
  std::array<uint8_t, 8> raw{0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0};
  uint8_t msv() const { return raw[0]; }  // the ASV
  uint8_t heli() const { return raw[1]; }
  uint8_t jeep() const { return raw[2]; }
  uint8_t tank() const { return raw[3]; }
  uint8_t enemyPool() const { return raw[4]; }  // +4, DAT_0043fe1c (meaning unknown)
  uint8_t mines() const { return raw[5]; }
};

struct RfmFile {
  RfmHeader header;
  std::vector<RfmChunk> chunks;  // in file order
  std::vector<uint8_t> tiles;    // width * height bytes, row-major, row 0 = north

  // Typed views of the known chunks (first chunk with the tag).
  const RfmChunk* findChunk(const char (&tag)[5]) const;
  RfmChunk* findChunk(const char (&tag)[5]);
  std::string title() const;                  // NAME up to its NUL ("" without NAME)
  std::optional<Vhcl> vhcl() const;
  std::optional<uint32_t> level() const;      // LEVL raw value (1..9 in the stock maps)
  // EDTN raw value (0x03270327 = the stock edition FUN_00416e10 / FUN_00417190 skip when
  // they count or register user maps).
  std::optional<uint32_t> edition() const;
  std::string author() const;                 // header author up to its NUL

  // Setters used by authoring; they change the first chunk with the tag in place, or add
  // the chunk keeping the order NAME, VHCL, LEVL, EDTN (before the first known chunk that
  // comes later in that order, else after the last known chunk, else at the end).
  void setTitle(const std::string& title);    // keeps NAME's left-over bytes past the new NUL;
                                              // std::invalid_argument if > 259 bytes or has a NUL
  void setVhcl(const Vhcl& v);                // 8 bytes; bytes past 8 of an old chunk are kept
  void clearVhcl();                           // removes every VHCL chunk
  void setLevel(uint32_t level);              // first 4 data bytes of LEVL
  void setEdition(uint32_t edition);          // first 4 data bytes of EDTN
  void setAuthor(const std::string& author);  // zero-filled; std::invalid_argument if > 40 bytes

  uint8_t tile(int x, int y) const { return tiles[static_cast<size_t>(y) * header.width + x]; }
};

// Parses and validates an RFM image. `file` names the file in errors. Throws
// core::ParseError with the offset, what was expected and what was found. Rules, checked
// in this order (the first failure is reported):
//   - the file holds the 0x50-byte header;
//   - magic "WRL\0" in any case (lstrcmpiA);
//   - width and height 1..128; players (+0x16) 1 or 2; +0x40 non-zero;
//   - [0x44] == width * height; [0x48] >= 0x50; [0x44] + [0x48] == file size;
//   - chunks from 0x50 fill exactly up to [0x48]: each has an 8-byte header, a length >= 8
//     and ends by [0x48];
//   - known chunks (first or not): NAME holds a NUL within its first 260 bytes (any length
//     otherwise; the bytes after the NUL are kept), VHCL has >= 6 data bytes, LEVL and EDTN
//     have >= 4 data bytes (the u32 is the first 4; extra bytes are kept).
// Missing NAME/LEVL/EDTN, unknown chunks and odd values are not errors (see rfmWarnings).
RfmFile parseRfm(std::span<const uint8_t> bytes, const std::string& file);
// Reads and parses a file from disk.
RfmFile loadRfm(const std::string& path);
// The largest RFM file read (the original's are 16,756 or 16,772 bytes; ours add chunks):
// designed: room for 60 times the original's chunks, far below what could hurt the memory.
inline constexpr uint64_t kRfmMaxFileBytes = 1u << 20;
// An RFM file's bytes (core::readFile with the cap above): a FIFO, a device, a folder or a
// file over the cap fails at once with one line naming it.
std::vector<uint8_t> readRfmBytes(const std::string& path);
// The exact file image (header sizes/offsets computed from the chunks and tiles):
// [0x44] = tiles.size(), [0x48] = 0x50 + the chunk lengths.
std::vector<uint8_t> serializeRfm(const RfmFile& map);
// serializeRfm + an atomic write (temporary name, then rename). The image is parsed back
// first, so an invalid map (std::invalid_argument) is never written.
void saveRfm(const RfmFile& map, const std::string& path);

// A new, valid, empty 128 x 128 map: all grass, NAME/LEVL/EDTN chunks present.
// EDTN is 0 (not the stock edition), dates are 2026-01-01 00:00, author "retrosim".
// Throws std::invalid_argument for players other than 1/2, a level outside 1..9 or a
// title that does not fit NAME (more than 259 bytes, or an embedded NUL).
RfmFile makeEmptyRfm(const std::string& title, uint8_t players, uint32_t level);

// The tile bytes placed in the 128 x 128 cell grid as LoadLevelMap does: a w x h map
// starts at ((128 - w) / 2, (128 - h) / 2). Index y * 128 + x; -1 marks a cell outside
// the map (the original fills those with deep water). Throws std::invalid_argument when
// the map's size does not fit (never for a parsed map).
std::vector<int> centredTiles(const RfmFile& map);

// Things a valid map may have that the game tolerates but that are probably mistakes
// (missing NAME or LEVL, LEVL outside 1..9, VHCL jeep count 0, VHCL mines over 200,
// duplicate known chunks, tile bytes >= 0xF0). One readable line each; empty when clean.
std::vector<std::string> rfmWarnings(const RfmFile& map);

}  // namespace rf
