"""What the cluster (cluster.py) needs of the tables this process holds: the interface that the
server's :class:`~canasta.web.server.Hub` and :class:`~canasta.web.server.Game` offer, as
protocols, so that the cluster depends on this small module and not on the server that mounts it
(the server imports the cluster; the cluster never imports the server).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any, Protocol

from ..state import State
from .storage import Seat, Storage, TableRow


class LiveTable(Protocol):
    """One table in play in this process (the server's ``Game``)."""

    row: TableRow
    st: State
    seats: list[Seat]
    log: list[dict[str, Any]]
    lock: asyncio.Lock
    conns: list[Any]            # the open sockets at the table (the server's ``Conn``)
    bots: dict[int, Any]        # seat -> its bot (``seatbots.SeatBot``)
    bot_task: asyncio.Task[None] | None
    timer: tuple[int, str]      # the turn timer's seconds and the level of the bot that takes over
    timer_key: tuple[int, int, int] | None  # the turn the running timer is for (None: none runs)
    away: dict[int, Any]        # seat -> the bot standing in for its absent player (web/lease.py)

    @property
    def id(self) -> str: ...

    @property
    def version(self) -> int: ...


class TableHost(Protocol):
    """The tables in play in this process and what the cluster asks of them (the server's ``Hub``).
    A table is passed as ``Any``: the host's own table type (``Game``), a :class:`LiveTable`."""

    storage: Storage

    @property
    def games(self) -> Mapping[str, LiveTable]: ...

    def load(self, tid: str) -> Any: ...

    def retire(self, g: Any) -> None: ...

    def reseat_conns(self, g: Any) -> None: ...

    async def broadcast(self, g: Any, last: list[str] | None = None) -> None: ...

    async def send_all(self, g: Any, msg: dict[str, Any]) -> None: ...

    def online(self, g: Any) -> frozenset[int]: ...

    def presence(self, g: Any, before: frozenset[int]) -> None: ...

    def stand_in(self, g: Any, seat: int, level: str) -> None: ...

    async def play(self, g: Any, seat: int, version: int, texts: list[str]) -> None: ...

    def kick(self, g: Any) -> None: ...
