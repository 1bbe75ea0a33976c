"""Features of a side's position for the learned evaluation (:mod:`canasta.bots.learned`).

Computed from a whole state: search bots call them only on states they dealt themselves
(determinizations of their own view), never on the real one."""

from __future__ import annotations

from ..cards import BASE_VALUES, BLACK3, JOKER, KIND, NATURALS, RED3, SEQ_BASE, TWO
from ..melds import CANASTA
from ..state import State
from .heuristic import canasta_bonus, card_value

NAMES = ("meld_points", "canasta_bonus", "size6", "size5", "size4", "size3", "red3", "red3_open", "opened",
         "hand_cards", "hand_points", "fit_cards", "wilds", "pairs", "sets", "late_points", "late_cards",
         "can_out", "can_out_late", "pile_open", "pile_frozen", "unopened_min", "to_move", "short_hand")


def side_features(st: State, s: int, late: float, pile_n: int) -> list[float]:
    r = st.rules
    melds = st.melds[s]
    mp = 0.0
    cb = 0.0
    sz = [0, 0, 0, 0]
    ncan = 0
    for m in melds.values():
        if m.key >= SEQ_BASE:  # a sequence (SA-17): its cards' values
            mp += sum(BASE_VALUES[KIND[c]] for c in m.cards)
        else:
            mp += m.naturals * (r.black3_value if m.key == BLACK3 else BASE_VALUES[m.key] if m.key >= 4 else 0)
        mp += 50 * m.jokers + 20 * m.twos
        if m.key == BLACK3:
            continue
        n = len(m.cards)
        if n >= CANASTA:
            cb += canasta_bonus(r, m)
            ncan += 1
        elif n >= 3:
            sz[6 - n] += 1
    members = st.sides[s]
    red3 = 0
    cards = 0
    pts = 0
    fit = 0
    wilds = 0
    pairs = 0
    sets = 0
    short = 99
    for q in members:
        red3 += len(st.red3s[q])
        h = st.hands[q]
        n = st.nhand[q]
        cards += n
        short = min(short, n)
        for k in NATURALS:
            c = len(h[k])
            if not c:
                continue
            pts += c * BASE_VALUES[k]
            if k in melds:
                fit += c
            elif c == 2:
                pairs += 1
            elif c >= 3:
                sets += 1
        w = len(h[JOKER]) + len(h[TWO])
        wilds += w
        pts += 50 * len(h[JOKER]) + 20 * len(h[TWO]) + card_value(r, BLACK3) * len(h[BLACK3])
    opened = 1.0 if st.opened[s] else 0.0
    can_out = 1.0 if ncan >= r.canastas_to_go_out else 0.0
    frozen = st.frozen_for(s)
    to_move = 1.0 if st.side_of[st.turn] == s else 0.0
    return [mp, cb, sz[0], sz[1], sz[2], sz[3], red3, red3 * opened, opened, cards, pts, fit, wilds, pairs, sets,
            late * pts, late * cards, can_out, can_out * late, 0.0 if frozen else pile_n, pile_n if frozen else 0.0,
            (1 - opened) * st.opening_minimum(members[0]) if members else 0.0,
            to_move, 1.0 / (1 + short) if short < 99 else 0.0]


def features(st: State) -> list[list[float]]:
    late = max(0.0, min(1.0, 1.0 - (len(st.stock) - 10) / 40))
    pile_n = sum(1 for f in st.pile if KIND[f] != RED3)
    return [side_features(st, s, late, pile_n) for s in range(len(st.sides))]


