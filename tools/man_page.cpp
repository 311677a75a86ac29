// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim_man_page OUT.6: the manual page retrosim(6), written at build time from the program's
// own command tree (app/cli.hpp), so that every command, option and description in it is the
// one --help prints. FILES and ENVIRONMENT name the places of app/paths.hpp, app/config.hpp,
// rf/high_score_store.hpp and rf/progress.hpp through their own constants.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>
#include <sstream>
#include <string>

#include "app/cli.hpp"
#include "app/paths.hpp"
#include "core/file_io.hpp"
#include "platform/clock.hpp"
#include "rf/high_score_store.hpp"
#include "rf/progress.hpp"

namespace {

// Text as roff reads it: backslashes escaped, hyphens as minus signs (options copy and
// paste), a line that would start with a control character protected.
std::string roff(const std::string& text) {
  std::string out;
  bool lineStart = true;
  for (const char c : text) {
    if (lineStart && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
    lineStart = c == '\n';
  }
  return out;
}

// The options of one command as --help lists them: the positionals first, then the others
// (a subcommand's -h,--help left out: DESCRIPTION says every command has it).
void writeOptions(std::ostringstream& m, const CLI::App& cmd) {
  const CLI::Formatter f;
  for (const bool positional : {true, false}) {
    for (const CLI::Option* o : cmd.get_options()) {
      if (o->get_group().empty() || o->nonpositional() == positional) continue;
      if (cmd.get_parent() != nullptr && o == cmd.get_help_ptr()) continue;
      m << ".TP\n\\fB" << roff(f.make_option_name(o, positional)) << "\\fR" << roff(f.make_option_opts(o))
        << "\n"
        << roff(o->get_description()) << "\n";
    }
  }
}

// Every command under `cmd`, depth first, each as "retrosim a b" with its description and
// options.
void writeCommands(std::ostringstream& m, const CLI::App& cmd, const std::string& path) {
  for (const CLI::App* sub : cmd.get_subcommands([](const CLI::App* a) { return !a->get_group().empty(); })) {
    const std::string name = path + " " + sub->get_name();
    m << ".SS \"" << roff(name) << "\"\n" << roff(sub->get_description()) << ".\n";
    writeOptions(m, *sub);
    writeCommands(m, *sub, name);
  }
}

std::string manPage(const std::string& version) {
  CLI::App app;
  app::Commands commands;
  app::addCommands(app, commands, version);
  std::ostringstream m;
  m << ".\\\" retrosim(6), written by tools/man_page.cpp from the program's commands: do not edit.\n"
    << ".TH RETROSIM 6 \"\" \"retrosim " << roff(version) << "\" \"Games\"\n"
    << ".SH NAME\nretrosim \\- "
    << roff(std::string(app::kProgramSummary).substr(std::string("retrosim: ").size())) << "\n"
    << ".SH SYNOPSIS\n.B retrosim\n[\\fICOMMAND\\fR ...] [\\fIOPTIONS\\fR]\n"
    << ".SH DESCRIPTION\n"
       "retrosim re-implements the game engines of Return Fire and Grand Theft Auto and ships\n"
       "free Return Fire maps of its own, so it runs without any original game data.\n"
       ".PP\n"
       "Without a command it opens Return Fire's title screen in a window (\\fBretrosim rf play\\fR)\n"
       "when there is a display, else it runs the headless demo (\\fBretrosim rf demo\\fR).\n"
       "Every command takes \\fB\\-\\-help\\fR.\n"
    << ".SH OPTIONS\n";
  writeOptions(m, app);
  m << ".SH COMMANDS\n";
  writeCommands(m, app, "retrosim");
  m << ".SH FILES\n"
       ".TP\nthe data (the bundled maps)\n"
       "The first of these folders that has \\fI"
    << roff(app::kDataMarker)
    << "\\fR:\n"
       "\\fB$"
    << roff(app::kDataDirEnv)
    << "\\fR; \\fIdata\\fR next to the program (a build tree);\n"
       "\\fI../share/retrosim\\fR from the program's folder (an installed prefix);\n"
       "each folder of \\fB$XDG_DATA_DIRS\\fR (default \\fI/usr/local/share:/usr/share\\fR) with\n"
       "\\fI/retrosim\\fR. \\fBretrosim paths\\fR prints the one in use and every folder tried.\n"
       ".TP\n\\fI$XDG_CONFIG_HOME/retrosim/retrosim.ini\\fR (else \\fI~/.config/retrosim/retrosim.ini\\fR)\n"
       "the settings of \\fBrf play\\fR.\n"
       ".TP\n\\fI$XDG_DATA_HOME/retrosim/"
    << roff(rf::kHighScoresName)
    << "\\fR (else \\fI~/.local/share/retrosim/\\fR)\n"
       "the high scores.\n"
       ".TP\n\\fI$XDG_DATA_HOME/retrosim/"
    << roff(rf::kProgressName)
    << "\\fR (else \\fI~/.local/share/retrosim/\\fR)\n"
       "the progress on each map (won, best time).\n"
       ".TP\n\\fI$XDG_CACHE_HOME/retrosim\\fR (else \\fI~/.cache/retrosim\\fR)\n"
       "what the user did not name a place for: the pictures of \\fBdemo\\fR (\\fImaps/\\fR) and of\n"
       "\\fBrf demo\\fR (\\fIdemo/\\fR), the F12 screenshots (\\fIscreenshots/\\fR). Each command prints\n"
       "what it wrote.\n"
    << ".SH ENVIRONMENT\n"
       ".TP\n\\fB"
    << roff(app::kDataDirEnv)
    << "\\fR\nthe data folder, tried first.\n"
       ".TP\n\\fBRETROSIM_CONFIG\\fR, \\fB"
    << roff(rf::kHighScoresEnv) << "\\fR, \\fB" << roff(rf::kProgressEnv)
    << "\\fR\nthe settings, high-score and progress files instead of their places above.\n"
       ".TP\n\\fB"
    << roff(platform::kClockEnv)
    << "\\fR\n"
       "\\fIstepped\\fR or \\fIxN\\fR (N 2..64): the window's clock stands still until waited on, or runs N\n"
       "times faster (for tests).\n"
       ".TP\n\\fBXDG_DATA_DIRS\\fR, \\fBXDG_CONFIG_HOME\\fR, \\fBXDG_DATA_HOME\\fR, \\fBXDG_CACHE_HOME\\fR, "
       "\\fBHOME\\fR\n"
       "as the XDG base directory specification says.\n"
       ".TP\n\\fBDISPLAY\\fR\nwithout it plain \\fBretrosim\\fR runs the headless demo.\n"
    << ".SH EXIT STATUS\n0 ok, 1 a failure (one line on standard error), 2 bad usage.\n"
    << ".SH SEE ALSO\nThe documentation installed with the program, \\fIshare/doc/retrosim/\\fR under its "
       "prefix\n"
       "(\\fI/usr/share/doc/retrosim/\\fR from the Debian package): README.md, docs/install.md, "
       "docs/cli.md.\n";
  return m.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: retrosim_man_page VERSION OUT.6\n");
    return 2;
  }
  try {
    core::createParentFolder(argv[2]);
    core::writeFileAtomic(argv[2], manPage(argv[1]));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "retrosim_man_page: %s\n", e.what());
    return 1;
  }
  return 0;
}
