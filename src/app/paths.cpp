// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/paths.hpp"

#include "core/text.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <system_error>

#include "core/ascii.hpp"

// The data folder from the program's folder once installed (cmake/install.cmake: from
// GNUInstallDirs' BINDIR to DATADIR/retrosim).
#ifndef RETROSIM_DATA_FROM_BIN
#define RETROSIM_DATA_FROM_BIN "../share/retrosim"
#endif

namespace app {

namespace fs = std::filesystem;

fs::path executablePath() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return fs::current_path() / "retrosim";
  return self;
}

fs::path executableDir() {
  return executablePath().parent_path();
}

namespace {

void scanFolder(const fs::path& dir, const std::string& ext, std::vector<fs::path>& out,
                std::vector<std::string>* notices) {
  const auto skipped = [&](const std::error_code& ec) {
    if (notices != nullptr)
      notices->push_back(dir.string() + ": cannot read the folder: " + ec.message() + " (skipped)");
  };
  std::error_code ec;
  fs::directory_iterator it(dir, ec);
  if (ec) return skipped(ec);
  std::vector<fs::path> folders;
  for (const fs::directory_iterator end; it != end; it.increment(ec)) {
    std::error_code kind;
    if (it->symlink_status(kind).type() == fs::file_type::directory) {
      folders.push_back(it->path());
    } else if (it->is_regular_file(kind) && core::asciiLower(it->path().extension().string()) == ext) {
      out.push_back(it->path());
    }
  }
  if (ec) skipped(ec);
  std::sort(folders.begin(), folders.end());
  for (const fs::path& f : folders) scanFolder(f, ext, out, notices);
}

}  // namespace

std::vector<fs::path> filesWithExtension(const fs::path& dir, const std::string& ext,
                                         std::vector<std::string>* notices) {
  std::vector<fs::path> out;
  scanFolder(dir, core::asciiLower(ext), out, notices);
  std::sort(out.begin(), out.end());
  return out;
}

std::string processEnv(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr ? v : "";
}

std::vector<DataCandidate> dataDirCandidates(const fs::path& exeDir, const EnvLookup& env) {
  std::vector<DataCandidate> out;
  if (const std::string d = env(kDataDirEnv); !d.empty()) out.push_back({d, std::string("$") + kDataDirEnv});
  out.push_back({exeDir / "data", "next to the program"});
  out.push_back({(exeDir / RETROSIM_DATA_FROM_BIN).lexically_normal(), "the program's prefix"});
  std::string dirs = env("XDG_DATA_DIRS");
  if (dirs.empty()) dirs = "/usr/local/share:/usr/share";
  size_t at = 0;
  while (at <= dirs.size()) {
    const size_t colon = std::min(dirs.find(':', at), dirs.size());
    const fs::path d = dirs.substr(at, colon - at);
    // the base directory spec: a relative entry is not one
    if (d.is_absolute()) out.push_back({d / "retrosim", "$XDG_DATA_DIRS"});
    at = colon + 1;
  }
  return out;
}

std::vector<DataCandidate> dataDirCandidates() {
  return dataDirCandidates(executableDir(), processEnv);
}

fs::path findDataDir(const std::vector<DataCandidate>& candidates) {
  for (const DataCandidate& c : candidates) {
    std::error_code ec;
    if (fs::is_directory(c.dir / kDataMarker, ec)) return c.dir;
  }
  return {};
}

std::string noDataMessage(const std::vector<DataCandidate>& candidates) {
  std::string tried;
  for (const DataCandidate& c : candidates) tried += (tried.empty() ? "" : ", ") + c.dir.string();
  return std::string("no retrosim data (a folder with ") + kDataMarker + "): tried " + tried + "; set $" +
         kDataDirEnv + " to the folder that has it";
}

fs::path dataDir() {
  const std::vector<DataCandidate> candidates = dataDirCandidates();
  fs::path d = findDataDir(candidates);
  if (d.empty()) throw std::runtime_error(noDataMessage(candidates));
  return d;
}

fs::path bundledMusicDir() {
  const fs::path d = findDataDir(dataDirCandidates());
  return (d.empty() ? executableDir() / "data" : d) / "rf" / "music";
}

std::vector<fs::path> bundledRfMaps() {
  const fs::path d = findDataDir(dataDirCandidates());
  if (d.empty()) return {};
  return filesWithExtension(d / kDataMarker, ".rfm");
}

fs::path outputsDir(const EnvLookup& env) {
  // the base directory spec: a relative XDG_CACHE_HOME is not set
  if (const fs::path c = env("XDG_CACHE_HOME"); c.is_absolute()) return c / "retrosim";
  if (const std::string h = env("HOME"); !h.empty()) return fs::path(h) / ".cache" / "retrosim";
  throw std::runtime_error("no folder for the outputs: set XDG_CACHE_HOME or HOME");
}

fs::path outputsDir() {
  return outputsDir(processEnv);
}

std::string outputsDirHelp(const std::string& sub) {
  return "$XDG_CACHE_HOME/retrosim" + (sub.empty() ? std::string() : "/" + sub) + ", else ~/.cache/retrosim" +
         (sub.empty() ? std::string() : "/" + sub);
}

std::string shortPathMessage(std::string message, const std::filesystem::path& path) {
  return core::shortPathMessage(std::move(message), path.string(), path.filename().string());
}

}  // namespace app
