"""What one player may make the server do with tables (issue 38, security audit D5 and D6).

* **Tables in play per player.** A player may have at most ``user_tables`` tables in play that they
  created, of which at most ``user_bot_tables`` have no person's seat (bots only); the whole server
  runs at most ``bot_tables`` bots-only tables in play. Club nights (created by an organiser for
  an event) do not count.
* **Bots that nobody watches pause.** A bots-only table plays while someone watches it, and for
  ``unwatched_bots_seconds`` after the last watcher left (or after it was made); then its bots wait
  until someone opens it again. A bots-only table nobody has watched for ``bot_table_expiry_seconds``
  is closed (its moves stay; it no longer counts against anyone).
* **The lobby shows other players' tables.** Tables with an open seat for a person come first, the
  most recently active first; each player shows at most ``lobby_per_owner`` tables there; a table in
  play whose people have all been gone for ``lobby_abandoned_seconds`` leaves the lobby.

The numbers are :class:`~canasta.web.limits.Limits` (``CANASTA_LIMIT_*``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

import sqlalchemy as sa

from ..limits import Limits
from ..refusals import Refusal
from ..storage import Storage

_MINE = sa.text("SELECT t.id, (SELECT count(*) FROM seats s WHERE s.table_id = t.id AND s.kind = 'human') AS humans "
                "FROM tables t WHERE t.owner = :u AND t.status = 'playing' "
                "AND NOT EXISTS (SELECT 1 FROM event_tables e WHERE e.table_id = t.id)")
_BOTS_ONLY = sa.text("SELECT count(*) FROM tables t WHERE t.status = 'playing' "
                     "AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.kind = 'human') "
                     "AND NOT EXISTS (SELECT 1 FROM event_tables e WHERE e.table_id = t.id)")


def check_new_table(storage: Storage, limits: Limits, user_id: int, bots_only: bool) -> None:
    """Refuse (429) a table past the player's or the server's caps."""
    with storage.engine.connect() as c:
        mine = list(c.execute(_MINE, {"u": user_id}))
        if len(mine) >= limits.user_tables:
            raise Refusal(429, "too-many-tables", f"you already have {len(mine)} tables in play: finish or leave one "
                                                  "before you start another", count=len(mine))
        if bots_only:
            own_bots = sum(1 for r in mine if not r.humans)
            if own_bots >= limits.user_bot_tables:
                raise Refusal(429, "too-many-bot-tables", "you already have a table of bots only in play: watch it "
                                                          "to its end first", count=own_bots)
            if int(c.execute(_BOTS_ONLY).scalar() or 0) >= limits.bot_tables:
                raise Refusal(429, "server-bot-tables", "the server runs as many tables of bots only as it can: "
                                                        "sit at your table, or try again later")


def last_active(storage: Storage, ids: list[str]) -> dict[str, float]:
    """The time of each table's last stored move (tables without one are left out)."""
    out: dict[str, float] = {}
    with storage.engine.connect() as c:
        for i in range(0, len(ids), 500):
            q = sa.text("SELECT table_id, max(at) AS at FROM moves WHERE table_id IN :ids GROUP BY table_id") \
                .bindparams(sa.bindparam("ids", expanding=True))
            out.update({r.table_id: float(r.at) for r in c.execute(q, {"ids": ids[i:i + 500]})})
    return out


def stale_bot_tables(storage: Storage, before: float, limit: int) -> list[str]:
    """Bots-only tables in play (not a club night's) with no move since ``before`` (a time)."""
    q = sa.text("SELECT t.id FROM tables t WHERE t.status = 'playing' AND t.created < :b "
                "AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.kind = 'human') "
                "AND NOT EXISTS (SELECT 1 FROM event_tables e WHERE e.table_id = t.id) "
                "AND NOT EXISTS (SELECT 1 FROM moves m WHERE m.table_id = t.id AND m.at >= :b) LIMIT :n")
    with storage.engine.connect() as c:
        return [r.id for r in c.execute(q, {"b": before, "n": limit})]


def lobby(rows: Iterable[dict[str, Any]], limits: Limits, now: float) -> list[dict[str, Any]]:
    """The lobby's order and selection of the tables in play (D6). Each row has ``open`` (a free
    seat for a person), ``owner``, ``active`` (the last move's or the table's creation time) and
    ``present`` (someone connected)."""
    keep = [r for r in rows if r["present"] or now - r["active"] < limits.lobby_abandoned_seconds]
    keep.sort(key=lambda r: (not r["open"], -r["active"]))
    shown: dict[Any, int] = {}
    out = []
    for r in keep:
        n = shown.get(r["owner"], 0)
        if n >= limits.lobby_per_owner:
            continue
        shown[r["owner"]] = n + 1
        out.append(r)
    return out


def lobby_tables(storage: Storage, rows: list[Any], out: list[dict[str, Any]], present: Callable[[str], bool],
                 limits: Limits) -> list[dict[str, Any]]:
    """The lobby's list: ``out`` (the summaries of ``rows``, the tables in play) ordered and
    picked by :func:`lobby`; the asker's own tables (``mine``: seated, ``owned``: made) always."""
    active = last_active(storage, [r.id for r in rows])
    owners = {r.id: r.owner for r in rows}
    picked = [r["d"] for r in lobby([{"open": bool(d["open_seats"]), "owner": owners[d["id"]],
                                      "active": active.get(d["id"], d["created"]), "present": present(d["id"]),
                                      "d": d} for d in out], limits, time.time())]
    mine = [d for d in out if d.get("mine") or d.get("owned")]  # my own tables are always there (Resume)
    return (mine + [d for d in picked if not (d.get("mine") or d.get("owned"))])[:100]
