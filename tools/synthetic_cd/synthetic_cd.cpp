// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetic_cd/synthetic_cd.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <stdexcept>

#include "core/ascii.hpp"
#include "core/crc32.hpp"
#include "core/file_io.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/rfm.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_movie.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "synthetic_cd/synthetic_rfa.hpp"
#include "synthetic_cd/synthetic_trans.hpp"
#include "synthetic_cd/synthetic_sound.hpp"

namespace synth {
namespace {

namespace fs = std::filesystem;

std::string name(const std::string& s, const CdOptions& o) {
  return o.lowerCase ? core::asciiLower(s) : s;
}

void write(const fs::path& file, std::span<const uint8_t> bytes) {
  core::createParentFolder(file);
  core::writeFileAtomic(file.string(), bytes);
}

void writeText(const fs::path& file, std::string_view text) {
  write(file, std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

// EDC of CD-ROM sectors: CRC-32 of polynomial 0x8001801B, reflected, no inversion.
uint32_t edc(std::span<const uint8_t> data) {
  static constexpr std::array<uint32_t, 256> kTable = core::reflectedCrcTable(0xD8018001u);
  uint32_t c = 0;
  for (uint8_t b : data) c = kTable[(c ^ b) & 0xff] ^ (c >> 8);
  return c;
}

uint8_t bcd(int v) {
  return static_cast<uint8_t>((v / 10) << 4 | (v % 10));
}

}  // namespace

int levelFolderOf(int number) {
  const int i = (number <= 100 ? number - 1 : number - 101);
  return std::min(9, i / 12 + 1);
}

void writeSyntheticCd(const fs::path& dir, const fs::path& sourceDir, const CdOptions& o) {
  fs::create_directories(dir);
  if (o.program) write(dir / name("RFIRE.BIN", o), syntheticProgram());
  const std::vector<uint8_t> car = syntheticArtCar();
  write(dir / name("ART", o) / name("ART.CAR", o), car);
  // the blend tables over the palette the cels' pixels index (synthetic_trans.hpp)
  write(dir / name("ART", o) / name("TRANS.TBL", o), syntheticTransTable(rf::readArtCar(car, "ART.CAR").logPalette));
  writeSyntheticSound(dir / name("SOUND", o), o.lowerCase);  // synthetic_sound.cpp
  writeText(dir / name("TITLE", o) / name("INTRO.STM", o), "synthetic stand-in\n");
  writeSyntheticPictures(dir, o.lowerCase);  // synthetic_rfa.hpp: the strips and stills
  if (!o.movie.empty()) writeSyntheticMovies(dir / name("TITLE", o), o.movie, o.lowerCase);  // synthetic_movie.hpp
  if (o.maps == Maps::None) return;
  const auto one = rf::serializeRfm(rf::loadMapText((sourceDir / "data/rf/maps/driftwood_cay.txt").string()));
  const auto two = rf::serializeRfm(rf::loadMapText((sourceDir / "data/rf/maps/meridian_rift.txt").string()));
  for (int n = 1; n <= 204; ++n) {
    if (o.maps == Maps::Few && n != 1 && n != 101) continue;
    char file[16];
    std::snprintf(file, sizeof file, "RFMAP%03d.RFM", n);
    const fs::path at = dir / name("WORLDS", o) / name(n <= 100 ? "1PLAYER" : "2PLAYER", o) /
                        name("LEVEL" + std::to_string(levelFolderOf(n)), o) / name(file, o);
    write(at, n <= 100 ? one : two);
  }
}

std::vector<uint8_t> rawSectors(std::span<const uint8_t> iso, RawMode mode) {
  constexpr size_t kUser = 2048, kRaw = 2352;
  if (iso.size() % kUser != 0)
    throw std::invalid_argument("rawSectors: the ISO is not whole 2048-byte sectors");
  const size_t n = iso.size() / kUser;
  std::vector<uint8_t> out(n * kRaw, 0);
  for (size_t s = 0; s < n; ++s) {
    uint8_t* r = &out[s * kRaw];
    r[0] = 0;
    for (int i = 1; i <= 10; ++i) r[i] = 0xff;
    r[11] = 0;
    const int frames = static_cast<int>(s) + 150;  // the 2-second lead-in
    r[12] = bcd(frames / (75 * 60));
    r[13] = bcd(frames / 75 % 60);
    r[14] = bcd(frames % 75);
    const auto data = iso.subspan(s * kUser, kUser);
    if (mode == RawMode::Mode1) {
      r[15] = 1;
      std::copy(data.begin(), data.end(), r + 16);
      const uint32_t e = edc(std::span<const uint8_t>(r, 16 + kUser));
      for (int i = 0; i < 4; ++i) r[16 + kUser + static_cast<size_t>(i)] = static_cast<uint8_t>(e >> (8 * i));
    } else {
      r[15] = 2;
      // subheader (twice): file 0, channel 0, submode 0x08 (data), coding 0
      r[18] = r[22] = 0x08;
      std::copy(data.begin(), data.end(), r + 24);
      const uint32_t e = edc(std::span<const uint8_t>(r + 16, 8 + kUser));
      for (int i = 0; i < 4; ++i) r[24 + kUser + static_cast<size_t>(i)] = static_cast<uint8_t>(e >> (8 * i));
    }
  }
  return out;
}

void writeBinCue(std::span<const uint8_t> iso, const fs::path& bin, const fs::path& cue, RawMode mode) {
  write(bin, rawSectors(iso, mode));
  const std::string track = mode == RawMode::Mode1 ? "MODE1/2352" : "MODE2/2352";
  writeText(cue, "FILE \"" + bin.filename().string() + "\" BINARY\n  TRACK 01 " + track +
                     "\n    INDEX 01 00:00:00\n");
}

}  // namespace synth
