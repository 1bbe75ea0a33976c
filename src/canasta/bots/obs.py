"""What a bot reasons about: one seat's information, in compact form.

:class:`Obs` is built from a :class:`~canasta.position.View` (what a bot is given) and holds
only what that view shows. Search bots also build it from a *determinized* state (a state the
bot dealt itself from its own view) with :meth:`Obs.from_state`, to run the same policy inside
their simulations; that state never is the real one.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import JOKER, KIND, RED3, SEQ_BASE, TWO
from ..melds import Meld
from ..moves import Move
from ..position import View
from ..rules import RuleSet
from ..state import State, hand_order, teams_for


class Obs:
    """One seat's information. ``hand`` and ``known`` rows are counts by kind; ``pile`` lists the
    kinds of the face-up pile cards (bottom first; face-down pozzo cards are -1)."""

    __slots__ = ("r", "seat", "side", "phase", "turn", "hand", "nhand", "order", "side_of", "sides",
                 "melds", "pile", "pile_frozen", "opened", "known", "stock", "scores", "team_of",
                 "asked", "answer", "melded_turn", "legal", "minimum", "turn_serial", "pending", "no_discard", "red3")

    r: RuleSet
    seat: int
    side: int
    phase: str
    turn: int
    hand: list[int]
    nhand: list[int]
    order: tuple[int, ...]
    side_of: list[int]
    sides: list[tuple[int, ...]]
    melds: list[dict[int, Meld]]
    pile: list[int]
    pile_frozen: bool
    opened: list[bool]
    known: list[list[int]]
    stock: int
    scores: list[int]
    team_of: Sequence[int]
    asked: bool
    answer: int
    melded_turn: bool
    legal: list[Move]
    minimum: int
    turn_serial: int
    pending: int
    no_discard: bool
    red3: list[int]

    @classmethod
    def from_view(cls, v: View) -> Obs:
        """From the seat's native view (no text to parse)."""
        o = Obs.__new__(Obs)  # as State.copy does (mypyc compiles this form; Obs has no subclasses)
        r = o.r = v.rules
        o.seat = seat = v.seat
        o.phase = v.phase
        o.turn = v.turn
        o.turn_serial = v.turn_serial
        o.hand = list(v.hand_kinds)
        o.nhand = list(v.hand_sizes)
        o.order = hand_order(r, v.hand_no)
        o.sides = list(v.sides)
        o.side_of = list(v.side_of)
        o.side = v.side
        o.melds = [dict(m) for m in v.melds]
        o.pile = [-1 if c is None else KIND[c] for c in v.pile]
        o.pile_frozen = v.pile_frozen
        o.opened = list(v.opened)
        o.known = [list(k) for k in v.known]
        o.stock = v.stock_count
        o.scores = list(v.scores)
        team_of = [0] * r.players
        for t, members in enumerate(teams_for(r)):
            for q in members:
                team_of[q] = t
        o.team_of = team_of
        o.asked = v.asked
        o.answer = -1 if v.answer is None else int(v.answer)
        o.melded_turn = v.melded
        o.no_discard = v.no_discard
        o.pending = len(v.pending)
        o.red3 = [len(x) for x in v.red3s]
        o.legal = list(v.legal_moves)
        o.minimum = r.opening_minimum(o.scores[team_of[seat]], v.hand_no) if seat >= 0 else 0
        return o

    @classmethod
    def from_state(cls, st: State, seat: int) -> Obs:
        """From a state the bot dealt itself (a determinization); reads only the seat's share
        of hidden information (its own hand), like :meth:`from_view`."""
        o = Obs.__new__(Obs)  # as State.copy does (mypyc compiles this form; Obs has no subclasses)
        o.r = st.rules
        o.seat = seat
        o.phase = st.phase
        o.turn = st.turn
        o.turn_serial = st.turn_serial
        o.hand = list(map(len, st.hands[seat]))
        o.nhand = st.nhand
        o.order = st.order
        o.side_of = st.side_of
        o.sides = st.sides
        o.side = st.side_of[seat]
        o.melds = st.melds
        pile = list(map(KIND.__getitem__, st.pile))
        if st.pile_hidden:
            pile[:st.pile_hidden] = [-1] * st.pile_hidden
        o.pile = pile
        o.pile_frozen = st.pile_frozen
        o.opened = st.opened
        o.known = st.known
        o.stock = len(st.stock)
        o.scores = st.scores
        o.team_of = st.team_of
        o.asked = st.asked
        o.answer = st.answer
        o.melded_turn = st.melded_turn
        o.no_discard = st.no_discard
        o.pending = len(st.pending)
        o.red3 = [len(x) for x in st.red3s]
        o.legal = st.legal_move_list() if seat == st.turn else []
        o.minimum = st.opening_minimum(seat)
        return o

    # ------------------------------------------------------------------ derived facts

    def frozen_for(self, side: int) -> bool:
        return self.pile_frozen or (self.r.freeze == "classic" and not self.opened[side])

    def next_seat(self, seat: int) -> int:
        o = self.order
        return o[(o.index(seat) + 1) % len(o)]

    def next_opponent(self) -> int:
        """The next seat in turn order that is not on this seat's side (-1 if none)."""
        o = self.order
        i = o.index(self.seat)
        for j in range(1, len(o)):
            q = o[(i + j) % len(o)]
            if self.side_of[q] != self.side:
                return q
        return -1

    def opponents(self) -> list[int]:
        return [q for q in self.order if self.side_of[q] != self.side]

    def partners(self) -> list[int]:
        return [q for q in self.order if q != self.seat and self.side_of[q] == self.side]

    def visible_kind_counts(self) -> list[int]:
        """How many cards of each kind this seat can see: own hand, every meld, the face-up pile."""
        c = self.hand[:]
        for md in self.melds:
            for m in md.values():
                # a meld's natural cards (or black threes) are all of its key's kind
                if m.key >= SEQ_BASE:  # a sequence (SA-3): natural cards of several ranks
                    for f in m.cards:
                        c[KIND[f]] += 1
                    continue
                if m.naturals:
                    c[m.key] += m.naturals
                c[JOKER] += m.jokers
                c[TWO] += m.twos
        for k in self.pile:
            if k >= 0:
                c[k] += 1
        return c

    def pile_cards(self) -> int:
        """Cards a take would bring, the top card included (red threes excluded; at most the top
        ``pile_take_limit`` cards where only those are taken, HF-5)."""
        pile = self.pile
        lim = self.r.pile_take_limit
        if lim and len(pile) > lim:
            pile = pile[-lim:]
        return len(pile) - pile.count(RED3)
