"""Limits that keep the server steady under load and bad input (docs/reliability.md).

* every WebSocket message is at most ``ws_message_bytes`` long (a longer one gets an ``error``
  with code ``too_large``; uvicorn itself closes the socket with code 1009 past it, see ``uvicorn_options``);
* every connection may send ``conn_rate`` messages a second (bursts of ``conn_burst``); a message
  over the limit gets an ``error`` with code ``rate_limited`` and is dropped; a client that goes
  on sending far past it (``conn_abuse`` more refused messages than accepted ones, resyncs past
  their limit included) is disconnected (close 1008);
* every address may open ``addr_ws`` WebSockets at once and make ``addr_rate`` HTTP requests a
  second (bursts of ``addr_burst``); past that: HTTP 429 or close code 1013;
* every HTTP request body is at most ``http_body_bytes`` (HTTP 413), and must arrive within
  ``body_timeout`` seconds; the request line and headers within ``header_timeout`` seconds of the
  connection (or of the previous request) or the connection is closed (see :func:`protocols`);
* every connection has its own outgoing queue, written by its own task: at most ``conn_queue``
  messages or ``conn_queue_bytes`` characters wait in it, and no write may stay blocked longer
  than ``conn_stall`` seconds; a client that falls behind is dropped (close code 1013) and may
  reconnect: no other client, seat or bot ever waits for it;
* ``resync`` may be asked ``resync_rate`` times a second on one connection (bursts of
  ``resync_burst``) and ``addr_resync_rate`` times a second from one address; an address may open
  ``addr_connect_rate`` WebSockets a second (bursts of ``addr_connect_burst``): past that the
  handshake is refused with HTTP 429 before it starts, so reconnect churn costs next to nothing.

Each limit can be changed with an environment variable ``CANASTA_LIMIT_<NAME>`` (e.g.
``CANASTA_LIMIT_ADDR_WS=1000`` for a load test from one address).
Seeds come from :mod:`secrets` and have 63 bits: a seat that knows its own hand cannot search
the seeds for the deal.
"""

from __future__ import annotations

import asyncio
import functools
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
    table_chat_rate: float = 1.0  # chat lines a second at one table, all senders (D21, web/chatguard.py)
    table_chat_burst: float = 10.0
    addr_chat_rate: float = 0.5  # chat lines a second from one address, all tables and names (D21)
    addr_chat_burst: float = 8.0
    addr_ws: int = 64
    addr_rate: float = 30.0
    addr_burst: float = 120.0
    http_body_bytes: int = 1024 * 1024
    body_timeout: float = 30.0
    header_timeout: float = 10.0
    # seconds an idle HTTP connection is kept: longer than clients keep theirs (httpx 5 s), so that a
    # client never sends on a connection the server is closing at that moment (a reset mid-request)
    keep_alive: int = 10
    conn_queue: int = 200
    conn_queue_bytes: int = 4 * 1024 * 1024
    conn_stall: float = 10.0
    resync_rate: float = 1.0
    resync_burst: float = 5.0
    addr_resync_rate: float = 10.0
    addr_resync_burst: float = 40.0
    addr_connect_rate: float = 2.0
    addr_connect_burst: float = 30.0
    import_bytes: int = 512 * 1024
    import_moves: int = 10000
    user_imports: int = 100
    addr_replay_rate: float = 2.0  # replays of finished tables an address may cause a second (D3)
    addr_replay_burst: float = 30.0
    replay_cache_moves: int = 400_000  # moves held by the cache of finished tables' replays
    # tables one player may make the server play (D5/D6, web/quotas.py)
    user_tables: int = 5
    user_bot_tables: int = 1
    bot_tables: int = 50
    unwatched_bots_seconds: float = 5.0
    bot_table_expiry_seconds: float = 3600.0
    lobby_per_owner: int = 3
    lobby_abandoned_seconds: float = 1800.0

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

    def full(self) -> bool:
        """Whether the bucket has been idle long enough to be full again (it can be forgotten)."""
        return self.tokens + (time.monotonic() - self.at) * self.rate >= self.burst


