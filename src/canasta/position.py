"""Positions as JSON (what FEN is to chess), and per-seat views.

A *position* is a whole match at one moment: rule set, seed, scores and every card of the
current hand. A *view* is the same document as one seat may see it: other hands become
``{"count": n}``, the stock becomes ``{"count": n}``, and face-down pozzo cards become ``null``.
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

Cards are face texts (``7h``, ``10s``, ``JK``), stock and pile bottom first.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from .cards import KIND, NKINDS, deck, face_text, kind_text, parse_face, parse_kind, parse_meld_key
from .errors import PositionError
from .melds import Meld, make_meld
from .moves import Move
from .rules import RuleError, RuleSet
from .state import PHASES, State, hand_order, teams_for

FORMAT = "canasta-position/1"
SPECTATOR = -1


def _faces(xs: list[int]) -> list[str]:
    return [face_text(f) for f in xs]


def _known(k: list[int]) -> dict[str, int]:
    return {kind_text(i): n for i, n in enumerate(k) if n}


def position_dict(st: State, seat: int | None = None) -> dict[str, Any]:
    """The position as a JSON-able dict; with ``seat`` (or ``SPECTATOR``), that seat's view."""
    full = seat is None
    hands: list[Any] = []
    for q in range(st.rules.players):
        if full or q == seat:
            hands.append(_faces(st.hand(q)))
        else:
            hands.append({"count": st.nhand[q]})
    pile: list[str | None] = list(_faces(st.pile))
    if not full:
        for i in range(st.pile_hidden):
            pile[i] = None
    return {
        "format": FORMAT,
        "rules": st.rules.to_dict(),
        "seed": st.seed,
        "hand": st.hand_no,
        "dealer": st.dealer,
        "scores": list(st.scores),
        "sheet": [list(x) for x in st.sheet],
        "phase": st.phase,
        "turn": st.turn,
        "turn_serial": st.turn_serial,
        "sides": [list(s) for s in st.sides],
        "lone": st.lone,
        "hands": hands,
        "stock": _faces(st.stock) if full else {"count": len(st.stock)},
        "pile": pile,
        "pile_hidden": st.pile_hidden,
        "pile_frozen": st.pile_frozen,
        "pending": _faces(st.pending),
        "melds": [[{"key": _key_text(m.key), "cards": _faces(list(m.cards)), "born": m.born,
                    "concealed": m.concealed} for m in sorted(side.values(), key=lambda m: -m.key)]
                  for side in st.melds],
        "red3s": [_faces(x) for x in st.red3s],
        "opened": list(st.opened),
        "first_meld": list(st.first_meld),
        "known": [_known(k) for k in st.known],
        "red3_done": list(st.red3_done),
        "flags": {"asked": st.asked, "answer": None if st.answer < 0 else bool(st.answer), "asker": st.asker,
                  "melded": st.melded_turn, "touched_old": st.touched_old, "took_pile": st.took_pile,
                  "no_discard": st.no_discard},
        "went_out": st.went_out,
        "concealed_out": st.concealed_out,
        "winners": list(st.winners),
    }


def _key_text(key: int) -> str:
    from .cards import meld_key_text

    return meld_key_text(key)


def position_json(st: State, seat: int | None = None, indent: int | None = 1) -> str:
    return json.dumps(position_dict(st, seat), indent=indent)


def _need(d: dict[str, Any], key: str, typ: type | tuple[type, ...], where: str = "position") -> Any:
    if key not in d:
        raise PositionError(f"{where} lacks the field {key!r}")
    v = d[key]
    if not isinstance(v, typ) or (typ is int and isinstance(v, bool)):
        name = typ.__name__ if isinstance(typ, type) else "/".join(t.__name__ for t in typ)
        raise PositionError(f"{where} field {key!r} should be {name}, got {type(v).__name__}")
    return v


