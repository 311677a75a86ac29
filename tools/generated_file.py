# SPDX-License-Identifier: GPL-3.0-or-later
"""The generated files of the tools (make_art.py, make_score.py, make_models.py): whether a
committed file already holds exactly what a tool makes (their --check), and writing one by a
temporary file in the same folder and a rename, so a reader never sees half a file."""

import os


def holds(path, data):
    """Whether the file at `path` holds exactly `data` (bytes); False when it cannot be read."""
    try:
        with open(path, "rb") as f:
            return f.read() == data
    except OSError:
        return False


def write_atomic(path, data):
    """Writes `data` (bytes) to `path` by a temporary file beside it and a rename."""
    tmp = os.path.join(os.path.dirname(path) or ".", "." + os.path.basename(path) + f".tmp{os.getpid()}")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
