"""Information-Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse 2012).

Single-observer ISMCTS: one tree over the searching seat's information set. Every iteration

1. deals the hidden cards afresh, consistent with the view (a *determinization*: other hands,
   the stock and face-down pozzo cards; cards known to be in a hand stay there);
2. descends the tree with UCB1 restricted to the moves legal in that determinization, where a
   child's exploration term uses its *availability count* (how often it was legal when its
   parent was visited) instead of the parent's visit count;
3. expands one untried move, plays a short rollout with the heuristic policy (a whole hand is
   long) and scores the position with a heuristic evaluation;
4. backs the score up, each node taking it from the point of view of the side that moved into it.

The first determinization goes through :func:`canasta.position.determinize`; the following ones
re-deal the same hidden cards inside a cheap copy of that state (:class:`Sampler`), which keeps
an iteration well under a millisecond.

Budget: a number of iterations, a time limit per move, or both (whichever ends first).
With an iteration budget only, the bot is deterministic given its seed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import NamedTuple

from ..cards import BLACK3, IS_WILD, JOKER, KIND, NATURALS, NKINDS, RED3, TWO
from ..melds import CANASTA, Meld
from ..moves import Move
from ..position import View, determinize
from ..rules import RuleSet
from ..state import State
from .heuristic import HeuristicPolicy, hand_points, progress_points
from .obs import Obs


class Sampler:
    """Deals the cards hidden from ``seat`` again and again, starting from one determinization.

    What stays fixed: the seat's own hand, everything face up, and in every other hand the cards
    known to be there (taken from the pile). What is dealt: the rest of the other hands, the
    feet still face down (every seat's, its own too, HF-3), the stock and the face-down pozzo cards.
    A red three is never dealt to a hand or, for simplicity, to a foot."""

    STOCK_TOP = 40
    """Stock cards (from the top) shuffled afresh in every sample."""

    def __init__(self, base: State, seat: int, passed: int = 0, pairs: int = 0) -> None:
        self.base = base
        self.seat = seat
        self.others = [q for q in range(base.rules.players) if q != seat]
        self.no_pair = passed_over(base, seat, passed >= 2) if passed else {}
        self.thin = discarded_kinds(base, seat) if passed >= 3 else {}
        self.laid = laid_kinds(base, seat) if passed >= 4 else {}
        self.pairs = pairs
        pool: list[int] = []
        self.fixed: dict[int, list[int]] = {}
        self.free_slots: dict[int, int] = {}
        for q in self.others:
            kn = base.known[q]
            fixed: list[int] = []
            for k in range(NKINDS):
                cards = base.hands[q][k]
                keep = min(kn[k], len(cards))
                fixed.extend(cards[:keep])
                pool.extend(cards[keep:])
            self.fixed[q] = fixed
            self.free_slots[q] = base.nhand[q] - len(fixed)
        self.feet = [len(f) for f in base.feet]
        for f in base.feet:
            pool.extend(f)
        pool.extend(base.stock)
        pool.extend(base.pile[: base.pile_hidden])
        laid = base.rules.bonus_kind  # (red threes, and black threes as bonus cards, MA-14: never in a hand)
        self.hand_pool = [f for f in pool if not laid[KIND[f]]]
        self.red3 = [f for f in pool if laid[KIND[f]]]
        self.n_hidden_pile = base.pile_hidden
        self.dealt = sum(self.free_slots.values()) + sum(self.feet) + self.n_hidden_pile + self.STOCK_TOP

    def sample(self, rnd: random.Random) -> State:
        st = self.base.copy()
        pool = self.hand_pool[:]
        n = len(pool)
        # a partial Fisher-Yates shuffle of the end of the pool, which deals the other hands,
        # the face-down pile cards and the top of the stock (the stock is drawn from its end);
        # the rest of the stock keeps a random composition in a fixed order (no search reaches it)
        rand = rnd.random
        for i in range(n - 1, max(0, n - self.dealt) - 1, -1):
            j = int(rand() * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        if self.no_pair or self.pairs or self.laid:  # (every seat with discarded kinds to thin has no-pair kinds)
            self.repair(pool, n, rnd)
        end = n
        for q in self.others:
            h: list[list[int]] = [[] for _ in range(NKINDS)]
            for f in self.fixed[q]:
                h[KIND[f]].append(f)
            k = self.free_slots[q]
            for f in pool[end - k:end]:
                h[KIND[f]].append(f)
            end -= k
            st.hands[q] = h
        for q, k in enumerate(self.feet):
            if k:
                st.feet[q] = pool[end - k:end]
                end -= k
        hp = self.n_hidden_pile
        if self.red3:
            # red threes are never in a hand: each goes to a random place among the cards left
            rest = pool[:end]
            for f in self.red3:
                rest.insert(int(rand() * (len(rest) + 1)), f)
            if hp:
                st.pile[:hp] = rest[len(rest) - hp:]
                del rest[len(rest) - hp:]
            st.stock = rest
            return st
        if hp:
            st.pile[:hp] = pool[end - hp:end]
            end -= hp
        st.stock = pool[:end]
        return st

    def repair(self, pool: list[int], n: int, rnd: random.Random) -> None:
        """Make the dealt hands agree with how their players played, by swapping dealt cards with
        random stock cards: with ``passed`` (1 to 3) the second card of a kind the player passed
        over goes back to the stock (:func:`passed_over`), from 2 also of a kind it discarded,
        from 3 a single card of a kind it discarded too, with chance :data:`THIN`, and from 4, in
        an opened side's hand, every card of a natural kind its side has melded
        (:func:`laid_kinds`) and the third card of a natural set, for no wild card; with
        ``pairs`` = N an opened side's dealt natural set keeps two cards (it would have laid
        it), and N times a single card may make way for a stock card that pairs up (a player
        keeps its pairs and discards single cards). Only the cards dealt move: the known ones stay."""
        end = n
        stock_end = n - sum(self.free_slots.values()) - self.n_hidden_pile
        if stock_end <= 0:
            return
        for q in self.others:
            k_slots = self.free_slots[q]
            lo = end - k_slots
            kinds = self.no_pair.get(q)
            count = [0] * NKINDS
            for f in self.fixed[q]:
                count[KIND[f]] += 1
            for i in range(lo, end):
                count[KIND[pool[i]]] += 1
            thin = self.thin.get(q)
            laid = self.laid.get(q)
            if laid:
                # an opened side lays off its melds' ranks and lays its natural sets: those cards
                # go back to the stock, for cards of other natural ranks (it lays wild cards too)
                away = laid | WILDS_SET | kinds if kinds else laid | WILDS_SET
                for i in range(lo, end):
                    k = KIND[pool[i]]
                    if k in laid or (count[k] >= 3 and k in NATURALS_SET):
                        swap_out(pool, i, stock_end, count, rnd, exclude=away, absent=k not in laid)
            if kinds:
                away = kinds | laid if laid else kinds
                for i in range(lo, end):
                    k = KIND[pool[i]]
                    if k in kinds and (count[k] >= 2 or (thin and k in thin and rnd.random() < THIN)):
                        swap_out(pool, i, stock_end, count, rnd, exclude=away)
            if self.pairs:
                if self.base.opened[self.base.side_of[q]]:
                    # an opened side lays its sets: a dealt natural set keeps two cards
                    for i in range(lo, end):
                        k = KIND[pool[i]]
                        if count[k] >= 3 and k in NATURALS_SET:
                            swap_out(pool, i, stock_end, count, rnd, absent=True)
                # a player keeps pairs and discards single cards: a few chances for each dealt hand
                # to swap a single natural card (or black three) for a stock card that pairs up
                singles = [i for i in range(lo, end) if count[KIND[pool[i]]] == 1
                           and KIND[pool[i]] in NATURALS_OR_BLACK3]
                for _ in range(self.pairs):
                    if not singles:
                        break
                    j = int(rnd.random() * stock_end)
                    kj = KIND[pool[j]]
                    if count[kj] != 1 or kj not in NATURALS_SET or (kinds and kj in kinds):
                        continue
                    t = int(rnd.random() * len(singles))
                    i = singles[t]
                    ki = KIND[pool[i]]
                    if ki == kj:
                        continue
                    pool[i], pool[j] = pool[j], pool[i]
                    count[ki] -= 1
                    count[kj] += 1
                    singles[t] = singles[-1]
                    singles.pop()
                    singles = [x for x in singles if KIND[pool[x]] != kj]
            end = lo


NATURALS_SET = frozenset(NATURALS)
NATURALS_OR_BLACK3 = NATURALS_SET | {BLACK3}
WILDS_SET = frozenset(k for k in range(NKINDS) if IS_WILD[k])


def swap_out(pool: list[int], i: int, stock_end: int, count: list[int], rnd: random.Random,
             exclude: frozenset[int] = frozenset(), absent: bool = False) -> None:
    """Swap the dealt card ``pool[i]`` with a random stock card (``pool[:stock_end]``) that is no
    red three, not of a kind in ``exclude`` and, with ``absent``, of a kind the hand lacks (eight
    tries), keeping the hand's ``count`` by kind."""
    for _ in range(8):
        j = int(rnd.random() * stock_end)
        kj = KIND[pool[j]]
        if kj not in exclude and kj != RED3 and (not absent or count[kj] == 0):
            count[KIND[pool[i]]] -= 1
            count[kj] += 1
            pool[i], pool[j] = pool[j], pool[i]
            return


