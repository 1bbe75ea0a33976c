"""The lobby's API: the server's facts (protocol, presets, rules, bots), players, the list of
tables and a new table."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Header

from ... import bots as bots_mod
from ...fairness import new_salt
from ...rules import (
    FIELD_NAMES,
    PARTNERSHIPS,
    PRESET_NAMES,
    RuleError,
    help_text,
    make_rules,
    preset_players,
)
from .. import protocol as P
from .. import refusals as R
from ..limits import new_seed
from ..seatbots import bot_names
from . import quotas
from .context import Ctx


def router(ctx: Ctx) -> APIRouter:
    router = APIRouter()
    storage, tables, guard, members = ctx.storage, ctx.tables, ctx.guard, ctx.members
    user_of, summary, row_of = ctx.user_of, ctx.summary, ctx.row_of
    allow_client_seed = ctx.allow_client_seed


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

    @router.get("/api/cluster")
    def cluster_status() -> dict[str, Any]:
        """The process that answers, and the tables it owns (several processes on PostgreSQL)."""
        if tables.cluster is None:
            return {"process": None, "owned": sorted(t for t, g in tables.games.items() if g.row.status == "playing"),
                    "loaded": len(tables.games)}
        return tables.cluster.status()

    @router.get("/api/meta")
    def meta() -> dict[str, Any]:
        return {"protocol": P.PROTOCOL, "presets": {p: list(preset_players(p)) for p in PRESET_NAMES},
                "structures": sides_for,
                "partnerships": list(PARTNERSHIPS), "bots": bot_names(),
                "levels": [n for n in bots_mod.level_names() if n in bots_mod.LEVELS],  # weakest first
                "rules": [{"name": f, "help": help_text(f)} for f in FIELD_NAMES if f not in ("preset", "players")]}

    @router.get("/api/rules/{preset}/{players}")
    def rules_of(preset: str, players: int, partnership: str | None = None) -> dict[str, Any]:
        try:
            rs = make_rules(preset, players, {"partnership": partnership} if partnership else None)
        except RuleError as e:
            raise R.refused(400, "bad-rules", e) from None
        return rs.to_dict()

    @router.post("/api/users")
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

    @router.get("/api/me")
    def me(x_token: str | None = Header(default=None)) -> dict[str, Any]:
        u = user_of(x_token)
        return {"id": u.id, "name": u.name}

    @router.get("/api/tables")
    def list_tables(status: str | None = None, x_token: str | None = Header(default=None)) -> list[dict[str, Any]]:
        if status not in (None, "playing", "finished", "imported", "closed"):
            raise R.Refusal(400, "bad-status", "status must be playing, finished, imported or closed")
        rows = storage.tables(status, limit=1000 if status == "playing" else 100)
        out = [summary(r) for r in rows]
        owners = {r.id: r.owner for r in rows}
        u = storage.user_by_token(x_token)
        if u is not None:  # the tables I sit at: the lobby offers "Resume" there
            for d in out:
                g = tables.games.get(d["id"])
                d["mine"] = (g.seat_of(u.id) if g is not None else
                             next((s.seat for s in storage.seats(d["id"]) if s.user_id == u.id), -1)) >= 0
            for d in out:  # History lists my games first (issue 40, newcomer 21): those I sat at or made
                d["owned"] = owners.get(d["id"]) == u.id
        if status == "playing":  # the lobby: open seats and recent play first, a few tables per player (D6)
            out = quotas.lobby_tables(storage, rows, out, lambda t: bool((g := tables.games.get(t)) and g.conns),
                                      guard.limits)
        return out

    @router.post("/api/tables")
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
        g = tables.load(tid)
        assert g is not None
        g.kick()
        return summary(g.row)

    @router.get("/api/tables/{tid}")
    def get_table(tid: str) -> dict[str, Any]:
        return summary(row_of(tid))

    return router
