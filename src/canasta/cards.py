"""Cards, card kinds and their text forms.

A *face* is a card as printed: a rank and a suit, or a joker. Faces are small ints:
``suit * 13 + (rank - 2)`` for the suited cards (suits clubs, diamonds, hearts, spades,
ranks 2..14 with 14 the ace) and 52 for a joker. Copies of a face from different packs
are indistinguishable, exactly as at the table, so a deck is a multiset of faces.

A *kind* is what the rules care about: suits never matter except for the colour of
threes (C-1.3). Kinds are ints too: ``JOKER`` (0), ``TWO`` (1), ``RED3`` (2), ``BLACK3`` (3)
and the natural ranks 4..14, whose kind is their rank.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

JOKER: Final = 0
TWO: Final = 1
RED3: Final = 2
BLACK3: Final = 3
ACE: Final = 14
NATURALS: Final[tuple[int, ...]] = tuple(range(4, 15))
"""The natural ranks, 4 up to the ace (C-1.3)."""
WILDS: Final[tuple[int, ...]] = (JOKER, TWO)
"""The wild kinds (C-1.2)."""
NKINDS: Final = 15
WILD_MELD: Final = 0
"""Meld key of a meld made of wild cards only (Italian IT-10). Natural melds are keyed by rank."""

JOKER_FACE: Final = 52
NFACES: Final = 53
SUITS = "cdhs"
SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
_RANK_TEXT = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "J", 12: "Q", 13: "K", 14: "A"}
_TEXT_RANK = {v: k for k, v in _RANK_TEXT.items()}
_TEXT_RANK["T"] = 10


def _face_kind(face: int) -> int:
    if face == JOKER_FACE:
        return JOKER
    suit, rank = divmod(face, 13)
    rank += 2
    if rank == 2:
        return TWO
    if rank == 3:
        return RED3 if SUITS[suit] in "dh" else BLACK3
    return rank


KIND: Final[tuple[int, ...]] = tuple(_face_kind(f) for f in range(NFACES))
"""``KIND[face]`` is the kind of a face."""

IS_WILD: Final[tuple[bool, ...]] = tuple(k in WILDS for k in range(NKINDS))
IS_NATURAL: Final[tuple[bool, ...]] = tuple(k >= 4 for k in range(NKINDS))

BASE_VALUES: Final[tuple[int, ...]] = (50, 20, 0, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 20)
"""Card point values by kind (C-1.6). Red threes have no card value, only a bonus (C-14.3).
The black three's value is a rule-set parameter (``black3_value``)."""

POZZO_COUNT: Final[tuple[int, ...]] = (0, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)
"""Italian pozzo: how many cards go face down under an upcard of each kind (IT-3: A=14, K=13,
Q=12, J=11, numbers at face value, 3=3). Wild kinds never set the count (IT-3)."""


def face(rank: int, suit: str) -> int:
    """The face of a suited card: ``face(7, "h")`` is the seven of hearts."""
    return SUITS.index(suit) * 13 + rank - 2


def pack() -> list[int]:
    """One pack: 52 suited cards and 2 jokers (FR-1: a pack of 54)."""
    return list(range(52)) + [JOKER_FACE, JOKER_FACE]


def deck(packs: int) -> list[int]:
    """The full deck for ``packs`` packs, in a fixed order (108 cards for 2 packs, C-1.1)."""
    cards: list[int] = []
    for _ in range(packs):
        cards.extend(pack())
    return cards


def face_text(f: int) -> str:
    """Text of a face: ``"7h"``, ``"10s"``, ``"Ad"``, ``"JK"``."""
    if f == JOKER_FACE:
        return "JK"
    suit, r = divmod(f, 13)
    return _RANK_TEXT[r + 2] + SUITS[suit]


def face_label(f: int) -> str:
    """A human label with suit symbol: ``"7\u2665"``, ``"Joker"``."""
    if f == JOKER_FACE:
        return "Joker"
    suit, r = divmod(f, 13)
    return _RANK_TEXT[r + 2] + SUIT_SYMBOLS[SUITS[suit]]


def parse_face(text: str) -> int:
    """Inverse of :func:`face_text`. Raises ``ValueError`` with a clear message."""
    t = text.strip()
    if t.upper() in ("JK", "JOKER", "*"):
        return JOKER_FACE
    if len(t) < 2:
        raise ValueError(f"not a card: {text!r} (expected e.g. '7h', '10s', 'Ad' or 'JK')")
    rank_part, suit = t[:-1].upper(), t[-1].lower()
    if suit not in SUITS or rank_part not in _TEXT_RANK:
        raise ValueError(f"not a card: {text!r} (expected e.g. '7h', '10s', 'Ad' or 'JK')")
    return face(_TEXT_RANK[rank_part], suit)


def faces_text(faces: Iterable[int]) -> list[str]:
    return [face_text(f) for f in faces]


def parse_faces(texts: Sequence[str]) -> list[int]:
    return [parse_face(t) for t in texts]


_KIND_TEXT = {JOKER: "JK", TWO: "2", RED3: "3r", BLACK3: "3"}
_KIND_TEXT.update({r: _RANK_TEXT[r] for r in NATURALS})


