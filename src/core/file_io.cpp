#include "core/file_io.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "core/bytes.hpp"

namespace core {

std::vector<uint8_t> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ParseError(path, 0, "a readable file", std::strerror(errno));
  std::vector<uint8_t> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw ParseError(path, 0, "a readable file", "a read error");
  return data;
}

void writeFileAtomic(const std::string& path, std::span<const uint8_t> data) {
  const std::string tmp = path + ".tmp";
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw std::runtime_error(path + ": cannot write: " + std::strerror(errno));
  const bool ok = std::fwrite(data.data(), 1, data.size(), f) == data.size();
  const bool closed = std::fclose(f) == 0;
  if (!ok || !closed) {
    std::remove(tmp.c_str());
    throw std::runtime_error(path + ": cannot write: " + std::strerror(errno));
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(tmp.c_str());
    throw std::runtime_error(path + ": cannot replace: " + why);
  }
}

void writeFileAtomic(const std::string& path, std::string_view text) {
  writeFileAtomic(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

void writeFileAtomicInFolder(const std::filesystem::path& file, std::span<const uint8_t> data) {
  if (file.has_parent_path()) {
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    if (ec) throw std::runtime_error(file.parent_path().string() + ": cannot create the folder: " + ec.message());
  }
  writeFileAtomic(file.string(), data);
}

std::filesystem::path corruptAsideName(const std::filesystem::path& file) {
  for (int n = 1;; ++n) {
    std::filesystem::path p = file;
    p += ".corrupt-" + std::to_string(n);
    std::error_code ec;
    if (!std::filesystem::exists(std::filesystem::symlink_status(p, ec))) return p;
  }
}

std::filesystem::path keepCorruptFileAside(const std::filesystem::path& file, const std::string& why) {
  const std::filesystem::path aside = corruptAsideName(file);
  std::error_code ec;
  std::filesystem::rename(file, aside, ec);
  if (ec) throw std::runtime_error(why + "; cannot keep it aside as " + aside.string() + ": " + ec.message());
  return aside;
}

}  // namespace core