class Guard:
    """The per-address state of one server."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        # set by :func:`protocols`: the HTTP protocol refuses WebSocket connects past the rate
        # itself, before any WebSocket object exists (the middleware then lets them through)
        self.connects_checked_early = False
        self.http: dict[str, Bucket] = {}
        self.connects: dict[str, Bucket] = {}
        self.resyncs: dict[str, Bucket] = {}
        self.sockets: dict[str, int] = {}
        self._resync_refusal: tuple[int, str] | None = None  # (version, the refusal's JSON text)

    def resync_refusal(self, version: int) -> str:
        """The refusal of a ``resync`` past its limit, as JSON text, made once per version: a
        refused resync costs two token buckets and a lookup (no state, no JSON)."""
        got = self._resync_refusal
        if got is None or got[0] != version:
            lim = self.limits
            got = self._resync_refusal = (version, json.dumps(error(
                version, "rate_limited", f"too many resyncs: at most {lim.resync_rate:g} a second on one connection; "
                                         "the state is sent after every move anyway",
                key="too-many-resyncs", rate=lim.resync_rate), separators=(",", ":"), ensure_ascii=False))
        return got[1]

    @staticmethod
    def _take(buckets: dict[str, Bucket], addr: str, rate: float, burst: float) -> bool:
        b = buckets.get(addr)
        if b is None:
            if len(buckets) > 10000:  # forget idle addresses now and then
                for k in [k for k, v in buckets.items() if v.full()]:
                    del buckets[k]
            b = buckets[addr] = Bucket(rate, burst)
        return b.take()

    def http_ok(self, addr: str) -> bool:
        return self._take(self.http, addr, self.limits.addr_rate, self.limits.addr_burst)

    def connect_ok(self, addr: str) -> bool:
        """Whether an address may open one more WebSocket now (connects and reconnects a second)."""
        return self._take(self.connects, addr, self.limits.addr_connect_rate, self.limits.addr_connect_burst)

    def resync_ok(self, addr: str) -> bool:
        return self._take(self.resyncs, addr, self.limits.addr_resync_rate, self.limits.addr_resync_burst)

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
        self.resyncs = Bucket(limits.resync_rate, limits.resync_burst)
        self.refused = 0

    def resync(self, version: int, guard: Guard, addr: str) -> str | None:
        """None if a ``resync`` may be answered now, else the error to send back (JSON text)."""
        if self.resyncs.take() and guard.resync_ok(addr):
            return None
        self.refused += 1
        return guard.resync_refusal(version)

    def check(self, raw: str | bytes, version: int) -> dict[str, Any] | None:
        """None if the message may be handled, else the error to send back."""
        if not self.bucket.take():
            self.refused += 1
            return error(version, "rate_limited",
                         f"too many messages: at most {self.limits.conn_rate:g} a second on one connection",
                         key="too-many-messages", rate=self.limits.conn_rate)
        if len(raw) > self.limits.ws_message_bytes:
            self.refused += 1
            return error(version, "too_large",
                         f"message too large: {len(raw)} characters, at most {self.limits.ws_message_bytes}",
                         size=len(raw), max=self.limits.ws_message_bytes)
        return None

    def answered(self) -> None:
        """A message was handled without a refusal: it pays back one. A client refused again and
        again (a resync 14 times a second, one answered) so reaches ``conn_abuse`` and is cut off."""
        self.refused = max(0, self.refused - 1)

    @property
    def abusive(self) -> bool:
        return self.refused >= self.limits.conn_abuse


def error(version: int, code: str, message: str, key: str | None = None, **params: Any) -> dict[str, Any]:
    """A WebSocket ``error``: the English ``message``; ``key`` (default: the code) and ``params``
    name the catalog's ``server-<key>`` that says it in the player's language (web/refusals.py)."""
    return {"type": "error", "version": version, "code": code, "message": message, "move": None,
            "key": (key or code).replace("_", "-"), "params": params}


class BodyLimit:
    """ASGI middleware: HTTP 429 past the per-address rate, 413 past the body size, 408 for a body
    that does not arrive within ``body_timeout`` seconds."""

    def __init__(self, app: Any, guard: Guard) -> None:
        self.app = app
        self.guard = guard

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "websocket" and not self.guard.connects_checked_early:
            addr = (scope.get("client") or ("?", 0))[0]
            if not self.guard.connect_ok(addr):  # refused before the handshake: it costs next to nothing
                await _reply(send, 429, f"too many connections: at most {self.guard.limits.addr_connect_rate:g} "
                                        "WebSockets a second from one address", "websocket.http.response",
                             scope=scope, code="too-many-connections", rate=self.guard.limits.addr_connect_rate)
                return
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        addr = (scope.get("client") or ("?", 0))[0]
        if not self.guard.http_ok(addr):
            await _reply(send, 429, f"too many requests: at most {self.guard.limits.addr_rate:g} a second "
                                    "from one address", scope=scope, code="too-many-requests",
                         rate=self.guard.limits.addr_rate)
            return
        limit = self.guard.limits.http_body_bytes
        for k, v in scope.get("headers", []):
            if k == b"content-length":
                try:
                    too_big = int(v) > limit
                except ValueError:
                    too_big = True
                if too_big:
                    await _reply(send, 413, f"request body too large: at most {limit} bytes", scope=scope,
                                 code="body-too-large", max=limit)
                    return
        # the body is read here, whole, within body_timeout seconds and at most http_body_bytes
        # (a route that parses it would turn a failure in the middle into its own 400)
        timeout = self.guard.limits.body_timeout
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        body = bytearray()
        more = True
        while more:
            try:
                msg = await asyncio.wait_for(receive(), max(0.0, deadline - loop.time()))
            except TimeoutError:
                await _reply(send, 408, f"request body too slow: it must arrive within {timeout:g} seconds",
                             scope=scope, code="body-too-slow", seconds=timeout)
                return
            if msg["type"] == "http.disconnect":
                return
            body += msg.get("body", b"")
            more = bool(msg.get("more_body", False))
            if len(body) > limit:
                await _reply(send, 413, f"request body too large: at most {limit} bytes", scope=scope,
                                 code="body-too-large", max=limit)
                return
        given = False

        async def replay() -> Any:
            nonlocal given
            if not given:
                given = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


async def _reply(send: Any, status: int, message: str, kind: str = "http.response", *,
                 scope: dict[str, Any] | None = None, code: str = "http", **params: Any) -> None:
    """An error reply before the app sees the request: ``message`` in English, ``server-<code>``
    with ``params`` in the request's language."""
    from .refusals import say, scope_lang

    lang = scope_lang(scope) if scope is not None else "en"
    body = json.dumps({"error": say(lang, code, message, params), "code": code, "params": params}).encode()
    await send({"type": f"{kind}.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": f"{kind}.body", "body": body})


