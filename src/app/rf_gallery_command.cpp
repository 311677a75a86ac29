// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf gallery -o DIR: the gallery's pictures as PNG files (rf_gallery.hpp,
// docs/gallery.md).
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

#include "app/commands.hpp"
#include "app/rf_gallery.hpp"
#include "app/rf_game_data.hpp"

namespace app {
namespace {

struct GalleryOptions {
  std::string out;
  bool list = false;
  std::vector<std::string> only;  // the pictures whose name starts with one of these (none: every one)
  bool small = false;             // half size (each 2 x 2 block averaged)
  std::string data;               // the user's CD: the 3D pictures in the original look
};

bool wanted(const GalleryOptions& opt, const std::string& name) {
  if (opt.only.empty()) return true;
  for (const std::string& o : opt.only) {
    if (name.rfind(o, 0) == 0) return true;
  }
  return false;
}

std::string onlyText(const GalleryOptions& opt) {
  std::string s;
  for (const std::string& o : opt.only) s += (s.empty() ? "'" : ", '") + o + "'";
  return s;
}

int runGallery(const GalleryOptions& opt) {
  if (opt.list) {
    for (const std::string& name : rfGalleryNames()) {
      if (wanted(opt, name)) std::cout << name << "\n";
    }
    return 0;
  }
  int asked = 0;
  for (const std::string& name : rfGalleryNames()) asked += wanted(opt, name) ? 1 : 0;
  if (asked == 0) throw std::runtime_error("no gallery picture's name starts with " + onlyText(opt) + " (see --list)");
  RfLook look;
  if (!opt.data.empty()) {
    const RfGameData data = openRfGameData(opt.data);
    look = chooseRfLook(data.source.get(), true);
    std::cerr << "retrosim: " << look.line << "\n";
    if (!look.look) throw std::runtime_error(opt.data + ": no original look to draw the gallery in (" + look.line + ")");
  }
  const std::filesystem::path dir(opt.out);
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir)) {
    throw std::runtime_error(opt.out + ": cannot make the gallery's folder: " +
                             (ec ? ec.message() : std::string("not a folder")));
  }
  int n = 0;
  drawRfGallery([&](const GalleryPicture& p) {
    if (!wanted(opt, p.name)) return;
    (opt.small ? p.image.downscaleBox(2) : p.image).writePng((dir / (p.name + ".png")).string());
    ++n;
  }, look.look.get());
  std::cout << opt.out << ": " << n << " pictures\n";
  return 0;
}

}  // namespace

void addRfGalleryCommand(CLI::App& rf, Commands& commands) {
  auto* cmd = rf.add_subcommand("gallery", "draw the gallery's scenes to PNGs (docs/gallery.md)");
  auto opt = std::make_shared<GalleryOptions>();
  auto* out = cmd->add_option("-o,--output", opt->out, "the folder to write the pictures into");
  cmd->add_flag("--list", opt->list, "print the pictures' names, draw nothing")->excludes(out);
  cmd->add_option("--only", opt->only, "only the pictures whose name starts with this (e.g. vehicle_, bno_tower; may repeat)");
  cmd->add_flag("--small", opt->small, "write each picture at half its size");
  cmd->add_option("--data", opt->data, "your Return Fire CD (folder or image): the 3D pictures in its original look");
  cmd->callback([&commands, opt] {
    if (!opt->list && opt->out.empty()) throw CLI::RequiredError("-o,--output");
    commands.action = [opt] { return runGallery(*opt); };
  });
}

}  // namespace app
