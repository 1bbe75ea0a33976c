"""Limits that keep the server steady under load and bad input (docs/reliability.md).

* every WebSocket message is at most ``ws_message_bytes`` long (a longer one gets an ``error``
  with code ``too_large``; uvicorn itself closes the socket with code 1009 past 16 MiB);
* every connection may send ``conn_rate`` messages a second (bursts of ``conn_burst``); a message
  over the limit gets an ``error`` with code ``rate_limited`` and is dropped; a client that goes
  on sending far past it (``conn_abuse`` refused messages in a row) is disconnected (close 1008);
* every address may open ``addr_ws`` WebSockets at once and make ``addr_rate`` HTTP requests a
  second (bursts of ``addr_burst``); past that: HTTP 429 or close code 1013;
* every HTTP request body is at most ``http_body_bytes`` (HTTP 413).

Each limit can be changed with an environment variable ``CANASTA_LIMIT_<NAME>`` (e.g.
``CANASTA_LIMIT_ADDR_WS=1000`` for a load test from one address).
Seeds come from :mod:`secrets` and have 63 bits: a seat that knows its own hand cannot search
the seeds for the deal.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from dataclasses import dataclass, fields
from typing import Any

SEED_BITS = 63


def new_seed() -> int:
    """A game seed no one can guess (the deal of every hand follows from it)."""
    return secrets.randbits(SEED_BITS)


@dataclass
class Limits:
    ws_message_bytes: int = 16 * 1024
    conn_rate: float = 20.0
    conn_burst: float = 40.0
    conn_abuse: int = 200
    addr_ws: int = 64
    addr_rate: float = 30.0
    addr_burst: float = 120.0
    http_body_bytes: int = 1024 * 1024

    @classmethod
    def from_env(cls) -> Limits:
        lim = cls()
        for f in fields(cls):
            raw = os.environ.get(f"CANASTA_LIMIT_{f.name.upper()}")
            if raw is not None:
                try:
                    setattr(lim, f.name, type(getattr(lim, f.name))(float(raw)))
                except ValueError:
                    raise ValueError(f"CANASTA_LIMIT_{f.name.upper()} must be a number, got {raw!r}") from None
        return lim


class Bucket:
    """A token bucket: ``rate`` tokens a second, at most ``burst`` saved up."""

    __slots__ = ("rate", "burst", "tokens", "at")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Guard:
    """The per-address state of one server."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.http: dict[str, Bucket] = {}
        self.sockets: dict[str, int] = {}

    def http_ok(self, addr: str) -> bool:
        b = self.http.get(addr)
        if b is None:
            if len(self.http) > 10000:  # forget idle addresses now and then
                self.http.clear()
            b = self.http[addr] = Bucket(self.limits.addr_rate, self.limits.addr_burst)
        return b.take()

    def open_socket(self, addr: str) -> bool:
        n = self.sockets.get(addr, 0)
        if n >= self.limits.addr_ws:
            return False
        self.sockets[addr] = n + 1
        return True

    def close_socket(self, addr: str) -> None:
        n = self.sockets.get(addr, 0) - 1
        if n <= 0:
            self.sockets.pop(addr, None)
        else:
            self.sockets[addr] = n

    def conn(self) -> ConnGuard:
        return ConnGuard(self.limits)


class ConnGuard:
    """The limits of one WebSocket connection."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.bucket = Bucket(limits.conn_rate, limits.conn_burst)
        self.refused = 0

    def check(self, raw: str | bytes, version: int) -> dict[str, Any] | None:
        """None if the message may be handled, else the error to send back."""
        if not self.bucket.take():
            self.refused += 1
            return error(version, "rate_limited",
                         f"too many messages: at most {self.limits.conn_rate:g} a second on one connection")
        if len(raw) > self.limits.ws_message_bytes:
            self.refused += 1
            return error(version, "too_large",
                         f"message too large: {len(raw)} characters, at most {self.limits.ws_message_bytes}")
        self.refused = 0
        return None

    @property
    def abusive(self) -> bool:
        return self.refused >= self.limits.conn_abuse


def error(version: int, code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "version": version, "code": code, "message": message, "move": None}


class BodyLimit:
    """ASGI middleware: HTTP 429 past the per-address rate, 413 past the body size."""

    def __init__(self, app: Any, guard: Guard) -> None:
        self.app = app
        self.guard = guard

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        addr = (scope.get("client") or ("?", 0))[0]
        if not self.guard.http_ok(addr):
            await _reply(send, 429, f"too many requests: at most {self.guard.limits.addr_rate:g} a second "
                                    "from one address")
            return
        limit = self.guard.limits.http_body_bytes
        for k, v in scope.get("headers", []):
            if k == b"content-length":
                try:
                    too_big = int(v) > limit
                except ValueError:
                    too_big = True
                if too_big:
                    await _reply(send, 413, f"request body too large: at most {limit} bytes")
                    return
        seen = 0

        async def limited() -> Any:
            nonlocal seen
            msg = await receive()
            if msg["type"] == "http.request":
                seen += len(msg.get("body", b""))
                if seen > limit:
                    raise _TooLarge
            return msg

        started = False

        async def track(msg: Any) -> None:
            nonlocal started
            if msg["type"] == "http.response.start":
                started = True
            await send(msg)

        try:
            await self.app(scope, limited, track)
        except _TooLarge:
            if not started:
                await _reply(send, 413, f"request body too large: at most {limit} bytes")


class _TooLarge(Exception):
    pass


async def _reply(send: Any, status: int, message: str) -> None:
    body = json.dumps({"error": message}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
