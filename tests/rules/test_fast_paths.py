"""The engine's fast paths give what the general checks give (engine speed, issue 17).

* the deal's shuffle, written out in one loop, is Fisher-Yates with ``SplitMix64.below``;
* the meld phase's moves (the one-pass path of an opened side, :meth:`State._open_meld_phase_moves`,
  and the general one; both skip the solver for "ask" when two cards are stray or the pairs need
  more wild cards than the hand holds) equal the general checks: each meld checked alone, each
  discard by its own reason, "ask" by :meth:`State._ask_reason` (C-12.4);
* the stray cards and wild-card needs the candidate generator counts rule out going out exactly
  when the solver says so (C-12.1, C-12.2).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from canasta import new_game, rng
from canasta.cards import JOKER, NKINDS, TWO
from canasta.moves import ASK, Move
from canasta.rules import preset_players
from canasta.solver import can_go_out


def _fisher_yates(items: list[int], seed: int) -> None:
    gen = rng.SplitMix64(seed)
    for i in range(len(items) - 1, 0, -1):
        j = gen.below(i + 1)
        items[i], items[j] = items[j], items[i]


@settings(max_examples=300, deadline=None)
@given(st_.integers(min_value=0, max_value=2**64 - 1), st_.sampled_from([0, 1, 2, 3, 54, 108, 162, 216, 300]))
def test_the_deals_shuffle_is_fisher_yates_with_splitmix64(seed, n):
    a = list(range(n))
    b = list(range(n))
    rng.shuffle(a, seed)
    _fisher_yates(b, seed)
    assert a == b


def test_the_shuffles_rejections_draw_the_next_number(monkeypatch):
    # a number above the bound of SplitMix64.below is rejected (about once in 2**57 draws with the
    # true bounds): with bounds near 2**63 half the draws are, and the shuffle must still be
    # Fisher-Yates drawing the next number each time
    limits = [0] + [2**63 + 977 * n for n in range(1, 256)]
    monkeypatch.setattr(rng, "_LIMITS", limits)
    monkeypatch.setattr(rng, "_LOWEST", min(limits[1:]))
    for seed in range(40):
        a = list(range(108))
        rng.shuffle(a, seed)
        b = list(range(108))
        gen = rng.SplitMix64(seed)
        for i in range(107, 0, -1):
            x = gen.next()
            while x > limits[i + 1]:
                x = gen.next()
            j = x % (i + 1)
            b[i], b[j] = b[j], b[i]
        assert a == b


def _general_meld_phase(st) -> list[Move]:
    """The meld phase's moves by the general checks, one move at a time."""
    h = st.hands[st.turn]
    out = list(st._meld_moves(False))
    out += [Move("discard", (k,)) for k in range(NKINDS) if h[k] and st._discard_reason(k) is None]
    if st._ask_reason() is None:
        out.append(ASK)
    return out


@pytest.mark.parametrize("preset", ["classic", "french", "slovak", "italian", "finnish"])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C12_4_the_meld_phase_generator_matches_the_general_checks(preset, players):
    if players not in preset_players(preset):
        pytest.skip("player count not in the preset")
    checked = asks = 0
    for seed in range(15):
        st = new_game(preset, players=players, seed=seed)
        rnd = random.Random(seed)
        while not st.hand_over:
            p = st.turn
            s = st.side_of[p]
            if st.phase == "meld" and not st.no_discard:
                general = _general_meld_phase(st)
                # the generator (the one-pass path or the general one, each with its shortcuts)
                assert st._meld_phase_moves() == general, (preset, players, seed, st.hand_counts(p))
                if (st.nhand[p] >= 5 and st.opened[s] and not st.pending
                        and not st._bound(s)):  # (bound: a binding yes, or black threes melded, C-12.6)
                    assert st._open_meld_phase_moves(p, s) == general
                    checked += 1
                asks += ASK in general
            legal = st.legal_move_list()
            melding = [m for m in legal if m.action in ("meld", "add", "take")]
            st.apply(rnd.choice(melding if melding and rnd.random() < 0.7 else legal))
    assert checked > 50
    if players >= 4:
        assert asks > 0  # (partnerships: the question is put to the test)


