"""Bots never read hidden information: the view holds none, and two states that differ only in
cards hidden from a seat give that seat the same decision."""

from __future__ import annotations

import json

import pytest

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.obs import Obs
from canasta.cards import KIND, RED3, face_text
from canasta.position import position_dict, state_from_position
from canasta.state import State

SPECS = ["random", "easy", "heuristic", "ismcts:25:r3", "ismcts:150:r6:t2"]  # iteration budgets: deterministic


def advance(preset: str, players: int, seed: int, moves: int) -> State:
    st = new_game(preset, players=players, seed=seed)
    h = make_bot("heuristic", seed)
    for _ in range(moves):
        if st.phase in ("hand_over", "match_over"):
            break
        st.apply(h.choose(st.view(st.turn)))
    return st


def reshuffled_hidden(st: State, seat: int) -> State:
    """The same position with the cards hidden from ``seat`` dealt differently: two other hands
    swap their unknown cards of different kinds with the stock (kinds known to be in a hand stay)."""
    d = position_dict(st)
    swapped = 0
    for q in range(st.rules.players):
        if q == seat:
            continue
        hand = d["hands"][q]
        known = dict(d["known"][q])
        for i, t in enumerate(hand):
            k = KIND[_face(t)]
            kt = _kind_text(k)
            if known.get(kt, 0) > 0:
                known[kt] -= 1
                continue
            for j, s in enumerate(d["stock"]):
                k2 = KIND[_face(s)]
                if k2 != k and k2 != RED3:
                    hand[i], d["stock"][j] = s, t
                    swapped += 1
                    break
            if swapped >= 3 * q + 3:
                break
    assert swapped, "nothing to swap"
    d["stock"].reverse()
    return state_from_position(json.loads(json.dumps(d)))


def _face(t: str) -> int:
    from canasta.cards import parse_face

    return parse_face(t)


def _kind_text(k: int) -> str:
    from canasta.cards import kind_text

    return kind_text(k)


@pytest.mark.parametrize("preset,players,seed,moves", [
    ("classic", 4, 1, 25), ("classic", 4, 5, 60), ("classic", 2, 3, 30), ("french", 4, 2, 40),
    ("italian", 4, 4, 35), ("slovak", 3, 6, 20), ("finnish", 4, 8, 45), ("classic", 6, 9, 50),
])
def test_same_view_same_decision(preset: str, players: int, seed: int, moves: int) -> None:
    a = advance(preset, players, seed, moves)
    seat = a.turn
    b = reshuffled_hidden(a, seat)
    # the hidden cards differ ...
    others = [q for q in range(players) if q != seat]
    assert any(sorted(a.hand(q)) != sorted(b.hand(q)) for q in others) or a.stock != b.stock
    # ... but the seat sees exactly the same
    va, vb = a.view(seat), b.view(seat)
    assert va.data == vb.data and va.legal_moves == vb.legal_moves
    for spec in SPECS:
        assert make_bot(spec, 42).choose(va) == make_bot(spec, 42).choose(vb), spec


def test_the_view_holds_no_hidden_card() -> None:
    st = advance("italian", 4, 3, 30)
    for seat in range(4):
        v = st.view(seat)
        text = json.dumps(v.data)
        for q in range(4):
            h = v.data["hands"][q]
            if q == seat:
                assert isinstance(h, list)
            else:
                assert h == {"count": st.nhand[q]}
        assert v.data["stock"] == {"count": len(st.stock)}
        assert all(c is None for c in v.data["pile"][: st.pile_hidden])
        assert v.data["pile"][st.pile_hidden:] == [face_text(f) for f in st.pile[st.pile_hidden:]]
        # what a bot reasons with comes from the view alone
        o = Obs.from_view(v)
        assert o.hand == st.hand_counts(seat)
        assert o.nhand == st.nhand
        assert o.stock == len(st.stock)
        assert "stock\": [" not in text


def test_the_view_does_not_reveal_the_deal_through_the_seed() -> None:
    """C-3.3: every deal follows from the seed, so a view must not carry it."""
    st = new_game("classic", players=4, seed=12345)
    assert all(st.view(seat).data["seed"] is None for seat in (-1, 0, 1, 2, 3))
