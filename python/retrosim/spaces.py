# SPDX-License-Identifier: GPL-3.0-or-later
"""The spaces of retrosim.rf's environments as plain objects shaped like Gymnasium's
(``Discrete(n)``, ``MultiDiscrete``, ``Box(low, high, shape, dtype)``, ``Dict``): ``shape``,
``dtype``, ``sample()``, ``contains(x)``; retrosim.gym turns them into Gymnasium's own."""

import numpy as np


class Discrete:
    def __init__(self, n, seed=None):
        self.n = int(n)
        self.shape = ()
        self.dtype = np.dtype(np.int64)
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)

    def sample(self):
        return int(self._rng.integers(self.n))

    def contains(self, x):
        try:
            return 0 <= int(x) < self.n and int(x) == x
        except (TypeError, ValueError):
            return False

    def __repr__(self):
        return f"Discrete({self.n})"


class MultiDiscrete:
    def __init__(self, nvec, seed=None):
        self.nvec = np.asarray(nvec, dtype=np.int64)
        self.shape = self.nvec.shape
        self.dtype = np.dtype(np.int64)
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)

    def sample(self):
        return self._rng.integers(self.nvec)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all((x >= 0) & (x < self.nvec)))

    def __repr__(self):
        return f"MultiDiscrete({self.nvec.tolist()})"


class Box:
    def __init__(self, low, high, shape, dtype, seed=None):
        self.low = low
        self.high = high
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)

    def sample(self):
        return self._rng.integers(self.low, self.high, size=self.shape, dtype=self.dtype, endpoint=True)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and x.dtype == self.dtype and bool(np.all((x >= self.low) & (x <= self.high)))

    def __repr__(self):
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"


class Dict:
    def __init__(self, spaces):
        self.spaces = dict(spaces)

    def __getitem__(self, key):
        return self.spaces[key]

    def keys(self):
        return self.spaces.keys()

    def sample(self):
        return {k: s.sample() for k, s in self.spaces.items()}

    def contains(self, x):
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
            s.contains(x[k]) for k, s in self.spaces.items())

    def __repr__(self):
        return "Dict(" + ", ".join(f"{k}: {s!r}" for k, s in self.spaces.items()) + ")"
