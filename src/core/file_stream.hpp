// A file written as it goes (a trace of any length in bounded memory) that appears only
// when it is complete. The bytes go to a unique temporary file in the target's folder
// (mkstemp, never a fixed name); commit() syncs it to the disk and renames it over the
// target, then syncs the folder. A writer destroyed before commit() removes its temporary,
// so a failed run leaves no half-written file and the old one stays as it was.
// The target's kind is kept: a symlink is written through to the file it points to (the
// link stays a link), an existing file keeps its mode, a device or FIFO that exists
// (/dev/null, a named pipe) is written directly, never replaced; /dev/stdout, /dev/stderr
// and /dev/fd/N write to this process's own descriptor; a folder is refused.
#pragma once

#include <string>
#include <string_view>

namespace core {

class StreamFile {
 public:
  // Opens the temporary (or the device). Throws std::runtime_error "PATH: cannot write: why".
  explicit StreamFile(std::string path);
  ~StreamFile();
  StreamFile(const StreamFile&) = delete;
  StreamFile& operator=(const StreamFile&) = delete;

  // Appends (buffered: at most kBuffer bytes are held). Throws std::runtime_error.
  void write(std::string_view bytes);
  // The whole file is written: flushed, synced, renamed over the target. Throws.
  void commit();

  const std::string& path() const { return path_; }
  bool committed() const { return committed_; }
  static constexpr size_t kBuffer = 1 << 16;

 private:
  void flush();
  [[noreturn]] void fail(const std::string& what, int err);

  std::string path_;    // as given (the messages name it)
  std::string target_;  // the file renamed over: path_, or the file its links lead to
  std::string tmp_;     // the temporary; empty when writing a device directly
  int fd_ = -1;
  std::string buf_;
  bool committed_ = false;
};

}  // namespace core
