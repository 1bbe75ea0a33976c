"""The game server's app: a thin FastAPI app that builds the shared services and mounts the areas'
routers (docs/architecture.md, "The web layer").

The server is authoritative: each table in play has one owner (tables/owner.py) that holds its
:class:`~canasta.state.State`, checks every move with the engine, stores it (committed) and only
then tells the clients, each of whom gets only its own seat's view (a spectator gets the view of
seat -1). A restarted server rebuilds every unfinished table from its rule set, seed and stored
moves (tables/registry.py).

The areas: ``tables/`` (lobby, table, socket, history, replays, records), ``club/`` (members,
accounts, ratings, leaderboard), ``events/`` (club nights, sealing), ``admin/`` (organiser,
backups). Only the CLI imports this module.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from . import gctune, i18n_routes
from . import protocol as P
from . import refusals as R
from .admin import organiser
from .club import leaderboard
from .club.members import routes as member_routes
from .events import nights
from .headers import install as install_headers
from .limits import BodyLimit, Guard, Limits
from .storage import Storage
from .tables import history, lobby, pace, seats, socket
from .tables.chatguard import ChatGuard
from .tables.context import Ctx
from .tables.owner import first_line
from .tables.registry import Tables
from .tables.replays import ReplayCache
from .validation import loc_text, one_line

log = logging.getLogger("canasta.web")
STATIC = Path(__file__).parent / "static"


def create_app(database_url: str, bot_delay: float = 0.8, allow_client_seed: bool = False,
               admin: str | None = None, tune_gc: bool = False) -> FastAPI:
    """The web app. ``allow_client_seed`` lets a request choose the deal's seed: for tests only, since
    whoever knows the seed knows every card (the server draws 63 random bits otherwise)."""
    storage = Storage(database_url)
    tables = Tables(storage, bot_delay)
    if storage.engine.dialect.name == "postgresql":
        from .cluster import Cluster

        tables.cluster = Cluster(tables)
    guard = Guard(Limits.from_env())
    tables.unwatched_seconds = guard.limits.unwatched_bots_seconds

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> Any:
        if tables.cluster is not None:
            await tables.cluster.start()  # takes this process's share of the tables in play
        else:
            await tables.resume_all()
        gc_stats = gctune.started(tune_gc)  # the collector, once the tables are resumed (issue 41)
        expiry = asyncio.create_task(_expire_loop(tables, guard))
        yield
        expiry.cancel()
        gctune.stopped(gc_stats)
        if tables.cluster is not None:
            await tables.cluster.stop()
        for g in tables.games.values():
            if g.bot_task is not None:
                g.bot_task.cancel()
        tables.close()
        storage.close()

    app = FastAPI(title="Canasta", version=str(P.PROTOCOL), lifespan=lifespan)
    app.state.tables = tables
    app.state.guard = guard
    replays = app.state.replays = ReplayCache(guard.limits.replay_cache_moves, guard.limits.addr_replay_rate,
                                              guard.limits.addr_replay_burst)  # finished tables, replayed once (D3)
    members = member_routes(app, storage, admin)  # sign-in, members, the organiser's tools (club/members.py)
    app.add_middleware(BodyLimit, guard=guard)
    install_headers(app)  # security headers, ETags, gzip (D29, newcomer audit 27)
    _error_handlers(app)
    ctx = Ctx(storage, tables, guard, replays, ChatGuard(guard.limits), members, allow_client_seed)
    for area in (lobby, seats, history, socket):  # the tables area (tables/)
        app.include_router(area.router(ctx))
    i18n_routes.add_routes(app, storage)

    @app.get("/")
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    club_router, club = leaderboard.router(storage)  # leaderboard and player pages (club/leaderboard.py)
    app.include_router(club_router)
    tables.on_game_over.append(club.game_over)
    app.include_router(nights.router(storage, tables, members)[0])  # club nights with duplicate deals (events/)
    app.include_router(organiser.router(storage, tables, members))  # closing tables, taking players off seats (admin/)
    app.include_router(pace.router(tables, ctx.user_of))  # the bots' pace at a table (tables/pace.py, issue 40)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


async def _expire_loop(tables: Tables, guard: Guard) -> None:
    every = min(60.0, max(1.0, guard.limits.bot_table_expiry_seconds / 4))
    while True:
        await asyncio.sleep(every)
        try:
            await tables.expire_unwatched(guard.limits.bot_table_expiry_seconds)
        except Exception as e:  # a database that cannot be written now: the next round tries again
            log.warning("closing unwatched tables failed: %s", first_line(e))


def _wants_a_page(req: Request) -> bool:
    """A browser's navigation to a page (GET or HEAD, HTML accepted), not a call of the API."""
    path = req.url.path
    return (req.method in ("GET", "HEAD") and "text/html" in req.headers.get("accept", "")
            and not path.startswith(("/api/", "/ws/", "/static/")))


