"""The organiser's tools at the tables (issue 18 §5): close a table, take a player off a seat (the
seat is freed, or given to a bot), and the tables in play with who sits where.

Each goes through the table's owner as a move does: the organiser is checked, the change is stored, the
table's clients are told (a ``notice`` message, then the new state), and the audit table records
it. With several processes (cluster.py) the change is written to the database by the process that
answered the request and the others hear of it as of any other seat change (the ``seats``
notification, which carries the notice for their clients); the table's owner then seats the bot,
or stops the table's bots.

- A closed table ends: no more moves, it leaves the lobby (status ``closed``), its moves stay, so
  its record can be read and replayed; it counts in no statistics and in no event's standings.
- A player taken off a seat can no longer act for it (their connection sees the table as a
  spectator from then on) and cannot sit at that table again: the audit table remembers it.
"""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from fastapi import APIRouter, Header
from pydantic import BaseModel, ConfigDict, Field

from ...record import result_summary
from .. import protocol as P
from ..refusals import Refusal, storage_refusal
from ..storage import Storage, StorageError
from .removals import REMOVE


class RemoveBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    bot: str | None = Field(default=None, max_length=20)  # the bot level that plays the seat now; None: freed




def router(storage: Storage, tables: Any, members: Any) -> APIRouter:
    """The organiser's routes; ``tables`` is the registry of table owners, ``members`` the club's service."""
    router = APIRouter()
    from ..seatbots import bot_names, make_seat_bot

    async def table_of(tid: str) -> Any:
        g = await tables.aload(tid) if 0 < len(tid) <= 16 else None
        if g is None:
            raise Refusal(404, "no-table", f"no table {tid[:40]!r}", table=tid[:40])
        return g

    def record(actor: int, action: str, tid: str, detail: dict[str, Any]) -> None:
        with storage.engine.begin() as c:
            members.record(c, actor, action, tid, detail)

    @router.post("/api/admin/tables/{tid}/close")
    async def close_table(tid: str, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """End a table in play: its players are told, it leaves the lobby, its record is kept."""
        org = members.need_organiser(x_token)
        g = await table_of(tid)
        async with g.lock:
            if g.row.status != "playing":
                raise Refusal(409, "not-in-play", "that table is not in play")
            result = {**result_summary(g.st), "closed": True}
            if not await asyncio.to_thread(storage.close_table, g.id, result):
                raise Refusal(409, "not-in-play", "that table is not in play")
            g.row = dataclasses.replace(g.row, status="closed", result=result)
            if g.bot_task is not None and g.bot_task is not asyncio.current_task():
                g.bot_task.cancel()
            await asyncio.to_thread(record, org.id, "close-table", g.id, {"version": g.version})
            notice = P.NoticeMsg(version=g.version, code="table-closed", name=org.name).model_dump()
            if tables.cluster is not None:
                tables.cluster.seats_changed(g, notice)
        await g.send_all(notice)
        await g.broadcast()
        tables.retire(g)
        return {"id": g.id, "status": "closed"}

    @router.post("/api/admin/tables/{tid}/seats/{seat}/remove")
    async def remove_player(tid: str, seat: int, body: RemoveBody | None = None,
                            x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """Take the player off ``seat``: the seat is free again, or played by a bot (``bot``)."""
        org = members.need_organiser(x_token)
        g = await table_of(tid)
        level = body.bot if body is not None else None
        if level is not None and level not in bot_names():
            raise Refusal(400, "unknown-bot", f"unknown bot level {level!r}; valid: {', '.join(bot_names())}",
                          level=level, valid=bot_names())
        if not 0 <= seat < len(g.seats):
            raise Refusal(400, "bad-seat", f"seat must be 0 to {len(g.seats) - 1}", last=len(g.seats) - 1)
        async with g.lock:
            if g.row.status != "playing":
                raise Refusal(409, "game-over", "the game is over")
            s = g.seats[seat]
            if s.kind != "human" or s.user_id is None:
                raise Refusal(409, "no-player-there", "no player sits there")
            try:
                await asyncio.to_thread(storage.free_seat, g.id, seat, s.user_id, level)
            except StorageError as e:
                raise storage_refusal(409, e) from None
            g.away.pop(seat, None)
            await asyncio.to_thread(record, org.id, REMOVE, g.id,
                                    {"seat": seat, "user": s.user_id, "name": s.user_name, "bot": level})
            notice = P.NoticeMsg(version=g.version, code="seat-removed", seat=seat, name=s.user_name or "",
                                 level=level).model_dump()
            g.refresh_seats(notice)
            if level is not None:
                g.bots[seat] = make_seat_bot(level, g.row.seed, seat)
        await g.send_all(notice)
        await g.broadcast()
        g.kick()
        return {"seat": seat, "bot": level}

    @router.get("/api/admin/tables")
    def tables_in_play(x_token: str | None = Header(default=None)) -> list[dict[str, Any]]:
        """The tables in play, who sits where (with their player ids) and who is connected."""
        members.need_organiser(x_token)
        out = []
        for row in storage.tables("playing", limit=1000):
            g = tables.games.get(row.id)
            online = g.online() if g is not None else frozenset()
            seats = [{"seat": s.seat, "kind": s.kind, "level": s.level, "user_id": s.user_id, "name": s.user_name,
                      "online": s.seat in online, "away": g is not None and s.seat in g.away}
                     for s in (g.seats if g is not None else storage.seats(row.id))]
            out.append({"id": row.id, "preset": row.preset, "players": row.players, "created": row.created,
                        "version": g.version if g is not None else None,
                        "hand": g.st.hand_no + 1 if g is not None else None,
                        "scores": list(g.st.scores) if g is not None else None, "seats": seats})
        return out

    return router
