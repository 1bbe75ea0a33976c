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
