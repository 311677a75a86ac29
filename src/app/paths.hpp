// Where the program finds its own bundled content at run time.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace app {

// The folder that holds the running executable (the build folder for ./dev run).
std::filesystem::path executableDir();
// The compiled free maps (build/data/rf/maps/*.rfm), sorted by name.
std::vector<std::filesystem::path> bundledRfMaps();
// Every regular file under `dir` (recursively, not into linked folders) whose extension
// matches `ext` case-insensitively (ext with the dot, e.g. ".rfm"), sorted by path. A folder
// that cannot be read is skipped and the scan goes on; `notices` (when given) gets one line
// for each: "DIR: cannot read the folder: Permission denied (skipped)".
std::vector<std::filesystem::path> filesWithExtension(const std::filesystem::path& dir,
                                                      const std::string& ext,
                                                      std::vector<std::string>* notices = nullptr);

}  // namespace app
