"""Gymnasium adapter: Gymnasium's env checker, masks, rewards and errors."""

from __future__ import annotations

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from canasta.envs.common import team_returns  # noqa: E402
from canasta.envs.gymnasium import ENV_ID, CanastaGymEnv  # noqa: E402


@pytest.mark.parametrize("kwargs", [
    {"rules": "classic", "players": 4},
    {"rules": "italian", "players": 4, "episode": "match", "max_steps": 40},
    {"rules": "classic", "players": 2, "seat": 1},
    {"rules": "handfoot", "players": 2},
    {"rules": "bolivia", "players": 4},
])
def test_gymnasium_check_env(kwargs: dict) -> None:
    check_env(CanastaGymEnv(**kwargs), skip_render_check=True)


def test_registered_with_gymnasium_make_and_renders() -> None:
    env = gymnasium.make(ENV_ID, rules="classic", players=4, render_mode="ansi")
    env.reset(seed=0)
    assert "scores" in env.render()
    check_env(env.unwrapped)


def test_masked_random_episode_rewards_the_learner_team() -> None:
    env = CanastaGymEnv(rules="classic", players=4, seat=1)
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=5)
    assert np.array_equal(info["action_mask"], env.action_masks())
    total, done = 0.0, False
    while not done:
        mask = env.action_masks()
        assert mask.dtype == bool and mask.any() and env.state.turn == 1
        obs, reward, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        assert env.observation_space.contains(obs)
        total += reward
        done = term or trunc
    st = env.state
    assert term and st.phase in ("hand_over", "match_over")
    assert total == pytest.approx(team_returns(list(st.result.team_points))[st.team_of[1]])
    assert not env.action_masks().any()
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(0)


def test_same_seed_same_episode() -> None:
    a, b = CanastaGymEnv(players=4), CanastaGymEnv(players=4)
    oa, _ = a.reset(seed=11)
    ob, _ = b.reset(seed=11)
    assert np.array_equal(oa, ob)
    for _ in range(20):
        act = int(np.flatnonzero(a.action_masks())[0])
        ra = a.step(act)
        rb = b.step(act)
        assert np.array_equal(ra[0], rb[0]) and ra[1:4] == rb[1:4]
        if ra[2]:
            break


def test_illegal_action_ends_the_episode_with_minus_one_by_default() -> None:
    env = CanastaGymEnv(players=4)
    env.reset(seed=1)
    bad = int(np.flatnonzero(~env.action_masks())[0])
    _, reward, term, trunc, info = env.step(bad)
    assert (reward, term, trunc, info["illegal"]) == (-1.0, True, False, True)
    with pytest.raises(RuntimeError, match="episode is over"):
        env.step(bad)


def test_illegal_action_modes_penalty_and_raise() -> None:
    env = CanastaGymEnv(players=4, illegal="penalty", illegal_reward=-0.1)  # the earlier behaviour
    env.reset(seed=1)
    bad = int(np.flatnonzero(~env.action_masks())[0])
    before = env.state.to_json()
    _, reward, term, trunc, info = env.step(bad)
    assert reward == -0.1 and not term and info["illegal"] and env.state.to_json() == before
    env2 = CanastaGymEnv(players=4, illegal="raise")
    env2.reset(seed=1)
    with pytest.raises(ValueError, match="illegal action"):
        env2.step(bad)


def test_step_limit_by_default_and_in_the_registration() -> None:
    from canasta.envs.gymnasium import ENV_ID, MAX_STEPS

    assert gymnasium.spec(ENV_ID).max_episode_steps == MAX_STEPS
    assert CanastaGymEnv(players=2).max_steps == MAX_STEPS
    # an agent that always plays an illegal action under "penalty" is stopped by the limit
    env = CanastaGymEnv(players=2, illegal="penalty", max_steps=7)
    env.reset(seed=3)
    bad = int(np.flatnonzero(~env.action_masks())[0])
    outs = [env.step(bad) for _ in range(7)]
    assert [o[3] for o in outs] == [False] * 6 + [True] and not any(o[2] for o in outs)


@pytest.mark.parametrize("kwargs,message", [
    ({"seat": 4}, "seat must be 0 to 3"),
    ({"opponents": "grandmaster"}, "unknown bot"),
    ({"opponents": ["random"]}, "one bot for each of the 3 other seats"),
    ({"episode": "game"}, "episode must be"),
    ({"illegal": "skip"}, "illegal must be"),
    ({"max_steps": -3}, "max_steps must be"),
    ({"rules": "classic", "players": 5, "seat": 0}, "sits out the first hand"),
])
def test_bad_parameters_give_one_clear_error(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        CanastaGymEnv(**kwargs)
