// SPDX-License-Identifier: GPL-3.0-or-later
// The sync report of a desync (issue 40; OpenRA's syncreport.log): on a mismatch of a
// confirmed frame's hashes both peers write one, naming the frame, the first differing field
// by the simulation's field lists (and every other that differs), both hashes and the words of
// the frames before it. Written whole (a temporary file renamed), to --sync-report PATH, else
// beside --record (R.sync.txt), else in the outputs folder's sync/ (app/paths.hpp) under a
// name of the session and side. rf run --net and rf play --host / --join use it.
#pragma once

#include <filesystem>
#include <string>

#include "net/session.hpp"

namespace app {

struct SyncReportPlace {
  std::string explicitPath;  // --sync-report
  std::string record;        // --record (the report goes beside it)
};

// designed: the report holds the words of the 64 frames before the desync (2 s of game at
// dt 2; the rollback reaches 8 frames back).
inline constexpr uint32_t kSyncReportFrames = 64;

// Where the report of this session goes.
std::filesystem::path syncReportPath(const SyncReportPlace& place, const net::Session& session);
// The report's text.
std::string syncReportText(const net::Session& session, const std::string& mapName, const std::string& program);
// Writes it (a temporary file renamed) and returns its path; throws std::runtime_error with a
// line when it cannot be written.
std::filesystem::path writeSyncReport(const SyncReportPlace& place, const net::Session& session,
                                      const std::string& mapName, const std::string& program);
// The one line of a desync: "desync at frame 50: first differing field team[1].mines (this
// side 0x.., Bob 0x..); sync report: PATH" (or "...; no sync report: WHY").
std::string desyncLine(const SyncReportPlace& place, const net::Session& session, const std::string& mapName,
                       const std::string& program);

}  // namespace app
