"""Issue 38, security audit D3: no request does work proportional to a table's length on the event
loop. `/timer` and `/rematch` built (replayed) a table before checking who asked, on the loop; the
replays of finished tables (`/record`, `/verify`, `/replay?step=`, `/log`) were made again at every
request, by anyone. Now: who asks is checked first, from the database; a table is built in a thread;
a finished table is replayed once and kept (web/replays.py); each address may cause only a few
replays a second."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from test_api import user
from test_trust_backup import _finished_record

from canasta.web.tables.replays import ReplayCache


def _imported(client: TestClient) -> tuple[list[str], dict[str, Any]]:
    """A finished table, imported (not in the server's memory)."""
    u = user(client, "Imp")
    r = client.post("/api/records", json=_finished_record(client, u), headers={"x-token": u["token"]})
    assert r.status_code == 200, r.text
    return [r.json()["id"]], u


def test_d3_a_stranger_s_timer_and_rematch_replay_nothing(client: TestClient) -> None:
    (tid,), _ = _imported(client)
    hub = client.app.state.tables  # type: ignore[attr-defined]
    hub.ended.clear()
    built: list[str] = []
    real = hub._build
    hub._build = lambda t: built.append(t) or real(t)
    try:
        stranger = user(client, "Eve")
        h = {"x-token": stranger["token"]}
        assert client.post(f"/api/tables/{tid}/timer", json={"seconds": 30, "level": "random"}, headers=h).status_code == 403
        assert client.post(f"/api/tables/{tid}/rematch", headers=h).status_code == 403
        assert client.post("/api/tables/nosuchtab/rematch", headers=h).status_code == 404
    finally:
        hub._build = real
    assert built == [], "the table was replayed for a stranger"


def test_d3_a_finished_table_is_replayed_once(client: TestClient) -> None:
    (tid,), _ = _imported(client)
    replays = client.app.state.replays  # type: ignore[attr-defined]
    made: list[int] = []
    real = ReplayCache._replay

    def counting(*a: Any) -> Any:
        made.append(1)
        return real(*a)

    replays._replay = counting
    first = client.get(f"/api/tables/{tid}/record").json()
    for path in ("record", "verify", "log", "replay?step=0", "replay?step=3"):
        r = client.get(f"/api/tables/{tid}/{path}")
        assert r.status_code == 200, (path, r.text)
    assert len(made) == 1, f"{len(made)} replays for six requests"
    assert client.get(f"/api/tables/{tid}/record").json() == first
    # the step-by-step replay from the cache's marks is the replay from the start
    steps = client.get(f"/api/tables/{tid}/replay?step=0").json()["steps"]
    last = client.get(f"/api/tables/{tid}/replay?step={steps}").json()
    assert last["step"] == steps and last["result"] is not None


def test_d3_replay_marks_give_the_same_positions() -> None:
    from canasta.position import position_dict
    from canasta.record import Record
    from canasta.rules import make_rules
    from canasta.state import new_game
    from canasta.web.tables import replays as mod

    rs = make_rules("classic", 4)
    st = new_game(rs, seed=11)
    import random

    rng = random.Random(3)
    moves: list[str] = []
    while not st.match_over and len(moves) < 700:
        mv = rng.choice(list(st.legal_moves))
        moves.append(str(mv))
        st.apply(mv)
    rec = Record(rs, 11, moves, ["a", "b", "c", "d"], {})
    cache = mod.ReplayCache()
    from canasta.web.tables.texts import apply_logged

    r = cache._replay(rec, [0] * len(moves), apply_logged)
    for step in (0, 1, mod.STRIDE - 1, mod.STRIDE, mod.STRIDE + 5, len(moves)):
        ref = new_game(rs, seed=11)
        for t in moves[:step]:
            ref.apply(t)
        assert position_dict(r.at(step)) == position_dict(ref), step


def test_d3_each_address_causes_few_replays() -> None:
    cache = ReplayCache(miss_rate=0.0001, miss_burst=2)
    assert cache.miss_ok("1.2.3.4") and cache.miss_ok("1.2.3.4") and not cache.miss_ok("1.2.3.4")
    assert cache.miss_ok("5.6.7.8")  # another address has its own
