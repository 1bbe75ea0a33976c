"""Positions (canasta.position) of every preset load back unchanged, including the rule options."""

from __future__ import annotations

import pytest

from canasta import new_game
from canasta.cards import RED3
from canasta.position import PositionError, load_position, position_dict, position_json, state_from_position


def test_K4_a_dealt_red_three_waiting_for_its_first_turn_survives_a_position_round_trip() -> None:
    """K-4 (red3_timing=first_turn): a seat holds its dealt red threes until its first turn, so a
    position in which a seat that has not played yet holds a red three is legal and must load."""
    for seed in range(200):
        st = new_game("classic", players=4, seed=seed, red3_timing="first_turn")
        waiting = [q for q in range(4) if st.hands[q][RED3] and q != st.turn]
        if waiting:
            break
    else:
        raise AssertionError("no deal with a red three waiting")
    back = load_position(position_json(st))
    assert back == st
    q = waiting[0]
    while st.turn != q:
        st.apply(st.legal_move_list()[0])
    assert not st.hands[q][RED3] and st.red3s[q]


def test_C14_a_red_three_in_a_hand_that_has_been_resolved_is_rejected() -> None:
    """C-1.4: once a seat's red threes were laid, a red three in its hand is an impossible position."""
    st = new_game("classic", players=4, seed=1)
    d = position_dict(st)
    q = next(i for i, r in enumerate(d["red3s"]) if r)
    other = (q + 1) % 4
    d["hands"][other].append(d["red3s"][q].pop())
    with pytest.raises(PositionError, match="red three"):
        state_from_position(d)
