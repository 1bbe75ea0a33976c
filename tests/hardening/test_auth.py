"""Who may act: a seat's token for every move; out of turn, for another seat, at another table or
as a spectator is refused with a clear error and changes nothing; stale versions get a resync."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from canasta.web.server import create_app
from harness import SHORT


@pytest.fixture
def client(database_url: str) -> Iterator[TestClient]:
    """The app on SQLite and on PostgreSQL (tests/conftest.py)."""
    with TestClient(create_app(database_url, bot_delay=0)) as c:
        yield c


def users(c: TestClient, n: int) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        r = c.post("/api/users", json={"name": f"u{i}"})
        assert r.status_code == 200
        out.append(r.json())
    return out


def four_people(c: TestClient) -> tuple[str, list[dict[str, Any]]]:
    us = users(c, 5)  # seats 0-3, and one who sits nowhere
    r = c.post("/api/tables", json={"preset": "classic", "players": 4, "rules": SHORT, "target": 50,
                                    "seats": [{"kind": "human"}] * 4, "sit": 0}, headers={"x-token": us[0]["token"]})
    assert r.status_code == 200, r.text
    tid = r.json()["id"]
    for i in (1, 2, 3):
        assert c.post(f"/api/tables/{tid}/sit/{i}", headers={"x-token": us[i]["token"]}).json() == {"seat": i}
    return tid, us


def state(ws: Any) -> dict[str, Any]:
    while True:
        m = ws.receive_json()
        if m["type"] == "state":
            return dict(m)


def stored(database_url: str, tid: str) -> list[tuple[int, str]]:
    """The table's moves as committed, read through a connection of its own."""
    eng = sa.create_engine(database_url)
    try:
        with eng.connect() as c:
            rows = c.execute(sa.text("SELECT seat, text FROM moves WHERE table_id = :t ORDER BY n"), {"t": tid})
            return [(int(seat), str(text)) for seat, text in rows]
    finally:
        eng.dispose()


def test_tokens_are_random_and_at_least_128_bits(client: TestClient) -> None:
    toks = [u["token"] for u in users(client, 50)]
    assert len(set(toks)) == 50
    for t in toks:
        raw = base64.urlsafe_b64decode(t + "=" * (-len(t) % 4))
        assert len(raw) * 8 >= 128


def test_http_needs_a_real_token(client: TestClient) -> None:
    tid, us = four_people(client)
    for h in ({}, {"x-token": ""}, {"x-token": "x" * 32}, {"x-token": us[0]["token"][:-1]}):
        r = client.post("/api/tables", json={}, headers=h)
        assert r.status_code == 401 and "unknown player" in r.json()["error"]
        r = client.post(f"/api/tables/{tid}/sit/0", headers=h)
        assert r.status_code == 401
    # a seat already taken by someone else cannot be taken over
    r = client.post(f"/api/tables/{tid}/sit/2", headers={"x-token": us[4]["token"]})
    assert r.status_code == 409 and "not free" in r.json()["error"]


def test_no_one_acts_for_another_seat(client: TestClient, database_url: str) -> None:
    tid, us = four_people(client)
    other = users(client, 1)[0]
    r = client.post("/api/tables", json={"seats": [{"kind": "human"}] * 4, "rules": SHORT, "target": 50},
                    headers={"x-token": other["token"]})
    elsewhere = r.json()["id"]  # a table where `other` sits; at `tid` they are nobody
    socks = [client.websocket_connect(f"/ws/{tid}?token={u['token']}") for u in us[:4]]
    conns = [s.__enter__() for s in socks]
    try:
        first = [state(w) for w in conns]
        v, turn = first[0]["version"], first[0]["info"]["turn"]
        assert [m["seat"] for m in first] == [0, 1, 2, 3]
        before = stored(database_url, tid)

        def refused(ws: Any, msg: dict[str, Any], code: str) -> None:
            ws.send_json(msg)
            e = ws.receive_json()
            while e["type"] in ("state", "seats"):  # presence updates of other connections
                e = ws.receive_json()
            assert e["type"] == "error" and e["code"] == code and e["message"] and "\n" not in e["message"], e
            if code in ("stale", "not_your_turn"):
                assert state(ws)["version"] == v  # a resync, nothing changed

        legal = first[turn]["view"]["legal_moves"]
        # out of turn, by every other seat
        for s in range(4):
            if s != turn:
                refused(conns[s], {"type": "move", "version": v, "moves": [legal[0]]}, "not_your_turn")
                refused(conns[s], {"type": "explain", "version": v, "move": legal[0]}, "not_your_turn")
                refused(conns[s], {"type": "preview", "version": v, "moves": []}, "not_your_turn")
        # naming another seat in the message is not part of the protocol
        refused(conns[(turn + 1) % 4], {"type": "move", "version": v, "moves": [legal[0]], "seat": turn},
                "bad_message")
        refused(conns[(turn + 1) % 4], {"type": "move", "version": v, "moves": [legal[0]], "token": us[turn]["token"]},
                "bad_message")
        # a spectator, a stranger with a valid token, someone seated at another table
        for url in (f"/ws/{tid}", f"/ws/{tid}?token=nope", f"/ws/{tid}?token={other['token']}"):
            with client.websocket_connect(url) as spy:
                m = state(spy)
                assert m["seat"] == -1 and m["view"]["legal_moves"] == []
                spy.send_json({"type": "move", "version": v, "moves": [legal[0]]})
                e = spy.receive_json()
                assert e["type"] == "error" and e["code"] == "spectator"
        with client.websocket_connect(f"/ws/{elsewhere}?token={other['token']}") as mine:
            assert state(mine)["seat"] == 0
        # a stale version, even for the right seat with a legal move
        refused(conns[turn], {"type": "move", "version": v - 1, "moves": [legal[0]]}, "stale")
        refused(conns[turn], {"type": "move", "version": v + 5, "moves": [legal[0]]}, "stale")
        assert stored(database_url, tid) == before
        # and the right seat at the right version still plays
        conns[turn].send_json({"type": "move", "version": v, "moves": [legal[0]]})
        m = state(conns[turn])
        while m["version"] == v:
            m = state(conns[turn])
        assert m["version"] == v + 1 and stored(database_url, tid) == before + [(turn, legal[0])]
    finally:
        for s in socks:
            s.__exit__(None, None, None)


def test_a_race_of_two_moves_at_one_version_commits_one(client: TestClient, database_url: str) -> None:
    tid, us = four_people(client)
    with client.websocket_connect(f"/ws/{tid}") as spec:
        turn = state(spec)["info"]["turn"]
    with client.websocket_connect(f"/ws/{tid}?token={us[turn]['token']}") as a, \
            client.websocket_connect(f"/ws/{tid}?token={us[turn]['token']}") as b:  # one seat, two devices
        m = state(a)
        v = m["version"]
        mv = m["view"]["legal_moves"][0]
        a.send_json({"type": "move", "version": v, "moves": [mv]})
        b.send_json({"type": "move", "version": v, "moves": [mv]})
        for _ in range(10):
            x = b.receive_json()
            if x["type"] == "error":
                assert x["code"] in ("stale", "not_your_turn")
                break
        else:
            raise AssertionError("the second move was not refused")
    assert len(stored(database_url, tid)) == v + 1
