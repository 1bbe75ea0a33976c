"""Security and caching headers on every HTTP answer (issue 38: security audit D29, newcomer audit 27).

* **Security headers**, on every HTTP answer (JSON, pages, static files, refusals):
  ``Content-Security-Policy`` (scripts, styles, images and connections from the server itself only,
  no plugins, no ``<base>``, forms post to the server, and ``frame-ancestors 'none'``: no other site
  can frame a page), ``X-Frame-Options: DENY`` (the same for old browsers),
  ``X-Content-Type-Options: nosniff``, ``Referrer-Policy: same-origin`` and a
  ``Permissions-Policy`` that turns off the camera, microphone and location.
  The app's pages (``/``, ``/static/...``) run no inline script: ``script-src 'self'``. The club's
  server-made pages (``/club/...``) still carry their scripts inline, so ``script-src`` allows
  ``'unsafe-inline'`` there only (everything they show is escaped; moving those scripts to
  ``/static`` would let them have the strict policy too). Styles allow ``'unsafe-inline'``: the
  table sets CSS variables in ``style`` attributes.
* **ETag for answers marked ``no-cache``** (the language catalogs, about 90 KB each): the answer
  gets a weak ``ETag`` (the SHA-256 of its body, weak as gzip may change the bytes) and a ``GET`` that names it in
  ``If-None-Match`` is answered ``304`` with no body, so a page load does not download the
  catalog again. Static files have ``ETag`` and ``Last-Modified`` from Starlette already, and are
  sent with ``Cache-Control: no-cache`` so a new version is seen at once (a check costs a 304).
* **Compression** (Starlette's ``GZipMiddleware``): HTTP answers of 1 KB or more are gzipped for clients that accept
  it (JS, CSS and catalogs shrink 3-4x). WebSockets are not touched by it: their messages use
  permessage-deflate, which ``limits.uvicorn_options`` bounds (D4).
"""

from __future__ import annotations

import hashlib
from typing import Any

STRICT = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
          "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
          "frame-ancestors 'none'")
INLINE_PAGES = STRICT.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
INLINE_PREFIXES = ("/club",)  # server-made pages with inline scripts (web/club.py, web/events.py)

COMMON = [
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
]
ETAG_MAX = 4 * 1024 * 1024  # a no-cache answer larger than this is passed on as it is


def policy_for(path: str) -> str:
    return INLINE_PAGES if path.startswith(INLINE_PREFIXES) else STRICT


def _has(headers: list[tuple[bytes, bytes]], name: bytes) -> bytes | None:
    for k, v in headers:
        if k.lower() == name:
            return v
    return None


class SecurityHeaders:
    """ASGI middleware: the security headers on every HTTP answer, an ETag (and 304) for answers
    marked ``no-cache`` (GET), ``Cache-Control: no-cache`` for static files. WebSockets pass through."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        extra = [*COMMON, (b"content-security-policy", policy_for(path).encode())]
        conditional = scope.get("method") == "GET"  # (a HEAD has no body to tag)
        asked = _has(list(scope.get("headers") or []), b"if-none-match") if conditional else None
        held: dict[str, Any] | None = None  # the start of a no-cache answer, held until its body is read
        body = bytearray()

        async def send_with_headers(message: dict[str, Any]) -> None:
            nonlocal held
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", [])
                           if k.lower() not in {h for h, _ in extra}]
                headers += extra
                if path.startswith("/static/") and _has(headers, b"cache-control") is None:
                    headers.append((b"cache-control", b"no-cache"))
                message = {**message, "headers": headers}
                cc = _has(headers, b"cache-control") or b""
                if (conditional and message.get("status") == 200 and b"no-cache" in cc
                        and _has(headers, b"etag") is None):
                    held = message
                    return
                await send(message)
                return
            if held is None or message["type"] != "http.response.body":
                await send(message)
                return
            body.extend(message.get("body", b""))
            if message.get("more_body", False):
                if len(body) <= ETAG_MAX:
                    return
                start, held = held, None  # too large to hold: sent as it is
                await send(start)
                await send({"type": "http.response.body", "body": bytes(body), "more_body": True})
                return
            start, held = held, None
            etag = b'W/"' + hashlib.sha256(body).hexdigest()[:32].encode() + b'"'
            headers = [*start["headers"], (b"etag", etag)]
            if asked is not None and etag in [x.strip() for x in asked.split(b",")]:
                headers = [(k, v) for k, v in headers if k.lower() not in (b"content-length", b"content-type")]
                await send({**start, "status": 304, "headers": headers})
                await send({"type": "http.response.body", "body": b""})
                return
            await send({**start, "headers": headers})
            await send({"type": "http.response.body", "body": bytes(body)})

        await self.app(scope, receive, send_with_headers)


def install(app: Any) -> None:
    """Add the middlewares to a Starlette/FastAPI ``app``, after its other ones: this one outside
    them (so refusals made before the app also carry the headers) and gzip outermost."""
    from starlette.middleware.gzip import GZipMiddleware

    app.add_middleware(SecurityHeaders)
    app.add_middleware(GZipMiddleware, minimum_size=1024, compresslevel=6)
