# SPDX-License-Identifier: GPL-3.0-or-later
"""Return Fire as a research environment (issue 42; docs/research.md).

``Env`` has Gymnasium's shape without importing it: ``reset(seed=None, options=None) ->
(obs, info)``, ``step(action) -> (obs, reward, terminated, truncated, info)``, ``render()``
(an RGB array), ``close()``, and ``action_space`` / ``observation_space`` as plain
attributes (retrosim.spaces). ``VecEnv(n, ...)`` steps n games per call on C++ threads with
the GIL released and resets each one that ends. The game is deterministic: the same map,
seed and actions give the same observations and state hashes on every build.

The agent is player 1. ``opponent="bot:easy|normal|hard"`` puts the computer player
(src/rf/bot) on player 2 of a 2-player game.
"""

import os

import numpy as np

from . import _retrosim_rf as _core
from .spaces import Box, Dict, Discrete, MultiDiscrete

#: The discrete actions: (name, raw input word) by index (docs/research.md).
ACTIONS = [(name, int(word)) for name, word in _core.ACTIONS]
#: The reward's terms, in the order of Env.reward_weights.
TERMS = list(_core.TERMS)
#: The object table's columns (observation "objects": one row an object, zeros past the last).
OBJECT_FIELDS = ("id", "class", "team", "x", "y", "z", "heading", "speed", "cell")
OBSERVATIONS = ("cells", "objects", "rgb")
VEHICLES = {"tank": 0, "jeep": 1, "msv": 2, "heli": 3}
VIEWS = {"topdown": 0, "perspective": 1, "screen": 2}
BOTS = {"easy": 0, "normal": 1, "hard": 2}
#: The reward when none is given: the game's goals (each term per event; damage per hit point).
DEFAULT_REWARD = {
    "tower_destroyed": 1.0,
    "tower_lost": -1.0,
    "flag_found": 2.0,
    "flag_picked_up": 3.0,
    "flag_home": 10.0,
    "vehicle_lost": -2.0,
    "damage_dealt": 0.05,
    "damage_taken": -0.05,
    "win": 10.0,
    "loss": -10.0,
    "frame": 0.0,
}
#: designed: a game is cut at 20 minutes of game time (37,500 frames at dt 2), the bots' cap.
DEFAULT_MAX_FRAMES = 37500


def version():
    """The library's version line."""
    return _core.version()


def maps(data_dir=None):
    """The bundled maps' names."""
    return list(_core.map_names(data_dir or ""))


def _choice(name, value, table):
    if not isinstance(value, str) or value.lower() not in table:
        raise ValueError(f"{name} must be one of {', '.join(table)}; got {value!r}")
    return table[value.lower()]


def _int(name, value, low, high=None):
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} must be an integer, got {value!r}")
    if value < low or (high is not None and value > high):
        span = f"{low}..{high}" if high is not None else f">= {low}"
        raise ValueError(f"{name} must be {span}, got {value}")
    return int(value)


def _bot(name, value):
    if value is None:
        return -1
    if not isinstance(value, str) or not value.startswith("bot:"):
        raise ValueError(f"{name} must be None or 'bot:easy', 'bot:normal', 'bot:hard'; got {value!r}")
    return _choice(f"{name}'s difficulty", value[4:], BOTS)


def _config(map, players, opponent, autopilot, observation, size, frame_skip, max_frames, reward, action, launch, view,
            max_objects, dt, data_dir, tables):
    if not isinstance(map, (str, os.PathLike)) or not str(map):
        raise TypeError(f"map must be a bundled map's name ({', '.join(maps(data_dir))}) or a .rfm file, got {map!r}")
    if not os.path.isfile(map) and str(map) not in maps(data_dir):
        raise ValueError(f"map {str(map)!r}: not a map file nor a bundled map ({', '.join(maps(data_dir))})")
    opp = _bot("opponent", opponent)
    if players is None:
        players = 2 if opp >= 0 else 1
    players = _int("players", players, 1, 2)
    if opp >= 0 and players != 2:
        raise ValueError("opponent needs players=2 (the bot plays player 2)")
    single = isinstance(observation, str)
    kinds = (observation,) if single else tuple(observation)
    if not kinds:
        raise ValueError(f"observation must name at least one of {OBSERVATIONS}")
    for k in kinds:
        if k not in OBSERVATIONS:
            raise ValueError(f"observation: {k!r} is not one of {OBSERVATIONS}")
    if len(set(kinds)) != len(kinds):
        raise ValueError(f"observation names {kinds} more than once")
    try:
        width, height = (int(size[0]), int(size[1]))
    except (TypeError, ValueError, IndexError):
        raise TypeError(f"size must be (width, height), got {size!r}") from None
    _int("size's width", width, 1, 4096)
    _int("size's height", height, 1, 4096)
    weights = dict(DEFAULT_REWARD)
    if reward is not None:
        if not isinstance(reward, dict):
            raise TypeError(f"reward must be a dict of term -> weight (terms: {', '.join(TERMS)}), got {reward!r}")
        weights = {t: 0.0 for t in TERMS}
        for k, v in reward.items():
            if k not in weights:
                raise ValueError(f"reward: {k!r} is not a term; the terms are {', '.join(TERMS)}")
            weights[k] = float(v)
    if action not in ("discrete", "raw"):
        raise ValueError(f"action must be 'discrete' (the table of ACTIONS) or 'raw' (input words), got {action!r}")
    cfg = {
        "map": str(map),
        "data_dir": str(data_dir or ""),
        "tables": str(tables or ""),
        "players": players,
        "opponent": opp,
        "autopilot": _bot("autopilot", autopilot),
        "cells": "cells" in kinds,
        "objects": "objects" in kinds,
        "rgb": "rgb" in kinds,
        "width": width,
        "height": height,
        "view": _choice("view", view, VIEWS),
        "max_objects": _int("max_objects", max_objects, 1, 4096),
        "frame_skip": _int("frame_skip", frame_skip, 1, 1000),
        "max_frames": _int("max_frames", max_frames, 0),
        "launch": -1 if launch is None else _choice("launch", launch, VEHICLES),
        "discrete": action == "discrete",
        "dt": _int("dt", dt, 0, 12),
        "weights": [weights[t] for t in TERMS],
    }
    return cfg, kinds, single


