"""A rule-based player for every preset and player count.

It picks among the engine's legal moves only; the rules decide what is allowed, the policy
decides what is wise:

* **take the pile** when it is worth it, preferring a natural pair to a wild card;
* **keep natural pairs** while the pile is frozen, so as to be able to take it;
* **time the initial meld**: open at once with natural melds, spend wild cards on it only when
  the pile is worth unfreezing or the stock runs low;
* **build towards canastas**: lay off naturals, complete canastas with wild cards, keep natural
  canastas natural while there is time;
* **discard safely**: estimate for each kind how likely the next opponent is to take the pile
  with it, from the cards it has been seen taking (``known``), the cards in sight (own hand,
  melds, the face-up pile) and the opponents' melds;
* **freeze or block** a dangerous pile with a wild card or a black three;
* **go out** (or ask the partner, and answer the partner) when the score favours ending the hand.

Every weight of these rules is a value of ``PARAMS``; ``HeuristicPolicy(params={...})`` (the bot
spec ``tuned:key=value``, :mod:`canasta.bots.tuned`) plays a variant, for tuning on duplicate deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards import (
    BLACK3,
    GROUP_BASE,
    IS_WILD,
    JOKER,
    NATURALS,
    NKINDS,
    RED3,
    SEQ_BASE,
    TWO,
    WILD_MELD,
    key_rank,
)
from ..melds import CANASTA, Meld, wild_cap
from ..moves import NO, YES, Move
from ..position import View
from ..rules import RuleSet
from ..solver import can_go_out, meld_value
from .obs import Obs


def card_value(r: RuleSet, k: int) -> int:
    if k == BLACK3:
        return r.black3_hand_value
    return r.values[k]


def hand_points(r: RuleSet, counts: list[int]) -> int:
    return sum(counts[k] * card_value(r, k) for k in range(NKINDS) if counts[k])


def canasta_bonus(r: RuleSet, m: Meld) -> int:
    if m.size < CANASTA or m.key == BLACK3:
        return 0
    if m.key == WILD_MELD:
        return r.wild_canasta_pure if m.is_natural else r.wild_canasta_mixed
    if SEQ_BASE <= m.key < GROUP_BASE:
        return r.sequence_canasta_bonus  # a samba (SA-4)
    return r.natural_canasta if m.is_natural else r.mixed_canasta


def _canasta_join(legal: Sequence[Move], melds: dict[int, Meld]) -> Move | None:
    """A legal ``join Q2 to Q`` (SA-6) whose two groups, neither a canasta, make one together."""
    for m in legal:
        if m.action == "join":
            a, b = melds.get(key_rank(m.target)), melds.get(m.target)
            if a is not None and b is not None and len(a.cards) < CANASTA and len(b.cards) < CANASTA \
                    and len(a.cards) + len(b.cards) >= CANASTA:
                return m
    return None


def table_points(r: RuleSet, melds: dict[int, Meld]) -> int:
    """What a side's melds are worth now: card values plus canasta bonuses."""
    return sum(meld_value(r, m) + canasta_bonus(r, m) for m in melds.values())


def progress_points(r: RuleSet, melds: dict[int, Meld], start: int = 3, steps: int = 8) -> float:
    """Table points plus a share of the bonus of canastas under way (for evaluations): a meld of
    ``size`` cards (``start`` < size < 7) counts ``(size - start) / steps`` of a mixed canasta's."""
    total = 0.0
    for m in melds.values():
        total += meld_value(r, m)
        if m.key == BLACK3:
            continue
        if m.size >= CANASTA:
            total += canasta_bonus(r, m)
        elif m.size > start:
            total += (r.mixed_canasta if m.key != WILD_MELD else r.wild_canasta_mixed) * (m.size - start) / steps
    return total


def copies(r: RuleSet, k: int) -> int:
    """Cards of kind ``k`` in the deck."""
    if k == JOKER:
        return 2 * r.packs
    if k in (RED3, BLACK3):
        return 2 * r.packs
    return 4 * r.packs


_DECKS: dict[int, tuple[int, ...]] = {}


