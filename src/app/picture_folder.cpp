// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/picture_folder.hpp"

#include <stdexcept>
#include <system_error>

#include "core/text.hpp"

namespace app {

namespace fs = std::filesystem;

void PictureFolder::write(const core::Image& image, const std::string& name) {
  std::error_code ec;
  if (!made_ && written_.empty() && !fs::is_directory(dir_, ec)) {
    made_ = fs::create_directories(dir_, ec);
    if (ec) {
      throw std::runtime_error(core::printable(dir_, std::string::npos) +
                               ": cannot create the folder: " + ec.message());
    }
  }
  const fs::path file = fs::path(dir_) / name;
  written_.push_back(file);  // before writing: a failed write is removed with the rest
  image.writePng(file.string());
}

std::string PictureFolder::discard() {
  size_t removed = 0;
  for (const fs::path& f : written_) {
    std::error_code ec;
    removed += fs::remove(f, ec) ? 1 : 0;
  }
  written_.clear();
  bool folder = false;
  if (made_) {
    std::error_code ec;
    folder = fs::is_empty(dir_, ec) && fs::remove(dir_, ec);
    made_ = false;
  }
  if (removed == 0 && !folder) return "";
  const std::string where = core::printable(dir_, std::string::npos);
  std::string s = removed == 0
                      ? "the folder " + where
                      : std::to_string(removed) + (removed == 1 ? " picture in " : " pictures in ") + where;
  if (removed != 0 && folder) s += " and the folder";
  return s;
}

std::string failedRunMessage(const std::string& why, const std::vector<std::string>& parts) {
  if (parts.empty()) return why;
  std::string s = why + "; not kept: ";
  for (size_t i = 0; i < parts.size(); ++i) s += (i == 0 ? "" : ", ") + parts[i];
  return s;
}

}  // namespace app