@functools.lru_cache(maxsize=16)
def connect_refusal(lang: str, rate: float) -> bytes:
    """The whole HTTP answer (429) to a WebSocket connect past the per-address rate, in ``lang``:
    made once per language, then written as it is (a refused connect costs a lookup)."""
    from .refusals import say

    message = f"too many connections: at most {rate:g} WebSockets a second from one address"
    params = {"rate": rate}
    body = json.dumps({"error": say(lang, "too-many-connections", message, params), "code": "too-many-connections",
                       "params": params}).encode()
    return (b"HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json\r\nconnection: close\r\n"
            b"content-length: " + str(len(body)).encode() + b"\r\n\r\n" + body)


def _header(headers: Any, name: bytes) -> str | None:
    for k, v in headers:
        if k.lower() == name:
            return str(v.decode("latin-1"))
    return None


DEFLATE_LEVEL = 1  # permessage-deflate's zlib level (uvicorn's default is zlib's 6)
DEFLATE_MIN_BYTES = 1024  # a message shorter than this is sent as it is (RFC 7692 allows it per message)
PATCH_DEFLATE_MIN_BYTES = 200  # but a patch (issue 39, web/changes.py) is compressed from this size on
# The window of the server's compressor (what it sends), 2**15 bytes: a state repeats the one before it
# (the log's 400 rows, the view) from 4 to 21 KB back, which a smaller window cannot reach (issue 41:
# a state then costs 17 instead of 42 µs of deflate and takes 450 instead of 2,050 bytes, for about
# 110 KB more of zlib state per connection). What a client sends is inflated in a 4 KB window.
DEFLATE_SERVER_WINDOW_BITS = 15
DEFLATE_CLIENT_WINDOW_BITS = 12


