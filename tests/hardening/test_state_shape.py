"""The state message is built as a plain dict for speed; it must still be exactly a P.StateMsg."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient

from canasta.web import protocol as P
from canasta.web.server import create_app
from harness import SHORT


def test_state_message_is_a_state_msg(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)) as c:
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        tid = c.post("/api/tables", json={"rules": SHORT, "target": 50}, headers={"x-token": tok}).json()["id"]
        with c.websocket_connect(f"/ws/{tid}?token={tok}") as ws:
            for _ in range(3):
                m = ws.receive_json()
                if m["type"] == "state":
                    assert P.StateMsg.model_validate(m).model_dump(exclude_unset=True) == m
                    assert m["seat"] == 0 and m["log"] is not None
                    return


def test_a_finished_game_leaves_memory_when_its_last_client_goes(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)) as c:
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        tid = c.post("/api/tables", json={"rules": SHORT, "target": 50, "seats": [{"kind": "bot"}] * 4},
                     headers={"x-token": tok}).json()["id"]
        hub = c.app.state.tables  # type: ignore[attr-defined]
        with c.websocket_connect(f"/ws/{tid}") as ws:
            while True:
                m = ws.receive_json()
                if m["type"] == "state" and m["info"]["phase"] == "match_over":
                    break
            assert tid in hub.games
        for _ in range(100):
            if tid not in hub.games:
                break
            import time

            time.sleep(0.01)
        assert tid not in hub.games
        assert c.get(f"/api/tables/{tid}/record").status_code == 200  # still served, from the database
