"""The table owner: one object per table in play that alone changes it. It applies moves, runs
the bots and the turn timer, stores what is played and tells the table's clients, through one
pipeline (:meth:`TableOwner.play`):

    occupant check (a seat, not a spectator; the table open) -> stale check (the version the
    client saw) -> apply (on a copy of the state, all moves or none) -> persist (committed, fenced
    by the cluster's lease) -> broadcast (each seat its own view).

The bots (:meth:`TableOwner._bots`) and the timer (:meth:`TableOwner._expire`) go through the same
steps. In a cluster the lease (web/cluster.py) decides which process holds the owner that plays;
the others forward moves to it and only tell their own clients. Routes and the cluster talk to the
owner; :class:`~canasta.web.tables.registry.Tables` only finds, builds and retires owners.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import random
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ...bots import RandomBot
from ...errors import IllegalMoveError, MoveSyntaxError
from ...fairness import commitment
from ...moves import Move, parse_move
from ...position import View
from ...record import result_summary
from ...state import State
from .. import protocol as P
from ..errors import _Reject, _said
from ..events.sealing import sealing
from ..lease import occupant_of, set_away
from ..seatbots import SeatBot, bot_seed, make_seat_bot
from ..storage import Seat, StorageError, TableRow
from . import changes as state_changes  # issue 39: state sent as changes (hooks marked "issue 39 changes")
from .conn import Conn, dumps
from .pace import factor as pace_factor
from .texts import StateTexts, log_row, preview_reply, talon_drawn

if TYPE_CHECKING:
    from ..cluster import Cluster
    from ..storage import MoveWriter, Storage

log = logging.getLogger("canasta.web")


class StorageDown(Exception):
    """The database could not store a move (it was not played; nothing was lost)."""


def first_line(e: BaseException) -> str:
    return (str(e).strip().splitlines() or [type(e).__name__])[0][:300]


_first_line = first_line


def _timed(decide: Callable[[View], Move], view: View) -> tuple[Move, float]:
    """A bot's decision and the CPU seconds it took (in the thread that made it)."""
    t0 = time.thread_time()
    move = decide(view)
    return move, time.thread_time() - t0


class Tables(Protocol):
    """What an owner reads of the registry it belongs to (:class:`~.registry.Tables`)."""

    storage: Storage
    cluster: Cluster | None
    writer: MoveWriter | None
    problems: dict[str, dict[str, Any]]  # table id -> the error its clients are told on connect
    quarantined: set[str]
    bot_delay: float
    timer_scale: float
    unwatched_seconds: float
    RETRY_MAX: float
    retry_base: float
    on_game_over: list[Callable[[str], Any]]

    def _build(self, tid: str) -> TableOwner | None: ...


