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

from .. import i18n, rng
from ..bots import BOTS, LEVELS, Bot, level_names, make_bot
from ..cards import KIND, SEQ_BASE, WILD_MELD, kind_text, meld_key_text
from ..errors import CanastaError
from ..moves import DEAL, Move, parse_move
from ..position import position_dict
from ..record import Record, load_record, replay
from ..rules import RuleSet, make_rules
from ..state import State, new_game
from .text import face, reason_text, say

HUMAN = 0
"""The person always plays seat 0."""
NAMES = ("You", "Ada", "Ben", "Cleo", "Dan", "Eve")
ACTING = ("draw", "meld", "answer")
DEFAULT_LEVEL = "medium"
FALLBACK_LEVEL = "random"
LOG_KEEP = 5000
"""Log lines kept: more than any hand needs, so the whole hand can be scrolled."""


def bot_names() -> list[str]:
    """Every bot name and difficulty level that ``--level`` accepts (:func:`canasta.bots.level_names`)."""
    return level_names()


def resolve_level(level: str | None, lang: str = "en") -> tuple[str, str]:
    """The bot level to use and a note for the person in ``lang`` (empty when nothing needs saying).

    ``None`` means the default: ``medium`` if that level exists, else ``random``.
    Raises ``ValueError`` for an unknown name."""
    if level is None:
        if DEFAULT_LEVEL in LEVELS or DEFAULT_LEVEL in BOTS:
            return DEFAULT_LEVEL, ""
        return FALLBACK_LEVEL, say(lang, "tui-level-missing", level=level_name(lang, DEFAULT_LEVEL),
                                   fallback=level_name(lang, FALLBACK_LEVEL))
    if level in BOTS or level in LEVELS:
        return level, ""
    raise ValueError(f"unknown level {level!r}; choose one of: {', '.join(bot_names())}")


def level_name(lang: str, level: str) -> str:
    """A bot level as players call it ("Medium", "Moyen"); an unknown name as it is."""
    return i18n.tr(lang, "level-" + level) if i18n.has(lang, "level-" + level) else level


def kind_label(k: int, lang: str = "en") -> str:
    """A card kind in words for the screen: ``Joker``, ``2``, ``black 3``, ``7``, ``K`` (``D`` in French)."""
    return i18n.kind_name(lang, kind_text(k))


def meld_label(key: int, lang: str = "en") -> str:
    """A meld by its kind: ``7s``, ``kings``, ``wild cards``; ``dames``, ``sedmičky``; a sequence
    (Samba) by its suit: ``hearts sequence``, ``séquence à cœur``."""
    if key >= SEQ_BASE:  # a sequence, or a further group of a rank (SA-6: "queens 2")
        return i18n.meld_of(lang, meld_key_text(key))
    return i18n.meld_of(lang, "W" if key == WILD_MELD else kind_text(key))


def seq_run(key: int, cards: Sequence[int], lang: str = "en") -> str:
    """A sequence's suit and run as the table labels it: ``♥ 4–6`` (``♥2 4–6``: the side's second
    sequence of hearts), the ranks as the faces show them in ``lang``."""
    ranks = sorted(KIND[f] for f in cards)
    low, high = (kind_label(k, lang) for k in (ranks[0], ranks[-1]))
    return f"{i18n.seq_short(meld_key_text(key))} {low}\u2013{high}"


def kinds_label(kinds: Sequence[int], lang: str = "en") -> str:
    return " ".join(kind_label(k, lang) for k in kinds)


@dataclass(frozen=True)
class Outcome:
    """What playing the person's move(s) did: ``error`` is the engine's reason when refused, and
    ``rule`` the RULES.md id of the rule that refused it (if it names one)."""

    error: str = ""
    played: int = 0
    rule: str | None = None

    @property
    def ok(self) -> bool:
        return not self.error