def _card_list(v: Any, where: str) -> list[int]:
    if not isinstance(v, list):
        raise PositionError(f"{where} should be a list of cards")
    out = []
    for t in v:
        if not isinstance(t, str):
            raise PositionError(f"{where} holds {t!r}, which is not a card")
        try:
            out.append(parse_face(t))
        except ValueError as e:
            raise PositionError(f"{where}: {e}") from None
    return out


def state_from_position(d: Any) -> State:
    """Load a full position (not a view). Raises :class:`PositionError` saying what is wrong."""
    if not isinstance(d, dict):
        raise PositionError("a position must be a JSON object")
    if d.get("format") != FORMAT:
        raise PositionError(f"not a position: 'format' should be {FORMAT!r}")
    try:
        rules = RuleSet.from_dict(_need(d, "rules", dict))
    except RuleError as e:
        raise PositionError(f"rules: {e}") from None
    n = rules.players
    st = State.__new__(State)
    st.rules = rules
    st.seed = _need(d, "seed", int)
    st.hand_no = _need(d, "hand", int)
    if st.hand_no < 0:
        raise PositionError("hand must be 0 or more")
    st.teams = teams_for(rules)
    team_of = [0] * n
    for t, members in enumerate(st.teams):
        for q in members:
            team_of[q] = t
    st.team_of = tuple(team_of)
    st.order = hand_order(rules, st.hand_no)
    st.dealer = _need(d, "dealer", int)
    if st.dealer not in st.order:
        raise PositionError(f"dealer {st.dealer} does not play hand {st.hand_no}")
    scores = _need(d, "scores", list)
    if len(scores) != len(st.teams) or not all(isinstance(x, int) for x in scores):
        raise PositionError(f"scores should be {len(st.teams)} whole numbers")
    st.scores = list(scores)
    sheet = _need(d, "sheet", list)
    if not all(isinstance(row, list) and len(row) == len(st.teams) and all(isinstance(x, int) for x in row)
               for row in sheet):
        raise PositionError("sheet should be a list of per-team score rows")
    st.sheet = [list(row) for row in sheet]
    st.phase = _need(d, "phase", str)
    if st.phase not in PHASES:
        raise PositionError(f"phase {st.phase!r} is not one of {', '.join(PHASES)}")
    st.turn = _need(d, "turn", int)
    if st.turn not in st.order:
        raise PositionError(f"turn {st.turn} is not a seat playing this hand")
    st.turn_serial = _need(d, "turn_serial", int)
    sides = _need(d, "sides", list)
    st.sides = []
    st.side_of = [-1] * n
    for i, members in enumerate(sides):
        if not isinstance(members, list) or not all(isinstance(q, int) and 0 <= q < n for q in members):
            raise PositionError("sides should be lists of seats")
        st.sides.append(tuple(members))
        for q in members:
            if st.side_of[q] != -1:
                raise PositionError(f"seat {q} is on two sides")
            st.side_of[q] = i
    if any(st.side_of[q] < 0 for q in st.order):
        raise PositionError("every seat playing the hand must be on a side")
    st.lone = _need(d, "lone", int)
    hands = _need(d, "hands", list)
    if len(hands) != n:
        raise PositionError(f"hands should list {n} seats")
    st.hands = [[[] for _ in range(NKINDS)] for _ in range(n)]
    st.nhand = [0] * n
    for q, h in enumerate(hands):
        for f in _card_list(h, f"hand of seat {q}"):
            st._give(q, f)
    st.stock = _card_list(_need(d, "stock", list), "stock")
    st.pile = _card_list(_need(d, "pile", list), "pile")
    st.pile_hidden = _need(d, "pile_hidden", int)
    if not 0 <= st.pile_hidden <= max(0, len(st.pile) - 1):
        raise PositionError("pile_hidden must count face-down cards below the top card")
    st.pile_frozen = _need(d, "pile_frozen", bool)
    st.pending = _card_list(_need(d, "pending", list), "pending")
    melds = _need(d, "melds", list)
    if len(melds) != len(st.sides):
        raise PositionError("melds should list one entry per side")
    st.melds = []
    for i, side in enumerate(melds):
        if not isinstance(side, list):
            raise PositionError(f"melds of side {i} should be a list")
        md: dict[int, Meld] = {}
        for m in side:
            if not isinstance(m, dict):
                raise PositionError(f"a meld of side {i} should be an object")
            try:
                key = parse_meld_key(str(_need(m, "key", str, "meld")))
            except ValueError as e:
                raise PositionError(f"meld of side {i}: {e}") from None
            faces = _card_list(_need(m, "cards", list, "meld"), f"meld {m.get('key')} of side {i}")
            if key in md:
                raise PositionError(f"side {i} has two melds of {m['key']}")
            mm = make_meld(key, faces, _need(m, "born", int, "meld"))
            md[key] = mm._replace(concealed=bool(_need(m, "concealed", bool, "meld")))
        st.melds.append(md)
    st.red3s = [_card_list(x, f"red threes of seat {q}") for q, x in enumerate(_need(d, "red3s", list))]
    if len(st.red3s) != n:
        raise PositionError(f"red3s should list {n} seats")
    st.opened = [bool(x) for x in _need(d, "opened", list)]
    st.first_meld = list(_need(d, "first_meld", list))
    known = _need(d, "known", list)
    st.known = []
    for q, k in enumerate(known):
        row = [0] * NKINDS
        if not isinstance(k, dict):
            raise PositionError("known should hold one {kind: count} object per seat")
        for kt, cnt in k.items():
            try:
                row[parse_kind(kt)] = int(cnt)
            except ValueError as e:
                raise PositionError(f"known of seat {q}: {e}") from None
        st.known.append(row)
    st.red3_done = [bool(x) for x in _need(d, "red3_done", list)]
    if not (len(st.opened) == len(st.sides) and len(st.first_meld) == n and len(st.known) == n
            and len(st.red3_done) == n):
        raise PositionError("opened, first_meld, known and red3_done must have one entry per side/seat")
    fl = _need(d, "flags", dict)
    st.asked = bool(fl.get("asked", False))
    ans = fl.get("answer")
    st.answer = -1 if ans is None else int(bool(ans))
    st.asker = int(fl.get("asker", -1))
    st.melded_turn = bool(fl.get("melded", False))
    st.touched_old = bool(fl.get("touched_old", False))
    st.took_pile = bool(fl.get("took_pile", False))
    st.no_discard = bool(fl.get("no_discard", False))
    st.went_out = _need(d, "went_out", int)
    st.concealed_out = _need(d, "concealed_out", bool)
    st.winners = tuple(_need(d, "winners", list))
    actor = st.asker if st.phase == "answer" else st.turn
    if actor not in st.order:
        raise PositionError("the player to act does not play this hand")
    st.ti = st.order.index(actor)
    st._legal = None
    _check_cards(st)
    st.result = None
    if st.phase in ("hand_over", "match_over"):
        from .scoring import score_hand

        st.result = score_hand(st)
    return st


