"""Integer actions and numeric observations for learning agents.

Actions
-------
:class:`ActionTable` is one fixed table of integer actions for a rule set: every :class:`~canasta.Move`
the engine can ever offer under that rule set has one integer, and the legal moves of any position
become a 0/1 mask over the table. The table is built in this order, skipping the forms the rule
set can never produce (so a classic table has no wild melds, a French one no ``take 7 JK``):

====================  =============================================================  ==========
block                 moves                                                          when
====================  =============================================================  ==========
simple                ``draw``, ``discard`` per kind (JK 2 3 4..A), ``ask``,          always
                      ``yes``, ``no``, ``end``, ``deal``                             (ask/yes/no
                                                                                     with partners,
                                                                                     end with
                                                                                     K-2 ``meld``)
take                  ``take`` (top card on the side's meld)                         not ``pair``
take pair             ``take R R`` per natural rank R (4..A)                         always
take with wild        ``take R JK``, ``take R 2`` per rank                           ``classic``
take triple           ``take R R R`` per rank (IT-15)                                ``triple``
take wild triple      ``take JK JK JK``, ``take 2 2 2`` (IT-17)                      ``three_of_kind``
take on               ``take on R`` per rank (FR-8)                                  ``open``
meld                  ``meld R R R`` per rank                                        always
meld with wild        ``meld R R JK``, ``meld R R 2`` per rank                       wilds allowed
meld black threes     ``meld 3 3 3``                                                 ``black3_melds``
wild meld             ``meld JK JK JK``, ``meld JK JK 2``, ``meld JK 2 2``,          ``wild_melds``
                      ``meld 2 2 2``
add                   ``add R`` per rank                                             always
add black three       ``add 3``                                                      ``black3_melds``
add wild              ``add JK to R``, ``add 2 to R`` per rank                       ``max_wilds`` > 0
add to wild meld      ``add JK to W``, ``add 2 to W``                                ``wild_melds``
sequence              ``meld 4h 5h 6h`` per suit and lowest rank (4..Q)              ``sequences``
add to sequence       ``add R to h1`` .. ``hS`` per suit and rank (``S`` =            ``sequences``
                      :func:`sequence_slots`: 11 with three packs)
take on sequence      ``take on h1`` .. ``hS`` per suit (SA-7)                       ``sequences``,
                                                                                     not ``pair``
add to group          ``add R to R2`` .. ``RG`` per rank (``G`` = ``group_slots``;     ``group_slots``
                      SA-6: ``Q2`` is a side's second group of queens)               > 1
add wild to group     ``add JK to R2``, ``add 2 to R2`` .. per rank                  and ``max_wilds``
take on group         ``take on R2`` .. ``RG`` per rank                              and not ``pair``
join                  ``join R2 to R`` .. ``RG`` per rank (SA-6)                     ``group_join``
====================  =============================================================  ==========

``table.describe()`` prints the table of a rule set; ``table.encode(move)`` and ``table.decode(i)``
map between moves and integers, and ``parse_move(str(table.decode(i)))`` is the same move.

Observations
------------
:func:`encode_view` turns a seat's :class:`~canasta.position.View` (its ``data`` only, never the full
state) into a flat float32 vector. Seats are relative to the observer (slot 0 is the observer,
slot 1 the next seat to the left, ...); sides are ordered by their nearest member, the observer's
side first; teams likewise. :class:`ObsLayout` names the slices; ``layout.slices`` maps each name
to ``(start, stop)``:

=================  ==========  =================================================================
name               size        content
=================  ==========  =================================================================
hand               15          own hand, count per kind (JK, 2, red 3, black 3, 4..A)
phase              5           one-hot: draw, meld, answer, hand_over, match_over
to_act             N           one-hot relative seat to act (the partner while answering)
hand_sizes         N           cards in each seat's hand
known              N*15        cards each seat is known to hold (taken from the pile), per kind
red3s              N           red threes laid by each seat
on_my_side         N           1 for seats on the observer's side this hand
playing            N           1 for seats that play this hand (5/6-player rotation)
melds              N*13*2      per side slot, per meld key (W, 3, 4..A): naturals, wild cards
opened             N           side slot has met its initial minimum
pile               4           size, face-down cards (pozzo), frozen flag, empty flag
pile_top           15          one-hot kind of the top card
pile_kinds         15          visible pile cards per kind
pending            15          pile cards waiting beside the hand until the opening is met
stock              1           cards in the stock
scores             N           team scores / 1000, observer's team first (unused slots 0)
minimum            1           the observer side's initial-meld minimum / 100
flags              7           asked, answer yes, answer no, melded this turn, touched an old
                               meld, took the pile, no discard (K-2)
hand_no            1           hands played in the match so far
feet               N           cards in each seat's foot while it lies face down (0 once picked
                               up); only where the rules deal a foot (``foot_size``, HF-3)
in_foot            N           1 for seats playing from their foot (HF-10); with ``feet``
seq_cards          N*4*11      per side slot, per suit (c d h s), per rank 4..A: the side's
                               sequence cards; only with ``sequences`` (SA-3)
seq_melds          N*4*S*2     per side slot, per suit, per sequence ``h1`` .. ``hS``: the rank
                               of its lowest card (4..Q = 4..12) and its cards (3..7; 7 is a
                               samba); 0 0 where the side has no such sequence; with
                               ``sequences``
groups             N*G'*11*2   per side slot, per further group (``R2`` .. ``RG``, G' = G - 1 of
                               ``group_slots``), per rank 4..A: naturals, wild cards; only where
                               a side may hold more than one group of a rank (SA-6, HF-7)
=================  ==========  =================================================================

A foot is a count only, to its owner too: no foot card is ever encoded (HF-3). The sequences of a
side are numbered per suit as the actions name them (``add 7 to h2`` is the side's second
sequence of hearts), so ``seq_melds`` tells exactly which cards each sequence holds (a sequence
is one unbroken run of one suit) and ``seq_cards`` counts the same cards by suit and rank, the
form to see at a glance which cards of a suit are down. ``S`` is :func:`sequence_slots` of the
packs: 11 with three. :func:`layout_for` gives a rule set's layout (``obs_layout(players, feet,
sequences)``); the feet and sequence parts come after ``hand_no``, so a rule set with neither has
exactly the vector it had before they existed (``tests/envs/test_envs_obs_pinned.py`` pins it).

These are the *raw* counts. :class:`ObsSpec` (``obs_spec(rules)``) gives their true bounds and
the *normalized* encoding, every entry in [0, 1], which the environments use by default
(``encoding="normalized"``; ``encoding="raw"`` gives the counts).

:func:`view_key` is the string form used for information-state keys: the view document without
the seed, as canonical JSON.
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import numpy as np

from ..cards import (
    BLACK3,
    GROUP_BASE,
    JOKER,
    KIND,
    NATURALS,
    NKINDS,
    RED3,
    SEQ_BASE,
    SUITS,
    TWO,
    WILD_MELD,
    deck,
    group_key,
    group_slot,
    key_rank,
    kind_text,
    parse_face,
    parse_meld_key,
    seq_key,
    seq_suit,
)
from ..moves import ASK, DEAL, DRAW, END, NO, YES, Move, canonical
from ..rules import RuleSet
from ..state import teams_for

__all__ = [
    "ENCODINGS", "ActionTable", "ObsLayout", "ObsSpec", "action_table", "encode_view", "layout_for", "obs_layout",
    "obs_spec", "sequence_slots", "view_key", "MELD_KEYS", "PHASE_NAMES", "SEQ_RANKS",
]

PHASE_NAMES = ("draw", "meld", "answer", "hand_over", "match_over")
MELD_KEYS: tuple[int, ...] = (WILD_MELD, BLACK3) + NATURALS
"""Meld keys in observation order: the wild meld, black threes, then 4..A."""
_KEY_SLOT = {k: i for i, k in enumerate(MELD_KEYS)}
_DISCARD_KINDS = tuple(k for k in range(NKINDS) if k != RED3)
SEQ_RANKS: tuple[int, ...] = NATURALS
"""The ranks a sequence may hold (4..A, SA-3), in observation order."""
_NSEQ_RANKS = len(SEQ_RANKS)
_SEQ_LOW_MAX = 12.0
"""The highest lowest rank of a sequence (a queen: Q K A, SA-3)."""
_SEQ_CARDS_MAX = 7.0
"""A sequence holds at most seven cards (a samba takes no more, SA-4)."""


def sequence_slots(packs: int) -> int:
    """How many sequences of one suit a side can hold: the suit has ``packs`` cards of each of the
    11 ranks 4..A and a sequence takes three or more of them (SA-3, SA-18); 11 with three packs."""
    return len(SEQ_RANKS) * packs // 3


class ActionTable:
    """The integer actions of one rule set (see the module docstring for the order)."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        moves: list[Move] = []
        r = rules
        moves.append(DRAW)
        moves.extend(Move("discard", (k,)) for k in _DISCARD_KINDS)
        partners = any(len(t) > 1 for t in teams_for(r)) or r.partnership == "cutthroat"
        if r.permission != "off" and partners:
            moves.extend([ASK, YES, NO])
        if r.last_red3 == "meld":
            moves.append(END)
        moves.append(DEAL)
        # take forms (C-7.5, FR-8, IT-15, IT-17)
        if r.take_with != "pair":
            moves.append(Move("take"))
        moves.extend(Move("take", (q, q)) for q in NATURALS)
        if r.take_with == "classic":
            for q in NATURALS:
                moves.append(Move("take", canonical((q, JOKER))))
                moves.append(Move("take", canonical((q, TWO))))
        if r.black3_discard == "triple":
            moves.extend(Move("take", (q, q, q)) for q in NATURALS)
        if r.wild_on_top == "three_of_kind":
            moves.extend([Move("take", (JOKER,) * 3), Move("take", (TWO,) * 3)])
        if r.wild_on_top == "open":
            moves.extend(Move("take", (), q) for q in NATURALS)
        # meld forms: always exactly three cards (C-8.1)
        wild_new = r.pair_wild_meld_ok
        for q in NATURALS:
            moves.append(Move("meld", (q, q, q)))
            if wild_new:
                moves.append(Move("meld", canonical((q, q, JOKER))))
                moves.append(Move("meld", canonical((q, q, TWO))))
        if r.black3_melds:
            moves.append(Move("meld", (BLACK3,) * 3))
        if r.wild_melds:
            for form in ((JOKER, JOKER, JOKER), (TWO, JOKER, JOKER), (TWO, TWO, JOKER), (TWO, TWO, TWO)):
                moves.append(Move("meld", canonical(form)))
        # lay-offs
        moves.extend(Move("add", (q,), q) for q in NATURALS)
        if r.black3_melds:
            moves.append(Move("add", (BLACK3,), BLACK3))
        if r.max_wilds > 0:
            for q in NATURALS:
                moves.append(Move("add", (JOKER,), q))
                moves.append(Move("add", (TWO,), q))
        if r.wild_melds:
            moves.append(Move("add", (JOKER,), WILD_MELD))
            moves.append(Move("add", (TWO,), WILD_MELD))
        for slot in range(1, r.group_slots):
            # further groups of a rank (SA-6, HF-7): a card on each, the top card alone, the join
            moves.extend(Move("add", (q,), group_key(q, slot)) for q in NATURALS)
            if r.max_wilds > 0:
                for q in NATURALS:
                    moves.append(Move("add", (JOKER,), group_key(q, slot)))
                    moves.append(Move("add", (TWO,), group_key(q, slot)))
            if r.take_with != "pair":
                moves.extend(Move("take", (), group_key(q, slot)) for q in NATURALS)
            if r.group_join:
                moves.extend(Move("join", (), group_key(q, slot)) for q in NATURALS)
        if r.sequences:
            # sequences (SA-3, SA-7): a new one per suit and lowest rank, a card on each of a side's
            # sequences (h1 .. h11 with three packs: a suit has 33 cards, so at most 11 sequences),
            # the top card on one
            nseq = sequence_slots(r.packs)
            for suit in range(4):
                moves.extend(Move("meld", (lo + 2, lo + 1, lo), seq_key(suit)) for lo in range(4, 13))
            for suit in range(4):
                for slot in range(nseq):
                    moves.extend(Move("add", (q,), seq_key(suit, slot)) for q in NATURALS)
            if r.take_with != "pair":
                moves.extend(Move("take", (), seq_key(suit, slot)) for suit in range(4) for slot in range(nseq))
        self.moves: tuple[Move, ...] = tuple(moves)
        self.index: dict[Move, int] = {m: i for i, m in enumerate(moves)}
        if len(self.index) != len(moves):  # pragma: no cover - construction bug guard
            raise RuntimeError("duplicate move in the action table")
        self.texts: tuple[str, ...] = tuple(str(m) for m in moves)
        self._zeros = array("b", bytes(len(moves)))

    @property
    def size(self) -> int:
        return len(self.moves)

    def __len__(self) -> int:
        return len(self.moves)

    def encode(self, move: Move) -> int:
        """The integer of a move. Raises ``ValueError`` for a move this rule set never offers."""
        i = self.index.get(move)
        if i is None:
            raise ValueError(f"'{move}' is not an action of this rule set ({self.rules.preset}, "
                             f"{self.rules.players} players)")
        return i

    def decode(self, action: int) -> Move:
        """The move of an integer. Raises ``ValueError`` outside ``0..size-1``."""
        if isinstance(action, bool) or not isinstance(action, (int, np.integer)) or not 0 <= action < len(self.moves):
            raise ValueError(f"action {action!r} is out of range: valid actions are 0 to {len(self.moves) - 1}")
        return self.moves[int(action)]

    def mask(self, legal: Iterable[Move]) -> np.ndarray:
        """A 0/1 int8 vector over the table, 1 for each legal move."""
        buf = self._zeros[:]
        index = self.index
        m: Any = None
        try:
            for m in legal:
                buf[index[m]] = 1
        except KeyError:
            self.encode(m)  # raises the clear error for that move
            raise
        return np.frombuffer(buf, dtype=np.int8)

    def legal_actions(self, legal: Iterable[Move]) -> list[int]:
        """The sorted integers of the legal moves."""
        return sorted(self.encode(m) for m in legal)

    def describe(self) -> str:
        """The table as text, one ``integer  move`` per line."""
        return "\n".join(f"{i:4d}  {t}" for i, t in enumerate(self.texts))


