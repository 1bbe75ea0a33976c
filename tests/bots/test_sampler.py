"""The ISMCTS sampler re-deals exactly the hidden cards: every card once, the seat's own hand,
the face-up cards and the cards known to be in a hand stay; the top of the stock varies. With
``passed`` (ISMCTS ``n1``) and ``pairs`` (``wN``) the hands it deals look like the players' own:
no pair of a kind the player passed over (C-7.5, C-7.6: an opened side takes a pile of two cards
or more with a natural pair of its top card), pairs kept and sets laid; with ``passed`` = 4
no card of a rank the player's side has melded (C-8.5: it joins the meld, and players lay off)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.ismcts import Sampler, discarded_kinds, laid_kinds, passed_over
from canasta.cards import KIND, NATURALS, RED3
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


@pytest.mark.parametrize("passed,pairs", [(0, 0), (1, 4), (3, 0), (4, 0)])
@pytest.mark.parametrize("preset,players", [("classic", 4), ("italian", 4), ("slovak", 3), ("french", 4)])
def test_samples_redeal_only_the_hidden_cards(preset: str, players: int, passed: int, pairs: int) -> None:
    st = new_game(preset, players=players, seed=9)
    h = make_bot("heuristic", 1)
    for _ in range(45):
        if st.phase in ("hand_over", "match_over"):
            break
        st.apply(h.choose(st.view(st.turn)))
    seat = st.turn
    base = determinize(st.view(seat), 5)
    sampler = Sampler(base, seat, passed, pairs)
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


def next_opponent_hands(preset: str, games: int) -> list[tuple[State, int, State]]:
    """From the heuristic's own games: each draw of seat 0 as (the real state, the next seat,
    seat 0's determinization)."""
    out = []
    rnd = random.Random(3)
    for g in range(games):
        st = new_game(preset, players=4, seed=2000 + g)
        bots = [make_bot("heuristic", 10 * g + q) for q in range(4)]
        while st.phase not in ("hand_over", "match_over"):
            v = st.view(st.turn)
            if st.turn == 0 and st.phase == "draw":
                order = st.order
                out.append((st.copy(), order[(order.index(0) + 1) % 4], determinize(v, rnd.getrandbits(32))))
            st.apply(bots[st.turn].choose(v))
    return out


def pairs_and_sets(st: State, q: int) -> tuple[int, int]:
    counts = Counter(KIND[f] for f in st.hand(q) if KIND[f] in NATURALS)
    return sum(1 for c in counts.values() if c == 2), sum(1 for c in counts.values() if c >= 3)


@pytest.mark.parametrize("preset", ["classic", "french"])
def test_passed_over_kinds_are_seldom_held_in_pairs_and_samples_follow(preset: str) -> None:
    positions = next_opponent_hands(preset, 12)
    rnd = random.Random(5)
    facts = real = plain = kept = 0
    for st, _, base in positions:
        for q, kinds in passed_over(base, 0).items():
            assert q != 0 and kinds
            plain_s = Sampler(base, 0).sample(rnd)
            passed_s = Sampler(base, 0, passed=1).sample(rnd)
            for k in kinds:
                facts += 1
                real += sum(1 for f in st.hand(q) if KIND[f] == k) >= 2
                plain += sum(1 for f in plain_s.hand(q) if KIND[f] == k) >= 2
                kept += sum(1 for f in passed_s.hand(q) if KIND[f] == k) >= 2
    assert facts >= 30
    # the players of these games seldom pass over a pile they could take with a pair
    assert real <= 0.1 * facts
    # the passed-over samples agree with that; plain samples do not know it
    assert kept <= real + 1
    assert kept < plain


@pytest.mark.parametrize("preset", ["classic", "french"])
def test_pair_swaps_deal_hands_with_the_pairs_and_sets_of_real_ones(preset: str) -> None:
    positions = next_opponent_hands(preset, 10)
    rnd = random.Random(7)
    real = [0.0, 0.0]
    plain = [0.0, 0.0]
    shaped = [0.0, 0.0]
    for st, q, base in positions:
        for acc, s in ((real, st), (plain, Sampler(base, 0).sample(rnd)),
                       (shaped, Sampler(base, 0, passed=1, pairs=4).sample(rnd))):
            p, t = pairs_and_sets(s, q)
            acc[0] += p / len(positions)
            acc[1] += t / len(positions)
    # the heuristic's hands hold far more pairs and fewer sets than a uniform deal
    assert real[0] > plain[0] + 0.4 and real[1] < plain[1]
    # the shaped deal is near the real counts
    assert abs(shaped[0] - real[0]) < 0.3 and abs(shaped[1] - real[1]) < 0.06


@pytest.mark.parametrize("preset", ["classic", "french"])
def test_a_player_seldom_holds_a_kind_it_discarded_and_samples_follow(preset: str) -> None:
    positions = next_opponent_hands(preset, 12)
    rnd = random.Random(9)
    facts = real = plain = thinned = real_pairs = 0
    for st, _, base in positions:
        kinds_of = discarded_kinds(base, 0)
        assert passed_over(base, 0).keys() <= passed_over(base, 0, discarded=True).keys()
        for q, kinds in kinds_of.items():
            assert kinds <= passed_over(base, 0, discarded=True)[q]
            plain_s = Sampler(base, 0).sample(rnd)
            thin_s = Sampler(base, 0, passed=3).sample(rnd)
            for k in kinds:
                facts += 1
                held = sum(1 for f in st.hand(q) if KIND[f] == k)
                real += held >= 1
                real_pairs += held >= 2
                plain += sum(1 for f in plain_s.hand(q) if KIND[f] == k) >= 1
                thinned += sum(1 for f in thin_s.hand(q) if KIND[f] == k) >= 1
    assert facts >= 50
    # after discarding a kind the heuristic seldom holds it again, and two of it hardly ever
    assert real <= 0.3 * facts and real_pairs <= 0.05 * facts
    # plain samples deal it far more often; the thinned ones come close to the real share
    assert plain > 2 * real
    assert thinned < plain / 2


@pytest.mark.parametrize("preset", ["classic", "french"])
def test_a_player_seldom_holds_a_card_of_its_sides_melds_and_samples_follow(preset: str) -> None:
    positions = next_opponent_hands(preset, 12)
    rnd = random.Random(11)
    hands = 0
    real = plain = read = 0
    for st, _, base in positions:
        laid = laid_kinds(base, 0)
        plain_s = Sampler(base, 0, passed=3).sample(rnd)
        read_s = Sampler(base, 0, passed=4).sample(rnd)
        for q, kinds in laid.items():
            assert q != 0 and base.opened[base.side_of[q]] and kinds <= set(NATURALS)
            hands += 1
            real += sum(1 for f in st.hand(q) if KIND[f] in kinds)
            plain += sum(1 for f in plain_s.hand(q) if KIND[f] in kinds)
            read += sum(1 for f in read_s.hand(q) if KIND[f] in kinds)
    assert hands >= 100
    # C-8.5: the heuristic lays off what its side has melded; a uniform deal gives it ten times more
    assert real <= 0.15 * hands and plain > 5 * real
    # the samples that read the melds deal none, but the cards known to be in the hand
    assert read <= real
