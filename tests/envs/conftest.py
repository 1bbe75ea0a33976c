"""Shared helpers for the research-environment tests (they need the ``canasta[rl]`` extra)."""

from __future__ import annotations

import random

import pytest

from canasta import State, make_rules, new_game


def _random_positions(preset: str, players: int, games: int = 2, every: int = 1) -> list[State]:
    """Copies of the positions of a few random hands (every ``every``-th move)."""
    rules = make_rules(preset, players)
    out: list[State] = []
    for g in range(games):
        st = new_game(rules, seed=100 + g)
        rnd = random.Random(g)
        i = 0
        while st.phase not in ("hand_over", "match_over"):
            if i % every == 0:
                out.append(st.copy())
            st.apply(rnd.choice(st.legal_move_list()))
            i += 1
        out.append(st.copy())
    return out


@pytest.fixture
def positions():  # type: ignore[no-untyped-def]
    """``positions(preset, players, games=2, every=1)``: positions of a few random hands."""
    return _random_positions
