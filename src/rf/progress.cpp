// SPDX-License-Identifier: GPL-3.0-or-later
// The progress file (progress.hpp, docs/rf-progress.md): the CRC-16, the bytes, the file.
#include "rf/progress.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <system_error>

#include "core/bytes.hpp"
#include "core/file_io.hpp"
#include "core/file_lock.hpp"
#include "rf/high_score_store.hpp"

namespace rf {

namespace fs = std::filesystem;

// FUN_00414990's CRC-16: bit-reflected, polynomial 0x8408, register preset to 0xFFFF, no
// final xor.
uint16_t progressCrc16(std::span<const uint8_t> bytes) {
  uint16_t crc = 0xffff;
  for (const uint8_t b : bytes) {
    crc = static_cast<uint16_t>(crc ^ b);
    for (int bit = 0; bit < 8; ++bit) {
      crc = (crc & 1u) != 0 ? static_cast<uint16_t>((crc >> 1) ^ 0x8408u) : static_cast<uint16_t>(crc >> 1);
    }
  }
  return crc;
}

uint16_t progressCrc16(std::string_view text) {
  return progressCrc16(std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

const MapProgress* Progress::find(std::string_view title, int players) const {
  for (const MapProgress& m : maps) {
    if (m.title == title && m.players == players) return &m;
  }
  return nullptr;
}

namespace {

std::string cutTitle(std::string_view title) {
  return std::string(title.substr(0, std::min(title.size(), kProgressTitleMax)));
}

// A title as a message shows it: printable ASCII, others as '?'.
std::string printable(std::string_view s) {
  std::string out;
  for (const char c : s) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return out;
}

std::vector<uint8_t> payloadOf(const MapProgress& m) {
  core::ByteWriter w;
  w.u8(static_cast<uint8_t>(m.title.size()));
  w.bytes(std::span(reinterpret_cast<const uint8_t*>(m.title.data()), m.title.size()));
  w.u8(static_cast<uint8_t>((m.won ? kProgressWon : 0) | (m.players == 2 ? kProgressTwoPlayers : 0)));
  w.u32(m.bestMs);
  w.u16(m.wins);
  w.u16(m.games);
  return w.take();
}

// The payload's title as far as it can be read (for the message of a dropped record).
std::string titleGuess(std::span<const uint8_t> payload) {
  if (payload.empty()) return "";
  const size_t n = std::min<size_t>(payload[0], payload.size() - 1);
  return printable(std::string_view(reinterpret_cast<const char*>(payload.data() + 1), n));
}

// A payload whose CRC matched: its layout must be the format's exactly.
MapProgress parsePayload(core::ByteReader& r, size_t start, size_t length) {
  MapProgress m;
  const uint8_t n = r.u8("the title length");
  if (n == 0) r.failAt(start, "a title of 1..255 bytes", "an empty title");
  if (length != n + kProgressPayloadFixed) {
    r.failAt(start - kProgressRecordHeader, "a record length of " + std::to_string(n + kProgressPayloadFixed) +
                                                " (title of " + std::to_string(n) + " bytes + 10)",
             std::to_string(length));
  }
  m.title = r.fixedString(n, "the title");
  const size_t flagsAt = r.pos();
  const uint8_t flags = r.u8("the flags");
  if ((flags & ~(kProgressWon | kProgressTwoPlayers)) != 0) r.failAt(flagsAt, "flags 0..3", core::hex(flags));
  m.won = (flags & kProgressWon) != 0;
  m.players = (flags & kProgressTwoPlayers) != 0 ? 2 : 1;
  m.bestMs = r.u32("the best time");
  m.wins = r.u16("the win count");
  m.games = r.u16("the game count");
  return m;
}

}  // namespace

std::vector<uint8_t> serializeProgress(const Progress& progress) {
  if (progress.maps.size() > std::numeric_limits<uint16_t>::max()) {
    throw std::invalid_argument("progress: more than 65535 maps");
  }
  core::ByteWriter w;
  w.fixedString(kProgressMagic, kProgressMagic.size());
  w.u16(kProgressVersion);
  w.u16(static_cast<uint16_t>(progress.maps.size()));
  for (MapProgress m : progress.maps) {
    if (m.title.empty()) throw std::invalid_argument("progress: a record without a map title");
    if (m.players != 1 && m.players != 2) throw std::invalid_argument("progress: a record of a mode other than 1 or 2 players");
    m.title = cutTitle(m.title);
    const std::vector<uint8_t> payload = payloadOf(m);
    w.u16(static_cast<uint16_t>(payload.size()));
    w.u16(progressCrc16(payload));
    w.bytes(payload);
  }
  return w.take();
}

ProgressParse parseProgress(std::span<const uint8_t> bytes, const std::string& file) {
  ProgressParse out;
  core::ByteReader r(bytes, file);
  r.need(kProgressHeaderSize, "the 8-byte progress header");
  const std::string magic = r.fixedString(4, "the magic");
  if (magic != kProgressMagic) r.failAt(0, "the magic \"rfpg\"", "\"" + printable(magic) + "\"");
  const uint16_t version = r.u16("the version");
  if (version != kProgressVersion) r.failAt(4, "version 1", std::to_string(version));
  const uint16_t count = r.u16("the record count");
  for (uint16_t i = 0; i < count; ++i) {
    const size_t at = r.pos();
    r.need(kProgressRecordHeader, "record " + std::to_string(i + 1) + " of " + std::to_string(count));
    const uint16_t length = r.u16("the record length");
    const uint16_t stored = r.u16("the record CRC");
    if (length < kProgressPayloadFixed + 1) {
      r.failAt(at, "a record length of at least 11", std::to_string(length));
    }
    const size_t start = r.pos();
    const std::span<const uint8_t> payload = r.bytes(length, "the record's " + std::to_string(length) + " bytes");
    const uint16_t computed = progressCrc16(payload);
    if (computed != stored) {
      out.dropped.push_back(file + ": offset " + core::hex(at) + ": record '" + titleGuess(payload) + "': CRC " +
                            core::hex(stored) + " stored, " + core::hex(computed) + " computed; dropped");
      continue;
    }
    core::ByteReader abs(bytes, file);  // the payload read at its place in the file (offsets in errors)
    abs.seek(start, "the record");
    MapProgress m = parsePayload(abs, start, length);
    if (out.progress.find(m.title, m.players) != nullptr) {
      out.dropped.push_back(file + ": offset " + core::hex(at) + ": record '" + printable(m.title) +
                            "': a second record for this title and mode; dropped");
      continue;
    }
    out.progress.maps.push_back(std::move(m));
  }
  if (r.remaining() != 0) {
    r.fail("the end of the file after " + std::to_string(count) + " records", std::to_string(r.remaining()) + " more bytes");
  }
  return out;
}

ProgressChange recordProgress(Progress& progress, std::string_view title, bool won, uint32_t ms, int players) {
  const std::string key = cutTitle(title);
  if (key.empty()) throw std::invalid_argument("progress: a map without a title");
  if (players != 1 && players != 2) throw std::invalid_argument("progress: a mode of 1 or 2 players");
  const uint8_t mode = static_cast<uint8_t>(players);
  auto it = std::find_if(progress.maps.begin(), progress.maps.end(),
                         [&](const MapProgress& m) { return m.title == key && m.players == mode; });
  if (it == progress.maps.end()) {
    MapProgress fresh{key};
    fresh.players = mode;
    progress.maps.push_back(fresh);
    it = progress.maps.end() - 1;
  }
  MapProgress& m = *it;
  constexpr uint16_t kMax = std::numeric_limits<uint16_t>::max();
  if (m.games < kMax) ++m.games;
  ProgressChange change;
  if (!won) return change;
  if (m.wins < kMax) ++m.wins;
  change.firstWin = !m.won;
  change.newBest = !m.won || ms < m.bestMs;
  m.won = true;
  if (change.newBest) m.bestMs = ms;
  return change;
}

fs::path defaultProgressPath() {
  if (const char* p = std::getenv(kProgressEnv); p != nullptr && *p != '\0') return p;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x != nullptr && *x != '\0') {
    return fs::path(x) / "retrosim" / kProgressName;
  }
  if (const char* h = std::getenv("HOME"); h != nullptr && *h != '\0') {
    return fs::path(h) / ".local" / "share" / "retrosim" / kProgressName;
  }
  throw std::runtime_error(std::string("no place for the progress: set ") + kProgressEnv + ", XDG_DATA_HOME or HOME");
}

namespace {

// designed: a record is some 40 bytes a map; 16 MB is 400,000 maps
constexpr core::FileCap kProgressCap{"a progress file", 16u << 20};

// The magic "rfpg" at 0, or too short to tell.
bool hasProgressMagic(std::span<const uint8_t> head) {
  return head.size() < kProgressMagic.size() ||
         std::equal(kProgressMagic.begin(), kProgressMagic.end(), head.begin());
}

const core::FormatCheck kProgressKind{"a progress file (no \"rfpg\" magic)", hasProgressMagic};

}  // namespace

ProgressLoad loadProgress(const fs::path& file) {
  ProgressLoad out;
  std::error_code ec;
  if (!fs::exists(file, ec)) return out;  // a dangling link: the progress starts at its target
  const std::vector<uint8_t> bytes = core::readFile(file.string(), kProgressCap);
  try {
    ProgressParse p = parseProgress(bytes, file.string());
    out.progress = std::move(p.progress);
    out.messages = std::move(p.dropped);
    return out;
  } catch (const core::ParseError& e) {
    // Another kind of file is left alone: only ours is kept aside.
    if (!hasProgressMagic(bytes)) {
      throw std::runtime_error(file.string() + ": refusing to replace it: not " +
                               std::string(kProgressKind.what));
    }
    out.keptAs = core::keepCorruptFileAside(file, e.what());
    out.messages.push_back(std::string(e.what()) + "; kept as " + out.keptAs.string() + ", starting afresh");
  }
  return out;
}

void saveProgress(const fs::path& file, const Progress& progress) {
  core::writeFileAtomicInFolder(file, serializeProgress(progress), &kProgressKind);
}

ProgressChange recordProgressInFile(const fs::path& file, std::string_view title, bool won, uint32_t ms,
                                    std::vector<std::string>& messages, int players) {
  core::checkReplaceable(file.string(), &kProgressKind);  // a refused target: no folder, no .lock
  core::createParentFolder(file);
  const core::FileLock lock(file);  // other programs recording now wait: every game lands
  ProgressLoad load = loadProgress(file);
  messages = load.messages;
  const ProgressChange change = recordProgress(load.progress, title, won, ms, players);
  saveProgress(file, load.progress);
  return change;
}

}  // namespace rf