#: the chance that a dealt card of a kind its player discarded goes back to the stock (ISMCTS
#: ``n3``): after discarding a natural card, the heuristic holds another of its kind in about 15%
#: of cases, and two or more almost never
THIN = 0.7


def pile_discards(st: State, seat: int) -> list[tuple[int, int, int]]:
    """The face-up natural cards of the pile as (kind, discarder, cards in the pile when it was
    on top), top first. The discarders are read from the pile, one discard a turn (the bottom
    card may be the upcard: at worst one card is misread). Empty unless ``seat`` is to play."""
    order = st.order
    if seat not in order or st.turn != seat:
        return []
    npl = len(order)
    i_me = order.index(seat)
    pile = st.pile
    n = len(pile)
    out = []
    size = sum(1 for f in pile if KIND[f] != RED3)
    for depth in range(n - st.pile_hidden):
        k = KIND[pile[n - 1 - depth]]
        if k != RED3:
            if not IS_WILD[k] and k != BLACK3:
                out.append((k, order[(i_me - 1 - depth) % npl], size))
            size -= 1
    return out


def passed_over(st: State, seat: int, discarded: bool = False) -> dict[int, frozenset[int]]:
    """Per other seat, the natural kinds it holds at most one card of, as far as its play says:
    every face-up pile card was the top of the pile when the seat after its discarder drew
    instead of taking the pile, and an opened side takes a pile of two cards or more with a
    natural pair of its top card (C-7.5, C-7.6, C-7.9). With ``discarded``, also the kinds a seat
    discarded: a player keeps its pairs. A seat known to hold two cards of the kind (it took
    them since) is left out."""
    order = st.order
    npl = len(order)
    out: dict[int, set[int]] = {}
    for k, who, size in pile_discards(st, seat):
        passer = order[(order.index(who) + 1) % npl]
        if (size >= 2 and passer != seat and st.opened[st.side_of[passer]]
                and st.known[passer][k] < 2):
            out.setdefault(passer, set()).add(k)
        if discarded and who != seat and st.known[who][k] < 2:
            out.setdefault(who, set()).add(k)
    return {q: frozenset(ks) for q, ks in out.items()}


