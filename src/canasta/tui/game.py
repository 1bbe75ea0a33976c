"""A match between one person (seat 0) and bots, without any screen.

The :class:`Game` owns the engine state and the game record (``canasta.record`` format, which
``canasta replay`` reads). Every move, the person's or a bot's, goes through :meth:`State.apply`,
so the engine alone decides what is legal. Bots are given only their seat's view.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .. import rng
from ..bots import BOTS, LEVELS, Bot, make_bot
from ..cards import JOKER, KIND, WILD_MELD, face_label, kind_text
from ..errors import CanastaError
from ..moves import DEAL, Move, parse_move
from ..position import position_dict
from ..record import Record, load_record, replay
from ..rules import RuleSet, make_rules
from ..state import State, new_game
from .text import cards_phrase, red3_phrase, say

HUMAN = 0
"""The person always plays seat 0."""
NAMES = ("You", "Ada", "Ben", "Cleo", "Dan", "Eve")
ACTING = ("draw", "meld", "answer")
DEFAULT_LEVEL = "medium"
FALLBACK_LEVEL = "random"
LOG_KEEP = 5000
"""Log lines kept: more than any hand needs, so the whole hand can be scrolled."""


def bot_names() -> list[str]:
    """Every bot name and difficulty level that ``--level`` accepts."""
    return list(BOTS) + [n for n in LEVELS if n not in BOTS]


def resolve_level(level: str | None) -> tuple[str, str]:
    """The bot level to use and a note for the person (empty when nothing needs saying).

    ``None`` means the default: ``medium`` if that level exists, else ``random``.
    Raises ``ValueError`` for an unknown name."""
    if level is None:
        if DEFAULT_LEVEL in LEVELS or DEFAULT_LEVEL in BOTS:
            return DEFAULT_LEVEL, ""
        return FALLBACK_LEVEL, (f"the '{DEFAULT_LEVEL}' level is not available in this version; "
                                f"the bots play '{FALLBACK_LEVEL}' (legal moves at random)")
    if level in BOTS or level in LEVELS:
        return level, ""
    raise ValueError(f"unknown level {level!r}; choose one of: {', '.join(bot_names())}")


def kind_label(k: int) -> str:
    """A card kind in words for the screen: ``Joker``, ``2``, ``black 3``, ``7``, ``K``."""
    if k == JOKER:
        return "Joker"
    if k == 3:
        return "black 3"
    return kind_text(k)


def meld_label(key: int) -> str:
    return "wild cards" if key == WILD_MELD else kind_label(key) + "s"


def kinds_label(kinds: Sequence[int]) -> str:
    return " ".join(kind_label(k) for k in kinds)


@dataclass(frozen=True)
class Outcome:
    """What playing the person's move(s) did: ``error`` is the engine's reason when refused."""

    error: str = ""
    played: int = 0

    @property
    def ok(self) -> bool:
        return not self.error


class Game:
    """One match: engine state, record, bots and a log of the moves in words."""

    def __init__(self, record: Record, level: str, note: str = "") -> None:
        self.record = record
        self.level = level
        self.st: State = replay(record)
        n = record.rules.players
        self.names = list(NAMES[:n])
        start = len(record.moves)
        make_bot(level, 0)  # an unknown level fails here, with the list of levels
        record.players = ["person"] + [f"bot:{level}"] * (n - 1)
        self.log: list[str] = []
        self.log.append(say("tui-new-match", preset=record.rules.preset, players=n, level=level, seed=record.seed))
        if start:  # the log of a resumed match: its moves told again, as they were played
            final = self.st
            self.st = new_game(record.rules, seed=record.seed)
            self._log_hand_start()
            for text in record.moves:
                m = parse_move(text)
                self._apply(self.st.turn if self.st.phase in ACTING else HUMAN, m, record_it=False)
            assert position_dict(self.st) == position_dict(final)
            self.st = final
            self._say(say("tui-resumed", moves=start, hand=self.st.hand_no + 1))
        else:
            self._log_hand_start()
        if note:
            self._say(say("tui-note", note=note))

    def bot_for(self, seat: int) -> Bot:
        """The bot that makes the next move of ``seat``. Its seed follows from the record alone
        (the match seed, the seat and the number of moves so far), so a resumed match plays on
        exactly as the saved one would have: nothing the bots remember lives outside the record."""
        seed = rng.derive(self.record.seed, "bot", seat, len(self.record.moves)) % (1 << 31)
        return make_bot(self.level, seed)

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, preset: str | RuleSet, players: int | None, seed: int, level: str | None = None,
            overrides: dict[str, str] | None = None) -> Game:
        """A new match. Raises ``RuleError`` or ``ValueError`` with a one-line message."""
        name, note = resolve_level(level)
        rules = preset if isinstance(preset, RuleSet) else make_rules(preset, players, overrides or {})
        if isinstance(preset, RuleSet) and overrides:
            rules = preset.with_overrides(overrides)
        return cls(Record(rules, seed), name, note)

    @classmethod
    def resume(cls, text: str, level: str | None = None) -> Game:
        """Continue a saved match (record JSON text): its moves are replayed, then play goes on.

        Without ``level`` the bots play at the level stored in the record (or the default)."""
        rec, data = load_record(text)
        replay(rec, data)  # checks every move and the stated result
        if level is None:
            stored = [p[4:] for p in rec.players[1:] if p.startswith("bot:")]
            if stored and (stored[0] in BOTS or stored[0] in LEVELS):
                level = stored[0]
        name, note = resolve_level(level)
        return cls(rec, name, note)

    @classmethod
    def load(cls, path: Path, level: str | None = None) -> Game:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as e:
            raise CanastaError(f"cannot read {str(path)!r}: {e.strerror}") from None
        return cls.resume(text, level)

    # ------------------------------------------------------------------ who acts

    @property
    def human_to_act(self) -> bool:
        return self.st.phase in ACTING and self.st.turn == HUMAN

    @property
    def bot_to_act(self) -> int | None:
        """The bot seat that must move now, or None (the person's turn, or between hands)."""
        st = self.st
        if st.phase in ACTING and st.turn != HUMAN:
            return st.turn
        return None

    @property
    def human_plays_hand(self) -> bool:
        return HUMAN in self.st.order

    def legal(self) -> list[Move]:
        """The person's legal moves now (empty when it is not the person's turn)."""
        if self.human_to_act or self.st.phase == "hand_over":
            return list(self.st.legal_move_list())
        return []

    def side_name(self, side: int) -> str:
        members = self.st.sides[side]
        if not members:
            return "(merged)"
        return " + ".join(self.names[q] for q in members)

    # ------------------------------------------------------------------ playing

    def check(self, moves: Sequence[Move]) -> str:
        """Why this sequence of the person's moves cannot be played ("" if it can). Nothing changes."""
        if not moves:
            return "nothing to play"
        if not self.human_to_act:
            if self.st.phase == "hand_over" and list(moves) == [DEAL]:
                return ""
            return self._not_your_turn()
        trial = self.st.copy()
        for i, m in enumerate(moves):
            if trial.phase not in ACTING or trial.turn != HUMAN:
                return f"'{m}' cannot follow: the turn is over"
            try:
                reason = trial.explain(m)
                if not reason:
                    trial.apply(m)
            except CanastaError as e:
                reason = str(e)
            except Exception as e:  # an engine failure must not end the game; the move is not played
                reason = f"the engine failed on this move ({type(e).__name__}: {e}); please report it"
            if reason:
                where = f"step {i + 1} of {len(moves)}, " if len(moves) > 1 else ""
                return f"'{m}' is not allowed ({where}nothing was played): {reason}"
        return ""

    def play_human(self, moves: Sequence[Move]) -> Outcome:
        """Play the person's moves in order, all or none. A refused move changes nothing."""
        why = self.check(moves)
        if why:
            return Outcome(error=why)
        for m in moves:
            self._apply(HUMAN, m)
        return Outcome(played=len(moves))

    def deal(self) -> Outcome:
        """Deal the next hand (after a hand is over)."""
        if self.st.phase != "hand_over":
            return Outcome(error=self.st.explain(DEAL) or "the hand is not over")
        self._apply(HUMAN, DEAL)
        return Outcome(played=1)

    def bot_choose(self) -> tuple[int, Move] | None:
        """Ask the bot to act for its move; the bot sees only its seat's view."""
        seat = self.bot_to_act
        if seat is None:
            return None
        view = self.st.view(seat)
        return seat, self.bot_for(seat).choose(view)

    def bot_apply(self, seat: int, move: Move) -> None:
        """Apply a bot's chosen move. A bot that returns an illegal move is a bug in the bot: the
        log says so and the first legal move is played instead, so the game goes on."""
        if seat != self.bot_to_act:
            return
        try:
            reason = self.st.explain(move)
        except Exception as e:  # not even a well-formed move
            reason = f"{type(e).__name__}: {e}"
        if reason:
            fallback = self.st.legal_move_list()[0]
            self._say(f"(bot {self.names[seat]} chose '{move}', which is illegal: {reason}; "
                      f"it plays '{fallback}' instead)")
            move = fallback
        self._apply(seat, move)

    def bot_step(self) -> bool:
        """Let the bot to act play one move; False if no bot is to act."""
        got = self.bot_choose()
        if got is None:
            return False
        self.bot_apply(*got)
        return True

    def run_bots(self, limit: int = 100000) -> int:
        """Play bot moves until the person must act or the hand ends. Returns the moves played."""
        n = 0
        while n < limit and self.bot_step():
            n += 1
        return n

    def _not_your_turn(self) -> str:
        st = self.st
        if st.phase == "match_over":
            return "the match is over"
        if st.phase == "hand_over":
            return "the hand is over: press Enter to see the score and deal the next hand"
        if not self.human_plays_hand:
            return "you sit out this hand"
        return f"it is {self.names[st.turn]}'s turn, not yours"

    def _apply(self, seat: int, move: Move, record_it: bool = True) -> None:
        st = self.st
        before_hand = st.hand(seat) if seat == HUMAN else []
        before_red3 = len(st.red3s[seat]) if st.phase in ACTING else 0
        pile_seen = st.pile[st.pile_hidden:]  # the pile's visible cards, for the log of a take
        pile_size = len(st.pile)
        st.apply(move)  # raises IllegalMoveError, changing nothing
        if record_it:
            self.record.moves.append(str(move))
        self._describe(seat, move, before_hand, before_red3, pile_seen, pile_size)

    # ------------------------------------------------------------------ log

    def _say(self, text: str) -> None:
        self.log.append(text)
        if len(self.log) > LOG_KEEP:
            del self.log[: len(self.log) - LOG_KEEP]

    def _log_hand_start(self) -> None:
        st = self.st
        if st.phase in ACTING or st.phase == "hand_over":
            who = ", ".join(self.names[q] for q in st.order)
            dealer = say("tui-you-deal") if st.dealer == HUMAN else say("tui-deals", name=self.names[st.dealer])
            self._say(say("tui-hand-start", hand=st.hand_no + 1, dealer_phrase=dealer, who=who))
            if not self.human_plays_hand:
                self._say(say("tui-sit-out"))
            for q in st.order:
                if st.red3s[q]:
                    self._say(say("tui-red3-laid", name=self.names[q], count_phrase=red3_phrase(len(st.red3s[q])),
                                  cards=" ".join(face_label(f) for f in st.red3s[q])))

    def _describe(self, seat: int, m: Move, before_hand: list[int], before_red3: int, pile_seen: list[int],
                  pile_size: int) -> None:
        st = self.st
        name = self.names[seat]
        a = m.action
        if a == "deal":
            self._log_hand_start()
            return
        if a == "draw":
            new = _new_faces(before_hand, st.hand(seat)) if seat == HUMAN and st.phase != "hand_over" else []
            text = (say("tui-draw-cards", name=name, cards=" ".join(face_label(f) for f in new)) if new
                    else say("tui-draw", name=name))
        elif a == "take":
            top = pile_seen[-1] if pile_seen else -1
            shown = " ".join(face_label(f) for f in pile_seen)
            hidden = pile_size - len(pile_seen)
            pile = cards_phrase(pile_size) + (f": {shown}" if shown else "") + (f" and {hidden} face down" if hidden else "")
            top_label = face_label(top) if top >= 0 else "top card"
            if m.cards:
                key = KIND[top] if top >= 0 else m.cards[0]
                side = st.side_of[seat]
                grown = side >= 0 and key in st.melds[side] and len(st.melds[side][key].cards) > len(m.cards) + 1
                meld_phrase = f"on the {meld_label(key)} (now {cards_phrase(len(st.melds[side][key].cards))})" \
                    if grown else f"as a new meld of {meld_label(key)}"
                text = say("tui-take-with", name=name, pile=pile, top=top_label, cards=kinds_label(m.cards),
                           meld_phrase=meld_phrase)
            else:
                key = m.target if m.target >= 0 else (KIND[top] if top >= 0 else -1)
                text = say("tui-take-lay", name=name, pile=pile, top=top_label,
                           meld=meld_label(key) if key >= 0 else "meld")
        elif a == "meld":
            text = say("tui-meld", name=name, cards=kinds_label(m.cards))
        elif a == "add":
            text = say("tui-add", name=name, card=kind_label(m.cards[0]), meld=meld_label(m.target))
        elif a == "discard":
            face = st.pile[-1] if st.pile and KIND[st.pile[-1]] == m.cards[0] else -1
            text = say("tui-discard", name=name, card=face_label(face) if face >= 0 else kind_label(m.cards[0]))
        elif a == "ask":
            text = say("tui-ask", name=name, partner=self.names[st.turn])
        elif a in ("yes", "no"):
            text = say("tui-answer-yes" if a == "yes" else "tui-answer-no", name=name, partner=self.names[st.turn])
        elif a == "end":
            text = say("tui-end", name=name)
        else:
            text = f"{name}: {m}"
        if len(st.red3s[seat]) > before_red3 and a in ("draw", "take") and st.red3s[seat]:
            got = st.red3s[seat][before_red3:]
            text += say("tui-red3-more", count_phrase=red3_phrase(len(got)), cards=" ".join(face_label(f) for f in got))
        self._say(text + ".")
        if st.phase in ("hand_over", "match_over") and a != "deal":
            res = st.result
            if res is not None:
                if res.went_out >= 0:
                    self._say(say("tui-went-out-concealed" if res.concealed else "tui-went-out",
                                  name=self.names[res.went_out]))
                else:
                    self._say(say("tui-stock-out"))
            if st.phase == "match_over":
                self._say(say("tui-match-over"))

    # ------------------------------------------------------------------ saving

    def record_json(self) -> str:
        return self.record.to_json(final=self.st, indent=1)

    def save(self, path: Path) -> None:
        """Write the record (atomically). Raises ``OSError``."""
        text = self.record_json()
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(text + "\n", encoding="utf-8")
        os.replace(tmp, path)


def _new_faces(before: list[int], after: list[int]) -> list[int]:
    rest = list(before)
    out = []
    for f in after:
        if f in rest:
            rest.remove(f)
        else:
            out.append(f)
    return out
