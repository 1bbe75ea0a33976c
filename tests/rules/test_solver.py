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
