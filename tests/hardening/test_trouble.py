"""A table never stalls silently (issue 13 §1): at an engine dead end (the seat to move has no
legal move) the server logs an error and tells the table's clients; when the database cannot be
written the bots' move is not lost, the error is logged, the table is told, and play goes on
once the database can be written again."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from canasta.state import State
from canasta.web.server import create_app
from harness import SHORT

BOTS = [{"kind": "bot", "level": "random"}] * 4
HUMANS = [{"kind": "human"}] * 4


def until_pong(ws: Any) -> list[dict[str, Any]]:
    ws.send_json({"type": "ping"})
    got = []
    while True:
        m = ws.receive_json()
        got.append(m)
        if m["type"] == "pong":
            return got


@pytest.mark.parametrize("seats", [BOTS, HUMANS], ids=["bots", "people"])
def test_a_dead_end_is_logged_and_told_to_the_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     caplog: pytest.LogCaptureFixture, seats: list[Any]) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)) as c:
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        monkeypatch.setattr(State, "legal_move_list", lambda self: [])  # an engine dead end from the start
        with caplog.at_level(logging.ERROR, logger="canasta.web"):
            tid = c.post("/api/tables", json={"rules": SHORT, "seats": seats, "sit": None},
                         headers={"x-token": tok}).json()["id"]
        assert any("dead end" in r.getMessage() and tid in r.getMessage() for r in caplog.records)
        with c.websocket_connect(f"/ws/{tid}") as ws:
            got = until_pong(ws)
        told = [m for m in got if m.get("code") == "dead_end"]
        assert told and "no legal move" in told[0]["message"] and "logged" in told[0]["message"]


def test_a_failed_database_write_is_told_and_retried(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0.01)
    with TestClient(app) as c:
        hub = app.state.tables
        hub.retry_base = 0.05
        fail = {"left": 0, "calls": 0}

        def failing(real: Any) -> Any:
            def write(*a: Any, **k: Any) -> None:
                fail["calls"] += 1
                if fail["left"] > 0:
                    fail["left"] -= 1
                    raise sa.exc.OperationalError("INSERT INTO moves", {}, Exception("database or disk is full"))
                real(*a, **k)
            return write

        # (the move writer stores a batch's bot moves with add_plain_moves, and each alone with add_moves)
        hub.storage.add_moves = failing(hub.storage.add_moves)
        hub.storage.add_plain_moves = failing(hub.storage.add_plain_moves)
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        tid = c.post("/api/tables", json={"rules": SHORT, "target": 100000, "seats": BOTS, "sit": None},
                     headers={"x-token": tok}).json()["id"]
        with c.websocket_connect(f"/ws/{tid}") as ws:
            first = ws.receive_json()
            with caplog.at_level(logging.ERROR, logger="canasta.web"):
                fail["left"] = 4  # the disk is full for four writes
                got = []
                while not any(m.get("code") == "storage" for m in got):
                    got.append(ws.receive_json())
            before = c.get(f"/api/tables/{tid}").json()["version"]
            deadline = time.monotonic() + 20
            while c.get(f"/api/tables/{tid}").json()["version"] < before + 10:  # and then play goes on
                assert time.monotonic() < deadline, "the bots did not play on once the database could be written"
                time.sleep(0.1)
        assert fail["left"] == 0 and first["version"] >= 0
        told = [m for m in got if m.get("code") == "storage"]
        assert "cannot save" in told[0]["message"]
        assert any("cannot store move" in r.getMessage() and "disk is full" in r.getMessage() for r in caplog.records)
        # every move the clients were told of is stored, numbered without a gap
        log = c.get(f"/api/tables/{tid}/log").json()
        assert [e["n"] for e in log] == list(range(1, len(log) + 1))


def test_a_persons_move_that_cannot_be_stored_is_refused_and_told(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)
    with TestClient(app) as c:
        hub = app.state.tables
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        tid = c.post("/api/tables", json={"rules": SHORT, "seats": HUMANS, "sit": 0},
                     headers={"x-token": tok}).json()["id"]
        g = hub.games[tid]
        turn = g.st.turn
        tok2 = tok
        if turn != 0:
            tok2 = c.post("/api/users", json={"name": "b"}).json()["token"]
            c.post(f"/api/tables/{tid}/sit/{turn}", headers={"x-token": tok2})
        real = hub.storage.add_moves

        def broken(*a: Any, **k: Any) -> None:
            raise sa.exc.OperationalError("INSERT", {}, Exception("disk I/O error"))

        hub.storage.add_moves = broken
        with c.websocket_connect(f"/ws/{tid}?token={tok2}") as ws:
            st = ws.receive_json()
            move = st["view"]["legal_moves"][0]
            ws.send_json({"type": "move", "version": st["version"], "moves": [move]})
            got = until_pong(ws)
            codes = [m.get("code") for m in got]
            assert codes.count("storage") == 2  # the table is told, and the mover's move is refused
            assert any("not played" in m["message"] for m in got if m.get("code") == "storage")
            hub.storage.add_moves = real
            ws.send_json({"type": "move", "version": st["version"], "moves": [move]})
            m = ws.receive_json()
            while m["type"] != "state":
                m = ws.receive_json()
            assert m["version"] == st["version"] + 1
