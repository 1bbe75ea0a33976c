"""Several ``canasta serve`` processes on one PostgreSQL database (docs/web.md, "Several processes").

Any process serves any client. Each table in play has one *owner* at a time: the process that
holds the table's *lease*, a row of the table ``leases`` with an expiry and a fencing epoch
(lease.py). Only the owner applies moves and runs the table's bots, and the database refuses a
move written under an epoch that is no longer the lease's. The owner renews its leases every
second; when a process dies, hangs or is stopped, its leases expire (5 s) and another process
takes each of its tables at its next sweep (every ``CANASTA_CLUSTER_SWEEP`` seconds, 1 by
default) with a higher epoch, after reading every stored move: a move is acknowledged only once
it is committed, so no acknowledged move is lost, and the old owner's late writes are refused.

Processes talk only through the database, on the NOTIFY channel ``canasta``:

* ``mv``: the owner stored moves ``f`` to ``n`` (``m``: their seats and texts); a process whose
  clients watch the table applies them to its copy (or reads them from the database if they do
  not follow on from it) and tells its clients;
* ``seats``: a seat was taken, freed or given to a bot, or an organiser closed the table (the
  owner makes the bot and lets it play, or stops the table's bots); ``n``, if there, is a
  ``notice`` for every process's clients of the table (organiser.py);
* ``on``: the seats of tables connected to a process (on a change, and every 5 s): a seat is
  online if it is connected to any process heard of in the last 12 s;
* ``req`` / ``rep``: a move sent to a process that does not own the table is forwarded to the
  owner, which plays it as if its own client had sent it and answers (the refusal, or the new
  version, with the moves as in ``mv``); the request is sent again every 2 s (answered once per
  id), and the sender waits ``CANASTA_CLUSTER_FORWARD_TIMEOUT`` seconds at most (5 by default).

Notifications are sent on the lease connection, all that wait in one statement; if it breaks,
the process reconnects at once and renews the leases still at its epochs.

A move numbered ``n`` is stored at most once (the primary key of ``moves``): should two
processes ever both believe they own a table, the second write fails, and that process reads
the table again. A notification that was missed (a dropped listening connection) is made up
for by the sweep, which compares the versions of the tables a process watches with the
database. Each sweep takes at most a fair share of the free tables (the tables in play divided
by the processes alive, plus two), so that servers started together share the bots' work, and
leaves a table younger than 3 s to the process that made it (its maker's clients are there;
the first sweep, at start, takes young tables too). The sweep also compares every loaded table's
change counter (seats, status, timer, stand-ins) with the database and reads the table again
when it moved: whatever notifications are lost, every process converges within a sweep (D7).

The per-address rate limits (limits.py) are counted by each process: behind a reverse proxy
they are set in the proxy (docs/web.md shows nginx's ``limit_req`` and ``limit_conn``).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import logging
import math
import os
import secrets
import socket
import time
from collections import OrderedDict, deque
from typing import TYPE_CHECKING, Any

import psycopg
import sqlalchemy as sa

from ..errors import CanastaError
from ..moves import parse_move
from . import lease as L
from . import storage as S
from .storage import StorageError

if TYPE_CHECKING:  # the table owners and their registry, as the protocols the cluster needs of them
    from .tablehost import LiveTable as Game
    from .tablehost import TableHost as Hub

log = logging.getLogger("canasta.web.cluster")
CHANNEL = "canasta"
PRESENCE_EVERY = 5.0   # seconds between a process's reminders of the seats connected to it
PRESENCE_TTL = 12.0    # a process not heard of for this long (it died) has no one connected
NEW_TABLE_GRACE = 3.0  # seconds a new table is left to the process that made it (by the sweeps after the first)
RESEND_EVERY = 2.0     # seconds between the sendings of a forwarded move not yet answered


class Cluster:
    """The part of one process in a cluster of servers: its leases, its listener, forwarding."""

    def __init__(self, tables: Hub) -> None:
        self.tables = tables  # the registry of the table owners in this process
        self.storage = tables.storage
        _args, params = self.storage.engine.dialect.create_connect_args(self.storage.engine.url)
        params.pop("context", None)
        self.params: dict[str, Any] = dict(params)
        self.name = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.sweep_every = S.env_seconds("CANASTA_CLUSTER_SWEEP", 1.0)
        self.forward_timeout = S.env_seconds("CANASTA_CLUSTER_FORWARD_TIMEOUT", 5.0)
        self.owned: set[str] = set()
        self.epochs: dict[str, int] = {}  # the owned tables' lease epochs (lease.py)
        self.lease_ttl = L.lease_ttl()
        self.lease_renew = L.lease_renew()
        self.changes: dict[str, int] = {}  # the loaded tables' change counters at the last sweep (D7)
        self.schema = ""
        self.lease: psycopg.AsyncConnection[Any] | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.pending: dict[str, asyncio.Future[dict[str, Any]]] = {}  # forwarded moves awaiting their answer
        self.answers: OrderedDict[str, dict[str, Any] | None] = OrderedDict()  # forwarded moves played here
        self.tasks: set[asyncio.Task[Any]] = set()
        self.loops: list[asyncio.Task[None]] = []
        self.take_lock = asyncio.Lock()
        self.listening = asyncio.Event()
        self.trouble = asyncio.Event()  # the lease connection failed: reconnect now
        self.outbox: list[tuple[str, asyncio.Future[bool]]] = []  # notifications waiting to be sent
        self.wake_sender = asyncio.Event()
        self.stopping = False
        self.remote: dict[str, dict[str, tuple[frozenset[int], float]]] = {}  # table -> process -> seats
        self.told: dict[str, frozenset[int]] = {}  # the seats this process last said are connected to it
        self.reminded = 0.0
        self.seen: dict[str, int] = {}  # the tables' versions in the database at the last sweep
        self.counts = {"forwarded": 0, "forward_resent": 0, "forward_timeouts": 0, "answered": 0, "notify_batches": 0,
                       "notified": 0, "applied_from_notify": 0, "read_from_db": 0, "taken": 0, "lost": 0,
                       "reread": 0}
        self.forward_ms: deque[float] = deque(maxlen=2000)  # the latest forwarded moves' round trips

    # ------------------------------------------------------------------ life
    async def start(self) -> None:
        """Connect, listen, and take this process's share of the tables in play."""
        self.loop = asyncio.get_running_loop()
        await self._connect_lease()
        self.loops.append(asyncio.create_task(self._send_loop()))
        self.loops.append(asyncio.create_task(self._listen_loop()))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.listening.wait(), 10)
        await self._sweep_once(grace=0.0)  # at start, every free table (its maker is gone)
        self.loops.append(asyncio.create_task(self._sweep_loop()))
        self.loops.append(asyncio.create_task(self._renew_loop()))
        log.info("cluster process %s started (schema %s)", self.name, self.schema)

    async def stop(self) -> None:
        """Leave the cluster: the tables' leases are released (the others take them at once)."""
        self.stopping = True
        for t in [*self.loops, *self.tasks]:
            t.cancel()
        for t in [*self.loops, *self.tasks]:
            with contextlib.suppress(BaseException):
                await t
        for tid in list(self.owned):
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._release(tid), 2)
        if self.lease is not None:
            with contextlib.suppress(Exception):
                await self.lease.close()
        self.owned.clear()

    def status(self) -> dict[str, Any]:
        """For operators and the tests: this process and the tables it owns."""
        ms = sorted(self.forward_ms)

        def pct(q: float) -> float | None:
            return round(ms[min(len(ms) - 1, int(q * len(ms)))], 1) if ms else None

        return {"process": self.name, "owned": sorted(self.owned), "epochs": dict(self.epochs),
                "loaded": len(self.tables.games),
                "counts": dict(self.counts), "forward_ms": {"p50": pct(0.5), "p99": pct(0.99), "n": len(ms)}}

    async def _connect(self, app: str) -> psycopg.AsyncConnection[Any]:
        conn = await psycopg.AsyncConnection.connect(
            **self.params, autocommit=True, application_name=app[:63],
            keepalives=1, keepalives_idle=5, keepalives_interval=2, keepalives_count=2)
        # over TCP the server notices a vanished machine within about 10 s, and drops its locks
        await conn.execute("SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; "
                           "SET tcp_keepalives_count = 2")
        return conn

    async def _connect_lease(self) -> None:
        conn = await self._connect(f"canasta lease {self.schema}")
        cur = await conn.execute("SELECT current_schema()")
        row = await cur.fetchone()
        self.schema = str(row[0]) if row else ""
        # named with the process id: the tests find a process's lease connection (the count of processes
        # alive below counts the names that begin "canasta lease <schema> ")
        await conn.execute("SELECT set_config('application_name', %s, false)",
                           (f"canasta lease {self.schema} {os.getpid()}"[:63],))
        self.lease = conn

    def _spawn(self, coro: Any) -> None:
        t = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(t)
        t.add_done_callback(self._done)

    def _done(self, t: asyncio.Task[Any]) -> None:
        self.tasks.discard(t)
        if not t.cancelled() and t.exception() is not None:
            log.error("cluster task failed: %s", t.exception(), exc_info=t.exception())

    def _key(self, tid: str) -> str:
        return f"{self.schema}.{tid}"

    # ------------------------------------------------------------------ hooks from the table owners
    def owns(self, g: Game) -> bool:
        return g.id in self.owned

    def fence(self, g: Game) -> int:
        """The epoch of this process's lease of the table, which every move write checks (-1: none)."""
        return self.epochs.get(g.id, -1)

    def _own(self, tid: str, epoch: int) -> None:
        self.owned.add(tid)
        self.epochs[tid] = epoch

    def _drop(self, tid: str) -> None:
        """This process no longer owns the table: its bots stop here."""
        self.owned.discard(tid)
        self.epochs.pop(tid, None)
        g = self.tables.games.get(tid)
        if g is not None and g.bot_task is not None and g.bot_task is not asyncio.current_task():
            g.bot_task.cancel()

    def loaded(self, g: Game) -> None:
        """A table was read from the database into this process: try to own it (no one may)."""
        if self.loop is None or g.row.status != "playing" or g.id in self.owned:
            return
        self.loop.call_soon_threadsafe(self._spawn, self._try_take(g.id))

    def moved(self, g: Game, first: int) -> None:
        """The owner stored moves ``first`` to ``g.version``: tell the other processes (with the
        moves, so that they need not read them from the database)."""
        moves = [[e["seat"], e["move"]] for e in g.log[first - 1:]]
        p: dict[str, Any] = {"k": "mv", "t": g.id, "n": g.version, "f": first, "m": moves}
        if sum(len(t) + 8 for _s, t in moves) > 6000:
            del p["f"], p["m"]  # (a notification holds 8000 bytes: they read them instead)
        self._spawn(self._notify(p))

    def seats_changed(self, g: Game, notice: dict[str, Any] | None = None) -> None:
        """A seat was taken or given to a bot, or the table was closed, here: tell the other
        processes (the owner seats the bot; ``notice`` goes to every process's clients)."""
        if self.loop is not None:
            p: dict[str, Any] = {"k": "seats", "t": g.id, "p": self.name}
            if notice is not None:
                p["n"] = notice
            self.loop.call_soon_threadsafe(self._spawn, self._notify(p))

    def stand_in_elsewhere(self, g: Game, seat: int, level: str) -> None:
        """A stand-in asked of this process for a table another process owns: the owner seats it (D8)."""
        if self.loop is not None:
            p: dict[str, Any] = {"k": "si", "t": g.id, "p": self.name, "seat": seat, "lv": level}
            self.loop.call_soon_threadsafe(self._spawn, self._notify(p))

    async def _stand_in(self, g: Game, seat: int, level: str) -> None:
        async with g.lock:
            if (g.row.status != "playing" or not 0 <= seat < len(g.seats) or g.seats[seat].kind != "human"
                    or g.seats[seat].user_id is None or seat in g.online()):
                return  # the player is back (on any process), or the seat is no longer a person's
            g.stand_in(seat, level)
        await g.broadcast()
        self._kick(g)

    async def conflict(self, g: Game) -> None:
        """Move ``g.version + 1`` is stored already (another process thought it owned the table, or a
        write thought failed was not): called with the table's lock held, before the owner reads the
        table again. If this process no longer holds the lease, it stops acting as the owner."""
        if g.id in self.owned and not await self._holds(g.id):
            log.error("table %s: move %d was refused or stored by another process: this process lost the "
                      "table's lease (epoch %s)", g.id, g.version + 1, self.epochs.get(g.id))
            self.counts["lost"] += 1
            self._drop(g.id)
        with contextlib.suppress(sa.exc.SQLAlchemyError, OSError):
            await self._refresh_locked(g)  # a seat taken from its player meanwhile (D7)

    async def _holds(self, tid: str) -> bool:
        """Whether this process's lease of the table still has its epoch (asked of PostgreSQL)."""
        if self.lease is None or tid not in self.epochs:
            return False
        try:
            cur = await self.lease.execute(L.HOLDS, {"t": tid, "e": self.epochs[tid], "me": self.name})
            row = await cur.fetchone()
        except (psycopg.Error, OSError):
            return False
        return row is not None

    async def forward(self, g: Game, seat: int, version: int, texts: list[str]) -> bool:
        """A move at a table this process does not own. Returns False when this process could
        take the table (no one owned it: the caller plays the move itself), True once the owner
        played it; raises the owner's refusal otherwise."""
        from .errors import _Reject

        loop = asyncio.get_running_loop()
        rid = secrets.token_hex(8)
        fut: asyncio.Future[dict[str, Any]] = loop.create_future()
        self.pending[rid] = fut
        deadline = loop.time() + self.forward_timeout
        req = {"k": "req", "t": g.id, "id": rid, "from": self.name, "seat": seat, "v": version, "m": texts}
        t0 = loop.time()
        self.counts["forwarded"] += 1
        try:
            while True:  # sent again every 2 s: the table may be changing hands (the owner
                if await self._try_take(g.id):  # answers a request once, by its id)
                    return False  # (had a dying owner played it, the version has moved on: "stale")
                await self._notify(dict(req))
                try:
                    rep = await asyncio.wait_for(asyncio.shield(fut), max(0.05, min(RESEND_EVERY, deadline - loop.time())))
                    break
                except TimeoutError:
                    if loop.time() >= deadline:
                        raise
                    self.counts["forward_resent"] += 1
        except (TimeoutError, psycopg.Error, OSError):
            self.counts["forward_timeouts"] += 1
            raise _Reject("stale", "the table's server did not answer (it may be restarting): try again") from None
        finally:
            self.pending.pop(rid, None)
        self.forward_ms.append((loop.time() - t0) * 1000)
        if g.version < int(rep.get("v", 0)):
            await self.catch_up(g, rep)
        if not rep.get("ok"):
            raise _Reject(str(rep.get("code", "server")), str(rep.get("message", "refused")), rep.get("move"))
        return True

    # ------------------------------------------------------------------ who is online
    def online_elsewhere(self, tid: str) -> frozenset[int]:
        """The seats of a table connected to other processes (heard of in the last 12 s)."""
        now = time.monotonic()
        out: set[int] = set()
        for seats, at in self.remote.get(tid, {}).values():
            if now - at < PRESENCE_TTL:
                out |= seats
        return frozenset(out)

    @staticmethod
    def _here(g: Game) -> frozenset[int]:
        return frozenset(c.seat for c in g.conns if c.seat >= 0 and not getattr(c, "closed", False))

    def announce(self, g: Game) -> None:
        """After a connect or disconnect here: tell the other processes if the seats connected here changed."""
        here = self._here(g)
        if self.told.get(g.id, frozenset()) != here and self.loop is not None:
            self.told[g.id] = here
            if not here:
                del self.told[g.id]
            self.loop.call_soon_threadsafe(self._spawn, self._notify(
                {"k": "on", "p": self.name, "o": {g.id: sorted(here)}}))

    async def _remind(self) -> None:
        """Every few seconds: the seats connected here, so that a process that dies is forgotten."""
        chunk: dict[str, list[int]] = {}
        size = 0
        for tid, seats in list(self.told.items()):
            chunk[tid] = sorted(seats)
            size += len(tid) + 8 + 3 * len(seats)
            if size > 6000:
                await self._notify({"k": "on", "p": self.name, "o": chunk})
                chunk, size = {}, 0
        if chunk:
            await self._notify({"k": "on", "p": self.name, "o": chunk})
        now = time.monotonic()
        for tid, procs in list(self.remote.items()):  # forget the processes not heard of
            stale = [p for p, (_s, at) in procs.items() if now - at >= PRESENCE_TTL]
            if stale:
                g = self.tables.games.get(tid)
                before = g.online() if g is not None else frozenset()
                for p in stale:
                    del procs[p]
                if not procs:
                    del self.remote[tid]
                if g is not None:
                    g.presence(before)

    def _heard(self, p: dict[str, Any]) -> None:
        who, tables = str(p.get("p")), p.get("o")
        if who == self.name or not isinstance(tables, dict):
            return
        now = time.monotonic()
        for tid, seats in tables.items():
            g = self.tables.games.get(str(tid))
            before = g.online() if g is not None else frozenset()
            self.remote.setdefault(str(tid), {})[who] = (frozenset(int(x) for x in seats), now)
            if g is not None:
                g.presence(before)

    # ------------------------------------------------------------------ notifications
    async def _notify(self, payload: dict[str, Any]) -> None:
        """Send a notification (through :meth:`_send_loop`, which sends what waits in one
        statement). If the lease connection is gone, the sweep is woken to reconnect at once (every
        lease went with it); an answer to a forwarded move is tried again on the new connection,
        other notifications are made up for by the sweep."""
        payload["s"] = self.schema
        text = json.dumps(payload, separators=(",", ":"))
        tries = 4 if payload.get("k") == "rep" else 1
        for i in range(tries):
            sent: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
            self.outbox.append((text, sent))
            self.wake_sender.set()
            if await sent:
                return
            if i + 1 < tries:
                await asyncio.sleep(0.5)

    async def _send_loop(self) -> None:
        while True:
            await self.wake_sender.wait()
            self.wake_sender.clear()
            batch, self.outbox = self.outbox, []
            if not batch:
                continue
            ok = False
            conn = self.lease
            if conn is not None and not conn.closed:
                try:  # in order, in one round trip
                    await conn.execute("SELECT pg_notify(%s, x) FROM unnest(%s::text[]) WITH ORDINALITY AS u(x, i) "
                                       "ORDER BY i", (CHANNEL, [t for t, _f in batch]))
                    ok = True
                    self.counts["notify_batches"] += 1
                    self.counts["notified"] += len(batch)
                except (psycopg.Error, OSError) as e:
                    lost = conn.closed or isinstance(e, (psycopg.OperationalError, OSError))
                    if not (lost and self.trouble.is_set()):
                        log.error("cluster: cannot notify (%s)", str(e).splitlines()[0] if str(e) else type(e).__name__)
                    if lost:
                        self.trouble.set()
            for _t, f in batch:
                if not f.done():
                    f.set_result(ok)

    async def _listen_loop(self) -> None:
        while not self.stopping:
            conn: psycopg.AsyncConnection[Any] | None = None
            try:
                conn = await self._connect(f"canasta listen {self.schema}")
                await conn.execute(f"LISTEN {CHANNEL}")
                self.listening.set()
                self._spawn(self._catch_up_all())  # what happened while no one listened
                async for n in conn.notifies():
                    self._dispatch(n.payload)
            except asyncio.CancelledError:
                raise
            except (psycopg.Error, OSError) as e:
                log.error("cluster: listening connection lost (%s); reconnecting", str(e).splitlines()[0] if str(e)
                          else type(e).__name__)
                await asyncio.sleep(1)
            finally:
                if conn is not None:
                    with contextlib.suppress(Exception):
                        await conn.close()

    def _dispatch(self, raw: str) -> None:
        try:
            p = json.loads(raw)
        except ValueError:
            return
        if not isinstance(p, dict) or p.get("s") != self.schema:
            return
        kind = p.get("k")
        if kind == "on":
            self._heard(p)
            return
        if kind == "rep":
            fut = self.pending.get(str(p.get("id")))
            if p.get("to") == self.name and fut is not None and not fut.done():
                fut.set_result(p)
            return
        g = self.tables.games.get(str(p.get("t")))
        if g is None:
            return
        if kind == "mv" and int(p.get("n", 0)) > g.version:  # (at an owned table: from a process that
            self._spawn(self.catch_up(g, p))                   # has not yet noticed it lost the lease)
        elif kind == "seats" and p.get("p") != self.name:  # (the writer has read them already)
            self._spawn(self._reseat(g, p.get("n") if isinstance(p.get("n"), dict) else None))
        elif kind == "si" and self.owns(g) and isinstance(p.get("seat"), int) and isinstance(p.get("lv"), str):
            self._spawn(self._stand_in(g, int(p["seat"]), str(p["lv"])))
        elif kind == "req" and self.owns(g):
            self._spawn(self._answer(g, p))

    async def _answer(self, g: Game, p: dict[str, Any]) -> None:
        from .errors import _Reject

        rid = str(p.get("id"))
        if rid in self.answers:  # a request sent again: the answer again (none yet: it is being played)
            done = self.answers[rid]
            if done is not None:
                await self._notify(dict(done))
            return
        self.answers[rid] = None
        self.counts["answered"] += 1
        while len(self.answers) > 2000:
            self.answers.popitem(last=False)
        rep: dict[str, Any] = {"k": "rep", "id": rid, "to": p.get("from")}
        try:
            moves = p.get("m")
            if not isinstance(moves, list) or not all(isinstance(x, str) for x in moves):
                raise _Reject("bad_message", "moves: a list of move texts")
            await g.play(int(p.get("seat", -1)), int(p.get("v", -1)), moves)
            rep["ok"] = True
        except _Reject as r:
            rep.update(ok=False, code=r.code, message=r.message, move=r.move)
        except StorageError as e:
            rep.update(ok=False, code="stale", message=str(e))
        except Exception as e:
            log.exception("table %s: a forwarded move failed", g.id)
            rep.update(ok=False, code="server", message=f"internal error: {type(e).__name__}")
        rep["v"] = g.version
        if rep.get("ok"):  # the moves, as in "mv": the sender need not read them from the database
            first = g.version - len(moves) + 1 if isinstance(moves, list) else g.version + 1
            new = [[e["seat"], e["move"]] for e in g.log[max(0, first - 1):]]
            if sum(len(t) + 8 for _s, t in new) <= 6000:
                rep.update(f=first, m=new)
        self.answers[rid] = rep
        await self._notify(dict(rep))

    async def _refresh_locked(self, g: Game) -> None:
        """The table's seats, stand-ins, timer and status as stored; with the table's lock. Read on
        the event loop, as :meth:`TableOwner.refresh_seats` reads them after a change here: an older read
        never lands after a newer one (the reads are small, and made only when something changed)."""
        g.seats = self.storage.seats(g.id)
        L.apply_away(g)  # stand-ins asked of any process (D8)
        g.timer = S.get_settings(self.storage, g.id)  # set through another process (D8)
        g.reseat_conns()
        row = self.storage.table(g.id)
        if row is not None and row.status == "closed" and g.row.status == "playing":  # closed elsewhere
            g.row = row
            if g.bot_task is not None and g.bot_task is not asyncio.current_task():
                g.bot_task.cancel()

    async def _reseat(self, g: Game, notice: dict[str, Any] | None = None) -> None:
        async with g.lock:  # one read at a time: an older read must not land after a newer one
            await self._refresh_locked(g)
        self._ensure_bots(g)
        if notice is not None:
            await g.send_all(notice)
        await g.broadcast()
        self.tables.retire(g)  # closed: out of the tables in play here too
        self._kick(g)

    def _ensure_bots(self, g: Game) -> None:
        from .seatbots import make_seat_bot

        if g.row.status != "playing":
            return
        for s in g.seats:
            if s.kind == "bot" and s.seat not in g.bots:
                g.bots[s.seat] = make_seat_bot(s.level, g.row.seed, s.seat)

    def _kick(self, g: Game) -> None:
        if self.owns(g) and not self.stopping:
            g.kick()

    # ------------------------------------------------------------------ copies of other processes' tables
    def _moves_after(self, tid: str, n: int) -> list[tuple[int, int, str]]:
        m = S.moves
        with self.storage.engine.connect() as c:
            rows = c.execute(sa.select(m.c.n, m.c.seat, m.c.text).where(sa.and_(m.c.table_id == tid, m.c.n > n))
                             .order_by(m.c.n))
            return [(r.n, r.seat, r.text) for r in rows]

    async def _catch_up_locked(self, g: Game, p: dict[str, Any] | None = None) -> list[str]:
        """Apply the table's stored moves that this process has not seen; with the table's lock.
        The moves come from the notification ``p`` if they follow on from this copy, else from the
        database."""
        f, m = (p.get("f"), p.get("m")) if p is not None else (None, None)
        if isinstance(f, int) and isinstance(m, list) and f <= g.version + 1 < f + len(m):
            rows = [(f + i, int(seat), str(text)) for i, (seat, text) in enumerate(m) if f + i > g.version]
            self.counts["applied_from_notify"] += 1
        else:
            rows = await asyncio.to_thread(self._moves_after, g.id, g.version)
            self.counts["read_from_db"] += 1
        texts: list[str] = []
        for n, seat, text in rows:
            if n != g.version + 1:
                log.error("table %s: stored move %d follows version %d", g.id, n, g.version)
                break
            hand = g.st.hand_no
            try:
                g.st.apply(parse_move(text))
            except CanastaError as e:
                log.error("table %s: stored move %d (%r) does not replay: %s", g.id, n, text, e)
                break
            g.log.append({"n": n, "seat": seat, "move": text, "hand": hand})
            texts.append(text)
        if g.st.match_over and g.row.status == "playing":
            g.row = dataclasses.replace(g.row, status="finished")
        return texts

    async def catch_up(self, g: Game, p: dict[str, Any] | None = None) -> None:
        """Bring this process's copy of a table up to the database (or to the notification ``p``
        of new moves) and tell its clients."""
        async with g.lock:
            texts = await self._catch_up_locked(g, p)
        if texts:
            await g.broadcast(texts)
            g.kick()  # only the owner's bots play; every process tells its clients of a dead end

    async def _catch_up_all(self) -> None:
        for g in list(self.tables.games.values()):
            if g.row.status == "playing":
                await self.catch_up(g)
                # a seat change or a close whose notification was lost while no one listened (D7)
                await self._reseat(g)

    # ------------------------------------------------------------------ leases
    async def take(self, tid: str) -> bool:
        """Own the table if no process does (to close it, say); True if this process owns it now."""
        return await self._try_take(tid)

    async def _try_take(self, tid: str) -> bool:
        """Take the table if no process owns it; True if this process owns it now."""
        if tid in self.owned:
            return True
        if self.lease is None:
            return False
        async with self.take_lock:
            if tid in self.owned:
                return True
            try:
                cur = await self.lease.execute(L.TAKE_ONE, {"me": self.name, "ttl": self.lease_ttl, "t": tid})
                row = await cur.fetchone()
            except (psycopg.Error, OSError):
                return False
            if row is None:  # another process holds it (or it is no longer in play)
                return False
            self._own(tid, int(row[1]))
        await self._took(tid)
        return True

    async def _took(self, tid: str) -> None:
        """This process holds the table's lock: read every stored move, then play."""
        g = self.tables.games.get(tid) or self.tables.load(tid)
        if g is None:
            await self._release(tid)
            return
        async with g.lock:
            await self._catch_up_locked(g)
            await self._refresh_locked(g)  # seats, stand-ins and timer as stored (D8: a new owner knows them)
            g.timer_key = None  # the turn timer runs here now, from the start
        self._ensure_bots(g)
        if g.row.status != "playing":
            await self._release(tid)
            return
        log.info("table %s: owned by %s from version %d (lease epoch %s)", tid, self.name, g.version,
                 self.epochs.get(tid))
        self.counts["taken"] += 1
        await g.broadcast()
        self._kick(g)

    async def _release(self, tid: str) -> None:
        epoch = self.epochs.get(tid)
        self.owned.discard(tid)
        self.epochs.pop(tid, None)
        if self.lease is not None and epoch is not None:
            with contextlib.suppress(psycopg.Error, OSError):
                await self.lease.execute(L.RELEASE, {"t": tid, "e": epoch, "me": self.name})

    async def _renew_loop(self) -> None:
        """Every ``CANASTA_LEASE_RENEW`` seconds: renew this process's leases; a table whose lease
        another process took (this one hung, or was stopped, for longer than the lease lasts) is
        dropped, and followed as any other process's table from then on (D12)."""
        while not self.stopping:
            await asyncio.sleep(self.lease_renew)
            try:
                await self._renew_once()
            except asyncio.CancelledError:
                raise
            except (psycopg.Error, OSError) as e:
                log.error("cluster: cannot renew the leases (%s)", str(e).splitlines()[0] if str(e) else type(e).__name__)
                self.trouble.set()
            except Exception:  # a bug of ours: logged, and the next renewal tries again
                log.exception("cluster: lease renewal failed")

    async def _renew_once(self) -> None:
        held = dict(self.epochs)
        if not held or self.lease is None or self.lease.closed:
            return
        cur = await self.lease.execute(L.RENEW, {"ttl": self.lease_ttl, "ids": list(held), "epochs": list(held.values()),
                                                 "me": self.name})
        kept = {str(r[0]) for r in await cur.fetchall()}
        for tid, epoch in held.items():
            if tid not in kept and self.epochs.get(tid) == epoch:
                log.error("table %s: another process took the lease (this process's epoch %d had expired): "
                          "this process no longer owns it", tid, epoch)
                self.counts["lost"] += 1
                self._drop(tid)
                g = self.tables.games.get(tid)
                if g is not None:
                    self._spawn(self.catch_up(g))

    async def _sweep_loop(self) -> None:
        while not self.stopping:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.trouble.wait(), self.sweep_every)
            try:
                if self.trouble.is_set() or self.lease is None or self.lease.closed:
                    self.trouble.clear()  # (the leases are rows: renewed on the new connection while held)
                    if self.lease is not None:
                        with contextlib.suppress(Exception):
                            await self.lease.close()
                    self.lease = None
                    await self._connect_lease()
                await self._sweep_once()
            except asyncio.CancelledError:
                raise
            except (psycopg.Error, OSError) as e:
                log.error("cluster: sweep failed (%s)", str(e).splitlines()[0] if str(e) else type(e).__name__)
                if self.lease is not None:
                    with contextlib.suppress(Exception):
                        await self.lease.close()
                self.lease = None
            except Exception:  # a bug of ours: logged, and the next sweep tries again
                log.exception("cluster: sweep failed")

    async def _sweep_once(self, grace: float = NEW_TABLE_GRACE) -> None:
        assert self.lease is not None
        for tid in list(self.owned):  # finished (or no longer in memory): let go
            g = self.tables.games.get(tid)
            if g is None or g.row.status != "playing":
                await self._release(tid)
        cur = await self.lease.execute(
            "SELECT (SELECT count(*) FROM tables WHERE status = 'playing'), "
            "(SELECT count(*) FROM pg_stat_activity WHERE starts_with(application_name, %s) "
            "AND datname = current_database())",
            (f"canasta lease {self.schema} ",))
        row = await cur.fetchone()
        playing, procs = (int(row[0]), max(1, int(row[1]))) if row else (0, 1)
        room = math.ceil(playing / procs) + 2 - len(self.owned)
        took: list[str] = []
        if room > 0:
            async with self.take_lock:
                cur = await self.lease.execute(L.TAKE_FREE, {"me": self.name, "ttl": self.lease_ttl,
                                                             "owned": list(self.owned), "grace": grace, "room": room})
                for tid, epoch in await cur.fetchall():
                    self._own(str(tid), int(epoch))
                    took.append(str(tid))
        for tid in took:
            try:
                await self._took(tid)
            except (psycopg.Error, OSError):
                raise
            except Exception as e:  # a table that cannot be read: kept (not retried every second), logged
                log.error("table %s cannot be read (%s): this process holds it but cannot play it", tid, e)
        if time.monotonic() - self.reminded >= PRESENCE_EVERY:
            self.reminded = time.monotonic()
            await self._remind()
        # every table in memory against the database: a notification may have been missed (and a
        # process that lost its lease may have stored moves before noticing)
        watched = {g.id: g for g in self.tables.games.values() if g.row.status == "playing"}
        if watched:
            cur = await self.lease.execute("SELECT table_id, max(n) FROM moves WHERE table_id = ANY(%s) "
                                           "GROUP BY table_id", (list(watched),))
            seen, self.seen = self.seen, {}
            for tid, n in await cur.fetchall():
                g = watched[str(tid)]
                self.seen[str(tid)] = int(n)
                if g.version < seen.get(str(tid), 0):  # behind what was stored a sweep ago (the
                    self._spawn(self.catch_up(g))       # notifications of later moves may be on their way)
            # seats, status, timer, stand-ins: read again where the change counter moved (D7: a lost
            # notification costs at most a sweep)
            cur = await self.lease.execute(L.CHANGES, {"ids": list(watched)})
            known, self.changes = self.changes, {}
            for tid, (changes, status) in L.status_of(await cur.fetchall()).items():
                self.changes[tid] = changes
                if known.get(tid) != changes or status == "closed":
                    if tid in known:
                        self.counts["reread"] += 1
                    self._spawn(self._reseat(watched[tid]))
