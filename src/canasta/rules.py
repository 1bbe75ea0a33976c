"""The rule set: one frozen value type, and the presets, which are data.

Every rule that differs between the rulebooks or between player counts is a field of
:class:`RuleSet`. A preset (``classic``, ``french``, ``slovak``, ``italian``, ``finnish``) is a
dictionary of field values with patches per player count and per side structure; nothing in
the move logic asks which preset or how many players. House rules override fields by name.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Final

from .cards import (
    BASE_VALUES,
    BLACK3,
    GROUP_BASE,
    GROUP_SLOTS_MAX,
    JOKER,
    RED3,
    SEQ_BASE,
    TWO,
    WILD_MELD,
    key_rank,
)

NEG_INF: Final = -(10**9)


class RuleError(ValueError):
    """A rule set, a preset name or an override is invalid. The message says what is wrong (English).

    ``code`` is a stable code (Fluent message ``reason-<code>``, docs/i18n.md) and ``params`` its
    parameters, so front ends can say it in the player's language."""

    def __init__(self, message: str, code: str = "", params: dict[str, int | str | list[str]] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, int | str | list[str]] = dict(params or {})
        self.rule = ""


def _meta(help: str, choices: tuple[str, ...] | None = None, lo: int | None = None,
          hi: int | None = None, members: tuple[str, ...] | None = None) -> dict[str, Any]:
    return {"help": help, "choices": choices, "lo": lo, "hi": hi, "members": members}


PARTNERSHIPS = ("solo", "cutthroat", "pairs", "trios", "trio_and_pair", "trio_and_pair_rotate",
                "trios_rotate")
_PARTNERSHIP_PLAYERS = {"solo": (2, 3, 4, 5, 6), "cutthroat": (3,), "pairs": (4, 6), "trios": (6,),
                        "trio_and_pair": (5,), "trio_and_pair_rotate": (5,), "trios_rotate": (6,)}
FREEZER_KINDS = ("wild", "red3", "black3")
STOP_KINDS = ("wild", "black3")


