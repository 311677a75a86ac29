// SPDX-License-Identifier: GPL-3.0-or-later
// The manual page retrosim(6) (tools/man_page.cpp, written at build time) is the program's
// command tree: every command has its section, with each of its options as --help names it.
#include <gtest/gtest.h>

#include <string>

#include "app/cli.hpp"
#include "app/cli_run.hpp"

namespace app::test {
namespace {

// As roff spells it: hyphens as minus signs.
std::string roffed(const std::string& s) {
  std::string out;
  for (const char c : s) out += c == '-' ? std::string("\\-") : std::string(1, c);
  return out;
}

void expectCommands(const std::string& page, const CLI::App& cmd, const std::string& path, int& count) {
  for (const CLI::App* sub : cmd.get_subcommands([](const CLI::App* a) { return !a->get_group().empty(); })) {
    const std::string name = path + " " + sub->get_name();
    const std::string heading = ".SS \"" + name + "\"\n";
    const size_t at = page.find(heading);
    ASSERT_NE(at, std::string::npos) << name;
    ++count;
    const std::string section = page.substr(at, page.find(".SS", at + 1) - at);
    EXPECT_NE(section.find(roffed(sub->get_description())), std::string::npos) << name;
    for (const CLI::Option* o : sub->get_options()) {
      if (o->get_group().empty() || o == sub->get_help_ptr()) continue;
      const std::string opt =
          roffed(o->nonpositional() ? o->get_name(false, true) : o->get_name(true, false));
      EXPECT_NE(section.find("\\fB" + opt + "\\fR"), std::string::npos) << name << " " << opt;
    }
    expectCommands(page, *sub, name, count);
  }
}

TEST(ManPage, HasEveryCommandWithItsOptions) {
  const std::string page = readText(std::string(RETROSIM_BINARY_DIR) + "/man/retrosim.6");
  ASSERT_FALSE(page.empty());
  EXPECT_NE(page.find(".TH RETROSIM 6 \"\" \"retrosim " RETROSIM_VERSION_STRING "\""), std::string::npos);
  CLI::App app;
  Commands commands;
  addCommands(app, commands, RETROSIM_VERSION_STRING);
  int count = 0;
  expectCommands(page, app, "retrosim", count);
  EXPECT_GE(count, 20);  // demo, paths, rf and its commands, gta and its
  EXPECT_NE(page.find("RETROSIM_DATA_DIR"), std::string::npos);
}

}  // namespace
}  // namespace app::test
