"""The bots that sit at a table: the installed levels (:func:`bot_names`) and a seat's bot
(:class:`SeatBot`), seeded afresh for each decision from the table's secret seed, so that it plays
the same moves after a restart or in another process. Imports nothing of the web layer: the
table owners and their registry, the cluster and the organiser's tools all make seat bots here.
"""

from __future__ import annotations

import hashlib
import logging
from typing import ClassVar

from .. import bots as bots_mod
from ..moves import Move
from ..position import View

log = logging.getLogger("canasta.web")


def bot_names() -> list[str]:
    return bots_mod.level_names()


def bot_seed(table_seed: int, seat: int, move: int | None = None, salt: str = "") -> int:
    """The seed of a seat's bot (for its decision at move number ``move``): 64 bits of a SHA-256 of
    the table's secret seed, the seat and the move, so that nothing of the table's seed (which fixes
    every deal) can be learned from the bot's play; the same after a restart."""
    key = f"canasta-bot{salt}:{table_seed}:{seat}" + ("" if move is None else f":{move}")
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")


class SeatBot:
    """The bot of a seat. Each decision is made by a bot seeded afresh from the table's secret seed,
    the seat and the move number (:meth:`at`), so a bot keeps nothing between decisions beyond what
    its view shows: after a restart, or when another process takes the table over, the bot plays
    exactly the moves it would have played."""

    def __init__(self, level: str | None, table_seed: int, seat: int, salt: str = "") -> None:
        self.level, self.table_seed, self.seat, self.salt = level or "random", table_seed, seat, salt
        try:
            self.name = bots_mod.make_bot(self.level, 0).name
        except ValueError as e:
            log.error("seat %d: %s; a random bot plays instead", seat, e)
            self.level, self.name = "random", "random"
        self.moves = 0
        self.quick = 0              # decisions in a row that took less than INLINE_CPU
        self.never_inline = False   # a decision made on the event loop was slow once: never again

    # A bot whose last INLINE_AFTER decisions each took less than INLINE_CPU seconds of CPU (the
    # random bot: a few microseconds) decides on the event loop: a worker thread would cost a
    # hundred times the decision. One slow decision sends it back to a thread for good.
    # A level whose last LEVEL_INLINE_AFTER decisions, at any seat of any table, were that quick
    # decides on the loop at once at a new seat too (issue 41: a short match's bot made most of its
    # decisions in threads before its own 32 were counted); a slow decision of the level on the
    # loop sends the whole level back to threads for good.
    INLINE_CPU = 0.001
    INLINE_AFTER = 32
    LEVEL_INLINE_AFTER = 256
    level_quick: ClassVar[dict[str, int]] = {}  # the level's decisions in a row under INLINE_CPU, all seats
    slow_levels: ClassVar[set[str]] = set()  # levels that were slow once on the loop

    @property
    def inline(self) -> bool:
        return not self.never_inline and self.level not in self.slow_levels and (
            self.quick >= self.INLINE_AFTER or self.level_quick.get(self.level, 0) >= self.LEVEL_INLINE_AFTER)

    def took(self, cpu_seconds: float, inline: bool) -> None:
        if cpu_seconds < self.INLINE_CPU:
            self.quick += 1
            self.level_quick[self.level] = self.level_quick.get(self.level, 0) + 1
        else:
            self.quick = 0
            self.level_quick[self.level] = 0
            self.never_inline = self.never_inline or inline
            if inline:
                self.slow_levels.add(self.level)

    def at(self, move: int) -> bots_mod.Bot:
        """The bot that decides at move number ``move`` of the table."""
        return bots_mod.make_bot(self.level, bot_seed(self.table_seed, self.seat, move, self.salt))

    def choose(self, view: View) -> Move:
        self.moves += 1
        return self.at(self.moves - 1).choose(view)


def make_seat_bot(level: str | None, table_seed: int, seat: int, salt: str = "") -> SeatBot:
    """The bot of a seat; a level that is no longer installed plays random legal moves (logged)."""
    return SeatBot(level, table_seed, seat, salt)
