"""The game server: an ASGI app (FastAPI) with a small HTTP API and one WebSocket per client.

The server is authoritative: it holds each table's :class:`~canasta.state.State`, checks every
move with the engine, stores it (committed) and only then tells the clients, each of whom gets
only its own seat's view (a spectator gets the view of seat -1). A restarted server rebuilds
every unfinished table from its rule set, seed and stored moves.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import importlib
import json
import logging
import random
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson
from fastapi import FastAPI, Header, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from .. import bots as bots_mod
from ..cards import BASE_VALUES, BLACK3, IS_WILD, KIND, face_text
from ..errors import CanastaError, IllegalMoveError, MoveSyntaxError, RecordError
from ..fairness import commitment, fairness_meta, new_salt
from ..fairness import verify as fair_verify
from ..moves import Move, parse_move
from ..position import View
from ..record import Record, record_from_dict, result_summary
from ..rules import (
    FIELD_NAMES,
    PARTNERSHIPS,
    PRESET_NAMES,
    RuleError,
    RuleSet,
    help_text,
    make_rules,
    preset_players,
)
from ..solver import meld_value
from ..state import State, new_game
from . import changes as state_changes  # issue 39: state sent as changes (hooks marked "issue 39 changes")
from . import gctune, i18n_routes, quotas
from . import protocol as P
from . import refusals as R
from .chatguard import ChatGuard, quiet_msg, set_quiet
from .club import routes as club_routes
from .errors import _Reject, _said, _why, coded
from .events import routes as event_routes
from .headers import install as install_headers
from .imports import seed_and_moves
from .lease import apply_away, occupant_of, set_away
from .limits import BodyLimit, ConnGuard, Guard, Limits, new_seed
from .limits import error as limit_error
from .members import routes as member_routes
from .organiser import removed_from
from .organiser import routes as organiser_routes
from .pace import factor as pace_factor
from .pace import routes as pace_routes
from .replays import ReplayCache, Replayed
from .running import running_score
from .sealing import sealing
from .seatbots import SeatBot, bot_names, bot_seed, make_seat_bot
from .storage import (
    MoveWriter,
    Seat,
    Storage,
    StorageError,
    TableRow,
    add_chat,
    chat_lines,
    get_settings,
    same_record,
    set_settings,
)

if TYPE_CHECKING:
    from .cluster import Cluster

log = logging.getLogger("canasta.web")
STATIC = Path(__file__).parent / "static"
Send = Callable[[dict[str, Any]], Awaitable[None]]


def _valid_id(tid: str) -> bool:
    """Table ids are short hex strings: anything else (a NUL byte, a long string) names no table
    and is never sent to the database (PostgreSQL refuses a NUL with an error)."""
    return 0 < len(tid) <= 16 and tid.isascii() and tid.isalnum()


def public_view(st: State, seat: int) -> dict[str, Any]:
    """A seat's view as sent to a client. The seed is removed: with it every hidden card of the
    match could be computed (see docs/web.md, "What a client sees")."""
    d: dict[str, Any] = st.view(seat).to_dict()
    d.pop("seed", None)
    return d


def table_info(st: State, seat: int) -> dict[str, Any]:
    """Facts derived for display, from the engine (no rules of our own)."""
    r = st.rules
    sides = []
    for s, members in enumerate(st.sides):
        melds = st.melds[s]
        opened = st.opened[s]
        progress = 0
        if not opened:
            vals = [meld_value(r, m) for m in melds.values()]
            progress = (sum(vals) if r.opening_combine else max(vals, default=0))
        sides.append({"seats": list(members), "team": st.team_of[members[0]] if members else -1,
                      "opened": opened, "minimum": st.opening_minimum(members[0]) if members else 0,
                      "progress": progress, "frozen": st.frozen_for(s),
                      "on_table": running_score(st, s) if members else None})  # issue 40, defect 5
    top = st.pile[-1] if st.pile else None
    reasons: list[str] = []
    if st.pile_frozen:
        reasons.append("frozen_wild" if any(IS_WILD[KIND[c]] for c in st.pile[st.pile_hidden:]) else "frozen")
    my_side = st.side_of[seat] if seat >= 0 else -1
    if r.freeze == "classic" and my_side >= 0 and not st.opened[my_side] and not st.pile_frozen:
        reasons.append("frozen_unopened")
    if top is not None and KIND[top] == BLACK3:
        reasons.append("blocked_black3")
    if top is not None and IS_WILD[KIND[top]] and r.wild_on_top == "blocked":
        reasons.append("blocked_wild")
    if st.pile_hidden:
        reasons.append("pozzo")
    return {
        "phase": st.phase, "turn": st.turn, "hand_no": st.hand_no, "dealer": st.dealer,
        "teams": [list(t) for t in st.teams], "team_of": list(st.team_of), "side_of": list(st.side_of),
        "sides": sides, "scores": list(st.scores), "sheet": [list(x) for x in st.sheet],
        "target": r.target, "winners": list(st.winners), "order": list(st.order),
        "pile_top": face_text(top) if top is not None else None, "pile_size": len(st.pile),
        "pile_reasons": reasons, "stock": len(st.stock), "preset": r.preset, "players": r.players,
        "partnership": r.partnership, "hand_counts": [st.nhand[q] for q in range(r.players)],
        "asker": st.asker if st.phase == "answer" else -1, "sequences": bool(r.sequences),
    }


# What a preview that ends the hand does not show: scoring the hand counts the cards left in the
# other hands (their points, and from them the match's winners and the next opening minimums)
SCORED = ("scores", "sheet", "winners")


def preview_reply(st: State, seat: int, version: int, texts: list[str]) -> dict[str, Any]:
    """The table as it would be after staged meld/add moves, for the seat staging them: a function
    of that seat's view alone (``scripts/leak_check.py`` checks it on other deals of the hidden
    cards). If the moves empty the hand, the hand is not scored: the scores, sheet, winners and
    opening minimums stay as they are, and the phase is ``hand_over``."""
    trial = st.copy()
    for text in texts:
        try:
            m = parse_move(text)
        except MoveSyntaxError as e:
            raise _Reject("syntax", str(e), text, e) from None
        if m.action not in ("meld", "add"):
            raise _Reject("bad_message", "only meld and add moves can be staged", text, key="stage-only")
        try:
            trial.apply(m)
        except IllegalMoveError as e:
            raise _Reject("illegal", str(e), text, e) from None
    view, info = public_view(trial, seat), table_info(trial, seat)
    if trial.phase != st.phase and trial.phase in ("hand_over", "match_over"):
        now_view, now_info = public_view(st, seat), table_info(st, seat)
        for k in SCORED:
            view[k], info[k] = now_view[k], now_info[k]
        for side, now in zip(info["sides"], now_info["sides"]):
            side["minimum"] = now["minimum"]
        view["phase"] = info["phase"] = "hand_over"
        view["legal_moves"] = []
    return P.PreviewReply(version=version, moves=texts, view=view, info=info).model_dump()


SESSION_CHECK = 2.0  # seconds between an open socket's checks of its session (issue 38, D13)


@dataclass(eq=False)
class Conn:
    """One client's WebSocket. What the server sends it waits in its own bounded queue, written by
    its own task (:meth:`write_loop`): sending to a client never waits for it. A client whose queue
    overflows, or whose socket has not taken a write for ``conn_stall`` seconds, falls behind and
    is dropped (it can reconnect and resync)."""

    seat: int
    user_id: int | None
    limits: Limits = field(default_factory=Limits)
    addr: str = "?"
    name: str = ""
    queue: deque[str] = field(default_factory=deque)
    queued: int = 0                   # characters waiting in the queue
    sending_since: float = 0.0        # when the write under way began (0: none)
    closed: bool = False
    reason: str = ""
    code: int = 0                     # the close code when the server drops the connection
    guard: ConnGuard | None = None    # the connection's rate limits
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    changes: state_changes.Base | None = None  # issue 39 changes: the client takes patches (?changes=1)

    def post(self, msg: dict[str, Any] | str) -> None:
        """Queue a message (a dict, or JSON text already made); never blocks."""
        if self.closed:
            return
        text = msg if isinstance(msg, str) else dumps(msg)
        lim = self.limits
        stalled = self.sending_since and time.monotonic() - self.sending_since > lim.conn_stall
        if stalled or len(self.queue) >= lim.conn_queue or self.queued + len(text) > lim.conn_queue_bytes:
            self.drop("too slow: the client does not read what the server sends; reconnect to resync", 1013)
            return
        self.queue.append(text)
        self.queued += len(text)
        self.wake.set()

    async def send(self, msg: dict[str, Any] | str) -> None:
        """The same as :meth:`post` (it never waits), for callers that await."""
        self.post(msg)

    def drop(self, reason: str, code: int = 0) -> None:
        """Close the connection; with a ``code`` the server closes it (else the client left)."""
        if not self.closed:
            self.reason, self.code = reason, code
            if code:
                log.warning("connection from %s (seat %d) dropped: %s", self.addr, self.seat, reason)
        self.closed = True
        self.queue.clear()
        self.queued = 0
        if self.changes is not None:  # issue 39 changes: what was queued is lost, so is the patches' base
            self.changes.reset()
        self.wake.set()

    async def write_loop(self, send_text: Callable[[str], Awaitable[None]]) -> None:
        """The connection's writer: sends what is queued, in order, until the connection closes."""
        while not self.closed:
            if not self.queue:
                self.wake.clear()
                await self.wake.wait()
                continue
            text = self.queue.popleft()
            self.queued -= len(text)
            self.sending_since = time.monotonic()
            try:
                await send_text(text)
            except Exception:  # the socket is gone
                self.drop("the socket closed")
                return
            finally:
                self.sending_since = 0.0