def deck_copies(r: RuleSet) -> tuple[int, ...]:
    """:func:`copies` of every kind (by kind), for the rule set's number of packs."""
    t = _DECKS.get(r.packs)
    if t is None:
        t = _DECKS[r.packs] = tuple(copies(r, k) for k in range(NKINDS))
    return t


PARAMS: dict[str, float] = {
    # draw phase: the value of a take is the cards it brings minus this per wild card spent
    "take_wild": 3.0,
    "take_small_wild": 2.0,   # extra cost of a wild card spent on a pile of 3 cards or fewer
    "take_threshold": 1.5,
    "take_unopened": 0.5,     # the threshold is lower for a side that has not opened
    # initial meld with wild cards
    "open_pile": 5.0,
    "open_stock": 40.0,
    "open_min": 50.0,
    "open_joker": 0.0,        # 1: no joker spent on an opening while the pile is small and the stock big
    # going out: ends the hand when the side's score is at least the opponents' minus this
    "out_margin": 150.0,
    "out_stock": 12.0,
    "ask_partner": 6.0,       # ask "May I go out?" when the partner holds this many cards
    "answer_margin": 50.0,    # answer yes when the side's estimate is at least the opponents' minus this
    "answer_cheap": 30.0,     # ... or this hand costs at most this
    # discards
    "danger": 2.5,            # weight of (chance the next opponent takes the pile) x (pile size)
    "gift": 0.0,              # extra cost of a card the next opponent can lay on its meld (pile open)
    "gift_pile": 0.0,         # ... times the pile's size
    "keep_set": 12.0,
    "keep_pair_frozen": 7.0,
    "keep_pair": 4.0,
    "keep_meld": 3.0,
    "freeze_pile": 9.0,       # discard a wild card to freeze a pile of at least this many cards
    "freeze_value": 6.0,
    "block_pile": 3.0,        # discard a black three on a pile of at least this many cards
    "passed": 0.6,            # a kind discarded before and left there: its risk times this
    "passed_next": 0.6,       # ... by this seat, and the next opponent drew instead of taking it
    "discarded_next": 0.6,    # ... by the next opponent itself
    # "late in the hand": shed high cards, spend wild cards on melds (hands end by going out,
    # usually with about 40 stock cards left)
    "late_stock": 15.0,
    "late_hand": 4.0,
    "late_threat": 0.0,       # 1: also late when an opposing side has a canasta and a player with few cards
    "threat_hand": 6.0,
    "wild_canasta_size": 5.0,  # a wild card onto a meld of this size (to make a canasta) scores 5
    # held sets: lay natural sets before discarding when the hand may end soon
    "meld_soon_stock": 0.0,
    "meld_soon_hand": 0.0,
}


