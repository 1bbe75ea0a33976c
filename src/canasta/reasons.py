"""Reasons as data: why a move is refused, and the facts a table shows, as a stable code with
parameters and the RULES.md id, besides an English text made from them.

A :class:`Reason` is what :meth:`canasta.state.State.reason` returns for an illegal move and what
:class:`~canasta.errors.IllegalMoveError` carries (``code``, ``params``, ``rule``); a *fact*
(:meth:`canasta.state.State.facts`) is a Reason that describes the table (why the pile is frozen,
what a side still needs to open, why going out is not allowed) instead of refusing a move.

Codes are part of the documented API (docs/reasons.md): a code never changes meaning, and a new
parameter is only ever added. Parameters are ints, texts, or lists of texts; card kinds are their
move-notation text (``"7"``, ``"JK"``, ``"3"`` for a black three), meld keys the same or ``"W"``
for the wild meld. Front ends translate ``reason-<code>`` with the params (Project Fluent
catalogs ``locales/<lang>/reasons.ftl``); the core only makes the English text.
"""

from __future__ import annotations

from collections.abc import Mapping

Param = int | str | list[str]

# code -> (RULES.md id, English text with {param} fields). The English text is the one the
# engine has always given; the rule is the one that refuses in the rule sets where the code occurs.
REASONS: dict[str, tuple[str, str]] = {
    # ---- the phase of the game
    "match-over": ("C-15.1", "the match is over"),
    "hand-over": ("C-14", "the hand is over; the only move is 'deal'"),
    "deal-not-now": ("C-3.1", "the next hand is dealt only when this one is over"),
    "answer-pending": ("C-12.4", "the partner must answer 'yes' or 'no' to \"May I go out?\""),
    "nothing-asked": ("C-12.4", "nobody has asked \"May I go out?\""),
    "already-drawn": ("C-6.1", "the player has already drawn or taken the pile this turn"),
    "draw-first": ("C-6", "the turn starts with a draw from the stock or taking the pile"),
    "draw-before-melding": ("C-6", "draw (or take the pile) before melding"),
    "opening-before-draw": ("IT-21", "the opening from the hand must reach {minimum} before drawing"),
    "stock-empty": ("C-13.2", "the stock is empty and the pile must be taken (its top card fits the side's meld)"),
    "end-not-allowed": ("K-2", "'end' is only for a turn whose draw was a red three as the last stock card"),
    # ---- cards
    "not-in-hand": ("C-6", "the hand does not hold {count} x {kind}"),
    "take-not-in-hand": ("C-7.2", "the hand does not hold those cards"),
    # ---- asking to go out
    "ask-no-partner": ("C-12.4", "only a player with a partner may ask \"May I go out?\""),
    "ask-once": ("C-12.4", "the question may be asked once per turn"),
    "ask-before-melding": ("C-12.4", "the question is asked before melding in the turn"),
    "ask-cannot-go-out": ("C-12.4", "ask only when you can go out this turn"),
    "ask-not-needed": ("FI-8", "the player may go out now without asking"),
    # ---- discarding
    "no-discard-after-red-three": ("K-2", "after a red three as the last stock card the player may not discard; use 'end'"),
    "opening-before-discard": ("C-9.1", "the initial meld must reach {minimum} before the discard"),
    "must-go-out": ("C-12.4", "after the partner's yes the player must go out this turn"),
    "black-three-must-go-out": ("C-12.6", "black threes are melded only in the turn of going out, so the player must "
                                "go out this turn"),
    "closing-discard": ("I28", "the going-out discard may be neither a black three nor a wild card"),
    "empty-pile-discard": ("MA-19", "a {kind} may not be discarded onto an empty pile while the hand holds a natural card "
                           "of another rank"),
    "wild-meld-stop-discard": ("IT-16", "a side with an unfinished wild meld may not discard a wild card or a black three (I29)"),
    # ---- melds
    "meld-one-rank": ("C-8.1", "a meld is of one rank only"),
    "meld-red-three": ("C-1.4", "red threes are never melded"),
    "wild-meld-not-allowed": ("C-8.4", "a meld of wild cards only is not allowed"),
    "wild-meld-after-opening": ("IT-10", "a meld of wild cards is laid only once the side has made its initial meld"),
    "meld-exists": ("C-8.5", "the side already has a meld of {meld}; use 'add'"),
    "black-three-never": ("FR-12", "black threes are never melded in these rules"),
    "black-three-never-close": ("I04", "black threes are never melded nor used to close"),
    "black-three-wilds": ("C-12.6", "black threes are melded without wild cards"),
    "black-three-going-out": ("C-12.6", "black threes may be melded only by a player going out in this turn"),
    "wild-free-rank": ("MA-8", "melds of {meld} take no wild card in these rules"),
    "new-meld-wilds": ("FR-3", "a new meld holds at most {count} wild card(s)"),
    "first-turn-wilds": ("FR-3", "a meld holds at most {count} wild card(s) at the end of the turn in which it is first laid"),
    "meld-shape": ("C-8.2", "a meld needs at least two natural cards and at most the allowed wild cards"),
    "no-such-meld": ("C-2.2", "cards are added only to a meld of the player's own side, and it has no meld of {meld}"),
    "too-many-wilds": ("C-8.2", "the meld would hold too many wild cards"),
    "opening-drawn-cards": ("IT-12", "cards drawn cannot be used for opening until the next turn"),
    "opening-naturals-only": ("IT-12", "the initial meld is made with natural cards only"),
    "opening-pending": ("C-9.4", "the initial meld must reach {minimum} with cards from the hand first"),
    "opening-unreachable": ("C-9.1", "the initial meld must reach {minimum} this turn, and with this meld it no longer can"),
    "empty-before-draw": ("IT-21", "the opening before the draw must leave a card in hand"),
    "keep-a-card": ("C-12.2", "the side has not the canastas to go out, so the player must keep a card after discarding"),
    "last-card-stuck": ("I28", "the last card could not be discarded or melded to go out"),
    "move-not-possible": ("C-6", "'{move}' is not possible now"),
    # ---- taking the pile
    "pile-empty": ("C-7.2", "the pile is empty"),
    "pile-before-opening": ("IT-18", "the pile can be taken only after the side has opened"),
    "pile-black-three": ("C-7.7", "a black three on top of the pile blocks it"),
    "pile-one-card": ("C-7.8", "a player holding one card may not take a one-card pile"),
    "pile-wild-on-top": ("C-7.3", "the pile cannot be taken while a wild card is on top"),
    "pile-wild-three": ("IT-10", "a {kind} on top is taken only with three of the same wild card (I17)"),
    "pile-frozen-unopened": ("C-7.6", "the side has not melded, so the top card must be melded with a natural pair from the hand"),
    "pile-frozen": ("C-7.6", "the pile is frozen, so the top card must be melded with a natural pair from the hand"),
    "pozzo-black-three": ("IT-15", "with a black three an opponent discarded in the pozzo, it is taken only with three "
                          "natural cards of the top card"),
    "pozzo-pair": ("IT-20", "the pozzo is taken only with a natural pair of the top card's rank"),
    "pile-no-meld": ("C-7.5", "the side has no meld of the top card's rank to lay it on"),
    "pile-take-shape": ("C-7.5", "the top card must be melded with a natural pair, a natural and a wild card, or on the side's meld"),
    "sequence-shape": ("SA-3", "a sequence is three cards of one suit in order ({suit})"),
    "sequence-wild": ("SA-3", "a sequence never holds a wild card ({meld})"),
    "sequence-end": ("SA-3", "{kind} does not extend the sequence {meld}: only the card below or above it in its suit"),
    "sequence-full": ("SA-4", "the sequence {meld} is a samba of seven cards and takes no more"),
    "meld-closed": ("MA-11", "a meld holds seven cards at most in these rules, so the meld of {meld} ({size} cards) "
                    "takes no more: a complete canasta closes its rank"),
    "group-limit": ("SA-6", "the side already holds {count} groups of {meld}, the most these rules allow; add to one "
                    "of them"),
    "group-not-closed": ("HF-7", "a further group of {meld} is started only once every group of it on the side's "
                         "table is closed at seven cards; add to the open one"),
    "join-not-allowed": ("C-8.5", "groups of one rank are never joined in these rules"),
    "join-invalid": ("SA-6", "joined, {meld} and {into} would hold {naturals} natural and {wilds} wild cards, "
                     "which is not a valid group"),
    "wild-canasta-full": ("BO-1", "the meld of wild cards {meld} is a bolivia of seven cards and takes no more"),
    "pile-onto-canasta": ("SA-7", "the top card is never laid on a canasta ({meld}); take it with a natural pair"),
    "pile-take-pair-or-meld": ("C-7.5", "the top card must be melded with a natural pair or on the side's meld"),
    "pile-wild-top-shape": ("FR-8", "a wild top card must be laid at once, on a meld of the side or with a natural pair"),
    "pile-no-meld-for-top": ("C-7.5", "the side has no meld of that rank to lay the top card on"),
    "pile-meld-invalid": ("C-8.2", "the top card and those cards do not make a valid meld"),
    "pile-too-many-wilds": ("C-8.2", "that would put too many wild cards in the meld"),
    "pile-opening-unreachable": ("C-9.4", "with the top card and cards from the hand the side cannot reach its "
                                 "initial minimum of {minimum} this turn"),
    "pile-hand-too-small": ("C-12.2", "the hand would be left with too few cards"),
    "pile-keep-a-card": ("C-12.2", "a side without the canastas to go out must keep a card after discarding"),
    "pile-not-now": ("C-7", "the pile cannot be taken that way now"),
    # ---- going out (refusals that name the rule, and facts)
    "go-out-canastas": ("C-12.1", "canastas the side needs to go out: {needed}; it has {have}"),
    "go-out-escalera": ("BO-5", "to go out, {needed} of the side's canastas must be sequences of seven (an escalera)"),
    "go-out-kinds": ("IT-17", "to go out the side needs a natural and a mixed canasta"),
    "go-out-natural": ("IT-17", "to go out the side needs a natural canasta"),
    "go-out-books": ("HF-11", "to go out the side needs {naturals} natural and {mixed} mixed canastas; it has {have_naturals} "
                     "and {have_mixed}"),
    "go-out-foot": ("HF-11", "a player goes out only when playing from the foot: the hand must be used up first"),
    "go-out-side-foot": ("HF-11", "a player goes out only when every player of the side plays from the foot"),
    "keep-a-card-books": ("HF-11", "to go out, the side needs {needed} canastas, {naturals} of them natural and {mixed} "
                          "mixed, so the player must keep a card after discarding"),
    "go-out-wild-meld": ("IT-16", "a side with an unfinished wild meld may not go out (I29)"),
    "go-out-refused": ("C-12.4", "the partner answered no, so the player may not go out this turn"),
    "go-out-needs-permission": ("FI-8", "in partnership play a player goes out only with the partner's permission: "
                                "ask \"May I go out?\" before melding"),
    "keep-a-card-pure-impure": ("IT-17", "to close, the side needs {needed} canastas, a pure and an impure one, "
                                "so the player must keep a card after discarding"),
    "keep-a-card-natural": ("IT-17", "to close, the side needs a natural canasta, so the player must keep a card "
                            "after discarding"),
    "cannot-go-out": ("C-12.2", "the player could not go out this turn"),
    "cutthroat-merge-wilds": ("C-8.2", "this would make the other two players partners, and their melds of {meld} "
                              "together would hold more wild cards than a meld may"),
    "cannot-meld-out": ("C-12.2", "the cards left could not all be melded, with at most one discard, to go out"),
    # ---- facts: what the table shows (State.facts)
    "frozen-by-wild": ("C-7.4", "the pile is frozen: a wild card lies in it"),
    "frozen-by-upcard": ("C-4.2", "the pile is frozen by the card turned up at the start"),
    "frozen-by-black-three": ("K-1", "the pile is frozen by a black three discarded into it"),
    "frozen-unopened": ("C-7.4", "the pile is frozen for the side until it has made its initial meld"),
    "blocked-by-black-three": ("C-7.7", "a black three on top blocks the pile for this turn"),
    "blocked-by-wild": ("C-7.3", "a wild card on top blocks the pile"),
    "wild-on-top-three": ("IT-10", "a {kind} on top is taken only with three of the same wild card"),
    "pozzo-holds-black-three": ("IT-15", "a black three an opponent discarded lies in the pozzo: it is taken only with "
                                "three natural cards of the top card"),
    "pozzo-face-down": ("IT-3", "cards face down under the top card (the pozzo): {count}"),
    "pile-after-opening": ("IT-18", "the pile can be taken only after the side has opened"),
    "opening-needs": ("C-9.1", "the initial meld needs {minimum} points; {missing} still missing"),
}


