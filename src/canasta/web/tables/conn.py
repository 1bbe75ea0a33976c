"""One client's WebSocket connection and the compact JSON the server sends (shared by the table
owner, which queues messages on it, and the socket route, which reads and writes it)."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

from ..limits import ConnGuard, Limits
from . import changes as state_changes  # issue 39: state sent as changes (hooks marked "issue 39 changes")

log = logging.getLogger("canasta.web")


@dataclass(eq=False)
class Conn:
    """One client's WebSocket. What the server sends it waits in its own bounded queue, written by
    its own task (:meth:`write_loop`): sending to a client never waits for it. A client whose queue
    overflows, or whose socket has not taken a write for ``conn_stall`` seconds, falls behind and
    is dropped (it can reconnect and resync)."""

    seat: int
    user_id: int | None
    limits: Limits = field(default_factory=Limits)
    addr: str = "?"
    name: str = ""
    queue: deque[str] = field(default_factory=deque)
    queued: int = 0                   # characters waiting in the queue
    sending_since: float = 0.0        # when the write under way began (0: none)
    closed: bool = False
    reason: str = ""
    code: int = 0                     # the close code when the server drops the connection
    guard: ConnGuard | None = None    # the connection's rate limits
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    changes: state_changes.Base | None = None  # issue 39 changes: the client takes patches (?changes=1)

    def post(self, msg: dict[str, Any] | str) -> None:
        """Queue a message (a dict, or JSON text already made); never blocks."""
        if self.closed:
            return
        text = msg if isinstance(msg, str) else dumps(msg)
        lim = self.limits
        stalled = self.sending_since and time.monotonic() - self.sending_since > lim.conn_stall
        if stalled or len(self.queue) >= lim.conn_queue or self.queued + len(text) > lim.conn_queue_bytes:
            self.drop("too slow: the client does not read what the server sends; reconnect to resync", 1013)
            return
        self.queue.append(text)
        self.queued += len(text)
        self.wake.set()

    async def send(self, msg: dict[str, Any] | str) -> None:
        """The same as :meth:`post` (it never waits), for callers that await."""
        self.post(msg)

    def drop(self, reason: str, code: int = 0) -> None:
        """Close the connection; with a ``code`` the server closes it (else the client left)."""
        if not self.closed:
            self.reason, self.code = reason, code
            if code:
                log.warning("connection from %s (seat %d) dropped: %s", self.addr, self.seat, reason)
        self.closed = True
        self.queue.clear()
        self.queued = 0
        if self.changes is not None:  # issue 39 changes: what was queued is lost, so is the patches' base
            self.changes.reset()
        self.wake.set()

    async def write_loop(self, send_text: Callable[[str], Awaitable[None]]) -> None:
        """The connection's writer: sends what is queued, in order, until the connection closes."""
        while not self.closed:
            if not self.queue:
                self.wake.clear()
                await self.wake.wait()
                continue
            text = self.queue.popleft()
            self.queued -= len(text)
            self.sending_since = time.monotonic()
            try:
                await send_text(text)
            except Exception:  # the socket is gone
                self.drop("the socket closed")
                return
            finally:
                self.sending_since = 0.0


def dumps(msg: Any) -> str:
    """Compact JSON text, as ``json.dumps(msg, separators=(",", ":"), ensure_ascii=False)`` gives it;
    made by orjson (about 20 times faster on a view, issue 41), by :mod:`json` for what orjson
    refuses (an integer past 64 bits, a lone surrogate)."""
    try:
        return orjson.dumps(msg, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:  # (orjson.JSONEncodeError is one)
        return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)
