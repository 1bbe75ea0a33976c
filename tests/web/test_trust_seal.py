"""Issue 38, security audit D1, D18, D26 (../shared/audits/security-2026-12.md).

D1: a club night's round is sealed while any of its tables is in play: its tables share one seed
(duplicate scoring), so a table's record, replay, deal check, log, feed or end-of-hand reveal would
show the cards the round's other tables are holding. The set-up is the audit's reproduction: an
organiser, the entries [Ann, Ben] and three pairs of random bots, short rules, one round; the bots'
tables end while Ann's (whose players never move) is still in play.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_api import user

from canasta.web.club.accounts import promote
from canasta.web.server import create_app

SHORT = {"hand_size": "5", "canastas_to_go_out": "0", "permission": "off", "target": "50"}
LANGS = ("en", "fr", "sk", "it", "fi")


def h(u: dict[str, Any]) -> dict[str, str]:
    return {"x-token": u["token"]}


@pytest.fixture
def sq(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(f"sqlite:///{tmp_path / 'canasta.db'}", bot_delay=0, allow_client_seed=True)
    with TestClient(app) as c:
        yield c


def organiser(c: TestClient, name: str = "Olga") -> dict[str, Any]:
    org = user(c, name)
    assert c.post("/api/members", json={"password": "organiser pw"}, headers=h(org)).status_code == 200
    assert promote(c.app.state.members.storage, name) is not None
    return org


def wait(pred: Any, timeout: float = 90) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        got = pred()
        if got:
            return got
        time.sleep(0.1)
    raise AssertionError("timed out")


def sealed_round(c: TestClient) -> dict[str, Any]:
    """The audit's reproduction, up to the moment the bots' tables have ended and Ann's has not."""
    org = organiser(c)
    ann, ben = user(c, "Ann"), user(c, "Ben")
    entries = [{"name": "Ann & Ben", "players": [ann["id"], ben["id"]]}] + [
        {"name": f"Bots {i}", "players": ["bot:random", "bot:random"]} for i in range(3)]
    r = c.post("/api/events", json={"name": "Tuesday", "preset": "classic", "rules": SHORT, "rounds": 1,
                                    "entries": entries}, headers=h(org))
    assert r.status_code == 200, r.text
    eid = r.json()["id"]
    r = c.post(f"/api/events/{eid}/rounds", headers=h(org))
    assert r.status_code == 200, r.text
    tids = [t["id"] for t in r.json()["tables"]]
    mine = next(t for t in tids if any(s["name"] == "Ann" for s in c.get(f"/api/tables/{t}").json()["seats"]))
    others = [t for t in tids if t != mine]
    wait(lambda: all(c.get(f"/api/tables/{t}").json()["status"] != "playing" for t in others))
    assert c.get(f"/api/tables/{mine}").json()["status"] == "playing"
    return {"org": org, "ann": ann, "ben": ben, "eid": eid, "mine": mine, "others": others}


def is_sealed(r: Any) -> bool:
    return r.status_code == 403 and r.json()["code"] == "round-sealed" and "\n" not in r.json()["error"]


def test_d1_record_of_a_finished_table_is_sealed_while_its_round_is_in_play(sq: TestClient) -> None:
    s = sealed_round(sq)
    for t in s["others"]:
        r = sq.get(f"/api/tables/{t}/record")
        assert is_sealed(r), r.text
        assert "seed" not in r.text
        assert is_sealed(sq.get(f"/api/tables/{t}/record", headers=h(s["ann"])))  # a player of the round too
        assert is_sealed(sq.get(f"/api/tables/{t}/record", headers=h(s["org"])))  # and the organiser
    # the lobby's summary of a finished table of the round tells no score either
    assert sq.get(f"/api/tables/{s['others'][0]}").json()["result"] is None


def test_d1_verify_and_replay_are_sealed(sq: TestClient) -> None:
    s = sealed_round(sq)
    for t in s["others"]:
        assert is_sealed(sq.get(f"/api/tables/{t}/verify"))
        assert is_sealed(sq.get(f"/api/tables/{t}/replay", params={"step": 1}))
        assert is_sealed(sq.get(f"/api/tables/{t}/replay", headers=h(s["ann"])))


