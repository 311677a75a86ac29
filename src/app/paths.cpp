#include "app/paths.hpp"

#include <algorithm>
#include <system_error>

#include "core/ascii.hpp"

namespace app {

namespace fs = std::filesystem;

fs::path executableDir() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return fs::current_path();
  return self.parent_path();
}

std::vector<fs::path> filesWithExtension(const fs::path& dir, const std::string& ext) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->is_regular_file(ec) &&
        core::asciiLower(it->path().extension().string()) == core::asciiLower(ext)) {
      out.push_back(it->path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<fs::path> bundledRfMaps() { return filesWithExtension(executableDir() / "data" / "rf" / "maps", ".rfm"); }

}  // namespace app
