// SPDX-License-Identifier: GPL-3.0-or-later
// StreamFile (file_stream.hpp): FileWriter behind a bounded buffer.
#include "core/file_stream.hpp"

#include <utility>

namespace core {

StreamFile::StreamFile(std::string path, const FormatCheck* check)
    : path_(std::move(path)), file_(path_, check) {
  buf_.reserve(kBuffer);
}

void StreamFile::write(std::string_view bytes) {
  if (buf_.size() + bytes.size() > kBuffer) flush();
  if (bytes.size() >= kBuffer) {
    file_.write(bytes);
  } else {
    buf_.append(bytes);
  }
}

void StreamFile::flush() {
  if (buf_.empty()) return;
  file_.write(std::string_view(buf_));
  buf_.clear();
}

void StreamFile::commit() {
  flush();
  file_.commit();
  committed_ = true;
}

}  // namespace core
