"""Issue 18 §5, the organiser's tools at the tables: close a table (its players are told, it leaves the
lobby, its record is kept), take a player off a seat (the seat is freed or given to a bot, the player's
token no longer acts for it, the table is told), give any table's seat to a bot; every action is in the
audit table. Run on SQLite and on PostgreSQL (where the hub runs in cluster mode)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_api import recv_state, table, user

from canasta.web.club.accounts import promote

HUMANS = [{"kind": "human"}] * 4


def h(u: dict[str, Any]) -> dict[str, str]:
    return {"x-token": u["token"]}


def organiser(c: TestClient, name: str = "Olga") -> dict[str, Any]:
    o = user(c, name)
    r = c.post("/api/members", json={"password": "organiser pw"}, headers=h(o))
    assert r.status_code == 200, r.text
    # issue 38 (D2): no role at join any more; the organiser is promoted from the shell
    assert promote(c.app.state.members.storage, name) is not None  # type: ignore[attr-defined]
    assert c.get("/api/members/me", headers=h(o)).json()["role"] == "organiser"
    return o


def audit(c: TestClient, o: dict[str, Any]) -> list[dict[str, Any]]:
    return list(c.get("/api/admin/audit", headers=h(o)).json())


def recv(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        m = ws.receive_json()
        if m["type"] == kind:
            return m


def four_at_a_table(c: TestClient) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    players = [user(c, n) for n in ("Ann", "Ben", "Cleo", "Dan")]
    t = table(c, players[0], seats=HUMANS)
    for i, p in enumerate(players[1:], 1):
        assert c.post(f"/api/tables/{t['id']}/sit/{i}", headers=h(p)).status_code == 200
    return t, players


def test_an_organiser_closes_a_table(client: TestClient) -> None:
    o = organiser(client)
    t, ps = four_at_a_table(client)
    tid = t["id"]
    url = f"/api/admin/tables/{tid}/close"
    assert client.post(url, headers=h(ps[0])).status_code == 403  # its creator is not an organiser
    assert client.post(url).status_code == 401
    assert client.post("/api/admin/tables/nosuch/close", headers=h(o)).status_code == 404
    with client.websocket_connect(f"/ws/{tid}?token={ps[1]['token']}") as ws:
        before = recv_state(ws)
        assert before["closed"] is False
        r = client.post(url, headers=h(o))
        assert r.status_code == 200, r.text
        notice = recv(ws, "notice")
        assert notice["code"] == "table-closed" and notice["name"] == "Olga"
        after = recv_state(ws)
        assert after["closed"] is True and after["version"] == before["version"]
        # no move is played at a closed table, whoever's turn it is
        ws.send_json({"type": "move", "version": after["version"], "moves": after["view"]["legal_moves"][:1] or ["draw"]})
        err = recv(ws, "error")
        assert err["code"] in ("closed", "not_your_turn")
    assert client.post(url, headers=h(o)).status_code == 409  # closed already
    # it leaves the lobby, its record is kept (and can be replayed), nobody may sit there
    assert tid not in [x["id"] for x in client.get("/api/tables?status=playing").json()]
    closed = client.get("/api/tables?status=closed").json()
    assert [x["id"] for x in closed] == [tid] and closed[0]["result"]["closed"] is True
    assert client.get(f"/api/tables/{tid}/record").status_code == 200
    assert client.get(f"/api/tables/{tid}/replay?step=0").status_code == 200
    assert client.post(f"/api/tables/{tid}/bot/1", headers=h(o)).status_code == 409
    assert client.post(f"/api/tables/{tid}/rematch", headers=h(ps[0])).status_code == 409  # no rematch either
    assert client.post(f"/api/tables/{tid}/sit/1", headers=h(user(client, "Eve"))).status_code == 409
    assert client.get("/api/admin/health", headers=h(o)).json()["tables_in_play"] == 0
    a = audit(client, o)[0]
    assert a["action"] == "close-table" and a["target"] == tid


def test_an_organiser_closes_a_table_of_bots_and_they_stop(client: TestClient) -> None:
    o = organiser(client)
    t = table(client, o, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None, target=5000)
    assert client.post(f"/api/admin/tables/{t['id']}/close", headers=h(o)).status_code == 200
    v = client.get(f"/api/tables/{t['id']}/log").json()
    import time

    time.sleep(0.5)
    assert client.get(f"/api/tables/{t['id']}/log").json() == v  # no bot moves after the close
    assert client.get(f"/api/tables/{t['id']}").json()["status"] == "closed"


def test_an_organiser_takes_a_player_off_a_seat(client: TestClient) -> None:
    o = organiser(client)
    t, ps = four_at_a_table(client)
    tid = t["id"]
    ben = ps[1]
    url = f"/api/admin/tables/{tid}/seats/1/remove"
    assert client.post(url, headers=h(ps[0])).status_code == 403
    assert client.post(f"/api/admin/tables/{tid}/seats/9/remove", headers=h(o)).status_code == 400
    with client.websocket_connect(f"/ws/{tid}?token={ben['token']}") as wb, \
            client.websocket_connect(f"/ws/{tid}?token={ps[0]['token']}") as wa:
        mine = recv_state(wb)
        assert mine["seat"] == 1 and isinstance(mine["view"]["hands"][1], list)  # Ben sees his cards
        recv_state(wa)
        r = client.post(url, headers=h(o))
        assert r.status_code == 200, r.text
        for ws in (wa, wb):  # everyone at the table is told
            n = recv(ws, "notice")
            assert n["code"] == "seat-removed" and n["seat"] == 1 and n["name"] == "Ben" and n["level"] is None
        s = recv_state(wb)
        assert s["seat"] == -1 and s["view"]["hands"][1] == {"count": 5}  # a spectator now: not the seat's cards
        assert s["seats"][1]["taken"] is False
        # his token no longer acts for the seat
        wb.send_json({"type": "move", "version": s["version"], "moves": ["draw"]})
        assert recv(wb, "error")["code"] in ("spectator", "not_your_turn", "stale")
    assert client.post(url, headers=h(o)).status_code == 409  # nobody sits there now
    # he cannot sit down again at that table; someone else can
    assert client.post(f"/api/tables/{tid}/sit/1", headers=h(ben)).status_code == 403
    eve = user(client, "Eve")
    assert client.post(f"/api/tables/{tid}/sit/1", headers=h(eve)).status_code == 200
    a = audit(client, o)[0]
    assert a["action"] == "remove-from-seat" and a["target"] == tid
    assert a["detail"]["seat"] == 1 and a["detail"]["user"] == ben["id"] and a["detail"]["bot"] is None


def test_an_organiser_gives_a_removed_players_seat_to_a_bot(client: TestClient) -> None:
    o = organiser(client)
    t, ps = four_at_a_table(client)
    tid = t["id"]
    url = f"/api/admin/tables/{tid}/seats/2/remove"
    assert client.post(url, json={"bot": "genius"}, headers=h(o)).status_code == 400
    with client.websocket_connect(f"/ws/{tid}?token={ps[2]['token']}") as ws:
        recv_state(ws)
        assert client.post(url, json={"bot": "random"}, headers=h(o)).status_code == 200
        n = recv(ws, "notice")
        assert n["level"] == "random" and n["name"] == "Cleo"
        s = recv_state(ws)
        assert s["seat"] == -1 and s["seats"][2]["kind"] == "bot"
    info = client.get(f"/api/tables/{tid}").json()
    assert info["seats"][2]["kind"] == "bot" and info["seats"][2]["level"] == "random"
    assert audit(client, o)[0]["detail"]["bot"] == "random"


def test_an_organiser_gives_a_seat_of_anyones_table_to_a_bot(client: TestClient) -> None:
    o = organiser(client)
    ann, ben = user(client, "Ann"), user(client, "Ben")
    t = table(client, ann, seats=HUMANS)
    url = f"/api/tables/{t['id']}/bot/3"
    assert client.post(url, headers=h(ben)).status_code == 403  # neither its creator nor an organiser
    r = client.post(url, params={"level": "random"}, headers=h(o))
    assert r.status_code == 200, r.text
    assert client.get(f"/api/tables/{t['id']}").json()["seats"][3]["kind"] == "bot"
    a = audit(client, o)[0]
    assert a["action"] == "seat-bot" and a["detail"] == {"seat": 3, "level": "random", "stand_in": False}
    # the creator doing it is no organiser's act: nothing more in the audit table
    assert client.post(f"/api/tables/{t['id']}/bot/2", params={"level": "random"}, headers=h(ann)).status_code == 200
    assert len([x for x in audit(client, o) if x["action"] == "seat-bot"]) == 1


def test_the_organisers_list_of_tables_in_play(client: TestClient) -> None:
    o = organiser(client)
    t, ps = four_at_a_table(client)
    assert client.get("/api/admin/tables", headers=h(ps[0])).status_code == 403
    rows = client.get("/api/admin/tables", headers=h(o)).json()
    assert [r["id"] for r in rows] == [t["id"]]
    assert [s["name"] for s in rows[0]["seats"]] == ["Ann", "Ben", "Cleo", "Dan"]
    assert rows[0]["seats"][1]["user_id"] == ps[1]["id"]


def test_a_closed_event_table_counts_for_no_one(client: TestClient) -> None:
    from test_events import SHORT

    o = organiser(client)
    body = {"name": "Night", "preset": "classic", "rules": {**SHORT, "target": "5000"}, "rounds": 1,
            "scoring": "match_points",
            "entries": [{"name": f"P{i}", "players": ["bot:random", "bot:random"]} for i in range(4)]}
    eid = client.post("/api/events", json=body, headers=h(o)).json()["id"]
    ev = client.post(f"/api/events/{eid}/rounds", headers=h(o)).json()
    for tb in ev["tables"]:
        assert client.post(f"/api/admin/tables/{tb['id']}/close", headers=h(o)).status_code == 200
    ev = client.get(f"/api/events/{eid}").json()
    assert all(tb["closed"] and tb["over"] and tb["scores"] is None for tb in ev["tables"])
    assert all(s["played"] == 0 and s["score"] == 0 for s in ev["standings"])
    page = client.get(f"/club/events/{eid}?lang=fr").text
    assert page.count("fermée par un organisateur") == 2


def test_a_closed_table_stays_closed_when_its_last_move_is_stored_after(database_url: str) -> None:
    """With several processes the owner may store a match's last move just after another process
    closed the table: the move is refused (D7: no move is stored into a table not in play) and the
    table stays closed (its end needs it in play)."""
    from canasta.web.storage import Storage, StorageError

    st = Storage(database_url)
    try:
        u = st.create_user("Olga")
        tid = st.create_table("classic", 4, {}, {}, 1, [("bot", "random")] * 4, u.id)
        assert st.close_table(tid, {"closed": True})
        assert not st.close_table(tid, {"closed": True})  # once
        with pytest.raises(StorageError):
            st.add_moves(tid, 1, [(0, "draw")], {"scores": [0, 0], "winners": [], "hands": 1, "over": True})
        assert st.moves(tid) == []
        row = st.table(tid)
        assert row is not None and row.status == "closed" and row.result == {"closed": True}
    finally:
        st.close()
