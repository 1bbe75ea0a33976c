"""The table's WebSocket: one per client. The route authenticates the client (its token, a
sealed round), joins its :class:`~canasta.web.tables.conn.Conn` to the table's owner, and reads its
messages: each is validated, then handled by asking the owner (a move goes through the owner's
pipeline; a preview, an explanation or a hint reads the owner's state), and a refusal is answered
on the same socket."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from pydantic import ValidationError

from ...errors import IllegalMoveError, MoveSyntaxError
from ...moves import parse_move
from .. import protocol as P
from ..errors import _Reject, _said, _why
from ..events.sealing import sealing
from ..lease import set_away
from ..limits import error as limit_error
from ..storage import StorageError, add_chat, chat_lines
from ..validation import one_line as _one_line
from . import changes as state_changes  # issue 39: state sent as changes (hooks marked "issue 39 changes")
from .chatguard import quiet_msg, set_quiet
from .conn import Conn
from .context import Ctx
from .hints import hint_for
from .owner import TableOwner as Game
from .owner import first_line

log = logging.getLogger("canasta.web")
SESSION_CHECK = 2.0  # seconds between an open socket's checks of its session (issue 38, D13)


def chat_item(tid: str, x: Any) -> dict[str, Any]:
    return {"table": tid, "n": x.n, "seat": x.seat, "name": x.name, "text": "" if x.reaction else x.text,
            "reaction": x.text if x.reaction else None, "at": x.at}


def router(ctx: Ctx) -> APIRouter:
    """The socket's route: connect, authenticate, join the table's owner, read the messages."""
    router = APIRouter()
    storage, tables, guard = ctx.storage, ctx.tables, ctx.guard
    handle = handlers(ctx)[0]


    @router.websocket("/ws/{tid}")
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
        g = await tables.aload(tid)
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
        conn = Conn(g.seat_of(u.id if u else None), u.id if u else None, guard.limits, addr, name=u.name if u else "",
                    changes=state_changes.opted_in(websocket.query_params))  # issue 39 changes: ?changes=1
        writer = asyncio.create_task(conn.write_loop(websocket.send_text))
        reader = asyncio.create_task(read_loop(websocket, g, conn))
        if u is not None:
            watch_session(conn, token)  # issue 38, D13
        before = g.online()
        g.conns.append(conn)
        g.watched_at = time.monotonic()
        if g.pausable:
            g.kick()  # bots that waited for someone to watch go on (D5)
        # from here on the connection is the table's: whatever ends it (the client leaving while
        # the chat is read, the handler cancelled) takes it off the table again
        try:
            state_changes.post_state(conn, g.state_parts(conn.seat), g.log)  # the full state to the newcomer only
            g.presence(before, skip=conn)
            problem = tables.problems.get(g.id)
            if problem:
                conn.post(problem)
            if g.quiet:
                conn.post(quiet_msg(g))
            lines = await asyncio.to_thread(chat_lines, storage, tid)
            if lines:
                conn.post({"type": "chat", "version": g.version, "history": True,
                           "items": [chat_item(tid, x) for x in lines]})
            await asyncio.wait({reader, writer}, return_when=asyncio.FIRST_COMPLETED)  # (a drop ends the writer)
        finally:
            conn.drop("closed")
            reader.cancel()  # a message being handled finishes first (see read_loop)
            writer.cancel()
            watched.pop(conn, None)
            if not watched and watcher:  # no socket left to watch: the watcher stops now, not at its next round
                watcher.pop().cancel()
            before = g.online() | {conn.seat} - {-1}
            with contextlib.suppress(ValueError):
                g.conns.remove(conn)
            g.watched_at = time.monotonic()
            g.presence(frozenset(before))
            if conn.code:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(websocket.close(conn.code, conn.reason[:120]), 2)
            if (g.st.match_over or g.row.status != "playing") and not g.conns and tables.games.get(g.id) is g:
                del tables.games[g.id]  # a finished game no one watches: its record is in the database

    watched: dict[Conn, str | None] = {}  # the open sockets signed in with a session, and its token
    watcher: list[asyncio.Task[None]] = []

    def watch_session(conn: Conn, token: str | None) -> None:
        watched[conn] = token
        loop = asyncio.get_running_loop()
        if not watcher or watcher[0].done() or watcher[0].get_loop() is not loop:
            watcher[:] = [loop.create_task(watch_sessions())]

    async def watch_sessions() -> None:
        """A socket signed in with a session that has ended (signed out, a new password) is closed
        within ``SESSION_CHECK`` seconds; the database is asked, so it works across processes. One
        query every ``SESSION_CHECK`` seconds for all the sockets (issue 41: a thread and a query for
        each socket were about 4 % of the server's CPU at 500 tables)."""
        from ..sessions import alive_of

        while watched:
            await asyncio.sleep(SESSION_CHECK)
            items = [(c, t) for c, t in watched.items() if not c.closed and c.user_id is not None]
            if not items:
                continue
            try:
                live = await asyncio.to_thread(alive_of, storage, [t for _, t in items])
            except Exception as e:  # the database cannot be read now: asked again at the next round
                log.warning("the open sockets' sessions could not be checked: %s", first_line(e))
                continue
            for c, t in items:
                if t is None or live.get(t) != c.user_id:
                    c.drop("signed out", 4401)

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

    return router


def handlers(ctx: Ctx) -> tuple[Callable[[Game, Conn, str], Awaitable[None]], Callable[[Game, Conn], None]]:
    """The socket's messages, each handled by asking the table's owner: ``handle`` (one message as
    read) and ``resend_state`` (the full state to one client)."""
    storage, guard, chat_guard = ctx.storage, ctx.guard, ctx.chat_guard

    async def on_move(g: Game, conn: Conn, msg: Any) -> None:
        await g.play(conn.seat, msg.version, list(msg.moves))

    async def on_preview(g: Game, conn: Conn, msg: Any) -> None:
        await conn.send(g.preview(conn.seat, msg.version, list(msg.moves)))

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
        state_changes.post_state(conn, refusal or g.state_parts(conn.seat), g.log)  # issue 39 changes

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
        await g.send_all({"type": "chat", "version": g.version, "items": [chat_item(g.id, line)]})

    async def on_reclaim(g: Game, conn: Conn, _msg: Any) -> None:
        if conn.seat >= 0 and g.away.pop(conn.seat, None) is not None:
            await asyncio.to_thread(set_away, storage, g.id, conn.seat, None)  # stored: every process knows (D8)
            await g.broadcast()

    handlers: dict[str, Callable[[Game, Conn, Any], Awaitable[None]]] = {
        "move": on_move, "preview": on_preview, "explain": on_explain, "resync": on_resync, "ping": on_ping,
        "hint": on_hint, "chat": on_chat, "reclaim": on_reclaim,
        "quiet": lambda g, conn, msg: set_quiet(g, conn.user_id, bool(msg.on)),
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

    return handle, resend_state