def laid_kinds(st: State, seat: int) -> dict[int, frozenset[int]]:
    """Per other seat, the natural kinds its side has melded: further cards of a melded rank join
    its side's meld (C-8.5, C-8.6) and a player lays them off, so it seldom holds a card of
    them (the heuristic's players hold 0.05 such cards a hand; a uniform deal gives 0.9)."""
    out = {}
    for q in range(st.rules.players):
        if q != seat and q in st.order:
            ks = frozenset(k for k in st.melds[st.side_of[q]] if k in NATURALS_SET)
            if ks:
                out[q] = ks
    return out


def discarded_kinds(st: State, seat: int) -> dict[int, frozenset[int]]:
    """Per other seat, the natural kinds it discarded onto the face-up pile (and is not known to
    hold since)."""
    out: dict[int, set[int]] = {}
    for k, who, _ in pile_discards(st, seat):
        if who != seat and st.known[who][k] == 0:
            out.setdefault(who, set()).add(k)
    return {q: frozenset(ks) for q, ks in out.items()}


def is_gift(o: Obs, m: Move) -> bool:
    """A natural discard the next opponent can take the pile with at once, onto its side's meld
    of that rank (the pile not frozen for it)."""
    if m.action != "discard" or o.r.take_with == "pair":
        return False
    k = m.cards[0]
    if IS_WILD[k] or k in (RED3, BLACK3):
        return False
    opp = o.next_opponent()
    if opp < 0:
        return False
    s = o.side_of[opp]
    return k in o.melds[s] and not o.frozen_for(s)


def state_gift(st: State, m: Move, side: int) -> int:
    """1 if the discard ``m`` just made by a player of ``side`` is a gift, else 0: :func:`is_gift`
    read off the state after the discard (a natural card of a rank the next player's side has
    melded, onto a pile not frozen for that side). Cheaper than the referee's count
    (:class:`canasta.bots.tournament.Watch` asks the engine whether ``take`` is legal), which it
    misses only by the one-card rule (C-7.8)."""
    k = m.cards[0]
    if IS_WILD[k] or k in (BLACK3, RED3) or st.rules.take_with == "pair" or st.phase != "draw":
        return 0
    s = st.side_of[st.turn]
    return 1 if s != side and k in st.melds[s] and not st.frozen_for(s) else 0


def gift_danger(st: State) -> float:
    """How costly the gift just discarded is (``st`` is in the next player's draw phase, the gift
    on top of the pile): the pile's size, the gift included, times ``(4 / (h + 1))**2`` for the
    ``h`` cards the next player holds, so the fewer cards it holds and the larger the pile, the
    more it costs, and a gift to a long hand (which seldom turns a small pile into going out)
    hardly counts: one card to a player of eleven cards weighs 0.11, one card to a player of
    two 1.8, two cards to a player holding one card 8, five cards to it 20."""
    h = st.nhand[st.turn]
    n = sum(1 for f in st.pile if KIND[f] != RED3)
    return n * (4.0 / (h + 1)) ** 2


def short_threat(o: Obs, cards: int) -> bool:
    """The next opponent holds at most ``cards`` cards and its side has the canastas it needs
    to go out: a pile it takes may end the hand at once (the audit of issue 43, deal 777024)."""
    opp = o.next_opponent()
    if opp < 0 or o.nhand[opp] > cards:
        return False
    s = o.side_of[opp]
    return sum(1 for m in o.melds[s].values() if len(m.cards) >= CANASTA) >= o.r.canastas_to_go_out


def freeze_discard(o: Obs, legal: list[Move], gifts: int) -> Move | None:
    """The wild discard (a two before a joker) that freezes the pile while it is not frozen for
    the next opponent and the hand holds at least ``gifts`` natural cards that would be gifts."""
    wilds = [m for m in legal if m.action == "discard" and IS_WILD[m.cards[0]]]
    if not wilds:
        return None
    opp = o.next_opponent()
    if opp < 0 or o.frozen_for(o.side_of[opp]):
        return None
    n = sum(1 for m in legal if m.action == "discard" and is_gift(o, m))
    if n < gifts:
        return None
    return min(wilds, key=lambda m: m.cards[0] == JOKER)


def spends_reserve(o: Obs, m: Move, stock: int) -> bool:
    """Whether the meld or lay-off ``m`` of an opened side lays the hand's last wild card while
    the stock holds at most ``stock`` cards, neither going out nor making a canasta: the wild
    card kept back freezes the pile when the hand's cards turn into gifts
    (:func:`freeze_discard`)."""
    if m.action not in ("meld", "add") or not o.opened[o.side] or o.stock > stock:
        return False
    spent = sum(1 for k in m.cards if IS_WILD[k])
    if not spent or sum(o.hand[k] for k in range(NKINDS) if IS_WILD[k]) > spent:
        return False
    if sum(o.hand) - len(m.cards) <= 1:
        return False
    if m.action == "add":
        meld = o.melds[o.side].get(m.target)
        if meld is not None and meld.size < CANASTA <= meld.size + len(m.cards):
            return False
    return True


