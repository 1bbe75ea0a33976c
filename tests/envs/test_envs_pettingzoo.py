"""PettingZoo adapter: PettingZoo's own API, seed and max-cycles tests, and the game's rewards."""

from __future__ import annotations

import functools
import types

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, max_cycles_test, seed_test  # noqa: E402

from canasta.envs import pettingzoo as cz  # noqa: E402
from canasta.envs.common import team_returns  # noqa: E402


@pytest.mark.parametrize("kwargs", [
    {"rules": "classic", "players": 4},
    {"rules": "italian", "players": 4, "episode": "match", "reward": "win"},
    {"rules": "french", "players": 5},
    {"rules": "classic", "players": 3},
    {"rules": "handfoot", "players": 4},
    {"rules": "samba", "players": 4},
])
def test_pettingzoo_api_test(kwargs: dict) -> None:
    api_test(cz.env(**kwargs), num_cycles=200)


def test_pettingzoo_seed_test() -> None:
    seed_test(lambda: cz.env(rules="classic", players=4), num_cycles=50)


def test_pettingzoo_max_cycles_test() -> None:
    # the test steps every agent once per cycle: the simultaneous form of the same game
    # and it samples actions without their masks, so illegal actions must not end the episode
    max_cycles_test(types.SimpleNamespace(env=functools.partial(cz.simultaneous_env, illegal="penalty"),
                                          parallel_env=functools.partial(cz.parallel_env, illegal="penalty")))


@pytest.mark.parametrize("illegal_every", [0, 3])
def test_turn_based_env_truncates_after_exactly_max_cycles_steps(illegal_every: int) -> None:
    # the AEC form of max_cycles (PettingZoo's max_cycles_test needs every agent to act every
    # cycle, which only the parallel/simultaneous forms above do): moves and illegal attempts
    # both count, and every agent is truncated at once
    e = cz.env(rules="classic", players=4, max_cycles=7, illegal="penalty")
    e.reset(seed=5)
    rng = np.random.default_rng(1)
    live_steps = dead_steps = 0
    for _agent in e.agent_iter():
        obs, _r, term, trunc, _ = e.last()
        if term or trunc:
            assert trunc and not term
            dead_steps += 1
            e.step(None)
            continue
        live_steps += 1
        legal = np.flatnonzero(obs["action_mask"])
        illegal = np.flatnonzero(obs["action_mask"] == 0)
        e.step(int(rng.choice(illegal if illegal_every and live_steps % illegal_every == 0 else legal)))
    assert live_steps == 7 and dead_steps == 4
    assert all(e.truncations.values()) or not e.agents


