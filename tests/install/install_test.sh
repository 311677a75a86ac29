#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install_test.sh CMAKE BUILD_DIR APPSTREAM_ID SOURCE_DIR: installs the build into a temporary
# prefix (cmake --install); the licences come with it (the GPL's text as the repository's
# LICENSE, Debian's copyright file in its format, the AppStream file's project_license
# GPL-3.0-or-later, data/README beside the data naming CC BY-SA 4.0 and every folder of
# data/); then runs the installed program from another folder with a home of the
# test's own: it finds its maps beside itself (PREFIX/share/retrosim, the build tree is not
# next to PREFIX/bin/retrosim), `rf demo` writes its pictures where it says
# ($XDG_CACHE_HOME/retrosim/demo) and nothing into the current folder, every installed map
# passes `rf map validate`, `rf music render` plays a track of the installed score; a lone copy of the program with no data anywhere says which
# folders it tried, in one line.
set -eu
cmake=$1
build=$2
appstream_id=$3
source=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "FAILED: $*" >&2
  exit 1
}

prefix=$tmp/prefix
"$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install"; }
echo "installed $(grep -c "^-- Installing:" "$tmp/install.log") files into $prefix"

for f in bin/retrosim share/retrosim/rf/maps/proving_strait.rfm share/retrosim/rf/bot.ini \
         share/applications/retrosim.desktop "share/metainfo/$appstream_id.metainfo.xml" \
         share/icons/hicolor/48x48/apps/retrosim.png share/icons/hicolor/256x256/apps/retrosim.png \
         share/man/man6/retrosim.6.gz share/doc/retrosim/README.md share/doc/retrosim/docs/install.md; do
  [ -f "$prefix/$f" ] || fail "$f is not installed"
done
# the licences
doc=$prefix/share/doc/retrosim
for f in LICENSE copyright; do
  [ -f "$doc/$f" ] || fail "share/doc/retrosim/$f is not installed"
done
cmp -s "$doc/LICENSE" "$source/LICENSE" || fail "the installed LICENSE is not the repository's"
head -n 2 "$source/LICENSE" | grep -q "GNU GENERAL PUBLIC LICENSE" && grep -q "Version 3, 29 June 2007" "$source/LICENSE" ||
  fail "LICENSE is not the GNU GPL version 3"
sh "$(dirname "$0")/copyright_check.sh" "$doc/copyright" || fail "share/doc/retrosim/copyright"
metainfo=$prefix/share/metainfo/$appstream_id.metainfo.xml
grep -qx '  <project_license>GPL-3.0-or-later</project_license>' "$metainfo" ||
  fail "the AppStream file's project_license is not GPL-3.0-or-later"
grep -qx '  <metadata_license>CC0-1.0</metadata_license>' "$metainfo" ||
  fail "the AppStream file's metadata_license is not CC0-1.0"
readme=$prefix/share/retrosim/README
[ -f "$readme" ] || fail "share/retrosim/README (data/README) is not installed"
cmp -s "$readme" "$source/data/README" || fail "share/retrosim/README is not data/README"
for word in "CC BY-SA 4.0" CC-BY-SA-4.0 GPL-3.0-or-later "public domain"; do
  grep -qF "$word" "$readme" || fail "data/README does not say $word"
