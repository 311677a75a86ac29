// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim gta gallery -o DIR [--data DIR] [--ini FILE] [--section N]: the GTA gallery's
// pictures as PNG files (gta_gallery.hpp, docs/gta-view.md).
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

#include "app/commands.hpp"
#include "app/gta_gallery.hpp"

namespace app {
namespace {

struct GtaGalleryOptions {
  std::string out;
  std::string data;
  std::string ini;
  uint32_t section = 1;
};

int runGtaGallery(const GtaGalleryOptions& opt) {
  std::string data = opt.data;
  if (data.empty()) {
    if (const char* d = std::getenv("RETROSIM_GTA1_DATA"); d != nullptr) data = d;
  }
  std::string ini = opt.ini;
  if (ini.empty()) {
    if (data.empty())
      throw std::runtime_error("gta gallery: no GTA data: give --data DIR (the folder of MISSION.INI and NYC.CMP)");
    ini = (std::filesystem::path(data) / "MISSION.INI").string();
  }
  std::filesystem::create_directories(opt.out);
  int n = 0;
  drawGtaGallery(ini, opt.section, data, [&](const GtaGalleryPicture& p) {
    const std::string path = (std::filesystem::path(opt.out) / (p.name + ".png")).string();
    p.image.writePng(path);
    std::cout << "wrote " << path << "\n";
    ++n;
  });
  std::cout << n << " pictures\n";
  return 0;
}

}  // namespace

void addGtaGalleryCommand(CLI::App& gta, Commands& commands) {
  auto* g = gta.add_subcommand("gallery", "draw the GTA gallery's scenes (the city in 3D) as PNG files");
  auto opt = std::make_shared<GtaGalleryOptions>();
  g->add_option("-o,--output", opt->out, "the folder to write into")->required();
  g->add_option("--data", opt->data, "the folder of MISSION.INI and its city (default: $RETROSIM_GTA1_DATA)");
  g->add_option("--ini", opt->ini, "the MISSION.INI (default: DATA/MISSION.INI)");
  g->add_option("--section", opt->section, "the section N of [N] (default 1)");
  g->callback([&commands, opt] { commands.action = [opt] { return runGtaGallery(*opt); }; });
}

}  // namespace app