@functools.cache
def _deflate_classes() -> tuple[type, type]:
    """websockets' per-message deflate, with messages under ``DEFLATE_MIN_BYTES`` sent uncompressed
    (the ``seats``, ``error``, ``chat`` and ``pong`` messages: a few hundred bytes, which deflate
    barely shrinks for the fixed cost of a compress and a flush on the server and an inflate in
    the browser). A message is one frame here; the rare fragmented one is compressed as before."""
    from websockets.extensions.permessage_deflate import PerMessageDeflate, ServerPerMessageDeflateFactory
    from websockets.frames import Opcode

    class SmallUncompressed(PerMessageDeflate):
        def encode(self, frame: Any) -> Any:
            n = len(frame.data)
            if frame.fin and frame.opcode in (Opcode.TEXT, Opcode.BINARY) and n < DEFLATE_MIN_BYTES and (
                    n < PATCH_DEFLATE_MIN_BYTES or not frame.data.startswith(b'{"type":"patch"')):
                return frame  # (rsv1 unset: the peer does not inflate it; the shared window is untouched)
            return super().encode(frame)

    class Factory(ServerPerMessageDeflateFactory):
        def process_request_params(self, params: Any, accepted: Any) -> Any:
            response, ext = super().process_request_params(params, accepted)
            return response, SmallUncompressed(ext.remote_no_context_takeover, ext.local_no_context_takeover,
                                               ext.remote_max_window_bits, ext.local_max_window_bits,
                                               ext.compress_settings)

    return SmallUncompressed, Factory


def _faster_deflate(protocol: Any, config: Any) -> None:
    """permessage-deflate at zlib level ``DEFLATE_LEVEL`` instead of 6: a 21 KB state (a full log)
    takes 4.2 KB instead of 3.4 KB and a third of the CPU time (docs/reliability.md, "What the
    attack costs"); the server's window ``DEFLATE_SERVER_WINDOW_BITS``, the client's
    ``DEFLATE_CLIENT_WINDOW_BITS``, memLevel 5; a message under ``DEFLATE_MIN_BYTES`` is
    not compressed (:func:`_deflate_classes`). Only for uvicorn's websockets (sans-I/O)
    protocol, which makes its ``ServerProtocol`` in ``__init__``; any other is left as it is."""
    try:
        from websockets.server import ServerProtocol

        factory = _deflate_classes()[1]
    except ImportError:  # pragma: no cover
        return
    conn = getattr(protocol, "conn", None)
    if not getattr(config, "ws_per_message_deflate", False) or type(conn) is not ServerProtocol:
        return
    protocol.conn = ServerProtocol(
        extensions=[factory(server_max_window_bits=DEFLATE_SERVER_WINDOW_BITS,
                                client_max_window_bits=DEFLATE_CLIENT_WINDOW_BITS,
                                                   compress_settings={"memLevel": 5, "level": DEFLATE_LEVEL})],
        max_size=config.ws_max_size, logger=conn.logger)