def _play_hand(e, seed: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(seed)
    e.reset(seed=seed)
    total = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, term, trunc, _info = e.last()
        total[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.any() and e.engine_state.turn == e.possible_agents.index(agent)
        e.step(int(rng.choice(np.flatnonzero(mask))))
    return total


def test_hand_rewards_are_the_team_points_difference_and_partners_share_them() -> None:
    e = cz.env(rules="classic", players=4)
    total = _play_hand(e, 3)
    st = e.engine_state
    assert st.phase in ("hand_over", "match_over")
    expected = team_returns(list(st.result.team_points))
    assert total["player_0"] == pytest.approx(expected[st.team_of[0]])
    assert total["player_0"] == total["player_2"] and total["player_1"] == total["player_3"]
    assert sum(total.values()) == pytest.approx(0.0)
    a, b = st.result.team_points
    assert total["player_0"] == pytest.approx((a - b) / 1000 if st.team_of[0] == 0 else (b - a) / 1000)


def test_observations_only_give_a_mask_to_the_seat_to_act() -> None:
    e = cz.env(rules="classic", players=4)
    e.reset(seed=1)
    actor = e.agent_selection
    for agent in e.possible_agents:
        mask = e.observe(agent)["action_mask"]
        assert mask.any() == (agent == actor)
    assert e.observation_space("player_0") is e.observation_space("player_3")  # spaces are cached
    assert e.action_space("player_0") is e.action_space("player_1")


def test_illegal_action_ends_the_episode_with_minus_one_for_the_offender_by_default() -> None:
    e = cz.env(rules="classic", players=4)
    e.reset(seed=2)
    agent = e.agent_selection
    bad = int(np.flatnonzero(e.observe(agent)["action_mask"] == 0)[0])
    e.step(bad)
    assert all(e.terminations.values())
    assert e._cumulative_rewards[agent] == -1.0
    assert all(r == 0.0 for a, r in e._cumulative_rewards.items() if a != agent)
    _obs, reward, term, _trunc, info = e.last()
    assert term and reward == -1.0 and info == {"illegal": True}
    p = cz.parallel_env(rules="classic", players=4)
    p.reset(seed=2)
    actor = p.possible_agents[p.engine_state.turn]
    _o, rewards, terms, _t, infos = p.step(dict.fromkeys(p.agents, bad))
    assert all(terms.values()) and rewards[actor] == -1.0 and infos[actor] == {"illegal": True} and not p.agents


def test_illegal_actions_penalty_and_raise() -> None:
    e = cz.env(rules="classic", players=4, illegal="penalty", illegal_reward=-0.5)  # the earlier behaviour
    e.reset(seed=2)
    agent = e.agent_selection
    mask = e.observe(agent)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    before = e.engine_state.to_json()
    e.step(bad)
    assert e.engine_state.to_json() == before and e.agent_selection == agent
    assert e.rewards[agent] == -0.5 and e.infos[agent] == {"illegal": True}
    e.step(10**6)  # out of range: also just illegal
    assert e.rewards[agent] == -0.5 and not any(e.terminations.values())

    r = cz.env(rules="classic", players=4, illegal="raise")
    r.reset(seed=2)
    with pytest.raises(ValueError, match="illegal action"):
        r.step(bad)


def test_match_episode_deals_the_next_hand() -> None:
    e = cz.env(rules="classic", players=2, episode="match", max_cycles=400)
    rng = np.random.default_rng(0)
    e.reset(seed=4)
    hands_rewarded = 0
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        if reward and agent == "player_0":
            hands_rewarded += 1
        if term or trunc:
            e.step(None)
            continue
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert e.engine_state.hand_no >= 1 or e.engine_state.phase == "match_over"
    assert hands_rewarded >= 1


@pytest.mark.parametrize("kwargs,message", [
    ({"episode": "game"}, "episode must be one of"),
    ({"reward": "win"}, "needs episode='match'"),
    ({"illegal": "ignore"}, "illegal must be one of"),
    ({"max_cycles": 0}, "max_cycles must be"),
    ({"rules": "bridge"}, "unknown preset"),
    ({"rules": "italian", "players": 2}, "played by 4 players"),
    ({"render_mode": "rgb_array"}, "render_mode must be"),
])
def test_bad_parameters_give_one_clear_error(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        cz.env(**kwargs)


def test_parallel_env_applies_only_the_actor_move() -> None:
    p = cz.parallel_env(rules="classic", players=4)
    obs, _ = p.reset(seed=3)
    actor = next(a for a in p.agents if obs[a]["action_mask"].any())
    actions = {a: int(np.flatnonzero(obs[actor]["action_mask"])[0]) if a == actor else 0 for a in p.agents}
    obs, rewards, terms, truncs, infos = p.step(actions)
    assert not any(terms.values()) and not any(truncs.values())
    assert set(obs) == set(p.possible_agents)


def test_render_ansi_shows_the_table_without_hidden_cards() -> None:
    e = cz.env(rules="classic", players=4, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert "stock" in text and "scores" in text
    hand = e.engine_state.hand(0)
    from canasta.cards import face_label

    assert not any(face_label(f) in text.split("pile")[0] for f in hand)
