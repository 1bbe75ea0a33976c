"""The ISMCTS sampler re-deals exactly the hidden cards: every card once, the seat's own hand,
the face-up cards and the cards known to be in a hand stay; the top of the stock varies."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.ismcts import Sampler
from canasta.cards import KIND, RED3
from canasta.position import determinize
from canasta.state import State


def cards_of(st: State) -> Counter[int]:
    c: Counter[int] = Counter()
    for q in range(st.rules.players):
        c.update(st.hand(q))
    c.update(st.stock)
    c.update(st.pile)
    for side in st.melds:
        for m in side.values():
            c.update(m.cards)
    for x in st.red3s:
        c.update(x)
    c.update(st.pending)
    return c


@pytest.mark.parametrize("preset,players", [("classic", 4), ("italian", 4), ("slovak", 3)])
def test_samples_redeal_only_the_hidden_cards(preset: str, players: int) -> None:
    st = new_game(preset, players=players, seed=9)
    h = make_bot("heuristic", 1)
    for _ in range(45):
        if st.phase in ("hand_over", "match_over"):
            break
        st.apply(h.choose(st.view(st.turn)))
    seat = st.turn
    base = determinize(st.view(seat), 5)
    sampler = Sampler(base, seat)
    rnd = random.Random(1)
    tops = set()
    for _ in range(30):
        s = sampler.sample(rnd)
        assert cards_of(s) == cards_of(base)
        assert s.hand(seat) == base.hand(seat)
        assert s.nhand == base.nhand and len(s.stock) == len(base.stock)
        assert not any(KIND[f] == RED3 for q in range(players) for f in s.hand(q))
        for q in range(players):
            got = Counter(KIND[f] for f in s.hand(q))
            for k, n in enumerate(base.known[q]):
                assert got[k] >= min(n, base.nhand[q])
        assert s.pile[base.pile_hidden:] == base.pile[base.pile_hidden:]
        if s.stock:
            tops.add(KIND[s.stock[-1]])
    assert len(tops) > 3  # the next card drawn differs between samples
