# SPDX-License-Identifier: GPL-3.0-or-later
"""retrosim.gym, the Gymnasium adapter. Gymnasium is not a Debian package, so the first test
runs the adapter against a stand-in module with the few names it uses (gymnasium.Env and
three spaces, with Gymnasium's signatures); the second runs Gymnasium's own env checker
when gymnasium is installed, and is skipped otherwise."""

import importlib
import sys
import types

import numpy as np
import pytest

from retrosim import rf


def _stand_in_gymnasium():
    g = types.ModuleType("gymnasium")
    s = types.ModuleType("gymnasium.spaces")

    class Env:
        def reset(self, *, seed=None, options=None):
            self.seeded = seed

    class Discrete:
        def __init__(self, n):
            self.n = n

    class Box:
        def __init__(self, low, high, shape=None, dtype=np.float32):
            self.low, self.high, self.shape, self.dtype = low, high, shape, np.dtype(dtype)

    class Dict:
        def __init__(self, spaces):
            self.spaces = dict(spaces)

    s.Discrete, s.Box, s.Dict = Discrete, Box, Dict
    g.Env, g.spaces = Env, s
    return g, s


def test_the_adapter_wraps_env_with_gymnasiums_spaces(monkeypatch):
    g, s = _stand_in_gymnasium()
    monkeypatch.setitem(sys.modules, "gymnasium", g)
    monkeypatch.setitem(sys.modules, "gymnasium.spaces", s)
    monkeypatch.delitem(sys.modules, "retrosim.gym", raising=False)
    gym = importlib.import_module("retrosim.gym")
    try:
        env = gym.GymEnv(map="proving_strait", observation=("cells", "objects"), frame_skip=2, max_frames=40,
                         launch="tank")
        assert isinstance(env, g.Env)
        assert isinstance(env.action_space, s.Discrete) and env.action_space.n == len(rf.ACTIONS)
        assert isinstance(env.observation_space, s.Dict)
        cells = env.observation_space.spaces["cells"]
        assert isinstance(cells, s.Box) and cells.shape == (128, 128) and cells.dtype == np.uint32
        obs, info = env.reset(seed=5)
        assert env.seeded == 5  # Gymnasium's Env.reset saw the seed
        plain = rf.Env(map="proving_strait", observation=("cells", "objects"), frame_skip=2, max_frames=40,
                       launch="tank")
        pobs, _ = plain.reset(seed=5)
        assert np.array_equal(obs["cells"], pobs["cells"]) and np.array_equal(obs["objects"], pobs["objects"])
        ended = False
        for step in range(30):  # 40 frames at frame skip 2: truncated at step 20
            a = np.int64(step % len(rf.ACTIONS))  # a numpy scalar, as agents give
            o, r, term, trunc, _ = env.step(a)
            po, pr, pterm, ptrunc, _ = plain.step(int(a))
            assert np.array_equal(o["cells"], po["cells"]) and r == pr and (term, trunc) == (pterm, ptrunc)
            if term or trunc:
                ended = True
                break
        assert ended and step == 19
        picture = env.render()
        assert picture.ndim == 3 and picture.shape[2] == 3 and picture.dtype == np.uint8
        env.close()
    finally:
        sys.modules.pop("retrosim.gym", None)


def test_gymnasiums_own_checker_passes():
    gymnasium = pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env

    from retrosim.gym import GymEnv

    check_env(GymEnv(map="proving_strait", observation="cells", frame_skip=4, max_frames=200), skip_render_check=True)


def test_without_gymnasium_the_adapter_says_what_it_needs(monkeypatch):
    monkeypatch.setitem(sys.modules, "gymnasium", None)  # import gymnasium raises ImportError
    monkeypatch.delitem(sys.modules, "retrosim.gym", raising=False)
    try:
        with pytest.raises(ImportError, match="retrosim.gym needs gymnasium"):
            importlib.import_module("retrosim.gym")
    finally:
        sys.modules.pop("retrosim.gym", None)
