"""A table's history: its log, and for a finished game its record, the check of its deals, its
replay step by step; and the import of a record."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Header, Request

from ...fairness import verify as fair_verify
from ...rules import RuleSet
from ...state import new_game
from .. import refusals as R
from ..events.sealing import sealing
from ..storage import same_record
from .context import Ctx
from .imports import seed_and_moves
from .owner import TableOwner
from .registry import valid_id
from .texts import log_rows, table_info


def router(ctx: Ctx) -> APIRouter:
    router = APIRouter()
    storage, tables, guard, replays = ctx.storage, ctx.tables, ctx.guard, ctx.replays
    user_of, row_of, finished_row = ctx.user_of, ctx.row_of, ctx.finished_row
    replayed, record_of = ctx.replayed, ctx.record_of


    @router.get("/api/tables/{tid}/log")
    def get_log(tid: str, request: Request, x_token: str | None = Header(default=None)) -> list[dict[str, Any]]:
        """Every move of the game so far: move texts carry no hidden card, so anyone may read them
        (but a sealed round's table's only to its own players: issue 38, D1).
        A table not in memory is read from the database, not loaded (nothing is kept)."""
        if valid_id(tid):
            asker = storage.user_by_token(x_token) if x_token else None
            sealing(storage).need_open(tid, asker.id if asker else None, own_seat=True)
        g = tables.games.get(tid)
        if g is not None:
            return list(g.log)
        row = row_of(tid)
        if row.status != "playing":  # a finished table: replayed once, then read (D3)
            return list(replayed(row, request).log)
        if not replays.miss_ok(request.client.host if request.client else "?"):
            raise R.Refusal(429, "replay-busy", "too many games looked up at once from your address: wait a few "
                                                "seconds and ask again")
        return log_rows(storage.moves(tid), new_game(RuleSet.from_dict(row.rules), seed=row.seed))

    @router.get("/api/tables/{tid}/record")
    def get_record(tid: str, request: Request) -> dict[str, Any]:
        rec, st = record_of(finished_row(tid), request)
        return rec.to_dict(st)

    @router.get("/api/tables/{tid}/verify")
    def verify_deals(tid: str, request: Request, commitment: str | None = None, lang: str | None = None,
                     accept_language: str | None = Header(default=None)) -> dict[str, Any]:
        """The fair-deal check of a finished game (canasta.fairness.verify), as ``canasta verify``
        gives it from the exported record; ``commitment`` is the one the player saw at the table.
        ``problems`` are said in the request's language, each with its ``code``."""
        if commitment is not None and len(commitment) > 128:
            raise R.Refusal(400, "commitment-too-long", "commitment: at most 128 characters", max=128)
        from ... import i18n

        rec, st = record_of(finished_row(tid), request)
        v = fair_verify(rec.to_dict(st), commitment)
        code = R.lang_of(lang, accept_language)
        return {"ok": v.ok, "problems": [" ".join(i18n.error_text(code, e).split()) for e in v.errors],
                "codes": [e.code for e in v.errors], "commitment": v.commitment, "moves": v.moves,
                "deals": [d.to_dict() for d in v.deals]}

    @router.get("/api/tables/{tid}/replay")
    def get_replay(tid: str, request: Request, step: int = 0) -> dict[str, Any]:
        from ...position import position_dict

        row = finished_row(tid)
        r = replayed(row, request)
        n = len(r.record.moves)
        if not 0 <= step <= n:
            raise R.Refusal(400, "bad-step", f"step must be 0 to {n}", last=n)
        st = r.at(step)
        pos = position_dict(st)
        return {"step": step, "steps": n, "moves": [{k: x[k] for k in ("seat", "move", "talon") if k in x} for x in r.log],
                "position": pos, "info": table_info(st, -1),
                "result": st.result.to_dict() if st.result is not None and st.hand_over else None,
                "seats": [s.model_dump() for s in TableOwner(tables, row, st, storage.seats(tid), []).seat_infos()]}

    @router.post("/api/records")
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
        out = await tables.replay_import(raw, lim.import_moves, u.id)
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

    return router