def test_d1_log_is_sealed_but_for_the_tables_own_players(sq: TestClient) -> None:
    s = sealed_round(sq)
    for t in s["others"]:
        assert is_sealed(sq.get(f"/api/tables/{t}/log"))
        assert is_sealed(sq.get(f"/api/tables/{t}/log", headers=h(s["ann"])))
    assert is_sealed(sq.get(f"/api/tables/{s['mine']}/log"))  # a spectator of Ann's table
    assert is_sealed(sq.get(f"/api/tables/{s['mine']}/log", headers=h(s["org"])))
    r = sq.get(f"/api/tables/{s['mine']}/log", headers=h(s["ann"]))  # what her own seat shows
    assert r.status_code == 200 and isinstance(r.json(), list)


def test_d1_closed_tables_record_is_sealed(sq: TestClient) -> None:
    """A table an organiser closed while another of its round still plays keeps its cards sealed."""
    org = organiser(sq)
    names = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]
    us = [user(sq, n) for n in names]
    entries = [{"name": f"{names[i]} & {names[i + 1]}", "players": [us[i]["id"], us[i + 1]["id"]]} for i in range(0, 8, 2)]
    eid = sq.post("/api/events", json={"name": "Wed", "preset": "classic", "rules": SHORT, "rounds": 1,
                                       "entries": entries}, headers=h(org)).json()["id"]
    tids = [t["id"] for t in sq.post(f"/api/events/{eid}/rounds", headers=h(org)).json()["tables"]]
    assert len(tids) == 2
    assert sq.post(f"/api/admin/tables/{tids[0]}/close", headers=h(org)).status_code == 200
    assert sq.get(f"/api/tables/{tids[0]}").json()["status"] == "closed"
    for path in ("record", "verify", "replay", "log"):
        assert is_sealed(sq.get(f"/api/tables/{tids[0]}/{path}")), path
    assert sq.post(f"/api/admin/tables/{tids[1]}/close", headers=h(org)).status_code == 200
    r = sq.get(f"/api/tables/{tids[0]}/record")
    assert r.status_code == 200 and "seed" in r.json()


def test_d1_event_page_tells_nothing_of_a_sealed_round(sq: TestClient) -> None:
    s = sealed_round(sq)
    ev = sq.get(f"/api/events/{s['eid']}").json()
    assert all(t["scores"] is None and not t["over"] and t["sealed"] for t in ev["tables"])
    assert all(st["played"] == 0 and st["margins"] == [] for st in ev["standings"])
    page = sq.get(f"/club/events/{s['eid']}").text
    assert "/#/r/" not in page  # no table is shown as over (a link to its replay)


def _first(ws: Any) -> dict[str, Any]:
    msg: dict[str, Any] = ws.receive_json()
    return msg


def test_d1_spectators_and_the_rounds_players_cannot_watch_a_sealed_table(sq: TestClient) -> None:
    s = sealed_round(sq)
    for t in s["others"] + [s["mine"]]:
        with sq.websocket_connect(f"/ws/{t}") as ws:  # a spectator without a token
            m = _first(ws)
            assert m["type"] == "error" and m["key"] == "round-sealed" and "view" not in m
    with sq.websocket_connect(f"/ws/{s['others'][0]}?token={s['ann']['token']}") as ws:  # Ann, at another table
        m = _first(ws)
        assert m["type"] == "error" and m["key"] == "round-sealed"
    with sq.websocket_connect(f"/ws/{s['mine']}?token={s['ann']['token']}") as ws:  # Ann, at her own
        m = _first(ws)
        assert m["type"] == "state" and m["seat"] >= 0 and m["view"]


def test_d1_no_reveal_at_a_sealed_rounds_table(sq: TestClient) -> None:
    """A seat at a table of a sealed round is not shown the other hands at the end of a hand."""
    s = sealed_round(sq)
    hub = sq.app.state.tables
    g = hub.load(s["others"][0])
    assert g is not None and g.st.phase in ("hand_over", "match_over")
    seat = next(x.seat for x in g.seats)
    assert "reveal" not in g.state_msg(seat)
    assert "reveal" not in g.state_msg(-1)


def test_d1_refusal_is_said_in_every_language(sq: TestClient) -> None:
    s = sealed_round(sq)
    texts = set()
    for lang in LANGS:
        r = sq.get(f"/api/tables/{s['others'][0]}/record", params={"lang": lang}, headers={"accept-language": lang})
        assert is_sealed(r)
        texts.add(r.json()["error"])
        assert "{" not in r.json()["error"] and "1" in r.json()["error"]
    assert len(texts) == len(LANGS)


