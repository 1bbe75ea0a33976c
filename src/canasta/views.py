"""A seat's view: what one seat may know, as native data, and its text form.

A :class:`View` is the only thing a player, bot or client is ever given. It holds native values
(faces and kinds as ints, the :class:`~canasta.rules.RuleSet` object, tuples and read-only
mappings), copied from the state when the view is made, so it never changes afterwards and never
refers to the state (nothing hidden can be reached through it). What is derived from those values
(the hand by kind, the text form) is computed the first time it is read.

The text form, for the wire and for files, is the ``canasta-position/1`` document of
:mod:`canasta.position` with the hidden parts redacted (other hands and the stock as
``{"count": n}``, face-down pozzo cards as ``null``, the seed as ``null``); :meth:`View.to_dict`
adds ``seat`` and ``legal_moves``. :func:`view_from_dict` reads either back.

A *full* view (``View.full``) is the whole position as the referee knows it: every hand, the stock
and the seed. The engine uses it to load positions and to complete a determinization; it is never
given to a seat.

This module imports nothing from :mod:`canasta.state` (the state imports it).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .cards import (
    GROUP_BASE,
    KIND,
    NKINDS,
    SEQ_BASE,
    SUITS,
    face_text,
    group_slot,
    key_rank,
    kind_text,
    meld_key_text,
    parse_face,
    parse_kind,
    parse_meld_key,
    seq_suit,
)
from .errors import PositionError
from .melds import Meld, make_meld
from .moves import Move, parse_move
from .rules import RuleError, RuleSet

FORMAT = "canasta-position/1"
SPECTATOR = -1
PHASES = ("draw", "meld", "answer", "hand_over", "match_over")

Faces = tuple[int, ...]


class View:
    """What one seat may know at one moment, as native, read-only data.

    Cards are faces (ints, see :mod:`canasta.cards`); counts by kind are tuples of ``NKINDS``
    ints; melds are read-only mappings of meld key to :class:`~canasta.melds.Meld`, one per side.
    Hidden parts are ``None``: another seat's entry in ``hands``, the ``stock``, the face-down
    cards of the ``pile`` and the ``seed``. ``legal_moves`` are the seat's moves when it is to act
    (else empty). Make one with ``State.view(seat)``."""

    __slots__ = (
        "_seat", "_full", "_rules", "_seed", "_hand_no", "_dealer", "_scores", "_sheet", "_phase", "_turn",
        "_turn_serial", "_sides", "_lone", "_hands", "_hand_sizes", "_stock", "_stock_count", "_pile",
        "_pile_hidden", "_pile_frozen", "_pending", "_melds", "_red3s", "_opened", "_first_meld", "_known",
        "_red3_done", "_asked", "_answer", "_asker", "_melded", "_touched_old", "_took_pile", "_no_discard",
        "_from_pile", "_tainted", "_went_out", "_concealed_out", "_winners", "_legal", "_lazy",
        "_asked_before_draw", "_feet", "_foot_sizes",
    )

    _seat: int
    _full: bool
    _rules: RuleSet
    _seed: int | None
    _hand_no: int
    _dealer: int
    _scores: tuple[int, ...]
    _sheet: tuple[tuple[int, ...], ...]
    _phase: str
    _turn: int
    _turn_serial: int
    _sides: tuple[tuple[int, ...], ...]
    _lone: int
    _hands: tuple[Faces | None, ...]
    _hand_sizes: tuple[int, ...]
    _stock: Faces | None
    _stock_count: int
    _pile: tuple[int | None, ...]
    _pile_hidden: int
    _pile_frozen: bool
    _pending: Faces
    _melds: tuple[Mapping[int, Meld], ...]
    _red3s: tuple[Faces, ...]
    _opened: tuple[bool, ...]
    _first_meld: tuple[int, ...]
    _known: tuple[tuple[int, ...], ...]
    _red3_done: tuple[bool, ...]
    _asked: bool
    _answer: bool | None
    _asker: int
    _melded: bool
    _touched_old: bool
    _took_pile: bool
    _no_discard: bool
    _asked_before_draw: bool
    _from_pile: tuple[int, ...]
    _tainted: tuple[int, ...]
    _went_out: int
    _concealed_out: bool
    _winners: tuple[int, ...]
    _legal: Any  # a sequence of moves, made a tuple on first read
    _lazy: dict[str, Any] | None
    _feet: tuple[Faces | None, ...]
    _foot_sizes: tuple[int, ...]

    def __init__(self) -> None:
        raise TypeError("a View is made by State.view(seat) or view_from_dict(data)")

    # ------------------------------------------------------------------ who and what

    @property
    def seat(self) -> int:
        """The seat this view belongs to (``SPECTATOR``, -1, for a spectator)."""
        return self._seat

    @property
    def full(self) -> bool:
        """Whether this is the whole position (the referee's knowledge), not a seat's view."""
        return self._full

    @property
    def rules(self) -> RuleSet:
        return self._rules

    @property
    def seed(self) -> int | None:
        """The match seed: ``None`` in a seat's view (every deal follows from it, C-3.3)."""
        return self._seed

    @property
    def players(self) -> int:
        return self._rules.players

    # ------------------------------------------------------------------ the match

    @property
    def hand_no(self) -> int:
        return self._hand_no

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def scores(self) -> tuple[int, ...]:
        """Match score per team."""
        return self._scores

    @property
    def sheet(self) -> tuple[tuple[int, ...], ...]:
        """Points per team of every finished hand."""
        return self._sheet

    @property
    def winners(self) -> tuple[int, ...]:
        return self._winners

    # ------------------------------------------------------------------ the turn

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def turn(self) -> int:
        """The seat to act."""
        return self._turn

    @property
    def turn_serial(self) -> int:
        return self._turn_serial

    @property
    def legal_moves(self) -> tuple[Move, ...]:
        """The seat's legal moves when it is to act, else ``()``."""
        lm = self._legal
        if type(lm) is not tuple:
            lm = self._legal = tuple(lm)
        return lm

    @property
    def asked(self) -> bool:
        return self._asked

    @property
    def answer(self) -> bool | None:
        """The partner's answer to "May I go out?" this turn (``None``: no answer)."""
        return self._answer

    @property
    def asker(self) -> int:
        return self._asker

    @property
    def melded(self) -> bool:
        """Whether the player to act has melded this turn."""
        return self._melded

    @property
    def touched_old(self) -> bool:
        return self._touched_old

    @property
    def took_pile(self) -> bool:
        return self._took_pile

    @property
    def no_discard(self) -> bool:
        return self._no_discard

    @property
    def asked_before_draw(self) -> bool:
        """FI-8: "May I go out?" was asked before the draw (the answer returns the turn to the draw)."""
        return self._asked_before_draw

    @property
    def from_pile(self) -> tuple[int, ...]:
        """Counts by kind of the cards in the mover's hand that came from the pile this turn (SK-3)."""
        return self._from_pile

    @property
    def tainted(self) -> tuple[int, ...]:
        """Meld keys that used a card from the pile this turn, so not concealed (SK-3)."""
        return self._tainted

    # ------------------------------------------------------------------ sides

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Seats of each side in this hand."""
        return self._sides

    @property
    def lone(self) -> int:
        return self._lone

    @property
    def side_of(self) -> tuple[int, ...]:
        """The side of each seat (-1 when sitting out)."""
        r: tuple[int, ...] = self._cached("side_of", self._side_of)
        return r

    def _side_of(self) -> tuple[int, ...]:
        out = [-1] * self._rules.players
        for i, members in enumerate(self._sides):
            for q in members:
                out[q] = i
        return tuple(out)

    @property
    def side(self) -> int:
        """The seat's own side (-1 for a spectator or a seat sitting out)."""
        return self.side_of[self._seat] if self._seat >= 0 else -1

    @property
    def opened(self) -> tuple[bool, ...]:
        """Per side: whether it has made its initial meld."""
        return self._opened

    @property
    def melds(self) -> tuple[Mapping[int, Meld], ...]:
        """Per side: meld key to meld (read-only)."""
        return self._melds

    @property
    def red3s(self) -> tuple[Faces, ...]:
        """Red threes laid out, per seat."""
        return self._red3s

    @property
    def first_meld(self) -> tuple[int, ...]:
        return self._first_meld

    @property
    def red3_done(self) -> tuple[bool, ...]:
        return self._red3_done

    # ------------------------------------------------------------------ cards

    @property
    def hands(self) -> tuple[Faces | None, ...]:
        """Per seat: its faces, or ``None`` where this view may not see them."""
        return self._hands

    @property
    def hand(self) -> Faces:
        """The seat's own faces, by kind (``()`` for a spectator)."""
        h = self._hands[self._seat] if self._seat >= 0 else None
        return () if h is None else h

    @property
    def hand_kinds(self) -> tuple[int, ...]:
        """The seat's own hand as counts by kind."""
        r: tuple[int, ...] = self._cached("hand_kinds", self._hand_kinds)
        return r

    def _hand_kinds(self) -> tuple[int, ...]:
        counts = [0] * NKINDS
        for f in self.hand:
            counts[KIND[f]] += 1
        return tuple(counts)

    @property
    def feet(self) -> tuple[Faces | None, ...]:
        """Each seat's foot (Hand and Foot, HF-3): the faces in a full view, ``None`` in a seat's view,
        its own included (a foot is face down until picked up, HF-10); empty without a foot."""
        return self._feet

    @property
    def foot_sizes(self) -> tuple[int, ...]:
        """Cards in each seat's foot (0 once picked up, HF-10; all 0 without a foot)."""
        return self._foot_sizes

    def in_foot(self, seat: int) -> bool:
        """Whether ``seat`` plays from its foot: it has picked it up (False without a foot, HF-10)."""
        return self._rules.foot_size > 0 and self._foot_sizes[seat] == 0

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Cards in each seat's hand."""
        return self._hand_sizes

    @property
    def known(self) -> tuple[tuple[int, ...], ...]:
        """Per seat, counts by kind of the cards every seat knows are in its hand (taken from the pile)."""
        return self._known

    @property
    def stock(self) -> Faces | None:
        """The stock, bottom first (``None``: hidden)."""
        return self._stock

    @property
    def stock_count(self) -> int:
        return self._stock_count

    @property
    def pile(self) -> tuple[int | None, ...]:
        """The discard pile, bottom first; face-down (pozzo) cards are ``None`` in a seat's view."""
        return self._pile

    @property
    def pile_hidden(self) -> int:
        """How many cards at the bottom of the pile lie face down (the Italian pozzo)."""
        return self._pile_hidden

    @property
    def pile_frozen(self) -> bool:
        return self._pile_frozen

    @property
    def pending(self) -> Faces:
        """Cards taken with the pile that wait beside the hand until the opening is complete (C-9.4)."""
        return self._pending

    @property
    def went_out(self) -> int:
        return self._went_out

    @property
    def concealed_out(self) -> bool:
        return self._concealed_out

    # ------------------------------------------------------------------ text form

    def _cached(self, name: str, make: Any) -> Any:
        lz = self._lazy
        if lz is None:
            lz = self._lazy = {}
        v = lz.get(name)
        if v is None:
            v = lz[name] = make()
        return v

    @property
    def data(self) -> dict[str, Any]:
        """The text form of the position as this view shows it (``canasta-position/1``, without
        ``seat`` and ``legal_moves``), made once. Do not change it: :meth:`document` and
        :meth:`to_dict` give a new one."""
        d: dict[str, Any] = self._cached("data", self._document)
        return d

    def to_dict(self) -> dict[str, Any]:
        """The text form for the wire and for files: the position document, plus ``seat`` and
        ``legal_moves`` for a seat's view (a full view gives the position document alone)."""
        d = self._document()
        if not self._full:
            d["seat"] = self._seat
            d["legal_moves"] = [str(m) for m in self.legal_moves]
        return d

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    def document(self) -> dict[str, Any]:
        """A new copy of the position document this view shows (what :attr:`data` holds)."""
        return self._document()

    def _document(self) -> dict[str, Any]:
        d = self._base_document()
        if self._rules.foot_size:  # HF-3 (only where the rules deal a foot: other documents stay as they were)
            d["feet"] = [{"count": n} if f is None else _faces(f) for f, n in zip(self._feet, self._foot_sizes)]
        return d

    def _base_document(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "rules": self._rules.to_dict(),
            "seed": self._seed,
            "hand": self._hand_no,
            "dealer": self._dealer,
            "scores": list(self._scores),
            "sheet": [list(x) for x in self._sheet],
            "phase": self._phase,
            "turn": self._turn,
            "turn_serial": self._turn_serial,
            "sides": [list(s) for s in self._sides],
            "lone": self._lone,
            "hands": [{"count": n} if h is None else _faces(h) for h, n in zip(self._hands, self._hand_sizes)],
            "stock": {"count": self._stock_count} if self._stock is None else _faces(self._stock),
            "pile": [None if f is None else face_text(f) for f in self._pile],
            "pile_hidden": self._pile_hidden,
            "pile_frozen": self._pile_frozen,
            "pending": _faces(self._pending),
            "melds": [[_meld_doc(m) for m in sorted(side.values(), key=_meld_order)] for side in self._melds],
            "red3s": [_faces(x) for x in self._red3s],
            "opened": list(self._opened),
            "first_meld": list(self._first_meld),
            "known": [_known_text(k) for k in self._known],
            "red3_done": list(self._red3_done),
            "flags": {"asked": self._asked, "answer": self._answer, "asker": self._asker,
                      "melded": self._melded, "touched_old": self._touched_old, "took_pile": self._took_pile,
                      "no_discard": self._no_discard, "from_pile": _known_text(self._from_pile),
                      "tainted": [meld_key_text(k) for k in self._tainted],
                      **({"asked_before_draw": True} if self._asked_before_draw else {})},
            "went_out": self._went_out,
            "concealed_out": self._concealed_out,
            "winners": list(self._winners),
        }

    # ------------------------------------------------------------------ comparison

    def _values(self) -> tuple[Any, ...]:
        return (self._seat, self._full, self._rules, self._seed, self._hand_no, self._dealer, self._scores,
                self._sheet, self._phase, self._turn, self._turn_serial, self._sides, self._lone, self._hands,
                self._hand_sizes, self._stock, self._stock_count, self._pile, self._pile_hidden,
                self._pile_frozen, self._pending, tuple(dict(m) for m in self._melds),
                self._red3s, self._opened, self._first_meld, self._known, self._red3_done, self._asked,
                self._answer, self._asker, self._melded, self._touched_old, self._took_pile, self._no_discard,
                self._from_pile, self._tainted, self._went_out, self._concealed_out, self._winners,
                self.legal_moves, self._asked_before_draw, self._feet, self._foot_sizes)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, View):
            return NotImplemented
        return self._values() == other._values()

    __hash__ = None  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        """Pickled as its text form (the read-only mappings do not pickle)."""
        return view_from_dict, (self.to_dict(),)

    def __copy__(self) -> View:
        return self  # read-only

    def __deepcopy__(self, memo: dict[int, Any]) -> View:
        return self

    def __repr__(self) -> str:
        who = "full" if self._full else f"seat {self._seat}"
        return f"<View {who} {self._rules.preset} hand {self._hand_no + 1} {self._phase} turn {self._turn}>"

    def completed(self, hands: list[list[int]], stock: list[int], pile: list[int], seed: int,
                  feet: list[list[int]] | None = None) -> View:
        """A full view: this view with every hidden part given (every hand, the stock, the whole
        pile and the seed). What :func:`canasta.position.determinize` deals is completed so."""
        v = _copy(self)
        v._full = True
        v._seat = SPECTATOR
        v._seed = seed
        v._hands = tuple(tuple(h) for h in hands)
        v._hand_sizes = tuple(map(len, hands))
        v._stock = tuple(stock)
        v._stock_count = len(stock)
        v._pile = tuple(pile)
        if feet is not None:
            v._feet = tuple(tuple(f) for f in feet)
            v._foot_sizes = tuple(map(len, feet))
        v._legal = ()
        v._lazy = None
        return v


