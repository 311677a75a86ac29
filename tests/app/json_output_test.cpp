// SPDX-License-Identifier: GPL-3.0-or-later
// JSON output with text that is not UTF-8 (every JSON
// through app::jsonDump): a file called a\xff.rfm, a folder of such names with a Latin-1
// title, a player called Pl\xe9yer. Before, each died with nlohmann's type_error.316 and
// named no file; now the invalid bytes come out as U+FFFD and the output parses.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

#include "app/cli_run.hpp"
#include "app/json_out.hpp"
#include "core/file_io.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string kMaps = std::string(RETROSIM_BINARY_DIR) + "/data/rf/maps/";
const std::string kSources = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/maps/";
const std::string kReplacement = "\xef\xbf\xbd";  // U+FFFD in UTF-8

std::string q(const fs::path& p) {
  return "'" + p.string() + "'";
}

TEST(JsonOut, InvalidUtf8IsReplacedNeverThrown) {
  EXPECT_EQ(jsonString("a\xff"
                       "b"),
            "\"a" + kReplacement + "b\"");
  EXPECT_EQ(jsonString("Pl\xe9yer"), "\"Pl" + kReplacement + "yer\"");
  EXPECT_EQ(jsonString("caf\xc3\xa9"), "\"caf\xc3\xa9\"");  // valid UTF-8 stays as it is
  EXPECT_EQ(jsonString("q\"b\\\n\x1b"), "\"q\\\"b\\\\\\n\\u001b\"");
  EXPECT_EQ(jsonString("Storage"), "\"Storage\"");
  const json j = {{"name", "a\xff"}, {"n", 1}};
  EXPECT_EQ(jsonDump(j), "{\"n\":1,\"name\":\"a" + kReplacement + "\"}");
  EXPECT_EQ(json::parse(jsonDump(j, 2))["name"], "a" + kReplacement);
}

TEST(JsonOut, MapInfoOfAFileNamedWithAnInvalidByte) {
  const auto dir = tempDir("json_map_info");
  const fs::path map = dir / "a\xff.rfm";
  fs::copy_file(kMaps + "driftwood_cay.rfm", map);
  const CliResult r = runCli("rf map info " + q(map) + " --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["file"], (dir / ("a" + kReplacement + ".rfm")).string());
  EXPECT_EQ(j["title"], "Driftwood Cay");
}

// A folder with such a name holding a map with a Latin-1 title ("Caf\xe9"): the summary
// has both maps.
TEST(JsonOut, MapSummaryOfAFolderWithInvalidNamesAndTitles) {
  const auto dir = tempDir("json_map_summary");
  const fs::path folder = dir / "maps\xff";
  fs::create_directories(folder);
  fs::copy_file(kMaps + "driftwood_cay.rfm", folder / "x\xfe.rfm");
  std::string text = readText(kSources + "driftwood_cay.txt");
  const size_t title = text.find("title: Driftwood Cay");
  ASSERT_NE(title, std::string::npos);
  text.replace(title, std::string("title: Driftwood Cay").size(), "title: Caf\\xe9");
  core::writeFileAtomic((dir / "latin1.txt").string(), text);
  const CliResult made = runCli("rf map new " + q(dir / "latin1.txt") + " -o " + q(folder / "latin1.rfm"));
  ASSERT_EQ(made.code, 0) << made.err;
  const fs::path out = dir / "summary.json";
  const CliResult r = runCli("rf map summary " + q(folder) + " -o " + q(out));
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(readText(out));
  EXPECT_EQ(j["count"], 2);
  ASSERT_EQ(j["maps"].size(), 2u);
  std::vector<std::string> titles = {j["maps"][0]["title"], j["maps"][1]["title"]};
  std::sort(titles.begin(), titles.end());
  EXPECT_EQ(titles, (std::vector<std::string>{"Caf" + kReplacement, "Driftwood Cay"}));
  EXPECT_EQ(j["folder"], (dir / ("maps" + kReplacement)).string());
}

// rf run --scores --names 'Pl\xe9yer' records the win under that name; rf scores --json
// shows it.
TEST(JsonOut, ScoresJsonWithALatin1PlayerName) {
  const auto dir = tempDir("json_scores");
  const std::string scores = (dir / "s.bin").string();
  const CliResult run =
      runCli("rf run --map " + kMaps + "proving_strait.rfm --players 1 --frames 1900 --input " +
             std::string(RETROSIM_SOURCE_DIR) + "/tests/golden/rf/proving_strait_1p.txt --scores " + scores +
             " --names 'Pl\xe9yer'");
  ASSERT_EQ(run.code, 0) << run.err;
  ASSERT_NE(run.out.find("high score: added"), std::string::npos) << run.out;
  const CliResult r = runCli("rf scores " + scores + " --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  ASSERT_EQ(j["one_player"].size(), 1u);
  EXPECT_EQ(j["one_player"][0]["player"], "Pl" + kReplacement + "yer");
}

}  // namespace
}  // namespace app::test
