// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_game_data.hpp"

#include <algorithm>
#include <cstdio>

#include "core/ascii.hpp"
#include "core/bytes.hpp"
#include "media/rfa_picture.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/original_program.hpp"
#include "rf/data/trans_table.hpp"
#include "view/rf_original_look.hpp"

namespace app {
namespace {

constexpr uint64_t kMaxProgramBytes = 64ull << 20;
constexpr uint64_t kMaxMapBytes = 1ull << 20;
// designed: the largest ART.CAR read (the real one is 1,926,415 bytes)
constexpr uint64_t kMaxArtBytes = 32ull << 20;
// designed: the largest picture read (the largest .RFA known, 640 x 480 x 8 bits, is 308 KB)
constexpr uint64_t kMaxPictureBytes = 4ull << 20;

// A picture of ART/ (media/rfa_picture.hpp) at our 640-wide screen's scale: the first of
// `names` the CD has, a high-resolution one (640 wide) at 1:1, a low one (320) doubled, an
// empty picture when it has none. `height`: the low one's rows (0: any). Throws (one line
// naming the file) when the one found is bad or of another size.
struct Picture {
  core::Image picture;
  std::string name;
};
struct PictureName {
  std::string file;
  bool high = false;
};
Picture readArtPicture(const rf::DataSource& src, const std::vector<PictureName>& names, int height,
                       const std::string& what) {
  for (const PictureName& n : names) {
    const auto entry = rf::findPath(src, {"ART", n.file});
    if (!entry) continue;
    const std::string shown = src.display(*entry);
    const media::RfaPicture p = media::readRfaPicture(src.read(*entry, kMaxPictureBytes), shown);
    const int wantW = n.high ? 640 : 320, wantH = n.high ? 2 * height : height;
    if (p.width != wantW || (height > 0 && p.height != wantH)) {
      throw core::ParseError(shown, 18,
                             what + " " + std::to_string(wantW) + " pixels wide" +
                                 (height > 0 ? " and " + std::to_string(wantH) + " high" : ""),
                             std::to_string(p.width) + " x " + std::to_string(p.height));
    }
    return {n.high ? p.toImage() : p.toImage().scaleNearest(2), n.file};
  }
  return {};
}

// The status bar's strip for `players` (ART/{1,2}PBSCRH.RFA, else {1,2}PBSCRL.RFA;
// view::RfOrigStrips).
Picture readStrip(const rf::DataSource& src, int players) {
  const std::string stem = std::to_string(players) + "PBSCR";
  return readArtPicture(src, {{stem + "H.RFA", true}, {stem + "L.RFA", false}}, 0, "a strip");
}

// The title's backdrop (State_EnterBackScreen 0x40ef00 draws \Art\{Hi,Lo}Bck<Lang>.RFA or
// PS480 / PS240.RFA; designed: the first HIBCK*.RFA in name order, then PS480, the first
// LOBCK*.RFA, PS240).
Picture readBackdrop(const rf::DataSource& src) {
  std::vector<PictureName> names;
  std::vector<std::string> hi, lo;
  if (const auto art = rf::findEntry(src, "", "ART", true)) {
    for (const rf::DataEntry& e : src.list(*art)) {
      const std::string up = core::asciiUpper(e.name);
      if (e.folder || up.size() < 4 || up.substr(up.size() - 4) != ".RFA") continue;
      if (up.rfind("HIBCK", 0) == 0) hi.push_back(up);
      if (up.rfind("LOBCK", 0) == 0) lo.push_back(up);
    }
  }
  std::sort(hi.begin(), hi.end());
  std::sort(lo.begin(), lo.end());
  for (const std::string& f : hi) names.push_back({f, true});
  names.push_back({"PS480.RFA", true});
  for (const std::string& f : lo) names.push_back({f, false});
  names.push_back({"PS240.RFA", false});
  return readArtPicture(src, names, 240, "a backdrop");
}

}  // namespace

RfGameData openRfGameData(const std::string& path) {
  RfGameData d;
  d.source = rf::openDataSource(path);
  if (auto program = rf::findEntry(*d.source, "", "RFIRE.BIN", false)) {
    d.program = d.source->display(*program);
    const std::vector<uint8_t> bytes = d.source->read(*program, kMaxProgramBytes);
    d.tables = rf::loadOriginalProgram(bytes, d.program);
  }
  return d;
}

std::shared_ptr<const rf::DataTables> gameTables(const RfGameData* data) {
  return data != nullptr ? data->tables : nullptr;
}

std::string tablesLine(const RfGameData* data) {
  if (data == nullptr || data->tables == nullptr) {
    return std::string(rf::tableSourceName(rf::TableSource::Designed));
  }
  char crc[9];
  std::snprintf(crc, sizeof crc, "%08x", data->tables->programCrc32);
  return std::string(rf::tableSourceName(rf::TableSource::Original)) + " (" + data->program + ", crc32 " + crc + ")";
}

RfLook chooseRfLook(const rf::DataSource* src, bool wanted) {
  RfLook out;
  if (src == nullptr) {
    out.line = "look: ours (no --data or [data] path)";
    return out;
  }
  if (!wanted) {
    out.line = "look: ours ([view] look = ours)";
    return out;
  }
  const auto art = rf::findPath(*src, {"ART", "ART.CAR"});
  if (!art) {
    out.line = "look: ours (no ART/ART.CAR in " + src->name() + ")";
    return out;
  }
  const auto program = rf::findEntry(*src, "", "RFIRE.BIN", false);
  if (!program) {
    out.line = "look: ours (no RFIRE.BIN in " + src->name() + " for the models)";
    return out;
  }
  try {
    const std::string artName = src->display(*art), programName = src->display(*program);
    rf::ArtCar car = rf::readArtCar(src->read(*art, kMaxArtBytes), artName);
    const std::vector<uint8_t> programBytes = src->read(*program, kMaxProgramBytes);
    rf::OriginalModels models = rf::loadOriginalModels(programBytes, programName);
    std::optional<rf::OriginalHud> hud;
    std::string hudLine = ", the original's HUD";
    try {
      hud = rf::loadOriginalHud(programBytes, programName);
    } catch (const std::exception& e) {
      hudLine = std::string(", our HUD: ") + e.what();
    }
    view::RfOrigStrips strips;
    std::string stripLine;
    try {
      Picture one = readStrip(*src, 1), two = readStrip(*src, 2);
      strips.onePlayer = std::move(one.picture);
      strips.twoPlayers = std::move(two.picture);
      if (!one.name.empty() || !two.name.empty()) {
        stripLine = ", the strips " + one.name + (one.name.empty() || two.name.empty() ? "" : " ") + two.name;
      }
    } catch (const std::exception& e) {
      strips = {};
      stripLine = std::string(", no strips: ") + e.what();
    }
    try {
      Picture back = readBackdrop(*src);
      strips.backdrop = std::move(back.picture);
      if (!back.name.empty()) stripLine += ", the backdrop " + back.name;
    } catch (const std::exception& e) {
      stripLine += std::string(", no backdrop: ") + e.what();
    }
    std::optional<rf::TransTable> trans;  // ART/TRANS.TBL: the original's blend tables
    std::string transLine;
    if (const auto t = rf::findPath(*src, {"ART", "TRANS.TBL"})) {
      try {
        trans = rf::readTransTable(src->read(*t, 2 * rf::trans::kSize), src->display(*t));
        transLine = ", TRANS.TBL's blending";
      } catch (const std::exception& e) {
        transLine = std::string(", blending in RGB: ") + e.what();
      }
    }
    out.look = std::make_shared<const view::RfOriginalLook>(std::move(car), std::move(models), std::move(hud),
                                                           std::move(strips), std::move(trans));
    out.line = "look: original (" + artName + ", " + programName + " models" + hudLine + stripLine + transLine + ")";
  } catch (const std::exception& e) {
    out.line = std::string("look: ours (") + e.what() + ")";
  }
  return out;
}

RfMapBytes readOriginalMap(const rf::DataSource& src, int number) {
  const rf::OriginalMap m = rf::findOriginalMap(src, number);
  return {src.read(m.entry, kMaxMapBytes), m.path.string()};
}

}  // namespace app
