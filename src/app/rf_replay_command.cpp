// retrosim rf replay: plays a replay back headless (docs/replay-format.md): finds its map by
// content hash, steps the recorded frames, checks every stored hash (--verify: exit 1
// naming the first frame and field that differ), prints the final hash, writes the views'
// pictures (--png DIR --every K).
#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/paths.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "core/hash.hpp"
#include "rf/replay.hpp"
#include "view/rf_frame_render.hpp"

namespace app {
namespace {

namespace fs = std::filesystem;

struct ReplayOptions {
  std::string file;
  std::string map;
  bool verify = false;
  bool hash = false;
  std::string png;
  int every = 30;
};

// The map the replay was recorded on: --map (its content must match), else a bundled map
// or a file next to the replay with the recorded name.
std::string findMap(const ReplayOptions& opt, const rf::Replay& r) {
  const auto matches = [&](const fs::path& p) {
    return fs::is_regular_file(p) && rf::mapContentHash(core::readFile(p.string())) == r.mapHash;
  };
  if (!opt.map.empty()) {
    if (!matches(opt.map)) {
      throw std::runtime_error(opt.map + ": not the map " + opt.file + " was recorded on (" + r.mapName +
                               ", content hash " + core::StateHasher::toHex(r.mapHash) + ")");
    }
    return opt.map;
  }
  std::vector<fs::path> candidates{fs::path(opt.file).parent_path() / r.mapName};
  for (const fs::path& m : bundledRfMaps()) candidates.push_back(m);
  for (const fs::path& c : candidates) {
    if (matches(c)) return c.string();
  }
  throw std::runtime_error(opt.file + ": its map " + r.mapName + " (content hash " +
                           core::StateHasher::toHex(r.mapHash) + ") is not here: give it with --map FILE");
}

int runReplay(const ReplayOptions& opt) {
  const rf::Replay r = rf::parseReplay(core::readFile(opt.file), opt.file);
  rf::GameOptions go;
  go.players = r.players;
  go.schemes = r.schemes;
  rf::Game game = rf::Game::load(findMap(opt, r), go);
  const auto total = static_cast<uint32_t>(r.frames.size());
  const auto mismatch = rf::playReplay(r, game, [&](const rf::Game& g, uint32_t f) {
    if (!opt.png.empty() && (f % static_cast<uint32_t>(opt.every) == 0 || f + 1 == total)) {
      std::string n = std::to_string(f);
      n.insert(0, n.size() < 6 ? 6 - n.size() : 0, '0');
      fs::create_directories(opt.png);
      view::renderRfScreen(g.state()).writePng((fs::path(opt.png) / ("frame_" + n + ".png")).string());
    }
  });
  if (mismatch) {
    std::cerr << "retrosim: " << opt.file << ": frame " << mismatch->frames << ": the state differs from the recording"
              << " (first differing field: " << mismatch->field << ")\n";
    if (opt.verify) return 1;
  }
  const std::string hash = core::StateHasher::toHex(game.hash());
  if (opt.hash) {
    std::cout << hash << "\n";
  } else {
    std::cout << opt.file << ": " << total << " frames, " << r.checkpoints.size() << " hashes "
              << (mismatch ? "NOT verified" : "verified") << ", hash " << hash << "\n";
  }
  return 0;
}

}  // namespace

void addRfReplayCommand(CLI::App& rf, Commands& commands) {
  auto* cmd = rf.add_subcommand("replay", "play a replay back headless and check its hashes (docs/replay-format.md)");
  auto opt = std::make_shared<ReplayOptions>();
  cmd->add_option("file", opt->file, "the replay file")->required();
  cmd->add_option("--map", opt->map, "the map it was recorded on (default: found by content hash)");
  cmd->add_flag("--verify", opt->verify, "exit 1 at the first stored hash that differs");
  cmd->add_flag("--hash", opt->hash, "print only the final state hash");
  cmd->add_option("--png", opt->png, "write the views' pictures into DIR");
  cmd->add_option("--every", opt->every, "with --png: every K-th frame (and the last; default 30)")
      ->check(CLI::Range(1, 100000000));
  cmd->callback([&commands, opt] { commands.action = [opt] { return runReplay(*opt); }; });
}

}  // namespace app