def test_d1_record_is_public_again_once_the_rounds_last_table_ends(sq: TestClient) -> None:
    s = sealed_round(sq)
    t = s["others"][0]
    assert is_sealed(sq.get(f"/api/tables/{t}/record"))
    # the round's last table ends (its organiser closes it: its players never came)
    assert sq.post(f"/api/admin/tables/{s['mine']}/close", headers=h(s["org"])).status_code == 200
    r = sq.get(f"/api/tables/{t}/record")
    assert r.status_code == 200 and "seed" in r.json()
    assert sq.get(f"/api/tables/{t}/verify").status_code == 200
    assert sq.get(f"/api/tables/{t}/replay").status_code == 200
    assert sq.get(f"/api/tables/{t}/log").status_code == 200
    ev = sq.get(f"/api/events/{s['eid']}").json()
    assert all(x["over"] for x in ev["tables"]) and not any(x["sealed"] for x in ev["tables"])
    with sq.websocket_connect(f"/ws/{t}") as ws:
        m = _first(ws)
        assert m["type"] == "state"


# ---------------------------------------------------------------- D26: a commitment before the first card

def _committed(c: TestClient, tid: str, token: str | None = None) -> str:
    """The table's commitment as the lobby and the table's first state message publish it, checked
    against the seed and salt the server stored when it made the table."""
    from canasta.fairness import commitment

    said = c.get(f"/api/tables/{tid}").json()["commitment"]
    assert isinstance(said, str) and len(said) == 64
    row = c.app.state.tables.storage.table(tid)
    assert row is not None and row.salt and commitment(row.seed, row.salt) == said
    with c.websocket_connect(f"/ws/{tid}" + (f"?token={token}" if token else "")) as ws:
        m = ws.receive_json()
        assert m["type"] == "state" and m["commitment"] == said
    return str(said)


