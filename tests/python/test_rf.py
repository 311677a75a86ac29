# SPDX-License-Identifier: GPL-3.0-or-later
"""The Python module retrosim.rf (issue 42): the same seed gives the same observations and
hashes, clone/restore resumes exactly, a VecEnv of 4 equals 4 single envs stepped alike,
the bot opponent plays, bad arguments raise a clear exception. Run by ctest (python_rf)
with PYTHONPATH=build/python."""

import numpy as np
import pytest

import retrosim
from retrosim import rf


def actions(n, seed=5):
    return np.random.default_rng(seed).integers(len(rf.ACTIONS), size=n)


def test_import_and_tables():
    assert rf.version().startswith("retrosim ")
    assert "proving_strait" in rf.maps() and len(rf.maps()) >= 5
    assert rf.ACTIONS[0] == ("none", 0) and rf.ACTIONS[1][0] == "forward"
    assert len(rf.ACTIONS) == 15 and rf.TERMS[-1] == "frame"
    assert retrosim.rf is rf


def test_spaces_are_plain_attributes():
    env = rf.Env(observation=("cells", "objects", "rgb"), size=(64, 48), max_objects=32)
    assert env.action_space.n == 15
    obs, info = env.reset(seed=3)
    assert info == {"frame": 0, "seed": 3}
    assert env.observation_space.contains(obs)
    assert obs["cells"].shape == (128, 128) and obs["cells"].dtype == np.uint32
    assert obs["objects"].shape == (32, 9) and obs["rgb"].shape == (48, 64, 3)
    assert env.action_space.contains(env.action_space.sample())


def run(env, seed, acts):
    obs, _ = env.reset(seed=seed)
    out = [obs]
    hashes = [env.hash()]
    for a in acts:
        obs, reward, terminated, truncated, info = env.step(int(a))
        out.append(obs)
        hashes.append(env.hash())
    return out, hashes


def same_obs(a, b):
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a)
    return np.array_equal(a, b)


def test_same_seed_same_observations_and_hashes():
    acts = actions(60)
    kw = dict(observation=("cells", "objects", "rgb"), size=(32, 32), launch="tank", frame_skip=2)
    o1, h1 = run(rf.Env(**kw), 11, acts)
    o2, h2 = run(rf.Env(**kw), 11, acts)
    assert h1 == h2
    assert all(same_obs(a, b) for a, b in zip(o1, o2))
    _, h3 = run(rf.Env(**kw), 12, acts)
    assert h3[0] != h1[0]  # the seed is the game's random stream
    assert len(set(h1)) > 50  # the game moves


def test_launch_puts_the_tank_on_the_field():
    env = rf.Env(observation="cells", launch="tank")
    env.reset(seed=1)
    p = env.player()
    assert p["vehicle_type"] == 0 and p["driving"]
    x0, y0 = p["x"], p["y"]
    for _ in range(40):
        env.step(1)  # forward
    p = env.player()
    assert (p["x"], p["y"]) != (x0, y0)


def test_clone_restore_resumes_exactly():
    env = rf.Env(map="twin_harbours", opponent="bot:normal", observation=("cells", "rgb"), size=(24, 24),
                 launch="tank")
    env.reset(seed=4)
    for a in actions(30, 1):
        env.step(int(a))
    state = env.clone()
    later = actions(40, 2)
    first = [env.step(int(a)) for a in later]
    h = env.hash()
    env.restore(state)
    second = [env.step(int(a)) for a in later]
    assert env.hash() == h
    for (o1, r1, t1, u1, i1), (o2, r2, t2, u2, i2) in zip(first, second):
        assert same_obs(o1, o2) and r1 == r2 and (t1, u1) == (t2, u2) and i1 == i2
    with pytest.raises(TypeError, match="clone"):
        env.restore("not a state")


def test_vecenv_of_4_equals_4_single_envs():
    kw = dict(map="proving_strait", observation=("cells", "objects"), frame_skip=3, max_frames=90, launch="tank")
    vec = rf.VecEnv(4, threads=2, **kw)
    assert vec.num_envs == 4 and vec.threads == 2
    singles = [rf.Env(**kw) for _ in range(4)]
    vobs, _ = vec.reset(seed=20)
    sobs = [e.reset(seed=20 + i)[0] for i, e in enumerate(singles)]
    for i in range(4):
        assert same_obs({k: v[i] for k, v in vobs.items()}, sobs[i])
    rng = np.random.default_rng(9)
    resets = 0
    for step in range(40):  # past max_frames: every env resets itself once
        acts = rng.integers(len(rf.ACTIONS), size=4)
        vobs, vrew, vterm, vtrunc, vinfo = vec.step(acts)
        for i, e in enumerate(singles):
            obs, rew, term, trunc, info = e.step(int(acts[i]))
            assert np.float32(rew) == vrew[i] and term == vterm[i] and trunc == vtrunc[i]
            if term or trunc:
                resets += 1
                assert vinfo["_final_observation"][i]
                assert same_obs(vinfo["final_observation"][i], obs)  # the ended game's last
                obs, _ = e.reset(seed=20 + i + 4)  # the VecEnv's next seed for env i
            elif "final_observation" in vinfo:
                assert vinfo["final_observation"][i] is None and not vinfo["_final_observation"][i]
            assert same_obs({k: v[i] for k, v in vobs.items()}, obs)
            assert vec.hash(i) == e.hash()
    assert resets == 4


