"""The cluster fences its owners (issue 38, security audit D7, D8, D12; docs/reliability.md,
"Leases, fences and change counters").

* **A lease per table** (table ``leases``): the process that owns a table in play, a *fencing
  epoch* and an expiry on the database's clock. The owner renews its leases every
  ``CANASTA_LEASE_RENEW`` seconds (1 by default) for ``CANASTA_LEASE_TTL`` seconds (5); a lease
  not renewed (its process died, hung, or was stopped) is taken by another process, which adds one
  to the epoch in the same conditional statement. Every move write checks the epoch it was made
  under in its own transaction (:func:`check_fence`), so the late writes of an owner that lost its
  lease are refused, whatever it believes; it then drops the table.
* **The seat's occupant** is checked in the transaction of a person's move (:func:`check_occupant`):
  a player an organiser took off the seat (through any process) can no longer play it.
* **A change counter per table** (``tables.changes``), bumped with every change of its seats,
  status, timer or stand-ins (``storage.bump``): each process compares it at its sweep and reads
  the table again when it moved, so a lost notification costs at most a sweep.
* **Stand-ins in the database** (``seats.away``): the bot playing an absent player's seat is
  known to whichever process owns the table, a new owner after a takeover too.

SQLite has one process: its writes carry no fence (the lease is trivially held).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import sqlalchemy as sa

from . import storage as S

if TYPE_CHECKING:
    from .tablehost import LiveTable as Game  # the server's Game, as the cluster sees it


def lease_ttl() -> float:
    """Seconds a lease lasts without renewal (``CANASTA_LEASE_TTL``, 5 by default)."""
    return S.env_seconds("CANASTA_LEASE_TTL", 5.0)


def lease_renew() -> float:
    """Seconds between an owner's renewals (``CANASTA_LEASE_RENEW``, 1 by default)."""
    return S.env_seconds("CANASTA_LEASE_RENEW", 1.0)


# the checks in a move's transaction live beside the insert they guard (storage.py)
LeaseLost, SeatLost = S.LeaseLost, S.SeatLost


def set_away(st: S.Storage, tid: str, seat: int, level: str | None) -> bool:
    """A bot of ``level`` stands in for the absent player of ``seat`` (None: the player is back);
    False if no player sits there."""
    se = S.seats
    with st.engine.begin() as c:
        res = c.execute(se.update().where(sa.and_(se.c.table_id == tid, se.c.seat == seat, se.c.kind == "human",
                                                  se.c.user_id.is_not(None), se.c.away.is_distinct_from(level)))
                        .values(away=level))
        if res.rowcount:
            S.bump(c, tid)
        return bool(res.rowcount)


def apply_away(g: Game) -> None:
    """The stand-ins of a table as stored (``g.seats``' ``away``) into its live copy."""
    from .seatbots import make_seat_bot

    for s in g.seats:
        if s.kind == "human" and s.user_id is not None and s.away:
            bot = g.away.get(s.seat)
            if bot is None or bot.level != s.away:
                g.away[s.seat] = make_seat_bot(s.away, g.row.seed, s.seat, salt="-away")
        else:
            g.away.pop(s.seat, None)


def occupant_of(g: Game, seat: int) -> tuple[int, int | None] | None:
    """The seat and its player, for :func:`check_occupant` (None: a bot's seat, nothing to check)."""
    if 0 <= seat < len(g.seats) and g.seats[seat].kind == "human":
        return seat, g.seats[seat].user_id
    return None


# ------------------------------------------------------------------ PostgreSQL statements of cluster.py

NOW = "extract(epoch FROM clock_timestamp())"
_UPSERT = (" ON CONFLICT (table_id) DO UPDATE SET owner = EXCLUDED.owner, epoch = leases.epoch + 1, "
           f"expires = EXCLUDED.expires WHERE leases.expires < {NOW} RETURNING table_id, epoch")

# take one table if no process holds its lease: (table id, epoch) or no row
TAKE_ONE = ("INSERT INTO leases (table_id, owner, epoch, expires) "
            f"SELECT id, %(me)s, 1, {NOW} + %(ttl)s FROM tables WHERE id = %(t)s AND status = 'playing'" + _UPSERT)

# take up to ``room`` tables in play older than ``grace`` seconds whose lease is free or expired
TAKE_FREE = ("INSERT INTO leases (table_id, owner, epoch, expires) "
             f"SELECT t.id, %(me)s, 1, {NOW} + %(ttl)s FROM tables t LEFT JOIN leases l ON l.table_id = t.id "
             "WHERE t.status = 'playing' AND NOT (t.id = ANY(%(owned)s)) "
             f"AND t.created < {NOW} - %(grace)s AND (l.table_id IS NULL OR l.expires < {NOW}) "
             # a table of bots only (not a club night's) is taken when someone opens it (D5), or at
             # once if its bots played in the last minute (someone watched it on a process now gone)
             "AND (EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.kind = 'human') "
             "OR EXISTS (SELECT 1 FROM event_tables e WHERE e.table_id = t.id) "
             f"OR EXISTS (SELECT 1 FROM moves m WHERE m.table_id = t.id AND m.at > {NOW} - 60)) "
             "ORDER BY t.id LIMIT %(room)s" + _UPSERT)

# renew this process's leases at their epochs: the ones still held
RENEW = (f"UPDATE leases l SET expires = {NOW} + %(ttl)s FROM unnest(%(ids)s::text[], %(epochs)s::int[]) "
         "AS o(t, e) WHERE l.table_id = o.t AND l.epoch = o.e AND l.owner = %(me)s RETURNING l.table_id")

# let go of a lease (the epoch stays: a later owner's epoch is higher still)
RELEASE = "UPDATE leases SET owner = '', expires = 0 WHERE table_id = %(t)s AND epoch = %(e)s AND owner = %(me)s"

HOLDS = "SELECT 1 FROM leases WHERE table_id = %(t)s AND epoch = %(e)s AND owner = %(me)s"

# the change counters and status of the tables a process has in memory
CHANGES = "SELECT id, changes, status FROM tables WHERE id = ANY(%(ids)s)"


def status_of(rows: list[Any]) -> dict[str, tuple[int, str]]:
    return {str(r[0]): (int(r[1]), str(r[2])) for r in rows}
