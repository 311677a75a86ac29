// Whole-file reads and atomic writes (the io library: never linked into a simulation).
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Reads the whole file; throws ParseError (offset 0) when it cannot be opened or read.
std::vector<uint8_t> readFile(const std::string& path);
// Writes to PATH.tmp then renames over PATH, so a failure never leaves a half-written file.
// Throws std::runtime_error with the path and the system's reason.
void writeFileAtomic(const std::string& path, std::span<const uint8_t> data);
void writeFileAtomic(const std::string& path, std::string_view text);
// writeFileAtomic after creating the file's folder (a file we own in $XDG_DATA_HOME ...).
void writeFileAtomicInFolder(const std::filesystem::path& file, std::span<const uint8_t> data);

// A file of ours that does not parse is never overwritten: it is renamed FILE.corrupt-N
// (the first N from 1 not taken) and the new name returned. Throws std::runtime_error
// "<why>; cannot keep it aside as ...: <reason>" when it cannot be moved (it then stays).
std::filesystem::path keepCorruptFileAside(const std::filesystem::path& file, const std::string& why);
// The name keepCorruptFileAside would move the file to now.
std::filesystem::path corruptAsideName(const std::filesystem::path& file);

}  // namespace core
