"""How much a table's chat may say, and who may say it (issue 38, security audit D21).

The per-player limit (five lines in ten seconds, ``server.on_chat``) does not hold a crowd: forty
guests named like the players, one request each, flooded a table at 19 lines a second and pushed
the partner's line out of the history. So, besides it:

* **per table**: all the chat of one table, whoever sends it, at most ``table_chat_rate`` lines a
  second (bursts of ``table_chat_burst``);
* **per address**: all the chat sent from one address, at whatever tables and under whatever names,
  at most ``addr_chat_rate`` lines a second (bursts of ``addr_chat_burst``);
* **spectators can be silenced**: a seated player sends ``{"type": "quiet", "on": true}`` and the
  spectators' lines are refused (``chat-spectators-silenced``) until a seated player sends
  ``"on": false``. Every client is told with ``{"type": "quiet", "on": ..., "version": ...}``, and a
  client that connects later is told too. The setting lives with the table in memory (``Game.quiet``):
  it lasts while the table is played or watched; a table loaded again starts with spectators allowed.

The numbers are :class:`~canasta.web.limits.Limits` (``CANASTA_LIMIT_TABLE_CHAT_RATE`` ...). A
refused line is an ``error`` with code ``chat`` and a catalog key, in the player's language.
"""

from __future__ import annotations

from typing import Any

from ..errors import _Reject
from ..limits import Bucket, Limits


class ChatGuard:
    """The chat limits of one server: token buckets per table and per address."""

    MAX_KEYS = 10000  # idle buckets are forgotten past this many

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.tables: dict[str, Bucket] = {}
        self.addrs: dict[str, Bucket] = {}

    @classmethod
    def _take(cls, buckets: dict[str, Bucket], key: str, rate: float, burst: float) -> Bucket:
        b = buckets.get(key)
        if b is None:
            if len(buckets) > cls.MAX_KEYS:
                for k in [k for k, v in buckets.items() if v.full()]:
                    del buckets[k]
            b = buckets[key] = Bucket(rate, burst)
        return b

    def refusal(self, tid: str, addr: str, seated: bool, quiet: bool) -> tuple[Any, ...] | None:
        """None if a line may be said at table ``tid`` from ``addr`` now (it is counted), else the
        refusal's arguments (see :func:`refused`); ``quiet``: the table's spectators are silenced.
        A refused line costs no token."""
        lim = self.limits
        if not seated and quiet:
            return refused("chat", "chat-spectators-silenced",
                           "the players have silenced the spectators' chat at this table")
        table = self._take(self.tables, tid, lim.table_chat_rate, lim.table_chat_burst)
        by_addr = self._take(self.addrs, addr, lim.addr_chat_rate, lim.addr_chat_burst)
        if not _peek(table):
            return refused("chat", "chat-table-busy", f"this table's chat is busy: at most {lim.table_chat_rate:g} "
                                                      "lines a second at one table; wait a few seconds",
                           rate=lim.table_chat_rate)
        if not _peek(by_addr):
            return refused("chat", "chat-address-too-fast", f"too many chat lines from your address: at most "
                                                            f"{lim.addr_chat_rate:g} a second", rate=lim.addr_chat_rate)
        table.take()
        by_addr.take()
        return None


def refused(code: str, key: str, message: str, **params: Any) -> tuple[str, str, None, None, str, dict[str, Any]]:
    """A chat refusal: the protocol's ``code``, the catalog's ``server-<key>``, the English
    ``message`` and the catalog's ``params`` (the arguments of the server's ``_Reject``)."""
    return (code, message, None, None, key, params)


def _peek(b: Bucket) -> bool:
    """Whether ``b`` has a token now, without taking it."""
    if b.take():
        b.tokens += 1.0
        return True
    return False


def quiet_msg(g: Any) -> dict[str, Any]:
    """What every client at table ``g`` is told of its spectators' chat (``on``: silenced)."""
    return {"type": "quiet", "version": g.version, "on": bool(g.quiet)}


async def set_quiet(g: Any, user_id: int | None, on: bool) -> None:
    """A seated player silences (or lets speak again) the spectators' chat at table ``g``; every
    client there is told."""
    if g.seat_of(user_id) < 0:
        raise _Reject("chat", "only a player seated at the table may silence the spectators",
                      key="chat-quiet-players-only")
    g.quiet = on
    await g.send_all(quiet_msg(g))
