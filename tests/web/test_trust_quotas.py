"""Issue 38, security audit D5 and D6: one player cannot make the server do unbounded bot work, nor
hide other players' tables from the lobby. A player has a few tables in play (one of bots only), the
server a bounded number of bots-only tables; a bots-only table nobody watches pauses its bots and is
closed after a while; the lobby lists open seats and recent play first, a few tables per player."""

from __future__ import annotations

import time
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient
from test_api import SHORT, recv_state, user

from canasta.web.limits import Limits
from canasta.web.server import create_app
from canasta.web.tables.quotas import lobby

BOTS = [{"kind": "bot", "level": "random"}] * 4
LONG = {**SHORT, "hand_size": "11"}


def _new(c: TestClient, u: dict[str, Any], seats: list[dict[str, Any]] | None = None,
         sit: int | None = 0, target: int = 50) -> Any:
    body = {"preset": "classic", "players": 4, "rules": LONG, "target": target, "seed": 7, "sit": sit,
            "seats": seats or [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3}
    return c.post("/api/tables", json=body, headers={"x-token": u["token"]})


def test_d5_a_player_has_a_few_tables_in_play_and_one_of_bots_only(client: TestClient) -> None:
    mal = user(client, "Mal")
    assert _new(client, mal, BOTS, sit=None).status_code == 200
    r = _new(client, mal, BOTS, sit=None)
    assert r.status_code == 429 and r.json()["code"] == "too-many-bot-tables", r.text
    for _ in range(4):
        assert _new(client, mal).status_code == 200
    r = _new(client, mal)
    assert r.status_code == 429 and r.json()["code"] == "too-many-tables", r.text
    assert "\n" not in r.json()["error"] and "5 tables" in r.json()["error"]
    # another player is not held back by Mal's tables
    assert _new(client, user(client, "Ann")).status_code == 200


def test_d5_the_server_runs_a_bounded_number_of_bots_only_tables(database_url: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_LIMIT_BOT_TABLES", "2")
    with TestClient(create_app(database_url, bot_delay=0, allow_client_seed=True)) as c:
        for name in ("A", "B"):
            assert _new(c, user(c, name), BOTS, sit=None, target=100000).status_code == 200
        r = _new(c, user(c, "C"), BOTS, sit=None)
        assert r.status_code == 429 and r.json()["code"] == "server-bot-tables", r.text
        assert _new(c, user(c, "D")).status_code == 200  # a table with a person is still made


def _moves(c: TestClient, tid: str) -> int:
    return len(c.app.state.tables.storage.moves(tid))  # type: ignore[attr-defined]


def test_d5_bots_nobody_watches_pause_and_play_on_when_watched(database_url: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_LIMIT_UNWATCHED_BOTS_SECONDS", "0.3")
    with TestClient(create_app(database_url, bot_delay=0.01, allow_client_seed=True)) as c:
        t = _new(c, user(c, "Mal"), BOTS, sit=None, target=100000).json()
        deadline = time.monotonic() + 10
        last = -1
        while time.monotonic() < deadline:  # the bots play a little, then wait
            time.sleep(0.5)
            n = _moves(c, t["id"])
            if n == last:
                break
            last = n
        assert last > 0 and time.monotonic() < deadline, "the bots of an unwatched table never paused"
        time.sleep(0.6)
        assert _moves(c, t["id"]) == last
        with c.websocket_connect(f"/ws/{t['id']}") as ws:  # a watcher: they play on
            recv_state(ws)
            deadline = time.monotonic() + 10
            while _moves(c, t["id"]) <= last + 5 and time.monotonic() < deadline:
                ws.receive_json()
            assert _moves(c, t["id"]) > last + 5


def test_d5_a_bots_only_table_nobody_watches_is_closed_and_not_resumed(database_url: str,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    with TestClient(create_app(database_url, bot_delay=0, allow_client_seed=True)) as c:
        mal = user(c, "Mal")
        t = _new(c, mal, BOTS, sit=None, target=100000).json()
        time.sleep(0.3)
    eng = sa.create_engine(database_url)  # its bots last played long ago (a cluster takes a table played
    with eng.begin() as db:               # in the last minute: someone may have watched it there)
        db.execute(sa.text("UPDATE moves SET at = at - 3600 WHERE table_id = :t"), {"t": t["id"]})
    eng.dispose()
    built: list[str] = []
    with TestClient(create_app(database_url, bot_delay=0, allow_client_seed=True)) as c:
        assert t["id"] not in c.app.state.tables.games, "a bots-only table was replayed at start"  # type: ignore[attr-defined]
        hub = c.app.state.tables  # type: ignore[attr-defined]
        real = hub._build
        hub._build = lambda tid: built.append(tid) or real(tid)
        c.portal.call(hub.expire_unwatched, 0.0)  # as the hourly sweep does, past the expiry
        assert c.get(f"/api/tables/{t['id']}").json()["status"] == "closed"
        assert _moves(c, t["id"]) > 0  # its moves stay
        assert _new(c, mal, BOTS, sit=None).status_code == 200  # it no longer counts against Mal
    assert built[:1] == [t["id"]]  # built once, to be closed (then the new table)


def test_d6_the_lobby_keeps_other_players_open_tables(client: TestClient) -> None:
    ann = user(client, "Ann")
    open_table = _new(client, ann, [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "random"},
                                    {"kind": "human"}]).json()
    for i in range(12):  # many players' worth of full tables, made after Ann's
        m = user(client, f"Mal{i}")
        for _ in range(5 if i == 0 else 1):
            r = _new(client, m, [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3)
            if r.status_code != 200:
                break
    listed = client.get("/api/tables", params={"status": "playing"}).json()
    assert listed[0]["id"] == open_table["id"], "the table with open seats is not first"
    mal0 = [d for d in listed if d["seats"][0]["name"] == "Mal0"]
    assert len(mal0) == Limits().lobby_per_owner, "one player's tables fill the lobby"
    assert {d["seats"][0]["name"] for d in listed} >= {"Ann", *(f"Mal{i}" for i in range(12))}


def test_d6_lobby_order_caps_and_abandoned_tables() -> None:
    lim = Limits()
    now = 10_000.0
    rows = [{"open": False, "owner": 1, "active": now - i, "present": False, "id": f"m{i}"} for i in range(50)]
    rows += [{"open": True, "owner": 2, "active": now - 500, "present": False, "id": "ann"},
             {"open": True, "owner": 3, "active": now - 5000, "present": False, "id": "old"},
             {"open": False, "owner": 4, "active": now - 5000, "present": True, "id": "watched"}]
    out = [r["id"] for r in lobby(rows, lim, now)]
    assert out[0] == "ann"
    assert "old" not in out  # abandoned for more than lobby_abandoned_seconds
    assert "watched" in out  # people there: kept however old its last move
    assert sum(1 for i in out if i.startswith("m")) == lim.lobby_per_owner
