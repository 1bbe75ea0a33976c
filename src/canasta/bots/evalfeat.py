"""Features of a side's position for the learned evaluation (:mod:`canasta.bots.learned`).

Computed from a whole state: search bots call them only on states they dealt themselves
(determinizations of their own view), never on the real one."""

from __future__ import annotations

from ..cards import BLACK3, GROUP_BASE, JOKER, KIND, NATURALS, RED3, SEQ_BASE, TWO, key_rank
from ..melds import CANASTA, Meld
from ..rules import RuleSet
from ..state import State
from .heuristic import canasta_bonus, card_value

NAMES = ("meld_points", "canasta_bonus", "size6", "size5", "size4", "size3", "red3", "red3_open", "opened",
         "hand_cards", "hand_points", "fit_cards", "wilds", "pairs", "sets", "late_points", "late_cards",
         "can_out", "can_out_late", "pile_open", "pile_frozen", "unopened_min", "to_move", "short_hand")


def meld_summary(r: RuleSet, melds: dict[int, Meld]) -> tuple[float, float, list[int], int]:
    """A side's melds: their cards' points, their canastas' bonuses, the unfinished melds of 6, 5, 4
    and 3 cards, and the number of canastas (black threes count points only)."""
    mp = 0.0
    cb = 0.0
    sz = [0, 0, 0, 0]
    ncan = 0
    for m in melds.values():
        if SEQ_BASE <= m.key < GROUP_BASE:  # a sequence (SA-17): its cards' values
            mp += sum(r.values[KIND[c]] for c in m.cards)
        else:  # (a further group of a rank, SA-6: as a group of it)
            mp += m.naturals * (r.black3_value if m.key == BLACK3 else r.values[key_rank(m.key)] if m.key >= 4 else 0)
        mp += r.values[JOKER] * m.jokers + r.values[TWO] * m.twos
        if m.key == BLACK3:
            continue
        n = len(m.cards)
        if n >= CANASTA:
            cb += canasta_bonus(r, m)
            ncan += 1
        elif n >= 3:
            sz[6 - n] += 1
    return mp, cb, sz, ncan


def side_features(st: State, s: int, late: float, pile_n: int) -> list[float]:
    r = st.rules
    melds = st.melds[s]
    mp, cb, sz, ncan = meld_summary(r, melds)
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
            pts += c * r.values[k]
            if k in melds:
                fit += c
            elif c == 2:
                pairs += 1
            elif c >= 3:
                sets += 1
        w = len(h[JOKER]) + len(h[TWO])
        wilds += w
        pts += r.values[JOKER] * len(h[JOKER]) + r.values[TWO] * len(h[TWO]) + card_value(r, BLACK3) * len(h[BLACK3])
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




# ------------------------------------------------------------------ evaluation 5: one seat's view, with danger
#
# Features of a position as one seat sees it (its own hand; of the other hands only their sizes and
# the cards known to be there, taken with the pile; everything face up), for the learned evaluation
# ``e5`` (:func:`canasta.bots.learned.seat_margin`), fitted on the search's own games
# (``scripts/fit_danger_eval.py``). "mine" is the seat's side, "theirs" the side of the next opponent.

_SIDE5 = ("meld_points", "canasta_bonus", "size6", "size5", "size4", "size3", "red3", "red3_open", "opened",
          "unopened_min", "hand_cards", "inv_short", "can_out", "out_threat", "known_cards", "known_points",
          "known_fit", "pile_open", "pile_frozen")
_OWN5 = ("own_cards", "own_points", "own_fit", "own_wilds", "own_pairs", "own_sets", "own_black3",
         "own_late_points", "own_late_cards", "own_gift_cards", "own_gift_danger", "own_no_safe")
_TABLE5 = ("pile", "late", "stock", "to_move", "take_top", "take_top_danger", "take_top_threat",
           "score_race", "bias")
NAMES5 = (tuple(f"mine_{n}" for n in _SIDE5) + tuple(f"theirs_{n}" for n in _SIDE5) + _OWN5 + _TABLE5)


def _next_opponent(st: State, seat: int) -> int:
    order = st.order
    i = order.index(seat)
    side = st.side_of[seat]
    for j in range(1, len(order)):
        q = order[(i + j) % len(order)]
        if st.side_of[q] != side:
            return q
    return -1


