// SPDX-License-Identifier: GPL-3.0-or-later
// Where the program finds its own bundled content and puts what the user did not name: the
// one place that says so (docs/install.md).
//   data    the first of $RETROSIM_DATA_DIR, <exe dir>/data (a build tree),
//           <exe dir>/../share/retrosim (an installed prefix), each of $XDG_DATA_DIRS
//           (default /usr/local/share:/usr/share) + /retrosim, that has rf/maps
//   outputs $XDG_CACHE_HOME/retrosim, else $HOME/.cache/retrosim: the pictures of `demo`,
//           `rf demo` and the F12 screenshots when no folder is given (never next to the
//           program, which may be installed where nobody may write)
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace app {

// The running executable ("retrosim" in the current folder when /proc/self/exe cannot be read)
// and the folder that holds it (the build folder for ./dev run).
std::filesystem::path executablePath();
std::filesystem::path executableDir();

inline constexpr const char* kDataDirEnv = "RETROSIM_DATA_DIR";
// What marks a data folder: its Return Fire maps.
inline constexpr const char* kDataMarker = "rf/maps";

// One folder the data lookup tries, and why it is on the list.
struct DataCandidate {
  std::filesystem::path dir;
  std::string
      origin;  // "$RETROSIM_DATA_DIR", "next to the program", "the program's prefix", "$XDG_DATA_DIRS"
};

// An environment variable's value, "" when unset.
using EnvLookup = std::function<std::string(const char* name)>;
std::string processEnv(const char* name);

// The folders tried for the data, in order (an unset or empty variable adds nothing; an unset
// or empty $XDG_DATA_DIRS is /usr/local/share:/usr/share).
std::vector<DataCandidate> dataDirCandidates(const std::filesystem::path& exeDir, const EnvLookup& env);
std::vector<DataCandidate> dataDirCandidates();
// The first candidate that has rf/maps, "" when none has.
std::filesystem::path findDataDir(const std::vector<DataCandidate>& candidates);
// The data folder in use; throws std::runtime_error, one line naming every folder tried,
// when there is none.
std::filesystem::path dataDir();
// "no retrosim data (a folder with rf/maps): tried A, B, C; set $RETROSIM_DATA_DIR".
std::string noDataMessage(const std::vector<DataCandidate>& candidates);

// The score's folder (DATA/rf/music: our .mid files) of the data folder in use, found as every
// data folder is (an installed program's is PREFIX/share/retrosim/rf/music); without a data
// folder, <exe dir>/data/rf/music (its absence is then said by the music's own message).
std::filesystem::path bundledMusicDir();

// The compiled free maps (DATA/rf/maps/*.rfm), sorted by name; none without a data folder.
std::vector<std::filesystem::path> bundledRfMaps();

// The folder for outputs the user did not name: $XDG_CACHE_HOME/retrosim (when absolute), else
// $HOME/.cache/retrosim; throws std::runtime_error when neither is set.
std::filesystem::path outputsDir(const EnvLookup& env);
std::filesystem::path outputsDir();
// How --help says it: "$XDG_CACHE_HOME/retrosim/SUB, else ~/.cache/retrosim/SUB" (SUB may be "").
std::string outputsDirHelp(const std::string& sub);

// Every regular file under `dir` (recursively, not into linked folders) whose extension
// matches `ext` case-insensitively (ext with the dot, e.g. ".rfm"), sorted by path. A folder
// that cannot be read is skipped and the scan goes on; `notices` (when given) gets one line
// for each: "DIR: cannot read the folder: Permission denied (skipped)".
std::vector<std::filesystem::path> filesWithExtension(const std::filesystem::path& dir,
                                                      const std::string& ext,
                                                      std::vector<std::string>* notices = nullptr);

// `message` with every mention of `path` shortened to its file name (what a screen shows:
// no build or home folders).
std::string shortPathMessage(std::string message, const std::filesystem::path& path);

}  // namespace app
