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
import json
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Header, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from .. import bots as bots_mod
from ..cards import BLACK3, IS_WILD, KIND, face_text
from ..errors import CanastaError, IllegalMoveError, MoveSyntaxError
from ..fairness import commitment, fairness_meta, new_salt
from ..fairness import verify as fair_verify
from ..moves import parse_move
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
from . import i18n_routes
from . import protocol as P
from .club import routes as club_routes
from .events import routes as event_routes
from .limits import BodyLimit, Guard, Limits, new_seed
from .limits import error as limit_error
from .members import routes as member_routes
from .storage import Seat, Storage, StorageError, TableRow

log = logging.getLogger("canasta.web")
STATIC = Path(__file__).parent / "static"
Send = Callable[[dict[str, Any]], Awaitable[None]]


def bot_names() -> list[str]:
    return list(dict.fromkeys(list(bots_mod.BOTS) + list(bots_mod.LEVELS)))


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
                      "progress": progress, "frozen": st.frozen_for(s)})
    top = st.pile[-1] if st.pile else None
    reasons: list[str] = []
    if st.pile_frozen:
        reasons.append("frozen_wild" if any(IS_WILD[KIND[c]] for c in st.pile) else "frozen")
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
        "asker": st.asker if st.phase == "answer" else -1,
    }


@dataclass
class Conn:
    send: Send
    seat: int
    user_id: int | None


@dataclass
class Game:
    """One live table."""

    row: TableRow
    st: State
    seats: list[Seat]
    log: list[dict[str, Any]]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: list[Conn] = field(default_factory=list)
    bots: dict[int, bots_mod.Bot] = field(default_factory=dict)
    bot_task: asyncio.Task[None] | None = None

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def version(self) -> int:
        return len(self.log)

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "bot"

    def has_humans(self) -> bool:
        return any(s.kind == "human" for s in self.seats)

    def seat_of(self, user_id: int | None) -> int:
        if user_id is None:
            return -1
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return -1


def make_seat_bot(level: str | None, table_seed: int, seat: int) -> bots_mod.Bot:
    """The bot of a seat; a level that is no longer installed plays random legal moves (logged)."""
    seed = (table_seed * 7919 + seat) % (2**31)
    try:
        return bots_mod.make_bot(level or "random", seed)
    except ValueError as e:
        log.error("seat %d: %s; a random bot plays instead", seat, e)
        return bots_mod.RandomBot(seed)


