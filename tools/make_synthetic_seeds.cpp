// SPDX-License-Identifier: GPL-3.0-or-later
// make_synthetic_seeds SEEDS_DIR BUILD_DIR: writes the fuzz targets' seed files that come from the
// synthetic CD's tools (tools/synthetic_cd) into SEEDS_DIR/fuzz_<target>/ (fuzz/seeds, committed):
// a small ISO of a CD folder (fuzz_disc_image: as .iso and as .cue/.bin), RFA pictures, TRANS.TBL,
// Cinepak frames and a two-frame STM from the built synthetic movie (BUILD_DIR/data/synthetic_movie),
// RFIRE.BIN (fuzz_rfire_bin, fuzz_rfire_tables), ART.CAR, a sample's WAV, PNG pictures, small style files. Nothing in them
// comes from the original game. Run by hand when a format's tool changes (the other seeds:
// tools/make_fuzz_seeds.py).
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "core/image.hpp"
#include "rf/data/art_car.hpp"
#include "synthetic_cd/synthetic_art.hpp"
#include "synthetic_cd/synthetic_movie.hpp"
#include "synthetic_cd/synthetic_program.hpp"
#include "synthetic_cd/synthetic_rfa.hpp"
#include "synthetic_cd/synthetic_sound.hpp"
#include "synthetic_cd/synthetic_style.hpp"
#include "synthetic_cd/synthetic_trans.hpp"

namespace {

namespace fs = std::filesystem;

void put(const fs::path& p, const std::vector<uint8_t>& b) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

std::vector<uint8_t> get(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<uint8_t> with(uint8_t first, const std::vector<uint8_t>& rest) {
  std::vector<uint8_t> out{first};
  out.insert(out.end(), rest.begin(), rest.end());
  return out;
}

// A CD folder of the layout's names holding small files, as an ISO (xorriso, no padding).
std::vector<uint8_t> smallIso(const fs::path& work) {
  const fs::path dir = work / "cd";
  fs::remove_all(dir);
  put(dir / "RFIRE.BIN", std::vector<uint8_t>(3000, 0x4d));
  put(dir / "ART/TRANS.TBL", std::vector<uint8_t>(100, 1));
  put(dir / "WORLDS/1PLAYER/LEVEL1/RFMAP001.RFM", std::vector<uint8_t>(5000, 7));
  put(dir / "WORLDS/2PLAYER/LEVEL1/RFMAP101.RFM", std::vector<uint8_t>(10, 9));
  const fs::path iso = work / "small.iso";
  const std::string cmd = "xorriso -as mkisofs -quiet -no-pad -V RFIRE -o " + iso.string() + " " + dir.string() + " 2>/dev/null";
  if (std::system(cmd.c_str()) != 0) throw std::runtime_error("xorriso failed: " + cmd);
  return get(iso);
}

// A small picture with a few colours and edges.
core::Image smallPicture(int w, int h) {
  core::Image img(w, h, core::rgba(0x20, 0x40, 0x80));
  img.fillRect(2, 2, w / 2, h / 3, core::rgba(0xff, 0xc0, 0x10));
  img.line(0, h - 1, w - 1, 0, core::rgba(0x10, 0xff, 0x30));
  return img;
}

std::vector<uint8_t> u16(unsigned v) {
  return {static_cast<uint8_t>(v), static_cast<uint8_t>(v >> 8)};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: make_synthetic_seeds SEEDS_DIR BUILD_DIR\n";
    return 2;
  }
  const fs::path seeds = argv[1];
  const fs::path build = argv[2];
  try {
    const fs::path work = fs::temp_directory_path() / "retrosim_make_synthetic_seeds";
    fs::create_directories(work);
    const std::vector<uint8_t> iso = smallIso(work);
    put(seeds / "fuzz_disc_image/small_iso.bin", with(0, iso));
    put(seeds / "fuzz_disc_image/small_cue.bin", with(1, iso));

    const core::Image pic = smallPicture(24, 16);
    put(seeds / "fuzz_rfa/bottom_up_8bit.rfa", synth::writeRfa(pic, 8, false));
    put(seeds / "fuzz_rfa/top_down_8bit.rfa", synth::writeRfa(pic, 8, true));

    const std::vector<uint8_t> car = synth::syntheticArtCar();
    put(seeds / "fuzz_art_car/ART.CAR", car);
    put(seeds / "fuzz_trans_tbl/TRANS.TBL", synth::syntheticTransTable(rf::readArtCar(car, "ART.CAR").logPalette));

    const std::vector<uint8_t> program = synth::syntheticProgram();
    put(seeds / "fuzz_rfire_bin/RFIRE.BIN", program);
    put(seeds / "fuzz_rfire_tables/RFIRE.BIN", program);

    put(seeds / "fuzz_riff_wav/sample0.wav", synth::syntheticSdt(0));

    // the style reader: whole small files (even mode) and the laid-over mode's kinds
    put(seeds / "fuzz_style/small_gry.bin", with(0, synth::makeSyntheticStyle({gta::StyleKind::Gry, 1, 1, 1})));
    put(seeds / "fuzz_style/small_g24.bin", with(0, synth::makeSyntheticStyle({gta::StyleKind::G24, 2, 1, 0})));
    put(seeds / "fuzz_style/over_g24.bin", {1});
    put(seeds / "fuzz_style/over_gry.bin", {3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7});
    put(seeds / "fuzz_png/small.png", pic.encodePng());
    put(seeds / "fuzz_png/one_pixel.png", core::Image(1, 1, core::rgba(1, 2, 3, 4)).encodePng());

    for (const bool grey : {false, true}) {
      const synth::SyntheticMovie m = synth::builtSyntheticMovie(build / "data/synthetic_movie", grey);
      const std::string name = grey ? "grey" : "colour";
      // fuzz_cinepak: the size (bit 15: grey), then the first frames, each its length first
      std::vector<uint8_t> frames = u16(static_cast<unsigned>(m.width - 1) | (grey ? 0x8000u : 0u));
      const std::vector<uint8_t> h = u16(static_cast<unsigned>(m.height - 1));
      frames.insert(frames.end(), h.begin(), h.end());
      for (size_t i = 0; i < 2 && i < m.frames.size(); ++i) {
        const std::vector<uint8_t>& f = m.frames[i].bytes;
        if (f.size() > 0xffff) continue;
        const std::vector<uint8_t> n = u16(static_cast<unsigned>(f.size()));
        frames.insert(frames.end(), n.begin(), n.end());
        frames.insert(frames.end(), f.begin(), f.end());
      }
      put(seeds / ("fuzz_cinepak/" + name + ".bin"), frames);
      // fuzz_stm: two frames and a tenth of a second of sound
      const size_t samples = std::min<size_t>(m.audio.size(), 22050 / 10 * 2);
      put(seeds / ("fuzz_stm/" + name + ".stm"),
          synth::packStm(std::span(m.frames.data(), std::min<size_t>(2, m.frames.size())),
                         std::span(m.audio.data(), samples), m.width, m.height, 15, 22050, 0x10000,
                         grey ? 40 : 24));
    }
    fs::remove_all(work);
  } catch (const std::exception& e) {
    std::cerr << "make_synthetic_seeds: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