@lru_cache(maxsize=64)
def action_table(rules: RuleSet) -> ActionTable:
    """The (cached) action table of a rule set."""
    return ActionTable(rules)


class ObsLayout:
    """Named slices of the observation vector for a player count, with the feet (``feet``: the
    rules deal a foot, HF-3) and the sequences (``sequences``: how many sequences of one suit a
    side can hold, :func:`sequence_slots`; 0 without sequences, SA-3) where the rules have them.
    Those parts come after the others, so every other slice lies where it lies without them."""

    def __init__(self, players: int, feet: bool = False, sequences: int = 0, groups: int = 0) -> None:
        n = players
        sizes = [
            ("hand", NKINDS), ("phase", len(PHASE_NAMES)), ("to_act", n), ("hand_sizes", n),
            ("known", n * NKINDS), ("red3s", n), ("on_my_side", n), ("playing", n),
            ("melds", n * len(MELD_KEYS) * 2), ("opened", n), ("pile", 4), ("pile_top", NKINDS),
            ("pile_kinds", NKINDS), ("pending", NKINDS), ("stock", 1), ("scores", n), ("minimum", 1),
            ("flags", 7), ("hand_no", 1),
        ]
        if feet:
            sizes += [("feet", n), ("in_foot", n)]
        if sequences:
            sizes += [("seq_cards", n * 4 * _NSEQ_RANKS), ("seq_melds", n * 4 * sequences * 2)]
        if groups:
            sizes += [("groups", n * groups * len(NATURALS) * 2)]
        self.players = n
        self.groups = groups
        self.feet = feet
        self.sequences = sequences
        self.slices: dict[str, tuple[int, int]] = {}
        pos = 0
        for name, size in sizes:
            self.slices[name] = (pos, pos + size)
            pos += size
        self.size = pos

    def part(self, obs: np.ndarray, name: str) -> np.ndarray:
        a, b = self.slices[name]
        return obs[a:b]

    def describe(self) -> str:
        return "\n".join(f"{name:12s} {a:5d}..{b - 1:5d}" for name, (a, b) in self.slices.items())


