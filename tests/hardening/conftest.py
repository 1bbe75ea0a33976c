"""Hardening tests (docs/reliability.md): the real app, real sockets, real SQLite files."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("websockets")


@pytest.fixture
def make(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """``make(seats=None, **limits)``: an app on a fresh SQLite file with the given CANASTA_LIMIT_*
    values (``conn_rate="5"``), a user and a table: (client, table id, token)."""
    from fastapi.testclient import TestClient

    from canasta.web.server import create_app
    from harness import SHORT

    clients: list[TestClient] = []

    def build(seats: list[dict[str, str]] | None = None, **env: str) -> tuple[TestClient, str, str]:
        for k, v in env.items():
            monkeypatch.setenv(f"CANASTA_LIMIT_{k.upper()}", v)
        c = TestClient(create_app(f"sqlite:///{tmp_path / f'c{len(clients)}.db'}", bot_delay=0))
        c.__enter__()
        clients.append(c)
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        body: dict[str, Any] = {"rules": SHORT, "target": 50} | ({"seats": seats} if seats else {})
        tid = c.post("/api/tables", json=body, headers={"x-token": tok}).json()["id"]
        return c, tid, tok

    yield build
    for c in clients:
        c.__exit__(None, None, None)
