#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# package_test.sh CPACK BUILD_DIR APPSTREAM_ID: makes the Debian package as `./dev package`
# does (cpack -G DEB over the build), but into a temporary folder, and looks inside it: the
# program, the data and the desktop files are there; /usr/share/doc/retrosim/copyright is
# Debian's machine-readable copyright file (copyright_check.sh: Files: * GPL-3.0-or-later,
# Files: data/* CC-BY-SA-4.0); no second copy of the GPL (Debian has
# /usr/share/common-licenses/GPL-3); the AppStream file says project_license
# GPL-3.0-or-later; /usr/share/retrosim/README (data/README) names the content's licence; it
# recommends the music's SoundFonts.
# Exit 77 (ctest: skipped) when dpkg-deb or dpkg-shlibdeps is missing (./dev installs them).
set -eu
cpack=$1
build=$2
appstream_id=$3
for tool in dpkg-deb dpkg-shlibdeps; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "skipped: $tool is not installed (./dev installs it)"
    exit 77
  fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "FAILED: $*" >&2
  exit 1
}

# the build's CPack configuration, writing into the temporary folder instead of build/package
cp "$build/CPackConfig.cmake" "$tmp/CPackConfig.cmake"
printf 'set(CPACK_OUTPUT_FILE_PREFIX "%s")\n' "$tmp/out" >>"$tmp/CPackConfig.cmake"
"$cpack" -G DEB --config "$tmp/CPackConfig.cmake" -B "$tmp/work" >"$tmp/cpack.log" 2>&1 ||
  { cat "$tmp/cpack.log"; fail "cpack -G DEB"; }
deb=$(ls "$tmp"/out/retrosim_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || { cat "$tmp/cpack.log"; fail "cpack made no retrosim_*.deb"; }
echo "made $(basename "$deb"): $(dpkg-deb -c "$deb" | grep -vc '/$') files"

dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$tmp/files.txt"
for f in /usr/bin/retrosim /usr/share/retrosim/rf/maps/proving_strait.rfm /usr/share/retrosim/README \
         /usr/share/applications/retrosim.desktop "/usr/share/metainfo/$appstream_id.metainfo.xml" \
         /usr/share/doc/retrosim/copyright /usr/share/doc/retrosim/README.md /usr/share/man/man6/retrosim.6.gz; do
  grep -qx "$f" "$tmp/files.txt" || fail "$f is not in the package"
done
if grep -Eq '^/usr/share/doc/retrosim/(LICENSE|COPYING)' "$tmp/files.txt"; then
  fail "a second copy of the GPL in the package (Debian has /usr/share/common-licenses/GPL-3)"
fi

dpkg-deb -x "$deb" "$tmp/root"
sh "$(dirname "$0")/copyright_check.sh" "$tmp/root/usr/share/doc/retrosim/copyright" || fail "the package's copyright file"
grep -qx '  <project_license>GPL-3.0-or-later</project_license>' "$tmp/root/usr/share/metainfo/$appstream_id.metainfo.xml" ||
  fail "the package's AppStream file: project_license is not GPL-3.0-or-later"
for word in "CC BY-SA 4.0" GPL-3.0-or-later; do
  grep -qF "$word" "$tmp/root/usr/share/retrosim/README" || fail "the package's data/README does not say $word"
done
dpkg-deb -f "$deb" Package Version Architecture Depends Recommends
# the music's SoundFont: FluidR3 recommended, TimGM6mb the alternative (src/audio/soundfont.hpp)
[ "$(dpkg-deb -f "$deb" Recommends)" = "fluid-soundfont-gm | timgm6mb-soundfont" ] ||
  fail "the package does not recommend fluid-soundfont-gm | timgm6mb-soundfont"
echo "ok: the package carries its licences"
