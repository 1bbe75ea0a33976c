"""An idle HTTP connection outlives a client's own keep-alive (httpx keeps one 5 s): a client that
reuses its connection after 5.5 s idle gets its answer, never a reset from a server closing it at
that moment (seen under load in tests/hardening/test_leaks and scripts/club_attack.py's D7)."""

from __future__ import annotations

import socket
import time
from typing import Any


def _get(sock: socket.socket) -> bytes:
    sock.sendall(b"GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length"))
    while len(body) < length:
        body += sock.recv(65536)
    return head


def test_an_idle_connection_is_kept_past_a_clients_own_keep_alive(live: Any) -> None:
    with socket.create_connection(("127.0.0.1", live.port), timeout=10) as sock:
        assert _get(sock).startswith(b"HTTP/1.1 200")
        time.sleep(5.5)
        assert _get(sock).startswith(b"HTTP/1.1 200")  # the same connection, still open