def obs_layout(players: int, feet: bool = False, sequences: int = 0, groups: int = 0) -> ObsLayout:
    """The (cached) layout for a player count, with feet, sequences and further groups of a rank (see
    :class:`ObsLayout`)."""
    return _obs_layout(players, bool(feet), sequences, groups)


@lru_cache(maxsize=32)
def _obs_layout(players: int, feet: bool, sequences: int, groups: int) -> ObsLayout:
    return ObsLayout(players, feet, sequences, groups)


def layout_for(rules: RuleSet) -> ObsLayout:
    """The layout of a rule set's observation: its players, its feet, its sequences and its further
    groups of a rank (``group_slots`` - 1, SA-6)."""
    return obs_layout(rules.players, rules.foot_size > 0, sequence_slots(rules.packs) if rules.sequences else 0,
                      rules.group_slots - 1)


_FACE_KIND: dict[str, int] = {}


def _kind_of(text: str) -> int:
    k = _FACE_KIND.get(text)
    if k is None:
        k = _FACE_KIND[text] = KIND[parse_face(text)]
    return k


_KEY_TEXT = {kind_text(k) if k != WILD_MELD else "W": k for k in MELD_KEYS}
_KIND_TEXT_IDX = {kind_text(k): k for k in range(NKINDS)}


