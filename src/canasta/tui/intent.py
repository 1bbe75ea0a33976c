"""From what the person picked to engine moves.

The person selects cards (by kind: suits never matter) and presses a key: meld, add, take the
pile or discard. These functions only translate that into moves in the engine's notation. They
decide nothing about legality: the engine does, and its reason is shown when it refuses.

An :class:`Intent` is either moves to play in order, several candidate moves for the person to
choose from (for example which meld a two goes on), or a message about the selection itself (the
id of a catalog message, ``tui-select-*``, which takes ``$count``, the cards selected).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..cards import IS_WILD, KIND, WILD_MELD
from ..moves import NO_TARGET, Move, canonical


@dataclass(frozen=True)
class Intent:
    moves: list[Move] = field(default_factory=list)
    choices: list[Move] = field(default_factory=list)
    message: str = ""


def _natural_first(kinds: Sequence[int]) -> list[int]:
    return sorted(kinds, key=lambda k: (IS_WILD[k], -k))


def meld_intent(selected: Sequence[int], legal: Sequence[Move] = ()) -> Intent:
    """A new meld of the selected cards: the first three (natural cards first) make the meld,
    the others are added to it one by one. Three cards of different ranks are a sequence (Samba,
    Bolivia), whose suit the selection (by kind) does not say: the one open sequence of those ranks,
    or the person picks among them."""
    if len(selected) < 3:
        return Intent(message="tui-select-meld")
    if len(set(selected)) == len(selected) and not any(IS_WILD[k] for k in selected):
        want = set(selected)
        seqs = [m for m in legal if m.action == "meld" and m.target != NO_TARGET and set(m.cards) <= want]
        if len(seqs) == 1 and len(selected) == 3:
            return Intent(moves=seqs)
        if seqs:
            return Intent(choices=seqs)
    order = _natural_first(selected)
    first = canonical(order[:3])
    moves = [Move("meld", first)]
    naturals = [k for k in first if not IS_WILD[k]]
    key = naturals[0] if naturals else WILD_MELD
    for k in order[3:]:
        moves.append(Move("add", (k,), key if IS_WILD[k] or k == key else k))
    return Intent(moves=moves)


def add_intent(selected: Sequence[int], legal: Sequence[Move], own_melds: Sequence[int]) -> Intent:
    """Lay off the selected cards on the side's melds. A natural card goes on its own rank; a wild
    card goes with the natural cards selected with it, else on the one meld that may take it, else
    the person picks the meld."""
    if not selected:
        return Intent(message="tui-select-add")
    naturals = sorted({k for k in selected if not IS_WILD[k]})
    wilds = [k for k in selected if IS_WILD[k]]
    moves = [Move("add", (k,), k) for k in _natural_first(selected) if not IS_WILD[k]]
    if not wilds and len(selected) == 1 and moves[0] not in legal:
        # a natural card that has no group of its rank may extend a sequence (Samba): the one that
        # takes it, or the person picks
        seqs = [m for m in legal if m.action == "add" and m.cards == (selected[0],) and m.target != selected[0]]
        if len(seqs) == 1:
            return Intent(moves=seqs)
        if seqs:
            return Intent(choices=seqs)
    if not wilds:
        return Intent(moves=moves)
    if len(naturals) == 1:
        return Intent(moves=moves + [Move("add", (k,), naturals[0]) for k in wilds])
    if naturals:
        return Intent(message="tui-select-wild-one-rank")
    kinds = set(wilds)
    options = [m for m in legal if m.action == "add" and m.cards[0] in kinds]
    if len(wilds) == 1:
        if len(options) == 1:
            return Intent(moves=options)
        if len(options) > 1:
            return Intent(choices=options)
        # nothing takes it: let the engine say why, trying a meld of the side (or any rank)
        target = own_melds[0] if own_melds else 4
        return Intent(moves=[Move("add", (wilds[0],), target)])
    targets = {m.target for m in options}
    if len(targets) == 1:
        t = targets.pop()
        return Intent(moves=[Move("add", (k,), t) for k in wilds])
    if not targets:
        target = own_melds[0] if own_melds else 4
        return Intent(moves=[Move("add", (k,), target) for k in wilds])
    return Intent(message="tui-select-wild-one")


def take_intent(selected: Sequence[int], legal: Sequence[Move], pile: Sequence[int],
                counts: Sequence[int] = ()) -> Intent:
    """Take the pile with the selected cards. With nothing selected: the only way to take it, or a
    choice between the ways, or (if it cannot be taken) the plainest try, for the engine to explain:
    with the natural cards of the top card's rank held (at most two), else laying it on a meld."""
    if selected:
        return Intent(moves=[Move("take", canonical(list(selected)))])
    takes = [m for m in legal if m.action == "take"]
    if len(takes) == 1:
        return Intent(moves=takes)
    if takes:
        return Intent(choices=takes)
    if pile and not IS_WILD[KIND[pile[-1]]]:
        top = KIND[pile[-1]]
        held = min(2, counts[top]) if len(counts) > top else 0
        if held:
            return Intent(moves=[Move("take", (top,) * held)])
    return Intent(moves=[Move("take")])


def discard_intent(selected: Sequence[int], cursor: int | None) -> Intent:
    """Discard the one selected card, or (with nothing selected) a card of the kind under the cursor."""
    if len(selected) > 1:
        return Intent(message="tui-select-one-discard")
    if selected:
        return Intent(moves=[Move("discard", (selected[0],))])
    if cursor is None:
        return Intent(message="tui-hand-empty")
    return Intent(moves=[Move("discard", (cursor,))])