def _observation_space(cfg, kinds, single):
    parts = {
        "cells": Box(0, 2**32 - 1, (128, 128), np.uint32),
        "objects": Box(-(2**31), 2**31 - 1, (cfg["max_objects"], len(OBJECT_FIELDS)), np.int32),
        "rgb": Box(0, 255, (cfg["height"], cfg["width"], 3), np.uint8),
    }
    return parts[kinds[0]] if single else Dict({k: parts[k] for k in kinds})


class Env:
    """One game of Return Fire, Gymnasium-shaped (see the module's doc and docs/research.md).

    map: a bundled map's name (``retrosim.rf.maps()``) or an .rfm file; players: 1 or 2
    (default 2 with an opponent, else 1); opponent: None or "bot:easy|normal|hard";
    autopilot: None or a bot that plays player 1 (the actions are ignored: a baseline);
    observation: one of "cells", "objects", "rgb" (the observation is that array) or a
    tuple of them (a dict); size: the RGB picture's (width, height); view: "perspective",
    "topdown" or "screen"; frame_skip: frames a step (the action held); max_frames: frames
    after which an episode is truncated (0: never); reward: {term: weight} (TERMS; missing
    terms weigh 0; None: DEFAULT_REWARD); action: "discrete" (ACTIONS) or "raw" (input
    words); launch: None (start in the bunker) or the vehicle reset launches ("tank",
    "jeep", "msv", "heli"); dt: ticks a frame; data_dir, tables: rf.h's reset options.
    """

    metadata = {"render_modes": ["rgb_array"]}

    def __init__(self, map="proving_strait", players=None, opponent=None, autopilot=None,
                 observation=("cells", "objects", "rgb"),
                 size=(84, 84), frame_skip=4, max_frames=DEFAULT_MAX_FRAMES, reward=None, action="discrete",
                 launch=None, view="perspective", max_objects=128, dt=2, render_size=(640, 480), data_dir=None,
                 tables=None):
        self._cfg, self._kinds, self._single = _config(map, players, opponent, autopilot, observation, size, frame_skip,
                                                       max_frames, reward, action, launch, view, max_objects, dt,
                                                       data_dir, tables)
        self._core = _core.EnvCore(self._cfg)
        self._render_size = (int(render_size[0]), int(render_size[1]))
        self._seed = None
        self._ready = False
        self.reward_weights = dict(zip(TERMS, self._cfg["weights"]))
        self.action_space = Discrete(len(ACTIONS)) if action == "discrete" else Box(0, 2**32 - 1, (), np.uint32)
        self.observation_space = _observation_space(self._cfg, self._kinds, self._single)
        self.render_mode = "rgb_array"

    def _obs(self, d):
        return d[self._kinds[0]] if self._single else d

    def reset(self, seed=None, options=None):
        """A new game: seed (an int; None: the last seed + 1, first 1); options: None or
        {"map": ...} to change the map."""
        if options is not None:
            if not isinstance(options, dict) or set(options) - {"map"}:
                raise ValueError(f"options must be None or {{'map': NAME}}, got {options!r}")
            if "map" in options:
                self._cfg = dict(self._cfg, map=str(options["map"]))
                self._core = _core.EnvCore(self._cfg)
        if seed is None:
            seed = 1 if self._seed is None else self._seed + 1
        self._seed = _int("seed", seed, 0, 2**32 - 1)
        obs = self._core.reset(self._seed)
        self._ready = True
        return self._obs(obs), {"frame": 0, "seed": self._seed}

    def step(self, action):
        if not self._ready:
            raise RuntimeError("step before reset: call reset() first")
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            if isinstance(action, np.ndarray) and action.shape == () and np.issubdtype(action.dtype, np.integer):
                action = int(action)
            else:
                raise TypeError(f"action must be an integer, got {action!r}")
        obs, reward, terminated, truncated, info = self._core.step(int(action))
        return self._obs(obs), reward, terminated, truncated, info

    def render(self, view="screen", size=None):
        """Player 1's picture as an RGB array (height, width, 3): the 640 x 480 screen by
        default, or view "perspective" / "topdown" at `size`."""
        self._need()
        w, h = size if size is not None else self._render_size
        return self._core.render(_choice("view", view, VIEWS), _int("width", w, 1, 4096), _int("height", h, 1, 4096))

    def close(self):
        self._core = None
        self._ready = False

    def _need(self):
        if not self._ready:
            raise RuntimeError("no game: call reset() first")

    # ---- beyond Gymnasium ----
    def clone(self):
        """The whole state (the game, the bots, the episode's frame count): restore() it."""
        self._need()
        return self._core.save()

    def restore(self, state):
        self._need()
        if not isinstance(state, _core.State):
            raise TypeError(f"restore takes what clone() gave, got {state!r}")
        self._core.restore(state)

    def hash(self):
        """The simulation state's hash (the golden runs' XXH3)."""
        self._need()
        return self._core.hash()

    def observe(self):
        self._need()
        return self._obs(self._core.observe())

    def events(self):
        """The last step's events: (frame, name, a, b) (docs/rf-events.md)."""
        self._need()
        return self._core.events()

    def player(self, index=0):
        """Player `index`'s side: vehicle, position (16.16 px), heading, hit points, fuel ..."""
        self._need()
        return self._core.player(_int("player", index, 0, 1))

    def info(self):
        self._need()
        return self._core.info()


