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

std::vector<fs::path> bundledRfMaps() { return filesWithExtension(executableDir() / "data" / "rf" / "maps", ".rfm"); }

}  // namespace app