done
for d in "$source"/data/*/*/; do
  folder=data/${d#"$source"/data/}
  grep -q "^${folder}[[:space:]].*CC BY-SA 4.0" "$readme" || fail "data/README does not give $folder a licence"
done
echo "licences: LICENSE (GPL-3), copyright, project_license GPL-3.0-or-later, data/README"

built=$(ls "$build"/data/rf/maps/*.rfm | wc -l)
installed=$(ls "$prefix"/share/retrosim/rf/maps/*.rfm | wc -l)
[ "$built" -eq "$installed" ] || fail "$installed maps installed, $built built"
[ ! -e "$prefix/bin/data" ] || fail "a data folder next to the installed program"
if command -v file >/dev/null 2>&1; then
  file "$prefix/share/icons/hicolor/256x256/apps/retrosim.png" | grep -q 'PNG image data, 256 x 256, 8-bit/color RGBA' ||
    fail "the 256 icon is not a 256 x 256 RGBA PNG: $(file "$prefix/share/icons/hicolor/256x256/apps/retrosim.png")"
fi

# a home of the test's own; no data anywhere but beside the program
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_STATE_HOME="$tmp/state"
export XDG_CACHE_HOME="$tmp/cache" XDG_DATA_DIRS="$tmp/nowhere"
unset RETROSIM_DATA_DIR RETROSIM_CONFIG RETROSIM_RF_SCORES RETROSIM_RF_PROGRESS DISPLAY WAYLAND_DISPLAY || true
mkdir -p "$HOME" "$tmp/elsewhere"
cd "$tmp/elsewhere"
program=$prefix/bin/retrosim

"$program" paths >"$tmp/paths.txt" || { cat "$tmp/paths.txt"; fail "retrosim paths"; }
cat "$tmp/paths.txt"
grep -qx "data         $prefix/share/retrosim" "$tmp/paths.txt" || fail "paths: the data is not $prefix/share/retrosim"
grep -qx "outputs      $XDG_CACHE_HOME/retrosim (none yet)" "$tmp/paths.txt" || fail "paths: the outputs are not in XDG_CACHE_HOME"

"$program" rf demo --every 600 >"$tmp/demo.txt" || { cat "$tmp/demo.txt"; fail "rf demo"; }
grep -q "Blue wins (side 0)" "$tmp/demo.txt" || fail "rf demo: no winner"
grep -qF "pictures in $XDG_CACHE_HOME/retrosim/demo, contact sheet $XDG_CACHE_HOME/retrosim/demo/contact_sheet.png" \
  "$tmp/demo.txt" || { cat "$tmp/demo.txt"; fail "rf demo does not say where its pictures are"; }
[ -f "$XDG_CACHE_HOME/retrosim/demo/contact_sheet.png" ] || fail "rf demo: no contact sheet"
[ -f "$XDG_CACHE_HOME/retrosim/demo/frame_001200.png" ] || fail "rf demo: no frame 1200"
tail -n 1 "$tmp/demo.txt"
[ -z "$(ls -A "$tmp/elsewhere")" ] || fail "something was written into the current folder: $(ls -A "$tmp/elsewhere")"
[ -z "$(ls -A "$prefix/bin")" ] || [ "$(ls -A "$prefix/bin")" = retrosim ] || fail "something was written next to the program"

# the music: the score's folder through the same data lookup (PREFIX/share/retrosim/rf/music,
# never beside the program; the build's data is not next to PREFIX/bin), a track rendered
grep -qx "music        $prefix/share/retrosim/rf/music" "$tmp/paths.txt" || fail "paths: the music is not in the prefix"
"$program" rf music render mars --seconds 1 -o "$tmp/mars.wav" >"$tmp/music.txt" 2>&1 ||
  { cat "$tmp/music.txt"; fail "rf music render from the installed prefix"; }
[ "$(wc -c <"$tmp/mars.wav")" -gt 100000 ] || fail "rf music render: a WAV of $(wc -c <"$tmp/mars.wav") bytes"
echo "rf music render: $(wc -c <"$tmp/mars.wav") bytes from $prefix/share/retrosim/rf/music"

"$program" rf map validate "$prefix"/share/retrosim/rf/maps/*.rfm >"$tmp/validate.txt" ||
  { cat "$tmp/validate.txt"; fail "rf map validate of the installed maps"; }
echo "rf map validate: $installed installed maps pass"

# the research interface (docs/research.md): the C API's header, library and pkg-config file
# (relocatable: a program built with it from the prefix runs a game of the installed maps),
# and the Python module, which finds the maps installed with it
pc=$(find "$prefix" -name retrosim-rf.pc | head -n 1)
[ -n "$pc" ] || fail "retrosim-rf.pc is not installed"
[ -f "$prefix/include/retrosim/rf.h" ] || fail "include/retrosim/rf.h is not installed"
if command -v pkg-config >/dev/null 2>&1 && command -v cc >/dev/null 2>&1; then
  cat >"$tmp/api.c" <<'CEOF'
#include <retrosim/rf.h>
#include <stdio.h>
int main(void) {
  rf_game* g = rf_create();
  rf_reset_options o;
  rf_reset_options_default(&o);
  o.map = "proving_strait";
  if (rf_reset(g, &o) != RF_OK) { fprintf(stderr, "%s\n", rf_last_error(g)); return 1; }
  rf_step(g, NULL, 0, 10, NULL);
  printf("%s: frame 10 hash %016llx\n", rf_version(), (unsigned long long)rf_hash(g));
  rf_destroy(g);
  return 0;
}
CEOF
  # shellcheck disable=SC2046,SC2086
  # $5: the sanitizer flags of a sanitized build (its library needs their runtime first)
  cc ${5:-} -o "$tmp/api" "$tmp/api.c" $(PKG_CONFIG_PATH=$(dirname "$pc") pkg-config --cflags --libs retrosim-rf) ||
    fail "a C program against the installed retrosim-rf"
  LD_LIBRARY_PATH=$(dirname "$(dirname "$pc")") "$tmp/api" || fail "the installed C API does not run a game"
fi
py=/usr/bin/python3
if [ -x "$py" ] && "$py" -c "import numpy" 2>/dev/null && [ -d "$prefix/lib/python3/dist-packages/retrosim" ]; then
  PYTHONPATH="$prefix/lib/python3/dist-packages" "$py" -c "
from retrosim import rf
env = rf.Env(observation='cells')
env.reset(seed=1)
env.step(1)
print('python module:', rf.version(), 'maps', ', '.join(rf.maps()))
" || fail "the installed Python module"
fi

# a lone copy of the program: no data next to it, in its prefix or in XDG_DATA_DIRS
mkdir -p "$tmp/lone/bin"
ln "$program" "$tmp/lone/bin/retrosim" 2>/dev/null || cp "$program" "$tmp/lone/bin/retrosim"
if "$tmp/lone/bin/retrosim" rf demo >"$tmp/lone.txt" 2>"$tmp/lone.err"; then fail "rf demo ran without data"; fi
[ "$(wc -l <"$tmp/lone.err")" -eq 1 ] || { cat "$tmp/lone.err"; fail "no data: not one line"; }
grep -qF "tried $tmp/lone/bin/data, $tmp/lone/share/retrosim, $tmp/nowhere/retrosim" "$tmp/lone.err" ||
  { cat "$tmp/lone.err"; fail "no data: the folders tried are not named"; }
cat "$tmp/lone.err"
RETROSIM_DATA_DIR="$prefix/share/retrosim" "$tmp/lone/bin/retrosim" rf demo --no-pictures >/dev/null ||
  fail "RETROSIM_DATA_DIR is not used"
echo "ok"
