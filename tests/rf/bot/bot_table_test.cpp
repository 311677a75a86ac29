// SPDX-License-Identifier: GPL-3.0-or-later
// The bot table: the file data/rf/bot.ini and the built-in table are the same; the reader
// names the line of a mistake.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "rf/bot/bot_table.hpp"

namespace rf::bot {
namespace {

std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(BotTable, TheFileAndTheBuiltInTableAgree) {
  const std::string path = std::string(RETROSIM_SOURCE_DIR) + "/data/rf/bot.ini";
  const std::string text = readText(path);
  ASSERT_FALSE(text.empty()) << path;
  EXPECT_EQ(text, std::string(kDefaultBotIni));
  EXPECT_EQ(parseBotTable(text, path), defaultBotTable());
}

TEST(BotTable, TheDifficultiesRiseFromEasyToHard) {
  const BotTable& t = defaultBotTable();
  EXPECT_GT(t.of(Difficulty::Easy).reaction, t.of(Difficulty::Normal).reaction);
  EXPECT_GT(t.of(Difficulty::Normal).reaction, t.of(Difficulty::Hard).reaction);
  EXPECT_GT(t.of(Difficulty::Easy).aimError, t.of(Difficulty::Hard).aimError);
  EXPECT_FALSE(t.of(Difficulty::Easy).defends);
  EXPECT_TRUE(t.of(Difficulty::Hard).defends);
  EXPECT_EQ(t.of(Difficulty::Normal).aimError, 2 * 0x400000 / 360);  // 2 degrees
  EXPECT_GT(t.plan.fetch, t.plan.reveal);
}

TEST(BotTable, AMistakeNamesItsLine) {
  std::string text(kDefaultBotIni);
  text.replace(text.find("reaction = 8"), 12, "reaction = x");
  try {
    parseBotTable(text, "bot.ini");
    FAIL() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("bot.ini: line 20: expected a number"), std::string::npos) << e.what();
  }
  std::string missing(kDefaultBotIni);
  missing.erase(missing.find("replan = 45"), 11);
  EXPECT_THROW(parseBotTable(missing, "bot.ini"), std::runtime_error);
  EXPECT_THROW(parseBotTable("[plan]\nnope = 1\n", "bot.ini"), std::runtime_error);
}

TEST(BotTable, DifficultyNames) {
  Difficulty d = Difficulty::Easy;
  EXPECT_TRUE(parseDifficulty("hard", d));
  EXPECT_EQ(d, Difficulty::Hard);
  EXPECT_FALSE(parseDifficulty("insane", d));
  EXPECT_STREQ(difficultyName(Difficulty::Normal), "normal");
}

}  // namespace
}  // namespace rf::bot
