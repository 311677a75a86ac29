#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# validate.sh TOOL ARGS...: runs a validator (desktop-file-validate, appstreamcli validate,
# groff -ww -z) on our files. Fails on a non-zero exit, or on anything the tool says (but
# appstreamcli's own success line); exit 77 (ctest: skipped) when the tool is not installed.
tool=$1
if ! command -v "$tool" >/dev/null 2>&1; then
  echo "skipped: $tool is not installed (./dev installs it)"
  exit 77
fi
out=$("$@" 2>&1)
rc=$?
[ -n "$out" ] && printf '%s\n' "$out"
if [ "$rc" -ne 0 ]; then
  echo "FAILED: $* (exit $rc)"
  exit 1
fi
if [ "$tool" != appstreamcli ] && [ -n "$out" ]; then
  echo "FAILED: $tool had something to say about it"
  exit 1
fi
echo "ok: $*"
