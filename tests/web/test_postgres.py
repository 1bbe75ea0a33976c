"""The same storage on PostgreSQL: the ``postgres_url`` fixture (tests/conftest.py) is a throw-away
cluster, or the database of CANASTA_TEST_DATABASE_URL."""

from __future__ import annotations

from fastapi.testclient import TestClient

from canasta.web.server import create_app


def test_a_game_is_stored_and_resumed_on_postgresql(postgres_url: str) -> None:
    body = {"preset": "classic", "players": 4, "seed": 3, "sit": 0, "target": 50,
            "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3}
    with TestClient(create_app(postgres_url, bot_delay=0, allow_client_seed=True)) as c:
        u = c.post("/api/users", json={"name": "Ann"}).json()
        t = c.post("/api/tables", json=body, headers={"x-token": u["token"]}).json()
        with c.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
            while True:
                m = ws.receive_json()
                if m["type"] == "state" and m["info"]["turn"] == 0 and m["view"]["legal_moves"]:
                    break
            ws.send_json({"type": "move", "version": m["version"], "moves": ["draw"]})
            while True:
                m2 = ws.receive_json()
                if m2["type"] == "state" and m2["version"] > m["version"]:
                    break
    with TestClient(create_app(postgres_url, bot_delay=0, allow_client_seed=True)) as c2:
        info = c2.get(f"/api/tables/{t['id']}").json()
        assert info["version"] == m2["version"] and info["seats"][0]["name"] == "Ann"