class Hub:
    """All live tables, the storage and the bots."""

    def __init__(self, storage: Storage, bot_delay: float = 0.8) -> None:
        self.storage = storage
        self.bot_delay = bot_delay
        self.games: dict[str, Game] = {}

    # -- loading
    def load(self, tid: str) -> Game | None:
        g = self.games.get(tid)
        if g is not None:
            return g
        row = self.storage.table(tid)
        if row is None:
            return None
        st = new_game(RuleSet.from_dict(row.rules), seed=row.seed)
        logrows = []
        for i, (seat, text) in enumerate(self.storage.moves(tid), 1):
            hand = st.hand_no
            try:
                st.apply(parse_move(text))
            except CanastaError as e:  # a stored game that no longer replays: report, keep what replays
                log.error("table %s: stored move %d (%r) does not replay: %s", tid, i, text, e)
                break
            logrows.append({"n": i, "seat": seat, "move": text, "hand": hand})
        if row.status == "playing" and st.match_over:
            # left by a server that stored a match's last move and the table's end in two
            # transactions and was killed between them
            self.storage.finish_table(tid, result_summary(st))
            row = dataclasses.replace(row, status="finished")
        g = Game(row, st, self.storage.seats(tid), logrows)
        if row.status == "playing":
            for s in g.seats:
                if s.kind == "bot":
                    g.bots[s.seat] = make_seat_bot(s.level, row.seed, s.seat)
        self.games[tid] = g
        return g

    async def resume_all(self) -> None:
        for row in self.storage.tables("playing", limit=10000):
            g = self.load(row.id)
            if g is not None:
                self.kick(g)

    def refresh_seats(self, g: Game) -> None:
        g.seats = self.storage.seats(g.id)

    # -- messages
    def seat_infos(self, g: Game) -> list[P.SeatInfo]:
        online = {c.seat for c in g.conns}
        out = []
        for s in g.seats:
            if s.kind == "bot":
                out.append(P.SeatInfo(seat=s.seat, kind="bot", name=f"bot:{s.level}", level=s.level, taken=True,
                                      online=True))
            else:
                out.append(P.SeatInfo(seat=s.seat, kind="human", name=s.user_name or "", taken=s.user_id is not None,
                                      online=s.seat in online))
        return out

    def state_msg(self, g: Game, seat: int, last: list[str] | None = None) -> dict[str, Any]:
        st = g.st
        view = public_view(st, seat)
        info = table_info(st, seat)
        info["can_deal"] = (st.phase == "hand_over" and seat >= 0 and not g.is_bot(seat)
                            and (st.turn == seat or g.is_bot(st.turn)))
        if info["can_deal"] and st.turn != seat:
            view["legal_moves"] = ["deal"]
        result = st.result.to_dict() if st.result is not None and st.hand_over else None
        # the fields of P.StateMsg, built as a plain dict: pydantic's model_dump of the log and the
        # view took most of the time of every move under load (docs/reliability.md)
        return {"type": "state", "protocol": P.PROTOCOL, "version": g.version, "table": g.id, "owner": g.row.owner,
                "seat": seat, "seats": [s.model_dump() for s in self.seat_infos(g)], "view": view, "info": info,
                "log": g.log[-400:], "result": result, "last": list(last or []),
                "commitment": commitment(g.row.seed, g.row.salt) if g.row.salt else None}

    async def broadcast(self, g: Game, last: list[str] | None = None) -> None:
        for c in list(g.conns):
            try:
                await c.send(self.state_msg(g, c.seat, last))
            except Exception:  # a dead socket: forget it
                with contextlib.suppress(ValueError):
                    g.conns.remove(c)

    # -- moves
    async def _commit(self, g: Game, seat: int, texts: list[str]) -> str | None:
        """Apply moves (all or none) for a seat; store them; return an error text or None.
        Called with the table lock held."""
        st = g.st.copy()
        done: list[tuple[int, str]] = []
        for text in texts:
            actor = st.turn
            try:
                m = parse_move(text)
            except MoveSyntaxError as e:
                raise _Reject("syntax", str(e), text) from None
            if st.phase == "hand_over" and m.action == "deal" and g.is_bot(actor) and seat >= 0 and not g.is_bot(seat):
                seat_for_move = actor  # a human at the table deals for a bot
            elif actor != seat:
                raise _Reject("not_your_turn", "it is not your turn", text)
            else:
                seat_for_move = seat
            try:
                st.apply(m)
            except IllegalMoveError as e:
                raise _Reject("illegal", str(e), text) from None
            done.append((seat_for_move, str(m)))
        first = g.version + 1
        # committed before anyone is told; in a worker thread, so that the fsync of one table's
        # move does not stop every other table (the table's lock is still held). The last move of
        # a match and the table's "finished" are one transaction: a crash leaves both or neither.
        result = result_summary(st) if st.match_over else None
        await asyncio.to_thread(self.storage.add_moves, g.id, first, done, result)
        hand = g.st.hand_no
        for i, (s, t) in enumerate(done):
            g.log.append({"n": first + i, "seat": s, "move": t, "hand": hand})
            if t == "deal":
                hand += 1
        g.st = st
        if st.match_over:
            g.row = dataclasses.replace(g.row, status="finished")
        return None

    async def play(self, g: Game, seat: int, version: int, texts: list[str]) -> None:
        async with g.lock:
            if version != g.version:
                raise _Reject("stale", f"the table has moved on (version {g.version}, you sent {version})")
            if seat < 0:
                raise _Reject("spectator", "spectators cannot move")
            await self._commit(g, seat, texts)
        await self.broadcast(g, [t for t in texts])
        self.kick(g)

    def preview(self, g: Game, seat: int, version: int, texts: list[str]) -> dict[str, Any]:
        if version != g.version:
            raise _Reject("stale", f"the table has moved on (version {g.version}, you sent {version})")
        if seat < 0 or g.st.turn != seat:
            raise _Reject("not_your_turn", "it is not your turn")
        st = g.st.copy()
        for text in texts:
            try:
                m = parse_move(text)
            except MoveSyntaxError as e:
                raise _Reject("syntax", str(e), text) from None
            if m.action not in ("meld", "add"):
                raise _Reject("bad_message", "only meld and add moves can be staged", text)
            try:
                st.apply(m)
            except IllegalMoveError as e:
                raise _Reject("illegal", str(e), text) from None
        return P.PreviewReply(version=g.version, moves=texts, view=public_view(st, seat),
                              info=table_info(st, seat)).model_dump()

    # -- bots
    def kick(self, g: Game) -> None:
        if g.bot_task is None or g.bot_task.done():
            g.bot_task = asyncio.get_running_loop().create_task(self._bots(g))

    def _bot_to_move(self, g: Game) -> int:
        st = g.st
        if st.phase == "match_over":
            return -1
        if st.phase == "hand_over" and g.has_humans():
            return -1  # the people at the table look at the score, then deal
        return st.turn if g.is_bot(st.turn) and st.turn in g.bots else -1

    async def _bots(self, g: Game) -> None:
        while self._bot_to_move(g) >= 0:
            if self.bot_delay > 0:
                await asyncio.sleep(self.bot_delay * (0.6 + 0.8 * random.random()))
            async with g.lock:
                seat = self._bot_to_move(g)
                if seat < 0:
                    break
                view = g.st.view(seat)
                bot = g.bots[seat]
                if not view.legal_moves:  # an engine dead end: nothing can be played
                    log.error("table %s: seat %d has no legal move in phase %s", g.id, seat, g.st.phase)
                    break
                try:
                    move = await asyncio.to_thread(bot.choose, view)
                    text = str(move)
                    if not g.st.is_legal(parse_move(text)):
                        raise ValueError(f"illegal move {text!r}")
                except Exception as e:  # a faulty bot must not stop the table
                    log.error("table %s: bot %s at seat %d failed (%s); playing a random legal move",
                              g.id, getattr(bot, "name", "?"), seat, e)
                    text = str(random.choice(view.legal_moves))
                try:
                    await self._commit(g, seat, [text])
                except (_Reject, StorageError) as e:
                    log.error("table %s: bot move %r refused: %s", g.id, text, e)
                    break
            await self.broadcast(g, [text])


