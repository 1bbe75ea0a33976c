"""Small exact searches the rules need.

* :func:`can_go_out`: can the rest of a hand be melded (with at most one final discard) so that
  the side may go out (C-12.1, C-12.2, C-12.6, IT-17, I28, I29)?
* :func:`opening_reachable`: can a side that is laying its initial meld still reach the
  minimum this turn (C-9.1, C-9.2, F12)? The engine lets the opening melds of a turn be laid
  one at a time, so each one is legal only if the minimum can still be met.

Both work on kind counts (a list of 15 ints) and the side's melds. Where sequences are melds
(Samba SA-3) and the caller gives the hand's natural cards by suit (:data:`Suits`), both also plan
the sequences the hand can lay or extend (:func:`sequence_plans`), the groups on what is left.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping
from itertools import compress
from typing import Any, Final

from .cards import (
    BASE_VALUES,
    BLACK3,
    GROUP_BASE,
    JOKER,
    KIND,
    NATURALS,
    RED3,
    SEQ_BASE,
    TWO,
    WILD_MELD,
    group_key,
    key_rank,
    seq_suit,
)
from .melds import CANASTA, Meld, meld_room, wild_cap
from .rules import RuleSet


def card_value(r: RuleSet, kind: int) -> int:
    return r.black3_value if kind == BLACK3 else r.values[kind]


def meld_value(r: RuleSet, m: Meld) -> int:
    """Sum of the card values in a meld (the meld's count toward the minimum, C-9.2)."""
    values = r.values  # (C-1.6, HF-15 card_values)
    key = m.key
    if key >= SEQ_BASE:
        if key < GROUP_BASE:
            return sum(values[KIND[c]] for c in m.cards)  # a sequence (SA-17)
        key = key_rank(key)  # a further group of its rank (SA-6)
    return (m.naturals * (r.black3_value if key == BLACK3 else values[key] if key >= 4 else 0)
            + values[JOKER] * m.jokers + values[TWO] * m.twos)


def opening_progress(r: RuleSet, values: Iterable[int]) -> int:
    """What the values of an unopened side's melds of this turn count toward the opening
    minimum: their sum where the melds count together, else the best single meld (C-9.2, F12)."""
    return sum(values) if r.opening_combine else max(values, default=0)


def requirement_met(r: RuleSet, melds: Mapping[int, Meld]) -> bool:
    """Whether a side's melds satisfy the canasta requirement for going out (C-12.1, IT-17)."""
    count = nat = mixed = seqs = 0
    for key, m in melds.items():
        if len(m.cards) < CANASTA:
            continue
        if key in (WILD_MELD, BLACK3):
            if key == BLACK3 or not r.wild_canasta_counts:
                continue  # (BO-1: a wild canasta counts where wild_canasta_counts)
        elif SEQ_BASE <= key < GROUP_BASE:
            seqs += 1
        count += 1
        if m.jokers + m.twos == 0:
            nat += 1
        else:
            mixed += 1
    if seqs < r.go_out_sequences:  # (0 but in Bolivia)
        return False  # BO-5: an escalera among them
    return _meets(r, count, nat, mixed)


def _meets(r: RuleSet, count: int, nat: int, mixed: int) -> bool:
    """Whether ``count`` canastas, ``nat`` of them natural and ``mixed`` mixed, let a side go out
    (C-12.1, IT-17, HF-11)."""
    if count < r.canastas_to_go_out:
        return False
    if nat < r.go_out_naturals or mixed < r.go_out_mixed:
        return False  # HF-11: the contract of natural and mixed canastas
    need = r.go_out_needs
    if need == "any":
        return True
    if need == "natural":
        return nat > 0
    return nat > 0 and mixed > 0


def fold_groups(r: RuleSet, melds: Mapping[int, Meld]) -> tuple[RuleSet, Mapping[int, Meld]]:
    """The searches plan one group per rank (C-8.5). Where a side may hold further groups of a rank
    (``group_slots``: Samba SA-6, Hand and Foot HF-7 closing open) they see one group of each rank,
    keyed by the rank: the largest below seven cards (the first where every one is a canasta), with
    ``canasta_closes_rank`` the first below seven cards, and no
    group at all where every one is closed and a further one may still be laid (the searches then plan
    a new group, as the engine offers one). The canastas of the groups left out lower the canastas
    still needed to go out (and the natural and mixed ones of HF-11). The rule set returned holds one
    group per rank, so a second call changes nothing. Seeing fewer groups than the side holds, a
    search may answer "no" where a way out exists (a step refused, never offered wrongly)."""
    if r.group_slots == 1:
        return r, melds
    closes = r.canasta_closes_rank
    if not any(k >= GROUP_BASE or (closes and 4 <= k < SEQ_BASE and len(m.cards) >= CANASTA) for k, m in melds.items()):
        return r, melds  # (one group of each rank, none closed: nothing to fold)
    out = dict(melds)
    done = nat = mixed = 0
    for q in NATURALS:
        if q not in melds:
            continue
        keys = [k for k in (group_key(q, slot) for slot in range(r.group_slots)) if k in melds]
        shown = keys[0]
        for k in keys:  # (the largest group below seven: the one a card brings nearest a canasta)
            if len(melds[k].cards) < CANASTA and (len(melds[shown].cards) >= CANASTA
                                                  or len(melds[k].cards) > len(melds[shown].cards)):
                shown = k
        if closes:
            shown = next((k for k in keys if len(melds[k].cards) < CANASTA), -1)
            if shown < 0 and len(keys) == r.group_slots:
                shown = keys[0]  # (every group closed and no slot left: the rank is dead, as MA-11)
        elif len(keys) == 1:
            continue
        for k in keys:
            del out[k]
            m = melds[k]
            if k != shown and len(m.cards) >= CANASTA:
                done += 1
                if m.jokers + m.twos:
                    mixed += 1
                else:
                    nat += 1
        if shown >= 0:
            out[q] = melds[shown] if shown == q else melds[shown]._replace(key=q)
    memo_key = ("groups-folded", done, nat, mixed)
    folded = r.memo.get(memo_key)
    if folded is None:
        folded = r.memo[memo_key] = dataclasses.replace(
            r, group_slots=1, group_join=False, canastas_to_go_out=max(0, r.canastas_to_go_out - done),
            go_out_naturals=max(0, r.go_out_naturals - nat), go_out_mixed=max(0, r.go_out_mixed - mixed))
    return folded, out


def groups_only(r: RuleSet, melds: Mapping[int, Meld], more: int = 0) -> tuple[RuleSet, Mapping[int, Meld]]:
    """The searches below plan groups only. Where the side has sequences (SA-3), they are left out
    and each samba among them (SA-4, SA-9) lowers the canastas still needed to go out. A sequence
    the hand could still lay or extend is planned only where the caller gives the hand's
    ``suits`` (:func:`sequence_plans`, which passes ``more``: the sambas its plan makes); without
    them the searches answer "no" where only a sequence would lead out (a step is then refused,
    never offered wrongly)."""
    if not r.sequences:
        return r, melds
    done = more
    groups: dict[int, Meld] = {}
    for k, m in melds.items():
        if k >= SEQ_BASE:
            done += len(m.cards) >= CANASTA
        else:
            groups[k] = m
    wild_done = r.wild_canasta_counts and WILD_MELD in melds and len(melds[WILD_MELD].cards) >= CANASTA  # BO-1
    if len(groups) == len(melds) and not wild_done and not more:
        return r, melds
    if (done or wild_done) and r.canastas_to_go_out:
        need = max(0, r.canastas_to_go_out - done - wild_done)
        seq_need = 0 if done >= r.go_out_sequences else r.go_out_sequences - done  # BO-5
        fewer = r.memo.get(("sambas-done", need, seq_need))
        if fewer is None:
            fewer = r.memo["sambas-done", need, seq_need] = dataclasses.replace(
                r, canastas_to_go_out=need, go_out_sequences=seq_need)
        r = fewer
    return r, groups


Suits = tuple[tuple[int, ...], ...]
"""A hand's natural cards (4..A) by suit: ``suits[s][k]`` cards of kind ``k`` in suit ``s``
(the index in :data:`~canasta.cards.SUITS`), what the searches need to plan sequences (SA-3)."""

_RUNS: Final = tuple((lo, n) for lo in range(4, 15) for n in range(3, 8) if lo + n - 1 <= 14)
"""New sequences a hand may lay: (lowest rank, length), three to seven cards within 4..A (SA-3, SA-4)."""


def _suit_outcomes(cnt: tuple[int, ...], seqs: tuple[tuple[int, int, int], ...]) -> frozenset[tuple[int, int]]:
    """Every way to meld cards of one suit (``cnt``: counts by kind) as sequences: extending the
    side's sequences of the suit (``seqs``: lowest rank, highest rank, size) and laying new ones
    (SA-3, SA-4, SA-18). Each is (cards used by kind, packed four bits a kind, see :func:`_unpack`;
    sambas made)."""
    out: set[tuple[int, int]] = set()
    c = list(cnt)

    def used() -> int:
        u = 0
        for k in range(4, 15):
            d = cnt[k] - c[k]
            if d:
                u += d << (4 * k)
        return u

    def new_runs(start: int, sambas: int) -> None:
        out.add((used(), sambas))
        for i in range(start, len(_RUNS)):
            lo, n = _RUNS[i]
            hi = lo + n
            if all(c[k] for k in range(lo, hi)):
                for k in range(lo, hi):
                    c[k] -= 1
                new_runs(i, sambas + (n == CANASTA))
                for k in range(lo, hi):
                    c[k] += 1

    def extend(j: int, sambas: int) -> None:
        if j == len(seqs):
            new_runs(0, sambas)
            return
        lo, hi, size = seqs[j]
        room = CANASTA - size
        down = 0
        while True:
            up = 0
            while True:
                extend(j + 1, sambas + (size + down + up == CANASTA))
                k = hi + up + 1
                if down + up >= room or k > 14 or not c[k]:
                    break
                c[k] -= 1
                up += 1
            for k in range(hi + 1, hi + up + 1):
                c[k] += 1
            k = lo - down - 1
            if down >= room or k < 4 or not c[k]:
                break
            c[k] -= 1
            down += 1
        for k in range(lo - down, lo):
            c[k] += 1

    extend(0, 0)
    return frozenset(out)


PLAN_LIMIT: Final = 4096
"""At most this many sequence plans are tried for one hand; a hand with more (thirty cards or so,
after a large pile, with many runs) is planned with groups only: a step is then refused, never
offered wrongly (no dead end), as before sequences were planned at all."""


def _unpack(u: int) -> list[int]:
    """Kind counts (a list of 15) from four bits a kind (:func:`_suit_outcomes`; at most 12 cards of
    a kind with three packs, so sums of the suits never carry)."""
    return [(u >> (4 * k)) & 15 for k in range(15)]


def _side_sequences(melds: Mapping[int, Meld]) -> list[list[tuple[int, int, int]]]:
    """The side's sequences below seven cards, by suit: (lowest rank, highest rank, size)."""
    seqs: list[list[tuple[int, int, int]]] = [[], [], [], []]
    for key, m in melds.items():
        if key >= SEQ_BASE and len(m.cards) < CANASTA:
            ks = [KIND[f] for f in m.cards]
            seqs[seq_suit(key)].append((min(ks), max(ks), len(ks)))
    return seqs


def _sequenceable(suits: Suits, seqs: list[list[tuple[int, int, int]]]) -> list[int]:
    """For each suit, a bit mask of the ranks held that some sequence could take: a run of three
    or more held in order, or a chain of held cards from an end of one of the side's sequences."""
    out = []
    for s in range(4):
        cs = suits[s]
        mask = 0
        for k in range(4, 15):
            if cs[k]:
                mask |= 1 << k
        m3 = mask & (mask >> 1) & (mask >> 2)
        able = m3 | (m3 << 1) | (m3 << 2)
        for lo, hi, _size in seqs[s]:
            k = hi + 1
            while k <= 14 and (mask >> k) & 1:
                able |= 1 << k
                k += 1
            k = lo - 1
            while k >= 4 and (mask >> k) & 1:
                able |= 1 << k
                k -= 1
        out.append(able)
    return out


def _suits_fit(counts: list[int], suits: Suits) -> bool:
    """Whether ``suits`` can be the natural cards of the hand ``counts``."""
    return all(suits[0][k] + suits[1][k] + suits[2][k] + suits[3][k] <= counts[k] for k in range(4, 15))


def sequence_plans(r: RuleSet, suits: Suits, seqs: list[list[tuple[int, int, int]]], able: list[int]
                   ) -> Iterator[tuple[list[int], int, int]]:
    """The ways the hand (``suits``; ``seqs`` and ``able``: :func:`_side_sequences` of the side's
    melds and :func:`_sequenceable`) may meld sequences this turn (SA-3, SA-4, SA-18), each as
    (cards used by kind, sambas made, their value toward the opening, SA-17), the empty plan first
    (the groups-only answer; the others are worked out only if asked for). Exact: every plan,
    distinct by its cards and sambas."""
    yield [0] * 15, 0, 0
    memo = r.memo
    if len(memo) > 200_000:
        memo.clear()  # (bounded: the suit outcomes are many over a long run)
    combined: set[tuple[int, int]] = {(0, 0)}
    for s in range(4):
        if not able[s]:
            continue  # (nothing to lay in that suit)
        sq = tuple(sorted(seqs[s]))
        mkey = ("seq-suit", suits[s], sq)
        outs = memo.get(mkey)
        if outs is None:
            outs = memo[mkey] = _suit_outcomes(suits[s], sq)
        if len(combined) * len(outs) > PLAN_LIMIT:
            return  # (a hand too large to plan every sequence: groups only, safe, see PLAN_LIMIT)
        combined = {(u + u2, n + n2) for u, n in combined for u2, n2 in outs}
    for u, n in combined:
        if u:
            used = _unpack(u)
            yield used, n, sum(r.values[k] * x for k, x in enumerate(used) if x)


def can_go_out(r: RuleSet, counts: list[int], melds: Mapping[int, Meld], allow_discard: bool,
               min_points: int = 0, progress: int = 0, exhaustive: bool = False, turn: int | None = None,
               suits: Suits | None = None) -> bool:
    """Whether the hand ``counts`` can be melded out onto ``melds`` (plus new melds), leaving
    nothing, or one card for a final discard when ``allow_discard``. If ``min_points`` is set,
    the cards melded this turn (``progress`` already laid) must reach it (an opening going out).
    ``exhaustive`` skips every shortcut (a reference for tests). ``turn``: the turn serial, so
    that melds first laid in it keep the FR-3 limit (see :func:`~canasta.melds.meld_room`).
    ``suits``: the hand's natural cards by suit (:data:`Suits`), where sequences are melds (SA-3):
    the search then plans the sequences the hand can lay or extend too (:func:`sequence_plans`)."""
    if counts[RED3]:
        return False
    if r.group_slots > 1:
        r, melds = fold_groups(r, melds)  # SA-6, HF-7: one group of each rank in the search
    if suits is not None and r.sequences and _suits_fit(counts, suits):
        seqs = _side_sequences(melds)
        able = _sequenceable(suits, seqs)
        # quick rejection: a card of a rank too short for a group (and without one) that no sequence
        # can take must be the one discard
        spare = 1 if allow_discard else 0
        for q in range(4, 15) if not exhaustive else ():
            x = counts[q]
            if x and x < r.min_naturals and q not in melds:
                for st in range(4):
                    if suits[st][q] and not (able[st] >> q) & 1:
                        spare -= suits[st][q]
                spare -= x - (suits[0][q] + suits[1][q] + suits[2][q] + suits[3][q])
                if spare < 0:
                    return False
        # quick rejection: too few canastas within reach (each group that could reach seven with all
        # the wild cards, seven cards of a suit that sequences could take, the canastas on the table)
        need = r.canastas_to_go_out
        if (need or r.go_out_sequences) and not exhaustive:
            w_all = counts[JOKER] + counts[TWO]
            done = sambas_max = 0
            for key, m in melds.items():
                if len(m.cards) >= CANASTA:
                    if key >= SEQ_BASE:
                        done += 1
                        sambas_max += 1
                    elif key != BLACK3 and (key != WILD_MELD or r.wild_canasta_counts):
                        done += 1
            for st in range(4):
                n = sum(size for _lo, _hi, size in seqs[st])
                cs = suits[st]
                a = able[st]
                for k in range(4, 15):
                    if (a >> k) & 1:
                        n += cs[k]
                sambas_max += n // CANASTA
            groups_max = 0
            for q in NATURALS:
                g = melds.get(q)
                x = counts[q]
                if g is not None and len(g.cards) >= CANASTA:
                    continue  # (counted in done)
                if (g is not None or x >= r.min_naturals) and (len(g.cards) if g else 0) + x + w_all >= CANASTA:
                    groups_max += 1
            if r.wild_melds and r.wild_canasta_counts:
                wm = melds.get(WILD_MELD)
                if (len(wm.cards) if wm else 0) + w_all >= CANASTA and not (wm and len(wm.cards) >= CANASTA):
                    groups_max += 1
            if sambas_max < r.go_out_sequences or done + groups_max + sambas_max - sum(
                    1 for key, m in melds.items() if key >= SEQ_BASE and len(m.cards) >= CANASTA) < need:
                return False
        if any(able):
            min_nat = r.min_naturals
            loose = [q for q in range(4, 15) if q not in melds]  # (ranks whose cards need a new group)
            spare0 = 1 if allow_discard else 0
            for used, sambas, pts in sequence_plans(r, suits, seqs, able):
                left = spare0
                for q in loose:
                    x = counts[q] - used[q]
                    if 0 < x < min_nat:
                        left -= x
                if left < 0:
                    continue  # (too many cards left that no group takes: one discard at most)
                rr, groups = groups_only(r, melds, sambas)
                if rr.go_out_sequences:
                    continue  # BO-5: the escalera still needed
                if _go_out_groups(rr, [a - b for a, b in zip(counts, used)], groups, allow_discard, min_points,
                                  progress + pts, exhaustive, turn):
                    return True
            return False
    if r.sequence_rules:
        if r.sequences:
            r, melds = groups_only(r, melds)
        if r.go_out_sequences:
            return False  # BO-5: the escalera still needed is a sequence, which this search does not plan
    return _go_out_groups(r, counts, melds, allow_discard, min_points, progress, exhaustive, turn)


def _go_out_groups(r: RuleSet, counts: list[int], melds: Mapping[int, Meld], allow_discard: bool,
                   min_points: int, progress: int, exhaustive: bool, turn: int | None) -> bool:
    """:func:`can_go_out` once the sequences are out of the search (melds: groups only)."""
    if exhaustive:
        return _exhaustive(r, counts, melds, allow_discard, min_points, progress, turn)
    # Quick rejection: cards that cannot be melded (a natural rank with too few cards and no meld,
    # stray black threes) must be the one discard.
    must: list[int] = []
    spare = 1 if allow_discard else 0
    min_nat = r.min_naturals
    held = list(compress(NATURALS, counts[4:]))  # the natural ranks held
    needs = 0  # the wild cards the other ranks without a meld need to be melded (see _all_meldable)
    for q in held:
        if q not in melds:
            x = counts[q]
            if x < min_nat:
                if len(must) + x > spare:
                    return False
                must.extend([q] * x)
            elif x < 3:
                needs += 3 - x
    b = counts[BLACK3]
    if b:
        old = melds.get(BLACK3)
        total = b + (old.naturals if old else 0)
        if not r.black3_melds or total < 3:
            must.extend([BLACK3] * b)
        elif total > 4:
            must.extend([BLACK3] * (total - 4))
    if len(must) > spare:
        return False
    # Quick rejection: the pairs need more wild cards than the hand holds (no discard gives them
    # more), or not enough melds could reach canasta size with the wild cards left once every
    # pair has its own (``room``: a canasta's wild cards are at most those).
    w_all = counts[JOKER] + counts[TWO]
    if needs > w_all:
        return False
    k_need = r.canastas_to_go_out
    if k_need:
        room = w_all - needs
        possible = 0
        for key, m in melds.items():
            if key >= 4 and len(m.cards) + counts[key] + room >= CANASTA:  # (natural ranks: 4 and up)
                possible += 1
        for q in held:
            x = counts[q]
            if x >= min_nat and q not in melds and (x if x >= 3 else 3) + room >= CANASTA:
                possible += 1
        if possible < k_need:
            return False
    forbid = r.closing_discard_forbids
    options: list[int | None]
    if must:
        options = [must[0]]
    else:
        # Melding a natural card never makes going out harder than discarding it (more naturals
        # only add room and canastas), so the only discards worth trying are wild cards.
        options = [None]
        if allow_discard and "wild" not in forbid:
            if counts[TWO]:
                options.append(TWO)
            if counts[JOKER]:
                options.append(JOKER)
    if must and must[0] == BLACK3 and "black3" in forbid:
        return False
    for d in options:
        c = counts
        if d is not None:
            c = counts[:]
            c[d] -= 1
        if _all_meldable(r, c, melds, min_points, progress, turn):
            return True
    return False


def _exhaustive(r: RuleSet, counts: list[int], melds: Mapping[int, Meld], allow_discard: bool,
                min_points: int, progress: int, turn: int | None) -> bool:
    forbid = r.closing_discard_forbids
    options: list[int | None] = [None]
    if allow_discard:
        options += [k for k in range(15) if counts[k] and not ((k in (JOKER, TWO) and "wild" in forbid)
                                                               or (k == BLACK3 and "black3" in forbid))]
    for d in options:
        c = counts[:]
        if d is not None:
            c[d] -= 1
        if _all_meldable(r, c, melds, min_points, progress, turn, greedy=False):
            return True
    return False


def _all_meldable(r: RuleSet, c: list[int], melds: Mapping[int, Meld], min_points: int, progress: int,
                  turn: int | None, greedy: bool = True) -> bool:
    b = c[BLACK3]
    if b:
        old = melds.get(BLACK3)
        total = b + (old.naturals if old else 0)
        if not r.black3_melds or not 3 <= total <= 4:
            return False
    if min_points:
        pts = progress + sum(c[k] * card_value(r, k) for k in range(15))
        if pts < min_points:
            return False
    groups: list[tuple[int, int, int, int]] = []  # (size, wilds already, need, cap)
    min_nat = r.min_naturals
    # the side's natural melds, then the other ranks held (the order of the groups changes
    # neither the greedy path nor the search)
    need_all = cap_all = 0
    caps = r.wild_caps
    new_cap = r.max_wilds_new
    wfree = r.wild_free
    closes = r.canasta_closes_rank
    for q, m in melds.items():
        if q >= 4:
            x = c[q]
            if closes and len(m.cards) + x > CANASTA:
                return False  # MA-11: a meld holds seven cards at most
            n = m.naturals + x
            w = m.jokers + m.twos
            cap = caps[n] if n < 64 else wild_cap(r, n)  # meld_room(r, m, n, turn), written out
            if m.born == turn and new_cap < cap:
                cap = new_cap
            if wfree[q]:
                cap = 0  # MA-8, MA-9
            cap = cap - w if cap > w else 0
            if closes and cap > CANASTA - len(m.cards) - x:
                cap = CANASTA - len(m.cards) - x
            cap_all += cap
            groups.append((len(m.cards) + x, w, 0, cap))
    for q in compress(NATURALS, c[4:]):
        if q not in melds:
            x = c[q]
            if x < min_nat:
                return False
            need = 3 - x if x < 3 else 0
            cap = min(r.wild_caps[x] if x < 64 else wild_cap(r, x), r.max_wilds_new)  # FR-3: laid this turn
            if wfree[q]:
                cap = 0  # MA-8, MA-9
            if closes and cap > CANASTA - x:
                if x > CANASTA:
                    return False  # MA-11
                cap = CANASTA - x
            if need > cap:
                return False
            need_all += need
            cap_all += cap
            groups.append((x, 0, need, cap))
    w_total = c[JOKER] + c[TWO]
    if need_all > w_total:
        return False
    k_need = r.canastas_to_go_out
    wm = melds.get(WILD_MELD)
    if greedy and r.go_out_needs == "any" and wm is None and not r.wild_melds and not (
            r.go_out_naturals or r.go_out_mixed):
        # Fast exact path: every wild must find room; complete the cheapest canastas first.
        if w_total > cap_all:
            return False
        have = 0
        deficits = []
        for size, _w0, need, cap in groups:
            if size + need >= CANASTA:
                have += 1
            elif size + cap >= CANASTA:
                deficits.append(CANASTA - size - need)
        spare = w_total - need_all
        for d in sorted(deficits):
            if have >= k_need or d > spare:
                break
            spare -= d
            have += 1
        return have >= k_need
    # DP over groups: wilds used -> set of (canastas capped, naturals capped, mixed capped; a cap of 1
    # is "has one", HF-11 asks for counts)
    nat_cap = r.go_out_naturals or 1
    mix_cap = r.go_out_mixed or 1
    reach: dict[int, set[tuple[int, int, int]]] = {0: {(0, 0, 0)}}
    for size, w0, need, cap in groups:
        nxt: dict[int, set[tuple[int, int, int]]] = {}
        for used, profs in reach.items():
            hi = min(cap, w_total - used)
            for a in range(need, hi + 1):
                canasta = size + a >= CANASTA
                natural = w0 + a == 0
                bucket = nxt.setdefault(used + a, set())
                for cnt, hn, hm in profs:
                    if canasta:
                        bucket.add((min(cnt + 1, k_need), min(hn + natural, nat_cap), min(hm + (not natural), mix_cap)))
                    else:
                        bucket.add((cnt, hn, hm))
        reach = nxt
        if not reach:
            return False
    for used, profs in reach.items():
        rest = w_total - used
        if wm is not None:
            final = wm.size + rest
        elif rest == 0:
            final = -1
        elif r.wild_melds and rest >= 3:
            final = rest
        else:
            continue
        if r.wild_meld_blocks and 0 <= final < CANASTA:
            continue
        if final > CANASTA and r.wild_canasta_closed and (wm is None or rest):
            continue  # BO-1: a bolivia takes no more cards
        for cnt, hn, hm in profs:
            if _meets(r, cnt, hn, hm):
                return True
    return False


_PREFIXES: dict[tuple[int, ...], tuple[int, ...]] = {}


def _wild_prefix(r: RuleSet, c: list[int]) -> tuple[int, ...]:
    """What the best ``w`` wild cards of the hand count, for each ``w`` (the higher valued first:
    jokers but where ``card_values`` says otherwise, HF-15; made once for each number of jokers and
    twos and their values)."""
    key = (c[JOKER], c[TWO]) if not r.card_values else (c[JOKER], c[TWO], r.values[JOKER], r.values[TWO])
    out = _PREFIXES.get(key)
    if out is None:
        acc = [0]
        for v in sorted([r.values[JOKER]] * c[JOKER] + [r.values[TWO]] * c[TWO], reverse=True):
            acc.append(acc[-1] + v)
        out = _PREFIXES[key] = tuple(acc)
    return out


def opening_reachable(r: RuleSet, c: list[int], melds: Mapping[int, Meld], progress: int, need: int,
                      keep: int, allow_wilds: bool, turn: int | None = None, exhaustive: bool = False,
                      suits: Suits | None = None) -> bool:
    """Whether melding more from hand ``c`` this turn can bring the opening to ``need`` while
    leaving at least ``keep`` cards in hand. ``progress`` is what the turn's melds count already
    (their sum, or for F12 the best single meld). ``exhaustive`` skips every shortcut before the
    exact search (a reference for tests)."""
    return opening_status(r, c, melds, progress, need, keep, allow_wilds, turn, exhaustive, suits) != 0


def opening_status(r: RuleSet, c: list[int], melds: Mapping[int, Meld], progress: int, need: int,
                   keep: int, allow_wilds: bool, turn: int | None = None, exhaustive: bool = False,
                   suits: Suits | None = None) -> int:
    """:func:`opening_reachable` with how it was answered: 0 not reachable, 1 reachable by
    melding every group at its largest (the first quick plan), 3 reachable by melding the groups
    that need no wild card at their largest (the second quick plan), 2 reachable otherwise.
    Where the minimum counts the sum of the melds (``opening_combine``), a move generator uses
    these answers for all its candidate melds at once: a hand from which the minimum cannot be
    reached cannot reach it after laying a natural meld either (any plan after it is a plan
    before it); the largest-plan answer stays the same after laying natural cards of it; and
    the second plan holds every natural meld and lay-off (``meld 7 7 7``, ``add 7``: cards of
    a group that needs no wild card, whose room for wild cards stays the same), so the
    minimum stays reachable after one. With ``suits`` (see :func:`can_go_out`) the sequences the
    hand can lay or extend are planned too (SA-3, SA-8): where only a plan with them reaches the
    minimum, the answer is 2."""
    if r.group_slots > 1:
        r, melds = fold_groups(r, melds)  # SA-6, HF-7: one group of each rank in the search
    if r.sequences:
        if suits is not None and progress < need and r.opening_combine:
            first = opening_status(r, c, melds, progress, need, keep, allow_wilds, turn, exhaustive)
            if first:
                return first
            seqs = _side_sequences(melds)
            able = _sequenceable(suits, seqs)
            if any(able) and _suits_fit(c, suits):
                left = sum(c) - keep
                for used, _sambas, pts in sequence_plans(r, suits, seqs, able):
                    if pts and sum(used) <= left and opening_status(r, [a - b for a, b in zip(c, used)], melds, progress + pts, need,
                                              keep, allow_wilds, turn, exhaustive):
                        return 2
            return 0
        r, melds = groups_only(r, melds)
    if progress >= need:
        return 2
    budget = sum(c) - keep
    if budget <= 0:
        return 0
    prefix = _wild_prefix(r, c) if allow_wilds else (0,)
    w_total = len(prefix) - 1
    if not r.opening_combine:
        return 2 if _best_single(r, c, melds, budget, prefix, turn) >= need else 0
    want = need - progress
    # groups: list of options (cards, need, cap, points)
    groups: list[tuple[tuple[int, int, int, int], ...]] = []
    ub = cap_full = cards = nd_all = cards2 = cap2 = pts2 = 0
    memo = r.memo
    values = r.values  # (C-1.6, HF-15 card_values)
    # the ranks of the side's melds, then the other ranks held twice or more (the order of the
    # groups changes neither the search nor the shortcuts)
    for q, m in melds.items():
        if q < 4:
            continue  # (the natural ranks are the kinds 4 and up)
        x = c[q]
        key: tuple[Any, ...] = ("open-old", values[q], x, m.naturals, m.jokers + m.twos, m.born == turn,
                                r.wild_free[q])
        opts = memo.get(key)
        if opts is None:
            opts = memo[key] = _opening_options(r, values[q], x, m, turn)
        # a meld of the turn whose rank the hand no longer holds is the single option (0, 0, room, 0)
        # here, and only here: its room for wild cards is counted once
        groups.append(opts)
        oc, on, ocap, op = opts[-1]  # the group at its largest (the sums the shortcuts read)
        ub += op
        cap_full += ocap
        cards += oc
        if on:
            nd_all += on
        else:
            cards2 += oc
            cap2 += ocap
            pts2 += op
    table = memo.get("open-new")
    if table is None:  # the options of x cards of rank q without a meld, new_opts[q][x], for x below size
        size = 4 * r.packs + 1
        table = memo["open-new"] = (size, tuple(
            tuple(_opening_options(r, values[q], x, None, None, r.wild_free[q]) for x in range(size)) if q >= 4 else ()
            for q in range(len(BASE_VALUES))))
    size, new_opts = table
    for q in compress(NATURALS, c[4:]):
        x = c[q]
        if x < 2 or q in melds:
            continue
        opts = new_opts[q][x] if x < size else _opening_options(r, values[q], x, None, turn, r.wild_free[q])
        if not opts:
            continue  # (too few for a meld)
        groups.append(opts)
        oc, on, ocap, op = opts[-1]  # the group at its largest (the sums the shortcuts read)
        ub += op
        cap_full += ocap
        cards += oc
        if on:
            nd_all += on
        else:
            cards2 += oc
            cap2 += ocap
            pts2 += op
    ub += prefix[min(w_total, cap_full)]
    if not exhaustive:
        quick = _opening_shortcut(groups, prefix, budget, want, ub, cap_full, cards, nd_all, cards2, cap2, pts2)
        if quick is not None:
            return quick
    # exact search: (cards, need, cap) -> best natural points
    states: dict[tuple[int, int, int], int] = {(0, 0, 0): 0}
    for opts in groups:
        nxt: dict[tuple[int, int, int], int] = {}
        for (cd, nd, cp), pts in states.items():
            for oc, on, ocap, op in opts:
                k = (cd + oc, nd + on, min(cp + ocap, w_total))
                if k[0] > budget or k[1] > w_total:
                    continue
                val = pts + op
                if nxt.get(k, -1) < val:
                    nxt[k] = val
        states = nxt
    for (cd, nd, cp), pts in states.items():
        w = min(cp, w_total, budget - cd)
        if w >= nd and pts + prefix[w] >= want:
            return 2
    return 0


def _opening_options(r: RuleSet, v: int, x: int, m: Meld | None, turn: int | None, free: bool = False
                     ) -> tuple[tuple[int, int, int, int], ...]:
    """The ways :func:`opening_reachable` may meld ``x`` natural cards of value ``v`` onto the
    side's meld ``m`` of their rank (or a new one): (cards, wild cards needed, room for wild
    cards, points) each. Empty: none. A pure function of its arguments, kept in ``r.memo``."""
    if r.canasta_closes_rank:  # MA-11: seven cards at most
        x = max(0, min(x, CANASTA - (len(m.cards) if m is not None else 0)))
    if m is not None:
        return tuple((a, 0, meld_room(r, m, m.naturals + a, turn), a * v) for a in range(x + 1))
    if not (x >= r.min_naturals and x >= 2):
        return ()
    opts = [(0, 0, 0, 0)]
    for n in range(max(r.min_naturals, 2), x + 1):
        nd = max(0, 3 - n)
        cp = 0 if free else min(wild_cap(r, n), r.max_wilds_new, CANASTA - n if r.canasta_closes_rank else 7)
        if nd <= cp:
            opts.append((n, nd, cp, n * v))
    return tuple(opts) if len(opts) > 1 else ()


def _opening_shortcut(groups: list[tuple[tuple[int, int, int, int], ...]], prefix: tuple[int, ...], budget: int, want: int,
                      ub: int, cap_full: int, cards: int, nd_all: int, cards2: int, cap2: int, pts2: int) -> int | None:
    """The quick answers of :func:`opening_status` before its exact search (None: search).
    Each plan accepted here is a state of that search, each bound rejects only what it rejects.
    With every group at its largest: ``cards`` and ``nd_all`` the cards and the wild cards they
    need; ``cards2``, ``cap2`` and ``pts2`` the cards, room for wild cards and points of those
    that need none."""
    w_total = len(prefix) - 1
    if ub < want:
        return 0
    # everything at its largest: does it fit the budget? And the groups that need no wild card,
    # at their largest, the others not melded (a state of the exact search, so a plan it accepts
    # is one the search accepts)
    if nd_all <= w_total:
        w = min(w_total, cap_full)
        if cards + w <= budget:
            return 1
    if cards2 <= budget and pts2 + prefix[min(cap2, w_total, budget - cards2)] >= want:
        return 3
    # an upper bound that counts the budget: the best ``budget`` cards that any plan could lay
    # (each group's naturals at its largest, the best wild cards up to the total room; a group
    # that needs a wild card to be laid at all, a pair, takes one of them: at most ``w_total``
    # such groups, the best ones)
    vals = [(g[-1][3] // g[-1][0], g[-1][0]) for g in groups if g[-1][0] and not g[-1][1]]
    pairs = [(g[-1][3] // g[-1][0], g[-1][0]) for g in groups if g[-1][1]]
    if pairs:
        pairs.sort(reverse=True)
        vals += pairs[:w_total]
    vals.sort(reverse=True)
    left = budget
    best = prefix[min(w_total, cap_full, budget)]
    left -= min(w_total, cap_full, budget)
    for v, n in vals:
        if left <= 0:
            break
        t = n if n < left else left
        best += v * t
        left -= t
    if best < want:
        return 0
    return None


def _best_single(r: RuleSet, c: list[int], melds: Mapping[int, Meld], budget: int, prefix: tuple[int, ...],
                 turn: int | None) -> int:
    """Best value one meld can reach this turn, using at most ``budget`` cards from hand (F12)."""
    closes = r.canasta_closes_rank
    w_total = len(prefix) - 1
    best = 0
    for key, m in melds.items():
        if key not in NATURALS:
            continue
        base = meld_value(r, m)
        x = c[key]
        v = r.values[key]
        hi = x if x < budget else budget
        if closes and hi > CANASTA - len(m.cards):
            hi = max(0, CANASTA - len(m.cards))  # MA-11: seven cards at most
        for a in range(hi + 1):
            cap = meld_room(r, m, m.naturals + a, turn)
            w = min(cap, w_total, budget - a)
            best = max(best, base + a * v + prefix[w])
    for q in NATURALS:
        if q in melds:
            continue
        x = c[q]
        v = r.values[q]
        hi = x if x < budget else budget
        if closes and hi > CANASTA:
            hi = CANASTA  # MA-11
        for n in range(max(r.min_naturals, 2), hi + 1):
            nd = max(0, 3 - n)
            cap = 0 if r.wild_free[q] else min(wild_cap(r, n), r.max_wilds_new)
            if closes and cap > CANASTA - n:
                cap = CANASTA - n
            if nd > cap:
                continue
            w = min(cap, w_total, budget - n)
            if w >= nd:
                best = max(best, n * v + prefix[w])
    return best