def kind_text(k: int) -> str:
    """Text of a kind as used in move notation: ``JK 2 3 4 .. 10 J Q K A`` (``3`` is a black three)."""
    return _KIND_TEXT[k]


_TEXT_KIND = {v: k for k, v in _KIND_TEXT.items()}
_TEXT_KIND.update({"T": 10, "JOKER": JOKER, "*": JOKER, "3B": BLACK3, "3R": RED3})


def parse_kind(text: str) -> int:
    """Inverse of :func:`kind_text` (case-insensitive; ``T`` is accepted for 10)."""
    k = _TEXT_KIND.get(text.strip().upper())
    if k is None:
        raise ValueError(f"not a card kind: {text!r} (expected one of JK 2 3 4 5 6 7 8 9 10 J Q K A)")
    return k


SEQ_BASE: Final = 16
"""Meld keys of sequences (Samba SA-3, docs/variants.md): ``SEQ_BASE + 4 * slot + suit``, where
``suit`` indexes :data:`SUITS` and ``slot`` counts a side's sequences of that suit (0 for the first).
Group melds keep the keys below :data:`NKINDS` (their rank, ``BLACK3`` or ``WILD_MELD``)."""


GROUP_BASE: Final = 272
"""Meld keys of a side's further groups of one natural rank (Samba SA-6, Hand and Foot HF-7's
closing reading): ``GROUP_BASE + 16 * (slot - 1) + rank`` for the ``slot``-th group beyond the first
(slot 1 is the second group). Every sequence key (:data:`SEQ_BASE` up to 64 sequences of a suit) lies
below it; the first group of a rank keeps the rank as its key."""
GROUP_SLOTS_MAX: Final = 4
"""Most groups of one natural rank a side may hold (the bound of ``group_slots``)."""


def group_key(rank: int, slot: int = 0) -> int:
    """The meld key of a side's ``slot``-th group of natural rank ``rank`` (0: the first, keyed by its rank)."""
    return rank if slot == 0 else GROUP_BASE + 16 * (slot - 1) + rank


def key_rank(key: int) -> int:
    """The natural rank of a group's meld key (the key itself below :data:`SEQ_BASE`), -1 for a sequence."""
    if key < SEQ_BASE:
        return key
    if key >= GROUP_BASE:
        return (key - GROUP_BASE) & 15
    return -1


def group_slot(key: int) -> int:
    """Which of the side's groups of its rank a group key names (0: the first)."""
    return (key - GROUP_BASE) // 16 + 1 if key >= GROUP_BASE else 0


def seq_key(suit: int, slot: int = 0) -> int:
    """The meld key of a side's ``slot``-th sequence of suit index ``suit``."""
    return SEQ_BASE + 4 * slot + suit


def seq_suit(key: int) -> int:
    """The suit index of a sequence meld key."""
    return (key - SEQ_BASE) & 3


def face_suit(f: int) -> int:
    """The suit index (in :data:`SUITS`) of a suited face; -1 for a joker."""
    return -1 if f == JOKER_FACE else f // 13


def meld_key_text(key: int) -> str:
    """Text of a meld key: a rank, ``3`` for black threes, ``W`` for a wild meld, a suit with a
    number for a sequence (``h1`` is the side's first sequence of hearts, ``h2`` its second), and a
    rank with a number for a further group of a rank (``Q2`` is the side's second group of queens,
    ``102`` its second group of tens; the first group is ``Q``, SA-6)."""
    if key >= GROUP_BASE:
        return _KIND_TEXT[key_rank(key)] + str(group_slot(key) + 1)
    if key >= SEQ_BASE:
        return SUITS[seq_suit(key)] + str((key - SEQ_BASE) // 4 + 1)
    return "W" if key == WILD_MELD else _KIND_TEXT[key]


def parse_meld_key(text: str) -> int:
    t = text.strip()
    if t.upper() == "W":
        return WILD_MELD
    if len(t) >= 2 and t[0].lower() in SUITS and t[1:].isdigit():
        n = int(t[1:])
        if not 1 <= n <= 64:
            raise ValueError(f"no sequence is numbered {text!r}: use a suit and 1, 2, ... (e.g. h1)")
        return seq_key(SUITS.index(t[0].lower()), n - 1)
    if t.upper() not in _TEXT_KIND and len(t) >= 2 and t[-1].isdigit() and t[:-1].upper() in _TEXT_KIND:
        k = _TEXT_KIND[t[:-1].upper()]
        n = int(t[-1])
        if k < 4 or not 1 <= n <= GROUP_SLOTS_MAX:
            raise ValueError(f"no group is numbered {text!r}: use a natural rank and 2 to {GROUP_SLOTS_MAX} "
                             "(e.g. Q2, the second group of queens)")
        return group_key(k, n - 1)
    k = parse_kind(text)
    if k in (TWO, RED3):
        raise ValueError(f"no meld is keyed by {text!r}: use a rank, 3 (black threes) or W (wild meld)")
    return k


def sort_key(f: int) -> tuple[int, int]:
    """Sort faces by kind (wilds first) then suit, for display."""
    return (KIND[f], f)
