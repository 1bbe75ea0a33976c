"""The registry of the tables in play in this process: it finds a table's owner, builds it from
the database (rule set, seed and stored moves), keeps a few finished tables, retires and expires
tables, and resumes every table in play at a start. It never changes a table: that is the owner's
(:class:`~canasta.web.tables.owner.TableOwner`)."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...errors import CanastaError
from ...record import result_summary
from ...rules import RuleSet
from ...state import new_game
from ..events.sealing import sealing
from ..lease import apply_away
from ..seatbots import make_seat_bot
from ..storage import MoveWriter, Storage, get_settings
from . import quotas
from .owner import TableOwner, first_line
from .records import replay_record
from .texts import apply_logged

if TYPE_CHECKING:
    from ..cluster import Cluster

log = logging.getLogger("canasta.web")


def valid_id(tid: str) -> bool:
    """Table ids are short hex strings: anything else (a NUL byte, a long string) names no table
    and is never sent to the database (PostgreSQL refuses a NUL with an error)."""
    return 0 < len(tid) <= 16 and tid.isascii() and tid.isalnum()



class Tables:
    """All live tables of this process (their owners), the storage and the bots' settings."""

    def __init__(self, storage: Storage, bot_delay: float = 0.8) -> None:
        self.storage = storage
        self.bot_delay = bot_delay
        self.unwatched_seconds = 5.0  # Limits.unwatched_bots_seconds (D5)
        self.games: dict[str, TableOwner] = {}        # the tables in play (and finished ones still watched)
        self.ended: OrderedDict[str, TableOwner] = OrderedDict()  # a few finished tables, least recently used first
        self.problems: dict[str, dict[str, Any]] = {}  # table id -> the error its clients are told on connect
        self.timer_scale = 1.0  # tests shorten the turn timer
        self.pool: Any = None            # the worker process that replays imported records
        self.imports_waiting = 0
        self.imports_by_user: dict[int, int] = {}  # imports waiting per player (D25)
        self.quarantined: set[str] = set()  # tables whose stored moves do not replay: told once, left still (D11)
        self.cluster: Cluster | None = None  # several processes on PostgreSQL (cluster.py)
        self.on_game_over: list[Callable[[str], Any]] = []  # told (in a thread) when a match ends here
        # SQLite: every move is stored by one thread, in group commits (storage.MoveWriter)
        self.writer: MoveWriter | None = MoveWriter(storage) if storage.engine.dialect.name == "sqlite" else None

    ENDED_CACHE = 16
    RETRY_MAX = 30.0  # seconds between a bot's tries to store a move, at most
    retry_base = 1.0
    IMPORTS_WAITING = 4  # imports being replayed or waiting for the worker, at most

    async def replay_import(self, raw: bytes, max_moves: int, user: int | None = None) -> dict[str, Any] | str:
        """:func:`replay_record` in the worker process (started on first use); "busy: ..." if too
        many imports wait already, "mine: ..." if ``user`` has one waiting already (one each: the
        waiting slots are shared between players, D25)."""
        if user is not None and self.imports_by_user.get(user, 0) >= 1:
            return "mine: you already have a record being checked; wait for its answer"
        if self.imports_waiting >= self.IMPORTS_WAITING:
            return "busy: the server is checking other imported records; try again in a minute"
        if self.pool is None:
            import concurrent.futures
            import multiprocessing

            self.pool = concurrent.futures.ProcessPoolExecutor(max_workers=1,
                                                               mp_context=multiprocessing.get_context("spawn"))
        self.imports_waiting += 1
        if user is not None:
            self.imports_by_user[user] = self.imports_by_user.get(user, 0) + 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self.pool, replay_record, raw, max_moves)
        finally:
            self.imports_waiting -= 1
            if user is not None:
                left = self.imports_by_user.pop(user, 1) - 1
                if left > 0:
                    self.imports_by_user[user] = left

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            self.writer = None
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None

    # -- loading
    def load(self, tid: str) -> TableOwner | None:
        """The live table ``tid``, built from the database if needed (a finished one is kept only
        in a small cache: nothing grows with the number of games looked at)."""
        g = self.games.get(tid) or self.ended.get(tid)
        if g is not None:
            if g.row.status != "playing" and tid in self.ended:
                self.ended.move_to_end(tid)
            return g
        g = self._build(tid)
        return None if g is None else self._keep(g)

    async def aload(self, tid: str) -> TableOwner | None:
        """:meth:`load`, replaying a table that is not in memory in a worker thread."""
        g = self.games.get(tid) or self.ended.get(tid)
        if g is not None:
            return self.load(tid)
        built = await asyncio.to_thread(self._build, tid)
        if built is None:
            return None
        return self.games.get(tid) or self.ended.get(tid) or self._keep(built)

    def _keep(self, g: TableOwner) -> TableOwner:
        if g.row.status == "playing":
            self.games[g.id] = g
            if self.cluster is not None:
                self.cluster.loaded(g)
        else:
            self.ended[g.id] = g
            while len(self.ended) > self.ENDED_CACHE:
                self.ended.popitem(last=False)
        return g

    def _build(self, tid: str) -> TableOwner | None:
        if not valid_id(tid):
            return None
        row = self.storage.table(tid)
        if row is None:
            return None
        st = new_game(RuleSet.from_dict(row.rules), seed=row.seed)
        logrows = []
        stored, tampered = self.storage.signed_moves(tid)
        if tampered is not None and tid not in self.quarantined:  # an altered database (D11): left still
            self.quarantined.add(tid)
            log.error("table %s: %s; the table is quarantined (left still, no move played on it)", tid, tampered)
        for i, (seat, text) in enumerate(stored, 1):
            try:
                row_i = apply_logged(st, i, seat, text, st.hand_no)
            except CanastaError as e:  # a stored game that no longer replays: told once, left still (D11)
                if tid not in self.quarantined:
                    self.quarantined.add(tid)
                    log.error("table %s: stored move %d (%r) does not replay: %s; the table is quarantined "
                              "(left still, no move played on it)", tid, i, text, e)
                break
            logrows.append(row_i)
        if row.status == "playing" and st.match_over:
            # left by a server that stored a match's last move and the table's end in two
            # transactions and was killed between them
            self.storage.finish_table(tid, result_summary(st))
            row = dataclasses.replace(row, status="finished")
        g = TableOwner(self, row, st, self.storage.seats(tid), logrows)
        g.in_event = sealing(self.storage).round_of(tid) is not None
        g.timer = get_settings(self.storage, tid)
        g.pausable = not g.has_humans() and row.status == "playing" and not g.in_event
        apply_away(g)
        if row.status == "playing":
            for s in g.seats:
                if s.kind == "bot":
                    g.bots[s.seat] = make_seat_bot(s.level, row.seed, s.seat)
        return g

    def _waits_for_a_watcher(self, tid: str) -> bool:
        """A table of bots only (not a club night's): nothing is lost if it waits, unbuilt, for a watcher."""
        return (not any(s.kind == "human" for s in self.storage.seats(tid))
                and sealing(self.storage).round_of(tid) is None)

    async def expire_unwatched(self, after: float) -> None:
        """Close the bots-only tables no one has watched for ``after`` seconds (D5): their moves stay.
        Those left unbuilt since a start are built (a few at a time) to be closed."""
        rows = await asyncio.to_thread(quotas.stale_bot_tables, self.storage, time.time() - after, 10)
        for tid in rows:
            if tid not in self.games:
                if self.cluster is not None:  # owned here from now on (or by a process that watches it)
                    await self.cluster.take(tid)
                g0 = self.games.get(tid) or await self.aload(tid)
                if g0 is not None:
                    g0.watched_at = time.monotonic() - after - 1
        now = time.monotonic()
        for g in [g for g in self.games.values() if g.pausable and not g.conns and now - g.watched_at > after]:
            if self.cluster is not None and not self.cluster.owns(g):
                continue
            async with g.lock:
                if g.row.status != "playing" or g.conns:
                    continue
                result = {**result_summary(g.st), "closed": True, "unwatched": True}
                if await asyncio.to_thread(self.storage.close_table, g.id, result):
                    g.row = dataclasses.replace(g.row, status="closed", result=result)
                    log.info("table %s (bots only) closed: no one watched it for %d s", g.id, after)
            self.retire(g)

    async def resume_all(self) -> None:
        """Rebuild and restart every table in play; a table that cannot be read (a damaged
        database page) is logged, naming the database, and the others start."""
        where = self.storage.where()
        try:
            rows = self.storage.tables("playing", limit=10000)
        except Exception as e:
            log.error("cannot read the tables in play from %s (%s): starting without them", where, first_line(e))
            return
        for row in rows:
            try:
                if await asyncio.to_thread(self._waits_for_a_watcher, row.id):
                    continue  # bots only: built when someone opens it, not at every start (D5)
                g = await self.aload(row.id)  # in a thread
            except Exception as e:
                log.error("table %s cannot be read from %s (%s): it is left out; the other tables start",
                          row.id, where, first_line(e))
                continue
            if g is not None:
                g.kick()

    def retire(self, g: TableOwner) -> None:
        """A table no longer in play (an organiser closed it) leaves the tables in play for the small
        cache of ended ones; its clients keep it while they watch."""
        if self.games.get(g.id) is g and g.row.status != "playing":
            del self.games[g.id]
            self._keep(g)
