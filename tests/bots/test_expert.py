"""The hard and expert levels: flat Monte Carlo over the draws, discards and answers, the root's
moves compared on common samples, each move followed by a 40-move rollout whose end is scored by
the learned estimate of the hand's final points (a rollout that reaches the hand's end scores
its real points)."""

from __future__ import annotations

from typing import Any

import pytest

from canasta import new_game
from canasta.bots import ismcts, make_bot
from canasta.bots.ismcts import ISMCTSBot, Node


def searched_leaves(level: str, monkeypatch: pytest.MonkeyPatch, seed: int = 3) -> tuple[list[tuple[str, int]], list[int]]:
    """The phase and evaluation version of every position the level's search evaluated in seat
    0's first three searched decisions of a classic 4-player hand (the other seats play the
    heuristic), and the depth of each of those searches' trees (1 for a search on common
    samples, which keeps no tree: the root's moves, each followed by a rollout)."""
    seen: list[tuple[str, int]] = []
    real = ismcts.evaluate

    def spy(st: Any, scale: float, version: int = 1, *args: Any, **kwargs: Any) -> list[float]:
        seen.append((st.phase, version))
        return real(st, scale, version, *args, **kwargs)

    def deepest(node: Node, d: int = 0) -> int:
        return max((deepest(ch, d + 1) for ch in node.children.values()), default=d)

    monkeypatch.setattr(ismcts, "evaluate", spy)
    st = new_game("classic", players=4, seed=seed)
    bot, other = make_bot(level, seed), make_bot("heuristic", seed)
    assert isinstance(bot, ISMCTSBot)
    depths: list[int] = []
    while st.phase not in ("hand_over", "match_over") and len(depths) < 3:
        v = st.view(st.turn)
        if st.turn == 0 and len(v.legal_moves) > 1:
            st.apply(bot.choose(v))
            if bot.last_root is not None:
                depths.append(deepest(bot.last_root))
            elif bot.last_means:
                depths.append(1)
        else:
            st.apply(other.choose(v))
    assert len(depths) == 3 and seen
    return seen, depths


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_levels_score_rollouts_by_the_learned_estimate(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    leaves, _ = searched_leaves(level, monkeypatch)
    assert {v for _, v in leaves} == {5}  # evaluation 5: the learned estimate from the seat's view (session 19)
    unfinished = sum(p not in ("hand_over", "match_over") for p, _ in leaves)
    assert unfinished > len(leaves) // 2, "early in the hand a 40-move rollout stops before its end"


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_levels_compare_the_roots_moves_on_common_samples(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the root's moves, each followed by a rollout from the same deals: no tree below them
    _, depths = searched_leaves(level, monkeypatch)
    assert depths == [1, 1, 1]
    bot = make_bot(level, 3)
    assert isinstance(bot, ISMCTSBot) and bot.common == 2.0 and bot.rollout == 40


def test_expert_has_three_times_hards_rollouts() -> None:
    hard, expert = make_bot("hard", 1), make_bot("expert", 1)
    assert isinstance(hard, ISMCTSBot) and isinstance(expert, ISMCTSBot)
    assert hard.iterations is not None and expert.iterations == 3 * hard.iterations
    assert hard.seconds is not None and expert.seconds is not None and hard.seconds < expert.seconds < 1


def test_rollouts_to_the_hands_end_score_finished_hands(monkeypatch: pytest.MonkeyPatch) -> None:
    # hard's search of sessions 7-11 (400-move rollouts, a tree below the root): every leaf is a
    # finished hand and the tree grows deeper (the contrast that makes the tests above mean something)
    leaves, depths = searched_leaves("ismcts:300:0.7s:r400:k400:q1:n3", monkeypatch)
    assert all(p in ("hand_over", "match_over") for p, _ in leaves)
    assert max(depths) > 1


def test_hard_opens_from_the_hand_before_drawing_as_the_heuristic_does() -> None:
    """IT-21: on the Italian rules the initial meld is laid from the hand before the draw. The
    heuristic lays the melds for the levels, this opening among them: `hard` lays it without a
    search. (Its search used to prefer the draw: an Italian side then sat on J J J and Q Q Q for
    the whole hand, three meldable sets held when the opponents went out.)"""
    from canasta.bots.heuristic import HeuristicPolicy
    from canasta.bots.obs import Obs

    hard = make_bot("hard", 1)
    assert isinstance(hard, ISMCTSBot)
    policy = HeuristicPolicy()
    openings = 0
    for seed in range(6):
        st = new_game("italian", players=4, seed=seed)
        other = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over") and openings < 3:
            v = st.view(st.turn)
            hint = policy.choose(Obs.from_view(v)) if len(v.legal_moves) > 1 else None
            if st.phase == "draw" and hint is not None and hint.action == "meld":
                assert hard.choose(v) == hint and hard.last_iterations == 0
                openings += 1
            st.apply(other.choose(v))
        if openings >= 3:
            return
    pytest.fail(f"only {openings} openings before the draw in six Italian hands")
