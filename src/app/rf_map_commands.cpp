// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf map info | validate | render | summary | new | text (generate, prove: their own files)
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/json_out.hpp"
#include "app/paths.hpp"
#include "app/rf_game_data.hpp"
#include "app/rf_map_report.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "rf/data/data_source.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/map_text.hpp"
#include "rf/data/original_layout.hpp"
#include "rf/sim/world.hpp"
#include "view/rf_map_render.hpp"

namespace app {

// rf map generate (rf_map_generate_command.cpp), rf map prove (rf_map_prove_command.cpp)
void addRfMapGenerateCommand(CLI::App* map, Commands& commands);
void addRfMapProveCommand(CLI::App* map, Commands& commands);

namespace {

namespace fs = std::filesystem;

// A map named by its file, or by --data DIR --level N on the original game's layout.
struct MapArg {
  std::string path;
  std::string dataDir;
  int level = 0;

  void add(CLI::App* cmd) {
    CLI::Option* map = cmd->add_option("map", path, "the map file (.rfm)");
    cmd->add_option("--data", dataDir, "the original game's folder (holds WORLDS/) or disc image (.iso, .cue/.bin)");
    CLI::Option* lvl = cmd->add_option("--level", level, "with --data: map number 1..204 (RFMAPnnn.RFM)")
                           ->check(CLI::Range(1, 204));
    // a map file and --level name two maps: bad usage (exit 2), naming both
    cmd->parse_complete_callback([map, lvl] {
      if (map->count() > 0 && lvl->count() > 0) {
        throw CLI::ValidationError("MAP and --level",
                                   "both name a map; give a map file, or --data DIR --level N, not both");
      }
    });
  }
  std::string resolve() const {
    if (level > 0) {
      if (dataDir.empty()) throw std::runtime_error("--level needs --data DIR (the original game's folder)");
      return rf::findOriginalMap(dataDir, level).path.string();
    }
    if (path.empty()) throw std::runtime_error("no map given: pass a .rfm file or --data DIR --level N");
    return path;
  }
  // The map loaded: from a file, a data folder or a disc image.
  RfMapLoad load(std::string& name) const {
    if (level > 0 && rf::isDiscImagePath(dataDir)) {
      const RfMapBytes m = readOriginalMap(*rf::openDataSource(dataDir), level);
      name = m.name;
      return loadRfMap(m.bytes, m.name);
    }
    name = resolve();
    return loadRfMap(name);
  }
};

int mapInfo(const MapArg& arg, bool asJson) {
  std::string path;
  const RfMapLoad map = arg.load(path);
  const nlohmann::json report = rfMapReport(path, map);
  std::cout << (asJson ? jsonDump(report, 2) + "\n" : rfMapReportText(report));
  if (!map.world) {
    std::fprintf(stderr, "retrosim: %s\n", map.worldError.c_str());
    return 1;
  }
  return 0;
}

int mapValidate(const std::vector<std::string>& files, const std::string& dataDir) {
  std::vector<std::string> all = files;
  std::unique_ptr<rf::DataSource> image;  // --data IMAGE: its maps are read from it
  std::map<std::string, std::string> inImage;  // display path -> entry
  if (!dataDir.empty() && rf::isDiscImagePath(dataDir)) {
    image = rf::openDataSource(dataDir);
    for (const rf::OriginalMap& m : rf::listOriginalMaps(*image)) {
      all.push_back(m.path.string());
      inImage[m.path.string()] = m.entry;
    }
  } else if (!dataDir.empty()) {
    for (const rf::OriginalMap& m : rf::listOriginalMaps(dataDir)) all.push_back(m.path.string());
  }
  if (all.empty()) throw std::runtime_error("nothing to validate: pass map files or --data DIR");
  int failed = 0;
  for (const std::string& f : all) {
    try {
      const auto in = inImage.find(f);
      const RfMapLoad map = in != inImage.end() ? loadRfMap(image->read(in->second, 1u << 20), f) : loadRfMap(f);
      for (const std::string& w : rf::rfmWarnings(map.file)) std::cout << f << ": warning: " << w << "\n";
      if (!map.world) {
        std::cerr << map.worldError << "\n";
        ++failed;
        continue;
      }
      std::cout << f << ": ok (" << map.file.title() << ")\n";
    } catch (const std::exception& e) {
      std::cerr << e.what() << "\n";
      ++failed;
    }
  }
  if (all.size() > 1) {
    std::cout << all.size() - static_cast<size_t>(failed) << " of " << all.size() << " maps valid\n";
  }
  return failed == 0 ? 0 : 1;
}

int mapRender(const MapArg& arg, const std::string& out, int scale, bool noLegend) {
  std::string path;
  const RfMapLoad map = arg.load(path);
  if (!map.world) throw std::runtime_error(map.worldError);
  const core::Image img = view::renderRfMap(*map.world, {scale, !noLegend});
  img.writePng(out);
  std::cout << "wrote " << out << " (" << img.width() << " x " << img.height() << ")\n";
  return 0;
}

int mapSummary(const std::string& dir, const std::string& out) {
  if (!fs::is_directory(dir)) throw std::runtime_error(dir + ": not a folder");
  std::vector<std::string> notices;
  const std::vector<fs::path> files = filesWithExtension(dir, ".rfm", &notices);
  for (const std::string& n : notices) std::cerr << "retrosim: " << n << "\n";
  if (files.empty()) throw std::runtime_error(dir + ": no .rfm maps found (searched every sub-folder)");
  nlohmann::json maps = nlohmann::json::array();
  nlohmann::json failures = nlohmann::json::array();
  const bool progress = files.size() > 10;
  for (size_t i = 0; i < files.size(); ++i) {
    const std::string f = files[i].string();
    if (progress) std::fprintf(stderr, "\r[%zu/%zu] %s\033[K", i + 1, files.size(), files[i].filename().c_str());
    try {
      const RfMapLoad map = loadRfMap(f);
      maps.push_back(rfMapReport(f, map));
      if (!map.world) failures.push_back({{"file", f}, {"error", map.worldError}});
    } catch (const std::exception& e) {
      failures.push_back({{"file", f}, {"error", e.what()}});
    }
  }
  if (progress) std::fprintf(stderr, "\n");
  const nlohmann::json summary = {{"folder", dir}, {"count", files.size()}, {"maps", maps}, {"failures", failures}};
  core::writeFileAtomic(out, jsonDump(summary, 2) + "\n");
  for (const auto& f : failures) std::cerr << f["error"].get<std::string>() << "\n";
  std::cout << "wrote " << out << ": " << files.size() << " maps, " << failures.size() << " not playable\n";
  return 0;
}

int mapNew(const std::string& src, const std::string& out, bool noCheck) {
  const rf::RfmFile map = rf::loadMapText(src);
  if (!noCheck) {
    core::MsvcRand rand;
    rf::buildWorld(map, fs::path(src).filename().string(), rand);  // throws rf::LoadError
  }
  rf::saveRfm(map, out);
  return 0;
}

int mapText(const MapArg& arg, const std::string& out) {
  const rf::RfmFile map = rf::loadRfm(arg.resolve());
  if (out.empty()) {
    std::cout << rf::mapToText(map);
  } else {
    rf::saveMapText(map, out);
  }
  return 0;
}

}  // namespace

void addRfMapCommands(CLI::App& rf, Commands& commands) {
  CLI::App* map = rf.add_subcommand("map", "Return Fire level maps (RFM): inspect, check, draw, author");
  map->require_subcommand(1);

  auto* info = map->add_subcommand("info", "header, chunks, stock, pads, flag sites and objects of a map");
  auto infoArg = std::make_shared<MapArg>();
  auto infoJson = std::make_shared<bool>(false);
  infoArg->add(info);
  info->add_flag("--json", *infoJson, "print JSON");
  info->callback([&commands, infoArg, infoJson] { commands.action = [=] { return mapInfo(*infoArg, *infoJson); }; });

  auto* validate = map->add_subcommand("validate", "check maps as the game's loader does; exit 1 if any fails");
  auto files = std::make_shared<std::vector<std::string>>();
  auto valData = std::make_shared<std::string>();
  validate->add_option("maps", *files, "map files");
  validate->add_option("--data", *valData, "also every map of the original game's folder or disc image");
  validate->callback([&commands, files, valData] { commands.action = [=] { return mapValidate(*files, *valData); }; });

  auto* render = map->add_subcommand("render", "draw a map to a PNG");
  auto renderArg = std::make_shared<MapArg>();
  auto out = std::make_shared<std::string>();
  auto scale = std::make_shared<int>(8);
  auto noLegend = std::make_shared<bool>(false);
  renderArg->add(render);
  render->add_option("-o,--output", *out, "the PNG to write")->required();
  render->add_option("--scale", *scale, "pixels per cell (2..32, default 8)")->check(CLI::Range(2, 32));
  render->add_flag("--no-legend", *noLegend, "only the map, no legend panel");
  render->callback([&commands, renderArg, out, scale, noLegend] {
    commands.action = [=] { return mapRender(*renderArg, *out, *scale, *noLegend); };
  });

  auto* summary = map->add_subcommand("summary", "one JSON file describing every map in a folder");
  auto dir = std::make_shared<std::string>();
  auto summaryOut = std::make_shared<std::string>();
  summary->add_option("dir", *dir, "folder searched recursively for .rfm files")->required();
  summary->add_option("-o,--output", *summaryOut, "the JSON file to write")->required();
  summary->callback([&commands, dir, summaryOut] { commands.action = [=] { return mapSummary(*dir, *summaryOut); }; });

  auto* make = map->add_subcommand("new", "compile a text map (docs/map-format.md) to an RFM file");
  auto src = std::make_shared<std::string>();
  auto newOut = std::make_shared<std::string>();
  auto noCheck = std::make_shared<bool>(false);
  make->add_option("source", *src, "the text map")->required();
  make->add_option("-o,--output", *newOut, "the RFM file to write")->required();
  make->add_flag("--no-check", *noCheck, "write the map even if the game's loader would refuse it");
  make->callback([&commands, src, newOut, noCheck] { commands.action = [=] { return mapNew(*src, *newOut, *noCheck); }; });

  auto* text = map->add_subcommand("text", "print a map as text (the reverse of new; exact round trip)");
  auto textArg = std::make_shared<MapArg>();
  auto textOut = std::make_shared<std::string>();
  textArg->add(text);
  text->add_option("-o,--output", *textOut, "write to this file instead of standard output");
  text->callback([&commands, textArg, textOut] { commands.action = [=] { return mapText(*textArg, *textOut); }; });

  addRfMapGenerateCommand(map, commands);
  addRfMapProveCommand(map, commands);
}

void addRfCommands(CLI::App& app, Commands& commands) {
  CLI::App* rf = app.add_subcommand("rf", "Return Fire (1995)");
  rf->require_subcommand(1);
  addRfMapCommands(*rf, commands);
  addRfRunCommand(*rf, commands);
  addRfBotsCommand(*rf, commands);
  addRfScoresCommand(*rf, commands);
  addRfPlayCommand(*rf, commands);
  addRfReplayCommand(*rf, commands);
  addRfDemoCommand(*rf, commands);
  addRfDataCommand(*rf, commands);
  addRfMusicCommand(*rf, commands);
  addRfGalleryCommand(*rf, commands);
}

}  // namespace app
