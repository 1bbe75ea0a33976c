"""Positions as JSON (what FEN is to chess), and per-seat views.

A *position* is a whole match at one moment: rule set, seed, scores and every card of the
current hand. A *view* is the same document as one seat may see it: other hands become
``{"count": n}``, the stock becomes ``{"count": n}``, face-down pozzo cards become ``null``, and
the seed (from which every deal follows) becomes ``null``.
Everything that can be derived (turn order, sides by seat, hand sizes, the result of a finished
hand) is left out and rebuilt on load.

Format ``canasta-position/1``::

    {"format": "canasta-position/1", "rules": {...}, "seed": 7, "hand": 0, "dealer": 3,
     "scores": [0, 0], "sheet": [], "phase": "draw", "turn": 0, "turn_serial": 0,
     "sides": [[0, 2], [1, 3]], "lone": -1, "hands": [["7h", ...], ...], "stock": [...],
     "pile": [...], "pile_hidden": 0, "pile_frozen": false, "pending": [],
     "melds": [[{"key": "7", "cards": ["7h", "7s", "7d"], "born": 2, "concealed": false}], []],
     "red3s": [["3h"], [], [], []], "opened": [true, false], "first_meld": [2, -1, -1, -1],
     "known": [{}, {"K": 2}, {}, {}], "red3_done": [true, true, true, true],
     "flags": {"asked": false, "answer": null, "asker": -1, "melded": false, "touched_old": false,
               "took_pile": false, "no_discard": false},
     "went_out": -1, "concealed_out": false, "winners": []}

Cards are face texts (``7h``, ``10s``, ``JK``), stock and pile bottom first. The flag
``asked_before_draw`` (FI-8: "May I go out?" asked before the draw) is written only when true.
Where the rules deal a foot (Hand and Foot, ``foot_size``, HF-3) the document has ``"feet"``: each
seat's foot as its cards in a position, as ``{"count": n}`` in every seat's view (its own too: a
foot is face down until picked up, HF-10); other documents have no such field.

The text form is read and written by :mod:`canasta.views` (a position is a *full* view); this
module is the door for files and the wire: JSON text, and :func:`determinize`.
"""

from __future__ import annotations

import json
from typing import Any

from . import rng
from .cards import KIND, NFACES, face_text
from .errors import PositionError
from .state import State, all_cards, full_view, state_from_view
from .views import FORMAT, SPECTATOR, View, view_from_dict

__all__ = ["FORMAT", "SPECTATOR", "PositionError", "View", "all_cards", "determinize", "hidden_cards",
           "load_position", "position_dict", "position_json", "state_from_position", "view", "view_from_dict"]


def position_dict(st: State, seat: int | None = None) -> dict[str, Any]:
    """The position as a JSON-able dict; with ``seat`` (or ``SPECTATOR``), that seat's view."""
    v = full_view(st) if seat is None else st.view(seat)
    return v.document()


def position_json(st: State, seat: int | None = None, indent: int | None = 1) -> str:
    return json.dumps(position_dict(st, seat), indent=indent)


def state_from_position(d: Any) -> State:
    """Load a full position (not a view). Raises :class:`PositionError` saying what is wrong."""
    v = view_from_dict(d)
    if not v.full:
        raise PositionError("this is a seat's view, not a position: it does not show the hidden cards", "position-is-view")
    return state_from_view(v)


def load_position(text: str) -> State:
    """Parse position JSON text."""
    try:
        d = json.loads(text)
    except json.JSONDecodeError as e:
        raise PositionError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}", "record-json",
                            {"line": e.lineno, "column": e.colno}) from None
    except ValueError:  # Python's limit on an integer's digits (4,300)
        raise PositionError("a number has too many digits", "position-number-digits") from None
    except RecursionError:
        raise PositionError("not valid JSON: nested too deeply", "position-nested") from None
    return state_from_position(d)


def view(st: State, seat: int) -> View:
    """A seat's view (``SPECTATOR`` for a spectator, who sees no hand)."""
    return st.view(seat)


def hidden_cards(st: State, seat: int) -> list[int]:
    """Faces a seat cannot see: other hands, the stock and face-down pozzo cards."""
    out: list[int] = []
    for q in range(st.rules.players):
        if q != seat:
            out.extend(st.hand(q))
        out.extend(st.feet[q])  # HF-3: every foot is face down, the seat's own too
    out.extend(st.stock)
    out.extend(st.pile[: st.pile_hidden])
    return out


def determinize(v: View, seed: int) -> State:
    """A full state consistent with a view: the hidden cards are dealt at random (seeded),
    keeping the cards known to be in a hand (taken from the pile) where they are. This is the
    sampling step of Information-Set MCTS and of OpenSpiel's resampler. It reads the native view
    (no text form)."""
    rules = v.rules
    packs = rules.packs
    left = [packs] * NFACES  # copies of each face not yet seen
    left[NFACES - 1] = 2 * packs
    for f in v.hand:
        left[f] -= 1
    for side in v.melds:
        for m in side.values():
            for f in m.cards:
                left[f] -= 1
    for x in v.red3s:
        for f in x:
            left[f] -= 1
    for c in v.pile:
        if c is not None:
            left[c] -= 1
    for f in v.pending:
        left[f] -= 1
    if min(left) < 0:
        face = face_text(next(f for f in range(NFACES) if left[f] < 0))
        raise PositionError("the view shows more copies of a card than the deck holds", "position-too-many-copies",
                            {"face": face})
    pool = [f for f in range(NFACES) for _ in range(left[f])]
    rng.shuffle(pool, seed)
    hands: list[list[int]] = []
    for q in range(rules.players):
        h = v.hands[q]
        if h is not None:
            hands.append(list(h))
            continue
        cnt = v.hand_sizes[q]
        mine: list[int] = []
        for k, n in enumerate(v.known[q]):
            for _ in range(min(n, cnt - len(mine))):
                for i in range(len(pool) - 1, -1, -1):
                    if KIND[pool[i]] == k:
                        mine.append(pool.pop(i))
                        break
        laid = rules.bonus_kind  # red threes (and black ones under MA-14) are never in a hand
        while len(mine) < cnt and pool:
            f = pool.pop()
            if laid[KIND[f]]:  # put it back at the bottom
                pool.insert(0, f)
                if all(laid[KIND[x]] for x in pool):
                    break
                continue
            mine.append(f)
        hands.append(mine)
    feet: list[list[int]] | None = None
    if rules.foot_size:  # HF-3: the feet, face down to every seat (red threes may lie in them)
        feet = [[pool.pop() for _ in range(min(n, len(pool)))] for n in v.foot_sizes]
    pile = [pool.pop() if c is None else c for c in v.pile]
    return state_from_view(v.completed(hands, pool, pile, seed, feet), check=False)