def _copy(v: View) -> View:
    c = object.__new__(View)
    for name in View.__slots__:
        object.__setattr__(c, name, object.__getattribute__(v, name))
    return c


def _meld_order(m: Meld) -> int:
    """Where a meld stands in a side's list: sequences, then groups from the aces down, each rank's
    further groups (SA-6: ``Q2``) right after its first."""
    key = m.key
    if key >= GROUP_BASE:
        return -16 * key_rank(key) + group_slot(key)
    return -16 * key


def _meld_doc(m: Meld) -> dict[str, Any]:
    """A meld in a view: its key text, cards, turn laid and concealed flag; a sequence (SA-3) says so,
    with its suit: ``"kind": "sequence", "suit": "h"`` (a group has no ``kind``, as before)."""
    doc: dict[str, Any] = {"key": meld_key_text(m.key), "cards": _faces(m.cards), "born": m.born,
                           "concealed": m.concealed}
    if SEQ_BASE <= m.key < GROUP_BASE:
        doc["kind"] = "sequence"
        doc["suit"] = SUITS[seq_suit(m.key)]
    return doc


def _faces(xs: Faces | list[int]) -> list[str]:
    return [face_text(f) for f in xs]


def _known_text(k: tuple[int, ...] | list[int]) -> dict[str, int]:
    return {kind_text(i): n for i, n in enumerate(k) if n}


