"""Trust in the cluster (issue 38, security audit D7, D8): a move is never stored into a table that is
no longer in play, whatever notification a process missed, and a player connected to another process
is present (no one can hand their seat to a bot)."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa

from canasta.web.club.accounts import promote
from canasta.web.storage import Storage, StorageError
from harness import Server
from harness import recv_until as _until

websockets = pytest.importorskip("websockets")
from websockets.sync.client import connect  # noqa: E402

HUMANS2 = [{"kind": "human"}] * 2


def _d7_closed_table_refuses_moves(url: str) -> None:
    st = Storage(url)
    try:
        tid = st.create_table("classic", 2, {}, {}, 7, [("bot", "random"), ("bot", "random")], None)
        st.add_moves(tid, 1, [(0, "deal")])
        assert st.close_table(tid, {"closed": True})
        with pytest.raises(StorageError, match="not in play"):
            st.add_moves(tid, 2, [(0, "draw")])
        assert st.moves(tid) == [(0, "deal")]
    finally:
        st.close()


def test_d7_no_move_is_stored_into_a_closed_table_sqlite(tmp_path: Path) -> None:
    _d7_closed_table_refuses_moves(f"sqlite:///{tmp_path / 'c.db'}")


def test_d7_no_move_is_stored_into_a_closed_table_postgres(postgres_url: str) -> None:
    _d7_closed_table_refuses_moves(postgres_url)


def test_d7_a_close_whose_notification_is_lost_stops_the_owners_moves(tmp_path: Path, postgres_url: str) -> None:
    dirs = [tmp_path / "a", tmp_path / "b"]
    for d in dirs:
        d.mkdir()
    a, b = (Server(str(d), database_url=postgres_url).start() for d in dirs)
    engine = sa.create_engine(postgres_url)
    try:
        ha, hb = httpx.Client(base_url=a.base), httpx.Client(base_url=b.base)
        olga = ha.post("/api/users", json={"name": "Olga"}).json()
        assert ha.post("/api/members", json={"password": "organiser pw"}, headers={"x-token": olga["token"]}).status_code == 200
        st = Storage(postgres_url)  # the organiser is promoted from the shell (D2)
        assert promote(st, "Olga") is not None
        st.close()
        org = {"x-token": olga["token"]}
        bots = ha.post("/api/tables", json={"preset": "classic", "players": 4, "target": 100000,
                                            "seats": [{"kind": "bot", "level": "random"}] * 4, "sit": None},
                       headers=org).json()
        deadline = time.monotonic() + 20
        while len(ha.get(f"/api/tables/{bots['id']}/log").json()) < 3:
            assert time.monotonic() < deadline, "the bots did not play"
            time.sleep(0.2)
        # a PostgreSQL restart or a network blip: every process's LISTEN connection is cut
        with engine.begin() as c:
            c.execute(sa.text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                              "WHERE pid <> pg_backend_pid() AND query ILIKE 'listen%'"))
        assert hb.post(f"/api/admin/tables/{bots['id']}/close", headers=org).status_code == 200
        with engine.connect() as c:
            closed_at = c.execute(sa.text("SELECT finished FROM tables WHERE id = :t"), {"t": bots["id"]}).scalar()
        time.sleep(3)
        with engine.connect() as c:
            late = c.execute(sa.text("SELECT count(*) FROM moves WHERE table_id = :t AND at > :f"),
                             {"t": bots["id"], "f": closed_at}).scalar()
        assert late == 0, f"{late} moves stored into the closed table"
        assert hb.get(f"/api/tables/{bots['id']}").json()["status"] == "closed"
    finally:
        engine.dispose()
        for s_ in (a, b):
            s_.stop()


def test_d8_a_player_connected_to_another_process_keeps_their_seat(tmp_path: Path, postgres_url: str) -> None:
    dirs = [tmp_path / "a", tmp_path / "b"]
    for d in dirs:
        d.mkdir()
    a, b = (Server(str(d), database_url=postgres_url).start() for d in dirs)
    try:
        ha, hb = httpx.Client(base_url=a.base), httpx.Client(base_url=b.base)
        ann, ben = (ha.post("/api/users", json={"name": n}).json() for n in ("Ann", "Ben"))
        tid = ha.post("/api/tables", json={"preset": "classic", "players": 2, "seats": HUMANS2, "sit": 0},
                      headers={"x-token": ann["token"]}).json()["id"]
        assert hb.post(f"/api/tables/{tid}/sit/1", headers={"x-token": ben["token"]}).status_code == 200
        deadline = time.monotonic() + 20
        while tid not in ha.get("/api/cluster").json()["owned"]:
            assert time.monotonic() < deadline, "process A did not take its table"
            time.sleep(0.2)
        wsa = connect(f"ws://127.0.0.1:{a.port}/ws/{tid}?token={ann['token']}")
        wsb = connect(f"ws://127.0.0.1:{b.port}/ws/{tid}?token={ben['token']}")
        try:
            _until(wsb, lambda m: m["type"] == "state")
            # Ann (on A, the owner) sees Ben online: he is connected to B
            _until(wsa, lambda m: m["type"] in ("state", "seats")
                   and any(x["seat"] == 1 and x.get("online") for x in m["seats"]))
            r = ha.post(f"/api/tables/{tid}/bot/1", params={"level": "random"}, headers={"x-token": ann["token"]})
            assert r.status_code == 409 and r.json()["code"] == "player-present", r.text
        finally:
            wsa.close()
            wsb.close()
    finally:
        for s_ in (a, b):
            s_.stop()


def test_d17_a_game_played_by_stand_ins_is_not_rated(tmp_path: Path) -> None:
    """A guest seats a farmer and an alt, then hands both seats to stand-in bots: the game ends by
    itself, shows in the history, and is not rated."""
    from fastapi.testclient import TestClient

    from canasta.web.server import create_app

    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0, allow_client_seed=True)) as c:
        guest, farmer, alt = (c.post("/api/users", json={"name": n}).json() for n in ("Guest", "Farmer", "Alt"))
        t = c.post("/api/tables", json={"preset": "classic", "players": 2, "seed": 5, "target": 50,
                                        "seats": HUMANS2, "sit": None}, headers={"x-token": guest["token"]}).json()
        for i, u in enumerate((farmer, alt)):
            assert c.post(f"/api/tables/{t['id']}/sit/{i}", headers={"x-token": u["token"]}).status_code == 200
        for seat, level in ((0, "expert"), (1, "random")):
            r = c.post(f"/api/tables/{t['id']}/bot/{seat}", params={"level": level}, headers={"x-token": guest["token"]})
            assert r.status_code == 200, r.text
        deadline = time.monotonic() + 120
        while c.get(f"/api/tables/{t['id']}").json()["status"] != "finished":
            assert time.monotonic() < deadline, "the stand-ins did not finish the game"
            time.sleep(0.2)
        board = c.get("/api/club/leaderboard").json()
        assert all(p["rated_games"] == 0 and p["rating"] is None for p in board), board
        games = c.get(f"/api/club/players/{farmer['id']}").json()["games"]
        assert [g["rated"] for g in games] == [False]


def test_d24_a_player_whose_opponent_left_can_get_the_game_finished(tmp_path: Path) -> None:
    """The creator walks away from a game they are losing: the other player may set the turn timer
    and have a bot stand in for the creator's seat (so the game ends, unrated by D17)."""
    from fastapi.testclient import TestClient

    from canasta.web.server import create_app

    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)) as c:
        ann, ben, eve = (c.post("/api/users", json={"name": n}).json() for n in ("Ann", "Ben", "Eve"))
        tid = c.post("/api/tables", json={"preset": "classic", "players": 2, "seats": HUMANS2, "sit": 0},
                     headers={"x-token": ann["token"]}).json()["id"]
        assert c.post(f"/api/tables/{tid}/sit/1", headers={"x-token": ben["token"]}).status_code == 200
        # someone not at the table may not
        assert c.post(f"/api/tables/{tid}/timer", json={"seconds": 30, "level": "random"},
                      headers={"x-token": eve["token"]}).status_code == 403
        assert c.post(f"/api/tables/{tid}/bot/0", headers={"x-token": eve["token"]}).status_code == 403
        r = c.post(f"/api/tables/{tid}/timer", json={"seconds": 30, "level": "random"}, headers={"x-token": ben["token"]})
        assert r.status_code == 200, r.text
        r = c.post(f"/api/tables/{tid}/bot/0", params={"level": "random"}, headers={"x-token": ben["token"]})
        assert r.status_code == 200, r.text
        deadline = time.monotonic() + 30
        while not c.get(f"/api/tables/{tid}/log").json():  # the stand-in plays Ann's seat
            assert time.monotonic() < deadline, "the stand-in did not play"
            time.sleep(0.1)


