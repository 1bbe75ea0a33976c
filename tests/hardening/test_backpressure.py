"""Back-pressure (issue 13 §1, docs/reliability.md): every connection has its own bounded queue and
writer; a client that does not read is dropped, and no other client, seat or bot waits for it.
Connects, resyncs and the full state they cost are rate-limited; a connect or disconnect sends
the others a small ``seats`` message, not the state."""

from __future__ import annotations

import functools
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.testclient import WebSocketDenialResponse
from starlette.websockets import WebSocketDisconnect

from harness import SHORT, NeverReader, Server

ALL_BOTS = [{"kind": "bot", "level": "random"}] * 4


def version(base: str, tid: str) -> int:
    return int(httpx.get(f"{base}/api/tables/{tid}").json()["version"])


def test_a_client_that_never_reads_does_not_stall_its_table(tmp_path: Path) -> None:
    # the default limits, but a client whose write has been blocked for 3 s (not 10) is dropped
    srv = Server(str(tmp_path), bot_delay=0.02, env={"CANASTA_LIMIT_CONN_STALL": "3"}).start()
    try:
        tok = httpx.post(f"{srv.base}/api/users", json={"name": "a"}).json()["token"]
        tid = httpx.post(f"{srv.base}/api/tables", headers={"x-token": tok},
                         json={"rules": SHORT, "target": 100000, "seats": ALL_BOTS, "sit": None}).json()["id"]
        attacker = NeverReader("127.0.0.1", srv.port, tid, rate=14).start()
        log = tmp_path / "server.log"
        try:
            # every 2 s the table moves on, until well after the server has dropped the client
            # (its buffers fill after some seconds: the table stopped for good then, before)
            last, dropped_at, t0 = version(srv.base, tid), None, time.monotonic()
            while time.monotonic() - t0 < 60 and (dropped_at is None or time.monotonic() - dropped_at < 4):
                time.sleep(2)
                v = version(srv.base, tid)
                assert v - last > 10, f"the table made {v - last} moves in 2 s with a client that does not read"
                last = v
                if dropped_at is None and "dropped: too" in log.read_text():  # too slow, or too many refusals
                    dropped_at = time.monotonic()
            assert dropped_at is not None, "the client that does not read was never dropped"
        finally:
            attacker.stop()
    finally:
        srv.stop()


@pytest.fixture
def make(make: Any) -> Any:
    """The hardening ``make``, at a table of four human seats."""
    return functools.partial(make, seats=[{"kind": "human"}] * 4)


def test_connect_and_disconnect_send_seats_not_the_state(make: Any) -> None:
    c, tid, tok = make()
    with c.websocket_connect(f"/ws/{tid}") as watcher:
        assert watcher.receive_json()["type"] == "state"
        with c.websocket_connect(f"/ws/{tid}", subprotocols=["canasta", f"token.{tok}"]) as player:
            first = player.receive_json()
            assert first["type"] == "state" and first["seat"] == 0  # the token came as a subprotocol
            m = watcher.receive_json()
            assert m["type"] == "seats" and "view" not in m and m["seats"][0]["online"] is True
            with c.websocket_connect(f"/ws/{tid}") as other:  # a spectator: no seat changes, no message
                assert other.receive_json()["type"] == "state"
                watcher.send_json({"type": "ping"})
                assert watcher.receive_json()["type"] == "pong"
        m = watcher.receive_json()
        assert m["type"] == "seats" and m["seats"][0]["online"] is False


def test_resync_is_rate_limited_per_connection(make: Any) -> None:
    c, tid, tok = make(resync_rate="1", resync_burst="3")
    with c.websocket_connect(f"/ws/{tid}?token={tok}") as ws:
        assert ws.receive_json()["type"] == "state"
        for _ in range(10):
            ws.send_json({"type": "resync"})
        got = [ws.receive_json() for _ in range(10)]
        states = [m for m in got if m["type"] == "state"]
        refused = [m for m in got if m.get("code") == "rate_limited"]
        assert len(states) == 3 and len(refused) == 7 and "resync" in refused[0]["message"]
        # a stale move is answered with the state under the same limit
        ws.send_json({"type": "move", "version": 99, "moves": ["draw"]})
        assert ws.receive_json()["code"] == "stale"
        assert ws.receive_json()["code"] == "rate_limited"


def test_a_client_refused_again_and_again_is_disconnected(make: Any) -> None:
    # the never-reading client's resyncs: one a second answered, the rest refused; the refusals
    # outrun the answers and the connection is closed (before, each answer wiped the count)
    c, tid, tok = make(resync_rate="1", resync_burst="1", conn_abuse="20")
    with c.websocket_connect(f"/ws/{tid}") as ws:
        assert ws.receive_json()["type"] == "state"
        for _ in range(40):
            ws.send_json({"type": "resync"})
        with pytest.raises(WebSocketDisconnect) as exc:
            while True:
                ws.receive_json()
        assert exc.value.code == 1008


def test_resync_is_rate_limited_per_address(make: Any) -> None:
    c, tid, tok = make(resync_rate="100", resync_burst="100", addr_resync_rate="0.1", addr_resync_burst="4")
    with c.websocket_connect(f"/ws/{tid}") as a, c.websocket_connect(f"/ws/{tid}") as b:
        a.receive_json()
        b.receive_json()
        for ws in (a, b, a, b, a, b):
            ws.send_json({"type": "resync"})
        kinds = [ws.receive_json().get("code", "state") for ws in (a, b, a, b, a, b)]
        assert kinds.count("state") == 4 and kinds.count("rate_limited") == 2


def test_connects_are_rate_limited_per_address(make: Any) -> None:
    c, tid, tok = make(addr_connect_rate="0.01", addr_connect_burst="3")
    for _ in range(3):
        with c.websocket_connect(f"/ws/{tid}") as ws:
            assert ws.receive_json()["type"] == "state"
    with pytest.raises(WebSocketDenialResponse) as exc:  # refused before the handshake
        c.websocket_connect(f"/ws/{tid}").__enter__()
    assert exc.value.status_code == 429 and "a second" in exc.value.json()["error"]


def test_a_queue_that_overflows_drops_only_that_client(make: Any) -> None:
    from canasta.web.limits import Limits
    from canasta.web.tables.conn import Conn

    conn = Conn(-1, None, Limits(conn_queue=3, conn_queue_bytes=1000))
    for _ in range(3):
        conn.post({"type": "pong", "version": 0})
    assert not conn.closed and len(conn.queue) == 3
    conn.post({"type": "pong", "version": 0})
    assert conn.closed and conn.code == 1013 and not conn.queue
    big = Conn(-1, None, Limits(conn_queue=100, conn_queue_bytes=100))
    big.post("x" * 101)
    assert big.closed
    stalled = Conn(-1, None, Limits(conn_stall=5))
    stalled.sending_since = time.monotonic() - 6  # a write blocked for 6 s
    stalled.post("{}")
    assert stalled.closed