def safe_moves(o: Obs, legal: list[Move]) -> list[Move]:
    """The root moves worth searching: no gift discard while another discard exists, and no
    discard while a natural set can be laid once the hand may end soon (the stock is low or a
    player holds five cards or fewer: a set held at the end counts against the side)."""
    out = list(legal)
    discards = [m for m in out if m.action == "discard"]
    if discards:
        gifts = [m for m in discards if is_gift(o, m)]
        # a gift goes only if another natural card (or a black three) can be discarded instead:
        # a wild card is no cheap way out of a gift
        if gifts and any(not IS_WILD[m.cards[0]] and m not in gifts for m in discards):
            out = [m for m in out if m not in gifts]
    if o.phase == "meld" and o.opened[o.side] and o.answer != 0:
        sets = [m for m in out if m.action == "meld" and len(m.cards) >= 3
                and not any(IS_WILD[k] for k in m.cards) and m.cards[0] != BLACK3]
        soon = o.stock <= 20 or min(o.nhand) <= 5
        if sets and soon:
            out = [m for m in out if m.action not in ("discard", "ask")]
    return out or list(legal)


def logit(v: float) -> float:
    """The inverse of the evaluation's logistic (margin / scale), clamped away from 0 and 1."""
    v = min(max(v, 1e-12), 1 - 1e-12)
    return math.log(v / (1 - v))


class Node:
    __slots__ = ("move", "parent", "children", "visits", "reward", "avail", "side")

    def __init__(self, move: Move | None, parent: Node | None, side: int) -> None:
        self.move = move
        self.parent = parent
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0
        self.side = side  # the side that made ``move``


class AssetWeights(NamedTuple):
    """The weights of :func:`hand_asset` (points a card is worth while the hand goes on)."""

    meld: float          # a natural of a rank the side has melded: count x (value + this)
    set_value: float     # a natural of which the hand holds three or more: count x (set_value x value + set_bonus)
    set_bonus: float
    pair_value: float    # a pair: pair_value x value + pair_bonus
    pair_bonus: float
    single_value: float  # a single card: single_value x value + single_bonus
    single_bonus: float
    joker: float
    two: float
    black3: float


#: evaluation 1: cards fitting melds or making sets are assets, a single card half its value against
ASSET_V1 = AssetWeights(25, 1.0, 15, 0.0, 12, -0.5, 0, 70, 45, -5)
#: evaluation 2: every card is an option while the hand goes on (a pile taken is worth its cards),
#: a set kept in the hand is worth less than the same set on the table, wild cards are worth more
ASSET_V2 = AssetWeights(20, 0.5, 10, 0.6, 14, 0.0, 4, 90, 55, 0)
#: evaluation 4: evaluation 1 with a set in the hand worth less than the same set on the table
#: (evaluation 1 values three nines in the hand at 75 points, on the table at 30)
ASSET_V4 = AssetWeights(25, 0.5, 8, 0.0, 12, -0.5, 0, 70, 45, -5)


def end_risk(r: RuleSet, stock: int, sides: Sequence[Sequence[int]], nhand: Sequence[int],
             melds: Sequence[dict[int, Meld]]) -> float:
    """How near the hand's end is (0 to 1): by the stock left, and by the shortest hand of a side
    that can go out (or is one canasta short of it). Hands end by going out, usually with about
    40 stock cards left, so the stock alone says little."""
    risk = max(0.0, min(1.0, 1.0 - (stock - 10) / 40))
    need = r.canastas_to_go_out
    for s, members in enumerate(sides):
        if not members:
            continue
        n = min(nhand[q] for q in members)
        t = 1.15 - 0.15 * n
        if t <= risk:
            continue
        have = sum(1 for m in melds[s].values() if len(m.cards) >= CANASTA and m.key != BLACK3)
        if have < need:
            t *= 0.5 if have == need - 1 else 0.2
        risk = max(risk, min(1.0, t))
    return risk


def hand_asset(r: RuleSet, h: list[int], melds: dict[int, Meld], late: float,
               w: AssetWeights = ASSET_V1) -> float:
    """What a hand is worth to its side: cards that fit melds or make new ones are assets while
    the hand goes on; at its end every card counts against. ``late`` (0 to 1) blends the two."""
    asset = 0.0
    for k in NATURALS:
        c = h[k]
        if not c:
            continue
        v = r.values[k]
        if k in melds:
            asset += c * (v + w.meld)
        elif c >= 3:
            asset += c * (w.set_value * v + w.set_bonus)
        elif c == 2:
            asset += w.pair_value * v + w.pair_bonus
        else:
            asset += w.single_value * v + w.single_bonus
    asset += w.joker * h[JOKER] + w.two * h[TWO] + w.black3 * h[BLACK3]
    if late <= 0:
        return asset
    return (1 - late) * asset - late * hand_points(r, h)


def unsafe_hands(st: State, members: Sequence[int]) -> float:
    """Points a side may lose through hands with no safe discard: a player whose every card is
    a natural of a rank the next opponent's side has melded (the pile open for it) will hand it
    the pile; one safe card left halves the risk. A black three or a wild card is safe."""
    r = st.rules
    if r.take_with == "pair":
        return 0.0
    order = st.order
    npl = len(order)
    pen = 0.0
    for q in members:
        n = st.nhand[q]
        if n < 2:
            continue
        i = order.index(q)
        os = -1
        for j in range(1, npl):
            t = st.side_of[order[(i + j) % npl]]
            if t != st.side_of[q]:
                os = t
                break
        if os < 0 or st.pile_frozen or (r.freeze == "classic" and not st.opened[os]):
            continue
        om = st.melds[os]
        h = st.hands[q]
        safe = n - sum(len(h[k]) for k in om if k in NATURALS)
        if safe <= 1:
            pen += (8.0 if safe == 0 else 4.0) * (len(st.pile) + 2)
    return pen


