"""What the cluster (cluster.py) needs of the tables this process holds: the interface that the
tables area's :class:`~canasta.web.tables.owner.TableOwner` (one per table) and
:class:`~canasta.web.tables.registry.Tables` (the registry of owners) offer, as protocols, so that
the cluster depends on this small module and not on the tables area (the app builds the cluster
over the registry; the cluster never imports the tables area or the app).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any, Protocol

from ..state import State
from .storage import Seat, Storage, TableRow


class LiveTable(Protocol):
    """One table in play in this process: its owner, which alone changes it."""

    row: TableRow
    st: State
    seats: list[Seat]
    log: list[dict[str, Any]]
    lock: asyncio.Lock
    conns: list[Any]            # the open sockets at the table (``tables.conn.Conn``)
    bots: dict[int, Any]        # seat -> its bot (``seatbots.SeatBot``)
    bot_task: asyncio.Task[None] | None
    timer: tuple[int, str]      # the turn timer's seconds and the level of the bot that takes over
    timer_key: tuple[int, int, int] | None  # the turn the running timer is for (None: none runs)
    away: dict[int, Any]        # seat -> the bot standing in for its absent player (web/lease.py)

    @property
    def id(self) -> str: ...

    @property
    def version(self) -> int: ...

    def reseat_conns(self) -> None: ...

    async def broadcast(self, last: list[str] | None = None) -> None: ...

    async def send_all(self, msg: dict[str, Any]) -> None: ...

    def online(self) -> frozenset[int]: ...

    def presence(self, before: frozenset[int]) -> None: ...

    def stand_in(self, seat: int, level: str) -> None: ...

    async def play(self, seat: int, version: int, texts: list[str]) -> None: ...

    def kick(self) -> None: ...


class TableHost(Protocol):
    """The registry of the tables in play in this process, as the cluster uses it."""

    storage: Storage

    @property
    def games(self) -> Mapping[str, LiveTable]: ...

    def load(self, tid: str) -> Any: ...

    def retire(self, g: Any) -> None: ...
