"""The state message is built as a plain dict for speed; it must still be exactly a P.StateMsg."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient

from canasta.web import protocol as P
from canasta.web.audit import SHORT
from canasta.web.server import create_app


def test_state_message_is_a_state_msg(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)) as c:
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        tid = c.post("/api/tables", json={"rules": SHORT, "target": 50}, headers={"x-token": tok}).json()["id"]
        with c.websocket_connect(f"/ws/{tid}?token={tok}") as ws:
            for _ in range(3):
                m = ws.receive_json()
                if m["type"] == "state":
                    assert P.StateMsg.model_validate(m).model_dump() == m
                    assert m["seat"] == 0 and m["log"] is not None
                    return