class Game:
    """One match: engine state, record, bots and a log of the moves in words."""

    def __init__(self, record: Record, level: str, note: str = "", lang: str = "en") -> None:
        self.record = record
        self.level = level
        self.lang = lang
        self.st: State = replay(record)
        n = record.rules.players
        self.names = [i18n.tr(lang, "you")] + list(NAMES[1:n])
        start = len(record.moves)
        make_bot(level, 0)  # an unknown level fails here, with the list of levels
        record.players = ["person"] + [f"bot:{level}"] * (n - 1)
        self.log: list[str] = []
        self.log.append(self.say("tui-new-match", preset=self.preset_name(), players=n, level=level_name(lang, level),
                                 seed=record.seed))
        if start:  # the log of a resumed match: its moves told again, as they were played
            final = self.st
            self.st = new_game(record.rules, seed=record.seed)
            self._log_hand_start()
            for text in record.moves:
                m = parse_move(text)
                self._apply(self.st.turn if self.st.phase in ACTING else HUMAN, m, record_it=False)
            assert position_dict(self.st) == position_dict(final)
            self.st = final
            self._say(self.say("tui-resumed", moves=start, hand=self.st.hand_no + 1))
        else:
            self._log_hand_start()
        if note:
            self._say(self.say("tui-note", note=note))

    def say(self, msg_id: str, /, **args: object) -> str:
        """A message in the person's language."""
        return say(self.lang, msg_id, **args)

    def preset_name(self) -> str:
        p = self.record.rules.preset
        return i18n.tr(self.lang, "preset-" + p) if i18n.has(self.lang, "preset-" + p) else p

    def bot_for(self, seat: int) -> Bot:
        """The bot that makes the next move of ``seat``. Its seed follows from the record alone
        (the match seed, the seat and the number of moves so far), so a resumed match plays on
        exactly as the saved one would have: nothing the bots remember lives outside the record."""
        seed = rng.derive(self.record.seed, "bot", seat, len(self.record.moves)) % (1 << 31)
        return make_bot(self.level, seed)

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, preset: str | RuleSet, players: int | None, seed: int, level: str | None = None,
            overrides: dict[str, str] | None = None, lang: str = "en") -> Game:
        """A new match. Raises ``RuleError`` or ``ValueError`` with a one-line message."""
        name, note = resolve_level(level, lang)
        rules = preset if isinstance(preset, RuleSet) else make_rules(preset, players, overrides or {})
        if isinstance(preset, RuleSet) and overrides:
            rules = preset.with_overrides(overrides)
        return cls(Record(rules, seed), name, note, lang)

    @classmethod
    def resume(cls, text: str, level: str | None = None, lang: str = "en") -> Game:
        """Continue a saved match (record JSON text): its moves are replayed, then play goes on.

        Without ``level`` the bots play at the level stored in the record (or the default)."""
        rec, data = load_record(text)
        replay(rec, data)  # checks every move and the stated result
        if level is None:
            stored = [p[4:] for p in rec.players[1:] if p.startswith("bot:")]
            if stored and (stored[0] in BOTS or stored[0] in LEVELS):
                level = stored[0]
        name, note = resolve_level(level, lang)
        return cls(rec, name, note, lang)

    @classmethod
    def load(cls, path: Path, level: str | None = None, lang: str = "en") -> Game:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            why = e.strerror if isinstance(e, OSError) else "not UTF-8 text"
            raise CanastaError(f"cannot read {str(path)!r}: {why}", "record-unreadable",
                               {"path": str(path), "reason": str(why)}) from None
        return cls.resume(text, level, lang)

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
            return self.say("tui-merged")
        return " + ".join(self.names[q] for q in members)

    # ------------------------------------------------------------------ playing

    def check(self, moves: Sequence[Move]) -> str:
        """Why this sequence of the person's moves cannot be played ("" if it can), in the person's
        language with the RULES.md id. Nothing changes."""
        return self.refusal(moves)[0]

    def refusal(self, moves: Sequence[Move]) -> tuple[str, str | None]:
        """:meth:`check`'s reason, and the RULES.md id of the rule that refuses (None if none does)."""
        if not moves:
            return self.say("tui-nothing-to-play"), None
        if not self.human_to_act:
            if self.st.phase == "hand_over" and list(moves) == [DEAL]:
                return "", None
            return self._not_your_turn(), None
        trial = self.st.copy()
        for i, m in enumerate(moves):
            label = self.move_label(m, trial)
            if trial.phase not in ACTING or trial.turn != HUMAN:
                return self.say("tui-turn-over", move=label), None
            rule: str | None = None
            try:
                why = trial.reason(m)
                reason = reason_text(self.lang, why) if why is not None else ""
                rule = why.rule if why is not None else None
                if not reason:
                    trial.apply(m)
            except CanastaError as e:
                reason, rule = reason_text(self.lang, e), getattr(e, "rule", None)
            except Exception as e:  # an engine failure must not end the game; the move is not played
                reason = self.say("tui-engine-failed", error=f"{type(e).__name__}: {e}")
            if reason:
                if len(moves) > 1:
                    return (self.say("tui-refused-step", move=label, step=i + 1, steps=len(moves), reason=reason),
                            rule or None)
                return self.say("tui-refused", move=label, reason=reason), rule or None
        return "", None

    def move_label(self, m: Move, st: State | None = None, prefix: str = "move-") -> str:
        """A move as the person reads it: "Discard the 9", "Défausser la dame" (``prefix``: see
        :func:`canasta.i18n.move_label`)."""
        st = st or self.st
        top = kind_text(KIND[st.pile[-1]]) if st.pile else None
        return i18n.move_label(self.lang, str(m), top, prefix)

    def play_human(self, moves: Sequence[Move]) -> Outcome:
        """Play the person's moves in order, all or none. A refused move changes nothing."""
        why, rule = self.refusal(moves)
        if why:
            return Outcome(error=why, rule=rule)
        for m in moves:
            self._apply(HUMAN, m)
        return Outcome(played=len(moves))

    def deal(self) -> Outcome:
        """Deal the next hand (after a hand is over)."""
        if self.st.phase != "hand_over":
            why = self.st.reason(DEAL)
            return Outcome(error=reason_text(self.lang, why) if why is not None else self.say("tui-hand-not-over"))
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
            why = self.st.reason(move)
            reason = reason_text(self.lang, why) if why is not None else ""
        except Exception as e:  # not even a well-formed move
            reason = f"{type(e).__name__}: {e}"
        if reason:
            fallback = self.st.legal_move_list()[0]
            self._say(self.say("tui-bot-illegal", name=self.names[seat], move=str(move), reason=reason,
                               fallback=str(fallback)))
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
            return i18n.tr(self.lang, "reason-match-over")
        if st.phase == "hand_over":
            return self.say("tui-hand-over-enter")
        if not self.human_plays_hand:
            return self.say("tui-sit-out-short")
        return self.say("tui-not-your-turn", name=self.names[st.turn])

    def _apply(self, seat: int, move: Move, record_it: bool = True) -> None:
        st = self.st
        before_hand = st.hand(seat) if seat == HUMAN else []
        before_red3 = len(st.red3s[seat]) if st.phase in ACTING else 0
        before_n = st.nhand[seat]
        pile_seen = st.pile[st.pile_hidden:]  # the pile's visible cards, for the log of a take
        pile_size = len(st.pile)
        st.apply(move)  # raises IllegalMoveError, changing nothing
        if record_it:
            self.record.moves.append(str(move))
        self._describe(seat, move, before_hand, before_red3, pile_seen, pile_size, before_n)

    # ------------------------------------------------------------------ log

    def _say(self, text: str) -> None:
        self.log.append(text)
        if len(self.log) > LOG_KEEP:
            del self.log[: len(self.log) - LOG_KEEP]

    def _log_hand_start(self) -> None:
        st = self.st
        if st.phase in ACTING or st.phase == "hand_over":
            who = ", ".join(self.names[q] for q in st.order)
            dealer = self.say("tui-you-deal") if st.dealer == HUMAN else self.say("tui-deals", name=self.names[st.dealer])
            self._say(self.say("tui-hand-start", hand=st.hand_no + 1, dealer=dealer, who=who))
            if not self.human_plays_hand:
                self._say(self.say("tui-sit-out"))
            for q in st.order:
                if st.red3s[q]:  # (red threes, and black ones where they are bonus cards: MA-14)
                    self._say(self.say("tui-threes-laid" if st.rules.black3_bonus else "tui-red3-laid",
                                       name=self.names[q], count=len(st.red3s[q]),
                                       cards=" ".join(face(self.lang, f) for f in st.red3s[q])))

    def _line(self, seat: int, text: str, count: int | None = None, top: str | None = None) -> str:
        """A move told in the log: the person's in the second person, a bot's with its name."""
        prefix = "tui-you-" if seat == HUMAN else "log-"
        return i18n.log_line(self.lang, self.names[seat], text, count=count, top=top, prefix=prefix)

    def _describe(self, seat: int, m: Move, before_hand: list[int], before_red3: int, pile_seen: list[int],
                  pile_size: int, before_n: int = 0) -> None:
        st = self.st
        a = m.action
        if a == "deal":
            self._log_hand_start()
            return
        details: list[str] = []
        if a == "draw":
            new = _new_faces(before_hand, st.hand(seat)) if seat == HUMAN and st.phase != "hand_over" else []
            line = self._line(seat, str(m))
            if new:
                details.append(self.say("tui-drawn", cards=" ".join(face(self.lang, f) for f in new)))
        elif a == "take":
            top = kind_text(KIND[pile_seen[-1]]) if pile_seen else None
            line = self._line(seat, str(m), count=pile_size, top=top)
            if pile_seen:
                details.append(self.say("tui-pile-seen", cards=" ".join(face(self.lang, f) for f in pile_seen)))
            hidden = pile_size - len(pile_seen)
            if hidden:
                details.append(self.say("tui-pile-hidden", count=hidden))
        elif a == "ask" and seat == HUMAN:
            line = self.say("tui-you-ask", partner=self.names[st.turn])
        else:
            line = self._line(seat, str(m))
        if a == "discard" and st.rules.talons and st.phase in ACTING:
            # (MA-3: the talon drawn after the discard that ended the side's initial meld, threes laid out of it too)
            talon = st.nhand[seat] - (before_n - 1)  # (a three in it is laid out and replaced: told below)
            if talon > 0:
                details.append(self.say("tui-talon-drawn", count=talon))
                kept = list(before_hand)
                if st.pile and st.pile[-1] in kept:
                    kept.remove(st.pile[-1])  # (the card discarded: the talon may hold another of its face)
                new = _new_faces(kept, st.hand(seat)) if seat == HUMAN else []
                if new:
                    details.append(self.say("tui-drawn", cards=" ".join(face(self.lang, f) for f in new)))
        if len(st.red3s[seat]) > before_red3 and a in ("draw", "take", "discard") and st.red3s[seat]:
            got = st.red3s[seat][before_red3:]
            details.append(self.say("tui-threes-more" if st.rules.black3_bonus else "tui-red3-more", count=len(got),
                                    cards=" ".join(face(self.lang, f) for f in got)))
        if details:
            self._say(self.say("tui-line", line=line, detail=self.say("list-sep").join(details)))
        elif line.endswith(("?", "!", ".", "…")):
            self._say(line)
        else:
            self._say(self.say("tui-line-plain", line=line))
        if st.phase in ("hand_over", "match_over") and a != "deal":
            res = st.result
            if res is not None:
                if res.went_out >= 0:
                    out = res.went_out
                    key = ("tui-you-" if out == HUMAN else "log-") + ("went-out-concealed" if res.concealed else "went-out")
                    said = self.say(key, name=self.names[out])
                    self._say(self.say("tui-line-plain", line=said) + " " + self.say("tui-hand-over"))
                else:
                    self._say(self.say("tui-stock-out"))
            if st.phase == "match_over":
                self._say(self.say("tui-match-over"))

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
