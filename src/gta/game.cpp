// SPDX-License-Identifier: GPL-3.0-or-later
// gta::Game: load (from memory or from the files), the frame and the end.
#include "gta/game.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <utility>

#include "core/ascii.hpp"
#include "core/file_io.hpp"
#include "gta/data/mission_ini.hpp"

namespace gta {
namespace {

// The file `name` in `dir`, matched without regard to case (the data's names are upper
// case, MISSION.INI's lower case); "" when there is none.
std::filesystem::path findFile(const std::filesystem::path& dir, const std::string& name) {
  std::error_code ec;
  const std::string want = core::asciiLower(name);
  for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
    if (core::asciiLower(e.path().filename().string()) == want) return e.path();
  }
  return {};
}

std::filesystem::path findCmp(const std::filesystem::path& dir, const std::string& name) {
  std::error_code ec;
  std::filesystem::path p = findFile(dir, name);
  if (!p.empty()) return p;
  std::filesystem::directory_iterator probe(dir, ec);  // for the system's reason, if any
  throw std::runtime_error(dir.string() + ": expected the city map '" + name +
                           "' named by the mission, found no such file" +
                           (ec ? " (" + ec.message() + ")" : ""));
}

}  // namespace

Game Game::load(std::shared_ptr<const CmpFile> cmp, std::string_view missionIniText, uint32_t section,
                const GameOptions& options, const std::string& iniFile) {
  if (!cmp) throw std::invalid_argument("gta::Game::load: no city map");
  Game g;
  gameRunBegin(g.state_, std::move(cmp), missionIniText, section, options, iniFile);
  return g;
}

Game Game::load(const std::string& iniPath, uint32_t section, const std::string& dataDir,
                GameOptions options) {
  LevelFiles files;
  files.ini = iniPath;
  const std::string iniText = loadMissionIniText(iniPath);
  const MissionSection s = readMissionSection(iniText, section, iniPath);
  const std::filesystem::path dir =
      dataDir.empty() ? std::filesystem::path(iniPath).parent_path() : std::filesystem::path(dataDir);
  const std::filesystem::path folder = dir.empty() ? std::filesystem::path(".") : dir;
  files.cmp = findCmp(folder, s.header.cmp).string();
  auto cmp = std::make_shared<const CmpFile>(loadCmp(files.cmp));
  // Tune_LoadFile reads config.ini beside the data when there is one (not in the shipped data)
  if (options.configIni.empty()) {
    const std::filesystem::path config = findFile(folder, "config.ini");
    if (!config.empty()) {
      files.configIni = config.string();
      const std::vector<uint8_t> bytes =
          core::readFile(files.configIni, core::FileCap{"a config.ini", 1u << 20});
      options.configIni.assign(bytes.begin(), bytes.end());
    }
  }
  Game g = load(std::move(cmp), iniText, section, options, iniPath);
  g.files_ = std::move(files);
  return g;
}

void Game::step(const Inputs& inputs) {
  if (over()) return;
  beginFrame(inputs);
  finishFrame();
}

void Game::beginFrame(const Inputs& inputs) {
  if (state_.iterationOpen) throw std::logic_error("gta::Game::beginFrame: the frame is already begun");
  if (over()) return;
  gameLoopBegin(state_, inputs);
}

void Game::finishFrame() {
  if (!state_.iterationOpen) throw std::logic_error("gta::Game::finishFrame: no frame begun");
  gameLoopFinish(state_);
}

int Game::end() {
  return gameRunEnd(state_);
}

}  // namespace gta