@pytest.mark.parametrize("preset", ["classic", "french", "slovak", "italian", "finnish"])
def test_C12_1_stray_cards_and_unmet_wild_needs_rule_out_going_out(preset):
    # _candidates counts the stray cards (natural ranks without a meld, too few for one) and the
    # wild cards its other ranks without a meld need; more than one stray card, or more needs than
    # wild cards, and the solver finds no way out
    ruled_out = 0
    for seed in range(25):
        st = new_game(preset, seed=seed)
        rnd = random.Random(seed)
        while not st.hand_over:
            if st.phase == "meld":
                p = st.turn
                cnt = st.hand_counts(p)
                _, strays, needs = st._candidates(False, cnt, st.side_of[p])
                melds = st.melds[st.side_of[p]]
                if strays > 1 or needs > cnt[JOKER] + cnt[TWO]:
                    ruled_out += 1
                    for discard in (True, False):
                        assert not can_go_out(st.rules, cnt, melds, discard, exhaustive=True), (preset, seed, cnt)
            legal = st.legal_move_list()
            melding = [m for m in legal if m.action in ("meld", "add", "take")]
            st.apply(rnd.choice(melding if melding and rnd.random() < 0.7 else legal))
    assert ruled_out > 20


def _meld_pool() -> list:
    """(rule set, a side's melds, turn serial) met in random play of every preset."""
    pool = []
    for preset in ("classic", "french", "slovak", "italian", "finnish"):
        for seed in range(6):
            st = new_game(preset, seed=seed)
            rnd = random.Random(seed)
            while not st.hand_over:
                if st.phase == "meld" and rnd.random() < 0.2:
                    pool.append((st.rules, dict(st.melds[st.side_of[st.turn]]), st.turn_serial))
                legal = st.legal_move_list()
                melding = [m for m in legal if m.action in ("meld", "add", "take")]
                st.apply(rnd.choice(melding if melding and rnd.random() < 0.7 else legal))
    return pool


_POOL = _meld_pool()


@settings(max_examples=1500, deadline=None)
@given(st_.sampled_from(_POOL), st_.lists(st_.integers(0, 4), min_size=11, max_size=11),
       st_.integers(0, 3), st_.integers(0, 3), st_.integers(0, 2), st_.booleans())
def test_C12_1_can_go_out_quick_rejections_match_the_exhaustive_search(where, naturals, jokers, twos, black3s, discard):
    # the quick rejections (stray cards, the pairs' wild-card needs, canastas out of reach with the
    # wild cards the pairs leave) refuse only what the exhaustive search refuses
    r, melds, turn = where
    counts = [jokers, twos, 0, black3s] + naturals
    assert can_go_out(r, counts, melds, discard, turn=turn) == \
        can_go_out(r, counts, melds, discard, exhaustive=True, turn=turn), (counts, melds)


@pytest.mark.parametrize("preset,players,overrides", [
    ("classic", 4, {}), ("classic", 3, {"partnership": "cutthroat"}), ("french", 4, {}), ("slovak", 4, {}),
    ("italian", 4, {}), ("finnish", 4, {}), ("classic", 4, {"red3_timing": "first_turn", "draw_count": 2}),
    ("classic", 4, {"open_before_draw": True, "pile_bonus_card": 1}),
])
def test_the_kind_counts_kept_with_each_hand_are_its_counts(preset, players, overrides):
    # State._counts is a cache the steps that change a hand keep up to date; wherever it says it
    # is valid it must equal the hand's counts, after every move, in a copy, and after a hand is
    # replaced from outside (as the ISMCTS bot's determinization does)
    from canasta.rules import make_rules

    rules = make_rules(preset, players, overrides)
    kept = 0
    for seed in range(8):
        st = new_game(rules, seed=seed)
        rnd = random.Random(seed)
        while not st.match_over and st.hand_no < 2:
            for q in range(players):
                true = [len(k) for k in st.hands[q]]
                if st._cnt_of[q] is st.hands[q]:
                    assert st._cnt[q] == true, (preset, seed, q)
                    kept += 1
                assert st._counts(q) == true and st.hand_counts(q) == true
            if rnd.random() < 0.05:
                c = st.copy()
                assert all(c._counts(q) == st._counts(q) for q in range(players))
                q = rnd.randrange(players)
                c.hands[q] = [k[::-1] for k in st.hands[(q + 1) % players]]  # a hand replaced from outside
                assert c._counts(q) == [len(k) for k in c.hands[q]]
            legal = st.legal_move_list()
            melding = [m for m in legal if m.action in ("meld", "add", "take")]
            st.apply(rnd.choice(melding if melding and rnd.random() < 0.6 else legal))
    assert kept > 1000
