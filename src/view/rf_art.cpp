// SPDX-License-Identifier: GPL-3.0-or-later
// The terrain textures (rf_art.hpp).
#include "view/rf_art.hpp"

#include <cstdlib>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>

#include "core/file_io.hpp"

namespace view {
namespace {

// designed: no texture file of ours is near this (the largest is ~6 KB).
constexpr uint64_t kMaxArtBytes = 1 << 20;

core::Image readTexture(const std::filesystem::path& dir, const std::string& name, int w, int h) {
  const std::string path = (dir / (name + ".png")).string();
  const std::vector<uint8_t> bytes = core::readFile(path, {"a PNG texture", kMaxArtBytes});
  core::Image img = core::Image::decodePng(bytes, path);
  if (img.width() != w || img.height() != h) {
    throw std::runtime_error(path + ": expected a " + std::to_string(w) + " x " + std::to_string(h) +
                             " texture, found " + std::to_string(img.width()) + " x " +
                             std::to_string(img.height()));
  }
  return img;
}

std::function<std::filesystem::path()>& finder() {
  static std::function<std::filesystem::path()> f;
  return f;
}

std::filesystem::path defaultArtDir() {
  if (const char* d = std::getenv("RETROSIM_DATA_DIR"); d != nullptr && *d != '\0')
    return std::filesystem::path(d) / "rf" / "art";
  if (const char* r = std::getenv("RETROSIM_ROOT"); r != nullptr && *r != '\0')
    return std::filesystem::path(r) / "data" / "rf" / "art";
  throw std::runtime_error(
      "no terrain art folder: the program sets it from its data folder; set $RETROSIM_DATA_DIR "
      "(DIR/rf/art) or $RETROSIM_ROOT (the source tree)");
}

std::mutex& artMutex() {
  static std::mutex m;
  return m;
}
std::unique_ptr<RfArt>& loaded() {
  static std::unique_ptr<RfArt> art;
  return art;
}

void loadLocked() {
  if (loaded()) return;
  const std::filesystem::path dir = finder() ? finder()() : defaultArtDir();
  loaded() = std::make_unique<RfArt>(loadRfArt(dir));
}

}  // namespace

RfArt loadRfArt(const std::filesystem::path& dir) {
  constexpr int T = kRfArtTexture, C = kRfArtCell;
  RfArt a;
  a.grass = readTexture(dir, "grass", kRfArtLand, kRfArtLand);
  a.dry = readTexture(dir, "dry", kRfArtLand, kRfArtLand);
  a.sand = readTexture(dir, "sand", T, T);
  a.rock = readTexture(dir, "rock", T, T);
  a.rubble = readTexture(dir, "rubble", T, T);
  a.earth = readTexture(dir, "earth", kRfArtLand, kRfArtLand);
  a.concrete = readTexture(dir, "concrete", T, T);
  for (int f = 0; f < kRfWaterFrames; ++f) {
    a.shallow[static_cast<size_t>(f)] = readTexture(dir, "shallow_" + std::to_string(f), T, T);
    a.deep[static_cast<size_t>(f)] = readTexture(dir, "deep_" + std::to_string(f), T, T);
  }
  a.road = readTexture(dir, "road", 16 * C, C);
  a.bridge = readTexture(dir, "bridge", C, C);
  a.pad[0] = readTexture(dir, "pad_0", C, C);
  a.pad[1] = readTexture(dir, "pad_1", C, C);
  return a;
}

void setRfArtFinder(std::function<std::filesystem::path()> f) {
  const std::lock_guard<std::mutex> lock(artMutex());
  finder() = std::move(f);
}

void loadRfArtNow() {
  const std::lock_guard<std::mutex> lock(artMutex());
  loadLocked();
}

const RfArt& rfArt() {
  const std::lock_guard<std::mutex> lock(artMutex());
  loadLocked();
  return *loaded();
}

}  // namespace view