def test_the_bot_opponent_plays():
    env = rf.Env(map="proving_strait", opponent="bot:hard", observation="cells", frame_skip=10, max_frames=0)
    env.reset(seed=2)
    names = set()
    for _ in range(300):
        env.step(0)  # player 1 does nothing
        names.update(name for _, name, _, _ in env.events())
    bot = env.player(1)
    assert bot["vehicle_id"] != 0 or bot["stock"] != (3, 8, 3, 3)  # it launched a vehicle
    assert "Cannon" in names or "Gun" in names or "Rocket" in names  # and fired


def test_rewards_come_from_the_callers_table():
    # the frame term alone: -1 a frame, frame_skip frames a step
    env = rf.Env(observation="cells", reward={"frame": -1.0}, frame_skip=4)
    env.reset(seed=1)
    _, reward, _, _, info = env.step(0)
    assert reward == -4.0 and info["frame"] == 4
    assert env.reward_weights["frame"] == -1.0 and env.reward_weights["win"] == 0.0


def test_the_bot_destroys_a_tower_and_the_reward_counts_it():
    # the bot drives player 1 here through the raw API: a 1-player game of the hard bot
    # earns tower_destroyed; the agent's reward table gives it its weight
    env = rf.Env(map="proving_strait", players=2, opponent="bot:hard", observation="cells", frame_skip=50,
                 max_frames=0, reward={"tower_lost": 1.0})
    env.reset(seed=1)
    total = 0.0
    for _ in range(400):
        _, reward, terminated, _, info = env.step(0)
        total += reward
        if total > 0 or terminated:
            break
    assert total >= 1.0  # the bot broke one of player 1's towers


def test_bad_arguments_raise_clear_exceptions():
    with pytest.raises(ValueError, match="not a map file nor a bundled map"):
        rf.Env(map="no_such_map")
    with pytest.raises(ValueError, match="opponent"):
        rf.Env(opponent="human")
    with pytest.raises(ValueError, match="easy, normal, hard"):
        rf.Env(opponent="bot:godlike")
    with pytest.raises(ValueError, match="players=2"):
        rf.Env(opponent="bot:easy", players=1)
    with pytest.raises(ValueError, match="observation"):
        rf.Env(observation=("pixels",))
    with pytest.raises(ValueError, match="frame_skip"):
        rf.Env(frame_skip=0)
    with pytest.raises(TypeError, match="size"):
        rf.Env(size=84)
    with pytest.raises(ValueError, match="reward"):
        rf.Env(reward={"gold": 1})
    env = rf.Env(observation="cells")
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    env.reset()
    with pytest.raises(ValueError, match="0..14"):
        env.step(15)
    with pytest.raises(TypeError, match="integer"):
        env.step("forward")
    with pytest.raises(ValueError, match="seed"):
        env.reset(seed=-1)
    v = rf.VecEnv(2, observation="cells")
    v.reset()
    with pytest.raises(ValueError, match="actions must be 2"):
        v.step([0, 0, 0])


def test_the_same_game_as_the_program():
    # seed 1 (the original's) and nothing held: the state hash `retrosim rf run --hash` gives
    import os
    import subprocess
    binary = os.path.join(os.environ.get("RETROSIM_BINARY_DIR", ""), "retrosim")
    if not os.path.exists(binary):
        pytest.skip("the program is not built (RETROSIM_BINARY_DIR)")
    rfm = os.path.join(os.environ["RETROSIM_BINARY_DIR"], "data", "rf", "maps", "proving_strait.rfm")
    out = subprocess.run([binary, "rf", "run", "--map", rfm, "--frames", "100", "--hash"], check=True,
                         capture_output=True, text=True).stdout.split()
    env = rf.Env(map=rfm, players=2, observation="cells", frame_skip=100)
    env.reset(seed=1)
    env.step(0)
    assert f"{env.hash():016x}" == out[0]
