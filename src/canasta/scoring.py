"""Scoring a hand (C-14, IT-14, FR-7, SK-3) and the per-team result."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Protocol

from .cards import BLACK3, GROUP_BASE, KIND, RED3, SEQ_BASE, WILD_MELD, key_rank
from .melds import CANASTA, Meld
from .rules import RuleSet
from .solver import meld_value


class State(Protocol):
    """What scoring reads of a hand that just ended (:class:`canasta.state.State` has it all;
    this module does not import the state, which imports it)."""

    rules: RuleSet
    teams: tuple[tuple[int, ...], ...]
    team_of: tuple[int, ...]
    sides: list[tuple[int, ...]]
    side_of: list[int]
    melds: list[dict[int, Meld]]
    hands: list[list[list[int]]]
    red3s: list[list[int]]
    pending: list[int]
    feet: list[list[int]]
    turn: int
    went_out: int
    concealed_out: bool


@dataclass(frozen=True)
class SideScore:
    """One side's score for a hand, item by item."""

    seats: tuple[int, ...]
    melded: int = 0
    natural_canastas: int = 0
    mixed_canastas: int = 0
    canasta_bonus: int = 0
    concealed_canasta_bonus: int = 0
    red_threes: int = 0
    red3_points: int = 0
    going_out: int = 0
    in_hand: int = 0
    total: int = 0

    def to_dict(self) -> dict[str, Any]:
        # the fields by name, not ``self.__dict__``, which a compiled (mypyc) class does not have
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out

    def __reduce__(self) -> tuple[Any, ...]:
        # pickle and copy rebuild it from its fields (a compiled frozen dataclass cannot be set attribute by attribute)
        return (type(self), tuple(getattr(self, f.name) for f in fields(self)))