@dataclass(eq=False)
class TableOwner:
    """One live table and the only object that changes it (see the module's docstring)."""

    tables: Tables  # the registry this owner belongs to: storage, cluster, writer, settings
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
    seats_cache: tuple[Any, str] | None = field(default=None, repr=False)  # seats_text's
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

    # what the owner reads of its registry
    @property
    def storage(self) -> Storage:
        return self.tables.storage

    @property
    def cluster(self) -> Cluster | None:
        return self.tables.cluster

    @property
    def writer(self) -> MoveWriter | None:
        return self.tables.writer

    @property
    def problems(self) -> dict[str, dict[str, Any]]:
        return self.tables.problems

    @property
    def quarantined(self) -> set[str]:
        return self.tables.quarantined

    def refresh_seats(self, notice: dict[str, Any] | None = None) -> None:
        """The seats read again after a change here; the other processes are told (with ``notice``,
        a message for every client of the table)."""
        self.seats = self.storage.seats(self.id)
        self.reseat_conns()
        if self.cluster is not None:
            self.cluster.seats_changed(self, notice)

    def reseat_conns(self) -> None:
        """Every connection's seat from the seats as they are now: a player taken off a seat sees
        the table as a spectator from the next message on (never the seat's cards)."""
        for c in self.conns:
            c.seat = self.seat_of(c.user_id)

    # -- messages
    def seats_text(self) -> str:
        """``seat_infos`` as JSON text, made again only when a seat, its player, who is online or
        who is away changed (not at every move: issue 41)."""
        key = (self.online(), tuple(self.away), tuple((s.seat, s.kind, s.level, s.user_name, s.user_id) for s in self.seats))
        got = self.seats_cache
        if got is None or got[0] != key:
            got = self.seats_cache = (key, dumps([s.model_dump() for s in self.seat_infos()]))
        return got[1]

    def seat_infos(self) -> list[P.SeatInfo]:
        online = self.online()
        out = []
        for s in self.seats:
            if s.kind == "bot":
                out.append(P.SeatInfo(seat=s.seat, kind="bot", name=f"bot:{s.level}", level=s.level, taken=True,
                                      online=True))
            else:
                out.append(P.SeatInfo(seat=s.seat, kind="human", name=s.user_name or "", taken=s.user_id is not None,
                                      online=s.seat in online, away=s.seat in self.away))
        return out

    def state_text(self, seat: int, last: list[str] | None = None) -> str:
        """:meth:`state_parts` joined: the state message as JSON text."""
        return "".join(self.state_parts(seat, last))  # issue 39 changes: the parts are changes.py's

    def state_parts(self, seat: int, last: list[str] | None = None) -> tuple[str, ...]:
        """The state message for ``seat`` (-1: a spectator) as JSON text (the fields of
        ``P.StateMsg``): what follows from the position is the cache's (:class:`StateTexts`), the
        rest (seats online, the timer and the server's clock, rematch, closed) is encoded now."""
        st = self.st
        can_deal = (st.phase == "hand_over" and seat >= 0 and not self.is_bot(seat)
                    and (st.turn == seat or self.bot_of(st.turn) is not None))
        cache = self.state_texts()
        view, info, reveal = cache.seat(seat, can_deal)
        if reveal is not None and self.in_event and sealing(self.storage).check(self.id, None, fresh=False) is not None:
            reveal = None  # a sealed round: no seat sees other hands (issue 38, D1)
        seats = self.seats_text()
        timer = dumps({"seconds": self.timer[0], "level": self.timer[1], "deadline": self.deadline, "now": time.time()})
        made = self.commit_text
        if made is None or made[0] != (self.row.seed, self.row.salt):
            made = self.commit_text = ((self.row.seed, self.row.salt),
                                    dumps(commitment(self.row.seed, self.row.salt) if self.row.salt else None))
        commit = made[1]
        return (  # issue 39 changes: (',"key":', value text) pairs and "}" (tables/changes.py)
            '{"type":"state","protocol":', str(P.PROTOCOL), ',"version":', str(self.version), ',"table":', dumps(self.id),
            ',"owner":', dumps(self.row.owner), ',"seat":', str(seat), ',"seats":', seats, ',"view":', view,
            ',"info":', info, ',"log":', cache.log(), ',"result":', cache.result(), ',"last":', dumps(list(last or [])),
            ',"timer":', timer, ',"rematch":', dumps(self.rematch), ',"commitment":', commit, ',"pace":', dumps(self.pace),
            ',"closed":', "true" if self.row.status == "closed" else "false",
            *((',"reveal":', reveal) if reveal is not None else ()), "}")

    def state_msg(self, seat: int, last: list[str] | None = None) -> dict[str, Any]:
        """:meth:`state_text` as a dict."""
        msg: dict[str, Any] = json.loads(self.state_text(seat, last))
        return msg

    async def broadcast(self, last: list[str] | None = None) -> None:
        self.arm_timer()
        """Queue the table's state for every client (each seat's view built once); never waits."""
        texts: dict[int, str] = {}
        batch = state_changes.Batch(self.version, self.log, lambda seat: self.state_parts(seat, last))  # issue 39 changes
        for c in list(self.conns):
            if c.closed:
                continue
            if c.seat < 0 and self.in_event and sealing(self.storage).check(self.id, c.user_id, True, False) is not None:
                c.drop("round sealed", 4403)  # issue 38, D1: a player taken off a sealed round's table
                continue
            if c.changes is not None:  # issue 39 changes: a patch from what this connection was sent last
                batch.post(c)
                continue
            text = texts.get(c.seat)
            if text is None:
                text = texts[c.seat] = batch.text(c.seat)  # issue 39 changes: the same text as a patch's state
            c.post(text)

    def online(self) -> frozenset[int]:
        here = frozenset(c.seat for c in self.conns if c.seat >= 0 and not c.closed)
        return here if self.cluster is None else here | self.cluster.online_elsewhere(self.id)

    def presence(self, before: frozenset[int], skip: Conn | None = None) -> None:
        """After a connect or disconnect: if a seat came online or went offline, tell the others
        with a small ``seats`` message (not the whole state); a spectator changes nothing."""
        if self.cluster is not None:
            self.cluster.announce(self)  # to the other processes
        if self.online() == before:
            return
        text = '{"type":"seats","version":' + str(self.version) + ',"seats":' + self.seats_text() + "}"
        for c in list(self.conns):
            if c is not skip:
                c.post(text)

    async def send_all(self, msg: dict[str, Any]) -> None:
        """Queue one message for every client of the table (never waits)."""
        text = dumps(msg)
        for c in list(self.conns):
            if not c.closed:
                c.post(text)

    # -- the turn timer: a player who does not move in time is replaced by a bot until they come back
    def arm_timer(self) -> None:
        st = self.st
        seat = st.turn
        on = (self.timer[0] > 0 and self.row.status == "playing" and st.phase not in ("hand_over", "match_over")
              and 0 <= seat < len(self.seats) and self.seats[seat].kind == "human" and seat not in self.away)
        key = (self.version, seat, self.timer[0]) if on else None
        if key == self.timer_key:
            return
        self.timer_key = key
        if self.timer_task is not None and not self.timer_task.done():
            self.timer_task.cancel()
        self.timer_task = None
        self.deadline = None
        if key is None:
            return
        self.deadline = time.time() + self.timer[0] * self.tables.timer_scale
        self.timer_task = asyncio.get_running_loop().create_task(self._expire(key))

    async def _expire(self, key: tuple[int, int, int]) -> None:
        await asyncio.sleep(self.timer[0] * self.tables.timer_scale)
        if self.timer_key != key or (self.cluster is not None and not self.cluster.owns(self)):
            return  # (in a cluster the table's owner runs its timer, a new owner from the start)
        self.stand_in(key[1], self.timer[1])
        await self.broadcast()
        self.kick()

    def stand_in(self, seat: int, level: str) -> None:
        """A bot plays ``seat`` for its absent player (who can reclaim it)."""
        self.away[seat] = make_seat_bot(level, self.row.seed, seat, salt="-away")
        self.timer_key = None
        try:  # stored: whichever process owns the table plays it, a new owner too (D8)
            set_away(self.storage, self.id, seat, level)
        except Exception as e:
            log.error("table %s: the stand-in for seat %d could not be stored (%s)", self.id, seat, _first_line(e))

    # -- moves
    async def _commit(self, seat: int, texts: list[str]) -> str | None:
        """Apply moves (all or none) for a seat; store them; return an error text or None.
        Called with the table lock held."""
        st = self.st.copy()
        done: list[tuple[int, str]] = []
        extra: list[dict[str, Any]] = []
        for text in texts:
            actor = st.turn
            try:
                m = parse_move(text)
            except MoveSyntaxError as e:
                raise _Reject("syntax", str(e), text, e) from None
            if (st.phase == "hand_over" and m.action == "deal" and self.bot_of(actor) is not None and seat >= 0
                    and not self.is_bot(seat)):
                seat_for_move = actor  # a human at the table deals for a bot
            elif actor != seat:
                raise _Reject("not_your_turn", "it is not your turn", text)
            else:
                seat_for_move = seat
            pile, held = len(st.pile), st.nhand[actor]
            try:
                st.apply(m)
            except IllegalMoveError as e:
                raise _Reject("illegal", str(e), text, e) from None
            done.append((seat_for_move, str(m)))
            extra.append({"pile": pile, "by": seat, "talon": talon_drawn(st, actor, str(m), held)})
        first = self.version + 1
        # committed before anyone is told; in a worker thread, so that the fsync of one table's
        # move does not stop every other table (the table's lock is still held). The last move of
        # a match and the table's "finished" are one transaction: a crash leaves both or neither.
        result = result_summary(st) if st.match_over else None
        by_bot = seat in self.away  # a stand-in (or the timer's bot) plays a person's seat: not rated (D17)
        occupant = occupant_of(self, seat)  # a person's seat: stored only while they sit there (D7)
        try:
            if self.writer is not None:  # SQLite: one writer thread, moves of several tables in one commit
                await self.writer.add_moves(self.id, first, done, result, by_bot, occupant)
            else:  # in a cluster, only under this process's lease (its epoch: D12)
                await asyncio.to_thread(self.storage.add_moves, self.id, first, done, result, None, by_bot,
                                        self.cluster.fence(self) if self.cluster is not None else None, occupant)
        except StorageError:
            if self.cluster is not None:  # another process stored this move: is this one still the owner?
                await self.cluster.conflict(self)
            raise
        except Exception as e:  # the database cannot be written (a full disk, a lost connection)
            raise StorageDown(_first_line(e)) from e
        hand = self.st.hand_no
        for i, (s, t) in enumerate(done):
            row = log_row(first + i, s, t, hand, extra[i]["pile"], extra[i]["talon"])
            if extra[i]["by"] != s:
                row["by"] = extra[i]["by"]  # a person at the table dealt for a bot
            self.log.append(row)
            if t == "deal":
                hand += 1
        self.st = st
        if st.match_over:
            self.row = dataclasses.replace(self.row, status="finished")
            for hook in self.tables.on_game_over:  # the club's ratings fold it (web/ratings.py, D18), off the loop
                asyncio.get_running_loop().run_in_executor(None, hook, self.id)
        if self.cluster is not None:
            self.cluster.moved(self, first)
        return None

    async def play(self, seat: int, version: int, texts: list[str]) -> None:
        """The pipeline of a seat's moves: the lease (forwarded to the process that holds the table),
        then under the table's lock the stale check, the occupant checks, apply and persist
        (:meth:`_commit`), then broadcast and the bots. A refusal raises :class:`_Reject`."""
        if self.cluster is not None and not self.cluster.owns(self) and await self.cluster.forward(self, seat, version, texts):
            return  # played by the process that owns the table
        async with self.lock:
            if version != self.version:
                raise _Reject("stale", f"the table has moved on (version {self.version}, you sent {version})",
                              version=self.version, sent=version)
            if self.row.status == "closed":
                raise _Reject("closed", "an organiser has closed this table: no more moves are played", key="table-closed")
            if seat < 0:
                raise _Reject("spectator", "spectators cannot move")
            if self.id in self.quarantined:
                raise _Reject("closed", "this table's stored moves do not replay: it is left still", key="table-quarantined")
            self.away.pop(seat, None)  # a player who moves is back
            try:
                await self._commit(seat, texts)
            except StorageDown as e:
                self.storage_failed(e, None)
                raise _Reject("storage", "your move could not be saved (the server's database cannot be written), "
                                         "so it was not played: try again in a moment", key="move-not-saved") from None
            except StorageError:  # stored already: a write thought failed was not
                await self.reload()
                raise
            self.storage_recovered()
        await self.broadcast([t for t in texts])
        self.kick()

    def preview(self, seat: int, version: int, texts: list[str]) -> dict[str, Any]:
        if version != self.version:
            raise _Reject("stale", f"the table has moved on (version {self.version}, you sent {version})",
                              version=self.version, sent=version)
        if seat < 0 or self.st.turn != seat:
            raise _Reject("not_your_turn", "it is not your turn")
        return preview_reply(self.st, seat, self.version, texts)

    # -- trouble: a dead end, a database that cannot be written
    def tell(self, code: str, message: str, **params: Any) -> None:
        """Tell every client at the table of a problem; a client that connects later is told too.
        The client says it in its player's language: ``server-<code>`` with ``params``."""
        msg = P.ErrorMsg(version=self.version, code=code, message=message,  # type: ignore[arg-type]
                         **_said(code, params)).model_dump()
        self.problems[self.id] = msg
        for c in list(self.conns):
            c.post(msg)

    def check_stuck(self) -> bool:
        """Whether the table is at a dead end: the match is not over and the seat to move has no
        legal move (an engine defect). The first time, it is logged as an error and the table is
        told, instead of waiting for ever."""
        st = self.st
        problem = self.problems.get(self.id)
        if st.phase == "match_over" or st.legal_move_list():
            if problem is not None and problem["code"] == "dead_end":
                del self.problems[self.id]
            return False
        if problem is None or problem["code"] != "dead_end":
            who = f"bot {self.seats[st.turn].level}" if self.is_bot(st.turn) else "player"
            log.error("table %s: dead end at move %d: seat %d (%s) has no legal move in phase %s (rules %s); "
                      "the game cannot go on", self.id, self.version, st.turn, who, st.phase, st.rules.preset)
            self.tell("dead_end", f"The game cannot go on: seat {st.turn + 1} has no legal move (phase "
                                     f"{st.phase}). This is a defect of the game engine; it has been logged.",
                      seat=st.turn + 1, phase=st.phase)
        return True

    def storage_failed(self, e: StorageDown, retry_in: float | None) -> None:
        first = self.problems.get(self.id, {}).get("code") != "storage"
        if first:
            log.error("table %s: cannot store move %d in %s: %s%s", self.id, self.version + 1, self.storage.where(), e,
                      f"; retrying every {retry_in:g} s at most" if retry_in else "")
            self.tell("storage", "The server cannot save moves right now (its database cannot be written). "
                                    "Nothing was lost; play goes on as soon as it can save again.")

    def storage_recovered(self) -> None:
        if self.problems.get(self.id, {}).get("code") == "storage":
            del self.problems[self.id]
            log.warning("table %s: the database can be written again; play goes on", self.id)

    async def reload(self) -> None:
        """Rebuild a live table from the database (after a write whose outcome is unknown)."""
        built = await asyncio.to_thread(self.tables._build, self.id)
        if built is not None:
            self.row, self.st, self.seats, self.log = built.row, built.st, built.seats, built.log

    # -- bots
    def kick(self) -> None:
        if self.id in self.quarantined:
            return  # its stored moves do not replay: no bot plays on it, no retry loop (D11)
        if self.check_stuck():
            return
        if self.cluster is not None and not self.cluster.owns(self):
            return  # another process runs this table's bots
        if self.bot_task is None or self.bot_task.done():
            self.bot_task = asyncio.get_running_loop().create_task(self._bots())

    def _bot_to_move(self) -> int:
        st = self.st
        if st.phase == "match_over" or self.row.status != "playing" or (self.cluster is not None and not self.cluster.owns(self)):
            return -1
        if st.phase == "hand_over" and self.has_humans():
            return -1  # the people at the table look at the score, then deal
        if self.pausable and not self.conns and time.monotonic() - self.watched_at > self.tables.unwatched_seconds:
            return -1  # bots only and no one watches: they wait until someone opens the table (D5)
        return st.turn if self.bot_of(st.turn) is not None else -1

    async def _bots(self) -> None:
        failures = 0
        while self._bot_to_move() >= 0:
            if failures:  # the database could not be written: try again a little later
                await asyncio.sleep(min(self.tables.RETRY_MAX, self.tables.retry_base * 2 ** (failures - 1)))
            elif self.tables.bot_delay > 0:
                await asyncio.sleep(self.tables.bot_delay * pace_factor(self.pace) * (0.6 + 0.8 * random.random()))
            async with self.lock:
                seat = self._bot_to_move()
                if seat < 0 or self.check_stuck():  # a dead end: logged and told, not waited on
                    break
                bot = self.bot_of(seat)
                assert bot is not None
                try:
                    decider = bot.at(self.version)
                    if isinstance(decider, RandomBot):  # a choice among the legal moves: no view, no thread (issue 41)
                        move = decider.choose_from(self.st.legal_move_list())
                        bot.took(0.0, inline=True)  # (microseconds: not timed, the CPU clock's system call costs more)
                    elif bot.inline:
                        t0 = time.thread_time()
                        move = decider.choose(self.st.view(seat))
                        bot.took(time.thread_time() - t0, inline=True)
                    else:
                        move, cpu = await asyncio.to_thread(_timed, decider.choose, self.st.view(seat))
                        bot.took(cpu, inline=False)
                    text = str(move)
                    if not self.st.is_legal(parse_move(text)):
                        raise ValueError(f"illegal move {text!r}")
                except Exception as e:  # a faulty bot must not stop the table
                    log.error("table %s: bot %s at seat %d failed (%s); playing a random legal move",
                              self.id, getattr(bot, "name", "?"), seat, e)
                    text = str(random.Random(bot_seed(self.row.seed, seat, self.version, "-fallback")).choice(self.st.legal_move_list()))
                try:
                    await self._commit(seat, [text])
                except StorageDown as e:
                    failures += 1
                    self.storage_failed(e, self.tables.RETRY_MAX)
                    continue
                except StorageError as e:  # the move is stored already: a write thought failed was not
                    log.error("table %s: bot move %r: %s; the table is read again from the database", self.id, text, e)
                    await self.reload()
                    failures = 0
                    await self.broadcast()
                    continue
                except _Reject as e:
                    log.error("table %s: bot move %r refused: %s", self.id, text, e)
                    break
                if failures:
                    failures = 0
                    self.storage_recovered()
            await self.broadcast([text])
            self.check_stuck()
