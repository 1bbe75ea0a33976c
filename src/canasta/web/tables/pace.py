"""The bots' pace at a table (issue 40, newcomer defect 28): a bot makes one atomic move about every
``--bot-delay`` seconds (0.8 by default), so a round of three bots took 5-10 s. A player at the table
(or its creator) picks the pace in the table's menu: ``slow``, ``normal`` or ``fast``. The pace scales
the server's delay (a server started with ``--bot-delay 0`` stays instant); it is a setting of the
table in play, kept in memory (a restart of the server falls back to ``normal``)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Header
from pydantic import BaseModel, ConfigDict

from .. import refusals as R

#: the factor each pace puts on the server's bot delay
PACES: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.3}


class PaceBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    pace: str


def factor(pace: str) -> float:
    return PACES.get(pace, 1.0)


def router(tables: Any, user_of: Any) -> APIRouter:
    router = APIRouter()
    @router.post("/api/tables/{tid}/pace")
    async def set_pace(tid: str, body: PaceBody, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        """A player at the table (or its creator) sets how fast the bots play."""
        u = user_of(x_token)
        g = tables.load(tid) if 0 < len(tid) <= 16 and tid.isalnum() else None
        if g is None:
            raise R.Refusal(404, "no-table", f"no table {tid[:40]!r}", table=tid[:40])
        if g.row.owner != u.id and g.seat_of(u.id) < 0:
            raise R.Refusal(403, "pace-players-only", "only a player at the table may set the bots' pace")
        if body.pace not in PACES:
            raise R.Refusal(400, "unknown-pace", f"unknown pace {body.pace[:40]!r}; valid: {', '.join(PACES)}",
                            pace=body.pace[:40], valid=", ".join(PACES))
        g.pace = body.pace
        await g.broadcast()
        return {"pace": g.pace}

    return router
