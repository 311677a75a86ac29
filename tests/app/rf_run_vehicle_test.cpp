// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim rf run with vehicles: `spawn tank ...` places a vehicle ready to drive and the
// trace shows its type, hp, fuel, ammo and water state.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "app/cli_run.hpp"

namespace app::test {
namespace {

const std::string kVehMap = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/driftwood_cay.rfm";

std::string writeVehScript(const std::string& dirName, const std::string& text) {
  const auto dir = tempDir(dirName);
  const std::string path = (dir / "script.txt").string();
  std::ofstream(path) << text;
  return path;
}

TEST(RfRunVehicle, SpawnedTankIsTraced) {
  const std::string script =
      writeVehScript("rf_run_veh", "spawn tank team 0 at 100,100 heading 90\n0-9 p1 fwd\n");
  const std::string trace = (tempDir("rf_run_veh_trace") / "trace.jsonl").string();
  const CliResult r =
      runCli("rf run --map " + kVehMap + " --input " + script + " --frames 10 --trace " + trace);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string text = readText(trace);
  EXPECT_NE(text.find("\"class\":\"Vehicle\",\"team\":0"), std::string::npos) << text.substr(0, 400);
  EXPECT_NE(text.find("\"type\":0,\"hp\":22,\"fuel\":"), std::string::npos) << text.substr(0, 400);
  EXPECT_NE(text.find(",\"ammo\":150,\"water\":"), std::string::npos) << text.substr(0, 400);
  // First frame: accel 0.05 x dt 2 = 0.1 px/tick.
  EXPECT_NE(text.find("\"speed\":0.0999755859375,"), std::string::npos) << text.substr(0, 400);
}

TEST(RfRunVehicle, OffMapVehicleIsAClearError) {
  const std::string script = writeVehScript("rf_run_veh_off", "spawn jeep team 0 at 5000,100\n");
  const CliResult r = runCli("rf run --map " + kVehMap + " --input " + script);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lineCount(r.err), 1);
  EXPECT_NE(r.err.find("line 1: spawn jeep: at 5000,100 is outside the map"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace app::test