def test_d26_play_now_publishes_a_commitment_before_its_first_card(sq: TestClient) -> None:
    u = user(sq, "Ann")
    # the lobby's "Play now": Ann and three bots, as the lobby (static/js/lobby.js) asks for it
    r = sq.post("/api/tables", json={"preset": "classic", "players": 4, "rules": {}, "sit": 0,
                                     "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3},
                headers=h(u))
    assert r.status_code == 200, r.text
    assert r.json()["commitment"]  # in the answer that creates it, before anyone sees a card
    assert _committed(sq, r.json()["id"], u["token"]) == r.json()["commitment"]


def test_d26_a_rematch_publishes_a_commitment(sq: TestClient) -> None:
    u = user(sq, "Ann")
    r = sq.post("/api/tables", json={"preset": "classic", "players": 4, "rules": SHORT, "sit": None,
                                     "seats": [{"kind": "bot", "level": "random"}] * 4}, headers=h(u))
    tid = r.json()["id"]
    wait(lambda: sq.get(f"/api/tables/{tid}").json()["status"] == "finished")
    r = sq.post(f"/api/tables/{tid}/rematch", headers=h(u))
    assert r.status_code == 200, r.text
    new = r.json()["id"]
    assert _committed(sq, new) != _committed(sq, tid)


def test_d26_event_tables_publish_a_commitment(sq: TestClient) -> None:
    s = sealed_round(sq)
    # Ann sees her table's commitment from her own seat; every table of the round has its own
    # (one seed, a salt each), so the shared seed is not told by equal commitments
    mine = _committed(sq, s["mine"], s["ann"]["token"])
    theirs = [sq.get(f"/api/tables/{t}").json()["commitment"] for t in s["others"]]
    assert all(theirs) and mine not in theirs


# ---------------------------------------------------------------- D18: the leaderboard costs O(page)

def _games(url: str, n: int) -> list[str]:
    from test_club import _finished_human_game

    from canasta.web.storage import Storage

    storage = Storage(url)
    try:
        return [_finished_human_game(storage, [f"P{i}a", f"P{i}b", f"P{i}c", f"P{i}d"], 100 + i) for i in range(n)]
    finally:
        storage.close()


def _count_replays(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every game the ratings replay (by the thread that does it)."""
    import threading

    from canasta.web.club import ratings

    calls: list[str] = []
    real = ratings.summarize

    def counted(*a: Any, **k: Any) -> Any:
        calls.append(threading.current_thread().name)
        return real(*a, **k)

    monkeypatch.setattr(ratings, "summarize", counted)
    return calls


def test_d18_a_restarted_server_replays_no_game_for_the_leaderboard(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"sqlite:///{tmp_path / 'canasta.db'}"
    _games(url, 3)
    with TestClient(create_app(url, bot_delay=0)) as c:
        wait(lambda: len(c.get("/api/club/leaderboard").json()) == 12)
        before = c.get("/api/club/leaderboard").json()
    calls = _count_replays(monkeypatch)
    with TestClient(create_app(url, bot_delay=0)) as c:  # a new start: the first request reads stored rows
        assert c.get("/api/club/leaderboard").json() == before
        uid = before[0]["user_id"]
        prof = c.get(f"/api/club/players/{uid}").json()
        assert prof["rated_games"] == 1 and len(prof["history"]) == 1 and len(prof["games"]) == 1
        time.sleep(0.3)  # (the start's fold thread has found nothing to do)
    assert calls == []


def test_d18_a_request_folds_a_bounded_number_of_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A backlog (games that ended before the upgrade) is folded by the server's own thread; a
    request folds at most REQUEST_BUDGET of them itself, whatever the backlog."""
    from canasta.web.club import ratings

    url = f"sqlite:///{tmp_path / 'canasta.db'}"
    _games(url, 8)
    calls = _count_replays(monkeypatch)
    monkeypatch.setattr(ratings.Ratings, "start", lambda self: None)  # no thread: the request alone
    with TestClient(create_app(url, bot_delay=0)) as c:
        board = c.get("/api/club/leaderboard").json()
        assert len(calls) == ratings.REQUEST_BUDGET and len(board) == 4 * ratings.REQUEST_BUDGET
        c.app.state.tables.on_game_over[0](None)  # what a game's end does (in a thread): the rest
        assert len(calls) == 8 and len(c.get("/api/club/leaderboard").json()) == 32


def test_d18_a_game_that_ends_is_folded_once_and_pages_are_bounded(client: TestClient,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """On SQLite and on PostgreSQL."""
    calls = _count_replays(monkeypatch)
    u = user(client, "Ann")
    r = client.post("/api/tables", json={"preset": "classic", "players": 4, "rules": SHORT, "sit": None,
                                     "seats": [{"kind": "bot", "level": "random"}] * 4}, headers=h(u))
    tid = r.json()["id"]
    wait(lambda: client.get(f"/api/tables/{tid}").json()["status"] == "finished")
    wait(lambda: client.app.state.tables.on_game_over and calls)
    from canasta.web.club.ratings import Ratings

    rt = Ratings(client.app.state.tables.storage)
    wait(lambda: rt.folded() == 1)
    for _ in range(3):
        client.get("/api/club/leaderboard")
    assert len(calls) == 1  # folded when it ended, never again
    url = str(client.app.state.tables.storage.url)
    _games(url, 3)
    assert len(client.get("/api/club/leaderboard", params={"limit": 5}).json()) == 5
    page2 = client.get("/api/club/leaderboard", params={"limit": 5, "offset": 5}).json()
    assert len(page2) == 5 and all("history" not in p for p in page2)
    r = client.get("/api/club/leaderboard", params={"limit": 100000})
    assert r.status_code == 400 and r.json()["code"] == "bad-page"
    assert client.get("/api/club/leaderboard", params={"limit": 0, "lang": "fr"}).json()["error"].startswith("Une page")


def test_d1_the_club_verify_page_is_sealed_too(sq: TestClient) -> None:
    s = sealed_round(sq)
    r = sq.get(f"/club/verify/{s['others'][0]}")
    assert r.status_code == 403 and r.json()["code"] == "round-sealed"


def test_d1_a_sealed_rounds_game_counts_in_the_ratings_once_the_round_is_over(sq: TestClient) -> None:
    from canasta.web.club.ratings import Ratings

    s = sealed_round(sq)
    rt = Ratings(sq.app.state.tables.storage)
    assert rt.fold_new(None) == 0 and rt.folded() == 0  # the bots' table ended, but its round is sealed
    assert sq.post(f"/api/admin/tables/{s['mine']}/close", headers=h(s["org"])).status_code == 200
    wait(lambda: rt.fold_new(None) >= 0 and rt.folded() == 1)