def _public_side(st: State, s: int, seat: int, pile_n: int) -> list[float]:
    """A side's public features (and the cards known in its hands, the seat's own excluded)."""
    r = st.rules
    melds = st.melds[s]
    mp, cb, sz, ncan = meld_summary(r, melds)
    members = st.sides[s]
    red3 = 0
    cards = 0
    short = 99
    kn_n = 0
    kn_pts = 0
    kn_fit = 0
    for q in members:
        red3 += len(st.red3s[q])
        n = st.nhand[q]
        cards += n
        short = min(short, n)
        if q == seat:
            continue
        kn = st.known[q]
        for k in range(len(kn)):
            c = kn[k]
            if c:
                kn_n += c
                kn_pts += c * card_value(r, k)
                if k in melds:
                    kn_fit += c
    opened = 1.0 if st.opened[s] else 0.0
    can_out = 1.0 if ncan >= r.canastas_to_go_out else 0.0
    inv_short = 1.0 / (1 + short) if short < 99 else 0.0
    frozen = st.frozen_for(s)
    unopened = (1 - opened) * r.opening_minimum(st.scores[st.team_of[members[0]]]) if members else 0.0
    return [mp, cb, sz[0], sz[1], sz[2], sz[3], red3, red3 * opened, opened, unopened, cards, inv_short,
            can_out, can_out * inv_short, kn_n, kn_pts, kn_fit,
            0.0 if frozen else pile_n, pile_n if frozen else 0.0]


def takes_top(st: State, q: int) -> bool:
    """Whether the seat ``q``, about to draw, can take the pile with its top card as far as the table
    shows: the top is a natural of a rank its side has melded and the pile is not frozen for the
    side (a gift, C-7.5), or the seat is known to hold a pair of the top's rank (taken with the
    pile, never played since)."""
    pile = st.pile
    if len(pile) <= st.pile_hidden:
        return False
    k = KIND[pile[-1]]
    if k not in NATURALS:
        return False
    if st.known[q][k] >= 2:
        return True  # a natural pair takes even a frozen pile (an unopened side's opening aside)
    s = st.side_of[q]
    return st.rules.take_with != "pair" and k in st.melds[s] and not st.frozen_for(s)


def seat_features(st: State, seat: int) -> list[float]:
    """The features :data:`NAMES5` of ``st`` as ``seat`` sees it. Reads only what the seat's view
    shows: its own hand, the hands' sizes, the cards known in them, the table, the face-up pile,
    the stock's size and the scores (a test checks that every determinization of the view gives
    the same features). Two sides are assumed (the next opponent's is "theirs")."""
    r = st.rules
    mine = st.side_of[seat]
    nxt = _next_opponent(st, seat)
    theirs = st.side_of[nxt] if nxt >= 0 else mine
    pile_n = sum(1 for f in st.pile[st.pile_hidden:] if KIND[f] != RED3) + st.pile_hidden
    stock = len(st.stock)
    late = max(0.0, min(1.0, 1.0 - (stock - 10) / 40))
    out = _public_side(st, mine, seat, pile_n) + _public_side(st, theirs, seat, pile_n)
    # the seat's own hand
    h = st.hands[seat]
    my_melds = st.melds[mine]
    their_melds = st.melds[theirs]
    open_for_them = not st.frozen_for(theirs) and r.take_with != "pair"
    cards = 0
    pts = 0
    fit = 0
    pairs = 0
    sets = 0
    gifts = 0
    for k in NATURALS:
        c = len(h[k])
        if not c:
            continue
        cards += c
        pts += c * r.values[k]
        if k in my_melds:
            fit += c
        elif c == 2:
            pairs += 1
        elif c >= 3:
            sets += 1
        if open_for_them and k in their_melds:
            gifts += c
    wilds = len(h[JOKER]) + len(h[TWO])
    b3 = len(h[BLACK3])
    cards += wilds + b3
    pts += r.values[JOKER] * len(h[JOKER]) + r.values[TWO] * len(h[TWO]) + card_value(r, BLACK3) * b3
    h_nxt = st.nhand[nxt] if nxt >= 0 else 11
    danger = (4.0 / (h_nxt + 1)) ** 2
    no_safe = 1.0 if cards >= 2 and gifts >= cards - 1 and open_for_them else 0.0
    out += [cards, pts, fit, wilds, pairs, sets, b3, late * pts, late * cards, gifts, gifts * danger, no_safe]
    # the table: whoever draws next and whether it can take the top card
    to_move = 1.0 if st.side_of[st.turn] == mine else 0.0
    take = 0.0
    take_danger = 0.0
    take_threat = 0.0
    if st.phase == "draw" and takes_top(st, st.turn):
        sign = 1.0 if st.side_of[st.turn] == mine else -1.0
        hq = st.nhand[st.turn]
        take = sign * pile_n
        take_danger = sign * pile_n * (4.0 / (hq + 1)) ** 2
        s_q = st.side_of[st.turn]
        ncan = sum(1 for m in st.melds[s_q].values() if len(m.cards) >= CANASTA and m.key != BLACK3)
        take_threat = sign * (1.0 if ncan >= r.canastas_to_go_out else 0.0) * pile_n / (hq + 1)
    race = (st.scores[st.team_of[seat]] - st.scores[st.team_of[nxt]]) / 1000 if nxt >= 0 else 0.0
    out += [pile_n, late, stock / 10, to_move, take, take_danger, take_threat, race, 1.0]
    return out
