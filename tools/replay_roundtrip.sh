#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Record -> replay --verify on every bundled map, across two builds (./dev test runs it with
# the RelWithDebInfo and the Debug program): each golden script (tests/golden/rf/*.txt) is
# recorded by one program and verified by the other, both ways, and both must end on the
# same state hash; then one flipped byte in a replay must be refused or named by frame.
#   tools/replay_roundtrip.sh PROGRAM_A PROGRAM_B MAPS_DIR
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: $0 PROGRAM_A PROGRAM_B MAPS_DIR" >&2; exit 2; }
a=$1 b=$2 maps=$3
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0
for script in "$root"/tests/golden/rf/*.txt; do
  name=$(basename "$script" .txt)
  map=$(sed -n 's/^# map: *//p' "$script" | head -n1)
  [ -n "$map" ] || map=$name
  # the run's own options (frames, players), not the trace's
  args=$(sed -n 's/^# golden://p' "$script" | head -n1 | sed 's/--trace-every [0-9]*//')
  for pair in "$a $b" "$b $a"; do
    set -- $pair
    rec=$1 ver=$2
    file=$tmp/$name.rsrp
    # shellcheck disable=SC2086
    want=$("$rec" rf run --map "$maps/$map.rfm" --input "$script" $args --record "$file" --hash 2>/dev/null | tail -n1)
    if ! got=$("$ver" rf replay "$file" --map "$maps/$map.rfm" --headless --verify --hash 2>"$tmp/err"); then
      echo "FAIL $name: recorded by $rec, $ver --verify: $(cat "$tmp/err")" >&2
      fail=1
    elif [ "$got" != "$want" ]; then
      echo "FAIL $name: recorded by $rec ($want), replayed by $ver ($got)" >&2
      fail=1
    fi
    n=$((n + 1))
  done
  # one flipped byte in the middle of the per-frame data
  size=$(stat -c %s "$file")
  off=$((size / 2))
  cp "$file" "$tmp/bad.rsrp"
  byte=$(od -An -tu1 -j "$off" -N1 "$tmp/bad.rsrp" | tr -d ' ')
  printf "$(printf '\\%03o' $(((byte ^ 0x10) & 0xff)))" | dd of="$tmp/bad.rsrp" bs=1 seek="$off" conv=notrunc status=none
  if "$b" rf replay "$tmp/bad.rsrp" --map "$maps/$map.rfm" --headless --verify >/dev/null 2>"$tmp/err"; then
    echo "FAIL $name: a replay with byte $off flipped verified" >&2
    fail=1
  elif ! grep -q "frame\|offset" "$tmp/err"; then
    echo "FAIL $name: the flipped byte's error names no frame or offset: $(cat "$tmp/err")" >&2
    fail=1
  fi
done
[ $fail -eq 0 ] || exit 1
echo "replay round trip: $n recordings verified across the two programs, every flipped byte caught"
