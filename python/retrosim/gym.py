# SPDX-License-Identifier: GPL-3.0-or-later
"""A thin Gymnasium adapter for retrosim.rf.Env, defined only when gymnasium can be
imported: ``GymEnv(**Env's arguments)`` is a ``gymnasium.Env`` whose spaces are
Gymnasium's own."""

try:
    import gymnasium
except ImportError as e:  # retrosim itself never needs gymnasium
    raise ImportError("retrosim.gym needs gymnasium (pip install gymnasium); retrosim.rf.Env works without it") from e

import numpy as np

from . import rf, spaces


def _space(s):
    if isinstance(s, spaces.Discrete):
        return gymnasium.spaces.Discrete(s.n)
    if isinstance(s, spaces.Box):
        return gymnasium.spaces.Box(low=s.low, high=s.high, shape=s.shape, dtype=s.dtype)
    if isinstance(s, spaces.Dict):
        return gymnasium.spaces.Dict({k: _space(v) for k, v in s.spaces.items()})
    raise TypeError(f"no Gymnasium space for {s!r}")


class GymEnv(gymnasium.Env):
    metadata = {"render_modes": ["rgb_array"]}

    def __init__(self, render_mode="rgb_array", **kwargs):
        self.env = rf.Env(**kwargs)
        self.render_mode = render_mode
        self.action_space = _space(self.env.action_space)
        self.observation_space = _space(self.env.observation_space)

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        return self.env.reset(seed=seed, options=options)

    def step(self, action):
        return self.env.step(int(np.asarray(action)))

    def render(self):
        return self.env.render()

    def close(self):
        self.env.close()
