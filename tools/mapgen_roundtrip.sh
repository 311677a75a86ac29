#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The map generator across two builds (issue 41: the same seed gives the same bytes on every
# build; ./dev test runs it with the RelWithDebInfo and the Debug program): each program
# generates the same seeds (both player counts, the three styles, levels 1..9, three sizes;
# the hard checks, no bots' games) and the RFM files and texts must be byte for byte equal.
# DATA_DIR: the data both programs read (bot.ini; a Debug build of the program alone has none).
#   tools/mapgen_roundtrip.sh PROGRAM_A PROGRAM_B DATA_DIR [SEEDS]
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 PROGRAM_A PROGRAM_B DATA_DIR [SEEDS]" >&2; exit 2; }
a=$(realpath "$1") b=$(realpath "$2") seeds=${4:-18}
RETROSIM_DATA_DIR=$(realpath "$3")
export RETROSIM_DATA_DIR
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
styles=(island archipelago rift)
sizes=(48 64 96)
fail=0
n=0
for ((s = 1; s <= seeds; s++)); do
  for players in 1 2; do
    opts=(--seed $((9000 + s)) --players $players --level $((1 + s % 9)) --style "${styles[$((s % 3))]}"
          --size "${sizes[$((s / 3 % 3))]}" --no-play --tries 3)
    for side in a b; do
      prog=$a
      [ $side = b ] && prog=$b
      mkdir -p "$tmp/$side"
      # in its own folder, the same file names: the two logs must be equal too
      (cd "$tmp/$side" && { "$prog" rf map generate "${opts[@]}" -o m.rfm --text m.txt >log 2>&1 || echo "exit $?" >>log; })
    done
    if ! cmp -s "$tmp/a/log" "$tmp/b/log"; then
      echo "FAIL ${opts[*]}: the two programs said different things:" >&2
      diff "$tmp/a/log" "$tmp/b/log" >&2 || true
      fail=1
    elif [ -f "$tmp/a/m.rfm" ] && ! { cmp -s "$tmp/a/m.rfm" "$tmp/b/m.rfm" && cmp -s "$tmp/a/m.txt" "$tmp/b/m.txt"; }; then
      echo "FAIL ${opts[*]}: the bytes differ between $a and $b" >&2
      fail=1
    fi
    rm -rf "$tmp/a" "$tmp/b"
    n=$((n + 1))
  done
done
[ $fail -eq 0 ] || exit 1
echo "map generator round trip: $n maps byte for byte equal across the two programs"