def english(code: str, params: Mapping[str, Param]) -> str:
    """The English text of a code with its params (lists are written space-separated)."""
    template = REASONS[code][1]
    return template.format(**{k: " ".join(v) if isinstance(v, list) else v for k, v in params.items()})


class Reason:
    """A refusal or a fact: ``code``, ``params`` and the RULES.md id ``rule``; ``text`` is English
    and ``message`` is ``"<rule>: <text>"`` (the refusal text the engine has always given)."""

    __slots__ = ("code", "params", "rule")

    code: str
    params: dict[str, Param]
    rule: str

    def __init__(self, code: str, rule: str | None = None, /, **params: Param) -> None:
        if code not in REASONS:
            raise KeyError(f"unknown reason code {code!r}")
        self.code = code
        self.rule = REASONS[code][0] if rule is None else rule
        self.params = params

    @property
    def text(self) -> str:
        return english(self.code, self.params)

    @property
    def message(self) -> str:
        return f"{self.rule}: {self.text}" if self.rule else self.text

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"Reason({self.code!r}, {self.rule!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Reason):
            return NotImplemented
        return (self.code, self.rule, self.params) == (other.code, other.rule, other.params)

    __hash__ = None  # type: ignore[assignment]

    def to_dict(self) -> dict[str, object]:
        """What the server sends: ``code``, ``params``, ``rule`` and the English ``text``."""
        return {"code": self.code, "params": {k: list(v) if isinstance(v, list) else v for k, v in self.params.items()},
                "rule": self.rule, "text": self.text}
