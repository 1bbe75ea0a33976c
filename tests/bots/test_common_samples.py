"""The flat search on common samples (ISMCTS option ``yZ``): every sample deals the hidden cards
once and plays every root move still in the running from that deal; a move falls out once the
leader's paired advantage over it passes Z standard errors; the best mean is played."""

from __future__ import annotations

from typing import Any

import pytest

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.ismcts import ISMCTSBot
from canasta.position import View
from canasta.state import State


def searched_views(seeds: range, decisions: int) -> list[View]:
    """Views of seat 0 that the search decides (not the root's rules), ``decisions`` from each of
    the heuristic's own games."""
    out: list[View] = []
    probe = make_bot("ismcts:8:r1:e3:k400:q1:n3:y99", 0)
    assert isinstance(probe, ISMCTSBot)
    for seed in seeds:
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        found = 0
        while st.phase not in ("hand_over", "match_over") and found < decisions:
            v = st.view(st.turn)
            if st.turn == 0:
                probe.choose(v)
                if len(probe.last_means) > 1:
                    out.append(v)
                    found += 1
            st.apply(h.choose(v))
    return out


def hidden(st: State, seat: int) -> tuple[Any, ...]:
    """What the seat cannot see: the other hands and the stock."""
    return tuple(tuple(map(tuple, st.hands[q])) for q in range(st.rules.players) if q != seat) + (tuple(st.stock),)


def test_every_root_move_is_played_from_the_same_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    deals: list[tuple[Any, ...]] = []
    real = ISMCTSBot.play_out

    def spy(self: ISMCTSBot, st: State, root_serial: int, side: int = -1) -> int:
        deals.append(hidden(st, 0))
        return real(self, st, root_serial, side)

    monkeypatch.setattr(ISMCTSBot, "play_out", spy)
    bot = make_bot("ismcts:120:r40:e3:k400:q1:n3:y99", 5)  # y99: no move falls out
    assert isinstance(bot, ISMCTSBot)
    for v in searched_views(range(1, 3), 2):
        deals.clear()
        bot.choose(v)
        k = len(bot.last_means)
        assert k > 1 and bot.last_iterations == len(deals) and len(deals) % k == 0
        rounds = [deals[i:i + k] for i in range(0, len(deals), k)]
        assert all(len(set(r)) == 1 for r in rounds), "one deal for every move of a round"
        assert len({r[0] for r in rounds}) == len(rounds), "a fresh deal every round"
        assert set(bot.last_alive) == set(bot.last_means)


def test_the_best_mean_is_played_and_far_behind_moves_fall_out() -> None:
    dropped = 0
    for v in searched_views(range(1, 4), 3):
        keep_all = make_bot("ismcts:240:r40:e3:k400:q1:n3:y99", 7)
        pruned = make_bot("ismcts:240:r40:e3:k400:q1:n3:y1", 7)
        assert isinstance(keep_all, ISMCTSBot) and isinstance(pruned, ISMCTSBot)
        m = keep_all.choose(v)
        if keep_all.last_means:
            assert keep_all.last_means[m] == max(keep_all.last_means.values())
        m2 = pruned.choose(v)
        if pruned.last_means:
            assert pruned.last_iterations <= 240
            assert m2 in pruned.last_alive
            assert pruned.last_means[m2] == max(pruned.last_means[a] for a in pruned.last_alive)
            dropped += len(pruned.last_alive) < len(pruned.last_means)
    assert dropped, "a move far behind the leader falls out before the budget ends"


def test_common_samples_are_deterministic_for_a_seed() -> None:
    v = searched_views(range(2, 3), 1)[0]
    a, b = (make_bot("ismcts:150:r40:e3:k400:q1:n3:y2", 11) for _ in range(2))
    assert a.choose(v) == b.choose(v)


def test_a_round_the_time_limit_cuts_short_does_not_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """The time limit is checked before every rollout (a round of many moves with long rollouts
    would otherwise overrun it); the moves of a cut round would have one sample more than the
    others, so the round is dropped and every move keeps the same samples."""
    from canasta.bots import ismcts

    clock = [0.0]

    def tick() -> float:  # every reading of the clock is a millisecond later
        clock[0] += 0.001
        return clock[0]

    played = [0]
    real = ISMCTSBot.play_out

    def spy(self: ISMCTSBot, st: State, root_serial: int, side: int = -1) -> int:
        played[0] += 1
        return real(self, st, root_serial, side)

    monkeypatch.setattr(ismcts.time, "perf_counter", tick)
    monkeypatch.setattr(ISMCTSBot, "play_out", spy)
    cut = 0
    for v in searched_views(range(1, 4), 3):
        bot = make_bot("ismcts:100000:0.05s:r40:e3:k400:q1:n3:y99", 3)
        assert isinstance(bot, ISMCTSBot)
        played[0] = 0
        bot.choose(v)
        k = len(bot.last_means)
        assert k > 1 and bot.last_iterations % k == 0
        assert bot.last_iterations <= played[0] < bot.last_iterations + k
        cut += played[0] > bot.last_iterations  # a round was cut: played, not counted
    assert cut, "the time limit fell inside a round at least once"


def test_a_gift_cost_makes_the_search_keep_gifts_back() -> None:
    """Research option ``fX``: a gift discard by the searching side (the tournament's count: a
    natural card the next opponent may lay on its meld, taking the pile, C-7.5), at the root or in
    the rollout, costs X points of the side's margin. With a cost of 1,000 the search makes no gift
    while a discard that is none is still in the running; without it, it makes some."""
    from canasta.bots.ismcts import is_gift
    from canasta.bots.obs import Obs

    plain = make_bot("ismcts:60:r40:e3:k400:q1:n3:y99", 4)
    costly = make_bot("ismcts:60:r40:e3:k400:q1:n3:y99:f1000", 4)
    assert isinstance(plain, ISMCTSBot) and isinstance(costly, ISMCTSBot) and costly.gift_cost == 1000
    positions = 0
    plain_gifts = 0
    for seed in range(1, 40):
        st = new_game("classic", players=4, seed=seed)
        h = make_bot("heuristic", seed)
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            o = Obs.from_view(v)
            if st.turn == 0 and st.phase == "meld" and any(is_gift(o, m) for m in v.legal_moves):
                m = costly.choose(v)
                options = [x for x in costly.last_means if x.action == "discard"]
                if any(is_gift(o, x) for x in options) and any(not is_gift(o, x) for x in options):
                    positions += 1
                    assert not is_gift(o, m), (str(m), [str(x) for x in options])
                    plain_gifts += is_gift(o, plain.choose(v))
            st.apply(h.choose(v))
        if positions >= 12 and plain_gifts:
            return
    pytest.fail(f"{positions} positions with a gift and another discard, the plain search gifted {plain_gifts} times")
