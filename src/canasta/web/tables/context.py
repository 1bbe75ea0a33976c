"""What the tables area's routes share: the storage, the registry of owners, the limits, the cache
of replayed games, the chat's guard and the club's :class:`~canasta.web.club.members.Members`
service (passed in by the app: the tables never import the club), and the small look-ups every
route makes (who asks, which table, its summary for the lobby)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fastapi import Request

from ...fairness import commitment
from ...record import Record
from ...state import State
from .. import protocol as P
from .. import refusals as R
from ..events.sealing import sealing
from ..limits import Guard
from ..storage import Storage, TableRow
from .chatguard import ChatGuard
from .records import stored_record
from .registry import Tables, valid_id
from .replays import ReplayCache, Replayed
from .texts import apply_logged


@dataclass
class Ctx:
    storage: Storage
    tables: Tables
    guard: Guard
    replays: ReplayCache
    chat_guard: ChatGuard
    members: Any  # the club's Members service (name_taken, by_token, record)
    allow_client_seed: bool = False

    def user_of(self, token: str | None) -> Any:
        u = self.storage.user_by_token(token)
        if u is None:
            raise R.Refusal(401, "unknown-player", "unknown player: create a player first")
        return u

    def summary(self, row: TableRow) -> dict[str, Any]:
        storage = self.storage
        g = self.tables.games.get(row.id)
        seats_ = g.seat_infos() if g else [P.SeatInfo(seat=s.seat, kind=s.kind, name=(s.user_name or "") if s.kind == "human" else f"bot:{s.level}",  # type: ignore[arg-type]
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

    def row_of(self, tid: str) -> TableRow:
        row = self.storage.table(tid) if valid_id(tid) else None
        if row is None:
            raise R.Refusal(404, "no-table", f"no table {tid[:40]!r}", table=tid[:40])
        return row

    def seated_or_owner(self, tid: str, user_id: int) -> bool:
        """Whether the player created the table or sits at it, from the database (no replay); 404 if no table."""
        row = self.row_of(tid)
        return row.owner == user_id or any(s.kind == "human" and s.user_id == user_id for s in self.storage.seats(tid))

    def finished_row(self, tid: str) -> TableRow:
        row = self.row_of(tid)
        if row.status == "playing":
            raise R.Refusal(403, "record-hidden", "the record of a game in progress is hidden until it ends "
                                                  "(it would show every card)")
        sealing(self.storage).need_open(row.id)  # issue 38, D1: not while its round is played elsewhere
        return row

    def replayed(self, row: TableRow, request: Request) -> Replayed:
        """A finished table, replayed once and then kept (D3: tables/replays.py)."""
        return self.replays.get(row.id, request.client.host if request.client else "?",
                                lambda: stored_record(self.storage, row), apply_logged)

    def record_of(self, row: TableRow, request: Request) -> tuple[Record, State]:
        r = self.replayed(row, request)
        return r.record, r.last