def test_d7_a_removal_whose_notification_is_lost_still_takes_the_seat(tmp_path: Path, postgres_url: str) -> None:
    """The owner's LISTEN connection is cut (a PostgreSQL restart, a network blip) and an organiser
    removes a player through the other process meanwhile: the player's socket on the owner loses
    the seat within a bounded time."""
    dirs = [tmp_path / "a", tmp_path / "b"]
    for d in dirs:
        d.mkdir()
    a, b = (Server(str(d), database_url=postgres_url).start() for d in dirs)
    engine = sa.create_engine(postgres_url)
    try:
        ha, hb = httpx.Client(base_url=a.base), httpx.Client(base_url=b.base)
        olga = ha.post("/api/users", json={"name": "Olga"}).json()
        assert ha.post("/api/members", json={"password": "organiser pw"}, headers={"x-token": olga["token"]}).status_code == 200
        st = Storage(postgres_url)  # the organiser is promoted from the shell (D2)
        assert promote(st, "Olga") is not None
        st.close()
        ann, cheat = (ha.post("/api/users", json={"name": n}).json() for n in ("Ann", "Cheat"))
        tid = ha.post("/api/tables", json={"preset": "classic", "players": 2, "seats": HUMANS2, "sit": 0},
                      headers={"x-token": ann["token"]}).json()["id"]
        assert ha.post(f"/api/tables/{tid}/sit/1", headers={"x-token": cheat["token"]}).status_code == 200
        deadline = time.monotonic() + 20
        while tid not in ha.get("/api/cluster").json()["owned"]:
            assert time.monotonic() < deadline, "process A did not take its table"
            time.sleep(0.2)
        ws = connect(f"ws://127.0.0.1:{a.port}/ws/{tid}?token={cheat['token']}")
        try:
            assert _until(ws, lambda m: m["type"] == "state")["seat"] == 1
            with engine.begin() as c:
                c.execute(sa.text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                  "WHERE pid <> pg_backend_pid() AND query ILIKE 'listen%'"))
            r = hb.post(f"/api/admin/tables/{tid}/seats/1/remove", json={"bot": None}, headers={"x-token": olga["token"]})
            assert r.status_code == 200, r.text
            _until(ws, lambda m: m["type"] == "state" and m["seat"] == -1, timeout=15)
        finally:
            ws.close()
    finally:
        engine.dispose()
        for s_ in (a, b):
            s_.stop()