def evaluate(st: State, scale: float, version: int = 1, risk: bool = False, safe: bool = False,
             seat: int = -1) -> list[float]:
    """Per side, a score in [0, 1]: how well the hand is going for it relative to the best other
    side. A finished hand counts its real points. ``version`` 1 and 2 are hand-written estimates,
    3 the learned estimate of the final points (:mod:`canasta.bots.learned`), 4 evaluation 1 with
    sets worth more on the table than in the hand, 5 the learned estimate from ``seat``'s view
    with danger features, fitted on the search's own games (:func:`canasta.bots.learned.seat_margin`;
    with more than two sides, or no seat, evaluation 3), 6 the same features through a small network
    (:func:`canasta.bots.learned.seat_margin6`, the same fallback). With ``risk`` the hand's cards count as
    penalties by :func:`end_risk` (how near the end is), not by the stock alone."""
    nsides = len(st.sides)
    if st.phase in ("hand_over", "match_over") and st.result is not None:
        pts = [0.0] * nsides
        tp = st.result.team_points
        for s, members in enumerate(st.sides):
            pts[s] = float(tp[st.team_of[members[0]]]) if members else 0.0
    elif version in (5, 6) and nsides == 2 and seat >= 0:
        from .learned import seat_margin, seat_margin6

        pts = [0.0, 0.0]
        pts[st.side_of[seat]] = (seat_margin if version == 5 else seat_margin6)(st, seat)
    elif version in (3, 5, 6):
        from .learned import side_values

        pts = side_values(st)
    else:
        r = st.rules
        pts = []
        if risk:
            late = end_risk(r, len(st.stock), st.sides, st.nhand, st.melds)
        else:
            late = max(0.0, min(1.0, 1.0 - (len(st.stock) - 10) / 40))
        # evaluations 2 and 4: a meld of three already counts a ninth of a canasta's bonus, so
        # that laying a natural set is worth more than keeping it in the hand
        share = (3, 8) if version == 1 else (2, 9)
        weights = ASSET_V1 if version == 1 else ASSET_V2 if version == 2 else ASSET_V4
        for s, members in enumerate(st.sides):
            melds = st.melds[s]
            v = progress_points(r, melds, *share)
            for q in members:
                v += hand_asset(r, [len(k) for k in st.hands[q]], melds, late, weights)
                v += 100 * len(st.red3s[q])
            if safe:
                v -= unsafe_hands(st, members)
            if not st.opened[s]:
                v -= 0.6 * st.opening_minimum(members[0]) if members else 0
            pts.append(v)
        # the pile goes to whoever takes it: count it for nobody, but a frozen pile is safer
    out = []
    for s in range(nsides):
        other = max((pts[t] for t in range(nsides) if t != s), default=0.0)
        out.append(1.0 / (1.0 + math.exp(-(pts[s] - other) / scale)))
    return out


