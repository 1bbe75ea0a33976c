"""The going-out search with sequences (issue 42, SA-3, SA-4, SA-9, BO-1, BO-5) against an independent
brute force: every discard, every set of sequences laid or extended, the other cards as groups with
every share of the wild cards. Small hands of the ``samba`` and ``bolivia`` decks, biased toward runs."""

from __future__ import annotations

import itertools
import random

import pytest

from canasta import new_game
from canasta.cards import KIND, deck, parse_face, seq_key
from canasta.melds import Meld, make_meld
from canasta.rules import RuleSet
from canasta.solver import can_go_out
from canasta.state import _suit_counts


def brute(r: RuleSet, hand: list[int], melds: dict[int, Meld], allow: bool) -> bool:
    """Independent reference: every discard, every set of sequences, the rest as groups."""
    seqs = {k: m for k, m in melds.items() if k >= 16}
    for di in ([None] + list(range(len(hand)))) if allow else [None]:
        rest = [f for i, f in enumerate(hand) if i != di]
        if any(KIND[f] == 3 for f in rest):
            continue
        if try_seqs(r, sorted(rest), melds, dict(seqs), 0):
            return True
    return False

def try_seqs(r: RuleSet, rest: list[int], melds: dict[int, Meld], seqs: dict[int, Meld], made: int) -> bool:
    if groups_ok(r, rest, melds, seqs):
        return True
    nat = [f for f in rest if KIND[f] >= 4]
    # extend an existing or new sequence: choose a set of faces forming a run of one suit
    for k, m in list(seqs.items()):
        if len(m.cards) >= 7:
            continue
        ks = sorted(KIND[f] for f in m.cards)
        suit = m.cards[0] // 13
        for f in set(nat):
            if f // 13 == suit and KIND[f] in (ks[0] - 1, ks[-1] + 1):
                r2 = list(rest)
                r2.remove(f)
                s2 = dict(seqs)
                s2[k] = make_meld(k, list(m.cards) + [f], 0)
                if try_seqs(r, r2, melds, s2, made):
                    return True
    for combo in itertools.combinations(sorted(set(nat)), 3):
        if len({f // 13 for f in combo}) == 1:
            ks = sorted(KIND[f] for f in combo)
            if ks[1] == ks[0] + 1 and ks[2] == ks[1] + 1:
                r2 = list(rest)
                for f in combo:
                    r2.remove(f)
                s2 = dict(seqs)
                s2[100 + made] = make_meld(seq_key(combo[0] // 13), list(combo), 0)
                if try_seqs(r, r2, melds, s2, made + 1):
                    return True
    return False

def groups_ok(r: RuleSet, rest: list[int], melds: dict[int, Meld], seqs: dict[int, Meld]) -> bool:
    wild = sum(1 for f in rest if KIND[f] < 2)
    ranks: dict[int, int] = {}
    for f in rest:
        if KIND[f] >= 4:
            ranks[KIND[f]] = ranks.get(KIND[f], 0) + 1
    groups: list[tuple[int, int, bool]] = []  # (naturals, wilds already, new)
    for q, n in ranks.items():
        m = melds.get(q)
        if m is None:
            if n < 2:
                return False
            groups.append((n, 0, True))
        else:
            groups.append((m.naturals + n, m.wilds, False))
    for q, m in melds.items():
        if 4 <= q < 16 and q not in ranks:
            groups.append((m.naturals, m.wilds, False))
    # distribute wilds: each group wilds <= 2 (samba/bolivia caps), new group size >= 3
    def cap(n: int) -> int:
        return min(r.max_wilds, n - 1) if r.wild_ratio == "fewer_than_naturals" else r.max_wilds
    ranges = [range(0, max(0, cap(n) - w) + 1) for n, w, _new in groups]
    for alloc in itertools.product(*ranges):
        used = sum(alloc)
        left = wild - used
        if left < 0:
            continue
        ok = all(n + w + a >= 3 for (n, w, _new), a in zip(groups, alloc))
        if not ok:
            continue
        canastas = sum(1 for (n, w, _new), a in zip(groups, alloc) if n + w + a >= 7)
        if left:
            if not r.wild_melds or left < 3:
                continue
            if left > 7 and r.wild_canasta_closed:
                continue
            canastas += left >= 7 and r.wild_canasta_counts
        sq = sum(1 for m in seqs.values() if len(m.cards) >= 7)
        if sq < r.go_out_sequences:
            continue
        if canastas + sq >= r.canastas_to_go_out:
            return True
    return False



@pytest.mark.parametrize("preset", ["samba", "bolivia"])
def test_SA3_SA9_BO5_going_out_with_sequences_matches_a_brute_force(preset: str) -> None:
    rng = random.Random(5)
    r = new_game(preset, seed=1).rules
    d = [f for f in deck(3) if KIND[f] not in (2, 3)]
    yes = 0
    for _ in range(400):
        hand = rng.sample(d, rng.randint(2, 8))
        if rng.random() < 0.6:  # a run of one suit now and then
            s, lo, n = rng.randrange(4), rng.randint(4, 10), rng.randint(2, 5)
            hand += [s * 13 + k - 2 for k in range(lo, min(15, lo + n))]
        h: list[list[int]] = [[] for _ in range(15)]
        for f in hand:
            h[KIND[f]].append(f)
        counts = [len(x) for x in h]
        melds = {13: make_meld(13, [parse_face(x) for x in ["Kh", "Ks", "Kd", "Kc", "Kh", "Ks", "Kd"]], 0)}
        if rng.random() < 0.5:
            melds[12] = make_meld(12, [parse_face(x) for x in ["Qh", "Qs", "Qd", "Qc", "Qh", "2c", "JK"]], 0)
        if rng.random() < 0.5:
            melds[seq_key(2)] = make_meld(seq_key(2), [parse_face(x) for x in ["5h", "6h", "7h", "8h"]], 0)
        suits = _suit_counts(h, None, ())
        for allow in (True, False):
            want = brute(r, hand, melds, allow)
            assert can_go_out(r, counts, melds, allow, suits=suits) == want, (sorted(hand), list(melds), allow)
            yes += want
    assert yes >= (10 if preset == "samba" else 1)
