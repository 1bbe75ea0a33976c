"""A table's seats and settings: sit, a bot for a seat (or standing in for an absent player), the
turn timer, a rematch. Each asks the table's owner to change the table and tell its clients."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from fastapi import APIRouter, Header

from ...fairness import new_salt
from .. import protocol as P
from .. import refusals as R
from ..admin.removals import removed_from
from ..limits import new_seed
from ..seatbots import bot_names, make_seat_bot
from ..storage import StorageError, set_settings
from .context import Ctx


def router(ctx: Ctx) -> APIRouter:
    router = APIRouter()
    storage, tables, members = ctx.storage, ctx.tables, ctx.members
    user_of, seated_or_owner = ctx.user_of, ctx.seated_or_owner


    @router.post("/api/tables/{tid}/sit/{seat}")
    async def sit(tid: str, seat: int, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        g = await tables.aload(tid)
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
        g.refresh_seats()
        await g.broadcast()
        return {"seat": seat}

    @router.post("/api/tables/{tid}/bot/{seat}")
    async def seat_a_bot(tid: str, seat: int, level: str | None = None,
                         x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """The table's creator, or an organiser, gives a free human seat to a bot (a friend did not
        come), or lets a bot play the seat of a player who left until they come back."""
        u = user_of(x_token)
        g = await tables.aload(tid)
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
                if seat in g.online() and seat not in g.away:  # connected to any process (D8)
                    raise R.Refusal(409, "player-present", "that player is at the table")
                g.stand_in(seat, level)
                if tables.cluster is not None and not tables.cluster.owns(g):  # the owner plays it (D8)
                    tables.cluster.stand_in_elsewhere(g, seat, level)
            else:
                if not in_charge:
                    raise R.Refusal(403, "bot-owner-only",
                                    "only the player who created the table, or an organiser, may seat a bot")
                try:
                    storage.seat_bot(tid, seat, level)
                except StorageError as e:
                    raise R.storage_refusal(409, e) from None
                g.refresh_seats()
                g.bots[seat] = make_seat_bot(level, g.row.seed, seat)
            if organiser:
                with storage.engine.begin() as c:
                    members.record(c, u.id, "seat-bot", tid, {"seat": seat, "level": level,
                                                              "stand_in": s.kind == "human" and s.user_id is not None})
        await g.broadcast()
        g.kick()
        return {"seat": seat, "level": level}

    @router.post("/api/tables/{tid}/timer")
    async def set_timer(tid: str, body: P.TimerBody, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """The table's creator sets the turn timer (off, 30 s, 1 min, 2 min) and the bot that then plays."""
        u = user_of(x_token)
        # who asks is checked from the database before the table is built (D3: no replay for a stranger)
        if not await asyncio.to_thread(seated_or_owner, tid, u.id):
            raise R.Refusal(403, "timer-owner-only", "only the player who created the table may set the turn timer")
        if body.level not in bot_names():
            raise R.Refusal(400, "unknown-bot", f"unknown bot level {body.level!r}; valid: {', '.join(bot_names())}",
                            level=body.level, valid=bot_names())
        g = await tables.aload(tid)
        if g is None:
            raise R.Refusal(404, "no-table", f"no table {tid!r}", table=tid[:40])
        set_settings(storage, tid, body.seconds, body.level)
        g.timer = (body.seconds, body.level)
        if tables.cluster is not None:  # the owner, wherever it is, reads it again and runs the timer (D8)
            tables.cluster.seats_changed(g)
        await g.broadcast()
        return {"seconds": body.seconds, "level": body.level}

    @router.post("/api/tables/{tid}/rematch")
    async def rematch(tid: str, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """A new match at a finished table: the same rules, seats and players, a new deal."""
        u = user_of(x_token)
        if not await asyncio.to_thread(seated_or_owner, tid, u.id):  # before any replay (D3)
            raise R.Refusal(403, "rematch-players-only", "only a player of the table may start a rematch")
        g = await tables.aload(tid)
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
                g2 = tables.load(new)
                assert g2 is not None
                g2.kick()
        await g.send_all({"type": "rematch", "version": g.version, "table": g.rematch, "by": u.name})  # announced (issue 40)
        await g.broadcast()
        return {"id": g.rematch}

    return router
