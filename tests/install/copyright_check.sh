#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# copyright_check.sh FILE: FILE is retrosim's Debian copyright file in the machine-readable
# format 1.0 (https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/): the
# Format line first; paragraphs of "Field: value" lines with continuation lines that start
# with a space (an empty one is " ."); the header names the upstream; "Files: *" is
# GPL-3.0-or-later and points at /usr/share/common-licenses/GPL-3; "Files: data/*" is
# CC-BY-SA-4.0; every Files paragraph has Copyright and License; every licence a Files
# paragraph names has its text in a stand-alone License paragraph (or its own). Used by the
# install test (the installed file) and the package test (the one in the .deb).
set -eu
f=$1
[ -f "$f" ] || { echo "FAILED: no copyright file $f"; exit 1; }
awk '
function fail(msg) { print "FAILED: " FILENAME ": " msg; bad = 1 }
function endpara() {
  if (n == 0) return
  paras++
  if (paras == 1) {
    if (!("Format" in fld)) fail("the header has no Format")
    if (!("Upstream-Name" in fld)) fail("the header has no Upstream-Name")
  } else if ("Files" in fld) {
    if (!("Copyright" in fld)) fail("Files: " fld["Files"] " has no Copyright")
    if (!("License" in fld)) fail("Files: " fld["Files"] " has no License")
    files[fld["Files"]] = fld["License"]
    if (!haslines) used[fld["License"]] = 1
    else texts[fld["License"]] = 1
  } else if ("License" in fld) {
    if (!haslines) fail("License: " fld["License"] " has no text")
    texts[fld["License"]] = 1
    body[fld["License"]] = lic
  } else fail("paragraph " paras " is neither Files nor License")
  delete fld; n = 0; haslines = 0; lic = ""
}
NR == 1 && $0 != "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" {
  fail("the first line is not the Format of copyright-format 1.0")
}
/[ \t]$/ { fail("line " NR " ends in white space") }
/^$/ { endpara(); next }
/^[ \t]/ {
  if (n == 0) fail("line " NR " continues nothing")
  if (last == "License") { haslines = 1; lic = lic "\n" $0 }
  next
}
/^[A-Za-z-]+:/ {
  name = substr($0, 1, index($0, ":") - 1)
  value = substr($0, index($0, ":") + 1); sub(/^ +/, "", value)
  if (name in fld) fail("line " NR ": " name " twice in one paragraph")
  fld[name] = value; n++; last = name
  next
}
{ fail("line " NR " is not a field: " $0) }
END {
  endpara()
  if (files["*"] != "GPL-3.0-or-later") fail("Files: * is not GPL-3.0-or-later")
  if (files["data/*"] != "CC-BY-SA-4.0") fail("Files: data/* is not CC-BY-SA-4.0")
  for (l in used) if (!(l in texts)) fail("the licence " l " has no License paragraph")
  if (index(body["GPL-3.0-or-later"], "/usr/share/common-licenses/GPL-3") == 0)
    fail("the GPL paragraph does not point at /usr/share/common-licenses/GPL-3")
  if (index(body["CC-BY-SA-4.0"], "Attribution-ShareAlike 4.0 International Public") == 0)
    fail("the CC-BY-SA-4.0 paragraph is not the licence text")
  if (bad) exit 1
  print "ok: " FILENAME " is copyright-format 1.0, " paras " paragraphs: Files: * GPL-3.0-or-later, Files: data/* CC-BY-SA-4.0"
}' "$f"
