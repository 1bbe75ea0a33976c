"""The solver's shortcuts agree with exhaustive search (the C-12.1, C-12.2, C-12.6 checks).

``can_go_out`` tries only wild discards, rejects early, and has a greedy path for the
'any canasta' rule; here it is compared with the exhaustive reference on states met in random
play of every preset.
"""

from __future__ import annotations

import random

import pytest

from canasta import new_game
from canasta.solver import can_go_out


@pytest.mark.parametrize("preset", ["classic", "french", "slovak", "italian", "finnish"])
def test_can_go_out_shortcuts_match_exhaustive_search(preset):
    checked = 0
    for seed in range(25):
        st = new_game(preset, seed=seed)
        rnd = random.Random(seed)
        while not st.hand_over:
            if st.phase == "meld":
                p = st.turn
                melds = st.melds[st.side_of[p]]
                counts = st.hand_counts(p)
                for discard in (True, False):
                    assert can_go_out(st.rules, counts, melds, discard) == \
                        can_go_out(st.rules, counts, melds, discard, exhaustive=True), (preset, seed, counts)
                    checked += 1
            st.apply(rnd.choice(st.legal_move_list()))
    assert checked > 100


def test_SK3_the_count_only_meld_of_the_checks_matches_the_laid_one() -> None:
    # the legality checks count a meld not yet laid with placeholder faces (melds.counted); its
    # counts and its concealed flag (SK-3: canasta size reached in the turn it was started) must be
    # those of the meld really laid (make_meld / grow)
    from canasta.cards import KIND, deck
    from canasta.melds import counted, grow, make_meld

    faces = deck(2)
    by_kind: dict[int, list[int]] = {}
    for f in faces:
        by_kind.setdefault(KIND[f], []).append(f)
    seven, jk, two = by_kind[7][:6], by_kind[0][:2], by_kind[1][:2]
    for start, more, born, turn in (([seven[0], seven[1], jk[0]], [seven[2], two[0], seven[3], seven[4]], 3, 3),
                                    ([seven[0], seven[1], seven[2]], [jk[0], jk[1], two[0], seven[3]], 3, 4),
                                    ([seven[0], seven[1], two[0]], [seven[2]], 5, 5)):
        laid = make_meld(7, start, born)
        fake = counted(None, 7, [KIND[f] for f in start], born)
        assert fake[2:] == laid[2:] and fake.key == laid.key
        real = grow(laid, more, turn)
        check = counted(laid, 7, [KIND[f] for f in more], turn)
        assert check[2:] == real[2:] and len(check.cards) == len(real.cards)
    assert grow(make_meld(7, seven[:3], 3), seven[3:6] + [jk[0]], 3).concealed
    assert not grow(make_meld(7, seven[:3], 3), seven[3:6] + [jk[0]], 4).concealed


@pytest.mark.parametrize("preset", ["classic", "french", "slovak", "italian", "finnish"])
def test_C9_opening_reachable_shortcuts_match_the_exact_search(preset):
    # opening_reachable answers most questions with a plan or a bound before its exact search
    # (C-9.1, C-9.2, F12); each answer must be the search's own, on the hands an unopened side
    # meets in random play and after each meld it could lay (as the move generator asks)
    from canasta.solver import opening_reachable

    checked = 0
    for seed in range(40):
        st = new_game(preset, seed=seed)
        rnd = random.Random(seed)
        while not st.hand_over:
            p = st.turn
            s = st.side_of[p]
            if st.phase in ("draw", "meld") and not st.opened[s]:
                r = st.rules
                need = st.opening_minimum(p)
                cases = [(st.hand_counts(p), st.melds[s])]
                for m in st._meld_candidates(st.phase == "draw"):
                    _key, melds = st._apply_to_melds(m)
                    counts = st.hand_counts(p)
                    for k in m.cards:
                        counts[k] -= 1
                    cases.append((counts, melds))
                for counts, melds in cases:
                    progress = st._progress(melds)
                    for keep in (1, 2):
                        for wilds in (True, False):
                            args = (r, counts, melds, progress, need, keep, wilds, st.turn_serial)
                            assert opening_reachable(*args) == opening_reachable(*args, exhaustive=True), \
                                (preset, seed, counts, melds, keep, wilds)
                            checked += 1
            legal = st.legal_move_list()
            melding = [m for m in legal if m.action in ("meld", "add")]
            st.apply(rnd.choice(melding if melding and rnd.random() < 0.5 else legal))
    assert checked > 1000


def test_C9_opening_reachable_shortcuts_on_random_hands():
    # hands of 3 to 22 cards with up to three melds of the turn already laid, minimums 15 to 200
    from canasta.cards import NATURALS
    from canasta.melds import counted
    from canasta.rules import make_rules
    from canasta.solver import opening_reachable

    rnd = random.Random(9)
    rule_sets = [make_rules(p, n) for p, n in (("classic", 4), ("slovak", 4), ("italian", 4), ("classic", 2))]
    rule_sets.append(make_rules("classic", 4, {"wild_ratio": "fewer_than_naturals", "max_wilds_new": 1}))
    for _ in range(3000):
        r = rnd.choice(rule_sets)
        counts = [0] * 15
        for _ in range(rnd.randint(3, 22)):
            counts[rnd.choice((0, 1, 3) + NATURALS + NATURALS)] += 1
        melds = {}
        for q in rnd.sample(NATURALS, rnd.randint(0, 3)):
            kinds = [q] * rnd.randint(2, 4) + [rnd.choice((0, 1))] * rnd.randint(0, 1)
            melds[q] = counted(None, q, kinds, 5)
            counts[q] = max(0, counts[q] - 1)
        progress = sum(m.naturals * (20 if m.key == 14 else 10 if m.key >= 8 else 5) + 50 * m.jokers + 20 * m.twos
                       for m in melds.values())
        need = rnd.choice((15, 50, 90, 120, 150, 200))
        keep = rnd.choice((1, 2))
        args = (r, counts, melds, progress, need, keep, rnd.random() < 0.8, rnd.choice((5, 6)))
        assert opening_reachable(*args) == opening_reachable(*args, exhaustive=True), args


@pytest.mark.parametrize("preset", ["classic", "french", "slovak", "italian", "finnish"])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C9_C12_shared_checks_of_a_move_generation_match_one_check_per_meld(preset, players):
    # the move generator checks the candidate melds of a position with what they share (the hand,
    # the minimum, stray cards that rule out going out, the opening_status of the hand); each
    # answer must be the one a check of that meld alone gives (C-9.1, C-9.5, C-12.1)
    from canasta.rules import preset_players

    if players not in preset_players(preset):
        pytest.skip("player count not in the preset")
    checked = 0
    for seed in range(12):
        st = new_game(preset, players=players, seed=seed)
        rnd = random.Random(seed)
        while not st.hand_over:
            if st.phase in ("draw", "meld"):
                pre = st.phase == "draw"
                alone = [m for m in st._meld_candidates(pre) if st._meld_check(m, pre) is None]
                assert st._meld_moves(pre) == alone, (preset, players, seed, st.hand_counts(st.turn))
                checked += 1
            legal = st.legal_move_list()
            melding = [m for m in legal if m.action in ("meld", "add", "take")]
            st.apply(rnd.choice(melding if melding and rnd.random() < 0.6 else legal))
    assert checked > 100