class VecEnv:
    """n games stepped per call on C++ threads (the GIL released), each reset as soon as it
    ends (its seed: seed + i + n * episode). Arguments as Env's, plus threads (default
    min(n, cpus)). ``step(actions)`` -> (obs, rewards, terminated, truncated, info) with a
    leading axis of n; the obs of an env that ended is its new game's first, and its
    last observation is in info["final_observation"][i] (None for the others; the mask
    info["_final_observation"]), as Gymnasium's vector envs give it."""

    metadata = Env.metadata

    def __init__(self, n, threads=None, **kwargs):
        n = _int("n", n, 1, 4096)
        threads = min(n, os.cpu_count() or 1) if threads is None else _int("threads", threads, 1, 256)
        env_kwargs = dict(map="proving_strait", players=None, opponent=None, autopilot=None, observation=("cells", "objects", "rgb"),
                          size=(84, 84), frame_skip=4, max_frames=DEFAULT_MAX_FRAMES, reward=None, action="discrete",
                          launch=None, view="perspective", max_objects=128, dt=2, data_dir=None, tables=None)
        unknown = set(kwargs) - set(env_kwargs)
        if unknown:
            raise TypeError(f"VecEnv: unknown arguments {sorted(unknown)}")
        env_kwargs.update(kwargs)
        self._cfg, self._kinds, self._single = _config(**env_kwargs)
        self._core = _core.VecEnvCore(n, self._cfg, threads)
        self.num_envs = n
        self.threads = threads
        self.single_action_space = (Discrete(len(ACTIONS)) if self._cfg["discrete"]
                                    else Box(0, 2**32 - 1, (), np.uint32))
        self.action_space = (MultiDiscrete([len(ACTIONS)] * n) if self._cfg["discrete"]
                             else Box(0, 2**32 - 1, (n,), np.uint32))
        self.single_observation_space = _observation_space(self._cfg, self._kinds, self._single)
        self._seed = None
        self._ready = False

    def _obs(self, d):
        return d[self._kinds[0]] if self._single else d

    def reset(self, seed=None, options=None):
        if options is not None:
            raise ValueError("VecEnv.reset takes no options")
        if seed is None:
            seed = 1 if self._seed is None else self._seed + self.num_envs
        self._seed = _int("seed", seed, 0, 2**32 - 1)
        obs = self._core.reset(self._seed)
        self._ready = True
        return self._obs(obs), {"seed": np.arange(self.num_envs, dtype=np.uint64) + self._seed}

    def step(self, actions):
        if not self._ready:
            raise RuntimeError("step before reset: call reset() first")
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or not np.issubdtype(a.dtype, np.integer):
            raise ValueError(f"actions must be {self.num_envs} integers, got {a.dtype} of shape {a.shape}")
        obs, rewards, terminated, truncated, info = self._core.step(a.astype(np.int64, copy=False))
        if "final_observation" in info:  # Gymnasium's autoreset keys: an object array and its mask
            finals = np.empty(self.num_envs, dtype=object)
            finals[:] = [None if d is None else self._obs(d) for d in info["final_observation"]]
            info["final_observation"] = finals
            info["_final_observation"] = terminated | truncated
        return self._obs(obs), rewards, terminated, truncated, info

    def hash(self, i):
        return self._core.hash(_int("i", i, 0, self.num_envs - 1))

    def close(self):
        self._core = None
        self._ready = False


def gym_env(**kwargs):
    """Env as a gymnasium.Env (needs gymnasium installed): retrosim.gym.GymEnv(**kwargs)."""
    from .gym import GymEnv

    return GymEnv(**kwargs)