def make_view(rules: RuleSet, seat: int, full: bool, seed: int | None, hand_no: int, dealer: int,
              scores: tuple[int, ...], sheet: tuple[tuple[int, ...], ...], phase: str, turn: int,
              turn_serial: int, sides: tuple[tuple[int, ...], ...], lone: int, hands: tuple[Faces | None, ...],
              hand_sizes: tuple[int, ...], stock: Faces | None, stock_count: int, pile: tuple[int | None, ...],
              pile_hidden: int, pile_frozen: bool, pending: Faces, melds: tuple[Mapping[int, Meld], ...],
              red3s: tuple[Faces, ...], opened: tuple[bool, ...], first_meld: tuple[int, ...],
              known: tuple[tuple[int, ...], ...], red3_done: tuple[bool, ...], asked: bool, answer: bool | None,
              asker: int, melded: bool, touched_old: bool, took_pile: bool, no_discard: bool,
              from_pile: tuple[int, ...], tainted: tuple[int, ...], went_out: int, concealed_out: bool,
              winners: tuple[int, ...], legal: Any, asked_before_draw: bool = False,
              feet: tuple[Faces | None, ...] = (), foot_sizes: tuple[int, ...] = ()) -> View:
    """A view from native values (the state's snapshot and :func:`view_from_dict` use it)."""
    v = object.__new__(View)
    v._seat = seat
    v._full = full
    v._rules = rules
    v._seed = seed
    v._hand_no = hand_no
    v._dealer = dealer
    v._scores = scores
    v._sheet = sheet
    v._phase = phase
    v._turn = turn
    v._turn_serial = turn_serial
    v._sides = sides
    v._lone = lone
    v._hands = hands
    v._hand_sizes = hand_sizes
    v._stock = stock
    v._stock_count = stock_count
    v._pile = pile
    v._pile_hidden = pile_hidden
    v._pile_frozen = pile_frozen
    v._pending = pending
    v._melds = melds
    v._red3s = red3s
    v._opened = opened
    v._first_meld = first_meld
    v._known = known
    v._red3_done = red3_done
    v._asked = asked
    v._answer = answer
    v._asker = asker
    v._melded = melded
    v._touched_old = touched_old
    v._took_pile = took_pile
    v._no_discard = no_discard
    v._from_pile = from_pile
    v._tainted = tainted
    v._went_out = went_out
    v._concealed_out = concealed_out
    v._winners = winners
    v._legal = legal
    v._asked_before_draw = asked_before_draw
    n = rules.players
    v._feet = feet or (((),) * n if full else (None,) * n)
    v._foot_sizes = foot_sizes or (0,) * n
    v._lazy = None
    return v