def dumps(msg: Any) -> str:
    """Compact JSON text, as ``json.dumps(msg, separators=(",", ":"), ensure_ascii=False)`` gives it;
    made by orjson (about 20 times faster on a view, issue 41), by :mod:`json` for what orjson
    refuses (an integer past 64 bits, a lone surrogate)."""
    try:
        return orjson.dumps(msg, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:  # (orjson.JSONEncodeError is one)
        return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


LOG_SENT = 400  # the last moves of the log that a state message carries


class StateTexts:
    """The JSON texts of a state message that follow from the table's position alone, made once
    per position (``st`` and ``version``; a new state object or a new version makes a new cache)
    instead of once per message sent (docs/reliability.md, "What the attack costs the server"):

    * ``log``: the last ``LOG_SENT`` rows of the log (each row is encoded once, when it is new);
    * ``result``: the hand's result, once the hand is over;
    * each seat's view, info and reveal, by ``(seat, can_deal)``: a seat's texts are made from
      that seat's view only and are only ever looked up under that seat's number.

    What changes without a move (who is online, the timer, the server's clock, a rematch, the seats)
    is not cached: it is encoded for every message, as before."""

    __slots__ = ("st", "version", "_log", "_rows", "_first", "_last_row", "_log_text", "_result", "seats")
    _log: list[dict[str, Any]]
    _rows: list[str]
    _first: int
    _last_row: dict[str, Any] | None

    def __init__(self, st: State, version: int, log: list[dict[str, Any]], old: StateTexts | None = None) -> None:
        self.st, self.version = st, version
        self._log_text: str | None = None
        self._result: str | None = None
        self.seats: dict[tuple[int, bool], tuple[str, str, str | None]] = {}
        # the rows' texts carry over from the previous position when the log only grew since
        if old is not None and old._log is log and old._last_row is not None and len(log) >= old._first + len(old._rows) \
                and log[old._first + len(old._rows) - 1] is old._last_row:
            self._log, self._rows, self._first, self._last_row = log, old._rows, old._first, old._last_row
        else:
            self._log, self._rows, self._first, self._last_row = log, [], max(0, len(log) - LOG_SENT), None

    def log(self) -> str:
        if self._log_text is None:
            log, rows = self._log, self._rows
            for row in log[self._first + len(rows):]:
                rows.append(dumps(row))
            if rows:
                self._last_row = log[self._first + len(rows) - 1]
            if len(rows) > 2 * LOG_SENT:  # keep what the next messages can send
                cut = len(rows) - LOG_SENT
                del rows[:cut]
                self._first += cut
            self._log_text = "[" + ",".join(rows[-LOG_SENT:]) + "]"
        return self._log_text

    def result(self) -> str:
        if self._result is None:
            st = self.st
            self._result = dumps(st.result.to_dict() if st.result is not None and st.hand_over else None)
        return self._result

    def seat(self, seat: int, can_deal: bool) -> tuple[str, str, str | None]:
        """(view, info, reveal) of ``seat`` as JSON texts (reveal None: not sent)."""
        key = (seat, can_deal)
        got = self.seats.get(key)
        if got is None:
            st = self.st
            view = public_view(st, seat)
            info = table_info(st, seat)
            info["can_deal"] = can_deal
            if can_deal and st.turn != seat:
                view["legal_moves"] = ["deal"]
            reveal = None
            if st.phase in ("hand_over", "match_over"):
                # the hand is over: every hand is shown to everyone, seats and spectators (docs/web.md)
                # (a seat's own hand is in its view already: listed once, as every card a seat sees)
                reveal = dumps([None if q == seat else [face_text(c) for c in st.hand(q)]
                                for q in range(st.rules.players)])
            got = self.seats[key] = (dumps(view), dumps(info), reveal)
            state_changes.remember((got[0], view), (got[1], info))  # issue 39 changes: the diff parses neither
        return got


@dataclass
class Game:
    """One live table."""

    row: TableRow
    st: State
    seats: list[Seat]
    log: list[dict[str, Any]]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: list[Conn] = field(default_factory=list)
    bots: dict[int, SeatBot] = field(default_factory=dict)
    bot_task: asyncio.Task[None] | None = None
    # table features of the browser UI: the turn timer, seats a bot plays for an absent player, rematch, chat
    timer: tuple[int, str] = (0, "medium")   # seconds (0: off), the level of the bot that takes over
    timer_key: tuple[int, int, int] | None = None
    timer_task: asyncio.Task[None] | None = None
    deadline: float | None = None
    away: dict[int, SeatBot] = field(default_factory=dict)  # seat -> the bot playing it meanwhile
    rematch: str | None = None
    pace: str = "normal"  # how fast the bots play here (web/pace.py, issue 40)
    chat_times: dict[int, deque[float]] = field(default_factory=dict)
    quiet: bool = False  # the players have silenced the spectators' chat (D21, web/chatguard.py)
    texts: StateTexts | None = field(default=None, repr=False)  # the state's JSON, made once per version
    seats_cache: tuple[Any, str] | None = field(default=None, repr=False)  # Hub.seats_text's
    commit_text: tuple[Any, str] | None = field(default=None, repr=False)  # the seed's commitment as JSON
    # a table of bots only (not a club night's): its bots pause while no one watches it (D5)
    pausable: bool = False
    watched_at: float = field(default_factory=time.monotonic)
    in_event: bool = False  # a table of a club night's round: sealed while the round plays (web/sealing.py, D1)

    def state_texts(self) -> StateTexts:
        """The cache of this position's JSON texts, made anew whenever the position changes."""
        t = self.texts
        if t is None or t.st is not self.st or t.version != self.version:
            t = self.texts = StateTexts(self.st, self.version, self.log, t)
        return t

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def version(self) -> int:
        return len(self.log)

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "bot"

    def bot_of(self, seat: int) -> SeatBot | None:
        """The bot that plays ``seat`` now: the seat's own, or the one standing in for an absent player."""
        return self.bots.get(seat) if self.is_bot(seat) else self.away.get(seat)

    def has_humans(self) -> bool:
        return any(s.kind == "human" for s in self.seats)

    def seat_of(self, user_id: int | None) -> int:
        if user_id is None:
            return -1
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return -1


class Hub:
    """All live tables, the storage and the bots."""

    def __init__(self, storage: Storage, bot_delay: float = 0.8) -> None:
        self.storage = storage
        self.bot_delay = bot_delay
        self.unwatched_seconds = 5.0  # Limits.unwatched_bots_seconds (D5)
        self.games: dict[str, Game] = {}        # the tables in play (and finished ones still watched)
        self.ended: OrderedDict[str, Game] = OrderedDict()  # a few finished tables, least recently used first
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
    def load(self, tid: str) -> Game | None:
        """The live table ``tid``, built from the database if needed (a finished one is kept only
        in a small cache: nothing grows with the number of games looked at)."""
        g = self.games.get(tid) or self.ended.get(tid)
        if g is not None:
            if g.row.status != "playing" and tid in self.ended:
                self.ended.move_to_end(tid)
            return g
        g = self._build(tid)
        return None if g is None else self._keep(g)

    async def aload(self, tid: str) -> Game | None:
        """:meth:`load`, replaying a table that is not in memory in a worker thread."""
        g = self.games.get(tid) or self.ended.get(tid)
        if g is not None:
            return self.load(tid)
        built = await asyncio.to_thread(self._build, tid)
        if built is None:
            return None
        return self.games.get(tid) or self.ended.get(tid) or self._keep(built)

    def _keep(self, g: Game) -> Game:
        if g.row.status == "playing":
            self.games[g.id] = g
            if self.cluster is not None:
                self.cluster.loaded(g)
        else:
            self.ended[g.id] = g
            while len(self.ended) > self.ENDED_CACHE:
                self.ended.popitem(last=False)
        return g

    def _build(self, tid: str) -> Game | None:
        if not _valid_id(tid):
            return None
        row = self.storage.table(tid)
        if row is None:
            return None
        st = new_game(RuleSet.from_dict(row.rules), seed=row.seed)
        logrows = []
        for i, (seat, text) in enumerate(self.storage.moves(tid), 1):
            hand = st.hand_no
            pile = len(st.pile)
            try:
                st.apply(parse_move(text))
            except CanastaError as e:  # a stored game that no longer replays: told once, left still (D11)
                if tid not in self.quarantined:
                    self.quarantined.add(tid)
                    log.error("table %s: stored move %d (%r) does not replay: %s; the table is quarantined "
                              "(left still, no move played on it)", tid, i, text, e)
                break
            logrows.append(_log_row(i, seat, text, hand, pile))
        if row.status == "playing" and st.match_over:
            # left by a server that stored a match's last move and the table's end in two
            # transactions and was killed between them
            self.storage.finish_table(tid, result_summary(st))
            row = dataclasses.replace(row, status="finished")
        g = Game(row, st, self.storage.seats(tid), logrows)
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
            log.error("cannot read the tables in play from %s (%s): starting without them", where, _first_line(e))
            return
        for row in rows:
            try:
                if await asyncio.to_thread(self._waits_for_a_watcher, row.id):
                    continue  # bots only: built when someone opens it, not at every start (D5)
                g = await self.aload(row.id)  # in a thread
            except Exception as e:
                log.error("table %s cannot be read from %s (%s): it is left out; the other tables start",
                          row.id, where, _first_line(e))
                continue
            if g is not None:
                self.kick(g)

    def retire(self, g: Game) -> None:
        """A table no longer in play (an organiser closed it) leaves the tables in play for the small
        cache of ended ones; its clients keep it while they watch."""
        if self.games.get(g.id) is g and g.row.status != "playing":
            del self.games[g.id]
            self._keep(g)

    def refresh_seats(self, g: Game, notice: dict[str, Any] | None = None) -> None:
        """The seats read again after a change here; the other processes are told (with ``notice``,
        a message for every client of the table)."""
        g.seats = self.storage.seats(g.id)
        self.reseat_conns(g)
        if self.cluster is not None:
            self.cluster.seats_changed(g, notice)

    @staticmethod
    def reseat_conns(g: Game) -> None:
        """Every connection's seat from the seats as they are now: a player taken off a seat sees
        the table as a spectator from the next message on (never the seat's cards)."""
        for c in g.conns:
            c.seat = g.seat_of(c.user_id)

    # -- messages
    def seats_text(self, g: Game) -> str:
        """``seat_infos`` as JSON text, made again only when a seat, its player, who is online or
        who is away changed (not at every move: issue 41)."""
        key = (self.online(g), tuple(g.away), tuple((s.seat, s.kind, s.level, s.user_name, s.user_id) for s in g.seats))
        got = g.seats_cache
        if got is None or got[0] != key:
            got = g.seats_cache = (key, dumps([s.model_dump() for s in self.seat_infos(g)]))
        return got[1]

    def seat_infos(self, g: Game) -> list[P.SeatInfo]:
        online = self.online(g)
        out = []
        for s in g.seats:
            if s.kind == "bot":
                out.append(P.SeatInfo(seat=s.seat, kind="bot", name=f"bot:{s.level}", level=s.level, taken=True,
                                      online=True))
            else:
                out.append(P.SeatInfo(seat=s.seat, kind="human", name=s.user_name or "", taken=s.user_id is not None,
                                      online=s.seat in online, away=s.seat in g.away))
        return out

    def state_text(self, g: Game, seat: int, last: list[str] | None = None) -> str:
        """:meth:`state_parts` joined: the state message as JSON text."""
        return "".join(self.state_parts(g, seat, last))  # issue 39 changes: the parts are changes.py's

    def state_parts(self, g: Game, seat: int, last: list[str] | None = None) -> tuple[str, ...]:
        """The state message for ``seat`` (-1: a spectator) as JSON text (the fields of
        ``P.StateMsg``): what follows from the position is the cache's (:class:`StateTexts`), the
        rest (seats online, the timer and the server's clock, rematch, closed) is encoded now."""
        st = g.st
        can_deal = (st.phase == "hand_over" and seat >= 0 and not g.is_bot(seat)
                    and (st.turn == seat or g.bot_of(st.turn) is not None))
        cache = g.state_texts()
        view, info, reveal = cache.seat(seat, can_deal)
        if reveal is not None and g.in_event and sealing(self.storage).check(g.id, None, fresh=False) is not None:
            reveal = None  # a sealed round: no seat sees other hands (issue 38, D1)
        seats = self.seats_text(g)
        timer = dumps({"seconds": g.timer[0], "level": g.timer[1], "deadline": g.deadline, "now": time.time()})
        made = g.commit_text
        if made is None or made[0] != (g.row.seed, g.row.salt):
            made = g.commit_text = ((g.row.seed, g.row.salt),
                                    dumps(commitment(g.row.seed, g.row.salt) if g.row.salt else None))
        commit = made[1]
        return (  # issue 39 changes: (',"key":', value text) pairs and "}" (web/changes.py)
            '{"type":"state","protocol":', str(P.PROTOCOL), ',"version":', str(g.version), ',"table":', dumps(g.id),
            ',"owner":', dumps(g.row.owner), ',"seat":', str(seat), ',"seats":', seats, ',"view":', view,
            ',"info":', info, ',"log":', cache.log(), ',"result":', cache.result(), ',"last":', dumps(list(last or [])),
            ',"timer":', timer, ',"rematch":', dumps(g.rematch), ',"commitment":', commit, ',"pace":', dumps(g.pace),
            ',"closed":', "true" if g.row.status == "closed" else "false",
            *((',"reveal":', reveal) if reveal is not None else ()), "}")

    def state_msg(self, g: Game, seat: int, last: list[str] | None = None) -> dict[str, Any]:
        """:meth:`state_text` as a dict."""
        msg: dict[str, Any] = json.loads(self.state_text(g, seat, last))
        return msg

    async def broadcast(self, g: Game, last: list[str] | None = None) -> None:
        self.arm_timer(g)
        """Queue the table's state for every client (each seat's view built once); never waits."""
        texts: dict[int, str] = {}
        batch = state_changes.Batch(g.version, g.log, lambda seat: self.state_parts(g, seat, last))  # issue 39 changes
        for c in list(g.conns):
            if c.closed:
                continue
            if c.seat < 0 and g.in_event and sealing(self.storage).check(g.id, c.user_id, True, False) is not None:
                c.drop("round sealed", 4403)  # issue 38, D1: a player taken off a sealed round's table
                continue
            if c.changes is not None:  # issue 39 changes: a patch from what this connection was sent last
                batch.post(c)
                continue
            text = texts.get(c.seat)
            if text is None:
                text = texts[c.seat] = batch.text(c.seat)  # issue 39 changes: the same text as a patch's state
            c.post(text)

    def online(self, g: Game) -> frozenset[int]:
        here = frozenset(c.seat for c in g.conns if c.seat >= 0 and not c.closed)
        return here if self.cluster is None else here | self.cluster.online_elsewhere(g.id)

    def presence(self, g: Game, before: frozenset[int], skip: Conn | None = None) -> None:
        """After a connect or disconnect: if a seat came online or went offline, tell the others
        with a small ``seats`` message (not the whole state); a spectator changes nothing."""
        if self.cluster is not None:
            self.cluster.announce(g)  # to the other processes
        if self.online(g) == before:
            return
        text = '{"type":"seats","version":' + str(g.version) + ',"seats":' + self.seats_text(g) + "}"
        for c in list(g.conns):
            if c is not skip:
                c.post(text)

    async def send_all(self, g: Game, msg: dict[str, Any]) -> None:
        """Queue one message for every client of the table (never waits)."""
        text = dumps(msg)
        for c in list(g.conns):
            if not c.closed:
                c.post(text)

    # -- the turn timer: a player who does not move in time is replaced by a bot until they come back
    def arm_timer(self, g: Game) -> None:
        st = g.st
        seat = st.turn
        on = (g.timer[0] > 0 and g.row.status == "playing" and st.phase not in ("hand_over", "match_over")
              and 0 <= seat < len(g.seats) and g.seats[seat].kind == "human" and seat not in g.away)
        key = (g.version, seat, g.timer[0]) if on else None
        if key == g.timer_key:
            return
        g.timer_key = key
        if g.timer_task is not None and not g.timer_task.done():
            g.timer_task.cancel()
        g.timer_task = None
        g.deadline = None
        if key is None:
            return
        g.deadline = time.time() + g.timer[0] * self.timer_scale
        g.timer_task = asyncio.get_running_loop().create_task(self._expire(g, key))

    async def _expire(self, g: Game, key: tuple[int, int, int]) -> None:
        await asyncio.sleep(g.timer[0] * self.timer_scale)
        if g.timer_key != key or (self.cluster is not None and not self.cluster.owns(g)):
            return  # (in a cluster the table's owner runs its timer, a new owner from the start)
        self.stand_in(g, key[1], g.timer[1])
        await self.broadcast(g)
        self.kick(g)

    def stand_in(self, g: Game, seat: int, level: str) -> None:
        """A bot plays ``seat`` for its absent player (who can reclaim it)."""
        g.away[seat] = make_seat_bot(level, g.row.seed, seat, salt="-away")
        g.timer_key = None
        try:  # stored: whichever process owns the table plays it, a new owner too (D8)
            set_away(self.storage, g.id, seat, level)
        except Exception as e:
            log.error("table %s: the stand-in for seat %d could not be stored (%s)", g.id, seat, _first_line(e))

    # -- moves
    async def _commit(self, g: Game, seat: int, texts: list[str]) -> str | None:
        """Apply moves (all or none) for a seat; store them; return an error text or None.
        Called with the table lock held."""
        st = g.st.copy()
        done: list[tuple[int, str]] = []
        extra: list[dict[str, Any]] = []
        for text in texts:
            actor = st.turn
            try:
                m = parse_move(text)
            except MoveSyntaxError as e:
                raise _Reject("syntax", str(e), text, e) from None
            if (st.phase == "hand_over" and m.action == "deal" and g.bot_of(actor) is not None and seat >= 0
                    and not g.is_bot(seat)):
                seat_for_move = actor  # a human at the table deals for a bot
            elif actor != seat:
                raise _Reject("not_your_turn", "it is not your turn", text)
            else:
                seat_for_move = seat
            pile = len(st.pile)
            try:
                st.apply(m)
            except IllegalMoveError as e:
                raise _Reject("illegal", str(e), text, e) from None
            done.append((seat_for_move, str(m)))
            extra.append({"pile": pile, "by": seat})
        first = g.version + 1
        # committed before anyone is told; in a worker thread, so that the fsync of one table's
        # move does not stop every other table (the table's lock is still held). The last move of
        # a match and the table's "finished" are one transaction: a crash leaves both or neither.
        result = result_summary(st) if st.match_over else None
        by_bot = seat in g.away  # a stand-in (or the timer's bot) plays a person's seat: not rated (D17)
        occupant = occupant_of(g, seat)  # a person's seat: stored only while they sit there (D7)
        try:
            if self.writer is not None:  # SQLite: one writer thread, moves of several tables in one commit
                await self.writer.add_moves(g.id, first, done, result, by_bot, occupant)
            else:  # in a cluster, only under this process's lease (its epoch: D12)
                await asyncio.to_thread(self.storage.add_moves, g.id, first, done, result, None, by_bot,
                                        self.cluster.fence(g) if self.cluster is not None else None, occupant)
        except StorageError:
            if self.cluster is not None:  # another process stored this move: is this one still the owner?
                await self.cluster.conflict(g)
            raise
        except Exception as e:  # the database cannot be written (a full disk, a lost connection)
            raise StorageDown(_first_line(e)) from e
        hand = g.st.hand_no
        for i, (s, t) in enumerate(done):
            row = _log_row(first + i, s, t, hand, extra[i]["pile"])
            if extra[i]["by"] != s:
                row["by"] = extra[i]["by"]  # a person at the table dealt for a bot
            g.log.append(row)
            if t == "deal":
                hand += 1
        g.st = st
        if st.match_over:
            g.row = dataclasses.replace(g.row, status="finished")
            for hook in self.on_game_over:  # the club's ratings fold it (web/ratings.py, D18), off the loop
                asyncio.get_running_loop().run_in_executor(None, hook, g.id)
        if self.cluster is not None:
            self.cluster.moved(g, first)
        return None

    async def play(self, g: Game, seat: int, version: int, texts: list[str]) -> None:
        if self.cluster is not None and not self.cluster.owns(g) and await self.cluster.forward(g, seat, version, texts):
            return  # played by the process that owns the table
        async with g.lock:
            if version != g.version:
                raise _Reject("stale", f"the table has moved on (version {g.version}, you sent {version})",
                              version=g.version, sent=version)
            if g.row.status == "closed":
                raise _Reject("closed", "an organiser has closed this table: no more moves are played", key="table-closed")
            if seat < 0:
                raise _Reject("spectator", "spectators cannot move")
            if g.id in self.quarantined:
                raise _Reject("closed", "this table's stored moves do not replay: it is left still", key="table-quarantined")
            g.away.pop(seat, None)  # a player who moves is back
            try:
                await self._commit(g, seat, texts)
            except StorageDown as e:
                self.storage_failed(g, e, None)
                raise _Reject("storage", "your move could not be saved (the server's database cannot be written), "
                                         "so it was not played: try again in a moment", key="move-not-saved") from None
            except StorageError:  # stored already: a write thought failed was not
                await self.reload(g)
                raise
            self.storage_recovered(g)
        await self.broadcast(g, [t for t in texts])
        self.kick(g)

    def preview(self, g: Game, seat: int, version: int, texts: list[str]) -> dict[str, Any]:
        if version != g.version:
            raise _Reject("stale", f"the table has moved on (version {g.version}, you sent {version})",
                              version=g.version, sent=version)
        if seat < 0 or g.st.turn != seat:
            raise _Reject("not_your_turn", "it is not your turn")
        return preview_reply(g.st, seat, g.version, texts)

    # -- trouble: a dead end, a database that cannot be written
    def tell(self, g: Game, code: str, message: str, **params: Any) -> None:
        """Tell every client at the table of a problem; a client that connects later is told too.
        The client says it in its player's language: ``server-<code>`` with ``params``."""
        msg = P.ErrorMsg(version=g.version, code=code, message=message,  # type: ignore[arg-type]
                         **_said(code, params)).model_dump()
        self.problems[g.id] = msg
        for c in list(g.conns):
            c.post(msg)

    def check_stuck(self, g: Game) -> bool:
        """Whether the table is at a dead end: the match is not over and the seat to move has no
        legal move (an engine defect). The first time, it is logged as an error and the table is
        told, instead of waiting for ever."""
        st = g.st
        problem = self.problems.get(g.id)
        if st.phase == "match_over" or st.legal_move_list():
            if problem is not None and problem["code"] == "dead_end":
                del self.problems[g.id]
            return False
        if problem is None or problem["code"] != "dead_end":
            who = f"bot {g.seats[st.turn].level}" if g.is_bot(st.turn) else "player"
            log.error("table %s: dead end at move %d: seat %d (%s) has no legal move in phase %s (rules %s); "
                      "the game cannot go on", g.id, g.version, st.turn, who, st.phase, st.rules.preset)
            self.tell(g, "dead_end", f"The game cannot go on: seat {st.turn + 1} has no legal move (phase "
                                     f"{st.phase}). This is a defect of the game engine; it has been logged.",
                      seat=st.turn + 1, phase=st.phase)
        return True

    def storage_failed(self, g: Game, e: StorageDown, retry_in: float | None) -> None:
        first = self.problems.get(g.id, {}).get("code") != "storage"
        if first:
            log.error("table %s: cannot store move %d in %s: %s%s", g.id, g.version + 1, self.storage.where(), e,
                      f"; retrying every {retry_in:g} s at most" if retry_in else "")
            self.tell(g, "storage", "The server cannot save moves right now (its database cannot be written). "
                                    "Nothing was lost; play goes on as soon as it can save again.")

    def storage_recovered(self, g: Game) -> None:
        if self.problems.get(g.id, {}).get("code") == "storage":
            del self.problems[g.id]
            log.warning("table %s: the database can be written again; play goes on", g.id)

    async def reload(self, g: Game) -> None:
        """Rebuild a live table from the database (after a write whose outcome is unknown)."""
        built = await asyncio.to_thread(self._build, g.id)
        if built is not None:
            g.row, g.st, g.seats, g.log = built.row, built.st, built.seats, built.log

    # -- bots
    RETRY_MAX = 30.0
    retry_base = 1.0

    def kick(self, g: Game) -> None:
        if g.id in self.quarantined:
            return  # its stored moves do not replay: no bot plays on it, no retry loop (D11)
        if self.check_stuck(g):
            return
        if self.cluster is not None and not self.cluster.owns(g):
            return  # another process runs this table's bots
        if g.bot_task is None or g.bot_task.done():
            g.bot_task = asyncio.get_running_loop().create_task(self._bots(g))

    def _bot_to_move(self, g: Game) -> int:
        st = g.st
        if st.phase == "match_over" or g.row.status != "playing" or (self.cluster is not None and not self.cluster.owns(g)):
            return -1
        if st.phase == "hand_over" and g.has_humans():
            return -1  # the people at the table look at the score, then deal
        if g.pausable and not g.conns and time.monotonic() - g.watched_at > self.unwatched_seconds:
            return -1  # bots only and no one watches: they wait until someone opens the table (D5)
        return st.turn if g.bot_of(st.turn) is not None else -1

    async def _bots(self, g: Game) -> None:
        failures = 0
        while self._bot_to_move(g) >= 0:
            if failures:  # the database could not be written: try again a little later
                await asyncio.sleep(min(self.RETRY_MAX, self.retry_base * 2 ** (failures - 1)))
            elif self.bot_delay > 0:
                await asyncio.sleep(self.bot_delay * pace_factor(g.pace) * (0.6 + 0.8 * random.random()))
            async with g.lock:
                seat = self._bot_to_move(g)
                if seat < 0 or self.check_stuck(g):  # a dead end: logged and told, not waited on
                    break
                view = g.st.view(seat)
                bot = g.bot_of(seat)
                assert bot is not None
                try:
                    decide = bot.at(g.version).choose
                    if bot.inline:
                        t0 = time.thread_time()
                        move = decide(view)
                        bot.took(time.thread_time() - t0, inline=True)
                    else:
                        move, cpu = await asyncio.to_thread(_timed, decide, view)
                        bot.took(cpu, inline=False)
                    text = str(move)
                    if not g.st.is_legal(parse_move(text)):
                        raise ValueError(f"illegal move {text!r}")
                except Exception as e:  # a faulty bot must not stop the table
                    log.error("table %s: bot %s at seat %d failed (%s); playing a random legal move",
                              g.id, getattr(bot, "name", "?"), seat, e)
                    text = str(random.Random(bot_seed(g.row.seed, seat, g.version, "-fallback")).choice(view.legal_moves))
                try:
                    await self._commit(g, seat, [text])
                except StorageDown as e:
                    failures += 1
                    self.storage_failed(g, e, self.RETRY_MAX)
                    continue
                except StorageError as e:  # the move is stored already: a write thought failed was not
                    log.error("table %s: bot move %r: %s; the table is read again from the database", g.id, text, e)
                    await self.reload(g)
                    failures = 0
                    await self.broadcast(g)
                    continue
                except _Reject as e:
                    log.error("table %s: bot move %r refused: %s", g.id, text, e)
                    break
                if failures:
                    failures = 0
                    self.storage_recovered(g)
            await self.broadcast(g, [text])
            self.check_stuck(g)


def _timed(decide: Callable[[View], Move], view: View) -> tuple[Move, float]:
    """A bot's decision and the CPU seconds it took (in the thread that made it)."""
    t0 = time.thread_time()
    move = decide(view)
    return move, time.thread_time() - t0


class StorageDown(Exception):
    """The database could not store a move (it was not played; nothing was lost)."""


def _log_row(n: int, seat: int, text: str, hand: int, pile: int) -> dict[str, Any]:
    """A move of the log; a take names the pile's size (the move text does not)."""
    row: dict[str, Any] = {"n": n, "seat": seat, "move": text, "hand": hand}
    if text.startswith("take"):
        row["pile"] = pile
    return row


def plain_reason(st: State, move: Any) -> tuple[str, dict[str, Any]]:
    """A catalog key and its arguments saying in a few words why a move is good (when the bots give none)."""
    a = move.action
    if a == "take":
        return "tb.why_take", {"n": len(st.pile)}
    if a == "meld":
        return "tb.why_meld", {"points": sum(BASE_VALUES[k] for k in move.cards)}
    if a in ("draw", "add", "discard"):
        return f"tb.why_{a}", {}
    return "tb.why_other", {}


_PLAIN_EN = {"tb.why_draw": "Nothing in the pile is worth taking now.",
             "tb.why_take": "The pile brings {n} cards and the top card melds at once.",
             "tb.why_meld": "Laying these scores {points} points and brings going out nearer.",
             "tb.why_add": "It grows your meld towards a canasta.",
             "tb.why_discard": "It is the card your hand needs least and the least useful to the next player.",
             "tb.why_other": "The medium bot would play this."}


def hint_for(st: State, seat: int, seed: int, lang: str = "en") -> dict[str, Any]:
    """A suggested move for ``seat`` and one line why: the hint API of the bots when there is one
    (canasta.bots.hints, its text in ``lang``), else the medium bot's move and a plain reason. Sees
    only the seat's view."""
    view = st.view(seat)
    try:
        hints = importlib.import_module("canasta.bots.hints")
    except ImportError:
        hints = None
    if hints is not None:
        h = hints.hint(view, level="medium", seed=seed)
        return dict(h.to_dict(lang))
    try:
        bot = bots_mod.make_bot("medium", seed)
    except ValueError:
        bot = bots_mod.make_bot(bot_names()[0], seed)
    move = bot.choose(view)
    if not st.is_legal(move):
        move = view.legal_moves[0]
    key, params = plain_reason(st, move)
    return {"move": str(move), "reason_key": key, "params": params, "text": _PLAIN_EN[key].format(**params)}


# ---------------------------------------------------------------------------- the app

def _stored_record(storage: Storage, row: TableRow) -> tuple[Record, list[int]]:
    """A table's record from its stored moves, and the seat of each move."""
    seats_, moves_ = storage.seats(row.id), storage.moves(row.id)
    rec = Record(RuleSet.from_dict(row.rules), row.seed, [t for _, t in moves_],
                 [(s.user_name or "?") if s.kind == "human" else f"bot:{s.level}" for s in seats_],
                 {"fairness": fairness_meta(row.seed, row.salt)} if row.salt else {})
    return rec, [s for s, _ in moves_]


def create_app(database_url: str, bot_delay: float = 0.8, allow_client_seed: bool = False,
               admin: str | None = None, tune_gc: bool = False) -> FastAPI:
    """The web app. ``allow_client_seed`` lets a request choose the deal's seed: for tests only, since
    whoever knows the seed knows every card (the server draws 63 random bits otherwise)."""
    storage = Storage(database_url)
    hub = Hub(storage, bot_delay)
    if storage.engine.dialect.name == "postgresql":
        from .cluster import Cluster

        hub.cluster = Cluster(hub)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> Any:
        if hub.cluster is not None:
            await hub.cluster.start()  # takes this process's share of the tables in play
        else:
            await hub.resume_all()
        gc_stats = gctune.started(tune_gc)  # the collector, once the tables are resumed (issue 41)
        expiry = asyncio.create_task(expire_loop())
        yield
        expiry.cancel()
        gctune.stopped(gc_stats)
        if hub.cluster is not None:
            await hub.cluster.stop()
        for g in hub.games.values():
            if g.bot_task is not None:
                g.bot_task.cancel()
        hub.close()
        storage.close()

    async def expire_loop() -> None:
        every = min(60.0, max(1.0, guard.limits.bot_table_expiry_seconds / 4))
        while True:
            await asyncio.sleep(every)
            try:
                await hub.expire_unwatched(guard.limits.bot_table_expiry_seconds)
            except Exception as e:  # a database that cannot be written now: the next round tries again
                log.warning("closing unwatched tables failed: %s", _first_line(e))

    app = FastAPI(title="Canasta", version=str(P.PROTOCOL), lifespan=lifespan)
    app.state.hub = hub
    guard = app.state.guard = Guard(Limits.from_env())
    hub.unwatched_seconds = guard.limits.unwatched_bots_seconds
    replays = app.state.replays = ReplayCache(guard.limits.replay_cache_moves, guard.limits.addr_replay_rate,
                                              guard.limits.addr_replay_burst)  # finished tables, replayed once (D3)
    chat_guard = ChatGuard(guard.limits)
    members = member_routes(app, storage, admin)  # sign-in, members, the organiser's tools (web/members.py)
    app.add_middleware(BodyLimit, guard=guard)
    install_headers(app)  # security headers, ETags, gzip (D29, newcomer audit 27)

    def lang_of(req: Request) -> str:
        return R.lang_of(req.query_params.get("lang"), req.headers.get("accept-language"))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(req: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 400 and exc.detail == "There was an error parsing the body":  # FastAPI's json.loads
            exc = R.Refusal(400, "body-unreadable", "the request's body could not be read: not valid JSON, or a "
                                                    "number of more than 4,300 digits")  # (D29)
        if isinstance(exc, R.Refusal):  # a code, its params, the text in the request's language
            return JSONResponse(exc.body(lang_of(req)), status_code=exc.status_code, headers=exc.headers)
        code = {404: "not-found", 405: "method-not-allowed"}.get(exc.status_code, "http")
        return JSONResponse({"error": R.say(lang_of(req), code, str(exc.detail), {"status": exc.status_code}),
                             "code": code,
                             "params": {"status": exc.status_code}}, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(Exception)
    async def any_error(req: Request, exc: Exception) -> JSONResponse:
        log.error("unexpected error: %s", exc, exc_info=exc)
        name = type(exc).__name__
        return JSONResponse({"error": R.say(lang_of(req), "internal", f"internal error: {name}", {"name": name}),
                             "code": "internal", "params": {"name": name}}, status_code=500)

    @app.exception_handler(ValidationError)
    async def validation_error(req: Request, exc: ValidationError) -> JSONResponse:
        errs = exc.errors()
        return JSONResponse(R.validation_body(lang_of(req), _one_line(exc), _loc_text(errs[0].get("loc", ())) if errs else "",
                                              errs[0] if errs else {}), status_code=422)

    from fastapi.exceptions import RequestValidationError

    @app.exception_handler(RequestValidationError)
    async def request_error(req: Request, exc: RequestValidationError) -> JSONResponse:
        errs = exc.errors()
        e = errs[0] if errs else {"loc": (), "msg": "invalid request"}
        where = _loc_text(x for x in e.get("loc", ()) if x != "body")
        msg = " ".join(str(e.get("msg")).split())
        return JSONResponse(R.validation_body(lang_of(req), f"{where}: {msg}" if where else msg, where, e),
                            status_code=422)

    def user_of(token: str | None) -> Any:
        u = storage.user_by_token(token)
        if u is None:
            raise R.Refusal(401, "unknown-player", "unknown player: create a player first")
        return u

    def summary(row: TableRow) -> dict[str, Any]:
        g = hub.games.get(row.id)
        seats_ = hub.seat_infos(g) if g else [P.SeatInfo(seat=s.seat, kind=s.kind, name=(s.user_name or "") if s.kind == "human" else f"bot:{s.level}",  # type: ignore[arg-type]
                                                         level=s.level, taken=s.kind == "bot" or s.user_id is not None)
                                              for s in storage.seats(row.id)]
        d: dict[str, Any] = {"id": row.id, "preset": row.preset, "players": row.players, "status": row.status,
                             "partnership": row.rules.get("partnership"), "target": row.rules.get("target"),
                             "overrides": row.overrides, "created": row.created, "finished": row.finished,
"result": row.result if row.status == "playing" or sealing(storage).check(row.id, None, fresh=False) is None
                             else None, "seats": [s.model_dump() for s in seats_],
                             "open_seats": [s.seat for s in seats_ if not s.taken],
                             "commitment": commitment(row.seed, row.salt) if row.salt else None}  # D26
        if g is not None:
            d.update({"version": g.version, "hand": g.st.hand_no + 1, "scores": list(g.st.scores),
                      "phase": g.st.phase})
        return d

    def structures(preset: str, players: int) -> list[str]:
        """Side structures the engine accepts for a preset and player count, its default first."""
        default = make_rules(preset, players).partnership
        ok = [default]
        for p in PARTNERSHIPS:
            if p != default:
                try:
                    make_rules(preset, players, {"partnership": p})
                except RuleError:
                    continue
                ok.append(p)
        return ok

    sides_for = {p: {str(n): structures(p, n) for n in preset_players(p)} for p in PRESET_NAMES}

    @app.get("/api/cluster")
    def cluster_status() -> dict[str, Any]:
        """The process that answers, and the tables it owns (several processes on PostgreSQL)."""
        if hub.cluster is None:
            return {"process": None, "owned": sorted(t for t, g in hub.games.items() if g.row.status == "playing"),
                    "loaded": len(hub.games)}
        return hub.cluster.status()

    @app.get("/api/meta")
    def meta() -> dict[str, Any]:
        return {"protocol": P.PROTOCOL, "presets": {p: list(preset_players(p)) for p in PRESET_NAMES},
                "structures": sides_for,
                "partnerships": list(PARTNERSHIPS), "bots": bot_names(),
                "levels": [n for n in bots_mod.level_names() if n in bots_mod.LEVELS],  # weakest first
                "rules": [{"name": f, "help": help_text(f)} for f in FIELD_NAMES if f not in ("preset", "players")]}

    @app.get("/api/rules/{preset}/{players}")
    def rules_of(preset: str, players: int, partnership: str | None = None) -> dict[str, Any]:
        try:
            rs = make_rules(preset, players, {"partnership": partnership} if partnership else None)
        except RuleError as e:
            raise R.refused(400, "bad-rules", e) from None
        return rs.to_dict()

    @app.post("/api/users")
    def new_user(body: P.NewUser) -> dict[str, Any]:
        name = body.name.strip()
        if not name:
            raise R.Refusal(422, "name-blank", "name: a name cannot be blank")
        member = members.name_taken(name)
        if member is not None:
            raise R.Refusal(409, "name-of-member", f"“{member}” belongs to a club member. If that is you, sign in; "
                                                    "otherwise please choose another name.", name=member)
        u = storage.create_user(name)
        return {"id": u.id, "name": u.name, "token": u.token}

    @app.get("/api/me")
    def me(x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        return {"id": u.id, "name": u.name}

    @app.get("/api/tables")
    def list_tables(status: str | None = None, x_token: str | None = Header(default=None)) -> list[dict[str, Any]]:
        if status not in (None, "playing", "finished", "imported", "closed"):
            raise R.Refusal(400, "bad-status", "status must be playing, finished, imported or closed")
        rows = storage.tables(status, limit=1000 if status == "playing" else 100)
        out = [summary(r) for r in rows]
        owners = {r.id: r.owner for r in rows}
        u = storage.user_by_token(x_token)
        if u is not None:  # the tables I sit at: the lobby offers "Resume" there
            for d in out:
                g = hub.games.get(d["id"])
                d["mine"] = (g.seat_of(u.id) if g is not None else
                             next((s.seat for s in storage.seats(d["id"]) if s.user_id == u.id), -1)) >= 0
            for d in out:  # History lists my games first (issue 40, newcomer 21): those I sat at or made
                d["owned"] = owners.get(d["id"]) == u.id
        if status == "playing":  # the lobby: open seats and recent play first, a few tables per player (D6)
            out = quotas.lobby_tables(storage, rows, out, lambda t: bool((g := hub.games.get(t)) and g.conns),
                                      guard.limits)
        return out

    @app.post("/api/tables")
    async def create_table(body: P.NewTable, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        ov: dict[str, str] = {}
        for k, v in body.rules.items():
            k = k.strip()
            if k in ("players", "preset"):
                raise R.Refusal(400, "rule-own-field", f"choose {k} with its own field, not as a house rule", name=k)
            ov[k] = str(v).strip()
        if body.partnership:
            ov["partnership"] = body.partnership
        if body.target is not None:
            ov["target"] = str(body.target)
        try:
            rs = make_rules(body.preset, body.players, ov)
        except RuleError as e:
            raise R.refused(400, "bad-rules", e) from None
        specs: list[tuple[str, str | None]] = []
        names = bot_names()
        for i in range(rs.players):
            sp = body.seats[i] if i < len(body.seats) else P.SeatSpec(kind="bot" if i else "human",
                                                                        level=None if not i else names[0])
            if sp.kind == "bot":
                level = sp.level or names[0]
                if level not in names:
                    raise R.Refusal(400, "seat-unknown-bot", f"seat {i}: unknown bot level {level!r}; valid: {', '.join(names)}",
                                    seat=i + 1, level=level, valid=names)
                specs.append(("bot", level))
            else:
                specs.append(("human", None))
        if len(body.seats) > rs.players:
            raise R.Refusal(400, "too-many-seats", f"{len(body.seats)} seats given for {rs.players} players",
                            count=len(body.seats), players=rs.players)
        await asyncio.to_thread(quotas.check_new_table, storage, guard.limits, u.id,
                                all(k == "bot" for k, _ in specs))  # caps per player (D5)
        seed = body.seed if (body.seed is not None and allow_client_seed) else new_seed()
        tid = storage.create_table(body.preset, rs.players, rs.to_dict(), ov, seed, specs, u.id, salt=new_salt())
        if body.sit is not None and 0 <= body.sit < rs.players and specs[body.sit][0] == "human":
            storage.take_seat(tid, body.sit, u.id)
        g = hub.load(tid)
        assert g is not None
        hub.kick(g)
        return summary(g.row)

    def row_of(tid: str) -> TableRow:
        row = storage.table(tid) if _valid_id(tid) else None
        if row is None:
            raise R.Refusal(404, "no-table", f"no table {tid[:40]!r}", table=tid[:40])
        return row

    def seated_or_owner(tid: str, user_id: int) -> bool:
        """Whether the player created the table or sits at it, from the database (no replay); 404 if no table."""
        row = row_of(tid)
        return row.owner == user_id or any(s.kind == "human" and s.user_id == user_id for s in storage.seats(tid))

    @app.get("/api/tables/{tid}")
    def get_table(tid: str) -> dict[str, Any]:
        return summary(row_of(tid))

    @app.get("/api/tables/{tid}/log")
    def get_log(tid: str, request: Request, x_token: str | None = Header(default=None)) -> list[dict[str, Any]]:
        """Every move of the game so far: move texts carry no hidden card, so anyone may read them
        (but a sealed round's table's only to its own players: issue 38, D1).
        A table not in memory is read from the database, not loaded (nothing is kept)."""
        if _valid_id(tid):
            asker = storage.user_by_token(x_token) if x_token else None
            sealing(storage).need_open(tid, asker.id if asker else None, own_seat=True)
        g = hub.games.get(tid)
        if g is not None:
            return list(g.log)
        row = row_of(tid)
        if row.status != "playing":  # a finished table: replayed once, then read (D3)
            return list(replayed(row, request).log)
        if not replays.miss_ok(request.client.host if request.client else "?"):
            raise R.Refusal(429, "replay-busy", "too many games looked up at once from your address: wait a few "
                                                "seconds and ask again")
        return log_rows(storage.moves(tid), new_game(RuleSet.from_dict(row.rules), seed=row.seed))

    @app.post("/api/tables/{tid}/sit/{seat}")
    async def sit(tid: str, seat: int, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        g = await hub.aload(tid)
        if g is None:
            raise R.Refusal(404, "no-table", f"no table {tid[:40]!r}", table=tid[:40])
        if g.row.status != "playing":
            raise R.Refusal(409, "game-over", "the game is over")
        already = g.seat_of(u.id)
        if already >= 0:
            return {"seat": already}
        if not 0 <= seat < len(g.seats):
            raise R.Refusal(400, "bad-seat", f"seat must be 0 to {len(g.seats) - 1}", last=len(g.seats) - 1)
        if await asyncio.to_thread(removed_from, storage, tid, u.id):
            raise R.Refusal(403, "removed-from-table", "an organiser has taken you off this table: you may watch it, "
                                                       "not sit at it")
        already = g.seat_of(u.id)  # again, after the await: one user, one seat (D20); no await until taken
        if already >= 0:
            return {"seat": already}
        try:
            storage.take_seat(tid, seat, u.id)
        except StorageError as e:
            raise R.storage_refusal(409, e) from None
        hub.refresh_seats(g)
        await hub.broadcast(g)
        return {"seat": seat}

    @app.post("/api/tables/{tid}/bot/{seat}")
    async def seat_a_bot(tid: str, seat: int, level: str | None = None,
                         x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """The table's creator, or an organiser, gives a free human seat to a bot (a friend did not
        come), or lets a bot play the seat of a player who left until they come back."""
        u = user_of(x_token)
        g = await hub.aload(tid)
        if g is None:
            raise R.Refusal(404, "no-table", f"no table {tid[:40]!r}", table=tid[:40])
        org = members.by_token(x_token)
        organiser = org is not None and org.role == "organiser"
        # a player at the table may also have a bot stand in for an absent player (D24: the game can end)
        in_charge = g.row.owner == u.id or organiser
        if not in_charge and g.seat_of(u.id) < 0:
            raise R.Refusal(403, "bot-owner-only", "only the player who created the table, or an organiser, may seat a bot")
        if g.row.status != "playing":
            raise R.Refusal(409, "game-over", "the game is over")
        names = bot_names()
        level = level or names[0]
        if level not in names:
            raise R.Refusal(400, "unknown-bot", f"unknown bot level {level!r}; valid: {', '.join(names)}", level=level,
                            valid=names)
        if not 0 <= seat < len(g.seats):
            raise R.Refusal(400, "bad-seat", f"seat must be 0 to {len(g.seats) - 1}", last=len(g.seats) - 1)
        async with g.lock:
            s = g.seats[seat]
            if s.kind == "human" and s.user_id is not None:
                # a player who left: a bot plays the seat until they come back and reclaim it
                if s.user_id == u.id:
                    raise R.Refusal(409, "own-seat", "that is your own seat")
                if seat in hub.online(g) and seat not in g.away:  # connected to any process (D8)
                    raise R.Refusal(409, "player-present", "that player is at the table")
                hub.stand_in(g, seat, level)
                if hub.cluster is not None and not hub.cluster.owns(g):  # the owner plays it (D8)
                    hub.cluster.stand_in_elsewhere(g, seat, level)
            else:
                if not in_charge:
                    raise R.Refusal(403, "bot-owner-only",
                                    "only the player who created the table, or an organiser, may seat a bot")
                try:
                    storage.seat_bot(tid, seat, level)
                except StorageError as e:
                    raise R.storage_refusal(409, e) from None
                hub.refresh_seats(g)
                g.bots[seat] = make_seat_bot(level, g.row.seed, seat)
            if organiser:
                with storage.engine.begin() as c:
                    members.record(c, u.id, "seat-bot", tid, {"seat": seat, "level": level,
                                                              "stand_in": s.kind == "human" and s.user_id is not None})
        await hub.broadcast(g)
        hub.kick(g)
        return {"seat": seat, "level": level}

    @app.post("/api/tables/{tid}/timer")
    async def set_timer(tid: str, body: P.TimerBody, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """The table's creator sets the turn timer (off, 30 s, 1 min, 2 min) and the bot that then plays."""
        u = user_of(x_token)
        # who asks is checked from the database before the table is built (D3: no replay for a stranger)
        if not await asyncio.to_thread(seated_or_owner, tid, u.id):
            raise R.Refusal(403, "timer-owner-only", "only the player who created the table may set the turn timer")
        if body.level not in bot_names():
            raise R.Refusal(400, "unknown-bot", f"unknown bot level {body.level!r}; valid: {', '.join(bot_names())}",
                            level=body.level, valid=bot_names())
        g = await hub.aload(tid)
        if g is None:
            raise R.Refusal(404, "no-table", f"no table {tid!r}", table=tid[:40])
        set_settings(storage, tid, body.seconds, body.level)
        g.timer = (body.seconds, body.level)
        if hub.cluster is not None:  # the owner, wherever it is, reads it again and runs the timer (D8)
            hub.cluster.seats_changed(g)
        await hub.broadcast(g)
        return {"seconds": body.seconds, "level": body.level}

    @app.post("/api/tables/{tid}/rematch")
    async def rematch(tid: str, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """A new match at a finished table: the same rules, seats and players, a new deal."""
        u = user_of(x_token)
        if not await asyncio.to_thread(seated_or_owner, tid, u.id):  # before any replay (D3)
            raise R.Refusal(403, "rematch-players-only", "only a player of the table may start a rematch")
        g = await hub.aload(tid)
        if g is None:
            raise R.Refusal(404, "no-table", f"no table {tid!r}", table=tid[:40])
        if g.row.status == "playing":
            raise R.Refusal(409, "match-in-play", "the match is still being played")
        if g.row.status == "closed":
            raise R.Refusal(409, "closed-no-rematch", "an organiser closed this table: it has no rematch")
        async with g.lock:
            if g.rematch is None:
                specs = [(s.kind, s.level) for s in g.seats]
                new = storage.create_table(g.row.preset, g.row.players, g.row.rules, g.row.overrides, new_seed(),
                                           specs, g.row.owner, salt=new_salt())
                for s in g.seats:
                    if s.kind == "human" and s.user_id is not None:
                        with contextlib.suppress(StorageError):  # a second seat of one user (before D20) stays free
                            storage.take_seat(new, s.seat, s.user_id)
                set_settings(storage, new, *g.timer)
                g.rematch = new
                g2 = hub.load(new)
                assert g2 is not None
                hub.kick(g2)
        await hub.send_all(g, {"type": "rematch", "version": g.version, "table": g.rematch, "by": u.name})  # announced (issue 40)
        await hub.broadcast(g)
        return {"id": g.rematch}

    def finished_row(tid: str) -> TableRow:
        row = row_of(tid)
        if row.status == "playing":
            raise R.Refusal(403, "record-hidden", "the record of a game in progress is hidden until it ends "
                                                  "(it would show every card)")
        sealing(storage).need_open(row.id)  # issue 38, D1: not while its round is played elsewhere
        return row

    def replayed(row: TableRow, request: Request) -> Replayed:
        """A finished table, replayed once and then kept (D3: web/replays.py)."""
        return replays.get(row.id, request.client.host if request.client else "?",
                           lambda: _stored_record(storage, row), _log_row)

    def record_of(row: TableRow, request: Request) -> tuple[Record, State]:
        r = replayed(row, request)
        return r.record, r.last

    @app.get("/api/tables/{tid}/record")
    def get_record(tid: str, request: Request) -> dict[str, Any]:
        rec, st = record_of(finished_row(tid), request)
        return rec.to_dict(st)

    @app.get("/api/tables/{tid}/verify")
    def verify_deals(tid: str, request: Request, commitment: str | None = None, lang: str | None = None,
                     accept_language: str | None = Header(default=None)) -> dict[str, Any]:
        """The fair-deal check of a finished game (canasta.fairness.verify), as ``canasta verify``
        gives it from the exported record; ``commitment`` is the one the player saw at the table.
        ``problems`` are said in the request's language, each with its ``code``."""
        if commitment is not None and len(commitment) > 128:
            raise R.Refusal(400, "commitment-too-long", "commitment: at most 128 characters", max=128)
        from .. import i18n

        rec, st = record_of(finished_row(tid), request)
        v = fair_verify(rec.to_dict(st), commitment)
        code = R.lang_of(lang, accept_language)
        return {"ok": v.ok, "problems": [" ".join(i18n.error_text(code, e).split()) for e in v.errors],
                "codes": [e.code for e in v.errors], "commitment": v.commitment, "moves": v.moves,
                "deals": [d.to_dict() for d in v.deals]}

    @app.get("/api/tables/{tid}/replay")
    def get_replay(tid: str, request: Request, step: int = 0) -> dict[str, Any]:
        from ..position import position_dict

        row = finished_row(tid)
        r = replayed(row, request)
        n = len(r.record.moves)
        if not 0 <= step <= n:
            raise R.Refusal(400, "bad-step", f"step must be 0 to {n}", last=n)
        st = r.at(step)
        pos = position_dict(st)
        return {"step": step, "steps": n, "moves": [{"seat": x["seat"], "move": x["move"]} for x in r.log],
                "position": pos, "info": table_info(st, -1),
                "result": st.result.to_dict() if st.result is not None and st.hand_over else None,
                "seats": [s.model_dump() for s in hub.seat_infos(Game(row, st, storage.seats(tid), []))]}

    @app.post("/api/records")
    async def import_record(request: Request, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """A finished game's record, checked by replaying it in a worker process (never on the
        event loop), at most ``import_bytes`` long with ``import_moves`` moves, and at most
        ``user_imports`` imported games per player."""
        u = user_of(x_token)
        lim = guard.limits
        raw = await request.body()
        if len(raw) > lim.import_bytes:
            raise R.Refusal(413, "record-too-large", f"record too large: {len(raw)} bytes, at most {lim.import_bytes}",
                            size=len(raw), max=lim.import_bytes)
        if await asyncio.to_thread(storage.count_tables, u.id, "imported") >= lim.user_imports:
            raise R.Refusal(429, "too-many-imports", f"you have imported {lim.user_imports} games already, the most one "
                                                     "player may", count=lim.user_imports)
        pre = await asyncio.to_thread(seed_and_moves, raw)  # a duplicate is refused before the replay (D25)
        if pre is not None:
            dup = await asyncio.to_thread(same_record, storage, *pre)
            if dup is not None:
                raise R.Refusal(409, "record-duplicate", f"this record is already here, as table {dup}", table=dup)
        out = await hub.replay_import(raw, lim.import_moves, u.id)
        if isinstance(out, str):  # too many imports wait already, or not even text
            if out.startswith("mine"):
                raise R.Refusal(429, "import-one-at-a-time", out.removeprefix("mine: "))
            if out.startswith("busy"):
                raise R.Refusal(503, "import-busy", out.removeprefix("busy: "))
            if "decode" in out:
                raise R.Refusal(400, "record-encoding", out)
            if "JSON" in out:
                raise R.Refusal(400, "record-nested", out)
            raise R.Refusal(400, "record-nested-deep", out)
        if "text" in out:  # a refused record, with its reason code, said in every language by the worker
            texts = out.pop("texts")
            raise R.Refusal(400, "bad-record", out.pop("text"), texts=texts, reason=out)
        dup = await asyncio.to_thread(same_record, storage, out["seed"], [t for _, t in out["items"]])
        if dup is not None:
            raise R.Refusal(409, "record-duplicate", f"this record is already here, as table {dup}", table=dup)
        tid = await asyncio.to_thread(storage.import_table, out["preset"], out["players"], out["rules"], out["seed"],
                                      [("bot", "imported")] * out["players"], u.id, out["items"], out["result"])
        return {"id": tid, "moves": len(out["items"])}

    @app.websocket("/ws/{tid}")
    async def ws(websocket: WebSocket, tid: str, token: str | None = None) -> None:
        # the token comes as a subprotocol ("token.<token>" beside "canasta"), out of the URL that
        # proxies log; ?token= is still read for scripts
        offered = list(websocket.scope.get("subprotocols") or [])
        for p in offered:
            if p.startswith(P.TOKEN_PREFIX):
                token = p[len(P.TOKEN_PREFIX):]
        await websocket.accept(subprotocol=P.SUBPROTOCOL if P.SUBPROTOCOL in offered else None)
        addr = websocket.client.host if websocket.client else "?"  # (connects a second: see BodyLimit)
        if not guard.open_socket(addr):
            await websocket.close(1013, "too many connections from one address")
            return
        try:
            await serve_socket(websocket, tid, token, addr)
        finally:
            guard.close_socket(addr)

    async def serve_socket(websocket: WebSocket, tid: str, token: str | None, addr: str) -> None:
        g = await hub.aload(tid)
        if g is None:
            await websocket.send_json(P.ErrorMsg(version=0, code="bad_message", message=f"no table {tid!r}",
                                                 **_said("no-table", {"table": tid[:40]})).model_dump())
            await websocket.close()
            return
        u = storage.user_by_token(token)
        seal = await asyncio.to_thread(sealing(storage).check, g.id, u.id if u else None, True)
        if seal is not None:  # issue 38, D1: a sealed round's table is watched by no one
            r = seal.refusal(g.id)
            await websocket.send_json(P.ErrorMsg(version=0, code="spectator", message=r.english,
                                                 **_said(r.code, r.params)).model_dump())
            await websocket.close(4403, "round sealed")
            return
        conn = Conn(g.seat_of(u.id if u else None), u.id if u else None, guard.limits, addr, name=u.name if u else "", changes=state_changes.opted_in(websocket.query_params))  # issue 39 changes: ?changes=1
        writer = asyncio.create_task(conn.write_loop(websocket.send_text))
        reader = asyncio.create_task(read_loop(websocket, g, conn))
        watch = asyncio.create_task(watch_session(conn, token)) if u is not None else None  # issue 38, D13
        before = hub.online(g)
        g.conns.append(conn)
        g.watched_at = time.monotonic()
        if g.pausable:
            hub.kick(g)  # bots that waited for someone to watch go on (D5)
        # from here on the connection is the table's: whatever ends it (the client leaving while
        # the chat is read, the handler cancelled) takes it off the table again
        try:
            state_changes.post_state(conn, hub.state_parts(g, conn.seat), g.log)  # the full state to the newcomer only
            hub.presence(g, before, skip=conn)
            problem = hub.problems.get(g.id)
            if problem:
                conn.post(problem)
            if g.quiet:
                conn.post(quiet_msg(g))
            lines = await asyncio.to_thread(chat_lines, storage, tid)
            if lines:
                conn.post({"type": "chat", "version": g.version, "history": True,
                           "items": [_chat_item(tid, x) for x in lines]})
            await asyncio.wait({reader, writer} | ({watch} if watch else set()), return_when=asyncio.FIRST_COMPLETED)
        finally:
            conn.drop("closed")
            reader.cancel()  # a message being handled finishes first (see read_loop)
            writer.cancel()
            if watch is not None:
                watch.cancel()
            before = hub.online(g) | {conn.seat} - {-1}
            with contextlib.suppress(ValueError):
                g.conns.remove(conn)
            g.watched_at = time.monotonic()
            hub.presence(g, frozenset(before))
            if conn.code:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(websocket.close(conn.code, conn.reason[:120]), 2)
            if (g.st.match_over or g.row.status != "playing") and not g.conns and hub.games.get(g.id) is g:
                del hub.games[g.id]  # a finished game no one watches: its record is in the database

    async def watch_session(conn: Conn, token: str | None) -> None:
        """A socket signed in with a session that has ended (signed out, a new password) is closed
        within ``SESSION_CHECK`` seconds; the database is asked, so it works across processes."""
        from .sessions import alive

        while not conn.closed:
            await asyncio.sleep(SESSION_CHECK)
            if conn.user_id is not None and not await asyncio.to_thread(alive, storage, token, conn.user_id):
                conn.drop("signed out", 4401)
                return

    async def read_loop(websocket: WebSocket, g: Game, conn: Conn) -> None:
        limit = conn.guard = guard.conn()
        try:
            while not conn.closed:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
                    conn.drop("the client left")
                    break
                raw = frame.get("text")
                refusal = limit.check(raw if raw is not None else frame.get("bytes") or b"", g.version)
                if refusal is None and raw is None:
                    refusal = limit_error(g.version, "bad_message", "binary frames are not accepted: send one JSON "
                                                                    "object as text", key="binary-frame")
                if refusal is None and raw is not None:
                    # shielded: a drop while a move is being stored must not cut it in half
                    refused = limit.refused
                    await asyncio.shield(handle(g, conn, raw))
                    if limit.refused == refused:
                        limit.answered()
                elif refusal is not None and not limit.abusive:
                    conn.post(refusal)
                if limit.abusive:
                    conn.drop("too many refused messages", 1008)
                    break
        except WebSocketDisconnect:
            conn.drop("the client left")

    async def on_move(g: Game, conn: Conn, msg: Any) -> None:
        await hub.play(g, conn.seat, msg.version, list(msg.moves))

    async def on_preview(g: Game, conn: Conn, msg: Any) -> None:
        await conn.send(hub.preview(g, conn.seat, msg.version, list(msg.moves)))

    async def on_explain(g: Game, conn: Conn, msg: Any) -> None:
        try:
            m = parse_move(msg.move)
        except MoveSyntaxError as e:
            raise _Reject("syntax", str(e), msg.move, e) from None
        if msg.version != g.version:  # the reason would be about another position than the client's
            raise _Reject("stale", f"the table has moved on (version {g.version}, you sent {msg.version})", msg.move,
                          version=g.version, sent=msg.version)
        if conn.seat < 0 or g.st.turn != conn.seat:
            raise _Reject("not_your_turn", "it is not your turn", msg.move)
        reason = g.st.explain(m)
        why = _why(g.st.reason(m)) if reason and hasattr(g.st, "reason") else {}
        await conn.send(P.ExplainReply(version=g.version, move=str(m), legal=not reason, reason=reason, **why).model_dump())

    async def on_resync(g: Game, conn: Conn, _msg: Any) -> None:
        conn.seat = g.seat_of(conn.user_id)
        resend_state(g, conn)

    def resend_state(g: Game, conn: Conn) -> None:
        """The full state to one client that asked for it (resync, or after a stale move), at most
        ``resync_rate`` times a second per connection and ``addr_resync_rate`` per address."""
        refusal = conn.guard.resync(g.version, guard, conn.addr) if conn.guard is not None else None
        state_changes.post_state(conn, refusal or hub.state_parts(g, conn.seat), g.log)  # issue 39 changes

    async def on_ping(g: Game, conn: Conn, _msg: Any) -> None:
        await conn.send(P.PongMsg(version=g.version).model_dump())

    async def on_hint(g: Game, conn: Conn, msg: Any) -> None:
        if msg.version != g.version:
            raise _Reject("stale", f"the table has moved on (version {g.version}, you sent {msg.version})",
                          version=g.version, sent=msg.version)
        if conn.seat < 0 or g.st.turn != conn.seat:
            raise _Reject("not_your_turn", "it is not your turn")
        st = g.st.copy()
        for text in msg.moves:  # the staged melds, as in a preview
            try:
                m = parse_move(text)
                if m.action not in ("meld", "add"):
                    raise _Reject("bad_message", "only meld and add moves can be staged", text, key="stage-only")
                st.apply(m)
            except (MoveSyntaxError, IllegalMoveError) as e:
                raise _Reject("illegal", str(e), text, e) from None
        h = await asyncio.to_thread(hint_for, st, conn.seat, random.getrandbits(31), msg.lang or "en")
        await conn.send({"type": "hint", "version": g.version, **h})

    async def on_chat(g: Game, conn: Conn, msg: Any) -> None:
        if conn.user_id is None:
            raise _Reject("chat", "choose a name to chat", key="chat-no-name")
        reaction = msg.reaction is not None
        if reaction:
            if msg.reaction not in P.REACTIONS:
                raise _Reject("chat", f"unknown reaction; valid: {' '.join(P.REACTIONS)}", key="chat-reaction",
                              valid=" ".join(P.REACTIONS))
            text = str(msg.reaction)
        else:
            text = " ".join((msg.text or "").split())  # one line, no control characters
            if not text:
                raise _Reject("chat", "an empty message is not sent", key="chat-empty")
        now = time.monotonic()
        times = g.chat_times.setdefault(conn.user_id, deque(maxlen=5))
        if len(times) == times.maxlen and now - times[0] < 10:
            raise _Reject("chat", "you are sending messages too fast: wait a few seconds", key="chat-too-fast")
        seat = g.seat_of(conn.user_id)
        refused = chat_guard.refusal(g.id, conn.addr, seat >= 0, g.quiet)  # per table and per address (D21)
        if refused is not None:
            raise _Reject(*refused[:5], **refused[5])
        times.append(now)
        line = await asyncio.to_thread(add_chat, storage, g.id, seat, conn.user_id, conn.name[:40] or "?", text,
                                       reaction)
        await hub.send_all(g, {"type": "chat", "version": g.version, "items": [_chat_item(g.id, line)]})

    async def on_reclaim(g: Game, conn: Conn, _msg: Any) -> None:
        if conn.seat >= 0 and g.away.pop(conn.seat, None) is not None:
            await asyncio.to_thread(set_away, storage, g.id, conn.seat, None)  # stored: every process knows (D8)
            await hub.broadcast(g)

    handlers: dict[str, Callable[[Game, Conn, Any], Awaitable[None]]] = {
        "move": on_move, "preview": on_preview, "explain": on_explain, "resync": on_resync, "ping": on_ping,
        "hint": on_hint, "chat": on_chat, "reclaim": on_reclaim,
        "quiet": lambda g, conn, msg: set_quiet(hub, g, conn.user_id, bool(msg.on)),
    }

    async def handle(g: Game, conn: Conn, raw: str) -> None:
        try:
            msg = P.CLIENT_MSG.validate_json(raw)
        except ValidationError as e:
            await conn.send(P.ErrorMsg(version=g.version, code="bad_message", message=_one_line(e),
                                       **_said("bad-message", {})).model_dump())
            return
        conn.seat = g.seat_of(conn.user_id)  # the seat may have been taken since connecting
        try:
            await handlers[msg.type](g, conn, msg)
        except _Reject as r:
            await conn.send(P.ErrorMsg(version=g.version, code=r.code, message=r.message,  # type: ignore[arg-type]
                                       move=r.move, **r.why).model_dump())
            if r.code in ("stale", "not_your_turn"):
                resend_state(g, conn)
        except StorageError as e:
            await conn.send(P.ErrorMsg(version=g.version, code="stale", message=str(e),
                                       **_said("stale-stored", {})).model_dump())
            resend_state(g, conn)
        except (WebSocketDisconnect, asyncio.CancelledError):
            raise
        except Exception as e:  # a bug of ours: say so in one line, keep the connection
            log.exception("table %s: message %r failed", g.id, raw[:200])
            await conn.send(P.ErrorMsg(version=g.version, code="server", message=f"internal error: {type(e).__name__}",
                                       **_said("internal", {"name": type(e).__name__})).model_dump())

    i18n_routes.add_routes(app, storage)

    @app.get("/")
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    hub.on_game_over.append(club_routes(app, storage).game_over)  # leaderboard and player pages (web/club.py)
    event_routes(app, storage, hub, members)  # club nights with duplicate deals (web/events.py)
    organiser_routes(app, storage, hub, members)  # closing tables, taking players off seats (web/organiser.py)
    pace_routes(app, hub, user_of)  # the bots' pace at a table (web/pace.py, issue 40)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


def _chat_item(tid: str, x: Any) -> dict[str, Any]:
    return {"table": tid, "n": x.n, "seat": x.seat, "name": x.name, "text": "" if x.reaction else x.text,
            "reaction": x.text if x.reaction else None, "at": x.at}


def _said_record(err: BaseException) -> dict[str, Any]:
    """A refused record as :func:`coded` gives it, and its text in every language (``texts``): the
    worker process's answer is data, the exception does not cross to the server's process."""
    from .. import i18n

    out = coded(err)
    texts: dict[str, str] = {}
    for lang in i18n.LANGS[1:]:
        inner = getattr(err, "inner", None)
        move = (getattr(err, "params", None) or {}).get("move")
        if getattr(err, "code", None) == "record-bad-move" and isinstance(inner, BaseException) and isinstance(move, str):
            try:  # the move in the player's words
                label = i18n.move_label(lang, move)
            except Exception:
                label = move
            text = i18n.tr(lang, "reason-record-bad-move", **i18n.plain_numbers(
                {"n": err.params["n"], "move": label, "reason": i18n.error_text(lang, inner)}))  # type: ignore[attr-defined]
        else:
            text = i18n.error_text(lang, err)
        texts[lang] = " ".join(text.split())
    out["texts"] = texts
    return out


def replay_record(raw: bytes, max_moves: int) -> dict[str, Any] | str:
    """Check an imported record (JSON text) by replaying it: what to store, or a one-line error
    (a :func:`coded` error, ``text`` with ``reason_code`` and ``params``, when the record's rules, a
    move or the record itself is refused). Run in a worker process: a long record costs seconds of CPU."""
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        return _said_record(RecordError(f"not valid JSON: {e}", "record-json", {"line": e.lineno, "column": e.colno}))
    except UnicodeDecodeError as e:
        return f"not valid JSON: {e}"
    except ValueError:  # Python's limit on an integer's digits (4,300): one line, not a 500 (D29)
        return _said_record(RecordError("a number has too many digits", "record-number-digits"))
    except RecursionError:
        return "not valid JSON: nested too deeply"
    if isinstance(data, dict) and isinstance(data.get("moves"), list) and len(data["moves"]) > max_moves:
        return _said_record(RecordError(f"moves: a record may hold at most {max_moves} moves, this one has {len(data['moves'])}",
                                 "record-too-long", {"max": max_moves, "count": len(data["moves"])}))
    try:
        rec = record_from_dict(data)
        st = rec.start()
        items: list[tuple[int, str]] = []
        for i, t in enumerate(rec.moves, 1):
            try:
                m = parse_move(t)
                seat = st.turn
                st.apply(m)
            except CanastaError as e:
                return _said_record(RecordError(f"move {i} ({t!r}): {e}", "record-bad-move", {"n": i, "move": t}, e))
            items.append((seat, str(m)))
    except CanastaError as e:
        return _said_record(e)
    except RecursionError:
        return "not a record: nested too deeply"
    if not -(2**63) <= rec.seed < 2**63:
        return _said_record(RecordError("seed: must be a 64-bit integer", "record-seed-range"))
    rs = rec.rules
    return {"preset": rs.preset, "players": rs.players, "rules": rs.to_dict(), "seed": rec.seed, "items": items,
            "result": result_summary(st)}


def log_rows(moves: list[tuple[int, str]], st: State) -> list[dict[str, Any]]:
    """The table's log from its stored moves, replayed from ``st`` (the table's start) so that a
    take names the pile's size as the live log does; a hand ends with the ``deal`` that starts the next."""
    out, hand = [], 0
    for n, (seat, text) in enumerate(moves, 1):
        out.append(_log_row(n, seat, text, hand, len(st.pile)))
        st.apply(text)
        if text == "deal":
            hand += 1
    return out


def _first_line(e: BaseException) -> str:
    return (str(e).strip().splitlines() or [type(e).__name__])[0][:300]


def _loc_text(loc: Any) -> str:
    """Where a validation error is, on one line: a field name that is not plain text (a newline, a
    space, a control character, sent by a fuzzer or a stranger) is shown as JSON."""
    parts = []
    for p in loc:
        t = str(p)
        parts.append(t if t.isprintable() and t.strip() == t and " " not in t and t else json.dumps(t))
    return ".".join(parts)


def _one_line(e: ValidationError) -> str:
    errs = e.errors()
    if not errs:
        return "invalid message"
    x = errs[0]
    where = _loc_text(x.get("loc", ()))
    msg = " ".join(str(x.get("msg")).split())
    return f"{where}: {msg}" if where else msg