def _error_handlers(app: FastAPI) -> None:
    """Every refusal as JSON with a code, its params and the text in the request's language; to a
    browser that opened a page (:func:`_wants_a_page`), the same text on a page of the app."""

    def lang_of(req: Request) -> str:
        return R.lang_of(req.query_params.get("lang"), req.headers.get("accept-language"))

    def answer(req: Request, body: dict[str, Any], status: int,
               headers: Mapping[str, str] | None = None) -> JSONResponse | HTMLResponse:
        if not _wants_a_page(req):
            return JSONResponse(body, status_code=status, headers=headers)
        from ..i18n import tr
        from .pages import render

        lang = lang_of(req)
        if body.get("code") == "not-found":  # no such page: a mistyped or old address
            html = render("missing.html", lang, title=tr(lang, "page-missing-title"), path=req.url.path[:200],
                          message=None)
        else:  # a page that cannot be shown: what the API would say, on a page
            html = render("missing.html", lang, title=tr(lang, "page-error-title"), path="",
                          message=str(body.get("error", "")))
        return HTMLResponse(html, status_code=status, headers=headers)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(req: Request, exc: StarletteHTTPException) -> JSONResponse | HTMLResponse:
        if exc.status_code == 400 and exc.detail == "There was an error parsing the body":  # FastAPI's json.loads
            exc = R.Refusal(400, "body-unreadable", "the request's body could not be read: not valid JSON, or a "
                                                    "number of more than 4,300 digits")  # (D29)
        if isinstance(exc, R.Refusal):  # a code, its params, the text in the request's language
            return answer(req, exc.body(lang_of(req)), exc.status_code, exc.headers)
        code = {404: "not-found", 405: "method-not-allowed"}.get(exc.status_code, "http")
        return answer(req, {"error": R.say(lang_of(req), code, str(exc.detail), {"status": exc.status_code}),
                            "code": code, "params": {"status": exc.status_code}}, exc.status_code, exc.headers)

    @app.exception_handler(Exception)
    async def any_error(req: Request, exc: Exception) -> JSONResponse | HTMLResponse:
        log.error("unexpected error: %s", exc, exc_info=exc)
        name = type(exc).__name__
        return answer(req, {"error": R.say(lang_of(req), "internal", f"internal error: {name}", {"name": name}),
                            "code": "internal", "params": {"name": name}}, 500)

    @app.exception_handler(ValidationError)
    async def validation_error(req: Request, exc: ValidationError) -> JSONResponse | HTMLResponse:
        errs = exc.errors()
        return answer(req, R.validation_body(lang_of(req), one_line(exc), loc_text(errs[0].get("loc", ())) if errs else "",
                                             errs[0] if errs else {}), 422)

    @app.exception_handler(RequestValidationError)
    async def request_error(req: Request, exc: RequestValidationError) -> JSONResponse | HTMLResponse:
        errs = exc.errors()
        e = errs[0] if errs else {"loc": (), "msg": "invalid request"}
        where = loc_text(x for x in e.get("loc", ()) if x != "body")
        msg = " ".join(str(e.get("msg")).split())
        return answer(req, R.validation_body(lang_of(req), f"{where}: {msg}" if where else msg, where, e), 422)