@lru_cache(maxsize=64)
def _teams_of(rules: RuleSet) -> tuple[tuple[int, ...], ...]:
    return teams_for(rules)


def encode_view(data: dict[str, Any], seat: int, out: np.ndarray | None = None,
                rules: RuleSet | None = None) -> np.ndarray:
    """The observation vector of ``seat`` from its view document ``data`` (``View.data``).

    ``rules`` may be passed to save parsing ``data["rules"]``; it must be the view's rule set."""
    if rules is None:
        rules = RuleSet.from_dict(data["rules"])
    n = rules.players
    lay = layout_for(rules)
    if out is None:
        out = np.zeros(lay.size, dtype=np.float32)
    else:
        out[:] = 0.0
    sl = lay.slices
    rel = [(seat + i) % n for i in range(n)]  # slot -> seat
    slot_of = {q: i for i, q in enumerate(rel)}

    a = sl["hand"][0]
    hands = data["hands"]
    mine = hands[seat]
    if isinstance(mine, list):
        for t in mine:
            out[a + _kind_of(t)] += 1.0
    phase = data["phase"]
    out[sl["phase"][0] + PHASE_NAMES.index(phase)] = 1.0
    actor = data["turn"]
    flags = data["flags"]
    out[sl["to_act"][0] + slot_of[actor]] = 1.0
    hs, kn, r3 = sl["hand_sizes"][0], sl["known"][0], sl["red3s"][0]
    for i, q in enumerate(rel):
        h = hands[q]
        out[hs + i] = len(h) if isinstance(h, list) else h["count"]
        for kt, c in data["known"][q].items():
            out[kn + i * NKINDS + _KIND_TEXT_IDX[kt]] = c
        out[r3 + i] = len(data["red3s"][q])
    sides: list[list[int]] = data["sides"]
    my_side = next((i for i, s in enumerate(sides) if seat in s), -1)
    side_order = sorted((i for i, s in enumerate(sides) if s),
                        key=lambda i: (i != my_side, min(slot_of[q] for q in sides[i])))
    on, pl = sl["on_my_side"][0], sl["playing"][0]
    for i, s in enumerate(sides):
        for q in s:
            out[pl + slot_of[q]] = 1.0
            if i == my_side:
                out[on + slot_of[q]] = 1.0
    md, op = sl["melds"][0], sl["opened"][0]
    nk = len(MELD_KEYS)
    for slot, i in enumerate(side_order):
        if data["opened"][i]:
            out[op + slot] = 1.0
        for m in data["melds"][i]:
            key_slot = _KEY_SLOT.get(_KEY_TEXT.get(m["key"], -1))
            if key_slot is None and m["key"][:1].lower() not in SUITS:  # a further group (SA-6): Q2, 102
                gk = parse_meld_key(m["key"])
                base = sl["groups"][0] + ((slot * lay.groups + group_slot(gk) - 1) * len(NATURALS)
                                          + key_rank(gk) - NATURALS[0]) * 2
                for t in m["cards"]:
                    out[base + (1 if _kind_of(t) in (JOKER, TWO) else 0)] += 1.0
                continue
            if key_slot is None:  # a sequence (SA-3), keyed h1, h2, ...: in seq_cards and seq_melds
                key = m["key"]
                suit = SUITS.index(key[0])
                ranks = [_kind_of(t) for t in m["cards"]]
                for k in ranks:
                    out[sl["seq_cards"][0] + (slot * 4 + suit) * _NSEQ_RANKS + k - SEQ_RANKS[0]] += 1.0
                base = sl["seq_melds"][0] + ((slot * 4 + suit) * lay.sequences + int(key[1:]) - 1) * 2
                out[base] = min(ranks)
                out[base + 1] = len(ranks)
                continue
            base = md + (slot * nk + key_slot) * 2
            nat = wild = 0
            for t in m["cards"]:
                if _kind_of(t) in (JOKER, TWO):
                    wild += 1
                else:
                    nat += 1
            out[base] = nat
            out[base + 1] = wild
    pile = data["pile"]
    p = sl["pile"][0]
    out[p] = len(pile)
    out[p + 1] = data["pile_hidden"]
    out[p + 2] = 1.0 if data["pile_frozen"] else 0.0
    out[p + 3] = 0.0 if pile else 1.0
    if pile and pile[-1] is not None:
        out[sl["pile_top"][0] + _kind_of(pile[-1])] = 1.0
    pk = sl["pile_kinds"][0]
    for t in pile:
        if t is not None:
            out[pk + _kind_of(t)] += 1.0
    pe = sl["pending"][0]
    for t in data["pending"]:
        out[pe + _kind_of(t)] += 1.0
    stock = data["stock"]
    out[sl["stock"][0]] = stock["count"] if isinstance(stock, dict) else len(stock)
    teams = _teams_of(rules)
    team_order = sorted(range(len(teams)), key=lambda t: min(slot_of[q] for q in teams[t]))
    sc = sl["scores"][0]
    for slot, t in enumerate(team_order):
        out[sc + slot] = data["scores"][t] / 1000.0
    my_team = next(t for t, members in enumerate(teams) if seat in members)
    out[sl["minimum"][0]] = rules.opening_minimum(int(data["scores"][my_team]), int(data["hand"])) / 100.0
    f = sl["flags"][0]
    ans = flags.get("answer")
    out[f] = 1.0 if flags.get("asked") else 0.0
    out[f + 1] = 1.0 if ans is True else 0.0
    out[f + 2] = 1.0 if ans is False else 0.0
    out[f + 3] = 1.0 if flags.get("melded") else 0.0
    out[f + 4] = 1.0 if flags.get("touched_old") else 0.0
    out[f + 5] = 1.0 if flags.get("took_pile") else 0.0
    out[f + 6] = 1.0 if flags.get("no_discard") else 0.0
    out[sl["hand_no"][0]] = data["hand"]
    if lay.feet:  # HF-3, HF-10: each foot's count while it lies face down, and who plays from it
        ft, inf = sl["feet"][0], sl["in_foot"][0]
        feet = data["feet"]
        for i, q in enumerate(rel):
            f = feet[q]
            c = f["count"] if isinstance(f, dict) else len(f)
            out[ft + i] = c
            out[inf + i] = 0.0 if c else 1.0
    return out


