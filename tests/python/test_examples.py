# SPDX-License-Identifier: GPL-3.0-or-later
"""The examples of docs/research.md run as written, with few steps."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(os.environ.get("RETROSIM_SOURCE_DIR", Path(__file__).resolve().parents[2]))


def run(script, *args):
    return subprocess.run([sys.executable, str(ROOT / "docs" / "examples" / script), *args], check=True,
                          capture_output=True, text=True, timeout=300).stdout


def test_baselines_on_every_bundled_map():
    out = run("rf_baselines.py", "--frames", "400")
    from retrosim import rf
    for name in rf.maps():
        assert name in out


def test_waypoint_agent_learns_and_draws_its_curve(tmp_path):
    png = tmp_path / "curve.png"
    out = run("rf_waypoint_agent.py", "--iterations", "2", "--population", "4", "--steps", "15", "--out", str(png))
    assert "iteration   2" in out and "learnt policy gains" in out
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 200