def _check_cards(st: State) -> None:
    """Every card of the deck is somewhere, exactly once."""
    have = Counter(all_cards(st))
    want = Counter(deck(st.rules.packs))
    if have != want:
        extra = have - want
        missing = want - have
        if extra:
            raise PositionError(f"the position holds too many {face_text(next(iter(extra)))}")
        raise PositionError(f"the position lacks {face_text(next(iter(missing)))} (every card must be somewhere)")
    for q in range(st.rules.players):
        if st.hands[q][2]:
            raise PositionError(f"seat {q} holds a red three, which is never kept in hand (C-1.4)")


def all_cards(st: State) -> list[int]:
    """Every card of the position: hands, stock, pile, pending, melds and red threes."""
    out: list[int] = []
    for q in range(st.rules.players):
        out.extend(st.hand(q))
        out.extend(st.red3s[q])
    out.extend(st.stock)
    out.extend(st.pile)
    out.extend(st.pending)
    for side in st.melds:
        for m in side.values():
            out.extend(m.cards)
    return out


def load_position(text: str) -> State:
    """Parse position JSON text."""
    try:
        d = json.loads(text)
    except json.JSONDecodeError as e:
        raise PositionError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    return state_from_position(d)


class View:
    """What one seat may know: the redacted position and, on its turn, its legal moves.

    It is the only thing a player, bot or client is ever given."""

    __slots__ = ("seat", "data", "legal_moves")

    def __init__(self, st: State, seat: int) -> None:
        self.seat = seat
        self.data = position_dict(st, seat)
        self.legal_moves: list[Move] = list(st.legal_move_list()) if seat == st.turn else []

    @property
    def rules(self) -> RuleSet:
        return RuleSet.from_dict(self.data["rules"])

    @property
    def hand(self) -> list[int]:
        if self.seat < 0:
            return []
        return [parse_face(t) for t in self.data["hands"][self.seat]]

    @property
    def hand_kinds(self) -> list[int]:
        counts = [0] * NKINDS
        for f in self.hand:
            counts[KIND[f]] += 1
        return counts

    def to_dict(self) -> dict[str, Any]:
        d = dict(self.data)
        d["seat"] = self.seat
        d["legal_moves"] = [str(m) for m in self.legal_moves]
        return d

    def to_json(self) -> str:
        return json.dumps(self.to_dict())