class ISMCTSBot:
    """SO-ISMCTS with availability-count UCB, heuristic rollouts and a heuristic evaluation.

    ``iterations`` and ``seconds`` bound the search per move (whichever ends first; ``None``
    means no bound of that kind). ``rollout`` is the number of heuristic moves played after the
    tree before evaluating (``hard`` and ``expert`` play on to the hand's end). The defaults have
    ``risk`` (the hand's cards count by :func:`end_risk`), ``discards=3`` and ``sets=0.5`` (see
    :meth:`root_moves`); ``gifts`` and ``safe`` (:func:`unsafe_hands`) are research options, off.
    With ``selective`` (on in ``hard`` and ``expert``) a meld-phase move the heuristic would make
    that is not a discard (nor "May I go out?") is played without a search: the search decides
    the draws, the discards (laying more first among them) and the answers. With ``early_stop`` an
    iteration budget ends as soon as no other root move can catch up with the most visited one in
    the iterations left: the move is the one the whole budget would choose, for less CPU. With
    ``anchor`` > 0 the heuristic's move is kept unless the search's choice is worth more than
    that much more (mean reward, on the evaluation's 0-1 scale). ``passed`` and ``pairs`` make
    the hands the :class:`Sampler` deals look like the players' own (see :meth:`Sampler.repair`).
    ``depth`` > 0 keeps the tree that many moves deep (1: the root's moves only, each followed by
    a rollout: flat Monte Carlo). With ``widen`` = K > 0 a node below the root tries the heuristic's
    move first and one more move for every K visits (progressive widening); otherwise it tries
    every move once, in random order, before choosing among them. With ``common`` = Z > 0 the
    search is flat and compares the root moves on common samples (:meth:`common_search`): every
    sample deals the hidden cards once and plays every root move still in the running from it,
    and a move is dropped once the leader's paired advantage over it exceeds Z standard errors."""

    name = "ismcts"

    def __init__(self, seed: int = 0, iterations: int | None = 1000, seconds: float | None = None,
                 c: float = 0.25, rollout: int = 4, scale: float = 200.0, rollout_turns: int = 0,
                 prior: float = 1.0, evaluation: int = 1, safety: bool = False, risk: bool = True,
                 discards: int = 3, sets: float = 0.5, gifts: int = 0,
                 safe: bool = False, early_stop: bool = True, anchor: float = 0.0,
                 selective: bool = False, passed: int = 0, pairs: int = 0, depth: int = 0,
                 widen: int = 0, common: float = 0.0, gift_cost: float = 0.0,
                 freeze: int = 0, reserve: int = 0, danger: float = 0.0,
                 danger_rollout: bool = False, short: int = 0, rank: int = 0) -> None:
        if iterations is None and seconds is None:
            raise ValueError("ISMCTS needs a budget: iterations, seconds or both")
        self.seed = seed
        self.rnd = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.c = c
        self.rollout = rollout
        self.scale = scale
        self.rollout_turns = rollout_turns
        self.prior = prior
        self.evaluation = evaluation
        self.safety = safety
        self.risk = risk
        self.discards = discards
        self.sets = sets
        self.gifts = gifts
        self.safe = safe
        self.early_stop = early_stop
        self.anchor = anchor
        self.selective = selective
        self.passed = passed
        self.pairs = pairs
        self.depth = depth
        self.widen = widen
        self.common = common
        self.gift_cost = gift_cost
        self.freeze = freeze
        self.reserve = reserve
        self.danger = danger
        self.danger_rollout = danger_rollout
        self.short = short
        self.rank = rank
        #: the summed :func:`gift_danger` of the searching side's gifts in the last rollout
        self.rollout_danger = 0.0
        self.policy = HeuristicPolicy(random.Random(seed ^ 0x5EED))
        self.last_iterations = 0
        self.last_root: Node | None = None  # the tree of the last search (for tests and studies)
        #: the last common-sample search: each root move's mean reward, and the moves not dropped
        self.last_means: dict[Move, float] = {}
        self.last_alive: list[Move] = []
        parts = []
        if iterations is not None:
            parts.append(f"{iterations} it")
        if seconds is not None:
            parts.append(f"{seconds:g} s")
        self.name = f"ismcts({', '.join(parts)})"

    def choose(self, view: View) -> Move:
        started = time.perf_counter()  # the time budget covers the whole decision, not only the search
        self.last_means, self.last_alive = {}, []
        legal = list(view.legal_moves)
        if not legal:
            raise ValueError("no legal move: it is not this seat's turn")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        # the sample's seed is drawn here, the sample made only if a search runs: a decision
        # settled by the root's rules costs no determinization, and the seeds stay the same
        deal_seed = self.rnd.getrandbits(32)
        o = Obs.from_view(view)
        if self.safety:
            legal = safe_moves(o, legal)
            if len(legal) == 1:
                self.last_iterations = 0
                return legal[0]
        if self.safety and o.phase == "answer":
            # "May I go out?": the side's interest by the score, the hand and the stock (the
            # search would compare a hand's real end with an estimate of a hand going on)
            return self.policy.choose(o)
        if self.discards or self.sets or self.gifts or self.freeze or self.short:
            legal = self.root_moves(o, legal)
            if len(legal) == 1:
                self.last_iterations = 0
                return legal[0]
        hint = self.policy.choose(o) if self.prior > 0 or self.selective else None
        if self.selective and hint is not None and (
                (o.phase == "meld" and hint.action not in ("discard", "ask"))
                or (o.phase == "draw" and hint.action in ("meld", "add"))):
            # the heuristic lays its melds, an opening from the hand before the draw (IT-21)
            # among them: the search decides the draw, the discard (or laying more first)
            if not (self.reserve and spends_reserve(o, hint, self.reserve)):
                self.last_iterations = 0
                return hint
            # the heuristic would lay the hand's last wild card: the search decides without it
            legal = [m for m in legal if not spends_reserve(o, m, self.reserve)] or legal
            hint = None
            if len(legal) == 1:
                self.last_iterations = 0
                return legal[0]
        base = determinize(view, deal_seed)
        if self.rank:
            legal = self.rank_discards(base, view.seat, legal, hint)
            if len(legal) == 1:
                self.last_iterations = 0
                return legal[0]
        if self.common > 0:
            return self.common_search(base, view.seat, legal, hint, started)
        return self.search(base, view.seat, legal, hint, started)

    def rank_discards(self, base: State, seat: int, legal: list[Move], hint: Move | None) -> list[Move]:
        """With ``rank`` = K (in place of ``discards``): the root's discards are the K that the
        learned evaluation ``e5`` rates best right after the discard (it reads only the seat's view:
        the pile the next player may take, its hand, the seat's own hand left), and the heuristic's;
        with ``e6`` the leaves' evaluation 6 rates them."""
        from .learned import seat_margin, seat_margin6

        rate = seat_margin6 if self.evaluation == 6 else seat_margin

        ds = [m for m in legal if m.action == "discard"]
        if len(ds) <= self.rank or len(base.sides) != 2:
            return legal
        vals = {}
        for m in ds:
            st = base.copy()
            st.apply(m)
            vals[m] = rate(st, seat)
        keep = set(sorted(ds, key=lambda m: -vals[m])[:self.rank])
        if hint is not None:
            keep.add(hint)
        return [m for m in legal if m.action != "discard" or m in keep]

    def root_moves(self, o: Obs, legal: list[Move]) -> list[Move]:
        """The root moves left to the search: with ``sets``, no discard (nor "May I go out?")
        while a natural set can be laid and the hand's end is at least that near
        (:func:`end_risk`); with ``gifts`` = 1, no gift discard (:func:`is_gift`) but the
        heuristic's own choice, with ``gifts`` = 2 none at all, while a natural card or a black
        three can go instead, with ``gifts`` = 3 none while any other card can (a wild card
        freezes the pile instead); with ``discards`` = K, only the K discards the heuristic rates safest
        (:meth:`HeuristicPolicy.discard_values`: the risk of giving the pile away and the value
        of keeping the card); with ``freeze`` = N, the only discard is a wild card while the pile
        is not frozen for the next opponent and N of the hand's kinds would be gifts
        (:func:`freeze_discard`)."""
        out = legal
        if self.sets and o.phase == "meld" and o.opened[o.side]:
            has_set = any(m.action == "meld" and len(m.cards) >= 3 and m.cards[0] != BLACK3
                          and not any(IS_WILD[k] for k in m.cards) for m in out)
            if has_set and end_risk(o.r, o.stock, o.sides, o.nhand, o.melds) >= self.sets:
                out = [m for m in out if m.action not in ("discard", "ask")]
        if self.gifts:
            ds = [m for m in out if m.action == "discard"]
            gifts = [m for m in ds if is_gift(o, m)]
            if gifts:
                mine = self.policy.best_discard(o, ds)
                drop = gifts if self.gifts >= 2 else [m for m in gifts if m != mine]
                rest = [m for m in ds if m not in drop]
                if any(not IS_WILD[m.cards[0]] for m in rest) or (self.gifts >= 3 and rest):
                    out = [m for m in out if m not in drop]
        if self.short and short_threat(o, self.short):
            ds = [m for m in out if m.action == "discard"]
            safe = [m for m in ds if not is_gift(o, m) and not IS_WILD[m.cards[0]]]
            if safe and len(safe) < len(ds):
                out = [m for m in out if m.action != "discard" or not is_gift(o, m)]
        if self.discards and not self.rank:
            ds = [m for m in out if m.action == "discard"]
            if len(ds) > self.discards:
                vals = self.policy.discard_values(o, ds)
                order = sorted(range(len(ds)), key=lambda i: vals[i])
                keep = {ds[i] for i in order[:self.discards]}
                out = [m for m in out if m.action != "discard" or m in keep]
        if self.freeze:
            wild = freeze_discard(o, legal, self.freeze)
            if wild is not None:
                return [m for m in out if m.action != "discard"] + [wild]
        return out or legal

    def play_out(self, st: State, root_serial: int, side: int = -1) -> int:
        """The rollout: up to ``rollout`` moves of the heuristic policy for every seat (and with
        ``rollout_turns``, no further than that many turns past the root's). Returns the gift
        discards (:func:`state_gift`) the players of ``side`` made in it (0 if ``side`` is -1)."""
        policy = self.policy
        rollout = self.rollout
        turns = self.rollout_turns
        stop_serial = root_serial + turns
        steps = 0
        gifts = 0
        while (steps < rollout and st.phase != "hand_over" and st.phase != "match_over"
               and (turns == 0 or st.turn_serial < stop_serial)):
            lm = st.legal_move_list()
            if not lm:
                break
            # a forced move (a draw, mostly) needs no policy
            mv = lm[0] if len(lm) == 1 else policy.choose(Obs.from_state(st, st.turn))
            if side >= 0 and mv.action == "discard" and st.side_of[st.turn] == side:
                st.apply(mv)
                g = state_gift(st, mv, side)
                if g:
                    gifts += g
                    if self.danger > 0 and self.danger_rollout:
                        self.rollout_danger += gift_danger(st)
            else:
                st.apply(mv)
            steps += 1
        return gifts

    def common_search(self, base: State, seat: int, legal: list[Move], hint: Move | None = None,
                      started: float | None = None) -> Move:
        """Flat Monte Carlo on common samples. Each sample deals the hidden cards once
        (:class:`Sampler`), and every root move still in the running is played from that same
        deal, followed by a rollout: the rollout policy has no randomness, so two moves' results
        on one sample differ only by what the moves do, not by the luck of the deal. Every eight
        samples (from the sixteenth) a move is dropped when the leader's mean advantage over it,
        sample by sample, is more than ``common`` standard errors. The budget counts rollouts
        (and the time limit is checked before each: a round it cuts short does not count, though
        the first, once begun, is finished); the move with the best mean is played (the
        heuristic's on a tie)."""
        rnd = self.rnd
        sampler = Sampler(base, seat, self.passed, self.pairs)
        side = base.side_of[seat]
        root_serial = base.turn_serial
        if started is None:
            started = time.perf_counter()
        deadline = None if self.seconds is None else started + self.seconds
        limit = self.iterations if self.iterations is not None else 1 << 30
        scale, version, risk, safe = self.scale, self.evaluation, self.risk, self.safe
        cost = self.gift_cost
        danger = self.danger
        priced = cost > 0 or danger > 0
        gift_side = side if priced else -1
        moves = list(legal)
        if hint in moves:  # the heuristic's move first: it wins a tie
            moves.remove(hint)
            moves.insert(0, hint)
        results: list[list[float]] = [[] for _ in moves]
        alive = list(range(len(moves)))
        it = 0
        samples = 0
        while len(alive) > 1 and it + len(alive) <= limit:
            if deadline is not None and time.perf_counter() >= deadline:
                break
            sample = sampler.sample(rnd) if samples else base.copy()
            done = 0
            for i in alive:
                if samples and deadline is not None and time.perf_counter() >= deadline:
                    break  # out of time in the middle of a round: the round does not count
                st = sample.copy()
                mv = moves[i]
                st.apply(mv)
                self.rollout_danger = 0.0
                gifts = state_gift(st, mv, side) if priced and mv.action == "discard" else 0
                if gifts and danger > 0:
                    self.rollout_danger += gift_danger(st)
                gifts += self.play_out(st, root_serial, gift_side)
                value = evaluate(st, scale, version, risk, safe, seat)[side]
                if gifts:
                    # a gift costs ``gift_cost`` points of the side's margin, and ``danger`` points
                    # times its :func:`gift_danger` (on the logistic)
                    price = gifts * cost + danger * self.rollout_danger
                    value = 1.0 / (1.0 + math.exp(-(logit(value) - price / scale)))
                results[i].append(value)
                done += 1
            if done < len(alive):
                for i in alive[:done]:
                    results[i].pop()
                break
            samples += 1
            it += len(alive)
            if samples >= 16 and samples % 8 == 0:
                lead = max(alive, key=lambda i: sum(results[i]))
                top = results[lead]
                keep = []
                for i in alive:
                    if i != lead:
                        d = [a - b for a, b in zip(top, results[i])]
                        m = sum(d) / samples
                        var = sum((x - m) ** 2 for x in d) / (samples - 1)
                        if m > 0 and m * m * samples > self.common * self.common * var:
                            continue  # behind by more than Z standard errors
                    keep.append(i)
                alive = keep
        self.last_iterations = it
        self.last_root = None
        self.last_means = {moves[i]: sum(r) / len(r) for i, r in enumerate(results) if r}
        self.last_alive = [moves[i] for i in alive]
        if samples == 0:
            return hint if hint in moves else moves[0]
        best = max(alive, key=lambda i: (sum(results[i]), -i))  # every move left has every sample
        return moves[best]

    def search(self, base: State, seat: int, legal: list[Move], hint: Move | None = None,
               started: float | None = None) -> Move:
        """Search from a determinization ``base`` of the seat's view. ``hint`` (the heuristic's
        move) gets a progressive bias at the root: ``prior / (visits + 1)`` added to its UCB value."""
        rnd = self.rnd
        sampler = Sampler(base, seat, self.passed, self.pairs)
        root_serial = base.turn_serial
        root = Node(None, None, -1)
        if started is None:
            started = time.perf_counter()
        deadline = None if self.seconds is None else started + self.seconds
        limit = self.iterations if self.iterations is not None else 1 << 30
        c = self.c
        policy = self.policy
        scale = self.scale
        prior = self.prior
        version = self.evaluation
        risk = self.risk
        safe = self.safe
        allowed = set(legal)
        restricted = len(allowed) < len(base.legal_move_list())
        max_depth = self.depth if self.depth > 0 else 1 << 30
        widen = self.widen
        it = 0
        log = math.log
        sqrt = math.sqrt
        # each iteration adds one visit to one root child, and the most visited child is played: once
        # the leader is ahead of every other root move by more than the iterations left, it stays ahead
        check = 8 if self.early_stop and self.iterations is not None else limit + 1
        while it < limit:
            if it >= check:
                check = it + 8
                vs = sorted((ch.visits for m, ch in root.children.items() if m in allowed), reverse=True)
                if len(vs) < len(allowed):
                    vs.append(0)
                if len(vs) > 1 and vs[0] - vs[1] > limit - it:
                    break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            it += 1
            st = sampler.sample(rnd) if it > 1 else base.copy()
            node = root
            depth = 0
            # selection and expansion
            while st.phase != "hand_over" and st.phase != "match_over" and depth < max_depth:
                depth += 1
                moves = st.legal_move_list()
                if node is root and restricted:
                    moves = [m for m in moves if m in allowed]
                if not moves:
                    break  # a dead end of this sample (e.g. an asker dealt a hand that cannot go out)
                children = node.children
                untried = [m for m in moves if m not in children]
                if untried and widen and node is not root:
                    tried = len(moves) - len(untried)
                    if tried and tried >= 1 + node.visits // widen:
                        untried = []  # choose among the moves tried so far
                if untried:
                    if node is root and hint in untried:
                        m = hint
                    elif widen and node is not root and len(untried) > 1 and (
                            g := policy.choose(Obs.from_state(st, st.turn))) in untried:
                        m = g
                    else:
                        m = untried[rnd.randrange(len(untried))] if len(untried) > 1 else untried[0]
                    side = st.side_of[st.turn]
                    for mm in moves:
                        ch = children.get(mm)
                        if ch is not None:
                            ch.avail += 1
                    child = Node(m, node, side)
                    child.avail = 1
                    children[m] = child
                    st.apply(m)
                    node = child
                    break
                best = None
                best_v = -1.0
                for mm in moves:
                    ch = children.get(mm)
                    if ch is None:
                        continue  # not yet tried (progressive widening)
                    ch.avail += 1
                    v = ch.reward / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                    if node is root and mm == hint:
                        v += prior / (ch.visits + 1)
                    if v > best_v:
                        best, best_v = ch, v
                assert best is not None and best.move is not None
                st.apply(best.move)
                node = best
            self.play_out(st, root_serial)
            values = evaluate(st, scale, version, risk, safe, seat)
            # backpropagation
            n: Node | None = node
            while n is not None:
                n.visits += 1
                if n.side >= 0:
                    n.reward += values[n.side]
                n = n.parent
        self.last_iterations = it
        self.last_root = root
        best_child = max((root.children[m] for m in legal if m in root.children),
                         key=lambda ch: (ch.visits, ch.reward), default=None)
        if best_child is None or best_child.move is None:
            return legal[0]
        if self.anchor > 0 and hint is not None and best_child.move != hint:
            h = root.children.get(hint)
            if (h is not None and h.visits and hint in allowed
                    and best_child.reward / best_child.visits - h.reward / h.visits <= self.anchor):
                return hint
        return best_child.move
