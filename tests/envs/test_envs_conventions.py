"""Conventions of the research environments (issue 17): PettingZoo's state(), true observation
bounds and the normalized default encoding, and episodes that start at a given score / hand."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import state_test  # noqa: E402

from canasta import make_rules  # noqa: E402
from canasta.envs import pettingzoo as cz  # noqa: E402
from canasta.envs.common import start_state  # noqa: E402
from canasta.envs.encoding import layout_for, obs_layout, obs_spec  # noqa: E402
from canasta.envs.gymnasium import CanastaGymEnv  # noqa: E402


def test_pettingzoo_state_and_state_space_as_pettingzoo_defines_them() -> None:
    e = cz.env(rules="classic", players=4)
    state_test(e, cz.parallel_env(rules="classic", players=4), num_cycles=30)
    e.reset(seed=3)
    s = e.state()
    n = obs_layout(4).size
    assert s.shape == e.state_space.shape == (4 * n,) and e.state_space.contains(s)
    # the global state holds every seat's observation, seat 0 first (so every hand)
    for q in range(4):
        assert np.array_equal(s[q * n:(q + 1) * n], e.observe(f"player_{q}")["observation"])
    assert e.engine_state.phase == "draw"  # the engine state under its own name


@pytest.mark.parametrize("preset,players", [("classic", 4), ("classic", 2), ("italian", 4), ("french", 5),
                                            ("slovak", 4), ("finnish", 3), ("classic", 6), ("handfoot", 4),
                                            ("handfoot", 2), ("samba", 4), ("bolivia", 4),
                                            ("american", 4)])
def test_observations_stay_within_their_true_bounds_raw_and_normalized(preset: str, players: int) -> None:
    raw = cz.env(rules=preset, players=players, encoding="raw", episode="match", max_cycles=1500)
    norm = cz.env(rules=preset, players=players, episode="match", max_cycles=1500)
    lo, hi = raw.observation_space("player_0")["observation"].low, raw.observation_space("player_0")["observation"].high
    nspace = norm.observation_space("player_0")["observation"]
    assert np.isfinite(nspace.low).all() and np.isfinite(nspace.high).all()
    assert (nspace.low == 0).all() and (nspace.high == 1).all()
    spec = obs_spec(raw.rules)
    rng = np.random.default_rng(0)
    raw.reset(seed=9)
    norm.reset(seed=9)
    seen_max = np.zeros_like(lo)
    for agent in raw.agent_iter():
        obs, _r, term, trunc, _ = raw.last()
        nobs = norm.observe(agent)["observation"]
        v = obs["observation"]
        assert ((v >= lo) & (v <= hi)).all(), np.flatnonzero((v < lo) | (v > hi))
        assert ((nobs >= 0) & (nobs <= 1)).all()
        assert np.array_equal(spec.normalize(v), nobs)
        seen_max = np.maximum(seen_max, v)
        action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        raw.step(action)
        norm.step(action)
    # the bounds are not loose everywhere: one-hots and flags reach 1, the hand is bounded by the deck
    lay = layout_for(raw.rules)
    a, b = lay.slices["phase"]
    assert seen_max[a:b].max() == hi[a:b].max() == 1.0
    if lay.feet:  # HF-3: a foot is dealt full
        assert (lay.part(seen_max, "feet") == lay.part(hi, "feet")).all()
    if lay.sequences:  # SA-3: the sequence parts were met
        assert lay.part(seen_max, "seq_cards").max() >= 1 and lay.part(seen_max, "seq_melds").max() >= 3


def test_the_score_bound_holds_a_hand_of_every_bonus_the_rules_give() -> None:
    """american: a canasta of sevens (2500) and of aces (2000, MA-8..MA-10) and black threes as bonus cards
    (MA-14) are in the bound of one hand's points; the bound grows with them."""
    from canasta.envs.common import hand_points_bound

    am = make_rules("american", 4)
    plain = make_rules("american", 4, {"rank_canasta_bonus": "", "black3_bonus": False})
    assert hand_points_bound(am) - hand_points_bound(plain) >= (2500 - am.natural_canasta) + am.black3_bonus_value * 8
    for preset in ("classic", "samba", "handfoot"):
        r = make_rules(preset, 4)
        assert hand_points_bound(r) >= r.going_out_bonus + 2 * r.natural_canasta


def test_gymnasium_observation_space_is_bounded() -> None:
    env = CanastaGymEnv(players=2)
    assert np.isfinite(env.observation_space.high).all()
    raw = CanastaGymEnv(players=2, encoding="raw")
    obs, _ = raw.reset(seed=1)
    assert raw.observation_space.contains(obs) and obs[:15].sum() == 15  # a raw count: 15 cards in hand
    with pytest.raises(ValueError, match="encoding must be one of"):
        CanastaGymEnv(encoding="scaled")


def test_c_9_1_episodes_start_at_a_given_score_and_hand() -> None:
    rules = make_rules("classic", 4)
    st = start_state(rules, 5, [1600, 3100], hand=3)
    assert st.hand_no == 3 and st.scores == [1600, 3100] and st.phase == "draw"
    assert st.opening_minimum(0) == 90 and st.opening_minimum(1) == 120  # C-9.1
    e = cz.env(rules="classic", players=4, encoding="raw", start_scores=[1600, 3100], start_hand=3)
    e.reset(seed=1)
    lay = obs_layout(4)
    o0 = e.observe("player_0")["observation"]
    assert lay.part(o0, "minimum")[0] == pytest.approx(0.9) and lay.part(o0, "hand_no")[0] == 3
    assert lay.part(e.observe("player_1")["observation"], "minimum")[0] == pytest.approx(1.2)
    e.reset(seed=1, options={"scores": [-200, 0], "hand": 0})  # one episode elsewhere
    assert e.engine_state.scores == [-200, 0] and e.engine_state.hand_no == 0
    assert e.engine_state.opening_minimum(0) == 15
    g = CanastaGymEnv(players=4, encoding="raw")
    obs, _ = g.reset(seed=2, options={"scores": [3000, 0], "hand": 2})
    assert g.state.hand_no == 2 and lay.part(obs, "minimum")[0] == pytest.approx(1.2)
    p = cz.parallel_env(rules="classic", players=2, start_scores=[1500, 0])
    p.reset(seed=4)
    assert p.engine_state.scores == [1500, 0]


@pytest.mark.parametrize("kwargs,message", [
    ({"start_scores": [5000, 0]}, "already won"),
    ({"start_scores": [1, 2, 3]}, "one per team"),
    ({"start_hand": -1}, "hand must be"),
])
def test_bad_start_values_give_one_clear_error(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        cz.env(rules="classic", players=4, **kwargs)
    with pytest.raises(ValueError, match=message):
        CanastaGymEnv(players=4, **kwargs)