# ---------------------------------------------------------------------------------------- reading text


def _need(d: Mapping[str, Any], key: str, typ: type | tuple[type, ...], where: str = "position") -> Any:
    if key not in d:
        raise PositionError(f"{where} lacks the field {key!r}", "position-missing-field", {"where": where, "name": key})
    v = d[key]
    if not isinstance(v, typ) or (typ is int and isinstance(v, bool)):
        name = typ.__name__ if isinstance(typ, type) else "/".join(t.__name__ for t in typ)
        raise PositionError(f"{where} field {key!r} should be {name}, got {type(v).__name__}", "position-field-type",
                            {"where": where, "name": key})
    return v


def _shown(v: Any) -> str:
    """A value of the document as the file writes it (``7``, ``null``, ``"7x"`` without quotes)."""
    if isinstance(v, str):
        return v
    try:
        return json.dumps(v, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(v)


# The helpers below take ``where``, the English words of the message ("hand of seat 2"), and
# ``field``, the place in the document the translations name ("hands[2]").


def _card_list(v: Any, where: str, field: str) -> list[int]:
    if not isinstance(v, list):
        raise PositionError(f"{where} should be a list of cards", "position-not-card-list",
                            {"where": where, "field": field})
    out = []
    for t in v:
        if not isinstance(t, str):
            raise PositionError(f"{where} holds {t!r}, which is not a card", "position-not-a-card",
                                {"where": where, "field": field, "text": _shown(t)})
        try:
            out.append(parse_face(t))
        except ValueError as e:
            raise PositionError(f"{where}: {e}", "position-not-a-card",
                                {"where": where, "field": field, "text": t}) from None
    return out


def _count(v: Any, where: str, field: str) -> int:
    if not isinstance(v, dict) or not isinstance(v.get("count"), int) or isinstance(v.get("count"), bool) \
            or v["count"] < 0:
        raise PositionError(f"{where} should be a list of cards or {{\"count\": n}}", "position-not-cards-or-count",
                            {"where": where, "field": field})
    n: int = v["count"]
    return n


def _ints(v: Any, where: str) -> tuple[int, ...]:
    if not isinstance(v, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise PositionError(f"{where} should be a list of whole numbers", "position-not-whole-numbers",
                            {"where": where, "field": where})
    return tuple(v)


def _kind_counts(k: Any, where: str, field: str) -> tuple[int, ...]:
    row = [0] * NKINDS
    if not isinstance(k, dict):
        raise PositionError(f"{where} should be a {{kind: count}} object", "position-not-kind-counts",
                            {"where": where, "field": field})
    for kt, cnt in k.items():
        try:
            kk = parse_kind(kt)
        except (ValueError, TypeError) as e:
            raise PositionError(f"{where}: {e}", "position-not-a-kind",
                                {"where": where, "field": field, "text": _shown(kt)}) from None
        try:
            row[kk] = int(cnt)
        except (ValueError, TypeError) as e:
            raise PositionError(f"{where}: {e}", "position-bad-count",
                                {"where": where, "field": field, "text": _shown(cnt)}) from None
    return tuple(row)


def _read_hands(hands_d: list[Any], full: bool, seat: int) -> tuple[list[Faces | None], list[int]]:
    """The hands of a view (a seat sees its own, a full view every one) and every hand's size."""
    hands: list[Faces | None] = []
    sizes: list[int] = []
    for q, h in enumerate(hands_d):
        if isinstance(h, list) and (full or q == seat):
            faces = tuple(sorted(_card_list(h, f"hand of seat {q}", f"hands[{q}]"), key=lambda f: KIND[f]))
            hands.append(faces)
            sizes.append(len(faces))
        elif full or q == seat:
            raise PositionError(f"hand of seat {q} should be a list of cards", "position-not-card-list",
                                {"where": f"hand of seat {q}", "field": f"hands[{q}]"})
        else:
            hands.append(None)
            sizes.append(_count(h, f"hand of seat {q}", f"hands[{q}]"))
    return hands, sizes


def _read_pile(pile_d: list[Any], pile_hidden: int, full: bool) -> list[int | None]:
    """The pile; a seat's view has None for each face-down card under the top card."""
    pile: list[int | None] = []
    for i, c in enumerate(pile_d):
        if c is None and not full and i < pile_hidden:
            pile.append(None)
        else:
            pile.extend(_card_list([c], "pile", f"pile[{i}]"))
    return pile


def _read_melds(melds_d: list[Any]) -> list[Mapping[int, Meld]]:
    """Each side's melds by key (the count of sides is checked by the caller)."""
    melds: list[Mapping[int, Meld]] = []
    for i, side in enumerate(melds_d):
        if not isinstance(side, list):
            raise PositionError(f"melds of side {i} should be a list", "position-side-melds", {"side": i})
        md: dict[int, Meld] = {}
        for j, m in enumerate(side):
            if not isinstance(m, dict):
                raise PositionError(f"a meld of side {i} should be an object", "position-meld-not-object", {"side": i})
            try:
                key_text = str(_need(m, "key", str, "meld"))
            except PositionError as e:
                raise PositionError(f"meld of side {i}: {e}", "position-meld", {"side": i}, inner=e) from None
            try:
                key = parse_meld_key(key_text)
            except ValueError as e:
                raise PositionError(f"meld of side {i}: {e}", "position-meld-key", {"side": i, "text": key_text}) from None
            faces_m = _card_list(_need(m, "cards", list, "meld"), f"meld {m.get('key')} of side {i}",
                                 f"melds[{i}][{j}].cards")
            if key in md:
                raise PositionError(f"side {i} has two melds of {m['key']}", "position-meld-twice",
                                    {"side": i, "meld": meld_key_text(key)})
            mm = make_meld(key, faces_m, _need(m, "born", int, "meld"))
            md[key] = mm._replace(concealed=bool(_need(m, "concealed", bool, "meld")))
        melds.append(MappingProxyType(md))
    return melds


def _read_flags(fl: dict[str, Any]) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """The flags ``from_pile``, ``tainted`` and ``asker`` (the others are read as they are)."""
    try:
        from_pile = _kind_counts(fl.get("from_pile", {}), "flags: from_pile", "flags.from_pile")
    except PositionError as e:
        raise PositionError(f"flags: {e}", "position-flags", inner=e) from None
    tainted_l: list[int] = []
    bad: Any = fl.get("tainted", [])  # the value not read: the list, or the key in it
    try:
        for bad in fl.get("tainted", []):
            tainted_l.append(parse_meld_key(str(bad)))
    except (ValueError, TypeError) as e:
        raise PositionError(f"flags: {e}", "position-flag-value", {"name": "tainted", "text": _shown(bad)}) from None
    tainted = tuple(tainted_l)
    try:
        asker = int(fl.get("asker", -1))
    except (ValueError, TypeError) as e:
        raise PositionError(f"flags: {e}", "position-flag-value",
                            {"name": "asker", "text": _shown(fl.get("asker"))}) from None
    return from_pile, tainted, asker


def _read_legal(lm: Any) -> tuple[Move, ...]:
    """A seat's legal moves."""
    if not isinstance(lm, list) or not all(isinstance(t, str) for t in lm):
        raise PositionError("legal_moves should be a list of moves", "position-legal-moves")
    try:
        return tuple(parse_move(t) for t in lm)
    except ValueError as e:
        raise PositionError(f"legal_moves: {e}", "position-legal-move", inner=e) from None


def view_from_dict(d: Any) -> View:
    """Read a view's text form back (:meth:`View.to_dict`). A document without ``seat`` is a whole
    position (``canasta-position/1``: every hand, the stock and the seed) and gives a full view.
    Raises :class:`~canasta.errors.PositionError` saying what is wrong."""
    if not isinstance(d, dict):
        raise PositionError("a position must be a JSON object", "position-not-object")
    if d.get("format") != FORMAT:
        raise PositionError(f"not a position: 'format' should be {FORMAT!r}", "position-format", {"format": FORMAT})
    try:
        rules = RuleSet.from_dict(_need(d, "rules", dict))
    except RuleError as e:
        raise PositionError(f"rules: {e}", "position-rules", inner=e) from None
    n = rules.players
    full = "seat" not in d
    seat = SPECTATOR if full else _need(d, "seat", int)
    if not -1 <= seat < n:
        raise PositionError(f"seat {seat} is not a seat of this table (-1 for a spectator)", "position-seat-range",
                            {"seat": seat})
    seed = _need(d, "seed", int) if full else d.get("seed")
    if seed is not None and not full:
        raise PositionError("a seat's view never holds the seed", "position-view-seed")
    hand_no = _need(d, "hand", int)
    if hand_no < 0:
        raise PositionError("hand must be 0 or more", "position-hand-negative")
    dealer = _need(d, "dealer", int)
    scores = _ints(_need(d, "scores", list), "scores")
    sheet_d = _need(d, "sheet", list)
    if not all(isinstance(row, list) and len(row) == len(scores) and all(isinstance(x, int) for x in row)
               for row in sheet_d):
        raise PositionError("sheet should be a list of per-team score rows", "position-sheet")
    sheet = tuple(tuple(row) for row in sheet_d)
    phase = _need(d, "phase", str)
    if phase not in PHASES:
        raise PositionError(f"phase {phase!r} is not one of {', '.join(PHASES)}", "position-phase",
                            {"text": phase, "choices": ", ".join(PHASES)})
    turn = _need(d, "turn", int)
    turn_serial = _need(d, "turn_serial", int)
    sides_d = _need(d, "sides", list)
    for members in sides_d:
        if not isinstance(members, list) or not all(isinstance(q, int) and 0 <= q < n for q in members):
            raise PositionError("sides should be lists of seats", "position-sides")
    sides = tuple(tuple(m) for m in sides_d)
    lone = _need(d, "lone", int)
    hands_d = _need(d, "hands", list)
    if len(hands_d) != n:
        raise PositionError(f"hands should list {n} seats", "position-hands-count", {"count": n})
    hands, sizes = _read_hands(hands_d, full, seat)
    stock_d = _need(d, "stock", (list, dict))
    if full:
        stock_faces = tuple(_card_list(stock_d, "stock", "stock"))
        stock: Faces | None = stock_faces
        stock_count = len(stock_faces)
    else:
        stock = None
        stock_count = _count(stock_d, "stock", "stock")
    pile_d = _need(d, "pile", list)
    pile_hidden = _need(d, "pile_hidden", int)
    if not 0 <= pile_hidden <= max(0, len(pile_d) - 1):
        raise PositionError("pile_hidden must count face-down cards below the top card", "position-pile-hidden")
    pile = _read_pile(pile_d, pile_hidden, full)
    pile_frozen = _need(d, "pile_frozen", bool)
    pending = tuple(_card_list(_need(d, "pending", list), "pending", "pending"))
    melds_d = _need(d, "melds", list)
    if len(melds_d) != len(sides):
        raise PositionError("melds should list one entry per side", "position-melds-count")
    melds = _read_melds(melds_d)
    red3s_d = _need(d, "red3s", list)
    red3s = tuple(tuple(_card_list(x, f"red threes of seat {q}", f"red3s[{q}]")) for q, x in enumerate(red3s_d))
    if len(red3s) != n:
        raise PositionError(f"red3s should list {n} seats", "position-red3s-count", {"count": n})
    opened = tuple(bool(x) for x in _need(d, "opened", list))
    first_meld = _ints(_need(d, "first_meld", list), "first_meld")
    known = tuple(_kind_counts(k, f"known of seat {q}", f"known[{q}]") for q, k in enumerate(_need(d, "known", list)))
    red3_done = tuple(bool(x) for x in _need(d, "red3_done", list))
    if not (len(opened) == len(sides) and len(first_meld) == n and len(known) == n and len(red3_done) == n):
        raise PositionError("opened, first_meld, known and red3_done must have one entry per side/seat",
                            "position-entries-count")
    fl = _need(d, "flags", dict)
    ans = fl.get("answer")
    from_pile, tainted, asker = _read_flags(fl)
    went_out = _need(d, "went_out", int)
    concealed_out = _need(d, "concealed_out", bool)
    winners = _ints(_need(d, "winners", list), "winners")
    legal = () if full else _read_legal(d.get("legal_moves", []))
    feet, foot_sizes = _read_feet(d.get("feet"), n, full, rules.foot_size)
    return make_view(
        rules, seat, full, seed, hand_no, dealer, scores, sheet, phase, turn, turn_serial, sides, lone,
        tuple(hands), tuple(sizes), stock, stock_count, tuple(pile), pile_hidden, pile_frozen, pending,
        tuple(melds), red3s, opened, first_meld, known, red3_done, bool(fl.get("asked", False)),
        None if ans is None else bool(ans), asker, bool(fl.get("melded", False)),
        bool(fl.get("touched_old", False)), bool(fl.get("took_pile", False)), bool(fl.get("no_discard", False)),
        from_pile, tainted, went_out, concealed_out, winners, legal, bool(fl.get("asked_before_draw", False)),
        feet, foot_sizes)


def _read_feet(feet_d: Any, n: int, full: bool, foot_size: int) -> tuple[tuple[Faces | None, ...], tuple[int, ...]]:
    """The feet (HF-3): faces in a whole position, counts in a seat's view (every foot is face down)."""
    if not foot_size:
        if feet_d is not None:
            raise PositionError("feet are dealt only where the rules give foot_size", "position-feet")
        return (), ()
    if not isinstance(feet_d, list) or len(feet_d) != n:
        raise PositionError(f"feet should list {n} seats", "position-feet")
    feet: list[Faces | None] = []
    sizes: list[int] = []
    for q, f in enumerate(feet_d):
        if full:
            faces = tuple(_card_list(f, f"foot of seat {q}", f"feet[{q}]"))
            feet.append(faces)
            sizes.append(len(faces))
        else:
            feet.append(None)
            sizes.append(_count(f, f"foot of seat {q}", f"feet[{q}]"))
    return tuple(feet), tuple(sizes)