def protocols(limits: Limits, guard: Guard | None = None) -> tuple[type[asyncio.Protocol], type[asyncio.Protocol]]:
    """uvicorn's HTTP and WebSocket protocols, with guards ASGI cannot give:

    * the request line and headers must arrive within ``header_timeout`` seconds of the connection
      (or of the previous response on a kept-alive connection), else the connection is closed: a
      client that sends its headers a byte at a time holds no connection for long;
    * with the app's ``guard``: a WebSocket connect past the per-address rate is answered 429 by
      the HTTP protocol itself, from a ready-made answer, before any WebSocket protocol, handshake,
      task or ASGI call is made (reconnect churn then costs next to nothing: ``BodyLimit`` no
      longer counts connects);
    * a WebSocket dropped by the server while its peer reads nothing (the write buffer is full) is
      aborted at once: a close frame could never be written to it."""
    from uvicorn.protocols.http.auto import AutoHTTPProtocol
    from uvicorn.protocols.websockets.auto import AutoWebSocketsProtocol

    from .refusals import lang_of

    timeout = limits.header_timeout
    if guard is not None:
        guard.connects_checked_early = True

    class HeaderTimeout(AutoHTTPProtocol):  # type: ignore[misc,valid-type]
        _header_timer: asyncio.TimerHandle | None = None

        def _arm(self) -> None:
            self._disarm()
            self._header_timer = asyncio.get_running_loop().call_later(timeout, self._header_timeout)

        def _disarm(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

        def _header_timeout(self) -> None:
            self._header_timer = None
            cycle = getattr(self, "cycle", None)
            if (cycle is None or cycle.response_complete) and not self.transport.is_closing():
                self.transport.close()  # no request in progress: the headers did not come in time

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm()

        def handle_websocket_upgrade(self, *args: Any) -> None:
            self._disarm()  # the socket now belongs to the WebSocket protocol (or is refused)
            if guard is not None:
                addr = (getattr(self, "client", None) or ("?", 0))[0]
                if not guard.connect_ok(addr):
                    self._refuse_connect()
                    return
            super().handle_websocket_upgrade(*args)

        def _refuse_connect(self) -> None:
            scope = getattr(self, "scope", None) or {}
            headers = scope.get("headers") or []
            url = getattr(self, "url", b"")  # (httptools: the request target, not parsed for an upgrade)
            query = (url.partition(b"?")[2] if isinstance(url, bytes) else b"").decode("latin-1")
            lang = None
            if "lang=" in query:
                from urllib.parse import parse_qs

                lang = parse_qs(query).get("lang", [None])[0]
            self.transport.write(connect_refusal(lang_of(lang, _header(headers, b"accept-language")),
                                                 guard.limits.addr_connect_rate))  # type: ignore[union-attr]
            self.transport.close()

    base: Any = AutoWebSocketsProtocol

    class AbortStalled(base):  # type: ignore[misc]
        def __init__(self, config: Any, *args: Any, **kwargs: Any) -> None:
            super().__init__(config, *args, **kwargs)
            _faster_deflate(self, config)

        async def send(self, message: Any) -> None:
            writable = getattr(self, "writable", None)
            if (message.get("type") == "websocket.close" and writable is not None and not writable.is_set()
                    and getattr(self, "handshake_complete", False)):
                self.transport.abort()  # the peer reads nothing: no close frame can reach it
                return
            await super().send(message)

    return HeaderTimeout, AbortStalled


def uvicorn_options(limits: Limits) -> dict[str, Any]:
    """The uvicorn options every start of the app uses (security audit D4): no WebSocket message
    past the protocol's limit is read. Per-message deflate stays on (state messages compress about
    5x, see ``_faster_deflate``); websockets inflates a client's frame only up to ``ws_max_size``,
    so a small compressed frame cannot grow into megabytes in the server's memory. An idle HTTP
    connection is kept ``keep_alive`` seconds (uvicorn's 5 s equals httpx's own expiry: a client
    reusing a connection at the moment the server closed it got a reset)."""
    return {"ws_max_size": limits.ws_message_bytes, "ws_per_message_deflate": True,
            "timeout_keep_alive": limits.keep_alive}