@dataclass(frozen=True)
class HandResult:
    """The outcome of a hand: why it ended, each side's breakdown and each team's points."""

    ended_by: str
    went_out: int
    concealed: bool
    sides: tuple[SideScore, ...]
    team_points: tuple[int, ...]
    red3_by_seat: tuple[int, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {"ended_by": self.ended_by, "went_out": self.went_out, "concealed": self.concealed,
                "sides": [s.to_dict() for s in self.sides], "team_points": list(self.team_points)}

    def __reduce__(self) -> tuple[Any, ...]:
        # pickle and copy rebuild it from its fields (a compiled frozen dataclass cannot be set attribute by attribute)
        return (type(self), tuple(getattr(self, f.name) for f in fields(self)))


def _red3_sign(st: State, side: int) -> int:
    """+1, -1 or -2: how a side's red threes count (C-14.3, FR-7, IT-14, SA-10)."""
    r = st.rules
    melds = st.melds[side]
    rule = r.red3_penalty
    if rule == "no_meld":
        return 1 if melds else -1
    canastas = [m for k, m in melds.items() if k != BLACK3 and len(m.cards) >= CANASTA
                and (k != WILD_MELD or r.wild_canasta_counts)]
    if rule == "no_canasta":
        return 1 if canastas else -1
    if rule == "go_out_canastas":  # SA-10: minus for a side short of the canastas to go out
        return 1 if len(canastas) >= r.canastas_to_go_out else -1
    # graded (IT-14): the side that went out always counts plus
    if st.went_out >= 0 and st.side_of[st.went_out] == side:
        return 1
    pure = any(m.jokers + m.twos == 0 for m in canastas)
    impure = any(m.jokers + m.twos > 0 for m in canastas)
    if pure and impure:
        return 1
    if pure:
        return -1
    return -2


def _red3_points(st: State, side: int, count: int) -> int:
    r = st.rules
    if count == 0:
        return 0
    value = r.red3_bonus(count)
    sign = _red3_sign(st, side)
    if sign < 0 and r.red3_penalty_flat:
        return -r.red3_penalty_flat
    return sign * value


def threes_points(st: State, side: int, faces: list[int]) -> int:
    """What the threes laid out ``faces`` count for a side (C-14.3): the red ones by the red-three
    rules, the black ones (bonus cards under MA-14) ``black3_bonus_value`` each, with the same sign."""
    r = st.rules
    if not r.black3_bonus:
        return _red3_points(st, side, len(faces))
    black = sum(1 for f in faces if KIND[f] == BLACK3)
    red = _red3_points(st, side, len(faces) - black)
    if not black:
        return red
    sign = _red3_sign(st, side)
    if sign < 0 and r.red3_penalty_flat:
        return red if red < 0 else -r.red3_penalty_flat  # (one flat penalty for the side's threes)
    return red + sign * black * r.black3_bonus_value


def score_hand(st: State) -> HandResult:
    """Score the hand that just ended (C-14)."""
    r = st.rules
    ended = "out" if st.went_out >= 0 else "stock"
    cutthroat = r.partnership == "cutthroat"
    team_points = [0] * len(st.teams)
    sides: list[SideScore] = []
    for s, members in enumerate(st.sides):
        if not members:
            continue
        melds = st.melds[s]
        melded = sum(meld_value(r, m) for m in melds.values())
        nat = mixed = bonus = conc = 0
        special = r.rank_canasta_bonus
        for key, m in melds.items():
            if key >= GROUP_BASE:
                key = key_rank(key)  # a further group of a rank scores as a group of it, with its own bonus (SA-6)
            if r.opening_wild_ranks and key in r.opening_wild_ranks and m.jokers + m.twos:
                special_here = False  # MA-9: aces with wild cards since the initial meld are an ordinary meld
            else:
                special_here = True
            if len(m.cards) < CANASTA:
                if r.unfinished_penalty and special_here:
                    bonus -= dict(r.unfinished_penalty).get(key, 0)  # MA-8..MA-10
                continue
            if key >= SEQ_BASE:
                bonus += r.sequence_canasta_bonus  # a samba (SA-4)
            elif special and special_here and key != WILD_MELD and key in dict(special):
                bonus += dict(special)[key]  # MA-8, MA-9: instead of the natural or mixed bonus
                if m.jokers + m.twos == 0:
                    nat += 1
                else:
                    mixed += 1
            elif key == WILD_MELD:
                pure = m.jokers == 0 or m.twos == 0
                bonus += r.wild_canasta_pure if pure else r.wild_canasta_mixed
            elif m.jokers + m.twos == 0:
                nat += 1
                bonus += r.natural_canasta
            else:
                mixed += 1
                bonus += r.mixed_canasta
            if m.concealed:
                conc += r.concealed_canasta_bonus
        going = 0
        if st.went_out >= 0 and st.side_of[st.went_out] == s:
            going = r.concealed_bonus if st.concealed_out else r.going_out_bonus
        in_hand = 0
        values = r.values  # (C-1.6, HF-15 card_values)
        for q in members:
            for k, faces in enumerate(st.hands[q]):
                if faces:
                    in_hand += len(faces) * (r.black3_hand_value if k == BLACK3 else values[k])
            for c in st.feet[q]:  # HF-13: the cards of a foot never picked up count minus too
                k = KIND[c]
                in_hand += r.foot_red3_penalty if k == RED3 else r.black3_hand_value if k == BLACK3 else values[k]
            if q == st.turn:
                for c in st.pending:
                    k = KIND[c]
                    in_hand += r.black3_hand_value if k == BLACK3 else values[k]
        n3 = sum(len(st.red3s[q]) for q in members)
        base = melded + bonus + conc + going - in_hand
        if cutthroat:
            r3 = 0
            for q in members:
                own = threes_points(st, s, st.red3s[q])
                r3 += own
                team_points[st.team_of[q]] += base + own
        else:
            r3 = threes_points(st, s, [f for q in members for f in st.red3s[q]]) if r.black3_bonus \
                else _red3_points(st, s, n3)
            team_points[st.team_of[members[0]]] += base + r3
        sides.append(SideScore(members, melded, nat, mixed, bonus, conc, n3, r3, going, in_hand, base + r3))
    return HandResult(ended, st.went_out, st.concealed_out, tuple(sides), tuple(team_points),
                      tuple(len(x) for x in st.red3s))
