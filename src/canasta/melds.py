"""Melds: the value type (C-8, C-10). The validity rules of a meld's shape are rule-set
predicates (:func:`canasta.rules.new_meld_ok`, :func:`~canasta.rules.meld_ok`,
:func:`~canasta.rules.wild_cap`), re-exported here."""

from __future__ import annotations

from typing import Final, NamedTuple

from .cards import GROUP_BASE, JOKER, KIND, SEQ_BASE, SUITS, TWO, WILD_MELD, face, seq_suit
from .rules import RuleSet, meld_ok, new_meld_ok, wild_cap

__all__ = ["CANASTA", "Meld", "counted", "grow", "make_meld", "meld_ok", "meld_room", "new_meld_ok", "sequence_ends",
           "wild_cap"]

CANASTA: Final = 7
"""Cards in a canasta (C-10.1)."""


class Meld(NamedTuple):
    """A side's meld. ``cards`` are faces; ``naturals`` counts natural cards (or black threes).
    ``born`` is the turn serial it was laid in; ``concealed`` records that it reached canasta
    size within that turn (a concealed canasta, SK-3)."""

    key: int
    cards: tuple[int, ...]
    naturals: int
    jokers: int
    twos: int
    born: int
    concealed: bool

    @property
    def wilds(self) -> int:
        return self.jokers + self.twos

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def is_canasta(self) -> bool:
        return len(self.cards) >= CANASTA

    @property
    def is_natural(self) -> bool:
        """A natural ("pure") meld has no wild card (C-10.1). A wild meld is pure if it is of one kind."""
        if self.key == WILD_MELD:
            return self.jokers == 0 or self.twos == 0
        return self.jokers + self.twos == 0


def _kind_counts(faces: list[int] | tuple[int, ...]) -> tuple[int, int, int]:
    """(naturals, jokers, twos) among faces."""
    j = t = n = 0
    for f in faces:
        k = KIND[f]
        if k == JOKER:
            j += 1
        elif k == TWO:
            t += 1
        else:
            n += 1
    return n, j, t


def _laid(old: Meld | None, key: int, cards: tuple[int, ...], n: int, j: int, t: int, turn: int) -> Meld:
    """``old`` (or a new meld of ``key``) with ``cards`` (n naturals, j jokers, t twos) added in
    turn ``turn``. A meld that reaches canasta size in the turn it was started is concealed (SK-3)."""
    if old is None:
        return _new(Meld, (key, cards, n, j, t, turn, len(cards) >= CANASTA))
    allc = old.cards + cards
    return _new(Meld, (old.key, allc, old.naturals + n, old.jokers + j, old.twos + t, old.born,
                       old.concealed or (old.born == turn and len(allc) >= CANASTA)))


_new = tuple.__new__
"""``Meld(...)`` without the keyword-argument layer of the named tuple's constructor (the same value)."""


def make_meld(key: int, faces: list[int] | tuple[int, ...], born: int) -> Meld:
    n, j, t = _kind_counts(faces)
    return _laid(None, key, tuple(faces), n, j, t, born)


def grow(m: Meld, faces: list[int] | tuple[int, ...], turn: int) -> Meld:
    """The meld with ``faces`` added during turn ``turn``."""
    n, j, t = _kind_counts(faces)
    return _laid(m, m.key, tuple(faces), n, j, t, turn)


def counted(old: Meld | None, key: int, kinds: tuple[int, ...] | list[int], turn: int) -> Meld:
    """``old`` (or a new meld of ``key``) with cards of ``kinds`` (not faces) added in turn
    ``turn``: placeholder faces, exact counts (what the checks of a meld not yet laid need)."""
    j = kinds.count(JOKER)
    t = kinds.count(TWO)
    if SEQ_BASE <= key < GROUP_BASE:  # a sequence's value is its cards' (SA-17): the faces it would hold
        suit = SUITS[seq_suit(key)]
        return _laid(old, key, tuple(face(k, suit) for k in kinds), len(kinds) - j - t, j, t, turn)
    return _laid(old, key, (0,) * len(kinds), len(kinds) - j - t, j, t, turn)


def meld_room(r: RuleSet, m: Meld, naturals: int, turn: int | None) -> int:
    """Wild cards the natural meld ``m`` may still take once it holds ``naturals`` natural cards,
    during turn ``turn`` (C-8.2, K-3, IT-9). FR-3: in the turn it is first laid a meld holds at most
    ``max_wilds_new`` wild cards, whatever steps laid it (``turn=None``: no such turn)."""
    if r.wild_free[m.key]:
        return 0  # MA-8, MA-9: sevens (and aces) take no wild card
    cap = r.wild_caps[naturals] if 0 <= naturals < 64 else wild_cap(r, naturals)
    if m.born == turn and r.max_wilds_new < cap:
        cap = r.max_wilds_new
    if r.canasta_closes_rank and cap > CANASTA - naturals:
        cap = CANASTA - naturals  # MA-11: seven cards at most
    return cap - m.wilds if cap > m.wilds else 0


def sequence_ends(m: Meld) -> tuple[int, ...]:
    """The ranks that extend the sequence ``m`` (its suit's card below its lowest, above its
    highest, within 4..A), none once it holds seven cards (SA-3, SA-4)."""
    if len(m.cards) >= CANASTA:
        return ()
    lo = min(KIND[c] for c in m.cards)
    hi = max(KIND[c] for c in m.cards)
    return tuple(k for k in (lo - 1, hi + 1) if 4 <= k <= 14)