def test_d8_a_stand_in_asked_of_the_other_process_plays(tmp_path: Path, postgres_url: str) -> None:
    """The table is owned by A; its creator asks B for stand-ins for the two absent players: the owner
    plays their seats (before, only B's copy knew of them and the table stood still)."""
    dirs = [tmp_path / "a", tmp_path / "b"]
    for d in dirs:
        d.mkdir()
    a, b = (Server(str(d), database_url=postgres_url).start() for d in dirs)
    try:
        ha, hb = httpx.Client(base_url=a.base), httpx.Client(base_url=b.base)
        ann, ben, cid = (ha.post("/api/users", json={"name": n}).json() for n in ("Ann", "Ben", "Cid"))
        tid = ha.post("/api/tables", json={"preset": "classic", "players": 2, "seats": HUMANS2, "sit": None},
                      headers={"x-token": ann["token"]}).json()["id"]
        for i, other in enumerate((ben, cid)):
            assert ha.post(f"/api/tables/{tid}/sit/{i}", headers={"x-token": other["token"]}).status_code == 200
        deadline = time.monotonic() + 20
        while tid not in ha.get("/api/cluster").json()["owned"]:
            assert time.monotonic() < deadline, "process A did not take its table"
            time.sleep(0.2)
        for seat in (0, 1):
            r = hb.post(f"/api/tables/{tid}/bot/{seat}", params={"level": "random"}, headers={"x-token": ann["token"]})
            assert r.status_code == 200, r.text
        r = hb.post(f"/api/tables/{tid}/timer", json={"seconds": 30, "level": "random"}, headers={"x-token": ann["token"]})
        assert r.status_code == 200, r.text
        deadline = time.monotonic() + 15
        while len(ha.get(f"/api/tables/{tid}/log").json()) < 3:
            assert time.monotonic() < deadline, "the stand-ins asked of B did not play"
            time.sleep(0.2)
    finally:
        for s_ in (a, b):
            s_.stop()
