"""Issue 18 §3: club nights with duplicate deals. A whole event of four tables with bots: every round's
tables start together on one seed, pairs sit one seat round at every other table, and the standings
compare only pairs that held the same cards."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_api import user

from canasta.web.club.accounts import promote
from canasta.web.events.nights import schedule

SHORT = {"hand_size": "5", "canastas_to_go_out": "0", "concealed_waives_minimum": "false", "permission": "off",
         "target": "50"}


def h(u: dict[str, Any]) -> dict[str, str]:
    return {"x-token": u["token"]}


@pytest.mark.parametrize("n", [2, 4, 8, 10])
def test_the_round_robin_meets_everyone_once(n):
    met = set()
    for r in range(n - 1):
        rnd = schedule(n, r)
        seated = [x for pair in rnd for x in pair]
        assert sorted(seated) == list(range(n))  # everyone plays every round
        for a, b in rnd:
            assert frozenset((a, b)) not in met
            met.add(frozenset((a, b)))
    assert len(met) == n * (n - 1) // 2


def _wait_round(c: TestClient, eid: str, rnd: int, timeout: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        ev = c.get(f"/api/events/{eid}").json()
        tables = [t for t in ev["tables"] if t["round"] == rnd]
        if tables and all(t["over"] for t in tables):
            return ev
        assert time.monotonic() < deadline, f"round {rnd} did not finish: {tables}"
        time.sleep(0.2)


def test_a_club_night_of_four_tables_with_bots(client: TestClient) -> None:
    org = user(client, "Olga")
    assert client.post("/api/members", json={"password": "organiser pw"}, headers=h(org)).status_code == 200
    assert promote(client.app.state.members.storage, "Olga") is not None  # issue 38: promoted, not first member
    levels = ["random", "easy", "random", "easy", "random", "easy", "random", "easy"]
    body = {"name": "Tuesday night", "preset": "classic", "rules": SHORT, "rounds": 3, "scoring": "match_points",
            "entries": [{"name": f"Pair {i + 1}", "players": [f"bot:{lv}", f"bot:{lv}"]} for i, lv in enumerate(levels)]}
    guest = user(client, "Gus")
    assert client.post("/api/events", json=body, headers=h(guest)).status_code in (401, 403)  # organisers only
    r = client.post("/api/events", json=body, headers=h(org))
    assert r.status_code == 200, r.text
    eid = r.json()["id"]
    for rnd in (1, 2, 3):
        r = client.post(f"/api/events/{eid}/rounds", headers=h(org))
        assert r.status_code == 200, r.text
        ev = r.json()
        tables = [t for t in ev["tables"] if t["round"] == rnd]
        assert len(tables) == 4
        if rnd < 3:
            assert client.post(f"/api/events/{eid}/rounds", headers=h(org)).status_code == 409  # still in play
        ev = _wait_round(client, eid, rnd)
        # every table of the round was dealt from one seed: the same cards, hand by hand
        recs = [client.get(f"/api/tables/{t['id']}/record").json() for t in ev["tables"] if t["round"] == rnd]
        assert len({rec["seed"] for rec in recs}) == 1
        deals = [client.get(f"/api/tables/{t['id']}/verify").json()["deals"][0]["hands"]
                 for t in ev["tables"] if t["round"] == rnd]
        assert all(d == deals[0] for d in deals)
    assert client.post(f"/api/events/{eid}/rounds", headers=h(org)).status_code == 409  # all rounds played
    st = ev["standings"]
    assert len(st) == 8 and all(s["played"] == 3 for s in st)
    # match points: in each round each group of four pairs shares 2 * C(4, 2) = 12 points
    assert sum(s["score"] for s in st) == 3 * 2 * 12
    assert [s["score"] for s in st] == sorted((s["score"] for s in st), reverse=True)
    page = client.get(f"/club/events/{eid}", params={"lang": "fr"}).text
    assert "Points de match" in page and "Pair 1" in page and "3 tours joués sur 3" in page
    log = client.get("/api/admin/audit", headers=h(org)).json()
    assert [a["action"] for a in log].count("start-round") == 3


def test_event_settings_are_checked(client: TestClient) -> None:
    org = user(client, "Olga")
    client.post("/api/members", json={"password": "organiser pw"}, headers=h(org))
    promote(client.app.state.members.storage, "Olga")  # issue 38: promoted, not first member
    base = {"name": "x", "entries": [{"name": "A", "players": ["bot:easy", "bot:easy"]},
                                     {"name": "B", "players": ["bot:easy", "bot:easy"]}]}
    assert client.post("/api/events", json={**base, "preset": "nope"}, headers=h(org)).status_code == 400
    assert client.post("/api/events", json={**base, "rounds": 2}, headers=h(org)).status_code == 400  # 2 pairs: 1 round
    bad = {**base, "entries": [{"name": "A", "players": ["bot:genius", "bot:easy"]}, base["entries"][1]]}
    assert client.post("/api/events", json=bad, headers=h(org)).status_code == 400
    assert client.post("/api/events", json={**base, "rules": {"hand_size": "0"}}, headers=h(org)).status_code == 400