class _Reject(Exception):
    def __init__(self, code: str, message: str, move: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.move = move


# ---------------------------------------------------------------------------- the app

def create_app(database_url: str, bot_delay: float = 0.8, allow_client_seed: bool = False,
               admin: str | None = None) -> FastAPI:
    """The web app. ``allow_client_seed`` lets a request choose the deal's seed: for tests only, since
    whoever knows the seed knows every card (the server draws 63 random bits otherwise)."""
    storage = Storage(database_url)
    hub = Hub(storage, bot_delay)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> Any:
        await hub.resume_all()
        yield
        for g in hub.games.values():
            if g.bot_task is not None:
                g.bot_task.cancel()
        storage.close()

    app = FastAPI(title="Canasta", version=str(P.PROTOCOL), lifespan=lifespan)
    app.state.hub = hub
    guard = app.state.guard = Guard(Limits.from_env())
    members = member_routes(app, storage, admin)  # sign-in, members, the organiser's tools (web/members.py)
    app.add_middleware(BodyLimit, guard=guard)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_req: Request, exc: StarletteHTTPException) -> JSONResponse:
        return JSONResponse({"error": str(exc.detail)}, status_code=exc.status_code)

    @app.exception_handler(Exception)
    async def any_error(_req: Request, exc: Exception) -> JSONResponse:
        log.error("unexpected error: %s", exc, exc_info=exc)
        return JSONResponse({"error": f"internal error: {type(exc).__name__}"}, status_code=500)

    @app.exception_handler(ValidationError)
    async def validation_error(_req: Request, exc: ValidationError) -> JSONResponse:
        return JSONResponse({"error": _one_line(exc)}, status_code=422)

    from fastapi.exceptions import RequestValidationError

    @app.exception_handler(RequestValidationError)
    async def request_error(_req: Request, exc: RequestValidationError) -> JSONResponse:
        errs = exc.errors()
        e = errs[0] if errs else {"loc": (), "msg": "invalid request"}
        where = ".".join(str(x) for x in e.get("loc", ()) if x != "body")
        return JSONResponse({"error": f"{where}: {e.get('msg')}" if where else str(e.get("msg"))}, status_code=422)

    def user_of(token: str | None) -> Any:
        u = storage.user_by_token(token)
        if u is None:
            raise HTTPException(401, "unknown player: create a player first")
        return u

    def summary(row: TableRow) -> dict[str, Any]:
        g = hub.games.get(row.id)
        seats_ = hub.seat_infos(g) if g else [P.SeatInfo(seat=s.seat, kind=s.kind, name=(s.user_name or "") if s.kind == "human" else f"bot:{s.level}",  # type: ignore[arg-type]
                                                         level=s.level, taken=s.kind == "bot" or s.user_id is not None)
                                              for s in storage.seats(row.id)]
        d: dict[str, Any] = {"id": row.id, "preset": row.preset, "players": row.players, "status": row.status,
                             "partnership": row.rules.get("partnership"), "target": row.rules.get("target"),
                             "overrides": row.overrides, "created": row.created, "finished": row.finished,
                             "result": row.result, "seats": [s.model_dump() for s in seats_],
                             "open_seats": [s.seat for s in seats_ if not s.taken]}
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

    @app.get("/api/meta")
    def meta() -> dict[str, Any]:
        return {"protocol": P.PROTOCOL, "presets": {p: list(preset_players(p)) for p in PRESET_NAMES},
                "structures": sides_for,
                "partnerships": list(PARTNERSHIPS), "bots": bot_names(),
                "levels": list(bots_mod.LEVELS) or list(bots_mod.BOTS),
                "rules": [{"name": f, "help": help_text(f)} for f in FIELD_NAMES if f not in ("preset", "players")]}

    @app.get("/api/rules/{preset}/{players}")
    def rules_of(preset: str, players: int, partnership: str | None = None) -> dict[str, Any]:
        try:
            rs = make_rules(preset, players, {"partnership": partnership} if partnership else None)
        except RuleError as e:
            raise HTTPException(400, str(e)) from None
        return rs.to_dict()

    @app.post("/api/users")
    def new_user(body: P.NewUser) -> dict[str, Any]:
        name = body.name.strip()
        if not name:
            raise HTTPException(422, "name: a name cannot be blank")
        member = members.name_taken(name)
        if member is not None:
            raise HTTPException(409, f"name: {member!r} is a member's name: sign in as {member}, or choose another")
        u = storage.create_user(name)
        return {"id": u.id, "name": u.name, "token": u.token}

    @app.get("/api/me")
    def me(x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        return {"id": u.id, "name": u.name}

    @app.get("/api/tables")
    def list_tables(status: str | None = None) -> list[dict[str, Any]]:
        if status not in (None, "playing", "finished", "imported"):
            raise HTTPException(400, "status must be playing, finished or imported")
        return [summary(r) for r in storage.tables(status)]

    @app.post("/api/tables")
    async def create_table(body: P.NewTable, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        ov: dict[str, str] = {}
        for k, v in body.rules.items():
            k = k.strip()
            if k in ("players", "preset"):
                raise HTTPException(400, f"choose {k} with its own field, not as a house rule")
            ov[k] = str(v).strip()
        if body.partnership:
            ov["partnership"] = body.partnership
        if body.target is not None:
            ov["target"] = str(body.target)
        try:
            rs = make_rules(body.preset, body.players, ov)
        except RuleError as e:
            raise HTTPException(400, str(e)) from None
        specs: list[tuple[str, str | None]] = []
        names = bot_names()
        for i in range(rs.players):
            sp = body.seats[i] if i < len(body.seats) else P.SeatSpec(kind="bot" if i else "human",
                                                                        level=None if not i else names[0])
            if sp.kind == "bot":
                level = sp.level or names[0]
                if level not in names:
                    raise HTTPException(400, f"seat {i}: unknown bot level {level!r}; valid: {', '.join(names)}")
                specs.append(("bot", level))
            else:
                specs.append(("human", None))
        if len(body.seats) > rs.players:
            raise HTTPException(400, f"{len(body.seats)} seats given for {rs.players} players")
        seed = body.seed if (body.seed is not None and allow_client_seed) else new_seed()
        tid = storage.create_table(body.preset, rs.players, rs.to_dict(), ov, seed, specs, u.id, salt=new_salt())
        if body.sit is not None and 0 <= body.sit < rs.players and specs[body.sit][0] == "human":
            storage.take_seat(tid, body.sit, u.id)
        g = hub.load(tid)
        assert g is not None
        hub.kick(g)
        return summary(g.row)

    @app.get("/api/tables/{tid}")
    def get_table(tid: str) -> dict[str, Any]:
        row = storage.table(tid)
        if row is None:
            raise HTTPException(404, f"no table {tid!r}")
        return summary(row)

    @app.get("/api/tables/{tid}/log")
    def get_log(tid: str) -> list[dict[str, Any]]:
        """Every move of the game so far: move texts carry no hidden card, so anyone may read them."""
        g = hub.load(tid)
        if g is None:
            raise HTTPException(404, f"no table {tid!r}")
        return list(g.log)

    @app.post("/api/tables/{tid}/sit/{seat}")
    async def sit(tid: str, seat: int, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        g = hub.load(tid)
        if g is None:
            raise HTTPException(404, f"no table {tid!r}")
        if g.row.status != "playing":
            raise HTTPException(409, "the game is over")
        already = g.seat_of(u.id)
        if already >= 0:
            return {"seat": already}
        if not 0 <= seat < len(g.seats):
            raise HTTPException(400, f"seat must be 0 to {len(g.seats) - 1}")
        try:
            storage.take_seat(tid, seat, u.id)
        except StorageError as e:
            raise HTTPException(409, str(e)) from None
        hub.refresh_seats(g)
        await hub.broadcast(g)
        return {"seat": seat}

    @app.post("/api/tables/{tid}/bot/{seat}")
    async def seat_a_bot(tid: str, seat: int, level: str | None = None,
                         x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """The table's creator gives a free human seat to a bot (a friend did not come)."""
        u = user_of(x_token)
        g = hub.load(tid)
        if g is None:
            raise HTTPException(404, f"no table {tid!r}")
        if g.row.owner != u.id:
            raise HTTPException(403, "only the player who created the table may seat a bot")
        names = bot_names()
        level = level or names[0]
        if level not in names:
            raise HTTPException(400, f"unknown bot level {level!r}; valid: {', '.join(names)}")
        async with g.lock:
            try:
                storage.seat_bot(tid, seat, level)
            except StorageError as e:
                raise HTTPException(409, str(e)) from None
            hub.refresh_seats(g)
            g.bots[seat] = make_seat_bot(level, g.row.seed, seat)
        await hub.broadcast(g)
        hub.kick(g)
        return {"seat": seat, "level": level}

    def finished_row(tid: str) -> TableRow:
        row = storage.table(tid)
        if row is None:
            raise HTTPException(404, f"no table {tid!r}")
        if row.status == "playing":
            raise HTTPException(403, "the record of a game in progress is hidden until it ends (it would show every card)")
        return row

    def record_of(row: TableRow) -> tuple[Record, State]:
        seats_ = storage.seats(row.id)
        rec = Record(RuleSet.from_dict(row.rules), row.seed, [t for _, t in storage.moves(row.id)],
                     [(s.user_name or "?") if s.kind == "human" else f"bot:{s.level}" for s in seats_],
                     {"fairness": fairness_meta(row.seed, row.salt)} if row.salt else {})
        st = rec.start()
        for t in rec.moves:
            st.apply(t)
        return rec, st

    @app.get("/api/tables/{tid}/record")
    def get_record(tid: str) -> dict[str, Any]:
        rec, st = record_of(finished_row(tid))
        return rec.to_dict(st)

    @app.get("/api/tables/{tid}/verify")
    def verify_deals(tid: str, commitment: str | None = None) -> dict[str, Any]:
        """The fair-deal check of a finished game (canasta.fairness.verify), as ``canasta verify``
        gives it from the exported record; ``commitment`` is the one the player saw at the table."""
        if commitment is not None and len(commitment) > 128:
            raise HTTPException(400, "commitment: at most 128 characters")
        rec, st = record_of(finished_row(tid))
        v = fair_verify(rec.to_dict(st), commitment)
        return {"ok": v.ok, "problems": v.problems, "commitment": v.commitment, "moves": v.moves,
                "deals": [d.to_dict() for d in v.deals]}

    @app.get("/api/tables/{tid}/replay")
    def get_replay(tid: str, step: int = 0) -> dict[str, Any]:
        from ..position import position_dict

        row = finished_row(tid)
        moves_ = storage.moves(row.id)
        if not 0 <= step <= len(moves_):
            raise HTTPException(400, f"step must be 0 to {len(moves_)}")
        st = new_game(RuleSet.from_dict(row.rules), seed=row.seed)
        for _, t in moves_[:step]:
            st.apply(t)
        pos = position_dict(st)
        return {"step": step, "steps": len(moves_), "moves": [{"seat": s, "move": t} for s, t in moves_],
                "position": pos, "info": table_info(st, -1),
                "result": st.result.to_dict() if st.result is not None and st.hand_over else None,
                "seats": [s.model_dump() for s in hub.seat_infos(Game(row, st, storage.seats(tid), []))]}

    @app.post("/api/records")
    async def import_record(request: Request, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        try:
            data = json.loads(await request.body())
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise HTTPException(400, f"not valid JSON: {e}") from None
        try:
            rec = record_from_dict(data)
            st = rec.start()
            for i, t in enumerate(rec.moves, 1):
                try:
                    st.apply(parse_move(t))
                except CanastaError as e:
                    raise HTTPException(400, f"move {i} ({t!r}): {e}") from None
        except CanastaError as e:
            raise HTTPException(400, str(e)) from None
        if not -(2**63) <= rec.seed < 2**63:
            raise HTTPException(400, "seed: must be a 64-bit integer")
        rs = rec.rules
        seat_of_move = []
        st2 = rec.start()
        for t in rec.moves:
            seat_of_move.append(st2.turn)
            st2.apply(t)
        tid = storage.import_table(rs.preset, rs.players, rs.to_dict(), rec.seed, [("bot", "imported")] * rs.players,
                                   u.id, list(zip(seat_of_move, [str(parse_move(t)) for t in rec.moves])),
                                   result_summary(st))
        return {"id": tid, "moves": len(rec.moves)}

    @app.websocket("/ws/{tid}")
    async def ws(websocket: WebSocket, tid: str, token: str | None = None) -> None:
        await websocket.accept()
        addr = websocket.client.host if websocket.client else "?"
        if not guard.open_socket(addr):
            await websocket.close(1013, "too many connections from one address")
            return
        try:
            await serve_socket(websocket, tid, token)
        finally:
            guard.close_socket(addr)

    async def serve_socket(websocket: WebSocket, tid: str, token: str | None) -> None:
        g = hub.load(tid)
        if g is None:
            await websocket.send_json(P.ErrorMsg(version=0, code="bad_message", message=f"no table {tid!r}").model_dump())
            await websocket.close()
            return
        u = storage.user_by_token(token)
        conn = Conn(websocket.send_json, g.seat_of(u.id if u else None), u.id if u else None)
        g.conns.append(conn)
        await hub.broadcast(g)
        limit = guard.conn()
        try:
            while True:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                raw = frame.get("text")
                refusal = limit.check(raw if raw is not None else frame.get("bytes") or b"", g.version)
                if refusal is None and raw is None:
                    refusal = limit_error(g.version, "bad_message", "binary frames are not accepted: send one JSON "
                                                                    "object as text")
                if refusal is None and raw is not None:
                    await handle(g, conn, raw)
                elif limit.abusive:
                    await websocket.close(1008, "too many refused messages")
                    break
                elif refusal is not None:
                    await conn.send(refusal)
        except WebSocketDisconnect:
            pass
        finally:
            with contextlib.suppress(ValueError):
                g.conns.remove(conn)
            with contextlib.suppress(Exception):
                await hub.broadcast(g)
            if g.st.match_over and not g.conns and hub.games.get(g.id) is g:
                del hub.games[g.id]  # a finished game no one watches: its record is in the database

    async def on_move(g: Game, conn: Conn, msg: Any) -> None:
        await hub.play(g, conn.seat, msg.version, list(msg.moves))

    async def on_preview(g: Game, conn: Conn, msg: Any) -> None:
        await conn.send(hub.preview(g, conn.seat, msg.version, list(msg.moves)))

    async def on_explain(g: Game, conn: Conn, msg: Any) -> None:
        try:
            m = parse_move(msg.move)
        except MoveSyntaxError as e:
            raise _Reject("syntax", str(e), msg.move) from None
        if conn.seat < 0 or g.st.turn != conn.seat:
            raise _Reject("not_your_turn", "it is not your turn", msg.move)
        reason = g.st.explain(m)
        await conn.send(P.ExplainReply(version=g.version, move=str(m), legal=not reason, reason=reason).model_dump())

    async def on_resync(g: Game, conn: Conn, _msg: Any) -> None:
        conn.seat = g.seat_of(conn.user_id)
        await conn.send(hub.state_msg(g, conn.seat))

    async def on_ping(g: Game, conn: Conn, _msg: Any) -> None:
        await conn.send(P.PongMsg(version=g.version).model_dump())

    handlers: dict[str, Callable[[Game, Conn, Any], Awaitable[None]]] = {
        "move": on_move, "preview": on_preview, "explain": on_explain, "resync": on_resync, "ping": on_ping,
    }

    async def handle(g: Game, conn: Conn, raw: str) -> None:
        try:
            msg = P.CLIENT_MSG.validate_json(raw)
        except ValidationError as e:
            await conn.send(P.ErrorMsg(version=g.version, code="bad_message", message=_one_line(e)).model_dump())
            return
        conn.seat = g.seat_of(conn.user_id)  # the seat may have been taken since connecting
        try:
            await handlers[msg.type](g, conn, msg)
        except _Reject as r:
            await conn.send(P.ErrorMsg(version=g.version, code=r.code, message=r.message,  # type: ignore[arg-type]
                                       move=r.move).model_dump())
            if r.code in ("stale", "not_your_turn"):
                await conn.send(hub.state_msg(g, conn.seat))
        except StorageError as e:
            await conn.send(P.ErrorMsg(version=g.version, code="stale", message=str(e)).model_dump())
            await conn.send(hub.state_msg(g, conn.seat))
        except (WebSocketDisconnect, asyncio.CancelledError):
            raise
        except Exception as e:  # a bug of ours: say so in one line, keep the connection
            log.exception("table %s: message %r failed", g.id, raw[:200])
            await conn.send(P.ErrorMsg(version=g.version, code="server",
                                       message=f"internal error: {type(e).__name__}").model_dump())

    i18n_routes.add_routes(app)

    @app.get("/")
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    club_routes(app, storage)  # leaderboard and player pages (web/club.py)
    event_routes(app, storage, hub, members)  # club nights with duplicate deals (web/events.py)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


def _one_line(e: ValidationError) -> str:
    errs = e.errors()
    if not errs:
        return "invalid message"
    x = errs[0]
    where = ".".join(str(p) for p in x.get("loc", ()))
    return f"{where}: {x.get('msg')}" if where else str(x.get("msg"))
