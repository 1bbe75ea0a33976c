"""Moves and their text notation.

A move is one atomic step of a turn. Cards in a move are *kinds* (suits never matter,
C-1.3), so a move can be written without looking at the state, and
``parse_move(move_text(m)) == m`` holds for every move.

Notation (case-insensitive; ``JK`` joker, ``2`` two, ``3`` black three, ``10`` or ``T``)::

    draw                  draw from the stock (with an empty stock: decline the pile, ending the hand, C-13.2)
    take                  take the pile, laying its top card on the side's meld of that rank
    take 7 7              take the pile, melding its top card with two natural 7s from the hand
    take 7 JK             ... with a natural 7 and a joker
    take on 7             take a wild top card by laying it on the side's 7s (FR-8)
    take JK JK JK         take a joker on top with three jokers (IT-17)
    meld 7 7 7            lay a new meld from the hand
    meld 7 7 2            ... of two natural 7s and a two
    meld 4h 5h 6h         lay a new sequence of one suit (Samba SA-3; cards named with their suit)
    add 7 to h1           lay off a 7 on the side's first sequence of hearts (``h2``: its second)
    take on h1            take the pile, laying its top card alone on the side's sequence h1 (SA-7)
    add 7                 lay off a 7 on the side's 7s
    add 2 to 7            lay off a two on the side's 7s (``to W``: the wild meld)
    meld Q Q Q            with the side's group of queens on the table, where a side may hold two groups
                          of a rank (Samba SA-6): lay its second group, named ``Q2`` (``102``: the second tens)
    add Q to Q2           lay off a queen on the side's second group of queens (``take on Q2``: the top card alone)
    join Q2 to Q          join the side's second group of queens to its first (SA-6)
    discard 9             discard a 9 (ends the turn)
    ask                   ask the partner "May I go out?" (C-12.4)
    yes / no              answer the partner
    end                   end the turn without a discard (a red three was the last stock card, K-2 option)
    deal                  deal the next hand
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .cards import (
    GROUP_BASE,
    JOKER,
    JOKER_FACE,
    KIND,
    SEQ_BASE,
    SUITS,
    TWO,
    WILD_MELD,
    face,
    face_suit,
    face_text,
    key_rank,
    kind_text,
    meld_key_text,
    parse_face,
    parse_kind,
    parse_meld_key,
    seq_key,
    seq_suit,
)
from .errors import MoveSyntaxError

ACTIONS = ("draw", "take", "meld", "add", "join", "discard", "ask", "yes", "no", "end", "deal")
_SIMPLE = frozenset(("draw", "ask", "yes", "no", "end", "deal"))
NO_TARGET: Final = -1


class Move(NamedTuple):
    """One step of a turn. ``cards`` are kinds from the hand, in canonical (descending) order;
    ``target`` is a meld key where the move names one (``add``, ``take on``), else -1."""

    action: str
    cards: tuple[int, ...] = ()
    target: int = NO_TARGET
    """For ``join`` the key of the further group joined to its rank's first group
    (:func:`~canasta.cards.group_key`). For a new sequence (``meld 4h 5h 6h``) the key of the suit's first sequence,
    :func:`~canasta.cards.seq_key` of the suit: it names the suit; the meld gets the side's next
    free sequence key of that suit when it is laid."""

    def __str__(self) -> str:
        return move_text(self)


def canonical(cards: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(sorted(cards, reverse=True))


def move_text(m: Move) -> str:
    """The notation of a move (see the module docstring)."""
    a = m.action
    if a in _SIMPLE:
        return a
    if a == "take":
        parts = ["take"] + [kind_text(k) for k in m.cards]
        if m.target != NO_TARGET:
            parts += ["on", meld_key_text(m.target)]
        return " ".join(parts)
    if a == "meld":
        if m.target != NO_TARGET:
            return sequence_text(m.cards, seq_suit(m.target))
        return "meld " + " ".join(kind_text(k) for k in m.cards)
    if a == "add":
        k = m.cards[0]
        if k == m.target and k not in (JOKER, TWO):
            return "add " + kind_text(k)
        return f"add {kind_text(k)} to {meld_key_text(m.target)}"
    if a == "discard":
        return "discard " + kind_text(m.cards[0])
    if a == "join":
        return f"join {meld_key_text(m.target)} to {kind_text(key_rank(m.target))}"
    raise ValueError(f"not a move: {m!r}")


def sequence_text(ranks: tuple[int, ...] | list[int], suit: int) -> str:
    """The notation of a new sequence: ``meld 4h 5h 6h`` (ranks low to high, each with the suit).
    The inverse of :func:`parse_sequence`."""
    return "meld " + " ".join(face_text(face(k, SUITS[suit])) for k in sorted(ranks))


def parse_sequence(words: list[str], text: str) -> Move:
    """The move of ``meld 4h 5h 6h`` (``words``: the card words): three natural cards (4 to A) of
    one suit, named with it. Whether they follow in order is a rule, checked by the engine (SA-3).
    The inverse of :func:`sequence_text`."""
    faces = []
    for w in words:
        try:
            f = parse_face(w)
        except ValueError:
            f = -1
        if f < 0 or f == JOKER_FACE or w.strip()[-1:].lower() not in SUITS:
            raise MoveSyntaxError(f"a sequence names each card with its suit, e.g. 'meld 4h 5h 6h', in {text!r}",
                                  "move-sequence-suit", {"move": text})
        faces.append(f)
    suits = {face_suit(f) for f in faces}
    if len(suits) != 1:
        raise MoveSyntaxError(f"a sequence is of one suit, in {text!r}", "move-sequence-suit", {"move": text})
    if any(KIND[f] < 4 for f in faces):
        raise MoveSyntaxError(f"a sequence holds natural cards from 4 to A only, in {text!r}", "move-sequence-cards",
                              {"move": text})
    if len(faces) != 3:
        msg = f"a new sequence is laid with exactly 3 cards; add more with 'add', in {text!r}"
        if len(faces) > 3:
            raise MoveSyntaxError(msg, "move-meld-too-many", {"move": text})
        raise MoveSyntaxError(msg, "move-meld-too-few", {"move": text, "count": len(faces)})
    return Move("meld", canonical([KIND[f] for f in faces]), seq_key(suits.pop()))


def _suited(word: str) -> bool:
    """Whether a card word names a suit (``4h``, ``10s``), as a sequence's cards do."""
    w = word.strip()
    return len(w) >= 2 and w[-1].lower() in SUITS and w.upper() not in ("JK", "JOKER")


