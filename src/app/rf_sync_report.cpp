// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rf_sync_report.hpp"

#include <sstream>
#include <stdexcept>
#include <system_error>

#include "app/paths.hpp"
#include "core/bytes.hpp"
#include "core/file_io.hpp"

namespace app {

namespace fs = std::filesystem;

fs::path syncReportPath(const SyncReportPlace& place, const net::Session& session) {
  if (!place.explicitPath.empty()) return place.explicitPath;
  if (!place.record.empty()) return place.record + ".sync.txt";
  const std::string side = session.role() == net::Role::Host ? "host" : "join";
  const fs::path dir = outputsDir() / "sync";
  const std::string stem = "sync-" + core::hex(session.sessionId()).substr(2) + "-" + side;
  fs::path p = dir / (stem + ".txt");
  std::error_code ec;
  for (int n = 2; fs::exists(p, ec) && n < 1000; ++n) p = dir / (stem + "-" + std::to_string(n) + ".txt");
  return p;
}

std::string syncReportText(const net::Session& session, const std::string& mapName, const std::string& program) {
  const net::Desync& d = *session.desync();
  const int me = session.localPlayer();
  std::ostringstream o;
  o << "retrosim sync report\n";
  o << "program: " << program << "\n";
  o << "map: " << mapName << "\n";
  o << "this side: " << (session.role() == net::Role::Host ? "the host" : "the joiner") << ", player " << me + 1
    << "; the other: " << session.remoteName() << ", player " << 2 - me << "\n";
  o << "session: " << core::hex(session.sessionId()) << ", delay " << session.delay() << "\n";
  o << "frame: " << d.frame << " (the state after that many frames)\n";
  o << "first differing field: " << d.field << "\n";
  o << "differing fields:";
  for (const std::string& f : d.fields) o << " " << f;
  o << "\n";
  o << "state hash: this side " << core::hex(d.localHash) << ", " << session.remoteName() << " "
    << core::hex(d.remoteHash) << "\n";
  o << "frames confirmed: " << session.confirmed() << ", stepped: " << session.frame() << "\n";
  o << "the words of the frames before it (p1 p2; frame f's words step the game to f + 1):\n";
  const uint32_t from = d.frame > kSyncReportFrames ? d.frame - kSyncReportFrames : 0;
  for (uint32_t f = from; f < d.frame; ++f) {
    const net::Words w = session.wordsOf(f);
    o << "frame " << f << ": " << core::hex(w[0]) << " " << core::hex(w[1]) << "\n";
  }
  return o.str();
}

fs::path writeSyncReport(const SyncReportPlace& place, const net::Session& session, const std::string& mapName,
                         const std::string& program) {
  const fs::path p = syncReportPath(place, session);
  const std::string text = syncReportText(session, mapName, program);
  core::writeFileAtomicInFolder(p, std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
  return p;
}

std::string desyncLine(const SyncReportPlace& place, const net::Session& session, const std::string& mapName,
                       const std::string& program) {
  try {
    return session.endLine() + "; sync report: " + writeSyncReport(place, session, mapName, program).string();
  } catch (const std::exception& e) {
    return session.endLine() + "; no sync report: " + e.what();
  }
}

}  // namespace app
