"""Sealed rounds of a club night (issue 38, audit D1).

Every table of an event's round is dealt from one seed (``events.start_round``): that is what makes
the scoring duplicate. It also means that a table's cards are every other table's cards of the same
round. So while ANY table of a round is in play the round is *sealed*: nothing the server says,
by a route or a message, tells anyone about the round's deals beyond what the asker's own seat
shows:

* the record, the replay and the fair-deal check of a table of the round (a finished one, or one
  an organiser closed) are refused to everyone, its own players included;
* its log and its live feed (the WebSocket) are given to the players seated at that very table
  only; anyone else (a spectator, a player of another table of the round) is refused;
* no end-of-hand ``reveal`` (every hand) is sent at a table of a sealed round, not even to its
  seats: the other seats' hands are beyond what a seat shows;
* the event's page and its JSON show neither the scores nor which table has ended for the round.

When the round's last table ends the round is unsealed for good and everything is public again.

:func:`Sealing.check` is the one round-check every route and the spectator path ask; it answers
"is this table sealed for this asker?". A table that is not an event's is never sealed.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from ..refusals import Refusal

# how long the event loop's answer "the round is still in play" may be reused (seconds). Only that
# answer is reused, never "the round is over": a stale answer can only seal a little longer.
IN_PLAY_TTL = 1.0
_CACHE_MAX = 20000


@dataclass(frozen=True)
class RoundSeal:
    """The round a table belongs to, while some table of it is in play."""
    event: str
    round: int           # 0-based
    playing: int         # how many of its tables are still in play

    def refusal(self, tid: str) -> Refusal:
        return Refusal(403, "round-sealed",
                       f"table {tid[:40]} belongs to round {self.round + 1} of a club night that is still being "
                       "played: its cards stay sealed until every table of the round has ended",
                       table=tid[:40], round=self.round + 1)


class Sealing:
    """The round-check of one database, with what it can keep: which round a table belongs to
    (fixed when the table is made), and which rounds are over (for good)."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage
        self._lock = threading.Lock()
        self._round_of: dict[str, tuple[str, int] | None] = {}
        self._over: set[tuple[str, int]] = set()
        self._in_play: dict[tuple[str, int], tuple[float, int]] = {}

    def round_of(self, tid: str) -> tuple[str, int] | None:
        """(event, round) of an event's table, None for any other table."""
        with self._lock:
            if tid in self._round_of:
                return self._round_of[tid]
        with self.storage.engine.connect() as c:
            row = c.execute(sa.text("SELECT event_id, round FROM event_tables WHERE table_id = :t"), {"t": tid}).first()
        got = (str(row[0]), int(row[1])) if row is not None else None
        with self._lock:
            if len(self._round_of) > _CACHE_MAX:
                self._round_of.clear()
            self._round_of[tid] = got
        return got

    def seal_of(self, tid: str, fresh: bool = True) -> RoundSeal | None:
        """The seal of ``tid``'s round while any of its tables is in play, else None. ``fresh=False``
        (the event loop's messages) may reuse an "in play" answer up to ``IN_PLAY_TTL`` seconds old."""
        key = self.round_of(tid)
        if key is None:
            return None
        now = time.monotonic()
        with self._lock:
            if key in self._over:
                return None
            cached = self._in_play.get(key)
        if not fresh and cached is not None and now - cached[0] < IN_PLAY_TTL:
            return RoundSeal(key[0], key[1], cached[1])
        with self.storage.engine.connect() as c:
            playing = int(c.execute(sa.text(
                "SELECT COUNT(*) FROM event_tables et JOIN tables t ON t.id = et.table_id "
                "WHERE et.event_id = :e AND et.round = :r AND t.status = 'playing'"),
                {"e": key[0], "r": key[1]}).scalar() or 0)
        with self._lock:
            if playing == 0:
                self._over.add(key)
                self._in_play.pop(key, None)
                return None
            self._in_play[key] = (now, playing)
        return RoundSeal(key[0], key[1], playing)

    def check(self, tid: str, user_id: int | None, own_seat: bool = False, fresh: bool = True) -> RoundSeal | None:
        """Is table ``tid`` sealed for this asker? None: no, answer; else the seal to refuse with.

        ``own_seat``: what is asked is what a seat of the table shows as the table is played (its
        live feed, its log of moves), so a player seated at ``tid`` itself may have it. Anything
        more (the record, the replay, the deal check, every hand) is sealed for everyone."""
        seal = self.seal_of(tid, fresh)
        if seal is None:
            return None
        if own_seat and user_id is not None and user_id in self._seated(tid):
            return None
        return seal

    def need_open(self, tid: str, user_id: int | None = None, own_seat: bool = False) -> None:
        """:meth:`check`, refused with a coded 403 ``round-sealed`` when sealed."""
        seal = self.check(tid, user_id, own_seat)
        if seal is not None:
            raise seal.refusal(tid)

    def _seated(self, tid: str) -> set[int]:
        with self.storage.engine.connect() as c:
            rows = c.execute(sa.text("SELECT user_id FROM seats WHERE table_id = :t AND user_id IS NOT NULL"),
                             {"t": tid})
            return {int(r[0]) for r in rows}


def sealing(storage: Any) -> Sealing:
    """The round-check of ``storage``'s database (one per storage object)."""
    got = getattr(storage, "_sealing", None)
    if got is None:
        got = Sealing(storage)
        storage._sealing = got
    assert isinstance(got, Sealing)
    return got
