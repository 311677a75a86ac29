#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Puts retrosim's licence line into every source file, or checks that each has it.

    python3 tools/spdx.py            add the line where it is missing (prints each file changed)
    python3 tools/spdx.py --check    list the files without it; exit 1 if there is any
    python3 tools/spdx.py --root DIR ...   another checkout (default: this script's)

The line is `// SPDX-License-Identifier: GPL-3.0-or-later` as the first line of every C++
source and header (.cpp .hpp .h .cc .c) under src/, tests/, bench/, fuzz/ and tools/, and
`# SPDX-License-Identifier: GPL-3.0-or-later` as the first line of every Python and shell
script there (.py .sh) and of ./dev and .ci/run, or the second after a `#!` line. Adding is
idempotent: a file that has the line where it belongs is left alone, byte for byte. Our
content in data/ is CC BY-SA 4.0 (data/README) and carries no such line.

A ctest runs `tools/spdx.py --check` (CMakeLists.txt: spdx_lines), so a new file without the
line fails the suite; running the tool once fixes it.
"""
import argparse
import os
import sys

LICENSE = "GPL-3.0-or-later"
TAG = "SPDX-License-Identifier: " + LICENSE
CPP_LINE = "// " + TAG
SCRIPT_LINE = "# " + TAG

ROOTS = ("src", "tests", "bench", "fuzz", "tools")
CPP_EXTS = (".cpp", ".hpp", ".h", ".cc", ".c")
SCRIPT_EXTS = (".py", ".sh")
SCRIPTS = ("dev", ".ci/run")  # scripts without an extension, relative to the root
SKIP_DIRS = {"__pycache__", ".git"}


def files(root):
    """Every file the line belongs in (paths relative to root, sorted), with its comment line."""
    out = []
    for top in ROOTS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
            for name in filenames:
                rel = os.path.relpath(os.path.join(dirpath, name), root)
                if name.endswith(CPP_EXTS):
                    out.append((rel, CPP_LINE))
                elif name.endswith(SCRIPT_EXTS):
                    out.append((rel, SCRIPT_LINE))
    for rel in SCRIPTS:
        if os.path.isfile(os.path.join(root, rel)):
            out.append((rel, SCRIPT_LINE))
    return sorted(out)


def split_first_line(text):
    """(the first line with its end, the rest)."""
    end = text.find("\n")
    return (text, "") if end < 0 else (text[: end + 1], text[end + 1 :])


def where(text, line):
    """The index at which the licence line belongs: after a `#!` line for a script, else 0."""
    if line == SCRIPT_LINE and text.startswith("#!"):
        return len(split_first_line(text)[0])
    return 0


def has_line(text, line):
    at = where(text, line)
    first = split_first_line(text[at:])[0]
    return first.rstrip("\r\n") == line


def with_line(text, line):
    """The text with the licence line in its place (the file's own line ending)."""
    at = where(text, line)
    if at > 0 and not text[:at].endswith("\n"):  # a lone #! line without an end
        text += "\n"
        at = len(text)
    eol = "\r\n" if "\r\n" in split_first_line(text)[0] else "\n"
    return text[:at] + line + eol + text[at:]


def read(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8")


def main(argv=None):
    ap = argparse.ArgumentParser(description="Adds (or with --check checks) the SPDX licence line of every source file.")
    ap.add_argument("--check", action="store_true", help="list the files without the line; exit 1 if there is any")
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."),
                    help="the checkout (default: the one this script is in)")
    args = ap.parse_args(argv)
    root = os.path.normpath(args.root)

    todo = files(root)
    if not todo:
        print(f"spdx.py: no source files under {root}", file=sys.stderr)
        return 1
    missing = []
    for rel, line in todo:
        path = os.path.join(root, rel)
        try:
            text = read(path)
        except (OSError, UnicodeDecodeError) as e:
            print(f"spdx.py: {rel}: cannot read it as UTF-8 text: {e}", file=sys.stderr)
            return 1
        if has_line(text, line):
            continue
        missing.append(rel)
        if not args.check:
            data = with_line(text, line).encode("utf-8")
            tmp = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + f".spdx{os.getpid()}")
            with open(tmp, "wb") as f:
                f.write(data)
            os.chmod(tmp, os.stat(path).st_mode & 0o7777)
            os.replace(tmp, path)
            print(rel)

    if args.check:
        for rel in missing:
            print(f"{rel}: no '{TAG}' line")
        if missing:
            print(f"{len(missing)} of {len(todo)} files lack the licence line: run python3 tools/spdx.py", file=sys.stderr)
            return 1
        print(f"ok: all {len(todo)} source files carry '{TAG}'")
        return 0
    print(f"{len(missing)} of {len(todo)} files given the licence line", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
