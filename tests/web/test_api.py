"""HTTP API and WebSocket protocol against the real app on a real SQLite file and on PostgreSQL."""

from __future__ import annotations

import json
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from canasta import new_game
from canasta.record import record_from_dict, replay
from canasta.web.server import create_app

SHORT = {"hand_size": "5", "canastas_to_go_out": "0", "concealed_waives_minimum": "false", "permission": "off"}


def user(c: TestClient, name: str = "Ann") -> dict[str, Any]:
    r = c.post("/api/users", json={"name": name})
    assert r.status_code == 200, r.text
    return r.json()


def table(c: TestClient, u: dict[str, Any], seats: list[dict[str, Any]] | None = None, sit: int | None = 0,
          **kw: Any) -> dict[str, Any]:
    body = {"preset": "classic", "players": 4, "rules": SHORT, "target": 50, "seed": 7,
            "seats": seats if seats is not None else [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3,
            "sit": sit}
    body.update(kw)
    r = c.post("/api/tables", json=body, headers={"x-token": u["token"]})
    assert r.status_code == 200, r.text
    return r.json()


def recv_state(ws: Any) -> dict[str, Any]:
    while True:
        m = ws.receive_json()
        if m["type"] == "state":
            return m


def until_my_turn(ws: Any, seat: int) -> dict[str, Any]:
    while True:
        m = recv_state(ws)
        if m["view"]["legal_moves"] and m["info"]["turn"] == seat or m["info"]["phase"] == "match_over":
            return m


def test_create_user_and_blank_name(client: TestClient) -> None:
    u = user(client)
    assert u["name"] == "Ann" and len(u["token"]) > 20
    r = client.post("/api/users", json={"name": "   "})
    assert r.status_code == 422 and "blank" in r.json()["error"]
    r = client.post("/api/users", json={"nom": "x"})
    assert r.status_code == 422 and "\n" not in r.json()["error"]
    assert client.get("/api/me", headers={"x-token": u["token"]}).json()["name"] == "Ann"
    assert client.get("/api/me", headers={"x-token": "nope"}).status_code == 401


def test_bad_table_settings_get_the_engines_one_line_error(client: TestClient) -> None:
    u = user(client)
    h = {"x-token": u["token"]}
    r = client.post("/api/tables", json={"preset": "classic", "players": 4, "rules": {"hand_size": "0"}}, headers=h)
    assert r.status_code == 400 and "hand_size" in r.json()["error"]
    r = client.post("/api/tables", json={"preset": "classic", "rules": {"no_such_rule": "1"}}, headers=h)
    assert r.status_code == 400 and "no_such_rule" in r.json()["error"]
    r = client.post("/api/tables", json={"preset": "italian", "players": 6}, headers=h)
    assert r.status_code == 400 and "italian" in r.json()["error"]
    r = client.post("/api/tables", json={"seats": [{"kind": "bot", "level": "genius"}]}, headers=h)
    assert r.status_code == 400 and "genius" in r.json()["error"]
    assert client.post("/api/tables", json={}).status_code == 401


def test_six_players_in_trios(client: TestClient) -> None:
    u = user(client)
    t = table(client, u, players=6, partnership="trios", rules={},
              seats=[{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 5)
    assert t["partnership"] == "trios" and len(t["seats"]) == 6


def test_seat_sees_only_its_own_hand_and_no_seed(client: TestClient) -> None:
    u = user(client)
    t = table(client, u)
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
        m = until_my_turn(ws, 0)
        v = m["view"]
        assert m["seat"] == 0 and m["protocol"] == 1
        assert isinstance(v["hands"][0], list) and len(v["hands"][0]) >= 1
        assert all(set(h) == {"count"} for h in v["hands"][1:])
        assert set(v["stock"]) == {"count"}
        assert "seed" not in v
    with client.websocket_connect(f"/ws/{t['id']}") as spec:
        m = recv_state(spec)
        assert m["seat"] == -1 and m["view"]["legal_moves"] == []
        assert all(set(h) == {"count"} for h in m["view"]["hands"])


def test_illegal_and_stale_moves(client: TestClient) -> None:
    u = user(client)
    t = table(client, u)
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
        m = until_my_turn(ws, 0)
        ver = m["version"]
        ws.send_json({"type": "move", "version": ver, "moves": ["discard 7"]})
        e = ws.receive_json()
        assert e["type"] == "error" and e["code"] == "illegal" and e["version"] == ver
        assert "C-" in e["message"] or "draw" in e["message"].lower()
        ws.send_json({"type": "move", "version": ver, "moves": ["dance"]})
        e = ws.receive_json()
        assert e["code"] == "syntax" and "dance" in e["message"]
        ws.send_json({"type": "move", "version": ver - 1, "moves": ["draw"]})
        e = ws.receive_json()
        assert e["code"] == "stale"
        again = ws.receive_json()
        assert again["type"] == "state" and again["version"] == ver  # the resync
        ws.send_json({"type": "explain", "version": ver, "move": "discard 7"})
        x = ws.receive_json()
        assert x["type"] == "explain" and not x["legal"] and x["reason"]
        ws.send_json({"type": "nonsense"})
        assert ws.receive_json()["code"] == "bad_message"
        ws.send_text("{not json")
        assert ws.receive_json()["code"] == "bad_message"
        ws.send_json({"type": "move", "version": ver, "moves": ["draw"]})
        m2 = recv_state(ws)
        assert m2["version"] == ver + 1 and m2["log"][-1]["move"] == "draw"


def test_every_told_move_is_already_stored(client: TestClient, database_url: str) -> None:
    u = user(client)
    t = table(client, u)
    eng = sa.create_engine(database_url)  # a connection of its own: sees only what is committed
    db = eng.connect()
    if database_url.startswith("sqlite"):
        assert db.execute(sa.text("PRAGMA journal_mode")).scalar() == "wal"
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
        for _ in range(6):
            m = until_my_turn(ws, 0)
            if m["info"]["phase"] == "match_over":
                break
            stored = db.execute(sa.text("SELECT count(*) FROM moves WHERE table_id = :t"), {"t": t["id"]}).scalar()
            db.rollback()  # end the read's transaction: the next read sees newer commits
            assert stored == m["version"]
            lm = m["view"]["legal_moves"]
            move = "draw" if "draw" in lm else next((x for x in lm if x.startswith("discard")), lm[0])
            ws.send_json({"type": "move", "version": m["version"], "moves": [move]})
    db.close()
    eng.dispose()


def test_staged_initial_meld_preview_and_all_or_nothing_batch(client: TestClient) -> None:
    u = user(client)
    t = table(client, u)
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
        m = until_my_turn(ws, 0)
        ws.send_json({"type": "preview", "version": m["version"], "moves": ["draw"]})
        assert ws.receive_json()["code"] == "bad_message"
        ws.send_json({"type": "move", "version": m["version"], "moves": ["draw", "discard JK", "draw"]})
        e = ws.receive_json()
        assert e["type"] == "error"
        ws.send_json({"type": "resync"})
        assert recv_state(ws)["version"] == m["version"]  # nothing of the batch was applied


def test_two_humans_see_each_others_moves_not_cards(client: TestClient) -> None:
    a, b = user(client, "Ann"), user(client, "Bob")
    seats = [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "human"}, {"kind": "bot", "level": "random"}]
    t = table(client, a, seats=seats)
    assert t["open_seats"] == [2]
    r = client.post(f"/api/tables/{t['id']}/sit/0", headers={"x-token": b["token"]})
    assert r.status_code == 409
    assert client.post(f"/api/tables/{t['id']}/sit/2", headers={"x-token": b["token"]}).json() == {"seat": 2}
    with client.websocket_connect(f"/ws/{t['id']}?token={a['token']}") as wa, \
            client.websocket_connect(f"/ws/{t['id']}?token={b['token']}") as wb:
        ma = recv_state(wa)
        mb = recv_state(wb)
        assert ma["seat"] == 0 and mb["seat"] == 2
        assert isinstance(mb["view"]["hands"][2], list) and set(mb["view"]["hands"][0]) == {"count"}
        assert set(ma["view"]["hands"][2]) == {"count"}


def test_restart_resumes_unfinished_game(database_url: str) -> None:
    url = database_url
    with TestClient(create_app(url, bot_delay=0, allow_client_seed=True)) as c:
        u = user(c)
        t = table(c, u)
        with c.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
            m = until_my_turn(ws, 0)
            ws.send_json({"type": "move", "version": m["version"], "moves": ["draw"]})
            m = recv_state(ws)
            version = m["version"]
            hand = sorted(m["view"]["hands"][0])
    with TestClient(create_app(url, bot_delay=0, allow_client_seed=True)) as c2:
        info = c2.get(f"/api/tables/{t['id']}").json()
        assert info["version"] == version and info["status"] == "playing"
        with c2.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
            m = recv_state(ws)
            assert m["seat"] == 0 and m["version"] == version and sorted(m["view"]["hands"][0]) == hand
        hub = c2.app.state.tables  # type: ignore[attr-defined]
        st = new_game("classic", players=4, seed=7, target=50, **SHORT)
        for row in hub.games[t["id"]].log:
            st.apply(row["move"])
        assert st == hub.games[t["id"]].st


def test_bots_finish_a_match_record_replay_import(client: TestClient) -> None:
    u = user(client)
    t = table(client, u, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None)
    assert client.get(f"/api/tables/{t['id']}/record").status_code == 403
    # bots play on without anyone watching; wait for the end through a spectator socket
    with client.websocket_connect(f"/ws/{t['id']}") as ws:
        m = recv_state(ws)
        while m["info"]["phase"] != "match_over":
            m = recv_state(ws)
        assert m["result"] is not None and m["info"]["winners"]
    rec = client.get(f"/api/tables/{t['id']}/record").json()
    log = client.get(f"/api/tables/{t['id']}/log").json()
    assert [x["move"] for x in log] == rec["moves"] and [x["n"] for x in log] == list(range(1, len(log) + 1))
    assert client.get("/api/tables/nope/log").status_code == 404
    assert rec["format"] == "canasta-record/1" and rec["players"] == ["bot:random"] * 4
    st = replay(record_from_dict(rec), rec)
    assert st.match_over
    rp = client.get(f"/api/tables/{t['id']}/replay", params={"step": 3}).json()
    assert rp["step"] == 3 and rp["steps"] == len(rec["moves"]) and all(isinstance(h, list) for h in rp["position"]["hands"])
    assert client.get(f"/api/tables/{t['id']}/replay", params={"step": 10**6}).status_code == 400
    assert [x["id"] for x in client.get("/api/tables?status=finished").json()] == [t["id"]]
    h = {"x-token": u["token"]}
    r = client.post("/api/records", content=json.dumps(rec), headers=h)
    assert r.status_code == 200 and r.json()["moves"] == len(rec["moves"])
    imported = r.json()["id"]
    again = client.post("/api/records", content=json.dumps(rec), headers=h)  # the same record twice: refused
    assert again.status_code == 409 and imported in again.json()["error"]
    bad = dict(rec, moves=rec["moves"][:3] + ["discard JK"] + rec["moves"][4:])
    r = client.post("/api/records", content=json.dumps(bad), headers=h)
    assert r.status_code == 400 and r.json()["error"].startswith("move 4")
    assert client.post("/api/records", content="{", headers=h).status_code == 400
    assert client.get(f"/api/tables/{imported}").json()["status"] == "imported"
    assert len(client.get(f"/api/tables/{imported}/log").json()) == len(rec["moves"])
    with client.websocket_connect(f"/ws/{imported}?token={u['token']}") as ws:
        m = recv_state(ws)
        assert m["info"]["phase"] == "match_over" and m["seat"] == -1
    assert client.post(f"/api/tables/{t['id']}/sit/0", headers=h).status_code == 409  # the game is over


def test_meta_lists_presets_and_bots(client: TestClient) -> None:
    meta = client.get("/api/meta").json()
    assert meta["protocol"] == 1 and "random" in meta["bots"] and meta["presets"]["classic"] == [2, 3, 4, 5, 6]
    assert meta["structures"]["classic"]["6"][0] == "pairs" and "trios" in meta["structures"]["classic"]["6"]
    assert meta["structures"]["italian"] == {"4": ["pairs", "solo"]}
    # HF-1: five players of Hand and Foot, each alone by default, are offered from the preset's data
    assert meta["presets"]["handfoot"] == [2, 3, 4, 5, 6] and meta["structures"]["handfoot"]["5"][0] == "solo"
    assert client.get("/api/tables?status=odd").status_code == 400
    assert client.get("/api/tables/nope").status_code == 404
    page = client.get("/")
    assert page.status_code == 200 and '<script type="module" src="/static/js/main.js">' in page.text


def test_unknown_table_socket(client: TestClient) -> None:
    with client.websocket_connect("/ws/nope") as ws:
        assert ws.receive_json()["type"] == "error"


@pytest.mark.parametrize("twice", [1, 2])
def test_migrations_create_schema_idempotently(database_url: str, twice: int) -> None:
    from canasta.web.storage import Storage

    for _ in range(twice):
        s = Storage(database_url)
        s.close()
    eng = sa.create_engine(database_url)
    try:
        insp = sa.inspect(eng)
        assert {"users", "tables", "seats", "moves", "chat", "table_settings", "alembic_version"} <= set(insp.get_table_names())
        seed = next(c for c in insp.get_columns("tables") if c["name"] == "seed")
        assert isinstance(seed["type"], sa.BigInteger)  # 63-bit seeds
        assert "ix_tables_owner_status" in {i["name"] for i in insp.get_indexes("tables")}  # the import quota
        from pathlib import Path

        from alembic.config import Config
        from alembic.script import ScriptDirectory

        import canasta.web.storage as storage_mod

        cfg = Config()
        cfg.set_main_option("script_location", str(Path(storage_mod.__file__).parent / "migrations"))
        with eng.connect() as c:  # at the newest revision
            got = c.execute(sa.text("SELECT version_num FROM alembic_version")).scalars().all()
            assert got == list(ScriptDirectory.from_config(cfg).get_heads())
    finally:
        eng.dispose()


def test_creator_gives_a_free_seat_to_a_bot(client: TestClient) -> None:
    a, b = user(client, "Ann"), user(client, "Bob")
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]
    t = table(client, a, seats=seats)
    url = f"/api/tables/{t['id']}/bot/1"
    assert client.post(url, headers={"x-token": b["token"]}).status_code == 403
    assert client.post(url, params={"level": "genius"}, headers={"x-token": a["token"]}).status_code == 400
    assert client.post(f"/api/tables/{t['id']}/bot/0", headers={"x-token": a["token"]}).status_code == 409
    r = client.post(url, params={"level": "random"}, headers={"x-token": a["token"]})
    assert r.status_code == 200
    info = client.get(f"/api/tables/{t['id']}").json()
    assert info["seats"][1]["kind"] == "bot" and info["open_seats"] == []
    with client.websocket_connect(f"/ws/{t['id']}?token={a['token']}") as ws:
        m = until_my_turn(ws, 0)  # the game goes on past seat 1
        assert m["owner"] == a["id"]


def test_restart_resumes_bots_of_unfinished_games(database_url: str) -> None:
    import time

    url = database_url
    with TestClient(create_app(url, bot_delay=0.02, allow_client_seed=True)) as c:
        u = user(c)
        t = table(c, u, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None, target=5000, rules={})
        time.sleep(0.3)
        before = c.get(f"/api/tables/{t['id']}").json()
        moves_before = [x["move"] for x in c.get(f"/api/tables/{t['id']}/log").json()]
    assert before["status"] == "playing" and before["version"] > 0
    with TestClient(create_app(url, bot_delay=0, allow_client_seed=True)) as c2:
        with c2.websocket_connect(f"/ws/{t['id']}") as ws:
            m = recv_state(ws)
            while m["version"] < before["version"] + 20:
                m = recv_state(ws)
        moves_after = [x["move"] for x in c2.get(f"/api/tables/{t['id']}/log").json()]
    assert len(moves_before) >= before["version"] and moves_after[:len(moves_before)] == moves_before


def test_a_matchs_last_move_and_its_end_are_one_transaction(database_url: str) -> None:
    from canasta.web.storage import Storage, StorageError

    s = Storage(database_url)
    try:
        tid = s.create_table("classic", 4, {}, {}, 2**63 - 1, [("bot", "random")] * 4, None)
        s.add_moves(tid, 1, [(0, "draw")])
        with pytest.raises(StorageError):  # move 1 is taken: nothing of this transaction stays
            s.add_moves(tid, 1, [(0, "discard 7")], result={"winners": [0]})
        row = s.table(tid)
        assert row is not None and row.status == "playing" and row.result is None and row.seed == 2**63 - 1
        s.add_moves(tid, 2, [(0, "discard 7")], result={"winners": [0]})
        row = s.table(tid)
        assert row is not None and row.status == "finished" and row.result == {"winners": [0]}
        assert s.moves(tid) == [(0, "draw"), (0, "discard 7")]
    finally:
        s.close()


def test_a_finished_game_left_playing_by_an_older_server_is_finished_when_built(database_url: str) -> None:
    with TestClient(create_app(database_url, bot_delay=0, allow_client_seed=True)) as c:
        u = user(c)
        t = table(c, u, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None)
        with c.websocket_connect(f"/ws/{t['id']}") as ws:
            while recv_state(ws)["info"]["phase"] != "match_over":
                pass
        rec = c.get(f"/api/tables/{t['id']}/record").json()
    eng = sa.create_engine(database_url)  # killed between the last move's commit and the table's end
    with eng.begin() as db:
        db.execute(sa.text("UPDATE tables SET status = 'playing', finished = NULL, result = NULL WHERE id = :t"),
                   {"t": t["id"]})
    eng.dispose()
    with TestClient(create_app(database_url, bot_delay=0, allow_client_seed=True)) as c2:
        # a table of bots only is built when someone opens it (D5), and is then found finished
        with c2.websocket_connect(f"/ws/{t['id']}") as ws:
            assert recv_state(ws)["info"]["phase"] == "match_over"
        assert c2.get(f"/api/tables/{t['id']}").json()["status"] == "finished"
        assert c2.get(f"/api/tables/{t['id']}/record").json() == rec