def view(st: State, seat: int) -> View:
    """A seat's view (``SPECTATOR`` for a spectator, who sees no hand)."""
    return View(st, seat)


def hidden_cards(st: State, seat: int) -> list[int]:
    """Faces a seat cannot see: other hands, the stock and face-down pozzo cards."""
    out: list[int] = []
    for q in range(st.rules.players):
        if q != seat:
            out.extend(st.hand(q))
    out.extend(st.stock)
    out.extend(st.pile[: st.pile_hidden])
    return out


def determinize(v: View, seed: int) -> State:
    """A full state consistent with a view: the hidden cards are dealt at random (seeded),
    keeping the cards known to be in a hand (taken from the pile) where they are. This is the
    sampling step of Information-Set MCTS and of OpenSpiel's resampler."""
    from . import rng as _rng

    d = json.loads(json.dumps(v.data))
    rules = RuleSet.from_dict(d["rules"])
    seen: list[int] = []
    if v.seat >= 0:
        seen += _card_list(d["hands"][v.seat], "hand")
    for side in d["melds"]:
        for m in side:
            seen += _card_list(m["cards"], "meld")
    for x in d["red3s"]:
        seen += _card_list(x, "red threes")
    seen += _card_list([c for c in d["pile"] if c is not None], "pile")
    seen += _card_list(d["pending"], "pending")
    pool_c = Counter(deck(rules.packs))
    pool_c.subtract(Counter(seen))
    pool = sorted(pool_c.elements())
    _rng.shuffle(pool, seed)
    for q in range(rules.players):
        h = d["hands"][q]
        if isinstance(h, list):
            continue
        cnt = int(h["count"])
        mine: list[int] = []
        for kt, n in d["known"][q].items():
            k = parse_kind(kt)
            for _ in range(int(n)):
                for i in range(len(pool) - 1, -1, -1):
                    if KIND[pool[i]] == k:
                        mine.append(pool.pop(i))
                        break
        while len(mine) < cnt and pool:
            f = pool.pop()
            if KIND[f] == 2:  # red threes are never in a hand: put one back at the bottom
                pool.insert(0, f)
                if all(KIND[x] == 2 for x in pool):
                    break
                continue
            mine.append(f)
        d["hands"][q] = _faces(mine)
    hidden_pile = [i for i, c in enumerate(d["pile"]) if c is None]
    for i in hidden_pile:
        d["pile"][i] = face_text(pool.pop())
    d["stock"] = _faces(pool)
    return state_from_position(d)
