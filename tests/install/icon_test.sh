#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# icon_test.sh RETROSIM_ICON BUILT_ICONS_DIR: the icon tool draws the same bytes again (16 and
# 64 pixels: the sizes are drawn alike), and each is an RGBA PNG of the size its folder says.
set -eu
tool=$1
built=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$tool" "$tmp" 16 64
for size in 16 64; do
  f=hicolor/${size}x${size}/apps/retrosim.png
  cmp "$tmp/$f" "$built/$f" || { echo "FAILED: $f differs from the built one"; exit 1; }
  if command -v file >/dev/null 2>&1; then
    file "$built/$f" | grep -q "PNG image data, $size x $size, 8-bit/color RGBA" ||
      { echo "FAILED: $(file "$built/$f")"; exit 1; }
  fi
done
echo "ok: the icon is the same, drawn again"