def _kinds(words: list[str], text: str) -> tuple[int, ...]:
    out = []
    for w in words:
        try:
            out.append(parse_kind(w))
        except ValueError as e:
            raise MoveSyntaxError(f"{e} in move {text!r}", "move-not-a-kind", {"word": w, "move": text}) from None
    return canonical(out)


def parse_move(text: str) -> Move:
    """Parse move notation. Raises :class:`MoveSyntaxError` saying what is wrong."""
    if not isinstance(text, str):
        raise MoveSyntaxError(f"a move must be text, not {type(text).__name__}", "move-not-text")
    words = text.replace(",", " ").split()
    if not words:
        raise MoveSyntaxError("empty move: expected one of " + ", ".join(ACTIONS), "move-empty")
    a = words[0].lower()
    rest = words[1:]
    if a not in ACTIONS:
        raise MoveSyntaxError(f"unknown move {words[0]!r} in {text!r}: expected one of {', '.join(ACTIONS)}",
                              "move-unknown", {"word": words[0], "move": text})
    if a in _SIMPLE:
        if rest:
            raise MoveSyntaxError(f"'{a}' takes no arguments, got {text!r}", "move-no-arguments", {"action": a, "move": text})
        return Move(a)
    if a == "take":
        target = NO_TARGET
        if len(rest) >= 2 and rest[-2].lower() == "on":
            try:
                target = parse_meld_key(rest[-1])
            except ValueError as e:
                raise MoveSyntaxError(f"{e} in move {text!r}", "move-not-a-meld", {"word": rest[-1], "move": text}) from None
            rest = rest[:-2]
        cards = _kinds(rest, text)
        if len(cards) > 4:
            raise MoveSyntaxError(f"'take' uses at most 4 cards from the hand, got {len(cards)} in {text!r}",
                                  "move-take-too-many", {"count": len(cards), "move": text})
        return Move("take", cards, target)
    if a == "meld":
        if any(_suited(w) for w in rest):
            return parse_sequence(rest, text)
        cards = _kinds(rest, text)
        if len(cards) < 3:
            raise MoveSyntaxError(f"a meld needs at least 3 cards, got {len(cards)} in {text!r}", "move-meld-too-few",
                                  {"count": len(cards), "move": text})
        if len(cards) > 3:
            raise MoveSyntaxError(f"a new meld is laid with exactly 3 cards; add more with 'add', in {text!r}",
                                  "move-meld-too-many", {"move": text})
        return Move("meld", cards)
    if a == "add":
        if len(rest) == 1:
            k = _kinds(rest, text)[0]
            if k in (JOKER, TWO):
                raise MoveSyntaxError(f"say which meld a wild card goes on, e.g. 'add {kind_text(k)} to 7', in {text!r}",
                                      "move-add-which-meld", {"kind": kind_text(k), "move": text})
            return Move("add", (k,), k)
        if len(rest) == 3 and rest[1].lower() == "to":
            k = _kinds(rest[:1], text)[0]
            try:
                target = parse_meld_key(rest[2])
            except ValueError as e:
                raise MoveSyntaxError(f"{e} in move {text!r}", "move-not-a-meld", {"word": rest[-1], "move": text}) from None
            if k not in (JOKER, TWO) and k != key_rank(target) and (target < SEQ_BASE or target >= GROUP_BASE):
                raise MoveSyntaxError(f"a natural card goes only on its own rank, in {text!r}", "move-add-own-rank",
                                      {"move": text})
            if target == WILD_MELD and k not in (JOKER, TWO):
                raise MoveSyntaxError(f"only wild cards go on the wild meld, in {text!r}", "move-add-wild-meld",
                                      {"move": text})
            return Move("add", (k,), target)
        raise MoveSyntaxError(f"expected 'add CARD' or 'add CARD to MELD', got {text!r}", "move-add-form", {"move": text})
    if a == "join":
        return _parse_join(rest, text)
    # discard
    if len(rest) != 1:
        raise MoveSyntaxError(f"expected 'discard CARD', got {text!r}", "move-discard-form", {"move": text})
    k = _kinds(rest, text)[0]
    return Move("discard", (k,))


def _parse_join(rest: list[str], text: str) -> Move:
    """``join Q2 to Q`` (or ``join Q2``): the move joining a further group of a rank to its first (SA-6)."""
    if len(rest) not in (1, 3) or (len(rest) == 3 and rest[1].lower() != "to"):
        raise MoveSyntaxError(f"expected 'join GROUP to RANK', e.g. 'join Q2 to Q', got {text!r}", "move-join-form",
                              {"move": text})
    keys = []
    for w in rest[::2]:
        try:
            keys.append(parse_meld_key(w))
        except ValueError as e:
            raise MoveSyntaxError(f"{e} in move {text!r}", "move-not-a-meld", {"word": w, "move": text}) from None
    src = keys[0]
    if src < GROUP_BASE or (len(keys) == 2 and keys[1] != key_rank(src)):
        raise MoveSyntaxError(f"a further group (e.g. Q2) is joined to the first group of its rank (Q), in {text!r}",
                              "move-join-form", {"move": text})
    return Move("join", (), src)


DRAW: Final = Move("draw")
ASK: Final = Move("ask")
YES: Final = Move("yes")
NO: Final = Move("no")
END: Final = Move("end")
DEAL: Final = Move("deal")
