"""A club night's round is sealed while any of its tables is in play (issue 38, security audit D1).

All tables of a round are dealt from one seed (duplicate scoring: the same deals at every table), so
whatever shows one table's cards shows every table's. While any table of the round is in play:

* no one may read a table's record, replay or fair-deal check, nor the move log of a table they do
  not sit at (the log names every meld and discard: the cards of the round's deals);
* no one may watch a table of the round, not the round's other players and not outsiders either (a
  spectator could tell a player): a socket is served only to the table's own seated players, whose
  views show what their seats show and nothing more;
* the event's standings count no table of the round and show no score of it.

Once the round's last table has ended, everything opens again. This module is the one home of that
rule: every route and the table socket ask :func:`sealed` (or :func:`check`)."""

from __future__ import annotations

import sqlalchemy as sa

from .refusals import Refusal
from .storage import Storage

# (event id, round) of a table of a club night, and whether any table of that round is in play
_ROUND = sa.text("SELECT event_id, round FROM event_tables WHERE table_id = :t")
_IN_PLAY = sa.text("SELECT 1 FROM event_tables e JOIN tables t ON t.id = e.table_id "
                   "WHERE e.event_id = :e AND e.round = :r AND t.status = 'playing' LIMIT 1")


def sealed(storage: Storage, tid: str) -> bool:
    """Whether the table belongs to a club night's round of which some table is still in play."""
    with storage.engine.connect() as c:
        r = c.execute(_ROUND, {"t": tid}).first()
        if r is None:
            return False
        return c.execute(_IN_PLAY, {"e": r.event_id, "r": r.round}).first() is not None


def round_in_play(storage: Storage, event_id: str, rnd: int) -> bool:
    with storage.engine.connect() as c:
        return c.execute(_IN_PLAY, {"e": event_id, "r": rnd}).first() is not None


def check(storage: Storage, tid: str, seated: bool = False) -> None:
    """Refuse (403 ``round-sealed``) what would tell about a sealed round's deals; ``seated``: the
    asker sits at this very table and asks only what their seat already saw (the table's log)."""
    if not seated and sealed(storage, tid):
        raise Refusal(403, "round-sealed", "this table belongs to a club night's round still being played: its "
                                           "deals stay sealed until the round's last table ends")
