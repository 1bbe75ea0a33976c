"""Size and rate limits (src/canasta/web/limits.py, docs/reliability.md): each refusal is a clear
one-line error, and the connection stays usable unless a client goes on far past the limit."""

from __future__ import annotations

import time
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect


def until(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        m = ws.receive_json()
        if m["type"] == kind:
            return dict(m)


def test_a_huge_message_is_refused_and_the_socket_stays(make: Any) -> None:
    c, tid, tok = make()
    with c.websocket_connect(f"/ws/{tid}?token={tok}") as ws:
        until(ws, "state")
        ws.send_text('{"type": "ping", "pad": "' + "x" * 20000 + '"}')
        e = until(ws, "error")
        assert e["code"] == "too_large" and "at most 16384" in e["message"]
        ws.send_json({"type": "ping"})
        assert until(ws, "pong")["type"] == "pong"


def test_a_connection_is_rate_limited_then_recovers(make: Any) -> None:
    c, tid, tok = make(conn_rate="5", conn_burst="10")
    with c.websocket_connect(f"/ws/{tid}?token={tok}") as ws:
        until(ws, "state")
        for _ in range(30):
            ws.send_json({"type": "ping"})
        codes = []
        while len(codes) < 30:
            m = ws.receive_json()
            if m["type"] in ("pong", "error"):
                codes.append(m.get("code", "pong"))
        assert 10 <= codes.count("pong") < 30 and "rate_limited" in codes
        time.sleep(0.5)
        ws.send_json({"type": "ping"})
        assert until(ws, "pong")["type"] == "pong"


def test_a_flood_far_past_the_limit_is_disconnected(make: Any) -> None:
    c, tid, tok = make(conn_rate="1", conn_burst="1", conn_abuse="20")
    with c.websocket_connect(f"/ws/{tid}?token={tok}") as ws:
        until(ws, "state")
        for _ in range(40):
            ws.send_json({"type": "ping"})
        with pytest.raises(WebSocketDisconnect) as exc:
            while True:
                ws.receive_json()
        assert exc.value.code == 1008


def test_sockets_per_address(make: Any) -> None:
    c, tid, tok = make(addr_ws="2")
    with c.websocket_connect(f"/ws/{tid}") as a, c.websocket_connect(f"/ws/{tid}") as b:
        until(a, "state")
        until(b, "state")
        with c.websocket_connect(f"/ws/{tid}") as third, pytest.raises(WebSocketDisconnect) as exc:
            third.receive_json()
        assert exc.value.code == 1013
    with c.websocket_connect(f"/ws/{tid}") as again:  # closed ones are counted out
        assert until(again, "state")["seat"] == -1


def test_http_requests_per_address_and_body_size(make: Any) -> None:
    c, tid, tok = make(addr_rate="0.5", addr_burst="20", http_body_bytes="2000")
    r = c.post("/api/records", content=b"{" + b" " * 3000 + b"}", headers={"x-token": tok})
    assert r.status_code == 413 and "at most 2000 bytes" in r.json()["error"]
    statuses = [c.get("/api/meta").status_code for _ in range(25)]
    assert 429 in statuses
    r = c.get("/api/meta")
    assert r.status_code == 429 and "too many requests" in r.json()["error"]
