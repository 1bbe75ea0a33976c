"""Issue 38, security audit D1: a club night's round is sealed while any of its tables is in play.

All tables of a round play one seed; as soon as a bots' table of the round ended, its record (seed),
replay, fair-deal check and log were open to anyone, spectators of any table received every hand at
the end of each hand, and Ann could watch the other table of her own round: her opponents' hands and
the stock were known. Sealing is checked per round (web/sealing.py)."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from test_api import user
from test_events import SHORT, h

from canasta.web.accounts import promote


def _night(client: TestClient) -> tuple[str, dict[str, Any], list[str], str]:
    org = user(client, "Olga")
    assert client.post("/api/members", json={"password": "organiser pw"}, headers=h(org)).status_code == 200
    assert promote(client.app.state.members.storage, "Olga") is not None
    ann, ben = user(client, "Ann"), user(client, "Ben")
    entries = [{"name": "Ann & Ben", "players": [ann["id"], ben["id"]]}] + [
        {"name": f"Bots {i}", "players": ["bot:random", "bot:random"]} for i in range(3)]
    r = client.post("/api/events", json={"name": "Tuesday", "preset": "classic", "rules": SHORT, "rounds": 1,
                                         "entries": entries}, headers=h(org))
    assert r.status_code == 200, r.text
    eid = r.json()["id"]
    r = client.post(f"/api/events/{eid}/rounds", headers=h(org))
    assert r.status_code == 200, r.text
    tids = [t["id"] for t in r.json()["tables"]]
    ann_tid = next(t for t in tids if any(s.get("name") == "Ann" for s in client.get(f"/api/tables/{t}").json()["seats"]))
    bots_tid = next(t for t in tids if t != ann_tid)
    deadline = time.monotonic() + 120
    while client.get(f"/api/tables/{bots_tid}").json()["status"] == "playing":
        assert time.monotonic() < deadline, "the bots' table of the round did not finish"
        time.sleep(0.2)
    assert client.get(f"/api/tables/{ann_tid}").json()["status"] == "playing"  # Ann has not moved
    return eid, ann, [ann_tid, bots_tid], org["token"]


def test_d1_a_sealed_round_tells_nothing_of_its_deals(client: TestClient) -> None:
    eid, ann, (ann_tid, bots_tid), org = _night(client)
    for who in ({}, h(ann), {"x-token": org}):  # anyone, a player of the round, the organiser
        for path in ("record", "verify", "replay?step=1", "log"):
            r = client.get(f"/api/tables/{bots_tid}/{path}", headers=who)
            assert r.status_code == 403 and r.json()["code"] == "round-sealed", (path, r.text)
        r = client.get(f"/club/verify/{bots_tid}", headers=who)
        assert r.status_code == 403
    # French: the refusal is said in the player's language
    r = client.get(f"/api/tables/{bots_tid}/record", headers={"accept-language": "fr"})
    assert "scellées" in r.json()["error"]
    # Ann reads her own table's log (her seat saw it), not the other one's
    assert client.get(f"/api/tables/{ann_tid}/log", headers=h(ann)).status_code == 200
    assert client.get(f"/api/tables/{ann_tid}/log").status_code == 403
    # the event page shows which tables are over, but no score of a round in play
    ev = client.get(f"/api/events/{eid}").json()
    assert all(t["scores"] is None for t in ev["tables"]) and any(t["over"] for t in ev["tables"])
    assert all(s["played"] == 0 for s in ev["standings"])


def test_d1_no_one_watches_a_table_of_a_sealed_round(client: TestClient) -> None:
    _, ann, (ann_tid, bots_tid), _ = _night(client)
    for tid, token in ((bots_tid, ann["token"]), (bots_tid, None), (ann_tid, None)):
        url = f"/ws/{tid}" + (f"?token={token}" if token else "")
        with client.websocket_connect(url) as ws:
            m = ws.receive_json()
            assert m["type"] == "error" and m["key"] == "round-sealed", m
            try:
                extra = ws.receive_json()
            except WebSocketDisconnect:
                extra = None
            assert extra is None or extra.get("type") != "state"
    # Ann, at her own table, is served her seat's view
    with client.websocket_connect(f"/ws/{ann_tid}?token={ann['token']}") as ws:
        m = ws.receive_json()
        assert m["type"] == "state" and m["seat"] >= 0


def test_d1_the_round_opens_when_its_last_table_ends(client: TestClient) -> None:
    eid, ann, (ann_tid, bots_tid), org = _night(client)
    assert client.post(f"/api/admin/tables/{ann_tid}/close", headers={"x-token": org}).status_code == 200
    for tid in (ann_tid, bots_tid):
        assert client.get(f"/api/tables/{tid}/record").status_code == 200
        assert client.get(f"/api/tables/{tid}/log").status_code == 200
    ev = client.get(f"/api/events/{eid}").json()
    assert any(t["scores"] is not None for t in ev["tables"])
