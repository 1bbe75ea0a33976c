"""Record imports (issue 13 §1): replayed in a worker process, not on the event loop; capped in size
and moves; a per-player quota; ``/log`` keeps nothing in memory for tables not in play; JSON
nested thousands deep is a clear 400, not a 500."""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from canasta import new_game
from canasta.record import FORMAT
from canasta.rules import RuleSet
from canasta.web.server import create_app
from harness import Server


def long_record(moves: int, seed: int = 1) -> dict[str, Any]:
    st = new_game("classic", players=4, seed=seed, target=1000000)
    rng, out = random.Random(seed), []
    while len(out) < moves and st.phase != "match_over":
        legal = [str(m) for m in st.legal_move_list()]
        if not legal:  # an engine dead end (seed 1 reaches 9,000 moves without one)
            break
        m = "draw" if "draw" in legal and rng.random() < 0.7 else rng.choice(legal)
        st.apply(m)
        out.append(m)
    return {"format": FORMAT, "rules": st.rules.to_dict(), "seed": seed, "moves": out}


@pytest.fixture
def make(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    clients: list[TestClient] = []

    def build(**env: str) -> tuple[TestClient, str]:
        for k, v in env.items():
            monkeypatch.setenv(f"CANASTA_LIMIT_{k.upper()}", v)
        c = TestClient(create_app(f"sqlite:///{tmp_path / f'c{len(clients)}.db'}", bot_delay=0))
        c.__enter__()
        clients.append(c)
        return c, c.post("/api/users", json={"name": "a"}).json()["token"]

    yield build
    for c in clients:
        c.__exit__(None, None, None)


def test_an_import_does_not_hold_up_the_event_loop(tmp_path: Path) -> None:
    import websockets.sync.client as wsc

    recs = [json.dumps(long_record(9000, seed=1 + i)).encode() for i in range(3)]  # a record imported twice is refused
    srv = Server(str(tmp_path)).start()
    try:
        tok = httpx.post(f"{srv.base}/api/users", json={"name": "a"}).json()["token"]
        tid = httpx.post(f"{srv.base}/api/tables", headers={"x-token": tok},
                         json={"seats": [{"kind": "human"}] * 4, "sit": 0}).json()["id"]
        httpx.post(f"{srv.base}/api/records", content=b"{}", headers={"x-token": tok})  # the worker starts
        answers: list[Any] = []

        def imports() -> None:
            for rec in recs:
                answers.append(httpx.post(f"{srv.base}/api/records", content=rec, headers={"x-token": tok},
                                          timeout=60))

        t = threading.Thread(target=imports)
        waits = []
        with wsc.connect(f"ws://127.0.0.1:{srv.port}/ws/{tid}?token={tok}") as ws:
            ws.recv()
            t.start()
            while t.is_alive():
                t0 = time.monotonic()
                ws.send('{"type": "ping"}')
                while json.loads(ws.recv())["type"] != "pong":
                    pass
                waits.append(time.monotonic() - t0)
                time.sleep(0.02)
        t.join()
        assert [a.status_code for a in answers] == [200] * 3, answers[0].text
        assert len(waits) > 10 and max(waits) < 0.5, f"a ping waited {max(waits):.2f} s during the imports"
    finally:
        srv.stop()


def test_records_are_capped_in_size_and_moves(make: Any) -> None:
    c, tok = make(import_bytes="2000", import_moves="50")
    r = c.post("/api/records", content=json.dumps(long_record(300)).encode(), headers={"x-token": tok})
    assert r.status_code == 413 and "at most 2000" in r.json()["error"]
    c, tok = make(import_bytes="1000000", import_moves="50")
    r = c.post("/api/records", content=json.dumps(long_record(300)).encode(), headers={"x-token": tok})
    assert r.status_code == 400 and "at most 50 moves" in r.json()["error"]
    assert c.post("/api/records", content=json.dumps(long_record(40)).encode(), headers={"x-token": tok}).status_code == 200


def test_imports_per_player_are_capped(make: Any) -> None:
    c, tok = make(user_imports="2")
    bodies = [json.dumps(long_record(30, seed=s)).encode() for s in (1, 2, 3, 4)]  # the same record twice is refused
    assert [c.post("/api/records", content=b, headers={"x-token": tok}).status_code for b in bodies[:2]] == [200] * 2
    r = c.post("/api/records", content=bodies[2], headers={"x-token": tok})
    assert r.status_code == 429 and "imported 2 games" in r.json()["error"]
    other = c.post("/api/users", json={"name": "b"}).json()["token"]
    assert c.post("/api/records", content=bodies[3], headers={"x-token": other}).status_code == 200


def test_the_log_of_games_not_in_play_is_not_kept_in_memory(make: Any) -> None:
    c, tok = make()
    hub = c.app.state.tables  # type: ignore[attr-defined]
    ids = [c.post("/api/records", content=json.dumps(long_record(20 + i)).encode(), headers={"x-token": tok}).json()["id"]
           for i in range(25)]
    for i, tid in enumerate(ids):
        log = c.get(f"/api/tables/{tid}/log").json()
        assert [e["n"] for e in log] == list(range(1, 21 + i))
        c.get(f"/api/tables/{tid}/record")
    assert not set(ids) & set(hub.games) and len(hub.ended) <= hub.ENDED_CACHE
    # the hand numbers of a log read from the database are those of the live table's log
    tid = c.post("/api/tables", json={"seats": [{"kind": "bot", "level": "random"}] * 4, "sit": None,
                                      "rules": {"hand_size": "5"}, "target": 100000},
                 headers={"x-token": tok}).json()["id"]
    from canasta.web.tables.texts import log_rows

    deadline = time.monotonic() + 60
    while not any(e["hand"] > 0 for e in hub.games[tid].log):  # the bots play a hand or more
        assert time.monotonic() < deadline
        time.sleep(0.05)
    live = list(hub.games[tid].log)

    start = new_game(RuleSet.from_dict(hub.games[tid].row.rules), seed=hub.games[tid].row.seed)
    assert log_rows([(e["seat"], e["move"]) for e in live], start) == live and any(e["hand"] > 0 for e in live)


@pytest.mark.parametrize("path", ["/api/records", "/api/tables", "/api/users"])
def test_json_nested_thousands_deep_is_a_clear_400(make: Any, path: str) -> None:
    c, tok = make()
    body = b"[" * 5000 + b"]" * 5000
    r = c.post(path, content=body, headers={"x-token": tok, "content-type": "application/json"})
    assert 400 <= r.status_code < 500 and r.json()["error"], r.text
    body = b'{"a":' * 5000 + b"1" + b"}" * 5000
    r = c.post(path, content=body, headers={"x-token": tok, "content-type": "application/json"})
    assert 400 <= r.status_code < 500 and r.json()["error"], r.text