@dataclass(frozen=True)
class RuleSet:
    """All the rules of one game. Field ids in the help texts refer to RULES.md."""

    preset: str = field(default="classic", metadata=_meta("Preset this rule set started from (informational)."))
    players: int = field(default=4, metadata=_meta("Number of seats at the table.", lo=2, hi=6))
    partnership: str = field(default="pairs", metadata=_meta(
        "Side structure: solo, cutthroat (3p, §1.16), pairs, trios (6p), trio_and_pair (5p, all play, FR-16), "
        "trio_and_pair_rotate (5p, the trio rotates one player out), trios_rotate (6p with two packs, K-6).",
        choices=PARTNERSHIPS))
    packs: int = field(default=2, metadata=_meta(
        "Packs of 52 cards and 2 jokers (C-1.1; 3 for 6 players; Hand and Foot: one more than the players, HF-2).",
        lo=1, hi=7))
    hand_size: int = field(default=11, metadata=_meta("Cards dealt to each active player (C-3.2, §1.16).", lo=1, hi=30))
    draw_count: int = field(default=1, metadata=_meta("Cards drawn from the stock per turn (C-7.1, §1.16).", lo=1, hi=3))
    upcard: str = field(default="turn", metadata=_meta(
        "After the deal: turn (the stock's top card is turned up to start the pile, C-4) or none (no card is "
        "turned up, the pile starts empty, Modern American MA-3).", choices=("turn", "none")))
    upcard_red3: str = field(default="cover", metadata=_meta(
        "A red three turned as upcard: cover (turn another, C-4.2) or take (the first player lays it and re-forms the pile, FR-5).",
        choices=("cover", "take")))
    upcard_black3: str = field(default="stay", metadata=_meta(
        "A black three turned as upcard: stay (it blocks the first player, K-1 pagat) or cover (turn another, WP/seeds).",
        choices=("stay", "cover")))
    upcard_freezers: tuple[str, ...] = field(default=("red3", "wild"), metadata=_meta(
        "Upcard kinds that freeze the pile until it is taken (C-4.2; K-1 stayAndFreeze adds black3).",
        members=FREEZER_KINDS))
    upcard_pozzo: bool = field(default=False, metadata=_meta(
        "Italian pozzo: as many face-down cards as the upcard's value go under it (IT-3..IT-5)."))
    red3_timing: str = field(default="after_deal", metadata=_meta(
        "When dealt red threes are laid and replaced: after_deal (all, in seat order left of the dealer, §0.2), "
        "first_turn (each at the start of their first turn, K-4) or before_upcard (IT-7).",
        choices=("after_deal", "first_turn", "before_upcard")))
    red3_value: int = field(default=100, metadata=_meta("Bonus for each red three (C-14.3).", lo=0, hi=10000))
    red3_table: tuple[tuple[int, int], ...] = field(default=((4, 800),), metadata=_meta(
        "Total red-three bonus for special counts, e.g. 4:800 (C-14.3), 5:1000,6:1200 (§1.16); other counts score red3_value each."))
    red3_penalty: str = field(default="no_meld", metadata=_meta(
        "When a side's red threes count minus: no_meld (C-14.3), no_canasta (FR-7), graded (losing side, IT-14), "
        "go_out_canastas (fewer canastas than canastas_to_go_out, SA-10).",
        choices=("no_meld", "no_canasta", "graded", "go_out_canastas")))
    red3_penalty_flat: int = field(default=0, metadata=_meta(
        "If not 0, a penalised side loses this flat amount instead of its red-three value (FI-7 option: 100).", lo=0, hi=10000))
    last_red3: str = field(default="end", metadata=_meta(
        "A red three as the last stock card: end (no meld, no discard, K-2 pagat) or meld (meld and lay off, no discard, K-2 Britannica).",
        choices=("end", "meld")))
    min_naturals: int = field(default=2, metadata=_meta("Natural cards every natural meld needs (C-8.2).", lo=1, hi=7))
    max_wilds: int = field(default=3, metadata=_meta("Most wild cards in a meld (C-8.2; IT-9: 2).", lo=0, hi=7))
    max_wilds_new: int = field(default=3, metadata=_meta(
        "Most wild cards in a meld at the end of the turn in which it is first laid (FR-3: 1).", lo=0, hi=7))
    wild_ratio: str = field(default="any", metadata=_meta(
        "Wilds against naturals: any (C-8.2), at_most_naturals (K-3, SK-6) or fewer_than_naturals (IT-9, FR-3 option).",
        choices=("any", "at_most_naturals", "fewer_than_naturals")))
    wild_melds: bool = field(default=False, metadata=_meta("Melds of wild cards only are allowed (IT-10)."))
    black3_melds: bool = field(default=True, metadata=_meta(
        "A player going out may meld 3 or 4 black threes without wilds (C-12.6; FR-12 and IT: never)."))
    canasta_closes_rank: bool = field(default=False, metadata=_meta(
        "A meld of a natural rank never holds more than seven cards: once its canasta is complete the rank is "
        "closed for the side, and cards of it can only be discarded (Modern American MA-11)."))
    group_slots: int = field(default=1, metadata=_meta(
        "Groups of one natural rank a side may hold (C-8.5: 1). More than one: a further group of a rank the side "
        "already melded is laid with 'meld', named Q2, Q3 (Samba SA-6: 2); with canasta_closes_rank a further "
        "group is started only once every group of the rank is closed at seven (Hand and Foot HF-7, closing open).",
        lo=1, hi=GROUP_SLOTS_MAX))
    group_join: bool = field(default=False, metadata=_meta(
        "A side's further group of a rank may be joined to its first group by a move ('join Q2 to Q') while the "
        "joined group stays valid (Samba SA-6; with group_slots=1 there is nothing to join)."))
    black3_bonus: bool = field(default=False, metadata=_meta(
        "Black threes are bonus cards as red threes are: laid out at once and replaced from the stock (dealt or "
        "drawn), laid without replacement from a pile taken, never held, melded or discarded (Modern American MA-14)."))
    black3_bonus_value: int = field(default=100, metadata=_meta(
        "With black3_bonus: the bonus of each black three laid out; it counts plus or minus as the side's red "
        "threes do (MA-14).", lo=0, hi=10000))
    opening_table: tuple[tuple[int, int], ...] = field(default=((NEG_INF, 15), (0, 50), (1500, 90), (3000, 120)), metadata=_meta(
        "Initial-meld minimum by the side's score at the start of the hand, as from:minimum pairs (C-9.1)."))
    talons: tuple[int, ...] = field(default=(), metadata=_meta(
        "Cards the player who makes a side's initial meld draws from the stock after the discard that ends that "
        "turn: the first side to meld the first number, the next side the next, e.g. 4,3 (Modern American talons, "
        "MA-3); none for an initial meld made by taking the pile, nor once the stock holds fewer than 9 cards "
        "(its turn card, the ninth from the bottom, has been drawn); empty: no talons."))
    opening_combine: bool = field(default=True, metadata=_meta(
        "Melds laid in the same turn add up for the minimum (C-9.2); false: one single meld must reach it (F12)."))
    opening_wilds: bool = field(default=True, metadata=_meta("Wild cards may be used in the initial meld (C-9.2; IT-12: no)."))
    open_before_draw: bool = field(default=False, metadata=_meta(
        "The initial meld is made from the hand before drawing, and the pile can only be taken once open (IT-21, IT-18)."))
    concealed_waives_minimum: bool = field(default=True, metadata=_meta(
        "Going out concealed needs no initial minimum (C-9.5)."))
    freeze: str = field(default="classic", metadata=_meta(
        "Pile freezing: classic (frozen against an unmelded side and by a wild in the pile, C-7.4) or none (FR-8).",
        choices=("classic", "none")))
    black3_discard: str = field(default="block", metadata=_meta(
        "A discarded black three: block (the next player only, K-1 pagat), freeze (until taken, K-1 Bicycle) or "
        "triple (next player blocked, then three naturals needed while a black three that an opponent of the "
        "taker discarded is in the pile, IT-15).",
        choices=("block", "freeze", "triple")))
    take_with: str = field(default="classic", metadata=_meta(
        "How the top card of an unfrozen pile may be melded: classic (pair, natural+wild, or lay-off, C-7.5), "
        "pair_or_layoff (FR-8) or pair (IT-15, IT-20).", choices=("classic", "pair_or_layoff", "pair")))
    wild_on_top: str = field(default="blocked", metadata=_meta(
        "A wild on top of the pile: blocked (C-7.3), open (it may be laid like any card, FR-8) or "
        "three_of_kind (take it with three wilds of its kind, IT-17).", choices=("blocked", "open", "three_of_kind")))
    one_card_rule: bool = field(default=True, metadata=_meta(
        "A player holding one card may not take a one-card pile (C-7.8)."))
    pile_bonus_card: int = field(default=0, metadata=_meta(
        "Stock cards drawn in addition when taking the pile (IT-8 option: 1).", lo=0, hi=3))
    canastas_to_go_out: int = field(default=1, metadata=_meta("Canastas a side needs to go out (C-12.1, §1.16).", lo=0, hi=6))
    go_out_needs: str = field(default="any", metadata=_meta(
        "Kinds of canasta needed to go out: any, natural_and_mixed (IT-17) or natural (at least one natural, IT-17 option).",
        choices=("any", "natural_and_mixed", "natural")))
    closing_discard_forbids: tuple[str, ...] = field(default=(), metadata=_meta(
        "Kinds the going-out discard may not be (I28: wild, black3).", members=STOP_KINDS))
    wild_meld_blocks: bool = field(default=False, metadata=_meta(
        "A side with an unfinished wild meld may not go out nor discard a wild or black three (I29, IT-16)."))
    permission: str = field(default="binding", metadata=_meta(
        "'May I go out?': binding (asking optional; yes obliges, no forbids, C-12.4), required (in partnership "
        "play going out needs the partner's yes, which binds, FI-8), no_forbids (IT-23) or off.",
        choices=("binding", "required", "no_forbids", "off")))
    pile_in_concealed: bool = field(default=True, metadata=_meta(
        "Going out concealed is allowed on a turn the pile was taken (K-7)."))
    stock_out: str = field(default="take_pile", metadata=_meta(
        "Stock exhausted: take_pile (play on while players take the pile, C-13.2) or end "
        "(the hand ends after the discard of the last card's drawer, C-13.5, IT-13).",
        choices=("take_pile", "end")))
    natural_canasta: int = field(default=500, metadata=_meta("Natural canasta bonus (C-14.2).", lo=0, hi=10000))
    mixed_canasta: int = field(default=300, metadata=_meta("Mixed canasta bonus (C-14.2).", lo=0, hi=10000))
    wild_canasta_pure: int = field(default=500, metadata=_meta("Wild canasta of one kind of wild (IT-10; option 3000).", lo=0, hi=10000))
    wild_canasta_mixed: int = field(default=300, metadata=_meta("Wild canasta of jokers and twos (IT-10; option 2000).", lo=0, hi=10000))
    going_out_bonus: int = field(default=100, metadata=_meta("Going-out bonus (C-14.4; IT: 300).", lo=0, hi=10000))
    concealed_bonus: int = field(default=200, metadata=_meta("Bonus for going out concealed, instead of the going-out bonus (C-14.4).", lo=0, hi=10000))
    concealed_canasta_bonus: int = field(default=0, metadata=_meta(
        "Extra bonus per canasta laid complete within one turn (SK-3: 100).", lo=0, hi=10000))
    black3_value: int = field(default=5, metadata=_meta("Value of a melded black three (C-1.6; IT: 0).", lo=0, hi=1000))
    black3_hand_value: int = field(default=5, metadata=_meta("Penalty for a black three left in hand (C-1.6; FR-15 option: 100).", lo=0, hi=1000))
    card_values: tuple[tuple[int, int], ...] = field(default=(), metadata=_meta(
        "Card values that differ from the classic ones (C-1.6), as kind:points pairs over JK, 2 and the ranks 4 to 14 "
        "(or J, Q, K, A), e.g. 8:5,9:5 (Hand and Foot house rules, HF-15); black threes: black3_value, black3_hand_value."))
    target: int = field(default=5000, metadata=_meta("Score that ends the match (C-15.1).", lo=50, hi=1000000))
    wild_free_ranks: tuple[int, ...] = field(default=(), metadata=_meta(
        "Natural ranks whose melds never hold a wild card, e.g. 7 or 7,14 (Modern American sevens and aces, MA-8, MA-9)."))
    opening_wild_ranks: tuple[int, ...] = field(default=(), metadata=_meta(
        "Ranks of wild_free_ranks whose meld may take wild cards when it is laid as part of the side's initial "
        "meld (in that turn); such a meld then counts as an ordinary one, e.g. 14 (Modern American aces, MA-9)."))
    empty_pile_discard_ranks: tuple[int, ...] = field(default=(), metadata=_meta(
        "Natural ranks that may not be discarded onto an empty pile while the hand holds a natural card of another "
        "rank, e.g. 7,14 (Modern American aces and sevens, MA-19)."))
    rank_canasta_bonus: tuple[tuple[int, int], ...] = field(default=(), metadata=_meta(
        "Canasta bonus by rank instead of the natural or mixed one, as rank:bonus pairs, e.g. 7:2500,14:2000 (MA-8, MA-9)."))
    unfinished_penalty: tuple[tuple[int, int], ...] = field(default=(), metadata=_meta(
        "Penalty for a meld of a rank left below a canasta at the end of the hand, as rank:penalty pairs; "
        "rank 0 is a meld of wild cards, e.g. 7:2500,14:2000,0:2000 (MA-8..MA-10)."))
    sequences: bool = field(default=False, metadata=_meta(
        "Sequences of one suit are melds too: three to seven natural cards (4 to A) in order, no wild card (Samba SA-3, SA-4)."))
    sequence_canasta_bonus: int = field(default=0, metadata=_meta(
        "Bonus of a sequence of seven, a samba, which counts as a canasta (SA-4: 1500).", lo=0, hi=10000))
    wild_canasta_counts: bool = field(default=False, metadata=_meta(
        "A canasta of wild cards counts toward the canastas needed to go out and those that keep red threes plus "
        "(Bolivia's bolivia, BO-1; IT-10: it does not)."))
    wild_canasta_closed: bool = field(default=False, metadata=_meta(
        "A meld of wild cards takes no more cards once it holds seven (Bolivia's bolivia, BO-1; IT-10: it grows)."))
    go_out_sequences: int = field(default=0, metadata=_meta(
        "Of the canastas needed to go out, at least this many are sequences of seven (Bolivia's escalera, BO-5; "
        "without sequences=true nobody goes out).",
        lo=0, hi=6))
    pile_layoff_below_canasta: bool = field(default=False, metadata=_meta(
        "The top card of the pile may be laid off only on a meld of fewer than seven cards, never on a canasta (SA-7)."))
    foot_size: int = field(default=0, metadata=_meta(
        "Cards of each player's foot, a second packet dealt face down and picked up when the hand is used up "
        "(Hand and Foot HF-3, HF-10; 0: no foot).", lo=0, hi=30))
    foot_next_turn: bool = field(default=False, metadata=_meta(
        "A player who discards the last card of the hand picks up the foot only at the start of the next turn "
        "(HF-10 option; false: at once, to be played from the next turn)."))
    pile_take_limit: int = field(default=0, metadata=_meta(
        "Taking the pile takes at most this many cards from its top, the top card included; the rest stays "
        "(Hand and Foot HF-5: 7; 0: the whole pile, C-7.2).", lo=0, hi=400))
    opening_by_hand: tuple[int, ...] = field(default=(), metadata=_meta(
        "Initial-meld minimum by the hand of the match instead of by score, e.g. 50,90,120,150 (the last one "
        "holds for later hands; Hand and Foot HF-8; empty: opening_table)."))
    hands_per_match: int = field(default=0, metadata=_meta(
        "The match is this many hands; the highest total wins, a tie plays one more hand (HF-9; 0: play to target).",
        lo=0, hi=100))
    go_out_naturals: int = field(default=0, metadata=_meta(
        "Of the canastas needed to go out, at least this many are natural (Hand and Foot HF-11: 2).", lo=0, hi=6))
    go_out_mixed: int = field(default=0, metadata=_meta(
        "Of the canastas needed to go out, at least this many are mixed (Hand and Foot HF-11: 2).", lo=0, hi=6))
    go_out_side_in_foot: bool = field(default=False, metadata=_meta(
        "A player goes out only when every player of the side plays from the foot (HF-11 option)."))
    foot_red3_penalty: int = field(default=0, metadata=_meta(
        "Penalty for each red three left in a foot never picked up at the end of the hand (HF-12: 500).",
        lo=0, hi=10000))

    # -- derived facts, computed, never stored -----------------------------------------------------------
    @property
    def deck_size(self) -> int:
        return 54 * self.packs

    def opening_minimum(self, score: int, hand_no: int = 0) -> int:
        """Initial-meld minimum for a side whose cumulative score is ``score`` (C-9.1), or in hand
        ``hand_no`` (counted from 0) of the match where the minimum goes by the hand (HF-8)."""
        by_hand = self.opening_by_hand
        if by_hand:
            return by_hand[hand_no if hand_no < len(by_hand) else -1]
        known = self._minimums
        need = known.get(score)
        if need is None:
            need = self.opening_table[0][1]
            for start, minimum in self.opening_table:
                if score >= start:
                    need = minimum
            known[score] = need
        return need

    def red3_bonus(self, count: int) -> int:
        """Total bonus for ``count`` red threes (C-14.3, §1.16)."""
        for n, total in self.red3_table:
            if n == count:
                return total
        return count * self.red3_value

    def free_ranks_now(self, free: tuple[int, ...]) -> RuleSet:
        """This rule set with ``wild_free_ranks`` narrowed to ``free`` (what MA-9's exception leaves
        wild-free at a moment of play, see :attr:`opening_wild_ranks`), made once for each ``free``."""
        if free == self.wild_free_ranks:
            return self
        key = ("free-ranks", free)
        rs = self.memo.get(key)
        if rs is None:
            rs = self.memo[key] = dataclasses.replace(self, wild_free_ranks=free)
        return rs

    def with_overrides(self, overrides: Mapping[str, Any]) -> RuleSet:
        """A copy with fields replaced; values may be typed or text. Validated."""
        changes = {k: parse_value(k, v) for k, v in overrides.items()}
        if "max_wilds" in changes and "max_wilds_new" not in changes:
            changes["max_wilds_new"] = min(self.max_wilds_new, changes["max_wilds"])
        return validate(dataclasses.replace(self, **changes))

    def to_dict(self) -> dict[str, Any]:
        """Every parameter as its text form (what records and positions store)."""
        return dict(self._texts())

    # -- derived tables ------------------------------------------------------------------------------------
    # Plain attributes (not ``functools.cached_property``, which a compiled build turns into a property
    # that recomputes at every read). ``init=False``: not parameters; equality, hashing, the text
    # forms and ``dataclasses.replace`` ignore them; ``__post_init__`` sets them for every new rule set.
    memo: dict[Any, Any] = field(default_factory=dict, init=False, repr=False, compare=False)
    """Tables derived from the parameters, filled on demand by the move checks (the rule set is
    immutable, so an entry never goes stale)."""
    wild_caps: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)
    """``wild_caps[n]`` is :func:`wild_cap` of ``n`` natural cards, for n below 64."""
    pair_wild_meld_ok: bool = field(default=False, init=False, repr=False, compare=False)
    sequence_rules: bool = field(default=False, init=False, repr=False, compare=False)
    """Whether sequences or an escalera to go out are in play (``sequences``, ``go_out_sequences``): one
    flag for the searches' hot path."""
    wild_free: tuple[bool, ...] = field(default=(), init=False, repr=False, compare=False)
    """``wild_free[kind]``: melds of that natural rank never hold a wild card (``wild_free_ranks``)."""
    values: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)
    """``values[kind]``: the points of a card of that kind (C-1.6; ``card_values``, HF-15). Black threes
    keep their own parameters (``black3_value``, ``black3_hand_value``); red threes have no card value."""
    bonus_kind: tuple[bool, ...] = field(default=(), init=False, repr=False, compare=False)
    """``bonus_kind[kind]``: cards of that kind are laid out at once and never held: red threes, and black
    threes with ``black3_bonus`` (C-5.1, MA-14)."""
    """Whether a new meld of two naturals and one wild card may be laid (C-8.1, C-8.2, IT-10)."""
    _minimums: dict[int, int] = field(default_factory=dict, init=False, repr=False, compare=False)
    _text: dict[str, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # object.__setattr__: the rule set is frozen; these are derived once, here
        object.__setattr__(self, "wild_caps", tuple(wild_cap(self, n) for n in range(64)))
        # (the sequence keys, SEQ_BASE and up, never take a wild card: SA-3)
        # (a further group's key, GROUP_BASE and up, is wild-free as its rank is: SA-6)
        object.__setattr__(self, "wild_free", tuple(
            key_rank(k) in self.wild_free_ranks if k >= GROUP_BASE else k in self.wild_free_ranks or k >= SEQ_BASE
            for k in range(GROUP_BASE + 16 * GROUP_SLOTS_MAX)))
        object.__setattr__(self, "sequence_rules", self.sequences or self.go_out_sequences > 0)
        if self.card_values:
            vals = list(BASE_VALUES)
            for k, v in self.card_values:
                vals[k] = v
            object.__setattr__(self, "values", tuple(vals))
        else:
            object.__setattr__(self, "values", BASE_VALUES)
        object.__setattr__(self, "bonus_kind", tuple(k == RED3 or (k == BLACK3 and self.black3_bonus) for k in range(15)))
        object.__setattr__(self, "pair_wild_meld_ok", self.min_naturals <= 2 and new_meld_ok(self, 4, 2, 1))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle and copy rebuild the rule set from its parameters (a compiled frozen dataclass cannot
        be restored attribute by attribute); the derived tables start empty again."""
        return (type(self), tuple(getattr(self, name) for name in FIELD_NAMES))

    def _texts(self) -> dict[str, Any]:
        text = self._text
        if not text:
            # the parameters added for the variants (issue 42) are written only when set, so the
            # records, positions and fingerprints of the earlier rule sets stay as they were
            text.update((name, value_text(name, getattr(self, name))) for name in FIELD_NAMES
                        if name not in WRITTEN_WHEN_SET or getattr(self, name) != FIELDS[name].default)
        return text

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RuleSet:
        if not isinstance(data, Mapping):
            raise RuleError("rules must be an object of parameter: value", "rules-not-object")
        unknown = set(data) - set(FIELD_NAMES)
        if unknown:
            raise RuleError(f"unknown rule parameter {sorted(unknown)[0]!r}; valid parameters: {', '.join(FIELD_NAMES)}",
                            "rule-unknown", {"name": sorted(unknown)[0], "valid": ", ".join(FIELD_NAMES)})
        return validate(cls(**{k: parse_value(k, v) for k, v in data.items()}))


# --------------------------------------------------------------------------------------------------------
# Meld validity: predicates of the rule set on a meld's shape (key, natural and wild cards).
# --------------------------------------------------------------------------------------------------------


def wild_cap(r: RuleSet, naturals: int) -> int:
    """Most wild cards a natural meld with ``naturals`` natural cards may hold (C-8.2, K-3, IT-9)."""
    m = r.max_wilds
    if r.wild_ratio == "at_most_naturals":
        m = min(m, naturals)
    elif r.wild_ratio == "fewer_than_naturals":
        m = min(m, naturals - 1)
    return m


def new_meld_ok(r: RuleSet, key: int, naturals: int, wilds: int) -> bool:
    """Whether a new meld of this shape may be laid (C-8.1, C-8.2, C-8.4, FR-3, IT-10, MA-11)."""
    if naturals + wilds < 3:
        return False
    if r.canasta_closes_rank and (4 <= key < SEQ_BASE or key >= GROUP_BASE) and naturals + wilds > 7:
        return False  # MA-11: seven cards at most
    if key == WILD_MELD:
        return r.wild_melds and naturals == 0
    if key == BLACK3:
        return wilds == 0 and naturals in (3, 4)
    return naturals >= r.min_naturals and wilds <= min(r.max_wilds_new, wild_cap(r, naturals)) and (
        not wilds or not r.wild_free[key])


def meld_ok(r: RuleSet, key: int, naturals: int, wilds: int) -> bool:
    """Whether a grown meld stays valid (C-8.2, C-8.6)."""
    if key == WILD_MELD:
        return naturals == 0 and (wilds <= 7 or not r.wild_canasta_closed)  # BO-1: closed at seven
    if key == BLACK3:
        return wilds == 0 and naturals <= 4
    if r.canasta_closes_rank and (key < SEQ_BASE or key >= GROUP_BASE) and naturals + wilds > 7:
        return False  # MA-11: a canasta is closed at seven cards
    return wilds <= wild_cap(r, naturals) and (not wilds or not r.wild_free[key])


WRITTEN_WHEN_SET: Final = ("wild_free_ranks", "rank_canasta_bonus", "unfinished_penalty", "pile_layoff_below_canasta",
                           "sequences", "sequence_canasta_bonus", "go_out_sequences", "wild_canasta_counts",
                           "wild_canasta_closed", "foot_size", "foot_next_turn", "pile_take_limit", "opening_by_hand",
                           "hands_per_match", "go_out_naturals", "go_out_mixed", "foot_red3_penalty",
                           "go_out_side_in_foot", "card_values", "black3_bonus", "black3_bonus_value", "canasta_closes_rank", "opening_wild_ranks", "upcard", "talons",
                           "empty_pile_discard_ranks", "group_slots", "group_join")
"""Parameters that :meth:`RuleSet.to_dict` leaves out while empty (their default)."""
FIELDS = {f.name: f for f in fields(RuleSet) if f.init}
FIELD_NAMES = tuple(FIELDS)


def help_text(name: str) -> str:
    return str(FIELDS[name].metadata["help"])


def value_text(name: str, value: Any) -> str:
    """Text form of a parameter value, the one ``--rule key=value`` accepts."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if name == "opening_table":
        return ",".join(("-inf" if a == NEG_INF else str(a)) + ":" + str(b) for a, b in value)
    if name in _RANK_PAIRS or name == "red3_table":
        return ",".join(f"{a}:{b}" for a, b in value)
    if name == "card_values":
        return ",".join(f"{_KIND_TEXT.get(k, str(k))}:{v}" for k, v in value)
    if name in ("wild_free_ranks", "opening_wild_ranks", "empty_pile_discard_ranks", "opening_by_hand", "talons"):
        return ",".join(str(k) for k in value)
    if isinstance(value, tuple):
        return ",".join(value)
    return str(value)


def _pairs(name: str, text: str) -> tuple[tuple[int, int], ...]:
    out: list[tuple[int, int]] = []
    if not text.strip():
        return ()
    for part in text.split(","):
        a, sep, b = part.strip().partition(":")
        if not sep:
            raise RuleError(f"{name}: {part.strip()!r} is not a from:value pair (e.g. 0:50)", "rule-not-pair",
                            {"name": name, "value": part.strip()})
        try:
            lo = NEG_INF if a.strip() in ("-inf", "-", "") else int(a)
            out.append((lo, int(b)))
        except ValueError:
            raise RuleError(f"{name}: {part.strip()!r} is not a pair of whole numbers (e.g. 1500:90)", "rule-not-number-pair",
                            {"name": name, "value": part.strip()}) from None
    return tuple(out)


_RANK_PAIRS = ("rank_canasta_bonus", "unfinished_penalty")
_RANK_LISTS = ("wild_free_ranks", "opening_wild_ranks", "empty_pile_discard_ranks")
_RANK_NAMES = {"J": 11, "Q": 12, "K": 13, "A": 14}


def _rank(name: str, text: str, wild_ok: bool) -> int:
    t = text.strip().upper()
    try:
        k = _RANK_NAMES[t] if t in _RANK_NAMES else int(t)
    except ValueError:
        k = -1
    if not (4 <= k <= 14 or (wild_ok and k == 0)):
        valid = "0 (wild), 4 to 14 (or J, Q, K, A)" if wild_ok else "4 to 14 (or J, Q, K, A)"
        raise RuleError(f"{name}: {text.strip()!r} is not a natural rank; valid ranks: {valid}", "rule-bad-rank",
                        {"name": name, "value": text.strip()[:40], "valid": valid})
    return k


def _parse_ranked(name: str, value: Any) -> Any:
    """``wild_free_ranks`` (ranks) and the rank:amount parameters, from text or typed values."""
    if name in _RANK_LISTS:
        items = value.split(",") if isinstance(value, str) else list(value) if isinstance(value, (list, tuple)) else None
        if items is None:
            raise RuleError(f"{name}: expected a comma-separated list of ranks such as 7,14", "rule-expected-list",
                            {"name": name, "valid": "4..14"})
        return tuple(sorted({_rank(name, str(i), False) for i in items if str(i).strip()}))
    pairs: list[tuple[str, int]] = []
    try:
        if isinstance(value, str):
            for part in value.split(","):
                if part.strip():
                    rk, sep, amt = part.partition(":")
                    if not sep:
                        raise ValueError
                    pairs.append((rk, int(amt)))
        elif isinstance(value, (list, tuple)):
            pairs = [(str(a), int(b)) for a, b in value]
        else:
            raise ValueError
    except (TypeError, ValueError):
        raise RuleError(f"{name}: expected rank:amount pairs such as 7:2500", "rule-expected-pairs",
                        {"name": name}) from None
    out: dict[int, int] = {}
    for rank_text, amount in pairs:
        if amount < 0 or amount > 100000:
            raise RuleError(f"{name}: {amount} is out of range; valid values: 0 to 100000", "rule-out-of-range",
                            {"name": name, "value": str(amount), "lo": "0", "hi": "100000"})
        out[_rank(name, rank_text, True)] = amount
    return tuple(sorted(out.items()))


_KIND_TEXT = {JOKER: "JK", TWO: "2"}


def _parse_card_values(name: str, value: Any) -> tuple[tuple[int, int], ...]:
    """``card_values`` (HF-15): kind:points pairs, from text (``8:5,9:5``, ``JK:25``) or typed pairs. A pair
    giving a kind its classic value is dropped, so the classic values are always the empty default."""
    pairs: list[tuple[str, str]] = []
    if isinstance(value, str):
        for part in value.split(","):
            if part.strip():
                kind, sep, amount = part.partition(":")
                if not sep:
                    raise RuleError(f"{name}: {part.strip()!r} is not a kind:points pair (e.g. 8:5)", "rule-not-pair",
                                    {"name": name, "value": part.strip()[:40]})
                pairs.append((kind, amount))
    elif isinstance(value, (list, tuple)) and all(isinstance(p, (list, tuple)) and len(p) == 2 for p in value):
        pairs = [(str(a), str(b)) for a, b in value]
    else:
        raise RuleError(f"{name}: expected kind:points pairs such as 8:5,9:5", "rule-expected-pairs", {"name": name})
    out: dict[int, int] = {}
    for kind_text, pts_text in pairs:
        t = kind_text.strip().upper()
        if t in ("JK", "JOKER"):
            k = JOKER
        elif t == "2":
            k = TWO
        else:
            valid = "JK, 2, 4 to 14 (or J, Q, K, A); black threes: black3_value, black3_hand_value"
            k = _RANK_NAMES[t] if t in _RANK_NAMES else int(t) if t.isdigit() else -1
            if not 4 <= k <= 14:
                raise RuleError(f"{name}: {kind_text.strip()!r} is not a card kind; valid kinds: {valid}", "rule-bad-rank",
                                {"name": name, "value": kind_text.strip()[:40], "valid": valid})
        try:
            pts = int(pts_text)
        except ValueError:
            raise RuleError(f"{name}: {pts_text.strip()!r} is not a whole number", "rule-not-whole-number",
                            {"name": name, "value": pts_text.strip()[:40]}) from None
        if not 0 <= pts <= 1000:
            raise RuleError(f"{name}: {pts} is out of range; valid values: 0 to 1000", "rule-out-of-range",
                            {"name": name, "value": str(pts), "lo": "0", "hi": "1000"})
        out[k] = pts
    return tuple(sorted((k, v) for k, v in out.items() if v != BASE_VALUES[k]))


def _parse_minimums(name: str, value: Any, hi: int = 10000) -> tuple[int, ...]:
    """``opening_by_hand``: minimums by hand, from text (``50,90,120,150``) or a list of ints (HF-8);
    ``talons``: cards by the order in which the sides meld (``4,3``, MA-3). Each from 0 to ``hi``."""
    items = value.split(",") if isinstance(value, str) else list(value) if isinstance(value, (list, tuple)) else None
    if items is None:
        what = "minimums such as 50,90,120,150" if name == "opening_by_hand" else "card counts such as 4,3"
        raise RuleError(f"{name}: expected a comma-separated list of {what}", "rule-expected-list",
                        {"name": name, "valid": f"0..{hi}"})
    out: list[int] = []
    for i in items:
        t = str(i).strip()
        if not t:
            continue
        try:
            n = int(t)
        except ValueError:
            raise RuleError(f"{name}: {t!r} is not a whole number", "rule-not-whole-number",
                            {"name": name, "value": t[:40]}) from None
        if not 0 <= n <= hi:
            raise RuleError(f"{name}: {n} is out of range; valid values: 0 to {hi}", "rule-out-of-range",
                            {"name": name, "value": str(n), "lo": "0", "hi": str(hi)})
        out.append(n)
    return tuple(out)


def parse_value(name: str, value: Any) -> Any:
    """Convert a value (typed or text) for parameter ``name``; raise :class:`RuleError` if invalid."""
    f = FIELDS.get(name)
    if f is None:
        raise RuleError(f"unknown rule parameter {name!r}; valid parameters: {', '.join(FIELD_NAMES)}",
                        "rule-unknown", {"name": name, "valid": ", ".join(FIELD_NAMES)})
    meta = f.metadata
    default = f.default
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        t = str(value).strip().lower()
        if t in ("true", "yes", "1", "on"):
            return True
        if t in ("false", "no", "0", "off"):
            return False
        raise RuleError(f"{name}: {value!r} is not a yes/no value; valid choices: true, false", "rule-not-yes-no",
                        {"name": name, "value": str(value)})
    if isinstance(default, int):
        if isinstance(value, bool):
            raise RuleError(f"{name}: expected a whole number, got {value!r}", "rule-not-whole-number",
                            {"name": name, "value": str(value)})
        if isinstance(value, float) and not value.is_integer():
            raise RuleError(f"{name}: {value!r} is not a whole number", "rule-not-whole-number",
                            {"name": name, "value": str(value)})
        try:
            n = int(value)
        except (TypeError, ValueError, OverflowError):
            raise RuleError(f"{name}: {value!r} is not a whole number", "rule-not-whole-number",
                            {"name": name, "value": str(value)[:40]}) from None
        lo, hi = meta["lo"], meta["hi"]
        if (lo is not None and n < lo) or (hi is not None and n > hi):
            raise RuleError(f"{name}: {n} is out of range; valid values: {lo} to {hi}", "rule-out-of-range",
                            {"name": name, "value": str(n)[:40], "lo": str(lo), "hi": str(hi)})
        return n
    if name in _RANK_PAIRS or name in _RANK_LISTS:
        return _parse_ranked(name, value)
    if name == "card_values":
        return _parse_card_values(name, value)
    if name in ("opening_by_hand", "talons"):
        return _parse_minimums(name, value, 10000 if name == "opening_by_hand" else 30)
    if name in ("opening_table", "red3_table"):
        if isinstance(value, str):
            return _pairs(name, value)
        try:
            return tuple((int(a), int(b)) for a, b in value)
        except (TypeError, ValueError):
            raise RuleError(f"{name}: expected from:value pairs such as 0:50,1500:90", "rule-expected-pairs",
                            {"name": name}) from None
    if meta["members"] is not None:
        if isinstance(value, str):
            items = [s.strip() for s in value.split(",") if s.strip()]
        elif isinstance(value, (list, tuple)) and all(isinstance(i, str) for i in value):
            items = list(value)
        else:
            raise RuleError(f"{name}: expected a comma-separated list of {', '.join(meta['members'])} (or empty), "
                            f"got {value!r}", "rule-expected-list", {"name": name, "valid": ", ".join(meta["members"])})
        bad = [i for i in items if i not in meta["members"]]
        if bad:
            raise RuleError(f"{name}: {bad[0]!r} is not allowed; valid members: {', '.join(meta['members'])} (comma-separated, or empty)",
                            "rule-bad-member", {"name": name, "value": bad[0], "valid": ", ".join(meta["members"])})
        return tuple(sorted(set(items)))
    if meta["choices"] is not None:
        t = str(value).strip()
        if t not in meta["choices"]:
            raise RuleError(f"{name}: {value!r} is not a valid choice; valid choices: {', '.join(meta['choices'])}",
                            "rule-bad-choice", {"name": name, "value": str(value), "valid": ", ".join(meta["choices"])})
        return t
    return str(value)


def active_players(r: RuleSet) -> int:
    """Players taking part in each hand (5 players with rotation play as 4, §1.16)."""
    if r.partnership in ("trio_and_pair_rotate", "trios_rotate"):
        return 4
    return r.players


def validate(r: RuleSet) -> RuleSet:
    """Reject combinations that make no sense, with the reason."""
    if r.players not in _PARTNERSHIP_PLAYERS[r.partnership]:
        ok = [p for p, ns in _PARTNERSHIP_PLAYERS.items() if r.players in ns]
        raise RuleError(f"partnership {r.partnership!r} does not fit {r.players} players; valid for {r.players}: {', '.join(ok)}",
                        "rule-partnership-players", {"partnership": r.partnership, "players": r.players, "valid": ", ".join(ok)})
    need = active_players(r) * (r.hand_size + r.foot_size) + 1
    if need > r.deck_size - 2:
        raise RuleError(f"dealing {r.hand_size} cards to {active_players(r)} players needs {need} cards and leaves no stock; "
                        f"the deck holds {r.deck_size} ({r.packs} packs)", "rule-no-stock",
                        {"count": r.hand_size, "players": active_players(r), "need": need, "deck": r.deck_size,
                         "packs": r.packs})
    t = r.opening_table
    if not t:
        raise RuleError("opening_table: needs at least one from:minimum pair", "rule-opening-empty")
    for (a1, m1), (a2, m2) in zip(t, t[1:]):
        if a2 <= a1:
            raise RuleError(f"opening_table: scores must increase ({a1} then {a2})", "rule-opening-scores",
                            {"a": a1, "b": a2})
        if m2 < m1:
            raise RuleError(f"opening_table: minimums must not decrease ({m1} then {m2})", "rule-opening-minimums",
                            {"a": m1, "b": m2})
    for n, total in r.red3_table:
        if n < 1 or total < 0:
            raise RuleError(f"red3_table: {n}:{total} is not a count:bonus pair with count >= 1", "rule-red3-table",
                            {"value": f"{n}:{total}"})
    if r.max_wilds_new > r.max_wilds:
        raise RuleError(f"max_wilds_new ({r.max_wilds_new}) cannot exceed max_wilds ({r.max_wilds})", "rule-max-wilds-new",
                        {"new": r.max_wilds_new, "max": r.max_wilds})
    if r.min_naturals < 2 and not r.wild_melds and r.max_wilds >= 3:
        pass
    if r.go_out_needs == "natural_and_mixed" and r.canastas_to_go_out < 2:
        raise RuleError("go_out_needs=natural_and_mixed needs canastas_to_go_out of at least 2", "rule-go-out-canastas",
                        {"value": "natural_and_mixed", "min": 2})
    if r.go_out_needs == "natural" and r.canastas_to_go_out < 1:
        raise RuleError("go_out_needs=natural needs canastas_to_go_out of at least 1", "rule-go-out-canastas",
                        {"value": "natural", "min": 1})
    if r.go_out_sequences > r.canastas_to_go_out:
        raise RuleError(f"go_out_sequences ({r.go_out_sequences}) cannot exceed canastas_to_go_out ({r.canastas_to_go_out})",
                        "rule-go-out-sequences", {"value": r.go_out_sequences, "max": r.canastas_to_go_out})
    if r.wild_on_top == "three_of_kind" and not r.wild_melds:
        raise RuleError("wild_on_top=three_of_kind needs wild_melds=true (three wilds and the top card form a wild meld)",
                        "rule-three-of-kind-wild-melds")
    if r.upcard_red3 == "take" and r.upcard_pozzo:
        raise RuleError("upcard_red3=take does not combine with upcard_pozzo (a red three upcard is covered in the pozzo)",
                        "rule-upcard-red3-pozzo")
    if r.go_out_naturals + r.go_out_mixed > r.canastas_to_go_out:
        raise RuleError(f"go_out_naturals + go_out_mixed ({r.go_out_naturals + r.go_out_mixed}) cannot exceed "
                        f"canastas_to_go_out ({r.canastas_to_go_out})", "rule-go-out-books",
                        {"value": r.go_out_naturals + r.go_out_mixed, "max": r.canastas_to_go_out})
    if r.pile_take_limit == 1 or (r.pile_take_limit and r.upcard_pozzo):
        raise RuleError("pile_take_limit must be 0 (the whole pile) or at least 2, and does not combine with "
                        "upcard_pozzo", "rule-pile-take-limit", {"value": r.pile_take_limit})
    if r.min_naturals + 1 > 7:
        raise RuleError("min_naturals must leave room for a canasta of 7", "rule-min-naturals")
    return r


# --------------------------------------------------------------------------------------------------------
# Presets: data only. "base" applies to every player count; "players" patches by count; "structure"
# patches by partnership (applied after the count patch).
# --------------------------------------------------------------------------------------------------------

_CLASSIC: dict[str, Any] = {
    "base": {},
    "players": {
        2: {"partnership": "solo", "hand_size": 15, "draw_count": 2, "canastas_to_go_out": 2},
        3: {"partnership": "cutthroat", "hand_size": 13, "draw_count": 2, "canastas_to_go_out": 1,
            "target": 7500, "stock_out": "end"},
        4: {"partnership": "pairs"},
        5: {"partnership": "trio_and_pair_rotate"},
        6: {"partnership": "pairs", "packs": 3, "hand_size": 13, "canastas_to_go_out": 2, "target": 7500,
            "red3_table": ((5, 1000), (6, 1200))},
    },
    "structure": {
        (6, "trios"): {"target": 10000, "opening_table": ((NEG_INF, 15), (0, 50), (1500, 90), (3000, 120), (7500, 150))},
        (6, "trios_rotate"): {"packs": 2, "hand_size": 11, "canastas_to_go_out": 1, "target": 5000,
                              "red3_table": ((4, 800),)},
    },
    "allowed": (2, 3, 4, 5, 6),
}

_FRENCH: dict[str, Any] = {
    "base": {"upcard_red3": "take", "upcard_black3": "cover", "upcard_freezers": (), "max_wilds_new": 1,
             "opening_combine": False, "freeze": "none", "take_with": "classic", "wild_on_top": "open",
             "black3_melds": False, "red3_table": ((4, 500),), "red3_penalty": "no_canasta"},
    "players": {
        2: {"partnership": "solo", "hand_size": 15},
        3: {"partnership": "solo", "hand_size": 15},
        4: {"partnership": "pairs"},
        5: {"partnership": "trio_and_pair"},
        6: {"partnership": "pairs", "packs": 3, "hand_size": 13, "red3_table": ((4, 500), (5, 1000), (6, 1200))},
    },
    "structure": {(5, "trio_and_pair_rotate"): {}},
    "allowed": (2, 3, 4, 5, 6),
}

_SLOVAK: dict[str, Any] = {
    "base": {"upcard_black3": "cover", "upcard_freezers": ("wild",), "wild_ratio": "at_most_naturals",
             "concealed_canasta_bonus": 100},
    # SK-10: 2 and 3 players each play alone (option: cutthroat for 3), 6 players in two sides of
    # three (option: three sides of two); deal, draw, packs and canastas from Classic §1.16
    "players": {2: _CLASSIC["players"][2], 3: {**_CLASSIC["players"][3], "partnership": "solo"},
                4: _CLASSIC["players"][4], 6: {**_CLASSIC["players"][6], "partnership": "trios"}},
    "structure": _CLASSIC["structure"],
    "allowed": (2, 3, 4, 6),
}

_ITALIAN: dict[str, Any] = {
    "base": {"packs": 3, "hand_size": 15, "draw_count": 2, "upcard_freezers": (), "upcard_pozzo": True,
             "red3_timing": "before_upcard", "red3_table": ((4, 800), (5, 1000), (6, 1200)), "red3_penalty": "graded",
             "max_wilds": 2, "max_wilds_new": 2, "wild_ratio": "any", "wild_melds": True,
             "black3_melds": False,
             "opening_table": ((NEG_INF, 50), (3000, 90), (5000, 120), (7000, 160), (10000, 180), (12000, 200)),
             "opening_wilds": False, "open_before_draw": True, "concealed_waives_minimum": False, "freeze": "none",
             "black3_discard": "triple", "take_with": "pair", "wild_on_top": "three_of_kind",
             "canastas_to_go_out": 2, "go_out_needs": "natural_and_mixed", "closing_discard_forbids": ("black3", "wild"),
             "wild_meld_blocks": True, "permission": "no_forbids", "stock_out": "end", "going_out_bonus": 300,
             "concealed_bonus": 300, "black3_value": 0, "black3_hand_value": 0, "target": 12000},
    "players": {4: {"partnership": "pairs"}},
    "structure": {},
    "allowed": (4,),
}

_FINNISH: dict[str, Any] = {
    "base": {"upcard_black3": "cover", "upcard_freezers": ("red3", "wild"), "red3_table": (), "permission": "required"},
    # FI-10, FI-16: the seed's numbers at every count (11 cards, draw 1, one canasta, 5000, play on
    # after the stock as FI-9); 2 and 3 players each play alone
    "players": {
        2: {"partnership": "solo"},
        3: {"partnership": "solo"},
        4: {"partnership": "pairs"},
    },
    "structure": {},
    "allowed": (2, 3, 4),
}

_AMERICAN: dict[str, Any] = {
    # docs/variants.md MA-1..MA-19 (Modern American Canasta); the open points are listed there
    "base": {"hand_size": 13, "draw_count": 1, "take_with": "pair", "wild_on_top": "blocked",
             "max_wilds": 2, "max_wilds_new": 2, "wild_ratio": "any", "wild_free_ranks": (7, 14),
             "opening_wild_ranks": (14,), "upcard": "none", "talons": (4, 3), "empty_pile_discard_ranks": (7, 14),
             "rank_canasta_bonus": ((7, 2500), (14, 2000)), "wild_melds": True,
             "wild_canasta_pure": 2000, "wild_canasta_mixed": 2000,
             "unfinished_penalty": ((0, 2000), (7, 2500), (14, 2000)),
             "opening_table": ((NEG_INF, 50), (2500, 90), (5000, 120), (7500, 150)),
             "canastas_to_go_out": 2, "black3_melds": False, "black3_bonus": True, "canasta_closes_rank": True,
             "wild_canasta_closed": True, "concealed_bonus": 100,
             "target": 8500},
    "players": {4: {"partnership": "pairs"}},
    "structure": {},
    "allowed": (4,),
}

_SAMBA: dict[str, Any] = {
    # docs/variants.md SA-1..SA-19 (Samba): groups and sequences; two groups of one rank, joined by a move (SA-6)
    "base": {"packs": 3, "group_slots": 2, "group_join": True, "hand_size": 15, "draw_count": 2, "max_wilds": 2, "max_wilds_new": 2, "wild_ratio": "any",
             "sequences": True, "sequence_canasta_bonus": 1500,
             "take_with": "pair_or_layoff", "pile_layoff_below_canasta": True, "wild_on_top": "blocked",
             "opening_table": ((NEG_INF, 15), (0, 50), (1500, 90), (3000, 120), (7000, 160)),
             "canastas_to_go_out": 2, "red3_table": ((6, 1000),), "red3_penalty": "go_out_canastas",
             "going_out_bonus": 200, "concealed_bonus": 200, "target": 10000},
    # SA-19: 2, 3 and 5 players each play alone with 15 cards; 6 players in three partnerships of two, 13 cards
    "players": {2: {"partnership": "solo"}, 3: {"partnership": "solo"}, 4: {"partnership": "pairs"},
                5: {"partnership": "solo"}, 6: {"partnership": "pairs", "hand_size": 13}},
    "structure": {},
    "allowed": (2, 3, 4, 5, 6),
}

_BOLIVIA: dict[str, Any] = {
    # docs/variants.md BO-1..BO-8: Samba with wild-card melds (a bolivia of seven scores 2500), more
    # wild cards in a group, an escalera needed to go out, black threes -100 in hand, 150 from 7000, 15000
    "base": {**_SAMBA["base"], "wild_melds": True, "wild_canasta_pure": 2500, "wild_canasta_mixed": 2500,
             "max_wilds": 3, "max_wilds_new": 3, "wild_ratio": "fewer_than_naturals", "go_out_sequences": 1,
             "wild_canasta_counts": True, "wild_canasta_closed": True,
             "black3_hand_value": 100,
             "opening_table": ((NEG_INF, 15), (0, 50), (1500, 90), (3000, 120), (7000, 150)), "target": 15000},
    "players": _SAMBA["players"],  # BO-9: the player counts of Samba (SA-19)
    "structure": {},
    "allowed": _SAMBA["allowed"],
}

_HAND_AND_FOOT: dict[str, Any] = {
    # docs/variants.md HF-1..HF-16 (Hand and Foot): a foot of 11 behind the hand of 11, packs = players + 1,
    # draw two, the pile taken with a natural pair and only its top seven cards, minimums by hand over a
    # match of four hands, two natural and two mixed canastas to go out from the foot with the partner's yes
    "base": {"hand_size": 11, "foot_size": 11, "draw_count": 2, "take_with": "pair", "wild_on_top": "blocked",
             "pile_take_limit": 7, "max_wilds": 3, "max_wilds_new": 3, "wild_ratio": "fewer_than_naturals",
             "black3_melds": False, "red3_table": (), "opening_by_hand": (50, 90, 120, 150),
             "hands_per_match": 4, "canastas_to_go_out": 4, "go_out_naturals": 2, "go_out_mixed": 2,
             "permission": "required", "concealed_waives_minimum": False, "concealed_bonus": 100,
             "stock_out": "end", "foot_red3_penalty": 500},
    # HF-1, HF-2: 4 players in pairs with 5 packs, 6 in two sides of three with 7; 2, 3 and 5 each alone
    "players": {2: {"partnership": "solo", "packs": 3}, 3: {"partnership": "solo", "packs": 4},
                4: {"partnership": "pairs", "packs": 5}, 5: {"partnership": "solo", "packs": 6},
                6: {"partnership": "trios", "packs": 7}},
    "structure": {(6, "pairs"): {}},
    "allowed": (2, 3, 4, 5, 6),
}

PRESETS: dict[str, dict[str, Any]] = {
    "classic": _CLASSIC, "french": _FRENCH, "slovak": _SLOVAK, "italian": _ITALIAN, "finnish": _FINNISH,
    "american": _AMERICAN, "samba": _SAMBA, "bolivia": _BOLIVIA, "handfoot": _HAND_AND_FOOT,
}
PRESET_NAMES = tuple(PRESETS)


def preset_players(name: str) -> tuple[int, ...]:
    """Player counts a preset allows."""
    if name not in PRESETS:
        raise RuleError(f"unknown preset {name!r}; valid presets: {', '.join(PRESET_NAMES)}", "preset-unknown",
                        {"preset": name, "valid": ", ".join(PRESET_NAMES)})
    allowed: tuple[int, ...] = PRESETS[name]["allowed"]
    return allowed


def make_rules(preset: str = "classic", players: int | None = None, overrides: Mapping[str, Any] | None = None,
               **more: Any) -> RuleSet:
    """Resolve a preset for a player count and apply house-rule overrides by name.

    ``make_rules("classic", 4, {"draw_count": 2, "canastas_to_go_out": 2})`` is the common
    "modern two-canasta" house rule. Overrides may be typed values or text (``"2"``, ``"true"``).
    """
    plain = not overrides and not more and isinstance(preset, str) and (players is None or type(players) is int)
    if plain:
        cached = _PLAIN_RULES.get((preset, players))
        if cached is not None:
            return cached
    data = PRESETS.get(preset)
    if data is None:
        raise RuleError(f"unknown preset {preset!r}; valid presets: {', '.join(PRESET_NAMES)}", "preset-unknown",
                        {"preset": preset, "valid": ", ".join(PRESET_NAMES)})
    ov: dict[str, Any] = dict(overrides or {})
    ov.update(more)
    if players is None:
        players = int(parse_value("players", ov.pop("players", 4)))
    else:
        ov.pop("players", None)
    if players not in data["allowed"]:
        raise RuleError(f"preset {preset!r} is played by {', '.join(map(str, data['allowed']))} players, not {players}",
                        "preset-players", {"preset": preset, "valid": ", ".join(map(str, data["allowed"])), "players": players})
    values: dict[str, Any] = {"preset": preset, "players": players}
    values.update(data["base"])
    values.update(data["players"].get(players, {}))
    if "partnership" in ov:
        values["partnership"] = parse_value("partnership", ov.pop("partnership"))
    values.update(data["structure"].get((players, values.get("partnership", "pairs")), {}))
    for k, v in ov.items():
        values[k] = parse_value(k, v)
    if "max_wilds" in ov and "max_wilds_new" not in ov:
        # lowering the wild limit lowers the limit for a new meld with it, unless that is set too
        values["max_wilds_new"] = min(values.get("max_wilds_new", 3), values["max_wilds"])
    try:
        rs = RuleSet(**values)
    except TypeError as e:  # pragma: no cover - guarded by parse_value
        raise RuleError(str(e)) from None
    validate(rs)
    if plain:
        _PLAIN_RULES[preset, players] = rs
    return rs


_PLAIN_RULES: dict[tuple[str, int | None], RuleSet] = {}
"""The rule sets of the presets without house rules, made once (a rule set is immutable)."""


def diff(a: RuleSet, b: RuleSet) -> list[tuple[str, str, str]]:
    """Parameters that differ between two rule sets, as (name, a, b) texts."""
    out = []
    for name in FIELD_NAMES:
        if name == "preset":
            continue
        va, vb = value_text(name, getattr(a, name)), value_text(name, getattr(b, name))
        if va != vb:
            out.append((name, va, vb))
    return out
