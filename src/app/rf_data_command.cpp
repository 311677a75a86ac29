// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf data check PATH [--json]: what of the user's Return Fire CD (a folder or a
// disc image) can be used (docs/original-data.md): one line per part, found / missing /
// wrong with the reason; exit 0 when the original tables and the 204 maps can be used.
#include <algorithm>
#include <array>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/json_out.hpp"
#include "app/rf_movie.hpp"
#include "rf/sound/original_sound.hpp"
#include "core/crc32.hpp"
#include "media/rfa_picture.hpp"
#include "rf/data/art_car.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/disc_image.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/data/original_hud.hpp"
#include "rf/data/original_models.hpp"
#include "rf/data/original_program.hpp"
#include "rf/data/pe_image.hpp"
#include "rf/data/trans_table.hpp"
#include "rf/data/rfm.hpp"

namespace app {
namespace {

enum class Status { Found, Missing, Wrong };
constexpr const char* kStatus[] = {"found", "missing", "wrong"};

struct Part {
  std::string part;
  Status status = Status::Found;
  std::string detail;
  bool required = true;  // needed for the original tables and maps
};

constexpr uint64_t kMaxProgram = 64ull << 20;
constexpr uint64_t kMaxMap = 1ull << 20;
constexpr int kMaps = rf::kLastTwoPlayerMap;  // 204

void checkProgram(const rf::DataSource& src, std::vector<Part>& out) {
  const auto file = rf::findEntry(src, "", "RFIRE.BIN", false);
  if (!file) {
    out.push_back({"RFIRE.BIN", Status::Missing,
                   "the tables stay the designed ones (copy RFIRE.BIN from the CD's root)"});
    return;
  }
  std::vector<uint8_t> bytes;
  try {
    bytes = src.read(*file, kMaxProgram);
  } catch (const std::exception& e) {
    out.push_back({"RFIRE.BIN", Status::Wrong, e.what()});
    return;
  }
  const std::string name = src.display(*file);
  for (const rf::ProgramCheck& c : rf::checkOriginalProgram(bytes, name)) {
    const bool program = c.part == name;
    Part p{program ? "RFIRE.BIN" : c.part, c.ok ? Status::Found : Status::Wrong, c.reason};
    if (program && c.ok) {
      p.detail = std::to_string(bytes.size()) + " bytes, CRC-32 " + rf::hexAddress(core::crc32(bytes)) +
                 ": Return Fire for Windows 95";
    }
    out.push_back(std::move(p));
  }
}

// The CD's pictures retrosim shows (media/rfa_picture.hpp): the status bar's strips, the
// title's backdrop (PS240 / PS480; a language's HiBck / LoBck is not listed) and the intro's stills; not required (without them the bar is black, the intro has no stills).
void checkPictures(const rf::DataSource& src, std::vector<Part>& out) {
  static constexpr std::array<std::array<std::string_view, 2>, 8> kPictures{{{"ART", "1PBSCRL.RFA"},
                                                                            {"ART", "1PBSCRH.RFA"},
                                                                            {"ART", "2PBSCRL.RFA"},
                                                                            {"ART", "2PBSCRH.RFA"},
                                                                            {"ART", "PS240.RFA"},
                                                                            {"ART", "PS480.RFA"},
                                                                            {"TITLE", "EMI.RFA"},
                                                                            {"TITLE", "SILENT.RFA"}}};
  std::string good, firstBad;
  int found = 0, bad = 0;
  for (const auto& [folder, name] : kPictures) {
    const auto entry = rf::findPath(src, {folder, name});
    if (!entry) continue;
    ++found;
    try {
      const media::RfaPicture p = media::readRfaPicture(src.read(*entry, 4ull << 20), src.display(*entry));
      good += (good.empty() ? "" : ", ") + std::string(name.substr(0, name.find('.'))) + " " +
              std::to_string(p.width) + " x " + std::to_string(p.height);
    } catch (const std::exception& e) {
      if (bad++ == 0) firstBad = e.what();
    }
  }
  const std::string label = "ART/ and TITLE/*.RFA";
  const std::string of = std::to_string(found) + " of " + std::to_string(kPictures.size()) + " pictures";
  if (found == 0) {
    out.push_back({label, Status::Missing, "the status bar stays black, the title and the intro stay ours", false});
  } else if (bad > 0) {
    out.push_back({label, Status::Wrong, of + ", " + std::to_string(bad) + " bad, the first: " + firstBad, false});
  } else {
    out.push_back({label, Status::Found, of + ": " + good, false});
  }
}

// ART/ART.CAR (the original look's cels) and RFIRE.BIN's model parts: not required for the
// tables and maps (without them the look is ours).
void checkLook(const rf::DataSource& src, std::vector<Part>& out) {
  const auto art = rf::findPath(src, {"ART", "ART.CAR"});
  if (!art) {
    out.push_back({"ART/ART.CAR", Status::Missing, "the look stays ours", false});
  } else {
    try {
      const rf::ArtCar car = rf::readArtCar(src.read(*art, 32ull << 20), src.display(*art));
      out.push_back({"ART/ART.CAR", Status::Found,
                     std::to_string(car.cels.size()) + " cels, " + std::to_string(car.bytes.size()) + " bytes", false});
    } catch (const std::exception& e) {
      out.push_back({"ART/ART.CAR", Status::Wrong, e.what(), false});
    }
  }
  if (const auto t = rf::findPath(src, {"ART", "TRANS.TBL"})) {  // the blend tables
    try {
      (void)rf::readTransTable(src.read(*t, 2 * rf::trans::kSize), src.display(*t));
      out.push_back({"ART/TRANS.TBL", Status::Found, "the blend, 32 darken and brighten tables", false});
    } catch (const std::exception& e) {
      out.push_back({"ART/TRANS.TBL", Status::Wrong, e.what() + std::string(" (blending in RGB)"), false});
    }
  } else {
    out.push_back({"ART/TRANS.TBL", Status::Missing, "blending in RGB", false});
  }
  checkPictures(src, out);
  const auto file = rf::findEntry(src, "", "RFIRE.BIN", false);
  if (!file) return;  // RFIRE.BIN's own line says it is missing
  const std::vector<uint8_t> program = src.read(*file, kMaxProgram);
  try {
    const rf::OriginalModels m = rf::loadOriginalModels(program, src.display(*file));
    out.push_back({"RFIRE.BIN models", Status::Found,
                   std::to_string(m.parts.size()) + " parts, " + std::to_string(m.faces) + " faces, " +
                       std::to_string(m.verts) + " vertices",
                   false});
  } catch (const std::exception& e) {
    out.push_back({"RFIRE.BIN models", Status::Wrong, e.what(), false});
  }
  try {  // the original HUD's tables (the dashboard in the original look)
    const rf::OriginalHud h = rf::loadOriginalHud(program, src.display(*file));
    int gauges = 0;
    for (const rf::HudVehicle& v : h.vehicles)
      for (const rf::HudGauge& g : v.gauges) gauges += g.kind != 0;
    out.push_back({"RFIRE.BIN HUD", Status::Found,
                   std::to_string(gauges) + " gauges, 4 radar widgets, " + std::to_string(rf::hud::kSegments) +
                       " grenade segments, " +
                       std::to_string(h.blipBox.size() + h.blipPlus.size() + h.blipFlag.size()) + " radar blip dots",
                   false});
  } catch (const std::exception& e) {
    out.push_back({"RFIRE.BIN HUD", Status::Wrong, e.what() + std::string(" (the HUD stays ours)"), false});
  }
}

void checkWorlds(const rf::DataSource& src, std::vector<Part>& out) {
  std::vector<rf::OriginalMap> maps;
  try {
    maps = rf::listOriginalMaps(src);
  } catch (const std::exception& e) {
    out.push_back({"WORLDS", Status::Missing, e.what()});
    return;
  }
  std::set<int> numbers;
  std::vector<std::string> bad;
  std::vector<std::pair<std::string, int>> perLevel;
  for (const rf::OriginalMap& m : maps) {
    const std::string level =
        std::string(m.players == 1 ? "1PLAYER" : "2PLAYER") + "/LEVEL" + std::to_string(m.levelFolder);
    if (perLevel.empty() || perLevel.back().first != level) {
      auto it =
          std::find_if(perLevel.begin(), perLevel.end(), [&](const auto& p) { return p.first == level; });
      if (it == perLevel.end()) perLevel.emplace_back(level, 0);
    }
    std::find_if(perLevel.begin(), perLevel.end(), [&](const auto& p) { return p.first == level; })->second++;
    try {
      (void)rf::parseRfm(src.read(m.entry, kMaxMap), m.path.string());
      numbers.insert(m.number);
    } catch (const std::exception& e) {
      bad.push_back(e.what());
    }
  }
  std::vector<int> missing;
  for (int n = 1; n <= kMaps; ++n) {
    if (!numbers.count(n)) missing.push_back(n);
  }
  Part w{"WORLDS", Status::Found, std::to_string(numbers.size()) + " of " + std::to_string(kMaps) + " maps"};
  if (!bad.empty()) {
    w.status = Status::Wrong;
    w.detail += "; " + std::to_string(bad.size()) + " unreadable, the first: " + bad.front();
  } else if (!missing.empty()) {
    w.status = Status::Missing;
    std::string list;
    for (size_t i = 0; i < missing.size() && i < 8; ++i) list += (i ? ", " : "") + std::to_string(missing[i]);
    if (missing.size() > 8) list += ", ...";
    w.detail += "; missing RFMAPnnn.RFM " + list;
  }
  out.push_back(std::move(w));
  std::sort(perLevel.begin(), perLevel.end());
  for (const auto& [level, n] : perLevel) {
    out.push_back({"WORLDS/" + level, Status::Found, std::to_string(n) + " maps", false});
  }
}

int dataCheck(const std::string& path, bool asJson) {
  std::vector<Part> parts;
  std::unique_ptr<rf::DataSource> src;
  try {
    src = rf::openDataSource(path);
  } catch (const std::exception& e) {
    parts.push_back({"data", Status::Missing, e.what()});
  }
  if (src) {
    parts.push_back({"data", Status::Found, std::string(src->kind()) + " " + src->name()});
    // a check that throws (a damaged folder of an image) is its part's "wrong" line, as a
    // damaged file in a folder is, never the end of the check
    const auto guarded = [&parts](const char* part, bool required, const auto& check) {
      try {
        check();
      } catch (const std::exception& e) {
        // one line for one damage: a damaged root named by the first part it stopped
        const bool said = std::any_of(parts.begin(), parts.end(), [&](const Part& p) { return p.detail == e.what(); });
        if (!said) parts.push_back({part, Status::Wrong, e.what(), required});
        if (said && required) parts.push_back({part, Status::Wrong, "as above", required});
      }
    };
    // an image cut short (its maps may still lie in the part that is there): one line
    guarded("image", false, [&] {
      if (const std::string shortfall = rf::discImageShortfall(path); !shortfall.empty()) {
        parts.push_back({"image", Status::Wrong, shortfall});
      }
    });
    guarded("RFIRE.BIN", true, [&] { checkProgram(*src, parts); });
    guarded("WORLDS", true, [&] { checkWorlds(*src, parts); });
    guarded("ART", false, [&] { checkLook(*src, parts); });
    guarded("SOUND", false, [&] {
      for (const rf::sound::SoundCheckPart& p : rf::sound::checkOriginalSoundParts(*src)) parts.push_back({p.part, static_cast<Status>(p.status), p.detail, false});
    });
    guarded("TITLE/*.STM", false, [&] {
      const MovieCheck movies = checkMovies(*src);  // rf_movie.hpp: the TITLE/*.STM movies, read and checked
      parts.push_back({"TITLE/*.STM", movies.bad > 0 ? Status::Wrong : movies.found > 0 ? Status::Found : Status::Missing, movies.detail, false});
    });
  }
  bool usable = src != nullptr;
  for (const Part& p : parts) usable = usable && (!p.required || p.status == Status::Found);
  const std::string verdict =
      usable ? "the original tables and maps can be used"
             : "the original tables and maps cannot be used: retrosim keeps its designed "
               "tables and its own maps";
  if (asJson) {
    nlohmann::ordered_json j;
    j["path"] = path;
    j["usable"] = usable;
    j["parts"] = nlohmann::ordered_json::array();
    for (const Part& p : parts) {
      j["parts"].push_back(
          {{"part", p.part}, {"status", kStatus[static_cast<int>(p.status)]}, {"detail", p.detail}});
    }
    std::cout << jsonDump(j, 2) << "\n";
  } else {
    for (const Part& p : parts) {
      std::cout << p.part << ": " << kStatus[static_cast<int>(p.status)]
                << (p.detail.empty() ? "" : " (" + p.detail + ")") << "\n";
    }
    std::cout << verdict << "\n";
  }
  return usable ? 0 : 1;
}

}  // namespace

// rf_data_verify_command.cpp: `rf data verify` under `rf data`.
void addRfDataVerifyCommand(CLI::App& data, Commands& commands);

void addRfDataCommand(CLI::App& rf, Commands& commands) {
  CLI::App* data = rf.add_subcommand("data", "the user's original Return Fire data (docs/original-data.md)");
  data->require_subcommand(1);
  CLI::App* check = data->add_subcommand("check", "what of the CD (a folder or a disc image) can be used");
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  check->add_option("path", *path, "the CD: a folder, an .iso, a .cue or a .bin")->required();
  check->add_flag("--json", *json, "the parts as JSON");
  check->callback(
      [&commands, path, json] { commands.action = [path, json] { return dataCheck(*path, *json); }; });
  addRfDataVerifyCommand(*data, commands);
}

}  // namespace app
