"""The organiser's tools with two `canasta serve` processes on one PostgreSQL database (issue 18 §5,
web/organiser.py, cluster.py): the organiser's request reaches the process that does not own the table;
the player taken off a seat is told on the other process and sees the table as a spectator there, the
owner seats the bot, and a table closed from the other process stops its owner's bots."""

from __future__ import annotations

import json
import time
from pathlib import Path

import httpx
import pytest

from canasta.web.club.accounts import promote
from canasta.web.storage import Storage
from harness import Server
from harness import recv_until as _until

websockets = pytest.importorskip("websockets")
from websockets.sync.client import connect  # noqa: E402

HUMANS = [{"kind": "human"}] * 4


def test_the_organisers_tools_across_two_processes(tmp_path: Path, postgres_url: str) -> None:
    dirs = [tmp_path / "a", tmp_path / "b"]
    for d in dirs:
        d.mkdir()
    a, b = (Server(str(d), database_url=postgres_url).start() for d in dirs)
    try:
        ha, hb = httpx.Client(base_url=a.base), httpx.Client(base_url=b.base)
        olga = ha.post("/api/users", json={"name": "Olga"}).json()
        assert ha.post("/api/members", json={"password": "organiser pw"}, headers={"x-token": olga["token"]}).status_code == 200
        st = Storage(postgres_url)  # issue 38: the organiser is promoted from the shell, not the first member
        assert promote(st, "Olga") is not None
        st.close()
        org = {"x-token": olga["token"]}
        ann, ben = (ha.post("/api/users", json={"name": n}).json() for n in ("Ann", "Ben"))
        t = ha.post("/api/tables", json={"preset": "classic", "players": 4, "seats": HUMANS, "sit": 0},
                    headers={"x-token": ann["token"]}).json()
        tid = t["id"]
        assert hb.post(f"/api/tables/{tid}/sit/1", headers={"x-token": ben["token"]}).status_code == 200
        deadline = time.monotonic() + 20
        while tid not in ha.get("/api/cluster").json()["owned"]:  # process A owns the table it made
            assert time.monotonic() < deadline, "process A did not take its table"
            time.sleep(0.2)
        wsa = connect(f"ws://127.0.0.1:{a.port}/ws/{tid}?token={ann['token']}")
        wsb = connect(f"ws://127.0.0.1:{b.port}/ws/{tid}?token={ben['token']}")
        _until(wsa, lambda m: m["type"] == "state")
        assert _until(wsb, lambda m: m["type"] == "state")["seat"] == 1
        # taken off his seat through process B, which does not own the table; a bot plays it now
        r = hb.post(f"/api/admin/tables/{tid}/seats/1/remove", json={"bot": "random"}, headers=org)
        assert r.status_code == 200, r.text
        for ws in (wsa, wsb):  # told on both processes
            n = _until(ws, lambda m: m["type"] == "notice")
            assert n["code"] == "seat-removed" and n["name"] == "Ben" and n["level"] == "random"
        s = _until(wsb, lambda m: m["type"] == "state")
        assert s["seat"] == -1 and isinstance(s["view"]["hands"][1], dict)  # no longer his cards
        s = _until(wsa, lambda m: m["type"] == "state" and m["seats"][1]["kind"] == "bot")
        assert s["seat"] == 0
        assert hb.post(f"/api/tables/{tid}/sit/1", headers={"x-token": ben["token"]}).status_code in (403, 409)
        # closed through process B: Ann, on process A, is told and the table ends there too
        assert hb.post(f"/api/admin/tables/{tid}/close", headers=org).status_code == 200
        n = _until(wsa, lambda m: m["type"] == "notice")
        assert n["code"] == "table-closed"
        s = _until(wsa, lambda m: m["type"] == "state" and m.get("closed"))
        wsa.send(json.dumps({"type": "move", "version": s["version"], "moves": s["view"]["legal_moves"][:1] or ["draw"]}))
        assert _until(wsa, lambda m: m["type"] == "error")["code"] in ("closed", "not_your_turn")
        wsa.close()
        wsb.close()
        # a table of bots owned by A, closed through B: A's bots stop
        bots = ha.post("/api/tables", json={"preset": "classic", "players": 4, "target": 100000,
                                            "seats": [{"kind": "bot", "level": "random"}] * 4, "sit": None},
                       headers=org).json()
        deadline = time.monotonic() + 20
        while len(ha.get(f"/api/tables/{bots['id']}/log").json()) < 3:
            assert time.monotonic() < deadline, "the bots did not play"
            time.sleep(0.2)
        assert hb.post(f"/api/admin/tables/{bots['id']}/close", headers=org).status_code == 200
        time.sleep(1.5)  # the notification reaches A, whose bot task stops (a move under way may land)
        before = len(hb.get(f"/api/tables/{bots['id']}/log").json())
        time.sleep(1.5)
        assert len(hb.get(f"/api/tables/{bots['id']}/log").json()) == before
        assert hb.get(f"/api/tables/{bots['id']}").json()["status"] == "closed"
        actions = [x["action"] for x in hb.get("/api/admin/audit", headers=org).json()]
        assert actions[:3] == ["close-table", "close-table", "remove-from-seat"]
    finally:
        for s_ in (a, b):
            s_.stop()
