"""No dead ends (RULES.md §0.2, C-9.1, C-9.2): every move the engine offers leads to a position
that has a legal move. Regression tests for the positions where random play got stuck, and the
opening search (``solver.opening_reachable``) checked against a plain enumeration."""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

import pytest

from canasta import new_game
from canasta.cards import BASE_VALUES, JOKER, NATURALS, TWO
from canasta.melds import Meld, wild_cap
from canasta.rules import make_rules
from canasta.solver import opening_reachable

sys.path.insert(0, str(Path(__file__).parent.parent))

from presets.builder import build, legal, play  # noqa: E402


def _random_match(preset: str, players: int, seed: int, hands: int = 500) -> int:
    """What ``canasta simulate`` plays: random legal moves with ``random.Random(seed)``; every
    position must have a legal move. Returns the hands played."""
    st = new_game(make_rules(preset, players), seed=seed)
    rnd = random.Random(seed)
    played = 0
    while True:
        lm = st.legal_move_list()
        assert lm, f"{preset} {players}p seed {seed}: no legal move in hand {st.hand_no + 1} ({st.phase})"
        st.apply(rnd.choice(lm))
        if st.hand_over:
            played += 1
            if st.match_over or played >= hands:
                return played


def test_C9_1_a_meld_of_the_turn_whose_rank_is_used_up_has_its_wild_room_counted_once() -> None:
    # need 120 (score 3000); 7 7 2 JK JK reaches 140. After 'meld 7 7 2' the 7s have room for two
    # more wilds; 'add 2 to 7' would leave room for one (JK: 110 < 120), so it is refused, while
    # 'add JK to 7' (then JK again: 130) stays legal.
    st = build("classic", hands={0: "7h 7s 2c 2d JK JK 4c 6d 9h Qs Kd"}, scores=[3000, 0], turn=0, phase="meld")
    assert st.opening_minimum(0) == 120
    play(st, "meld 7 7 2")
    moves = legal(st)
    assert "add 2 to 7" not in moves
    assert "add JK to 7" in moves
    assert "C-9.1" in st.explain("add 2 to 7")
    play(st, "add JK to 7")
    assert legal(st) == {"add JK to 7"}
    play(st, "add JK to 7")
    assert st.opened[0]
    assert any(m.startswith("discard") for m in legal(st))


def test_C9_1_every_offered_opening_step_keeps_a_legal_move() -> None:
    # the shape of the classic 6-player dead end (seed 7, hand 8): J J 2 laid, need 120
    st = build("classic", 6, hands={0: "Jh Js 2c 2d JK JK 3s 4d 6c 9h 10s Qh Kd Ac"},
               scores=[4470, 6695, 6160], turn=0, phase="meld")
    assert st.opening_minimum(0) == 120
    seen = 0
    stack = [st]
    while stack:
        cur = stack.pop()
        lm = cur.legal_move_list()
        assert lm, f"dead end: {cur.hand(cur.turn)} {cur.melds[0]}"
        for m in lm:
            if m.action in ("meld", "add"):
                nxt = cur.copy()
                nxt.apply(m)
                stack.append(nxt)
                seen += 1
    assert seen >= 3


def test_C9_1_slovak_dead_end_meld_5_5_joker_needing_90() -> None:
    # slovak 4 players, seed 9, hand 6: 'meld 5 5 JK' was offered with two 2s left for a minimum of
    # 90 (SK-6 lets two naturals hold two wilds: 5 5 JK 2 = 80)
    st = build("slovak", hands={0: "5h 5s JK 2c 2d 6c 7d 9h Js Qd Kh Ac"}, scores=[2760, 3755], turn=0, phase="meld")
    assert st.opening_minimum(0) == 90
    assert not any(m.startswith("meld 5") for m in legal(st))
    assert "C-9.1" in st.explain("meld 5 5 JK")


def test_C9_1_simulate_classic_6_players_seed_1_plays_20_matches() -> None:
    # 'canasta simulate --rules classic --players 6 --games 20 --seed 1' crashed (IndexError)
    for seed in range(1, 21):
        _random_match("classic", 6, seed, hands=12)


def test_C9_1_simulate_slovak_4_players_seed_1_plays_20_matches() -> None:
    for seed in range(1, 21):
        _random_match("slovak", 4, seed, hands=12)


def test_C9_1_named_dead_ends_slovak_seed_11_hand_3_finnish_seed_36_hand_5() -> None:
    _random_match("slovak", 4, 11, hands=3)
    _random_match("finnish", 4, 36, hands=5)
    _random_match("slovak", 4, 9, hands=6)
    _random_match("classic", 6, 7, hands=8)


# ------------------------------------------------------------------ the search against an enumeration

def _reference(r, c, melds, progress, need, keep, allow_wilds) -> bool:  # type: ignore[no-untyped-def]
    """Plain enumeration: every number of naturals per rank, then the best wild cards that fit."""
    if progress >= need:
        return True
    budget = sum(c) - keep
    wilds = sorted(([50] * c[JOKER] + [20] * c[TWO]) if allow_wilds else [], reverse=True)
    ranks = [q for q in NATURALS if c[q] or q in melds]
    choices = []
    for q in ranks:
        m = melds.get(q)
        opts = []
        for a in range(c[q] + 1):
            if m is None:
                if a == 0:
                    opts.append((0, 0, 0))
                    continue
                if a < max(r.min_naturals, 2):
                    continue
                cap = wild_cap(r, a)
                nd = max(0, 3 - a)
                if nd > min(cap, r.max_wilds_new):
                    continue
                opts.append((a, nd, cap))
            else:
                opts.append((a, 0, max(0, wild_cap(r, m.naturals + a) - m.wilds)))
        choices.append(opts)
    for combo in itertools.product(*choices):
        cards = sum(o[0] for o in combo)
        nd = sum(o[1] for o in combo)
        cap = sum(o[2] for o in combo)
        pts = sum(o[0] * BASE_VALUES[q] for o, q in zip(combo, ranks))
        w = min(len(wilds), cap, budget - cards)
        if w >= nd and cards + nd <= budget and progress + pts + sum(wilds[:w]) >= need:
            return True
    return False


@pytest.mark.parametrize("preset", ["classic", "slovak", "finnish"])
def test_C9_2_opening_reachable_agrees_with_enumeration(preset: str) -> None:
    """Every small hand (two ranks, up to two jokers and three 2s) against up to two melds of the
    turn (two to four naturals, up to two 2s), every minimum and cards to keep."""
    r = make_rules(preset, 4)
    laid_shapes = [()] + [((n, w),) for n in (2, 3) for w in (0, 1, 2)] + [((2, 1), (3, 0)), ((2, 2), (2, 1))]
    checked = 0
    for a, b, jk, tw, laid, need, keep in itertools.product(range(4), range(3), range(3), range(4), laid_shapes,
                                                            (50, 90, 120), (0, 2)):
        c = [0] * 15
        c[7], c[13], c[JOKER], c[TWO] = a, b, jk, tw
        c[9] = 1
        melds: dict[int, Meld] = {}
        progress = 0
        for (n, w), q in zip(laid, (7, 13)):
            if w > wild_cap(r, n):
                break
            melds[q] = Meld(q, (0,) * (n + w), n, 0, w, 10, False)
            progress += n * BASE_VALUES[q] + 20 * w
        else:
            if progress >= need:
                continue
            got = opening_reachable(r, c, melds, progress, need, keep, True)
            assert got == _reference(r, c, melds, progress, need, keep, True), (c, laid, need, keep)
            checked += 1
    assert checked > 1000
