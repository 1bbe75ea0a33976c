"""RULES.md §0.2 as an invariant: every move the engine offers leads to a position that has a legal
move, until the match is over (C-9.1, C-9.2, C-12.2: a step of a turn is offered only if the turn can
still be completed legally).

Two checks: random play over every preset, player count and side structure, where at every
position each offered move is applied to a copy and the result must have a legal move; and an
exhaustive one, where from each opening turn of an unopened side every offered sequence of melds
and lay-offs is followed to the end of the turn.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from canasta import PRESET_NAMES, preset_players
from canasta.rules import _PARTNERSHIP_PLAYERS, RuleError, RuleSet, make_rules
from canasta.state import State, new_game


def _configs() -> list[RuleSet]:
    out = []
    for preset in PRESET_NAMES:
        for n in preset_players(preset):
            default = make_rules(preset, n)
            out.append(default)
            for part, counts in _PARTNERSHIP_PLAYERS.items():
                if n in counts and part != default.partnership:
                    with contextlib.suppress(RuleError):
                        out.append(make_rules(preset, n, {"partnership": part}))
    # HF-7's other reading: a book closed at seven, further cards of its rank start a new book
    out.append(make_rules("handfoot", 4, {"canasta_closes_rank": "true", "group_slots": "3"}))
    return out


CONFIGS = _configs()
TARGETS = [300, 1500, 10000]
"""Low targets end matches within the walk; with 10000 the match starts from scores in every
opening band (C-9.1, IT-11), where the minimum is hardest to reach."""
BANDS = [-200, 0, 1600, 3100, 5200, 7600]


def _after_each_offered_move_there_is_a_move(st: State) -> None:
    for m in st.legal_move_list():
        nxt = st.copy()
        nxt.apply(m)
        assert nxt.match_over or nxt.legal_move_list(), (
            f"{st.rules.preset} {st.players}p: after {m} in phase {st.phase} there is no legal move")


def _walk(rules: RuleSet, seed: int, hands: int, visit: Any) -> None:
    st = new_game(rules, seed=seed)
    rnd = random.Random(seed)
    if rules.target > max(BANDS):
        st.scores = [rnd.choice(BANDS) for _ in st.scores]  # the minimum is read from the scores
    played = 0
    while not st.match_over and played < hands:
        visit(st)
        lm = st.legal_move_list()
        assert lm, f"no legal move in phase {st.phase}"
        st.apply(rnd.choice(lm))
        if st.hand_over:
            played += 1


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st_.sampled_from(CONFIGS), st_.sampled_from(TARGETS), st_.integers(0, 2**32 - 1))
def test_every_offered_move_leads_to_a_position_with_a_legal_move(rules: RuleSet, target: int, seed: int) -> None:
    _walk(rules.with_overrides({"target": target}), seed, 2, _after_each_offered_move_there_is_a_move)


def _turn_key(st: State) -> tuple[Any, ...]:
    s = st.side_of[st.turn]
    melds = tuple(sorted((k, m.naturals, m.jokers, m.twos) for k, m in st.melds[s].items()))
    return (st.phase, st.answer, tuple(st.hand_counts(st.turn)), melds, st.opened[s], len(st.pending))


def _follow_turn(st: State, budget: list[int]) -> None:
    """Every sequence of offered meld / add / ask / answer steps, to the end of the turn."""
    seen: set[tuple[Any, ...]] = set()
    stack = [st]
    serial = st.turn_serial
    while stack and budget[0] > 0:
        cur = stack.pop()
        key = _turn_key(cur)
        if key in seen:
            continue
        seen.add(key)
        budget[0] -= 1
        lm = cur.legal_move_list()
        assert lm, (f"{cur.rules.preset} {cur.players}p: dead end in the opening turn: hand {cur.hand(cur.turn)}, "
                    f"melds {cur.melds[cur.side_of[cur.turn]]}")
        for m in lm:
            if m.action in ("meld", "add", "join", "ask", "yes", "no", "take") or (
                    m.action == "draw" and cur.rules.open_before_draw):
                nxt = cur.copy()
                nxt.apply(m)
                if nxt.turn_serial == serial and not nxt.hand_over:
                    stack.append(nxt)
                else:
                    assert nxt.match_over or nxt.legal_move_list()
            elif m.action in ("discard", "end"):
                nxt = cur.copy()
                nxt.apply(m)
                assert nxt.match_over or nxt.legal_move_list()


def _opening_turns(st: State, budget: list[int]) -> None:
    s = st.side_of[st.turn]
    if st.opened[s] or st.hand_over or st.phase not in ("draw", "meld"):
        return
    if st.phase == "draw" and not st.rules.open_before_draw and not st.pile:
        return
    _follow_turn(st, budget)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st_.sampled_from(CONFIGS), st_.sampled_from(TARGETS), st_.integers(0, 2**32 - 1),
       st_.sampled_from([{}, {"hand_size": 7}, {"hand_size": 9, "draw_count": 2}]))
def test_every_offered_opening_step_followed_to_the_end_of_the_turn(rules: RuleSet, target: int, seed: int,
                                                                     small: dict[str, Any]) -> None:
    try:
        r = rules.with_overrides({"target": target, **small})
    except RuleError:
        r = rules.with_overrides({"target": target})
    budget = [600]
    _walk(r, seed, 2, lambda st: _opening_turns(st, budget))


_RANKS = ["4", "7", "K", "A"]
_SUITS = "cdhs"


def _faces(rank: str, n: int) -> list[str]:
    return [rank + _SUITS[i % 4] for i in range(n)]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st_.sampled_from([(p, n) for p in PRESET_NAMES for n in preset_players(p)]),
       st_.lists(st_.integers(0, 3), min_size=len(_RANKS), max_size=len(_RANKS)),
       st_.integers(0, 3), st_.integers(0, 3), st_.sampled_from(BANDS), st_.booleans())
def test_every_offered_opening_step_in_small_positions(pair: tuple[str, int], counts: list[int], jokers: int,
                                                        twos: int, score: int, before_draw: bool) -> None:
    """Small made-up hands rich in wild cards, at every opening band: every offered opening step,
    followed to the end of the turn, keeps a legal move (C-9.1; IT-21 before the draw)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent.parent))
    from presets.builder import build

    preset, n = pair
    hand = [f for r, c in zip(_RANKS, counts) for f in _faces(r, c)] + ["JK"] * jokers + _faces("2", twos)
    hand += ["5c", "Jd"]  # two singles, so that a discard is always possible
    r = make_rules(preset, n)
    phase = "draw" if r.open_before_draw and before_draw else "meld"
    g = new_game(r)
    seat = g.order[0]
    st = build(preset, n, hands={seat: hand}, turn=seat, phase=phase, scores=[score] * len(g.scores), target=10000)
    _follow_turn(st, [1500])