class HeuristicPolicy:
    """The decision rules, working on an :class:`Obs` (so search bots can reuse them)."""

    def __init__(self, rnd: random.Random | None = None, noise: float = 0.0,
                 params: dict[str, float] | None = None) -> None:
        self.rnd = rnd or random.Random(0)
        self.noise = noise
        p = dict(PARAMS)
        for k, v in (params or {}).items():
            if k not in PARAMS:
                raise ValueError(f"unknown tuned-bot parameter {k!r}; valid: {', '.join(PARAMS)}")
            p[k] = float(v)
        self.p = p

    def choose(self, o: Obs) -> Move:
        legal = o.legal
        if not legal:
            raise ValueError("no legal move: it is not this seat's turn")
        if len(legal) == 1:
            return legal[0]
        if self.noise and self.rnd.random() < self.noise:
            return self.rnd.choice(legal)
        if o.phase == "answer":
            return YES if self.answer_yes(o) else NO
        if o.phase == "draw":
            return self.choose_draw(o)
        return self.choose_meld(o)

    # ------------------------------------------------------------------ scores

    def opp_estimate(self, o: Obs) -> float:
        """Best opposing side's table points minus an estimate of its hand points."""
        best = -1e9
        for s, members in enumerate(o.sides):
            if s == o.side:
                continue
            v = (table_points(o.r, o.melds[s]) - sum(o.nhand[q] for q in members) * 9
                 + o.r.red3_value * sum(o.red3[q] for q in members))
            best = max(best, v)
        return best if best > -1e9 else 0.0

    def meldable_points(self, o: Obs) -> int:
        """Points of the answering hand that it could still lay down: naturals that fit the side's
        melds or make a set of three, and wild cards once the side has melds."""
        r = o.r
        h = o.hand
        side_melds = o.melds[o.side]
        pts = sum(h[k] * card_value(r, k) for k in NATURALS if h[k] and (k in side_melds or h[k] >= 3))
        if side_melds:
            pts += h[JOKER] * card_value(r, JOKER) + h[TWO] * card_value(r, TWO)
        return pts

    def answer_yes(self, o: Obs) -> bool:
        """Answer the partner's "May I go out?" in the side's interest: yes when ending the hand now
        wins the match, the stock runs low, an opponent is close to going out, this hand costs
        little, or the side's estimate for the hand is ahead even after paying for this hand;
        otherwise no (the reason says whether this hand could still lay down many points)."""
        return self.answer_reason(o)[0]

    # ------------------------------------------------------------------ draw phase

    # ------------------------------------------------------------------ meld phase

    # ------------------------------------------------------------------ discards

    # ------------------------------------------------------------------ going out

    def want_out(self, o: Obs) -> bool:
        r = o.r
        mine = table_points(r, o.melds[o.side]) + r.going_out_bonus
        mine -= sum(o.nhand[q] for q in o.partners()) * 9
        mine += r.red3_value * sum(o.red3[q] for q in o.sides[o.side])
        if o.stock <= self.p["out_stock"]:
            return True
        return mine >= self.opp_estimate(o) - self.p["out_margin"]

    def answer_reason(self, o: Obs) -> tuple[bool, str]:
        r = o.r
        cost = hand_points(r, o.hand)
        mine = table_points(r, o.melds[o.side]) + r.going_out_bonus - cost
        mine += r.red3_value * sum(o.red3[q] for q in o.sides[o.side])
        opp = self.opp_estimate(o)
        team = o.team_of[o.seat]
        ours = o.scores[team] + mine
        if ours >= r.target and all(ours > o.scores[t] + max(0.0, opp)
                                    for t in range(len(o.scores)) if t != team):
            return True, "wins-match"
        if o.stock <= 12:
            return True, "stock-low"
        if any(o.nhand[q] <= 2 for q in o.opponents()):
            return True, "opponent-close"
        if cost <= self.p["answer_cheap"]:
            return True, "hand-cheap"
        if mine >= opp - self.p["answer_margin"]:
            return True, "ahead"
        if self.meldable_points(o) >= 50 and o.stock > 20:
            return False, "can-meld"
        return False, "behind"

    def should_ask(self, o: Obs) -> bool:
        return o.r.permission != "off" and any(o.nhand[q] >= self.p["ask_partner"] for q in o.partners())

    # ------------------------------------------------------------------ draw phase

    def choose_draw(self, o: Obs) -> Move:
        p = self.p
        legal = o.legal
        melds = [m for m in legal if m.action in ("meld", "add")]
        if melds and not o.opened[o.side] and (o.melds[o.side] or self.open_now(o)):
            return self.best_meld(o, melds, opening=True) or melds[0]
        takes = [m for m in legal if m.action == "take"]
        best: Move | None = None
        best_v = -1e9
        pile_n = o.pile_cards() + sum(1 for k in o.pile if k < 0)
        for m in takes:
            wilds = sum(1 for k in m.cards if IS_WILD[k])
            v = pile_n - p["take_wild"] * wilds
            if m.target != -1 or not m.cards:
                v += 0.5
            if wilds and pile_n <= 3:
                v -= p["take_small_wild"]
            if v > best_v:
                best, best_v = m, v
        threshold = p["take_threshold"] + 0.8 * (o.r.draw_count - 1)
        if not o.opened[o.side]:
            threshold -= p["take_unopened"]
        if best is not None and (best_v >= threshold or not any(m.action == "draw" for m in legal)):
            return best
        for m in legal:
            if m.action == "draw":
                return m
        return best or legal[0]

    def open_now(self, o: Obs) -> bool:
        r = o.r
        h = o.hand
        p = self.p
        natural = sum(h[k] * card_value(r, k) for k in NATURALS if h[k] >= 3)
        if natural >= o.minimum:
            return True
        return o.pile_cards() >= p["open_pile"] or o.stock <= p["open_stock"] or o.minimum <= p["open_min"]

    # ------------------------------------------------------------------ meld phase

    def choose_meld(self, o: Obs) -> Move:
        p = self.p
        if (p["meld_soon_stock"] or p["meld_soon_hand"]) and o.opened[o.side] and o.answer != 0:
            soon = o.stock <= p["meld_soon_stock"] or min(o.nhand) <= p["meld_soon_hand"]
            if soon:
                sets = [m for m in o.legal if m.action == "meld" and len(m.cards) >= 3
                        and not any(IS_WILD[k] for k in m.cards) and m.cards[0] != BLACK3]
                sets = _unpenalised(o, sets)
                if sets:
                    return max(sets, key=lambda m: len(m.cards))
        return self._plain_choose_meld(o)

    def _plain_choose_meld(self, o: Obs) -> Move:
        r = o.r
        legal = o.legal
        melds = [m for m in legal if m.action in ("meld", "add")]
        discards = [m for m in legal if m.action == "discard"]
        if r.unfinished_penalty and melds:
            # MA-8..MA-10: a meld that costs a penalty unless finished is started only with a canasta in hand
            kept = _unpenalised(o, melds)
            melds = kept if kept or discards else melds
        side_melds = o.melds[o.side]
        opened = o.opened[o.side]
        join = _canasta_join(legal, side_melds)
        if join is not None:
            return join  # SA-6: two groups of a rank that make a canasta together are joined
        if melds and (o.answer == 1 or (not discards and not any(m.action in ("ask", "end") for m in legal))):
            # bound to go out (a partner's yes), or an opening under way: keep melding
            return self.best_meld(o, melds, opening=not opened, going_out=True) or melds[0]
        going_out = False
        if o.answer != 0 and can_go_out(r, o.hand, side_melds, not o.no_discard) and self.want_out(o):
            ask = next((m for m in legal if m.action == "ask"), None)
            if ask is not None and self.should_ask(o):
                return ask
            going_out = True
        if melds and (opened or side_melds or going_out or self.open_now(o)):
            m = self.best_meld(o, melds, opening=not opened, going_out=going_out)
            if m is not None:
                return m
        if discards:
            return self.best_discard(o, discards)
        for m in legal:
            if m.action == "end":
                return m
        return melds[0] if melds else legal[0]

    def is_late(self, o: Obs, by_hand: bool = True) -> bool:
        p = self.p
        if o.stock <= p["late_stock"] or (by_hand and o.nhand[o.seat] <= p["late_hand"]):
            return True
        if p["late_threat"]:
            for s, members in enumerate(o.sides):
                if s == o.side or not members:
                    continue
                if (any(len(m.cards) >= CANASTA and m.key != BLACK3 for m in o.melds[s].values())
                        and min(o.nhand[q] for q in members) <= p["threat_hand"]):
                    return True
        return False

    def best_meld(self, o: Obs, moves: list[Move], opening: bool = False, going_out: bool = False) -> Move | None:
        r = o.r
        h = o.hand
        side_melds = o.melds[o.side]
        late = self.is_late(o)
        frozen = o.frozen_for(o.side)
        has_canasta = any(len(x.cards) >= CANASTA and x.key != BLACK3 for x in side_melds.values())
        best: Move | None = None
        best_v = 0.0
        for m in moves:
            v = self.meld_score(r, o, m, h, side_melds, opening, going_out, late, frozen, has_canasta)
            if v > best_v:
                best, best_v = m, v
        return best

    def meld_score(self, r: RuleSet, o: Obs, m: Move, h: list[int], side_melds: dict[int, Meld],
                   opening: bool, going_out: bool, late: bool, frozen: bool, has_canasta: bool) -> float:
        """How much the policy wants the meld or lay-off ``m`` now (0: not at all); ``has_canasta``
        says whether the side has a canasta (black threes aside)."""
        p = self.p
        cards = m.cards
        k = cards[0]
        if m.action == "meld":
            key = k if not IS_WILD[k] else WILD_MELD
            if key == BLACK3:
                return 20.0 if going_out else 0.0
            wilds = sum(1 for x in cards if IS_WILD[x])
            if wilds == 0:
                v = 9.0 + r.values[key] / 10
            elif key == WILD_MELD:
                v = 5.0 if (going_out or late) else 0.0
            # a pair and a wild: spent only to open, to go out, or late in the hand
            elif opening or going_out:
                v = 6.0 - wilds
            elif late:
                v = 3.0
            else:
                v = 0.0
            if (p["open_joker"] and opening and not going_out and JOKER in cards
                    and o.pile_cards() < p["open_pile"] and o.stock > p["open_stock"]):
                # a joker is worth more than an early opening on a small pile: meld with twos or wait
                return min(v, 0.5)
            return v
        # add
        meld = side_melds.get(m.target)
        if meld is None:
            return 1.0
        size = len(meld.cards)
        if not IS_WILD[k]:
            if k == BLACK3:
                return 20.0 if going_out else 0.0
            if frozen and h[k] == 2 and not going_out and not late and size + 2 < CANASTA:
                return 0.0  # keep the pair to take the frozen pile
            return 10.0 + (3.0 if size + 1 >= CANASTA else 0.0)
        # a wild card onto a meld
        if going_out:
            return 4.0
        if m.target == WILD_MELD:
            return 4.0 if late else 0.5
        on_meld = meld.wilds
        natural_kept = on_meld == 0 and has_canasta  # a natural meld beside a canasta
        if size >= CANASTA:
            v = 1.0 if late else 0.0
        elif size + 1 >= CANASTA:
            if natural_kept and o.stock > 20:
                return 0.0  # keep the canasta natural while there is time
            return 8.0
        elif on_meld >= wild_cap(r, meld.naturals):
            v = 0.0
        elif size >= 5 and not natural_kept:
            return 5.0  # one more card makes a canasta
        elif late or (not has_canasta and size >= 4 and o.stock <= 50):
            v = 2.0
        else:
            v = 0.0
        if CANASTA > size >= p["wild_canasta_size"] and not natural_kept and on_meld < 3:
            return 5.0
        return v

    # ------------------------------------------------------------------ discards

    def danger(self, o: Obs) -> tuple[list[float], int]:
        r = o.r
        d = [0.0] * NKINDS
        opp = o.next_opponent()
        pile = o.pile
        pile_n = o.pile_cards() + 1 + pile.count(-1)
        if opp < 0:
            return d, pile_n
        os = o.side_of[opp]
        frozen = o.frozen_for(os)
        vis = o.visible_kind_counts()
        known = o.known[opp]
        cp = deck_copies(r)
        unseen_total = max(1, sum(cp) - sum(vis))
        share = min(1.0, o.nhand[opp] / unseen_total)
        rest = 1 - share
        opp_melds = o.melds[os]
        unseen_wild = max(0, cp[JOKER] + cp[TWO] - vis[JOKER] - vis[TWO])
        p_wild = 1 - rest ** unseen_wild
        # one discard a turn: the pile's top card is the previous seat's, the one below it the
        # seat's before, and so on (the bottom card may be the upcard: at worst one card is misread)
        npl = len(o.order)
        i_me = o.order.index(o.seat)
        passed = self.p["passed"]
        factor: dict[int, float] = {}
        for depth, k in enumerate(reversed(pile)):
            if k < 0:
                break
            f = factor.get(k, passed)
            who = o.order[(i_me - 1 - depth) % npl]
            if who == o.seat:
                f = min(f, self.p["passed_next"])
            elif who == opp:
                f = min(f, self.p["discarded_next"])
            factor[k] = f
        classic = r.take_with == "classic"
        pw = [rest ** i for i in range(cp[4] + 1)]  # (a natural rank's copies: the most unseen)
        for k in NATURALS:
            kn = known[k]
            free = cp[k] - vis[k] - kn
            if free < 0:
                free = 0
            p0 = pw[free]
            p_ge1 = 1 - p0
            if kn >= 2:
                p_pair = 1.0
            elif kn == 1:
                p_pair = p_ge1
            else:
                p_pair = 1 - p0 - free * share * pw[free - 1] if free else 0.0
                if p_pair < 0:
                    p_pair = 0.0
            pk = p_pair
            if not frozen:
                if k in opp_melds:
                    pk = 1.0
                elif classic:
                    p_one = 1.0 if kn >= 1 else p_ge1
                    pk = max(pk, p_one * p_wild * 0.8)
            if kn == 0 and k in factor:
                pk *= factor[k]
            d[k] = pk if pk < 1.0 else 1.0
        return d, pile_n

    def best_discard(self, o: Obs, discards: list[Move]) -> Move:
        values = self.discard_values(o, discards)
        best = discards[0]
        best_v = 1e9
        for m, v in zip(discards, values):
            if v < best_v:
                best, best_v = m, v
        return best

    def discard_values(self, o: Obs, discards: list[Move]) -> list[float]:
        """The cost of each discard (lower is better): the risk that the next opponent takes the
        pile with it times the pile's size, plus the value of keeping the card."""
        r = o.r
        p = self.p
        h = o.hand
        d, pile_n = self.danger(o)
        side_melds = o.melds[o.side]
        late = self.is_late(o, by_hand=False)
        freeze_with_wild = r.freeze == "classic" and not o.pile_frozen
        opp = o.next_opponent()
        opp_side = o.side_of[opp] if opp >= 0 else -1
        open_for_opp = opp_side >= 0 and not o.frozen_for(opp_side) and r.take_with != "pair"
        out: list[float] = []
        for m in discards:
            k = m.cards[0]
            if IS_WILD[k]:
                v = 40.0 + card_value(r, k) / 5
                if freeze_with_wild and pile_n >= p["freeze_pile"] and o.nhand[o.seat] > 2:
                    v = p["freeze_value"] + (2.0 if k == JOKER else 0.0)
            elif k == BLACK3:
                v = -2.0 if pile_n >= p["block_pile"] else 0.5
                if r.black3_melds and h[BLACK3] >= 3 and not late:
                    v += 2.0
            else:
                c = h[k]
                keep = 1.0
                if c >= 3:
                    keep = p["keep_set"]
                elif c == 2:
                    keep = p["keep_pair_frozen"] if (o.frozen_for(o.side) or pile_n >= 4) else p["keep_pair"]
                if k in side_melds:
                    keep += p["keep_meld"]
                v = d[k] * pile_n * p["danger"] + keep
                if open_for_opp and k in o.melds[opp_side]:
                    v += p["gift"] + p["gift_pile"] * pile_n
                if late:
                    v -= card_value(r, k) / 10
                else:
                    v += card_value(r, k) / 40
            out.append(v)
        return out


def _unpenalised(o: Obs, moves: list[Move]) -> list[Move]:
    """``moves`` without those that start a meld the rules penalise while unfinished
    (``unfinished_penalty``), unless the hand holds a whole canasta of it."""
    pen = o.r.unfinished_penalty
    if not pen:
        return moves
    keys = {k for k, _ in pen}
    side = o.melds[o.side]
    out: list[Move] = []
    for m in moves:
        if m.action == "meld" and m.cards:
            naturals = [k for k in m.cards if not IS_WILD[k]]
            key = naturals[0] if naturals else WILD_MELD
            if key in keys and key not in side:
                have = o.hand[JOKER] + o.hand[TWO] if key == WILD_MELD else o.hand[key]
                if have < CANASTA:
                    continue
        out.append(m)
    return out


class HeuristicBot:
    """The rule-based player (see the module docstring). ``noise`` is the share of moves played
    at random (used by the ``easy`` level)."""

    name = "heuristic"

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        self.policy = HeuristicPolicy(random.Random(seed), noise)
        if noise:
            self.name = f"heuristic(noise={noise:g})"

    def choose(self, view: View) -> Move:
        return self.policy.choose(Obs.from_view(view))