ENCODINGS = ("normalized", "raw")
"""``normalized`` (the environments' default): every entry in [0, 1]; ``raw``: the counts above."""

HAND_NO_SCALE = 20.0
"""Normalized ``hand_no`` is ``min(hand_no / 20, 1)`` (a match rarely lasts 20 hands)."""


class ObsSpec:
    """The true bounds of the raw observation of a rule set and its normalized form.

    Raw bounds: a count per kind is at most the deck's copies of that kind (``packs`` x 4 for a
    rank, x 2 for jokers, red and black threes); hand sizes, the pile and the stock at most the
    deck; one-hots and flags 0/1; the initial minimum at most the largest of the rule set's
    tables (by the score or by the hand) / 100; a foot at most ``foot_size``; a side's sequence
    cards of one suit and rank at most ``packs``, a sequence's lowest rank at most 12 (Q) and its
    cards at most 7; team scores / 1000 at most ``(target + one hand's maximum points) / 1000`` (a match
    goes on only while every team is below the target) and unbounded below (both sides can lose
    points hand after hand); ``hand_no`` is unbounded above.

    Normalized (:meth:`normalize`): each count divided by its bound, so in [0, 1]; a team score
    ``s`` becomes ``(clip(s / target, -1, 2) + 1) / 3`` (-target -> 0, 0 -> 1/3, target -> 2/3)
    and ``hand_no`` becomes ``min(hand_no / 20, 1)``. Every normalized entry lies in [0, 1]."""

    def __init__(self, rules: RuleSet) -> None:
        from .common import hand_points_bound

        n = rules.players
        lay = layout_for(rules)
        sl = lay.slices
        copies = [0.0] * NKINDS
        for f in deck(rules.packs):
            copies[KIND[f]] += 1.0
        high = np.ones(lay.size, np.float64)
        low = np.zeros(lay.size, np.float64)

        def put(name: str, values: Any) -> None:
            a, b = sl[name]
            high[a:b] = values

        deck_n = float(rules.deck_size)
        put("hand", copies)
        put("hand_sizes", deck_n)
        put("known", copies * n)
        put("red3s", copies[RED3] + (copies[BLACK3] if rules.black3_bonus else 0.0))  # (MA-14: black threes laid too)
        wild = copies[JOKER] + copies[TWO]
        put("melds", [c for k in MELD_KEYS for c in ((copies[k] if k != WILD_MELD else 0.0), wild)] * n)
        put("pile", [deck_n, deck_n, 1.0, 1.0])
        put("pile_kinds", copies)
        put("pending", copies)
        put("stock", deck_n)
        self.score_slice = sl["scores"]
        a, b = self.score_slice
        high[a:b] = (rules.target + hand_points_bound(rules)) / 1000.0
        low[a:b] = -np.inf
        # the largest initial minimum, by the score (C-9.1) or by the hand (HF-8)
        put("minimum", max([m for _s, m in rules.opening_table] + list(rules.opening_by_hand)) / 100.0)
        if lay.feet:
            put("feet", float(rules.foot_size))
        if lay.sequences:
            put("seq_cards", float(rules.packs))  # the copies of one suited face
            put("seq_melds", [_SEQ_LOW_MAX, _SEQ_CARDS_MAX] * (n * 4 * lay.sequences))
        if lay.groups:
            put("groups", [c for q in NATURALS for c in (copies[q], wild)] * (n * lay.groups))
        self.hand_no_index = sl["hand_no"][0]
        high[self.hand_no_index] = np.inf
        self.low = low.astype(np.float32)
        self.high = high.astype(np.float32)
        div = np.where(np.isfinite(high) & (high > 0), high, 1.0)
        self.divisor = div.astype(np.float32)
        # the encoder's normalized path writes scores and hand_no already normalized
        fused = div.copy()
        fused[a:b] = 1.0
        fused[self.hand_no_index] = 1.0
        self.fused_divisor = fused.astype(np.float32)
        self.teams = len(teams_for(rules))
        self.target = rules.target
        self.size = lay.size

    def normalize(self, raw: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
        """The normalized vector of a raw observation (every entry in [0, 1])."""
        out = np.divide(raw, self.divisor, out=out)
        a = self.score_slice[0]
        for i in range(a, a + self.teams):
            out[i] = normalized_score(round(float(raw[i]) * 1000.0), self.target)
        h = self.hand_no_index
        out[h] = normalized_hand_no(int(raw[h]))
        return out

    def bounds(self, encoding: str) -> tuple[np.ndarray, np.ndarray]:
        """``(low, high)`` of an encoding's vectors."""
        if encoding == "raw":
            return self.low, self.high
        if encoding == "normalized":
            return np.zeros(self.size, np.float32), np.ones(self.size, np.float32)
        raise ValueError(f"encoding must be one of {', '.join(ENCODINGS)}, not {encoding!r}")


def normalized_score(score: int, target: int) -> float:
    """A team score in [0, 1]: ``(clip(score / target, -1, 2) + 1) / 3``."""
    return (min(max(score / target, -1.0), 2.0) + 1.0) / 3.0


def normalized_hand_no(hand_no: int) -> float:
    return min(hand_no / HAND_NO_SCALE, 1.0)


@lru_cache(maxsize=64)
def obs_spec(rules: RuleSet) -> ObsSpec:
    """The (cached) :class:`ObsSpec` of a rule set."""
    return ObsSpec(rules)


def view_key(data: dict[str, Any]) -> str:
    """Canonical string of a view document without its seed (an information-state key)."""
    d = {k: v for k, v in data.items() if k != "seed"}
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


class StateEncoder:
    """The fast path of :func:`encode_state` for one rule set (per-seat orders precomputed).
    With ``normalized`` it gives :meth:`ObsSpec.normalize` of that vector, in one division."""

    def __init__(self, rules: RuleSet, normalized: bool = False) -> None:
        self.rules = rules
        self.normalized = normalized
        self.divisor = obs_spec(rules).fused_divisor
        n = self.n = rules.players
        lay = self.layout = layout_for(rules)
        sl = lay.slices
        self.size = lay.size
        self.o_hand = sl["hand"][0]
        self.o_phase = sl["phase"][0]
        self.o_to_act = sl["to_act"][0]
        self.o_hs = sl["hand_sizes"][0]
        self.o_known = sl["known"][0]
        self.o_red3 = sl["red3s"][0]
        self.o_on = sl["on_my_side"][0]
        self.o_pl = sl["playing"][0]
        self.o_melds = sl["melds"][0]
        self.o_opened = sl["opened"][0]
        self.o_pile = sl["pile"][0]
        self.o_top = sl["pile_top"][0]
        self.o_pk = sl["pile_kinds"][0]
        self.o_pend = sl["pending"][0]
        self.o_stock = sl["stock"][0]
        self.o_scores = sl["scores"][0]
        self.o_min = sl["minimum"][0]
        self.o_flags = sl["flags"][0]
        self.o_hand_no = sl["hand_no"][0]
        self.feet = lay.feet
        self.o_feet = sl["feet"][0] if lay.feet else -1
        self.o_in_foot = sl["in_foot"][0] if lay.feet else -1
        self.nseq = lay.sequences
        self.o_seq_cards = sl["seq_cards"][0] if lay.sequences else -1
        self.o_seq_melds = sl["seq_melds"][0] if lay.sequences else -1
        self.ngroups = lay.groups
        self.o_groups = sl["groups"][0] if lay.groups else -1
        # per side: its melds (compared by identity first) and its two sequence blocks
        self._seq_blocks: list[tuple[tuple[Any, ...], array[float], array[float]]] = []
        self._no_seq_cards = array("f", [0.0] * (4 * _NSEQ_RANKS))
        self._no_seq_melds = array("f", [0.0] * (4 * self.nseq * 2))
        teams = teams_for(rules)
        self.rel: list[tuple[int, ...]] = []
        self.slot_of: list[tuple[int, ...]] = []
        self.team_order: list[tuple[int, ...]] = []
        for seat in range(n):
            rel = tuple((seat + i) % n for i in range(n))
            slot = [0] * n
            for i, q in enumerate(rel):
                slot[q] = i
            self.rel.append(rel)
            self.slot_of.append(tuple(slot))
            self.team_order.append(tuple(sorted(range(len(teams)), key=lambda t: min(slot[q] for q in teams[t]))))
        self.phase_index = {p: i for i, p in enumerate(PHASE_NAMES)}
        self.template = array("f", [0.0] * self.size)
        # per (seat, hand, lone seat, result): the vector with the parts that change only between
        # hands already written, and the sides in slot order; rebuilt when another state is encoded
        self._fixed: dict[tuple[int, int, int, bool], tuple[array[float], tuple[int, ...]]] = {}
        self._fixed_state: Any = None
        # per side: its melds (immutable tuples, compared by identity first) and their block
        self._meld_blocks: list[tuple[tuple[Any, ...], array[float]]] = []
        self._no_melds = array("f", [0.0] * (_NKEYS * 2))
        self._no_kinds = array("f", [0.0] * NKINDS)
        self._pile_block: tuple[bytes, array[float]] = (b"", self._no_kinds)
        # a seat's known cards as a block, by their counts per kind
        self._known_blocks: dict[tuple[int, ...], array[float]] = {}

    def _fixed_part(self, st: Any, seat: int) -> tuple[array[float], tuple[int, ...]]:
        """A template with playing, on_my_side, scores, minimum and hand_no written, and the
        sides in slot order (the observer's side first, then by nearest member)."""
        d = self.template[:]
        slot_of = self.slot_of[seat]
        on, pl = self.o_on, self.o_pl
        firsts: list[tuple[int, int]] = []
        for i, members in enumerate(st.sides):
            if not members:
                continue
            mine = seat in members
            first = self.n
            for q in members:
                sq = slot_of[q]
                d[pl + sq] = 1.0
                if mine:
                    d[on + sq] = 1.0
                first = min(first, sq)
            firsts.append((first if not mine else -1, i))
        firsts.sort()
        scores = st.scores
        if self.normalized:
            target = self.rules.target
            for slot, t in enumerate(self.team_order[seat]):
                d[self.o_scores + slot] = normalized_score(scores[t], target)
            d[self.o_hand_no] = normalized_hand_no(st.hand_no)
        else:
            for slot, t in enumerate(self.team_order[seat]):
                d[self.o_scores + slot] = scores[t] / 1000.0
            d[self.o_hand_no] = float(st.hand_no)
        d[self.o_min] = st.opening_minimum(seat) / 100.0
        return d, tuple(i for _f, i in firsts)

    def _meld_block(self, melds: dict[int, Any]) -> array[float]:
        """Naturals and wild cards per meld key of one side."""
        block = self._no_melds[:]
        for key, m in melds.items():
            if key >= SEQ_BASE:
                continue  # a sequence (SA-3): in its own blocks (_seq_block)
            b = _KEY_SLOT[key] * 2
            block[b] = m.naturals
            block[b + 1] = m.jokers + m.twos
        return block

    def _seq_block(self, melds: dict[int, Any]) -> tuple[array[float], array[float]]:
        """A side's sequence cards per suit and rank, and per suit and sequence number its lowest
        rank and its cards (sequences lie in order, so the first card is the lowest)."""
        cards = self._no_seq_cards[:]
        seqs = self._no_seq_melds[:]
        nseq = self.nseq
        for key, m in melds.items():
            if key < SEQ_BASE or key >= GROUP_BASE:
                continue  # (a group; a further group of a rank, SA-6, is in the groups part)
            suit = seq_suit(key)
            row = suit * _NSEQ_RANKS - SEQ_RANKS[0]
            for c in m.cards:
                cards[row + KIND[c]] += 1.0
            b = (suit * nseq + (key - SEQ_BASE) // 4) * 2
            seqs[b] = KIND[m.cards[0]]
            seqs[b + 1] = len(m.cards)
        return cards, seqs

    def _write_groups(self, d: array[float], melds: list[dict[int, Any]], side_order: tuple[int, ...]) -> None:
        """Each side's further groups of a rank (SA-6, HF-7): naturals and wild cards per group number and rank."""
        og, ng, nr = self.o_groups, self.ngroups, len(NATURALS)
        for slot, i in enumerate(side_order):
            for key, m in melds[i].items():
                if key >= GROUP_BASE:
                    b = og + ((slot * ng + group_slot(key) - 1) * nr + key_rank(key) - NATURALS[0]) * 2
                    d[b] = m.naturals
                    d[b + 1] = m.jokers + m.twos

    def _write_sequences(self, d: array[float], melds: list[dict[int, Any]], side_order: tuple[int, ...]) -> None:
        blocks = self._seq_blocks
        if len(blocks) < len(melds):
            blocks.extend([((), self._no_seq_cards, self._no_seq_melds)] * (len(melds) - len(blocks)))
        wc, wm = 4 * _NSEQ_RANKS, 4 * self.nseq * 2
        oc, om = self.o_seq_cards, self.o_seq_melds
        for slot, i in enumerate(side_order):
            mi = melds[i]
            if not mi:
                continue
            sig = tuple(mi.values())
            last = blocks[i]
            if sig == last[0]:
                cards, seqs = last[1], last[2]
            else:
                cards, seqs = self._seq_block(mi)
                blocks[i] = (sig, cards, seqs)
            d[oc + slot * wc:oc + (slot + 1) * wc] = cards
            d[om + slot * wm:om + (slot + 1) * wm] = seqs

    def encode(self, st: Any, seat: int, out: np.ndarray | None = None) -> np.ndarray:
        # copies a per-hand template (an array.array: cheap item and slice writes), writes what
        # changes move by move, then lets numpy view the buffer without a copy
        fkey = (seat, st.hand_no, st.lone, st.result is None)
        fixed = self._fixed.get(fkey) if self._fixed_state is st else None
        if fixed is None:
            fixed = self._fixed_part(st, seat)
            if self._fixed_state is not st or len(self._fixed) > 64:
                self._fixed = {}
                self._fixed_state = st
            self._fixed[fkey] = fixed
        template, side_order = fixed
        d = template[:]
        a = self.o_hand
        for k, x in enumerate(st.hands[seat]):
            if x:
                d[a + k] = len(x)
        d[self.o_phase + self.phase_index[st.phase]] = 1.0
        d[self.o_to_act + self.slot_of[seat][st.turn]] = 1.0
        hs, kn, r3 = self.o_hs, self.o_known, self.o_red3
        nhand, known, red3s = st.nhand, st.known, st.red3s
        kblocks = self._known_blocks
        for i, q in enumerate(self.rel[seat]):
            d[hs + i] = nhand[q]
            kq = known[q]
            if any(kq):
                key = tuple(kq)
                block = kblocks.get(key)
                if block is None:
                    if len(kblocks) > 8192:
                        kblocks.clear()
                    block = kblocks[key] = array("f", kq)
                b = kn + i * NKINDS
                d[b:b + NKINDS] = block
            if red3s[q]:
                d[r3 + i] = len(red3s[q])
        md, op = self.o_melds, self.o_opened
        opened, melds = st.opened, st.melds
        w = _NKEYS * 2
        mblocks = self._meld_blocks
        if len(mblocks) < len(melds):
            mblocks.extend([((), self._no_melds)] * (len(melds) - len(mblocks)))
        for slot, i in enumerate(side_order):
            if opened[i]:
                d[op + slot] = 1.0
            mi = melds[i]
            if mi:
                sig = tuple(mi.values())
                last = mblocks[i]
                if sig == last[0]:
                    block = last[1]
                else:
                    block = self._meld_block(mi)
                    mblocks[i] = (sig, block)
                b = md + slot * w
                d[b:b + w] = block
        pile = st.pile
        p = self.o_pile
        if pile:
            hidden = st.pile_hidden
            d[p] = len(pile)
            if hidden:
                d[p + 1] = hidden
                pile = pile[hidden:]
            d[self.o_top + KIND[pile[-1]]] = 1.0
            # the visible pile per kind: the pile mostly grows by one discard, so the counts of
            # the last pile seen are kept and only the new cards are added
            kinds = bytes(pile).translate(_KIND_BYTES)
            seen, block = self._pile_block
            if kinds != seen:
                if kinds.startswith(seen):
                    block = block[:]
                    for k in kinds[len(seen):]:
                        block[k] += 1.0
                else:
                    block = self._no_kinds[:]
                    for k in set(kinds):
                        block[k] = kinds.count(k)
                self._pile_block = (kinds, block)
            pk = self.o_pk
            d[pk:pk + NKINDS] = block
        else:
            d[p + 3] = 1.0
        if st.pile_frozen:
            d[p + 2] = 1.0
        if st.pending:
            pe = self.o_pend
            for c in st.pending:
                d[pe + KIND[c]] += 1.0
        d[self.o_stock] = len(st.stock)
        f = self.o_flags
        if st.asked:
            d[f] = 1.0
        answer = st.answer
        if answer == 1:
            d[f + 1] = 1.0
        elif answer == 0:
            d[f + 2] = 1.0
        if st.melded_turn:
            d[f + 3] = 1.0
        if st.touched_old:
            d[f + 4] = 1.0
        if st.took_pile:
            d[f + 5] = 1.0
        if st.no_discard:
            d[f + 6] = 1.0
        if self.feet:  # HF-3, HF-10: each foot's count while face down, and who plays from it
            ft, inf, feet = self.o_feet, self.o_in_foot, st.feet
            for i, q in enumerate(self.rel[seat]):
                c = len(feet[q])
                if c:
                    d[ft + i] = c
                else:
                    d[inf + i] = 1.0
        if self.nseq:
            self._write_sequences(d, melds, side_order)
        if self.ngroups:
            self._write_groups(d, melds, side_order)
        vec = np.frombuffer(d, dtype=np.float32)
        if self.normalized:
            np.divide(vec, self.divisor, out=vec)
        if out is None:
            return vec
        out[:] = vec
        return out


_NKEYS = len(MELD_KEYS)
_KIND_BYTES = bytes(KIND) + bytes(256 - len(KIND))
"""``bytes(faces).translate(_KIND_BYTES)`` turns faces into kinds in C (counting a long pile fast)."""


@lru_cache(maxsize=64)
def state_encoder(rules: RuleSet, normalized: bool = False) -> StateEncoder:
    return StateEncoder(rules, normalized)


def encode_state(st: Any, seat: int, out: np.ndarray | None = None) -> np.ndarray:
    """The same vector as ``encode_view(st.view(seat).data, seat)``, read directly from the fields
    of the state that the seat's view shows (own hand, hand sizes, known cards, melds, the visible
    pile, counts, scores and flags) without building the view document. It is the environments'
    fast path; the tests check on many positions of every preset that both give the same vector."""
    enc = _last_encoder[0]
    if enc is None or enc.rules is not st.rules:  # hashing a RuleSet costs more than encoding
        enc = _last_encoder[0] = state_encoder(st.rules)
    return enc.encode(st, seat, out)


_last_encoder: list[StateEncoder | None] = [None]
