"""The search's early stop: an iteration budget ends once no other root move can catch up with the
most visited one, so the move is the one the whole budget would have chosen, for fewer iterations."""

from __future__ import annotations

from typing import Any

import pytest

from canasta import new_game
from canasta.bots import ismcts, make_bot
from canasta.bots.ismcts import ISMCTSBot


def test_early_stop_plays_the_move_of_the_whole_budget_with_fewer_iterations() -> None:
    searched = saved = 0
    for seed in range(3):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            if st.turn == 0 and len(v.legal_moves) > 1:
                full = ISMCTSBot(seed + searched, iterations=150, early_stop=False)
                quick = ISMCTSBot(seed + searched, iterations=150)
                move = full.choose(v)
                assert quick.choose(v) == move, f"seed {seed}: the early stop changed the move"
                assert quick.last_iterations <= full.last_iterations
                searched += full.last_iterations > 0
                saved += full.last_iterations - quick.last_iterations
            st.apply(h.choose(v))
    assert searched >= 10
    # it must save something, or the test proves nothing
    assert saved > 0


class FakeClock:
    """``time.perf_counter`` for the search: each reading advances it by a millisecond, so a time
    budget is a number of iterations whatever the machine's load."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def position(seed: int) -> Any:
    st = new_game("classic", players=4, seed=seed)
    h = make_bot("heuristic", seed)
    while not (st.turn == 0 and len(st.view(0).legal_moves) > 2):
        st.apply(h.choose(st.view(st.turn)))
    return st.view(0)


def test_a_time_budget_alone_runs_to_its_end(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = FakeClock()
    monkeypatch.setattr(ismcts.time, "perf_counter", clock)
    bot = ISMCTSBot(1, iterations=None, seconds=0.2)
    bot.choose(position(5))
    assert 190 <= bot.last_iterations <= 200


def test_the_time_budget_covers_the_whole_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cap counts from the start of the decision: slow work before the search (here a
    determinization that takes 40 of the 50 ms) leaves the search only the rest."""
    clock = FakeClock()
    monkeypatch.setattr(ismcts.time, "perf_counter", clock)
    real = ismcts.determinize

    def slow(view: Any, seed: int) -> Any:
        clock.now += 0.04
        return real(view, seed)

    monkeypatch.setattr(ismcts, "determinize", slow)
    bot = ISMCTSBot(2, iterations=None, seconds=0.05)
    bot.choose(position(9))
    assert 1 <= bot.last_iterations <= 10
