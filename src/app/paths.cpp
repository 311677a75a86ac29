#include "app/paths.hpp"

#include <algorithm>
#include <cctype>
#include <system_error>

namespace app {

namespace fs = std::filesystem;

fs::path executableDir() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return fs::current_path();
  return self.parent_path();
}

static std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::vector<fs::path> filesWithExtension(const fs::path& dir, const std::string& ext) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->is_regular_file(ec) && lower(it->path().extension().string()) == lower(ext)) {
      out.push_back(it->path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<fs::path> bundledRfMaps() { return filesWithExtension(executableDir() / "data" / "rf" / "maps", ".rfm"); }

}  // namespace app
