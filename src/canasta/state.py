"""The game state: deal, legal moves, apply, and the end of hands and matches.

A :class:`State` is a whole match at one moment: the rule set, the seed, the match score and
the current hand. It changes only through :meth:`State.apply`. Randomness is the seed: the
deal of hand ``n`` is a fixed shuffle of ``derive(seed, "hand", n)``, so a record (rule set,
seed, moves) replays exactly.

Turn structure (RULES.md §1.6), one atomic move at a time:

* phase ``draw``: ``draw`` or ``take ...`` (and, where the opening comes before the draw,
  IT-21, opening melds);
* phase ``meld``: ``meld``/``add`` any number of times, ``ask`` once before melding, then
  ``discard`` (or ``end`` after a red three was the last stock card, K-2);
* phase ``answer``: the partner answers ``yes`` or ``no`` (C-12.4);
* phase ``hand_over``: ``deal`` starts the next hand; phase ``match_over``: no moves.

The initial meld of a turn may be laid one meld at a time. While the side has not reached
its minimum, each opening meld is legal only if the minimum can still be reached this turn
(or the player can still go out concealed, C-9.5), and the discard waits for it. Cards taken
with the pile before the minimum is met wait beside the hand (``pending``) and join it when
the minimum is reached, so that only the top card and cards from the hand count (C-9.4).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from itertools import compress
from types import MappingProxyType
from typing import Any, Final, TypeVar

from . import rng
from .cards import (
    BASE_VALUES,
    BLACK3,
    GROUP_BASE,
    GROUP_SLOTS_MAX,
    IS_NATURAL,
    IS_WILD,
    JOKER,
    KIND,
    NATURALS,
    NKINDS,
    POZZO_COUNT,
    RED3,
    SEQ_BASE,
    SUITS,
    TWO,
    WILD_MELD,
    deck,
    face,
    face_text,
    group_key,
    group_slot,
    key_rank,
    kind_text,
    meld_key_text,
    seq_key,
    seq_suit,
)
from .errors import IllegalMoveError, PositionError
from .melds import (
    CANASTA,
    Meld,
    counted,
    grow,
    make_meld,
    meld_ok,
    meld_room,
    new_meld_ok,
    sequence_ends,
    wild_cap,
)
from .moves import ASK, DEAL, DRAW, END, NO, NO_TARGET, YES, Move, canonical, parse_move
from .reasons import REASONS, Reason
from .rules import RuleSet, make_rules
from .scoring import score_hand
from .solver import (
    Suits,
    can_go_out,
    meld_value,
    opening_progress,
    opening_reachable,
    opening_status,
    requirement_met,
)
from .views import PHASES, View, make_view  # noqa: F401  (PHASES: also imported from here)

_T = TypeVar("_T")
TALON_TURN_CARD: Final = 9
"""No talon (MA-3) is drawn once the stock holds fewer cards than this: its turn card, the ninth card from
the bottom, has been drawn (Canasta Junction's help centre)."""
_FIXED: Final[dict[str, Reason]] = {code: Reason(code) for code, (_, text) in REASONS.items() if "{" not in text}
"""The reasons without params, made once (refusals are computed while moves are generated)."""

_NO_CARDS: Final = ((),) * NKINDS
_WILD_FORMS: Final[tuple[tuple[int, ...], ...]] = ((JOKER, JOKER, JOKER), (TWO, JOKER, JOKER), (TWO, TWO, JOKER), (TWO, TWO, TWO))

# Interned moves: the generator hands out these objects instead of building new ones.
_ADD: Final = {(k, key): Move("add", (k,), key) for k in range(NKINDS) for key in range(NKINDS)}
_DISCARD: Final = tuple(Move("discard", (k,)) for k in range(NKINDS))
_MELD3: Final = {q: Move("meld", (q, q, q)) for q in range(NKINDS)}
_MELD2W: Final = {(q, w): Move("meld", canonical((q, q, w))) for q in range(NKINDS) for w in (JOKER, TWO)}
_TAKE_PAIR: Final = {q: Move("take", (q, q)) for q in range(NKINDS)}
_TAKE_TRIPLE: Final = {q: Move("take", (q, q, q)) for q in range(NKINDS)}
_TAKE_NW: Final = {(q, w): Move("take", canonical((q, w))) for q in range(NKINDS) for w in (JOKER, TWO)}
_TAKE: Final = Move("take")
_SEQ_MELDS: Final = tuple(tuple(Move("meld", (lo + 2, lo + 1, lo), seq_key(suit)) if lo >= 4 else Move("meld")
                                for lo in range(13)) for suit in range(4))
"""``_SEQ_MELDS[suit][lo]``: the new sequence lo, lo+1, lo+2 of a suit (SA-3)."""
# The same moves indexed by kind (a tuple index is cheaper than a dict lookup by a tuple key):
_ADD_SELF: Final = tuple(_ADD[k, k] for k in range(NKINDS))
"""``_ADD_SELF[q]``: ``add q`` (a natural card, or a black three, onto its own meld)."""
_ADD_WILD: Final = tuple(tuple(tuple(_ADD[w, key] if key < NKINDS else Move("add", (w,), key)
                                    for w, bit in ((JOKER, 1), (TWO, 2)) if mask & bit)
                        for key in range(GROUP_BASE + 16 * GROUP_SLOTS_MAX)) for mask in range(4))
"""``_ADD_WILD[mask][key]``: the lay-offs of a joker (mask bit 1) and of a two (bit 2) onto meld ``key``
(every key up to the further groups of a rank, SA-6: one index, no test, on the hot path)."""
_GROUP_KEYS: Final = tuple(group_key(q, slot) for slot in range(1, GROUP_SLOTS_MAX) for q in NATURALS)
"""The keys of a side's further groups of a rank (SA-6)."""
_ADD_GROUP: Final = {key: Move("add", (key_rank(key),), key) for key in _GROUP_KEYS}
"""``_ADD_GROUP[key]``: a natural card laid off on the further group ``key`` (``add Q to Q2``)."""
_JOIN: Final = {key: Move("join", (), key) for key in _GROUP_KEYS}
"""``_JOIN[key]``: ``join Q2 to Q`` (SA-6)."""
_B3_MELD: Final = _MELD3[BLACK3]
_B3_ADD: Final = _ADD_SELF[BLACK3]
"""The black-three candidates (the generator's only ones, see :meth:`State._candidates`)."""
_NEW_MELDS: Final = tuple(tuple(tuple(tuple(
    ([_MELD3[q]] if three else []) + [_MELD2W[q, w] for w, bit in ((JOKER, 1), (TWO, 2)) if mask & bit])
    for q in range(NKINDS)) for mask in range(4)) for three in (False, True))
"""``_NEW_MELDS[three][mask][q]``: the new melds of rank ``q`` a hand holding two or more of it
offers, in order: three naturals (if ``three``), two naturals and a joker (mask bit 1), and a two (bit 2)."""
_CARDS_VALUE: Final = {cards: sum(BASE_VALUES[k] for k in cards)
                for cards in [(q, q, q) for q in NATURALS] + [canonical((q, q, w)) for q in NATURALS for w in (JOKER, TWO)]
                + [(k,) for k in range(NKINDS)]}
"""What the cards of a meld or add (canonical, as the generator's moves hold them) onto a
natural rank count toward the minimum (C-9.2) at the classic values: cards -> points (see :func:`_cards_value`;
a rule set with ``card_values`` sums its own, HF-15)."""
_WILD_MELD_MOVES: Final = tuple((form, Move("meld", canonical(form))) for form in _WILD_FORMS)
_NO_OUT: Final = Reason("cannot-go-out")
"""What a check returns for a refused step while generating moves (the reason is worked out on demand)."""


def teams_for(r: RuleSet) -> tuple[tuple[int, ...], ...]:
    """The fixed teams (score-keeping units) of a rule set. Partners sit apart (C-2.1)."""
    n = r.players
    p = r.partnership
    if p in ("solo", "cutthroat"):
        return tuple((s,) for s in range(n))
    if p == "pairs":
        k = n // 2
        return tuple(tuple(s for s in range(n) if s % k == t) for t in range(k))
    # trios (6), trio_and_pair(_rotate) (5: seats 0,2,4 and 1,3), trios_rotate (6)
    return (tuple(range(0, n, 2)), tuple(range(1, n, 2)))


def hand_order(r: RuleSet, hand_no: int) -> tuple[int, ...]:
    """Seats that play hand ``hand_no``, in turn order (§1.16: a trio rotates one player out)."""
    n = r.players
    if r.partnership == "trio_and_pair_rotate":
        trio = [0, 2, 4]
        out = trio[hand_no % 3]
        t = [s for s in trio if s != out]
        return (t[0], 1, t[1], 3)
    if r.partnership == "trios_rotate":
        a = [s for s in (0, 2, 4) if s != (0, 2, 4)[hand_no % 3]]
        b = [s for s in (1, 3, 5) if s != (1, 3, 5)[hand_no % 3]]
        return (a[0], b[0], a[1], b[1])
    return tuple(range(n))


class State:
    """A match of Canasta at one moment. Create with :func:`new_game`."""

    __slots__ = (
        "rules", "seed", "hand_no", "dealer", "order", "team_of", "teams", "side_of", "sides",
        "scores", "sheet", "hands", "nhand", "stock", "pile", "pile_hidden", "pile_frozen", "melds",
        "red3s", "opened", "phase", "ti", "turn", "turn_serial", "first_meld", "known", "pending",
        "asked", "answer", "asker", "asked_before_draw", "melded_turn", "touched_old", "took_pile", "no_discard", "lone",
        "went_out", "concealed_out", "result", "winners", "red3_done", "from_pile", "tainted", "_legal",
        "_cnt", "_cnt_of", "feet",
    )

    rules: RuleSet
    seed: int
    hand_no: int
    dealer: int
    order: tuple[int, ...]
    team_of: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...]
    side_of: list[int]
    sides: list[tuple[int, ...]]
    scores: list[int]
    sheet: list[list[int]]
    hands: list[list[list[int]]]
    nhand: list[int]
    stock: list[int]
    pile: list[int]
    pile_hidden: int
    pile_frozen: bool
    melds: list[dict[int, Meld]]
    red3s: list[list[int]]
    opened: list[bool]
    phase: str
    ti: int
    turn: int
    turn_serial: int
    first_meld: list[int]
    known: list[list[int]]
    pending: list[int]
    asked: bool
    answer: int
    asker: int
    asked_before_draw: bool
    """FI-8: the question was asked in the draw phase (the answer returns the turn to it)."""
    melded_turn: bool
    touched_old: bool
    took_pile: bool
    no_discard: bool
    lone: int
    went_out: int
    concealed_out: bool
    result: Any
    winners: tuple[int, ...]
    red3_done: list[bool]
    from_pile: list[int]
    tainted: list[int]
    _legal: list[Move] | None
    _cnt: list[list[int]]
    """Each seat's kind counts, kept with the hand by the steps that change it (a derived cache:
    valid where ``_cnt_of[seat] is hands[seat]``, see :meth:`_counts`)."""
    _cnt_of: list[list[list[int]] | None]
    feet: list[list[int]]
    """Each seat's foot (Hand and Foot, HF-3): faces dealt face down, picked up when the hand is used
    up (HF-10); empty once picked up, and always without ``foot_size``."""

    # ------------------------------------------------------------------ construction

    def copy(self) -> State:
        """A cheap, independent copy (no deep copy: only the mutable lists are copied)."""
        s = State.__new__(State)
        s.rules = self.rules
        s.seed = self.seed
        s.hand_no = self.hand_no
        s.dealer = self.dealer
        s.order = self.order
        s.team_of = self.team_of
        s.teams = self.teams
        s.side_of = self.side_of[:]
        s.sides = self.sides[:]
        s.scores = self.scores[:]
        s.sheet = [row[:] for row in self.sheet]
        s.hands = [[k[:] for k in h] for h in self.hands]
        s._cnt = [c[:] for c in self._cnt]
        s._cnt_of = [None] * len(s.hands)  # (counted again when first read)
        s.nhand = self.nhand[:]
        s.stock = self.stock[:]
        s.pile = self.pile[:]
        s.pile_hidden = self.pile_hidden
        s.pile_frozen = self.pile_frozen
        s.melds = [dict(m) for m in self.melds]
        s.red3s = [r[:] for r in self.red3s]
        s.opened = self.opened[:]
        s.phase = self.phase
        s.ti = self.ti
        s.turn = self.turn
        s.turn_serial = self.turn_serial
        s.first_meld = self.first_meld[:]
        s.known = [k[:] for k in self.known]
        s.pending = self.pending[:]
        s.asked = self.asked
        s.answer = self.answer
        s.asker = self.asker
        s.melded_turn = self.melded_turn
        s.touched_old = self.touched_old
        s.took_pile = self.took_pile
        s.asked_before_draw = self.asked_before_draw
        s.no_discard = self.no_discard
        s.lone = self.lone
        s.went_out = self.went_out
        s.concealed_out = self.concealed_out
        s.result = self.result
        s.winners = self.winners
        s.red3_done = self.red3_done[:]
        s.from_pile = self.from_pile[:]
        s.tainted = self.tainted[:]
        s._legal = self._legal
        s.feet = [f[:] for f in self.feet]
        return s

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return full_view(self) == full_view(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<State {self.rules.preset} {self.rules.players}p hand {self.hand_no + 1} {self.phase} "
                f"seat {self.turn} scores {self.scores}>")

    # ------------------------------------------------------------------ public read-only API

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def hand_over(self) -> bool:
        """True between hands and at the end of the match."""
        return self.phase in ("hand_over", "match_over")

    @property
    def match_over(self) -> bool:
        return self.phase == "match_over"

    def hand(self, seat: int) -> list[int]:
        """Faces in a seat's hand, by kind."""
        return [f for k in self.hands[seat] for f in k]

    def hand_counts(self, seat: int) -> list[int]:
        return self._counts(seat)[:]

    def _counts(self, seat: int) -> list[int]:
        """The kind counts of a seat's hand (read only: :meth:`hand_counts` gives a copy). Kept
        with the hand by the steps that change it; counted again where the hand's list is not the
        one they were counted from (a new hand, a copy, or a hand replaced from outside)."""
        h = self.hands[seat]
        if self._cnt_of[seat] is h:
            return self._cnt[seat]
        c = self._cnt[seat] = list(map(len, h))
        self._cnt_of[seat] = h
        return c

    def side(self, seat: int) -> int:
        """The seat's side in this hand (-1 when sitting out)."""
        return self.side_of[seat]

    def team_score(self, seat: int) -> int:
        return self.scores[self.team_of[seat]]

    def opening_minimum(self, seat: int) -> int:
        """The initial-meld minimum for the seat's side this hand (C-9.1, from its own score in cutthroat;
        by the hand of the match, HF-8)."""
        return self.rules.opening_minimum(self.scores[self.team_of[seat]], self.hand_no)

    def in_foot(self, seat: int) -> bool:
        """Whether the seat plays from its foot (HF-10): it has picked it up (False without a foot)."""
        return self.rules.foot_size > 0 and not self.feet[seat]

    def frozen_for(self, side: int) -> bool:
        """Whether the pile is frozen against a side (C-7.4)."""
        return self.pile_frozen or (self.rules.freeze == "classic" and not self.opened[side])

    def facts(self, seat: int) -> list[Reason]:
        """What the table shows ``seat`` (a spectator: -1), as coded facts with their RULES.md ids:
        why the pile is frozen or blocked, what the seat's side still needs for its initial meld,
        and why it may not go out now. Only what every player at the table can see."""
        r = self.rules
        out: list[Reason] = []
        s = self.side_of[seat] if seat >= 0 else -1
        pile = self.pile
        if self.pile_frozen:
            if any(IS_WILD[KIND[c]] for c in pile[self.pile_hidden:]):
                out.append(_FIXED["frozen-by-wild"])
            elif r.black3_discard == "freeze" and any(KIND[c] == BLACK3 for c in pile[1:]):
                out.append(_FIXED["frozen-by-black-three"])
            else:
                out.append(_FIXED["frozen-by-upcard"])
        elif s >= 0 and r.freeze == "classic" and not self.opened[s]:
            out.append(_FIXED["frozen-unopened"])
        if s >= 0 and r.open_before_draw and not self.opened[s]:
            out.append(_FIXED["pile-after-opening"])
        if pile:
            top = KIND[pile[-1]]
            if top == BLACK3:
                out.append(_FIXED["blocked-by-black-three"])
            elif IS_WILD[top] and r.wild_on_top == "blocked":
                out.append(_FIXED["blocked-by-wild"])
            elif IS_WILD[top] and r.wild_on_top == "three_of_kind":
                out.append(Reason("wild-on-top-three", kind=kind_text(top)))
            if r.black3_discard == "triple" and s >= 0 and self._opponent_black3_in_pile(s):
                out.append(_FIXED["pozzo-holds-black-three"])
        if self.pile_hidden:
            out.append(Reason("pozzo-face-down", count=self.pile_hidden))
        if s < 0 or not self.sides[s]:
            return out
        melds = self.melds[s]
        if not self.opened[s]:
            need = self.opening_minimum(seat)
            progress = self._progress(melds)
            out.append(Reason("opening-needs", minimum=need, progress=progress, missing=max(0, need - progress)))
        if not requirement_met(r, melds):
            out.append(_canastas_missing(r, melds))
        elif r.wild_meld_blocks and WILD_MELD in melds and len(melds[WILD_MELD].cards) < CANASTA:
            out.append(_FIXED["go-out-wild-meld"])
        if seat >= 0 and self.feet[seat]:
            out.append(_FIXED["go-out-foot"])  # HF-11
        elif r.go_out_side_in_foot and self._side_foot_waits(s):
            out.append(_FIXED["go-out-side-foot"])
        if self.side_of[self.turn] == s and self.answer == 0 and r.permission != "off" and self.phase == "meld":
            out.append(_FIXED["go-out-refused"])
        return out

    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves of the player to act (a list-like view)."""
        return LegalMoves(self)

    def legal_move_list(self) -> list[Move]:
        lm = self._legal
        if lm is None:
            if self.rules.opening_wild_ranks:
                lm = self._legal = self._with_rules_now(self._generate)  # MA-9
                return lm
            ph = self.phase  # (_generate(), with its two common phases first)
            lm = self._legal = (self._meld_phase_moves() if ph == "meld" else self._draw_phase_moves()
                                if ph == "draw" else self._generate())
        return lm

    def _rules_now(self) -> RuleSet:
        """The rule set as it holds for the player to act (MA-9): a rank of ``opening_wild_ranks`` is
        not wild-free while the side makes its initial meld (not opened yet, or opened in this turn:
        every meld of the side laid in it), nor later once its meld holds a wild card (an ordinary meld)."""
        r = self.rules
        s = self.side_of[self.turn]
        if s < 0:
            return r
        melds = self.melds[s]
        t = self.turn_serial
        if not self.opened[s] or all(m.born == t for m in melds.values()):
            free = tuple(k for k in r.wild_free_ranks if k not in r.opening_wild_ranks)
        else:
            free = tuple(k for k in r.wild_free_ranks if not (k in r.opening_wild_ranks and k in melds
                                                               and melds[k].jokers + melds[k].twos))
        return r.free_ranks_now(free)

    def _with_rules_now(self, f: Callable[[], _T]) -> _T:
        """``f()`` judged under :meth:`_rules_now` (the checks read ``self.rules``; put back after)."""
        r = self.rules
        self.rules = self._rules_now()
        try:
            return f()
        finally:
            self.rules = r

    def is_legal(self, move: Move | str) -> bool:
        """Whether a move is legal now (see :meth:`reason`)."""
        return self.reason(move) is None

    def reason(self, move: Move | str) -> Reason | None:
        """``None`` if the move is legal now, else why not: a :class:`~canasta.reasons.Reason`
        (stable ``code``, ``params``, RULES.md ``rule``, English ``text``). The one legality
        path: :meth:`is_legal`, :meth:`apply` and :meth:`explain` all ask it, and the checks
        that build the legal moves are the ones that give the reason."""
        if isinstance(move, str):
            move = parse_move(move)
        if move in self.legal_move_list():
            return None
        if self.rules.opening_wild_ranks:
            m = move
            return self._with_rules_now(lambda: _refusal(self, m))  # MA-9
        return _refusal(self, move)

    def view(self, seat: int) -> View:
        """The :class:`~canasta.views.View` of a seat (-1: a spectator): native, read-only data."""
        return _snapshot(self, seat, False)

    def to_json(self, seat: int | None = None) -> str:
        """The position as JSON (a seat's view if ``seat`` is given)."""
        v = full_view(self) if seat is None else self.view(seat)
        return json.dumps(v.data, indent=1)

    # ------------------------------------------------------------------ dealing

    def _start_hand(self) -> None:
        r = self.rules
        self.order = hand_order(r, self.hand_no)
        n = r.players
        self.side_of = [-1] * n
        if r.partnership in ("solo", "cutthroat"):
            self.sides = [(s,) for s in range(n)]
            for s in range(n):
                self.side_of[s] = s
        else:
            self.sides = []
            for i, team in enumerate(self.teams):
                members = tuple(s for s in self.order if s in team)
                self.sides.append(members)
                for s in members:
                    self.side_of[s] = i
        nsides = len(self.sides)
        self.melds = [{} for _ in range(nsides)]
        self.opened = [False] * nsides
        self.hands = [list(map(list, _NO_CARDS)) for _ in range(n)]  # an empty list for each kind
        self._cnt = [[0] * NKINDS for _ in range(n)]
        self._cnt_of = [None] * n  # (counted when first read)
        self.nhand = [0] * n
        self.red3s = [[] for _ in range(n)]
        self.known = [[0] * NKINDS for _ in range(n)]
        self.first_meld = [-1] * n
        self.red3_done = [False] * n
        self.pending = []
        self.pile = []
        self.pile_hidden = 0
        self.pile_frozen = False
        self.lone = -1
        self.went_out = -1
        self.concealed_out = False
        self.result = None
        cards = deck(r.packs)
        rng.shuffle(cards, rng.derive(self.seed, "hand", self.hand_no))
        self.stock = cards
        order = self.order
        na = len(order)
        d = order.index(self.dealer) if self.dealer in order else 0
        seq = [order[(d + 1 + i) % na] for i in range(na)]
        hands = self.hands
        pop = cards.pop
        for _ in range(r.hand_size):
            for s in seq:
                c = pop()
                hands[s][KIND[c]].append(c)  # _give(s, c), inline
        for s in seq:
            self.nhand[s] += r.hand_size
        self.feet = [[] for _ in range(n)]
        if r.foot_size:  # HF-3: the foot, dealt after the hand, face down
            feet = self.feet
            for _ in range(r.foot_size):
                for s in seq:
                    feet[s].append(pop())
        if r.red3_timing == "before_upcard":
            for s in seq:
                self._resolve_red3(s)
        if r.upcard == "turn":
            self._turn_upcard()  # (MA-3, upcard=none: the pile starts empty)
        if r.red3_timing == "after_deal":
            for s in seq:
                self._resolve_red3(s)
        self.ti = (d + 1) % na
        self.turn = order[self.ti]
        self.turn_serial = 0
        self._reset_turn()
        self.phase = "draw"
        if r.upcard_red3 == "take":
            self._take_red3_upcard()
        self._begin_turn()

    def _turn_upcard(self) -> None:
        r = self.rules
        pile = self.pile
        stock = self.stock
        while stock:
            c = stock.pop()
            pile.append(c)
            k = KIND[c]
            if IS_WILD[k]:
                if "wild" in r.upcard_freezers:
                    self.pile_frozen = True
                continue
            if k == RED3:
                if r.upcard_red3 == "take":
                    break
                if "red3" in r.upcard_freezers:
                    self.pile_frozen = True
                continue
            if k == BLACK3:
                if "black3" in r.upcard_freezers:
                    self.pile_frozen = True
                if r.upcard_black3 == "cover":
                    continue
            break
        if r.upcard_pozzo and pile:
            top = pile.pop()
            for _ in range(min(POZZO_COUNT[KIND[top]], len(stock) - 1)):
                pile.append(stock.pop())
            self.pile_hidden = len(pile)
            pile.append(top)

    def _take_red3_upcard(self) -> None:
        """FR-5: the first player lays a red-three upcard, takes the initial pile and re-forms it."""
        p = self.turn
        while self.pile and KIND[self.pile[-1]] == RED3:
            self.red3s[p].append(self.pile.pop())
            for c in self.pile:
                if KIND[c] == RED3:
                    self.red3s[p].append(c)
                else:
                    self._give(p, c)
                    self.known[p][KIND[c]] += 1
            self.pile = []
            self.pile_frozen = False
            self._turn_upcard()

    def _give(self, seat: int, face: int) -> None:
        k = KIND[face]
        self.hands[seat][k].append(face)
        self._cnt[seat][k] += 1
        self.nhand[seat] += 1

    def _take_kind(self, seat: int, k: int) -> int:
        f = self.hands[seat][k].pop()
        self._cnt[seat][k] -= 1
        self.nhand[seat] -= 1
        kn = self.known[seat]
        if kn[k] > len(self.hands[seat][k]):
            kn[k] = len(self.hands[seat][k])
        return f

    def _take_kinds(self, seat: int, kinds: tuple[int, ...]) -> list[int]:
        """:meth:`_take_kind` for each of ``kinds``, in one call: the faces taken."""
        h = self.hands[seat]
        kn = self.known[seat]
        cnt = self._cnt[seat]
        faces = []
        for k in kinds:
            hk = h[k]
            faces.append(hk.pop())
            cnt[k] -= 1
            if kn[k] > len(hk):
                kn[k] = len(hk)
        self.nhand[seat] -= len(kinds)
        return faces

    def _take_suited(self, seat: int, kinds: tuple[int, ...], suit: int) -> list[int]:
        """:meth:`_take_kinds` for cards of one suit (a sequence, SA-3): the faces taken."""
        h = self.hands[seat]
        kn = self.known[seat]
        cnt = self._cnt[seat]
        faces = []
        for k in kinds:
            hk = h[k]
            f = face(k, SUITS[suit])
            hk.remove(f)
            faces.append(f)
            cnt[k] -= 1
            if kn[k] > len(hk):
                kn[k] = len(hk)
        self.nhand[seat] -= len(kinds)
        return faces

    def _resolve_red3(self, seat: int) -> None:
        """Lay out dealt red threes (and black threes where they are bonus cards, MA-14) and draw
        replacements (C-5.1)."""
        self.red3_done[seat] = True
        h = self.hands[seat]
        black = self.rules.black3_bonus
        kinds = _BONUS_THREES if black else _RED_THREE
        # (a test of ``black``, never ``kinds is _BONUS_THREES``: the compiled core makes a new tuple of a
        # Final tuple at each use, so ``is`` is False there and a black three drawn as a replacement stayed)
        while h[RED3] or h[BLACK3] and black:
            for k in kinds:
                while h[k]:
                    self.red3s[seat].append(h[k].pop())
                    self._cnt[seat][k] -= 1
                    self.nhand[seat] -= 1
                    if not self.stock:
                        continue
                    self._give(seat, self.stock.pop())

    def _reset_turn(self) -> None:
        self.from_pile = [0] * NKINDS  # kinds in hand that came from the pile this turn (SK-3)
        self.tainted = []  # melds of this turn that used such a card, so not concealed (SK-3)
        self.asked = False
        self.answer = -1
        self.asker = -1
        self.asked_before_draw = False
        self.melded_turn = False
        self.touched_old = False
        self.took_pile = False
        self.no_discard = False

    def _begin_turn(self) -> None:
        if self.rules.red3_timing == "first_turn" and not self.red3_done[self.turn]:
            self._resolve_red3(self.turn)

    # ------------------------------------------------------------------ legal moves

    def _generate(self) -> list[Move]:
        ph = self.phase
        if ph == "draw":
            return self._draw_phase_moves()
        if ph == "meld":
            return self._meld_phase_moves()
        if ph == "answer":
            return [YES, NO]
        if ph == "hand_over":
            return [DEAL]
        return []

    def _draw_phase_moves(self) -> list[Move]:
        r = self.rules
        p = self.turn
        s = self.side_of[p]
        out: list[Move] = []
        if r.open_before_draw and not self.opened[s]:
            out.extend(self._meld_moves(True))
            if self.melds[s]:
                return out  # an opening in progress must be completed before drawing (IT-21)
        takes = self._take_candidates()
        if not takes:
            out.append(DRAW)
            return out
        legal = []  # _take_moves()
        for m in takes:
            if self._take_check(m) is None:
                legal.append(m)
        if self.answer == 1 and _binding(r):
            out.extend(legal)  # a yes before the draw (FI-8): only the takes that go out this turn
            return out
        if self.stock or _TAKE not in legal:
            out.append(DRAW)
        out.extend(legal)
        if len(legal) < len(takes) and r.permission == "required" and self._ask_before_draw(takes, legal):
            out.append(ASK)
        return out

    def _ask_before_draw(self, takes: list[Move], legal: list[Move]) -> bool:
        """FI-8: in partnership play going out needs the partner's yes, and a take that leaves the
        player one card or none can end the turn only by going out. The question may then be asked
        before the draw: it is offered where such a take, refused without the yes, is legal after it
        (and after a no the player draws, so no answer leaves the turn without a move)."""
        p = self.turn
        n = self.nhand[p]
        # (a take that leaves two cards or more is judged the same with or without the yes)
        cands = [m for m in takes if n - len(m.cards) <= 1 and m not in legal]
        if not cands or self.asked or self.answer >= 0 or len(self.sides[self.side_of[p]]) < 2 \
                or not _binding(self.rules):
            return False
        self.answer = 1  # (judged as after a yes; put back below)
        try:
            return any(self._take_check(m) is None for m in cands)
        finally:
            self.answer = -1

    def _take_candidates(self) -> list[Move]:
        """Take moves that pass the pile rules (C-7), before the hand-size and minimum checks."""
        pile = self.pile
        if not pile:
            return []  # the checks of _pile_reason(), inline
        r = self.rules
        p = self.turn
        s = self.side_of[p]
        opened = self.opened[s]
        if r.open_before_draw and not opened:
            return []
        k = KIND[pile[-1]]
        if k == BLACK3 or (r.one_card_rule and self.nhand[p] == 1 and len(pile) == 1):
            return []
        h = self.hands[p]
        melds = self.melds[s]
        if not h[k] and k not in melds and not IS_WILD[k] and not r.sequences:
            return []  # the commonest case: no card of the top's rank, no meld of it
        if self.lone < 0 and r.partnership == "cutthroat" and self._merge_blocked(p) >= 0:
            return []
        frozen = self.pile_frozen or (r.freeze == "classic" and not opened)  # frozen_for(s)
        out: list[Move] = []
        if IS_WILD[k]:
            mode = r.wild_on_top
            if mode == "three_of_kind":
                if len(h[k]) >= 3:
                    out.append(Move("take", (k, k, k)))
            elif mode == "open" and not frozen:
                for q in NATURALS:
                    if len(h[q]) >= 2:
                        out.append(Move("take", (q, q)))
                for key in sorted(melds):
                    if key in NATURALS or key >= GROUP_BASE:
                        out.append(Move("take", (), key))
            return out  # (mode "blocked" was refused above)
        need = 3 if r.black3_discard == "triple" and self._opponent_black3_in_pile(s) else 2
        pair_only = need == 3 or r.take_with == "pair" or frozen
        nat = len(h[k])
        if nat >= need:
            out.append(_TAKE_PAIR[k] if need == 2 else _TAKE_TRIPLE[k])
        if not pair_only:
            if r.take_with == "classic" and nat >= 1:
                if h[JOKER]:
                    out.append(_TAKE_NW[k, JOKER])
                if h[TWO]:
                    out.append(_TAKE_NW[k, TWO])
            if k in melds and (not r.pile_layoff_below_canasta or len(melds[k].cards) < CANASTA):
                out.append(_TAKE)  # (SA-7: not on a canasta)
            if r.group_slots > 1 and k in melds:
                for slot in range(1, r.group_slots):  # SA-6: the top card alone on the side's further group
                    g = melds.get(group_key(k, slot))
                    if g is not None and (not r.pile_layoff_below_canasta or len(g.cards) < CANASTA):
                        out.append(Move("take", (), g.key))
            if r.sequences and IS_NATURAL[k]:
                suit = pile[-1] // 13
                for key in sorted(melds):
                    if SEQ_BASE <= key < GROUP_BASE and seq_suit(key) == suit and k in sequence_ends(melds[key]):
                        out.append(Move("take", (), key))  # SA-7: the top card alone on a sequence below seven
        return out

    def _pile_reason(self) -> Reason | None:
        """Why the pile cannot be taken at all now, whatever the cards (None: it may be, C-7)."""
        pile = self.pile
        if not pile:
            return _FIXED["pile-empty"]
        r = self.rules
        p = self.turn
        if r.open_before_draw and not self.opened[self.side_of[p]]:
            return _FIXED["pile-before-opening"]
        k = KIND[pile[-1]]
        if k == BLACK3:
            return _FIXED["pile-black-three"]
        if r.one_card_rule and self.nhand[p] == 1 and len(pile) == 1:
            return _FIXED["pile-one-card"]
        if IS_WILD[k] and r.wild_on_top == "blocked":
            return _FIXED["pile-wild-on-top"]
        return self._merge_reason()

    def _merge_blocked(self, p: int) -> int:
        """Cutthroat (§1.16), before the lone hand is formed: the rank of a meld that the two other
        players' melds would make together with more wild cards than a meld may hold (C-8.2), if
        ``p`` (of the three players) became the lone hand now, by taking the pile or by going out;
        -1 if they combine. The meld limit holds, so such a merge, and the move that would make it,
        is refused."""
        order = self.order
        i = order.index(p)
        side_of = self.side_of
        melds = self.melds
        a = melds[side_of[order[i - 1]]]
        b = melds[side_of[order[i - 2]]]
        if not a or not b:
            return -1
        r = self.rules
        for key, m in a.items():
            o = b.get(key)
            if o is not None and not meld_ok(r, key, m.naturals + o.naturals, m.jokers + m.twos + o.jokers + o.twos):
                return key
        return -1

    def _merge_reason(self) -> Reason | None:
        """The refusal of :meth:`_merge_blocked` for the player to act (None: no such merge)."""
        if self.lone >= 0 or self.rules.partnership != "cutthroat":
            return None
        key = self._merge_blocked(self.turn)
        return None if key < 0 else Reason("cutthroat-merge-wilds", meld=meld_key_text(key))

    def _opponent_black3_in_pile(self, s: int) -> bool:
        """Whether the pile holds a black three that a player of another side than ``s`` discarded
        (IT-15). Every card above the initial pile (the face-down pozzo and its upcard, which were not
        discarded) was discarded by one player in turn, the top card by the player before this one."""
        pile = self.pile
        n = len(pile)
        start = self.pile_hidden + 1 if self.pile_hidden else 0
        order = self.order
        na = len(order)
        ti = self.ti
        side_of = self.side_of
        for i in range(start, n):
            if KIND[pile[i]] == BLACK3 and side_of[order[(ti - (n - i)) % na]] != s:
                return True
        return False

    def _take_moves(self) -> list[Move]:
        return [m for m in self._take_candidates() if self._take_check(m) is None]

    def _take_shape(self, m: Move) -> tuple[int, list[int]]:
        """Meld key and the kinds (top card included) a take lays."""
        top = KIND[self.pile[-1]]
        if m.target != NO_TARGET:
            return m.target, [top]
        if IS_WILD[top] and m.cards and not IS_WILD[m.cards[0]]:
            return m.cards[0], list(m.cards) + [top]
        if IS_WILD[top]:
            return WILD_MELD, list(m.cards) + [top]
        r = self.rules
        if r.group_slots > 1 and top in self.melds[self.side_of[self.turn]]:
            return _take_group_key(r, self.melds[self.side_of[self.turn]], top), list(m.cards) + [top]
        return top, list(m.cards) + [top]

    def _take_check(self, m: Move, why: bool = False) -> Reason | None:
        """Hand-size, meld-validity and opening checks of a take (None if it is legal). The reason
        for a take that cannot end in going out is worked out only when ``why`` is asked for."""
        r = self.rules
        p = self.turn
        s = self.side_of[p]
        key, kinds = self._take_shape(m)
        melds = self.melds[s]
        wild = 0
        for k in kinds:
            if IS_WILD[k]:
                wild += 1
        nat = len(kinds) - wild
        old = melds.get(key)
        if wild and key >= 4 and r.wild_free[key]:
            return Reason("wild-free-rank", meld=meld_key_text(key))  # MA-8, MA-9
        if old is not None and r.canasta_closes_rank and (4 <= key < SEQ_BASE or key >= GROUP_BASE) \
                and len(old.cards) + len(kinds) > CANASTA:
            return Reason("meld-closed", meld=meld_key_text(key), size=len(old.cards))  # MA-11
        if old is None:
            if key >= 4 and m.target != NO_TARGET:  # (natural ranks: kinds 4 and up)
                return Reason("pile-no-meld-for-top", _pile_rule(r))
            if not new_meld_ok(r, key, nat, wild):
                return _FIXED["pile-meld-invalid"]
        elif not meld_ok(r, key, old.naturals + nat, old.wilds + wild):
            return _FIXED["pile-too-many-wilds"]
        elif wild and key >= 4 and wild > meld_room(r, old, old.naturals + nat, self.turn_serial):
            return Reason("first-turn-wilds", count=r.max_wilds_new)
        used = len(m.cards)
        opened = self.opened[s]
        pile_gain = 0
        bound = self.answer == 1 and _binding(r)  # (a yes before the draw, FI-8: the take must go out)
        footed = self.feet[p]  # (HF-10: a player with a foot still to pick up may empty the hand)
        if opened:
            pile = self.pile
            lim = r.pile_take_limit
            if lim and len(pile) > lim:
                pile = pile[-lim:]  # HF-5: only the top cards are taken
            pile_gain = (len(pile) - 1 - _red3s_below_top(pile, r.black3_bonus)) + min(r.pile_bonus_card, len(self.stock))
            if (self.nhand[p] - used + pile_gain > 1 or footed) and not bound:
                return None  # the common case: enough cards for a discard (the test below)
        after = self.nhand[p] - used + pile_gain
        counts = self.hand_counts(p)
        for k in m.cards:
            counts[k] -= 1
        new_melds = dict(melds)
        new_melds[key] = counted(old, key, kinds, self.turn_serial)
        if not opened:
            need = self.opening_minimum(p)
            progress = self._progress(new_melds)
            if progress < need and not opening_reachable(
                    r, counts, new_melds, progress, need, 0 if footed else 2, r.opening_wilds, self.turn_serial):
                return Reason("pile-opening-unreachable", minimum=need)
            if progress >= need:
                # the pending pile joins the hand once the minimum is met
                laid = r.bonus_kind
                after += sum(1 for c in self._pile_below() if not laid[KIND[c]])
        if (after > 1 or footed) and not bound:
            return None
        if bound and (r.pile_bonus_card and self.stock
                      or not opened and self._progress(new_melds) < self.opening_minimum(p)):
            return _FIXED["must-go-out"]  # (an unknown stock card, or the pile waiting: no promise of going out)
        if not (opened or self._progress(new_melds) >= self.opening_minimum(p)):
            return _FIXED["pile-hand-too-small"]
        # too few cards for an ordinary discard: the take is legal if the turn can still end by
        # going out (C-12.1, C-12.2), judged at the end of the turn
        left = counts[:]
        laid = r.bonus_kind
        for c in self._pile_below():
            if not laid[KIND[c]]:
                left[KIND[c]] += 1
        if after == 0 or (r.pile_bonus_card and self.stock):
            if self._may_go_out(s, new_melds):
                return None
        elif self._out_reachable(left, new_melds):
            return None
        if bound:
            return _FIXED["must-go-out"]
        return self._no_out_reason(left, new_melds) if why else _NO_OUT

    def _pile_below(self) -> list[int]:
        """The cards under the top card that taking the pile brings: all of them, or those within
        ``pile_take_limit`` of the top (HF-5)."""
        pile = self.pile
        lim = self.rules.pile_take_limit
        if lim and len(pile) > lim:
            return pile[-lim:-1]
        return pile[:-1]

    def _progress(self, melds: dict[int, Meld]) -> int:
        """What an unopened side's melds (all laid this turn) count toward the minimum (C-9.2, F12)."""
        r = self.rules
        return opening_progress(r, (meld_value(r, m) for m in melds.values()))

    def _may_go_out(self, s: int, melds: dict[int, Meld]) -> bool:
        """Whether the side may end this turn with an empty hand (C-12.1, C-12.4, I29)."""
        r = self.rules
        if self.feet[self.turn] or r.go_out_side_in_foot and self._side_foot_waits(s):
            return False  # HF-11: only a player playing from the foot goes out (with the option, the whole side)
        if self._permission_missing(s):
            return False
        if not requirement_met(r, melds):
            return False
        if self.lone < 0 and r.partnership == "cutthroat" and self._merge_blocked(self.turn) >= 0:
            return False
        if r.wild_meld_blocks:
            wm = melds.get(WILD_MELD)
            if wm is not None and len(wm.cards) < CANASTA:
                return False
        if self.pending:
            return False
        if not self.opened[s] and self._progress(melds) < self.opening_minimum(self.turn):
            if not r.concealed_waives_minimum or (self.took_pile and not r.pile_in_concealed):
                return False
            if not any(m.born == self.turn_serial and len(m.cards) >= CANASTA for m in melds.values()):
                return False
        return True

    def _side_foot_waits(self, s: int) -> bool:
        """Whether a player of side ``s`` has not yet picked up the foot (HF-11 option go_out_side_in_foot)."""
        feet = self.feet
        return any(feet[q] for q in self.sides[s])

    def _permission_missing(self, s: int, asking: bool = False) -> bool:
        """Whether the side's player lacks the permission to go out (C-12.4: the partner said no;
        FI-8: in partnership play asking is required and only a yes allows). ``asking``: judged
        for the question itself, before any answer."""
        r = self.rules
        perm = r.permission
        if perm == "off":
            return False
        if self.answer == 0:
            return True
        return perm == "required" and not asking and self.answer != 1 and len(self.sides[s]) > 1

    def _no_out_reason(self, counts: list[int], melds: dict[int, Meld]) -> Reason:
        """Why the player cannot go out this turn from here (the rule that refuses a step that
        leaves too few cards to end the turn otherwise)."""
        r = self.rules
        p = self.turn
        s = self.side_of[p]
        if self.feet[p]:
            return _FIXED["go-out-foot"]
        if r.go_out_side_in_foot and self._side_foot_waits(s):
            return _FIXED["go-out-side-foot"]
        if self.answer == 0 and r.permission != "off":
            return _FIXED["go-out-refused"]
        if self._permission_missing(s):
            return _FIXED["go-out-needs-permission"]
        merge = self._merge_reason()
        if merge is not None:
            return merge
        if self.pending:
            return Reason("opening-pending", minimum=self.opening_minimum(p))
        if not self.opened[s] and self._progress(melds) < self.opening_minimum(p):
            return Reason("opening-unreachable", minimum=self.opening_minimum(p))
        allow = not self.no_discard
        t = self.turn_serial
        if r.wild_meld_blocks and can_go_out(replace(r, wild_meld_blocks=False), counts, melds, allow, turn=t):
            return _FIXED["go-out-wild-meld"]
        if can_go_out(replace(r, canastas_to_go_out=0, go_out_needs="any", wild_meld_blocks=False, go_out_naturals=0,
                              go_out_mixed=0), counts, melds, allow, turn=t):
            if r.go_out_naturals or r.go_out_mixed:
                return Reason("keep-a-card-books", needed=r.canastas_to_go_out, naturals=r.go_out_naturals,
                              mixed=r.go_out_mixed)
            if r.go_out_needs == "natural_and_mixed":
                return Reason("keep-a-card-pure-impure", needed=r.canastas_to_go_out)
            if r.go_out_needs == "natural":
                return _FIXED["keep-a-card-natural"]
            return _FIXED["keep-a-card"]
        if r.closing_discard_forbids:
            return _FIXED["last-card-stuck"]
        return _FIXED["cannot-meld-out"]

    def _meld_candidates(self, pre_draw: bool) -> list[Move]:
        p = self.turn
        return self._candidates(pre_draw, self._counts(p), self.side_of[p])[0]

    def _candidates(self, pre_draw: bool, cnt: list[int], s: int) -> tuple[list[Move], int, int]:
        """The meld and add moves the hand (kind counts ``cnt``) allows by their shape, before the
        end-of-turn, opening and permission checks; the hand's stray cards: natural cards of a
        rank the side has no meld of, too few for one (no going out while more than one card is
        stray, see :func:`~canasta.solver.can_go_out`); and the wild cards its other ranks
        without a meld need to be melded (3 less the cards held, for fewer than three: no going
        out while they need more wild cards than the hand holds). A black-three candidate comes last.
        ``s``: the side of the player to act."""
        r = self.rules
        opened = self.opened[s]
        if not opened and r.open_before_draw and not pre_draw:
            return [], 0, 0  # IT-12: drawn cards cannot be used to open until the next turn
        melds = self.melds[s]
        wilds_ok = opened or r.opening_wilds
        jk = cnt[JOKER]
        tw = cnt[TWO]
        wmask = (1 if jk else 0) | (2 if tw else 0)
        pmask = wmask if wilds_ok and r.pair_wild_meld_ok else 0
        min_nat = r.min_naturals
        new2 = _NEW_MELDS[0][pmask]  # a pair: with a wild card
        new3 = _NEW_MELDS[min_nat <= 3][pmask]  # three or more: three naturals too
        strays = needs = 0
        out: list[Move] = []
        wfree = r.wild_free
        closes = r.canasta_closes_rank
        slots = r.group_slots
        for q in compress(NATURALS, cnt[4:]):  # the natural ranks held
            if q in melds:
                if slots > 1:
                    adds, new = _group_adds(r, melds, q)  # SA-6, HF-7: the side's groups of the rank
                    out += adds
                    if not new:
                        if not adds:
                            strays += cnt[q]  # (every group closed, no further one allowed: MA-11)
                        continue
                    if adds:
                        c = cnt[q]
                        if c >= 2 and not wfree[q]:
                            out += new3[q] if c >= 3 else new2[q]
                        elif c >= 3 and min_nat <= 3:
                            out += _NEW_MELDS[True][0][q]
                        continue
                    # (no group of the rank takes a card: its cards need a new group, as below)
                else:
                    if closes and len(melds[q].cards) >= CANASTA:
                        strays += cnt[q]  # MA-11: a closed rank's cards are only discarded
                        continue
                    out.append(_ADD_SELF[q])
                    continue
            c = cnt[q]
            if wfree[q]:  # MA-8, MA-9: three naturals or nothing
                if c < 3 or min_nat > 3:
                    strays += c
                else:
                    out += _NEW_MELDS[True][0][q]
                continue
            if c < min_nat:
                strays += c
            elif c < 3:
                needs += 3 - c
            if c >= 2:
                out += new3[q] if c >= 3 else new2[q]
        if wilds_ok and wmask:
            t = self.turn_serial
            caps = r.wild_caps
            wadds = _ADD_WILD[wmask]
            for key in sorted(melds):
                m = melds[key]
                if key >= 4:
                    nat = m.naturals
                    w = m.jokers + m.twos
                    if w < (caps[nat] if nat < 64 else wild_cap(r, nat)) and (
                            m.born != t or w < r.max_wilds_new) and not r.wild_free[key] and not (
                            closes and len(m.cards) >= CANASTA):  # meld_room, FR-3, MA-11
                        out += wadds[key]
                elif key == WILD_MELD and (len(m.cards) < CANASTA or not r.wild_canasta_closed):  # BO-1
                    out += wadds[key]
            if r.wild_melds and opened and WILD_MELD not in melds and jk + tw >= 3:
                for form, wm in _WILD_MELD_MOVES:
                    if form.count(JOKER) <= jk and form.count(TWO) <= tw:
                        out.append(wm)
        if r.sequences:
            out += self._sequence_candidates(melds)
            strays = needs = 0  # (a card may belong to a sequence: the searches decide, see groups_only)
        if r.black3_melds and not pre_draw:
            b = cnt[BLACK3]
            if b:
                bm = melds.get(BLACK3)
                if bm is not None:
                    if bm.naturals < 4:
                        out.append(_B3_ADD)
                elif b >= 3:
                    out.append(_B3_MELD)
        return out, strays, needs

    def _sequence_candidates(self, melds: dict[int, Meld]) -> list[Move]:
        """New sequences of three and the cards that extend the side's sequences, by the suits of
        the cards held (SA-3, SA-4)."""
        masks = _suit_masks(self.hands[self.turn])
        out: list[Move] = []
        for suit in range(4):
            mk = masks[suit]
            for lo in range(4, 13):
                if (mk >> lo) & 7 == 7:
                    out.append(_SEQ_MELDS[suit][lo])
        for key in sorted(melds):
            if SEQ_BASE <= key < GROUP_BASE:
                mk = masks[seq_suit(key)]
                for k in sequence_ends(melds[key]):
                    if (mk >> k) & 1:
                        out.append(Move("add", (k,), key))
        return out

    def _meld_moves(self, pre_draw: bool) -> list[Move]:
        return self._meld_moves_strays(pre_draw)[0]

    def _meld_moves_strays(self, pre_draw: bool) -> tuple[list[Move], int, int]:
        """The legal meld and add moves, the hand's stray cards and its ranks' wild-card needs
        (see :meth:`_candidates`)."""
        p = self.turn
        s = self.side_of[p]
        cnt = self._counts(p)
        cands, strays, needs = self._candidates(pre_draw, cnt, s)
        if not cands:
            return cands, strays, needs
        base: _Shared | None = None
        out: list[Move] = []
        if self.opened[s] and not self._bound(s):
            # the common case: enough cards stay in hand, so only black threes need the full check
            n = self.nhand[p] - (1 if self.no_discard else 2)
            for m in cands:
                if n >= len(m.cards) and m.cards[0] != BLACK3:
                    out.append(m)
                    continue
                if base is None:
                    base = self._check_base(p, s, pre_draw, cnt, strays)
                if self._meld_check(m, pre_draw, False, base) is None:
                    out.append(m)
            return out, strays, needs
        base = self._check_base(p, s, pre_draw, cnt, strays)
        for m in cands:
            if self._meld_check(m, pre_draw, False, base) is None:
                out.append(m)
        return out, strays, needs

    def _check_base(self, p: int, s: int, pre_draw: bool, counts: list[int], strays: int) -> _Shared:
        """What the checks of one move generation share (:meth:`_meld_check`): the hand's kind
        counts, the side's opening minimum (0 once opened), whether going out this turn is
        impossible whatever is melded first, because more cards than the one discard can neither
        be melded nor laid off (a meld or add that is no black three leaves those cards where they
        are, so :func:`~canasta.solver.can_go_out` rejects it the same way), and for an unopened
        side whose melds count together the :func:`~canasta.solver.opening_status` of the hand
        before any candidate (2 where it is not asked: no shortcut)."""
        melds = self.melds[s]
        status = 2
        progress = 0
        if self.opened[s]:
            need = 0
        else:
            r = self.rules
            need = self.opening_minimum(p)
            if r.opening_combine:
                progress = self._progress(melds)
                status = opening_status(r, counts, melds, progress, need,
                                        1 if pre_draw else (0 if self.feet[p] else 1 if self.no_discard else 2),
                                        r.opening_wilds,
                                        self.turn_serial, suits=self._hand_suits(p))
        return _Shared(counts, need, strays > (0 if self.no_discard else 1), status, progress)

    def _apply_to_melds(self, m: Move) -> tuple[int, dict[int, Meld]]:
        """The side's melds after a meld/add move (cards are placeholders: only counts matter)."""
        s = self.side_of[self.turn]
        melds = dict(self.melds[s])
        action, cards, target = m
        key = target if action == "add" else (_meld_key(cards) if IS_WILD[cards[0]] else cards[0]) if target < 0 \
            else _seq_free_key(melds, seq_suit(target))
        if key in melds and action == "meld" and target < 0:
            key = _group_free_key(self.rules, melds, key)  # SA-6: a further group of the rank
        melds[key] = counted(melds.get(key), key, cards, self.turn_serial)
        return key, melds

    def _meld_check(self, m: Move, pre_draw: bool, why: bool = False,
                    base: _Shared | None = None) -> Reason | None:
        """The end-of-turn, opening and permission checks of a meld or add (None if legal). The
        reason for a step that cannot end in going out is worked out only when ``why`` is asked for.
        ``base``: what the checks of one move generation share (:meth:`_check_base`)."""
        r = self.rules
        p = self.turn
        s = self.side_of[p]
        action, cards, target = m  # (the move's fields, read once)
        after = self.nhand[p] - len(cards)
        opened = self.opened[s]
        key = target if action == "add" else (_meld_key(cards) if IS_WILD[cards[0]] else cards[0]) if target < 0 \
            else _seq_free_key(self.melds[s], seq_suit(target))
        if r.group_slots > 1 and action == "meld" and target < 0 and key in self.melds[s]:
            key = _group_free_key(r, self.melds[s], key)  # SA-6: a further group of the rank
        # self._bound(s), inline (the hot path): a binding yes, or black threes melded (C-12.6)
        bound = BLACK3 in self.melds[s] or (self.answer == 1 and _binding(r))
        # cards that must stay for a discard that leaves one (C-12.2); none while a foot waits (HF-10)
        keep = 0 if self.feet[p] else 1 if self.no_discard else 2
        if opened and after >= keep and key != BLACK3 and not bound:
            return None
        if base is not None and 4 <= key < SEQ_BASE and not bound and not opened and r.opening_combine:
            # an unopened side's natural meld, where the melds count together: what it brings the
            # opening to is known without laying it. Where the minimum stays unmet, the hand's
            # opening_status answers (the same steps as below); where it is met, the cards left
            # in hand do, if enough stay for a discard.
            pts = _cards_value(cards, r.values) if r.card_values else _CARDS_VALUE.get(cards) or _cards_value(cards, BASE_VALUES)
            if base.progress + pts >= base.need:
                left = after + len(self.pending)  # the waiting pile cards join the hand
                if pre_draw:
                    return None if left >= 1 else _FIXED["empty-before-draw"]
                if left >= keep:
                    return None
            else:
                if base.status == 1:
                    w = cards[-1]
                    if not IS_WILD[w]:
                        return None
                    if self._largest_plan_stays(base, key, w, len(cards)):
                        return None
                elif base.status == 3 and not IS_WILD[cards[-1]]:
                    return None  # a natural meld or lay-off keeps the second plan (opening_status)
                if base.status == 0:  # the minimum stays out of reach: can the turn end by going out?
                    if pre_draw or base.no_out or not self._out_before(base):
                        return Reason("opening-unreachable", minimum=base.need)
                    if not IS_WILD[cards[-1]]:
                        return None  # (see _out_after)
        _, melds = self._apply_to_melds(m)
        if base is None:
            counts = self.hand_counts(p)
            need = 0 if opened else self.opening_minimum(p)
            status = 2
        else:
            counts = base.counts[:]
            need = base.need
            status = base.status if 4 <= key < SEQ_BASE else 2  # (shortcuts for natural groups only, see opening_status)
        for k in cards:
            counts[k] -= 1
        if key == BLACK3:
            if self._out_reachable(counts, melds, suits=self._suits_after(m) if r.sequences else None):
                return None
            return _FIXED["black-three-going-out"]
        if bound:
            if self._out_after(m, key, counts, melds, base):
                return None
            return self._bound_reason(s)
        if not opened:
            progress = self._progress(melds)
            if progress < need:
                keep_open = 1 if pre_draw else keep
                if status == 0:
                    reach = False  # unreachable before this meld, so after it (opening_status)
                elif (status == 1 or status == 3) and not IS_WILD[cards[-1]]:
                    reach = True  # natural cards of the first or second plan, which stays possible
                else:
                    reach = opening_reachable(r, counts, melds, progress, need, keep_open, r.opening_wilds,
                                              self.turn_serial, suits=self._suits_after(m) if r.sequences else None)
                if reach:
                    return None
                if not pre_draw and self._out_after(m, key, counts, melds, base):
                    return None  # the turn can still end by going out (concealed, C-9.5, or with the minimum)
                return Reason("opening-unreachable", minimum=need)
            after += len(self.pending)  # the opening is complete: the waiting pile cards join the hand
            if pre_draw:
                return None if after >= 1 else _FIXED["empty-before-draw"]
        if after >= keep:
            return None
        # the step leaves too few cards for an ordinary discard: it is legal if the turn can still
        # end by going out (C-12.1, C-12.2), judged at the end of the turn, not right after the step
        if after == 0:
            if self._may_go_out(s, melds):
                return None
        elif opened and not self.pending and not self.no_discard and not r.sequences:
            if self._last_card_out(s, counts, melds):
                return None
        elif self._out_after(m, key, counts, melds, base):
            return None
        return self._no_out_reason(counts, melds) if why else _NO_OUT

    def _hand_suits(self, p: int) -> Suits | None:
        """The natural cards of seat ``p``'s hand by suit where sequences are melds (SA-3), else None."""
        if not self.rules.sequences:
            return None
        return _suit_counts(self.hands[p], None, ())

    def _suits_after(self, m: Move) -> Suits:
        """The natural cards by suit left in the hand of the player to act after the meld or add
        ``m``: a sequence's cards of its suit, a group's the faces its step takes (the last held of
        each kind, as :meth:`_take_kinds`)."""
        action, cards, target = m
        if SEQ_BASE <= target < GROUP_BASE:
            return _suit_counts(self.hands[self.turn], seq_suit(target), cards)
        return _suit_counts(self.hands[self.turn], None, cards)

    def _out_after(self, m: Move, key: int, counts: list[int], melds: dict[int, Meld], base: _Shared | None) -> bool:
        """:meth:`_out_reachable` after the meld or add ``m`` (``counts``, ``melds``: the hand and
        the side's melds after it), with what the checks of the move generation share. For a
        meld of natural rank ``key`` the search before it answers for all of them:
        :func:`~canasta.solver.can_go_out` sees a natural meld or lay-off (``meld 7 7 7``,
        ``add 7``) exactly as the same cards still in hand (one group of that rank, the same size,
        room and canasta), so the answer is the same; with a wild card (``meld 7 7 2``, ``add 2
        to 7``) any way out after it is a way out before it, so "no" stays "no". Not for an
        unopened side whose minimum is one meld's value (F12): a meld may raise it."""
        if self.rules.sequences:  # (the faces a step takes change the sequences left to plan: no shortcut)
            return self._out_reachable(counts, melds, suits=self._suits_after(m))
        if base is None or key < 4 or key >= SEQ_BASE or not (
                self.rules.opening_combine or self.opened[self.side_of[self.turn]]):
            return self._out_reachable(counts, melds)
        if base.no_out or not self._out_before(base):
            return False  # (no_out: two stray cards, see _check_base)
        if not IS_WILD[m.cards[-1]]:
            return True
        return self._out_reachable(counts, melds)

    def _largest_plan_stays(self, base: _Shared, key: int, wild: int, size: int) -> bool:
        """Whether laying a natural meld of ``size`` cards with one wild card (``meld 7 7 JK``) or
        a wild card alone onto the side's meld (``add JK to 7``) keeps the opening reachable by
        the largest plan, where the hand reached it that way (opening_status 1): the wild card
        must be one of the best (a joker, or a two where no joker is held), and the wild cards
        left must still cover every pair of the plan (the meld's own rank, a pair, needed one)."""
        c = base.counts
        if wild != JOKER and c[JOKER]:
            return False
        if size == 3 and c[key] == 2:
            return True  # the pair of the plan that needed this wild card
        pairs = base.pairs
        if pairs < 0:
            melds = self.melds[self.side_of[self.turn]]
            pairs = base.pairs = sum(1 for q in NATURALS if c[q] == 2 and q not in melds
                                     and not self.rules.wild_free[q]) \
                if self.rules.pair_wild_meld_ok else 0
        return pairs <= c[JOKER] + c[TWO] - 1

    def _out_before(self, base: _Shared) -> bool:
        """:meth:`_out_reachable` before any meld of this move generation (asked once)."""
        before = base.out
        if before is None:
            before = base.out = self._out_reachable(base.counts, self.melds[self.side_of[self.turn]],
                                                    suits=self._hand_suits(self.turn))
        return before

    def _last_card_out(self, s: int, counts: list[int], melds: dict[int, Meld]) -> bool:
        """Whether an opened side's player holding one card (``counts``) goes out with it: by
        discarding it, or by melding it onto one of ``melds`` (C-12.1, C-12.2, I28). The same answer
        as :meth:`_out_reachable` for one card, without the general search."""
        r = self.rules
        k = counts.index(1)
        if _closing_ok(r, k) and self._may_go_out(s, melds):
            return True
        t = self.turn_serial
        if IS_WILD[k]:
            keys = [q for q, m in melds.items() if q >= 4 and meld_room(r, m, m.naturals, t)]
            if WILD_MELD in melds and (len(melds[WILD_MELD].cards) < CANASTA or not r.wild_canasta_closed):  # BO-1
                keys.append(WILD_MELD)
        elif k == BLACK3:
            bm = melds.get(BLACK3)
            keys = [BLACK3] if r.black3_melds and bm is not None and bm.naturals < 4 else []
        else:
            keys = [g for g in (_rank_keys(r, melds, k) if r.group_slots > 1 else (k,))
                    if g in melds and not (r.canasta_closes_rank and len(melds[g].cards) >= CANASTA)]
        for q in keys:
            grown = dict(melds)
            grown[q] = counted(melds[q], q, (k,), t)
            if self._may_go_out(s, grown):
                return True
        return False

    def _concealed_possible(self, counts: list[int], melds: dict[int, Meld], suits: Suits | None = None) -> bool:
        """Whether an unopened side's player can still go out concealed this turn (C-9.5, C-12.5)."""
        r = self.rules
        if not r.concealed_waives_minimum or (self.took_pile and not r.pile_in_concealed) or self.pending:
            return False
        if r.canastas_to_go_out == 0:  # going out concealed always needs a canasta of one's own (C-12.5)
            r = replace(r, canastas_to_go_out=1)
        return can_go_out(r, counts, melds, not self.no_discard, turn=self.turn_serial, suits=suits)

    def _out_reachable(self, counts: list[int], melds: dict[int, Meld], asking: bool = False,
                       suits: Suits | None = None) -> bool:
        """Whether the player can still go out this turn from here (``asking``: whether it is
        worth asking the partner, so a permission not yet given does not count against it).
        ``suits``: the hand's natural cards by suit, where sequences are melds (the searches then
        plan them, SA-3; without them they plan groups only)."""
        r = self.rules
        p = self.turn
        s = self.side_of[p]
        if self.pending or self.feet[p] or self._permission_missing(s, asking):
            return False  # (HF-11: a player with a foot still to play does not go out)
        if r.go_out_side_in_foot and self._side_foot_waits(s):
            return False  # (HF-11 option: nor a player whose partner has one)
        if self.lone < 0 and r.partnership == "cutthroat" and self._merge_blocked(p) >= 0:
            return False
        t = self.turn_serial
        if not self.opened[s]:
            if self._concealed_possible(counts, melds, suits):
                return True
            if (r.concealed_waives_minimum and r.canastas_to_go_out and not (self.took_pile and not r.pile_in_concealed)):
                return False  # going out with the minimum is no easier than going out concealed
            need = self.opening_minimum(p)
            progress = self._progress(melds)
            if r.opening_combine:
                return can_go_out(r, counts, melds, not self.no_discard, need, progress, turn=t, suits=suits)
            return progress >= need and can_go_out(r, counts, melds, not self.no_discard, turn=t, suits=suits)
        return can_go_out(r, counts, melds, not self.no_discard, turn=t, suits=suits)

    def _meld_phase_moves(self) -> list[Move]:
        p = self.turn
        s = self.side_of[p]
        if (self.nhand[p] >= 5 and self.opened[s] and not self.no_discard and not self.pending
                and BLACK3 not in self.melds[s] and not (self.answer == 1 and _binding(self.rules))):  # _bound(s)
            return self._open_meld_phase_moves(p, s)
        out, strays, needs = self._meld_moves_strays(False)
        if self.rules.group_join:
            out += [j for j in self._join_moves(s) if self._join_leaves_a_move(j)]
        if self.no_discard:
            if self._end_reason() is None:
                out.append(END)  # a red three was the last stock card: no discard, no question (K-2)
            return out
        h = self.hands[p]
        r = self.rules
        if self.nhand[p] == 1 or (r.wild_meld_blocks and self._stop_cards_blocked()) \
                or (r.empty_pile_discard_ranks and not self.pile):  # (MA-19)
            out.extend([_DISCARD[k] for k in range(NKINDS) if h[k] and self._discard_reason(k) is None])
        elif self._discard_block() is None:  # the only check of a discard that does not depend on its kind
            out.extend(compress(_DISCARD, h))  # a discard of each kind held
        if strays <= 1 and needs <= len(h[JOKER]) + len(h[TWO]) and self._ask_reason() is None:
            # (two stray cards, or pairs that need more wild cards than the hand holds: no going
            # out, see _candidates)
            out.append(ASK)
        return out

    def _open_meld_phase_moves(self, p: int, s: int) -> list[Move]:
        """:meth:`_meld_phase_moves` in the common case, in one pass: the side has opened, the
        player holds five cards or more (so every meld or add leaves enough for a discard), may
        discard and is not bound to go out. The same moves in the same order as the general path
        (:meth:`_meld_moves`, the discards, :meth:`_ask_reason`)."""
        r = self.rules
        h = self.hands[p]
        melds = self.melds[s]
        cnt = self._counts(p)
        out, strays, needs = self._candidates(False, cnt, s)
        if out and (out[-1] is _B3_MELD or out[-1] is _B3_ADD) and self._meld_check(out[-1], False) is not None:
            out.pop()  # (a black three is the one meld here that needs the full check)
        if r.group_join:
            out += self._join_moves(s)
        if (r.wild_meld_blocks and self._stop_cards_blocked()) or (r.empty_pile_discard_ranks and not self.pile):
            out.extend([_DISCARD[k] for k in range(NKINDS) if h[k] and self._discard_reason(k) is None])
        else:
            out.extend(compress(_DISCARD, cnt))  # a discard of each kind held
        if (strays <= 1 and needs <= cnt[JOKER] + cnt[TWO] and not self.asked and not self.melded_turn
                and not self.feet[p] and not (r.go_out_side_in_foot and self._side_foot_waits(s))
                and self.answer != 0 and r.permission != "off" and len(self.sides[s]) > 1
                and can_go_out(r, cnt, melds, True, turn=self.turn_serial,
                               suits=self._hand_suits(p))):  # (strays, needs: see _candidates)
            out.append(ASK)
        return out

    def _join_moves(self, s: int) -> list[Move]:
        """``join Q2 to Q`` for each further group of the side whose joining to the first group of its
        rank makes a valid group (SA-6: "while the joined group stays legal")."""
        r = self.rules
        melds = self.melds[s]
        out: list[Move] = []
        for key in sorted(melds):
            if key >= GROUP_BASE:
                b = melds[key]
                a = melds.get(key_rank(key))
                if a is not None and meld_ok(r, a.key, a.naturals + b.naturals, a.wilds + b.wilds):
                    out.append(_JOIN[key])
        return out

    def _join_leaves_a_move(self, m: Move) -> bool:
        """Whether the turn can still end after the join ``m`` (§0.2): outside the common case (an
        unopened side, a short hand, a bound or foot player) a join can take away the room for a wild
        card the initial meld or going out needs, so the position after it must offer a move (each of
        its own moves is checked the same way)."""
        nxt = self.copy()
        nxt._do_join(m)
        return bool(nxt.legal_move_list())

    def _do_join(self, m: Move) -> None:
        """Join the further group ``m.target`` to the first group of its rank (SA-6)."""
        melds = self.melds[self.side_of[self.turn]]
        src = melds.pop(m.target)
        q = key_rank(m.target)
        melds[q] = _merge(melds[q], src)
        if m.target in self.tainted:
            self.tainted.remove(m.target)
            if q not in self.tainted:
                self.tainted.append(q)

    def _end_reason(self) -> Reason | None:
        """The legality of 'end' in the meld phase (K-2; not after black threes, C-12.6)."""
        if not self.no_discard:
            return _FIXED["end-not-allowed"]
        return self._bound_reason(self.side_of[self.turn])

    def _bound(self, s: int) -> bool:
        """Whether the player to act (of side ``s``) must go out this turn: after the partner's
        binding yes (C-12.4), or once black threes are on the side's table, which happens only in
        the turn in which the player goes out (C-1.5, C-12.6). Then every step must keep going out
        possible (the end-of-turn principle of :meth:`_meld_check`) and no discard may leave a card."""
        return BLACK3 in self.melds[s] or (self.answer == 1 and _binding(self.rules))

    def _bound_reason(self, s: int) -> Reason | None:
        """The reason of :meth:`_bound` (None if the player is free to stay in)."""
        if BLACK3 in self.melds[s]:
            return _FIXED["black-three-must-go-out"]
        if self.answer == 1 and _binding(self.rules):
            return _FIXED["must-go-out"]
        return None

    def _stop_cards_blocked(self) -> bool:
        """I29: an unfinished wild meld forbids discarding a wild card or a black three, while the
        hand holds another card (when every card is a stop card the restriction cannot be kept)."""
        r = self.rules
        if not r.wild_meld_blocks:
            return False
        p = self.turn
        melds = self.melds[self.side_of[p]]
        wm = melds.get(WILD_MELD)
        if wm is None or len(wm.cards) >= CANASTA:
            return False
        h = self.hands[p]
        return any(h[k] for k in range(NKINDS) if not (IS_WILD[k] or k == BLACK3))

    def _discard_block(self) -> Reason | None:
        """What forbids every discard now, whatever its kind (meld phase)."""
        if self.no_discard:
            return _FIXED["no-discard-after-red-three"]
        p = self.turn
        s = self.side_of[p]
        if self.pending or (not self.opened[s] and self.melds[s]):
            return Reason("opening-before-discard", minimum=self.opening_minimum(p))
        return self._bound_reason(s)

    def _discard_reason(self, k: int) -> Reason | None:
        """The one legality check of discarding a card of kind ``k`` (held) in the meld phase."""
        p = self.turn
        s = self.side_of[p]
        if self.nhand[p] == 1 and not self.no_discard and not self.feet[p]:  # the going-out discard (C-12.1)
            r = self.rules
            melds = self.melds[s]
            if self._may_go_out(s, melds) and _closing_ok(r, k):
                return None
            block = self._discard_block()
            if block is not None:
                return block
            if not _closing_ok(r, k):
                return _FIXED["closing-discard"]
            return self._no_out_reason([0] * NKINDS, melds)
        block = self._discard_block()
        if block is not None:
            return block
        if (IS_WILD[k] or k == BLACK3) and self._stop_cards_blocked():
            return _FIXED["wild-meld-stop-discard"]
        guarded = self.rules.empty_pile_discard_ranks
        if guarded and k in guarded and not self.pile and any(
                self.hands[p][q] for q in NATURALS if q not in guarded):
            return Reason("empty-pile-discard", kind=kind_text(k))  # MA-19
        return None

    def _ask_reason(self) -> Reason | None:
        """The one legality check of asking "May I go out?" in the meld phase (C-12.4, FI-8)."""
        r = self.rules
        p = self.turn
        s = self.side_of[p]
        if self.feet[p] and r.permission != "off" and len(self.sides[s]) > 1:
            return _FIXED["go-out-foot"]  # HF-11: no going out before the foot
        if r.go_out_side_in_foot and self._side_foot_waits(s) and r.permission != "off" and len(self.sides[s]) > 1:
            return _FIXED["go-out-side-foot"]
        if not (self.asked or self.melded_turn or self.no_discard) and self.nhand[p] > 1 \
                and r.permission != "off" and len(self.sides[s]) > 1:  # the common case, in one test
            melds = self.melds[s]
            if (not melds or self.opened[s]) and self._out_reachable(self.hand_counts(p), melds, asking=True,
                                                                   suits=self._hand_suits(p)):
                return None
            return _FIXED["ask-cannot-go-out"]
        if r.permission == "off" or len(self.sides[s]) < 2:
            return _FIXED["ask-no-partner"]
        if self.asked:
            return _FIXED["ask-once"]
        if self.melded_turn:
            return _FIXED["ask-before-melding"]
        melds = self.melds[s]
        if self.nhand[p] == 1 and not self.no_discard:
            if r.permission != "required":
                return _FIXED["ask-cannot-go-out"]
            k = next(k for k in range(NKINDS) if self.hands[p][k])
            if self._may_go_out(s, melds) and _closing_ok(r, k):
                return _FIXED["ask-not-needed"]
        elif melds and not self.opened[s]:
            return _FIXED["ask-cannot-go-out"]
        if self.no_discard or not self._out_reachable(self.hand_counts(p), melds, asking=True,
                                                                   suits=self._hand_suits(p)):
            return _FIXED["ask-cannot-go-out"]
        return None

    def partner_to_answer(self) -> int:
        """The partner who answers "May I go out?": the next side member in turn order."""
        p = self.turn
        s = self.side_of[p]
        order = self.order
        i = order.index(p)
        for j in range(1, len(order)):
            q = order[(i + j) % len(order)]
            if self.side_of[q] == s:
                return q
        return p

    # ------------------------------------------------------------------ apply

    def apply(self, move: Move | str) -> None:
        """Apply a move (a :class:`Move` or its text). An illegal move raises
        :class:`IllegalMoveError` naming the rule it breaks, and changes nothing."""
        lm = self._legal
        if lm is None or move not in lm:  # (a move in the cached legal moves is legal: reason() is None)
            if isinstance(move, str):
                move = parse_move(move)
            why = self.reason(move)
            if why is not None:
                raise IllegalMoveError(why.message, why.rule, why.code, why.params)
        self._legal = None
        m: Move = move  # (a text is never among the legal moves: it was parsed above)
        a = m[0]  # (m.action: a named tuple's field by index is the cheaper read)
        if a == "discard":
            self._do_discard(m[1][0])
        elif a == "draw":
            self._do_draw()
        elif a == "meld" or a == "add":
            self._do_meld(m)
        elif a == "take":
            self._do_take(m)
        elif a == "join":
            self._do_join(m)
        elif a == "ask":
            self.asked = True
            self.asked_before_draw = self.phase == "draw"
            self.asker = self.turn
            self.turn = self.partner_to_answer()
            self.phase = "answer"
        elif a == "yes" or a == "no":
            self.answer = 1 if a == "yes" else 0
            self.turn = self.asker
            self.phase = "draw" if self.asked_before_draw else "meld"
        elif a == "end":
            self._end_hand()
        elif a == "deal":
            self.hand_no += 1
            self.dealer = self._next_dealer()
            self._start_hand()

    def push(self, move: Move | str) -> None:
        """Alias of :meth:`apply`."""
        self.apply(move)

    def _next_dealer(self) -> int:
        """The deal passes clockwise (C-3.1): the first active seat after the previous dealer."""
        n = self.rules.players
        order = hand_order(self.rules, self.hand_no)
        seat = (self._first_dealer() + self.hand_no) % n
        for i in range(n):
            cand = (seat + i) % n
            if cand in order:
                return cand
        return order[0]

    def _first_dealer(self) -> int:
        return rng.derive(self.seed, "dealer") % self.rules.players

    def _do_draw(self) -> None:
        r = self.rules
        p = self.turn
        stock = self.stock
        if not stock:
            self._end_hand()
            return
        want = r.draw_count
        drawn = 0
        h = self.hands[p]
        cnt = self._cnt[p]
        while drawn < want and stock:
            c = stock.pop()
            k = KIND[c]
            if k == RED3 or k == BLACK3 and r.black3_bonus:  # (MA-14: a black three too)
                self.red3s[p].append(c)
                if not stock:
                    self.nhand[p] += drawn
                    if r.last_red3 == "end":
                        self._end_hand()
                        return
                    self.phase = "meld"
                    self.no_discard = True
                    return
                continue
            h[k].append(c)  # _give(p, c), inline (the count below)
            cnt[k] += 1
            drawn += 1
        self.nhand[p] += drawn
        self.phase = "meld"

    def _do_take(self, m: Move) -> None:
        r = self.rules
        p = self.turn
        s = self.side_of[p]
        key, _kinds = self._take_shape(m)
        faces = self._take_kinds(p, m.cards)
        pile = self.pile
        top = pile.pop()
        faces.append(top)
        rest = pile
        hidden = self.pile_hidden
        lim = r.pile_take_limit
        if lim and len(pile) >= lim:  # HF-5: the top card and the lim - 1 cards under it; the rest stays
            rest = pile[len(pile) - lim + 1:]
            self.pile = pile[:len(pile) - lim + 1]
            self.pile_frozen = self._frozen_by(self.pile)
        else:
            self.pile = []
            self.pile_frozen = False
        self.pile_hidden = 0
        if self.rules.partnership == "cutthroat" and self.lone < 0:
            self._form_lone(p)
            s = self.side_of[p]
        self._lay(s, key, faces)
        self.took_pile = True
        red3s = self.red3s[p]
        laid = r.bonus_kind
        if self.opened[s]:
            # the rest of the pile joins the hand (_give, inline), its face-up cards known to all
            h = self.hands[p]
            cnt = self._cnt[p]
            kn = self.known[p]
            fp = self.from_pile
            n = 0
            for i, c in enumerate(rest):
                k = KIND[c]
                if laid[k]:
                    red3s.append(c)
                    continue
                h[k].append(c)
                cnt[k] += 1
                fp[k] += 1
                n += 1
                if i >= hidden:
                    kn[k] += 1
            self.nhand[p] += n
        else:
            gained: list[int] = []
            for c in rest:
                if laid[KIND[c]]:
                    red3s.append(c)
                else:
                    gained.append(c)
            self.pending = gained  # face up beside the hand until the minimum is met (C-9.4)
            self._check_opening(s)
        for _ in range(r.pile_bonus_card):
            self._draw_one_plain(p)
        self.phase = "meld"
        if self.nhand[p] == 0 and not self.pending:
            if self.feet[p]:
                self._pick_up_foot(p)
            else:
                self._go_out()

    def _frozen_by(self, cards: list[int]) -> bool:
        """Whether the cards left in the pile after a partial take keep it frozen (HF-5 with C-4.2, C-7.4,
        K-1): a wild card discarded, a red three or wild card among the upcards, a black three that freezes."""
        r = self.rules
        for c in cards:
            k = KIND[c]
            if (IS_WILD[k] and (r.freeze == "classic" or "wild" in r.upcard_freezers)
                    or k == RED3 and "red3" in r.upcard_freezers
                    or k == BLACK3 and (r.black3_discard == "freeze" or "black3" in r.upcard_freezers)):
                return True
        return False

    def _pick_up_foot(self, p: int) -> None:
        """The hand is used up, so the seat picks up its foot (HF-10) and plays on from it (in the same
        turn after melding its last card, at its next turn after discarding it). Red threes in the
        foot are laid out and replaced from the stock (HF-12, as C-5.1)."""
        foot = self.feet[p]
        self.feet[p] = []
        for c in foot:
            self._give(p, c)
        if self.hands[p][RED3] or self.hands[p][BLACK3] and self.rules.black3_bonus:
            self._resolve_red3(p)

    def _draw_talon(self, p: int) -> None:
        """The talon (MA-3): the player who made the side's initial meld in this turn (not by taking the pile) draws the
        side's talon from the stock after the discard: ``talons[k]`` cards, where ``k`` other sides have made
        their initial meld before; none once the stock holds fewer than :data:`TALON_TURN_CARD` cards."""
        s = self.side_of[p]
        melds = self.melds[s]
        t = self.turn_serial
        if not self.opened[s] or not melds or any(m.born != t for m in melds.values()):
            return  # (not the turn of the side's initial meld)
        talons = self.rules.talons
        k = sum(1 for q, o in enumerate(self.opened) if o and q != s)
        if k >= len(talons) or len(self.stock) < TALON_TURN_CARD:
            return
        for _ in range(talons[k]):
            self._draw_one_plain(p)

    def _draw_one_plain(self, p: int) -> None:
        stock = self.stock
        laid = self.rules.bonus_kind
        while stock:
            c = stock.pop()
            if laid[KIND[c]]:
                self.red3s[p].append(c)
                continue
            self._give(p, c)
            return

    def _form_lone(self, p: int) -> None:
        """Cutthroat (§1.16): the first to take the pile plays alone, the other two become partners."""
        self.lone = p
        others = [q for q in self.order if q != p]
        a, b = self.side_of[others[0]], self.side_of[others[1]]
        keep, drop = min(a, b), max(a, b)
        merged = dict(self.melds[keep])
        for key, m in self.melds[drop].items():
            old = merged.get(key)
            merged[key] = m if old is None else _merge(old, m)
        self.melds[keep] = merged
        self.melds[drop] = {}
        self.opened[keep] = self.opened[keep] or self.opened[drop]
        self.opened[drop] = False
        self.sides[keep] = tuple(q for q in self.order if q in (others[0], others[1]))
        self.sides[drop] = ()
        for q in others:
            self.side_of[q] = keep

    def _lay(self, s: int, key: int, faces: list[int]) -> None:
        p = self.turn
        melds = self.melds[s]
        old = melds.get(key)
        if old is None:
            nm = make_meld(key, faces, self.turn_serial)
        else:
            if old.born != self.turn_serial:
                self.touched_old = True
            nm = grow(old, faces, self.turn_serial)
        if key in self.tainted and nm.concealed and not (old is not None and old.concealed):
            nm = nm._replace(concealed=False)
        if SEQ_BASE <= key < GROUP_BASE:
            nm = nm._replace(cards=tuple(sorted(nm.cards)))  # a sequence lies in order (one suit: by rank)
        melds[key] = nm
        if self.first_meld[p] < 0:
            self.first_meld[p] = self.turn_serial

    def _check_opening(self, s: int) -> None:
        if not self.opened[s] and self._progress(self.melds[s]) >= self.opening_minimum(self.turn):
            self.opened[s] = True
            p = self.turn
            kn = self.known[p]
            for c in self.pending:
                self._give(p, c)
                kn[KIND[c]] += 1
                self.from_pile[KIND[c]] += 1
            self.pending = []

    def _do_meld(self, m: Move) -> None:
        p = self.turn
        s = self.side_of[p]
        action, cards, target = m  # (the move's fields, read once)
        key = target if action == "add" else (_meld_key(cards) if IS_WILD[cards[0]] else cards[0]) if target < 0 \
            else _seq_free_key(self.melds[s], seq_suit(target))
        if action == "meld" and target < 0 and key in self.melds[s]:
            key = _group_free_key(self.rules, self.melds[s], key)  # SA-6: a further group of the rank
        fp = self.from_pile
        h = self.hands[p]
        for k in cards:
            if fp[k] and len(h[k]) <= fp[k]:  # no card of that kind from the hand is left (SK-3)
                fp[k] -= 1
                if key not in self.tainted:
                    self.tainted.append(key)
        faces = self._take_suited(p, cards, seq_suit(key)) if SEQ_BASE <= key < GROUP_BASE else self._take_kinds(p, cards)
        self._lay(s, key, faces)
        self.melded_turn = True
        if not self.opened[s]:
            self._check_opening(s)
        if self.nhand[p] == 0:
            if self.feet[p]:
                self._pick_up_foot(p)  # HF-10: on from the foot in the same turn
            else:
                self._go_out()

    def _do_discard(self, k: int) -> None:
        r = self.rules
        p = self.turn
        hk = self.hands[p][k]
        self.pile.append(hk.pop())  # _take_kind(p, k), inline
        self._cnt[p][k] -= 1
        n = self.nhand[p] = self.nhand[p] - 1
        kn = self.known[p]
        if kn[k] > len(hk):
            kn[k] = len(hk)
        if IS_WILD[k] and r.freeze == "classic" or k == BLACK3 and r.black3_discard == "freeze":
            self.pile_frozen = True
        if n == 0:
            if not self.feet[p]:
                self._go_out()
                return
            if not r.foot_next_turn:
                self._pick_up_foot(p)  # HF-10: the foot is picked up now and played from the next turn
        if r.talons and not self.took_pile:
            self._draw_talon(p)  # MA-3
        if not self.stock and r.stock_out == "end":
            self._end_hand()
            return
        # the next player's turn (with _begin_turn() written out: the commonest step)
        order = self.order
        ti = self.ti = (self.ti + 1) % len(order)
        q = self.turn = order[ti]
        self.turn_serial += 1
        self._reset_turn()
        self.phase = "draw"
        if r.red3_timing == "first_turn" and not self.red3_done[q]:  # _begin_turn()
            self._resolve_red3(q)
        if not self.nhand[q] and self.feet[q]:
            self._pick_up_foot(q)  # HF-10 option foot_next_turn: the foot waited for this turn

    def _go_out(self) -> None:
        p = self.turn
        s = self.side_of[p]
        self.went_out = p
        melds = self.melds[s]
        self.concealed_out = (self.first_meld[p] == self.turn_serial and not self.touched_old
                              and any(m.born == self.turn_serial and len(m.cards) >= CANASTA for m in melds.values())
                              and (self.rules.pile_in_concealed or not self.took_pile))
        self._end_hand()

    def _end_hand(self) -> None:
        r = self.rules
        if r.partnership == "cutthroat" and self.lone < 0 and self.went_out >= 0:
            self._form_lone(self.went_out)
        res = score_hand(self)
        self.result = res
        for t, pts in enumerate(res.team_points):
            self.scores[t] += pts
        self.sheet.append(list(res.team_points))
        self.phase = "hand_over"
        top = max(self.scores)
        if r.hands_per_match:  # HF-9: a match of so many hands; a tie plays one more (§0.2)
            if self.hand_no + 1 >= r.hands_per_match and self.scores.count(top) == 1:
                self.winners = (self.scores.index(top),)
                self.phase = "match_over"
        elif top >= r.target and self.scores.count(top) == 1:
            self.winners = (self.scores.index(top),)
            self.phase = "match_over"
        self._legal = None

    # ------------------------------------------------------------------ explanations

    def explain(self, move: Move | str) -> str:
        """Why a move is illegal here, naming the rule (``"<rule>: <text>"``); ``""`` if it is legal."""
        why = self.reason(move)
        return "" if why is None else why.message

    def _rule_of(self, move: Move) -> str:
        """The RULES.md id of a refusal (``""`` for a legal move)."""
        why = self.reason(move)
        return "" if why is None else why.rule


class LegalMoves(Sequence[Move]):
    """The legal moves of a state: supports ``len``, ``in``, iteration, indexing and ``bool``."""

    __slots__ = ("_moves",)

    def __init__(self, state: State) -> None:
        self._moves = state.legal_move_list()

    def __len__(self) -> int:
        return len(self._moves)

    def __getitem__(self, i: int) -> Move:  # type: ignore[override]
        return self._moves[i]

    def __iter__(self) -> Iterator[Move]:
        return iter(self._moves)

    def __contains__(self, m: object) -> bool:
        if isinstance(m, str):
            try:
                m = parse_move(m)
            except ValueError:
                return False
        return m in self._moves

    def count(self, value: Any = None) -> int:
        """Number of legal moves (python-chess style) or, with an argument, occurrences of it."""
        if value is None:
            return len(self._moves)
        return self._moves.count(value)

    def texts(self) -> list[str]:
        return [str(m) for m in self._moves]

    def __repr__(self) -> str:
        return "<LegalMoves " + ", ".join(self.texts()) + ">"


_RED3_FACES = tuple(f for f, k in enumerate(KIND) if k == RED3)
_THREE_FACES = tuple(f for f, k in enumerate(KIND) if k in (RED3, BLACK3))
_RED_THREE: Final = (RED3,)
_BONUS_THREES: Final = (RED3, BLACK3)
"""The kinds laid out at once: red threes (C-5.1), and black threes too where they are bonus cards (MA-14)."""


def _red3s_below_top(pile: list[int], black3_bonus: bool = False) -> int:
    """Red threes (and black threes with ``black3_bonus``, MA-14) in the pile under its top card."""
    n = 0
    if black3_bonus:
        for f in _THREE_FACES:
            n += pile.count(f)
        k = KIND[pile[-1]]
        return n - 1 if k in (RED3, BLACK3) else n
    for f in _RED3_FACES:
        n += pile.count(f)
    if KIND[pile[-1]] == RED3:
        n -= 1
    return n


class _Shared:
    """What the meld checks of one move generation share (:meth:`State._check_base`)."""

    __slots__ = ("counts", "need", "no_out", "status", "progress", "out", "pairs")

    def __init__(self, counts: list[int], need: int, no_out: bool, status: int, progress: int) -> None:
        self.counts = counts  # the hand's kind counts (read only)
        self.need = need  # the opening minimum (0 once opened)
        self.no_out = no_out  # more stray cards than the one discard: no going out this turn
        self.status = status  # opening_status of the hand (0, 1, 3: its shortcuts; 2: none)
        self.progress = progress  # what the melds of the turn count toward the minimum (with a status)
        self.out: bool | None = None  # _out_reachable before any meld, once asked
        self.pairs = -1  # the hand's pairs of ranks the side has no meld of, once asked (-1)


def _cards_value(cards: tuple[int, ...], values: tuple[int, ...]) -> int:
    """What cards of a natural rank and wild cards count toward the minimum (C-9.2), at ``values``
    (the rule set's, HF-15)."""
    return sum(values[k] for k in cards)


def _meld_key(cards: tuple[int, ...]) -> int:
    for k in cards:
        if not IS_WILD[k]:
            return k
    return WILD_MELD


def _suit_counts(h: list[list[int]], suit: int | None, kinds: tuple[int, ...]) -> Suits:
    """:data:`~canasta.solver.Suits` of the hand ``h`` less ``kinds``: of ``suit`` (a sequence), or
    (``suit`` None) the last faces held of each kind (what a group's step takes)."""
    out = [[0] * 15 for _ in range(4)]
    for k in range(4, 15):
        for f in h[k]:
            out[f // 13][k] += 1
    if suit is not None:
        for k in kinds:
            out[suit][k] -= 1
    else:
        taken: dict[int, int] = {}
        for k in kinds:
            if 4 <= k <= 14:
                n = taken[k] = taken.get(k, 0) + 1
                out[h[k][-n] // 13][k] -= 1
    return tuple(map(tuple, out))


def _suit_masks(h: list[list[int]]) -> list[int]:
    """For each suit, a bit mask of the natural ranks (4..A) the hand holds in it."""
    masks = [0, 0, 0, 0]
    for k in range(4, 15):
        for f in h[k]:
            masks[f // 13] |= 1 << k
    return masks


def _seq_free_key(melds: dict[int, Meld], suit: int) -> int:
    """The key a new sequence of ``suit`` gets: the side's first free one (h1, then h2, ...)."""
    slot = 0
    while seq_key(suit, slot) in melds:
        slot += 1
    return seq_key(suit, slot)


def _rank_keys(r: RuleSet, melds: dict[int, Meld], rank: int) -> tuple[int, ...]:
    """The keys of the side's groups of natural rank ``rank``, first group first (SA-6)."""
    return tuple(k for k in (group_key(rank, slot) for slot in range(r.group_slots)) if k in melds)


def _group_adds(r: RuleSet, melds: dict[int, Meld], rank: int) -> tuple[list[Move], bool]:
    """Where ``group_slots`` allows further groups: the lay-offs of a natural card of ``rank`` onto the
    side's groups of it that take one (not those closed at seven, MA-11), and whether a further group of
    it may be laid now (a free slot; with ``canasta_closes_rank`` only once every group is closed, HF-7)."""
    adds: list[Move] = []
    free = False
    closed_all = True
    closes = r.canasta_closes_rank
    for slot in range(r.group_slots):
        key = group_key(rank, slot)
        m = melds.get(key)
        if m is None:
            free = True
        elif not (closes and len(m.cards) >= CANASTA):
            closed_all = False
            adds.append(_ADD_SELF[rank] if slot == 0 else _ADD_GROUP[key])
    return adds, free and (closed_all or not closes)


def _group_free_key(r: RuleSet, melds: dict[int, Meld], rank: int) -> int:
    """The key a new group of ``rank`` gets where the side already has one (SA-6): the first free
    slot (Q2, then Q3); ``rank`` itself where no further group is allowed (the move is refused)."""
    for slot in range(1, r.group_slots):
        key = group_key(rank, slot)
        if key not in melds:
            return key
    return rank


def _take_group_key(r: RuleSet, melds: dict[int, Meld], rank: int) -> int:
    """Where a take with cards from the hand (``take Q Q``) lays the top card and those cards when
    the side holds a group of the rank and may hold further ones: on the first of its groups below
    seven cards; where every one is a canasta that takes no top card (SA-7's note) or is closed
    (HF-7, MA-11), as a new group in the first free slot; else on the first group (refused if closed)."""
    if not (r.canasta_closes_rank or r.pile_layoff_below_canasta):
        return rank
    free = -1
    for slot in range(r.group_slots):
        key = group_key(rank, slot)
        m = melds.get(key)
        if m is None:
            if free < 0:
                free = key
        elif len(m.cards) < CANASTA:
            return key
    return free if free >= 0 else rank


def _further_group_refusal(st: State, rank: int, s: int) -> Reason | None:
    """Why a new group of ``rank``, of which the side holds a group, may not be laid (None: it may,
    as the side's next group of the rank, SA-6)."""
    r = st.rules
    if r.group_slots == 1 or rank < 4:
        return Reason("meld-exists", meld=meld_key_text(rank))
    melds = st.melds[s]
    keys = [group_key(rank, slot) for slot in range(r.group_slots)]
    if r.canasta_closes_rank and any(k in melds and len(melds[k].cards) < CANASTA for k in keys):
        return Reason("group-not-closed", meld=meld_key_text(rank))
    if all(k in melds for k in keys):
        return Reason("group-limit", meld=meld_key_text(rank), count=r.group_slots)
    return None


def _join_refusal(st: State, m: Move, s: int) -> Reason:
    """Why ``join Q2 to Q`` is refused (SA-6)."""
    r = st.rules
    if not r.group_join:
        return _FIXED["join-not-allowed"]
    melds = st.melds[s]
    if m.target not in melds:
        return Reason("no-such-meld", meld=meld_key_text(m.target))
    a = melds.get(key_rank(m.target))
    b = melds[m.target]
    if a is not None and meld_ok(r, a.key, a.naturals + b.naturals, a.wilds + b.wilds):
        # a valid join that would leave the turn no way to end (§0.2)
        if not st.opened[s]:
            return Reason("opening-unreachable", minimum=st.opening_minimum(st.turn))
        return _FIXED["cannot-meld-out"]
    return Reason("join-invalid", meld=meld_key_text(m.target), into=meld_key_text(key_rank(m.target)),
                  naturals=(a.naturals if a else 0) + b.naturals, wilds=(a.wilds if a else 0) + b.wilds)


def _merge(a: Meld, b: Meld) -> Meld:
    return Meld(a.key, a.cards + b.cards, a.naturals + b.naturals, a.jokers + b.jokers, a.twos + b.twos,
                min(a.born, b.born), a.concealed or b.concealed)


def _pile_rule(r: RuleSet) -> str:
    """The rule that says how an unfrozen pile's top card is laid: IT-20 where only a natural pair
    takes it, FR-8 where the pile never freezes (the French seed's own rule), else C-7.5."""
    if r.take_with == "pair":
        return "IT-20"
    return "FR-8" if r.freeze == "none" else "C-7.5"


def _binding(r: RuleSet) -> bool:
    """Whether a yes to "May I go out?" obliges the player to go out (C-12.4, FI-8)."""
    return r.permission == "binding" or r.permission == "required"


def _closing_ok(r: RuleSet, k: int) -> bool:
    f = r.closing_discard_forbids
    if IS_WILD[k] and "wild" in f:
        return False
    return not (k == BLACK3 and "black3" in f)


def _canastas_missing(r: RuleSet, melds: dict[int, Meld]) -> Reason:
    """The fact that a side's canastas do not yet allow going out (C-12.1, IT-17)."""
    have = sum(1 for key, m in melds.items() if key != BLACK3 and (key != WILD_MELD or r.wild_canasta_counts)
               and len(m.cards) >= CANASTA)
    if r.go_out_naturals or r.go_out_mixed:  # HF-11: the contract of natural and mixed canastas
        nat = sum(1 for key, m in melds.items() if (4 <= key < SEQ_BASE or key >= GROUP_BASE)
                  and len(m.cards) >= CANASTA and m.jokers + m.twos == 0)
        mixed = sum(1 for key, m in melds.items() if (4 <= key < SEQ_BASE or key >= GROUP_BASE)
                    and len(m.cards) >= CANASTA and m.jokers + m.twos > 0)
        if nat < r.go_out_naturals or mixed < r.go_out_mixed:
            return Reason("go-out-books", naturals=r.go_out_naturals, mixed=r.go_out_mixed, have_naturals=nat,
                          have_mixed=mixed)
    if have < r.canastas_to_go_out:
        return Reason("go-out-canastas", needed=r.canastas_to_go_out, have=have)
    if r.go_out_sequences and sum(1 for key, m in melds.items() if SEQ_BASE <= key < GROUP_BASE
                                  and len(m.cards) >= CANASTA) \
            < r.go_out_sequences:
        return Reason("go-out-escalera", needed=r.go_out_sequences)
    return Reason("go-out-natural" if r.go_out_needs == "natural" else "go-out-kinds")


def _refusal(st: State, m: Move) -> Reason:
    """Why a move that is not among the legal moves is refused (with its code and RULES.md id).
    The checks of each kind of move are the ones the move generator uses."""
    r = st.rules
    ph = st.phase
    a = m.action
    if ph == "match_over":
        return _FIXED["match-over"]
    if ph == "hand_over":
        return _FIXED["hand-over"]
    if a == "deal":
        return _FIXED["deal-not-now"]
    if ph == "answer":
        return _FIXED["answer-pending"]
    if a in ("yes", "no"):
        return _FIXED["nothing-asked"]
    p = st.turn
    s = st.side_of[p]
    if a in ("draw", "take"):
        if ph != "draw":
            return _FIXED["already-drawn"]
        if r.open_before_draw and not st.opened[s] and st.melds[s]:
            return Reason("opening-before-draw", minimum=st.opening_minimum(p))
        if a == "draw":
            return st._bound_reason(s) or _FIXED["stock-empty"]
        return _take_refusal(st, m)
    if a == "end":
        return (st._end_reason() if ph == "meld" else None) or _FIXED["end-not-allowed"]
    if ph == "draw":
        if a in ("meld", "add") and r.open_before_draw:
            if st.opened[s]:
                return _FIXED["draw-before-melding"]
        else:
            return _FIXED["draw-first"]
    if a == "ask":
        return st._ask_reason() or Reason("move-not-possible", move=str(m))
    counts = st.hand_counts(p)
    need: dict[int, int] = {}
    for k in m.cards:
        need[k] = need.get(k, 0) + 1
    for k, n in need.items():
        if counts[k] < n:
            return Reason("not-in-hand", count=n, kind=kind_text(k))
    if a == "discard":
        return st._discard_reason(m.cards[0]) or Reason("move-not-possible", move=str(m))
    # meld / add
    if a == "join":
        return _join_refusal(st, m, s)
    if r.sequences and (SEQ_BASE <= m.target < GROUP_BASE or (a == "meld" and m.target != NO_TARGET)):
        why = _sequence_refusal(st, m, s)
        if why is not None:
            return why
    elif a == "meld":
        key = _meld_key(m.cards)
        nat = sum(1 for k in m.cards if not IS_WILD[k])
        if any(not IS_WILD[k] and k != key for k in m.cards):
            return _FIXED["meld-one-rank"]
        if key == RED3:
            return _FIXED["meld-red-three"]
        if key == WILD_MELD and not r.wild_melds:
            return _FIXED["wild-meld-not-allowed"]
        if key in st.melds[s]:
            why = _further_group_refusal(st, key, s)
            if why is not None:
                return why
        if key == BLACK3:
            if not r.black3_melds:
                if "black3" in r.closing_discard_forbids:
                    return _FIXED["black-three-never-close"]
                return _FIXED["black-three-never"]
            if any(IS_WILD[k] for k in m.cards):
                return _FIXED["black-three-wilds"]
            return _FIXED["black-three-going-out"]
        if len(m.cards) > nat and key >= 4 and r.wild_free[key]:
            return Reason("wild-free-rank", meld=meld_key_text(key))  # MA-8, MA-9
        if not new_meld_ok(r, key, nat, len(m.cards) - nat):
            if nat >= r.min_naturals and len(m.cards) - nat > r.max_wilds_new and new_meld_ok(
                    replace(r, max_wilds_new=r.max_wilds), key, nat, len(m.cards) - nat):
                return Reason("new-meld-wilds", count=r.max_wilds_new)
            return _FIXED["meld-shape"]
    else:
        key = m.target
        if key not in st.melds[s]:
            return Reason("no-such-meld", meld=meld_key_text(key))
        old = st.melds[s][key]
        k = m.cards[0]
        if key == BLACK3 and not IS_WILD[k]:
            return _FIXED["black-three-going-out"]
        if IS_WILD[k] and key >= 4 and r.wild_free[key]:
            return Reason("wild-free-rank", meld=meld_key_text(key))  # MA-8, MA-9
        if r.canasta_closes_rank and (4 <= key < SEQ_BASE or key >= GROUP_BASE) and len(old.cards) >= CANASTA:
            return Reason("meld-closed", meld=meld_key_text(key), size=len(old.cards))  # MA-11
        if key == WILD_MELD and r.wild_canasta_closed and len(old.cards) >= CANASTA:
            return Reason("wild-canasta-full", meld=meld_key_text(key))  # BO-1
        if IS_WILD[k] and not meld_ok(r, key, old.naturals, old.wilds + 1):
            return _FIXED["too-many-wilds"]
        if IS_WILD[k] and (key in NATURALS or key >= GROUP_BASE) and not meld_room(r, old, old.naturals, st.turn_serial):
            return Reason("first-turn-wilds", count=r.max_wilds_new)
    if not st.opened[s]:
        if r.open_before_draw and ph == "meld":
            return _FIXED["opening-drawn-cards"]
        if any(IS_WILD[k] for k in m.cards) and not r.opening_wilds:
            return _FIXED["opening-naturals-only"]
    if st.pending:
        return Reason("opening-pending", minimum=st.opening_minimum(p))
    why = st._meld_check(m, ph == "draw", why=True)
    if why is None and a == "meld" and not st.opened[s] and _meld_key(m.cards) == WILD_MELD:
        return _FIXED["wild-meld-after-opening"]  # (the generator offers a meld of wild cards once open)
    return why or Reason("move-not-possible", move=str(m))


def _sequence_refusal(st: State, m: Move, s: int) -> Reason | None:
    """Why a sequence meld or a card added to a sequence breaks SA-3/SA-4 (None: its shape is right)."""
    h = st.hands[st.turn]
    if m.action == "meld":
        suit = seq_suit(m.target)
        hi, mid, lo = m.cards
        if not (hi == mid + 1 == lo + 2):
            return Reason("sequence-shape", suit=SUITS[suit])
    else:
        key = m.target
        melds = st.melds[s]
        if key not in melds:
            return Reason("no-such-meld", meld=meld_key_text(key))
        suit = seq_suit(key)
        k = m.cards[0]
        if IS_WILD[k]:
            return Reason("sequence-wild", meld=meld_key_text(key))
        if len(melds[key].cards) >= CANASTA:
            return Reason("sequence-full", meld=meld_key_text(key))
        if k not in sequence_ends(melds[key]):
            return Reason("sequence-end", meld=meld_key_text(key), kind=kind_text(k))
    for k in m.cards:
        f = face(k, SUITS[suit])
        if f not in h[k]:
            return Reason("not-in-hand", count=1, kind=face_text(f))
    return None


def _take_refusal(st: State, m: Move) -> Reason:
    why = st._pile_reason()
    if why is not None:
        return why
    r = st.rules
    p = st.turn
    s = st.side_of[p]
    top = KIND[st.pile[-1]]
    if IS_WILD[top] and r.wild_on_top == "three_of_kind" and m.cards != (top, top, top):
        return Reason("pile-wild-three", kind=kind_text(top))
    counts = st.hand_counts(p)
    for k in m.cards:
        counts[k] -= 1
    if min(counts) < 0:
        return _FIXED["take-not-in-hand"]
    if m not in st._take_candidates():
        if st.frozen_for(s) and not IS_WILD[top]:
            return _FIXED["pile-frozen" if st.opened[s] else "pile-frozen-unopened"]
        if r.black3_discard == "triple" and st._opponent_black3_in_pile(s):
            return _FIXED["pozzo-black-three"]
        if r.take_with == "pair":
            return _FIXED["pozzo-pair"]
        if m.target >= GROUP_BASE and not m.cards:  # SA-6: the top card alone on a further group
            melds = st.melds[s]
            if m.target not in melds:
                return Reason("pile-no-meld-for-top", _pile_rule(r))
            if key_rank(m.target) == top and r.pile_layoff_below_canasta:
                return Reason("pile-onto-canasta", "SA-7", meld=meld_key_text(m.target))
        if r.sequences and SEQ_BASE <= m.target < GROUP_BASE and not m.cards:
            melds = st.melds[s]
            if m.target not in melds:
                return Reason("pile-no-meld-for-top", "SA-7")
            if IS_WILD[top]:
                return Reason("sequence-wild", meld=meld_key_text(m.target))
            if len(melds[m.target].cards) >= CANASTA:
                return Reason("sequence-full", meld=meld_key_text(m.target))
            return Reason("sequence-end", meld=meld_key_text(m.target), kind=kind_text(top))
        rule = _pile_rule(r)
        if IS_WILD[top]:
            return Reason("pile-wild-top-shape", rule)
        if not m.cards and m.target == NO_TARGET:
            if r.pile_layoff_below_canasta and top in st.melds[s]:
                return Reason("pile-onto-canasta", "SA-7", meld=meld_key_text(top))
            return Reason("pile-no-meld", rule)
        if r.take_with == "classic":
            return Reason("pile-take-shape", rule)
        return Reason("pile-take-pair-or-meld", rule)
    return st._take_check(m, why=True) or _FIXED["pile-not-now"]


def _snapshot(st: State, seat: int, full: bool) -> View:
    """The state as ``seat`` may see it (or all of it): copies of what it shows, nothing more."""
    n = st.rules.players
    hs = st.hands
    if full:
        hands: tuple[tuple[int, ...] | None, ...] = tuple([tuple([f for k in hs[q] for f in k]) for q in range(n)])
        stock: tuple[int, ...] | None = tuple(st.stock)
        pile: tuple[int | None, ...] = tuple(st.pile)
        seed: int | None = st.seed
        legal: Any = ()
        feet: tuple[tuple[int, ...] | None, ...] = tuple([tuple(f) for f in st.feet])
    else:
        feet = (None,) * n
        hands = tuple([tuple([f for k in hs[q] for f in k]) if q == seat else None for q in range(n)])
        stock = None
        ph = st.pile_hidden
        pile = (None,) * ph + tuple(st.pile[ph:]) if ph else tuple(st.pile)
        seed = None
        legal = st.legal_move_list() if seat == st.turn else ()
    return make_view(
        st.rules, seat, full, seed, st.hand_no, st.dealer, tuple(st.scores), tuple(map(tuple, st.sheet)),
        st.phase, st.turn, st.turn_serial, tuple(st.sides), st.lone, hands, tuple(st.nhand), stock, len(st.stock),
        pile, st.pile_hidden, st.pile_frozen, tuple(st.pending), tuple([MappingProxyType(dict(m)) for m in st.melds]),
        tuple(map(tuple, st.red3s)), tuple(st.opened), tuple(st.first_meld), tuple(map(tuple, st.known)),
        tuple(st.red3_done), st.asked, None if st.answer < 0 else st.answer == 1, st.asker, st.melded_turn,
        st.touched_old, st.took_pile, st.no_discard, tuple(st.from_pile), tuple(st.tainted), st.went_out,
        st.concealed_out, tuple(st.winners), legal, st.asked_before_draw, feet, tuple(map(len, st.feet)))


def full_view(st: State) -> View:
    """The whole position as a full :class:`~canasta.views.View` (every card and the seed): the
    referee's knowledge, for files and for comparing states; never given to a seat."""
    return _snapshot(st, -1, True)


def state_from_view(v: View, check: bool = True) -> State:
    """The state of a full view (a loaded position, or a determinization). Raises
    :class:`PositionError` for an impossible position; ``check=False`` skips the count of every
    card of the deck (for a view the engine completed itself)."""
    if not v.full:
        raise PositionError("a seat's view does not show the hidden cards; a state needs the whole position",
                            "position-is-view")
    rules = v.rules
    n = rules.players
    st = State.__new__(State)
    st.rules = rules
    st.seed = v.seed if v.seed is not None else 0
    st.hand_no = v.hand_no
    st.teams = teams_for(rules)
    team_of = [0] * n
    for t, members in enumerate(st.teams):
        for q in members:
            team_of[q] = t
    st.team_of = tuple(team_of)
    st.order = hand_order(rules, st.hand_no)
    st.dealer = v.dealer
    if st.dealer not in st.order:
        raise PositionError(f"dealer {st.dealer} does not play hand {st.hand_no}", "position-dealer",
                            {"seat": st.dealer, "hand": st.hand_no})
    if len(v.scores) != len(st.teams):
        raise PositionError(f"scores should be {len(st.teams)} whole numbers", "position-scores-count",
                            {"count": len(st.teams)})
    st.scores = list(v.scores)
    st.sheet = [list(row) for row in v.sheet]
    st.phase = v.phase
    st.turn = v.turn
    if st.turn not in st.order:
        raise PositionError(f"turn {st.turn} is not a seat playing this hand", "position-turn", {"seat": st.turn})
    st.turn_serial = v.turn_serial
    st.sides = list(v.sides)
    st.side_of = [-1] * n
    for i, members in enumerate(st.sides):
        for q in members:
            if st.side_of[q] != -1:
                raise PositionError(f"seat {q} is on two sides", "position-seat-two-sides", {"seat": q})
            st.side_of[q] = i
    if any(st.side_of[q] < 0 for q in st.order):
        raise PositionError("every seat playing the hand must be on a side", "position-seat-no-side")
    st.lone = v.lone
    st.hands = [[[] for _ in range(NKINDS)] for _ in range(n)]
    st._cnt = [[0] * NKINDS for _ in range(n)]
    st._cnt_of = [None] * n
    st.nhand = [0] * n
    for q, h in enumerate(v.hands):
        for f in h or ():
            st._give(q, f)
    st.stock = list(v.stock or ())
    st.pile = [f for f in v.pile if f is not None]
    st.pile_hidden = v.pile_hidden
    st.pile_frozen = v.pile_frozen
    st.pending = list(v.pending)
    st.melds = [dict(m) for m in v.melds]
    st.red3s = [list(x) for x in v.red3s]
    st.opened = list(v.opened)
    st.first_meld = list(v.first_meld)
    st.known = [list(k) for k in v.known]
    st.red3_done = list(v.red3_done)
    st.asked = v.asked
    st.answer = -1 if v.answer is None else int(v.answer)
    st.asker = v.asker
    st.melded_turn = v.melded
    st.touched_old = v.touched_old
    st.took_pile = v.took_pile
    st.asked_before_draw = v.asked_before_draw
    st.no_discard = v.no_discard
    st.from_pile = list(v.from_pile)
    st.tainted = list(v.tainted)
    st.went_out = v.went_out
    st.concealed_out = v.concealed_out
    st.winners = v.winners
    st.feet = [list(f or ()) for f in v.feet]
    actor = st.asker if st.phase == "answer" else st.turn
    if actor not in st.order:
        raise PositionError("the player to act does not play this hand", "position-actor")
    st.ti = st.order.index(actor)
    st._legal = None
    if check:
        _check_cards(st)
        _check_melds(st)
    st.result = score_hand(st) if st.phase in ("hand_over", "match_over") else None
    return st


def all_cards(st: State) -> list[int]:
    """Every card of the position: hands, stock, pile, pending, melds and red threes."""
    out: list[int] = []
    for q in range(st.rules.players):
        out.extend(st.hand(q))
        out.extend(st.red3s[q])
        out.extend(st.feet[q])
    out.extend(st.stock)
    out.extend(st.pile)
    out.extend(st.pending)
    for side in st.melds:
        for m in side.values():
            out.extend(m.cards)
    return out


def _check_cards(st: State) -> None:
    """Every card of the deck is somewhere, exactly once."""
    have = Counter(all_cards(st))
    want = Counter(deck(st.rules.packs))
    if have != want:
        extra = have - want
        missing = want - have
        if extra:
            face = face_text(next(iter(extra)))
            raise PositionError(f"the position holds too many {face}", "position-too-many-copies", {"face": face})
        face = face_text(next(iter(missing)))
        raise PositionError(f"the position lacks {face} (every card must be somewhere)", "position-missing-card",
                            {"face": face})
    for q in range(st.rules.players):
        if st.hands[q][RED3] and st.red3_done[q]:
            raise PositionError(f"seat {q} holds a red three, which is never kept in hand (C-1.4)",
                                "position-red-three-in-hand", {"seat": q})
        if st.hands[q][BLACK3] and st.red3_done[q] and st.rules.black3_bonus:
            raise PositionError(f"seat {q} holds a black three, which is a bonus card never kept in hand (MA-14)",
                                "position-black-three-in-hand", {"seat": q})


def _check_melds(st: State) -> None:
    """Every meld on the table is one the rule set allows (C-8.1, C-8.2, C-8.4, C-12.6, IT-10), and
    black threes lie on a side's table only in the turn in which its player goes out (C-1.5):
    in the meld phase of that player, who has melded this turn and can still go out, or once that
    player has gone out."""
    r = st.rules
    for s, melds in enumerate(st.melds):
        for key, m in melds.items():
            name = meld_key_text(key)
            if SEQ_BASE <= key < GROUP_BASE:
                ranks = sorted(KIND[f] for f in m.cards)
                if not (r.sequences and 3 <= len(ranks) <= CANASTA and all(f // 13 == seq_suit(key) for f in m.cards)
                        and ranks[0] >= 4 and ranks == list(range(ranks[0], ranks[0] + len(ranks)))):
                    raise PositionError(f"the sequence {name} of side {s} is not one these rules allow (SA-3)",
                                        "position-meld-shape", {"side": s, "meld": name, "naturals": m.naturals,
                                                                "wilds": m.jokers + m.twos})
                continue
            rank = key
            if key >= GROUP_BASE:  # SA-6: a further group of a rank, within group_slots, beside the first
                rank = key_rank(rank)
                if group_slot(key) >= r.group_slots or rank not in melds:
                    raise PositionError(f"the group {name} of side {s} is not one these rules allow (C-8.5, SA-6)",
                                        "position-meld-shape", {"side": s, "meld": name, "naturals": m.naturals,
                                                                "wilds": m.jokers + m.twos})
            for f in m.cards:
                k = KIND[f]
                if not (IS_WILD[k] if key == WILD_MELD else k == rank or (IS_WILD[k] and key != BLACK3)):
                    raise PositionError(f"the meld of {name} of side {s} holds {face_text(f)}, which does not "
                                        f"belong in it (C-8.1)", "position-meld-card",
                                        {"side": s, "meld": name, "face": face_text(f)})
            nat = m.naturals
            wild = m.jokers + m.twos
            if key == WILD_MELD:
                ok = r.wild_melds and wild >= 3 and meld_ok(r, key, 0, wild)
            elif key == BLACK3:
                ok = 3 <= nat <= 4
            else:
                rr = r.free_ranks_now(tuple(k for k in r.wild_free_ranks if k != rank)) \
                    if wild and rank in r.opening_wild_ranks else r  # (MA-9: aces with wild cards since the opening)
                ok = nat + wild >= 3 and nat >= r.min_naturals and meld_ok(rr, key, nat, wild)
            if not ok:
                raise PositionError(f"the meld of {name} of side {s} ({nat} natural, {wild} wild cards) is not a "
                                    f"meld these rules allow (C-8.2)", "position-meld-shape",
                                    {"side": s, "meld": name, "naturals": nat, "wilds": wild})
        if BLACK3 in melds:
            if st.phase in ("hand_over", "match_over"):
                ok = st.went_out >= 0 and st.side_of[st.went_out] == s
            else:
                ok = (st.phase == "meld" and st.side_of[st.turn] == s and st.melded_turn
                      and st._out_reachable(st.hand_counts(st.turn), melds, suits=st._hand_suits(st.turn)))
            if not ok:
                raise PositionError(f"side {s} has black threes melded, which are melded only in the turn in "
                                    f"which their player goes out (C-12.6)", "position-black-threes", {"side": s})



def new_game(rules: RuleSet | str = "classic", players: int | None = None, seed: int = 0,
             **overrides: Any) -> State:
    """Start a match from a rule set (or preset name), a player count and a seed.

    >>> s = new_game("classic", players=4, seed=7)
    >>> s.phase, len(s.hand(s.turn))
    ('draw', 11)
    """
    if isinstance(rules, str):
        rs = make_rules(rules, players, overrides)
    else:
        rs = rules.with_overrides(overrides) if overrides else rules
        if players is not None and players != rs.players:
            rs = make_rules(rs.preset, players, {k: v for k, v in rs.to_dict().items()
                                                 if k not in ("players", "preset")})
    st = State.__new__(State)
    st.rules = rs
    st.seed = int(seed)
    st.hand_no = 0
    st.teams = teams_for(rs)
    team_of = [0] * rs.players
    for t, members in enumerate(st.teams):
        for q in members:
            team_of[q] = t
    st.team_of = tuple(team_of)
    st.scores = [0] * len(st.teams)
    st.sheet = []
    st.winners = ()
    st._legal = None
    st.dealer = st._next_dealer()
    st._start_hand()
    return st

