"""The hard and expert levels: searches with every rollout played to the end of the hand, so that
their leaves are scored by the hand's real points, not by an estimate of a hand still going on."""

from __future__ import annotations

from typing import Any

import pytest

from canasta import new_game
from canasta.bots import ismcts, make_bot


def leaf_phases(level: str, monkeypatch: pytest.MonkeyPatch, seed: int = 3) -> list[str]:
    """The phase of every position the level's search evaluated in seat 0's first searched
    decisions of a classic 4-player hand (the other seats play the heuristic)."""
    seen: list[str] = []
    real = ismcts.evaluate

    def spy(st: Any, *args: Any, **kwargs: Any) -> list[float]:
        seen.append(st.phase)
        return real(st, *args, **kwargs)

    monkeypatch.setattr(ismcts, "evaluate", spy)
    st = new_game("classic", players=4, seed=seed)
    bot, other = make_bot(level, seed), make_bot("heuristic", seed)
    searched = 0
    while st.phase not in ("hand_over", "match_over") and searched < 3:
        v = st.view(st.turn)
        if st.turn == 0 and len(v.legal_moves) > 1:
            searched += 1
            st.apply(bot.choose(v))
        else:
            st.apply(other.choose(v))
    assert searched == 3 and seen
    return seen


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_levels_score_finished_hands(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    phases = leaf_phases(level, monkeypatch)
    ended = sum(p in ("hand_over", "match_over") for p in phases)
    assert ended == len(phases), f"{len(phases) - ended} of {len(phases)} leaves were not finished hands"


def test_four_move_rollouts_score_estimates(monkeypatch: pytest.MonkeyPatch) -> None:
    # the ISMCTSBot defaults (hard's search until session 7): four-move rollouts stop early in
    # the hand, so the leaves are estimates (the contrast that makes the test above mean something)
    phases = leaf_phases("ismcts:300:0.7s", monkeypatch)
    assert sum(p not in ("hand_over", "match_over") for p in phases) > len(phases) // 2
