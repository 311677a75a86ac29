// SPDX-License-Identifier: GPL-3.0-or-later
// discImageShortfall (rf data check): an .iso against its volume's size, a .bin against its
// .cue's tracks; one line naming the image and the bytes missing. Images made by hand: a
// primary volume descriptor (sector 16: type 1, "CD001", +80 the volume's sectors, +128 the
// block size), as 2048-byte sectors or raw MODE1/2352 ones (the data 16 bytes in).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "rf/data/disc_image.hpp"

namespace rf {
namespace {

namespace fs = std::filesystem;

fs::path tmp(const std::string& name) {
  const fs::path d = fs::temp_directory_path() / ("retrosim_shortfall_" + std::to_string(::getpid()));
  fs::create_directories(d);
  return d / name;
}

std::vector<uint8_t> pvd(uint32_t sectors) {
  std::vector<uint8_t> s(2048, 0);
  s[0] = 1;
  const char* id = "CD001";
  for (int i = 0; i < 5; ++i) s[1 + static_cast<size_t>(i)] = static_cast<uint8_t>(id[i]);
  for (int i = 0; i < 4; ++i) s[80 + static_cast<size_t>(i)] = static_cast<uint8_t>(sectors >> (8 * i));
  s[128] = 0x00;
  s[129] = 0x08;  // 2048
  return s;
}

void write(const fs::path& p, const std::vector<uint8_t>& b) {
  std::ofstream f(p, std::ios::binary | std::ios::trunc);
  f.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

// An image of `sectors` sectors of `sectorBytes` (2048, or raw 2352 with the data at +16),
// cut to `keep` sectors.
std::vector<uint8_t> image(uint32_t sectors, uint32_t keep, uint32_t sectorBytes) {
  std::vector<uint8_t> b(static_cast<size_t>(keep) * sectorBytes, 0);
  const std::vector<uint8_t> d = pvd(sectors);
  const size_t at = 16 * static_cast<size_t>(sectorBytes) + (sectorBytes == 2352 ? 16 : 0);
  for (size_t i = 0; i < d.size() && at + i < b.size(); ++i) b[at + i] = d[i];
  return b;
}

TEST(DiscImageShortfall, AWholeIsoIsWholeAHalfOneNamesTheBytesMissing) {
  write(tmp("whole.iso"), image(100, 100, 2048));
  EXPECT_EQ(discImageShortfall(tmp("whole.iso").string()), "");
  write(tmp("half.iso"), image(100, 50, 2048));
  EXPECT_EQ(discImageShortfall(tmp("half.iso").string()),
            tmp("half.iso").string() +
                ": cut short: the ISO 9660 volume is 204800 bytes, the file has 102400 (102400 bytes missing)");
  write(tmp("tiny.iso"), image(100, 10, 2048));
  EXPECT_EQ(discImageShortfall(tmp("tiny.iso").string()),
            tmp("tiny.iso").string() + ": cut short: 20480 bytes end before the volume descriptor at byte 32768");
}

TEST(DiscImageShortfall, ABinShorterThanItsCuesTrackIsNamed) {
  const std::string cue = "FILE \"disc.bin\" BINARY\n  TRACK 01 MODE1/2352\n    INDEX 01 00:00:00\n";
  {
    std::ofstream f(tmp("disc.cue"));
    f << cue;
  }
  write(tmp("disc.bin"), image(100, 100, 2352));
  EXPECT_EQ(discImageShortfall(tmp("disc.cue").string()), "");
  EXPECT_EQ(discImageShortfall(tmp("disc.bin").string()), "");
  write(tmp("disc.bin"), image(100, 90, 2352));
  const std::string want = tmp("disc.bin").string() +
                           ": cut short: track 1 (MODE1/2352) of disc.cue holds an ISO 9660 volume of 100 sectors, "
                           "so the .bin needs 235200 bytes, the file has 211680 (23520 bytes missing)";
  EXPECT_EQ(discImageShortfall(tmp("disc.cue").string()), want);
  EXPECT_EQ(discImageShortfall(tmp("disc.bin").string()), want);
  // a second track that starts past the end of the .bin
  {
    std::ofstream f(tmp("two.cue"));
    f << "FILE \"two.bin\" BINARY\n  TRACK 01 MODE1/2352\n    INDEX 01 00:00:00\n  TRACK 02 AUDIO\n"
         "    INDEX 01 00:02:00\n";
  }
  write(tmp("two.bin"), image(100, 100, 2352));
  EXPECT_EQ(discImageShortfall(tmp("two.cue").string()),
            tmp("two.bin").string() + ": cut short: track 2 (AUDIO) of two.cue starts at byte 352800, the file has 235200 bytes");
  fs::remove_all(tmp("x").parent_path());
}

}  // namespace
}  // namespace rf
